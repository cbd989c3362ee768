# judge doctor --self-test: each line's two numbers, summed.
import sys

for line in sys.stdin:
    a, b = map(int, line.split())
    print(a + b)
