# Brute force for POJ 1740 (A New Stone Game), OI edition, written from the rules only: no
# pairing rule. Fast on the small subtask (at most 12 stones in a case), out of time beyond.
#
# A position is the multiset of the non-empty piles, kept as a sorted tuple. A move chooses a
# pile of a stones, takes away r >= 1 of them, and may then move any d of the a - r left
# (0 <= d <= a - r) onto the OTHER piles, which are all non-empty, split among them in any
# way; the chosen pile keeps a - r - d (it disappears when that is 0). The player who cannot
# move (no stone left) loses; a position is won exactly when some move leads to a lost one.
# Memoised search over every reachable position, shared by all test cases (the number of
# stones never grows). Exponential: few, small piles only.
import sys

memo = {}


def splits(d: int, parts: int):
    """Every way to split d stones among `parts` piles (tuples of non-negative counts)."""
    if parts == 0:
        if d == 0:
            yield ()
        return
    for first in range(d + 1):
        for rest in splits(d - first, parts - 1):
            yield (first,) + rest


def wins(state) -> bool:
    if state in memo:
        return memo[state]
    result = False
    for i, a in enumerate(state):
        others = state[:i] + state[i + 1:]
        for left in range(a):                       # a - r stones left, r >= 1 taken away
            for d in range(left + 1):               # d of them moved onto the other piles
                for added in splits(d, len(others)):
                    after = [p + q for p, q in zip(others, added)]
                    if left - d > 0:
                        after.append(left - d)
                    if not wins(tuple(sorted(after))):
                        result = True
                        break
                if result:
                    break
            if result:
                break
        if result:
            break
    memo[state] = result
    return result


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, out = 0, []
    while int(data[pos]) != 0:
        n = int(data[pos])
        # an empty pile cannot be chosen (nothing to take) nor receive stones: it is no pile
        piles = tuple(sorted(int(x) for x in data[pos + 1:pos + 1 + n] if int(x) > 0))
        pos += 1 + n
        out.append("1" if wins(piles) else "0")
    print("\n".join(out))


if __name__ == "__main__":
    main()
