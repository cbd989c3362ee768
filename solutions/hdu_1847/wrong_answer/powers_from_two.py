# Wrong: a careful game DP, but the list of allowed moves starts at 2 (2^1, 2^2, ...): it
# forgets that 1 = 2^0 is a power of two too. With n = 1 Kiki then "cannot move" and
# loses, and the whole table differs from the real game.
import sys

MAX_N = 1000
moves = [2 ** k for k in range(1, 11)]
win = [False] * (MAX_N + 1)
for r in range(1, MAX_N + 1):
    win[r] = any(p <= r and not win[r - p] for p in moves)
out = ["Kiki" if win[int(tok)] else "Cici" for tok in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
