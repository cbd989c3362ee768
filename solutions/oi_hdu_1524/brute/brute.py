# Brute force for the OI edition of HDU 1524, written from the rules only (no Grundy values,
# no XOR).
#
# A game state is the multiset of chess positions, stored as a sorted tuple. A state is a win
# for the player to move when some move (one chess along one out-edge of its position) leads
# to a state that is a loss; a state with no move is a loss. States are solved with an
# explicit stack and a memo (the graph is acyclic, so the state graph is acyclic too).
# The number of states grows like N^M / M!: small graphs and few chesses only, the small
# subtask's (solutions/oi_hdu_1524/expected_scores.yaml).
import sys


def main() -> None:
    tokens = sys.stdin.read().split()
    pos = 0
    out = []
    while pos < len(tokens):
        n = int(tokens[pos])
        pos += 1
        adj = []
        for _ in range(n):
            x = int(tokens[pos])
            adj.append([int(t) for t in tokens[pos + 1:pos + 1 + x]])
            pos += 1 + x
        memo = {}

        def successors(state):
            result = set()
            for i, p in enumerate(state):
                for w in adj[p]:
                    result.add(tuple(sorted(state[:i] + (w,) + state[i + 1:])))
            return result

        def wins(start):
            stack = [start]
            while stack:
                state = stack[-1]
                if state in memo:
                    stack.pop()
                    continue
                nexts = successors(state)
                todo = [s for s in nexts if s not in memo]
                if todo:
                    stack.extend(todo)
                    continue
                memo[state] = any(not memo[s] for s in nexts)
                stack.pop()
            return memo[start]

        while True:
            m = int(tokens[pos])
            pos += 1
            if m == 0:
                break
            state = tuple(sorted(int(t) for t in tokens[pos:pos + m]))
            pos += m
            out.append("WIN" if wins(state) else "LOSE")
    if out:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
