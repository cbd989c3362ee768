"""Every problem's hints and editorial: present in both languages, of the same shape, and true.

True in two ways a test can see. The pattern an editorial states is written beside it as a
`claim:` in hints.yaml (problems/README.md, "Hints and editorials"), checked here against the
table `judge table` computes from the rules (judge.learn.table) for every position it holds;
and the wrong solutions an editorial names are the set's own: every file it names exists, and
every planted solution of the problem (solutions/<id>/, but accepted/ and brute/) is named.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any

import pytest

from conftest import REPO
from judge.catalog.hints import (
    LANGUAGES,
    editorial_of,
    editorial_path,
    hints_path,
    read_claim,
    read_hints,
)
from judge.learn.game import Game, load_game, parse_options
from judge.learn.guess import guess, guess_text
from judge.learn.table import Outcome, Row, family_of, table_rows
from judge.problemset.layout import problem_ids
from judge.problemset.problem import Problem, load_problem

PROBLEMS = problem_ids(REPO)
# The problems whose editorial states no pattern, and why (each of the others makes a claim).
NO_PATTERN = {"jisuanke_a1538": "a minimax value searched, no pattern to state"}
_CLAIM_KEYS = {"p_positions", "grundy", "outcome", "value", "guess", "params", "max"}
_NAMED = re.compile(r"solutions/([a-z0-9_]+)/([A-Za-z0-9_./-]+[A-Za-z0-9_])")


def _problem(pid: str) -> Problem:
    return load_problem(REPO, pid)


def _xor(values: Any) -> int:
    return functools.reduce(lambda a, b: a ^ b, values, 0)


def _fibonacci(limit: int) -> set[int]:
    found, a, b = set(), 1, 2
    while a <= limit:
        found.add(a)
        a, b = b, a + b
    return found


def _pairs(values: Any) -> list[tuple[Any, Any]]:
    """Consecutive pairs: (v0, v1), (v2, v3), ... (an odd last one left out)."""
    values = list(values)
    return list(zip(values[0::2], values[1::2]))


def _names(row: Row, game: Game) -> dict[str, Any]:
    """What a claim's expression may name for one row (problems/README.md)."""
    position = row.position
    names: dict[str, Any] = {
        "p": position,
        "xor": _xor,
        "pairs": _pairs,
        "fib": _fibonacci,
        "math": math,
        "functools": functools,
        **game.values,
    }
    if isinstance(position, int):
        names["n"], names["heaps"] = position, (position,)
    elif isinstance(position, str):
        names["s"] = position
    else:
        names["heaps"] = tuple(position)
    return names


def _expected(expression: str, row: Row, game: Game) -> Any:
    # One namespace as the globals, so that a lambda inside the claim sees the names too.
    return eval(expression, {"__builtins__": __builtins__, **_names(row, game)})


def _check_rows(pid: str, claim: dict[str, Any], game: Game, rows: list[Row]) -> None:
    checks = {
        "p_positions": lambda row: row.outcome is Outcome.P,
        "grundy": lambda row: row.grundy,
        "outcome": lambda row: row.outcome.value if row.outcome else None,
        "value": lambda row: row.value,
    }
    for key, actual in checks.items():
        if key not in claim:
            continue
        for row in rows:
            said = _expected(claim[key], row, game)
            assert said == actual(row), (
                f"{pid} ({dict(game.values)}): the claim {key}: {claim[key]!r} says {said!r} "
                f"at position {row.position!r}; the table says {actual(row)!r}"
            )


@pytest.mark.parametrize("pid", PROBLEMS)
def test_every_problem_has_hints_and_an_editorial_in_both_languages(pid: str) -> None:
    problem = _problem(pid)
    hints = read_hints(hints_path(problem))
    assert set(hints) == set(LANGUAGES)
    assert 2 <= len(hints["en"]) <= 3
    assert len(hints["zh"]) == len(hints["en"])
    for lang in LANGUAGES:
        assert editorial_path(problem, lang).is_file(), f"{pid}: no {lang} editorial"
        assert editorial_of(problem, lang)


@pytest.mark.parametrize("pid", PROBLEMS)
def test_the_first_hint_gives_the_table_command(pid: str) -> None:
    """The first step of the method is to tabulate: the first hint says how, for this problem
    (where it has a game file; the others say what to compute by hand)."""
    problem = _problem(pid)
    hints = read_hints(hints_path(problem))
    if (problem.path / "game.py").is_file():
        for lang in LANGUAGES:
            assert f"judge table {pid}" in hints[lang][0], f"{pid} {lang}: {hints[lang][0]}"


@pytest.mark.parametrize("pid", PROBLEMS)
def test_the_editorials_claim_holds_on_the_table(pid: str) -> None:
    claim = read_claim(hints_path(_problem(pid)))
    if claim is None:
        assert pid in NO_PATTERN, f"{pid}: its editorial's pattern has no claim beside it"
        return
    assert pid not in NO_PATTERN
    assert set(claim) <= _CLAIM_KEYS, f"{pid}: unknown claim keys {set(claim) - _CLAIM_KEYS}"
    assert set(claim) & {"p_positions", "grundy", "outcome", "value"}, f"{pid}: claims nothing"
    base = load_game(REPO, pid)
    for params in claim.get("params") or [{}]:
        given = {k: tuple(v) if isinstance(v, list) else v for k, v in params.items()}
        game = base.with_values({**base.values, **given})
        rows = table_rows(game, claim.get("max", game.table_max))
        assert rows, f"{pid}: an empty table checks nothing"
        _check_rows(pid, claim, game, rows)
    if "guess" in claim:
        rows = table_rows(base, base.table_max)
        found = guess_text(guess(rows, family_of(base))).splitlines()[0]
        assert found.startswith(f"Guess: {claim['guess']}"), (
            f"{pid}: the editorial names the pattern {claim['guess']!r}; "
            f"`judge table --guess` finds {found!r}"
        )


@pytest.mark.parametrize("pid", PROBLEMS)
def test_the_editorial_names_every_planted_solution_and_only_real_ones(pid: str) -> None:
    planted = {
        str(path.relative_to(REPO))
        for path in (REPO / "solutions" / pid).rglob("*")
        if path.is_file()
        and path.relative_to(REPO / "solutions" / pid).parts[0] not in ("accepted", "brute")
        and "__pycache__" not in path.parts
    }
    problem = _problem(pid)
    for lang in LANGUAGES:
        text = editorial_of(problem, lang) or ""
        named = {m.group(0) for m in _NAMED.finditer(text)}
        for name in named:
            assert (REPO / name).is_file(), f"{pid} {lang}: names {name}, which is not there"
        assert planted <= named, f"{pid} {lang}: does not name {sorted(planted - named)}"
        # It says what the reference does, and names it, so a reader can check one by the other.
        assert f"problems/{pid}/solution.py" in text, f"{pid} {lang}: names no reference"


_CJK = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”]"


@pytest.mark.parametrize("pid", PROBLEMS)
def test_chinese_is_never_cut_by_a_line_break(pid: str) -> None:
    """Chinese has no spaces: a hint folded across lines (YAML makes the break a space) or an
    editorial's paragraph wrapped between two characters (Markdown does too) shows a stray
    space in the middle of a sentence."""
    problem = _problem(pid)
    for hint in read_hints(hints_path(problem))["zh"]:
        assert not re.search(f"{_CJK} {_CJK}", hint), f"{pid}: a space inside {hint!r}"
    lines = (editorial_of(problem, "zh") or "").splitlines()
    for line, after in zip(lines, lines[1:]):
        wrapped = re.search(f"{_CJK}$", line) and re.match(f"\\s*{_CJK}", after)
        assert not wrapped, f"{pid}: editorial.zh.md wraps {line[-10:]!r} / {after[:10]!r}"


_COMMAND = re.compile(r"`judge (table|play) ([^`]+)`")
# The options of `judge table` and `judge play` themselves (judge/cli/learn.py), with whether
# each takes a value; every other option of a command is one of the game's parameters.
_OWN_OPTIONS = {
    "table": {"--max": True, "--json": False, "--guess": False},
    "play": {"--position": True, "--seed": True, "--first": True, "--hint": False},
}


@pytest.mark.parametrize("pid", PROBLEMS)
def test_every_table_and_play_command_named_is_one_judge_takes(pid: str) -> None:
    """A learner copies the commands the hints and the editorial give: each names a problem
    with a game, and options that command or that game has (checked without computing the
    table, which `judge table` itself does)."""
    problem = _problem(pid)
    texts = [*read_hints(hints_path(problem))["en"], *read_hints(hints_path(problem))["zh"]]
    texts += [editorial_of(problem, lang) or "" for lang in LANGUAGES]
    commands = [m.groups() for text in texts for m in _COMMAND.finditer(text)]
    assert commands, f"{pid}: names no judge table command"
    for command, rest in commands:
        game_id, *args = rest.split()
        game = load_game(REPO, game_id)
        params = []
        while args:
            option = args.pop(0)
            takes = _OWN_OPTIONS[command].get(option)
            if takes is None:
                params.append(option)
            elif takes:
                assert args, f"{pid}: `judge {command} {rest}`: {option} needs a value"
                args.pop(0)
        parse_options(game, params)  # a JudgeError names an option the game does not have
