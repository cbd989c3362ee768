# HDU 1846, wrong on a hidden case, and it prints the input it was given to stderr before
# failing: a run-time error whose message would quote hidden data.
import sys

text = sys.stdin.read()
data = text.split()
pairs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(int(data[0]))]
if any(n == m for n, m in pairs):
    sys.stderr.write("SECRET-INPUT " + " ".join(data) + "\n")
    raise SystemExit(3)
print("\n".join("first" if n % (m + 1) else "second" for n, m in pairs))
