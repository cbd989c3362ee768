"""The coach's page of a contest's teams of members (``/coach/teams?contest=ID``): the teams
of several members (:mod:`judge.contest.ops.site_teams`) with their members, and the forms
that form a team or add members to it, take a member out, and import teams from a CSV text.

For a coach or an admin only (a member gets 403; a visitor who has not logged in goes to the
login form). Each POST carries the site's CSRF token and answers 303 back to the page with a
one-line notice; a refused change is the page again, 400, with the message; a contest the
site does not serve is 404.
"""

from __future__ import annotations

from urllib.parse import quote

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from judge.contest.ops.site_teams import (
    TeamForm,
    contest_teams,
    form_team,
    import_teams,
    parse_members,
    remove_member,
    teams_of_text,
)
from judge.errors import JudgeError
from judge.web.auth import Visitor
from judge.web.i18n import N_, said
from judge.web.inputs import form_text
from judge.web.render import translator
from judge.web.site_pages import EXPIRED, SitePages, set_site_cookie

PAGE = "/coach/teams"
#: The notice a POST leaves, by the ``done`` of its redirect.
NOTICES = {
    "formed": N_("Team {team} saved."),
    "removed": N_("The member is no longer in team {team}."),
    "imported": N_("{team} team(s) formed or updated."),
}


class TeamPages:
    """The coach's teams page of a site (see the module's docstring)."""

    def __init__(self, pages: SitePages) -> None:
        self.pages = pages

    def handle(self, request: Request, form: FormData | None, action: str) -> Response:
        """Runs ``action`` (teams: the page; form, remove, import: its forms) for ``request``."""
        pages = self.pages
        visitor = pages.visitor(request)
        _ = translator(visitor.lang)
        cid = request.query_params.get("contest", "") if form is None else _text(form, "contest")
        if visitor.account is None:
            target = "/login?next=" + quote(f"{PAGE}?contest={cid}", safe="")
            return set_site_cookie(RedirectResponse(target, 303), pages.auth, visitor)
        if form is not None and not pages.auth.csrf_ok(visitor, _text(form, "csrf")):
            return pages.refused(visitor, 403, _(EXPIRED))
        if not visitor.account.jury:
            return pages.refused(visitor, 403, _("This page is the coach's."))
        name = pages.contests.get(cid)
        if name is None:
            return pages.refused(visitor, 404, _("There is no such contest on this site."))
        if form is None:
            return self.page(visitor, cid, name, 200, notice=self.notice(visitor, request))
        try:
            done, team = self.change(action, name, form)
        except JudgeError as exc:
            return self.page(visitor, cid, name, 400, error=said(exc, visitor.lang, sentence=True))
        target = f"{PAGE}?contest={quote(cid)}&done={done}&team={quote(team)}"
        return RedirectResponse(target, 303)

    def change(self, action: str, name: str, form: FormData) -> tuple[str, str]:
        """Makes the change a POST asks in contest ``name``: (its notice, its figure)."""
        folder, now = self.pages.folder, self.pages.clock.now()
        team_id = form_text(form, "team").strip()
        if action == "remove":
            remove_member(folder, name, team_id, form_text(form, "member").strip(), now)
            return "removed", team_id
        if action == "import":
            forms = teams_of_text(form_text(form, "csv"), "the CSV of teams")
            return "imported", str(len(import_teams(folder, name, forms, now)))
        given = form_text(form, "name").strip() or None
        members = parse_members(form_text(form, "members"))
        form_team(folder, name, TeamForm(team_id, given, members), now)
        return "formed", team_id

    def notice(self, visitor: Visitor, request: Request) -> str | None:
        """The one-line notice of the POST that sent the coach here."""
        said = NOTICES.get(request.query_params.get("done", ""))
        if said is None:
            return None
        team = request.query_params.get("team", "")[:64]
        return translator(visitor.lang)(said).format(team=team)

    def page(self, visitor: Visitor, cid: str, name: str, status: int, **extra: object) -> Response:
        """The contest's teams of members and the forms (a contest that has none, the
        practice space, is a 400 page saying so)."""
        try:
            teams = contest_teams(self.pages.folder, name)
        except JudgeError as exc:
            return self.pages.refused(visitor, 400, said(exc, visitor.lang, sentence=True))
        return self.pages.page(
            visitor, "site_teams.html", status, contest=cid, contest_name=name, teams=teams, **extra
        )


def _text(form: FormData, key: str) -> str:
    value = form.get(key)
    return value if isinstance(value, str) else ""
