"""The problems a program must win (problems/play_*): the reference AC and every planted wrong
strategy WA (or TLE where planted so), isolated (`judge verify` judges them plain); a lost game
explained in the notes' words, an illegal move naming its rule; the answer file checked against
the interactor's own search; the exported interactor standing alone, without judge."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.learn.game import load_game
from judge.learn.solve import Solver
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.problemset.pyfile import load_module
from support import run_cli

PLAY = [pid for pid in problem_ids(REPO) if pid.startswith("play_")]
FOLDERS = {"wrong_answer": Verdict.WA, "time_limit_exceeded": Verdict.TLE}


def planted(pid: str) -> list[tuple[Path, Verdict]]:
    """The reference and every planted submission, with the verdict each must get."""
    found = [(REPO / "problems" / pid / "solution.py", Verdict.AC)]
    for folder, verdict in FOLDERS.items():
        found += [(p, verdict) for p in sorted((REPO / "solutions" / pid / folder).glob("*.py"))]
    return found


def test_the_games_of_the_notes_are_there_to_win():
    assert set(PLAY) >= {
        "play_hdu_2516",
        "play_hdu_1846",
        "play_hdu_2177",
        "play_hdu_1847",
        "play_luogu_p2197",
        "play_hdu_3032",
        "play_hdu_1536",
        "play_hdu_1730",
    }
    for pid in PLAY:
        assert len([p for p, v in planted(pid) if v is Verdict.WA]) >= 2, pid


@pytest.mark.slow
@pytest.mark.parametrize(
    "pid, submission, verdict",
    [(pid, path, verdict) for pid in PLAY for path, verdict in planted(pid)],
    ids=lambda value: value.name if isinstance(value, (Path, Verdict)) else str(value),
)
def test_each_strategy_judged_isolated(
    pid: str,
    submission: Path,
    verdict: Verdict,
    cache_dir: Path,
    isolation_works,
):
    report = judge_solution(
        load_problem(REPO, pid), str(submission), None, RunOptions(isolate=True), cache_dir
    )
    assert report.verdict is verdict, [(c.name, c.verdict, c.message) for c in report.cases]


def run(pid: str, source: str, tmp_path: Path):
    program = tmp_path / "player.py"
    program.write_text(source)
    return run_cli("run", pid, program, root=REPO)


def test_a_lost_game_is_explained_in_the_notes_words(tmp_path: Path):
    always_first = REPO / "solutions/play_hdu_2516/wrong_answer/always_first.py"
    result = run("play_hdu_2516", always_first.read_text(), tmp_path)
    assert result.exit_code == 1, result.output
    assert "game 2 (3): you lost: I took the last move" in result.output
    assert "you chose to move first, but 3 is a Fibonacci number: a P-position" in result.output
    off_by_one = REPO / "solutions/play_hdu_1846/wrong_answer/off_by_one.py"
    result = run("play_hdu_1846", off_by_one.read_text(), tmp_path)
    assert (
        "from 4 stones; a move takes 1 to 3, you chose to move first, but 4 is a "
        "multiple of m + 1 = 4: a P-position" in result.output
    ), result.output


def test_a_move_that_lets_the_win_go_is_named(tmp_path: Path):
    # The sample: wins from 1 2 moving second; from 2 4 moves first, rightly, but 1 4 (not a
    # Wythoff pair) hands the win over; then 0 2 from the judge's 1 2, and the judge takes all.
    script = (
        "import sys\nread = sys.stdin.readline\nread(); read()\n"
        "print('second', flush=True); read(); print('0 0', flush=True); read(); read()\n"
        "print('first', flush=True); print('1 4', flush=True); read()\n"
        "print('0 2', flush=True); sys.stdin.read()\n"
    )
    result = run("play_hdu_2177", script, tmp_path)
    assert result.exit_code == 1, result.output
    assert "game 2 (2 4): you lost" in result.output
    assert "you played 1 4, leaving piles 1 4: (1, 4) is not a Wythoff pair" in result.output
    assert "A winning move was 1 2." in result.output


def test_an_illegal_move_names_the_rule(tmp_path: Path):
    script = "input(); input()\nprint('second', flush=True)\ninput()\nprint(5, flush=True)\n"
    result = run("play_hdu_1846", script, tmp_path)
    assert result.exit_code == 1, result.output
    assert (
        "illegal move '5' from 3 stones; a move takes 1 to 3: a move takes at most m = 3"
        in result.output
    ), result.output


def interactor(folder: Path, tmp_path: Path, given: str, answer: str, said: str, *flags: str):
    (tmp_path / "in").write_text(given)
    (tmp_path / "ans").write_text(answer)
    (tmp_path / "feedback").mkdir(exist_ok=True)
    args = [str(tmp_path / "in"), str(tmp_path / "ans"), f"{tmp_path / 'feedback'}/"]
    return subprocess.run(
        [sys.executable, *flags, str(folder / "interactor.py"), *args],
        input=said,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )


def test_an_answer_file_the_search_contradicts_is_the_problems_error(tmp_path: Path):
    done = interactor(REPO / "problems/play_hdu_1846", tmp_path, "1\n4 3\n", "first\n", "")
    assert done.returncode not in (42, 43)
    assert "the answer file says 'first', search disagrees" in done.stderr


def test_the_exported_interactor_stands_alone(tmp_path: Path):
    """Exported, the interactor carries the shared player and the game file inside it: run in
    Python's isolated mode (no PYTHONPATH, so no judge), from a folder of its own, it plays
    the sample's conversation and accepts."""
    result = run_cli(
        "export", "play_hdu_2177", str(tmp_path / "out"), "--format", "2023-07", root=REPO
    )
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out/playhdu2177/output_validator"
    assert [p.name for p in folder.iterdir()] == ["interactor.py"]
    done = interactor(
        folder, tmp_path, "2\n1 2\n2 4\n", "second\nfirst\n", "second\n0 0\nfirst\n1 2\n0 0\n", "-I"
    )
    assert done.returncode == 42, done.stderr
    assert done.stdout == "2\n1 2\n0 1\nend\n2 4\n0 1\nend\n"


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            "interactor_files: [play_interactor.py, game.py]",
            "interactor_files: [nosuch.py]",
            "interactor_files: 'nosuch.py': no such file beside problem.yaml",
        ),
        (
            "interactor: interactor.py\n",
            "",
            "interactor_files: only an interactive problem has them",
        ),
    ],
)
def test_bad_interactor_files_are_plain_errors(tmp_path: Path, old: str, new: str, message: str):
    root = tmp_path / "root"
    shutil.copytree(REPO / "problems/play_hdu_1846", root / "problems/play_hdu_1846")
    yaml = root / "problems/play_hdu_1846/problem.yaml"
    assert old in yaml.read_text()
    yaml.write_text(yaml.read_text().replace(old, new))
    result = run_cli("show", "play_hdu_1846", root=root)
    assert result.exit_code == 2 and message in result.output and "problem.yaml" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("pid", PLAY)
def test_the_interactor_plays_as_judge_plays_opponent(pid: str):
    """The standalone player and `judge play`'s opponent (learn/solve.py) agree on every state
    reachable from the small positions of the game's table: who wins, and the move chosen."""
    game = load_game(REPO, pid)
    player = load_module(REPO / "problems" / pid / "play_interactor.py", f"play_{pid}")
    ours, theirs = Solver(game), player.Solver(game.module, dict(game.values))
    for position in game.positions(min(game.table_max, 12)):
        start = game.start(position)
        seen, todo = {start}, [start]
        while todo:
            state = todo.pop()
            assert theirs.wins(state) == ours.solve(state).wins, (pid, state)
            best = ours.best_move(state)
            assert (theirs.best_move(state) if best else None) == best, (pid, state)
            for _, after in ours.children(state):
                if after not in seen:
                    seen.add(after)
                    todo.append(after)


@pytest.mark.parametrize("pid", PLAY)
def test_the_game_files_successors_are_their_moves(pid: str):
    """A game file's `successors` (the moves with the states they lead to, which the shared
    player searches with) gives exactly `moves`, each leading where `move` takes it, in every
    state reachable from the small positions of the game's table."""
    game = load_game(REPO, pid)
    module, params = game.module, dict(game.values)
    assert callable(getattr(module, "successors", None)), pid
    checked = 0
    for position in game.positions(min(game.table_max, 12)):
        start = game.start(position)
        seen, todo = {start}, [start]
        while todo:
            state = todo.pop()
            found = module.successors(state, **params)
            assert [text for text, _ in found] == module.moves(state, **params), (pid, state)
            for text, after in found:
                assert module.move(state, text, **params) == after, (pid, state, text)
                if after not in seen:
                    seen.add(after)
                    todo.append(after)
            checked += 1
    assert checked > 20, pid
