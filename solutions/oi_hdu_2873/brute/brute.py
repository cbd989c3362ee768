# Brute force for the OI edition of HDU 2873 (Bomb Game), written from the rules only: no
# Grundy numbers.
#
# A state is the set of cells (p, q) (1-based: row p, column q) that hold a bomb. The rules
# applied literally:
# - a bomb on (1, 1) explodes at once, producing nothing: it never stays on the board;
# - two bombs on the same cell explode at once, producing nothing: placing a bomb on an
#   occupied cell empties that cell;
# - a move chooses a bomb (p, q), which explodes (disappears) and then
#     p > 1, q > 1: places bombs on (u, q) and (p, v), any u < p and v < q;
#     p = 1, q > 1: places one bomb on (1, v), any v < q;
#     p > 1, q = 1: places one bomb on (u, 1), any u < p.
# The player who cannot move (no bomb left) loses; a state is won exactly when some move
# leads to a lost state. Memoised search over reachable states, shared by all test cases
# (a state does not depend on the board it started on). Exponential: small boards only, the small
# subtask's (solutions/oi_hdu_2873/expected_scores.yaml).
import sys

memo = {}


def place(bombs: frozenset, cell) -> frozenset:
    """The bombs after a new bomb lands on `cell`, with the automatic explosions applied."""
    if cell == (1, 1):
        return bombs
    if cell in bombs:
        return bombs - {cell}
    return bombs | {cell}


def successors(bombs: frozenset):
    for p, q in bombs:
        rest = bombs - {(p, q)}
        if p > 1 and q > 1:
            for u in range(1, p):
                for v in range(1, q):
                    yield place(place(rest, (u, q)), (p, v))
        elif p == 1:
            for v in range(1, q):
                yield place(rest, (1, v))
        else:
            for u in range(1, p):
                yield place(rest, (u, 1))


def wins(bombs: frozenset) -> bool:
    if bombs not in memo:
        memo[bombs] = any(not wins(after) for after in successors(bombs))
    return memo[bombs]


def main() -> None:
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.read().split()
    pos, out = 0, []
    while pos + 1 < len(data):
        n, m = int(data[pos]), int(data[pos + 1])
        pos += 2
        if n == 0 and m == 0:
            break
        bombs = frozenset()
        for p in range(1, n + 1):
            row = data[pos]
            pos += 1
            for q in range(1, m + 1):
                if row[q - 1] == "#":
                    bombs = place(bombs, (p, q))
        out.append("John" if wins(bombs) else "Jack")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
