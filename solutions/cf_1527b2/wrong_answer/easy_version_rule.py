# Wrong: the easy version's (1527B1) reasoning, where the string is always a palindrome,
# applied to every string: Bob wins with one 0 or an even number of zeros, Alice otherwise.
# Here the string need not be a palindrome, and then Alice can reverse it: the sample's 110
# (one 0) is Alice's.
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    zeros = data[2 + 2 * i].count(b"0")
    out.append("BOB" if zeros == 1 or zeros % 2 == 0 else "ALICE")
sys.stdout.write("\n".join(out) + "\n")
