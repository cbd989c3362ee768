"""The languages judge runs: the table of judge.run.languages.table, read once and checked.

Every language is data (`table.py`, beside this module): its Contest API id and name,
file extensions, compile and run commands, how its entry point is found, how its runtime is
given the memory limit, what it needs to see when isolated, the version probe and the Debian
package that provides it. judge.run.program turns a source file into a program with it;
`judge doctor`, the contests and the Kattis packages read the same table. Adding a language is
adding an entry.
"""

from __future__ import annotations

import glob
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

from judge.documents import Fields
from judge.errors import JudgeError
from judge.run.languages.table import (
    JUDGE_DIALECTS,
    MODERN_STRICT_FLAGS,
    OTHER_KATTIS_LANGUAGES,
    STRICT_FLAGS,
    TABLE,
    JudgeDialect,
)
from judge.run.limits import MiB

SOURCE = Path(__file__).with_name("table.py")  # what messages about the table name
JUDGE_PYTHON = "@judge-python"  # a tool candidate: the interpreter running judge itself
_ID = re.compile(r"[a-z][a-z0-9]*")
_FIELDS = frozenset(
    {
        "name",
        "extensions",
        "tools",
        "compile",
        "flags",
        "dialect_flags",
        "output",
        "run",
        "limit_flags",
        "entry",
        "version",
        "debian",
        "runtime_memory",
        "address_space",
        "threads",
        "out_of_memory",
        "expose",
        "judge_limits",
        "warm",
        "contest",
        "class_file_name",
        "kattis_name",
        "kattis_extensions",
    }
)


class Entry(str, Enum):
    """How a program in a language is started."""

    BINARY = "binary"  # the compiled file is the program
    SOURCE = "source"  # an interpreter runs the source file
    CLASS = "class"  # the JVM starts a class with `public static void main(String[])`
    COMMAND = "command"  # a command line given as it is (--cmd, a build script's run)

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Language:
    """One language of the table (or the pseudo-language of a command line, `COMMAND`)."""

    id: str  # the CCS Contest API language id
    name: str
    extensions: tuple[str, ...]
    run: tuple[str, ...]
    entry: Entry
    tools: Mapping[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    compile: tuple[str, ...] | None = None
    flags: tuple[str, ...] = ()
    dialect_flags: tuple[str, ...] | None = None  # None: no judge's dialect applies
    output: str = ""
    limit_flags: tuple[str, ...] = ()
    version: tuple[str, ...] = ()
    debian: str = ""
    runtime_memory: int = 0  # bytes
    address_space: bool = True
    threads: int = 0
    out_of_memory: tuple[str, ...] = ()
    expose: tuple[str, ...] = ()
    judge_limits: str | None = None
    warm: bool = False
    contest: bool = False
    class_file_name: bool = False  # javac: the source file is named after its public class
    kattis_name: str = ""  # its name in the Kattis package format's language list
    kattis_extensions: tuple[str, ...] = ()  # that list's extensions beyond `extensions`

    COMMAND: ClassVar[Language]

    def __str__(self) -> str:
        return self.id

    @property
    def compiled(self) -> bool:
        """Whether its sources are compiled before they run."""
        return self.compile is not None

    def tool(self, placeholder: str) -> str | None:
        """The program for `placeholder` found on this machine, or None."""
        for candidate in self.tools.get(placeholder, ()):
            if candidate == JUDGE_PYTHON:
                # sys.executable, as it is: resolving its links would step out of a virtual
                # environment (whose python is a link to the base interpreter).
                return sys.executable
            found = shutil.which(candidate)
            if found:
                return found
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

    def exposed_folders(self) -> list[Path]:
        """The folders (`expose` globs) an isolated run or compile needs besides the system."""
        return [Path(p) for pattern in self.expose for p in sorted(glob.glob(pattern))]


Language.COMMAND = Language("command", "command", (), (), Entry.COMMAND)


def _strings(fields: Fields, key: str, default: Any = ...) -> tuple[str, ...] | None:
    value = fields.get(key, list, default)
    if value is None:
        return None
    if not all(isinstance(word, (str, int)) and not isinstance(word, bool) for word in value):
        fields.fail(f"field '{key}' must be a list of strings")
    return tuple(str(word) for word in value)


def _language(lid: str, data: Any, path: Path) -> Language:
    if not isinstance(lid, str) or not _ID.fullmatch(lid):
        raise JudgeError(f"{path}: language id {lid!r}: ids are [a-z][a-z0-9]*")
    fields = Fields(data, path, f"{lid}: ")
    fields.check_known(_FIELDS)
    tools_field = Fields(fields.get("tools", dict, {}), path, f"{lid}: tools: ")
    tools = {}
    for placeholder in tools_field.data:
        tools[str(placeholder)] = _strings(tools_field, str(placeholder)) or ()
    try:
        entry = Entry(fields.get("entry", str))
    except ValueError:
        fields.fail(f"field 'entry' must be one of {', '.join(e.value for e in Entry)}")
    extensions = _strings(fields, "extensions") or ()
    if not extensions or not all(e.startswith(".") for e in extensions):
        fields.fail("field 'extensions' must list file extensions like .c")
    compile_ = _strings(fields, "compile", None)
    run = _strings(fields, "run") or ()
    output = fields.get("output", str, "")
    if compile_ is not None and not output:
        fields.fail("a compiled language needs 'output' (what the compiler leaves)")
    expressions = _strings(fields, "out_of_memory", ()) or ()
    for expression in expressions:
        try:
            re.compile(expression)
        except re.error as exc:
            fields.fail(f"out_of_memory: {expression!r} is not a regular expression: {exc}")
    runtime = fields.get("runtime_memory", int, 0)
    return Language(
        id=lid,
        name=fields.get("name", str),
        extensions=tuple(e.lower() for e in extensions),
        run=run,
        entry=entry,
        tools=tools,
        compile=compile_,
        flags=_strings(fields, "flags", ()) or (),
        dialect_flags=_strings(fields, "dialect_flags", None),
        output=output,
        limit_flags=_strings(fields, "limit_flags", ()) or (),
        version=_strings(fields, "version", ()) or (),
        debian=fields.get("debian", str, ""),
        runtime_memory=runtime * MiB,
        address_space=fields.get("address_space", bool, True),
        threads=fields.get("threads", int, 0),
        out_of_memory=expressions,
        expose=_strings(fields, "expose", ()) or (),
        judge_limits=fields.get("judge_limits", str, None),
        warm=fields.get("warm", bool, False),
        contest=fields.get("contest", bool, False),
        class_file_name=fields.get("class_file_name", bool, False),
        kattis_name=fields.get("kattis_name", str, ""),
        kattis_extensions=_strings(fields, "kattis_extensions", ()) or (),
    )


def read_table(table: Mapping[str, Any], source: Path | str = SOURCE) -> dict[str, Language]:
    """The languages of a table (entries as in judge.run.languages.table), by id, in order;
    a plain error naming `source` and the entry for a field that is wrong."""
    if not table:
        raise JudgeError(f"{source}: the language table is empty")
    return {lid: _language(lid, entry, Path(source)) for lid, entry in table.items()}


@cache
def languages() -> dict[str, Language]:
    """Every language judge runs, by Contest API id (the table is read once)."""
    return read_table(TABLE)


def language(lid: str) -> Language:
    """The language with Contest API id `lid`; a plain error naming the known ones."""
    found = languages().get(lid)
    if found is None:
        raise JudgeError(f"unknown language {lid!r} (known: {', '.join(languages())})")
    return found


def by_extension(suffix: str) -> Language | None:
    """The default language of files ending in `suffix` (the first listed), or None."""
    suffix = suffix.lower()
    return next((lang for lang in languages().values() if suffix in lang.extensions), None)


def for_file(path: Path, chosen: str | None = None, name: str | None = None) -> Language:
    """The language of the source file `path`: `chosen` (an id, which must take the file's
    extension), else the default for its extension; a plain error otherwise."""
    shown = name or str(path)
    if chosen is not None:
        picked = language(chosen)
        if path.suffix.lower() not in picked.extensions:
            raise JudgeError(
                f"{shown}: a {picked.name} source ends in {', '.join(picked.extensions)}"
            )
        return picked
    found = by_extension(path.suffix)
    if found is None:
        known = ", ".join(
            dict.fromkeys(e for lang in languages().values() for e in lang.extensions)
        )
        raise JudgeError(
            f"{shown}: unknown file extension {path.suffix!r} (known: {known}; "
            "use --cmd to judge any other command)"
        )
    return found


@cache
def out_of_memory_patterns() -> tuple[re.Pattern[str], ...]:
    """How every runtime of the table says an allocation was refused (see classify)."""
    return tuple(re.compile(e) for lang in languages().values() for e in lang.out_of_memory)


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


def _fill(word: str, values: Mapping[str, str | Sequence[str]]) -> str:
    def one(match: re.Match[str]) -> str:
        value = values.get(match.group(1))
        if not isinstance(value, str):
            raise JudgeError(f"{SOURCE}: {{{match.group(1)}}} in {word!r} has no value here")
        return value

    return _PLACEHOLDER.sub(one, word)


@cache
def kattis_extensions() -> dict[str, str]:
    """{extension: language name} of the Kattis package format's language list, as it
    writes them (`.C` is C++, `.c` C): the table's languages and the others of the list."""
    found: dict[str, str] = {}
    for lang in languages().values():
        if lang.kattis_name:
            for extension in (*lang.extensions, *lang.kattis_extensions):
                found.setdefault(extension, lang.kattis_name)
    for name, extensions in OTHER_KATTIS_LANGUAGES.items():
        for extension in extensions:
            found.setdefault(extension, name)
    return found


@cache
def kattis_ids() -> dict[str, str]:
    """{Kattis language name: language id} of the languages judge runs."""
    return {lang.kattis_name: lid for lid, lang in languages().items() if lang.kattis_name}


# The dialects of judge's own references (judge verify): strict C++98 for HDU and POJ, strict
# C++11 for the other judges, every warning an error, so that a reference compiles on every
# judge's compiler of its judge.
REFERENCE_DIALECTS: dict[str, JudgeDialect] = {
    "strict": JudgeDialect("strict", "C++98", "cpp", "g++", "C++98 (strict)", STRICT_FLAGS),
    "strict-modern": JudgeDialect(
        "strict-modern", "C++11", "cpp", "g++", "C++11 (strict)", MODERN_STRICT_FLAGS
    ),
}


def judges() -> tuple[str, ...]:
    """The online judges whose compilers the table describes, in its order."""
    return tuple(dict.fromkeys(d.judge for d in JUDGE_DIALECTS))


def dialect_names() -> tuple[str, ...]:
    """Every name `--dialect` takes besides auto and none: each judge, each dialect's id."""
    return (*judges(), *(d.id for d in JUDGE_DIALECTS))


def judge_dialects(judge: str) -> list[JudgeDialect]:
    """The dialects of one judge (its submit form's options), in the table's order."""
    return [d for d in JUDGE_DIALECTS if d.judge == judge]


def find_dialect(name: str | None, lang: Language, shown: str = "") -> JudgeDialect | None:
    """The dialect `lang` compiles in under `name`: a judge (`hdu`: its default for `lang`,
    None where it has none for it), a dialect's id (`hdu-c++`), a reference dialect, or None
    (the language's own flags). A plain error for an unknown name or another language's."""
    if name is None:
        return None
    if name in REFERENCE_DIALECTS or name in judges():
        candidates = [REFERENCE_DIALECTS[name]] if name in REFERENCE_DIALECTS else []
        candidates += [d for d in judge_dialects(name) if d.language == lang.id and d.default]
        if name in REFERENCE_DIALECTS and candidates[0].language != lang.id:
            raise JudgeError(f"{shown}: the {name} dialect is for C++ sources")
        return candidates[0] if candidates else None
    found = next((d for d in JUDGE_DIALECTS if d.id == name.lower()), None)
    if found is None:
        known = ", ".join([*dialect_names(), *REFERENCE_DIALECTS])
        raise JudgeError(f"unknown dialect {name!r} (known: {known})")
    if found.language != lang.id:
        others = [d.id for d in judge_dialects(found.judge) if d.language == lang.id]
        hint = f" (for {lang.name}: {', '.join(others)})" if others else ""
        raise JudgeError(
            f"{shown}: {found.id} is {found.judge.upper()}'s {found.option}, for "
            f"{language(found.language).name} sources, not {lang.name}{hint}"
        )
    return found


@dataclass(frozen=True)
class CompilerLine:
    """One language as a problem's judge compiles it: what a problem page lists."""

    language: str  # the language table's id
    name: str  # the language's name
    option: str  # the judge's option ("G++"), or "" for judge's own defaults
    compiler: str
    standard: str
    flags: tuple[str, ...]
    default: bool  # the one used unless another is chosen


def compilers(judge: str | None, chosen: str = "auto") -> list[CompilerLine]:
    """Every language offered in contests as a problem from `judge` (None: judge's own
    problems) compiles it, the one used first, then the judge's other options: what a problem
    page lists (contest web pages, `judge show`). `chosen` is a contest's `dialect` setting:
    `auto` (the problem's judge), `none` (judge's own flags), a judge, or one option's id."""
    if chosen == "none":
        judge = None
    elif chosen in judges():
        judge = chosen
    picked = next((d for d in JUDGE_DIALECTS if d.id == chosen), None)
    if picked is not None:
        judge = picked.judge
    lines = []
    for lang in languages().values():
        if not lang.contest:
            continue
        dialects = [d for d in judge_dialects(judge or "") if d.language == lang.id]
        mine = picked if picked is not None and picked.language == lang.id else None
        used = {d.id: d == mine if mine is not None else d.default for d in dialects}
        dialects.sort(key=lambda d: not used[d.id])
        if not any(used.values()):
            lines.append(_own_line(lang))
        for d in dialects:
            flags = (*(lang.dialect_flags or ()), *d.flags)
            lines.append(
                CompilerLine(
                    lang.id, lang.name, d.option, d.compiler, d.standard, flags, used[d.id]
                )
            )
    return lines


def _own_line(lang: Language) -> CompilerLine:
    standard = next((f.split("=", 1)[1] for f in lang.flags if f.startswith("-std=")), "")
    tools = lang.tools.get("compiler", lang.tools.get("python", ()))
    # The placeholder for judge's own interpreter reads as what it is on a page.
    compiler = " or ".join("CPython (judge's own)" if t == JUDGE_PYTHON else t for t in tools)
    return CompilerLine(lang.id, lang.name, "", compiler, standard, lang.flags, True)
