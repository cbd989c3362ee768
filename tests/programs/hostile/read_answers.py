# Answers by reading the expected outputs: by absolute path, and by walking up from its working
# directory and from its own folder looking for a problem set. Prints nothing when it finds none.
import os
import sys

import yaml

KNOWN = "@REPO@/tests/fixtures/problems/aplusb/tests.yaml"


def candidates():
    yield KNOWN
    for start in (os.getcwd(), os.path.dirname(os.path.abspath(__file__))):
        folder = start
        while True:
            for root in (folder, os.path.join(folder, "tests", "fixtures")):
                yield os.path.join(root, "problems", "aplusb", "tests.yaml")
            parent = os.path.dirname(folder)
            if parent == folder:
                break
            folder = parent


data = sys.stdin.read()
for path in candidates():
    try:
        with open(path) as f:
            cases = yaml.safe_load(f)["cases"]
    except OSError:
        continue
    for case in cases:
        if case["input"] == data:
            sys.stdout.write(case["output"])
            sys.exit(0)
