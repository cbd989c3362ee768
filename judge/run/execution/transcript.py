"""What two programs in conversation said to each other (an interactive run), kept bounded.

The judge relays every byte between the interactor and the submission
(judge.run.execution.interaction), so it can keep what each side wrote, in the order it arrived. What it
keeps is bounded whatever the programs write: each side's last `LIMIT` / 2 bytes, as the chunks
read (appending a chunk costs a deque append and a newline count; a program writing gigabytes
costs the judge no memory past the bound, and never pushes the interactor's last lines out).
Lines are split only when the transcript is read (`lines`), numbered from the start of the
conversation (lines of both sides counted in the order they ended), the ones left out
included: a gap in the numbers is what was dropped.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum

WIDTH = 100  # characters of a line shown (a file gets them whole)
LIMIT = 64 * 1024  # bytes of the conversation kept: half of it the end of each side's


class Side(str, Enum):
    """Who wrote a line: the program under judgement or the interactor."""

    PROGRAM = "program"
    INTERACTOR = "interactor"

    @property
    def mark(self) -> str:
        """The line's mark in a transcript: `>` the program wrote it, `<` it read it."""
        return ">" if self is Side.PROGRAM else "<"


@dataclass(frozen=True)
class Said:
    """One line of a conversation: its number (from 1, both sides counted), who wrote it, its
    text (without the newline); `cut`: its start was dropped with the transcript's older part;
    `unended`: the conversation ended before its newline."""

    number: int
    side: Side
    text: str
    cut: bool = False
    unended: bool = False


_Chunk = tuple[int, Side, bytes, int]
"""What a side wrote in one read: its place in the conversation, the side, the bytes, and the
number of lines of both sides ended before it (its own lines are numbered from there). A
tuple: one is made for every read of a conversation."""


class _Tail:
    """The end of what one side said: its last chunks, at most `limit` bytes of them."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.chunks: deque[_Chunk] = deque()
        self.size = 0
        self.dropped = False  # its start was dropped
        self.cut = False  # what is kept starts within a line

    def forget(self, data: bytes) -> None:
        if data:
            self.dropped = True
            self.cut = not data.endswith(b"\n")


class Transcript:
    """The recorder: `add` each chunk a side wrote, as it arrives (one thread: the relay);
    `lines` reads it back once the relay has ended. Each side's last `limit` / 2 bytes are
    kept, so a program flooding its output never pushes the interactor's last words out."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._program, self._interactor = _Tail(limit // 2), _Tail(limit // 2)
        self._seq = 0
        self._lines = 0  # lines of both sides ended so far
        # Who wrote last, and whether that ended a line: whose turn it was when it ended.
        self._last: Side | None = None
        self._last_ended = True

    def add(self, side: Side, chunk: bytes) -> None:
        """Record `chunk`, written by `side`, dropping the side's oldest chunks past its half
        of the limit. Called for every read of a conversation: kept cheap."""
        tail = self._program if side is Side.PROGRAM else self._interactor
        if chunk:
            self._last, self._last_ended = side, chunk.endswith(b"\n")
        self._seq += 1
        before = self._lines
        self._lines += chunk.count(b"\n")
        if len(chunk) > tail.limit:  # only its end is kept: its start counts as dropped
            cut = len(chunk) - tail.limit
            before += chunk.count(b"\n", 0, cut)
            tail.forget(chunk[:cut])
            chunk = chunk[cut:]
        tail.chunks.append((self._seq, side, chunk, before))
        tail.size += len(chunk)
        while tail.size > tail.limit:
            old = tail.chunks.popleft()[2]
            tail.size -= len(old)
            tail.forget(old)

    @property
    def awaiting_program(self) -> bool:
        """Whether the conversation ended with the program to speak: nothing said yet, the
        interactor's last line ended and unanswered, or the program's own last line left
        unended. (A program's ended line last means the interactor had its turn.)"""
        if self._last is None:
            return True
        return (self._last is Side.INTERACTOR) == self._last_ended

    @property
    def cut(self) -> bool:
        """Whether the start of what a side said was dropped."""
        return self._program.dropped or self._interactor.dropped

    def lines(self) -> tuple[Said, ...]:
        """The kept conversation as numbered lines, in the order they ended (a line still
        open when the conversation ended comes last, marked unended)."""
        chunks = sorted((*self._program.chunks, *self._interactor.chunks))
        cut = {Side.PROGRAM: self._program.cut, Side.INTERACTOR: self._interactor.cut}
        number = self._lines
        open_parts = dict.fromkeys(Side, b"")
        said: list[Said] = []
        for _, side, data, before in chunks:
            pieces = (open_parts[side] + data).split(b"\n")
            open_parts[side] = pieces.pop()
            for index, piece in enumerate(pieces, start=before + 1):
                said.append(Said(index, side, _text(piece), cut=cut[side]))
                cut[side] = False
        for side, rest in open_parts.items():
            if rest:
                number += 1
                said.append(Said(number, side, _text(rest), cut[side], unended=True))
        return tuple(said)


def said_line(said: Said, width: int | None = WIDTH) -> str:
    """One line of a conversation: its number, `>` (the program wrote it) or `<` (the
    interactor did), its text cut to `width` (None: whole)."""
    text = said.text
    if width is not None and len(text) > width:
        text = text[:width] + "..."
    if said.cut:
        text = "..." + text
    if said.unended:
        text += "   (no newline: the line never ended)"
    return f"{said.number:>6} {said.side.mark} {text}"


def _text(line: bytes) -> str:
    return line.rstrip(b"\r").decode("utf-8", errors="replace")
