# Right answers with trailing spaces and blank lines: still AC under the hdu checker.
import sys

data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) + "   " for a, b in zip(data[::2], data[1::2])) + "\n\n")
