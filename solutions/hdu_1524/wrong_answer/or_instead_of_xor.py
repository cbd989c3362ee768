# Wrong: says WIN as soon as ANY chess stands on a winning position (Grundy value != 0),
# instead of XOR-ing the Grundy values. Two chesses on the same winning position ("2 1 1")
# cancel out: the second player copies every move, so that query is a loss.
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
            chesses = [int(t) for t in data[pos:pos + m]]
            pos += m
            out.append("WIN" if any(sg[p] for p in chesses) else "LOSE")
    sys.stdout.write("\n".join(out) + "\n")


main()
