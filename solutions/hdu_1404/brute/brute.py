# Brute force for HDU 1404 (Digital Deletions), written from the rules only: no table order.
#
# A position is the string of digits left. A move erases a 0 together with every digit to
# its right, or changes one digit to a smaller one. The player who removes the last digit
# wins, so the empty string is lost for the player to move; a position is won exactly when
# some move leads to a lost one. Memoised search over the strings reachable from the input
# (erasures are tried first: they are few and often decide at once). Exponential in the
# digits: small digits or short strings only.
import sys

memo = {"": False}


def moves(s: str):
    for i, ch in enumerate(s):
        if ch == "0":
            yield s[:i]
    for i, ch in enumerate(s):
        for d in range(int(ch)):
            yield s[:i] + str(d) + s[i + 1:]


def wins(s: str) -> bool:
    if s not in memo:
        memo[s] = any(not wins(after) for after in moves(s))
    return memo[s]


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    out = ["Yes" if wins(s) else "No" for s in sys.stdin.read().split()]
    print("\n".join(out))


if __name__ == "__main__":
    main()
