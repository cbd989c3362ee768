"""The ASGI application: the routes of the routes table (:mod:`judge.web.routes`: pages, live
updates, the API and the static files), each behind its access rule, and around them the
request checks every response shares.

Around the routes, from the outside in:

- :class:`AccessLog`: one line per request, without secrets;
- :class:`SecurityHeaders`: every response says it may not be framed (``X-Frame-Options``,
  the ``Content-Security-Policy``'s ``frame-ancestors``), that scripts, styles and everything
  else come from this site only, that its type is not to be guessed (``nosniff``), that no
  other site learns our addresses (``Referrer-Policy``), and that nothing but the static files
  is kept by a browser or a proxy (``Cache-Control: no-store``: a team's source must not stay
  in a shared lab browser after its team logs out); the API also allows cross-origin reads,
  as the Contest API asks;
- :class:`CleanRequests`: a path or query holding a control character (a NUL, which
  PostgreSQL's text refuses, a newline) is refused with 400 before anything reads it;
- :class:`BodyLimit`: request bodies over the limit are refused with 413;
- errors: an unknown route, a method a route does not take, and (never meant to happen) an
  exception are the Contest API's JSON ``{"code", "message"}`` under ``/api``, an error page
  elsewhere; never a traceback to the client.

Live updates are server-sent events (``/live/board``, ``/live/submissions``): each stream
waits on the server's change counter (:class:`judge.web.server.Changes`) and sends the page
part again (the same template the full page uses) when it changed, with a comment line as a
keep-alive every 15 s. ``judge/web/static/live.js`` swaps the parts in; without JavaScript
the pages are whole and a reload shows the news.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from urllib.parse import unquote_to_bytes

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.web import routes as table
from judge.web.access import Access, refusal
from judge.web.api import Api, error_response
from judge.web.auth import Visitor
from judge.web.jury_pages import JuryPages
from judge.web.pages import BODY_LIMIT, Pages
from judge.web.server import ContestServer

#: Seconds between keep-alive comments of an idle live stream.
LIVE_KEEP_ALIVE_S = 15.0

#: What a live stream answers a visitor it is not for, by who it is for.
LIVE_REFUSED = {
    Access.LOGGED_IN: "log in",
    Access.TEAM: "log in as a team",
    Access.JURY: "log in as the jury",
}

#: Every response's headers (see the module's docstring). Styles may be inline: the pages
#: colour each problem's label from its data (``style`` attributes); scripts may not.
SECURITY_HEADERS = (
    (b"x-frame-options", b"DENY"),
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        b"img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
        b"frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
)
#: The static files (a style sheet and a script) change only with the package.
STATIC_CACHE = b"public, max-age=3600"

access_log = logging.getLogger("judge.web.access")
log = logging.getLogger("judge.web")


def route_path(scope: Scope) -> str:
    """A request's path within the application: without the ``root_path`` it is mounted
    under (a site's ``/contests/NAME``; nothing for one contest), as its routes see it."""
    path, root = str(scope.get("path", "")), str(scope.get("root_path", "")).rstrip("/")
    if root and (path == root or path.startswith(root + "/")):
        return path[len(root) :]
    return path


def is_api(scope: Scope) -> bool:
    """Whether a request is the Contest API's."""
    path = route_path(scope)
    return path == "/api" or path.startswith("/api/")


async def _plain_error(scope: Scope, receive: Receive, send: Send, status: int, text: str) -> None:
    response = error_response(status, text) if is_api(scope) else PlainTextResponse(text, status)
    await response(scope, receive, send)


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Refuses request bodies over ``limit`` bytes with 413, by Content-Length or as they
    arrive. (Uploads are also checked against the source limit, with a plain message.)"""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    too_large = int(value) > self.limit
                except ValueError:
                    too_large = True
                if too_large:
                    return await _plain_error(scope, receive, send, 413, "request too large")
        received = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise _TooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _TooLarge:
            if not started:
                await _plain_error(scope, receive, send, 413, "request too large")


class CleanRequests:
    """Refuses with 400 a request whose path or query holds a control character: ids and
    names never do, and what reads them (SQL, file names, logs) must never see one."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            texts = (
                str(scope.get("path", "")).encode("utf-8", "surrogateescape"),
                unquote_to_bytes(scope.get("query_string", b"")),
            )
            if any(byte < 32 or byte == 127 for text in texts for byte in text):
                return await _plain_error(
                    scope, receive, send, 400, "the path or query holds a control character"
                )
        await self.app(scope, receive, send)


class SecurityHeaders:
    """Adds :data:`SECURITY_HEADERS` and the caching rule to every response (see the module's
    docstring); the API's also allow cross-origin reads."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        static = route_path(scope).startswith("/static/")
        api = is_api(scope)

        async def adding_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (name, value)
                    for name, value in message.get("headers", [])
                    if name.lower() != b"cache-control"
                ]
                headers += SECURITY_HEADERS
                headers.append((b"cache-control", STATIC_CACHE if static else b"no-store"))
                if api:
                    headers.append((b"access-control-allow-origin", b"*"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, adding_send)


class AccessLog:
    """One line per request: address, method, path (never the query string, which could carry
    anything), status. Never headers or bodies: no passwords or cookies."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        status = [0]

        async def logging_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                client = scope.get("client") or ("-", 0)
                access_log.info("%s %s %s %d", client[0], scope["method"], scope["path"], status[0])
            await send(message)

        await self.app(scope, receive, logging_send)


def sse(event: str, data: str) -> str:
    """One server-sent event."""
    lines = "".join(f"data: {line}\n" for line in data.split("\n"))
    return f"event: {event}\n{lines}\n"


def live_stream(
    server: ContestServer,
    pages: Pages,
    render: Callable[[Visitor], str],
    access: Access,
    event: str,
) -> Callable[[Request], Awaitable[Response]]:
    """A server-sent-event stream of a page part, sent as ``event`` when it changes."""

    async def endpoint(request: Request) -> Response:
        visitor = await run_in_threadpool(pages.visitor, request)
        if refusal(access, visitor.account) is not None:
            return PlainTextResponse(LIVE_REFUSED[access], 403)

        async def events() -> AsyncIterator[str]:
            yield "retry: 3000\n\n"
            seen, last = -1, None
            while not server.stopping:
                version = await server.changes.wait(seen, LIVE_KEEP_ALIVE_S)
                if version == seen:
                    yield ": keep-alive\n\n"
                    continue
                seen = version
                text = await run_in_threadpool(render, visitor)
                if text != last:
                    last = text
                    yield sse(event, text)

        return StreamingResponse(
            events(), media_type="text/event-stream", headers={"X-Accel-Buffering": "no"}
        )

    return endpoint


def starlette_routes(
    entries: tuple[table.RouteEntry, ...], server: ContestServer, pages: Pages, api: Api
) -> list[BaseRoute]:
    """The routes table as Starlette's routes, each behind its access rule."""
    built: list[BaseRoute] = []
    for entry in entries:
        if isinstance(entry, table.Static):
            built.append(
                Mount(entry.path, StaticFiles(directory=str(entry.directory)), name="static")
            )
            continue
        endpoint: Callable[[Request], Awaitable[Response]]
        if isinstance(entry, table.Page):
            endpoint = pages.page(entry.handler, entry.access, post="POST" in entry.methods)
        elif isinstance(entry, table.Endpoint):
            endpoint = api.endpoint(entry.handler, entry.access)
        elif isinstance(entry, table.Feed):
            endpoint = api.streamed(entry.handler, entry.access)
        else:
            endpoint = live_stream(server, pages, entry.render, entry.access, entry.event)
        built.append(Route(entry.path, endpoint, methods=list(entry.methods)))
    return built


def create_app(server: ContestServer, watch: bool = True) -> ASGIApp:
    """The application serving ``server``'s contest: the routes of the routes table. ``watch``:
    run the watcher task (live updates, the clock's news) while the application runs."""
    pages = Pages(server)
    api = Api(server)
    entries = table.table(pages, JuryPages(pages), api)
    api.listing = table.api_listing(entries)

    async def http_error(request: Request, exc: Exception) -> Response:
        """An unknown route (404), a method a route does not take (405), and the like."""
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        headers = exc.headers if isinstance(exc, HTTPException) else None
        if is_api(request.scope):
            if status == 404:
                detail = f"no such endpoint or object: {request.url.path[:200]}"
            return error_response(status, str(detail), dict(headers or {}))
        return await run_in_threadpool(pages.error_page, request, status, str(detail))

    async def server_error(request: Request, exc: Exception) -> Response:
        """A bug: logged with its traceback on the server, a plain 500 for the client."""
        log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
        if is_api(request.scope):
            return error_response(500, "internal error: the server's log has the details")
        return PlainTextResponse("internal error: the server's log has the details", 500)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        task = asyncio.ensure_future(server.watch()) if watch else None
        try:
            yield
        finally:
            server.stopping = True
            if task is not None:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task

    app = Starlette(
        routes=starlette_routes(entries, server, pages, api),
        lifespan=lifespan,
        exception_handlers={HTTPException: http_error, Exception: server_error},
    )
    return AccessLog(SecurityHeaders(CleanRequests(BodyLimit(app, BODY_LIMIT))))
