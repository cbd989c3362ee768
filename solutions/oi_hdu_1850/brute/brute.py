# Brute force for HDU 1850 (Being a Good Boy in Spring Festival), OI edition, written from
# the rules only: no nim-sum. Fast on the small subtask, out of time on larger heaps.
#
# A position is the multiset of heap sizes, kept as a sorted tuple (empty heaps included). A
# move lowers one heap to any smaller size. The player who cannot move (every heap empty) has
# lost, since the opponent took the last card; a position is won exactly when some move leads
# to a lost position. Memoised search over every reachable position.
# The answer counts the first moves (heap i of the input, new size v < Ni) that lead to a
# lost position for the opponent. Exponential: a few small heaps only.
import sys

memo = {}


def wins(state) -> bool:
    if state not in memo:
        memo[state] = any(not wins(tuple(sorted(state[:i] + (v,) + state[i + 1:])))
                          for i, h in enumerate(state) for v in range(h))
    return memo[state]


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, out = 0, []
    while int(data[pos]) != 0:
        m = int(data[pos])
        heaps = [int(t) for t in data[pos + 1:pos + 1 + m]]
        pos += 1 + m
        count = 0
        for i in range(m):
            for v in range(heaps[i]):
                after = tuple(sorted(heaps[:i] + [v] + heaps[i + 1:]))
                if not wins(after):
                    count += 1
        out.append(str(count))
    print("\n".join(out))


if __name__ == "__main__":
    main()
