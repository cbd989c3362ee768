"""The command line as a user sees it: output, exit status, JSON, JUnit, plain error messages."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from conftest import FIXTURES, PROGRAMS, REPO
from judge.problemset import layout
from support import run_cli


def test_list_shows_a_table_row_per_problem():
    result = run_cli("list", root=FIXTURES)
    assert result.exit_code == 0
    header, row = result.output.splitlines()
    assert header.split() == ["ID", "TITLE", "GAME", "SOURCE", "TIME", "MEMORY", "CASES"]
    assert row.split() == [
        "aplusb",
        "A",
        "+",
        "B",
        "arithmetic",
        "TEST",
        "1",
        "1",
        "s",
        "64",
        "MiB",
        "3",
    ]


def test_show_prints_limits_and_statement():
    result = run_cli("show", "aplusb", root=FIXTURES)
    assert result.exit_code == 0
    assert "limits:  1 s CPU, 64 MiB memory" in result.output
    assert "print a + b" in result.output


def test_run_reference_exit_0_with_case_lines_and_summary():
    result = run_cli("run", "aplusb", root=FIXTURES)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "aplusb: A + B"
    assert [line.split()[:2] for line in lines[1:4]] == [
        ["sample", "AC"],
        ["negative", "AC"],
        ["big", "AC"],
    ]
    assert "AC  3/3 passed" in lines[-1]


def test_run_wrong_solution_exit_1_and_shows_first_mismatch():
    result = run_cli("run", "aplusb", str(PROGRAMS / "wrong.py"), "-v", root=FIXTURES)
    assert result.exit_code == 1
    assert "line 1, column 1: expected '3', got '-1'" in result.output
    assert "expected:" in result.output and "      | 3" in result.output  # -v excerpts


def test_case_glob_selects_cases():
    result = run_cli("run", "aplusb", "--case", "s*", "--json", root=FIXTURES)
    data = json.loads(result.stdout)
    assert [c["name"] for c in data["cases"]] == ["sample"]


def test_json_schema():
    result = run_cli(
        "run",
        "aplusb",
        str(PROGRAMS / "wrong.py"),
        "--json",
        "--case",
        "sample",
        "--case",
        "big",
        "--all-cases",
        root=FIXTURES,
    )
    assert result.exit_code == 1
    [line] = result.stdout.strip().splitlines()
    data = json.loads(line)
    assert data["problem"] == "aplusb"
    assert data["solution"].endswith("wrong.py")
    assert data["verdict"] == "WA"
    assert len(data["cases"]) == 2
    for case in data["cases"]:
        assert set(case) >= {"name", "verdict", "cpu_time", "wall_time", "memory", "message"}
        assert isinstance(case["cpu_time"], float) and 0 < case["cpu_time"] < 5
        assert isinstance(case["memory"], int) and case["memory"] > 2**20  # bytes
        assert case["verdict"] == "WA"


def test_json_verdict_is_first_non_ac_case_in_order(tmp_path):
    # Right on "sample" (3, 7), wrong elsewhere: the top-level verdict is the second case's.
    program = tmp_path / "partial.py"
    program.write_text(
        "import sys\nd=sys.stdin.read().split()\nprint(3 if d[0]=='1' else 0)\n"
        "print(7) if d[0]=='1' else None\n"
    )
    data = json.loads(
        run_cli("run", "aplusb", str(program), "--json", "--all-cases", root=FIXTURES).stdout
    )
    assert [c["verdict"] for c in data["cases"]] == ["AC", "WA", "WA"]
    assert data["verdict"] == "WA"


def test_judging_stops_at_the_first_failing_case_and_marks_the_rest_skipped(tmp_path):
    program = tmp_path / "partial.py"
    program.write_text(
        "import sys\nd=sys.stdin.read().split()\nprint(3 if d[0]=='1' else 0)\n"
        "print(7) if d[0]=='1' else None\n"
    )
    data = json.loads(run_cli("run", "aplusb", str(program), "--json", root=FIXTURES).stdout)
    assert [c["verdict"] for c in data["cases"]] == ["AC", "WA", "skipped"]
    assert data["verdict"] == "WA" and data["passed"] == 1 and data["total"] == 3
    skipped = data["cases"][2]
    assert skipped["cpu_time"] == 0 and skipped["memory"] == 0 and "not run" in skipped["message"]
    text = run_cli("run", "aplusb", str(program), "-j", "2", root=FIXTURES).stdout
    assert "1 more case not run" in text and "(1 not run)" in text
    text = run_cli("run", "aplusb", str(program), "-j", "2", "-v", root=FIXTURES).stdout
    assert "skipped" in text and "(1 not run)" in text


def test_junit_report(tmp_path):
    target = tmp_path / "report.xml"
    result = run_cli(
        "run", "aplusb", str(PROGRAMS / "layout.py"), "--junit", str(target), root=FIXTURES
    )
    assert result.exit_code == 1
    suite = ET.parse(target).getroot().find("testsuite")
    assert suite.get("tests") == "3" and suite.get("failures") == "1"  # one-line answers are fine
    assert suite.find("testcase/failure").get("type") == "PE"


def test_compile_error_is_ce_with_message():
    result = run_cli("run", "aplusb", str(PROGRAMS / "broken.c"), root=FIXTURES)
    assert result.exit_code == 1
    assert "CE" in result.output and "broken.c" in result.output


def test_parallel_jobs_keep_case_order():
    result = run_cli("run", "aplusb", "-j", "3", "--json", root=FIXTURES)
    assert [c["name"] for c in json.loads(result.stdout)["cases"]] == ["sample", "negative", "big"]


def test_no_colour_when_piped():
    assert "\x1b[" not in run_cli("run", "aplusb", root=FIXTURES).output


@pytest.mark.parametrize(
    "args, message",
    [
        (["run", "aplusbb"], "unknown problem 'aplusbb'"),
        (["show", "nope"], "unknown problem 'nope'"),
        (["run", "aplusb", "missing.py"], "missing.py: no such solution file"),
        (["run", "aplusb", "solution.txt"], "unknown file extension '.txt'"),
        (["run", "aplusb", "--case", "zzz"], "no case matches zzz"),
    ],
)
def test_usage_errors_are_one_plain_message_exit_2(args, message):
    result = run_cli(*args, root=FIXTURES)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_unknown_problem_suggests_close_matches():
    assert "did you mean aplusb?" in run_cli("run", "aplusbb", root=FIXTURES).output


@pytest.mark.parametrize(
    "file, content, message",
    [
        ("problem.yaml", "title: [unclosed\n", "problem.yaml: invalid YAML: line"),
        ("problem.yaml", "title: X\n", "problem.yaml: missing field 'source'"),
        (
            "problem.yaml",
            None,
            "problem.yaml: field 'time_limit' must be a positive number, got 'fast'",
        ),
        ("problem.yaml", "SEE-CHECKER", "problem.yaml: unknown checker 'exact'"),
        (
            "tests.yaml",
            "cases:\n  - name: a\n    input: '1 2'\n",
            "tests.yaml: case 'a': missing field 'output'",
        ),
        (
            "tests.yaml",
            "cases:\n  - {name: a, input: 1, output: '3'}\n",
            "field 'input' must be a string",
        ),
        ("tests.yaml", "cases: [\n", "tests.yaml: invalid YAML"),
        (
            "tests.yaml",
            "cases:\n  - {name: a, input: 'x', output: 'y', colour: red}\n",
            "unknown field(s) colour",
        ),
    ],
)
def test_malformed_files_name_the_file(root_copy, file, content, message):
    path = root_copy / "problems" / "aplusb" / file
    original = path.read_text()
    if content is None:
        content = original.replace("time_limit: 1.0", "time_limit: fast")
    elif content == "SEE-CHECKER":
        content = original.replace("checker: hdu", "checker: exact")
    path.write_text(content)
    result = run_cli("run", "aplusb", root=root_copy)
    assert result.exit_code == 2
    assert message in result.output
    assert str(path) in result.output or file in result.output
    assert "Traceback" not in result.output


def test_real_process_prints_no_traceback(tmp_path):
    (tmp_path / "problems").mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "judge", "--root", str(tmp_path), "run", "x"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("judge: error: unknown problem 'x'")
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_root_is_found_from_a_subfolder(tmp_path, monkeypatch):
    monkeypatch.chdir(FIXTURES / "problems" / "aplusb")
    result = run_cli("list")
    assert result.exit_code == 0 and "aplusb" in result.output


def test_no_problem_set_here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("JUDGE_ROOT", raising=False)
    monkeypatch.setattr(layout, "SHIPPED", (tmp_path / "none",))
    result = run_cli("list")
    assert result.exit_code == 2 and "no problems/ folder" in result.output


def test_outside_any_set_judge_uses_the_one_it_came_with(tmp_path, monkeypatch):
    # Here judge's own source tree (an installed judge: its package data, tests/distribution).
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("JUDGE_ROOT", raising=False)
    result = run_cli("list", "--json")
    shipped = layout.shipped_root()
    assert result.exit_code == 0 and shipped is not None
    listed = [p["id"] for p in json.loads(result.stdout)["problems"]]
    assert sorted(listed) == layout.problem_ids(shipped)
    assert result.stderr == f"judge: {layout.shipped_note(shipped)}\n"


def test_all_with_solution_is_a_usage_error():
    result = run_cli("run", "--all", "aplusb", root=FIXTURES)
    assert result.exit_code == 2 and "--all" in result.output


def test_doctor_reports_isolation_measurement_and_programs():
    result = run_cli("doctor", root=FIXTURES)
    assert result.exit_code in (0, 1), result.output
    for heading in ("isolation:", "measurement:", "programs:"):
        assert heading in result.output
    for feature in ("network namespace", "judge run --isolate", "C compiler (.c)", "Python"):
        assert feature in result.output
    [line] = [line for line in result.output.splitlines() if "judge run --isolate" in line]
    usable = line.split("--isolate", 1)[1].split()[0] == "yes"
    assert (result.exit_code == 0) == usable


def test_warm_and_isolate_together_judge_in_the_sandbox():
    from judge.cachedir import default_cache_dir
    from judge.errors import JudgeError
    from judge.run.helper.sandbox import helper_path
    from judge.run.isolation.session import unavailable

    try:
        reason = unavailable(helper_path(default_cache_dir()))
    except JudgeError as exc:
        reason = str(exc)
    if reason:
        pytest.skip(f"isolation unavailable here: {reason}")
    result = run_cli("run", "aplusb", "--warm", "--isolate", "--json", root=FIXTURES)
    assert result.exit_code == 0, result.output
    assert '"verdict": "AC"' in result.output and "warning" not in result.output


def test_each_command_is_defined_where_the_group_looks_for_it():
    """The group loads a command's module when the command is asked for (judge.cli.COMMANDS):
    every command module registers exactly the commands listed for it."""
    import importlib
    import pkgutil

    import judge.cli
    from judge.cli import COMMANDS, main

    for module in pkgutil.iter_modules(judge.cli.__path__):
        importlib.import_module(f"judge.cli.{module.name}")
    assert sorted(main.commands) == sorted(COMMANDS)
    assert {
        name: command.callback.__module__ for name, command in main.commands.items()
    } == COMMANDS


def test_show_lists_each_language_as_the_problems_judge_compiles_it():
    # HDU 2516 is HDU's: its C++ is MinGW's G++ with C++11, as `judge run` compiles it and
    # contests do by default; POJ 1704's G++ is C++98; judge's own problems use judge's flags.
    hdu = run_cli("show", "hdu_2516", root=REPO).output
    row = next(line for line in hdu.splitlines() if line.strip().startswith("C++:"))
    assert "MinGW" in row and "C++11" in row and "-std=gnu++11" in row
    assert "JDK 1.5, from Main.java" in hdu
    poj = run_cli("show", "poj_1704", root=REPO).output
    assert "-std=gnu++98" in next(line for line in poj.splitlines() if "C++:" in line)
    own = run_cli("show", "aplusb", root=FIXTURES).output
    assert "MinGW" not in own and "C++:" in own
