"""A heap game given by a code (`octal:0.77`, `subtraction:2,5,7`) as a game in the game-file
protocol (`judge/learn/game.py`), so that `judge table` and `judge play` take it like a
problem's game; and the check of a game file's declared family against its own moves."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from judge.errors import JudgeError
from judge.learn.octal import HeapRules, after_moves, grundy_values, parse_family

FAMILY_CHECKED = 20  # a declared family is compared with search on the heaps up to this


def heap_module(rules: HeapRules) -> ModuleType:
    """The rules as a game module: a state is the sorted tuple of the heaps; a move `h a`
    leaves a heap of h as a, `h a b` splits what is left into a and b, `h 0` takes it all."""
    module = ModuleType(f"judge_heap_game_{rules.name}")
    module.__doc__ = _title(rules)
    module.FAMILY = rules.name  # type: ignore[attr-defined]
    module.HEAPS = True  # type: ignore[attr-defined]
    module.PARAMETERS = {}  # type: ignore[attr-defined]
    module.POSITION = "n, the tokens on one heap (a sum of heaps: the table shows one)"  # type: ignore[attr-defined]
    module.TABLE_MAX = 200  # type: ignore[attr-defined]

    def positions(limit: int) -> list[int]:
        return list(range(limit + 1))

    def start(position: Any) -> tuple[int, ...]:
        heaps = [position] if isinstance(position, int) else list(position)
        if any(h < 0 for h in heaps):
            raise ValueError("heaps hold 0 or more tokens")
        return tuple(sorted(h for h in heaps if h))

    def moves(state: tuple[int, ...]) -> list[str]:
        return [
            " ".join(map(str, (h, *(left or (0,)))))
            for h in sorted(set(state))
            for left in after_moves(rules, h)
        ]

    def move(state: tuple[int, ...], text: str) -> tuple[int, ...]:
        try:
            heap, *left = (int(part) for part in text.split())
        except ValueError:
            raise ValueError("a move is 'h a' (a heap of h left as a) or 'h a b'") from None
        if heap not in state:
            raise ValueError(f"there is no heap of {heap}")
        parts = tuple(sorted(x for x in left if x))
        if parts not in after_moves(rules, heap):
            raise ValueError(f"{rules.name} does not allow a heap of {heap} to leave {text}")
        rest = list(state)
        rest.remove(heap)
        return tuple(sorted(rest + list(parts)))

    def describe(state: tuple[int, ...]) -> str:
        if not state:
            return "no heaps left"
        return "heaps " + " ".join(map(str, state))

    def explain(state: tuple[int, ...]) -> str:
        table = grundy_values(rules, max(state, default=0))
        total = 0
        for h in state:
            total ^= table[h]
        parts = " xor ".join(f"g({h})" for h in state) or "0"
        kind = "a P-position" if total == 0 else "an N-position"
        return f"{parts} = {total}: {kind} (Sprague-Grundy: a sum is worth the xor)."

    for function in (positions, start, moves, move, describe, explain):
        setattr(module, function.__name__, function)
    return module


def _title(rules: HeapRules) -> str:
    names = {
        "octal:0.77": "Kayles",
        "octal:0.07": "Dawson's Kayles",
        "octal:0.137": "Dawson's chess",
    }
    return names.get(rules.name, f"the heap game {rules.name}")


def title_of(rules: HeapRules) -> str:
    """A heap game's name: Kayles for 0.77, else its code."""
    return _title(rules)


def declared_rules(module: ModuleType, path: str, values: dict[str, Any]) -> HeapRules | None:
    """The family a game file declares (`FAMILY = "octal:0.77"`, or a function of the
    parameters returning such a text), or None."""
    declared = getattr(module, "FAMILY", None)
    if declared is None:
        return None
    if callable(declared):
        try:
            declared = declared(**values)
        except ValueError as exc:  # parameters the game refuses: the game's own words
            raise JudgeError(f"{path}: {exc}") from None
    if not isinstance(declared, str):
        raise JudgeError(f"{path}: FAMILY is not a text like 'octal:0.77' or 'subtraction:1,2'")
    try:
        return parse_family(declared)
    except JudgeError as exc:
        raise JudgeError(f"{path}: FAMILY: {exc}") from None


def check_family(rules: HeapRules, searched: list[int | None], path: str) -> None:
    """JudgeError when the Grundy values search found on the first heaps differ from those of
    the declared family."""
    expected = grundy_values(rules, len(searched) - 1)
    for n, (found, wanted) in enumerate(zip(searched, expected)):
        if found != wanted:
            raise JudgeError(
                f"{path}: its moves contradict its declared family {rules.name}: search gives "
                f"g({n}) = {found}, {rules.name} gives {wanted}"
            )
