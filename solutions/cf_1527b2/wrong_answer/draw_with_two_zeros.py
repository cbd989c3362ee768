# Wrong: calls every non-palindrome with two zeros a draw, forgetting that the draw needs one
# of them in the middle: with two mismatched pairs (the sample's 1010) Alice reverses, Bob
# must pay, she reverses again and he pays the second dollar too.
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    s = data[2 + 2 * i]
    zeros = s.count(b"0")
    if s == s[::-1]:
        out.append("BOB" if zeros == 1 or zeros % 2 == 0 else "ALICE")
    else:
        out.append("DRAW" if zeros == 2 else "ALICE")
sys.stdout.write("\n".join(out) + "\n")
