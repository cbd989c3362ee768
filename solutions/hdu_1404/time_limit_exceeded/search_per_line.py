# Too slow: right, by searching the game from each input string (memoised over the strings
# reachable from it), but the memo starts empty for every line. A string like 999999
# reaches about a million strings, and there can be 100,000 lines.
import sys

sys.setrecursionlimit(1 << 20)


def first_wins(start):
    memo = {"": False}

    def wins(s):
        if s not in memo:
            after = [s[:i] for i, ch in enumerate(s) if ch == "0"]
            after += [s[:i] + str(d) + s[i + 1:] for i, ch in enumerate(s) for d in range(int(ch))]
            memo[s] = any(not wins(a) for a in after)
        return memo[s]

    return wins(start)


out = ["Yes" if first_wins(s.decode()) else "No" for s in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
