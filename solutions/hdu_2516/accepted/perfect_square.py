# Accepted, a different Fibonacci test: n is a Fibonacci number iff 5n^2 + 4 or 5n^2 - 4 is
# a perfect square (from Binet's formula / the identity F(k)^2 - F(k-1)F(k+1) = +-1).
# math.isqrt (Python 3.8+) gives the exact integer square root, no table needed.
import sys
from math import isqrt


def is_square(x: int) -> bool:
    r = isqrt(x)
    return r * r == x


def main() -> None:
    out = []
    for tok in sys.stdin.buffer.read().split():
        n = int(tok)
        if n == 0:
            break
        fib = is_square(5 * n * n + 4) or is_square(5 * n * n - 4)
        out.append("Second win" if fib else "First win")
    sys.stdout.write("\n".join(out) + "\n")


main()
