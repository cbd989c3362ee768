# S-Nim (HDU 1536), OI edition: heaps and sizes up to 5 * 10^4, up to 100 sizes, the largest
# heaps of the test sets adding up to at most 10^5. Reference solution.
#
# Why the rule is right (Sprague-Grundy): a position of several heaps is the sum of its
# one-heap games. Give every heap size x its Grundy value
#     sg(x) = mex { sg(x - s) : s in S, s <= x }      (mex: the least non-negative integer missing)
# so sg(x) = 0 exactly when no move reaches another 0. By the Sprague-Grundy theorem a sum of
# games is lost for the player to move exactly when the XOR of its parts' values is 0: a
# position is L when sg(h1) ^ ... ^ sg(hl) == 0, and W otherwise.
#
# The work is the table, once per test set and only up to its largest heap H, with the moves
# s <= H: O(H * |S|). In Python each entry must cost a few C-level calls, not |S| steps:
# - operator.itemgetter with negative indices gathers sg(x - s) for every legal s at once from
#   the growing bytearray (with len(sg) == x, sg[-s] is sg(x - s));
# - bytes.translate deletes the gathered values from the alphabet 0, 1, 2, ...: the first
#   byte left is the mex. The mex of |S| <= 100 values is at most 100, so values fit in bytes.
# - Periodicity: with L the largest usable move, sg(x) for x >= L is one fixed function of the
#   L values before it, so once a window of L values repeats at distance p the rest of the
#   table is that period repeated (an exact test, by induction; without a hit we compute on).
import sys
from functools import reduce
from operator import itemgetter, xor

CHECK = 512  # table entries between two looks for a period


def grundy_table(moves, top):
    """sg(0..top) (at least) for the sorted distinct move sizes `moves`, all <= top."""
    if not moves:
        return bytearray(top + 1)
    sg = bytearray(moves[0])  # heaps below every move: no move, sg = 0
    append = sg.append
    last = moves[-1]
    for j, s in enumerate(moves):
        # moves[0..j] are the legal ones for the heaps moves[j] <= x < moves[j + 1]
        back = [-t for t in moves[:j + 1]]
        gather = itemgetter(*back, back[0])  # one index more: the result is always a tuple
        delete = bytes(range(j + 3)).translate  # the mex of j + 1 values is at most j + 1
        if s != last:
            for _ in range(len(sg), moves[j + 1]):
                append(delete(None, bytes(gather(sg)))[0])
            continue
        x = len(sg)
        while x <= top:
            stop = min(top + 1, x + CHECK)
            for _ in range(x, stop):
                append(delete(None, bytes(gather(sg)))[0])
            x = stop
            if x <= top and x > last:
                a = sg.find(sg[x - last:], 0, x - 1)  # an earlier copy of the last window
                if a >= 0:
                    p = x - last - a
                    sg += sg[x - p:x] * ((top - x) // p + 1)
                    break
    return sg


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(data):
        k = int(data[pos])
        if k == 0:
            break
        given = data[pos + 1:pos + 1 + k]
        pos += 1 + k
        m = int(data[pos])
        pos += 1
        positions = []
        for _ in range(m):
            l = int(data[pos])
            positions.append(list(map(int, data[pos + 1:pos + 1 + l])))
            pos += 1 + l
        top = max(map(max, positions))
        moves = sorted({s for s in map(int, given) if s <= top})
        get = grundy_table(moves, top).__getitem__
        out.append("".join("W" if reduce(xor, map(get, heaps)) else "L" for heaps in positions))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
