# The notes' dynamic programming over counts, without the case analysis: the medium subtask's
# 50 points, out of time on the full one. A position is (p, m, c, r): p pairs 00, m mismatched
# pairs (one 0 each), c = 1 if the middle is a 0, r = 1 if a reverse is allowed now.
# best(p, m, c, r) = the mover's least (own payments - the other's) from here:
#   fill a 0 of a 00 pair:   1 - best(p - 1, m + 1, c, 1)
#   fill a mismatched 0:     1 - best(p, m - 1, c, m > 1)
#   fill the middle:         1 - best(p, m, 0, m > 0)
#   reverse (if r):              - best(p, m, c, 0)
# Row by row of p, one table for every string of the input: O(P * (P + M)) for the largest
# counts P and M, fine for 50 pairs, hopeless for the 10^5 pairs 00 of a string of 10^6.
import sys

INF = 1 << 30


def row(p: int, width: int, below: list) -> list:
    """best(p, m, c, r) for m < width as cells[2 * c + r][m] (four flat lists: a few bytes
    a position), from row p - 1 (`below`)."""
    cells = [[0] * width for _ in range(4)]
    for m in range(width):
        for c in (0, 1):
            for r in (0, 1):
                if p == 0 and m == 0 and c == 0:
                    continue  # no 0 left: the game is over
                v = INF
                if p > 0:
                    v = min(v, 1 - below[2 * c + 1][m + 1])
                if m > 0:
                    v = min(v, 1 - cells[2 * c + (1 if m > 1 else 0)][m - 1])
                if c > 0:
                    v = min(v, 1 - cells[1 if m > 0 else 0][m])
                if r > 0:
                    v = min(v, -cells[2 * c][m])
                cells[2 * c + r][m] = v
    return cells


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    wanted = []
    for i in range(t):
        s = data[2 + 2 * i]
        n = len(s)
        p = sum(1 for k in range(n // 2) if s[k] == s[n - 1 - k] == 48)
        m = sum(1 for k in range(n // 2) if s[k] != s[n - 1 - k])
        c = 1 if n % 2 == 1 and s[n // 2] == 48 else 0
        wanted.append((p, m, c, 1 if m > 0 else 0))
    top_p = max(w[0] for w in wanted)
    top_m = max(w[1] for w in wanted)
    by_row = {}
    for index, w in enumerate(wanted):
        by_row.setdefault(w[0], []).append(index)
    answers = [""] * t
    below: list = []
    for p in range(top_p + 1):
        cells = row(p, top_m + (top_p - p) + 1, below)
        for index in by_row.get(p, ()):
            _, m, c, r = wanted[index]
            v = cells[2 * c + r][m]
            answers[index] = "ALICE" if v < 0 else "BOB" if v > 0 else "DRAW"
        below = cells
    sys.stdout.write("\n".join(answers) + "\n")


if __name__ == "__main__":
    main()
