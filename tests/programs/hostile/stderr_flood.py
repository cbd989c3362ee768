# Writes 100 MB on stderr, then answers correctly: stderr is not output.
import sys

chunk = "e" * (1 << 20)
for _ in range(100):
    sys.stderr.write(chunk)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
