# Too slow: uses the right test (n is a Fibonacci number iff 5n^2 + 4 or 5n^2 - 4 is a
# perfect square) but finds the square root by counting up from 0. That is about 2.2 * n
# steps per case: billions of steps for n near 2^31.
import sys


def is_square(x: int) -> bool:
    r = 0
    while r * r < x:
        r += 1
    return r * r == x


out = []
for tok in sys.stdin.buffer.read().split():
    n = int(tok)
    if n == 0:
        break
    fib = is_square(5 * n * n + 4) or is_square(5 * n * n - 4)
    out.append("Second win" if fib else "First win")
sys.stdout.write("\n".join(out) + "\n")
