# Writes a 1 GiB file in /tmp (memory-backed inside the sandbox), then answers correctly.
import sys

chunk = b"x" * (1 << 20)
with open("/tmp/fill", "wb") as f:
    for _ in range(1024):
        f.write(chunk)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
