"""The output checkers as pure functions."""

from __future__ import annotations

import pytest

from judge.checkers import floats, hdu, load_checker, tokens
from judge.errors import JudgeError
from judge.verdict import Verdict


@pytest.mark.parametrize("output, verdict", [
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
])
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


def test_custom_checker_loaded_by_path(tmp_path):
    (tmp_path / "checker.py").write_text(
        "def check(input, expected, output):\n"
        "    return ('AC', 'ok') if output.strip() == str(len(input)) else ('WA', 'bad length')\n")
    check = load_checker("custom", {}, tmp_path)
    assert check("abc", "", "3\n").verdict is Verdict.AC
    assert check("abc", "", "4\n").message == "bad length"


def test_broken_custom_checker_is_a_plain_error(tmp_path):
    (tmp_path / "checker.py").write_text("def check(input, expected, output):\n    return 1 / 0\n")
    check = load_checker("custom", {}, tmp_path)
    with pytest.raises(JudgeError, match="checker.py: the checker failed: ZeroDivisionError"):
        check("", "", "")
    (tmp_path / "checker.py").write_text("def check(i, e, o):\n    return ('TLE', '')\n")
    with pytest.raises(JudgeError, match="may return AC, WA or PE"):
        load_checker("custom", {}, tmp_path)("", "", "")
