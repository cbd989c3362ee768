# Runtime error: the textbook memoised recursive Grundy function, without raising Python's
# recursion limit (1000 frames). A path through all 1000 positions needs 1000 nested calls
# (plus the frames below them) and dies with RecursionError. Fine in C/C++, not in Python.
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
        sg = [-1] * n

        def grundy(v: int) -> int:
            if sg[v] < 0:
                seen = {grundy(w) for w in adj[v]}
                m = 0
                while m in seen:
                    m += 1
                sg[v] = m
            return sg[v]

        while True:
            m = int(data[pos]); pos += 1
            if m == 0:
                break
            x = 0
            for t in data[pos:pos + m]:
                x ^= grundy(int(t))
            pos += m
            out.append("WIN" if x else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
