# Kills its parent, then answers correctly.
import os
import signal
import sys

os.kill(os.getppid(), signal.SIGKILL)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
