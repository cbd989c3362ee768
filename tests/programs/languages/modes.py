# Does what the input's mode says (tests/fixtures/languages/problems/modes): Python 3 and PyPy 3.
import sys

words = sys.stdin.readline().split()
mode = words[0]
if mode in ("ac", "wa"):
    print(int(words[1]) + int(words[2]) + (mode == "wa"))
elif mode == "tle":
    while True:
        pass
elif mode == "re":
    raise ValueError("deliberate crash")
elif mode == "mle":
    held = []
    while True:
        held.append(bytearray(1 << 20))
elif mode == "huge":
    print(len(bytearray(1 << 40)))
