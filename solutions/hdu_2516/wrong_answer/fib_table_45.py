# Wrong: the Fibonacci table is sized like a C array "int f[45]" (f[0] = f[1] = 1). Its last
# entry is 1134903170, so the largest Fibonacci number below 2^31, 1836311903, is missing
# and that n gets "First win" instead of "Second win".
import sys

f = [1, 1]
for i in range(2, 45):
    f.append(f[i - 1] + f[i - 2])
fib = set(f)
out = []
for tok in sys.stdin.buffer.read().split():
    n = int(tok)
    if n == 0:
        break
    out.append("Second win" if n in fib else "First win")
sys.stdout.write("\n".join(out) + "\n")
