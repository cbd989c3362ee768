"""`judge show` of a problem scored by subtasks lists them: the points in all, each subtask's
points, its cases' patterns and what it depends on, in the reader's language."""

from __future__ import annotations

from conftest import FIXTURES, REPO
from support import run_cli


def test_a_scoring_problem_lists_its_subtasks_with_their_points():
    shown = run_cli("show", "oi_hdu_1846", "--lang", "en", root=REPO)
    assert shown.exit_code == 0, shown.output
    lines = shown.output.splitlines()
    start = lines.index("  subtasks: 100 points")
    assert [line.split() for line in lines[start + 1 : start + 4]] == [
        ["small", "20", "points", "cases", "sample,", "small-*"],
        ["medium", "30", "points", "cases", "medium-*", "(after", "small)"],
        ["full", "50", "points", "cases", "full-*", "(after", "medium)"],
    ]
    zh = run_cli("show", "oi_hdu_1846", "--lang", "zh", root=REPO).output
    assert "  子任务：共 100 分" in zh and "（依赖 small）" in zh


def test_a_pass_fail_problem_lists_none():
    shown = run_cli("show", "aplusb", root=FIXTURES)
    assert shown.exit_code == 0 and "subtask" not in shown.output
