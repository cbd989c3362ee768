# HDU 1524 - A Chess Game (sum of games on a DAG: Sprague-Grundy).
#
# Chesses sit on the positions of a directed acyclic graph; a move slides ONE chess along one
# edge; a player who cannot move loses.
#
# Why the rule is right. Each chess on its own is a game "move a token along the DAG", and the
# whole game is the disjunctive sum of these games (a move is made in exactly one of them).
# By the Sprague-Grundy theorem every position v has a Grundy value
#     sg(v) = mex { sg(w) : v -> w is an edge }      (mex = smallest non-negative integer
#                                                     not in the set; a sink has sg = 0),
# and a sum of games is lost for the player to move exactly when the XOR of the Grundy values
# of its parts is 0. So the first player wins iff sg(p1) ^ sg(p2) ^ ... ^ sg(pM) != 0.
# Chesses on the same position cancel out (x ^ x = 0): "2 1 1" is a loss, whatever sg(1) is.
#
# sg is computed once per test case for all positions, children before parents, with an
# explicit stack (a path can be 1000 positions long, too deep for Python's recursion limit).
# Each position's out-list is stored as a compact array of 16-bit numbers.
import sys
from array import array
from functools import reduce
from operator import xor


def grundy(adj: list) -> list:
    n = len(adj)
    sg = [-1] * n
    value = sg.__getitem__
    for root in range(n):
        if sg[root] >= 0:
            continue
        stack = [root]
        while stack:
            v = stack[-1]
            if sg[v] >= 0:                 # finished through another path meanwhile
                stack.pop()
                continue
            seen = set(map(value, adj[v]))
            if -1 in seen:                 # some successor not done yet: do those first
                stack.extend([w for w in adj[v] if sg[w] < 0])
                continue
            m = 0
            while m in seen:
                m += 1
            sg[v] = m
            stack.pop()
    return sg


def main() -> None:
    lines = sys.stdin.buffer.read().split(b"\n")
    out = []
    i, total = 0, len(lines)
    while i < total:
        if not lines[i].strip():           # blank lines between test cases
            i += 1
            continue
        n = int(lines[i])
        adj = []
        for line in lines[i + 1:i + 1 + n]:
            succ = array("H", map(int, line.split()))
            del succ[0]                    # the count Xi
            adj.append(succ)
        i += 1 + n
        value = grundy(adj).__getitem__
        while True:
            query = lines[i].split()
            i += 1
            if query[0] == b"0":
                break
            x = reduce(xor, map(value, map(int, query[1:])))
            out.append("WIN" if x else "LOSE")
    if out:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
