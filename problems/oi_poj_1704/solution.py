# Georgia and Bob (POJ 1704), OI edition: cells up to 10^18, N <= 10^4. Reference solution.
#
# Why it is staircase Nim.
# Sort the positions. Pair the chessmen from the RIGHT end: (q1, q2), (q3, q4), ...; with an
# odd count the leftmost chessman is paired with the wall, i.e. a virtual chessman on cell 0.
# In a pair (a, b) with a < b, the number of free cells between them, b - a - 1, is a heap;
# the free cells between two pairs count for nothing. Call the XOR of the heaps X.
#   - Moving b (the right one of a pair) left lowers its heap by any amount: a Nim move.
#   - Moving a (the left one) left raises its heap; the opponent can undo that at once by
#     moving b left by the same distance.
# Every move changes exactly one heap, so from X = 0 every move gives X != 0; from X != 0
# the Nim move on a suitable heap restores X = 0. Every move goes left, so the game ends,
# and the final position (everything packed against the wall) has X = 0: the player who
# keeps handing over X = 0 makes the last move. So Georgia, who moves first, wins exactly
# when X != 0. "Not sure" never happens.
#
# Traps: the positions are not given in order (sort them), and with an odd count the
# leftmost chessman's heap is P1 - 1 (the wall at 0).
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        cells = sorted(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        if n % 2:
            cells.insert(0, 0)  # the wall, a virtual chessman on cell 0
        x = 0
        for a, b in zip(cells[0::2], cells[1::2]):
            x ^= b - a - 1
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
