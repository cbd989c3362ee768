# HDU 1850 - Being a Good Boy in Spring Festival, OI edition (heaps up to 10^18): the number of
# winning first moves at Nim.
#
# M heaps; a move takes any positive number of cards from one heap; whoever takes the last
# card wins. That is Nim, and by Bouton's theorem the player to move loses exactly when the
# nim-sum X = N1 ^ N2 ^ ... ^ NM is 0: from X = 0 every move makes it nonzero, and from
# X != 0 some move makes it 0 (so the loser is whoever faces X = 0 at the end, with no cards).
#
# So a first move wins exactly when it leaves nim-sum 0. Lowering heap i from Ni to v turns
# X into X ^ Ni ^ v, which is 0 only for v = X ^ Ni. That move is legal when it takes cards,
# i.e. when X ^ Ni < Ni. Each heap gives at most one winning move, and none when X = 0
# (then X ^ Ni = Ni): the answer is the number of heaps with X ^ Ni < Ni.
import sys
from functools import reduce
from operator import xor


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, out = 0, []
    while pos < len(data):
        m = int(data[pos])
        if m == 0:
            break
        heaps = list(map(int, data[pos + 1:pos + 1 + m]))
        pos += 1 + m
        x = reduce(xor, heaps)
        out.append(str(sum(1 for n in heaps if x ^ n < n)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
