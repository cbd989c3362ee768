# Wrong: reads the second move as "erase the digits to the right of a 0" and keeps the 0
# itself, so a lone "0" can never be removed: the sample's "0" becomes a lost string. (The
# game is searched with one memo for all lines.)
import sys

memo = {}


def wins(s):
    if s not in memo:
        after = [s[:i + 1] for i, ch in enumerate(s) if ch == "0" and i + 1 < len(s)]
        after += [s[:i] + str(d) + s[i + 1:] for i, ch in enumerate(s) for d in range(int(ch))]
        memo[s] = any(not wins(a) for a in after)
    return memo[s]


sys.setrecursionlimit(1 << 20)
out = ["Yes" if wins(s.decode()) else "No" for s in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
