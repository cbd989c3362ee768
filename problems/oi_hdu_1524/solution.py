# A Chess Game (HDU 1524), OI edition: graphs of up to 10^5 positions. Reference solution.
#
# Chesses sit on the positions of a directed acyclic graph; a move slides ONE chess along one
# edge; a player who cannot move loses.
#
# Why the rule is right (Sprague-Grundy): each chess alone is the game "move a token along the
# DAG", and the whole game is their disjunctive sum (a move is made in exactly one of them).
# Every position v has the Grundy value
#     sg(v) = mex { sg(w) : v -> w is an edge }      (a sink has sg = 0),
# and a sum is lost for the player to move exactly when the XOR of its parts' values is 0: the
# first player wins iff sg(p1) ^ ... ^ sg(pM) != 0 (two chesses on one position cancel).
#
# sg is computed once per test case for every position, successors first, by a depth-first
# search on an explicit stack: a path can be 10^5 positions long, far past Python's recursion
# limit. The input is read as one list of numbers (blank lines between test cases vanish).
import sys
from functools import reduce
from operator import xor


def grundy(adj):
    """sg of every position of the DAG given by its out-lists."""
    sg = [-1] * len(adj)
    value = sg.__getitem__
    for root in range(len(adj)):
        if sg[root] >= 0:
            continue
        stack = [root]
        while stack:
            v = stack[-1]
            if sg[v] >= 0:  # finished through another path meanwhile
                stack.pop()
                continue
            seen = set(map(value, adj[v]))
            if -1 in seen:  # some successor not done yet: those first
                stack.extend([w for w in adj[v] if sg[w] < 0])
                continue
            g = 0
            while g in seen:
                g += 1
            sg[v] = g
            stack.pop()
    return sg


def main() -> None:
    vals = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    p, total = 0, len(vals)
    while p < total:
        n = vals[p]
        p += 1
        adj = []
        for _ in range(n):
            x = vals[p]
            adj.append(vals[p + 1:p + 1 + x])
            p += 1 + x
        value = grundy(adj).__getitem__
        while vals[p]:  # queries "M p1 ... pM" up to the line 0
            m = vals[p]
            out.append("WIN" if reduce(xor, map(value, vals[p + 1:p + 1 + m])) else "LOSE")
            p += 1 + m
        p += 1
    if out:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
