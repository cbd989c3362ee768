# OI edition of HDU 1536 (S-Nim): the right rule, each heap's Grundy value found top-down, by
# a memoised recursion sg(x) = mex of sg(x - s), with the recursion limit raised to 10^4, the
# habit of many. A heap of x beads goes x / s deep along the size s tried first; the medium
# subtask's heaps of 1000 stay far inside the limit, but the full subtask's heap of 5 * 10^4
# with S led by 1 goes 5 * 10^4 calls deep: a RecursionError, a runtime error. It earns the
# small and medium subtasks' 50 points (solutions/oi_hdu_1536/expected_scores.yaml).
import sys


def main() -> None:
    sys.setrecursionlimit(10**4)
    data = sys.stdin.read().split()
    pos, out = 0, []
    while int(data[pos]) != 0:
        k = int(data[pos])
        moves = [int(t) for t in data[pos + 1:pos + 1 + k]]
        pos += 1 + k
        memo = {}

        def sg(x):
            if x not in memo:
                values = {sg(x - s) for s in moves if s <= x}
                g = 0
                while g in values:
                    g += 1
                memo[x] = g
            return memo[x]

        m = int(data[pos])
        pos += 1
        line = []
        for _ in range(m):
            l = int(data[pos])
            v = 0
            for t in data[pos + 1:pos + 1 + l]:
                v ^= sg(int(t))
            pos += 1 + l
            line.append("W" if v else "L")
        out.append("".join(line))
    print("\n".join(out))


main()
