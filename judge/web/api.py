"""A subset of the ICPC CCS Contest API (2023-06) under ``/api``, for scripts and ICPC tools.

Endpoints (``<cid>`` is the served contest's id): ``/api`` (version information),
``/contests``, ``/contests/<cid>``, ``/state``, ``/judgement-types``, ``/languages``,
``/problems``, ``/groups``, ``/teams``, ``/submissions`` (GET; POST for teams, and for the
jury on behalf of a team), ``/submissions/<id>/files``, ``/judgements``, ``/clarifications``,
``/scoreboard`` and ``/event-feed`` (NDJSON, streaming, ``since_token``; ``stream=false`` for
the log so far), each collection also by ``/<id>``.

Authentication is HTTP basic only (no cookies: nothing here can be driven by another site's
form): a team with its id and password, the jury as ``jury``. Without credentials the public
parts are readable: the contest, its state, judgement types, languages, groups, the visible
teams, the public scoreboard, and the problems once the contest has started. Who sees what:

- the jury: everything, the jury's scoreboard, hidden teams, every submission and its files;
- a team: the public parts, its own submissions (with files), their judgements, the
  clarifications it may see; other teams' submissions are 404;
- wrong credentials: 401 (and 429 while failed logins must wait, see :mod:`judge.web.auth`).

Only the contest's official submissions are part of the API (upsolving is not, as in exports).
The event feed is the contest's event log (:mod:`judge.contest.storage.events`) as it is for
the jury; for a team, filtered to what it may see (its own submissions and judgements,
visible clarifications, non-hidden teams, and problems only from the start).
"""

from __future__ import annotations

import base64
import binascii
import io
import zipfile
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from judge.contest.core.feed import dumps_event
from judge.contest.core.languages import SOURCE_LIMIT, check_extension, contest_languages
from judge.contest.core.model import ContestState
from judge.contest.core.package import API_INFO, zipped
from judge.contest.core.scoring import to_api
from judge.contest.ops.submit import record_submission
from judge.contest.ops.views import contest_state
from judge.contest.storage import objects
from judge.contest.storage.events import event_log, started_by
from judge.contest.storage.submissions import source_of, submission_ids_of, team_official
from judge.contest.storage.teams import has_team
from judge.documents import parse_json
from judge.errors import JudgeError
from judge.web import clarifications as clars
from judge.web.auth import Account, Throttled
from judge.web.pages import client_address
from judge.web.server import ContestServer

#: Seconds between keep-alive newlines of an idle event feed (the spec: at most 120).
KEEP_ALIVE_S = 10.0

#: An endpoint's work: (request, account or None, the POST body or None) -> a Response, or
#: what to send as JSON.
Handler = Callable[[Request, "Account | None", "bytes | None"], Any]


class ApiError(Exception):
    """A request the API refuses: its status, message and headers."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return JSONResponse({"code": status, "message": message}, status_code=status, headers=headers)


class Api:
    """The API's endpoints over one served contest."""

    def __init__(self, server: ContestServer) -> None:
        self.server = server
        self.session = server.session

    def routes(self) -> list[Route]:
        """The API's routes."""
        e = self.endpoint
        base = "/api/contests/{cid}"
        routes = [
            Route("/api", e(self.info)),
            Route("/api/", e(self.info)),
            Route("/api/contests", e(self.contests)),
            Route(base, e(self.contest)),
            Route(base + "/state", e(self.state)),
        ]
        for name in (
            "judgement-types",
            "languages",
            "problems",
            "groups",
            "teams",
            "submissions",
            "judgements",
            "clarifications",
        ):
            routes.append(
                Route(
                    f"{base}/{name}",
                    e(self.collection(name)),
                    methods=["GET", "POST"] if name == "submissions" else ["GET"],
                )
            )
            routes.append(Route(f"{base}/{name}/{{oid}}", e(self.item(name))))
        routes += [
            Route(base + "/submissions/{oid}/files", e(self.files)),
            Route(base + "/scoreboard", e(self.scoreboard)),
            Route(base + "/event-feed", self.event_feed),
        ]
        return routes

    # -- plumbing ---------------------------------------------------------------------------------

    async def account(self, request: Request) -> Account | None:
        """The account of a request's basic authentication, None without one (401 when wrong)."""
        header = request.headers.get("authorization")
        if header is None:
            return None
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

    def endpoint(self, handler: Handler) -> Callable[[Request], Any]:
        """An endpoint running ``handler`` in a worker thread, once the authentication, the
        contest id and (for a POST) the JSON content type are checked."""

        async def run(request: Request) -> Response:
            try:
                account = await self.account(request)
                cid = request.path_params.get("cid")
                if cid is not None and cid != self.session.record().id:
                    raise ApiError(404, f"no contest {cid!r}")
                body = None
                if request.method == "POST":
                    if (
                        request.headers.get("content-type", "").split(";")[0].strip()
                        != "application/json"
                    ):
                        raise ApiError(415, "send JSON (Content-Type: application/json)")
                    body = await request.body()
                return await run_in_threadpool(self._run, handler, request, account, body)
            except ApiError as exc:
                return _error(exc.status, exc.message, exc.headers)

        return run

    def _run(
        self, handler: Handler, request: Request, account: Account | None, body: bytes | None
    ) -> Response:
        self.server.tick()
        try:
            result = handler(request, account, body)
        except ApiError as exc:
            return _error(exc.status, exc.message, exc.headers)
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

    # -- objects ----------------------------------------------------------------------------------

    def info(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return API_INFO

    def contests(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return [self.contest(request, account, body)]

    def contest(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return self.session.record().contest_object().to_api()

    def state(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        return self.session.record().state_object().to_api()

    def objects(self, name: str, account: Account | None) -> list[dict[str, Any]]:
        """The objects of an endpoint, as ``account`` may see them."""
        jury = account is not None and account.jury
        team = account.team_id if account is not None else None
        if name in ("submissions", "judgements") and team is not None:
            return self._team_objects(name, team)  # without loading the whole contest
        state = self.state_now()
        start = state.contest.start_time if state.contest is not None else None
        if name == "judgement-types":
            return [t.to_api() for t in state.judgement_types.values()]
        if name == "languages":
            return list(state.other.get("languages", {}).values())
        if name == "groups":
            return [g.to_api() for g in state.groups.values()]
        if name == "problems":
            if not jury and not self.started():
                return []
            return [p.to_api() for p in state.problems_in_order()]
        if name == "teams":
            return [t.to_api() for t in state.teams.values() if jury or not t.hidden]
        if name == "submissions":
            self.need_login(account)
            return [
                s.to_api(start) for s in state.submissions.values() if jury or s.team_id == team
            ]
        if name == "judgements":
            self.need_login(account)
            own = {s.id for s in state.submissions.values() if jury or s.team_id == team}
            return [j.to_api(start) for j in state.judgements.values() if j.submission_id in own]
        if name == "clarifications":
            self.need_login(account)
            return [c.to_api() for c in reversed(clars.listing(self.session, team))]
        raise ApiError(404, f"no endpoint {name}")

    def _team_objects(self, name: str, team: str) -> list[dict[str, Any]]:
        """A team's own official submissions, or their judgements that have begun (what
        load_state holds of them), in the same order."""
        with self.session.store.read() as conn:
            start = objects.the_contest(conn).start
            subs, judgements = team_official(conn, team)
        if name == "submissions":
            return [s.to_api(start) for s in subs]
        return [j.to_api(start) for j in judgements]

    def collection(self, name: str) -> Handler:
        """An endpoint's collection (GET), and for submissions the POST."""

        def handler(request: Request, account: Account | None, body: bytes | None) -> Any:
            if request.method == "POST":
                return self.post_submission(account, body)
            return self.objects(name, account)

        return handler

    def item(self, name: str) -> Handler:
        """One object of an endpoint, by its id."""

        def handler(request: Request, account: Account | None, body: bytes | None) -> Any:
            oid = request.path_params["oid"]
            for obj in self.objects(name, account):
                if str(obj.get("id")) == oid:
                    return obj
            raise ApiError(404, f"no {name} {oid!r}")

        return handler

    def files(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        account = self.need_login(account)
        sid = request.path_params["oid"]
        with self.session.store.read() as conn:
            found = source_of(conn, sid, official_only=True)
        if found is None or not (account.jury or found[0] == account.team_id):
            raise ApiError(404, f"no submission {sid!r}")
        _, filename, source = found
        return Response(zipped(filename or "source", source), media_type="application/zip")

    def scoreboard(self, request: Request, account: Account | None, body: bytes | None) -> Any:
        jury = account is not None and account.jury
        return to_api(self.server.board(public=not jury).board)

    # -- submitting -------------------------------------------------------------------------------

    def post_submission(self, account: Account | None, body: bytes | None) -> Response:
        """A team's submission (or the jury's for a team): one zipped source, recorded and
        queued."""
        account = self.need_login(account)
        try:
            data = parse_json(body or b"", "the body")
        except JudgeError:
            raise ApiError(400, "the body is not JSON") from None
        if not isinstance(data, dict):
            raise ApiError(400, "expected a submission object")
        for key in ("id", "time", "contest_time"):
            if data.get(key) is not None:
                raise ApiError(400, f"{key} must not be given: the server sets it")
        team = data.get("team_id")
        if account.jury:
            if not isinstance(team, str):
                raise ApiError(400, "team_id is required when the jury submits for a team")
            with self.session.store.read() as conn:
                if not has_team(conn, team):
                    raise ApiError(400, f"no team {team!r}")
        else:
            if team is not None and team != account.team_id:
                raise ApiError(403, "team_id must be your own team's id")
            team = account.team_id
        problem = data.get("problem_id")
        language = data.get("language_id")
        if not isinstance(problem, str) or problem not in {e.id for e in self.session.entries}:
            raise ApiError(400, f"unknown problem_id {problem!r}")
        if not isinstance(language, str) or language not in contest_languages():
            known = ", ".join(contest_languages())
            raise ApiError(400, f"unknown language_id {language!r}; known: {known}")
        filename, source = self._unzip(data.get("files"))
        try:
            check_extension(filename, language)
        except JudgeError as exc:
            raise ApiError(400, str(exc)) from None
        if not self.started():
            raise ApiError(403, "the contest has not started")
        assert team is not None  # the jury names one; a team is itself
        try:
            view = record_submission(self.session, team, problem, filename, source, language)
        except JudgeError as exc:
            raise ApiError(400, str(exc)) from None
        self.server.poke()
        self.server.wake_judges()
        with self.session.store.read() as conn:
            record = objects.the_contest(conn)
            sub = objects.submission(conn, view.id)
        assert sub is not None
        location = f"/api/contests/{record.id}/submissions/{view.id}"
        return JSONResponse(
            sub.to_api(record.start), status_code=201, headers={"Location": location}
        )

    @staticmethod
    def _unzip(files: Any) -> tuple[str, bytes]:
        if not isinstance(files, list) or len(files) != 1 or not isinstance(files[0], dict):
            raise ApiError(400, "files must be a list of exactly one zip archive")
        item = files[0]
        if item.get("mime") not in (None, "application/zip"):
            raise ApiError(400, "the archive's mime must be application/zip")
        try:
            raw = base64.b64decode(item.get("data") or "", validate=True)
            archive = zipfile.ZipFile(io.BytesIO(raw))
            members = [m for m in archive.infolist() if not m.is_dir()]
        except (binascii.Error, ValueError, zipfile.BadZipFile):
            raise ApiError(400, "files[0].data must be a base64 zip archive") from None
        if len(members) != 1:
            raise ApiError(
                400, f"the archive must hold exactly one source file, it holds {len(members)}"
            )
        member = members[0]
        if member.file_size > SOURCE_LIMIT:
            raise ApiError(400, f"the source is larger than {SOURCE_LIMIT // 1024} KiB")
        name = member.filename.replace("\\", "/").rsplit("/", 1)[-1]
        try:
            with archive.open(member) as f:
                source = f.read(SOURCE_LIMIT + 1)
        except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError):
            raise ApiError(400, "the archive cannot be read") from None
        if len(source) > SOURCE_LIMIT:
            raise ApiError(400, f"the source is larger than {SOURCE_LIMIT // 1024} KiB")
        return name, source

    # -- the event feed ---------------------------------------------------------------------------

    async def event_feed(self, request: Request) -> Response:
        """The event feed: the log after ``since_token``, then new events as they come
        (unless ``stream=false``), filtered for a team."""
        try:
            account = self.need_login(await self.account(request))
            if request.path_params["cid"] != self.session.record().id:
                raise ApiError(404, "no such contest")
            token = request.query_params.get("since_token")
            latest = await run_in_threadpool(self.server.latest_seq)
            since = 0
            if token is not None:
                if not token.isdigit() or int(token) > latest:
                    raise ApiError(400, f"unknown since_token {token!r}")
                since = int(token)
        except ApiError as exc:
            return _error(exc.status, exc.message, exc.headers)
        stream = request.query_params.get("stream", "true").lower() not in ("false", "0", "no")
        team = account.team_id
        feed_filter = (
            None if team is None else await run_in_threadpool(TeamFilter, self, team, since)
        )
        server = self.server

        async def lines() -> AsyncIterator[str]:
            last = since
            seen = server.changes.version
            while not server.stopping:
                rows = await run_in_threadpool(self._events_after, last)
                for row in rows:
                    events = (
                        [row] if feed_filter is None else await run_in_threadpool(feed_filter, row)
                    )
                    for event in events:
                        yield dumps_event(event) + "\n"
                    last = int(row["token"])
                if rows:
                    continue
                if not stream:
                    return
                version = await server.changes.wait(seen, KEEP_ALIVE_S)
                if version == seen:
                    yield "\n"  # keep-alive
                seen = version

        return StreamingResponse(
            lines(), media_type="application/x-ndjson", headers={"Cache-Control": "no-cache"}
        )

    def _events_after(self, seq: int, limit: int = 500) -> list[dict[str, Any]]:
        with self.session.store.read() as conn:
            return event_log(conn, after=seq, limit=limit)


class TeamFilter:
    """The events a team may see, one logged event at a time, in order."""

    PUBLIC = frozenset(
        {"contest", "state", "judgement-types", "languages", "groups", "organizations"}
    )

    def __init__(self, api: Api, team_id: str, since: int) -> None:
        self.api, self.team = api, team_id
        with api.session.store.read() as conn:
            self.own = submission_ids_of(conn, team_id)
            # Whether the stream, where it begins, is past the start (problems are shown).
            self.started = started_by(conn, since)

    def __call__(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        etype, data = event["type"], event["data"]
        if etype == "state":
            out = []
            if not self.started and isinstance(data, dict) and data.get("started"):
                self.started = True  # the problems become visible now
                token = str(int(event["token"]) - 1)
                out = [
                    {"type": "problems", "id": p["id"], "data": p, "token": token}
                    for p in self.api.objects("problems", None)
                ]
            return [*out, event]
        if etype in self.PUBLIC:
            return [event]
        if etype == "problems":
            return [event] if self.started else []
        if etype == "teams":
            return [] if isinstance(data, dict) and data.get("hidden") else [event]
        if etype == "submissions":
            if isinstance(data, dict) and data.get("team_id") == self.team:
                self.own.add(str(event["id"]))
                return [event]
            return []
        if etype == "judgements":
            return (
                [event] if isinstance(data, dict) and data.get("submission_id") in self.own else []
            )
        if etype == "clarifications":
            return [event] if isinstance(data, dict) and clars.visible_to(data, self.team) else []
        return []
