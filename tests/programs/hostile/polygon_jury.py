# A Polygon package's program (@ROLE@: a testlib-order checker `input output answer`, or a
# generator `gen A B > $`) that tries, before doing its job honestly, what a jury program must
# not do: read the host's secrets (the contest's database, /etc/shadow, the judge's cache, the
# other tests' answers in the package), write outside its run. What it manages is said: a
# checker in its message (its stderr), a generator in a second line of the test it makes.
import sys

got = []


def attempt(what, action):
    try:
        got.append(f"{what}: {action()!r}"[:200])
    except Exception:
        pass


def read(path):
    with open(path, "rb") as f:
        return f.read(200)


def write(path):
    with open(path, "w") as f:
        f.write("escaped\n")
    return "written"


for path in "@SECRETS@".split("|"):
    attempt("read " + path, lambda: read(path))
for path in "@OUTSIDE@".split("|"):
    attempt("wrote " + path, lambda: write(path))
said = ("leaked " + "; ".join(got)) if got else "nothing leaked"

if "@ROLE@" == "generator":
    a, b = map(int, sys.argv[1:3])
    print(a, b)
    print(said.replace("\n", " "))
    sys.exit(0)
wanted = open(sys.argv[3]).read().split()
found = open(sys.argv[2]).read().split()
sys.stderr.write(said)
sys.exit(0 if wanted == found else 1)
