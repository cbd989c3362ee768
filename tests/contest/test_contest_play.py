"""A "win the game" round: a contest of play_* problems, judged like any other problem, from
the command line: the reference wins every game (AC), a strategy that only knows who wins
loses one (WA)."""

from __future__ import annotations

import pytest

from contest.contest_helpers import REPO

REFERENCE = REPO / "problems" / "play_hdu_1846" / "solution.py"
RANDOM_MOVES = REPO / "solutions" / "play_hdu_1846" / "wrong_answer" / "random_move.py"


@pytest.mark.slow
def test_a_round_of_games_to_win(cli, root, clock):
    made = cli(
        "contest",
        "new",
        "win",
        "--problems",
        "play_hdu_1846,play_hdu_2516",
        "--duration",
        "1:00:00",
    )
    assert made.exit_code == 0, made.output
    assert "problems A play_hdu_1846, B play_hdu_2516" in made.output
    assert cli("contest", "start", "win", "--as", "me").exit_code == 0
    clock.advance("0:05:00")
    wrong = cli("contest", "submit", "win", "A", RANDOM_MOVES)
    assert wrong.exit_code == 1, wrong.output
    assert "A (play_hdu_1846) random_move.py at 0:05:00: WA" in wrong.output
    clock.advance("0:05:00")
    right = cli("contest", "submit", "win", "A", REFERENCE)
    assert right.exit_code == 0 and ": AC" in right.output, right.output
    status = cli("contest", "status", "win")
    assert "A  play_hdu_1846  Win the Bash Game" in status.output
    assert "solved at minute 10, 2 tries" in status.output, status.output
