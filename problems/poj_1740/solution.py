# POJ 1740 - A New Stone Game.
#
# A move takes at least one stone from a pile and may move some of that pile's remaining
# stones onto other non-empty piles. Claim: the player to move loses exactly when the piles
# are "paired": they can be matched into twins of equal size, i.e. n is even and, sorted,
# a1 = a2, a3 = a4, ... Equivalently: for every t, the number of piles holding at least t
# stones is even.
#
# Why:
#  - Every move from a paired position leads to an unpaired one. Summed over all t, those
#    counts give the number of stones, which every move lowers. But only the chosen pile
#    shrinks (the others keep or gain stones), so no count drops by more than 1: some count
#    drops by exactly 1, and becomes odd.
#  - From an unpaired position (sorted a1 <= ... <= an) the largest pile restores a pairing:
#    n odd: take the largest pile away, after spending a2 - a1, a4 - a3, ..., a(n-1) - a(n-2)
#      of its stones to lift a1 to a2, a3 to a4, ...; that costs at most a(n-1) - a1 < an,
#      so at least one stone is taken away, as a move must.
#    n even: lower an to a1 (its new twin), spending a3 - a2, a5 - a4, ... of the stones to
#      lift a2 to a3, a4 to a5, ...; that costs at most a(n-1) - a2 <= an - a1, with
#      equality only when the position was paired already, so again a stone is taken away.
# The empty position is paired and lost, so whoever hands over paired positions wins: Alice
# wins exactly when the piles are not paired.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(data):
        n = int(data[pos])
        if n == 0:
            break
        # an empty pile (if any) takes no part: it cannot be chosen or receive stones
        piles = sorted(p for p in map(int, data[pos + 1:pos + 1 + n]) if p)
        pos += 1 + n
        paired = len(piles) % 2 == 0 and piles[0::2] == piles[1::2]
        out.append("0" if paired else "1")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
