"""A learner's record: `judge run ID FILE` notes what was solved and tried, `judge list`
marks it (--todo, --json, --forget), and a damaged record never stops anyone."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROGRAMS, REPO
from judge.catalog.listing import listing
from judge.catalog.record import default_data_dir, note_help, note_remote
from judge.entry import main
from support import run_cli

RIGHT = "import sys\nfor line in sys.stdin:\n    a, b = map(int, line.split())\n    print(a + b)\n"
WRONG = PROGRAMS / "wrong.py"  # prints a - b


@pytest.fixture
def root(root_copy: Path) -> Path:
    """The fixture set with a second problem, so that a record can be partial."""
    shutil.copytree(root_copy / "problems" / "aplusb", root_copy / "problems" / "aplusb2")
    return root_copy


@pytest.fixture
def right(tmp_path: Path) -> Path:
    path = tmp_path / "mine.py"
    path.write_text(RIGHT)
    return path


def marks(output: str) -> dict[str, str]:
    """The mark column of `judge list`'s rows, by problem id ('' for none)."""
    header, *rows = output.splitlines()
    at = header.index("ID")
    rows = [row for row in rows if not row.startswith("solved ")]  # the count below
    return {row[at:].split()[0]: row[:at].strip() for row in rows}


def test_a_wrong_then_a_right_program_is_tried_then_solved(root: Path, right: Path, data_dir):
    first = run_cli("list", root=root)
    assert first.exit_code == 0 and first.output.splitlines()[0].startswith("ID")
    assert "solved" not in first.output  # no record: the table as always, no count

    assert run_cli("run", "aplusb", WRONG, root=root).exit_code == 1
    listed = run_cli("list", root=root).output
    assert marks(listed) == {"aplusb": "·", "aplusb2": ""}
    assert listed.splitlines()[-1] == "solved 0 of 2, tried 1"

    assert run_cli("run", "aplusb", right, root=root).exit_code == 0
    assert run_cli("run", "aplusb", WRONG, root=root).exit_code == 1  # solved stays solved
    listed = run_cli("list", root=root).output
    assert marks(listed) == {"aplusb": "✓", "aplusb2": ""}
    assert listed.splitlines()[-1] == "solved 1 of 2, tried 0"

    saved = json.loads((data_dir / "record.json").read_text())
    entry = saved["sets"][str(root.resolve())]["aplusb"]
    assert entry["state"] == "solved" and entry["file"] == str(right)  # the file that solved it


def test_todo_lists_the_unsolved_only(root: Path, right: Path, capsys):
    run_cli("run", "aplusb", right, root=root)
    todo = run_cli("list", "--todo", root=root)
    assert todo.exit_code == 0
    assert [line.split()[0] for line in todo.output.splitlines()[1:-1]] == ["aplusb2"]
    assert todo.output.splitlines()[-1] == "solved 1 of 2, tried 0"
    # The quick listing (no click) prints the same.
    with pytest.raises(SystemExit):
        main(["--root", str(root), "list", "--todo"])
    assert capsys.readouterr().out == todo.output


def test_json_carries_each_problems_state(root: Path, right: Path, capsys):
    run_cli("run", "aplusb2", WRONG, root=root)
    result = run_cli("list", "--json", root=root)
    data = json.loads(result.output)
    states = {p["id"]: (p["state"], p["file"]) for p in data["problems"]}
    assert states == {"aplusb": (None, None), "aplusb2": ("tried", str(WRONG))}
    assert (data["total"], data["solved"], data["tried"]) == (2, 0, 1)
    assert data["problems"][0]["title"] == "A + B" and data["problems"][0]["cases"] == 3
    with pytest.raises(SystemExit):
        main(["--root", str(root), "list", "--json"])
    assert capsys.readouterr().out == result.output


def test_what_says_nothing_about_the_learner_is_not_noted(root: Path, right: Path, data_dir):
    run_cli("run", "aplusb", root=root)  # the reference
    run_cli("run", "aplusb", root / "problems" / "aplusb" / "solution.py", root=root)
    run_cli("run", "aplusb", "--cmd", f"python3 {right}", root=root)
    run_cli("run", "aplusb", right, "--input", "-", root=root, input="1 2\n")
    run_cli("run", "--all", root=root)
    assert not (data_dir / "record.json").exists()
    assert "solved" not in run_cli("list", root=root).output


@pytest.mark.parametrize(
    "options",
    [["--samples"], ["--case", "sample"], ["--time-limit", "5"], ["--memory-limit", "1024"]],
)
def test_a_run_on_some_cases_or_relaxed_limits_is_tried_at_most(root, right, options):
    assert run_cli("run", "aplusb", right, *options, root=root).exit_code == 0
    assert marks(run_cli("list", root=root).output)["aplusb"] == "·"


def test_a_run_under_tighter_limits_still_solves(root: Path, right: Path):
    assert run_cli("run", "aplusb", right, "--time-limit", "0.5", root=root).exit_code == 0
    assert marks(run_cli("list", root=root).output)["aplusb"] == "✓"


@pytest.mark.parametrize("damage", ["{not json", "", '{"version": 1, "sets": []}', "[1, 2]"])
def test_a_damaged_record_is_one_warning_and_starts_anew(root, right, data_dir, damage):
    path = data_dir / "record.json"
    path.write_text(damage)
    listed = run_cli("list", root=root)
    assert listed.exit_code == 0 and "Traceback" not in listed.output
    warnings = [line for line in listed.output.splitlines() if "warning" in line]
    assert len(warnings) == 1 and str(path) in warnings[0] and "starting anew" in warnings[0]
    assert "solved" not in listed.output

    ran = run_cli("run", "aplusb", right, root=root)
    assert ran.exit_code == 0 and ran.output.count("starting anew") == 1
    assert (data_dir / "record.json.damaged").read_text() == damage  # set aside, not lost
    listed = run_cli("list", root=root)
    assert "warning" not in listed.output and marks(listed.output)["aplusb"] == "✓"


def test_an_unwritable_data_folder_is_a_warning_not_a_failure(root, right, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("JUDGE_DATA", str(blocker / "judge"))  # under a file: cannot be made
    ran = run_cli("run", "aplusb", right, root=root)
    assert ran.exit_code == 0 and "cannot write the record" in ran.output
    assert "Traceback" not in ran.output


def test_the_data_folder_comes_from_the_environment(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA", str(tmp_path / "mine"))
    assert default_data_dir() == tmp_path / "mine"
    monkeypatch.delenv("JUDGE_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "judge"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_data_dir() == tmp_path / "home" / ".local" / "share" / "judge"


def test_runs_are_noted_where_judge_data_says(root: Path, right: Path, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA", str(tmp_path / "elsewhere"))
    run_cli("run", "aplusb", right, root=root)
    assert json.loads((tmp_path / "elsewhere" / "record.json").read_text())["sets"]


def test_forget_clears_this_sets_record_only(root: Path, right: Path, tmp_path: Path):
    other = tmp_path / "other"
    shutil.copytree(root, other)
    run_cli("run", "aplusb", right, root=root)
    run_cli("run", "aplusb", right, root=other)
    forgot = run_cli("list", "--forget", root=root)
    assert forgot.exit_code == 0 and forgot.output.startswith("forgot 1 problem(s) of ")
    assert "solved" not in run_cli("list", root=root).output
    assert marks(run_cli("list", root=other).output)["aplusb"] == "✓"
    again = run_cli("list", "--forget", root=root)
    assert again.exit_code == 0 and again.output.startswith("nothing recorded of ")
    mixed = run_cli("list", "--forget", "--todo", root=root)
    assert mixed.exit_code == 2 and "--forget clears the record; give it alone" in mixed.output


def test_marks_fall_back_to_ascii_where_the_output_cannot_show_them(root, right, data_dir):
    run_cli("run", "aplusb", right, root=root)
    run_cli("run", "aplusb2", WRONG, root=root)
    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    text, warning = listing(root, None, data_dir, ascii_out)
    assert warning is None and marks(text) == {"aplusb": "+", "aplusb2": "?"}
    text, _ = listing(root, None, data_dir, io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    assert marks(text) == {"aplusb": "✓", "aplusb2": "·"}


def test_the_quick_listing_takes_todo_and_json_without_click(root: Path):
    script = (
        "import sys\nfrom judge.entry import main\ntry:\n    main(sys.argv[1:])\n"
        "except SystemExit:\n    pass\nprint('click' in sys.modules, file=sys.stderr)\n"
    )
    for flags in (["--todo"], ["--json", "--todo"]):
        ran = subprocess.run(
            [sys.executable, "-c", script, "--root", str(root), "list", *flags],
            capture_output=True,
            text=True,
            cwd=REPO,
        )
        assert ran.stderr.strip() == "False" and "aplusb2" in ran.stdout


def test_help_taken_is_noted_beside_runs_and_shown_by_the_listing(root, right, data_dir, capsys):
    note_help(data_dir, root, "aplusb2", hints=1)
    note_help(data_dir, root, "aplusb2", hints=2)
    note_help(data_dir, root, "aplusb2", hints=1)  # the count only grows
    note_help(data_dir, root, "aplusb", editorial=True)
    assert run_cli("run", "aplusb", right, root=root).exit_code == 0
    saved = json.loads((data_dir / "record.json").read_text())["sets"][str(root.resolve())]
    assert saved["aplusb2"] == {
        "state": None,
        "when": saved["aplusb2"]["when"],
        "file": "",
        "hints": 2,
    }
    assert saved["aplusb"]["state"] == "solved" and saved["aplusb"]["editorial"] is True
    listed = run_cli("list", root=root).output
    rows = {line.split()[0]: line for line in listed.splitlines()}
    assert listed.splitlines()[0].split()[-1] == "HELP"
    assert rows["✓"].endswith("editorial") and rows["aplusb2"].endswith("2 hints")
    assert marks(listed) == {"aplusb": "✓", "aplusb2": ""}  # help alone is no try
    assert listed.splitlines()[-1] == "solved 1 of 2, tried 0, help taken on 2"
    data = json.loads(run_cli("list", "--json", root=root).output)
    helped = {p["id"]: (p["state"], p["hints"], p["editorial"]) for p in data["problems"]}
    assert helped == {"aplusb": ("solved", 0, True), "aplusb2": (None, 2, False)}
    assert (data["solved"], data["tried"]) == (1, 0)
    with pytest.raises(SystemExit):
        main(["--root", str(root), "list"])
    assert capsys.readouterr().out == listed  # the quick listing shows the same column


def test_a_record_without_help_reads_as_none_taken(root, data_dir):
    (data_dir / "record.json").write_text(
        json.dumps(
            {
                "version": 1,
                "sets": {
                    str(root.resolve()): {
                        "aplusb": {
                            "state": "tried",
                            "when": "2026-11-28T10:00:00Z",
                            "file": "/x.py",
                        }
                    }
                },
            }
        )
    )
    data = json.loads(run_cli("list", "--json", root=root).output)
    assert (data["problems"][0]["hints"], data["problems"][0]["editorial"]) == (0, False)
    assert "HELP" not in run_cli("list", root=root).output


@pytest.mark.parametrize(
    "field",
    [{"hints": -1}, {"hints": "2"}, {"editorial": 1}, {"accepted_on": "HDU"}, {"accepted_on": [1]}],
)
def test_help_of_the_wrong_kind_is_a_damaged_record(root, data_dir, field):
    entry = {"state": "tried", "when": "2026-11-28T10:00:00Z", "file": "/x.py", **field}
    (data_dir / "record.json").write_text(
        json.dumps({"version": 1, "sets": {str(root.resolve()): {"aplusb": entry}}})
    )
    listed = run_cli("list", root=root)
    assert listed.exit_code == 0 and "starting anew" in listed.output


def test_a_judges_ac_solves_and_is_shown_beside_the_help(root, right, data_dir):
    note_help(data_dir, root, "aplusb", hints=1)
    note_remote(data_dir, root, "aplusb", "HDU", False, right)  # a WA there: tried
    assert marks(run_cli("list", root=root).output)["aplusb"] == "·"
    note_remote(data_dir, root, "aplusb", "HDU", True, right)
    note_remote(data_dir, root, "aplusb", "POJ", True, right)
    note_remote(data_dir, root, "aplusb", "HDU", True, right)  # once each judge
    listed = run_cli("list", root=root).output
    assert listed.splitlines()[0].split()[-3:] == ["ACCEPTED", "ON", "HELP"]
    row = next(line for line in listed.splitlines() if "aplusb " in line)
    assert row.startswith("✓") and row.split()[-4:] == ["HDU,", "POJ", "1", "hint"]
    data = json.loads(run_cli("list", "--json", root=root).output)
    found = {p["id"]: (p["state"], p["accepted_on"]) for p in data["problems"]}
    assert found == {"aplusb": ("solved", ["HDU", "POJ"]), "aplusb2": (None, [])}
    note_help(data_dir, root, "aplusb2", hints=1)
    assert "ACCEPTED" in run_cli("list", root=root).output.splitlines()[0]
