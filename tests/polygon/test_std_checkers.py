"""testlib's standard checkers as judge's own: each one's rule on the outputs that tell it
from its neighbours."""

from __future__ import annotations

import pytest

from judge.judging.verdict import Verdict
from judge.polygon.std_checkers import standard_checker, standard_name

AC, WA, PE = Verdict.AC, Verdict.WA, Verdict.PE


@pytest.mark.parametrize(
    ("stem", "answer", "output", "verdict"),
    [
        ("wcmp", "a b\nc\n", "a\nb c", AC),
        ("wcmp", "a b\n", "a B\n", WA),
        ("lcmp", "1 2\n3\n", "1   2\n3\n\n", AC),
        ("lcmp", "1 2\n3\n", "1\n2 3\n", WA),  # the same tokens on other lines
        ("fcmp", "1 2\n", "1 2\n", AC),
        ("fcmp", "1 2\n", "1  2\n", WA),
        ("ncmp", "-5 007\n", "-5 7\n", AC),
        ("ncmp", "5\n", "6\n", WA),
        ("ncmp", "5\n", "five\n", PE),
        ("rcmp4", "1.0\n", "1.00009\n", AC),
        ("rcmp6", "1.0\n", "1.00009\n", WA),
        ("rcmp9", "1000000.0\n", "1000000.0001\n", AC),  # relative error 1e-10
        ("yesno", "YES\n", "yes\n", AC),
        ("yesno", "YES\n", "no\n", WA),
        ("yesno", "NO\n", "maybe\n", WA),
        ("nyesno", "YES NO\n", "yes no\n", AC),
    ],
)
def test_each_standard_checkers_rule(stem, answer, output, verdict):
    assert standard_checker(stem)("", answer, output).verdict is verdict


def test_standard_names_are_read_from_polygons_checker_names():
    assert standard_name("std::rcmp6.cpp") == "rcmp6"
    assert standard_name("std::nosuch.cpp") is None
    assert standard_name("check.cpp") is None
