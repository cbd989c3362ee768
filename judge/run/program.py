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

from judge.errors import JudgeError
from judge.run.limits import MiB, Limits
from judge.run.sandbox import c_compiler, execute, helper_path

LANGUAGES = {".py": "python", ".c": "c", ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp"}
COMPILE_LIMITS = Limits(time=60.0, memory=2048 * MiB, output=16 * MiB)

if TYPE_CHECKING:
    from judge.run.isolation import Isolation


class CompileError(Exception):
    """The solution does not compile; the message is the compiler's."""


@dataclass(frozen=True)
class Program:
    """A ready-to-run solution: `argv` is what the sandbox executes."""

    name: str  # as shown in reports: the path as given, or the command
    argv: tuple[str, ...]
    language: str  # python | c | cpp | command
    source: Path | None = None


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
              isolation: Isolation | None = None) -> Program:
    """A program from a source file; C and C++ are compiled (cached by content hash), inside
    the isolation when one is given (then in a cache of isolated builds only).

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
    binary = _compile(language, absolute, source, cache_dir, name, isolation)
    return Program(name, (str(binary),), language, absolute)


def _compile(language: str, path: Path, source: bytes, cache_dir: Path, name: str,
             isolation: Isolation | None = None) -> Path:
    if language == "c":
        compiler, flags = c_compiler(), ["-O2", "-std=gnu11", "-x", "c"]
        libs = ["-lm"]
    else:
        found = shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")
        if not found:
            raise JudgeError(f"{name}: no C++ compiler found (g++, c++ or clang++)")
        compiler, flags, libs = found, ["-O2", "-std=gnu++17", "-x", "c++"], []
    key = hashlib.sha256(repr((compiler, flags, libs)).encode() + b"\0" + source).hexdigest()[:24]
    # Isolated builds never share an entry with plain ones: a plain build could have been
    # made from a compiler run that read files an isolated one must not.
    binary = cache_dir / ("bin-isolated" if isolation is not None else "bin") / key
    if binary.exists():
        return binary
    binary.parent.mkdir(parents=True, exist_ok=True)
    helper = helper_path(cache_dir)
    with tempfile.TemporaryDirectory(prefix="judge-compile-") as tmp:
        work = Path(tmp)
        (work / "input").write_bytes(b"")
        if isolation is not None:
            from judge.run.isolation import SANDBOX_ID

            # The compiler sees the system, the one source file, and this empty folder as its
            # writable working directory.
            outdir = work / "out"
            outdir.mkdir()
            os.chown(outdir, SANDBOX_ID, SANDBOX_ID)
            out = outdir / "a.out"
            result = isolation.execute(
                [compiler, *flags, str(path), "-o", "a.out", *libs], [], [path],
                COMPILE_LIMITS, stdin=work / "input", stdout=work / "compiler.out",
                stderr=work / "compiler.err", writable=outdir)
        else:
            out = work / "a.out"
            result = execute(
                [compiler, *flags, str(path), "-o", str(out), *libs],
                COMPILE_LIMITS,
                stdin=work / "input",
                stdout=work / "compiler.out",
                stderr=work / "compiler.err",
                cwd=work,
                helper=helper,
            )
        messages = ((work / "compiler.out").read_bytes() + (work / "compiler.err").read_bytes())
        text = messages.decode(errors="replace").strip()
        if result.exit_code != 0 or not out.is_file() or out.is_symlink():
            if result.wall_timeout or result.cpu_time > COMPILE_LIMITS.time:
                text = "compilation took too long\n" + text
            elif result.memory_limit_hit:
                text = "compilation used too much memory\n" + text
            raise CompileError(text or f"the compiler failed ({result.exit_code or result.signal_name})")
        # A copy the judge owns (not the file the compiler's user could still change),
        # read-only, put in place atomically.
        staged = binary.with_name(binary.name + f".{os.getpid()}.tmp")
        with open(out, "rb") as source_file, open(staged, "wb") as target:
            shutil.copyfileobj(source_file, target)
        os.chmod(staged, 0o555)
        os.replace(staged, binary)
    return binary
