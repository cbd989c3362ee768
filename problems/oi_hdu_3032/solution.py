# HDU 3032 - Nim or not Nim? (Lasker's Nim: take from a heap, or split it in two), OI edition:
# heaps up to 10^18.
#
# The heaps are independent games, so by the Sprague-Grundy theorem Alice wins exactly when
# the XOR of the heaps' Grundy values is nonzero. For one heap of x objects,
#     sg(x) = mex( { sg(y) : y < x }  u  { sg(a) ^ sg(b) : a + b = x, a, b >= 1 } ).
# Claim, for k >= 0 (sg(0..8) = 0 1 2 4 3 5 6 8 7):
#     sg(4k+1) = 4k+1,  sg(4k+2) = 4k+2,  sg(4k+3) = 4k+4,  sg(4k+4) = 4k+3,
# i.e. sg(x) = x + SHIFT[x % 4] with SHIFT = (-1, 0, 0, 1). By induction on x: taking
# reaches the values 0..4k of the blocks below (each block of four is permuted) and those
# of the smaller heaps of x's own block. Modulo 4, sg(y) is 1, 2, 0, 3 for y = 1, 2, 3, 0
# (mod 4), so the XOR of the two parts of a split of x is, modulo 4:
#     x = 4k+1: 2 only,   x = 4k+2: 0 or 1,   x = 4k+3: 3 only,   x = 4k+4: 0 or 1.
# Hence no move reaches 4k+1 from 4k+1 or 4k+2 from 4k+2 (each is the mex); from 4k+3 the
# split 1 + (4k+2) reaches 1 ^ (4k+2) = 4k+3 and nothing reaches 4k+4; from 4k+4, taking
# reaches 0..4k+2 and sg(4k+3) = 4k+4, and nothing reaches 4k+3.
import sys

SHIFT = (-1, 0, 0, 1)  # sg(x) - x, by x % 4


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[pos])
        x = 0
        for tok in data[pos + 1 : pos + 1 + n]:
            h = int(tok)
            x ^= h + SHIFT[h & 3]
        pos += 1 + n
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
