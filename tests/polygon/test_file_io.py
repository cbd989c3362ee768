"""A Polygon package whose `<judging>` names files (tests/fixtures/polygon/take_files: take.in,
take.out, no testlib): its solutions judged against their tags, in every mode, the file read
and stdout ignored, a link in the output file's place not followed."""

from __future__ import annotations

import pytest

from conftest import REPO
from isolation_support import isolation_works  # noqa: F401  (a fixture)
from support import run_cli

PACKAGE = REPO / "tests" / "fixtures" / "polygon" / "take_files"
SOLUTIONS = PACKAGE / "solutions"
MODES = {
    "plain": (),
    "warm": ("--warm",),
    "isolated": ("--isolate",),
    "isolated-warm": ("--isolate", "--warm"),
}


def test_verify_judges_each_solution_as_its_tag_says():
    verified = run_cli("verify", PACKAGE)
    assert verified.exit_code == 0, verified.output
    for line in (
        "OK solutions/main.cpp (main): AC",
        "OK solutions/open.py (accepted): AC",
        "OK solutions/stdout.py (wrong-answer): WA",
        "OK solutions/link.py (wrong-answer): WA",
    ):
        assert line in verified.output, verified.output


def test_show_names_the_files():
    shown = run_cli("show", PACKAGE)
    assert shown.exit_code == 0, shown.output
    assert "input: take.in, output: take.out" in shown.output


@pytest.mark.parametrize("mode", MODES)
def test_each_mode_reads_the_output_file(mode, request):
    if mode.startswith("isolated"):
        request.getfixturevalue("isolation_works")
    options = MODES[mode]
    accepted = run_cli("run", *options, PACKAGE, SOLUTIONS / "open.py")
    assert accepted.exit_code == 0, accepted.output
    assert "AC  3/3 passed" in accepted.output
    on_stdout = run_cli("run", *options, PACKAGE, SOLUTIONS / "stdout.py")
    assert on_stdout.exit_code == 1, on_stdout.output
    assert "the output file take.out was not written (standard output is not read)" in (
        on_stdout.output
    )
    linked = run_cli("run", *options, "-v", PACKAGE, SOLUTIONS / "link.py")
    assert linked.exit_code == 1, linked.output
    assert "the output file take.out is a symbolic link: not read" in linked.output
    assert "root:" not in linked.output  # nothing of /etc/passwd


def test_cpp_freopen_isolated(isolation_works):  # noqa: F811
    ran = run_cli("run", "--isolate", PACKAGE, SOLUTIONS / "main.cpp")
    assert ran.exit_code == 0, ran.output
    assert "AC  3/3 passed" in ran.output
