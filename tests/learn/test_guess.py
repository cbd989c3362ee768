"""`judge table GAME --guess`: the pattern, its status and its proof, against published results
(Winning Ways; Guy and Smith 1956) and against an independent brute force: a naive mex over
every split, and a period finder that tries every (period, preperiod) pair."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from conftest import REPO
from judge.learn.octal import grundy_values, parse_octal
from support import run_cli


def guessed(game: str, *args: object) -> dict:
    result = run_cli("table", game, "--guess", "--json", *args, root=REPO)
    assert result.exit_code == 0, result.output
    answer: dict = json.loads(result.output)
    assert set(answer) == {"game", "max", "guess"}
    return answer["guess"]


def naive_octal(code: str, limit: int) -> list[int]:
    """Grundy values of an octal game by listing every move's heaps (no bitmasks)."""
    digits = [int(c) for c in code.split(".")[1]]

    @cache
    def g(n: int) -> int:
        seen = set()
        for k, d in enumerate(digits, 1):
            rest = n - k
            if rest < 0:
                continue
            if d & 1 and rest == 0:
                seen.add(0)
            if d & 2 and rest > 0:
                seen.add(g(rest))
            if d & 4:
                seen |= {g(a) ^ g(rest - a) for a in range(1, rest)}
        return min(set(range(len(seen) + 1)) - seen)

    return [g(n) for n in range(limit + 1)]


def naive_subtraction(sizes: list[int], limit: int) -> list[int]:
    values: list[int] = []
    for n in range(limit + 1):
        seen = {values[n - s] for s in sizes if s <= n}
        values.append(min(set(range(len(seen) + 1)) - seen))
    return values


def brute_period(values: list[int]) -> tuple[int, int]:
    """The smallest period, then the smallest preperiod, that fit the list from its end
    (every pair tried), the periodic part covering at least three periods."""
    for p in range(1, len(values)):
        for n0 in range(len(values)):
            if len(values) - n0 < 3 * p:
                break
            if all(values[n + p] == values[n] for n in range(n0, len(values) - p)):
                return p, n0
    raise AssertionError("no period")


@pytest.mark.parametrize(
    ("code", "period", "preperiod", "t"),
    [("0.77", 12, 71, 2), ("0.07", 34, 53, 2), ("0.137", 34, 52, 3)],
)
def test_kayles_and_dawsons_games_are_proved_periodic(
    code: str, period: int, preperiod: int, t: int
) -> None:
    # Winning Ways: Kayles' last exception is 70; Dawson's chess (0.137) is Dawson's Kayles
    # (0.07) moved by one position, so its preperiod is one less.
    values = naive_octal(code, 250)
    assert values == grundy_values(parse_octal(code), 250)
    assert brute_period(values) == (period, preperiod)
    found = guessed(f"octal:{code}", "--max", 250)
    assert (found["family"], found["period"], found["preperiod"]) == ("periodic", period, preperiod)
    assert found["status"] == "proved"
    needs = 2 * preperiod + 2 * period + t - 1  # the last n checked, 2 n0 + p + t - 1, plus p
    assert found["proof_needs_max"] == needs
    assert all(values[n + period] == values[n] for n in range(preperiod, needs - period + 1))


def test_a_table_too_short_for_the_theorem_is_not_proved() -> None:
    found = guessed("octal:0.77", "--max", 166)
    assert found["status"] != "proved"
    assert guessed("octal:0.77", "--max", 167)["status"] == "proved"


@pytest.mark.parametrize(
    ("sizes", "period", "preperiod"),
    [([1, 2], 3, 0), ([1, 3], 2, 0), ([2, 5, 7], 22, 0), ([1, 4], 5, 0), ([2, 3], 5, 0)],
)
def test_subtraction_games_get_their_smallest_period(
    sizes: list[int], period: int, preperiod: int
) -> None:
    values = naive_subtraction(sizes, 120)
    assert brute_period(values) == (period, preperiod)
    found = guessed("subtraction:" + ",".join(map(str, sizes)), "--max", 120)
    assert (found["period"], found["preperiod"], found["status"]) == (period, preperiod, "proved")
    assert found["proof_needs_max"] == preperiod + max(sizes) + period - 1


def test_a_subtraction_game_with_a_preperiod() -> None:
    # {2, 4, 7}: the values settle only after an irregular start.
    values = naive_subtraction([2, 4, 7], 200)
    period, preperiod = brute_period(values)
    assert preperiod > 0
    found = guessed("subtraction:2,4,7", "--max", 200)
    assert (found["period"], found["preperiod"], found["status"]) == (period, preperiod, "proved")


def test_the_multiple_period_trap() -> None:
    found = guessed("subtraction:1,2", "--max", 6)
    assert (found["period"], found["status"]) == (3, "proved")  # 3, never 6


@pytest.mark.parametrize("game", ["octal:0.6", "octal:0.007"])
def test_unsolved_octal_games_get_no_period(game: str) -> None:
    code = game.split(":")[1]
    values = grundy_values(parse_octal(code), 400)
    assert values == naive_octal(code, 400)
    for top in [*range(4, 60), 100, 200, 400]:
        found = guessed(game, "--max", top)
        assert found["family"] == "none" and found["status"] == "none", (top, found)


GRUNDYS_GAME = '''"""Grundy's game: split a heap into two unequal heaps."""
HEAPS = True
POSITION = "a heap"
TABLE_MAX = 60


def positions(limit):
    return list(range(limit + 1))


def start(position):
    return (position,) if position else ()


def moves(state):
    return [f"{h} {a}" for h in set(state) for a in range(1, (h + 1) // 2) if 2 * a != h]


def move(state, text):
    h, a = map(int, text.split())
    rest = list(state)
    rest.remove(h)
    return tuple(sorted(rest + [a, h - a]))


def describe(state):
    return " ".join(map(str, state))


def explain(state):
    return "search"
'''


@pytest.mark.slow
def test_grundys_game_from_a_learners_file_is_never_proved(tmp_path: Path) -> None:
    path = tmp_path / "grundy.py"
    path.write_text(GRUNDYS_GAME)
    rows = json.loads(run_cli("table", str(path), "--json", "--max", 40, root=REPO).output)
    # Published (OEIS A002188): 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 4 3 0 4 3 0 4 1 2 3 1
    assert [r["sg"] for r in rows[:32]] == [
        0,
        0,
        0,
        1,
        0,
        2,
        1,
        0,
        2,
        1,
        0,
        2,
        1,
        3,
        2,
        1,
        3,
        2,
        4,
        3,
        0,
        4,
        3,
        0,
        4,
        3,
        0,
        4,
        1,
        2,
        3,
        1,
    ]
    for top in [10, 20, 40, 80, 200]:
        found = guessed(str(path), "--max", top)
        assert found["status"] != "proved" and found["family"] == "none", (top, found)


@pytest.mark.parametrize(
    ("game", "args", "expected"),
    [
        ("hdu_1846", ["--m", "3"], {"family": "periodic", "period": 4, "preperiod": 0}),
        ("hdu_1847", [], {"family": "periodic", "period": 3, "preperiod": 0}),
        ("hdu_1536", [], {"family": "periodic", "period": 7, "preperiod": 0}),
        ("luogu_p2197", [], {"family": "arithmetic-periodic", "period": 1, "saltus": 1}),
        (
            "hdu_3032",
            [],
            {"family": "arithmetic-periodic", "period": 4, "saltus": 4, "preperiod": 1},
        ),
        ("hdu_2516", [], {"family": "recurrence", "coefficients": [1, 1], "initial": [2, 3]}),
        ("hdu_2177", ["--max", "30"], {"family": "beatty"}),
    ],
)
def test_the_sets_games_are_guessed_right(game: str, args: list[str], expected: dict) -> None:
    found = guessed(game, *args)
    assert {key: found[key] for key in expected} == expected
    assert found["status"] in ("proved", "holds")


@pytest.mark.parametrize(
    ("game", "args"), [("hdu_1846", ["--m", "5"]), ("hdu_1536", ["--S", "1,3,4"])]
)
def test_declared_subtraction_games_of_the_set_are_proved(game: str, args: list[str]) -> None:
    found = guessed(game, *args)
    sizes = range(1, 6) if game == "hdu_1846" else [1, 3, 4]
    values = naive_subtraction(list(sizes), 60)
    assert (found["period"], found["preperiod"]) == brute_period(values)
    assert found["status"] == "proved"


@pytest.mark.parametrize("game", ["octal:0.77", "hdu_3032", "hdu_1536", "hdu_1846", "hdu_2177"])
def test_play_starts_from_a_position_worth_playing(game: str) -> None:
    for seed in range(5):
        output = run_cli("play", game, "--seed", seed, input="", root=REPO).output
        start = output.split("Start: ")[1].split(";")[0].split()
        assert start != ["1"] and start != ["0"], output
        assert len(start) >= 2 or int(start[0]) >= 3


def test_laskers_nim_pattern_is_the_mod_4_rule() -> None:
    rows = json.loads(run_cli("table", "hdu_3032", "--json", root=REPO).output)
    rule = {1: 0, 2: 0, 3: 1, 0: -1}
    assert all(r["sg"] == r["position"] + rule[r["position"] % 4] for r in rows[1:])


def test_wythoffs_pairs_are_beatty_with_phi() -> None:
    found = guessed("hdu_2177", "--max", 30)
    assert "phi" in found["formula"]


def test_the_text_explains_the_proof() -> None:
    result = run_cli("table", "octal:0.77", "--guess", root=REPO)
    assert result.exit_code == 0, result.output
    text = result.output
    assert "Guess: periodic, period 12, preperiod 71 (proved)" in text
    assert "the last exception is position 70" in text
    assert "71 <= n < 2*71 + 12 + 2 = 156" in text
    short = run_cli("table", "octal:0.77", "--guess", "--max", 160, root=REPO).output
    assert "run with --max 167" in short


LEARNERS_GAME = '''"""My take-away game: take 1, 3 or 4."""
FAMILY = "subtraction:1,3,4"
POSITION = "n"
TABLE_MAX = 30


def positions(limit):
    return list(range(limit + 1))


def start(position):
    return position


def moves(state):
    return [str(k) for k in (1, 3, 4) if k <= state]


def move(state, text):
    if int(text) not in (1, 3, 4) or int(text) > state:
        raise ValueError("take 1, 3 or 4")
    return state - int(text)


def describe(state):
    return f"{state} stones"


def explain(state):
    return "P when n mod 7 is 0 or 2" if state % 7 in (0, 2) else "N"
'''


def test_a_learners_game_file_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "mine.py"
    path.write_text(LEARNERS_GAME)
    found = guessed(str(path))
    assert (found["period"], found["preperiod"], found["status"]) == (7, 0, "proved")
    played = run_cli("play", str(path), "--position", "9", "--first", "judge", root=REPO, input="")
    assert "I play" in played.output
    wrong = tmp_path / "wrong.py"
    wrong.write_text(
        LEARNERS_GAME.replace('FAMILY = "subtraction:1,3,4"', 'FAMILY = "subtraction:1,2"')
    )
    result = run_cli("table", str(wrong), "--guess", root=REPO)
    assert result.exit_code == 2
    assert "contradict its declared family subtraction:1,2" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("game", "args", "message"),
    [
        ("octal:0.78", [], "'8' is not an octal digit"),
        ("subtraction:", [], "the set is empty"),
        ("subtraction:0,3", [], "0 is not positive"),
        ("subtraction:-1", [], "is not positive"),
        ("octal:0.77", ["--max", "1000000"], "--max 20000 fits"),
        ("/nonexistent/game.py", [], "no such game file"),
    ],
)
def test_bad_games_are_plain_errors(game: str, args: list[str], message: str) -> None:
    result = run_cli("table", game, "--guess", *args, root=REPO)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_a_game_file_that_fails_to_load_is_a_plain_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.py"
    path.write_text("def positions(:\n")
    result = run_cli("table", str(path), "--guess", root=REPO)
    assert result.exit_code == 2
    assert "cannot load" in result.output and "Traceback" not in result.output


def test_games_beyond_the_set_need_no_problem_set(tmp_path: Path) -> None:
    # A learner's octal game works from any folder; a problem id needs a set: with no
    # problems/ here or above, the one that came with judge (here its source tree).
    env = {k: v for k, v in os.environ.items() if k != "JUDGE_ROOT"}
    env["PYTHONPATH"] = str(REPO)
    command = [sys.executable, "-m", "judge", "table", "octal:0.77", "--guess", "--max", "170"]
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "period 12" in done.stdout and "proved" in done.stdout
    command[4:] = ["hdu_2516", "--max", "20"]
    shipped = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert shipped.returncode == 0, shipped.stderr
    assert "P-positions (5 of 19): 2, 3, 5, 8, 13" in shipped.stdout
