# A Kattis output validator (or, with @INTERACTIVE@ yes, an interactor) that tries, before judging honestly, everything a jury program
# must not do: read the host's secrets (the contest's database, /etc/shadow, the judge's
# cache, the other cases' answers), write outside its feedback folder, change the test data,
# reach the network, leave a daemon behind. Whatever it manages is written to its
# judgemessage.txt (shown to a team on a sample), so a test can see what leaked.
import os
import socket
import sys
import time

input_path, answer_path, feedback = sys.argv[1], sys.argv[2], sys.argv[3]
got = []


def attempt(what, action):
    try:
        said = action()
        got.append(f"{what}: {said!r}"[:200])
    except Exception:
        pass


def read(path):
    with open(path, "rb") as f:
        return f.read(200)


def write(path, mode="w"):
    with open(path, mode) as f:
        f.write("@MARKER@\n")
    return "written"


for path in "@SECRETS@".split("|"):
    attempt("read " + path, lambda: read(path))
for path in "@OUTSIDE@".split("|"):
    attempt("wrote " + path, lambda: write(path))
attempt("appended to the answer", lambda: write(answer_path, "a"))
attempt("appended to the input", lambda: write(input_path, "a"))
attempt("listed /", lambda: sorted(os.listdir("/")))
attempt(
    "connected", lambda: socket.create_connection(("127.0.0.1", int("@PORT@")), 1) and "yes"
)
if os.fork() == 0:  # a daemon, to write a marker after the run
    os.setsid()
    if os.fork() == 0:
        time.sleep(1)
        for path in "@OUTSIDE@".split("|"):
            try:
                write(path)
            except OSError:
                pass
        time.sleep(60)
    os._exit(0)

if "@INTERACTIVE@" == "yes":  # tell the submission the case, read its one line back
    with open(input_path) as f:
        print(f.read().strip(), flush=True)
    team = sys.stdin.readline().split()
else:
    team = sys.stdin.read().split()
with open(answer_path) as f:
    answer = f.read().split()
leaked = [line for line in got if not line.startswith("listed /")]
with open(os.path.join(feedback, "judgemessage.txt"), "w") as f:
    f.write(("leaked " + "; ".join(leaked)) if leaked else "nothing leaked")
    f.write("\nsaw " + next((line for line in got if line.startswith("listed /")), ""))
sys.exit(42 if team == answer else 43)
