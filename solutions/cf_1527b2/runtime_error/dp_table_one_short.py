# Crashes: the notes' dynamic programming over counts, right in itself, with its table one
# row short. A position is (p, m, c, r): p pairs 00, m mismatched pairs (one 0 each), c = 1
# if the middle is a 0, r = 1 if a reverse is allowed (the string is not a palindrome and
# the previous move was not one). best[p][m][c][r] = the mover's least (own payments - the
# other's). The table has 500 rows for p, but a string of 1000 zeros has p = 500 pairs:
# IndexError.
import sys

sys.setrecursionlimit(1 << 20)
N = 500
best = [[[[None, None], [None, None]] for _ in range(N + 1)] for _ in range(N)]


def solve(p, m, c, r):
    cell = best[p][m][c]
    if cell[r] is None:
        if p == m == c == 0:
            cell[r] = 0
        else:
            options = []
            if p:
                options.append(1 - solve(p - 1, m + 1, c, 1))
            if m:
                options.append(1 - solve(p, m - 1, c, 1 if m > 1 else 0))
            if c:
                options.append(1 - solve(p, m, 0, 1 if m else 0))
            if r:
                options.append(-solve(p, m, c, 0))
            cell[r] = min(options)
    return cell[r]


data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    s = data[2 + 2 * i]
    n = len(s)
    p = sum(1 for k in range(n // 2) if s[k] == s[n - 1 - k] == ord("0"))
    m = sum(1 for k in range(n // 2) if s[k] != s[n - 1 - k])
    c = 1 if n % 2 and s[n // 2] == ord("0") else 0
    v = solve(p, m, c, 1 if m else 0)
    out.append("ALICE" if v < 0 else "BOB" if v > 0 else "DRAW")
sys.stdout.write("\n".join(out) + "\n")
