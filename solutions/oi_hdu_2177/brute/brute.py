# Brute force for HDU 2177's OI edition, written from the rules only (no Wythoff theory).
#
# Positions are unordered pairs of pile sizes, stored sorted (x <= y). A position is losing
# when every move leads to a winning position; (0, 0) has no move and is losing. The table is
# filled for all 0 <= x <= y <= the largest pile of the input, row y by row y (every move
# leads to a smaller pile sum), trying every legal move: take t >= 1 stones from one pile, or
# t >= 1 stones from both. O(B^3): instant for the small subtask's piles of 100, out of time
# long before the medium subtask's 10^6. Output: 0 for a losing position, 1 for a winning one.
import sys


def main() -> None:
    data = sys.stdin.read().split()
    c = int(data[0])
    positions = [tuple(sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])))) for i in range(c)]
    top = max(b for _, b in positions)
    losing = []                      # losing[y][x] for x <= y, grown row by row

    def lost(x: int, y: int) -> bool:
        return losing[y][x] if x <= y else losing[x][y]

    for y in range(top + 1):
        losing.append([])
        for x in range(y + 1):
            win = any(lost(x - t, y) or lost(x - t, y - t) for t in range(1, x + 1))
            win = win or any(lost(x, y - t) for t in range(1, y + 1))
            losing[y].append(not win)
    print("\n".join("0" if lost(a, b) else "1" for a, b in positions))


if __name__ == "__main__":
    main()
