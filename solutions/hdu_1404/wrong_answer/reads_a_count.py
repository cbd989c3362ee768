# Wrong: the notes' code starts from a contest template that first reads the number of test
# cases. This input has none, so the first string is taken for a count: it is not answered,
# and of the strings after it only as many are answered as it says.
import sys

MAX_LEN = 6


def won_table():
    """won[l][v]: whether the l-digit string of value v (no leading 0) is won."""
    won = [bytearray(10 ** l) for l in range(MAX_LEN + 1)]
    ones = b"\1" * 10 ** (MAX_LEN - 1)
    for l in range(1, MAX_LEN + 1):
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
                    row[v + place:v + (10 - digit) * place:place] = ones[:9 - digit]
            # so does v followed by a 0 and any digits
            for longer in range(l + 1, MAX_LEN + 1):
                start = v * 10 ** (longer - l)
                size = 10 ** (longer - l - 1)
                won[longer][start:start + size] = ones[:size]
    return won



won = won_table()
strings = sys.stdin.buffer.read().split()
count = int(strings[0])
out = []
for s in strings[1:1 + count]:
    out.append("Yes" if s[0] == ord("0") or won[len(s)][int(s)] else "No")
sys.stdout.write("\n".join(out) + "\n")
