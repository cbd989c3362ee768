# HDU 2516, right except on the Fibonacci numbers above 2,000,000 (P-positions it calls
# N-positions): the smallest n it fails on is 2178309, a Fibonacci number that halving a
# larger one never reaches.
import sys

fib = [2, 3]
while fib[-1] < 2**31:
    fib.append(fib[-1] + fib[-2])
fibs = set(fib)
out = []
for t in sys.stdin.read().split():
    if t == "0":
        break
    n = int(t)
    second = n in fibs and n <= 2000000
    out.append("Second win" if second else "First win")
print("\n".join(out))
