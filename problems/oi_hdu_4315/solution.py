# Climbing the Hill (HDU 4315), OI edition: the original's bounds in three subtasks. Reference
# solution.
#
# Let a1 < a2 < ... < aN be the cells (a1 nearest the top) and let the king be the k-th.
#
# k = 1: nobody is above the king, so Alice moves him straight to the hilltop and wins.
#
# k >= 2: staircase Nim (as in POJ 1704, "Georgia and Bob"). Pair the persons from the
# BOTTOM: (a[N-1], a[N]), (a[N-3], a[N-2]), ...; a pair's heap is the number of free cells
# between them, a[i] - a[i-1] - 1 (cells between pairs do not count). If N is odd, the top
# person is paired with a virtual person:
#   - k = 2: the top person is the one directly above the king. Moving him onto the hilltop
#     clears the king's way and loses at once, so he can usefully climb only to cell 1:
#     virtual person on cell 0, heap a1 - 1;
#   - k >= 3: the top person may climb onto the hilltop and drop out of the game (the hilltop
#     holds any number of persons), a1 cells in all: virtual person on cell -1, heap a1.
# Alice wins iff the XOR X of the heaps is nonzero. Proof sketch: after every move, apply
# the same rule to the persons still off the hilltop (the king's index among them drops
# by one whenever someone above him drops out).
#   - From X = 0 every move changes exactly one heap (moving the upper person of a pair
#     raises its heap, the lower one lowers it; a top person dropping out either empties his
#     own heap or, when N is even, turns the heap a2 - a1 - 1 of the top pair into a2's new
#     heap a2 or a2 - 1, never equal since a1 >= 1), so X becomes nonzero; or it is the
#     losing move that frees the king.
#   - From X != 0 the Nim move exists: lower one heap by moving the lower person of its pair
#     up (for the top person with k >= 3 possibly onto the hilltop, which empties his heap),
#     giving X = 0 with the king still blocked.
# The game is finite and the king can only reach the hilltop on the move of a player who
# does not face X = 0, so the player facing X = 0 loses.
#
# Careful: it is NOT "virtual person on 0 for even k, on -1 for odd k" (a widely copied
# formula); with N odd and k = 4, 6, ... that formula is wrong (e.g. cells 1 2 3 4 5 with
# k = 4: Alice wins by moving the top person onto the hilltop).
import sys


def main() -> None:
    values = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    total = len(values)
    while pos + 1 < total:
        n, k = values[pos], values[pos + 1]
        cells = values[pos + 2:pos + 2 + n]
        pos += 2 + n
        if k == 1:
            out.append("Alice")
            continue
        if n % 2:
            cells.insert(0, 0 if k == 2 else -1)
        x = 0
        for a, b in zip(cells[0::2], cells[1::2]):
            x ^= b - a - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
