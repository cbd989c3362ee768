# Brute force for HDU 1729 (Stone Game), written from the rules only: no Grundy numbers.
#
# A position is the list of boxes (size s, stones c), kept sorted. A move chooses a box and
# adds x stones, 1 <= x <= c^2, with c + x <= s. The player who cannot move loses; a position
# is won exactly when some move leads to a lost one. Memoised search over every reachable
# position, shared by all test cases. Exponential: few, small boxes only.
import sys

memo = {}


def wins(state) -> bool:
    if state not in memo:
        memo[state] = any(
            not wins(tuple(sorted(state[:i] + ((s, c + x),) + state[i + 1:])))
            for i, (s, c) in enumerate(state) for x in range(1, min(c * c, s - c) + 1))
    return memo[state]


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, case, out = 0, 0, []
    while int(data[pos]) != 0:
        n = int(data[pos])
        boxes = tuple(sorted((int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i]))
                             for i in range(n)))
        pos += 1 + 2 * n
        case += 1
        out.append("Case %d:" % case)
        out.append("Yes" if wins(boxes) else "No")
    print("\n".join(out))


if __name__ == "__main__":
    main()
