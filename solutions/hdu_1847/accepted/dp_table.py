# Accepted, without the mod-3 argument: one game DP over 0..1000 computed once (a count r is
# a win for the player to move iff some power of two p <= r leaves a losing count; 0 is
# losing), then every line is a table look-up. About 10^4 steps in total.
import sys

MAX_N = 1000
win = [False] * (MAX_N + 1)
for r in range(1, MAX_N + 1):
    p = 1
    while p <= r:
        if not win[r - p]:
            win[r] = True
            break
        p *= 2
out = ["Kiki" if win[int(tok)] else "Cici" for tok in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
