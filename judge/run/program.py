"""What to run for a solution: the interpreter or compiled binary, resolved once."""

from __future__ import annotations

import hashlib
import os
import re
import shlex
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from judge.dialect import DIALECTS, JUDGE_FLAGS, MODERN_STRICT_FLAGS, STRICT_FLAGS, lint
from judge.errors import JudgeError
from judge.run.limits import MiB, Limits
from judge.run.sandbox import Execution, c_compiler, execute, helper_path

LANGUAGES = {".py": "python", ".c": "c", ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp"}
COMPILE_LIMITS = Limits(time=60.0, memory=2048 * MiB, output=16 * MiB)

if TYPE_CHECKING:
    from judge.run.isolation import Isolation


class CompileError(Exception):
    """The solution does not compile; the message is the compiler's."""


@dataclass(frozen=True)
class Program:
    """A ready-to-run solution: `argv` is what the sandbox executes. `warnings` say what the
    online judge of its dialect would reject although it compiled here."""

    name: str  # as shown in reports: the path as given, or the command
    argv: tuple[str, ...]
    language: str  # python | c | cpp | command
    source: Path | None = None
    warnings: tuple[str, ...] = ()


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
    resolved = [str(Path(a).resolve()) if _names_a_file(a, first=i == 0) else a
                for i, a in enumerate(argv)]
    return Program(name=command, argv=tuple(resolved), language="command")


_FILE_NAME = re.compile(r"[^/]*\.[A-Za-z][A-Za-z0-9]*")


def _names_a_file(word: str, first: bool) -> bool:
    if os.sep in word:
        return os.path.exists(word)
    return not first and _FILE_NAME.fullmatch(word) is not None and os.path.isfile(word)


def from_file(path: Path, cache_dir: Path, display: str | None = None,
              dialect: str | None = None, isolation: Isolation | None = None) -> Program:
    """A program from a source file; C and C++ are compiled (cached by content hash), inside
    the isolation when one is given (then in a cache of isolated builds only).


    `dialect` compiles C and C++ the way an online judge would: `hdu` or `poj` (the judges'
    language level, ONLINE_JUDGE defined, and lint warnings for what they reject beyond it),
    or `strict` / `strict-modern` (C++ only: what our own references must pass, for HDU and
    POJ / for the other judges); None: modern GNU C/C++.
    Raises JudgeError for a missing/unreadable file or unknown extension, CompileError when the
    compiler rejects the source.
    """
    name = display or str(path)
    language = LANGUAGES.get(path.suffix.lower())
    if language is None:
        known = ", ".join(sorted(LANGUAGES))
        raise JudgeError(f"{name}: unknown file extension {path.suffix!r} (known: {known}; "
                         "use --cmd to judge any other command)")
    try:
        source = path.read_bytes()
    except FileNotFoundError:
        raise JudgeError(f"{name}: no such solution file") from None
    except IsADirectoryError:
        raise JudgeError(f"{name}: is a directory, not a solution file") from None
    except OSError as exc:
        raise JudgeError(f"{name}: cannot read the solution: {exc.strerror}") from None
    absolute = path.resolve()
    if language == "python":
        return Program(name, (python_interpreter(), str(absolute)), language, absolute)
    binary = _compile(language, absolute, source, cache_dir, name, dialect, isolation)
    warnings: tuple[str, ...] = ()
    if dialect in DIALECTS:
        findings = lint(source.decode("utf-8", errors="replace"))
        warnings = tuple(f"{name}:{f.line}: {f.message}" for f in findings)
    return Program(name, (str(binary),), language, absolute, warnings)


def compiler_for(language: str, name: str) -> str:
    """The compiler of a language ("c" or "cpp") found on this machine."""
    if language == "c":
        return c_compiler()
    found = shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")
    if not found:
        raise JudgeError(f"{name}: no C++ compiler found (g++, c++ or clang++)")
    return found


def compile_flags(language: str, dialect: str | None, name: str) -> list[str]:
    """The compiler options for `language` in `dialect` (see `from_file`)."""
    if dialect is None:
        return ["-O2", "-std=gnu11", "-x", "c"] if language == "c" else \
            ["-O2", "-std=gnu++17", "-x", "c++"]
    if dialect in ("strict", "strict-modern"):
        if language != "cpp":
            raise JudgeError(f"{name}: the {dialect} dialect is for C++ sources")
        return ["-O2", *(STRICT_FLAGS if dialect == "strict" else MODERN_STRICT_FLAGS), "-x", "c++"]
    if dialect not in JUDGE_FLAGS:
        raise JudgeError(f"unknown dialect {dialect!r} "
                         f"(known: {', '.join(DIALECTS)}, strict, strict-modern)")
    return ["-O2", *JUDGE_FLAGS[dialect][language], "-x", "c" if language == "c" else "c++"]


def _compile(language: str, path: Path, source: bytes, cache_dir: Path, name: str,
             dialect: str | None = None, isolation: Isolation | None = None) -> Path:
    compiler = compiler_for(language, name)
    flags = compile_flags(language, dialect, name)
    libs = ["-lm"] if language == "c" else []
    key = hashlib.sha256(repr((compiler, flags, libs)).encode() + b"\0" + source).hexdigest()[:24]
    # Isolated builds never share an entry with plain ones: a plain build could have been
    # made from a compiler run that read files an isolated one must not.
    binary = cache_dir / ("bin-isolated" if isolation is not None else "bin") / key
    if binary.exists():
        return binary
    binary.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        work = Path(tmp)
        if isolation is not None:
            from judge.run.isolation import SANDBOX_ID

            # The compiler sees the system, the one source file, and this empty folder as its
            # writable working directory.
            outdir = work / "out"
            outdir.mkdir()
            os.chown(outdir, SANDBOX_ID, SANDBOX_ID)
            out = outdir / "a.out"
            (work / "input").write_bytes(b"")
            result = isolation.execute(
                [compiler, *flags, str(path), "-o", "a.out", *libs], [], [path],
                COMPILE_LIMITS, stdin=work / "input", stdout=work / "compiler.out",
                stderr=work / "compiler.err", writable=outdir)
            _compiler_messages(result, work)
        else:
            out = work / "a.out"
            _run_compiler([compiler, *flags, str(path), "-o", str(out), *libs], work, cache_dir)
        if not out.is_file() or out.is_symlink():
            raise CompileError("the compiler reported success but wrote no program")
        # A copy the judge owns (not the file the compiler's user could still change),
        # read-only, put in place atomically.
        staged = binary.with_name(binary.name + f".{os.getpid()}.tmp")
        with open(out, "rb") as source_file, open(staged, "wb") as target:
            shutil.copyfileobj(source_file, target)
        os.chmod(staged, 0o555)
        os.replace(staged, binary)
    return binary


def _compiler_messages(result: Execution, work: Path) -> str:
    """What a finished compiler run in `work` wrote, or CompileError when it failed."""
    messages = (work / "compiler.out").read_bytes() + (work / "compiler.err").read_bytes()
    text = messages.decode(errors="replace").strip()
    if result.exit_code != 0:
        if result.wall_timeout or result.cpu_time > COMPILE_LIMITS.time:
            text = "compilation took too long\n" + text
        elif result.memory_limit_hit:
            text = "compilation used too much memory\n" + text
        raise CompileError(text or f"the compiler failed ({result.exit_code or result.signal_name})")
    return text


def _run_compiler(argv: list[str], work: Path, cache_dir: Path) -> str:
    """Run a compiler in the sandbox (not isolated), in `work`: its messages, or CompileError
    when it fails."""
    (work / "input").write_bytes(b"")
    result = execute(argv, COMPILE_LIMITS, stdin=work / "input", stdout=work / "compiler.out",
                     stderr=work / "compiler.err", cwd=work, helper=helper_path(cache_dir))
    return _compiler_messages(result, work)


def check_compiles(compiler: str, flags: list[str], path: Path, cache_dir: Path) -> str:
    """Compile `path` with another compiler only to see that it compiles (e.g. the MinGW
    stand-in for the Windows judges); nothing is run. Its messages (empty when silent), or
    CompileError."""
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        return _run_compiler([compiler, *flags, "-c", str(path), "-o", str(Path(tmp) / "out.o")],
                             Path(tmp), cache_dir)
