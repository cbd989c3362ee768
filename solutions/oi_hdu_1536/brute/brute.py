# Brute force for the OI edition of HDU 1536 (S-Nim), written from the rules only: no Grundy
# numbers, no XOR.
#
# A position is the multiset of heap sizes, kept as a sorted tuple. A move picks one heap h
# and one allowed size s in S (as given, duplicates and all) with s <= h and replaces h by
# h - s. A position with no move is lost for the player to move; a position is won exactly
# when some move leads to a lost position. Memoised search over all reachable positions
# (one memo per test set, since S changes). Exponential: for small heaps and few heaps only,
# the small subtask's (solutions/oi_hdu_1536/expected_scores.yaml).
import sys


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, out = 0, []
    while pos < len(data):
        k = int(data[pos])
        if k == 0:
            break
        S = [int(t) for t in data[pos + 1:pos + 1 + k]]
        pos += 1 + k
        m = int(data[pos])
        pos += 1
        memo = {}

        def wins(state):
            if state in memo:
                return memo[state]
            result = False
            for i, h in enumerate(state):
                for s in S:
                    if s <= h:
                        after = tuple(sorted(state[:i] + (h - s,) + state[i + 1:]))
                        if not wins(after):
                            result = True
                            break
                if result:
                    break
            memo[state] = result
            return result

        line = []
        for _ in range(m):
            l = int(data[pos])
            heaps = tuple(sorted(int(t) for t in data[pos + 1:pos + 1 + l]))
            pos += 1 + l
            line.append("W" if wins(heaps) else "L")
        out.append("".join(line))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
