"""The ICPC CCS Contest API (2023-06) under ``/api``, for scripts and ICPC tools.

Endpoints (``<cid>`` is the served contest's id): ``/api`` (version information),
``/contests``, ``/contests/<cid>``, ``/access``, ``/account``, ``/state``, the collections
``/judgement-types``, ``/languages``, ``/problems``, ``/groups``, ``/organizations``,
``/teams``, ``/persons``, ``/accounts``, ``/submissions`` (GET; POST for teams, and for the
jury on behalf of a team), ``/judgements``, ``/runs``, ``/clarifications`` and ``/awards``,
each also by ``/<id>``, ``/submissions/<id>/files``, ``/scoreboard`` (``group_id`` for a
group's board) and ``/event-feed`` (:mod:`judge.web.api_feed`).

Every object is cut to the properties the server serves, all of them 2023-06's, which is
what ``/access`` lists (:mod:`judge.contest.core.api_surface`); ``strict=false`` asks for our
extensions too (DOMjudge's ``valid`` on superseded judgements, ``first_to_solve`` on the
scoreboard). Collections are filtered by their ID properties (``judgements?submission_id=1``;
an empty value means null). Every failure, an unknown route included, is the spec's JSON
``{"code", "message"}`` (:func:`error_response`).

Authentication is HTTP basic only (no cookies: nothing here can be driven by another site's
form): a team with its id and password, the jury as ``jury``. Who may read each endpoint is
its route's access, in the routes table (:mod:`judge.web.routes`), which ``access`` lists
too; what a client sees of it is its handler's. Without credentials the public parts are
readable: the contest, its state, judgement types, languages, groups,
organizations, the visible teams and their persons, the public scoreboard and awards, and the
problems once the contest has started. Who sees what:

- the jury: everything, the jury's scoreboard and awards, hidden teams, every submission and
  its files, the runs (each case's result), every account;
- a team: the public parts, its own submissions (with files), their judgements, the
  clarifications it may see, its own account; other teams' submissions are 404;
- wrong credentials: 401 (and 429 while failed logins must wait, see :mod:`judge.web.auth`).

Only the contest's official submissions are part of the API (upsolving is not, as in exports).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from judge.contest.core.api_surface import cut, endpoint_objects, filters, matches
from judge.contest.core.model import ContestState
from judge.contest.core.package import API_INFO, zipped
from judge.contest.core.scoring import to_api
from judge.contest.core.submit_rate import TooManySubmissions
from judge.contest.core.times import format_time
from judge.contest.ops import api_reads
from judge.contest.ops.accounts import JURY, team_rows
from judge.contest.ops.compiler_lines import language_notes
from judge.contest.ops.submit import Sender, record_submission
from judge.contest.ops.views import contest_state
from judge.errors import JudgeError
from judge.web import clarifications as clars
from judge.web.access import Access, Refusal, refusal
from judge.web.api_feed import TeamFilter, feed_response
from judge.web.auth import SITE_ACCOUNT, Account, Throttled
from judge.web.inputs import api_submission, is_api_id
from judge.web.pages import client_address
from judge.web.server import ContestServer

#: An endpoint's work: (request, account or None, the POST body or None) -> a Response, or
#: what to send as JSON.
Handler = Callable[[Request, "Account | None", "bytes | None"], Any]

#: What a logged-in client refused an endpoint is told, by who the endpoint is for.
FORBIDDEN = {Access.JURY: "this is the jury's only", Access.TEAM: "this is for teams only"}
#: A since_token: one of our sequence numbers.
TOKEN = re.compile(r"[0-9]{1,18}")


class ApiError(Exception):
    """A request the API refuses: its status, message and headers."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


def error_response(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    """The spec's failure: ``{"code": <status>, "message": ...}`` with that status."""
    return JSONResponse({"code": status, "message": message}, status_code=status, headers=headers)


def wants_extensions(request: Request) -> bool:
    """Whether the client asks for our extensions (``strict=false``, DOMjudge's parameter;
    strict, the objects of 2023-06 alone, is the default here)."""
    return request.query_params.get("strict", "").lower() in ("false", "0", "no")


def _languages(state: ContestState) -> list[dict[str, Any]]:
    """The contest's languages, each with the compiler, version and flags used here."""
    notes = {n.id: n.to_api() for n in language_notes()}
    return [{**x, **notes.get(x.get("id"), {})} for x in state.other.get("languages", {}).values()]


def _persons(state: ContestState, jury: bool) -> list[dict[str, Any]]:
    """The persons: all for the jury; for others, not those whose teams are all hidden."""
    hidden = {t.id for t in state.teams.values() if t.hidden}
    return [
        p
        for p in state.other.get("persons", {}).values()
        if jury or not all(t in hidden for t in p.get("team_ids") or ())
    ]


class Api:
    """The API's endpoints over one served contest."""

    def __init__(self, server: ContestServer) -> None:
        self.server = server
        self.session = server.session
        # The endpoint types ``access`` lists, each with who may read it: the routes table's,
        # handed over when the application is made (judge.web.app.create_app).
        self.listing: tuple[tuple[str, Access], ...] = ()

    # -- plumbing ---------------------------------------------------------------------------------

    async def account(self, request: Request) -> Account | None:
        """The account of a request's basic authentication, None without one (401 when wrong)."""
        header = request.headers.get("authorization")
        if header is None:  # a site's member, whom the site authenticated (or nobody)
            return request.scope.get(SITE_ACCOUNT)
        try:
            return await run_in_threadpool(self.server.auth.basic, header, client_address(request))
        except PermissionError as exc:
            raise ApiError(401, str(exc), {"WWW-Authenticate": 'Basic realm="judge"'}) from None
        except Throttled as exc:
            raise ApiError(
                429,
                f"too many failed logins; try again in {exc.wait_s} s",
                {"Retry-After": str(exc.wait_s)},
            ) from None

    @staticmethod
    def check_access(access: Access, account: Account | None) -> None:
        """A 401 (nobody logged in) or a 403 (logged in, but not as whom the route is for)
        unless ``account`` may use a route of ``access``."""
        refused = refusal(access, account)
        if refused is Refusal.LOGIN:
            Api.need_login(None)
        if refused is Refusal.FORBIDDEN:
            raise ApiError(403, FORBIDDEN.get(access, "not for this account"))

    def endpoint(self, handler: Handler, access: Access) -> Callable[[Request], Any]:
        """An endpoint running ``handler`` in a worker thread, once the authentication, the
        contest id, (for a POST) the JSON content type and, once a POST's body is read, the
        route's access are checked. (The body is read first: a refusal before it would leave
        the connection holding an unread body.)"""

        async def run(request: Request) -> Response:
            try:
                account = await self.account(request)
                self.check_contest(request)
                body = None
                if request.method == "POST":
                    if (
                        request.headers.get("content-type", "").split(";")[0].strip().lower()
                        != "application/json"
                    ):
                        raise ApiError(415, "send JSON (Content-Type: application/json)")
                    try:
                        body = await request.body()
                    except ClientDisconnect:  # gone mid-body (or its body stalled): no one
                        return Response(status_code=400)  # to answer, nothing to log
                self.check_access(access, account)
                return await run_in_threadpool(self._run, handler, request, account, body)
            except ApiError as exc:
                return error_response(exc.status, exc.message, exc.headers)

        return run

    def check_contest(self, request: Request) -> None:
        """A 404 unless the path names the served contest."""
        cid = request.path_params.get("cid")
        if cid is not None and cid != self.session.record().id:
            raise ApiError(404, f"no contest {cid[:40]!r}")

    def _run(
        self, handler: Handler, request: Request, account: Account | None, body: bytes | None
    ) -> Response:
        self.server.tick()
        try:
            result = handler(request, account, body)
        except ApiError as exc:
            return error_response(exc.status, exc.message, exc.headers)
        if isinstance(result, Response):
            return result
        return JSONResponse(result)

    def state_now(self) -> ContestState:
        """The contest as it stands."""
        return contest_state(self.session)

    def started(self) -> bool:
        """Whether the contest has started."""
        return self.session.record().started_ms is not None

    @staticmethod
    def need_login(account: Account | None) -> Account:
        """The account, or a 401 when there is none."""
        if account is None:
            raise ApiError(
                401,
                "log in (HTTP basic authentication) to see this",
                {"WWW-Authenticate": 'Basic realm="judge"'},
            )
        return account

    @staticmethod
    def shown(request: Request, etype: str, data: Any) -> Any:
        """An object (or a list of them) as this client gets it: cut to the served
        properties, unless it asks for our extensions."""
        return data if wants_extensions(request) else cut(etype, data)

    # -- objects ----------------------------------------------------------------------------------

    def info(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return API_INFO

    def contests(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return [self.contest(request, account, body)]

    def contest(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return self.shown(request, "contest", self.session.record().contest_object().to_api())

    def state(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return self.shown(request, "state", self.session.record().state_object().to_api())

    def access(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        """What this client may read and do (2023-06 ``access``): the endpoints whose routes
        it may use."""
        types = tuple(etype for etype, who in self.listing if refusal(who, account) is None)
        capabilities: list[str] = []
        if account is not None:
            capabilities = ["proxy_submit"] if account.jury else ["team_submit"]
        return {"capabilities": capabilities, "endpoints": endpoint_objects(types)}

    def own_account(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        """The client's own account (404 without one, as the spec says)."""
        if account is None:
            raise ApiError(404, "no account: this request is not authenticated")
        for item in self.objects("accounts", account):
            if item["id"] == account.username:
                return self.shown(request, "accounts", item)
        raise ApiError(404, "no account")

    def objects(self, name: str, account: Account | None) -> list[dict[str, Any]]:
        """The objects of an endpoint, as ``account`` may see them (its route has let it in:
        the runs are the jury's, submissions and the like a logged-in client's)."""
        jury = account is not None and account.jury
        team = account.team_id if account is not None else None
        if name in ("submissions", "judgements") and team is not None:
            return self._team_objects(name, team)  # without loading the whole contest
        if name == "runs":
            return api_reads.runs(self.session)
        if name == "accounts":
            return self._accounts(account)
        if name == "clarifications":
            return [c.to_api() for c in reversed(clars.listing(self.session, team))]
        if name == "awards":
            if jury:
                return [a.to_api() for a in self.server.record_awards()]
            return [a.to_api() for a in self.server.awards(public=True)]
        return self._state_objects(name, jury)

    def _state_objects(self, name: str, jury: bool) -> list[dict[str, Any]]:
        """The objects of an endpoint that the contest's state holds, for the jury or not."""
        state = self.state_now()
        start = state.contest.start_time if state.contest is not None else None
        if name == "judgement-types":
            return [t.to_api() for t in state.judgement_types.values()]
        if name == "languages":
            return _languages(state)
        if name == "organizations":
            return list(state.other.get(name, {}).values())
        if name == "persons":
            return _persons(state, jury)
        if name == "groups":
            return [g.to_api() for g in state.groups.values()]
        if name == "problems":
            if not jury and not self.started():
                return []
            return [p.to_api() for p in state.problems_in_order()]
        if name == "teams":
            return [t.to_api() for t in state.teams.values() if jury or not t.hidden]
        if name == "submissions":
            return [s.to_api(start) for s in state.submissions.values()]
        if name == "judgements":
            return [j.to_api(start) for j in state.judgements.values()]
        raise ApiError(404, f"no endpoint {name}")

    def _accounts(self, account: Account | None) -> list[dict[str, Any]]:
        """The accounts that can log in: all for the jury, its own for a team. Never a
        password, nor its hash."""
        account = self.need_login(account)
        out = [{"id": JURY, "username": JURY, "name": "Jury", "type": "admin"}]
        for row in team_rows(self.session.store):
            if row.password:
                out.append(
                    {
                        "id": row.id,
                        "username": row.id,
                        "name": row.display_name or row.name,
                        "type": "team",
                        "team_id": row.id,
                    }
                )
        return out if account.jury else [a for a in out if a["id"] == account.username]

    def _team_objects(self, name: str, team: str) -> list[dict[str, Any]]:
        """A team's own official submissions, or their judgements that have begun (what
        load_state holds of them), in the same order."""
        found = api_reads.team_objects(self.session, team)
        return found.submissions if name == "submissions" else found.judgements

    def collection(self, name: str) -> Handler:
        """An endpoint's collection (GET, filtered by its ID properties), and for
        submissions the POST."""

        def handler(request: Request, account: Account | None, body: bytes | None) -> Any:
            if request.method == "POST":
                return self.post_submission(request, account, body)
            wanted = filters(name, request.query_params)
            found = [o for o in self.objects(name, account) if matches(o, wanted)]
            return self.shown(request, name, found)

        return handler

    def item(self, name: str) -> Handler:
        """One object of an endpoint, by its id."""

        def handler(request: Request, account: Account | None, body: bytes | None) -> Any:
            oid = request.path_params["oid"]
            for obj in self.objects(name, account):
                if str(obj.get("id")) == oid:
                    return self.shown(request, name, obj)
            raise ApiError(404, f"no {name} {oid[:40]!r}")

        return handler

    def files(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        account = self.need_login(account)
        sid = request.path_params["oid"]
        found = None
        if is_api_id(sid):
            found = api_reads.official_source(self.session, sid)
        if found is None or not (account.jury or found.team_id == account.team_id):
            raise ApiError(404, f"no submission {sid[:40]!r}")
        return Response(
            zipped(found.filename or "source", found.source), media_type="application/zip"
        )

    def scoreboard(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        """The scoreboard: the jury's, or the public one (without problems before the
        start); ``group_id``: of one group's teams, ranked among themselves."""
        jury = account is not None and account.jury
        group = request.query_params.get("group_id")
        if group is None:
            view = self.server.board(public=not jury)
        else:
            if group not in self.server.board(public=not jury).state.groups:
                raise ApiError(404, f"no group {group[:40]!r}")
            view = self.server.group_board(not jury, group)
        board = to_api(view.board)
        if board["time"] is None:
            # No start yet, so no event gives the board its time: the spec leaves it to the
            # server ("implementation defined"), and a TIME it must be, so it is now's.
            board["time"] = format_time(self.server.clock.now())
        if not jury and not self.started():
            for row in board["rows"]:
                row["problems"] = []  # their ids would name the problems
        return self.shown(request, "scoreboard", board)

    # -- submitting -------------------------------------------------------------------------------

    def post_submission(
        self, request: Request, account: Account | None, body: bytes | None
    ) -> Response:
        """A team's submission (or the jury's for a team): one zipped source, recorded and
        queued."""
        account = self.need_login(account)
        try:
            posted = api_submission(body or b"")
        except JudgeError as exc:
            raise ApiError(400, str(exc)) from None
        team = posted.team_id
        if account.jury:
            if team is None:
                raise ApiError(400, "team_id is required when the jury submits for a team")
            if not api_reads.team_exists(self.session, team):
                raise ApiError(400, f"no team {team!r}")
        else:
            if team is not None and team != account.team_id:
                raise ApiError(403, "team_id must be your own team's id")
            team = account.team_id
        submitted = posted.submitted
        if submitted.problem not in {e.id for e in self.session.entries}:
            raise ApiError(400, f"unknown problem_id {submitted.problem[:40]!r}")
        if not self.started():
            raise ApiError(403, "the contest has not started")
        assert team is not None  # the jury names one; a team is itself
        try:
            view = record_submission(
                self.session,
                team,
                submitted.problem,
                submitted.filename,
                submitted.source,
                submitted.language,
                Sender(None if account.jury else self.server.submit_rate, account.member),
            )
        except TooManySubmissions as exc:
            raise ApiError(429, str(exc), {"Retry-After": str(exc.wait_s)}) from None
        except JudgeError as exc:
            raise ApiError(400, str(exc)) from None
        self.server.poke()
        self.server.wake_judges()
        made = api_reads.posted(self.session, view.id)
        location = f"/api/contests/{made.contest_id}/submissions/{view.id}"
        return JSONResponse(
            self.shown(request, "submissions", made.submission),
            status_code=201,
            headers={"Location": location},
        )

    # -- the event feed ---------------------------------------------------------------------------

    def streamed(
        self, handler: Callable[[Request, Account], Awaitable[Response]], access: Access
    ) -> Callable[[Request], Awaitable[Response]]:
        """A streamed endpoint (the event feed) of a logged-in client, once the
        authentication, the route's access and the contest id are checked."""

        async def run(request: Request) -> Response:
            try:
                found = await self.account(request)
                self.check_access(access, found)
                account = self.need_login(found)  # the feed is a logged-in client's
                self.check_contest(request)
            except ApiError as exc:
                return error_response(exc.status, exc.message, exc.headers)
            return await handler(request, account)

        return run

    async def event_feed(self, request: Request, account: Account) -> Response:
        """The event feed (:mod:`judge.web.api_feed`): the log after ``since_token``, then
        new events as they come (unless ``stream=false``), filtered for a team."""
        try:
            token = request.query_params.get("since_token")
            latest = await run_in_threadpool(self.server.latest_seq)
            since = 0
            if token is not None:
                if not TOKEN.fullmatch(token) or int(token) > latest:
                    raise ApiError(400, f"unknown since_token {token[:40]!r}")
                since = int(token)
        except ApiError as exc:
            return error_response(exc.status, exc.message, exc.headers)
        stream = request.query_params.get("stream", "true").lower() not in ("false", "0", "no")
        team = account.team_id
        feed_filter = None
        if team is not None:
            feed_filter = await run_in_threadpool(
                TeamFilter, self.server, team, since, lambda: self.objects("problems", None)
            )
        return feed_response(self.server, since, stream, feed_filter, wants_extensions(request))
