# Brute force for Luogu P2197 (【模板】Nim 游戏), written from the rules only: no nim-sum.
#
# A position is the multiset of heap sizes, kept as a sorted tuple. A move lowers one heap
# to any smaller size (taking at least one stone, possibly all). The player who cannot move
# (every heap empty) loses; a position is won exactly when some move leads to a lost one.
# Memoised search over every reachable position, shared by all test cases. Exponential: a
# few small heaps only.
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
    t = int(data[0])
    pos, out = 1, []
    for _ in range(t):
        n = int(data[pos])
        heaps = tuple(sorted(int(x) for x in data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("Yes" if wins(heaps) else "No")
    print("\n".join(out))


if __name__ == "__main__":
    main()
