"""The output checkers as pure functions."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from judge.judging.checkers import custom, floats, hdu, option_error, tokens
from judge.judging.verdict import Verdict


@pytest.mark.parametrize(
    "output, verdict",
    [
        ("first\nsecond\n", Verdict.AC),
        ("first\nsecond", Verdict.AC),  # no final newline
        ("first  \nsecond\t\n\n\n", Verdict.AC),  # trailing spaces and blank lines
        ("first\r\nsecond\r\n", Verdict.AC),
        ("first second\n", Verdict.PE),  # same tokens, other layout
        ("\nfirst\nsecond\n", Verdict.PE),  # a leading blank line
        ("first\n  second\n", Verdict.PE),  # leading spaces
        ("first\nfirst\n", Verdict.WA),
        ("first\n", Verdict.WA),
        ("first\nsecond\nthird\n", Verdict.WA),
        ("", Verdict.WA),
        ("First\nsecond\n", Verdict.WA),  # case matters
    ],
)
def test_hdu_checker(output, verdict):
    assert hdu("", "first\nsecond\n", output).verdict is verdict


def test_hdu_messages_locate_the_first_mismatch():
    assert hdu("", "a b\nc d\n", "a b\nc x\n").message == "line 2, column 3: expected 'd', got 'x'"
    assert hdu("", "a\nb\n", "a\n").message.startswith("output ends after 1 token(s); expected 'b'")
    assert hdu("", "a\n", "a\nzzz\n").message == "extra output at line 2, column 1: 'zzz'"
    assert hdu("", "a\nb\n", "a b\n").message == "line 1: expected 'a', got 'a b'"
    long = "x" * 100
    assert "..." in hdu("", "a\n", long).message


def test_tokens_checker_ignores_whitespace_only():
    assert tokens("", "1 2\n3\n", "1\n2 3").verdict is Verdict.AC
    assert tokens("", "1 2 3", "1 2 4").verdict is Verdict.WA


def test_float_checker_tolerances():
    assert floats("", "1.0 x", "1.0000001 x").verdict is Verdict.AC
    assert floats("", "1.0", "1.1").verdict is Verdict.WA
    assert floats("", "1000000", "1000000.5", abs=1e-9, rel=1e-6).verdict is Verdict.AC
    assert floats("", "1.0", "nan").verdict is Verdict.WA
    assert floats("", "yes", "no").verdict is Verdict.WA


def test_custom_checker_answers_are_taken_as_verdicts(tmp_path):
    def check(input, expected, output):
        return ("AC", "ok") if output.strip() == str(len(input)) else ("WA", "bad length")

    checker = custom(check, tmp_path / "checker.py")
    assert checker("abc", "", "3\n").verdict is Verdict.AC
    assert checker("abc", "", "4\n").message == "bad length"


def test_broken_custom_checker_is_a_plain_error(tmp_path):
    checker = custom(lambda i, e, o: 1 / 0, tmp_path / "checker.py")
    with pytest.raises(JudgeError, match=r"checker\.py: the checker failed: ZeroDivisionError"):
        checker("", "", "")
    with pytest.raises(JudgeError, match="may return AC, WA or PE"):
        custom(lambda i, e, o: ("TLE", ""), tmp_path / "checker.py")("", "", "")


@pytest.mark.parametrize(
    "name, options, error",
    [
        ("hdu", {}, None),
        ("float", {"abs": 0.001, "rel": 0}, None),
        ("hdu", {"abs": 0.001}, "checker 'hdu' has no option 'abs' (it takes no options)"),
        ("float", {"eps": 1}, "checker 'float' has no option 'eps' (it takes abs, rel)"),
        ("float", {"abs": "0.1"}, "option 'abs' must be a non-negative number, got '0.1'"),
        ("float", {"abs": -1}, "option 'abs' must be a non-negative number, got -1"),
        ("float", {"rel": True}, "option 'rel' must be a non-negative number, got True"),
        ("custom", {"strict": 1}, "checker 'custom' has no option 'strict' (it takes no options)"),
    ],
)
def test_checker_options_are_checked_against_the_checker(name, options, error):
    assert option_error(name, options) == error
