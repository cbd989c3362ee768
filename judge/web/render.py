"""Pages as HTML: the Jinja2 templates shipped in the package, problem statements rendered
from Markdown, and the small formatting helpers the templates use."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import jinja2
from markdown_it import MarkdownIt

from judge.contest.core.points import shown as shown_points
from judge.contest.core.records import JudgingStatus, SubmissionView
from judge.contest.core.scoring import ProblemResult, freeze_notice
from judge.contest.core.text import clock_text, local_time
from judge.contest.core.times import Timestamp, minutes_down
from judge.formats.protocol import AnyProblem
from judge.formats.registry import format_of
from judge.printable import printable
from judge.run.execution.transcript import Said, said_line
from judge.web.i18n import translations
from judge.web.server import BoardView

HERE = Path(__file__).parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The templates' environment (made once), with the clock and time filters."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=shown_text,
    )
    env.filters["clock"] = clock_text
    env.filters["local"] = local_time
    env.filters["local_ms"] = lambda ms, offset: local_time(Timestamp(ms, offset))
    env.filters["said"] = said_text
    return env


def shown_text(value: Any) -> Any:
    """What a page shows of a value: a plain string (a team's, a problem's, a file's name, a
    message) with its control characters and bidirectional overrides escaped, which HTML's
    escaping leaves as they are (an override in a team's name would reorder the rest of its
    line: a forged verdict); markup made here (a statement) as it is."""
    if type(value) is str:
        return printable(value, keep="\t\n\r")
    return value


def said_text(said: Said) -> str:
    """A conversation's line as a transcript shows it (number, side, text), without the note
    on a line that never ended (the template says it in the page's language)."""
    return said_line(replace(said, unended=False))


def translator(lang: str) -> Callable[[str], str]:
    """The translation of a message into ``lang``."""
    return translations(lang).gettext


def render(name: str, **context: Any) -> str:
    """A template rendered with ``context``, its text in ``context["lang"]`` (``_``: the
    translation of a message; English when none is given). Every template's links, forms,
    scripts and streams start with ``base``: the path the contest's pages are under ("" when
    the server serves one contest, ``/contests/NAME`` on a site), so the same pages work
    under any prefix."""
    context.setdefault("base", "")
    lang = context.setdefault("lang", "en")
    catalog = translations(lang)
    context.setdefault("_", catalog.gettext)
    context.setdefault("ngettext", lambda one, many, n: catalog.ngettext(one, many, n) % {"num": n})
    return environment().get_template(name).render(**context)


def outcome_text(view: SubmissionView, lang: str = "en") -> str:
    """A submission's verdict in a few words (as :func:`judge.contest.core.feedback.outcome`
    says it) in ``lang``: ``AC``, ``WA on case 3 of 13``, ``waiting to be judged``."""
    _ = translator(lang)
    if view.status is JudgingStatus.WITHHELD:
        return _("submitted")
    if view.status is JudgingStatus.JUDGING:
        return _("judging")
    if view.status is not JudgingStatus.JUDGED:
        return _("waiting to be judged")
    # A scoring problem's grade may accept with a case failed (its points then say it).
    if view.failure is not None and view.verdict_text != "AC":
        text = _("{verdict} on case {number} of {total}").format(
            verdict=view.verdict_text, number=view.failure.number, total=view.total
        )
    else:
        text = str(view.verdict_text)
    if view.score is None:
        return text
    return _("{outcome}, {points} points").format(outcome=text, points=shown_points(view.score))


# -- statements -------------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    # CommonMark with tables; raw HTML in a statement is shown as text, not passed through.
    return MarkdownIt("commonmark", {"html": False}).enable("table")


@functools.lru_cache(maxsize=64)
def _html(markdown: str) -> str:
    return _markdown().render(markdown)


def markdown_html(text: str) -> str:
    """Markdown (a statement, an editorial) as HTML, raw HTML in it shown as text."""
    return _html(text)


def statement_html(problem: AnyProblem, lang: str = "en") -> str:
    """A problem's statement in ``lang`` (where it has one) as HTML: its format gives it as
    Markdown (judge.formats), rendered once per text."""
    return _html(format_of(problem).statement_markdown(problem, lang))


def problem_name(name: str, problem: AnyProblem, lang: str) -> str:
    """The name a contest shows for a problem in ``lang``: its title in that language where
    the contest kept the problem's own title (a name chosen in contest.yaml stays as it is)."""
    if name != problem.title:
        return name
    return problem.title_in(lang)


def has_samples_section(problem: AnyProblem) -> bool:
    """Whether a statement shows its samples itself (else the page lists them)."""
    return format_of(problem).shows_samples(problem)


# -- scoreboards --------------------------------------------------------------------------------


def board_context(
    view: BoardView,
    you: str | None = None,
    problems: bool = True,
    members: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    """What _board.html needs: rows with names, cells and the freeze notice; without
    ``problems`` (before the start, but for the jury), no problem columns at all;
    ``members``: the names of each team of members' members (its tooltip)."""
    board, state = view.board, view.state
    shown = state.problems_in_order() if problems else []
    worth = [p.worth for p in state.problems_in_order()]
    rows: list[dict[str, Any]] = []
    for row in board.rows:
        team = state.teams.get(row.team_id)
        groups = [
            state.groups[g].name for g in (team.group_ids if team else ()) if g in state.groups
        ]
        rows.append(
            {
                "rank": row.rank,
                "team_id": row.team_id,
                "name": team.shown_name if team else row.team_id,
                "groups": ", ".join(groups),
                "members": ", ".join((members or {}).get(row.team_id, ())),
                "solved": row.score.num_solved,
                "time": row.score.total_time,
                "score": shown_points(row.score.score or 0.0),
                "cells": [_cell(c, most) for c, most in zip(row.problems, worth)]
                if problems
                else [],
                "you": row.team_id == you,
            }
        )
    return {
        "board_rows": rows,
        "board_problems": shown,
        "freeze_notice": freeze_notice(board, state),
        # The notice's figure, for its translations (the English is the requirements' own).
        "freeze_minutes": _freeze_minutes(view),
        "board_public": board.public,
        "board_points": board.by_points,
        "board_hidden": board.hidden,
    }


def _freeze_minutes(view: BoardView) -> int | None:
    contest, start = view.state.contest, view.board.freeze_start
    if start is None or contest is None or contest.duration is None:
        return None
    return minutes_down(contest.duration - start)


def _cell(cell: ProblemResult, worth: float = 0.0) -> dict[str, Any]:
    """A cell's kind and figures; on a board by points its score (full: all the problem is
    worth, partial: some of it)."""
    tries = cell.num_judged + cell.num_pending
    score = cell.score or 0.0
    if cell.score is not None and (cell.num_judged or cell.num_pending):
        if cell.num_pending and not score:
            kind = "pending"
        else:
            kind = "solved" if score >= worth else ("partial" if score else "rejected")
    elif cell.solved:
        kind = "first" if cell.first_to_solve else "solved"
    elif cell.num_pending:
        kind = "pending"
    elif cell.num_judged:
        kind = "rejected"
    else:
        kind = "empty"
    return {
        "kind": kind,
        "time": cell.time,
        "judged": cell.num_judged,
        "pending": cell.num_pending,
        "tries": tries,
        "score": shown_points(score),
    }


def problem_cells(view: BoardView, team_id: str | None) -> dict[str, tuple[str, str]]:
    """Problem id -> (kind, text) of a team's cells, for its home page."""
    out: dict[str, tuple[str, str]] = {}
    for row in view.board.rows:
        if row.team_id != team_id:
            continue
        for cell in row.problems:
            c = _cell(cell, view.state.problems[cell.problem_id].worth)
            if cell.score is not None and c["kind"] != "empty":
                text = f"{c['score']} points"
            elif c["kind"] in ("solved", "first"):
                text = f"solved at minute {cell.time}"
            elif c["kind"] == "pending":
                text = f"{cell.num_pending} pending"
            elif c["kind"] == "rejected":
                text = f"{cell.num_judged} rejected"
            else:
                text = ""
            out[cell.problem_id] = (c["kind"], text)
    return out
