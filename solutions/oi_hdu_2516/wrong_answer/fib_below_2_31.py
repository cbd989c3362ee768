# OI edition of HDU 2516: the right rule with the original's table. The Fibonacci numbers are
# listed below 2^31, the original's bound on n, so every medium case (n < 2^31) is answered
# right; the full subtask's Fibonacci piles past 2^31 (2971215073, ..., 679891637638612258)
# are missing from the table and get "First win" instead of "Second win". It earns the small
# and medium subtasks' 50 points of 100 (solutions/oi_hdu_2516/expected_scores.yaml).
import sys


def main() -> None:
    fib = set()
    a, b = 1, 2
    while b < 2**31:
        fib.add(b)
        a, b = b, a + b
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = ["Second win" if int(tok) in fib else "First win" for tok in data[1 : 1 + c]]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
