"""The terminal progress line: shown on a terminal only, and always gone at the end."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

from conftest import REPO
from judge.cli.console import Progress, progress_line
from judge.errors import JudgeError
from judge.judging.report import SCREEN_LINES, SCREEN_WIDTH
from support import run_cli


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


def test_a_binary_file_named_cpp_prints_a_screenful_of_compiler_messages(tmp_path):
    source = tmp_path / "binary.cpp"
    source.write_bytes(Path(sys.executable).resolve().read_bytes()[:200_000])
    result = run_cli("run", "hdu_1846", source, "--samples", root=REPO)
    assert result.exit_code == 1 and "CE  compilation failed" in result.output
    lines = result.output.splitlines()
    assert len(lines) <= SCREEN_LINES + 4, len(lines)  # the title, the note and the summary
    assert all(len(line) <= SCREEN_WIDTH * 5 + 3 for line in lines)
    [note] = [line for line in lines if line.startswith("... (")]
    # Cut by lines where the messages are many, by line length where the compiler's bounded
    # messages (50 kB) are a few long lines: either way the count of what is left out.
    left_out = re.fullmatch(
        r"\.\.\. \((?:\d+ more lines|long lines cut), ([\d,]+) bytes left out:"
        r" judge run -v shows them all\)",
        note,
    )
    assert left_out, note
    # The compiler's last line (how it compiled) stays.
    assert any(line.startswith("(compiled as HDU's G++") for line in lines[-3:]), lines[-3:]
    whole = run_cli("run", "hdu_1846", source, "--samples", "-v", root=REPO).output
    assert len(whole) > len(result.output) + int(left_out.group(1).replace(",", "")) // 2
