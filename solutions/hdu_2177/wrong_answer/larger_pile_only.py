# Wrong: only ever lowers the LARGER pile (the equal removal is handled correctly).
#
# The most copied solution of this problem: print the equal-removal result, then look up the
# losing pair that contains a and lower b to its partner. It forgets that lowering the SMALLER
# pile can win too: from (4, 5) the move to (3, 5) is missing (and from (8, 10) -> (6, 10)).
# It also prints a pair twice when the equal removal and the one-pile move meet, which the
# checker tolerates.
import sys

PHI = (1 + 5 ** 0.5) / 2


def main() -> None:
    data = sys.stdin.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        k = b - a
        ak = int(k * PHI)
        if ak == a:
            out.append("0")
            continue
        out.append("1")
        if ak < a:
            out.append("%d %d" % (ak, ak + k))
        # find the pair (a_j, b_j) holding a and lower b to the other number
        j = int((a + 1) / PHI)
        if int(j * PHI) == a:
            if a + j < b:
                out.append("%d %d" % (a, a + j))
        else:
            j = a - j
            out.append("%d %d" % (a - j, a))
    sys.stdout.write("\n".join(out) + "\n")


main()
