"""`judge stress`: finding a planted bug and shrinking its input to the minimal one."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest

from conftest import SETTER
from judge.cachedir import default_cache_dir
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_case_file, load_problem
from judge.problemset.stress import Attempt, shrink_failure, stress
from support import run_cli

PROGRAMS = SETTER / "programs"


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
