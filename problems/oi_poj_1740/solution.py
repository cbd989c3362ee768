# POJ 1740 - A New Stone Game, OI edition (up to 10^5 piles of up to 10^9 stones).
#
# A move takes at least one stone from a pile and may move some of that pile's remaining
# stones onto other non-empty piles. The player to move loses exactly when the piles are
# "paired": n is even and, sorted, a1 = a2, a3 = a4, ...
#  - From a paired position every move unpairs: for each t, the number of piles holding at
#    least t stones is even; the move lowers the total, yet only the chosen pile shrinks, so
#    some count drops by exactly 1 and turns odd.
#  - From an unpaired position the largest pile restores a pairing: lift a1 to a2, a3 to a4,
#    ... (n odd: then remove the largest pile) or a2 to a3, ... (n even: then lower an to a1);
#    that costs at most a(n-1) - a1 < an, resp. a(n-1) - a2 < an - a1 stones, so at least one
#    stone is taken away, as a move must.
# The empty position is paired: Alice wins exactly when the piles are not paired. Sorting is
# the work: O(n log n) per case, whatever the piles' sizes.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(data):
        n = int(data[pos])
        if n == 0:
            break
        piles = sorted(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        paired = n % 2 == 0 and piles[0::2] == piles[1::2]
        out.append("0" if paired else "1")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
