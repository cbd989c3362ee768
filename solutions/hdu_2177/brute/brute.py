# Brute force for HDU 2177, written from the rules only (no Wythoff theory).
#
# Positions are unordered pairs of pile sizes, stored sorted (x <= y). A position is losing
# when every move leads to a winning position; (0, 0) has no move and is losing. The table is
# filled for all 0 <= x <= y <= max b of the input, smallest first, trying every legal move:
# take t >= 1 stones from one pile, or t >= 1 stones from both piles. O(B^3): small inputs only.
#
# Output, as the statement fixes it: `0` for a losing position; otherwise `1`, then the
# position left by a winning equal removal (if there is one), then every other distinct
# position reachable by a winning move, ascending, one "x y" (x <= y) per line.
import sys


def main() -> None:
    data = sys.stdin.read().split()
    positions = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        positions.append((a, b))
    top = max((max(p) for p in positions), default=0)

    losing = [[False] * (top + 1) for _ in range(top + 1)]   # losing[x][y], x <= y

    def lost(x: int, y: int) -> bool:
        return losing[x][y] if x <= y else losing[y][x]

    for y in range(top + 1):
        for x in range(y + 1):
            win = False
            for t in range(1, x + 1):              # from pile x alone, or from both piles
                if lost(x - t, y) or lost(x - t, y - t):
                    win = True
                    break
            if not win:
                for t in range(1, y + 1):          # from pile y alone
                    if lost(x, y - t):
                        win = True
                        break
            losing[x][y] = not win

    out = []
    for a, b in positions:
        equal = set()
        single = set()
        for t in range(1, a + 1):
            if lost(a - t, b - t):
                equal.add((a - t, b - t))
            if lost(a - t, b):
                single.add(tuple(sorted((a - t, b))))
        for t in range(1, b + 1):
            if lost(a, b - t):
                single.add(tuple(sorted((a, b - t))))
        if not equal and not single:
            out.append("0")
            continue
        out.append("1")
        for x, y in sorted(equal):
            out.append("%d %d" % (x, y))
        for x, y in sorted(single - equal):
            out.append("%d %d" % (x, y))
    if out:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
