"""2025-09's constants: `{{name}}` and `{{name.variant}}` in a package's files replaced by the
values problem.yaml's `constants` gives them.

The spec replaces them in Markdown statements, input and output validators, included files,
example submissions and test_group.yaml, never in test data or problem.yaml itself; a sequence
naming no constant stays as it is. judge substitutes them in test_group.yaml (read here) and
refuses, naming the file, a program that uses one (judge.kattis.unsupported): its source would
have to be rewritten before it is built.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_SEQUENCE = re.compile(r"\{\{([a-zA-Z_][a-zA-Z0-9_]*)(?:\.([a-zA-Z_][a-zA-Z0-9_]*))?\}\}")


def table(constants: Any) -> dict[str, dict[str, str]]:
    """problem.yaml's `constants` (checked by judge.kattis.problem_yaml) as {name: {variant:
    text}}, `value` always among the variants."""
    found: dict[str, dict[str, str]] = {}
    if not isinstance(constants, Mapping):
        return found
    for name, value in constants.items():
        variants = value if isinstance(value, Mapping) else {"value": value}
        found[str(name)] = {str(k): _text(v) for k, v in variants.items()}
    return found


def _text(value: Any) -> str:
    # YAML's 5e6 is a float: written as a contest's statement would, 5000000.0 -> 5000000
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return str(value)


def substitute(text: str, constants: Mapping[str, Mapping[str, str]]) -> str:
    """`text` with every sequence naming a constant (and one of its variants) replaced."""

    def value(match: re.Match[str]) -> str:
        variants = constants.get(match.group(1))
        if variants is None:
            return match.group(0)
        return variants.get(match.group(2) or "value", match.group(0))

    return _SEQUENCE.sub(value, text) if constants else text


def used(text: str, constants: Mapping[str, Mapping[str, str]]) -> list[str]:
    """The constants `text` names (each once, in order)."""
    return list(
        dict.fromkeys(m.group(1) for m in _SEQUENCE.finditer(text) if m.group(1) in constants)
    )
