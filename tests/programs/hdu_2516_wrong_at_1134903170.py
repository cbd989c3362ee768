# HDU 2516, right except for one n: it answers the opposite for n = 1134903170, a Fibonacci
# number near 2^31 that only the large inputs hold (a learner's overflow-like bug).
import sys

fib = [2, 3]
while fib[-1] < 2**31:
    fib.append(fib[-1] + fib[-2])
out = []
for t in sys.stdin.read().split():
    if t == "0":
        break
    second = (int(t) in fib) != (int(t) == 1134903170)
    out.append("Second win" if second else "First win")
print("\n".join(out))
