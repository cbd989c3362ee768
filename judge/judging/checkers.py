"""Output checkers: plain functions (input, expected, output) -> CheckResult, looked up by name.

- `hdu`: AC when the output equals the expected output up to trailing white space at line ends
  and trailing blank lines; PE when only the layout differs (same tokens); else WA.
- `tokens`: the token sequences must be equal (white space is insignificant).
- `float`: like `tokens`, but numeric tokens may differ within an absolute or relative tolerance.
- `custom`: the problem's own `checker.py`, whose `check(input, expected, output)` returns
  `(verdict, message)` with verdict AC, WA or PE.
- `default_validator(flags)`: the Kattis problem package format's default output validator
  (for Kattis packages; never PE), configured by its `validator_flags` words.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

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


def token_difference(
    expected: str, output: str, same: Callable[[str, str], bool] = str.__eq__
) -> str | None:
    """A message for the first token where `output` differs from `expected`, or None."""
    got = _tokens(output)
    count = 0
    for want, want_line, _ in _tokens(expected):
        token = next(got, None)
        if token is None:
            return (
                f"output ends after {count} token(s); expected {_show(want)} "
                f"(expected output line {want_line})"
            )
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


def floats(
    input: str, expected: str, output: str, abs: float = 1e-6, rel: float = 1e-6
) -> CheckResult:
    """Token comparison where numbers may differ by `abs` absolute or `rel` relative error."""
    difference = token_difference(expected, output, functools.partial(_close, abs, rel))
    return CheckResult(Verdict.AC) if difference is None else CheckResult(Verdict.WA, difference)


BUILTIN: dict[str, Callable[..., CheckResult]] = {"hdu": hdu, "tokens": tokens, "float": floats}
NAMES = (*BUILTIN, "custom")
# The options each checker takes (checker_options in problem.yaml), all non-negative numbers.
OPTIONS: dict[str, tuple[str, ...]] = {
    "hdu": (),
    "tokens": (),
    "float": ("abs", "rel"),
    "custom": (),
}


def option_error(name: str, options: Mapping[str, Any]) -> str | None:
    """Why `options` do not suit the checker `name`, or None when they do."""
    known = OPTIONS.get(name, ())
    for key, value in options.items():
        if key not in known:
            takes = f"it takes {', '.join(known)}" if known else "it takes no options"
            return f"checker {name!r} has no option {key!r} ({takes})"
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
            return f"option {key!r} must be a non-negative number, got {value!r}"
    return None


def builtin(name: str, options: Mapping[str, Any]) -> Checker:
    """A built-in checker with its options bound (checked by `option_error` on loading)."""
    return functools.partial(BUILTIN[name], **options) if options else BUILTIN[name]


def custom(check: Callable, path: Path) -> Checker:
    """A problem's own `check(input, expected, output)` from `path`, as a Checker: its answer
    is validated, and its failures become a JudgeError naming the file."""
    return functools.partial(_run_custom, check, path)


def _run_custom(check: Callable, path: Path, input: str, expected: str, output: str) -> CheckResult:
    try:
        result = check(input, expected, output)
        verdict, message = (
            (result.verdict, result.message) if isinstance(result, CheckResult) else result
        )
        verdict = Verdict(str(verdict))
    except JudgeError:
        raise
    except Exception as exc:  # a broken checker is a data error, reported plainly
        raise JudgeError(f"{path}: the checker failed: {type(exc).__name__}: {exc}") from None
    if verdict not in (Verdict.AC, Verdict.WA, Verdict.PE):
        raise JudgeError(f"{path}: the checker returned {verdict}; it may return AC, WA or PE")
    return CheckResult(verdict, str(message))


# ------------------------------------------------------------------ the Kattis default validator

# The Kattis problem package format's default output validator ("a beefed-up diff"), as the spec
# describes it (legacy and 2023-07-draft, section "Default output validator specification") and
# problemtools' default_validator.cc implements it:
# - tokens are maximal runs of non-white-space, white space being exactly space, \t, \n, \r,
#   \v and \f (C's isspace); the two files must have the same number of tokens;
# - tokens compare case-insensitively (ASCII letters only) unless `case_sensitive`;
# - `space_change_sensitive`: every run of white space, leading and trailing ones included, must
#   equal the answer's exactly;
# - with a float tolerance (`float_absolute_tolerance e`, `float_relative_tolerance e`, or
#   `float_tolerance e` for both), an answer token that is a float (the spec's grammar, finite)
#   requires an output token that is one too, accepted when |s - a| <= abs or |s - a| <= rel*|a|;
#   integers are floats too; other answer tokens compare as strings;
# - there is no presentation error: the verdict is AC or WA.
# Flags are read as problemtools reads them: a later tolerance overrides an earlier one.

KATTIS_FLAGS = (
    "case_sensitive",
    "space_change_sensitive",
    "float_tolerance",
    "float_absolute_tolerance",
    "float_relative_tolerance",
)
_KATTIS_SPACE = " \t\n\r\x0b\x0c"
_KATTIS_TOKEN = re.compile(f"[^{_KATTIS_SPACE}]+")
_KATTIS_PIECES = re.compile(f"([^{_KATTIS_SPACE}]+)")
_KATTIS_FLOAT = re.compile(r"[+-]?(?:[0-9]*\.[0-9]+|[0-9]+\.?)(?:[eE][+-]?[0-9]+)?")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


@dataclass(frozen=True)
class DefaultValidatorFlags:
    """The options of the Kattis default output validator (None: that tolerance is not set)."""

    case_sensitive: bool = False
    space_change_sensitive: bool = False
    float_absolute_tolerance: float | None = None
    float_relative_tolerance: float | None = None

    @property
    def floats(self) -> bool:
        """Whether a float tolerance is set (then float tokens compare as numbers)."""
        return (
            self.float_absolute_tolerance is not None or self.float_relative_tolerance is not None
        )


def parse_validator_flags(words: Sequence[str]) -> DefaultValidatorFlags:
    """The default validator's options from its argument words; ValueError when one is unknown
    or a tolerance lacks a non-negative number."""
    options: dict = {}
    words = list(words)
    k = 0
    while k < len(words):
        word = words[k]
        if word in ("case_sensitive", "space_change_sensitive"):
            options[word] = True
        elif word in ("float_tolerance", "float_absolute_tolerance", "float_relative_tolerance"):
            value = _kattis_float(words[k + 1]) if k + 1 < len(words) else None
            if value is None or value < 0:
                raise ValueError(f"{word} needs a non-negative number after it")
            if word != "float_relative_tolerance":
                options["float_absolute_tolerance"] = value
            if word != "float_absolute_tolerance":
                options["float_relative_tolerance"] = value
            k += 1
        else:
            raise ValueError(f"unknown flag {word!r} (known: {', '.join(KATTIS_FLAGS)})")
        k += 1
    return DefaultValidatorFlags(**options)


def _kattis_float(token: str) -> float | None:
    """The value of a token that is a floating-point number by the spec's grammar, else None
    (also for values that overflow to infinity, as strtod's do)."""
    if not _KATTIS_FLOAT.fullmatch(token):
        return None
    value = float(token)
    return value if math.isfinite(value) else None


def _kattis_tokens(text: str) -> Iterator[tuple[str, int, int]]:
    """Each token with its 1-based line and column (lines end at \\n only)."""
    for number, line in enumerate(text.split("\n"), 1):
        for match in _KATTIS_TOKEN.finditer(line):
            yield match.group(), number, match.start() + 1


def _kattis_compare(flags: DefaultValidatorFlags, want: str, got: str) -> str | None:
    """Why the output token `got` does not match the answer token `want`, or None."""
    if flags.floats:
        expected = _kattis_float(want)
        if expected is not None:
            value = _kattis_float(got)
            if value is None:
                return f"expected a number close to {_show(want)}, got {_show(got)}"
            error = abs(value - expected)
            abs_tol, rel_tol = flags.float_absolute_tolerance, flags.float_relative_tolerance
            if (abs_tol is not None and error <= abs_tol) or (
                rel_tol is not None and error <= rel_tol * abs(expected)
            ):
                return None
            return (
                f"expected {_show(want)}, got {_show(got)}: absolute error {error:.3g}"
                + (f" > {abs_tol:g}" if abs_tol is not None else "")
                + (
                    f", relative error {error / abs(expected):.3g} > {rel_tol:g}"
                    if rel_tol is not None and expected != 0
                    else ""
                )
            )
    same = (
        want == got
        if flags.case_sensitive
        else want.translate(_ASCII_LOWER) == got.translate(_ASCII_LOWER)
    )
    return None if same else f"expected {_show(want)}, got {_show(got)}"


def kattis_default(
    input: str, expected: str, output: str, flags: DefaultValidatorFlags = DefaultValidatorFlags()
) -> CheckResult:
    """The Kattis default output validator: AC or WA, never PE."""
    got = _kattis_tokens(output)
    count = 0
    for want, want_line, _ in _kattis_tokens(expected):
        token = next(got, None)
        if token is None:
            return CheckResult(
                Verdict.WA,
                f"output ends after {count} token(s); expected "
                f"{_show(want)} (answer line {want_line})",
            )
        value, line, column = token
        reason = _kattis_compare(flags, want, value)
        if reason is not None:
            return CheckResult(Verdict.WA, f"line {line}, column {column}: {reason}")
        count += 1
    extra = next(got, None)
    if extra is not None:
        value, line, column = extra
        return CheckResult(
            Verdict.WA, f"extra output at line {line}, column {column}: {_show(value)}"
        )
    if flags.space_change_sensitive:
        want_spaces = _KATTIS_PIECES.split(expected)[::2]
        got_spaces = _KATTIS_PIECES.split(output)[::2]
        for index, (a, b) in enumerate(zip(want_spaces, got_spaces)):
            if a != b:
                where = (
                    "before the first token"
                    if index == 0
                    else "after the last token"
                    if index == len(want_spaces) - 1
                    else f"after token {index}"
                )
                return CheckResult(Verdict.WA, f"white space {where}: expected {a!r}, got {b!r}")
    return CheckResult(Verdict.AC)


def default_validator(flags: Sequence[str] = ()) -> Checker:
    """The Kattis default output validator configured by its flag words (ValueError when they
    are not valid)."""
    return functools.partial(kattis_default, flags=parse_validator_flags(flags))
