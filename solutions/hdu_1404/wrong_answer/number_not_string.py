# Wrong: reads every line as a number (as stoi does) and looks it up in the table by its
# value and its number of digits, so leading zeros are lost: "01" becomes 1 (lost), though a
# string starting with 0 is won at once by erasing everything. ("00" becomes 0, whose
# answer happens to be the same.)
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
out = []
for s in sys.stdin.buffer.read().split():
    n = int(s)
    if n == 0:
        out.append("Yes")                    # "0": erase it
    else:
        out.append("Yes" if won[len(str(n))][n] else "No")
sys.stdout.write("\n".join(out) + "\n")
