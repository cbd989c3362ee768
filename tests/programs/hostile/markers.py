# Leaves marker files in /tmp and /dev/shm, then answers correctly.
import sys

for folder in ("/tmp", "/dev/shm"):
    with open(f"{folder}/@MARKER@", "w") as f:
        f.write("escaped\n")
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
