"""Codeforces Polygon packages (judge.polygon), as folders and zips with problem.xml at their
root: this module is their door (`ProblemFormat`)."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Sequence
from pathlib import Path

from judge.archives import is_zip, member_names, unpack, unpacked
from judge.errors import JudgeError
from judge.formats.protocol import (
    AnyProblem,
    ProblemFormat,
    Progress,
    Tools,
    Verified,
    VerifyRequest,
)
from judge.kattis.export import zip_folder
from judge.kattis.fingerprint import package_files, remembered_hash
from judge.package_tree import check_tree
from judge.parallel import default_jobs
from judge.plain.export import ExportedTest, PackageInfo, package_name, write_package
from judge.polygon.groups import has_points, scored_groups
from judge.polygon.package import JUDGED, PolygonProblem, load_polygon
from judge.polygon.problem_xml import PROBLEM_XML
from judge.polygon.statement import statement_texts
from judge.polygon.std_checkers import STANDARD
from judge.polygon.verify import input_rejection as polygon_input_rejection
from judge.polygon.verify import verify_polygon
from judge.problemset.problem import Problem

MARKERS = (PROBLEM_XML,)
WHAT = "a Polygon package"
# The standard checkers the Kattis default validator can stand for, with its flags.
KATTIS_FLAGS: dict[str, tuple[str, ...]] = {
    "wcmp": ("case_sensitive",),
    "ncmp": (),
    "hcmp": (),
    "yesno": (),
    "nyesno": (),
    "rcmp4": ("float_tolerance", "1e-4"),
    "rcmp6": ("float_tolerance", "1e-6"),
    "rcmp9": ("float_tolerance", "1e-9"),
    "rcmp": ("float_tolerance", "1.5e-6"),
    "dcmp": ("float_tolerance", "1e-6"),
}


class PolygonFormat:
    """Polygon packages (`ProblemFormat`)."""

    name = "polygon"

    def claims(self, path: Path) -> bool:
        """A folder with problem.xml, or a zip holding one (at its root or in one folder)."""
        if path.is_dir():
            return (path / PROBLEM_XML).is_file()
        if not (is_zip(path) and path.is_file()):
            return False
        names = member_names(path)
        return any(
            n == PROBLEM_XML or (n.count("/") == 1 and n.endswith("/" + PROBLEM_XML)) for n in names
        )

    def missing(self, path: Path) -> str:
        """Nothing worth saying where no problem.xml is (Kattis' message names its file)."""
        return ""

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        """The package; a zip unpacked once in the cache."""
        folder = unpacked(path, cache_dir, MARKERS, WHAT) if path.is_file() else path
        return load_polygon(folder, cache_dir)

    def install(self, path: Path, target: Path) -> None:
        """The folder copied, a zip unpacked."""
        if path.is_file():
            unpack(path, target, MARKERS, WHAT)
            return
        check_tree(path)
        try:
            shutil.copytree(path, target, symlinks=False)
        except (OSError, shutil.Error) as exc:
            raise JudgeError(f"{path}: cannot copy the package: {exc}") from None

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        """The statement in `lang` (`en`, `ru`), else the first."""
        texts = statement_texts(_polygon(problem).xml)
        chosen = next((t for t in texts if t.language == lang), texts[0] if texts else None)
        return chosen.body if chosen else "*The package has no statement judge can read.*\n"

    def shows_samples(self, problem: AnyProblem) -> bool:
        """Never: the pages list the sample tests."""
        return False

    def case_count(self, problem: AnyProblem) -> int:
        """The judged testset's tests (from problem.xml: nothing is made)."""
        return len(_polygon(problem).testset.tests)

    def data_files(self, problem: AnyProblem) -> list[Path]:
        """Every file of the package (the generated tests are made from them)."""
        return package_files(problem.path)

    def data_hash(self, problem: AnyProblem) -> str:
        """The package's content hash, with the time limit judged with."""
        polygon = _polygon(problem)
        digest = hashlib.sha256()
        digest.update(remembered_hash(polygon.path, polygon.cache_dir).encode())
        digest.update(f"\0time limit {polygon.time_limit!r}".encode())
        return digest.hexdigest()

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        """Its own (problem.xml); a package without one is judged with --time-limit."""
        if problem.time_limit is None:
            raise JudgeError(
                f"{problem.path / PROBLEM_XML}: no time-limit in testset {JUDGED!r}: give --time-limit"
            )
        return problem, ""

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        """The header (names, limits, files, checker, testsets, groups, solutions) and the
        statement."""
        polygon = _polygon(problem)
        return "\n".join([*_header(polygon), "", self.statement_markdown(polygon, lang).rstrip()])

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        """The main solution's text."""
        path = _polygon(problem).reference(_polygon(problem).cache_dir)
        return path.read_text(encoding="utf-8", errors="replace")

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        """A legacy Kattis package, where the checker is a standard one the default
        validator can stand for."""
        polygon = _polygon(problem)
        checker = polygon.xml.checker
        stem = None if checker is None else checker.name.removeprefix("std::").rsplit(".", 1)[0]
        if version not in (None, "legacy"):
            raise JudgeError(
                f"a Polygon package exports as a legacy Kattis package (drop --format {version})"
            )
        if checker is not None and stem not in KATTIS_FLAGS:
            raise JudgeError(
                f"{polygon.xml.path}: its checker {checker.name or checker.source} is a testlib "
                "program, which a Kattis package cannot run as it is (its output validators "
                "have another interface): not exported"
            )
        polygon.check_judgeable()
        info = PackageInfo(
            name=package_name(polygon.id),
            title=polygon.title,
            time_limit=polygon.time_limit or 1.0,
            memory_limit=polygon.memory_limit,
            flags=KATTIS_FLAGS.get(stem or "wcmp", ()),
        )
        tests = [
            ExportedTest(f"{t.spec.index:02d}", t.input, t.answer, t.spec.sample)
            for t in polygon.files[0]
        ]
        return write_package(info, tests, out)

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        """The exported folder zipped."""
        return zip_folder(folder)

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        """Tests made, validators, each solution's verdict against its tag."""
        lines, status = [], 0
        for problem in problems:
            try:
                polygon = _polygon(problem).with_progress(request.progress)
                checked = verify_polygon(polygon, request.jobs or default_jobs())
            except JudgeError as exc:
                lines.append(f"{problem.id}: FAIL: {exc}")
                status = 2
                continue
            lines += checked.lines
            status = max(status, 1 if checked.failed else 0)
        return Verified("\n".join(lines), status)

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        """The first of its validators that rejects `text` (judge.polygon.verify)."""
        return polygon_input_rejection(_polygon(problem), text)

    def stress_refusal(self, problem: AnyProblem) -> str:
        """Always, for now: its generators are testlib programs, not judge's kind."""
        return f"{problem.id}: stress needs judge's own generator and validator; a Polygon package's are testlib programs"

    def for_stress(self, problem: AnyProblem) -> Problem:
        """Refused (`stress_refusal`)."""
        raise JudgeError(self.stress_refusal(problem))

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        """The package telling `progress` of its tests as they are first generated."""
        return _polygon(problem).with_progress(progress)


def _header(problem: PolygonProblem) -> list[str]:
    xml = problem.xml
    names = ", ".join(f"{name} ({lang})" for lang, name in xml.names.items())
    files = problem.file_io
    io = files.describe() if files else "input / output: standard / standard"
    checker = xml.checker
    checker_line = "none named (tokens compared)"
    if checker is not None:
        stem = problem.standard_stem
        checker_line = checker.name or (checker.source.path if checker.source else "?")
        if stem is not None:
            checker_line += f": judge's own stand-in ({STANDARD[stem][1]}), its source absent"
        elif checker.source is not None:
            checker_line += f" (built from {checker.source.path} with the package's testlib.h)"
    lines = [
        f"{problem.id}: {problem.title}",
        "format: Polygon package" + (f" (names: {names})" if len(xml.names) > 1 else ""),
        f"time limit: {problem.time_limit:g} s" if problem.time_limit else "time limit: none given",
        f"memory limit: {problem.memory_limit:g} MiB",
        io,
        f"checker: {checker_line}",
    ]
    if xml.interactor is not None:
        lines.append(f"interactor: {xml.interactor.path}")
    for testset in xml.testsets:
        generated = sum(1 for t in testset.tests if t.method == "generated")
        judged = " (judged)" if testset.name == JUDGED else " (not judged)"
        lines.append(
            f"testset {testset.name}{judged}: {len(testset.tests)} tests, {generated} generated"
        )
        if has_points(testset) or testset.groups:
            for group in scored_groups(testset):
                g = group.group
                points = "" if g.points is None else f", {g.points:g} points"
                needs = f", after {', '.join(g.dependencies)}" if g.dependencies else ""
                lines.append(
                    f"  group {g.name}: {len(group.tests)} tests, {g.points_policy}{points}{needs}"
                )
    for solution in xml.solutions:
        lines.append(f"solution {solution.source.path}: {solution.tag}")
    lines += [f"warning: {w}" for w in problem.warnings]
    return lines


def _polygon(problem: AnyProblem) -> PolygonProblem:
    """`problem`, which the registry gave this format: a Polygon package."""
    assert isinstance(problem, PolygonProblem), problem.format_name
    return problem


FORMAT: ProblemFormat = PolygonFormat()
