# HDU 1847 - Good Luck in CET-4 Everybody!, OI edition: n <= 10^18, O(1) a game.
#
# n cards; Kiki and Cici alternately take 1, 2, 4, 8, ... (a power of two) cards; whoever
# takes the last card wins; Kiki moves first.
#
# Why the rule is right: no power of two is a multiple of 3, so every power of two is
# 1 or 2 (mod 3). From a multiple of 3 every move leaves a non-multiple of 3; from a
# non-multiple of 3 the mover takes 1 or 2 cards (both are powers of two) to leave a multiple
# of 3. The player facing a multiple of 3 can never take the last card (0 is a multiple of 3,
# and he always leaves a non-multiple), so the multiples of 3 are exactly the losing counts.
# Hence Cici wins iff n % 3 == 0.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = ["Cici" if int(tok) % 3 == 0 else "Kiki" for tok in data[1 : 1 + c]]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
