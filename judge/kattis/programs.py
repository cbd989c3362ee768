"""Programs in a Kattis package: submissions and validators, each a file or a folder, turned
into a `judge.run.program.Program` (built through judge.run: compiles and `build` scripts run in
the sandbox), or a reason why judge cannot run it."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.included import Included, place
from judge.judging.problem import LaidOut
from judge.run.helper.sandbox import Execution, Streams, execute, helper_path
from judge.run.jury import open_workspace
from judge.run.languages.table import language as table_language
from judge.run.languages.table import languages
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Language, Program, from_file

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

# The language ids Python 3 submissions run in, the first one installed: PyPy 3, as
# problemtools (its languages.yaml: "Python 3 (w/PyPy3)", `pypy3 "{mainfile}"`) and DOMjudge
# (its default py3 executable, `exec pypy3`) run them, and the package's time limit is set for;
# CPython where PyPy is not installed. Validators are not timed and stay on CPython, whose
# library is the fuller one.
SUBMISSION_PYTHONS = ("pypy3", "python3")
_PYTHON2 = re.compile(r"^#!.*python2\b")
BUILD_LIMITS = Limits(time=120.0, memory=2048 * MiB, output=16 * MiB)
# The languages of the Kattis format's list (appendix/languages.md) beyond those the language
# table names (`kattis_name`, `kattis_extensions`), with their extensions: recognised in a
# package so that its programs in them are reported as skipped by name, not as unknown files.
# One the table (or a machine's override file) also names is run, in the table's language.
OTHER_KATTIS_LANGUAGES: dict[str, tuple[str, ...]] = {
    "Python 2": (".py2",),
    "Go": (".go",),
    "Haskell": (".hs",),
    "C#": (".cs",),
    "JavaScript": (".js",),
    "TypeScript": (".ts",),
    "Ruby": (".rb",),
    "PHP": (".php",),
    "Scala": (".scala", ".sc"),
    "OCaml": (".ml",),
    "Common Lisp": (".lisp", ".cl"),
    "Prolog": (".pl",),
    "Fortran": (".f90",),
    "Objective-C": (".m",),
    "Swift": (".swift",),
    "Lua": (".lua",),
    "Ada": (".adb", ".ads"),
    "COBOL": (".cob", ".cbl"),
    "D": (".d",),
    "F#": (".fs",),
    "Julia": (".jl",),
    "Bash": (".sh",),
    "R": (".r", ".R"),
    "Dart": (".dart",),
    "Basic": (".bas",),
    "Zig": (".zig",),
    "Crystal": (".cr",),
    "Elixir": (".ex",),
    "Erlang": (".erl",),
    "Nim": (".nim",),
    "Racket": (".rkt",),
    "Visual Basic": (".vb",),
    "Algol 68": (".a68",),
    "Odin": (".odin",),
    "Simula": (".sim",),
    "Snobol": (".sno",),
}


@dataclass(frozen=True)
class Unrunnable:
    """Why judge does not run a program (a language it does not run, an ambiguous folder)."""

    reason: str


def submission_python() -> str:
    """The language id Python 3 submissions run in here (see SUBMISSION_PYTHONS)."""
    for lid in SUBMISSION_PYTHONS:
        if table_language(lid).available():
            return lid
    return SUBMISSION_PYTHONS[-1]


def python_note(lid: str, chosen: bool = False) -> str:
    """What to tell about Python 3 submissions running in `lid` (`chosen` by the user, or the
    default): nothing under PyPy; under CPython, why, and that problemtools' timings are
    PyPy's."""
    if lid == "pypy3":
        return ""
    if chosen:
        return (
            "Python 3 submissions run under CPython, as chosen; problemtools and DOMjudge "
            "run them under PyPy"
        )
    pypy = table_language("pypy3")
    return (
        f"Python 3 submissions run under CPython: {pypy.name} is not installed here "
        f"(Debian package {pypy.debian}), and problemtools and DOMjudge run them under PyPy"
    )


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


def kattis_ids() -> dict[str, str]:
    """{Kattis language name: language id} of the languages judge runs."""
    return {lang.kattis_name: lid for lid, lang in languages().items() if lang.kattis_name}


def language_of(path: Path) -> str | None:
    """The language of one source file, by extension (a .py file with a python2 shebang is
    Python 2, as the spec says), or None for files of no language (headers, data)."""
    extensions = kattis_extensions()
    language = extensions.get(path.suffix) or extensions.get(path.suffix.lower())
    if language == "Python 3" and path.suffix == ".py":
        try:
            with path.open("rb") as file:
                first = file.readline().decode(errors="replace")
        except OSError:
            first = ""
        if _PYTHON2.match(first):
            return "Python 2"
    return language


def _entry(folder: Path, language: str, sources: list[Path]) -> Path | Unrunnable:
    """The file a folder program of one language starts from: its only source; for a
    language whose compiler takes every source together (C, C++, Java), the one named as
    its driver would be (`main.*`), else the first by name."""
    if len(sources) == 1:
        return sources[0]
    together = table_language(kattis_ids()[language]) if language in kattis_ids() else None
    if together is not None and together.together:
        mains = [s for s in sources if s.stem.lower() == "main"]
        return (mains or sorted(sources))[0]
    if language == "Python 3":
        for name in ("__main__.py", "main.py", f"{folder.name}.py"):
            if (folder / name).is_file():
                return folder / name
        return Unrunnable(f"several Python files and no __main__.py or main.py in {folder.name}/")
    return Unrunnable(
        f"{len(sources)} {language} source files in {folder.name}/: judge builds a "
        f"{language} program from one file (the others found beside it)"
    )


def _named(folder: Path, entrypoint: str) -> Path | Unrunnable:
    """The file `entrypoint` names in a folder program, or why it names none."""
    entry = folder / entrypoint
    if ".." in Path(entrypoint).parts or Path(entrypoint).is_absolute() or not entry.is_file():
        return Unrunnable(f"its entrypoint {entrypoint} is not a file of {folder.name}/")
    return entry


def build(
    path: Path,
    cache_dir: Path,
    display: str,
    python: str = "python3",
    isolation: Isolation | None = None,
    included: Included | None = None,
    entrypoint: str | None = None,
) -> Program | Unrunnable:
    """A runnable Program for the program at `path` (a file, or a folder with one entry point or
    `build`/`run` scripts), or why judge cannot run it; Python 3 runs in language `python`
    (a package's submissions: its `python`). Its compile or build script runs in `isolation`
    when given (an isolated run then sees the program's own files, its folder's for a folder
    program). A submission is built with the package's `included` files of its language
    (judge.judging.included) when given; a folder program starts from its file `entrypoint` when
    given (2025-09's submissions.yaml). Raises CompileError when the compiler or the build
    script fails."""
    if path.is_dir():
        if (path / "build").is_file() or (path / "run").is_file():
            return _build_script(path, cache_dir, display, isolation)
        files = sorted(p for p in path.rglob("*") if p.is_file() and not p.name.startswith("."))
        by_language: dict[str, list[Path]] = {}
        for file in files:
            language = language_of(file)
            if language is not None:
                by_language.setdefault(language, []).append(file)
        if not by_language:
            return Unrunnable(f"{display}: no source file of a known language")
        if len(by_language) > 1:
            # C and C++ sources together: C++ wins, as a C++ compiler builds both (spec).
            if set(by_language) == {"C", "C++"}:
                by_language = {"C++": by_language["C++"] + by_language["C"]}
            else:
                return Unrunnable(
                    f"{display}: sources in several languages ({', '.join(sorted(by_language))})"
                )
        ((language, sources),) = by_language.items()
        if language not in kattis_ids():
            return _not_run(language)
        lid = _language_id(language, python)
        placed = _placed(path, lid, cache_dir, included)
        if placed is not None and placed.entry != placed.folder:
            return _from_file(placed.entry, cache_dir, display, lid, _Place(isolation, placed))
        entry = _entry(path, language, sources) if entrypoint is None else _named(path, entrypoint)
        if isinstance(entry, Unrunnable):
            return entry
        if placed is not None:  # the submission's entry, at its place among the included
            entry = placed.folder / entry.relative_to(path)
            return _from_file(entry, cache_dir, display, lid, _Place(isolation, placed))
        return _from_file(entry, cache_dir, display, lid, _Place(isolation, path))
    language = language_of(path)
    if language is None:
        return Unrunnable(f"{display}: not a source file of a known language")
    if language not in kattis_ids():
        return _not_run(language)
    lid = _language_id(language, python)
    placed = _placed(path, lid, cache_dir, included)
    if placed is not None:
        return _from_file(placed.entry, cache_dir, display, lid, _Place(isolation, placed))
    return _from_file(path, cache_dir, display, lid, _Place(isolation))


def _placed(path: Path, lid: str, cache_dir: Path, included: Included | None) -> LaidOut | None:
    """The submission at `path` laid out with the files the package includes for language
    `lid`, or None (none included)."""
    if included is None:
        return None
    return place(included, path, table_language(lid), cache_dir)


@dataclass(frozen=True)
class _Place:
    """Where a program builds: in `isolation` when given; `folder` the folder program it is
    the entry of (its other files seen beside it), or the submission laid out with the
    package's included files, or None."""

    isolation: Isolation | None = None
    folder: Path | LaidOut | None = None


def _language_id(language: str, python: str) -> str:
    return python if kattis_ids()[language] == "python3" else kattis_ids()[language]


def _from_file(
    path: Path, cache_dir: Path, display: str, lid: str, place: _Place
) -> Program | Unrunnable:
    """The program of one source file in language `lid`, or why not: its compiler or
    interpreter is not installed here, or the file does not end as the language's do."""
    lang = table_language(lid)
    if not lang.available():
        return Unrunnable(f"{lang.name} is not installed here (Debian package {lang.debian})")
    if path.suffix.lower() not in lang.extensions:
        return Unrunnable(
            f"{display}: judge takes {lang.name} sources ending in {', '.join(lang.extensions)}"
        )
    laid = place.folder if isinstance(place.folder, LaidOut) else None
    notes = laid.notes if laid is not None else ()
    folder = laid.folder if laid is not None else place.folder
    try:
        program = from_file(
            path,
            cache_dir,
            display=display,
            language=lid,
            isolation=place.isolation,
            folder=folder if isinstance(folder, Path) else None,
        )
    except CompileError as exc:  # a submission file the package's replaced is why, often
        raise CompileError("\n".join((*notes, str(exc)))) from None
    return replace(program, warnings=(*notes, *program.warnings)) if notes else program


def _not_run(language: str) -> Unrunnable:
    return Unrunnable(
        f"{language} is not a language judge runs (it runs {', '.join(kattis_ids())}; see judge doctor)"
    )


def _build_script(
    folder: Path, cache_dir: Path, display: str, isolation: Isolation | None
) -> Program:
    """A folder program with `build` and/or `run` scripts: the folder is copied to the cache
    (keyed by its contents), `build` runs there in the sandbox (in a jury workspace of
    `isolation`'s when given, the built folder then copied out), then `run` is the program."""
    digest = hashlib.sha256()
    for file in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(str(file.relative_to(folder)).encode() + b"\0" + file.read_bytes() + b"\0")
    # Isolated builds never share an entry with plain ones (as judge.run.program's builds).
    kind = "kattis-build" if isolation is None else "kattis-build-isolated"
    target = cache_dir / kind / digest.hexdigest()[:24]
    run = target / "run"
    if not run.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
            work = Path(tmp) / "program"
            if isolation is None:
                shutil.copytree(folder, work)
                if (work / "build").is_file():
                    _run_build(work, Path(tmp), cache_dir, display)
            else:
                _run_build_isolated(folder, work, Path(tmp), cache_dir, display, isolation)
            if not (work / "run").is_file():
                raise CompileError(f"{display}: no run script after build")
            os.chmod(work / "run", 0o755)
            try:
                os.replace(work, target)
            except OSError:  # built meanwhile by another run
                if not run.is_file():
                    raise
    return Program(display, (str(run),), Language.COMMAND, folder, own=(target,))


def _run_build(work: Path, tmp: Path, cache_dir: Path, display: str) -> None:
    """Run the `build` script of the folder `work` in it, plainly; CompileError if it fails."""
    os.chmod(work / "build", 0o755)
    log = tmp / "build.log"
    (tmp / "input").write_bytes(b"")
    result = execute(
        ["/bin/sh", str(work / "build")],
        BUILD_LIMITS,
        Streams(tmp / "input", log, log),
        cwd=work,
        helper=helper_path(cache_dir),
    )
    _built(result, log, display)


def _run_build_isolated(
    folder: Path, work: Path, tmp: Path, cache_dir: Path, display: str, isolation: Isolation
) -> None:
    """Build a copy of `folder` in a jury workspace of `isolation`'s (its `build` script, if it
    has one, run there as an isolated program) and copy the result out to `work`."""
    log = tmp / "build.log"
    (tmp / "input").write_bytes(b"")
    with open_workspace(None, BUILD_LIMITS, cache_dir, isolation) as jury:
        inside = jury.copy_in(folder, "program")
        if (folder / "build").is_file():
            result = jury.run(
                ["/bin/sh", f"{inside}/build"],
                BUILD_LIMITS,
                Streams(tmp / "input", log, log),
                cwd="program",
            )
            _built(result, log, display)
        jury.copy_out("program", work)


def _built(result: Execution, log: Path, display: str) -> None:
    """A CompileError with the build's messages when the build script failed."""
    if result.exit_code != 0:
        text = log.read_text(errors="replace").strip()
        raise CompileError(
            f"{display}/build failed "
            f"({result.signal_name or f'exit code {result.exit_code}'})"
            + (f":\n{text}" if text else "")
        )


def runnable(
    path: Path, cache_dir: Path, display: str, isolation: Isolation | None = None
) -> Program:
    """Like `build` (in `isolation` when given), for programs the package cannot do without
    (validators): a reason not to run it is a plain error naming it."""
    try:
        program = build(path, cache_dir, display, isolation=isolation)
    except CompileError as exc:
        raise JudgeError(f"{display}: does not build:\n{exc}") from None
    if isinstance(program, Unrunnable):
        raise JudgeError(f"{display}: judge cannot run it: {program.reason}")
    return program
