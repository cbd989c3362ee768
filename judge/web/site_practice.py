"""A club's site's practice page (``/practice``): the problems of the site's practice space
in the set's order, each with the logged-in member's state on it (solved when, tried how
many times, untried: :mod:`judge.contest.ops.practice`) and links to its page and its submit
form in the practice space (``/contests/practice/``). A coach or an admin, the practice
space's jury, sees the problems without a state; a visitor who has not logged in is sent to
the login form.
"""

from __future__ import annotations

from dataclasses import dataclass

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from judge.catalog.record import State
from judge.contest.core.times import Timestamp, format_time
from judge.contest.ops.practice import ProblemState, states_of
from judge.contest.ops.practice_space import PRACTICE
from judge.web.i18n import N_
from judge.web.site_pages import SitePages, set_site_cookie

#: A state's words on the page (`judge list`'s words).
STATE_WORDS = {State.SOLVED: N_("solved"), State.TRIED: N_("tried"), None: N_("untried")}


@dataclass(frozen=True)
class PracticeRow:
    """A problem's row on the practice page: its label, name, links, and the member's state
    (the key of :data:`STATE_WORDS`), when solved, and the tries."""

    label: str
    name: str
    page: str
    submit: str
    state: str
    solved_at: str | None
    tries: int
    pending: int


def practice_rows(states: list[ProblemState], base: str) -> list[PracticeRow]:
    """The page's rows of the member's ``states``; ``base``: the practice space's pages."""
    return [
        PracticeRow(
            s.label,
            s.name,
            f"{base}/problems/{s.label}",
            f"{base}/submit?problem={s.label}",
            STATE_WORDS[s.state],
            None if s.solved_ms is None else format_time(Timestamp(s.solved_ms)),
            s.tries,
            s.pending,
        )
        for s in states
    ]


def practice_page(pages: SitePages, request: Request) -> Response:
    """``/practice`` for the request's visitor (see the module's docstring)."""
    visitor = pages.visitor(request)
    if visitor.account is None:
        target = "/login?next=%2Fpractice"
        return set_site_cookie(RedirectResponse(target, 303), pages.auth, visitor)
    api_id = next(cid for cid, name in pages.contests.items() if name == PRACTICE)
    member = None if visitor.account.jury else visitor.account.username
    # The jury has no team there: the problems, no state (no submissions read).
    states = states_of(pages.site, member or "", None if member else [])
    base = f"/contests/{api_id}"
    rows = practice_rows(states, base)
    solved = sum(1 for s in states if s.state is State.SOLVED) if member else None
    tried = sum(1 for s in states if s.state is State.TRIED) if member else None
    return pages.page(
        visitor,
        "site_practice.html",
        rows=rows,
        member=member,
        solved=solved,
        tried=tried,
        board=f"{base}/scoreboard",
    )
