# Wrong: computes the Grundy values in one sweep from position N-1 down to 0, as if every edge
# went to a LARGER index. The statement only promises an acyclic graph; with an edge to a
# smaller index (4 -> 3 -> 2 -> 1 -> 0) the successor's value is still the initial 0 when it
# is read.
import sys


def main() -> None:
    data = sys.stdin.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos]); pos += 1
        adj = []
        for _ in range(n):
            x = int(data[pos])
            adj.append([int(t) for t in data[pos + 1:pos + 1 + x]])
            pos += 1 + x
        sg = [0] * n
        for v in range(n - 1, -1, -1):
            seen = {sg[w] for w in adj[v]}
            m = 0
            while m in seen:
                m += 1
            sg[v] = m
        while True:
            m = int(data[pos]); pos += 1
            if m == 0:
                break
            x = 0
            for t in data[pos:pos + m]:
                x ^= sg[int(t)]
            pos += m
            out.append("WIN" if x else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
