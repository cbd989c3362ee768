# Right numbers, wrong layout: all on one line.
import sys

data = sys.stdin.buffer.read().split()
print(" ".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
