# OI edition of HDU 1846: the right rule, tested the wrong way. "Is n a multiple of m + 1?" is
# asked of the floating-point quotient n / (m + 1): a double holds every whole number below
# 2^53 exactly, so on the small and medium subtasks (n <= 10^6) the quotient is a whole number
# exactly when m + 1 divides n. Past 2^53 it is not: n = 10^18 - 1 with m = 1 gives the
# quotient 5e17, a whole number, though 2 does not divide n, and this says "second". It earns
# the small and medium subtasks' 50 points of 100 (solutions/oi_hdu_1846/expected_scores.yaml).
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        quotient = n / (m + 1)
        out.append("second" if quotient == int(quotient) else "first")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
