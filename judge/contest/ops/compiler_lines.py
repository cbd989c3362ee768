"""What a problem page and the API say about each language a contest takes: its compiler or
interpreter and version on this machine, the flags a solution is built with, and the limits a
run has (Java's may differ: HDU lists "Java/Others").

It reads the language table through public functions only
(:func:`judge.contest.core.submission_language.contest_languages`,
:func:`judge.run.languages.language.version`, :func:`judge.run.languages.dialects.compilers`):
a problem from an online judge lists the compiler, standard and flags of that judge's dialect
the contest judges it in (contest.yaml's ``dialect``, by default the problem's judge: the same
verdict as ``judge run``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from judge.contest.core.submission_language import contest_languages
from judge.formats.protocol import AnyProblem
from judge.run.languages.dialects import CompilerLine, compilers
from judge.run.languages.language import Language, version

MiB = 1024 * 1024


@dataclass(frozen=True)
class LanguageNote:
    """One language as a problem's page shows it (limits in seconds and MiB)."""

    id: str
    name: str
    extensions: tuple[str, ...]
    compiler: str | None  # the program that builds or runs it here, None: not installed
    version: str | None
    flags: str
    time_limit: float
    memory_limit: float
    standard: str = ""  # the language standard the dialect compiles, "" where none is set
    dialect: str = ""  # the judge's compiler as the problem's page names it, "" for ours

    def to_api(self) -> dict[str, object]:
        """The note's fields as the API adds them to a language object."""
        return {
            "compiler_name": self.compiler,
            "compiler_version": self.version,
            "compiler_flags": self.flags,
            "compiler_standard": self.standard or None,
            "compiler_dialect": self.dialect or None,
        }


def _program(lang: Language) -> str | None:
    found = lang.main_tool()
    return None if found is None else Path(found).name


def _version(lang: Language) -> str | None:
    tools = tuple((p, lang.tool(p)) for p in lang.tools)
    return _probed(lang.id, lang.version, tools)


@functools.lru_cache(maxsize=32)
def _probed(
    lid: str, probe: tuple[str, ...], tools: tuple[tuple[str, str | None], ...]
) -> str | None:
    # Once per process and tools: a JVM tool takes a second or two to say its version.
    return version(contest_languages()[lid])


def _lines(problem: AnyProblem | None, dialect: str) -> dict[str, CompilerLine]:
    """Each language's compiler line as the contest judges ``problem`` (the one used)."""
    judge = getattr(problem, "dialect", None) if problem is not None else None
    return {line.language: line for line in compilers(judge, dialect) if line.default}


def language_notes(problem: AnyProblem | None = None, dialect: str = "auto") -> list[LanguageNote]:
    """The contest's languages, each with its compiler, version, standard and flags as the
    contest's ``dialect`` setting compiles ``problem``, and (for ``problem``) the limits of a
    run in it."""
    out = []
    lines = _lines(problem, dialect)
    for lid, lang in contest_languages().items():
        limits = problem.limits_for(lang) if problem is not None else None
        line = lines.get(lid)
        out.append(
            LanguageNote(
                id=lid,
                name=lang.name,
                extensions=lang.extensions,
                compiler=_program(lang),
                version=_version(lang),
                flags=" ".join(line.flags if line else lang.flags),
                standard=line.standard if line else "",
                dialect=line.compiler if line and line.option else "",
                time_limit=limits.time if limits else 0.0,
                memory_limit=limits.memory / MiB if limits else 0.0,
            )
        )
    return out
