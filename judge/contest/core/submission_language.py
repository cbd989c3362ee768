"""The languages our contests accept, and what a submitted source may be: its language (by
extension, or chosen), its entry point, its size.

They are the language table's (judge.run.languages.table) entries marked `contest`: the ICPC
set (C, C++, Java, Kotlin, Python 3) with PyPy 3 and Pascal, by their CCS language ids, and
what a machine's override files change.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge.errors import JudgeError
from judge.i18n import phrase
from judge.run.languages.language import Entry, Language
from judge.run.languages.table import languages

#: The largest source accepted (DOMjudge's default, 256 KiB).
SOURCE_LIMIT = 256 * 1024


def contest_languages() -> dict[str, Language]:
    """Our contests' languages, by CCS language id, in the table's order."""
    return {lid: lang for lid, lang in languages().items() if lang.contest}


def language_of(filename: str) -> str:
    """The CCS language id of a source file, from its extension (where two languages share
    one, as Python 3 and PyPy 3 do, the table's first: choose the other by id)."""
    suffix = Path(filename).suffix.lower()
    for lid, language in contest_languages().items():
        if suffix in language.extensions:
            return lid
    known = ", ".join(
        dict.fromkeys(
            ext for language in contest_languages().values() for ext in language.extensions
        )
    )
    raise JudgeError(
        phrase(
            "{filename}: unknown language (file extension {suffix}; known: {known})",
            filename=filename,
            suffix=suffix or phrase("none"),
            known=known,
        )
    )


def check_language(language: str) -> str:
    """A language id we know, else a plain error."""
    if language not in contest_languages():
        raise JudgeError(
            phrase(
                "unknown language {language}; known: {items}",
                language=repr(language),
                items=", ".join(contest_languages()),
            )
        )
    return language


def check_extension(filename: str, language: str) -> None:
    """A plain error unless a file called `filename` can be a source in `language`."""
    lang = contest_languages()[check_language(language)]
    if Path(filename).suffix.lower() not in lang.extensions:
        raise JudgeError(
            phrase("{filename} is not a {name} file", filename=filename, name=lang.name)
        )


def check_size(filename: str | Path, size: int) -> None:
    """A plain error when a source of ``size`` bytes is over :data:`SOURCE_LIMIT`."""
    if size > SOURCE_LIMIT:
        raise JudgeError(
            phrase(
                "{filename}: {size} bytes; a submission may have at most {SOURCE_LIMIT} KiB",
                filename=filename,
                size=size,
                SOURCE_LIMIT=SOURCE_LIMIT // 1024,
            )
        )


def entry_point(language: str, filename: str) -> str | None:
    """A submission's entry point as the Contest API gives it: the file, for a language run
    from its source file; None otherwise (a compiled program's is found when it is built)."""
    lang = contest_languages().get(language)
    return filename if lang is not None and lang.entry is Entry.SOURCE else None


def paste_name(language: str) -> str:
    """The file name of code pasted into the submit form in `language`: `solution`, or `Main`
    for a JVM language (the usual class name; a Java file is renamed after its public class
    when it is compiled anyway)."""
    lang = contest_languages()[check_language(language)]
    return f"{'Main' if lang.entry is Entry.CLASS else 'solution'}{lang.extensions[0]}"


def language_objects() -> list[dict[str, Any]]:
    """The Contest API language objects of our languages (2023-06: id, name,
    entry_point_required, entry_point_name, extensions, and the compiler and runner commands
    as the language table gives them)."""
    out = []
    for lid, language in contest_languages().items():
        source = language.entry is Entry.SOURCE
        item: dict[str, Any] = {
            "id": lid,
            "name": language.name,
            "entry_point_required": source,
            "extensions": [e[1:] for e in language.extensions],
        }
        if source:
            item["entry_point_name"] = "Main file"
        for key, command in (("compiler", language.compile), ("runner", language.run)):
            if command:
                item[key] = _command(language, command)
        out.append(item)
    return out


def _command(language: Language, words: tuple[str, ...]) -> dict[str, str]:
    """A Contest API Command object: the program (a tool's first candidate) and its arguments,
    the compile flags filled in, the other placeholders ({source}, {program}) as the table
    writes them."""
    first, rest = words[0], words[1:]
    if first.startswith("{") and first.endswith("}"):
        candidates = language.tools.get(first[1:-1], ())
        first = next((c for c in candidates if not c.startswith("@")), "python3")
    args = [flag for word in rest for flag in (language.flags if word == "{flags}" else (word,))]
    return {"command": first, "args": " ".join(args)}
