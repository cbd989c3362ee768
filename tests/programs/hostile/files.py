# Creates 100,000 files in its working directory, then answers correctly.
import sys

for k in range(100_000):
    open(f"f{k}", "w").close()
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
