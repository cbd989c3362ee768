"""Awards (Contest API 2023-06, "Awards"), decided from a scoreboard.

The spec's known awards, as it defines them during the contest ("if the contest would end
immediately and then become final, that award would be final"):

- ``winner``: "Current leader(s). Empty if no team has scored."
- ``gold-medal``, ``silver-medal``, ``bronze-medal`` (only when the contest gives medals,
  :class:`Medals`): "Teams currently placed to receive a gold medal. Empty if no team has
  scored." A team placed at rank r (ties share a rank) gets gold if r <= gold, silver if
  r <= gold + silver, bronze if r <= gold + silver + bronze; a team that has solved nothing
  gets none.
- ``first-to-solve-<id>``: "The team(s), if any, that was first to solve problem <id>. This
  implies that no unjudged submission made earlier remains": the board's first solve of the
  problem (:func:`judge.contest.core.scoring.first_solve`, the one rule: none while an earlier
  submission waits for its judgement).
- ``group-winner-<id>``: "Current leader(s) in group <id>. Empty if no team has scored."

Hidden teams are not on the scoreboard, so they win nothing. Whose view: a scoreboard is
the jury's or the public's (frozen), and the awards are that board's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.contest.core.model import ContestState
from judge.contest.core.scoring import Row, Scoreboard
from judge.errors import JudgeError
from judge.i18n import phrase


@dataclass(frozen=True)
class Award:
    """An award: its id, citation and the teams that have it now."""

    id: str
    citation: str
    team_ids: tuple[str, ...]

    def to_api(self) -> dict[str, Any]:
        """The Contest API award object."""
        return {"id": self.id, "citation": self.citation, "team_ids": list(self.team_ids)}


@dataclass(frozen=True)
class Medals:
    """How many gold, silver and bronze medals a contest gives."""

    gold: int
    silver: int
    bronze: int

    @classmethod
    def parse(cls, text: str, where: str = "--medals") -> Medals:
        """``GOLD,SILVER,BRONZE``, e.g. ``4,4,4``; a plain error otherwise."""
        parts = [part.strip() for part in text.split(",")]
        if len(parts) != 3 or not all(part.isdigit() for part in parts):
            raise JudgeError(
                phrase(
                    "{where}: expected GOLD,SILVER,BRONZE (three counts, e.g. 4,4,4), got {text}",
                    where=where,
                    text=repr(text),
                )
            )
        gold, silver, bronze = (int(part) for part in parts)
        return cls(gold, silver, bronze)


def _leaders(rows: list[Row]) -> tuple[str, ...]:
    """The best-placed teams of ``rows`` that have scored."""
    scored = [row for row in rows if row.score.has_scored]
    if not scored:
        return ()
    best = min(row.rank for row in scored)
    return tuple(row.team_id for row in scored if row.rank == best)


def awards(board: Scoreboard, state: ContestState, medals: Medals | None = None) -> list[Award]:
    """The awards as ``board`` stands: winner, medals (with ``medals``), first to solve each
    problem, and each group's winner."""
    rows = list(board.rows)
    out = [Award("winner", "Contest winner", _leaders(rows))]
    if medals is not None:
        scored = [row for row in rows if row.score.has_scored]
        bounds = (
            ("gold", 0, medals.gold),
            ("silver", medals.gold, medals.gold + medals.silver),
            ("bronze", medals.gold + medals.silver, medals.gold + medals.silver + medals.bronze),
        )
        for colour, low, high in bounds:
            teams = tuple(row.team_id for row in scored if low < row.rank <= high)
            out.append(Award(f"{colour}-medal", f"{colour.capitalize()} medal winner", teams))
    for problem in state.problems_in_order():
        first = board.first_solve(problem.id).team_ids
        teams = tuple(row.team_id for row in rows if row.team_id in first)  # in board order
        label = problem.label or problem.id
        out.append(Award(f"first-to-solve-{problem.id}", f"First to solve problem {label}", teams))
    for group in state.groups.values():
        members = {team.id for team in state.teams.values() if group.id in (team.group_ids or ())}
        teams = _leaders([row for row in rows if row.team_id in members])
        out.append(
            Award(f"group-winner-{group.id}", f"Winner(s) of group {group.name or group.id}", teams)
        )
    return out
