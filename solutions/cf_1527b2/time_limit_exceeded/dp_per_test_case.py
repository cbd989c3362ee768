# Too slow: the dynamic programming over counts (see runtime_error/dp_table_one_short.py),
# with a table big enough, but computed afresh for every test case: up to 500 x 500 x 4
# positions for each of the 1000 strings of length 1000.
import sys

sys.setrecursionlimit(1 << 20)

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    s = data[2 + 2 * i]
    n = len(s)
    memo = {}

    def solve(p, m, c, r):
        key = (p, m, c, r)
        if key not in memo:
            if p == m == c == 0:
                memo[key] = 0
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
                memo[key] = min(options)
        return memo[key]

    p = sum(1 for k in range(n // 2) if s[k] == s[n - 1 - k] == ord("0"))
    m = sum(1 for k in range(n // 2) if s[k] != s[n - 1 - k])
    c = 1 if n % 2 and s[n // 2] == ord("0") else 0
    v = solve(p, m, c, 1 if m else 0)
    out.append("ALICE" if v < 0 else "BOB" if v > 0 else "DRAW")
sys.stdout.write("\n".join(out) + "\n")
