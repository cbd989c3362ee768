# play_hdu_2516 - Win at Fibonacci Nim: the strategy of HDU 2516, played.
#
# Write the pile as its Zeckendorf sum (non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ...)
# and let g be its smallest part. Taking g leaves a pile whose smallest part is more than 2g,
# more than the opponent may take; whoever must take fewer than the smallest part leaves a
# smallest part at most twice what he took, which the reply may take. So the player to move
# wins when g is at most what he may take: on the first move (at most n - 1) iff n is not a
# Fibonacci number. We move first exactly then, and always take g: it is always allowed,
# since every pile we face was left by a move smaller than half its smallest part.
import sys


def smallest_part(n: int) -> int:
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    for f in reversed(fib):
        if f <= n:
            n -= f
            last = f
    return last


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        left = int(sys.stdin.readline())
        first = smallest_part(left) < left
        print("first" if first else "second", flush=True)
        if not first:
            left -= int(sys.stdin.readline())
        while True:
            take = smallest_part(left)
            print(take, flush=True)
            left -= take
            reply = sys.stdin.readline().strip()
            if reply == "end":
                break
            left -= int(reply)


if __name__ == "__main__":
    main()
