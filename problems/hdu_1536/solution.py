# HDU 1536 - S-Nim.
#
# Nim where every move removes s beads from one heap, s taken from the allowed set S.
#
# Why the rule is right (Sprague-Grundy): a position made of several heaps is the sum of
# independent one-heap games. Give every heap size x its Grundy value
#     sg(x) = mex { sg(x - s) : s in S, s <= x }      (mex = least non-negative integer missing)
# so sg(x) = 0 exactly when no move reaches another 0. The Sprague-Grundy theorem says a sum of
# games is lost for the player to move exactly when the XOR of the parts' Grundy values is 0.
# So a position is L when sg(h1) ^ ... ^ sg(hl) == 0 and W otherwise.
#
# Making it fast enough in Python (up to 10 test sets, each with its own S and heaps <= 10000):
# - Only moves s <= H matter, where H is the largest heap of the test set, and the table is
#   built only up to H.
# - One table entry is a C-level gather of the previous values (operator.itemgetter with
#   negative indices into the growing bytearray) and a C-level mex: deleting the gathered
#   values from the alphabet 0, 1, 2, ... with bytes.translate leaves the mex as first byte.
#   Grundy values never exceed |S| <= 100, so they fit in bytes.
# - Periodicity. Let L be the largest usable move. For x >= L every move is legal, so sg(x) is
#   one fixed function of the L values before it. Hence if the L values starting at a equal
#   the L values starting at a + p (p >= 1), then sg(y + p) = sg(y) for every y >= a (by
#   induction on y: the windows before y and y + p agree). Every CHECK positions we look for
#   an earlier copy of the latest window with bytearray.find; on a hit the rest of the table
#   is that period repeated. It is an exact test, not a heuristic: without a hit we simply
#   keep computing.
# - Tables are cached per set of usable moves, for test sets that repeat S.
import sys
from functools import reduce
from operator import itemgetter, xor

CHECK = 512  # how often (in table entries) to look for a period


def grundy_table(moves, top):
    """sg(0..top) (at least) for the sorted distinct move sizes `moves`, all <= top."""
    if not moves:
        return bytearray(top + 1)
    sg = bytearray(moves[0])  # heaps smaller than every move: no move at all, sg = 0
    append = sg.append
    last = moves[-1]
    for j, s in enumerate(moves):
        # Here moves[0..j] are legal, for heaps moves[j] <= x < moves[j + 1].
        # With len(sg) == x, sg[-t] is sg(x - t).
        back = [-t for t in moves[:j + 1]]
        gather = itemgetter(*back, back[0])  # an extra index so the result is always a tuple
        alphabet = bytes(range(j + 3))       # the mex of j + 1 values is at most j + 1
        delete = alphabet.translate
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
    pos, out, cache = 0, [], {}
    while pos < len(data):
        k = int(data[pos])
        if k == 0:
            break
        given = list(map(int, data[pos + 1:pos + 1 + k]))
        pos += 1 + k
        m = int(data[pos])
        pos += 1
        positions = []
        for _ in range(m):
            l = int(data[pos])
            positions.append(list(map(int, data[pos + 1:pos + 1 + l])))
            pos += 1 + l
        top = max(map(max, positions))
        moves = tuple(sorted({s for s in given if s <= top}))
        table = cache.get(moves)
        if table is None or len(table) <= top:
            table = cache[moves] = grundy_table(list(moves), top)
        get = table.__getitem__
        out.append("".join("W" if reduce(xor, map(get, heaps)) else "L" for heaps in positions))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
