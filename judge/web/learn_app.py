"""The application of `judge serve` without a contest, on a learner's own machine: the routes
of the learner's table (:func:`judge.web.routes.learner_table`: the learner's pages, no
accounts), behind the same request checks as the contest server's (:mod:`judge.web.app`:
security headers, no control characters, a bounded body, the access log without secrets).

No accounts, no cookies but the language's, and therefore no CSRF token: nothing here acts on
anything but the page it answers (a game's record travels in the page itself), and the server
listens on this machine only (judge.web.serve refuses any other address).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from judge.errors import JudgeError
from judge.learn.game import has_game
from judge.problemset.layout import problem_ids
from judge.web import render as r
from judge.web import routes as table
from judge.web.app import AccessLog, BodyLimit, CleanRequests, SecurityHeaders
from judge.web.learn_help import RecordHelp
from judge.web.learn_pages import LearnPages, Refused
from judge.web.pages import BODY_LIMIT, Handler

log = logging.getLogger("judge.web")


def learner_pages(root: Path, data_dir: Path | None = None) -> LearnPages:
    """The learner's pages over every problem of the set at ``root`` with a game, the help
    taken kept in the learner's record (in ``data_dir``; default the user's)."""
    ids = [p for p in problem_ids(root) if has_game(root, p)]
    return LearnPages(root, ids, RecordHelp(root, data_dir), home="/learn")


def _endpoint(learn: LearnPages, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    """A page of the learner's server: its form read (POST), then ``handler`` in a worker
    thread; a plain error (bad input) is a 4xx page saying it."""

    async def endpoint(request: Request) -> Response:
        form: FormData | None = None
        if request.method == "POST":
            try:
                form = await request.form(max_files=0, max_fields=20, max_part_size=BODY_LIMIT)
            except Exception:
                return HTMLResponse("bad form", status_code=400)
        try:
            return await run_in_threadpool(_run, learn, handler, request, form)
        finally:
            if form is not None:
                await form.close()

    return endpoint


def _run(learn: LearnPages, handler: Handler, request: Request, form: FormData | None) -> Response:
    try:
        return handler(request, None, form)  # type: ignore[arg-type]
    except JudgeError as exc:
        lang = learn.language(request, None)
        status = exc.status if isinstance(exc, Refused) else 400
        return learn.refused_page(lang, status, str(exc).rstrip(".") + ".")


def create_learn_app(learn: LearnPages) -> ASGIApp:
    """The learner's server of ``learn``'s pages (:func:`learner_pages`)."""
    routes: list[BaseRoute] = []
    for entry in table.learner_table(learn):
        if isinstance(entry, table.Static):
            routes.append(Mount(entry.path, StaticFiles(directory=str(entry.directory))))
        elif isinstance(entry, table.Page):
            routes.append(
                Route(entry.path, _endpoint(learn, entry.handler), methods=list(entry.methods))
            )

    async def http_error(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        lang = learn.language(request, None)
        message = (
            r.translator(lang)("There is no such page.")
            if status == 404
            else str(getattr(exc, "detail", "error"))
        )
        return await run_in_threadpool(learn.refused_page, lang, status, message)

    async def server_error(request: Request, exc: Exception) -> Response:
        log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
        return PlainTextResponse("internal error: the server's log has the details", 500)

    app = Starlette(
        routes=routes, exception_handlers={HTTPException: http_error, Exception: server_error}
    )
    return AccessLog(SecurityHeaders(CleanRequests(BodyLimit(app, BODY_LIMIT))))
