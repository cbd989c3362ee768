# os.kill(-1, SIGKILL): every process it may signal. Then answers correctly.
import os
import signal
import sys

os.kill(-1, signal.SIGKILL)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
