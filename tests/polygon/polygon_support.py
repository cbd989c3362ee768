"""Small Polygon packages written for the tests, in our own words, following the format: a
problem.xml, stored and generated tests, a testlib-style checker built against the package's
own header (a few lines of ours standing in for testlib.h: judge ships none), solutions with
their tags, groups with points."""

from __future__ import annotations

import textwrap
from pathlib import Path

# A header with the few testlib calls the fixtures' checker makes, and testlib's exit codes.
MINI_TESTLIB = r"""
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstdarg>
#include <string>
enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };
struct InStream {
    FILE *file = nullptr;
    void open(const char *path) { file = std::fopen(path, "rb"); if (!file) std::exit(_fail); }
    bool seekEof() { int c; while ((c = std::fgetc(file)) != EOF) if (c > ' ') { std::ungetc(c, file); return false; } return true; }
    long long readLong() { long long x; if (std::fscanf(file, "%lld", &x) != 1) std::exit(_pe); return x; }
};
InStream inf, ouf, ans;
inline void registerTestlibCmd(int argc, char *argv[]) {
    if (argc < 4) std::exit(_fail);
    inf.open(argv[1]); ouf.open(argv[2]); ans.open(argv[3]);
}
[[noreturn]] inline void quitf(TResult result, const char *format, ...) {
    va_list args; va_start(args, format); std::vfprintf(stderr, format, args); va_end(args);
    std::exit(result);
}
"""

# The checker: the sum must equal the answer's; a negative answer means the jury is wrong.
CHECKER = r"""
#include "testlib.h"
int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    long long want = ans.readLong(), got = ouf.readLong();
    if (want < 0) quitf(_fail, "the answer %lld is negative", want);
    if (!ouf.seekEof()) quitf(_pe, "extra output");
    if (want != got) quitf(_wa, "expected %lld, found %lld", want, got);
    quitf(_ok, "the sum %lld", got);
}
"""

GENERATOR = """\
import sys
a, b = map(int, sys.argv[1:3])
print(a, b)
"""
MAIN = "a, b = map(int, input().split())\nprint(a + b)\n"
WRONG = "a, b = map(int, input().split())\nprint(a + b + (a > 5))\n"
SLOW = "import time\nwhile True:\n    pass\n"
VALIDATOR = """\
import sys
a, b = map(int, sys.stdin.read().split())
sys.exit(0 if 0 <= a <= 100 and 0 <= b <= 100 else 3)
"""


def problem_xml(
    checker: str, tests: str, groups: str = "", extra_assets: str = "", judging: str = ""
) -> str:
    return textwrap.dedent(
        f"""\
        <?xml version="1.0" encoding="utf-8" standalone="no"?>
        <problem revision="3" short-name="sum">
            <names>
                <name language="english" value="Sum"/>
                <name language="russian" value="Сумма"/>
            </names>
            <statements>
                <statement charset="UTF-8" language="english" path="statements/english/problem.tex" type="application/x-tex"/>
            </statements>
            <judging input-file="" output-file="" {judging}>
                <testset name="tests">
                    <time-limit>1000</time-limit>
                    <memory-limit>268435456</memory-limit>
                    <test-count>{tests.count("<test ")}</test-count>
                    <input-path-pattern>tests/%02d</input-path-pattern>
                    <answer-path-pattern>tests/%02d.a</answer-path-pattern>
                    <tests>
        {tests}
                    </tests>
                    <groups>
        {groups}
                    </groups>
                </testset>
                <testset name="pretests">
                    <time-limit>1000</time-limit>
                    <memory-limit>268435456</memory-limit>
                    <test-count>0</test-count>
                    <input-path-pattern>pretests/%02d</input-path-pattern>
                    <answer-path-pattern>pretests/%02d.a</answer-path-pattern>
                    <tests/>
                </testset>
            </judging>
            <files>
                <resources>
                    <file path="files/testlib.h" type="h.g++"/>
                </resources>
                <executables>
                    <executable>
                        <source path="files/gen.py" type="python.3"/>
                        <binary path="files/gen.exe" type="exe.win32"/>
                    </executable>
                </executables>
            </files>
            <assets>
                {checker}
                <validators>
                    <validator><source path="files/val.py" type="python.3"/></validator>
                </validators>
                <solutions>
                    <solution tag="main"><source path="solutions/main.py" type="python.3"/></solution>
                    <solution tag="wrong-answer"><source path="solutions/wrong.py" type="python.3"/></solution>
                    <solution tag="time-limit-exceeded"><source path="solutions/slow.py" type="python.3"/></solution>
                </solutions>
                {extra_assets}
            </assets>
        </problem>
        """
    )


CUSTOM_CHECKER = """<checker name="check.cpp" type="testlib">
                    <source path="files/check.cpp" type="cpp.g++17"/>
                    <binary path="check.exe" type="exe.win32"/>
                </checker>"""
STANDARD_CHECKER = """<checker name="std::wcmp.cpp" type="testlib">
                    <source path="files/check.cpp" type="cpp.g++17"/>
                </checker>"""
TESTS = """\
                        <test method="manual" sample="true" group="samples" points="0"/>
                        <test cmd="gen 3 5" method="generated" group="small" points="30"/>
                        <test cmd="gen 10 20" method="generated" group="large" points="70"/>"""
GROUPS = """\
                        <group name="samples" points="0" points-policy="complete-group"/>
                        <group name="small" points="30" points-policy="each-test"/>
                        <group name="large" points="70" points-policy="complete-group">
                            <dependencies><dependency group="small"/></dependencies>
                        </group>"""


def write(folder: Path, files: dict[str, str | bytes]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
    return folder


def sum_package(
    base: Path, name: str = "sum", checker: str = CUSTOM_CHECKER, standard: bool = False
) -> Path:
    """The package `name` in `base`: test 01 stored (CRLF line ends, its answer too), 02 and 03
    generated by files/gen.py, their answers made by the main solution. `standard`: a standard
    package naming std::wcmp.cpp without its source."""
    files: dict[str, str | bytes] = {
        "problem.xml": problem_xml(STANDARD_CHECKER if standard else checker, TESTS, GROUPS),
        "files/testlib.h": MINI_TESTLIB,
        "files/gen.py": GENERATOR,
        "files/gen.exe": b"MZ not a program judge runs",
        "files/val.py": VALIDATOR,
        "tests/01": b"1 2\r\n",
        "tests/01.a": b"3\r\n",
        "solutions/main.py": MAIN,
        "solutions/wrong.py": WRONG,
        "solutions/slow.py": SLOW,
        "statements/english/problem.tex": "\\begin{problem}{Sum}{standard input}{standard output}{1 second}{256 megabytes}\n"
        "Print the sum of \\textbf{two} numbers.\n\n\\InputFile\nTwo integers $a$ and $b$.\n\n"
        "\\OutputFile\nTheir sum.\n\\end{problem}\n",
    }
    if not standard:
        files["files/check.cpp"] = CHECKER
    return write(base / name, files)


# An interactive problem: the solution guesses the number in the test; the interactor (Python,
# with testlib's argument order: input, tout, answer) answers <, > or =, writes "found" to tout
# when it is guessed (the checker then compares tout with the answer) and rejects a 21st guess.
INTERACTOR = """\
import sys
secret = int(open(sys.argv[1]).read())
for _ in range(20):
    guess = int(input())
    if guess == secret:
        print("=", flush=True)
        open(sys.argv[2], "w").write("found\\n")
        sys.exit(0)
    print("<" if secret < guess else ">", flush=True)
sys.stderr.write("more than 20 guesses")
sys.exit(1)
"""
GUESSER = """\
low, high = 1, 100
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    said = input()
    if said == "=":
        break
    low, high = (low, middle - 1) if said == "<" else (middle + 1, high)
"""
STUBBORN = "while True:\n    print(50, flush=True)\n    input()\n"


def guess_package(base: Path) -> Path:
    """An interactive package: two stored tests with stored answers, a Python interactor and
    the standard checker std::wcmp.cpp without its source."""
    tests = """\
                        <test method="manual" sample="true"/>
                        <test method="manual"/>"""
    interactor = """<interactor><source path="files/interactor.py" type="python.3"/></interactor>"""
    xml = problem_xml(STANDARD_CHECKER, tests, extra_assets=interactor)
    xml = xml.replace("solutions/wrong.py", "solutions/stubborn.py")
    return write(
        base / "guess",
        {
            "problem.xml": xml,
            "files/testlib.h": MINI_TESTLIB,
            "files/gen.py": GENERATOR,
            "files/val.py": "import sys\nn = int(sys.stdin.read())\nsys.exit(0 if 1 <= n <= 100 else 3)\n",
            "files/interactor.py": INTERACTOR,
            "tests/01": "42\n",
            "tests/01.a": "found\n",
            "tests/02": "7\n",
            "tests/02.a": "found\n",
            "solutions/main.py": GUESSER,
            "solutions/stubborn.py": STUBBORN,
            "solutions/slow.py": SLOW,
        },
    )
