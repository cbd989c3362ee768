"""The ASGI application: pages, live updates, the API and the static files, with a body size
limit and an access log that names no secrets.

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

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.web.api import Api
from judge.web.auth import COOKIE, Visitor
from judge.web.pages import BODY_LIMIT, Access, Pages
from judge.web.render import STATIC
from judge.web.server import ContestServer

#: Seconds between keep-alive comments of an idle live stream.
LIVE_KEEP_ALIVE_S = 15.0

access_log = logging.getLogger("judge.web.access")


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
                    return await PlainTextResponse("request too large", 413)(scope, receive, send)
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
                await PlainTextResponse("request too large", 413)(scope, receive, send)


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


def create_app(server: ContestServer, watch: bool = True) -> ASGIApp:
    """The application serving ``server``'s contest. ``watch``: run the watcher task (live
    updates, the clock's news) while the application runs."""
    pages = Pages(server)
    api = Api(server)

    def live(
        render: Callable[[Visitor], str], access: Access, event: str
    ) -> Callable[[Request], Awaitable[Response]]:
        """A server-sent-event stream of a page part, sent as ``event`` when it changes."""

        async def endpoint(request: Request) -> Response:
            visitor = await run_in_threadpool(server.auth.visitor, request.cookies.get(COOKIE))
            if access is Access.TEAM and visitor.team_id is None:
                return PlainTextResponse("log in as a team", 403)

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
                events(),
                media_type="text/event-stream",
                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
            )

        return endpoint

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

    routes = (
        pages.routes()
        + api.routes()
        + [
            Route("/live/board", live(pages.board_fragment, Access.ANYONE, "board")),
            Route("/live/submissions", live(pages.submissions_fragment, Access.TEAM, "team")),
            Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
        ]
    )
    app = Starlette(routes=routes, lifespan=lifespan)
    return AccessLog(BodyLimit(app, BODY_LIMIT))
