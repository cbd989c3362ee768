"""The single place where judge starts programs: every limit and failure mode is handled here.

Programs run under `judge-sandbox`, a small C helper (sandbox.c) built once per machine and
cached. It forks the program from its own small address space, applies the rlimits, kills the
program's whole process group (and any escaped descendant) when the run ends, and reports the
kernel's rusage of the program: CPU time, peak resident memory, exit status.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError
from judge.limits import Limits

_SOURCE = Path(__file__).with_name("sandbox.c")


def default_cache_dir() -> Path:
    """Where compiled helpers and solutions are cached: $JUDGE_CACHE, else the XDG cache."""
    explicit = os.environ.get("JUDGE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "judge"


def c_compiler() -> str:
    """The C compiler used for the helper and for .c solutions."""
    for name in ("gcc", "cc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    raise JudgeError("no C compiler found (gcc, cc or clang): judge needs one to build its sandbox")


def helper_path(cache_dir: Path) -> Path:
    """Path of the sandbox helper, building it on first use (keyed by its source's hash)."""
    source = _SOURCE.read_bytes()
    target = cache_dir / f"judge-sandbox-{hashlib.sha256(source).hexdigest()[:16]}"
    if target.exists():
        return target
    cache_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache_dir) as tmp:
        built = Path(tmp) / "judge-sandbox"
        proc = subprocess.run(
            [c_compiler(), "-O2", "-o", str(built), str(_SOURCE), "-lm"],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            raise JudgeError(f"{_SOURCE}: building the sandbox helper failed:\n{proc.stderr.strip()}")
        os.replace(built, target)  # atomic: concurrent builders agree on the result
    return target


@dataclass(frozen=True)
class Execution:
    """What the kernel reported about one finished run."""

    exit_code: int | None  # None when killed by a signal or when exec failed
    signal: int | None
    cpu_time: float  # seconds, user + system
    wall_time: float  # seconds
    memory: int  # bytes, peak resident set size of the program
    wall_timeout: bool  # stopped by the wall-clock backstop
    exec_error: str | None = None  # the program could not be started at all

    @property
    def signal_name(self) -> str:
        """The conventional name of the terminating signal, e.g. SIGSEGV."""
        if self.signal is None:
            return ""
        try:
            return signal.Signals(self.signal).name
        except ValueError:
            return f"signal {self.signal}"


def execute(
    argv: list[str],
    limits: Limits,
    *,
    stdin: Path,
    stdout: Path,
    stderr: Path,
    cwd: Path,
    helper: Path,
) -> Execution:
    """Run `argv` with stdin/stdout/stderr bound to the given files, under `limits`."""
    command = [
        str(helper),
        repr(float(limits.time)),
        repr(float(limits.wall)),
        str(limits.address_space),
        str(limits.file_size),
        str(limits.stack),
        str(stdin),
        str(stdout),
        str(stderr),
        "--",
        *argv,
    ]
    try:
        proc = subprocess.run(
            command,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=limits.wall + 10,  # the helper enforces the wall limit; this is a last resort
        )
    except subprocess.TimeoutExpired:
        raise JudgeError(f"the sandbox did not finish running {argv[0]}") from None
    fields = proc.stdout.decode(errors="replace").split()
    if proc.returncode != 0 or len(fields) != 7:
        message = proc.stderr.decode(errors="replace").strip() or f"exit status {proc.returncode}"
        raise JudgeError(f"sandbox failure running {argv[0]}: {message}")
    kind, code, utime, stime, maxrss, wall, timed_out = fields
    exec_error = os.strerror(int(code)) if kind == "execfail" else None
    return Execution(
        exit_code=int(code) if kind == "exit" else None,
        signal=int(code) if kind == "signal" else None,
        cpu_time=(int(utime) + int(stime)) / 1e6,
        wall_time=int(wall) / 1e6,
        memory=int(maxrss) * 1024,
        wall_timeout=timed_out == "1",
        exec_error=exec_error,
    )
