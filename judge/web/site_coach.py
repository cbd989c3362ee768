"""The coach's page of a site (``/coach``) and a member's virtual participation (``/virtual``).

- **The coach's page** (a coach or an admin; a member gets 403, a visitor who has not logged
  in goes to the login form): every contest of the site with its phase and links (the
  archived ones too), and the forms that make a contest (problems of the site's set, a
  problem package on the server), copy an earlier one, and archive one or take it out of the
  archive (:mod:`judge.contest.ops.site_contests`). A contest made is served and judged at
  once (:class:`judge.web.site_runtime.SiteRuntime`). Each POST carries the site's CSRF token
  and answers 303 to ``/coach`` with a one-line notice; a bad field is the page again, 400,
  with the message.
- **Taking a contest virtually** (a member, on the home page, for a contest that ended): the
  member's virtual participation is made (or the running one found), served at once, and the
  browser sent to its pages.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from judge.cachedir import default_cache_dir
from judge.contest.ops.site_contests import (
    RULES,
    ContestForm,
    archive,
    archived_contests,
    copy_site_contest,
    new_site_contest,
    set_problems,
    take_virtually,
)
from judge.errors import JudgeError
from judge.web.auth import Visitor
from judge.web.i18n import N_, said
from judge.web.inputs import form_text
from judge.web.render import translator
from judge.web.server import ContestServer
from judge.web.site_app import phase_of, row_of
from judge.web.site_pages import EXPIRED, SitePages, set_site_cookie

#: The notice a coach's POST leaves, by the ``done`` of its redirect.
NOTICES = {
    "made": N_("Contest {id} made: it is served at /contests/{id}/."),
    "copied": N_("Contest {id} made as a copy: it is served at /contests/{id}/."),
    "archived": N_("Contest {id} archived: off the home page, still at its address."),
    "restored": N_("Contest {id} is back on the home page."),
}


class Contests(Protocol):
    """What the coach's pages need of the running site (a SiteRuntime)."""

    def served(self) -> set[str]: ...

    def servers(self) -> list[ContestServer]: ...

    def add(self, name: str) -> ContestServer: ...


@dataclass(frozen=True)
class CoachRow:
    """A contest as the coach's page lists it."""

    title: str
    api_id: str
    name: str
    phase: str
    start: str | None
    duration: str
    archived: bool


class CoachPages:
    """The coach's pages of one site (see the module's docstring)."""

    def __init__(self, pages: SitePages, contests: Contests) -> None:
        self.pages, self.contests = pages, contests
        # One contest made at a time: two forms (or clicks) at once naming one contest make it
        # once, the other told it exists, where both would pass the checks and race to the
        # folder's rename.
        self._making = threading.Lock()

    def handle(self, request: Request, form: FormData | None, action: str) -> Response:
        """Runs the page ``action`` (coach, new, copy, archive, virtual) for ``request``."""
        pages = self.pages
        visitor = pages.visitor(request)
        _ = translator(visitor.lang)
        if visitor.account is None:
            target = "/login?next=%2Fcoach" if action != "virtual" else "/login"
            return set_site_cookie(RedirectResponse(target, 303), pages.auth, visitor)
        if form is not None and not pages.auth.csrf_ok(visitor, _field(form, "csrf")):
            return pages.refused(visitor, 403, _(EXPIRED))
        if action == "virtual":
            return self.virtual(visitor, form)
        if not visitor.account.jury:
            return pages.refused(visitor, 403, _("This page is the coach's."))
        if form is None:
            notice = self.notice(visitor, request)
            return self.page(visitor, 200, notice=notice)
        done: Callable[[Visitor, FormData], tuple[str, str]] = {
            "new": self.new,
            "copy": self.copy,
            "archive": self.archive,
        }[action]
        try:
            with self._making:
                kind, cid = done(visitor, form)
        except JudgeError as exc:
            kept = form if action == "new" else None  # the new contest's fields, typed again
            return self.page(
                visitor, 400, error=said(exc, visitor.lang, sentence=True), values=kept
            )
        return RedirectResponse(f"/coach?done={kind}&contest={cid}", 303)

    def notice(self, visitor: Visitor, request: Request) -> str | None:
        """The one-line notice of the POST that sent the coach here."""
        said = NOTICES.get(request.query_params.get("done", ""))
        cid = request.query_params.get("contest", "")
        if said is None or cid not in self.contests.served():
            return None
        return translator(visitor.lang)(said).format(id=cid)

    def page(self, visitor: Visitor, status: int, **extra: object) -> Response:
        """The coach's page: the contests, and the forms."""
        archived = archived_contests(self.pages.site)
        rows = []
        for server in self.contests.servers():
            row = row_of(server)
            name = server.session.name
            rows.append(
                CoachRow(
                    row.title,
                    row.api_id,
                    name,
                    phase_of(server),
                    row.start,
                    row.duration,
                    name in archived,
                )
            )
        problems = set_problems(self.pages.folder, default_cache_dir())
        extra.setdefault("values", None)
        return self.pages.page(
            visitor, "site_coach.html", status, rows=rows, problems=problems, rules=RULES, **extra
        )

    # -- the forms ------------------------------------------------------------------------------

    def new(self, visitor: Visitor, form: FormData) -> tuple[str, str]:
        """A new contest of the form's problems."""
        problems = [p for p in form.getlist("problems") if isinstance(p, str)]
        made = ContestForm(
            id=form_text(form, "id").strip(),
            title=form_text(form, "title"),
            start=form_text(form, "start"),
            duration=form_text(form, "duration").strip(),
            rule=form_text(form, "rule", "icpc"),
            problems=tuple(problems),
            package=form_text(form, "package"),
        )
        now = self.pages.clock.now()
        name = new_site_contest(self.pages.folder, made, now, self.contests.served())
        self.contests.add(name)
        return "made", name

    def copy(self, visitor: Visitor, form: FormData) -> tuple[str, str]:
        """A copy of an earlier contest (by its API id) under a new id and start."""
        _ = translator(visitor.lang)
        source = self.pages.contests.get(form_text(form, "source"))
        if source is None:
            raise JudgeError(_("Choose the contest to copy."))
        name = copy_site_contest(
            self.pages.folder,
            source,
            form_text(form, "id").strip(),
            form_text(form, "start"),
            self.pages.clock.now(),
            self.contests.served(),
        )
        self.contests.add(name)
        return "copied", name

    def archive(self, visitor: Visitor, form: FormData) -> tuple[str, str]:
        """Archives a contest (by its API id), or takes it out of the archive (``undo``)."""
        _ = translator(visitor.lang)
        cid = form_text(form, "contest")
        name = self.pages.contests.get(cid)
        if name is None:
            raise JudgeError(_("There is no such contest on this site."))
        undo = form_text(form, "undo") == "1"
        archive(self.pages.folder, name, not undo, self.pages.clock.now())
        return ("restored" if undo else "archived"), cid

    def virtual(self, visitor: Visitor, form: FormData | None) -> Response:
        """The member's virtual participation in the contest the form names (by API id)."""
        _ = translator(visitor.lang)
        account = visitor.account
        if account is None or form is None:
            return RedirectResponse("/login", 303)
        if account.jury:
            return self.pages.refused(
                visitor, 403, _("Only a member takes a contest virtually: a coach is its jury.")
            )
        name = self.pages.contests.get(form_text(form, "contest"))
        if name is None:
            return self.pages.refused(visitor, 404, _("There is no such contest on this site."))
        try:
            with self._making:
                made, _new = take_virtually(self.pages.site, name, account.username)
                server = self.contests.add(made)
        except JudgeError as exc:
            return self.pages.refused(visitor, 400, said(exc, visitor.lang, sentence=True))
        return RedirectResponse(f"/contests/{server.info().record.id}/", 303)


def _field(form: FormData, key: str) -> str | None:
    value = form.get(key)
    return value if isinstance(value, str) else None
