"""The online judges' compilers as the language table describes them (JUDGE_DIALECTS): what
HDU and POJ accepted compiles and runs here in the same dialect, what they reject is a CE
with a message that says which compiler, standard and flags, and how to choose another."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO
from judge.errors import JudgeError
from judge.run.features import machine_features
from judge.run.languages.dialects import compilers, find_dialect
from judge.run.languages.table import language
from support import run_cli

# HDU 1846 (Bash game): the first player loses exactly when n is a multiple of m + 1.
CXX11 = """#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c;
    cin >> c;
    vector<pair<int, int>> games(c);
    for (auto &g : games) cin >> g.first >> g.second;
    for (const auto &g : games) cout << (g.first % (g.second + 1) ? "first" : "second") << "\\n";
}
"""
INT64 = """#include <cstdio>
int main() {
    __int64 c, n, m;
    unsigned __int64 games = 0;
    scanf("%I64d", &c);
    while (c-- > 0 && scanf("%I64d %I64d", &n, &m) == 2) {
        games++;
        printf("%s\\n", n % (m + 1) ? "first" : "second");
    }
    char count[32];
    sprintf(count, "%I64u", games);
    return count[0] == '0';
}
"""
# Accepted in HDU's C++ (Microsoft's compiler): its <iostream> declares the C library.
MSVC_IOSTREAM = """#include <iostream>
int main() {
    int c, n, m;
    char line[8];
    memset(line, 0, sizeof line);
    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) printf("%s\\n", n % (m + 1) ? "first" : "second");
    return (int)strlen(line);
}
"""
JAVA = """import java.util.Scanner;
public class Solution {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int c = in.nextInt();
        while (c-- > 0) {
            int n = in.nextInt(), m = in.nextInt();
            System.out.println(n % (m + 1) != 0 ? "first" : "second");
        }
    }
}
"""


def run(tmp_path: Path, source: str, *options: str, name: str = "mine.cpp"):
    path = tmp_path / name
    path.write_text(source)
    return run_cli("run", "hdu_1846", path, "--samples", *options, root=REPO)


def test_hdu_gpp_is_mingw_gcc_with_cxx11(tmp_path):
    assert run(tmp_path, CXX11).exit_code == 0  # auto: HDU's default, its G++
    assert run(tmp_path, CXX11, "--dialect", "hdu-g++").exit_code == 0


def test_poj_gpp_is_still_cxx98_and_says_how_to_choose_another(tmp_path):
    result = run(tmp_path, CXX11, "--dialect", "poj")
    assert result.exit_code == 1 and "CE" in result.output
    assert "POJ's G++" in result.output and "C++98" in result.output
    assert "-std=gnu++98" in result.output and "--dialect poj-c++" in result.output
    assert "--dialect none" in result.output


@pytest.mark.parametrize("dialect", ["hdu", "poj", "hdu-c++", "poj-c++"])
def test_int64_and_i64_formats_work_in_both_judges(tmp_path, dialect):
    result = run(tmp_path, INT64, "--dialect", dialect)
    assert result.exit_code == 0, result.output


def test_int64_is_not_modern_gcc(tmp_path):
    assert run(tmp_path, INT64, "--dialect", "none").exit_code == 1


def test_hdu_cpp_declares_the_c_library_through_iostream(tmp_path):
    assert run(tmp_path, MSVC_IOSTREAM, "--dialect", "hdu-c++").exit_code == 0
    result = run(tmp_path, MSVC_IOSTREAM, "--dialect", "hdu-g++")
    assert result.exit_code == 1 and "CE" in result.output and "--dialect hdu-c++" in result.output


def test_java_public_class_must_be_main(tmp_path):
    result = run(tmp_path, JAVA, name="Solution.java")
    assert result.exit_code == 1 and "CE" in result.output
    assert "HDU and POJ compile Java as Main.java" in result.output
    assert "public class must be Main" in result.output
    assert run(tmp_path, JAVA.replace("Solution", "Main"), name="Main.java").exit_code == 0
    assert run(tmp_path, JAVA, "--dialect", "none", name="Solution.java").exit_code == 0


def test_a_dialect_for_another_language_is_a_plain_error(tmp_path):
    result = run(tmp_path, CXX11, "--dialect", "hdu-java")
    assert result.exit_code == 2 and "hdu-java is HDU's Java" in result.output
    assert "hdu-g++" in result.output
    with pytest.raises(JudgeError, match="unknown dialect"):
        find_dialect("hdu-fortran", language("cpp"))


def test_problem_pages_list_each_language_with_its_compiler():
    lines = compilers("hdu")
    cpp = [line for line in lines if line.language == "cpp"]
    assert [(c.option, c.default) for c in cpp] == [("G++", True), ("C++", False)]
    assert "-std=gnu++11" in cpp[0].flags and "MinGW" in cpp[0].compiler
    assert {line.language for line in lines} >= {"c", "cpp", "java", "pascal", "python3"}
    own = {line.language: line for line in compilers(None)}
    assert "-std=gnu++17" in own["cpp"].flags and own["cpp"].option == ""


@pytest.mark.slow
@pytest.mark.parametrize("dialect", ["hdu-g++", "hdu-c++"])
def test_the_judges_compilers_work_isolated(tmp_path, dialect, isolation_works):
    # An isolated compiler sees only the files named: the forced header and the wrappers.
    source = MSVC_IOSTREAM if dialect == "hdu-c++" else INT64
    result = run(tmp_path, source, "--dialect", dialect, "--isolate")
    assert result.exit_code == 0, result.output


def test_problem_pages_follow_the_contest_choice():
    cpp = [c for c in compilers("hdu", "hdu-c++") if c.language == "cpp"]
    assert [(c.option, c.default) for c in cpp] == [("C++", True), ("G++", False)]
    own = [c for c in compilers("hdu", "none") if c.language == "cpp"]
    assert [(c.option, c.default) for c in own] == [("", True)]


# ------------------------------------------------------- 32-bit, as the Windows judges are
SIZES = """#include <cstdio>
int main() {
    printf("%d %d %d\\n", (int)sizeof(long), (int)sizeof(void *), (int)sizeof(long long));
}
"""
SIZES_C = SIZES.replace("<cstdio>", "<stdio.h>")
# HDU 2516 (n is a losing start iff it is a Fibonacci number), with the Fibonacci numbers in
# `unsigned long`: on HDU's 32-bit compilers they wrap past 2^32, so the 48th, 4807526976,
# becomes 512559680 and that n is wrongly a losing start. 64-bit, it holds them all.
FIB_LONG = """#include <cstdio>
int main() {
    unsigned long fib[60];
    fib[0] = 1, fib[1] = 2;
    for (int i = 2; i < 60; i++) fib[i] = fib[i - 1] + fib[i - 2];
    long n;
    while (scanf("%ld", &n) == 1 && n != 0) {
        bool lost = false;
        for (int i = 0; i < 60; i++) lost = lost || fib[i] == (unsigned long)n;
        puts(lost ? "Second win" : "First win");
    }
}
"""


def run_on(tmp_path: Path, source: str, given: str, *options: str, name: str = "mine.cpp"):
    path = tmp_path / name
    path.write_text(source)
    return run_cli("run", "hdu_2516", path, "--input", "-", *options, root=REPO, input=given)


def outputs(result) -> list[str]:
    """The output lines `judge run --input` shows of each program (yours, the reference)."""
    return [line.strip()[2:] for line in result.output.splitlines() if line.strip()[:2] == "| "]


@pytest.mark.parametrize(
    "dialect, name", [("hdu", "mine.cpp"), ("poj-c++", "mine.cpp"), ("hdu", "mine.c")]
)
def test_long_and_pointers_are_32_bits_as_on_the_windows_judges(tmp_path, dialect, name):
    source = SIZES_C if name.endswith(".c") else SIZES
    result = run_on(tmp_path, source, "2\n0\n", "--dialect", dialect, name=name)
    assert outputs(result)[0] == "4 4 8", result.output
    assert outputs(run_on(tmp_path, source, "2\n0\n", "--dialect", "none", name=name))[0] == (
        "8 8 8"
    )


def test_a_long_overflowing_at_2_31_fails_here_as_on_hdu(tmp_path):
    hdu = run_on(tmp_path, FIB_LONG, "512559680\n1836311903\n0\n")  # auto: HDU's G++
    assert outputs(hdu) == ["Second win", "Second win", "First win", "Second win"], hdu.output
    assert "differs from the reference's answer" in hdu.output
    modern = run_on(tmp_path, FIB_LONG, "512559680\n1836311903\n0\n", "--dialect", "none")
    assert outputs(modern) == ["First win", "Second win"] * 2, modern.output
    assert "same answer as the reference" in modern.output


def test_the_labels_say_what_compiles_here():
    shown = run_cli("show", "hdu_2516", root=REPO).output
    [cpp] = [line for line in shown.splitlines() if line.strip().startswith("C++:")]
    assert "MinGW GCC (32-bit Windows)" in cpp and "here g++ -m32 (32-bit long and pointers" in cpp
    assert "-m32" in cpp.rsplit("[", 1)[1]


@pytest.mark.slow
def test_32_bit_programs_run_isolated(tmp_path, isolation_works):
    # An isolated run sees the 32-bit loader and libraries (/lib32, /usr/lib32).
    result = run_on(tmp_path, SIZES, "2\n0\n", "--isolate")
    assert outputs(result)[0] == "4 4 8", result.output


# A g++ whose 32-bit libraries are missing, as on a machine without g++-multilib.
NO_MULTILIB = """#!/bin/sh
for word; do
    if [ "$word" = -m32 ]; then
        echo "/usr/include/c++/12/cstdio:41:10: fatal error: bits/c++config.h: No such file or directory" >&2
        exit 1
    fi
done
exec g++ "$@"
"""


def test_a_machine_without_32_bit_libraries_is_told_what_to_install(
    tmp_path, language_overrides, cache_dir
):
    compiler = tmp_path / "g++-without-multilib"
    compiler.write_text(NO_MULTILIB)
    compiler.chmod(0o755)
    language_overrides(f"cpp:\n  tools: {{compiler: [{compiler}]}}\n")
    result = run_on(tmp_path, SIZES, "2\n0\n")
    assert result.exit_code == 2, result.output
    assert "judge: error: " in result.output and "Traceback" not in result.output
    assert "cannot build -m32 programs" in result.output
    assert "install the debian package g++-multilib" in result.output.lower()
    assert "--dialect none" in result.output
    judged = run_cli("run", "hdu_2516", tmp_path / "mine.cpp", "--samples", root=REPO)
    assert judged.exit_code == 2 and "g++-multilib" in judged.output  # never 64-bit silently
    assert run_on(tmp_path, SIZES, "2\n0\n", "--dialect", "none").exit_code == 0
    [line] = [f for f in machine_features(cache_dir) if f.name.startswith("32-bit C++ ")]
    assert not line.available and "g++-multilib" in line.detail
