# Wrong: knows that Fibonacci numbers are the special positions but mixes up who wins there:
# prints "First win" for a Fibonacci n (the first player actually loses) and vice versa.
import sys

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
    out.append("First win" if n in fib else "Second win")
sys.stdout.write("\n".join(out) + "\n")
