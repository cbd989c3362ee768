"""The terminal progress line: shown on a terminal only, and always gone at the end."""

from __future__ import annotations

import io

import pytest

from judge.cli.console import Progress, progress_line
from judge.errors import JudgeError


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_line_is_cleared_when_an_error_ends_the_block():
    screen = _Terminal()
    with pytest.raises(JudgeError), progress_line(screen) as progress:
        progress("gen: 3/10 generated cases solved")
        raise JudgeError("generator.py: broken")
    assert screen.getvalue() == "\r  gen: 3/10 generated cases solved\x1b[K\r\x1b[K"


def test_nothing_is_drawn_when_not_on_a_terminal():
    log = io.StringIO()
    with progress_line(log) as progress:
        progress("something")
    assert log.getvalue() == ""


def test_redraws_are_rate_limited_but_forced_ones_are_not():
    screen = _Terminal()
    progress = Progress(screen, interval=60)
    progress("one")
    progress("two")  # within the interval: skipped
    progress("three", force=True)
    progress.clear()
    progress.clear()  # nothing shown any more: nothing written
    assert screen.getvalue() == "\r  one\x1b[K\r  three\x1b[K\r\x1b[K"
