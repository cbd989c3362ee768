# Too slow: right answers, but the Grundy table is cleared for EVERY query (the classic
# `memset(sg, -1, sizeof sg)` inside the query loop), so each query searches the graph again.
# With 12,000 queries on a complete DAG of 1000 positions (499,500 edges) that is billions of
# steps. (The input is read line by line into compact arrays, so memory is not the problem.)
import sys
from array import array


def main() -> None:
    lines = sys.stdin.buffer.read().split(b"\n")
    out = []
    i = 0
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        n = int(lines[i])
        adj = [array("H", map(int, line.split()))[1:] for line in lines[i + 1:i + 1 + n]]
        i += 1 + n
        while True:
            query = [int(t) for t in lines[i].split()]
            i += 1
            if query[0] == 0:
                break
            sg = [-1] * n                      # recomputed for every query
            x = 0
            for root in query[1:]:
                stack = [root]
                while stack:
                    v = stack[-1]
                    if sg[v] >= 0:
                        stack.pop(); continue
                    todo = [w for w in adj[v] if sg[w] < 0]
                    if todo:
                        stack.extend(todo); continue
                    seen = {sg[w] for w in adj[v]}
                    g = 0
                    while g in seen:
                        g += 1
                    sg[v] = g
                    stack.pop()
                x ^= sg[root]
            out.append("WIN" if x else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
