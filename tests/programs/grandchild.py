# Answers correctly, but leaves a background process holding stdout open.
import subprocess
import sys

subprocess.Popen(["sleep", "30"])
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
sys.stdout.flush()
