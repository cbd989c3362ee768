# HDU 2516 - Stone-Taking Game (Fibonacci Nim), OI edition: n <= 10^18.
#
# One pile of n stones. The first move takes any number of stones but not all; after that a
# player takes at least 1 and at most twice what the opponent just took. Taking the last
# stone wins. Claim: the first player loses exactly when n is a Fibonacci number
# (2, 3, 5, 8, 13, ...).
#
# Why: write the pile as its Zeckendorf sum (every positive integer is a unique sum of
# non-consecutive Fibonacci numbers 1, 2, 3, 5, ...). Let g be its smallest term. A player
# allowed to take up to k stones wins iff g <= k:
#  - taking g leaves a pile whose smallest term is at least the Fibonacci number two places
#    above g, which is more than 2g, i.e. more than the opponent may take;
#  - conversely, whoever must take t < g leaves a pile whose smallest term is at most 2t
#    (a standard Zeckendorf lemma), so the opponent is back in the winning case.
# On the first move k = n - 1, so the first player wins iff g < n, i.e. iff n is not itself
# a Fibonacci number. There are 85 Fibonacci numbers up to 10^18: a set of them answers each n.
import sys

LIMIT = 10**18


def main() -> None:
    fib = set()
    a, b = 1, 2
    while b <= LIMIT:
        fib.add(b)
        a, b = b, a + b
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = ["Second win" if int(tok) in fib else "First win" for tok in data[1 : 1 + c]]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
