# Brute force for the OI edition of Codeforces 1527B2 (Palindrome Game), written from the rules
# only: exhaustive minimax, no counting of pairs.
#
# A position is the string and whether the previous move was a reverse. A move either turns
# one '0' into '1' (the mover pays 1) or, when the string is not a palindrome and the
# previous move was not a reverse, reverses it (free). The game ends when no '0' is left.
# value(s, reversed) = the least (mover's payments - opponent's payments) over the rest of
# the game that the mover can force:
#     fill: 1 - value(s filled, False);  reverse: 0 - value(reversed s, True);  end: 0.
# Alice wins if value(s, False) < 0, Bob if > 0, a draw if 0. (Playing for the difference
# gives the same winner as playing for win/draw/loss: its sign is what counts, and max and
# min commute with taking signs.) Memoised over all strings reached. Exponential: short
# strings only.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def value(s: str, reversed_last: bool) -> int:
    if "0" not in s:
        return 0
    best = min(1 - value(s[:i] + "1" + s[i + 1:], False) for i, ch in enumerate(s) if ch == "0")
    if not reversed_last and s != s[::-1]:
        best = min(best, -value(s[::-1], True))
    return best


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        v = value(data[2 + 2 * i], False)
        out.append("ALICE" if v < 0 else "BOB" if v > 0 else "DRAW")
    print("\n".join(out))


if __name__ == "__main__":
    main()
