# Lists its open descriptors (it should have 0, 1 and 2 only) on stderr; answers correctly.
import os
import sys


def open_descriptors():
    """The descriptors open in this process (probing each: listing /proc/self/fd opens one)."""
    found = []
    for fd in range(1024):
        try:
            os.fstat(fd)
        except OSError:
            continue
        found.append(fd)
    return found

print(open_descriptors(), file=sys.stderr)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
