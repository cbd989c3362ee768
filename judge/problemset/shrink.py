"""Shrinking a failing input by its layout: fewer tests, then smaller numbers.

Nothing here runs a program: `fails(text)` says whether a candidate input still fails (the
caller checks it with the problem's validator first, so an invalid candidate never fails).

1. Tests dropped. Where problem.yaml declares `tests_split`, the input is cut into its
   independent tests and delta debugging keeps the fewest that still fail: each half alone,
   then smaller pieces alone, then all but one piece, down to single tests. A kept subset is
   written back as the layout says: the count line holds the new count (its first number),
   and the terminator line, or whatever followed the tests, stays at the end.
2. Numbers reduced. Each whole-number token of the tests (of the whole input without a
   split), left to right, is moved toward 0 while the input still fails: 0 first, then
   half-way, then a quarter of the way closer, ..., then one less, the first that fails
   taken, until none does; passes repeat until nothing changes. Where none of those fails,
   the problem's own smaller values for the number are tried (generator.py's optional
   `smaller_numbers(n)`: halving a Fibonacci number never lands on one).

A shrink never takes more than its budget of `fails` calls, so a large input with many
numbers ends in bounded time; the result says when the budget ran out.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from judge.judging.split import TestsSplit, split_tests
from judge.parallel import ordered

SHRINK_RUNS = 800  # `fails` calls at most per shrink (each is two program runs)
# Numbers are reduced in an input up to this size only: each number costs up to ~30 runs, and
# in a larger input (one large test, or no split) there are too many to reduce in useful time.
REDUCE_LIMIT = 20_000  # bytes
_NUMBER = re.compile(r"(?<!\S)-?\d+(?!\S)")  # a whole token that is an integer
_FIRST_NUMBER = re.compile(r"\d+")

T = TypeVar("T")


@dataclass(frozen=True)
class Layout:
    """An input cut by its declared split: what precedes the tests (the count line), the
    tests (each its lines), and what follows them (the terminator line)."""

    head: tuple[str, ...]
    tests: tuple[tuple[str, ...], ...]
    tail: tuple[str, ...]

    def text(self, keep: Sequence[int]) -> str:
        """The input holding only the tests numbered `keep` (0-based), the count rewritten."""
        head = list(self.head)
        if head:  # the count line: its first number is the number of tests
            head[0] = _FIRST_NUMBER.sub(str(len(keep)), head[0], count=1)
        lines = [*head, *(line for index in keep for line in self.tests[index]), *self.tail]
        return "".join(f"{line}\n" for line in lines)


def layout_of(split: TestsSplit, text: str) -> Layout | None:
    """`text` cut by `split` (blank lines dropped, as the split ignores them), or None when
    the input does not follow the layout."""
    tests = split_tests(split, text)
    if tests is None:
        return None
    lines = [line for line in text.split("\n") if line.strip()]
    start = 1 if split.counted else 0
    end = start + sum(len(test) for test in tests)
    return Layout(tuple(lines[:start]), tuple(tests), tuple(lines[end:]))


@dataclass(frozen=True)
class Shrunk:
    """What a shrink did: the smallest failing input found and how it got there."""

    text: str
    tests: tuple[int, int] | None  # (kept, total) where the input was cut into tests
    numbers: int | None  # steps making a number smaller; None: too large to reduce numbers
    runs: int  # `fails` calls
    exhausted: bool  # the budget ran out before the shrink was done


class _Budget:
    """`fails` counted, and refused (a candidate that does not fail) once the budget is spent;
    called from several threads at once."""

    def __init__(
        self,
        fails: Callable[[str], bool],
        budget: int,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self._fails, self._left, self.runs = fails, budget, 0
        self._progress = progress
        self._lock = threading.Lock()

    @property
    def exhausted(self) -> bool:
        return self._left <= 0

    def __call__(self, text: str) -> bool:
        with self._lock:
            if self._left <= 0:
                return False
            self._left -= 1
            self.runs += 1
        if self._progress:
            self._progress(f"shrinking: {self.runs} inputs tried, {len(text)} bytes")
        return self._fails(text)


def _first_failing(
    options: Iterable[T], render: Callable[[T], str], fails: _Budget, jobs: int
) -> T | None:
    """The first option (in order) whose input still fails; options are tried `jobs` at once,
    and those queued behind the first failure are cancelled."""
    stream = ordered(lambda option: fails(render(option)), options, jobs)
    try:
        for option, failed in stream:
            if failed:
                return option
    finally:
        stream.close()
    return None


def drop_tests(layout: Layout, fails: _Budget, jobs: int) -> list[int]:
    """The fewest tests (0-based numbers) delta debugging finds that still fail: pieces kept
    alone, then pieces dropped, the pieces halved while neither fails."""
    kept = list(range(len(layout.tests)))
    chunks = 2
    while len(kept) >= 2 and not fails.exhausted:
        size = -(-len(kept) // chunks)
        pieces = [kept[i : i + size] for i in range(0, len(kept), size)]
        options = list(pieces)
        if len(pieces) > 2:  # with two pieces, dropping one is keeping the other
            for piece in pieces:
                dropped = set(piece)
                options.append([index for index in kept if index not in dropped])
        found = _first_failing(enumerate(options), lambda item: layout.text(item[1]), fails, jobs)
        if found is None:
            if chunks >= len(kept):
                break
            chunks = min(len(kept), chunks * 2)
        else:
            kept = found[1]
            chunks = 2 if found[0] < len(pieces) else max(chunks - 1, 2)
    return kept


def smaller_values(value: int) -> Iterator[int]:
    """Values toward 0 from `value`: 0, half-way, three quarters of the way back, ..., one
    less (one more for a negative value), each once."""
    sign, size = (1, value) if value >= 0 else (-1, -value)
    seen = set()
    for step in (size, *(size >> shift for shift in range(1, size.bit_length() + 1))):
        candidate = size - step
        if step > 0 and candidate not in seen:
            seen.add(candidate)
            yield sign * candidate


def _replaced(lines: list[str], row: int, span: tuple[int, int], value: int) -> list[str]:
    line = lines[row]
    return [*lines[:row], line[: span[0]] + str(value) + line[span[1] :], *lines[row + 1 :]]


def _render(lines: list[str], ending: str, row: int, span: tuple[int, int], value: int) -> str:
    """The input with the number at `span` of line `row` set to `value`."""
    return "\n".join(_replaced(lines, row, span, value)) + ending


Candidates = Callable[[int], Iterable[int]]
"""A problem's own smaller values for one number (generator.py's `smaller_numbers`): those
that keep the input's structure (the smaller Fibonacci numbers, where only they fail)."""


def _reduce_token(
    lines: list[str],
    ending: str,
    row: int,
    ordinal: int,
    fails: _Budget,
    jobs: int,
    more: Candidates | None = None,
) -> tuple[list[str], int]:
    """The `ordinal`-th number of line `row` moved toward 0 while the input still fails
    (the problem's own candidates, `more`, tried where halving finds nothing): the lines
    after, and how many steps were taken."""
    steps = 0
    while not fails.exhausted:
        matches = list(_NUMBER.finditer(lines[row]))
        if ordinal >= len(matches):
            break
        match = matches[ordinal]
        span, value = match.span(), int(match.group())
        render = partial(_render, lines, ending, row, span)
        found = _first_failing(smaller_values(value), render, fails, jobs)
        if found is None and more is not None:
            smaller = [v for v in more(value) if isinstance(v, int) and abs(v) < abs(value)]
            found = _first_failing(smaller, render, fails, jobs)
        if found is None:
            break
        lines, steps = _replaced(lines, row, span, found), steps + 1
    return lines, steps


def reduce_numbers(
    lines: list[str],
    ending: str,
    rows: range,
    fails: _Budget,
    jobs: int,
    more: Candidates | None = None,
) -> tuple[list[str], int]:
    """Every number of the lines `rows` moved toward 0 while the input still fails (the
    input being the lines joined, then `ending`), in passes until one changes nothing: the
    lines after, and the steps taken."""
    total = 0
    while not fails.exhausted:
        changed = 0
        for row in rows:
            for ordinal in range(len(_NUMBER.findall(lines[row]))):
                lines, steps = _reduce_token(lines, ending, row, ordinal, fails, jobs, more)
                changed += steps
        total += changed
        if not changed:
            break
    return lines, total


def can_shrink(split: TestsSplit | None, text: str) -> bool:
    """Whether shrink_input can do anything with `text`: cut it into tests by `split`, or
    (small enough) reduce a number of it."""
    if split is not None and layout_of(split, text) is not None:
        return True
    return len(text) <= REDUCE_LIMIT and any(
        int(match.group()) != 0 for match in _NUMBER.finditer(text)
    )


def shrink_input(
    text: str,
    fails: Callable[[str], bool],
    split: TestsSplit | None,
    jobs: int = 1,
    budget: int = SHRINK_RUNS,
    progress: Callable[[str], None] | None = None,
    more: Candidates | None = None,
) -> Shrunk:
    """The smallest input found below `text` (which fails) that still fails: tests dropped
    where `split` cuts it, then numbers reduced (see the module docstring; `more`: the
    problem's own candidates for a number). Where nothing could be dropped or reduced, the
    input is `text` itself."""
    counted = _Budget(fails, budget, progress)
    layout = layout_of(split, text) if split is not None else None
    tests: tuple[int, int] | None = None
    if layout is not None:
        kept = drop_tests(layout, counted, jobs)
        tests = (len(kept), len(layout.tests))
        layout = Layout(layout.head, tuple(layout.tests[i] for i in kept), layout.tail)
        lines = layout.text(range(len(layout.tests))).split("\n")[:-1]
        rows = range(len(layout.head), len(lines) - len(layout.tail))
        ending = "\n"
    else:
        lines = text.split("\n")
        ending = "\n" if lines[-1] == "" else ""  # the input's own last line ending kept
        lines = lines[:-1] if ending else lines
        rows = range(len(lines))
    numbers: int | None = None
    if sum(len(line) + 1 for line in lines) <= REDUCE_LIMIT:
        lines, numbers = reduce_numbers(lines, ending, rows, counted, jobs, more)
    unchanged = not numbers and (tests is None or tests[0] == tests[1])
    shrunk = text if unchanged else "\n".join(lines) + ending  # a rewrite never run stays out
    return Shrunk(shrunk, tests, numbers, counted.runs, counted.exhausted)
