"""A testset's tests as files: stored in the package (`tests/01`, answers `tests/01.a`, their
bytes as they are, CRLF line ends included), or made as Polygon makes them.

- A generated test the package does not store: its generator (the executable of files/ named
  by the first word of `cmd`) is built and run with the rest of `cmd` as its arguments, its
  standard output the test (`gen 10 20 > $`), or the file it writes named by the test's
  `from-file`.
- An answer the package does not store: the output of its `main` solution on the test, run
  without the problem's time limit (as Polygon makes answers), within `ANSWER_LIMITS`.

What is made is cached by a fingerprint of everything it is made from (the generator's source
and the package's headers, the command; the test's bytes and the main solution's source), so
that nothing unchanged is made twice; `Made` counts what was made now and what came from the
cache. Every generator and solution runs in the sandbox, bounded; one that fails is a plain
error naming the test and the program.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError
from judge.polygon.problem_xml import ProblemXml, Source, Testset, TestSpec
from judge.polygon.testlib import HEADERS, build
from judge.run.helper.sandbox import Streams, ending, execute, helper_path, read_tail
from judge.run.limits import Limits, MiB
from judge.run.program import Program

GENERATOR_LIMITS = Limits(time=60.0, memory=2048 * MiB, output=512 * MiB)
ANSWER_LIMITS = Limits(time=120.0, memory=2048 * MiB, output=512 * MiB)
_TESTS = "polygon-tests"  # the cache's folder of made tests and answers


@dataclass(frozen=True)
class TestFiles:
    """One test of a testset as files: its input and answer, and how each came to be."""

    spec: TestSpec
    input: Path
    answer: Path
    generated: bool = False  # the input was made here (not stored in the package)
    answered: bool = False  # the answer is the main solution's output (not stored)


@dataclass
class Made:
    """What making a testset's files did: inputs generated now and found in the cache, answers
    made now and found in the cache."""

    generated: int = 0
    generated_cached: int = 0
    answered: int = 0
    answered_cached: int = 0
    programs: dict[str, Program] = field(default_factory=dict)  # built once a testset

    def line(self) -> str:
        """What was made, for `show` and `verify` ("" when everything was stored)."""
        parts = []
        if self.generated or self.generated_cached:
            parts.append(f"{self.generated} generated now, {self.generated_cached} from the cache")
        if self.answered or self.answered_cached:
            parts.append(
                f"answers: {self.answered} made by the main solution now, {self.answered_cached} "
                "from the cache"
            )
        return "; ".join(parts)


def _headers_digest(package: Path) -> bytes:
    digest = hashlib.sha256()
    files = package / "files"
    if files.is_dir():
        for header in sorted(p for p in files.iterdir() if p.suffix in HEADERS):
            digest.update(header.name.encode() + b"\0" + header.read_bytes() + b"\0")
    return digest.digest()


def generator_source(xml: ProblemXml, name: str) -> Source:
    """The source of the executable a test's command names (its file's stem)."""
    for source in xml.executables:
        if Path(source.path).stem == name:
            return source
    raise JudgeError(
        f"{xml.path}: a test's command runs {name!r}, which is not an executable of the package "
        f"(files/{name}.cpp, ...)"
    )


def _run(
    program: Program, args: list[str], stdin: Path, limits: Limits, cache_dir: Path
) -> tuple[Path, Path, str]:
    """`program` run on `stdin` in a fresh folder: (that folder, its stdout file, "" or why it
    failed)."""
    work = Path(tempfile.mkdtemp(prefix="judge-polygon-run-"))
    cwd = work / "cwd"
    cwd.mkdir()
    run_limits = program.run_limits(limits)
    run = execute(
        [*program.command(run_limits), *args],
        run_limits,
        Streams(stdin, work / "stdout", work / "stderr"),
        cwd=cwd,
        helper=helper_path(cache_dir),
    )
    failed = ""
    if run.exit_code != 0 or run.wall_timeout:
        said = read_tail(work / "stderr", 400)
        failed = ending(run) + (f": {said}" if said else "")
    return work, work / "stdout", failed


def _publish(made: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(made, target)


def _generate(
    xml: ProblemXml, spec: TestSpec, testset: Testset, cache_dir: Path, made: Made
) -> Path:
    package = xml.path.parent
    try:
        words = shlex.split(spec.cmd)
    except ValueError:
        words = spec.cmd.split()
    if not words:
        raise JudgeError(
            f"{xml.path}: test {spec.index} of {testset.name!r} is generated but has no cmd"
        )
    source = generator_source(xml, words[0])
    digest = hashlib.sha256(_headers_digest(package))
    digest.update((package / source.path).read_bytes() + b"\0" + spec.cmd.encode() + b"\0")
    digest.update(spec.from_file.encode())
    target = cache_dir / _TESTS / "inputs" / digest.hexdigest()[:32]
    if target.is_file():
        made.generated_cached += 1
        return target
    program = made.programs.get(source.path) or build(source, package, cache_dir, True)
    made.programs[source.path] = program
    empty = cache_dir / _TESTS / "empty"
    empty.parent.mkdir(parents=True, exist_ok=True)
    empty.write_bytes(b"")
    work, stdout, failed = _run(program, words[1:], empty, GENERATOR_LIMITS, cache_dir)
    try:
        where = f"{xml.path}: test {spec.index} of {testset.name!r} ({spec.cmd})"
        _keep_generated(f"{where}: the generator {source.path}", spec, work, stdout, failed, target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    made.generated += 1
    return target


def _keep_generated(
    where: str, spec: TestSpec, work: Path, stdout: Path, failed: str, target: Path
) -> None:
    """The generator's output published as the test, or why not (`where` names the test and
    its generator)."""
    if failed:
        raise JudgeError(f"{where} {failed}")
    output = work / "cwd" / spec.from_file if spec.from_file else stdout
    if not output.is_file():
        raise JudgeError(f"{where} wrote no file {spec.from_file!r} (the test's from-file)")
    _publish(output, target)


def _answer(
    xml: ProblemXml,
    spec: TestSpec,
    input: Path,
    main: Callable[[], Program],
    made: Made,
    cache_dir: Path,
) -> Path:
    main_source = next((s.source for s in xml.solutions if s.tag == "main"), None)
    if main_source is None:
        raise JudgeError(
            f"{xml.path}: test {spec.index} has no stored answer and the package has no main "
            "solution to make it"
        )
    digest = hashlib.sha256(_headers_digest(xml.path.parent))
    digest.update((xml.path.parent / main_source.path).read_bytes() + b"\0")
    digest.update(main_source.type.encode() + b"\0" + input.read_bytes())
    target = cache_dir / _TESTS / "answers" / digest.hexdigest()[:32]
    if target.is_file():
        made.answered_cached += 1
        return target
    work, stdout, failed = _run(main(), [], input, ANSWER_LIMITS, cache_dir)
    try:
        if failed:
            raise JudgeError(
                f"{xml.path}: the main solution {main_source.path} on test {spec.index}: "
                f"{failed} (its output is the test's answer)"
            )
        _publish(stdout, target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    made.answered += 1
    return target


def testset_files(
    xml: ProblemXml, testset: Testset, cache_dir: Path, main: Callable[[], Program]
) -> tuple[list[TestFiles], Made]:
    """Every test of `testset` as files, made where the package does not store them; `main`
    builds the main solution when an answer must be made."""
    package = xml.path.parent
    made = Made()
    files = []
    for spec in testset.tests:
        stored = package / testset.input_path(spec.index)
        generated = not stored.is_file()
        if generated and spec.method != "generated":
            raise JudgeError(
                f"{stored}: missing (test {spec.index} of {testset.name!r}, a manual test)"
            )
        given = _generate(xml, spec, testset, cache_dir, made) if generated else stored
        answer = package / testset.answer_path(spec.index)
        answered = not answer.is_file()
        if answered:
            answer = _answer(xml, spec, given, main, made, cache_dir)
        files.append(TestFiles(spec, given, answer, generated, answered))
    return files, made
