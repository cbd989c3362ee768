# Starts ten thousand threads, then answers correctly.
import sys
import threading
import time

threads = [threading.Thread(target=time.sleep, args=(0.5,), daemon=True) for _ in range(10000)]
for thread in threads:
    thread.start()
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
