"""`judge play` at a terminal (judge.cli.learn): moves are typed with line editing and history,
so the up arrow recalls the last move instead of printing `^[[A`; piped input is unchanged
(tests/learn/test_table_and_play.py)."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time

import pytest

from conftest import REPO

UP = "\x1b[A"


def _read_until(fd: int, wanted: bytes, seen: bytearray, timeout: float = 30.0) -> None:
    """Read the terminal's output into `seen` until it holds `wanted` `seen.count` times more."""
    deadline = time.monotonic() + timeout
    start = seen.count(wanted)
    while seen.count(wanted) == start:
        left = deadline - time.monotonic()
        assert left > 0, f"no {wanted!r} in {bytes(seen)!r}"
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the terminal closed: the program ended
                break
            seen += chunk


@pytest.mark.skipif(not hasattr(pty, "openpty"), reason="needs pseudo-terminals")
def test_the_up_arrow_recalls_the_last_move():
    main_fd, side_fd = pty.openpty()
    env = {**os.environ, "TERM": "xterm", "JUDGE_ROOT": str(REPO)}
    game = subprocess.Popen(
        [sys.executable, "-m", "judge", "play", "hdu_1846", "--position", "20", "--m", "3"],
        stdin=side_fd,
        stdout=side_fd,
        stderr=side_fd,
        env=env,
        close_fds=True,
    )
    os.close(side_fd)
    seen = bytearray()
    try:
        _read_until(main_fd, b"your move> ", seen)
        os.write(main_fd, b"2\r")  # 20 -> 18; the opponent takes 2 -> 16
        _read_until(main_fd, b"your move> ", seen)
        os.write(main_fd, UP.encode() + b"\r")  # the same move again: 16 -> 14
        _read_until(main_fd, b"your move> ", seen)
    finally:
        game.kill()
        game.wait()
        os.close(main_fd)
    text = bytes(seen).decode(errors="replace")
    assert "^[[A" not in text
    assert "14 stones" in text, text  # the recalled move was played
    assert "Illegal move" not in text
