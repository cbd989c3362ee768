"""One rule for the compiler in every path: a contest made with the defaults compiles each
problem's submissions in its online judge's default dialect, as `judge run` does, so the same
source gets the same verdict; a contest may choose another dialect in contest.yaml."""

from __future__ import annotations

import json

import pytest

from support import run_cli

# HDU 1846 (Bash game), in C++11: HDU's G++ takes it, POJ's G++ (C++98) does not.
CXX11 = """#include <iostream>
using namespace std;
int main() {
    cin.tie(nullptr);
    int c, n, m;
    cin >> c;
    while (c-- > 0 && cin >> n >> m) cout << (n % (m + 1) ? "first" : "second") << "\\n";
}
"""
CXX17 = CXX11.replace("#include <iostream>", "#include <iostream>\n#include <numeric>").replace(
    "cin.tie(nullptr);", "cin.tie(nullptr);\n    if (std::gcd(4, 6) != 2) return 1;"
)


def verdict_of_run(root, path, *options) -> str:
    result = run_cli("run", "hdu_1846", path, "--json", *options, root=root)
    return json.loads(result.output.splitlines()[-1])["verdict"]


@pytest.mark.slow
@pytest.mark.parametrize("source, verdict", [(CXX11, "AC"), (CXX17, "CE")])
def test_a_contest_made_with_defaults_gives_judge_runs_verdict(
    cli, root, tmp_path, source, verdict
):
    path = tmp_path / "mine.cpp"
    path.write_text(source)
    assert verdict_of_run(root, path) == verdict
    assert (
        cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    submitted = cli("contest", "submit", "p1", "A", path)
    assert f": {verdict}" in submitted.output, submitted.output


@pytest.mark.slow
def test_a_contest_may_choose_another_dialect(cli, root, tmp_path):
    path = tmp_path / "mine.cpp"
    path.write_text(CXX17)
    assert (
        cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    config = root / "contests" / "p1" / "contest.yaml"
    config.write_text(config.read_text() + "dialect: none\n")
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    assert ": AC" in cli("contest", "submit", "p1", "A", path).output
    assert verdict_of_run(root, path, "--dialect", "none") == "AC"


def test_an_unknown_dialect_in_the_configuration_is_a_plain_error(cli, root):
    assert (
        cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    config = root / "contests" / "p1" / "contest.yaml"
    config.write_text(config.read_text() + "dialect: hdu-fortran\n")
    result = cli("contest", "start", "p1", "--as", "alice")
    assert result.exit_code == 2 and "dialect 'hdu-fortran'" in result.output + result.stderr


# Accepted on HDU in its C++ (MSVC's <iostream> declares memset); a CE in HDU's G++.
MSVC_ONLY = """#include <iostream>
#include <cstdio>
int main() {
    int c, n, m;
    char line[8];
    memset(line, 0, sizeof line);
    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) printf("%s\\n", n % (m + 1) ? "first" : "second");
}
"""


@pytest.mark.slow
def test_a_compile_error_says_which_other_compiler_of_the_judge_takes_it(cli, tmp_path):
    path = tmp_path / "mine.cpp"
    path.write_text(MSVC_ONLY)
    assert (
        cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    submitted = cli("contest", "submit", "p1", "A", path)
    assert ": CE" in submitted.output, submitted.output
    # Said, not judged so: the contest's dialect decides (HDU's G++ here).
    assert (
        "| HDU's C++ (Microsoft Visual C++, emulated) compiles it (judge run --dialect hdu-c++)"
        in submitted.output
    ), submitted.output
