# play_luogu_p2197 - Win at Nim: the strategy of Luogu P2197 (Bouton's theorem), played.
#
# The P-positions are those whose heaps xor to 0: a move changes one heap, so from xor 0 it
# always leaves a non-zero xor; from a non-zero xor s, a heap h holding the highest bit of s
# has h xor s < h, and leaving h xor s there makes the xor 0. No heaps is xor 0, and its
# player to move has lost. We move first exactly when the xor is not 0, and always restore 0.
import sys


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        count, *heaps = map(int, sys.stdin.readline().split())
        xor = 0
        for h in heaps:
            xor ^= h
        print("first" if xor else "second", flush=True)
        reply = "" if xor else sys.stdin.readline()
        while reply.strip() != "end":
            if reply:
                h, x = map(int, reply.split())
                heaps[heaps.index(h)] = x
            xor = 0
            for h in heaps:
                xor ^= h
            i = next(i for i, h in enumerate(heaps) if h ^ xor < h)
            print(heaps[i], heaps[i] ^ xor, flush=True)
            heaps[i] ^= xor
            reply = sys.stdin.readline()


if __name__ == "__main__":
    main()
