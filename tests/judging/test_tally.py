"""The shared progress count (judge/judging/tally.py): what a progress line is told."""

from __future__ import annotations

from judge.judging.tally import Tally
from judge.parallel import run_all


def test_the_line_shows_the_total_at_once_then_each_piece_done():
    said: list[str] = []
    tally = Tally("p: generating tests {done}/{total}", said.append)
    tally.more(2)
    tally.one_done()
    tally.one_done()
    assert said == ["p: generating tests 0/2", "p: generating tests 1/2", "p: generating tests 2/2"]


def test_nothing_is_said_of_no_work_nor_without_a_line():
    said: list[str] = []
    Tally("{done}/{total}", said.append).more(0)
    assert said == []
    Tally("{done}/{total}", None).more(3)  # no line: nothing to tell, nothing raised


def test_pieces_ending_in_several_threads_are_each_counted_once():
    said: list[str] = []
    tally = Tally("{done}/{total}", said.append)
    tally.more(40)
    run_all(lambda _: tally.one_done(), list(range(40)), 4)
    assert said[-1] == "40/40"
    assert sorted(said) == sorted(f"{i}/40" for i in range(41))
