"""`judge stress`: finding a planted bug and shrinking its input to the minimal one."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, cast

import pytest

from conftest import REPO, SETTER, TESTS
from judge.cachedir import default_cache_dir
from judge.judging.split import TestsSplit
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_case_file, load_problem
from judge.problemset.shrink import shrink_input
from judge.problemset.stress import Attempt, shrink_case, shrink_failure, stress
from support import run_cli

PROGRAMS = SETTER / "programs"
WRONG_AT_BIG_N = TESTS / "programs" / "hdu_2516_wrong_at_1134903170.py"
WRONG_ABOVE_1000 = TESTS / "programs" / "hdu_2516_wrong_above_1000.py"


def test_a_bug_above_seven_stones_is_found_and_shrunk_to_one_game_of_eight(tmp_path: Path):
    save = tmp_path / "case.yaml"
    result = run_cli(
        "stress",
        "bashgame",
        str(PROGRAMS / "flips_above_seven.py"),
        "--seed",
        "3",
        "--save",
        str(save),
        root=SETTER,
    )
    assert result.exit_code == 1, result.output
    assert "input #1 (small) fails: WA" in result.output
    assert (
        "      | 1\n      | 8 1\nexpected (the reference's output):\n      | second\n"
        "output:\n      | first\nverdict: WA  line 1, column 1: expected 'second', got 'first'"
        in result.output
    )
    assert f"saved as {save}" in result.output
    [case] = load_case_file(save)
    assert (case.name, case.input, case.output) == ("stress-3-1", "1\n8 1\n", "second\n")


@pytest.mark.slow
def test_every_seed_shrinks_to_the_same_minimal_input():
    problem = load_problem(SETTER, "bashgame")
    for seed in (1, 2, 5):
        result = stress(
            problem,
            PROGRAMS / "flips_above_seven.py",
            default_cache_dir(),
            seed=seed,
            count=200,
            jobs=2,
        )
        assert result.failure is not None and result.original is not None
        # The random input it started from was bigger: shrinking did the work.
        assert len(result.original.input) > len(result.failure.input), result.original.input
        assert result.shrink_steps > 0
        assert (result.failure.input, result.failure.expected, result.failure.verdict) == (
            "1\n8 1\n",
            "second\n",
            Verdict.WA,
        )


def test_a_crash_is_a_failure_too_and_keeps_its_verdict_while_shrinking():
    problem = load_problem(SETTER, "bashgame")
    result = stress(problem, PROGRAMS / "crashes_on_m3.py", default_cache_dir(), seed=3, jobs=2)
    assert result.failure is not None
    assert (result.failure.input, result.failure.verdict) == ("1\n1 3\n", Verdict.RE)
    assert "ZeroDivisionError" in result.failure.message


@pytest.mark.slow
def test_the_first_failing_input_does_not_depend_on_parallelism():
    problem = load_problem(SETTER, "bashgame")
    one = stress(problem, PROGRAMS / "crashes_on_m3.py", default_cache_dir(), seed=11, jobs=1)
    two = stress(problem, PROGRAMS / "crashes_on_m3.py", default_cache_dir(), seed=11, jobs=3)
    assert one.index == two.index > 0
    assert one.original == two.original and one.failure == two.failure


@pytest.mark.slow
def test_against_the_brute_force_and_one_size_only(tmp_path: Path):
    save = tmp_path / "case.yaml"
    result = run_cli(
        "stress",
        "bashgame",
        str(PROGRAMS / "flips_above_seven.py"),
        "--against",
        "brute",
        "--size",
        "edge",
        "--seed",
        "4",
        "--save",
        str(save),
        root=SETTER,
    )
    assert result.exit_code == 1, result.output
    assert "against the brute, seed 4, edge inputs" in result.output
    assert "(edge) fails: WA" in result.output
    [case] = load_case_file(save)
    assert (case.input, case.output) == ("1\n8 1\n", "second\n")


@pytest.mark.slow
def test_a_right_solution_survives_and_exits_0():
    result = run_cli(
        "stress",
        "bashgame",
        str(SETTER / "solutions/bashgame/accepted/table.py"),
        "--count",
        "30",
        "--seed",
        "7",
        root=SETTER,
    )
    assert result.exit_code == 0, result.output
    assert result.output.endswith("no failure in 30 inputs\n")


@pytest.mark.slow
def test_without_save_the_case_goes_to_the_current_folder(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run_cli(
        "stress", "bashgame", str(PROGRAMS / "flips_above_seven.py"), "--seed", "3", root=SETTER
    )
    assert result.exit_code == 1
    assert "saved as stress-bashgame-3-1.yaml" in result.output
    assert load_case_file(tmp_path / "stress-bashgame-3-1.yaml")[0].input == "1\n8 1\n"


def test_usage_and_data_errors_have_status_2():
    assert run_cli("stress", "bashgame", "nosuch.py", root=SETTER).exit_code == 2
    assert (
        run_cli(
            "stress", "bashgame", str(PROGRAMS / "misere.py"), "--against", "oracle", root=SETTER
        ).exit_code
        == 2
    )
    result = run_cli("stress", "nosuch", str(PROGRAMS / "misere.py"), root=SETTER)
    assert result.exit_code == 2 and "unknown problem" in result.output


class _FakeSession:
    """Stands in for the runs: verdicts by input text, every candidate valid."""

    def __init__(self, verdicts: dict[str, Verdict]) -> None:
        self.verdicts = verdicts

    def rejection(self, text: str) -> None:
        return None  # every candidate is valid

    def attempt(self, text: str) -> Attempt:
        return Attempt(text, "expected\n", "output\n", self.verdicts.get(text, Verdict.AC), "")


def _shrink(verdicts: dict[str, Verdict], candidates: dict[str, list[str]], start: str):
    session = _FakeSession(verdicts)
    return shrink_failure(
        cast(Any, session),
        lambda text: iter(candidates.get(text, [])),
        session.attempt(start),
        jobs=2,
    )


def test_shrinking_prefers_a_candidate_with_the_original_verdict():
    verdicts = {
        "start": Verdict.WA,
        "crash": Verdict.RE,
        "wrong": Verdict.WA,
        "smaller": Verdict.RE,
    }
    candidates = {"start": ["fine", "crash", "wrong"], "wrong": ["smaller", "fine"]}
    smallest, steps, tried = _shrink(verdicts, candidates, "start")
    # "crash" comes first but fails otherwise; "wrong" keeps the WA. Below "wrong", only a
    # crash is left, and a failure of another kind still beats none.
    assert (smallest.input, smallest.verdict, steps, tried) == ("smaller", Verdict.RE, 2, 4)


def test_shrinking_stops_when_no_candidate_fails_and_skips_repeats():
    verdicts = {"start": Verdict.WA, "half": Verdict.WA}
    candidates = {"start": ["half", "start"], "half": ["start", "half", "ok"]}
    smallest, steps, tried = _shrink(verdicts, candidates, "start")
    assert (smallest.input, steps, tried) == ("half", 1, 2)


def test_a_failing_candidate_passed_over_once_is_still_a_fallback_later():
    verdicts = {"start": Verdict.WA, "crash": Verdict.RE, "wrong": Verdict.WA}
    candidates = {"start": ["crash", "wrong"], "wrong": ["crash"]}
    smallest, steps, tried = _shrink(verdicts, candidates, "start")
    assert (smallest.input, steps, tried) == ("crash", 2, 2)  # "crash" ran once


# ------------------------------------------------------------------ large inputs, --from


def test_plain_stress_finds_a_bug_only_the_large_inputs_show(tmp_path: Path) -> None:
    save = tmp_path / "case.yaml"
    result = run_cli("stress", "hdu_2516", WRONG_AT_BIG_N, "--seed", "1", "--save", save, root=REPO)
    assert result.exit_code == 1, result.output
    assert "seed 1, small+edge inputs, every 10th max" in result.output
    assert "input #10 (max) fails: WA" in result.output  # 100000 games, every Fibonacci number
    assert "shrunk by its layout: 1 of 100000 games kept" in result.output
    [case] = load_case_file(save)
    assert (case.input, case.output) == ("1134903170\n0\n", "Second win\n")


def test_a_bug_on_large_fibonacci_numbers_shrinks_to_the_smallest_that_fails(tmp_path: Path):
    """Halving a Fibonacci number never lands on one: the generator's shrink offers the
    smaller Fibonacci numbers (and their neighbours), the least first."""
    program = TESTS / "programs" / "hdu_2516_wrong_on_large_fibonacci.py"
    save = tmp_path / "case.yaml"
    result = run_cli("stress", "hdu_2516", program, "--seed", "1", "--save", save, root=REPO)
    assert result.exit_code == 1, result.output
    assert "input #10 (max) fails: WA" in result.output
    [case] = load_case_file(save)
    assert (case.input, case.output) == ("2178309\n0\n", "Second win\n")
    # From a given case, the shrink by layout asks the generator for the number's candidates.
    given = tmp_path / "large.in"
    given.write_text("39088169\n0\n")
    result = run_cli("stress", "hdu_2516", program, "--from", given, "--save", save, root=REPO)
    assert result.exit_code == 1, result.output
    assert "1 number step(s)" in result.output
    assert "input:\n      | 2178309\n      | 0\n" in result.output


def test_a_failing_game_too_large_to_shrink_further_is_said_so(tmp_path: Path) -> None:
    program = TESTS / "programs" / "luogu_p2197_wrong_above_500.py"
    save = tmp_path / "case.yaml"
    result = run_cli("stress", "luogu_p2197", program, "--seed", "2", "--save", save, root=REPO)
    assert result.exit_code == 1, result.output
    assert "input #10 (max) fails: WA" in result.output
    assert "1 of 10 games kept, numbers not reduced (over 20000 bytes)" in result.output
    assert "; not further: the input is over 20000 bytes for generator.py's shrink()" in (
        result.output
    )
    [case] = load_case_file(save)
    assert case.input.startswith("1\n10000\n")  # the one failing game of 10000 heaps


def test_judge_run_prints_the_command_that_shrinks_its_failure_to_one_game(
    tmp_path: Path,
) -> None:
    run = run_cli("run", "hdu_2516", WRONG_AT_BIG_N, root=REPO)
    assert run.exit_code == 1
    game = re.search(r"game (\d+) of (\d+): input `1134903170`: expected `Second win`", run.output)
    assert game, run.output
    failed = next(line.split()[0] for line in run.output.splitlines() if " WA " in line)
    command = f"judge stress hdu_2516 {WRONG_AT_BIG_N} --from {failed}"
    assert f"to find the smallest input that fails: {command}\n" in run.output
    assert "--from" not in run_cli("run", "hdu_2516", WRONG_AT_BIG_N, "--json", root=REPO).output

    smallest = tmp_path / "smallest.in"
    result = run_cli(*command.split()[1:], "--save", smallest, root=REPO)
    assert result.exit_code == 1, result.output
    assert "it fails: WA" in result.output
    assert f"1 of {game[2]} games kept" in result.output
    assert (
        "input:\n      | 1134903170\n      | 0\nexpected (the reference's output):\n"
        "      | Second win\noutput:\n      | First win\n"
    ) in result.output
    assert smallest.read_text() == "1134903170\n0\n"
    again = f"judge run hdu_2516 {WRONG_AT_BIG_N} --input {smallest}"
    assert f"saved as {smallest}; to run it again: {again}" in result.output
    rerun = run_cli(*again.split()[1:], root=REPO)
    assert rerun.exit_code == 0, rerun.output
    assert "First win" in rerun.output and "differs from the reference's answer" in rerun.output


def test_from_a_max_case_of_100000_games_down_to_the_one_that_fails() -> None:
    problem = load_problem(REPO, "hdu_2516")
    result = shrink_case(problem, WRONG_AT_BIG_N, default_cache_dir(), "max-1", jobs=2)
    assert result.shrunk is not None and result.shrunk.tests == (1, 100000)
    assert (result.failure.input, result.failure.verdict) == ("1134903170\n0\n", Verdict.WA)


def test_from_an_input_file_games_are_dropped_and_numbers_reduced(tmp_path: Path) -> None:
    given = tmp_path / "mine.txt"
    given.write_text("7\n5000\n13\n0\n")
    out = tmp_path / "here"
    out.mkdir()
    result = run_cli(
        "stress",
        "hdu_2516",
        WRONG_ABOVE_1000,
        "--from",
        given,
        "--save",
        out / "s.in",
        root=REPO,
    )
    assert result.exit_code == 1, result.output
    assert "shrunk by its layout: 1 of 3 games kept, " in result.output
    # 5000 halved toward the smallest n that still fails: 1001, the first above 1000.
    assert (out / "s.in").read_text() == "1001\n0\n"


def test_from_without_save_the_smallest_input_goes_to_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run_cli(
        "stress", "hdu_2516", WRONG_AT_BIG_N, "--from", "all-fibonacci-below-2-31", root=REPO
    )
    assert result.exit_code == 1, result.output
    path = "stress-hdu_2516-all-fibonacci-below-2-31.in"
    assert f"saved as {path};" in result.output
    assert (tmp_path / path).read_text() == "1134903170\n0\n"


def test_bad_from_values_are_plain_errors(tmp_path: Path) -> None:
    def error(*args: object) -> str:
        result = run_cli("stress", "hdu_2516", WRONG_AT_BIG_N, *args, root=REPO)
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
        return result.output

    assert "--from nosuch: hdu_2516 has no case of that name and there is no such file" in (
        error("--from", "nosuch")
    )
    assert "sample, " in error("--from", "nosuch")  # the names it has
    passes = error("--from", "sample")
    assert "--from sample: " in passes and "passes it" in passes and "nothing to shrink" in passes
    invalid = tmp_path / "bad.in"
    invalid.write_text("1\n0\n")
    assert f"--from {invalid}: hdu_2516's validator.py rejects it: line 1" in error(
        "--from", invalid
    )
    assert "--seed is for random inputs" in error("--from", "sample", "--seed", "3")
    assert "the brute force solves only small and edge inputs" in error(
        "--size", "max", "--against", "brute"
    )
    interactive = run_cli("stress", "play_hdu_2516", WRONG_AT_BIG_N, "--from", "x", root=REPO)
    assert interactive.exit_code == 2
    assert "an interactive problem's answer comes from its interactor" in interactive.output


# ------------------------------------------------------------------ shrinking by layout


def test_dropping_tests_rewrites_the_count_line() -> None:
    split = TestsSplit(counted=True, lines=2)
    text = "4\n2\n1 1\n3\n1 2 9\n1\n5\n2\n7 7\n"
    shrunk = shrink_input(text, lambda t: "1 2 9" in t and t.startswith("1\n"), split)
    assert shrunk.tests == (1, 4)
    assert shrunk.text.startswith("1\n") and "1 2 9" in shrunk.text


def test_a_failure_needing_two_tests_keeps_both_and_the_terminator() -> None:
    split = TestsSplit(until="0")
    text = "".join(f"{n}\n" for n in range(2, 30)) + "0\n"

    def fails(candidate: str) -> bool:
        numbers = candidate.split()
        return "5" in numbers and "23" in numbers and numbers[-1] == "0"

    shrunk = shrink_input(text, fails, split, jobs=2)
    assert (shrunk.text, shrunk.tests, shrunk.numbers) == ("5\n23\n0\n", (2, 28), 0)


def test_without_a_split_only_numbers_shrink_and_the_budget_bounds_it() -> None:
    shrunk = shrink_input("5 100 3\n", lambda t: max(map(int, t.split())) >= 17, None)
    assert (shrunk.text, shrunk.tests) == ("0 17 0\n", None)
    bounded = shrink_input("5 100 3\n", lambda t: True, None, budget=2)
    assert (bounded.text, bounded.runs, bounded.exhausted) == ("0 0 3\n", 2, True)
