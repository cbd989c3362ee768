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
cache. Where each test's files are is known before anything is made (`planned`: the cache's
name is the fingerprint), so that a problem lists its tests first and makes them when judging
starts (`make`), in the judging's isolation. Every generator and solution runs in a jury
workspace (judge.run.jury), isolated when judging is, bounded; one that fails is a plain error
naming the test and the program.
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
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.tally import Tally
from judge.polygon.problem_xml import ProblemXml, Source, Testset, TestSpec
from judge.polygon.testlib import HEADERS, build
from judge.run.helper.sandbox import Streams, ending, read_tail
from judge.run.jury import open_workspace
from judge.run.limits import Limits, MiB
from judge.run.program import Program

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

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
    isolation: Isolation | None = None  # where its programs build and run, when isolated

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


OUT = "out"  # the folder a generator runs in: a test's from-file is written there


def _run(
    program: Program,
    args: list[str],
    stdin: Path,
    limits: Limits,
    cache_dir: Path,
    made: Made,
    from_file: str = "",
) -> tuple[Path, Path, str]:
    """`program` run on `stdin` in a jury workspace (isolated with `made.isolation`), in its
    folder OUT: (a host folder holding its stdout and, with `from_file`, what it wrote in OUT
    copied to `out/`; its stdout file; "" or why it failed)."""
    work = Path(tempfile.mkdtemp(prefix="judge-polygon-run-"))
    run_limits = program.run_limits(limits)
    with open_workspace(program, limits, cache_dir, made.isolation) as box:
        box.folder(OUT)
        run = box.run(
            [*program.command(run_limits), *args],
            run_limits,
            Streams(stdin, work / "stdout", work / "stderr"),
            cwd=OUT,
        )
        failed = ""
        if run.exit_code != 0 or run.wall_timeout:
            said = read_tail(work / "stderr", 400)
            failed = ending(run) + (f": {said}" if said else "")
        elif from_file:
            box.copy_out(OUT, work / OUT)  # regular files and folders only, no link followed
    return work, work / "stdout", failed


def _publish(made: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(made, target)


def _command(xml: ProblemXml, spec: TestSpec, testset: Testset) -> list[str]:
    try:
        words = shlex.split(spec.cmd)
    except ValueError:
        words = spec.cmd.split()
    if not words:
        raise JudgeError(
            f"{xml.path}: test {spec.index} of {testset.name!r} is generated but has no cmd"
        )
    return words


def _input_target(xml: ProblemXml, spec: TestSpec, testset: Testset, cache_dir: Path) -> Path:
    """Where the generated input of `spec` is kept: named by the fingerprint of what makes it."""
    source = generator_source(xml, _command(xml, spec, testset)[0])
    digest = hashlib.sha256(_headers_digest(xml.path.parent))
    digest.update((xml.path.parent / source.path).read_bytes() + b"\0" + spec.cmd.encode() + b"\0")
    digest.update(spec.from_file.encode())
    return cache_dir / _TESTS / "inputs" / digest.hexdigest()[:32]


def _main_source(xml: ProblemXml, spec: TestSpec) -> Source:
    main_source = next((s.source for s in xml.solutions if s.tag == "main"), None)
    if main_source is None:
        raise JudgeError(
            f"{xml.path}: test {spec.index} has no stored answer and the package has no main "
            "solution to make it"
        )
    return main_source


def _answer_target(xml: ProblemXml, spec: TestSpec, input: Path, generated: bool) -> bytes:
    """The fingerprint of the answer the main solution makes on `input`: its source and the
    input's bytes (a generated input's: its own fingerprint, its name, known before it is made)."""
    main_source = _main_source(xml, spec)
    digest = hashlib.sha256(_headers_digest(xml.path.parent))
    digest.update((xml.path.parent / main_source.path).read_bytes() + b"\0")
    digest.update(main_source.type.encode() + b"\0")
    digest.update(b"generated " + input.name.encode() if generated else input.read_bytes())
    return digest.digest()


def _generate(
    xml: ProblemXml, test: TestFiles, testset: Testset, cache_dir: Path, made: Made
) -> None:
    spec = test.spec
    words = _command(xml, spec, testset)
    source = generator_source(xml, words[0])
    program = made.programs.get(source.path) or build(
        source, xml.path.parent, cache_dir, True, made.isolation
    )
    made.programs[source.path] = program
    empty = cache_dir / _TESTS / "empty"
    empty.parent.mkdir(parents=True, exist_ok=True)
    empty.write_bytes(b"")
    work, stdout, failed = _run(
        program, words[1:], empty, GENERATOR_LIMITS, cache_dir, made, spec.from_file
    )
    try:
        where = f"{xml.path}: test {spec.index} of {testset.name!r} ({spec.cmd})"
        _keep_generated(
            f"{where}: the generator {source.path}", spec, work, stdout, failed, test.input
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    made.generated += 1


def _keep_generated(
    where: str, spec: TestSpec, work: Path, stdout: Path, failed: str, target: Path
) -> None:
    """The generator's output published as the test, or why not (`where` names the test and
    its generator)."""
    if failed:
        raise JudgeError(f"{where} {failed}")
    output = work / OUT / spec.from_file if spec.from_file else stdout
    if not output.is_file():
        raise JudgeError(f"{where} wrote no file {spec.from_file!r} (the test's from-file)")
    _publish(output, target)


Main = Callable[["Isolation | None"], Program]
"""Builds the main solution (in the isolation given, when there is one)."""


def _answer(xml: ProblemXml, test: TestFiles, main: Main, made: Made, cache_dir: Path) -> None:
    main_source = _main_source(xml, test.spec)
    if "main" not in made.programs:
        made.programs["main"] = main(made.isolation)
    program = made.programs["main"]
    work, stdout, failed = _run(program, [], test.input, ANSWER_LIMITS, cache_dir, made)
    try:
        if failed:
            raise JudgeError(
                f"{xml.path}: the main solution {main_source.path} on test {test.spec.index}: "
                f"{failed} (its output is the test's answer)"
            )
        _publish(stdout, test.answer)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    made.answered += 1


def planned(xml: ProblemXml, testset: Testset, cache_dir: Path) -> list[TestFiles]:
    """Every test of `testset` as files, where they are or will be once made (nothing is run:
    `make` makes them)."""
    package = xml.path.parent
    files = []
    for spec in testset.tests:
        stored = package / testset.input_path(spec.index)
        generated = not stored.is_file()
        if generated and spec.method != "generated":
            raise JudgeError(
                f"{stored}: missing (test {spec.index} of {testset.name!r}, a manual test)"
            )
        given = _input_target(xml, spec, testset, cache_dir) if generated else stored
        answer = package / testset.answer_path(spec.index)
        answered = not answer.is_file()
        if answered:
            digest = _answer_target(xml, spec, given, generated)
            answer = cache_dir / _TESTS / "answers" / digest.hex()[:32]
        files.append(TestFiles(spec, given, answer, generated, answered))
    return files


def make(
    xml: ProblemXml,
    testset: Testset,
    files: list[TestFiles],
    cache_dir: Path,
    main: Main,
    isolation: Isolation | None = None,
    progress: Callable[[str], None] | None = None,
) -> Made:
    """The tests of `files` (`planned`) that are not made yet made, their programs built and
    run in `isolation` when given; `main` builds the main solution when an answer must be
    made. `progress` is told "generating tests 12/46" as each test to make is made (the
    generation of many tests can take minutes)."""
    made = Made(isolation=isolation)
    tally = Tally(f"{xml.path.parent.name}: generating tests {{done}}/{{total}}", progress)
    tally.more(sum(map(_unmade, files)))
    for test in files:
        pending = _unmade(test)
        if test.generated and test.input.is_file():
            made.generated_cached += 1
        elif test.generated:
            _generate(xml, test, testset, cache_dir, made)
        if test.answered and test.answer.is_file():
            made.answered_cached += 1
        elif test.answered:
            _answer(xml, test, main, made, cache_dir)
        if pending:
            tally.one_done()
    return made


def _unmade(test: TestFiles) -> bool:
    """Whether `test` has a file still to make (its generated input or its answer)."""
    return (test.generated and not test.input.is_file()) or (
        test.answered and not test.answer.is_file()
    )


def testset_files(
    xml: ProblemXml, testset: Testset, cache_dir: Path, main: Main
) -> tuple[list[TestFiles], Made]:
    """Every test of `testset` as files, made (plainly) where the package does not store
    them."""
    files = planned(xml, testset, cache_dir)
    return files, make(xml, testset, files, cache_dir, main)
