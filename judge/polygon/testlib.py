"""A Polygon package's programs (generators, checkers, validators, interactors, solutions):
built from their sources against the package's own headers (its `files/testlib.h`: judge ships
no testlib), and the checker called as testlib checkers are.

A testlib checker runs as `checker input output answer`; its exit code is its verdict (testlib's
`resultExitCode`): 0 OK, 1 wrong answer, 2 presentation error (wrong output format, also for
extra output and an unexpected end of file), 3 FAIL (the checker found the jury's files wrong:
a judging error naming it, never the contestant's verdict), 7 points (`quitp`: the output
earned the points its message begins with). Any other ending is a judging error too.

Every program here is untrusted: built and run in a jury workspace (judge.run.jury), isolated
whenever judging is (the session judging gives), bounded in CPU time, memory and output; it
sees the files it is given and nothing else of the package, the cache or the other tests.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.verdict import CheckResult, Score, Verdict
from judge.polygon.problem_xml import Source
from judge.run.helper.sandbox import Streams, ending, read_tail
from judge.run.jury import ANSWER, INPUT, open_workspace
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Program, from_file

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

# Polygon's source types, by their first word, -> judge's language ids (`python.3`,
# `cpp.g++17`, `java21`, `pas.fpc`...). A type not here falls back to the file's extension.
LANGUAGES = {
    "cpp": "cpp",
    "c": "c",
    "java8": "java",
    "java11": "java",
    "java17": "java",
    "java21": "java",
    "java": "java",
    "python": "python3",
    "pypy": "pypy3",
    "pas": "pascal",
    "delphi": "pascal",
    "kotlin": "kotlin",
    "rust": "rust",
    "ruby": "ruby",
}
HEADERS = (".h", ".hpp", ".hh")
CHECKER_LIMITS = Limits(time=30.0, memory=1024 * MiB, output=16 * MiB)
MESSAGE_LIMIT = 2000  # characters of a checker's message kept

# testlib's exit codes (its OK_EXIT_CODE... POINTS_EXIT_CODE without TESTSYS or EJUDGE).
OK, WA, PE, FAIL, DIRT, POINTS, UNEXPECTED_EOF = 0, 1, 2, 3, 4, 7, 8
VERDICTS = {
    OK: Verdict.AC,
    WA: Verdict.WA,
    PE: Verdict.PE,
    DIRT: Verdict.PE,
    UNEXPECTED_EOF: Verdict.PE,
}


def language_id(source: Source) -> str | None:
    """judge's language id for a Polygon source type (None: by the file's extension)."""
    head = source.type.split(".", 1)[0].lower() if source.type else ""
    if source.type.lower().startswith("python.2"):
        raise JudgeError(f"{source.path}: Python 2 ({source.type}) is not a language judge runs")
    if head in LANGUAGES:
        return LANGUAGES[head]
    for prefix, lid in LANGUAGES.items():
        if head.startswith(prefix) and prefix not in ("c",):
            return lid
    return None


def _headers(package: Path) -> list[Path]:
    files = package / "files"
    return sorted(p for p in files.iterdir() if p.suffix in HEADERS) if files.is_dir() else []


# The cache's folder of staged sources. Its name changed when a staged C or C++ source stopped
# having an unmarked copy beside it: folders staged before hold both, which compile as one.
_STAGED = "polygon-sources"


def build(
    source: Source,
    package: Path,
    cache_dir: Path,
    needs_testlib: bool = False,
    isolation: Isolation | None = None,
) -> Program:
    """The program of `source`, built with the package's headers (files/*.h) beside it:
    staged in the cache under a hash of the source and the headers, so that another testlib.h
    builds it again (compiled in `isolation` when given, seeing its staged folder only).
    `needs_testlib`: a checker, validator, interactor or generator, whose missing testlib.h is
    said plainly."""
    path = package / source.path
    if not path.is_file():
        raise JudgeError(f"{path}: missing (problem.xml names it)")
    headers = _headers(package)
    text = path.read_bytes()
    if needs_testlib and b"testlib.h" in text and not any(h.name == "testlib.h" for h in headers):
        raise JudgeError(
            f"{package / 'files' / 'testlib.h'}: missing ({source.path} includes it; judge "
            "ships no testlib: the package's own is used)"
        )
    digest = hashlib.sha256(text)
    for header in headers:
        digest.update(header.name.encode() + b"\0" + header.read_bytes() + b"\0")
    key = digest.hexdigest()[:24]
    if headers and path.suffix in (".cpp", ".cc", ".c", ".cxx"):
        # A build is cached by its source's bytes: the headers' hash goes in as a comment, so
        # that the same source with another testlib.h is another build. The marked text is
        # the one source of its folder: a compiler given the folder's sources whole (the
        # language table's `together`) must find no second copy of it there.
        text = f'// headers {key}\n#line 1 "{path.name}"\n'.encode() + text
    staged = cache_dir / _STAGED / key / path.name
    if not staged.is_file():
        staged.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=staged.parent) as tmp:
            for header in headers:
                shutil.copyfile(header, Path(tmp) / header.name)
            Path(tmp, path.name).write_bytes(text)
            # The headers first, the source last: a run that finds the source finds them.
            for item in sorted(Path(tmp).iterdir(), key=lambda item: item.name == path.name):
                target = staged.parent / item.name
                if not target.exists():
                    item.replace(target)
    try:
        return from_file(
            staged,
            cache_dir,
            display=source.path,
            language=language_id(source),
            isolation=isolation,
            folder=staged.parent,
        )
    except CompileError as exc:
        raise JudgeError(f"{path}: does not build:\n{exc}") from None


OUTPUT = "output.out"  # the contestant's output, as a checker is given it


@dataclass(frozen=True)
class TestlibChecker:
    """A testlib checker as a judge checker (input, answer, output), run in a jury workspace
    (judge.run.jury) given the three files and nothing else, isolated when `isolation` is."""

    program: Program
    cache_dir: Path
    limits: Limits = CHECKER_LIMITS
    isolation: Isolation | None = None

    def __call__(self, input: str, expected: str, output: str) -> CheckResult:
        files = {INPUT: input, OUTPUT: output, ANSWER: expected}
        with (
            tempfile.TemporaryDirectory(prefix="judge-polygon-check-") as tmp,
            open_workspace(self.program, self.limits, self.cache_dir, self.isolation) as work,
        ):
            given = [work.write(n, t.encode("utf-8", "surrogateescape")) for n, t in files.items()]
            host = Path(tmp)
            (host / "stdin").write_bytes(b"")
            limits = self.program.run_limits(self.limits)
            # testlib's order: input, output, answer.
            run = work.run(
                [*self.program.command(limits), *given],
                limits,
                Streams(host / "stdin", host / "stdout", host / "stderr"),
            )
            message = read_tail(host / "stderr", MESSAGE_LIMIT)
        return checker_verdict(
            self.program.name, run.exit_code, run.wall_timeout, message, ending(run)
        )


def checker_verdict(
    name: str, code: int | None, timed_out: bool, message: str, ended: str
) -> CheckResult:
    """The verdict of a testlib program's ending (see the module docstring)."""
    if not timed_out and code in VERDICTS:
        return CheckResult(VERDICTS[code], message)
    if not timed_out and code == POINTS:
        return CheckResult(Verdict.AC, message, _points(message))
    failed = "FAIL (it found the jury's files wrong)" if code == FAIL else ended
    raise JudgeError(
        f"checker {name} {failed}: a judging error" + (f"\n{message}" if message else "")
    )


def _points(message: str) -> Score | None:
    """The points `quitp` wrote at the start of its message (`points 0.5 partial`)."""
    words = message.split()
    if words and words[0] == "points":
        words = words[1:]
    try:
        return Score(float(words[0])) if words else None
    except ValueError:
        return None
