# Wrong: reads every number to the end of the input and forgets that the line 0 only marks
# the end; it answers 0 as well ("First win", 0 is not in the table), one line too many.
import sys

fib = set()
a, b = 1, 2
while b < 2 ** 31:
    fib.add(b)
    a, b = b, a + b
out = ["Second win" if int(tok) in fib else "First win" for tok in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
