"""The online judges' compilers as the language table describes them (JUDGE_DIALECTS): what
HDU and POJ accepted compiles and runs here in the same dialect, what they reject is a CE
with a message that says which compiler, standard and flags, and how to choose another."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO
from judge.errors import JudgeError
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
