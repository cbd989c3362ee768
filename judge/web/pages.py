"""The web pages: server-rendered HTML that works without JavaScript (forms, full page loads).

Who sees what:

- Anyone: the home page (contest name and clock), the login page, the public scoreboard.
- A team: its home (clock, problems with its own results), the statements once the contest
  has started, the submit form, its own submissions (others' are 404), the clarifications it
  may see, and the form to ask one.
- The jury: everything above (the jury's scoreboard view), every submission with its source,
  judgements and per-case results, rejudging, the contest's start/freeze/thaw, the queue, the
  teams, and answering clarifications and announcing.

Every handler runs in a worker thread (the database layer is synchronous); every POST checks
the form's CSRF token; a page for teams or the jury (its access, in the routes table:
:mod:`judge.web.routes`) sends a visitor who has not logged in to the login page, and a
logged-in visitor without the right to a 403 page. Form fields are read
through :mod:`judge.web.inputs` (text, never a file, no NUL): anything else is a 400 page.

Before the contest starts nothing but the jury's pages names a problem: not the scoreboard,
its live stream, the clarification form, nor the statements (an unknown label and a hidden
one get the same answer).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import quote, urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from judge.contest.core.config import ProblemEntry
from judge.contest.core.feedback import feedback_lines, full_feedback
from judge.contest.core.records import SubmissionView
from judge.contest.core.submission_language import SOURCE_LIMIT, contest_languages
from judge.contest.core.submit_rate import TooManySubmissions
from judge.contest.ops import jury, views
from judge.contest.ops.compiler_lines import language_notes
from judge.contest.ops.judging import contest_dialect
from judge.contest.ops.submit import Sender, record_submission
from judge.errors import JudgeError
from judge.i18n import translations
from judge.web import clarifications as clars
from judge.web import render as r
from judge.web.access import Access, Refusal, refusal
from judge.web.auth import COOKIE, SITE_ACCOUNT, SITE_UPSOLVE, Throttled, Visitor
from judge.web.i18n import LANG_COOKIE, LANGUAGES, N_, choose, said
from judge.web.inputs import form_submission, form_text, is_api_id
from judge.web.learn_help import ContestHelp
from judge.web.learn_pages import CLOSED, LearnPages, Refused
from judge.web.server import ContestServer

#: The largest request body accepted (an upload of SOURCE_LIMIT plus the form around it, or
#: a JSON submission with its base64 zip).
BODY_LIMIT = 4 * SOURCE_LIMIT

#: What a logged-in visitor refused a page is told, by who the page is for.
FORBIDDEN = {
    Access.TEAM: N_("This page is for teams: log in with a team's account."),
    Access.JURY: N_("This page is for the jury."),
}


#: A page's work: (request, visitor, the POSTed form or None) -> the response.
Handler = Callable[[Request, Visitor, "FormData | None"], Response]


class HTTPProblem(Exception):
    """An error page: status and message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


def client_address(request: Request) -> str:
    """The address a request comes from (no proxy headers trusted: there is no proxy)."""
    return request.client.host if request.client else "unknown"


def base_of(request: Request) -> str:
    """The path this contest's pages are under: the request's ASGI ``root_path`` ("" when the
    server serves this one contest; ``/contests/NAME`` on a site), without a final slash."""
    return str(request.scope.get("root_path", "")).rstrip("/")


def set_cookie(
    response: Response, server: ContestServer, visitor: Visitor, base: str = ""
) -> Response:
    """The response, setting the session cookie when the visitor got a new token. The cookie
    is the pages' under ``base`` only: a site's browser never sends one contest's session to
    another contest's pages."""
    if visitor.new_token:
        response.set_cookie(
            COOKIE,
            server.auth.cookie_value(visitor.token),
            httponly=True,
            samesite="lax",
            path=base or "/",
        )
    return response


class Pages:
    """The pages of one served contest."""

    def __init__(self, server: ContestServer) -> None:
        self.server = server
        self.session = server.session
        # The compilers' versions are asked once per process (a JVM tool takes a second or
        # two): asked now, in the background, rather than by the first problem page.
        threading.Thread(target=language_notes, name="language versions", daemon=True).start()
        self.limits: dict[str, str] = {}
        for entry in self.session.entries:
            problem = self.session.problem(entry.id)
            self.limits[entry.id] = f"{problem.time_limit:g} s, {problem.memory_limit:g} MiB"
        ids = [entry.id for entry in self.session.entries]
        self.learn = LearnPages(
            self.session.root, ids, ContestHelp(self.session), gate=self.learning_closed
        )

    # -- plumbing ---------------------------------------------------------------------------------

    def page(
        self, handler: Handler, access: Access = Access.ANYONE, post: bool = False
    ) -> Callable[[Request], Any]:
        """An endpoint: reads the form (POST), then runs ``handler(request, visitor, form)`` in
        a worker thread after the checks (login, access, CSRF)."""

        async def endpoint(request: Request) -> Response:
            form = None
            if request.method == "POST":
                try:
                    form = await request.form(max_files=2, max_fields=20, max_part_size=BODY_LIMIT)
                except Exception:
                    return HTMLResponse("bad form", status_code=400)
            try:
                return await run_in_threadpool(self._run, handler, access, request, form)
            finally:
                if form is not None:
                    await form.close()

        return endpoint

    def _run(
        self, handler: Handler, access: Access, request: Request, form: FormData | None
    ) -> Response:
        server = self.server
        server.tick()
        visitor = self.visitor(request)
        try:
            refused = refusal(access, visitor.account)
            if refused is Refusal.LOGIN:
                target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
                login = f"{visitor.base}/login?next={quote(target, safe='')}"
                return set_cookie(RedirectResponse(login, 303), server, visitor, visitor.base)
            if refused is Refusal.FORBIDDEN:
                raise HTTPProblem(403, FORBIDDEN[access])
            csrf = form.get("csrf") if form is not None else None
            if form is not None and not server.auth.csrf_ok(
                visitor, csrf if isinstance(csrf, str) else None
            ):
                raise HTTPProblem(
                    403,
                    "The form has expired or did not come from this site: "
                    "load the page again and resend it.",
                )
            response = handler(request, visitor, form)
        except JudgeError as exc:  # a form field that is not what it must be
            message = said(exc, visitor.lang, sentence=True)
            status = exc.status if isinstance(exc, Refused) else 400
            response = self.html(
                visitor, "error.html", status=status, message=message, title=f"Error {status}"
            )
        except HTTPProblem as exc:
            response = self.html(
                visitor,
                "error.html",
                status=exc.status,
                message=exc.message,
                title=f"Error {exc.status}",
            )
        return set_cookie(response, server, visitor, visitor.base)

    def visitor(self, request: Request) -> Visitor:
        """Who sent ``request``, and in which language the pages speak to them: the account
        of this contest's own session, else the one the site says its member is here (a
        team it joined, or the jury for a coach: :data:`SITE_ACCOUNT`)."""
        visitor = self.server.auth.visitor(request.cookies.get(COOKIE))
        if visitor.account is None and request.scope.get(SITE_ACCOUNT) is not None:
            visitor.account, visitor.site = request.scope[SITE_ACCOUNT], True
        visitor.upsolve = request.scope.get(SITE_UPSOLVE) or {}
        visitor.lang = choose(
            request.cookies.get(LANG_COOKIE), request.headers.get("accept-language")
        )
        visitor.base = base_of(request)
        return visitor

    def problem_page(self, visitor: Visitor, status: int, message: str) -> Response:
        """An error page with ``status`` saying ``message``."""
        return self.html(
            visitor, "error.html", status=status, message=message, title=f"Error {status}"
        )

    def error_page(self, request: Request, status: int, message: str) -> Response:
        """An error page (an unknown page, a method a page does not take)."""
        visitor = self.visitor(request)
        if status == 404:
            message = r.translator(visitor.lang)("There is no such page.")
        response = self.html(
            visitor, "error.html", status=status, message=message, title=f"Error {status}"
        )
        return set_cookie(response, self.server, visitor, visitor.base)

    def learning_closed(self, visitor: Visitor | None) -> str | None:
        """Why the learning pages are closed to ``visitor`` (None: open): they give the
        games' patterns away, so the jury's always, everyone's once the contest is over."""
        if visitor is not None and visitor.jury:
            return None
        return None if self.server.info().clocks.over else CLOSED

    def shows_problems(self, visitor: Visitor) -> bool:
        """Whether a visitor may see the problems: the jury always, others from the start."""
        return visitor.jury or self.started()

    def context(self, visitor: Visitor, **extra: Any) -> dict[str, Any]:
        """What every template gets: the contest, its clock and problems (none before the
        start but for the jury), the visitor."""
        info = self.server.info()
        start = info.record.start
        return {
            "lang": visitor.lang,
            "base": visitor.base,
            "ui_languages": LANGUAGES,
            "contest": info.record,
            "clocks": info.clocks,
            "visitor": visitor,
            "csrf": visitor.csrf,
            "entries": self.session.entries if self.shows_problems(visitor) else [],
            "now_ms": self.server.clock.now().ms,
            "start_ms": None if start is None else start.ms,
            "unsafe": self.server.isolation_note,
            "pending_clars": clars.open_questions(self.session) if visitor.jury else 0,
            **extra,
        }

    def html(
        self, visitor: Visitor, template: str, status: int = 200, **extra: Any
    ) -> HTMLResponse:
        return HTMLResponse(
            r.render(template, **self.context(visitor, **extra)), status_code=status
        )

    def started(self) -> bool:
        """Whether the contest has started."""
        return self.session.record().started_ms is not None

    # -- everyone ---------------------------------------------------------------------------------

    def home(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        cells, rank = {}, None
        if visitor.team_id is not None:
            cells = r.problem_cells(self.server.board(public=False), visitor.team_id)
            public = self.server.board(public=True)
            rank = next(
                (
                    (row.rank, len(public.board.rows))
                    for row in public.board.rows
                    if row.team_id == visitor.team_id
                ),
                None,
            )
        return self.html(
            visitor,
            "home.html",
            title="Contest",
            cells=cells,
            rank=rank,
            started=self.started(),
            limits=self.limits,
            members=self.member_names().get(visitor.team_id or "", []),
        )

    def login(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        home = f"{visitor.base}/"
        target = request.query_params.get("next", home)
        if (
            not target.startswith(home)
            or target.startswith(("//", "/\\"))
            or urlsplit(target).netloc
        ):  # only this contest's own pages: no open redirect
            target = home
        if form is None:
            return self.html(visitor, "login.html", title="Log in", next=target, error=None)
        username = form_text(form, "username").strip()
        password = form_text(form, "password", nul=True)
        try:
            account = self.server.auth.check(username, password, client_address(request))
        except Throttled as exc:
            return self.html(
                visitor,
                "login.html",
                status=429,
                title="Log in",
                next=target,
                error=f"Too many failed logins: wait {exc.wait_s} s, then try again.",
                username=username,
            )
        if account is None:
            return self.html(
                visitor,
                "login.html",
                status=401,
                title="Log in",
                next=target,
                error=r.translator(visitor.lang)("Wrong user name or password."),
                username=username,
            )
        fresh = self.server.auth.start_session(account)
        if target == home and account.jury:
            target = f"{visitor.base}/jury"
        return set_cookie(RedirectResponse(target, 303), self.server, fresh, visitor.base)

    def choose_language(
        self, request: Request, visitor: Visitor, form: FormData | None
    ) -> Response:
        """The language switch: keeps the choice in a cookie, back to the page it came from.

        The cookie is the whole site's (path ``/``), not only this contest's: it is a
        preference, nothing to keep from another contest, and one chosen under a contest's
        path would lose to the site's own (a browser sends both, the longer path first, and
        the last of a name is the one read)."""
        lang = request.query_params.get("to", "")
        if lang not in LANGUAGES:
            raise HTTPProblem(400, f"No language {lang[:20]!r}: {', '.join(LANGUAGES)}.")
        home = f"{visitor.base}/"
        back = urlsplit(request.headers.get("referer", home))
        own = back.netloc in ("", request.url.netloc)
        target = (back.path or home) + (f"?{back.query}" if back.query else "") if own else home
        if not target.startswith(home) or target.startswith("//"):
            target = home
        response = RedirectResponse(target, 303)
        response.set_cookie(LANG_COOKIE, lang, max_age=365 * 86400, samesite="lax", path="/")
        return response

    def logout(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        fresh = self.server.auth.end_session(visitor)
        home = RedirectResponse(f"{visitor.base}/", 303)
        return set_cookie(home, self.server, fresh, visitor.base)

    def scoreboard(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        public = not visitor.jury
        view = self.server.board(public=public)
        return self.html(
            visitor,
            "scoreboard.html",
            title="Scoreboard",
            **r.board_context(
                view,
                visitor.team_id,
                problems=self.shows_problems(visitor),
                members=self.member_names(),
            ),
        )

    def board_fragment(self, visitor: Visitor) -> str:
        """The scoreboard part of the page, as the live stream sends it."""
        view = self.server.board(public=not visitor.jury)
        return r.render(
            "_board.html",
            lang=visitor.lang,
            base=visitor.base,
            **r.board_context(
                view,
                visitor.team_id,
                problems=self.shows_problems(visitor),
                members=self.member_names(),
            ),
        )

    def member_names(self) -> dict[str, list[str]]:
        """The names of each team of members' members (a site's contest), by team id."""
        return {
            tid: [p.name for p in found] for tid, found in views.team_members(self.session).items()
        }

    # -- teams ------------------------------------------------------------------------------------

    def _entry(self, ref: str) -> ProblemEntry:
        try:
            return self.session.entry(ref)
        except JudgeError:
            raise HTTPProblem(404, f"No problem {ref}.") from None

    def problem(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        if not self.shows_problems(visitor):  # the same for every label: none is named
            raise HTTPProblem(404, N_("The problems are shown when the contest starts."))
        entry = self._entry(request.path_params["label"])
        problem = self.session.problem(entry.id)
        samples = []
        if not r.has_samples_section(problem):
            samples = [c for c in problem.cases() if c.sample]
        shown = r.problem_name(entry.name, problem, visitor.lang)
        return self.html(
            visitor,
            "problem.html",
            title=f"{entry.label}: {shown}",
            shown_name=shown,
            entry=entry,
            problem=problem,
            statement=r.statement_html(problem, visitor.lang),
            samples=samples,
            notes=language_notes(problem, contest_dialect(self.session.folder)),
        )

    def submit(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        chosen = request.query_params.get("problem", "")
        values = {"problem": chosen, "language": "auto", "code": ""}
        if form is None:
            return self.html(
                visitor,
                "submit.html",
                title="Submit",
                error=None,
                languages=contest_languages(),
                values=values,
                limit=SOURCE_LIMIT,
            )
        values = {
            "problem": form_text(form, "problem"),
            "language": form_text(form, "language", "auto"),
            "code": form_text(form, "code", nul=True),
        }
        assert visitor.team_id is not None  # a page for teams
        status, headers = 400, {}
        try:
            sent = form_submission(form)
            view = record_submission(
                self.session,
                visitor.team_id,
                sent.problem,
                sent.filename,
                sent.source,
                sent.language,
                Sender(
                    self.server.submit_rate,
                    None if visitor.account is None else visitor.account.member,
                ),
            )
        except TooManySubmissions as exc:
            error, status, headers = said(exc, visitor.lang), 429, {"Retry-After": str(exc.wait_s)}
        except JudgeError as exc:
            error = said(exc, visitor.lang)
        else:
            self.server.poke()
            self.server.wake_judges()
            return RedirectResponse(f"{visitor.base}/submissions/{view.id}", 303)
        response = self.html(
            visitor,
            "submit.html",
            status=status,
            title="Submit",
            error=error,
            languages=contest_languages(),
            values=values,
            limit=SOURCE_LIMIT,
        )
        response.headers.update(headers)
        return response

    def _team_views(self, visitor: Visitor) -> list[SubmissionView]:
        """A team's submissions, newest first."""
        assert visitor.team_id is not None  # pages for teams
        found = views.submissions(self.session, team_id=visitor.team_id)
        return list(reversed(views.seen_by_team(self.session, found)))

    def submissions(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        views_ = self._team_views(visitor)
        return self.html(
            visitor,
            "submissions.html",
            title="Submissions",
            views=views_,
            outcome=lambda v: r.outcome_text(v, visitor.lang),
            by=views.submitters(self.session),
        )

    def submissions_fragment(self, visitor: Visitor) -> str:
        """A team's list of submissions, as the live stream sends it."""
        return r.render(
            "_submissions.html",
            lang=visitor.lang,
            base=visitor.base,
            views=self._team_views(visitor),
            outcome=lambda v: r.outcome_text(v, visitor.lang),
            by=views.submitters(self.session),
        )

    def submission(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        sid = request.path_params["sid"]
        if visitor.jury:
            return RedirectResponse(f"{visitor.base}/jury/submissions/{quote(sid)}", 303)
        view = views.find_submission(self.session, sid) if is_api_id(sid) else None
        if view is None or view.team_id != visitor.team_id:
            raise HTTPProblem(404, f"No submission {sid} of yours.")
        view = views.seen_by_team(self.session, [view])[0]
        over = self.server.info().clocks.over
        lines = feedback_lines(view, over, translations(visitor.lang))
        source = views.source_text(self.session, sid)
        return self.html(
            visitor,
            "submission.html",
            title=f"Submission {sid}",
            view=view,
            outcome=r.outcome_text(view, visitor.lang),
            feedback="\n".join(lines),
            source=source,
            full=full_feedback(view, over),
            by=views.submitters(self.session).get(sid),
        )

    def clarifications(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        error, status, headers = None, 200, {}
        assert visitor.team_id is not None  # a page for teams
        if form is not None:
            try:
                problem = form_text(form, "problem") or None
                if problem is not None and not self.started():
                    raise JudgeError(N_("questions about a problem wait for the start"))
                text = form_text(form, "text")
                asker = None if visitor.account is None else visitor.account.member
                rate = self.server.submit_rate
                clars.ask(self.session, visitor.team_id, text, problem, rate, asker)
                self.server.poke()
                return RedirectResponse(f"{visitor.base}/clarifications", 303)
            except TooManySubmissions as exc:
                error, status, headers = (
                    said(exc, visitor.lang),
                    429,
                    {"Retry-After": str(exc.wait_s)},
                )
            except JudgeError as exc:
                error, status = said(exc, visitor.lang), 400
        items = clars.listing(self.session, visitor.team_id)
        response = self.html(
            visitor,
            "clarifications.html",
            title="Clarifications",
            items=items,
            questions=clars.quoted(self.session, items),
            askers=clars.askers(self.session, items),
            error=error,
            status=status,
            labels={e.id: e.label for e in self.session.entries} if self.started() else {},
        )
        response.headers.update(headers)
        return response

    # -- the jury ---------------------------------------------------------------------------------

    def jury_home(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        return self.html(
            visitor,
            "jury.html",
            title="Jury",
            queue=views.queue_view(self.session),
            now=self.session.clock.now().ms,
            counts=views.counts(self.session),
            judges=self.server.judges,
            message=request.query_params.get("done"),
        )

    def jury_contest(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        assert form is not None  # a POST
        action = form_text(form, "action")
        actions = {"start": jury.start_now, "freeze": jury.freeze_now, "thaw": jury.thaw_now}
        if action not in actions:
            raise HTTPProblem(400, f"Unknown action {action!r}.")
        if action == "start" and form_text(form, "confirm") != "1":
            _ = r.translator(visitor.lang)
            return self.html(
                visitor,
                "confirm.html",
                title=_("Confirm"),
                action="/jury/contest",
                fields=[("action", "start")],
                question=_("Start the contest now? The clock starts for every team."),
            )
        try:
            actions[action](self.session)
        except JudgeError as exc:
            raise HTTPProblem(409, said(exc, visitor.lang)) from None
        self.server.poke()
        done = {
            "start": N_("The contest has started."),
            "freeze": N_("The scoreboard is frozen."),
            "thaw": N_("The scoreboard is thawed."),
        }[action]
        return RedirectResponse(f"{visitor.base}/jury?done={quote(done)}", 303)

    def jury_submissions(
        self, request: Request, visitor: Visitor, form: FormData | None
    ) -> Response:
        problem = request.query_params.get("problem") or None
        team = request.query_params.get("team") or None
        if team is not None and not is_api_id(team):
            raise HTTPProblem(404, f"No team {team}.")
        found = views.submissions(
            self.session,
            team_id=team,
            problem_id=self._entry(problem).id if problem else None,
        )
        return self.html(
            visitor,
            "jury_submissions.html",
            title="Submissions",
            views=list(reversed(found)),
            outcome=lambda v: r.outcome_text(v, visitor.lang),
            names=views.names(self.session),
            by=views.submitters(self.session),
            problem=problem,
            team=team,
        )

    def jury_submission(
        self, request: Request, visitor: Visitor, form: FormData | None
    ) -> Response:
        sid = request.path_params["sid"]
        view = views.find_submission(self.session, sid) if is_api_id(sid) else None
        if view is None:
            raise HTTPProblem(404, f"No submission {sid}.")
        judgements = views.judgements_of(self.session, sid)
        lines = feedback_lines(view, True, translations(visitor.lang))
        return self.html(
            visitor,
            "jury_submission.html",
            title=f"Submission {sid}",
            view=view,
            outcome=r.outcome_text(view, visitor.lang),
            judgements=judgements,
            feedback="\n".join(lines),
            source=views.source_text(self.session, sid),
            by=views.submitters(self.session).get(sid),
        )

    def jury_rejudge(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        assert form is not None  # a POST
        sid = form_text(form, "submission") or None
        problem = form_text(form, "problem") or None
        try:
            if sid:
                if not is_api_id(sid):
                    raise JudgeError(f"no submission {sid!r}")
                queued = jury.rejudge(self.session, [sid])
                back = f"/jury/submissions/{quote(sid)}"
            elif problem:
                queued = jury.rejudge(self.session, problem_id=self._entry(problem).id)
                back = f"/jury?done={quote(f'{len(queued)} submission(s) of {problem} queued to be judged again.')}"
            else:
                raise HTTPProblem(400, "Say what to rejudge: a submission or a problem.")
        except JudgeError as exc:
            raise HTTPProblem(404, said(exc, visitor.lang)) from None
        self.server.poke()
        self.server.wake_judges()
        return RedirectResponse(visitor.base + back, 303)

    def jury_clarifications(
        self, request: Request, visitor: Visitor, form: FormData | None
    ) -> Response:
        error = None
        if form is not None:
            try:
                action = form_text(form, "action")
                if action == "answer":
                    clars.answer(
                        self.session,
                        form_text(form, "request"),
                        form_text(form, "text"),
                        form_text(form, "everyone") == "1",
                    )
                elif action == "announce":
                    clars.announce(
                        self.session, form_text(form, "text"), form_text(form, "problem") or None
                    )
                elif action == "dismiss":
                    clars.dismiss(self.session, form_text(form, "request"))
                else:
                    raise JudgeError(f"unknown action {action!r}")
                self.server.poke()
                return RedirectResponse(f"{visitor.base}/jury/clarifications", 303)
            except JudgeError as exc:
                error = said(exc, visitor.lang)
        items = clars.listing(self.session)
        return self.html(
            visitor,
            "jury_clarifications.html",
            title="Clarifications",
            items=items,
            askers=clars.askers(self.session, items),
            error=error,
            status=400 if error else 200,
            labels={e.id: e.label for e in self.session.entries},
        )
