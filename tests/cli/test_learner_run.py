"""The learner's loop in `judge run`: the cases not run after a failure as one line, a wrong
answer's input when small (else the `judge stress` command that shrinks it), and what the
statement says about the input's end when a program reads past it."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import REPO
from judge.judging.interactive import flush_note
from judge.judging.problem import Case
from judge.judging.report import (
    Guidance,
    is_small,
    learner_notes,
    read_past_end,
    verbose_details,
)
from judge.judging.split import split_tests
from judge.judging.verdict import CaseResult, Verdict
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.run.languages.table import language as table_language
from support import run_cli

WRONG = REPO / "solutions" / "hdu_2516" / "wrong_answer"

READS_PAST_THE_END = "while True:\n    n = int(input())\n    print('First win')\n"


def lines(text: str) -> list[str]:
    return text.splitlines()


def test_the_cases_after_a_failure_are_one_line_and_all_listed_under_v() -> None:
    result = run_cli("run", "hdu_2516", WRONG / "swapped_outputs.py", root=REPO)
    assert result.exit_code == 1
    out = lines(result.output)
    assert "  28 more cases not run (-v lists them)" in out
    assert not any(line.endswith("skipped") for line in out)
    assert len(out) < 15  # the title, the failing case with its input, one line, the summary
    verbose = lines(
        run_cli("run", "hdu_2516", WRONG / "swapped_outputs.py", "-v", root=REPO).output
    )
    assert sum(line.endswith("skipped") for line in verbose) == 28
    assert not any("more cases not run" in line for line in verbose)


def test_a_wrong_answer_shows_its_small_input_whole() -> None:
    out = run_cli("run", "hdu_2516", WRONG / "swapped_outputs.py", root=REPO).output
    assert "    input:\n      | 2\n      | 13\n      | 10000\n      | 0\n" in out


def test_a_large_failing_input_names_its_game_and_points_to_the_stress_command(
    tmp_path: Path,
) -> None:
    program = tmp_path / "off by one at 500.py"
    program.write_text(
        "import sys\n"
        "fib = [2, 3]\n"
        "while fib[-1] < 2**31: fib.append(fib[-1] + fib[-2])\n"
        "out = []\n"
        "for i, t in enumerate(sys.stdin.read().split()):\n"
        "    if t == '0': break\n"
        "    ok = (int(t) in fib) != (i == 500)\n"
        "    out.append('Second win' if ok else 'First win')\n"
        "print('\\n'.join(out))\n"
    )
    out = run_cli("run", "hdu_2516", program, root=REPO).output
    command = f"judge stress hdu_2516 '{program}'"
    failed = next(line.split()[0] for line in lines(out) if " WA " in line)
    case = next(c for c in load_problem(REPO, "hdu_2516").cases() if c.name == failed)
    n = case.input.split()[500]
    assert f"game 501 of {len(case.input.split()) - 1}: input `{n}`: expected `" in out
    assert f"to find the smallest input that fails: {command}" in out
    assert "    input:" not in out
    help_text = run_cli("stress", "--help", root=REPO).output
    assert "stress [OPTIONS] ID SOLUTION" in help_text  # the command printed takes these


def test_reading_past_the_end_names_the_terminator(tmp_path: Path) -> None:
    program = tmp_path / "forever.py"
    program.write_text(READS_PAST_THE_END)
    out = run_cli("run", "hdu_2516", program, root=REPO).output
    assert "RE" in out
    assert (
        "it read past the end of the input (EOFError: input() found no line left). "
        "The input ends with a line holding 0, which is not a test case."
    ) in out
    out = run_cli("run", "hdu_1847", program, root=REPO).output
    assert (
        "The input is read to its end: one n per line, with no count and no terminating line."
        in out
    )


def test_a_c_loop_on_a_failed_read_is_told_where_the_input_ends(tmp_path: Path) -> None:
    if shutil.which("g++") is None:
        pytest.skip("no g++ here")
    program = tmp_path / "loop.cpp"
    program.write_text(
        '#include <cstdio>\nint main(){int n; while(1){ scanf("%d",&n); if(n==-1)break; '
        'printf("First win\\n");} }\n'
    )
    out = run_cli("run", "hdu_2516", program, "--samples", root=REPO).output
    assert "OLE" in out or "TLE" in out
    assert "note: The input ends with a line holding 0, which is not a test case." in out
    assert "A C++ read past the end of the input fails without stopping the program" in out


@pytest.mark.parametrize(
    ("lid", "said", "not_said"),
    [
        ("python3", "sys.stdin.readline() at the end of the input returns ''", "C++"),
        ("pypy3", "sys.stdin.readline() at the end of the input returns ''", "C++"),
        ("c", "A C read past the end of the input fails", "C++"),
        ("cpp", "A C++ read past the end of the input fails", "readline"),
        ("java", "A BufferedReader's readLine() at the end of the input returns null", "C++"),
        ("pascal", "A read of a number at the end of the input gives 0", "C++"),
    ],
)
@pytest.mark.parametrize("verdict", [Verdict.TLE, Verdict.OLE])
def test_an_endless_loop_is_told_in_its_own_languages_words(
    lid: str, said: str, not_said: str, verdict: Verdict
) -> None:
    guidance = Guidance(input_end="The input ends with 0.", language=table_language(lid))
    notes = learner_notes(Case("c", "1\n0\n", "2\n"), case_result(verdict), guidance, True)
    assert notes.startswith("    note: The input ends with 0. ") and said in notes, notes
    assert not_said not in notes


def test_a_command_line_is_told_only_how_the_input_ends() -> None:
    notes = learner_notes(
        Case("c", "1\n0\n", "2\n"),
        case_result(Verdict.TLE),
        Guidance(input_end="The input ends with 0."),
        True,
    )
    assert notes == "    note: The input ends with 0."


def test_a_read_past_the_end_is_recognised_in_its_own_languages_words() -> None:
    eof = case_result(Verdict.RE, "Traceback ...\nEOFError: EOF when reading a line\n")
    assert read_past_end(eof, table_language("python3")) == "EOFError: input() found no line left"
    assert read_past_end(eof, table_language("java")) is None  # not a Java program's words
    assert read_past_end(eof) is not None  # the language unknown: any language's
    panic = case_result(Verdict.RE, "thread 'main' panicked: ParseIntError { kind: Empty }\n")
    assert "parse() of an empty string" in (read_past_end(panic, table_language("rust")) or "")


def test_every_problem_says_how_its_input_ends() -> None:
    for problem_id in problem_ids(REPO):
        end = load_problem(REPO, problem_id).input_end
        assert end and end.startswith("The input ") and end.endswith("."), problem_id


def case_result(verdict: Verdict, stderr: str = "") -> CaseResult:
    return CaseResult("c", verdict, 0.0, 0.0, 0, "", output="", stderr=stderr)


@pytest.mark.parametrize(
    "stderr",
    [
        'Traceback (most recent call last):\n  File "s.py", line 2\nEOFError: EOF when reading a line\n',
        "Traceback ...\nValueError: invalid literal for int() with base 10: ''\n",
        "Traceback ...\nValueError: not enough values to unpack (expected 2, got 0)\n",
        'Exception in thread "main" java.util.NoSuchElementException\n\tat java.base/...',
    ],
)
def test_reads_past_the_end_are_recognised(stderr: str) -> None:
    assert read_past_end(case_result(Verdict.RE, stderr)) is not None


@pytest.mark.parametrize(
    ("verdict", "stderr"),
    [
        (Verdict.RE, "ValueError: invalid literal for int() with base 10: 'x'\n"),
        (Verdict.RE, "ZeroDivisionError: division by zero\n"),
        (Verdict.WA, "EOFError: EOF when reading a line\n"),
    ],
)
def test_other_failures_are_not_called_reads_past_the_end(verdict: Verdict, stderr: str) -> None:
    assert read_past_end(case_result(verdict, stderr)) is None
    notes = learner_notes(
        Case("c", "1\n", "2\n"),
        case_result(verdict, stderr),
        Guidance(input_end="The input ends with 0."),
        True,
    )
    assert "read past the end" not in notes


def test_small_means_shown_whole() -> None:
    assert is_small("1\n" * 10) and not is_small("1\n" * 11)
    assert is_small("9" * 100 + "\n") and not is_small("9" * 101 + "\n")


ALWAYS_FIRST = (
    "import sys\n"
    "for t in sys.stdin.read().split():\n"
    "    if t == '0': break\n"
    "    print('First win')\n"
)


def test_input_from_a_file_shows_the_output_and_the_references_answer(tmp_path: Path) -> None:
    program = tmp_path / "first.py"
    program.write_text(ALWAYS_FIRST)
    given = tmp_path / "mine.in"
    given.write_text("3\n4\n0\n")
    result = run_cli("run", "hdu_2516", program, "--input", given, root=REPO)
    assert result.exit_code == 0, result.output
    yours, reference = result.output.split("reference:")
    assert "ms CPU" in yours and "MiB" in yours
    assert "      | First win\n      | First win\n" in yours
    # 3 is a Fibonacci number (the second player wins), 4 is not
    assert "      | Second win\n      | First win\n" in reference
    assert "differs from the reference's answer" in result.output


def test_input_from_stdin_in_json(tmp_path: Path) -> None:
    program = tmp_path / "first.py"
    program.write_text(ALWAYS_FIRST)
    result = run_cli(
        "run", "hdu_2516", program, "--input", "-", "--json", root=REPO, input="4\n0\n"
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["run"]["output"] == "First win\n"
    assert data["run"]["verdict"] is None
    assert data["reference"]["output"] == "First win\n"


def test_input_reports_how_a_run_ended(tmp_path: Path) -> None:
    program = tmp_path / "crash.py"
    program.write_text("raise SystemExit(3)\n")
    given = tmp_path / "mine.in"
    given.write_text("4\n0\n")
    result = run_cli("run", "hdu_2516", program, "--input", given, root=REPO)
    assert result.exit_code == 1, result.output  # the program failed
    assert "yours: " in result.output and "RE" in result.output.split("reference:")[0]


WRONG_AT_1134903170 = (
    "import sys\n"
    "fib = [2, 3]\n"
    "while fib[-1] < 2**31: fib.append(fib[-1] + fib[-2])\n"
    "out = []\n"
    "for t in sys.stdin.read().split():\n"
    "    if t == '0': break\n"
    "    ok = (int(t) in fib) != (int(t) == 1134903170)\n"
    "    out.append('Second win' if ok else 'First win')\n"
    "print('\\n'.join(out))\n"
)


def test_a_wrong_answer_for_one_n_names_the_game_and_its_n(tmp_path: Path) -> None:
    program = tmp_path / "wrong at one n.py"
    program.write_text(WRONG_AT_1134903170)
    junit = tmp_path / "report.xml"
    result = run_cli("run", "hdu_2516", program, "--junit", junit, root=REPO)
    assert result.exit_code == 1
    found = re.search(
        r"game (\d+) of (\d+): input `1134903170`: expected `Second win`, "
        r"got `First win`",
        result.output,
    )
    assert found, result.output
    assert "the input is too large to show here" not in result.output
    assert f"game {found[1]} of {found[2]}: input `1134903170`" in junit.read_text()
    data = json.loads(run_cli("run", "hdu_2516", program, "--json", root=REPO).output)
    wrong = next(c for c in data["cases"] if c["verdict"] == "WA")
    assert wrong["failing_test"]["input"] == "1134903170"
    assert wrong["failing_test"]["got"] == "First win"
    assert wrong["failing_test"]["number"] == int(found[1])


def test_multi_line_games_show_their_lines() -> None:
    split = load_problem(REPO, "luogu_p2197").tests_split
    assert split is not None
    case = Case("c", "3\n2\n1 1\n3\n1 2 3\n1\n5\n", "No\nNo\nYes\n")
    result = CaseResult("c", Verdict.WA, 0.0, 0.0, 0, "", output="No\nYes\nYes\n")
    notes = learner_notes(case, result, Guidance(split=split), show_input=False)
    assert "game 2 of 3: expected `No`, got `Yes`; its input:\n      | 3\n      | 1 2 3" in notes


def test_without_a_fixed_answer_size_no_game_is_named(tmp_path: Path) -> None:
    split = load_problem(REPO, "hdu_2177").tests_split
    assert split is not None and split.output is None
    case = Case("c", "1 2\n3 5\n0 0\n", "0\n1\n2 3\n")
    result = CaseResult("c", Verdict.WA, 0.0, 0.0, 0, "", output="1\n1\n")
    assert "game" not in learner_notes(case, result, Guidance(split=split), show_input=True)


def test_verbose_shows_the_numbered_lines_around_the_first_difference() -> None:
    expected = "".join(f"answer {i}\n" for i in range(1, 101))
    output = expected.replace("answer 57\n", "wrong\n")
    case = Case("c", "100\n", expected)
    result = CaseResult("c", Verdict.WA, 0.0, 0.0, 0, "", output=output)
    shown = verbose_details(case, result)
    assert "around line 57" in shown
    assert ">    57 | answer 57" in shown and ">    57 | wrong" in shown
    assert "    54 | answer 54" in shown and "     1 | answer 1\n" not in shown


def test_every_problem_with_several_games_declares_its_split_and_its_cases_follow_it() -> None:
    # one game; layouts past the words (the OI editions read as their originals do)
    undeclared = {"acwing_891", "hdu_1524", "hdu_1536", "oi_hdu_1524", "oi_hdu_1536"}
    for problem_id in problem_ids(REPO):
        problem = load_problem(REPO, problem_id)
        if problem.interactor or problem_id in undeclared:
            continue
        split = problem.tests_split
        assert split is not None, problem_id
        assert (
            Path(problem.path / "problem.yaml")
            .read_text()
            .rstrip()
            .split("\n")[-1]
            .startswith("tests_split:")
        )
        for case in problem.cases():
            tests = split_tests(split, case.input)
            assert tests is not None, (problem_id, case.name)
            if split.output is not None:
                answers = case.output.rstrip().split("\n")
                assert len(answers) == len(tests) * split.output, (problem_id, case.name)


@pytest.mark.parametrize(
    "split, message",
    [
        ("{lines: two}", "tests_split: lines: 'two': a number of lines (1 or more) or header"),
        ("{per: line}", "tests_split: unknown key(s) per"),
        ("{count: last-line}", "tests_split: count: 'last-line': the only count is first-line"),
    ],
)
def test_a_bad_tests_split_is_one_plain_error(tmp_path: Path, split: str, message: str) -> None:
    root = tmp_path / "set"
    shutil.copytree(REPO / "problems" / "hdu_2516", root / "problems" / "hdu_2516")
    yaml_file = root / "problems" / "hdu_2516" / "problem.yaml"
    text = yaml_file.read_text().replace(
        'tests_split: {lines: 1, until: "0"}', f"tests_split: {split}"
    )
    yaml_file.write_text(text)
    result = run_cli("run", "hdu_2516", "--samples", root=root)
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(
    "position, expected",
    [
        ("abc", "--position 'abc': expected whole numbers separated by spaces or commas"),
        ("", "--position is empty: expected whole numbers"),
    ],
)
def test_a_bad_position_names_the_option_and_what_it_expects(position: str, expected: str) -> None:
    result = run_cli("play", "luogu_p2197", "--position", position, root=REPO, input="")
    assert result.exit_code == 2
    assert expected in result.output
    assert "invalid literal" not in result.output


UNFLUSHED = (
    "import sys\n"
    "g = int(sys.stdin.readline())\n"
    "for _ in range(g):\n"
    "    sys.stdin.readline()\n"
    "    print('second')  # never flushed: the interactor waits for it\n"
    "    while sys.stdin.readline().strip() not in ('end', ''):\n"
    "        print(1)\n"
)


@pytest.mark.waits
@pytest.mark.slow
def test_an_unflushed_interactive_program_is_asked_whether_it_flushed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    program = tmp_path / "unflushed.py"
    program.write_text(UNFLUSHED)
    result = run_cli("run", "play_hdu_1846", program, "--samples", root=REPO)
    assert result.exit_code == 1
    assert "TLE" in result.output
    assert "did you flush your output?" in result.output
    assert "print(..., flush=True)" in result.output
    assert "read past the end" not in result.output and "note: The input ends" not in result.output


@pytest.mark.parametrize(
    "language, words",
    [
        ("python3", "print(..., flush=True)"),
        ("cpp", "fflush(stdout)"),
        ("java", "System.out.flush()"),
        ("rust", "std::io::stdout().flush()"),
        (None, "Java: System.out.flush()"),
        (None, "Python 3, PyPy 3: print(..., flush=True)"),
    ],
)
def test_the_flush_note_is_in_the_languages_words(language: str | None, words: str) -> None:
    note = flush_note(None if language is None else table_language(language))
    assert "did you flush your output?" in note and words in note


def test_input_is_refused_plainly_for_an_interactive_problem(tmp_path: Path) -> None:
    program = tmp_path / "first.py"
    program.write_text(ALWAYS_FIRST)
    result = run_cli("run", "play_hdu_1846", program, "--input", "-", root=REPO, input="1\n")
    assert result.exit_code == 2
    assert "talks with an interactor" in result.output and "Traceback" not in result.output
