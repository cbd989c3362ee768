"""`judge hint` and `judge editorial` as a learner uses them: hints one at a time and in
order, the ones taken again, the editorial asked for once, and both noted in the record that
`judge list` shows."""

from __future__ import annotations

import json

import pytest

from conftest import REPO
from judge.catalog.hints import editorial_of, hints_of
from judge.problemset.problem import load_problem
from support import run_cli

PROBLEM = load_problem(REPO, "hdu_1846")
HINTS = hints_of(PROBLEM, "en")


def _listed(pid: str) -> dict:
    listed = json.loads(run_cli("list", "--json", root=REPO).output)
    return next(p for p in listed["problems"] if p["id"] == pid)


def test_hints_come_one_at_a_time_in_order_then_again() -> None:
    first = run_cli("hint", "hdu_1846", "--lang", "en", root=REPO)
    assert first.exit_code == 0
    assert first.output == f"Hint 1 of {len(HINTS)}: {HINTS[0]}\n"
    second = run_cli("hint", "hdu_1846", "--lang", "en", root=REPO)
    assert second.output == f"Hint 2 of {len(HINTS)}: {HINTS[1]}\n"
    again = run_cli("hint", "hdu_1846", "--again", "--lang", "en", root=REPO)
    assert again.output == "".join(f"Hint {k} of {len(HINTS)}: {HINTS[k - 1]}\n" for k in (1, 2))
    assert _listed("hdu_1846")["hints"] == 2
    for _ in range(len(HINTS) - 2):
        run_cli("hint", "hdu_1846", root=REPO)
    done = run_cli("hint", "hdu_1846", root=REPO)
    assert done.exit_code == 0
    assert f"all {len(HINTS)} hints of hdu_1846 taken" in done.output
    assert "judge editorial hdu_1846" in done.output
    assert _listed("hdu_1846")["hints"] == len(HINTS)


def test_the_hints_language_is_the_option_else_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    zh = hints_of(PROBLEM, "zh")
    assert zh != HINTS
    assert run_cli("hint", "hdu_1846", "--lang", "zh", root=REPO).output == (
        f"Hint 1 of {len(zh)}: {zh[0]}\n"
    )
    monkeypatch.setenv("LC_ALL", "zh_CN.UTF-8")
    assert run_cli("hint", "hdu_1846", root=REPO).output == f"Hint 2 of {len(zh)}: {zh[1]}\n"


def test_again_before_any_hint_says_so_and_notes_nothing() -> None:
    result = run_cli("hint", "hdu_1846", "--again", root=REPO)
    assert result.exit_code == 0
    assert result.output == "no hint of hdu_1846 taken yet: `judge hint hdu_1846` gives one\n"
    assert _listed("hdu_1846")["hints"] == 0


def test_an_unknown_problem_is_a_plain_error() -> None:
    result = run_cli("hint", "hdu_9999", root=REPO)
    assert result.exit_code == 2
    assert "unknown problem 'hdu_9999'" in result.output
    assert "Traceback" not in result.output


def test_the_editorial_is_refused_off_a_terminal_without_yes() -> None:
    result = run_cli("editorial", "hdu_1846", root=REPO)
    assert result.exit_code == 2
    assert "give --yes" in result.output
    assert "## Why it holds" not in result.output
    assert _listed("hdu_1846")["editorial"] is False


def test_the_editorial_with_yes_is_shown_and_noted_in_the_listing() -> None:
    result = run_cli("editorial", "hdu_1846", "--yes", "--lang", "en", root=REPO)
    assert result.exit_code == 0
    assert result.output == (editorial_of(PROBLEM, "en") or "").rstrip() + "\n"
    assert _listed("hdu_1846")["editorial"] is True
    table = run_cli("list", root=REPO).output.splitlines()
    assert table[0].split()[-1] == "HELP"
    assert next(line for line in table if line.startswith("hdu_1846")).endswith("editorial")
    assert table[-1].endswith("help taken on 1")


def test_on_a_terminal_the_editorial_asks_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("judge.cli.hints._on_terminal", lambda: True)
    declined = run_cli("editorial", "hdu_1846", "--lang", "en", root=REPO, input="n\n")
    assert declined.exit_code == 0
    assert "gives the whole solution. Show it?" in declined.output
    assert declined.output.endswith("not shown\n")
    assert _listed("hdu_1846")["editorial"] is False
    shown = run_cli("editorial", "hdu_1846", "--lang", "en", root=REPO, input="y\n")
    assert "## Why it holds" in shown.output
    again = run_cli("editorial", "hdu_1846", "--lang", "en", root=REPO, input="")
    assert "Show it?" not in again.output
    assert "## Why it holds" in again.output


def test_help_taken_keeps_a_solved_problem_solved_and_runs_keep_the_help(tmp_path) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text((REPO / "problems" / "hdu_1846" / "solution.py").read_text())
    run_cli("hint", "hdu_1846", root=REPO)
    assert run_cli("run", "hdu_1846", mine, root=REPO).exit_code == 0
    listed = _listed("hdu_1846")
    assert (listed["state"], listed["hints"]) == ("solved", 1)
    run_cli("hint", "hdu_1846", root=REPO)
    listed = _listed("hdu_1846")
    assert (listed["state"], listed["hints"], listed["file"]) == ("solved", 2, str(mine))
    todo = json.loads(run_cli("list", "--json", "--todo", root=REPO).output)
    assert "hdu_1846" not in [p["id"] for p in todo["problems"]]
