"""The notes' second step, `judge table --guess`: the simplest pattern that fits a table, from
a fixed list of families (simplest first), with its status: proved by a theorem, holds on every
position computed, or none. The theorems are in `judge/learn/proof.py`."""

from __future__ import annotations

import enum
import gettext
import math
from dataclasses import dataclass, field
from fractions import Fraction

from judge.i18n import ENGLISH, Phrase, phrase
from judge.learn.octal import HeapRules
from judge.learn.proof import Proof, Status, prove_periodic, unproved
from judge.learn.table import Outcome, Row


class Family(enum.Enum):
    """The patterns looked for, simplest first."""

    PERIODIC = "periodic"
    ARITHMETIC = "arithmetic-periodic"
    RECURRENCE = "recurrence"
    BEATTY = "beatty"
    NONE = "none"


@dataclass(frozen=True)
class Guess:
    """A pattern and what backs it; fields that do not apply are None."""

    family: Family
    proof: Proof
    period: int | None = None
    preperiod: int | None = None
    saltus: int | None = None
    coefficients: list[int] | None = None
    initial: list[int] | None = None
    formula: str | None = None
    notes: list[Phrase] = field(default_factory=list)  # the pattern in the notes' words

    def as_json(self) -> dict[str, object]:
        """The `guess` object of `judge table --guess --json`."""
        return {
            "family": self.family.value,
            "period": self.period,
            "preperiod": self.preperiod,
            "saltus": self.saltus,
            "coefficients": self.coefficients,
            "initial": self.initial,
            "formula": self.formula,
            "status": self.proof.status.value,
            "proof": str(self.proof.text),
            "proof_needs_max": self.proof.needs_max,
        }


def guess(rows: list[Row], rules: HeapRules | None) -> Guess:
    """The simplest family that fits `rows` (positions of one number from a first one on, or
    of two numbers), proved where `rules` (the game's octal or subtraction rules) allow."""
    if rows and all(isinstance(row.position, int) for row in rows):
        first = rows[0].position
        assert isinstance(first, int)
        values = [row.grundy for row in rows]
        if all(v is not None for v in values) and _consecutive(rows):
            found = _periodic(first, [v for v in values if v is not None], rules)
            if found is not None:
                return found
        p_positions = [row.position for row in rows if row.outcome is Outcome.P]
        found = _recurrence([p for p in p_positions if isinstance(p, int)])
        if found is not None:
            return found
        if all(v is not None for v in values) and _consecutive(rows):
            return _nearest_period(first, [v for v in values if v is not None])
        return Guess(
            Family.NONE, unproved("none", phrase("no Grundy values to look for a period in"))
        )
    pairs = [row.position for row in rows if row.outcome is Outcome.P]
    if rows and all(isinstance(p, list) and len(p) == 2 for p in pairs):
        return _beatty([(min(p), max(p)) for p in pairs if isinstance(p, list)])
    return Guess(
        Family.NONE, unproved("none", phrase("positions of this kind have no family here"))
    )


def _consecutive(rows: list[Row]) -> bool:
    numbers = [row.position for row in rows]
    first = numbers[0]
    return isinstance(first, int) and numbers == list(range(first, first + len(numbers)))


def start_of_pattern(values: list[int], period: int, saltus: int) -> int:
    """The smallest index i0 with values[i + period] == values[i] + saltus for every i >= i0."""
    i = len(values) - period - 1
    while i >= 0 and values[i + period] == values[i] + saltus:
        i -= 1
    return i + 1


def seen_enough(count: int, period: int, start: int) -> bool:
    """Whether a table of `count` values shows a pattern of `period` from index `start`
    often enough to call it one: three periods at least, over half the table at least."""
    span = count - start
    return span >= 3 * period and span >= max(count // 2, 6)


def _periodic(first: int, values: list[int], rules: HeapRules | None) -> Guess | None:
    """Ultimately periodic (smallest period, then its smallest preperiod), else
    arithmetic-periodic; proved by a theorem where one covers the game."""
    count = len(values)
    for period in range(1, count // 2 + 1):
        start = start_of_pattern(values, period, 0)
        proof = prove_periodic(rules, first, count, start + first, period) if first == 0 else None
        if (proof is not None and proof.proved) or seen_enough(count, period, start):
            return _periodic_guess(first, values, period, start, proof)
    for period in range(1, count // 3 + 1):
        saltus = values[-1] - values[-1 - period]
        if saltus <= 0:
            continue
        start = start_of_pattern(values, period, saltus)
        if seen_enough(count, period, start):
            return _arithmetic_guess(first, values, period, start, saltus)
    return None


def _exceptions(first: int, start: int, period: int) -> Phrase:
    if start == 0:
        return phrase("no exceptions: the pattern holds from position {first}", first=first)
    return phrase("the last exception is position {last}", last=first + start - 1)


def _periodic_guess(
    first: int, values: list[int], period: int, start: int, proof: Proof | None
) -> Guess:
    n0 = first + start
    cycle = " ".join(map(str, values[start : start + period]))
    notes = [
        phrase(
            "g(n + {period}) = g(n) for every n >= {n0} in the table "
            "({exceptions}); one period from {n0}: {cycle}",
            period=period,
            n0=n0,
            exceptions=_exceptions(first, start, period),
            cycle=cycle,
        ),
    ]
    if proof is None:
        proof = unproved(
            "holds",
            phrase(
                "checked on every position up to {top}; no theorem applies: "
                "the game is not declared an octal or subtraction game (FAMILY in its game "
                "file); an induction on n that the options of n + p are those of n shifted "
                "would prove it",
                top=first + len(values) - 1,
            ),
        )
    return Guess(Family.PERIODIC, proof, period=period, preperiod=n0, saltus=0, notes=notes)


def _arithmetic_guess(first: int, values: list[int], period: int, start: int, saltus: int) -> Guess:
    n0 = first + start
    cycle = " ".join(map(str, values[start : start + period]))
    notes = [
        phrase(
            "g(n + {period}) = g(n) + {saltus} for every n >= {n0} in the table "
            "({exceptions}); one period from {n0}: {cycle}",
            period=period,
            saltus=saltus,
            n0=n0,
            exceptions=_exceptions(first, start, period),
            cycle=cycle,
        ),
    ]
    proof = unproved(
        "holds",
        phrase(
            "checked on every position up to {top}; no theorem here proves "
            "arithmetic periodicity: an induction on n (the options of n + p are those of n, "
            "each raised by the saltus, plus smaller values) would prove it",
            top=first + len(values) - 1,
        ),
    )
    return Guess(Family.ARITHMETIC, proof, period=period, preperiod=n0, saltus=saltus, notes=notes)


def _recurrence(terms: list[int]) -> Guess | None:
    """P-positions a(n) = c1 a(n-1) + ... + ck a(n-k), integer c, k up to 3, checked on at
    least k + 2 terms beyond those that fixed the coefficients."""
    for order in range(1, 4):
        if len(terms) < 3 * order + 2 or len(set(terms)) < len(terms):
            continue
        coefficients = _solve(terms, order)
        if coefficients is None or not any(coefficients):
            continue
        if all(
            terms[n] == sum(c * terms[n - 1 - i] for i, c in enumerate(coefficients))
            for n in range(order, len(terms))
        ):
            return _recurrence_guess(terms, coefficients)
    return None


def _solve(terms: list[int], order: int) -> list[int] | None:
    """The integer coefficients from the first `order` equations (Gauss over fractions)."""
    rows = [
        [Fraction(terms[n - 1 - i]) for i in range(order)] + [Fraction(terms[n])]
        for n in range(order, 2 * order)
    ]
    for col in range(order):
        pivot = next((r for r in range(col, order) if rows[r][col]), None)
        if pivot is None:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(order):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    solution = [rows[i][order] / rows[i][i] for i in range(order)]
    if any(x.denominator != 1 for x in solution):
        return None
    return [int(x) for x in solution]


def _recurrence_guess(terms: list[int], coefficients: list[int]) -> Guess:
    order = len(coefficients)
    sum_text = " + ".join(
        f"{'' if c == 1 else f'{c} '}a(n-{i})" for i, c in enumerate(coefficients, 1)
    )
    formula = f"a(n) = {sum_text}, from {', '.join(map(str, terms[:order]))}"
    notes = [
        phrase(
            "the P-positions {terms}, ... follow {formula}",
            terms=", ".join(map(str, terms[: order + 6])),
            formula=formula,
        ),
    ]
    proof = unproved(
        "holds",
        phrase(
            "checked on all {count} P-positions of the table; no theorem here covers "
            "recurrences: show that from each term every move leads to a non-term, and that "
            "from every other position some move reaches a term (for Fibonacci Nim: "
            "Zeckendorf's theorem)",
            count=len(terms),
        ),
    )
    return Guess(
        Family.RECURRENCE,
        proof,
        coefficients=coefficients,
        initial=terms[:order],
        formula=formula,
        notes=notes,
    )


def _beatty(pairs: list[tuple[int, int]]) -> Guess:
    """The k-th P-position (k = 0, 1, ...) is (floor(k a), floor(k b)): the intervals of a and
    b every pair allows, and whether they still meet."""
    pairs = sorted(set(pairs))
    low_a, high_a = Fraction(0), Fraction(10**9)
    low_b, high_b = Fraction(0), Fraction(10**9)
    for k, (x, y) in enumerate(pairs):
        if k == 0:
            if (x, y) != (0, 0):
                return _no_beatty(
                    phrase("the first P-position is ({x}, {y}), not (0, 0)", x=x, y=y)
                )
            continue
        low_a, high_a = max(low_a, Fraction(x, k)), min(high_a, Fraction(x + 1, k))
        low_b, high_b = max(low_b, Fraction(y, k)), min(high_b, Fraction(y + 1, k))
        if low_a >= high_a or low_b >= high_b:
            return _no_beatty(
                phrase(
                    "P-position ({x}, {y}), the pair k = {k}, breaks floor(k a), floor(k b)",
                    x=x,
                    y=y,
                    k=k,
                )
            )
    if len(pairs) < 5:
        return _no_beatty(
            phrase("only {count} P-positions: too few to see a pattern", count=len(pairs))
        )
    phi = (1 + math.sqrt(5)) / 2
    if low_a <= phi < high_a and low_b <= phi * phi < high_b:
        formula = "(floor(k*phi), floor(k*phi^2)), phi = (1 + sqrt 5)/2"
    else:
        formula = (
            f"(floor(k*a), floor(k*b)), a in [{float(low_a):.6f}, {float(high_a):.6f}), "
            f"b in [{float(low_b):.6f}, {float(high_b):.6f})"
        )
    notes = [
        phrase(
            "the k-th P-position (k = 0, 1, ..., {last}) is {formula}",
            last=len(pairs) - 1,
            formula=formula,
        )
    ]
    proof = unproved(
        "holds",
        phrase(
            "checked on all {count} P-positions of the table; no theorem here covers it "
            "(for Wythoff's game, Wythoff's theorem with Beatty's: the two sequences split the "
            "positive integers and b_k - a_k = k)",
            count=len(pairs),
        ),
    )
    return Guess(Family.BEATTY, proof, formula=formula, notes=notes)


def _no_beatty(why: Phrase) -> Guess:
    return Guess(Family.NONE, unproved("none", phrase("no Beatty pairs: {why}", why=why)))


def _nearest_period(first: int, values: list[int]) -> Guess:
    """None fits: the period seen at the end of the table on most positions (two periods at
    least), and the exception before it; else the period that held longest from the start."""
    count = len(values)
    candidates = [(start_of_pattern(values, p, 0), p) for p in range(1, count // 2 + 1)]
    seen = [(count - start - p, start, p) for start, p in candidates if count - start >= 2 * p]
    if seen:
        _, start, p = max(seen, key=lambda item: (item[0], -item[2]))
        n = first + start - 1 + p
        why = phrase(
            "no pattern is seen enough: the nearest, period {p}, holds from position "
            "{start} to the end, over fewer than three periods or half the table; "
            "position {n} breaks it before that (g({n}) = {gn}, g({m}) = {gm}): a longer "
            "table (--max) may show more",
            p=p,
            start=first + start,
            n=n,
            gn=values[start - 1 + p],
            m=n - p,
            gm=values[start - 1],
        )
        if start == 0:
            why = phrase(
                "no pattern is seen enough: period {p} holds on the whole table, too short to tell",
                p=p,
            )
        return Guess(Family.NONE, unproved("none", why))
    best, broke = 1, 0
    for period in range(1, len(values) // 2 + 1):
        i = 0
        while i + period < len(values) and values[i + period] == values[i]:
            i += 1
        if i > broke:
            best, broke = period, i
    n = first + broke + best
    why = phrase(
        "no pattern fits the table: the nearest, period {p} from position {first}, breaks "
        "at position {n} (g({n}) = {gn}, g({m}) = {gm})",
        p=best,
        first=first,
        n=n,
        gn=values[broke + best],
        m=n - best,
        gm=values[broke],
    )
    return Guess(Family.NONE, unproved("none", why))


# The families' names as the guess's first line says them, to translate.
FAMILY_NAMES = (
    phrase("periodic"),
    phrase("arithmetic-periodic"),
    phrase("recurrence"),
    phrase("beatty"),
    phrase("none"),
)


def guess_text(found: Guess, tr: gettext.NullTranslations = ENGLISH) -> str:
    """The guess in the notes' words: the pattern, its exceptions, and its proof or why none,
    in `tr`'s language."""
    _ = tr.gettext
    what = _(found.family.value)
    if found.period is not None:
        what += _(", period {period}, preperiod {preperiod}").format(
            period=found.period, preperiod=found.preperiod
        )
        if found.saltus:
            what += _(", saltus {saltus}").format(saltus=found.saltus)
    if found.formula is not None:
        what += f": {found.formula}"
    statuses = {  # a status, in words of its own ("none" is a family's name too)
        Status.PROVED: tr.pgettext("proof status", "proved"),
        Status.HOLDS: tr.pgettext("proof status", "holds"),
        Status.NONE: tr.pgettext("proof status", "none"),
    }
    status = statuses[found.proof.status]
    lines = [_("Guess: {what} ({status})").format(what=what, status=status)]
    lines += [f"  {note.text(tr)}" for note in found.notes]
    lines.append("  " + _("Proof: {proof}").format(proof=found.proof.text.text(tr)))
    if found.proof.needs_max is not None:
        lines.append(
            "  "
            + _("A table up to {max} proves it (proof_needs_max).").format(
                max=found.proof.needs_max
            )
        )
    return "\n".join(lines)
