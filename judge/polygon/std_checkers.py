"""testlib's standard checkers (Polygon's `std::*.cpp`) as judge's own checkers with the same
rules, for a package that names one without carrying its source (a standard package). Where the
package carries the source (files/check.cpp, as full packages do), that is built and run
instead (judge.polygon.testlib).

- `wcmp`: the sequences of tokens are equal; `ncmp`: of integers; `hcmp`: one huge integer.
- `lcmp`: line by line, each line's tokens equal (blank lines at the end ignored).
- `fcmp`: line by line, each line equal as it is.
- `rcmp4`, `rcmp6`, `rcmp9`: reals within 1e-4, 1e-6, 1e-9 absolute or relative error (also
  `rcmp` 1.5e-6, `dcmp` 1e-6).
- `yesno`: one token, YES or NO in any case, equal to the answer's; `nyesno`: several.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from judge.judging.checkers import Checker, floats, token_difference, tokens
from judge.judging.verdict import CheckResult, Verdict

_INTEGER = re.compile(r"-?\d+")


def _lines(text: str) -> list[str]:
    lines = [line.rstrip("\r") for line in text.split("\n")]
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def lcmp(input: str, expected: str, output: str) -> CheckResult:
    """Each line's tokens equal."""
    want, got = _lines(expected), _lines(output)
    for number, (a, b) in enumerate(zip(want, got), 1):
        if a.split() != b.split():
            return CheckResult(
                Verdict.WA, f"line {number} differs: expected {a[:40]!r}, found {b[:40]!r}"
            )
    if len(want) != len(got):
        return CheckResult(Verdict.WA, f"expected {len(want)} line(s), found {len(got)}")
    return CheckResult(Verdict.AC)


def fcmp(input: str, expected: str, output: str) -> CheckResult:
    """Each line equal as it is."""
    want, got = _lines(expected), _lines(output)
    for number, (a, b) in enumerate(zip(want, got), 1):
        if a != b:
            return CheckResult(Verdict.WA, f"line {number} differs")
    if len(want) != len(got):
        return CheckResult(Verdict.WA, f"expected {len(want)} line(s), found {len(got)}")
    return CheckResult(Verdict.AC)


def _same_integer(want: str, got: str) -> bool:
    return bool(_INTEGER.fullmatch(got)) and int(want) == int(got)


def ncmp(input: str, expected: str, output: str) -> CheckResult:
    """The integers equal."""
    bad = next((t for t in output.split() if not _INTEGER.fullmatch(t)), None)
    if bad is not None:
        return CheckResult(Verdict.PE, f"expected an integer, found {bad[:40]!r}")
    difference = token_difference(expected, output, _same_integer)
    return CheckResult(Verdict.AC) if difference is None else CheckResult(Verdict.WA, difference)


def yesno(input: str, expected: str, output: str, many: bool = False) -> CheckResult:
    """YES or NO, in any case, as the answer says."""
    want, got = expected.split(), output.split()
    if not many:
        want, got = want[:1], got[:1] + (["<extra>"] if len(got) > 1 else [])
    for a, b in zip(want, got):
        if b.upper() not in ("YES", "NO"):
            return CheckResult(Verdict.WA, f"YES or NO expected, found {b[:40]!r}")
        if a.upper() != b.upper():
            return CheckResult(Verdict.WA, f"expected {a.upper()}, found {b.upper()}")
    if len(want) != len(got):
        return CheckResult(Verdict.WA, f"expected {len(want)} answer(s), found {len(got)}")
    return CheckResult(Verdict.AC)


STANDARD: dict[str, tuple[Callable[..., CheckResult], str]] = {
    "wcmp": (tokens, "tokens equal"),
    "ncmp": (ncmp, "integers equal"),
    "hcmp": (ncmp, "huge integers equal"),
    "lcmp": (lcmp, "each line's tokens equal"),
    "fcmp": (fcmp, "each line equal"),
    "rcmp4": (functools.partial(floats, abs=1e-4, rel=1e-4), "reals within 1e-4"),
    "rcmp6": (functools.partial(floats, abs=1e-6, rel=1e-6), "reals within 1e-6"),
    "rcmp9": (functools.partial(floats, abs=1e-9, rel=1e-9), "reals within 1e-9"),
    "rcmp": (functools.partial(floats, abs=1.5e-6, rel=1.5e-6), "reals within 1.5e-6"),
    "dcmp": (functools.partial(floats, abs=1e-6, rel=1e-6), "reals within 1e-6"),
    "yesno": (yesno, "YES or NO, any case"),
    "nyesno": (functools.partial(yesno, many=True), "YES or NO answers, any case"),
}


def standard_name(name: str) -> str | None:
    """The standard checker a checker's name names (`std::lcmp.cpp` -> `lcmp`), or None."""
    if not name.startswith("std::"):
        return None
    stem = name[len("std::") :].rsplit(".", 1)[0]
    return stem if stem in STANDARD else None


def standard_checker(stem: str) -> Checker:
    """judge's own checker with the rule of testlib's standard checker `stem`."""
    return STANDARD[stem][0]
