"""What `judge table` and `judge play` accept as GAME: a problem id, `octal:CODE`,
`subtraction:S`, or the path of a learner's own game file (the problems' game format)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from judge.errors import JudgeError
from judge.learn.game import Game, game_of_module, load_game
from judge.learn.heapgame import heap_module, title_of
from judge.learn.octal import parse_family
from judge.problemset.pyfile import load_module


def resolve_game(root: Callable[[], Path], text: str) -> Game:
    """The game GAME names; JudgeError with a plain message for anything else. ``root``
    finds the problem set, asked only for a problem id: octal and subtraction games and a
    learner's game file need none, so they work outside the set."""
    if text.startswith(("octal:", "subtraction:")):
        rules = parse_family(text)
        module = heap_module(rules)
        return game_of_module(rules.name, title_of(rules), Path(rules.name), module)
    path = Path(text)
    if text.endswith(".py") or "/" in text:
        if not path.is_file():
            raise JudgeError(f"{text}: no such game file")
        module = load_module(path, f"judge_learner_game_{path.stem}")
        doc = (module.__doc__ or "").strip().split("\n")[0]
        return game_of_module(path.stem, doc or path.name, path, module)
    return load_game(root(), text)
