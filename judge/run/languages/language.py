"""One language judge runs: its fields, each declared once here with its meaning, and what a
language does with them (its tools found, its commands filled in, its version asked).

`Language`'s fields are the language table's keys (judge/run/languages/languages.yaml, and a
machine's override files): judge.run.languages.table reads an entry by them (the keys it
takes, their kinds, ranges and defaults), and the manual's list of the fields
(docs/reference/languages.md) is made from the meanings written beside them (a test keeps
it current).
"""

from __future__ import annotations

import dataclasses
import glob
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from judge.errors import JudgeError

JUDGE_PYTHON = "@judge-python"  # a tool candidate: the interpreter running judge itself
# The placeholders the commands take besides the language's own tools (see `Language`).
COMMAND_PLACEHOLDERS = frozenset({"flags", "source", "program", "entry", "memory", "stack"})


class Entry(str, Enum):
    """How a program in a language is started."""

    BINARY = "binary"  # the compiled file is the program
    SOURCE = "source"  # an interpreter runs the source file
    CLASS = "class"  # the JVM starts a class with `public static void main(String[])`
    COMMAND = "command"  # a command line given as it is (--cmd, a build script's run)

    def __str__(self) -> str:
        return self.value


def _meaning(meaning: str, minimum: int | None = None) -> dict[str, Any]:
    """A field's metadata: its meaning (the manual's list of the table's fields) and, for a
    number, the least value an entry may give it."""
    metadata: dict[str, Any] = {"meaning": " ".join(meaning.split())}
    if minimum is not None:
        metadata["minimum"] = minimum
    return metadata


@dataclass(frozen=True)
class Language:
    """One language of the table (or the pseudo-language of a command line, `COMMAND`).

    Every field but `id` is a key of a table entry; the meanings beside them are the table's
    documentation. Commands are lists of words with {placeholders}: a tool's (see `tools`),
    {flags}, {source}, {program} (the compiled output), {entry} (the class to start), and in
    `limit_flags` {memory} and {stack}."""

    id: str  # the CCS Contest API language id: the entry's key in the table
    name: str = field(
        metadata=_meaning("as people see it (the Contest API's `name`)"),
    )
    extensions: tuple[str, ...] = field(
        metadata=_meaning(
            """file extensions, the usual one first. Where two languages share one (.py), the one
            listed first in the table is the default and `--language` chooses the other"""
        ),
    )
    run: tuple[str, ...] = field(
        metadata=_meaning(
            "the program's command: {program}, {source}, {entry} and the tools' placeholders"
        ),
    )
    entry: Entry = field(
        metadata=_meaning(
            """how the program is started: `binary` (the compiled file), `source` (the interpreter
            runs the file), `class` (the JVM starts the class with `public static void
            main(String[])`, found in what the compiler wrote)"""
        ),
    )
    tools: Mapping[str, tuple[str, ...]] = field(
        default_factory=dict,
        compare=False,
        metadata=_meaning(
            """{placeholder: [program, ...]}: the programs the commands use, each the first of its
            candidates found on PATH (or a path). `@judge-python` is the interpreter running judge
            itself"""
        ),
    )
    installation: Mapping[str, tuple[str, ...]] = field(
        default_factory=dict,
        compare=False,
        metadata=_meaning(
            """{placeholder: command}: for a tool that is a launcher choosing among installations
            (rustup's `rustc`), the command printing the folder of the one it chose; judge runs that
            folder's `bin/` program of the same name itself, so that a build needs neither the
            launcher nor its settings (an isolated one sees neither)"""
        ),
    )
    compile: tuple[str, ...] | None = field(
        default=None,
        metadata=_meaning(
            """the compiler's command, absent for a language run from its source. It runs in an
            empty folder of its own, which it writes into (`.`)"""
        ),
    )
    flags: tuple[str, ...] = field(
        default=(),
        metadata=_meaning("the compile flags, in place of {flags}"),
    )
    dialect_flags: tuple[str, ...] | None = field(
        default=None,
        metadata=_meaning(
            """the compile flags when compiling as an online judge does (`--dialect hdu`), to which
            that judge's own are added (its language level, ONLINE_JUDGE); absent: the language
            compiles with `flags` whatever the dialect"""
        ),
    )
    output: str = field(
        default="",
        metadata=_meaning(
            """what the compiler leaves in its folder for the run: a file name, or `.` for the whole
            folder (Java's classes)"""
        ),
    )
    limit_flags: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            """words put right after the run command's first word, filled in per run from the
            problem's limits: {memory} and {stack} in KiB (a runtime with a heap of its own, the JVM
            or PyPy, gets the memory limit as its heap limit this way)"""
        ),
    )
    version: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            "the command whose first line of output says the version (`judge doctor`)"
        ),
    )
    debian: str = field(
        default="",
        metadata=_meaning(
            "the Debian package that provides it (`judge doctor` names it when missing)"
        ),
    )
    debian_32bit: str = field(
        default="",
        metadata=_meaning(
            """the Debian package that lets its compiler build 32-bit programs (`-m32`, as the
            Windows judges' dialects compile: 32-bit `long` and pointers); named by `judge doctor`
            and by a 32-bit build that fails for want of it"""
        ),
    )
    runtime_memory: int = field(
        default=0,
        metadata=_meaning(
            """MiB its runtime may use beyond the memory limit: the JVM's and PyPy's own code, JIT
            and collector, which the limit (their heap's) does not cover""",
            minimum=0,
        ),
    )
    address_space: bool = field(
        default=True,
        metadata=_meaning(
            """false for a runtime that reserves far more address space than it uses (the JVM): it
            gets no address-space cap, its heap limit bounds it instead"""
        ),
    )
    threads: int = field(
        default=0,
        metadata=_meaning(
            """threads its runtime starts of its own (the JVM's compiler, collector and service
            threads), allowed on top of the program's process limit""",
            minimum=0,
        ),
    )
    out_of_memory: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            """regular expressions: how its runtime says, on stderr, that an allocation was refused
            at the limit; a run that fails saying so is MLE"""
        ),
    )
    expose: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            """what an isolated run or compile needs to see besides the system folders (globs), e.g.
            the JDK's configuration under /etc"""
        ),
    )
    judge_limits: str | None = field(
        default=None,
        metadata=_meaning(
            """`java`: where a judge lists separate limits for Java (HDU's "Java/Others"), runs in
            this language use them (problem.yaml's java_time_limit and java_memory_limit)"""
        ),
    )
    warm: bool = field(
        default=False,
        metadata=_meaning("true: `judge run --warm` can keep its interpreter warm (CPython only)"),
    )
    contest: bool = field(
        default=False,
        metadata=_meaning(
            "true: offered in contests (the submit form, the Contest API's languages)"
        ),
    )
    class_file_name: bool = field(
        default=False,
        metadata=_meaning(
            """true: the compiler wants the source file named after its public class (javac); judge
            copies it so, or to the name a judge's dialect gives it"""
        ),
    )
    kattis_name: str = field(
        default="",
        metadata=_meaning(
            """its name in the Kattis problem package format's language list, by which a package's
            submissions are sorted; absent: a package's files of its extensions are not run in this
            language"""
        ),
    )
    kattis_extensions: tuple[str, ...] = field(
        default=(),
        metadata=_meaning("that list's extensions beyond `extensions`, as it writes them (`.C`)"),
    )
    kattis_code: str = field(
        default="",
        metadata=_meaning(
            """its code in that list (`cpp`, `python3`): a package's `include/<code>/` files are
            compiled or run with a program in it; absent: none are"""
        ),
    )
    kattis_main: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            """the names a package's included driver has in it (the Kattis format's default
            entry point, problemtools' `main.*`, either case): an included file so named is the
            program's entry, run or started in place of the submission's own"""
        ),
    )
    together: tuple[str, ...] = field(
        default=(),
        metadata=_meaning(
            """the extensions of a program's files its compiler takes in one command, {source}
            standing for every one of them: a program of several files (a package's submission
            folder, or one with an included grader) is compiled and linked whole (C and C++ every
            source, C++ its C ones too; javac and kotlinc every class); absent: the compiler or
            interpreter gets the entry file and finds the others beside it (Pascal's units,
            Rust's modules, Python's imports)"""
        ),
    )
    flush: str = field(
        default="",
        metadata=_meaning(
            """how a program in it sends what it printed at once (an interactive problem's
            interactor waits for it): told when both sides waited for each other"""
        ),
    )
    read_past_end: Mapping[str, str] = field(
        default_factory=dict,
        compare=False,
        metadata=_meaning(
            """{regular expression: what it means}: how its runtime says, on stderr, that a read
            found the input's end; a run that failed saying so is told so, beside how the problem's
            input ends"""
        ),
    )
    unchecked_read: str = field(
        default="",
        metadata=_meaning(
            """what a read at the input's end does when the program does not check it (said with a
            TLE or OLE, beside how the problem's input ends)"""
        ),
    )

    COMMAND: ClassVar[Language]

    def __str__(self) -> str:
        return self.id

    @property
    def compiled(self) -> bool:
        """Whether its sources are compiled before they run."""
        return self.compile is not None

    @property
    def runtime_bytes(self) -> int:
        """`runtime_memory` in bytes."""
        return self.runtime_memory * 1024 * 1024

    def tool(self, placeholder: str) -> str | None:
        """The program for `placeholder` found on this machine, or None."""
        for candidate in self.tools.get(placeholder, ()):
            if candidate == JUDGE_PYTHON:
                # sys.executable, as it is: resolving its links would step out of a virtual
                # environment (whose python is a link to the base interpreter).
                return sys.executable
            found = shutil.which(candidate)
            if found:
                probe = self.installation.get(placeholder)
                return installed_program(found, placeholder, probe) if probe else found
        return None

    def require_tools(self, which: Sequence[str], name: str) -> dict[str, str]:
        """{placeholder: program} for the tools `which` words of a command name; a plain error
        naming the missing one and its Debian package otherwise."""
        found = {}
        for placeholder in self.tools:
            if not any(f"{{{placeholder}}}" in word for word in which):
                continue
            program = self.tool(placeholder)
            if program is None:
                candidates = ", ".join(self.tools[placeholder])
                raise JudgeError(
                    f"{name}: {self.name} needs {candidates}, which is not installed here "
                    f"(Debian package {self.debian}; `judge doctor` lists the languages found)"
                )
            found[placeholder] = program
        return found

    def available(self) -> bool:
        """Whether every tool it needs is installed here."""
        return all(self.tool(placeholder) for placeholder in self.tools)

    def main_tool(self) -> str | None:
        """The program that builds or runs it here (the compiler, else its first tool)."""
        placeholder = "compiler" if "compiler" in self.tools else next(iter(self.tools), None)
        return self.tool(placeholder) if placeholder else None

    def exposed_folders(self) -> list[Path]:
        """The folders (`expose` globs) an isolated run or compile needs besides the system."""
        return [Path(p) for pattern in self.expose for p in sorted(glob.glob(pattern))]


Language.COMMAND = Language("command", "command", (), (), Entry.COMMAND)


@cache
def table_fields() -> dict[str, dataclasses.Field[Any]]:
    """The table's keys: `Language`'s fields but its id, in their order (not to be changed:
    one mapping serves every reader)."""
    return {f.name: f for f in dataclasses.fields(Language) if f.name != "id"}


@cache
def installed_program(launcher: str, placeholder: str, probe: tuple[str, ...]) -> str:
    """The program a launcher at `launcher` stands for (see `Language.installation`):
    `bin/NAME` of the folder `probe` prints, or the launcher itself when it prints none."""
    try:
        done = subprocess.run(
            render(probe, {placeholder: launcher}), capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return launcher
    folder = done.stdout.strip().splitlines()[0] if done.stdout.strip() else ""
    real = Path(folder) / "bin" / Path(launcher).name
    return str(real) if done.returncode == 0 and folder and os.access(real, os.X_OK) else launcher


def version(lang: Language) -> str | None:
    """The first line of its version probe's output, or None when a tool is missing."""
    if not lang.available():
        return None
    words = render(lang.version, {p: lang.tool(p) or "" for p in lang.tools})
    try:
        done = subprocess.run(words, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in (done.stdout + "\n" + done.stderr).splitlines():
        # The JVM's own notices (e.g. kotlinc's deprecated -noverify) are not the version.
        if line.strip() and "warning:" not in line.lower():
            return line.strip()
    return ""


def render(template: Sequence[str], values: Mapping[str, str | Sequence[str]]) -> list[str]:
    """`template`'s words with {placeholders} filled in: a word that is exactly a placeholder
    of a list of words becomes those words (e.g. {flags}), any other is formatted."""
    words: list[str] = []
    for word in template:
        key = word[1:-1] if word.startswith("{") and word.endswith("}") else None
        value = values.get(key) if key is not None else None
        if isinstance(value, (list, tuple)):
            words.extend(value)
        elif isinstance(value, str):
            words.append(value)
        else:
            words.append(_fill(word, values))
    return words


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(word: str) -> list[str]:
    """The {placeholders} a command's word names."""
    return _PLACEHOLDER.findall(word)


def _fill(word: str, values: Mapping[str, str | Sequence[str]]) -> str:
    def one(match: re.Match[str]) -> str:
        value = values.get(match.group(1))
        if not isinstance(value, str):
            raise JudgeError(
                f"the language table: {{{match.group(1)}}} in {word!r} has no value here"
            )
        return value

    return _PLACEHOLDER.sub(one, word)
