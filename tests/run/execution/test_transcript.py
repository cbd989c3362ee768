"""Whose turn it was when a conversation ended (judge.run.execution.transcript): what decides
whether a TLE asks about a flush."""

from __future__ import annotations

import pytest

from judge.run.execution.transcript import Side, Transcript

P, J = Side.PROGRAM, Side.INTERACTOR  # J: the judge's interactor


@pytest.mark.parametrize(
    "chunks, awaiting",
    [
        ([], True),  # nothing said: the program never spoke (its output sat in its buffer)
        ([(J, b"3\n1 2\n")], True),  # the interactor asked; no answer came
        ([(J, b"3\n"), (P, b"first\n")], False),  # answered: the interactor's turn
        ([(J, b"3\n"), (P, b"first\n"), (J, b"2\n")], True),
        ([(J, b"3\n"), (P, b"fir")], True),  # its line never ended
        ([(P, b"50\n"), (J, b"hig")], False),  # the interactor's line is still coming
        ([(P, b"50\n"), (J, b"")], False),  # an empty read changes nothing
    ],
)
def test_the_program_is_awaited_when_the_conversation_ends_on_its_turn(chunks, awaiting):
    transcript = Transcript()
    for side, data in chunks:
        transcript.add(side, data)
    assert transcript.awaiting_program is awaiting
