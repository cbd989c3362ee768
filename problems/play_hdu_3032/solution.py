# play_hdu_3032 - Win at Lasker's Nim: the strategy of HDU 3032 (Sprague-Grundy), played.
#
# A move takes from one heap or splits it in two. The heaps are a sum, so a position is lost
# exactly when the xor of the heaps' Grundy values is 0; one heap's value follows a period of
# 4 (proved by induction): sg(4k+1) = 4k+1, sg(4k+2) = 4k+2, sg(4k+3) = 4k+4, sg(4k+4) = 4k+3.
# From a non-zero xor s, a heap whose value v has v ^ s < v has, by the mex, a move to a
# position worth v ^ s (a smaller heap, or a split whose parts' values xor to it): making it
# leaves xor 0. We move first exactly when the xor is not 0, and always restore 0.
import sys


def sg(h: int) -> int:
    if h % 4 == 0:
        return h - 1 if h else 0
    return h + 1 if h % 4 == 3 else h


def move_to(h: int, target: int) -> list[int]:
    """What a heap of h leaves to be worth `target`: [] (taken), [x], or [a, b] (a split)."""
    for x in range(h):
        if sg(x) == target:
            return [x] if x else []
    for a in range(1, h // 2 + 1):
        if sg(a) ^ sg(h - a) == target:
            return [a, h - a]
    raise AssertionError("the mex guarantees a move")


def apply(heaps: list[int], words: list[int]) -> None:
    """The judge's move 'h x' or 'h a b' on our heaps."""
    heaps.remove(words[0])
    heaps.extend(p for p in words[1:] if p)


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        count, *heaps = map(int, sys.stdin.readline().split())
        heaps = [h for h in heaps if h]
        xor = 0
        for h in heaps:
            xor ^= sg(h)
        print("first" if xor else "second", flush=True)
        reply = "" if xor else sys.stdin.readline()
        while reply.strip() != "end":
            if reply:
                apply(heaps, list(map(int, reply.split())))
            xor = 0
            for h in heaps:
                xor ^= sg(h)
            h = next(h for h in heaps if sg(h) ^ xor < sg(h))
            left = move_to(h, sg(h) ^ xor)
            print(h, *(left or [0]), flush=True)
            apply(heaps, [h, *left])
            reply = sys.stdin.readline()


if __name__ == "__main__":
    main()
