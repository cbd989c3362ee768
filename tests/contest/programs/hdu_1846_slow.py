# HDU 1846, right but slow in wall time (0.2 s asleep per case, no CPU): judging it takes a
# few seconds, long enough to kill the judge in the middle.
import sys
import time

time.sleep(0.2)
data = sys.stdin.read().split()
out = []
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if n % (m + 1) else "second")
print("\n".join(out))
