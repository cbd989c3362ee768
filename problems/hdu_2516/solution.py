# HDU 2516 - 取石子游戏 (Fibonacci Nim).
#
# One pile of n stones. The first move takes any number of stones but not all; after that a
# player takes at least 1 and at most twice what the opponent just took. Taking the last
# stone wins. Claim: the first player loses exactly when n is a Fibonacci number
# (2, 3, 5, 8, 13, ...).
#
# Why: write the pile as its Zeckendorf sum (every positive integer is a unique sum of
# non-consecutive Fibonacci numbers; 1 and 2 count as distinct terms 1, 2, 3, 5, ...).
# Let g be its smallest term. A player allowed to take up to k stones wins iff g <= k:
#  - taking g leaves a pile whose smallest term is at least the Fibonacci number two places
#    above g, which is more than 2g, i.e. more than the opponent may take;
#  - conversely, whoever must take t < g leaves a pile whose smallest term is at most 2t
#    (a standard Zeckendorf lemma), so the opponent is back in the winning case.
# Taking the last stone is the case g = whole pile <= k. On the first move k = n - 1, so
# the first player wins iff g < n, i.e. iff n is not itself a Fibonacci number.
#
# n < 2^31, so we list the Fibonacci numbers below 2^31 once (the largest is 1836311903;
# the next, 2971215073, does not fit a signed 32-bit int) and answer each n by set lookup.
import sys


def main() -> None:
    fib = set()
    a, b = 1, 2
    while b < 2 ** 31:
        fib.add(b)
        a, b = b, a + b
    out = []
    for tok in sys.stdin.buffer.read().split():
        n = int(tok)
        if n == 0:
            break
        out.append("Second win" if n in fib else "First win")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
