"""Reading a Polygon package's problem.xml: names, statements, the judging section (input and
output files, each `<testset>` with its limits, path patterns, tests and groups), the files
(resources, executables), the assets (checker, interactor, validators, solutions) and tags.

Binaries (`type="exe.win32"`) are not read: judge builds every program from the source beside
it. A problem.xml that does not parse, or lacks what judging needs, is a JudgeError naming it.
The parser fetches no external entity and refuses entities that expand past expat's bound (a
"billion laughs"): a package is untrusted.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError
from judge.package_tree import read_limited

PROBLEM_XML = "problem.xml"
XML_LIMIT = 16 << 20  # bytes: a problem.xml of thousands of tests is a few hundred KiB


@dataclass(frozen=True)
class Source:
    """A program's source file (relative to the package) and Polygon's type for it
    (`cpp.g++17`, `java8`, `python.3`)."""

    path: str
    type: str = ""


@dataclass(frozen=True)
class TestSpec:
    """One test of a testset: its number (1-based), how it is made (`manual`: stored;
    `generated`: by `cmd`), whether it is a sample, its group and points."""

    index: int
    method: str
    cmd: str = ""
    from_file: str = ""  # the file the generator writes this test to, where not stdout
    sample: bool = False
    group: str = ""
    points: float | None = None


@dataclass(frozen=True)
class Group:
    """A group of tests: its points and how they are given (`points-policy`: complete-group,
    all its tests must pass; each-test, the points of each passed test), its feedback policy
    and the groups it depends on."""

    name: str
    points: float | None = None
    points_policy: str = "complete-group"
    feedback_policy: str = ""
    dependencies: tuple[str, ...] = ()


@dataclass(frozen=True)
class Testset:
    """A `<testset>`: its limits, where its tests and answers are (printf patterns such as
    `tests/%02d`), the tests and the groups."""

    name: str
    time_limit_ms: int | None
    memory_bytes: int | None
    input_pattern: str
    answer_pattern: str
    tests: tuple[TestSpec, ...] = ()
    groups: tuple[Group, ...] = ()

    def input_path(self, index: int) -> str:
        """Where test `index` is stored in the package."""
        return _expand(self.input_pattern, index)

    def answer_path(self, index: int) -> str:
        """Where its answer is stored."""
        return _expand(self.answer_pattern, index)


@dataclass(frozen=True)
class Solution:
    """A solution of the package with its tag (`main`, `accepted`, `wrong-answer`...)."""

    tag: str
    source: Source


@dataclass(frozen=True)
class Statement:
    """A statement file: its language (`english`, `russian`), path and MIME type."""

    language: str
    path: str
    type: str
    charset: str = "UTF-8"


@dataclass(frozen=True)
class CheckerSpec:
    """The checker: its name (`std::lcmp.cpp` for a standard one), its type (`testlib`) and
    source, where the package has it."""

    name: str
    type: str
    source: Source | None


@dataclass(frozen=True)
class ProblemXml:
    """What problem.xml says."""

    path: Path
    short_name: str
    names: dict[str, str]
    statements: tuple[Statement, ...]
    input_file: str  # "" or "stdin": standard input
    output_file: str
    testsets: tuple[Testset, ...]
    resources: tuple[Source, ...] = ()
    executables: tuple[Source, ...] = ()
    checker: CheckerSpec | None = None
    interactor: Source | None = None
    validators: tuple[Source, ...] = ()
    solutions: tuple[Solution, ...] = ()
    tags: tuple[str, ...] = ()
    run_count: int = 1
    unsupported: tuple[str, ...] = field(default=())  # what judge reads past, said

    def testset(self, name: str) -> Testset | None:
        """The testset called `name`, if there is one."""
        return next((t for t in self.testsets if t.name == name), None)


def _expand(pattern: str, index: int) -> str:
    try:
        return pattern % index
    except (TypeError, ValueError):
        return pattern


def _source(element: ET.Element | None) -> Source | None:
    """The `<source>` of an asset or executable (never its `<binary>`)."""
    if element is None:
        return None
    source = element.find("source")
    if source is None or not source.get("path"):
        return None
    return Source(source.get("path", ""), source.get("type", ""))


def _int(text: str | None, what: str, path: Path, least: int = 1) -> int | None:
    if text is None or not text.strip():
        return None
    try:
        value = int(float(text.strip()))
    except ValueError:
        raise JudgeError(f"{path}: {what} must be a number, got {text.strip()!r}") from None
    if value < least:
        raise JudgeError(f"{path}: {what} must be at least {least}, got {value}")
    return value


def _points(text: str | None) -> float | None:
    try:
        return None if text is None else float(text)
    except ValueError:
        return None


def _tests(element: ET.Element) -> tuple[TestSpec, ...]:
    tests = []
    for index, test in enumerate(element.findall("tests/test"), 1):
        tests.append(
            TestSpec(
                index=index,
                method=test.get("method", "manual"),
                cmd=test.get("cmd", ""),
                from_file=test.get("from-file", ""),
                sample=test.get("sample", "false") == "true",
                group=test.get("group", ""),
                points=_points(test.get("points")),
            )
        )
    return tuple(tests)


def _groups(element: ET.Element) -> tuple[Group, ...]:
    return tuple(
        Group(
            name=group.get("name", ""),
            points=_points(group.get("points")),
            points_policy=group.get("points-policy", "complete-group"),
            feedback_policy=group.get("feedback-policy", ""),
            dependencies=tuple(
                d.get("group", "") for d in group.findall("dependencies/dependency")
            ),
        )
        for group in element.findall("groups/group")
    )


def _testset(element: ET.Element, path: Path) -> Testset:
    name = element.get("name", "")
    where = f"testset {name!r}"
    tests = _tests(element)
    count = _int(element.findtext("test-count"), f"{where}'s test-count", path, least=0)
    if count is not None and count != len(tests):
        raise JudgeError(f"{path}: {where} says {count} tests but lists {len(tests)}")
    return Testset(
        name=name,
        time_limit_ms=_int(element.findtext("time-limit"), f"{where}'s time-limit", path),
        memory_bytes=_int(element.findtext("memory-limit"), f"{where}'s memory-limit", path),
        input_pattern=element.findtext("input-path-pattern", "") or f"{name}/%02d",
        answer_pattern=element.findtext("answer-path-pattern", "") or f"{name}/%02d.a",
        tests=tests,
        groups=_groups(element),
    )


def _checker(assets: ET.Element | None) -> CheckerSpec | None:
    checker = None if assets is None else assets.find("checker")
    if checker is None:
        return None
    return CheckerSpec(checker.get("name", ""), checker.get("type", "testlib"), _source(checker))


def parse_problem_xml(text: bytes, path: Path) -> ProblemXml:
    """problem.xml's `text` (read from `path`, which messages name)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise JudgeError(f"{path}: not well-formed XML ({exc})") from None
    if root.tag != "problem":
        raise JudgeError(f"{path}: its root element is <{root.tag}>, not <problem>")
    judging = root.find("judging")
    if judging is None:
        raise JudgeError(f"{path}: no <judging> section (the testsets and their limits)")
    assets = root.find("assets")
    interactor = None if assets is None else _source(assets.find("interactor"))
    return ProblemXml(
        path=path,
        short_name=root.get("short-name", ""),
        names={n.get("language", ""): n.get("value", "") for n in root.findall("names/name")},
        statements=tuple(
            Statement(
                s.get("language", ""),
                s.get("path", ""),
                s.get("type", ""),
                s.get("charset", "UTF-8"),
            )
            for s in root.findall("statements/statement")
        ),
        input_file=judging.get("input-file", ""),
        output_file=judging.get("output-file", ""),
        testsets=tuple(_testset(t, path) for t in judging.findall("testset")),
        resources=tuple(
            Source(f.get("path", ""), f.get("type", ""))
            for f in root.findall("files/resources/file")
        ),
        executables=tuple(
            s for e in root.findall("files/executables/executable") if (s := _source(e)) is not None
        ),
        checker=_checker(assets),
        interactor=interactor,
        validators=tuple(
            s
            for v in ([] if assets is None else assets.findall("validators/validator"))
            if (s := _source(v)) is not None
        ),
        solutions=tuple(
            Solution(s.get("tag", ""), src)
            for s in ([] if assets is None else assets.findall("solutions/solution"))
            if (src := _source(s)) is not None
        ),
        tags=tuple(t.get("value", "") for t in root.findall("tags/tag")),
        run_count=_int(judging.get("run-count"), "run-count", path) or 1,
    )


def read_problem_xml(folder: Path) -> ProblemXml:
    """The package's problem.xml, parsed."""
    path = folder / PROBLEM_XML
    return parse_problem_xml(read_limited(path, XML_LIMIT), path)
