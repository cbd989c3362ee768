"""How an input splits into independent tests (problem.yaml's `tests_split`), and the test a
wrong output first differs on.

Most problems of the set are many independent games in one input. A problem declares their
layout with a few words, enough for every layout of the set:

- `count: first-line`: the first line holds the number of tests (else they run to `until`,
  or to the end of the input);
- `until: "0"`: the line that ends the input, not a test;
- `lines: 2`: the lines of one test, or `lines: header`: a header line whose first number n
  says how many lines follow it;
- `output: 1`: the output lines of one test (default 1), or `output: varies` where a test's
  answer has no fixed number of lines (the test cannot be found from the output line).

Blank lines are not part of any test (HDU's inputs allow them between tests).
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from typing import Any

from judge.i18n import ENGLISH

_KEYS = {"count", "until", "lines", "output"}
SHOWN_LINES = 10  # lines of a failing test's input shown
SHOWN_WIDTH = 100  # characters of each


@dataclass(frozen=True)
class TestsSplit:
    """A problem's declared input layout (see the module docstring)."""

    __test__ = False  # a domain name beginning "Test", not a test class for pytest to collect

    counted: bool = False  # the first line holds the number of tests
    until: str | None = None  # the terminator line, whitespace-normalised
    lines: int | None = 1  # lines per test; None: a header line with the count of the rest
    output: int | None = 1  # output lines per test; None: it varies


@dataclass(frozen=True)
class FailingTest:
    """The test a wrong output first differs on, in the input's terms."""

    number: int  # 1-based
    total: int
    input_lines: tuple[str, ...]
    expected: tuple[str, ...]
    got: tuple[str, ...]  # empty: the output ended before it


def parse_split(data: Any) -> TestsSplit | str:
    """problem.yaml's `tests_split` as a TestsSplit, or what is wrong with it."""
    if not isinstance(data, dict):
        return 'must be a mapping such as {lines: 1, until: "0"}'
    unknown = set(data) - _KEYS
    if unknown:
        return f"unknown key(s) {', '.join(sorted(map(str, unknown)))} (known: count, until, lines, output)"
    count = data.get("count")
    if count not in (None, "first-line"):
        return f"count: {count!r}: the only count is first-line"
    until = data.get("until")
    if until is not None and not isinstance(until, (str, int)):
        return 'until: the terminator line, e.g. "0"'
    lines = data.get("lines", 1)
    if lines != "header" and not (isinstance(lines, int) and lines >= 1):
        return f"lines: {lines!r}: a number of lines (1 or more) or header"
    output = data.get("output", 1)
    if output != "varies" and not (isinstance(output, int) and output >= 1):
        return f"output: {output!r}: a number of lines (1 or more) or varies"
    return TestsSplit(
        counted=count == "first-line",
        until=None if until is None else " ".join(str(until).split()),
        lines=None if lines == "header" else lines,
        output=None if output == "varies" else output,
    )


def split_tests(split: TestsSplit, text: str) -> list[tuple[str, ...]] | None:
    """The input's tests, each its lines; None when the input does not follow the layout."""
    lines = [line for line in text.split("\n") if line.strip()]
    position, tests = 0, list[tuple[str, ...]]()
    try:
        total = int(lines[0].split()[0]) if split.counted else None
        position = 1 if split.counted else 0
        while position < len(lines) and (total is None or len(tests) < total):
            if split.until is not None and " ".join(lines[position].split()) == split.until:
                break
            size = split.lines or 1 + int(lines[position].split()[0])
            if size < 1 or position + size > len(lines):
                return None
            tests.append(tuple(lines[position : position + size]))
            position += size
    except (IndexError, ValueError):
        return None
    return tests if total is None or len(tests) == total else None


def _answer_lines(text: str) -> list[str]:
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def first_difference(expected: str, output: str) -> int | None:
    """The 0-based index of the first output line whose tokens differ from the expected
    line's (a missing line differs), or None when every line's tokens agree."""
    want, got = _answer_lines(expected), _answer_lines(output)
    for index in range(max(len(want), len(got))):
        a = want[index].split() if index < len(want) else None
        b = got[index].split() if index < len(got) else None
        if a != b:
            return index
    return None


def failing_test(split: TestsSplit, input: str, expected: str, output: str) -> FailingTest | None:
    """The test the output first differs on, or None where it cannot be told (a varying number
    of output lines per test, an input off the layout, no line that differs)."""
    if split.output is None:
        return None
    index = first_difference(expected, output)
    tests = split_tests(split, input)
    if index is None or tests is None:
        return None
    number = index // split.output
    if number >= len(tests):
        return None
    start, end = number * split.output, (number + 1) * split.output
    return FailingTest(
        number=number + 1,
        total=len(tests),
        input_lines=tests[number],
        expected=tuple(_answer_lines(expected)[start:end]),
        got=tuple(_answer_lines(output)[start:end]),
    )


def _cut(line: str) -> str:
    return line if len(line) <= SHOWN_WIDTH else line[:SHOWN_WIDTH] + "..."


def _quoted(lines: tuple[str, ...]) -> str:
    return " / ".join(f"`{_cut(line)}`" for line in lines) if lines else "nothing"


def failing_test_text(test: FailingTest, tr: gettext.NullTranslations = ENGLISH) -> str:
    """One line for a single-line test ("game 43 of 45: input `1134903170`: expected `First
    win`, got `Second win`"), else the verdict line and the test's input lines below it; in
    ``tr``'s language."""
    _ = tr.gettext
    head = _("game {number} of {total}").format(number=test.number, total=test.total)
    answers = _("expected {expected}, got {got}").format(
        expected=_quoted(test.expected), got=_quoted(test.got)
    )
    if len(test.input_lines) == 1:
        return _("{game}: input {input}: {answers}").format(
            game=head, input=_quoted(test.input_lines), answers=answers
        )
    shown = [f"  | {_cut(line)}" for line in test.input_lines[:SHOWN_LINES]]
    if len(test.input_lines) > SHOWN_LINES:
        more = _("... ({count} more lines)").format(count=len(test.input_lines) - SHOWN_LINES)
        shown.append(f"  {more}")
    return "\n".join(
        [_("{game}: {answers}; its input:").format(game=head, answers=answers), *shown]
    )
