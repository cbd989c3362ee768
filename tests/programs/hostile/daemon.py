# A classic daemon (fork, setsid, fork) that outlives the program and writes a marker later;
# the program itself answers correctly.
import os
import sys
import time

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(1)
        with open("/tmp/@MARKER@", "w") as f:
            f.write("escaped\n")
        time.sleep(60)
    os._exit(0)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
