"""A club's site's own pages for its members: logging in and out, joining a contest, a
member's own page, and who the site's visitor is in each contest it serves.

- **The login** (``/login``, ``/logout``) is the site's members' (``judge site members``):
  the contest pages' machinery (:class:`judge.web.auth.Auth`) on the site's store, whose
  sessions and failed-login counts are the twins of a contest's tables, so a site's session
  is what a contest's is (a random token, the store keeping only its SHA-256, a login always
  a new token, a new password ending them all) and its failed logins are slowed by the same
  rule. Its cookie is the site's (``Path=/``, HttpOnly, SameSite=Lax), signed with the site's
  own secret: another site's secret, and any contest's, refuse it. Every form carries the
  CSRF token made from it.
- **In a contest** the site says who its visitor is (:func:`SitePages.account_in`, put in
  the ASGI scope under :data:`judge.web.auth.SITE_ACCOUNT` for the contest's application): a
  member who joined that contest is its team (the team the join made: its id the member's),
  a coach or an admin is its jury, anyone else nobody there. The contest's own login still
  comes first: a browser logged in there is who it logged in as.
- **A member's page** (``/me``): the contests they joined, and their progress on each
  training list as :mod:`judge.contest.core.training` counts it, from their submissions as
  members see them (an oi contest's judgements withheld until its end).
- **Joining** (``/join``, a POST with the CSRF token) makes the member a team of the contest
  (:func:`judge.contest.ops.members.join_contest`, by the contest's name on the site) and
  sends the browser to its pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlsplit

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from judge.contest.core.clock import Clock
from judge.contest.core.records import Person, Role
from judge.contest.core.times import Timestamp, format_time
from judge.contest.core.training import cell_text, progress, progress_csv
from judge.contest.ops.accounts import JURY
from judge.contest.ops.members import (
    can_log_in,
    find_member,
    join_contest,
    joined_contests,
    site_secret,
)
from judge.contest.ops.practice import contest_results, practice_team, upsolve_labels
from judge.contest.ops.practice_space import PRACTICE
from judge.contest.ops.site import Site
from judge.contest.ops.site_contests import archived_contests
from judge.contest.ops.training import attempts, coach_table, training_lists
from judge.errors import JudgeError
from judge.web.auth import Account, Auth, Throttled, Visitor, basic_credentials
from judge.web.i18n import LANG_COOKIE, LANGUAGES, N_, choose, said
from judge.web.inputs import form_text
from judge.web.pages import client_address
from judge.web.render import render, translator

#: The site's session cookie (its path ``/``: the site's pages and every contest's).
SITE_COOKIE = "judge_site"

#: What a POST whose CSRF token is missing or wrong is told.
EXPIRED = N_(
    "The form has expired or did not come from this site: load the page again and resend it."
)


def set_site_cookie(response: Response, auth: Auth, visitor: Visitor) -> Response:
    """The response, setting the site's session cookie when the visitor got a new token."""
    if visitor.new_token:
        response.set_cookie(
            SITE_COOKIE,
            auth.cookie_value(visitor.token),
            httponly=True,
            samesite="lax",
            path="/",
        )
    return response


def local_target(target: str | None) -> str:
    """Where a login may send the browser: a path of this site, else its home page (no open
    redirect)."""
    if (
        not target
        or not target.startswith("/")
        or target.startswith(("//", "/\\"))
        or urlsplit(target).netloc
    ):
        return "/"
    return target


@dataclass(frozen=True)
class ListRow:
    """A training list as a member's page shows it: its title, deadline, how many of its
    problems the member solved, and each problem's cell (``core.training.cell_text``)."""

    title: str
    deadline: str | None
    solved: int
    cells: tuple[tuple[str, str], ...]


class SitePages:
    """The members' pages of one site (see the module's docstring).

    :attr:`contests` maps each contest's API id (the key of its pages) to its name on the
    site (the key the site store's joins use)."""

    def __init__(self, site: Site, clock: Clock) -> None:
        self.site, self.clock, self.title = site, clock, site.config.title
        self.folder, self.store = site.folder, site.store
        self.contests = {session.record().id: name for name, session in site.contests.items()}
        self.auth = Auth(site.store, site_secret(site.store), clock, find_member)

    # -- who --------------------------------------------------------------------------------

    def visitor(self, request: Request) -> Visitor:
        """Who sent ``request`` to the site, and in which language to answer."""
        visitor = self.auth.visitor(request.cookies.get(SITE_COOKIE))
        visitor.lang = choose(
            request.cookies.get(LANG_COOKIE), request.headers.get("accept-language")
        )
        return visitor

    def joined(self, visitor: Visitor) -> set[str]:
        """The API ids of the contests the visitor's member joined (none when logged out)."""
        if visitor.account is None or visitor.account.jury:
            return set()
        names = {j.contest for j in joined_contests(self.store, visitor.account.username)}
        names.add(PRACTICE)  # every member is a team of the practice space without joining
        return {cid for cid, name in self.contests.items() if name in names}

    def api_member(self, header: str | None, address: str) -> Account | None:
        """The site's member an API request's basic authentication names, when its password
        is the member's; None otherwise (no header, a user name no member has, a wrong
        password, a member who must wait after failed logins), and the contest's own
        accounts are asked then, as when it is served alone."""
        try:
            credentials = basic_credentials(header)
        except PermissionError:
            return None
        if credentials is None or not can_log_in(self.store, credentials[0]):
            return None  # not a member's name: no failure of the site's to count
        try:
            return self.auth.check(credentials[0], credentials[1], address)
        except Throttled:
            return None

    def account_in(self, cookie: str | None, api_id: str) -> Account | None:
        """Who the site's session of ``cookie`` is in the contest of ``api_id``: its team when
        the member joined it, its jury for a coach or an admin, else nobody (None)."""
        return self.account_of(self.auth.visitor(cookie).account, api_id)

    def account_of(self, member: Account | None, api_id: str) -> Account | None:
        """Who the site's ``member`` is in the contest of ``api_id`` (as :meth:`account_in`)."""
        if member is None:
            return None
        if member.jury:
            return Account(JURY, Role.JURY, member.name)
        name = self.contests.get(api_id)
        if name == PRACTICE:  # its team on first use, without joining
            joined = practice_team(self.site, member.username, member.name, self.clock.now())
            return Account(joined.team_id, Role.TEAM, member.name)
        for joined in joined_contests(self.store, member.username):
            if joined.contest == name:  # its team, alone or of members: it says who submits
                who = Person(member.username, member.name)
                return Account(joined.team_id, Role.TEAM, member.name, member=who)
        return None

    def upsolve_in(self, cookie: str | None, api_id: str) -> dict[str, str]:
        """The practice pages of the problems of the contest of ``api_id`` (by problem id)
        for the site's logged-in visitor of ``cookie``, once the contest has ended; none for
        a visitor who has not logged in, nor while it runs."""
        name = self.contests.get(api_id)
        if name is None or self.auth.visitor(cookie).account is None:
            return {}
        practice = next(cid for cid, n in self.contests.items() if n == PRACTICE)
        found = upsolve_labels(self.site, name)
        return {pid: f"/contests/{practice}/problems/{label}" for pid, label in found.items()}

    def add_contest(self, api_id: str, name: str) -> None:
        """A contest added to the running site (the map replaced whole: requests read it)."""
        self.contests = {**self.contests, api_id: name}

    def archived(self) -> set[str]:
        """The API ids of the site's archived contests (served, not on the home page)."""
        names = archived_contests(self.site)
        return {cid for cid, name in self.contests.items() if name in names}

    # -- pages ------------------------------------------------------------------------------

    def page(self, visitor: Visitor, template: str, status: int = 200, **extra: Any) -> Response:
        """A site page (``template``) for ``visitor``, its cookie set if new."""
        html = render(
            template,
            lang=visitor.lang,
            title=self.title,
            visitor=visitor,
            csrf=visitor.csrf,
            ui_languages=LANGUAGES,
            logins=True,
            registration=str(self.site.config.registration),
            **extra,
        )
        return set_site_cookie(HTMLResponse(html, status), self.auth, visitor)

    def refused(self, visitor: Visitor, status: int, message: str) -> Response:
        """An error page of the site."""
        return self.page(visitor, "site_error.html", status, status_code=status, message=message)

    def handle(self, request: Request, form: FormData | None, action: str) -> Response:
        """Runs the page ``action`` (login, logout, join) for ``request`` after the CSRF check
        of a POST; a form field that is not what it must be is a 400 page."""
        visitor = self.visitor(request)
        if form is not None and not self.auth.csrf_ok(visitor, _field(form, "csrf")):
            return self.refused(visitor, 403, translator(visitor.lang)(EXPIRED))
        try:
            if action == "login":
                return self.login(request, visitor, form)
            if action == "logout":
                return self.logout(visitor)
            if action == "me":
                return self.me(visitor)
            if action in ("training", "training.csv"):
                name = str(request.path_params.get("name", ""))
                return self.training(visitor, name, as_csv=action == "training.csv")
            return self.join(visitor, form)
        except JudgeError as exc:
            return self.refused(visitor, 400, said(exc, visitor.lang, sentence=True))

    def login(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        """The login form (GET), or a member's login (POST: id and password)."""
        target = local_target(request.query_params.get("next"))
        if form is None:
            return self.page(visitor, "site_login.html", next=target, error=None)
        username = form_text(form, "username").strip()
        password = form_text(form, "password", nul=True)
        _ = translator(visitor.lang)
        try:
            account = self.auth.check(username, password, client_address(request))
        except Throttled as exc:
            error = _("Too many failed logins: wait {seconds} s, then try again.")
            return self.page(
                visitor,
                "site_login.html",
                429,
                next=target,
                error=error.format(seconds=exc.wait_s),
                username=username,
            )
        if account is None:
            return self.page(
                visitor,
                "site_login.html",
                401,
                next=target,
                error=_("Wrong member id or password."),
                username=username,
            )
        fresh = self.auth.start_session(account)
        return set_site_cookie(RedirectResponse(target, 303), self.auth, fresh)

    def logout(self, visitor: Visitor) -> Response:
        """Ends the site's session, back to the home page."""
        fresh = self.auth.end_session(visitor)
        return set_site_cookie(RedirectResponse("/", 303), self.auth, fresh)

    def me(self, visitor: Visitor) -> Response:
        """A member's page: the contests they joined and their progress on each training
        list; a visitor who has not logged in is sent to the login form."""
        if visitor.account is None:
            return set_site_cookie(RedirectResponse("/login?next=%2Fme", 303), self.auth, visitor)
        member_id = visitor.account.username
        names = [j.contest for j in joined_contests(self.store, member_id)]
        ids = {name: cid for cid, name in self.contests.items()}
        joined = [(ids[name], name) for name in names if name in ids and name != PRACTICE]
        coached = training_lists(self.folder) if visitor.account.jury else []
        return self.page(
            visitor,
            "site_me.html",
            joined=joined,
            lists=progress_rows(self.site, member_id),
            coached=coached,
            results=[] if visitor.account.jury else contest_results(self.site, member_id),
        )

    def training(self, visitor: Visitor, name: str, as_csv: bool) -> Response:
        """The coach's table of a training list: a row per member, a column per problem
        (solved when, how many tries), or its CSV; a page for coaches and admins only (a
        404 for anyone else, as for a list that does not exist)."""
        _ = translator(visitor.lang)
        if visitor.account is None:
            target = f"/login?next={quote(f'/training/{name}', safe='')}"
            return set_site_cookie(RedirectResponse(target, 303), self.auth, visitor)
        missing = _("There is no such training list on this site.")
        if not visitor.account.jury:
            return self.refused(visitor, 404, missing)
        try:
            found, names = coach_table(self.site, name)
        except JudgeError:
            return self.refused(visitor, 404, missing)
        if as_csv:
            headers = {"Content-Disposition": f'attachment; filename="{name}.csv"'}
            body = progress_csv(found, names)
            return Response(body, 200, media_type="text/csv; charset=utf-8", headers=headers)
        rows = [
            (
                names.get(member, member),
                found.solved(member),
                [(pid, cell_text(found.cell(member, pid))) for pid in found.training.problems],
            )
            for member in found.members
        ]
        return self.page(visitor, "site_training.html", training=found.training, rows=rows)

    def join(self, visitor: Visitor, form: FormData | None) -> Response:
        """The member joins the contest the form names (by its API id), then enters it."""
        if form is None or visitor.account is None:
            return set_site_cookie(RedirectResponse("/login", 303), self.auth, visitor)
        _ = translator(visitor.lang)
        if visitor.account.jury:
            message = _("A coach or an admin is every contest's jury: there is nothing to join.")
            return self.refused(visitor, 400, message)
        api_id = form_text(form, "contest")
        name = self.contests.get(api_id)
        if name is None:
            return self.refused(visitor, 404, _("There is no such contest on this site."))
        join_contest(self.folder, visitor.account.username, name, self.clock.now())
        return RedirectResponse(f"/contests/{api_id}/", 303)


def _field(form: FormData, key: str) -> str | None:
    value = form.get(key)
    return value if isinstance(value, str) else None


def site_pages(site: Site, clock: Clock) -> SitePages:
    """The members' pages of an open site."""
    return SitePages(site, clock)


def progress_rows(site: Site, member_id: str) -> list[ListRow]:
    """A member's progress on each of the site's training lists, as members see their
    submissions (an oi contest's judgements withheld until its end)."""
    found = attempts(site, as_members_see=True)
    rows = []
    for training in training_lists(site.folder):
        counted = progress(training, [member_id], found)
        cells = tuple((pid, cell_text(counted.cell(member_id, pid))) for pid in training.problems)
        due = training.deadline_ms
        deadline = None if due is None else format_time(Timestamp(due))
        rows.append(ListRow(training.title, deadline, counted.solved(member_id), cells))
    return rows
