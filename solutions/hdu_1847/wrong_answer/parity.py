# Wrong: "taking 1 card at a time decides the game", so Kiki wins iff n is odd. Ignores
# that a player can take 2 (or 4, 8, ...) cards and change the parity; already n = 3
# (Cici wins) and n = 2 (Kiki takes both cards) break it.
import sys

out = ["Kiki" if int(tok) % 2 == 1 else "Cici" for tok in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
