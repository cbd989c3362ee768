"""What to run for a solution: the program a source file becomes, or a command line.

The language table (judge.run.languages.table, read by judge.run.languages.language) says how each
language compiles and runs. A compiled program is built once and cached by what went into it
(compiler, flags, source): its output (a binary, Java's classes, Kotlin's jar) lives in a
folder of the cache, read-only; builds made isolated live apart from plain ones.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from judge.bounded import bounded_bytes
from judge.errors import JudgeError
from judge.printable import shown as shown_value
from judge.run.helper.sandbox import Execution, Streams, execute, helper_path
from judge.run.isolation.view import (
    SANDBOX_ID,
    SYSTEM_DIRS,
    inside_paths,
    inside_word,
    is_within,
    python_installation,
)
from judge.run.languages.dialects import JudgeDialect, find_dialect, judge_dialects
from judge.run.languages.language import JUDGE_PYTHON, Entry, Language, render
from judge.run.languages.table import for_file, self_test_program
from judge.run.limits import Limits, MiB

if TYPE_CHECKING:  # a session is given to compile in, never made here (judge.run.isolation.view)
    from judge.run.isolation.session import Isolation

__all__ = ["CompileError", "Language", "Program", "exposed_paths", "from_command", "from_file"]

# A compiler's stack is not a solution's: the C library sizes every thread's stack from
# RLIMIT_STACK, so the memory-sized stack of runs would let a compiler with a few threads
# (rustc's LLVM) exhaust its address space.
COMPILE_LIMITS = Limits(time=60.0, memory=2048 * MiB, output=16 * MiB, stack_size=64 * MiB)
ENTRY_FILE = ".entry"  # in a cached build: the class a JVM program starts
# The files a Windows judge's dialect adds to a compile (see languages.table.JudgeDialect).
DIALECT_FILES = Path(__file__).parent / "languages" / "dialect_headers"
# The printf and scanf family, sent to i64.c's wrappers, which read %I64d as msvcrt does
# (glibc's headers name the C99 and C++ scanf family __isoc99_*).
I64_WRAPPED = (
    "printf",
    "fprintf",
    "sprintf",
    "scanf",
    "fscanf",
    "sscanf",
    "__isoc99_scanf",
    "__isoc99_fscanf",
    "__isoc99_sscanf",
)


class CompileError(Exception):
    """The solution does not compile; the message is the compiler's."""


@dataclass(frozen=True)
class Program:
    """A ready-to-run solution: `command(limits)` is what the sandbox executes. `warnings`
    say what the online judge of its dialect would reject although it compiled here."""

    name: str  # as shown in reports: the path as given, or the command
    argv: tuple[str, ...]
    language: Language
    source: Path | None = None
    warnings: tuple[str, ...] = ()
    # Its own files an isolated run sees read-only (at inside.INSIDE): the source, the
    # binary, the compiled classes or jar; or the folder it comes from (a package's program
    # of several files, a built folder with its `run` script).
    own: tuple[Path, ...] = ()

    def command(self, limits: Limits) -> list[str]:
        """The command line of one run under `limits` (as `run_limits` made them): the
        language's limit flags (a runtime's heap and stack) after the first word."""
        flags = self.language.limit_flags
        if not flags or not self.argv:
            return list(self.argv)
        sizes = {"memory": str(limits.program_memory // 1024), "stack": str(limits.stack // 1024)}
        return [self.argv[0], *render(flags, sizes), *self.argv[1:]]

    def run_limits(self, limits: Limits) -> Limits:
        """The limits of one run of this program under a problem's `limits`: its runtime's own
        memory and threads on top (the JVM, PyPy), and no address-space cap for a runtime
        that reserves far more than it uses (the JVM)."""
        lang = self.language
        return limits.for_runtime(lang.runtime_bytes, lang.threads, lang.address_space)

    def with_args(self, args: tuple[str, ...]) -> Program:
        """The program run with `args` after its own command line (a test case's arguments)."""
        return replace(self, argv=(*self.argv, *args)) if args else self

    @property
    def warmable(self) -> bool:
        """Whether `judge run --warm` can run it: a source run by judge's own interpreter."""
        return isinstance(self.language, Language) and self.language.warm and bool(self.source)


def exposed_paths(program: Program) -> tuple[list[Path], list[Path]]:
    """(folders, files) of its own that `program` needs read-only when it runs isolated: the
    installation of its interpreter or runtime where it lies outside the system folders (a
    virtual environment's, a JDK in /opt) and the folders its language names (`expose`), and
    its own files; for a --cmd, the absolute paths it names (beside its own, those of a built
    folder's `run` script)."""
    if program.language.entry is Entry.COMMAND:
        folders: list[Path] = []
        files: list[Path] = list(program.own)
        for word in program.argv:
            path = Path(word)
            if os.path.isabs(word) and os.path.exists(word) and not is_within(path, files):
                (folders if os.path.isdir(word) else files).append(path)
        return folders, files
    return toolchain_folders(program.language, program.argv), list(program.own)


def toolchain_folders(language: Language, argv: tuple[str, ...] | list[str]) -> list[Path]:
    """The folders a language's tools need to be seen isolated (see `exposed_paths`)."""
    folders = language.exposed_folders()
    if any(JUDGE_PYTHON in candidates for candidates in language.tools.values()):
        folders += python_installation()
    system = [Path(d) for d in SYSTEM_DIRS]
    for placeholder in language.tools:
        tool = language.tool(placeholder)
        if tool is None or tool not in argv:
            continue
        real = Path(os.path.realpath(tool))
        if not any(real == s or real.is_relative_to(s) for s in system):
            prefix = real.parent.parent  # .../bin/java -> the installation's folder
            if prefix != Path("/") and prefix not in folders:
                folders.append(prefix)
    return folders


def python_interpreter() -> str:
    """The interpreter running judge, as it is: `sys.executable` is the interpreter binary
    itself, never a PATH shim, and resolving its symbolic links would step out of a virtual
    environment (whose python is a link to the base interpreter) and lose its site-packages."""
    return sys.executable


def from_command(command: str) -> Program:
    """A program given as a shell-like command line (`--cmd`)."""
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise JudgeError(f"--cmd: cannot parse {command!r}: {exc}") from None
    if not argv:
        raise JudgeError("--cmd: the command is empty")
    # Runs happen in an empty temporary directory: make the files the user named relative to
    # here absolute. A word counts as a file name when it is written as a path (it has a
    # slash) or, past the program itself, looks like a file name (`mine.py`, `Main.class`) and
    # names an existing file; other words (`1`, `fast`) are passed as they are.
    resolved = [
        str(Path(a).resolve()) if _names_a_file(a, first=i == 0) else a for i, a in enumerate(argv)
    ]
    return Program(name=command, argv=tuple(resolved), language=Language.COMMAND)


_FILE_NAME = re.compile(r"[^/]*\.[A-Za-z][A-Za-z0-9]*")


def _names_a_file(word: str, first: bool) -> bool:
    if os.sep in word:
        return os.path.exists(word)
    return not first and _FILE_NAME.fullmatch(word) is not None and os.path.isfile(word)


def from_file(
    path: Path,
    cache_dir: Path,
    display: str | None = None,
    dialect: str | None = None,
    isolation: Isolation | None = None,
    language: str | None = None,
    folder: Path | None = None,
) -> Program:
    """A program from a source file in `language` (a language table id; default: its
    extension's); compiled ones are compiled (cached by content hash), inside the isolation
    when one is given (then in a cache of isolated builds only). `folder`: the program's
    folder, holding the source (a package's program of several files: headers, modules), whose
    files an isolated compile sees beside the source, as an isolated run of an interpreted
    program does; they are part of what a build is cached by.

    `dialect` compiles the way an online judge would: `hdu` or `poj` (the judge's language
    level, ONLINE_JUDGE defined, Java from Main.java, and lint warnings for what it rejects
    beyond that), or `strict` / `strict-modern` (C++ only: what our own references must pass, for HDU
    and POJ / for the other judges); None: the
    language's own defaults (modern GNU C/C++). Raises JudgeError for a missing or unreadable
    file, an unknown extension or a missing compiler, CompileError when the compiler rejects
    the source.
    """
    name = display or str(path)
    lang = for_file(path, language, name)
    source = _read_source(path, name)
    absolute = path.resolve()
    judge_dialect = find_dialect(dialect, lang, name)
    beside = folder.resolve() if folder is not None else None
    if not lang.compiled:
        tools = lang.require_tools(lang.run, name)
        argv = render(lang.run, {**tools, "source": str(absolute)})
        return Program(name, tuple(argv), lang, absolute, own=(beside or absolute,))
    built, entry = _build(
        lang, _Source(absolute, source, beside), cache_dir, name, judge_dialect, isolation
    )
    tools = lang.require_tools(lang.run, name)
    argv = render(lang.run, {**tools, "program": str(built), "entry": entry})
    warnings: tuple[str, ...] = ()
    if judge_dialect is not None and judge_dialect.lint:
        warnings = _lint(lang, source, name)
    return Program(name, tuple(argv), lang, absolute, warnings, own=(built,))


def check_source(
    path: Path, dialect: str | None = None, language: str | None = None, display: str = ""
) -> None:
    """What `from_file` would refuse before compiling (an unknown language, a missing or
    unreadable file, a dialect unknown or for another language, a missing compiler), raised
    now as the same JudgeError: a caller checks before it prints anything."""
    name = display or str(path)
    lang = for_file(path, language, name)
    _read_source(path, name)
    find_dialect(dialect, lang, name)
    lang.require_tools([*(lang.compile or ()), *lang.run], name)


def _read_source(path: Path, name: str) -> bytes:
    """The source file's bytes; a plain error naming it when it cannot be read."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise JudgeError(f"{name}: no such solution file") from None
    except IsADirectoryError:
        raise JudgeError(f"{name}: is a directory, not a solution file") from None
    except OSError as exc:
        raise JudgeError(f"{name}: cannot read the solution: {exc.strerror}") from None


def _lint(lang: Language, source: bytes, name: str) -> tuple[str, ...]:
    """What the judge's dialect's lint finds in `source` (nothing for a language without one)."""
    # Late: only a build in a judge's dialect lints; a plain `judge run` loads none of the
    # linters (tests/test_imports.py, LATE_IMPORTS).
    from judge.run.languages.lint_cpp import LINTS

    check = LINTS.get(lang.id)
    if check is None:
        return ()
    findings = check(source.decode("utf-8", errors="replace"))
    return tuple(f"{name}:{f.line}: {f.message}" for f in findings)


def compile_flags(
    lang: Language, dialect: JudgeDialect | None, name: str, cache_dir: Path | None = None
) -> list[str]:
    """The compile flags of `lang` in `dialect` (see `from_file`): the language's own, or its
    dialect flags and the dialect's, with its forced header, its Java release, and the
    %I64d-reading printf and scanf linked in (built in `cache_dir`)."""
    if dialect is None or lang.dialect_flags is None:
        return list(lang.flags)
    flags = [*lang.dialect_flags, *dialect.flags]
    if dialect.header:
        flags += ["-include", str(DIALECT_FILES / dialect.header)]
    if dialect.java_release:
        flags += java_release_flags(dialect.java_release, name)
    if dialect.i64_formats and cache_dir is not None:
        flags += [
            str(_i64_object(cache_dir, dialect)),
            "-Wl," + ",".join(f"--wrap={w}" for w in I64_WRAPPED),
        ]
    return flags


def _i64_object(cache_dir: Path, dialect: JudgeDialect) -> Path:
    """i64.c compiled once into the cache (by its content, the C compiler and the dialect's
    target machine: a 32-bit program links a 32-bit object)."""
    import hashlib  # late: only a compiled program needs it (OpenSSL's load costs every run)

    source = DIALECT_FILES / "i64.c"
    compiler = shutil.which("gcc") or shutil.which("cc") or "cc"
    made_by = repr((compiler, dialect.machine)).encode()
    key = hashlib.sha256(source.read_bytes() + made_by).hexdigest()[:16]
    target = cache_dir / "dialect" / f"i64-{key}.o"
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    done = subprocess.run(
        [compiler, "-O2", *dialect.machine, "-c", str(source), "-o", str(staged)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        missing = machine_missing(for_file(source), dialect, cache_dir)
        raise JudgeError(
            missing or f"{source}: cannot compile judge's printf/scanf wrappers: {done.stderr}"
        )
    os.replace(staged, target)
    return target


def machine_missing(
    lang: Language, dialect: JudgeDialect, cache_dir: Path, run: bool = False
) -> str | None:
    """Why `lang` cannot be built here for the target machine `dialect` compiles for (`-m32`:
    the machine lacks the compiler's 32-bit libraries; with `run`, also a kernel that does not
    run 32-bit programs), in one plain message naming what to install; None when it can, or
    when the dialect names no machine. Its own small program (the self-test) is tried, once
    per process: a build asks only when a build for that machine failed."""
    if not dialect.machine:
        return None
    source = self_test_program(lang)
    if source is None or lang.compile is None:
        return None  # nothing to try it on: the build's own message stands
    tools = lang.require_tools(lang.compile, source.name)
    flags = [*(lang.dialect_flags or lang.flags), *dialect.machine]
    argv = render(lang.compile, {**tools, "flags": flags, "source": str(source)})
    found = _machine_probe(tuple(argv), lang.output, cache_dir)
    machine = " ".join(dialect.machine)
    how = f"{dialect.judge.upper()}'s {dialect.option} is compiled here as {dialect.stand_in}"
    if found == "compile":
        package = f"the Debian package {lang.debian_32bit}" if lang.debian_32bit else "them"
        return (
            f"{how}, and this machine's {lang.name} compiler cannot build {machine} programs: "
            f"its 32-bit libraries are missing. Install {package} (`judge doctor` checks it), "
            "or compile 64-bit with --dialect none"
        )
    if found == "run" and run:
        return (
            f"{how}, and this machine's kernel does not run the {machine} programs it builds "
            "(a kernel without CONFIG_IA32_EMULATION, or booted with ia32_emulation=0)"
        )
    return None


@cache
def _machine_probe(argv: tuple[str, ...], output: str, cache_dir: Path) -> str:
    """What fails of a self-test program built by `argv` (in an empty folder, as a build is,
    leaving the binary `output`) and run on "1 2": "compile", "run", or "" when it printed
    3."""
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        work = Path(tmp)
        (work / "out").mkdir()
        try:
            _run_compiler(list(argv), work, work / "out", cache_dir)
        except CompileError:
            return "compile"
        (work / "input").write_bytes(b"1 2\n")
        done = execute(
            [str(work / "out" / output)],
            Limits(time=5.0, memory=256 * MiB),
            Streams(work / "input", work / "run.out", work / "run.err"),
            cwd=work / "out",
            helper=helper_path(cache_dir),
        )
        return "" if done.exit_code == 0 and (work / "run.out").read_bytes() == b"3\n" else "run"


def dialect_note(lang: Language, dialect: JudgeDialect | None, flags: list[str]) -> str:
    """What a compile error under an online judge's dialect says: how it compiled (which
    compiler, standard, flags) and how to choose another dialect; "" without one."""
    if dialect is None or lang.dialect_flags is None:
        return ""
    judge = dialect.judge.upper()
    shown = " ".join(f for f in flags if not os.path.isabs(f) and not f.startswith("-Wl,"))
    how = f"{judge}'s {dialect.option}: {dialect.compiler}, {dialect.standard} ({shown})"
    if dialect.source_name:
        stem = Path(dialect.source_name).stem
        how += f", from {dialect.source_name}, so a public class must be {stem}"
    others = [d.id for d in judge_dialects(dialect.judge) if d.language == lang.id and d != dialect]
    choose = "".join(f"--dialect {o}, " for o in others)
    return (
        f"\n(compiled as {how}; to compile otherwise: {choose}--dialect none for judge's own "
        f"{lang.name} ({' '.join(lang.flags) or 'the local defaults'}))"
    )


def java_release_flags(documented: int, name: str) -> list[str]:
    """javac's flags compiling for Java release `documented`, or the oldest release the local
    javac offers when it cannot go back that far (its obsolete-release notices silenced)."""
    offered = _javac_releases()
    if not offered:
        return []
    release = max(documented, min(offered))
    return ["--release", str(release), "-Xlint:-options"]


@cache
def _javac_releases() -> tuple[int, ...]:
    javac = shutil.which("javac")
    if javac is None:
        return ()
    try:
        done = subprocess.run([javac, "--help"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ()
    found = re.search(r"Supported releases:\s*([\d,\s]+)", done.stdout + done.stderr)
    return tuple(int(n) for n in re.findall(r"\d+", found.group(1))) if found else ()


def _source_name(lang: Language, path: Path, source: bytes, dialect: JudgeDialect | None) -> str:
    """The file name the compiler gets: the user's, except where the compiler wants it named
    after its public class (javac), or the judge gives it its own name (Main.java)."""
    if not lang.class_file_name:
        return path.name
    if dialect is not None and dialect.source_name:
        return dialect.source_name
    from judge.run.languages.main_class import (
        public_class,  # late: Java only (zipfile and the parser)
    )

    public = public_class(source.decode("utf-8", errors="replace"))
    return f"{public}.java" if public else path.name


def _check_class_name(name: str, file_name: str, source: bytes, dialect: JudgeDialect) -> None:
    """A plain compile error where the judge's file name rules out the public class."""
    from judge.run.languages.main_class import public_class  # late: Java only

    public = public_class(source.decode("utf-8", errors="replace"))
    stem = Path(file_name).stem
    if public and public != stem:
        raise CompileError(
            f"{name}: {dialect.judge.upper()} compiles {dialect.option} as {file_name}, so the "
            f"public class must be {stem}: rename `public class {public}` to `public class "
            f"{stem}`, or drop `public` (the class with main is run whatever its name; "
            f"HDU and POJ compile Java as Main.java)"
        )


@dataclass(frozen=True)
class _Source:
    """A source file to build: its path, its bytes, and the folder of its program holding the
    files it includes (see `from_file`), or None."""

    path: Path
    data: bytes
    folder: Path | None = None


def _build(
    lang: Language,
    src: _Source,
    cache_dir: Path,
    name: str,
    dialect: JudgeDialect | None,
    isolation: Isolation | None,
) -> tuple[Path, str]:
    """(the compiled output in the cache, the class to start or ""), compiling when needed."""
    import hashlib  # late: only a compiled program needs it (OpenSSL's load costs every run)

    path, source = src.path, src.data

    assert lang.compile is not None
    tools = lang.require_tools(lang.compile, name)
    flags = compile_flags(lang, dialect, name, cache_dir)
    file_name = _source_name(lang, path, source, dialect)
    if dialect is not None and dialect.source_name:
        _check_class_name(name, file_name, source, dialect)
    stem = Path(file_name).stem
    made_by = _build_key(lang, tools, flags, file_name)
    if src.folder is not None:
        made_by += _folder_key(src.folder, path)
    key = hashlib.sha256(made_by + b"\0" + source).hexdigest()[:24]
    # Isolated builds never share an entry with plain ones: a plain build could have been
    # made from a compiler run that read files an isolated one must not.
    folder = cache_dir / ("bin-isolated" if isolation is not None else "bin") / key
    output = folder if lang.output == "." else folder / lang.output
    if folder.is_dir():
        entry_file = folder / ENTRY_FILE
        return output, entry_file.read_text() if entry_file.exists() else ""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        work = Path(tmp)
        out = work / "out"
        out.mkdir()
        compiled = path
        together = compiled_together(lang, src)
        if file_name != path.name and not together:  # javac wants the file named after its class
            compiled = _renamed_copy(work, file_name, source, name)
        words = [str(p) for p in together] or str(compiled)
        argv = render(lang.compile, {**tools, "flags": flags, "source": words})
        limits = COMPILE_LIMITS.for_runtime(0, lang.threads, lang.address_space)
        # What an isolated compiler sees of the program: the source, or its program's folder.
        seen = src.folder if src.folder is not None and compiled == path else compiled
        try:
            if isolation is not None:
                files = [seen, *(Path(f) for f in flags if os.path.isabs(f))]
                folders = toolchain_folders(lang, argv)
                _compile_isolated(isolation, argv, folders, files, work, limits)
            else:
                _run_compiler(argv, work, out, cache_dir, limits)
        except CompileError as exc:
            missing = None if dialect is None else machine_missing(lang, dialect, cache_dir)
            if missing is not None:  # the machine's fault, not the program's
                raise JudgeError(f"{name}: {missing}") from None
            # The messages name the file as the user gave it, not its copy or its place in
            # the isolated root.
            shown = str(exc).replace(str(compiled), name)
            if isolation is not None:
                shown = shown.replace(inside_word(str(compiled), inside_paths([seen])), name)
            raise CompileError(shown + dialect_note(lang, dialect, flags)) from None
        produced = out if lang.output == "." else out / lang.output
        if not produced.exists() or produced.is_symlink():
            raise CompileError("the compiler reported success but wrote no program")
        entry = ""
        if lang.entry is Entry.CLASS:
            from judge.run.languages.main_class import find_main  # late: Java only

            try:
                entry = find_main(produced, stem)
            except JudgeError as exc:
                raise CompileError(f"{name}: {exc}") from None
        _publish(out, folder, entry)
    return output, entry


def _build_key(lang: Language, tools: dict[str, str], flags: list[str], file_name: str) -> bytes:
    """What a build is keyed by besides the source: the compile command as it runs (tools,
    flags, the file's name: javac derives class names from it), each tool's file as it is now
    (an upgraded compiler builds again) and what the build keeps."""
    assert lang.compile is not None
    command = render(lang.compile, {**tools, "flags": flags, "source": file_name})
    files = []
    for program in tools.values():
        try:
            found = os.stat(program)
            files.append((os.path.realpath(program), found.st_size, found.st_mtime_ns))
        except OSError:
            files.append((program, 0, 0))
    return repr((lang.id, command, files, lang.output)).encode()


def _compile_isolated(
    isolation: Isolation,
    argv: list[str],
    folders: list[Path],
    files: list[Path],
    work: Path,
    limits: Limits,
) -> None:
    """Run a compiler under `limits` in a box of its own, seeing the system, its `folders` and
    `files`, and the empty folder `work`/out as its writable working directory (its messages
    kept in `work`); CompileError when it fails."""
    out = work / "out"
    os.chown(out, SANDBOX_ID, SANDBOX_ID)
    (work / "input").write_bytes(b"")
    result = isolation.execute(
        argv,
        folders,
        files,
        limits,
        Streams(work / "input", work / "compiler.out", work / "compiler.err"),
        writable=out,
    )
    _compiler_messages(result, work)


def compiled_together(lang: Language, src: _Source) -> list[Path]:
    """The files of the source's program folder its compiler takes in one command (the
    language's `together` extensions, the source first, then in name order): a program of
    several files compiled whole; empty when it has no folder, or its language compiles
    the entry alone."""
    if src.folder is None or not lang.together:
        return []
    others = sorted(
        p
        for p in src.folder.rglob("*")
        if p.is_file() and p.suffix in lang.together and p != src.path
    )
    return [src.path, *others]


def _folder_key(folder: Path, source: Path) -> bytes:
    """What the files beside a source in its program's folder add to its build's key: each
    one's name and bytes (a header the source includes)."""
    parts = []
    for file in sorted(p for p in folder.rglob("*") if p.is_file() and p != source):
        parts.append(str(file.relative_to(folder)).encode() + b"\0" + file.read_bytes())
    return b"\0folder\0" + b"\0".join(parts)


def _renamed_copy(work: Path, file_name: str, source: bytes, name: str) -> Path:
    """The source copied into `work` as `file_name` (javac wants a public class in a file of
    its name); CompileError when no file can have that name (a class of 300 characters)."""
    (work / "src").mkdir()
    compiled = work / "src" / file_name
    try:
        compiled.write_bytes(source)
    except OSError as exc:
        raise CompileError(
            f"{name}: javac needs public class {shown_value(Path(file_name).stem)} in a file "
            f"of its name, which cannot be made: {exc.strerror or exc}"
        ) from None
    return compiled


def _publish(out: Path, folder: Path, entry: str) -> None:
    """Put a build in the cache: a copy the judge owns (not the files the compiler's user
    could still change), read-only, moved into place in one step."""
    staged = folder.with_name(f"{folder.name}.{os.getpid()}.tmp")
    shutil.rmtree(staged, ignore_errors=True)
    shutil.copytree(out, staged, symlinks=False)
    if entry:
        (staged / ENTRY_FILE).write_text(entry)
    for root, dirs, files in os.walk(staged):
        for file in files:
            target = Path(root) / file
            os.chmod(target, 0o555 if os.access(target, os.X_OK) else 0o444)
        for sub in dirs:
            os.chmod(Path(root) / sub, 0o555)
    os.chmod(staged, 0o555)
    try:
        os.rename(staged, folder)
    except OSError:  # built meanwhile by another judge: theirs is as good
        _remove(staged)
        if not folder.is_dir():
            raise


def _remove(tree: Path) -> None:
    for root, dirs, _ in os.walk(tree):
        for sub in dirs:
            os.chmod(Path(root) / sub, 0o755)
    os.chmod(tree, 0o755)
    shutil.rmtree(tree, ignore_errors=True)


def _compiler_messages(result: Execution, work: Path) -> str:
    """What a finished compiler run in `work` wrote (its first 50 kB, judge.bounded: a binary
    file named .cpp makes megabytes of messages), or CompileError when it failed."""
    messages = (work / "compiler.out").read_bytes() + (work / "compiler.err").read_bytes()
    text = bounded_bytes(messages.strip()).strip()
    if result.exit_code != 0:
        if result.wall_timeout or result.cpu_time > COMPILE_LIMITS.time:
            text = "compilation took too long\n" + text
        elif result.memory_limit_hit:
            text = "compilation used too much memory\n" + text
        raise CompileError(
            text or f"the compiler failed ({result.exit_code or result.signal_name})"
        )
    return text


def _run_compiler(
    argv: list[str], work: Path, cwd: Path, cache_dir: Path, limits: Limits = COMPILE_LIMITS
) -> str:
    """Run a compiler in the sandbox (not isolated), in `cwd`, its messages kept in `work`:
    its messages, or CompileError when it fails."""
    (work / "input").write_bytes(b"")
    result = execute(
        argv,
        limits,
        Streams(work / "input", work / "compiler.out", work / "compiler.err"),
        cwd=cwd,
        helper=helper_path(cache_dir),
    )
    return _compiler_messages(result, work)


def check_compiles(compiler: str, flags: list[str], path: Path, cache_dir: Path) -> str:
    """Compile `path` with another compiler only to see that it compiles (e.g. the MinGW
    stand-in for the Windows judges); nothing is run. Its messages (empty when silent), or
    CompileError."""
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        return _run_compiler(
            [compiler, *flags, "-c", str(path), "-o", str(Path(tmp) / "out.o")],
            Path(tmp),
            Path(tmp),
            cache_dir,
        )
