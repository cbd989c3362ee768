# Brute force for HDU 1729 (Stone Game), OI edition: the Sprague-Grundy theorem and nothing of
# the pattern. Fast on the small subtask (s <= 30), out of time on larger boxes.
#
# The boxes are a sum of games: the first player wins exactly when the XOR of their Grundy
# values is nonzero. For a box of size s, the value of every count c = s, s - 1, ..., 0 by the
# definition: the mex of the values of the counts c + x, 1 <= x <= min(c^2, s - c), one move
# away (a full or an empty box has none: 0). One table per size, shared by every box of that
# size: O(s^2) work for a size s.
import sys

tables = {}


def table(s: int):
    if s not in tables:
        sg = [0] * (s + 1)
        for c in range(s - 1, 0, -1):
            seen = set(sg[c + 1:min(s, c + c * c) + 1])
            g = 0
            while g in seen:
                g += 1
            sg[c] = g
        tables[s] = sg
    return tables[s]


def main() -> None:
    data = sys.stdin.read().split()
    pos, case, out = 0, 0, []
    while int(data[pos]) != 0:
        n = int(data[pos])
        x = 0
        for i in range(n):
            s, c = int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i])
            x ^= table(s)[c]
        pos += 1 + 2 * n
        case += 1
        out.append("Case %d:" % case)
        out.append("Yes" if x else "No")
    print("\n".join(out))


if __name__ == "__main__":
    main()
