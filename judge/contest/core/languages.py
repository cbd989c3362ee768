"""The languages our contests accept, and what a submitted source may be."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from judge.errors import JudgeError

#: The largest source accepted (DOMjudge's default, 256 KiB).
SOURCE_LIMIT = 256 * 1024


class Language(NamedTuple):
    """A language: its name and the file extensions that say a source is in it."""

    name: str
    extensions: tuple[str, ...]


#: Our languages, by CCS language id.
LANGUAGES: dict[str, Language] = {
    "python3": Language("Python 3", (".py",)),
    "c": Language("C", (".c",)),
    "cpp": Language("C++", (".cpp", ".cc", ".cxx")),
}


def language_of(filename: str) -> str:
    """The CCS language id of a source file, from its extension."""
    suffix = Path(filename).suffix.lower()
    for lid, language in LANGUAGES.items():
        if suffix in language.extensions:
            return lid
    known = ", ".join(ext for language in LANGUAGES.values() for ext in language.extensions)
    raise JudgeError(
        f"{filename}: unknown language (file extension {suffix or 'none'}; known: {known})"
    )


def check_language(language: str) -> str:
    """A language id we know, else a plain error."""
    if language not in LANGUAGES:
        raise JudgeError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    return language


def check_size(filename: str | Path, size: int) -> None:
    """A plain error when a source of ``size`` bytes is over :data:`SOURCE_LIMIT`."""
    if size > SOURCE_LIMIT:
        raise JudgeError(
            f"{filename}: {size} bytes; a submission may have at most {SOURCE_LIMIT // 1024} KiB"
        )


def language_objects() -> list[dict[str, Any]]:
    """The Contest API language objects of our languages."""
    out = []
    for lid, language in LANGUAGES.items():
        python = lid == "python3"
        item: dict[str, Any] = {
            "id": lid,
            "name": language.name,
            "entry_point_required": python,
            "extensions": [e[1:] for e in language.extensions],
        }
        if python:
            item["entry_point_name"] = "Main file"
        out.append(item)
    return out
