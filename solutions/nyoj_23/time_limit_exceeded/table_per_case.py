# Too slow: right, by the game itself: win[r] is true when some take k (1..M) leaves a lost
# heap, kept with a sliding count of the lost heaps among the last M. That is O(N) per case,
# up to 10^6 steps for each of the 999 cases: about 10^9 steps.
import sys

data = sys.stdin.buffer.read().split()
count = int(data[0])
out = []
for i in range(count):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    win = [False] * (n + 1)
    lost_in_window = 1                       # r = 0 is lost
    for r in range(1, n + 1):
        win[r] = lost_in_window > 0
        if not win[r]:
            lost_in_window += 1
        if r - m >= 0 and not win[r - m]:
            lost_in_window -= 1
    out.append("Win" if win[n] else "Lose")
sys.stdout.write("\n".join(out) + "\n")
