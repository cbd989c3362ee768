"""Judging a C/C++ file the way HDU or POJ would compile it (`judge run --dialect`), and
`judge show --solution`: a reference ready to paste."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO
from support import run_cli

# HDU 1846 (Bash game): the first player loses exactly when n is a multiple of m + 1.
PORTABLE = """#include <cstdio>
int main() {
    int c, n, m;
    if (scanf("%d", &c) != 1) return 0;
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) printf("%s\\n", n % (m + 1) ? "first" : "second");
    return 0;
}
"""
NOT_PORTABLE = """#include <bits/stdc++.h>
int main() {
    long long c, n, m;
    scanf("%lld", &c);
    while (c-- > 0 && scanf("%lld %lld", &n, &m) == 2) printf("%s\\n", n % (m + 1) ? "first" : "second");
    return 0;
}
"""
MODERN = """#include <cstdio>
int main() {
    int c, n, m;
    if (scanf("%d", &c) != 1) return 0;
    auto answer = [](int n, int m) { return n % (m + 1) ? "first" : "second"; };
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) printf("%s\\n", answer(n, m));
}
"""


def run(tmp_path: Path, source: str, *options: str):
    path = tmp_path / "mine.cpp"
    path.write_text(source)
    return run_cli("run", "hdu_1846", path, "--samples", *options, root=REPO)


def test_portable_code_is_accepted_without_warnings(tmp_path):
    result = run(tmp_path, PORTABLE)
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output


@pytest.mark.slow
def test_what_the_judges_reject_is_warned_about_beside_the_verdict(tmp_path):
    result = run(tmp_path, NOT_PORTABLE)
    assert result.exit_code == 0, result.output  # AC here: long long is fine in C++98 G++
    warnings = [line for line in result.output.splitlines() if line.startswith("warning: ")]
    assert len(warnings) == 3, result.output
    assert "mine.cpp:1:" in warnings[0] and "bits/stdc++.h" in warnings[0]
    assert all("%lld" in w for w in warnings[1:])
    data = json.loads(run(tmp_path, NOT_PORTABLE, "--json").output)
    assert data["verdict"] == "AC" and len(data["warnings"]) == 3


def test_cxx11_is_hdu_gpp_but_a_compile_error_in_poj_gpp(tmp_path):
    assert run(tmp_path, MODERN).exit_code == 0  # auto: hdu_1846 is an HDU problem, G++ C++11
    result = run(tmp_path, MODERN, "--dialect", "poj")
    assert result.exit_code == 1
    assert "CE" in result.output and "(compiled as POJ's G++" in result.output
    assert run(tmp_path, MODERN, "--dialect", "none").exit_code == 0


def test_online_judge_is_defined(tmp_path):
    source = PORTABLE.replace(
        "int main() {", "int main() {\n#ifndef ONLINE_JUDGE\n    return 1;\n#endif"
    )
    assert run(tmp_path, source).exit_code == 0
    assert run(tmp_path, source, "--dialect", "none").exit_code == 1  # RE: exit code 1


@pytest.mark.parametrize("language, path", [("cpp", "solution.cpp"), ("py", "solution.py")])
def test_show_prints_a_reference_ready_to_paste(language, path):
    result = run_cli("show", "poj_1704", "--solution", language, root=REPO)
    assert result.exit_code == 0
    assert result.output == (REPO / "problems" / "poj_1704" / path).read_text()


def test_show_a_missing_reference_is_a_plain_error(root_copy):
    result = run_cli("show", "aplusb", "--solution", "cpp", root=root_copy)
    assert result.exit_code == 2 and "aplusb has no cpp reference" in result.output
