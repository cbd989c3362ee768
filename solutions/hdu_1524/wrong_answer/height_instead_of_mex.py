# Wrong: takes a position's value as 1 + the LARGEST value of its successors (the length of
# the longest path), a common confusion with the mex. On the path 0 -> 1 -> 2 it gives
# position 0 the value 2, so "1 0" is answered WIN, but the first player must move to 1 and
# the second player then moves to 2: LOSE. (The sample does not catch it.)
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
        h = [-1] * n
        for root in range(n):
            stack = [root]
            while stack:
                v = stack[-1]
                if h[v] >= 0:
                    stack.pop(); continue
                todo = [w for w in adj[v] if h[w] < 0]
                if todo:
                    stack.extend(todo); continue
                h[v] = 1 + max((h[w] for w in adj[v]), default=-1)
                stack.pop()
        while True:
            m = int(data[pos]); pos += 1
            if m == 0:
                break
            x = 0
            for t in data[pos:pos + m]:
                x ^= h[int(t)]
            pos += m
            out.append("WIN" if x else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
