# HDU 2188 - choosing the volunteers (a Bash game in disguise).
#
# Grass and Rabbit take turns donating a whole number of yuan between 1 and m; whoever first
# makes the total reach (or exceed) n wins, and Grass donates first.
#
# Why the rule is right: only the amount still missing, r = n - total, matters. With r <= m
# the player to move finishes at once. Overshooting never helps, so this is the take-away
# game "remove 1..m from a pile of r, taking the last one wins". If r is a multiple of m+1
# the mover loses: after any donation d (1..m) the opponent donates m+1-d and the missing
# amount is again a multiple of m+1, until the opponent completes it. Otherwise the mover
# donates r % (m+1) and leaves the opponent in that losing spot.
# So Grass wins exactly when n % (m+1) != 0.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n = int(data[1 + 2 * i])
        m = int(data[2 + 2 * i])
        out.append("Grass" if n % (m + 1) else "Rabbit")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
