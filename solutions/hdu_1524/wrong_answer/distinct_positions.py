# Wrong: reads a query's chesses into a SET of positions, so several chesses on one position
# count once. The Grundy values are right and XOR-ed, but "2 1 1" becomes {1}: WIN instead of
# LOSE (two chesses on one position cancel out).
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
        for root in range(n):
            stack = [root]
            while stack:
                v = stack[-1]
                if sg[v] >= 0:
                    stack.pop(); continue
                todo = [w for w in adj[v] if sg[w] < 0]
                if todo:
                    stack.extend(todo); continue
                seen = {sg[w] for w in adj[v]}
                m = 0
                while m in seen:
                    m += 1
                sg[v] = m
                stack.pop()
        while True:
            m = int(data[pos]); pos += 1
            if m == 0:
                break
            chesses = {int(t) for t in data[pos:pos + m]}
            pos += m
            x = 0
            for p in chesses:
                x ^= sg[p]
            out.append("WIN" if x else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
