# The right strategy, but its answers stay in its own output buffer: both sides wait for the
# other and the wall clock runs out.
import sys

out = open(1, "w", buffering=1 << 16, closefd=False)


def smallest_part(n):
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    for f in reversed(fib):
        if f <= n:
            n -= f
            last = f
    return last


for _ in range(int(sys.stdin.readline())):
    left = int(sys.stdin.readline())
    first = smallest_part(left) < left
    out.write("first\n" if first else "second\n")
    if not first:
        left -= int(sys.stdin.readline())
    while True:
        take = smallest_part(left)
        out.write(f"{take}\n")
        left -= take
        reply = sys.stdin.readline().strip()
        if reply == "end":
            break
        left -= int(reply)
