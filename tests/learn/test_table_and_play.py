"""`judge table` and `judge play`: every table comes from search, and its pattern is the
closed form the notes prove; the perfect opponent wins from every N-position and loses only
to perfect play from a P-position; piped sessions refuse illegal moves and end cleanly."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO
from judge.errors import JudgeError
from judge.learn.game import Game, Kind, load_game, parse_options
from judge.learn.play import Result, Side, play
from judge.learn.solve import Solver
from judge.problemset.layout import problem_ids
from support import run_cli


def table(problem_id: str, *args: object) -> list[dict]:
    """`judge table ID --json ARGS` as a list of rows."""
    result = run_cli("table", problem_id, "--json", *args, root=REPO)
    assert result.exit_code == 0, result.output
    rows: list[dict] = json.loads(result.output)
    return rows


def p_positions(rows: list[dict]) -> list:
    return [row["position"] for row in rows if row["outcome"] == "P"]


def fibonacci_up_to(n: int) -> set[int]:
    found, a, b = set(), 1, 2
    while a <= n:
        found.add(a)
        a, b = b, a + b
    return found


def game(problem_id: str, *args: str) -> Game:
    loaded = load_game(REPO, problem_id)
    return loaded.with_values(parse_options(loaded, args))


def test_every_problem_has_a_game_table() -> None:
    assert all((REPO / "problems" / p / "game.py").is_file() for p in problem_ids(REPO))


def test_a_problem_without_a_game_file_says_so(tmp_path: Path) -> None:
    root = tmp_path / "root"
    shutil.copytree(REPO / "problems" / "hdu_1846", root / "problems" / "hdu_1846")
    (root / "problems" / "hdu_1846" / "game.py").unlink()
    result = run_cli("table", "hdu_1846", root=root)
    assert result.exit_code == 2
    assert "hdu_1846 has no game table: its folder has no game.py" in result.output
    assert "Traceback" not in result.output


def test_fibonacci_nim_loses_exactly_on_fibonacci_numbers() -> None:
    rows = table("hdu_2516", "--max", 100)
    assert [row["position"] for row in rows] == list(range(2, 101))
    assert p_positions(rows) == sorted(fibonacci_up_to(100) - {1})
    assert all((row["sg"] == 0) == (row["outcome"] == "P") for row in rows)


@pytest.mark.parametrize(("problem_id", "name"), [("hdu_1846", "m"), ("nyoj_23", "M")])
@pytest.mark.parametrize("m", [1, 3, 4, 7])
def test_bash_game_loses_on_multiples_of_m_plus_1(problem_id: str, name: str, m: int) -> None:
    rows = table(problem_id, f"--{name}", m, "--max", 50)
    assert p_positions(rows) == [n for n in range(51) if n % (m + 1) == 0]
    assert [row["sg"] for row in rows] == [n % (m + 1) for n in range(51)]


def test_donations_lose_when_n_is_a_multiple_of_m_plus_1() -> None:
    rows = table("hdu_2188", "--m=10", "--max", 60)
    assert p_positions(rows) == [11, 22, 33, 44, 55]


def test_powers_of_two_lose_on_multiples_of_3() -> None:
    rows = table("hdu_1847", "--max", 60)
    assert p_positions(rows) == list(range(0, 61, 3))


@pytest.mark.parametrize("problem_id", ["luogu_p2197", "acwing_891", "hdu_1850"])
def test_a_nim_heap_is_worth_its_size(problem_id: str) -> None:
    rows = table(problem_id, "--max", 30)
    assert [row["sg"] for row in rows] == list(range(31))
    assert p_positions(rows) == [0]


def test_wythoff_loses_exactly_on_the_wythoff_pairs() -> None:
    rows = table("hdu_2177", "--max", 30)
    phi = (1 + math.sqrt(5)) / 2
    pairs = [[math.floor(k * phi), math.floor(k * phi) + k] for k in range(20)]
    assert p_positions(rows) == sorted((p for p in pairs if p[1] <= 30), key=lambda p: (p[1], p[0]))
    assert len(rows) == 31 * 32 // 2


def test_laskers_nim_follows_the_mod_4_pattern() -> None:
    rows = table("hdu_3032", "--max", 30)

    def closed_form(h: int) -> int:
        return h - 1 if h % 4 == 0 and h else h + 1 if h % 4 == 3 else h

    assert [row["sg"] for row in rows] == [closed_form(h) for h in range(31)]


def test_s_nim_with_2_and_5_is_periodic_with_period_7() -> None:
    rows = table("hdu_1536", "--S", "2,5", "--max", 70)
    assert p_positions(rows) == [h for h in range(71) if h % 7 in (0, 1, 4)]
    rows = table("hdu_1536", "--S", "1,3,4", "--max", 70)  # the subtraction game {1, 3, 4}
    assert p_positions(rows) == [h for h in range(71) if h % 7 in (0, 2)]


def test_staircase_nim_pairs_from_the_right() -> None:
    rows = table("poj_1704", "--max", 8)
    for row in rows:
        cells = ([0] if len(row["position"]) % 2 else []) + row["position"]
        xor = 0
        for i in range(0, len(cells), 2):
            xor ^= cells[i + 1] - cells[i] - 1
        assert (row["outcome"] == "P") == (xor == 0), row
    assert len(rows) > 90


def test_climbing_the_hill_is_staircase_nim_with_the_kings_correction() -> None:
    for k in (2, 3):
        rows = table("hdu_4315", "--k", k, "--max", 7)
        for row in rows:
            cells = list(row["position"])
            if k == 1:
                continue
            if len(cells) % 2:
                cells = [0 if k == 2 else -1, *cells]
            xor = 0
            for i in range(0, len(cells), 2):
                xor ^= cells[i + 1] - cells[i] - 1
            assert (row["outcome"] == "N") == (xor != 0), (k, row)


@pytest.mark.parametrize("m", [2, 5, 9])
def test_northcott_loses_exactly_when_the_pieces_touch(m: int) -> None:
    """One row: the gap between the pieces is a Nim heap, retreats and all (the game has
    cycles, and is solved backwards from its end)."""
    rows = table("hdu_1730", "--m", m, "--max", m)
    assert len(rows) == m * (m - 1)
    assert all(
        (row["outcome"] == "P") == (abs(row["position"][0] - row["position"][1]) == 1)
        for row in rows
    )
    assert all(row["outcome"] in ("P", "N") and row["sg"] is None for row in rows)


def test_a_chess_on_a_graph_is_worth_the_mex_of_its_successors() -> None:
    rows = table("hdu_1524")  # the first sample's graph: 0 -> 1, 0 -> 2, 2 -> 3
    assert [row["sg"] for row in rows] == [2, 0, 1, 0]
    edges = [(a, b) for a in range(12) for b in range(a + 1, 12) if (a * 7 + b * 3) % 5 < 2]
    flat = ",".join(f"{a},{b}" for a, b in edges)
    rows = table("hdu_1524", "--N", 12, "--edges", flat)
    sg: dict[int, int] = {}
    for v in reversed(range(12)):
        seen = {sg[b] for a, b in edges if a == v}
        sg[v] = min(set(range(len(seen) + 1)) - seen)
    assert [row["sg"] for row in rows] == [sg[v] for v in range(12)]


def test_new_stone_game_loses_exactly_on_equal_twins() -> None:
    rows = table("poj_1740", "--max", 4)
    assert p_positions(rows) == [[1, 1], [2, 2], [3, 3], [4, 4]]


def test_one_bomb_is_worth_the_mex_of_its_two_new_bombs() -> None:
    rows = {tuple(row["position"]): row["sg"] for row in table("hdu_2873")}
    sg: dict[tuple[int, int], int] = {}
    for p in range(1, 5):
        for q in range(1, 5):
            if p == 1 or q == 1:
                sg[p, q] = p + q - 2
            else:
                seen = {sg[u, q] ^ sg[p, v] for u in range(1, p) for v in range(1, q)}
                sg[p, q] = min(set(range(len(seen) + 1)) - seen)
    assert rows == sg


def test_a_box_is_nim_on_its_room_above_the_square_threshold() -> None:
    for size in (12, 30, 45):
        rows = table("hdu_1729", "--s", size, "--max", size)
        t = max(t for t in range(size) if t + t * t < size)
        for row in rows[t + 1 :]:
            assert row["sg"] == size - row["position"], (size, row)
        assert rows[t]["outcome"] == "P"


def test_digital_deletions_lists_the_lost_strings() -> None:
    rows = table("hdu_1404")
    assert p_positions(rows) == ["1", "11", "20", "32", "43", "54", "65", "76", "87", "98"]
    assert all(row["outcome"] == "N" for row in rows if row["position"].startswith("0"))


def test_palindrome_game_table_gives_the_margin_and_the_editorials_winner() -> None:
    rows = table("cf_1527b2", "--max", 6)
    for row in rows:
        s = row["position"]
        zeros = s.count("0")
        if zeros == 0:
            expected = "D"
        elif s == s[::-1]:
            expected = "N" if zeros % 2 and zeros > 1 else "P"
        elif zeros == 2 and len(s) % 2 and s[len(s) // 2] == "0":
            expected = "D"
        else:
            expected = "N"
        assert row["outcome"] == expected, row
        assert row["sg"] is None and (row["value"] > 0) == (expected == "N")


def test_rake_it_in_gives_the_final_score_of_the_samples() -> None:
    rows = table("jisuanke_a1538")
    assert [row["position"] for row in rows] == [1, 2, 3]
    assert rows[0] == {"position": 1, "outcome": None, "sg": None, "value": 20}
    board = ",".join(["1,2,3,4"] * 4)
    assert table("jisuanke_a1538", "--board", board, "--max", 2)[1]["value"] == 40


def test_the_text_table_marks_the_p_positions() -> None:
    result = run_cli("table", "hdu_2516", "--max", 14, root=REPO)
    assert result.exit_code == 0, result.output
    marked = [line.split()[0] for line in result.output.splitlines() if line.endswith("<- P")]
    assert marked == ["2", "3", "5", "8", "13"]
    assert "P-positions (5 of 13): 2, 3, 5, 8, 13" in result.output


def test_bad_parameters_are_plain_errors() -> None:
    result = run_cli("table", "hdu_1846", "--k", 3, root=REPO)
    assert result.exit_code == 2 and "unknown option '--k'" in result.output
    assert "--m (the most stones one move may take; default 3)" in result.output
    result = run_cli("table", "hdu_1846", "--m", "x", root=REPO)
    assert result.exit_code == 2 and "--m 'x': not an integer" in result.output
    result = run_cli("table", "hdu_1846", "--m", 0, root=REPO)
    assert result.exit_code == 2 and "m must be at least 1" in result.output
    result = run_cli("table", "no_such", root=REPO)
    assert result.exit_code == 2 and "unknown problem 'no_such'" in result.output


ALL_GAMES = problem_ids(REPO)


@pytest.mark.parametrize("problem_id", ALL_GAMES)
def test_every_explanation_agrees_with_search(problem_id: str) -> None:
    """What each game file tells the learner (the notes' closed form) says P exactly where
    search found a P-position, in every state reachable from the table's positions."""
    loaded = game(problem_id)
    if loaded.kind is Kind.SCORE:
        return
    solver = Solver(loaded)
    limit = min(loaded.table_max, 12)
    for position in loaded.positions(limit):
        todo, seen = [loaded.start(position)], set()
        while todo:
            state = todo.pop()
            if state in seen:
                continue
            seen.add(state)
            words = loaded.explain(state)
            assert ("P-position" in words) == (not solver.solve(state).wins), (state, words)
            todo += [after for _, after in solver.children(state)]


def perfect_moves(loaded: Game, position: Any, first: Side) -> list[str]:
    """The learner's moves of a game in which the learner plays perfectly (the perfect
    player's own choice), replayed against the deterministic opponent."""
    solver = Solver(loaded)
    state = loaded.start(position)
    mine = first is Side.ME
    typed = []
    while solver.children(state):
        if mine:
            best = solver.best_move(state)  # the quickest win: in a game with cycles,
            assert best is not None  # any winning move could let the loser go round for ever
            text, state = best
            typed.append(text)
        else:
            best = solver.best_move(state)
            assert best is not None
            state = best[1]
        mine = not mine
    return typed


@pytest.mark.parametrize(
    ("problem_id", "position", "wins"),
    [
        ("hdu_2516", 10, True),
        ("hdu_2516", 13, False),
        ("hdu_2177", [3, 5], False),
        ("hdu_2177", [4, 6], True),
        ("hdu_3032", [3, 4], True),
        ("hdu_3032", [3, 3], False),
        ("hdu_1847", 9, False),
        ("hdu_1847", 10, True),
        ("poj_1740", [2, 2, 3], True),
        ("hdu_1730", [4, 5, 2, 3], False),
        ("hdu_1730", [4, 5, 1, 3], True),
    ],
)
def test_a_perfect_player_wins_from_n_and_loses_from_p(
    problem_id: str, position: Any, wins: bool
) -> None:
    loaded = game(problem_id)
    lines = iter(perfect_moves(loaded, position, Side.ME))
    shown: list[str] = []
    result = play(loaded, position, Side.ME, False, lambda prompt: next(lines, None), shown.append)
    assert result is (Result.WON if wins else Result.LOST), "\n".join(shown)


@pytest.mark.parametrize(
    ("problem_id", "top"), [("hdu_2516", 40), ("hdu_1846", 30), ("hdu_1847", 30)]
)
def test_the_opponent_wins_whenever_the_position_allows(problem_id: str, top: int) -> None:
    """Against a learner who always takes one (always legal in these games), the opponent
    wins every game in which it faces an N-position: moving first from one, or after the
    learner's move leaves one."""
    loaded = game(problem_id)
    solver = Solver(loaded)
    for n in loaded.positions(top):
        start = loaded.start(n)
        if not solver.children(start):
            continue
        for first in Side:
            shown: list[str] = []
            result = play(loaded, n, first, False, lambda prompt: "1", shown.append)
            judge_faces = start if first is Side.JUDGE else loaded.move(start, "1")
            if solver.solve(judge_faces).wins:
                assert result is Result.LOST, (n, first, shown)


def test_piped_session_refuses_illegal_moves_and_explains_the_loss() -> None:
    typed = "13\n0\nabc\n3\n" + "1\n" * 10  # three illegal moves, a losing one, then 1s
    result = run_cli("play", "hdu_2516", "--position", 10, input=typed, root=REPO)
    out = result.output
    assert "Illegal move '13': only 10 stones are left" in out
    assert "Illegal move '0': each move takes at least 1 stone" in out
    assert "Illegal move 'abc': a move is the number of stones to take" in out
    assert "You played 3 and left 7 stones" in out
    assert "The winning move was 2, leaving 8 stones" in out
    assert "8 is a Fibonacci number" in out
    assert "I win." in out and result.exit_code == 1


def test_hint_shows_the_outcome_and_a_winning_move() -> None:
    result = run_cli("play", "hdu_1846", "--position", 7, "--m", 3, "--hint", input="", root=REPO)
    assert "Hint: an N-position (the player to move wins); a winning move: 3." in result.output
    assert "The input ended: game abandoned." in result.output
    assert result.exit_code == 3


def test_a_game_lost_where_it_starts_is_explained_there() -> None:
    """A position with no move (a chess on a sink of HDU 1524's graph) is lost before any move:
    the explanation is the starting position's, not a traceback for the turns never played."""
    result = run_cli("play", "hdu_1524", "--position", 3, input="", root=REPO)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "No move left for you: I win." in result.output
    assert "You faced chesses on positions 3" in result.output
    assert "a P-position" in result.output


def test_first_move_rules_are_named() -> None:
    result = run_cli("play", "hdu_2516", "--position", 10, input="10\n", root=REPO)
    assert "Illegal move '10': the first move may not take the whole pile" in result.output


def test_a_random_position_comes_from_the_seed() -> None:
    outputs = {
        run_cli("play", "hdu_2177", "--seed", 7, input="", root=REPO).output for _ in range(2)
    }
    assert len(outputs) == 1
    assert "Start: " in outputs.pop()


def test_play_through_a_real_pipe() -> None:
    """`judge play` as a separate process reading a pipe: a perfect player wins from an
    N-position (exit 0), the explanation follows, and end of input is a clean exit."""
    loaded = game("hdu_3032")
    typed = "\n".join(perfect_moves(loaded, [2, 5], Side.ME)) + "\n"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--root",
            str(REPO),
            "play",
            "hdu_3032",
            "--position",
            "2 5",
        ],
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (
        "you win." in done.stdout and "Every position you left me was a P-position" in done.stdout
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--root",
            str(REPO),
            "play",
            "hdu_3032",
            "--position",
            "2 5",
        ],
        input="",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3 and done.stderr == ""
    assert "The input ended: game abandoned." in done.stdout


def test_score_game_play_reports_the_final_score() -> None:
    result = run_cli(
        "play", "jisuanke_a1538", "--position", 1, "--first", "judge", input="3 3\n", root=REPO
    )
    assert "I play" in result.output
    assert "The game is over: the final score is" in result.output
    assert "with perfect play from the start it would be 20." in result.output


def test_a_position_too_large_to_search_is_a_plain_error() -> None:
    loaded = game("hdu_3032")
    with pytest.raises(JudgeError, match=r"too many states to search within 0\.5 s"):
        Solver(loaded, seconds=0.5).solve(loaded.start([30, 30, 30]))


LOOPY = """
PARAMETERS = {}
TABLE_MAX = 6
EDGES = {0: [], 1: [0, 2], 2: [1], 3: [1], 4: [5], 5: [4], 6: [4, 0]}


def positions(limit):
    return list(range(limit + 1))


def start(position):
    return position


def moves(state):
    return [str(after) for after in EDGES[state]]


def move(state, text):
    if int(text) not in EDGES[state]:
        raise ValueError("no such edge")
    return int(text)


def describe(state):
    return f"at {state}"


def explain(state):
    return "?"
"""


def test_a_game_with_cycles_is_solved_backwards_with_its_draws(tmp_path: Path) -> None:
    """1 and 2 move to each other, 4 and 5 too; 0 has no move. Backwards from 0: 1 (moves to
    0) is won, 2 and 3 (move only to 1) are lost, 6 (moves to 0) is won; 4 and 5 can only go
    round for ever: draws."""
    root = tmp_path / "root"
    shutil.copytree(REPO / "problems" / "hdu_1846", root / "problems" / "hdu_1846")
    (root / "problems" / "hdu_1846" / "game.py").write_text(LOOPY)
    rows = table_of(root, "hdu_1846")
    assert [row["outcome"] for row in rows] == ["P", "N", "P", "P", "D", "D", "N"]
    assert all(row["sg"] is None for row in rows[1:])
    loaded = load_game(root, "hdu_1846")
    solver = Solver(loaded)
    assert solver.solve(3).remoteness == 2 and solver.solve(2).remoteness == 2
    assert solver.best_move(6) == ("0", 0) and solver.best_move(4) == ("5", 5)


def table_of(root: Path, problem_id: str) -> list[dict]:
    result = run_cli("table", problem_id, "--json", root=root)
    assert result.exit_code == 0, result.output
    rows: list[dict] = json.loads(result.output)
    return rows


def test_two_number_positions_show_as_a_grid_with_p_cells() -> None:
    result = run_cli("table", "hdu_2177", "--max", 7, root=REPO)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    header = next(line for line in lines if line.split() == [str(b) for b in range(8)])
    ends = {b: header.index(f" {b}") + 1 + len(str(b)) for b in range(8)}  # right-aligned
    p_cells = []
    for line in lines:
        head, bar, _ = line.partition("|")
        if bar and head.strip().isdigit():
            a = int(head)
            p_cells += [[a, b] for b in range(8) if line[ends[b] - 1 : ends[b]] == "P"]
    assert p_cells == [[0, 0], [1, 2], [3, 5], [4, 7]]
