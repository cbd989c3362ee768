# Answers correctly, but starts a process in a new session that writes a marker much later.
import subprocess
import sys

# The tests judge a copy with a marker path of their own here: a judged program finds no
# variable of the judge's environment to be told one.
marker = "/tmp/judge-escape-marker"
subprocess.Popen(["sh", "-c", f"sleep 1; echo alive > {marker}"], start_new_session=True)
data = sys.stdin.buffer.read().split()
print("\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))
