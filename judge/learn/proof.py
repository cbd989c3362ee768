"""The theorems behind a periodic guess, and the inequality each one checks:

- Guy and Smith's octal periodicity theorem (1956; Winning Ways ch. 4): for an octal game whose
  moves remove at most t tokens, g(n + p) = g(n) for n0 <= n < 2 n0 + p + t implies it for
  every n >= n0.
- A game without splits (a finite subtraction game, or an octal code of digits 0-3), whose
  moves remove at most t = max(S): g(n) depends on the t values before it only, so
  g(n + p) = g(n) for n0 <= n < n0 + t implies it for every n >= n0.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from judge.i18n import Phrase, phrase
from judge.learn.octal import HeapRules


class Status(enum.Enum):
    """What backs a guess."""

    PROVED = "proved"
    HOLDS = "holds"
    NONE = "none"


@dataclass(frozen=True)
class Proof:
    """A guess's status, the argument in words (English as str(), in a reader's language as
    its text(tr)), and the smallest --max that proves it."""

    status: Status
    text: Phrase
    needs_max: int | None = None

    @property
    def proved(self) -> bool:
        return self.status is Status.PROVED


def unproved(status: str, text: Phrase) -> Proof:
    """A status with no theorem behind it."""
    return Proof(Status(status), text)


def needed_max(rules: HeapRules, preperiod: int, period: int) -> int:
    """The largest position the theorem must see: the last n it checks, plus the period."""
    t = rules.most_removed
    if rules.splits:
        return 2 * preperiod + period + t - 1 + period
    return preperiod + t - 1 + period


def prove_periodic(
    rules: HeapRules | None, first: int, count: int, preperiod: int, period: int
) -> Proof | None:
    """The proof of g(n + period) = g(n) for n >= preperiod from a table of positions
    first .. first + count - 1 (checked on all of it), or None when no theorem covers the game."""
    if rules is None:
        return None
    top = first + count - 1
    t = rules.most_removed
    needs = needed_max(rules, preperiod, period)
    if rules.splits:
        name = phrase("Guy and Smith's octal periodicity theorem")
        bound = 2 * preperiod + period + t
        check = f"{preperiod} <= n < 2*{preperiod} + {period} + {t} = {bound}"
    else:
        name = phrase("the theorem for games without splits (finite subtraction games)")
        bound = preperiod + t
        check = f"{preperiod} <= n < {preperiod} + {t} = {bound}"
    given = phrase(
        "with t = {t}, the most tokens a move of {game} removes, {theorem} asks",
        t=t,
        game=rules.name,
        theorem=name,
    )
    if top >= needs:
        text = phrase(
            "proved: {given} g(n + {period}) = g(n) for {check}, i.e. the table up to "
            "g({needs}); it holds there, so g(n + {period}) = g(n) for every n >= {preperiod}",
            given=given,
            period=period,
            check=check,
            needs=needs,
            preperiod=preperiod,
        )
        return Proof(Status.PROVED, text, needs)
    text = phrase(
        "holds on every position up to {top}, not yet proved: {given} g(n + {period}) = g(n) "
        "for {check}, a table up to {needs}: run with --max {needs}",
        top=top,
        given=given,
        period=period,
        check=check,
        needs=needs,
    )
    return Proof(Status.HOLDS, text, needs)
