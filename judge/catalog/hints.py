"""A problem's staged hints and its editorial, in English and Chinese, read from its folder.

Beside statement.md, a problem may hold (problems/README.md, "Hints and editorials"):

    hints.yaml        en: [...], zh: [...]: the hints in the order a learner takes them, the
                      same number in each language; optional claim: the pattern the editorial
                      states, as tests/problems/test_hints.py checks it against `judge table`
    editorial.md      the editorial in English (Markdown)
    editorial.zh.md   the same in Chinese

A language without its own text falls back to English, as the statement does
(judge.problemset.problem.statement_file). A malformed hints.yaml is a JudgeError naming the
file and what is wrong with it, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge.documents import Fields, read_text, read_yaml
from judge.errors import JudgeError
from judge.problemset.problem import Problem

HINTS_FILE = "hints.yaml"
EDITORIAL_FILE = "editorial.md"
LANGUAGES = ("en", "zh")
"""The languages hints and editorials are written in; English is the fallback."""
_KEYS = frozenset({*LANGUAGES, "claim"})


def hints_path(problem: Problem) -> Path:
    """Where a problem's hints are kept."""
    return problem.path / HINTS_FILE


def editorial_path(problem: Problem, lang: str = "en") -> Path:
    """Where a problem's editorial in ``lang`` is kept (editorial.md for English, else
    editorial.<lang>.md), whether or not it is there."""
    if lang == "en":
        return problem.path / EDITORIAL_FILE
    return problem.path / f"editorial.{lang}.md"


def _hint_list(fields: Fields, lang: str) -> list[str]:
    hints: list[Any] = fields.get(lang, list)
    if not hints:
        fields.fail(f"{lang}: no hints (a list of at least one)")
    for number, hint in enumerate(hints, 1):
        if not isinstance(hint, str) or not hint.strip():
            fields.fail(f"{lang}: hint {number} is not text")
    return [hint.strip() for hint in hints]


def read_hints(path: Path) -> dict[str, list[str]]:
    """Every language's hints in a hints.yaml (English is required, the others optional, each
    of as many hints as the English); a JudgeError naming the file when it is malformed."""
    fields = Fields(read_yaml(path), path)
    fields.check_known(_KEYS)
    found = {"en": _hint_list(fields, "en")}
    for lang in LANGUAGES[1:]:
        if fields.get(lang, list, None) is not None:
            found[lang] = _hint_list(fields, lang)
            if len(found[lang]) != len(found["en"]):
                fields.fail(
                    f"{lang}: {len(found[lang])} hints where en has {len(found['en'])}"
                    " (each language gives the same hints)"
                )
    fields.get("claim", dict, None)
    return found


def read_claim(path: Path) -> dict[str, Any] | None:
    """The `claim:` of a hints.yaml (the pattern its editorial states), if it makes one."""
    fields = Fields(read_yaml(path), path)
    claim: dict[str, Any] | None = fields.get("claim", dict, None)
    return claim


def hints_of(problem: Problem, lang: str = "en") -> list[str]:
    """The problem's hints in ``lang`` (English where it has none in ``lang``), first to
    last; [] when the problem has no hints.yaml."""
    path = hints_path(problem)
    if not path.is_file():
        return []
    hints = read_hints(path)
    return hints.get(lang) or hints["en"]


def editorial_of(problem: Problem, lang: str = "en") -> str | None:
    """The problem's editorial (Markdown) in ``lang``, else the English one; None when it has
    none."""
    for path in (editorial_path(problem, lang), editorial_path(problem)):
        if path.is_file():
            text = read_text(path)
            if not text.strip():
                raise JudgeError(f"{path}: empty (an editorial says something, or is absent)")
            return text
    return None
