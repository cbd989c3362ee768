# HDU 2516, right up to n = 1000 and the opposite above it: the smallest n it fails on is 1001.
import sys

fib = [2, 3]
while fib[-1] < 2**31:
    fib.append(fib[-1] + fib[-2])
out = []
for t in sys.stdin.read().split():
    if t == "0":
        break
    second = (int(t) in fib) != (int(t) > 1000)
    out.append("Second win" if second else "First win")
print("\n".join(out))
