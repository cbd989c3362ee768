"""Output checkers: plain functions (input, expected, output) -> CheckResult, looked up by name.

- `hdu`: AC when the output equals the expected output up to trailing white space at line ends
  and trailing blank lines; PE when only the layout differs (same tokens); else WA.
- `tokens`: the token sequences must be equal (white space is insignificant).
- `float`: like `tokens`, but numeric tokens may differ within an absolute or relative tolerance.
- `custom`: the problem's own `checker.py`, whose `check(input, expected, output)` returns
  `(verdict, message)` with verdict AC, WA or PE.
"""

from __future__ import annotations

import functools
import math
import re
from pathlib import Path
from typing import Callable, Iterator

from judge.errors import JudgeError
from judge.judging.verdict import CheckResult, Verdict

Checker = Callable[[str, str, str], CheckResult]

_TOKEN = re.compile(r"\S+")
_SHOWN = 40  # characters of a token or line shown in a message


def _show(text: str) -> str:
    return repr(text if len(text) <= _SHOWN else text[:_SHOWN] + "...")


def _tokens(text: str) -> Iterator[tuple[str, int, int]]:
    """Each token with its 1-based line and column."""
    for number, line in enumerate(text.split("\n"), 1):
        for match in _TOKEN.finditer(line):
            yield match.group(), number, match.start() + 1


def token_difference(expected: str, output: str,
                     same: Callable[[str, str], bool] = str.__eq__) -> str | None:
    """A message for the first token where `output` differs from `expected`, or None."""
    got = _tokens(output)
    count = 0
    for want, want_line, _ in _tokens(expected):
        token = next(got, None)
        if token is None:
            return (f"output ends after {count} token(s); expected {_show(want)} "
                    f"(expected output line {want_line})")
        value, line, column = token
        if not same(want, value):
            return f"line {line}, column {column}: expected {_show(want)}, got {_show(value)}"
        count += 1
    extra = next(got, None)
    if extra is not None:
        value, line, column = extra
        return f"extra output at line {line}, column {column}: {_show(value)}"
    return None


def _significant_lines(text: str) -> list[str]:
    lines = [line.rstrip(" \t\r") for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def hdu(input: str, expected: str, output: str) -> CheckResult:
    """HDU-style comparison: exact lines modulo trailing white space; PE for layout only."""
    want, got = _significant_lines(expected), _significant_lines(output)
    if want == got:
        return CheckResult(Verdict.AC)
    difference = token_difference(expected, output)
    if difference is not None:
        return CheckResult(Verdict.WA, difference)
    for number, (a, b) in enumerate(zip(want, got), 1):
        if a != b:
            return CheckResult(Verdict.PE, f"line {number}: expected {_show(a)}, got {_show(b)}")
    number = min(len(want), len(got)) + 1
    return CheckResult(Verdict.PE, f"line {number}: expected {len(want)} line(s), got {len(got)}")


def tokens(input: str, expected: str, output: str) -> CheckResult:
    """Whitespace-insensitive token comparison."""
    difference = token_difference(expected, output)
    return CheckResult(Verdict.AC) if difference is None else CheckResult(Verdict.WA, difference)


def _close(abs_tol: float, rel_tol: float, want: str, got: str) -> bool:
    if want == got:
        return True
    try:
        a, b = float(want), float(got)
    except ValueError:
        return False
    if math.isnan(a) or math.isnan(b):
        return False
    return abs(a - b) <= abs_tol or abs(a - b) <= rel_tol * abs(a)


def floats(input: str, expected: str, output: str,
           abs: float = 1e-6, rel: float = 1e-6) -> CheckResult:
    """Token comparison where numbers may differ by `abs` absolute or `rel` relative error."""
    difference = token_difference(expected, output, functools.partial(_close, abs, rel))
    return CheckResult(Verdict.AC) if difference is None else CheckResult(Verdict.WA, difference)


BUILTIN: dict[str, Callable[..., CheckResult]] = {"hdu": hdu, "tokens": tokens, "float": floats}
NAMES = (*BUILTIN, "custom")
# The options each checker takes (checker_options in problem.yaml), all non-negative numbers.
OPTIONS: dict[str, tuple[str, ...]] = {"hdu": (), "tokens": (), "float": ("abs", "rel"),
                                       "custom": ()}


def option_error(name: str, options: dict) -> str | None:
    """Why `options` do not suit the checker `name`, or None when they do."""
    known = OPTIONS.get(name, ())
    for key, value in options.items():
        if key not in known:
            takes = f"it takes {', '.join(known)}" if known else "it takes no options"
            return f"checker {name!r} has no option {key!r} ({takes})"
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
            return f"option {key!r} must be a non-negative number, got {value!r}"
    return None


def builtin(name: str, options: dict) -> Checker:
    """A built-in checker with its options bound (checked by `option_error` on loading)."""
    return functools.partial(BUILTIN[name], **options) if options else BUILTIN[name]


def custom(check: Callable, path: Path) -> Checker:
    """A problem's own `check(input, expected, output)` from `path`, as a Checker: its answer
    is validated, and its failures become a JudgeError naming the file."""
    return functools.partial(_run_custom, check, path)


def _run_custom(check: Callable, path: Path, input: str, expected: str, output: str) -> CheckResult:
    try:
        result = check(input, expected, output)
        verdict, message = (result.verdict, result.message) if isinstance(result, CheckResult) else result
        verdict = Verdict(str(verdict))
    except JudgeError:
        raise
    except Exception as exc:  # a broken checker is a data error, reported plainly
        raise JudgeError(f"{path}: the checker failed: {type(exc).__name__}: {exc}") from None
    if verdict not in (Verdict.AC, Verdict.WA, Verdict.PE):
        raise JudgeError(f"{path}: the checker returned {verdict}; it may return AC, WA or PE")
    return CheckResult(verdict, str(message))
