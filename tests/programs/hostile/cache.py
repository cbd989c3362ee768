# Appends to every file in the judge's cache it can open (a later run would execute what it
# wrote); a binary being executed right now refuses (ETXTBSY), the rest do not.
import os
import sys

touched = 0
for folder, _, files in os.walk("@CACHE@"):
    for name in files:
        try:
            with open(os.path.join(folder, name), "ab") as f:
                f.write(b"\nescaped\n")
        except OSError:
            continue
        touched += 1
if not touched:
    sys.exit("no cache found")
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
