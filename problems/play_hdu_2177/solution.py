# play_hdu_2177 - Win at Wythoff's Game: the strategy of HDU 2177, played.
#
# Two piles; a move takes stones from one pile, or the same number from both. The
# P-positions are the Wythoff pairs (a_k, a_k + k): a_k is the smallest number in no earlier
# pair (0, 1, 3, 4, 6, 8, ...). Every number is in exactly one pair and every difference k
# belongs to one pair, so a move from a pair (which keeps one pile, or the difference) never
# reaches another; and from any other (a, b), a <= b, one of three moves reaches a pair:
# equal removal to the pair with the same difference, if its smaller pile is below a; else
# lowering b to the partner of a, if that is below b; else lowering a to the partner of b.
# We move first exactly when the start is not a pair, and always move to a pair.
import sys

LIMIT = 200
partner = {}
low = []  # low[k] = a_k
for k in range(LIMIT):
    a = next(v for v in range(2 * LIMIT) if v not in partner)
    low.append(a)
    partner[a], partner[a + k] = a + k, a


def to_pair(a: int, b: int) -> tuple:
    d = b - a
    if low[d] < a:
        return low[d], low[d] + d
    if partner[a] < b:
        return tuple(sorted((a, partner[a])))
    return partner[b], b


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        a, b = sorted(map(int, sys.stdin.readline().split()))
        first = low[b - a] != a
        print("first" if first else "second", flush=True)
        if not first:
            a, b = sorted(map(int, sys.stdin.readline().split()))
        while True:
            a, b = to_pair(a, b)
            print(a, b, flush=True)
            reply = sys.stdin.readline().strip()
            if reply == "end":
                break
            a, b = sorted(map(int, reply.split()))


if __name__ == "__main__":
    main()
