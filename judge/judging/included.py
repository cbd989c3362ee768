"""A package's included files: `include/<language>/` (and, from 2023-07, `include/default/`),
copied beside every submission in that language before it is built, as a function problem's
grader and headers are.

The rules are the spec's ("copied from a language directory based on the language of the
submission, to the submission files before compiling ..., overwriting files from the submission
in the case of name collision"; a driver has "the language-dependent name" of the language
list) and problemtools' (`include/default/`'s files join every language's, a collision
between the two is an error, and legacy packages have no `default`; a file of the language
named `main.*` is the entry). A language's code and the names of its driver are the language
table's (`kattis_code`, `kattis_main`).

The files are the package's, so untrusted: read when the package loads, each a regular file
(a link followed only inside the package, as judge.package_tree checks), at most
`INCLUDE_FILES` of them and `INCLUDE_BYTES` in all, every name plain and printable; a
submission with them is laid out in a cache folder of its own, keyed by every file's name and
bytes, written (never linked) and read-only.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError
from judge.judging.problem import LaidOut
from judge.package_tree import MiB, read_limited
from judge.printable import printable
from judge.run.languages.language import Language

DEFAULT = "default"  # the folder of files included with every language
INCLUDE_FILES = 256  # the most files include/ may hold
INCLUDE_BYTES = 16 * MiB  # the most bytes they may hold in all
SUBMISSION_BYTES = 16 * MiB  # the most a submission laid out with them may hold
_NAME = re.compile(r"[A-Za-z0-9_+.,=@-]+")  # a file or folder name as a compiler takes it


@dataclass(frozen=True)
class Included:
    """The files a package includes, by language code (`default`: every language's), each
    {path relative to its language's folder: bytes}."""

    folder: Path  # the package's include/
    files: Mapping[str, Mapping[str, bytes]] = field(default_factory=dict, repr=False)

    def for_language(self, code: str) -> dict[str, bytes]:
        """The files a program in language `code` is built with: `default`'s and its own."""
        return {**self.files.get(DEFAULT, {}), **self.files.get(code, {})}

    def shown(self, code: str, name: str) -> str:
        """Where an included file of language `code` comes from, as messages name it."""
        which = code if name in self.files.get(code, {}) else DEFAULT
        return f"include/{which}/{name}"


def read_included(package: Path, default_allowed: bool) -> Included | None:
    """The included files of the package at `package` (None when it has no include/): a
    plain error naming the file for what the format or judge's bounds refuse (`default`, where
    the package's format version has none)."""
    folder = package / "include"
    if not folder.is_dir():
        return None
    top = package.resolve()
    files: dict[str, dict[str, bytes]] = {}
    total = 0
    for language in sorted(folder.iterdir(), key=lambda p: p.name):
        if not language.is_dir():
            raise JudgeError(
                f"{_shown(language)}: not a folder: include/ holds one folder a language "
                "(include/cpp/, include/java/, ...)"
            )
        if language.name == DEFAULT and not default_allowed:
            raise JudgeError(
                f"{_shown(language)}: the legacy format has no include/default/ (files for "
                "every language came with 2023-07): give each language its include/<code>/"
            )
        found = _read_language(language, top, INCLUDE_BYTES - total)
        total += sum(len(data) for data in found.values())
        if found:
            files[language.name] = found
        if sum(len(f) for f in files.values()) > INCLUDE_FILES:
            raise JudgeError(f"{_shown(folder)}: more than {INCLUDE_FILES} included files")
    _check_collisions(folder, files)
    return Included(folder, files)


def _read_language(folder: Path, top: Path, room: int) -> dict[str, bytes]:
    """{relative path: bytes} of one language's folder, with at most `room` bytes in all."""
    found: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if not all(_NAME.fullmatch(part) and part not in (".", "..") for part in relative.parts):
            raise JudgeError(
                f"{_shown(path)}: an included file's name must be plain (letters, digits, "
                "and _+.,=@-)"
            )
        real = path.resolve()
        if real != top and top not in real.parents:
            raise JudgeError(f"{_shown(path)}: a link leading out of the package")
        if real.is_dir():
            if path.is_symlink():
                raise JudgeError(f"{_shown(path)}: a link to a folder has no place in include/")
            continue
        if real.stat().st_size > room:
            raise JudgeError(
                f"{_shown(path)}: the included files hold more than {INCLUDE_BYTES // MiB} MiB"
            )
        data = read_limited(real, room)
        room -= len(data)
        found[relative.as_posix()] = data
    return found


def _check_collisions(folder: Path, files: Mapping[str, Mapping[str, bytes]]) -> None:
    """A plain error where a language's included file has the name of a `default` one."""
    defaults = set(files.get(DEFAULT, {}))
    for code, own in files.items():
        both = sorted(defaults & set(own)) if code != DEFAULT else []
        if both:
            raise JudgeError(
                f"{_shown(folder / code)}: {', '.join(both)} also in include/{DEFAULT}/: a "
                "language's included files may not have the names of the default ones"
            )


def place(included: Included, submission: Path, lang: Language, cache_dir: Path) -> LaidOut | None:
    """The submission (a file, or a folder program) laid out with the files included for
    `lang`, in the cache; None when the package includes none for it. The entry is the
    included driver (a file named as `lang.kattis_main` says) when there is one, else the
    submission's own file at its place (for a folder, its path relative to the folder is
    kept)."""
    extra = included.for_language(lang.kattis_code) if lang.kattis_code else {}
    if not extra:
        return None
    own = _submission_files(submission)
    notes = tuple(
        f"{printable(str(submission if submission.is_file() else submission / name))}: "
        f"replaced by the package's {included.shown(lang.kattis_code, name)}, as the Kattis "
        "format says (included files overwrite the submission's)"
        for name in sorted(set(own) & set(extra))
    )
    files = {**own, **extra}
    folder = _laid_out(files, cache_dir)
    drivers = {name.lower() for name in lang.kattis_main}
    driver = next((n for n in sorted(extra) if Path(n).name.lower() in drivers), None)
    entry = driver or (submission.name if submission.is_file() else "")
    return LaidOut(folder, folder / entry if entry else folder, notes)


def _submission_files(submission: Path) -> dict[str, bytes]:
    """{relative path: bytes} of a submission (a file: its name), bounded."""
    if submission.is_file():
        return {submission.name: read_limited(submission, SUBMISSION_BYTES)}
    found: dict[str, bytes] = {}
    room = SUBMISSION_BYTES
    for path in sorted(p for p in submission.rglob("*") if p.is_file()):
        data = read_limited(path, room)
        room -= len(data)
        found[path.relative_to(submission).as_posix()] = data
    return found


def _laid_out(files: Mapping[str, bytes], cache_dir: Path) -> Path:
    """A read-only folder of the cache holding `files`, made once for their names and bytes."""
    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + files[name] + b"\0")
    target = cache_dir / "kattis-included" / digest.hexdigest()[:24]
    if target.is_dir():
        return target
    staged = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    shutil.rmtree(staged, ignore_errors=True)
    for name, data in files.items():
        path = staged / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        path.chmod(0o444)
    try:
        os.rename(staged, target)
    except OSError:  # laid out meanwhile by another judge: theirs is the same
        shutil.rmtree(staged, ignore_errors=True)
        if not target.is_dir():
            raise
    return target


def _shown(path: Path) -> str:
    return printable(str(path))
