# OI edition of HDU 1524 (A Chess Game): the textbook memoised recursive Grundy function, with
# Python's recursion limit raised to 10^4, the habit of many. The medium subtask's paths of
# 1000 positions stay far inside it; the full subtask's path through 10^5 positions needs 10^5
# nested calls: a RecursionError, a runtime error. It earns the small and medium subtasks' 50
# points (solutions/oi_hdu_1524/expected_scores.yaml).
import sys


def main() -> None:
    sys.setrecursionlimit(10**4)
    data = sys.stdin.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        adj = []
        for _ in range(n):
            x = int(data[pos])
            adj.append([int(t) for t in data[pos + 1:pos + 1 + x]])
            pos += 1 + x
        sg = [-1] * n

        def grundy(v: int) -> int:
            if sg[v] < 0:
                seen = {grundy(w) for w in adj[v]}
                g = 0
                while g in seen:
                    g += 1
                sg[v] = g
            return sg[v]

        while data[pos] != "0":
            m = int(data[pos])
            x = 0
            for t in data[pos + 1:pos + 1 + m]:
                x ^= grundy(int(t))
            out.append("WIN" if x else "LOSE")
            pos += 1 + m
        pos += 1
    print("\n".join(out))


main()
