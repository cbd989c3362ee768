"""The ASGI application of a club's site: one process serving every contest of the site.

Requests are dispatched by path: ``/api/contests/{id}/...`` to the application of the contest
whose API id is ``{id}`` (:func:`judge.web.app.create_app`, exactly as a one-contest server
serves it: its objects, access rules, errors and request checks), ``/contests/{id}/...`` to
the same application with ``/contests/{id}`` as its ASGI ``root_path`` (the contest's pages,
their live streams and static files, every link, form, redirect and cookie under that prefix;
``/contests/{id}`` itself redirects there), and the site's own routes to
the site's application: the home page (``/``: upcoming, running and past contests, English
and Chinese; for a logged-in member, who it is and each contest's Join button or Enter link),
the members' login, logout, joining and own page (:mod:`judge.web.site_pages`), ``/api`` and
``/api/contests`` (every contest's object, each asked of its own application with the
client's headers and query, so ``strict`` and the roles mean what they mean for one
contest), the language switch and the static files. A request for a contest's pages carries
who the site's visitor is there (:data:`judge.web.auth.SITE_ACCOUNT`). Each contest's watcher (live
updates, the clock's news) runs while the site does; the site's judges are one pool
(:class:`judge.contest.ops.site_judging.SiteJudges`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.contest.core.text import clock_text, local_time
from judge.errors import JudgeError
from judge.web.api import API_INFO, error_response
from judge.web.app import (
    AccessLog,
    BodyLimit,
    CleanRequests,
    SecurityHeaders,
    create_app,
    route_path,
)
from judge.web.auth import SITE_ACCOUNT, SITE_UPSOLVE
from judge.web.i18n import LANG_COOKIE, LANGUAGES, N_, choose
from judge.web.pages import BODY_LIMIT, client_address
from judge.web.render import STATIC, render
from judge.web.server import ContestServer
from judge.web.site_admin import CSV_LIMIT, SiteAdmin
from judge.web.site_pages import SITE_COOKIE, SitePages
from judge.web.site_practice import practice_page

#: A page's endpoint: (the request, its form or None for a GET, the page's action) -> response.
Handler = Callable[[Request, FormData | None, str], Response]

PREFIX = "/api/contests/"
#: Where a contest's pages are: ``/contests/{its API id}/``.
PAGES = "/contests/"
#: The home page's groups of contests, in the order shown.
GROUPS = (N_("Running"), N_("Upcoming"), N_("Past"))


@dataclass(frozen=True)
class Row:
    """A contest as the home page lists it."""

    title: str
    api_id: str
    start: str | None
    duration: str
    endless: bool = False  # the practice space: no duration to show


def phase_of(server: ContestServer) -> str:
    """Which of :data:`GROUPS` a contest is in now."""
    clocks = server.info().clocks
    if clocks.not_started:
        return GROUPS[1]
    return GROUPS[2] if clocks.over else GROUPS[0]


def row_of(server: ContestServer) -> Row:
    """The home page's row of a contest."""
    info = server.info()
    start = info.clocks.start
    return Row(
        info.record.name,
        info.record.id,
        None if start is None else local_time(start),
        clock_text(info.clocks.duration),
        info.clocks.endless,
    )


async def ask(app: ASGIApp, scope: Scope, path: str) -> tuple[int, bytes]:
    """The status and body ``app`` answers a GET of ``path`` with ``scope``'s headers and
    query (an in-process request)."""
    inner = {**scope, "path": path, "raw_path": path.encode(), "method": "GET"}
    status, parts = [500], []

    async def receive() -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            status[0] = message["status"]
        elif message["type"] == "http.response.body":
            parts.append(message.get("body", b""))

    await app(inner, receive, send)
    return status[0], b"".join(parts)


def pages_of(api_id: str) -> str:
    """The path of a contest's pages on the site (its ``root_path``), by its API id."""
    return f"{PAGES}{api_id}"


def contest_apps(servers: list[ContestServer]) -> dict[str, ASGIApp]:
    """Each contest's application by its API id: the key of its pages and its API on the
    site, so two contests with one id would leave one of them unreachable (a plain error)."""
    apps: dict[str, ASGIApp] = {}
    folders: dict[str, Path] = {}
    for server in servers:
        cid = server.info().record.id
        if cid in apps:
            raise JudgeError(
                f"{server.session.folder}: its contest id {cid} is also the id of "
                f"{folders[cid]}; a site serves each contest by its id, so they must differ"
            )
        apps[cid], folders[cid] = create_app(server, watch=False), server.session.folder
    return apps


def anonymous(scope: Scope) -> Scope:
    """``scope`` without the client's credentials (its Authorization and Cookie headers)."""
    kept = [(k, v) for k, v in scope.get("headers", []) if k not in (b"authorization", b"cookie")]
    return {**scope, "headers": kept}


class SiteApp:
    """The site's dispatcher (see the module's docstring)."""

    def __init__(
        self,
        title: str,
        servers: list[ContestServer],
        watch: bool = True,
        members: SitePages | None = None,
    ) -> None:
        self.title, self.servers = title, servers
        self.apps = contest_apps(servers)
        self.watch, self.members = watch, members
        self.admin = None if members is None else SiteAdmin(members)
        #: The coach's pages and the virtual participations (:mod:`judge.web.site_coach`).
        self.coach: Handler | None = None
        #: The coach's page of a contest's teams of members (:mod:`judge.web.site_teams`).
        self.teams: Handler | None = None
        # Contests added while the site runs (add_server): the lists above are replaced whole,
        # under this lock, so a request reading them sees an old list or a new one.
        self._adding = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._watching: list[tuple[ContestServer, asyncio.Future[None]]] = []
        self.own = AccessLog(SecurityHeaders(CleanRequests(BodyLimit(self._own(), BODY_LIMIT))))

    def _own(self) -> Starlette:
        @contextlib.asynccontextmanager
        async def lifespan(app: Starlette) -> AsyncIterator[None]:
            if self.watch:
                self._loop = asyncio.get_running_loop()
                for server in self.servers:
                    self._start_watch(server)
            try:
                yield
            finally:
                self._loop = None
                for server, task in self._watching:
                    server.stopping = True
                    task.cancel()
                    with contextlib.suppress(BaseException):
                        await task

        return Starlette(
            routes=[
                Route("/", self.home),
                Route("/api", self.api_info),
                Route("/api/", self.api_info),
                Route("/api/contests", self.contests),
                Route("/lang", self.choose_language),
                Route("/login", self.members_page("login"), methods=["GET", "POST"]),
                Route("/logout", self.members_page("logout"), methods=["POST"]),
                Route("/join", self.members_page("join"), methods=["POST"]),
                Route("/me", self.members_page("me")),
                Route("/training/{name}", self.members_page("training")),
                Route("/training/{name}/csv", self.members_page("training.csv")),
                Route("/members", self.admin_page("members")),
                Route("/members/import", self.admin_page("members/import"), methods=["POST"]),
                Route("/members/password", self.admin_page("members/password"), methods=["POST"]),
                Route("/members/approve", self.admin_page("members/approve"), methods=["POST"]),
                Route("/members/refuse", self.admin_page("members/refuse"), methods=["POST"]),
                Route("/register", self.admin_page("register"), methods=["GET", "POST"]),
                Route("/practice", self.practice),
                Route("/coach", self.coach_page("coach")),
                Route("/coach/new", self.coach_page("new"), methods=["POST"]),
                Route("/coach/copy", self.coach_page("copy"), methods=["POST"]),
                Route("/coach/archive", self.coach_page("archive"), methods=["POST"]),
                Route("/virtual", self.coach_page("virtual"), methods=["POST"]),
                Route("/coach/teams", self.teams_page("teams")),
                Route("/coach/teams/form", self.teams_page("form"), methods=["POST"]),
                Route("/coach/teams/remove", self.teams_page("remove"), methods=["POST"]),
                Route("/coach/teams/import", self.teams_page("import"), methods=["POST"]),
                Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
            ],
            lifespan=lifespan,
            exception_handlers={404: self.not_found, 405: self.not_found},
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] == "http" and path.startswith(PREFIX):
            cid = path[len(PREFIX) :].split("/", 1)[0]
            app = self.apps.get(cid)
            if app is None:
                response = error_response(404, f"no such contest: {cid[:200]}")
                return await self.own_response(response, scope, receive, send)
            return await app(await self.api_scope(scope, cid), receive, send)
        if scope["type"] == "http" and route_path(scope).startswith(PAGES):
            return await self.pages(scope, receive, send)
        await self.own(scope, receive, send)

    async def api_scope(self, scope: Scope, cid: str) -> Scope:
        """An API request's scope for the contest ``cid``: a site member's basic
        authentication is the site's to check, and the member is then who the site says in
        that contest (its team where it joined, the jury for a coach; else nobody), the header
        taken off; any other header is the contest's own accounts' to check, as alone."""
        if self.members is None:
            return scope
        request = Request(scope)
        header = request.headers.get("authorization")
        if header is None:
            return scope
        member = await run_in_threadpool(self.members.api_member, header, client_address(request))
        if member is None:
            return scope
        kept = [(k, v) for k, v in scope.get("headers", []) if k != b"authorization"]
        account = await run_in_threadpool(self.members.account_of, member, cid)
        return {**scope, "headers": kept, SITE_ACCOUNT: account}

    async def pages(self, scope: Scope, receive: Receive, send: Send) -> None:
        """A request for a contest's pages, sent to its application mounted at its prefix."""
        root = str(scope.get("root_path", "")).rstrip("/")
        cid, slash, _ = route_path(scope)[len(PAGES) :].partition("/")
        app = self.apps.get(cid)
        if app is None:
            response: Response = PlainTextResponse(f"no such contest: {cid[:200]}", 404)
            return await self.own_response(response, scope, receive, send)
        if not slash:  # the contest's home is its prefix's "/"
            query = scope.get("query_string", b"").decode("latin-1")
            target = f"{root}{pages_of(cid)}/" + (f"?{query}" if query else "")
            return await self.own_response(RedirectResponse(target, 307), scope, receive, send)
        account, upsolve = None, {}
        if self.members is not None:
            cookie = Request(scope).cookies.get(SITE_COOKIE)
            account = await run_in_threadpool(self.members.account_in, cookie, cid)
            upsolve = await run_in_threadpool(self.members.upsolve_in, cookie, cid)
        inner = {
            **scope,
            "root_path": root + pages_of(cid),
            SITE_ACCOUNT: account,
            SITE_UPSOLVE: upsolve,
        }
        await app(inner, receive, send)

    def members_page(self, action: str) -> Callable[[Request], Awaitable[Response]]:
        """The endpoint of a members' page (:meth:`SitePages.handle`): its form read, the
        page run in a worker thread; 404 on a site without members' pages."""

        return self._form_endpoint(
            lambda: None if self.members is None else self.members.handle, action, fields=20
        )

    def coach_page(self, action: str) -> Callable[[Request], Awaitable[Response]]:
        """The endpoint of a coach's page or a virtual participation (:attr:`coach`); a form
        may tick every problem of the set."""
        return self._form_endpoint(lambda: self.coach, action, fields=1000)

    def teams_page(self, action: str) -> Callable[[Request], Awaitable[Response]]:
        """The endpoint of the coach's teams page (:attr:`teams`); its CSV of teams comes as
        a text field, as long as a members' file may be."""
        return self._form_endpoint(lambda: self.teams, action, fields=20, part=CSV_LIMIT)

    def _form_endpoint(
        self,
        handler: Callable[[], Handler | None],
        action: str,
        fields: int,
        files: int = 0,
        part: int = 4096,
    ) -> Callable[[Request], Awaitable[Response]]:
        """An endpoint running ``handler()`` in a worker thread on the request and its form
        (at most ``fields`` fields and ``files`` files, each part at most ``part`` bytes);
        404 when the site has no such pages."""

        async def endpoint(request: Request) -> Response:
            handle = handler()
            if handle is None:
                return Response("not found", 404)
            form: FormData | None = None
            if request.method == "POST":
                try:
                    form = await request.form(
                        max_files=files, max_fields=fields, max_part_size=part
                    )
                except Exception:
                    return HTMLResponse("bad form", status_code=400)
            try:
                return await run_in_threadpool(handle, request, form, action)
            finally:
                if form is not None:
                    await form.close()

        return endpoint

    def admin_page(self, action: str) -> Callable[[Request], Awaitable[Response]]:
        """The endpoint of an accounts page (:meth:`SiteAdmin.handle`); a members' CSV may
        come as one file."""
        return self._form_endpoint(
            lambda: None if self.admin is None else self.admin.handle,
            action,
            fields=20,
            files=1,
            part=CSV_LIMIT + 4096,
        )

    async def practice(self, request: Request) -> Response:
        """The member's practice page (:mod:`judge.web.site_practice`); 404 on a site
        without members' pages."""
        if self.members is None:
            return Response("not found", 404)
        return await run_in_threadpool(practice_page, self.members, request)

    # -- contests added while the site runs ---------------------------------------------------

    def add_server(self, server: ContestServer) -> None:
        """Serves ``server``'s contest from now on (any thread): its pages and API under its
        id, on the home page, its watcher started; a plain error when its id is taken."""
        with self._adding:
            cid = server.info().record.id
            if cid in self.apps:
                raise JudgeError(f"contest {cid} is already on the site")
            app = create_app(server, watch=False)
            self.apps = {**self.apps, cid: app}
            self.servers = [*self.servers, server]
            if self.members is not None:
                self.members.add_contest(cid, server.session.name)
            loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._start_watch, server)

    def _start_watch(self, server: ContestServer) -> None:
        """Starts a contest's watcher (in the event loop's thread)."""
        if self._loop is not None:
            self._watching.append((server, asyncio.ensure_future(server.watch())))

    async def own_response(
        self, response: Response, scope: Scope, receive: Receive, send: Send
    ) -> None:
        """``response`` sent through the site's request checks and headers."""

        async def app(inner: Scope, r: Receive, s: Send) -> None:
            await response(inner, r, s)

        await AccessLog(SecurityHeaders(CleanRequests(app)))(scope, receive, send)

    async def not_found(self, request: Request, exc: Exception) -> Response:
        status = getattr(exc, "status_code", 404)
        if request.url.path.startswith("/api"):
            return error_response(status, f"no such endpoint: {request.url.path[:200]}")
        return Response("not found" if status == 404 else "method not allowed", status)

    async def api_info(self, request: Request) -> Response:
        return JSONResponse(API_INFO)

    async def contests(self, request: Request) -> Response:
        """Every contest's object, as each contest's own ``/api/contests`` gives it.

        A contest's accounts are its own: credentials one contest knows are refused by the
        others (401), which then list their contest as the public sees it; credentials no
        contest knows are refused, as a one-contest server refuses them."""
        found: list[object] = []
        refused: tuple[int, bytes] | None = None
        accepted = False
        for cid, app in self.apps.items():
            scope = await self.api_scope(request.scope, cid)
            status, body = await ask(app, scope, "/api/contests")
            if status == 401:
                refused = refused or (status, body)
                status, body = await ask(app, anonymous(request.scope), "/api/contests")
            else:
                accepted = True
            if status != 200:
                return Response(body, status, media_type="application/json")
            found.extend(json.loads(body))
        if refused is not None and not accepted:
            return Response(refused[1], refused[0], media_type="application/json")
        return JSONResponse(found)

    def language(self, request: Request) -> str:
        return choose(request.cookies.get(LANG_COOKIE), request.headers.get("accept-language"))

    async def home(self, request: Request) -> Response:
        """The contests, running, upcoming and past; for a member, who is logged in and the
        contests it joined."""
        return await run_in_threadpool(self._home, request)

    def _home(self, request: Request) -> Response:
        groups: dict[str, list[Row]] = {name: [] for name in GROUPS}
        hidden = set() if self.members is None else self.members.archived()
        for server in self.servers:
            if server.info().record.id not in hidden:  # archived: served, not listed
                groups[phase_of(server)].append(row_of(server))
        if self.members is None:
            html = render(
                "site_home.html",
                lang=self.language(request),
                title=self.title,
                groups=list(groups.items()),
                ui_languages=LANGUAGES,
                visitor=None,
            )
            return HTMLResponse(html)
        visitor = self.members.visitor(request)
        return self.members.page(
            visitor,
            "site_home.html",
            groups=list(groups.items()),
            joined=self.members.joined(visitor),
            virtual=self.coach is not None,
        )

    async def choose_language(self, request: Request) -> Response:
        """The language switch (a cookie), back to the home page."""
        lang = request.query_params.get("to", "")
        response = RedirectResponse("/", 303)
        if lang in LANGUAGES:
            response.set_cookie(LANG_COOKIE, lang, max_age=365 * 86400, samesite="lax", path="/")
        return response


def create_site_app(
    title: str,
    servers: list[ContestServer],
    watch: bool = True,
    members: SitePages | None = None,
) -> SiteApp:
    """The application serving the contests of ``servers`` as one site titled ``title``;
    with ``members``, its members' logins and joins."""
    return SiteApp(title, servers, watch, members)
