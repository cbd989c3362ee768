# HDU 1404 - Digital Deletions.
#
# A move lowers one digit, or erases a 0 with everything to its right; whoever removes the
# last digit wins, so the empty string is lost for the player to move.
#  - A string starting with 0 is won: erase that 0 and everything after it.
#  - Any other string, of length l, is a number from 10^(l-1) to 10^l - 1. Lowering a digit
#    gives a smaller number of the same length (or a string starting with 0, won for the
#    opponent: never a good move); erasing from a 0 at position i >= 1 leaves a shorter
#    prefix. Every move leads to a shorter string or a smaller one of the same length, so a
#    table of all 1.1 million such strings can be filled shortest first, smallest first.
# Filling it forwards: a string p still unmarked when its turn comes has no move to a lost
# string (that string would have marked it), so p is lost. Then every string with a move to
# p is won: p with one digit raised, and p followed by a 0 and any digits (for each longer
# length, a block of consecutive numbers: one slice assignment marks it).
import sys

ONES = b"\1" * 10 ** 5  # long enough for every slice below (strings have at most 6 digits)


def won_table(longest: int):
    """won[l][v] for l <= longest: whether the l-digit string of value v (no leading 0) is
    won. (Only the lengths the input needs: the strings of 6 digits take most of the time.)"""
    won = [bytearray(10 ** l) for l in range(longest + 1)]
    for l in range(1, longest + 1):
        row = won[l]
        places = [10 ** d for d in range(l)]
        for v in range(10 ** (l - 1), 10 ** l):
            if row[v]:
                continue
            # v is lost: raising any one of its digits gives a won string
            rest = v
            for place in places:
                digit = rest % 10
                rest //= 10
                if digit < 9:
                    row[v + place:v + (10 - digit) * place:place] = ONES[:9 - digit]
            # so does v followed by a 0 and any digits
            for longer in range(l + 1, longest + 1):
                start = v * 10 ** (longer - l)
                size = 10 ** (longer - l - 1)
                won[longer][start:start + size] = ONES[:size]
    return won


def main() -> None:
    strings = sys.stdin.buffer.read().split()
    won = won_table(max(map(len, strings), default=0))
    out = []
    for s in strings:
        out.append("Yes" if s[0] == ord("0") or won[len(s)][int(s)] else "No")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
