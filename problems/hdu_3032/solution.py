# HDU 3032 - Nim or not Nim? (Lasker's Nim: take from a heap, or split it in two).
#
# The heaps are independent games, so by the Sprague-Grundy theorem Alice wins exactly when
# the XOR of the heaps' Grundy values is nonzero. For one heap of x objects,
#     sg(x) = mex( { sg(y) : y < x }  u  { sg(a) ^ sg(b) : a + b = x, a, b >= 1 } ).
# Claim, for k >= 0 (sg(0..8) = 0 1 2 4 3 5 6 8 7):
#     sg(4k+1) = 4k+1,  sg(4k+2) = 4k+2,  sg(4k+3) = 4k+4,  sg(4k+4) = 4k+3,
# i.e. sg(x) = x + SHIFT[x % 4] with SHIFT = (-1, 0, 0, 1). By induction on x: taking
# reaches the values 0..4k of the blocks below (each block of four is permuted) and those
# of the smaller heaps of x's own block. Modulo 4, sg(y) is 1, 2, 0, 3 for y = 1, 2, 3, 0
# (mod 4), so the XOR of the two parts of a split of x is, modulo 4:
#     x = 4k+1: 2 only,   x = 4k+2: 0 or 1,   x = 4k+3: 3 only,   x = 4k+4: 0 or 1.
# Hence no move reaches 4k+1 from 4k+1 or 4k+2 from 4k+2 (each is the mex); from 4k+3 the
# split 1 + (4k+2) reaches 1 ^ (4k+2) = 4k+3 and nothing reaches 4k+4; from 4k+4, taking
# reaches 0..4k+2 and sg(4k+3) = 4k+4, and nothing reaches 4k+3.
#
# Input: up to 10^6 heap sizes, and the memory limit is 32 MiB. Splitting the whole input at
# once would make a million Python bytes objects, about 50 MB, so the numbers are parsed in
# slices of 64 KiB (cut at white space), and each slice is handled by C-level map/reduce.
import sys
from functools import reduce
from itertools import repeat
from operator import add, and_, xor

SHIFT = (-1, 0, 0, 1)  # sg(x) - x, by x % 4
SLICE = 1 << 16


def slices(data: bytes):
    """The integers in `data`, as lists, one per slice of about SLICE bytes."""
    start, end = 0, len(data)
    while start < end:
        stop = min(start + SLICE, end)
        while stop < end and not data[stop:stop + 1].isspace():
            stop += 1                        # do not cut a number in two
        yield list(map(int, data[start:stop].split()))
        start = stop


class Numbers:
    """The input's integers, in order, handed out in pieces."""

    def __init__(self, data: bytes) -> None:
        self.slices = slices(data)
        self.buffer, self.at = [], 0

    def pieces(self, count: int):
        """The next `count` integers, as lists."""
        while count:
            if self.at == len(self.buffer):
                self.buffer, self.at = next(self.slices), 0
                continue
            piece = self.buffer[self.at:self.at + count]
            self.at += len(piece)
            count -= len(piece)
            yield piece

    def one(self) -> int:
        return next(self.pieces(1))[0]


def main() -> None:
    numbers = Numbers(sys.stdin.buffer.read())
    out = []
    for _ in range(numbers.one()):
        x = 0
        for heaps in numbers.pieces(numbers.one()):
            grundy = map(add, heaps, map(SHIFT.__getitem__, map(and_, heaps, repeat(3))))
            x = reduce(xor, grundy, x)
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
