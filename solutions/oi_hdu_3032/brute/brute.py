# Brute force for HDU 3032 (Nim or not Nim?), written from the rules only: no Grundy
# numbers. Here on its OI edition, whose small subtask (N <= 3, heaps <= 6) it was made for.
#
# A position is the multiset of the non-empty heaps, kept as a sorted tuple. A move either
# takes any positive number of objects from one heap (an emptied heap disappears) or splits
# one heap of h into two non-empty heaps a and h - a. The player who cannot move (no object
# left) loses, since the opponent took the last one; a position is won exactly when some move
# leads to a lost one. Memoised search over every reachable position, shared by all test
# cases. Exponential: instant for a few objects, out of time on the medium subtask's heaps of
# hundreds.
import sys

memo = {}


def moves(state):
    for i, h in enumerate(state):
        rest = state[:i] + state[i + 1:]
        for v in range(h):                         # take h - v objects
            yield tuple(sorted(rest + ((v,) if v else ())))
        for a in range(1, h // 2 + 1):             # split into a and h - a
            yield tuple(sorted(rest + (a, h - a)))


def wins(state) -> bool:
    if state not in memo:
        memo[state] = any(not wins(after) for after in moves(state))
    return memo[state]


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[pos])
        heaps = tuple(sorted(int(x) for x in data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("Alice" if wins(heaps) else "Bob")
    print("\n".join(out))


if __name__ == "__main__":
    main()
