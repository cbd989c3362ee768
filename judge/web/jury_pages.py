"""The jury's pages for running a contest from the browser: the contest's end (now, later,
earlier), the teams (added, edited, disabled, removed, password slips), the problems with
their statistics, and the results to print and keep.

Handlers are thin (their routes, each for the jury only, are in :mod:`judge.web.routes`):
they read the form, call :mod:`judge.contest.ops` (schedule, roster, statistics, results) and
render. An irreversible action (ending the contest, removing a team, new passwords for the
slips, starting) first shows a confirmation page: the same form again with ``confirm=1``, so
it works without JavaScript.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote, urlsplit

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from judge.contest.core.model import ContestRule
from judge.contest.ops import contest_rule, roster, schedule
from judge.contest.ops import help as help_ops
from judge.contest.ops import results as results_
from judge.contest.ops.accounts import team_rows
from judge.contest.ops.compiler_lines import language_notes
from judge.contest.ops.judging import contest_dialect
from judge.contest.ops.statistics import Statistics, contest_statistics
from judge.errors import JudgeError
from judge.web import charts
from judge.web import render as r
from judge.web.auth import Visitor
from judge.web.i18n import said
from judge.web.inputs import form_text

Handler = Callable[[Request, Visitor, "FormData | None"], Response]


class JuryPages:
    """The jury's pages beside :class:`judge.web.pages.Pages`, whose plumbing they use."""

    def __init__(self, pages: Any) -> None:
        self.pages = pages
        self.server = pages.server
        self.session = pages.session

    def _confirm(self, visitor: Visitor, action: str, form: FormData, question: str) -> Response:
        """The page asking to confirm ``form``'s action (its fields sent again, confirmed)."""
        fields = [(k, v) for k, v in form.multi_items() if k != "csrf" and isinstance(v, str)]
        return self.pages.html(
            visitor,
            "confirm.html",
            title=visitor_text(visitor, "Confirm"),
            action=action,
            fields=fields,
            question=question,
        )

    # -- the contest's end ------------------------------------------------------------------------

    def schedule(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        assert form is not None  # a POST
        _ = r.translator(visitor.lang)
        action = form_text(form, "action")
        confirmed = form_text(form, "confirm") == "1"
        try:
            if action == "end":
                if not confirmed:
                    question = _("End the contest now? Submissions stop; this cannot be undone.")
                    return self._confirm(visitor, "/jury/schedule", form, question)
                schedule.end_now(self.session)
                done = _("The contest has ended.")
            elif action == "extend":
                minutes = _minutes(form_text(form, "minutes"))
                if minutes is None:
                    return self.pages.problem_page(
                        visitor, 400, _("Minutes: a whole number between -1440 and 1440, not 0.")
                    )
                schedule.extend(self.session, minutes)
                done = _("The contest now ends at a new time.")
            else:
                return self.pages.problem_page(visitor, 400, f"Unknown action {action[:20]!r}.")
        except JudgeError as exc:
            return self.pages.problem_page(visitor, 409, said(exc, visitor.lang))
        self.server.poke()
        return RedirectResponse(f"{visitor.base}/jury?done={quote(done)}", 303)

    # -- the contest's rule -------------------------------------------------------------------------

    def rule(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        assert form is not None  # a POST
        _ = r.translator(visitor.lang)
        chosen = form_text(form, "rule")
        try:
            rule = ContestRule(chosen)
        except ValueError:
            return self.pages.problem_page(visitor, 400, f"Unknown rule {chosen[:20]!r}.")
        try:
            contest_rule.set_rule(self.session, rule)
        except JudgeError as exc:
            return self.pages.problem_page(visitor, 409, said(exc, visitor.lang))
        self.server.poke()
        done = _("The contest now ranks by its new rule.")
        return RedirectResponse(f"{visitor.base}/jury?done={quote(done)}", 303)

    # -- teams ------------------------------------------------------------------------------------

    def teams(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        error, status = None, 200
        if form is not None:
            try:
                response = self._team_action(visitor, form, str(request.base_url))
                if response is not None:
                    return response
                self.server.poke()
                return RedirectResponse(f"{visitor.base}/jury/teams", 303)
            except JudgeError as exc:
                error, status = said(exc, visitor.lang), 400
        return self.pages.html(
            visitor,
            "jury_teams.html",
            status=status,
            title=visitor_text(visitor, "Teams"),
            teams=team_rows(self.session.store),
            error=error,
        )

    def _team_action(self, visitor: Visitor, form: FormData, url: str) -> Response | None:
        """Does a team form's action; a page to show (a confirmation, the slips) or None."""
        _ = r.translator(visitor.lang)
        action = form_text(form, "action")
        store, now = self.session.store, self.session.clock.now()
        team = form_text(form, "team")
        confirmed = form_text(form, "confirm") == "1"
        if action == "add":
            done = roster.add_team(
                store,
                form_text(form, "name"),
                now,
                form_text(form, "id").strip() or None,
                form_text(form, "group") or None,
                form_text(form, "hidden") == "1",
            )
            return self._slips(visitor, [done], url, added=True)
        if action == "edit":
            roster.edit_team(
                store,
                team,
                now,
                form_text(form, "name"),
                form_text(form, "display_name") or None,
                form_text(form, "hidden") == "1",
            )
        elif action == "disable":
            roster.disable_team(store, team)
        elif action == "remove":
            if not confirmed:
                question = _(
                    "Remove team {team}? It leaves the scoreboard and cannot log in; its "
                    "submissions stay for the jury."
                ).format(team=team)
                return self._confirm(visitor, "/jury/teams", form, question)
            roster.remove_team(store, team, now)
        elif action == "restore":
            roster.restore_team(store, team, now)
        elif action in ("enable", "slips"):
            wanted = [team] if action == "enable" else form.getlist("teams")
            ids = [t for t in wanted if isinstance(t, str) and t]
            if not ids:
                ids = [t.id for t in team_rows(store) if not t.removed]
            if not confirmed:
                question = _(
                    "Make new passwords for {count} team(s)? Their old passwords stop working "
                    "and they are logged out."
                ).format(count=len(ids))
                return self._confirm(visitor, "/jury/teams", form, question)
            return self._slips(visitor, roster.new_passwords(store, ids), url)
        else:
            raise JudgeError(f"unknown action {action!r}")
        return None

    def _slips(self, visitor: Visitor, done: list[Any], url: str, added: bool = False) -> Response:
        """The printable slips of teams with new passwords (shown this once)."""
        return self.pages.html(
            visitor,
            "slips.html",
            title=visitor_text(visitor, "Password slips"),
            slips=done,
            url=url,
            loopback=urlsplit(url).hostname in ("127.0.0.1", "localhost", "::1"),
            added=added,
        )

    def team(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        tid = request.path_params["tid"]
        found = next((t for t in team_rows(self.session.store) if t.id == tid), None)
        if found is None:
            return self.pages.problem_page(visitor, 404, f"No team {tid}.")
        taken = help_ops.all_taken(self.session, tid)
        members = self.pages.member_names().get(tid, [])
        return self.pages.html(
            visitor,
            "jury_team.html",
            title=found.name,
            team=found,
            help_taken=taken,
            members=members,
        )

    # -- problems and statistics ------------------------------------------------------------------

    def _stats(self) -> Statistics:
        return contest_statistics(self.session)

    def problems(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        stats = {p.id: p for p in self._stats().problems}
        rows = []
        for entry in self.session.entries:
            problem = self.session.problem(entry.id)
            rows.append((entry, problem, stats.get(entry.id)))
        return self.pages.html(
            visitor, "jury_problems.html", title=visitor_text(visitor, "Problems"), rows=rows
        )

    def problem(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        try:
            entry = self.session.entry(request.path_params["label"])
        except JudgeError:
            return self.pages.problem_page(visitor, 404, "No such problem.")
        problem = self.session.problem(entry.id)
        all_stats = self._stats()
        stats = next((p for p in all_stats.problems if p.id == entry.id), None)
        cases = [c for c in problem.cases() if c.sample]
        return self.pages.html(
            visitor,
            "jury_problem.html",
            title=f"{entry.label}: {entry.name}",
            entry=entry,
            problem=problem,
            statement=r.statement_html(problem, visitor.lang),
            samples=cases,
            stats=stats,
            notes=language_notes(problem, contest_dialect(self.session.folder)),
            chart=charts.solves_svg([stats] if stats else [], all_stats.minutes),
        )

    def statistics(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        stats = self._stats()
        return self.pages.html(
            visitor,
            "jury_statistics.html",
            title=visitor_text(visitor, "Statistics"),
            stats=stats,
            chart=charts.solves_svg(stats.problems, stats.minutes),
        )

    # -- results ----------------------------------------------------------------------------------

    def results(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        table = results_.results(self.session)
        return self.pages.html(
            visitor, "results.html", title=visitor_text(visitor, "Results"), table=table
        )

    def results_csv(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        table = results_.results(self.session)
        name = f"{self.session.name}-results.csv"
        return Response(
            results_.results_csv(table),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )


def _minutes(text: str) -> int | None:
    """The minutes of the extend form, None when they are not a usable number."""
    try:
        minutes = int(text.strip())
    except ValueError:
        return None
    return minutes if minutes != 0 and abs(minutes) <= 24 * 60 else None


def visitor_text(visitor: Visitor, text: str) -> str:
    """``text`` in the visitor's language."""
    return r.translator(visitor.lang)(text)
