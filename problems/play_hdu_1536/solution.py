# play_hdu_1536 - Win at S-Nim: the strategy of HDU 1536 (Sprague-Grundy), played.
#
# A move takes s beads from one heap, s in S. One heap is the subtraction game S: its value
# sg(h) is the mex of sg(h - s) over the sizes s <= h (computed up to the largest heap). The
# heaps are a sum, so a position is lost exactly when the values xor to 0; from a non-zero xor
# x, a heap worth v with v ^ x < v has, by the mex, a size s with sg(h - s) = v ^ x: taking s
# leaves xor 0. We move first exactly when the xor is not 0, and always restore 0.
import sys


def values(sizes: list[int], top: int) -> list[int]:
    sg = []
    for h in range(top + 1):
        seen = {sg[h - s] for s in sizes if s <= h}
        v = 0
        while v in seen:
            v += 1
        sg.append(v)
    return sg


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        numbers = list(map(int, sys.stdin.readline().split()))
        k = numbers[0]
        sizes, heaps = numbers[1 : k + 1], numbers[k + 2 :]
        sg = values(sizes, max(heaps))
        xor = 0
        for h in heaps:
            xor ^= sg[h]
        print("first" if xor else "second", flush=True)
        reply = "" if xor else sys.stdin.readline()
        while reply.strip() != "end":
            if reply:
                h, x = map(int, reply.split())
                heaps[heaps.index(h)] = x
            xor = 0
            for h in heaps:
                xor ^= sg[h]
            h = next(h for h in heaps if sg[h] ^ xor < sg[h])
            x = next(h - s for s in sizes if s <= h and sg[h - s] == sg[h] ^ xor)
            print(h, x, flush=True)
            heaps[heaps.index(h)] = x
            reply = sys.stdin.readline()


if __name__ == "__main__":
    main()
