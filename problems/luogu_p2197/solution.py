# Luogu P2197 - 【模板】Nim 游戏 (Nim).
#
# Heaps of stones; a move removes any positive number of stones from one heap; the player
# who cannot move loses. Bouton's theorem: the player to move loses exactly when the nim-sum
# (the XOR of all heap sizes) is 0.
#  - From nim-sum 0, a move changes one heap, so it changes some bit of that heap, and the
#    nim-sum becomes nonzero.
#  - From nim-sum X != 0, let b be X's highest set bit and h a heap having bit b. Then
#    h ^ X < h (bit b goes from 1 to 0, higher bits stay), so lowering h to h ^ X is a move,
#    and it makes the nim-sum 0.
# The final position (all heaps empty) has nim-sum 0, and the player facing it loses; so the
# player who always hands over nim-sum 0 wins. First player wins <=> XOR != 0.
import sys
from functools import reduce
from operator import xor


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos, out = 1, []
    for _ in range(t):
        n = int(data[pos])
        x = reduce(xor, map(int, data[pos + 1:pos + 1 + n]), 0)
        pos += 1 + n
        out.append("Yes" if x else "No")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
