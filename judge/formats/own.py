"""judge's own problem format: a folder `problems/<id>/` of a problem set (problems/README.md),
with its solutions and generated test data beside it in the set.

Exporting (judge.kattis.export) and verifying (judge.problemset.verify) are imported when they
are asked for: `judge run` of one of our problems loads neither (DESIGN.md, Start-up).
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.catalog.listing import case_count
from judge.catalog.show import reference_source, show_problem
from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.formats.protocol import (
    AnyProblem,
    ProblemFormat,
    Progress,
    Tools,
    Verified,
    VerifyRequest,
)
from judge.parallel import all_cores
from judge.problemset.problem import Problem, load_problem, statement

PROBLEMS = "problems"  # the set's folder of problems, beside solutions/ and testdata/


class OwnFormat:
    """judge's own problems (`ProblemFormat`)."""

    name = "judge"

    def claims(self, path: Path) -> bool:
        """A folder of a set's problems/ whose problem.yaml is ours (it has a title and a
        game, where a Kattis package's has a name)."""
        yaml = path / "problem.yaml"
        if path.parent.name != PROBLEMS or not yaml.is_file():
            return False
        data = read_yaml(yaml, cache_dir=default_cache_dir())
        return isinstance(data, dict) and "title" in data and "game" in data

    def missing(self, path: Path) -> str:
        """Nothing worth saying: our problems are named by their id, not their folder."""
        return ""

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        """The problem of its set (the folder above problems/)."""
        folder = path.resolve()
        return load_problem(folder.parent.parent, folder.name)

    def install(self, path: Path, target: Path) -> None:
        """A copy of the problem's folder (its solutions and data stay in its set)."""
        try:
            shutil.copytree(path, target, symlinks=False)
        except (OSError, shutil.Error) as exc:
            raise JudgeError(f"{path}: cannot copy the problem: {exc}") from None

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        """statement.<lang>.md where there is one, else statement.md, without its title line."""
        text = statement(_ours(problem), lang)
        lines = text.split("\n")
        return "\n".join(lines[1:]) if lines and lines[0].startswith("# ") else text

    def shows_samples(self, problem: AnyProblem) -> bool:
        """Whether a heading of the statement names its samples."""
        text = statement(_ours(problem))
        return any(line.startswith("#") and "sample" in line.lower() for line in text.split("\n"))

    def case_count(self, problem: AnyProblem) -> int:
        """tests.yaml's cases and the generated ones (counted from the recipes)."""
        return case_count(_ours(problem))

    def data_files(self, problem: AnyProblem) -> list[Path]:
        """problem.yaml, tests.yaml, the generated test data and the checker (those that
        exist): the problem's limits are in problem.yaml."""
        ours = _ours(problem)
        files = [ours.path / "problem.yaml", ours.tests_path, ours.path / "checker.py"]
        if ours.testdata_dir.is_dir():
            files += sorted(ours.testdata_dir.glob("*.yaml"))
        return [path for path in files if path.is_file()]

    def data_hash(self, problem: AnyProblem) -> str:
        """The files' names and bytes, hashed in order."""
        import hashlib  # late: OpenSSL's load; only contests hash a problem's data (Start-up)

        digest = hashlib.sha256()
        for path in self.data_files(problem):
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
        return digest.hexdigest()

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        """Its own: every problem of ours has one."""
        return problem, ""

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        """The header and the statement (catalog.show)."""
        return show_problem(_ours(problem), lang)

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        """solution.py or solution.cpp, exactly as stored."""
        return reference_source(_ours(problem), language)

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        """The problem as a Kattis package (legacy unless told)."""
        # Late: only `judge export` needs the Kattis writer (DESIGN.md, Start-up).
        from judge.kattis.export import export_problem

        return export_problem(_ours(problem), out, version or "legacy")

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        """The package zipped, with problem.txt (the statement with samples) for DOMjudge."""
        from judge.kattis.export import zip_package  # late: as `export`

        return zip_package(_ours(problem), folder)

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        """The set's checks on each problem, as one table."""
        # Late: only `judge verify` needs the checks and what they run.
        from judge.problemset.verify import VerifyOptions, exit_status, format_table, verify

        say = request.say
        reports = []
        sets: dict[Path, list[str]] = {}  # each set's problems, verified together
        for problem in map(_ours, problems):
            sets.setdefault(problem.root, []).append(problem.id)
        for root, ids in sets.items():
            reports += verify(
                root,
                ids,
                request.cache_dir,
                VerifyOptions(request.count, request.jobs or all_cores()),
                progress=request.progress,
                on_report=None
                if say is None
                else lambda r: say(f"  {r.problem}: {r.status} ({r.seconds:.1f} s)"),
            )
        return Verified(format_table(reports), exit_status(reports))

    def stress_refusal(self, problem: AnyProblem) -> str:
        """Its generator.py, where it has none (the validator and the reference every
        problem has)."""
        generator = _ours(problem).path / "generator.py"
        return "" if generator.is_file() else f"{generator}: missing (stress makes its inputs)"

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        """What its validator.py's validate() raises for `text` ("" when it returns)."""
        why = _ours(problem).code.rejection(text)
        return "" if why is None else f"{problem.id}/validator.py: {why}"

    def for_stress(self, problem: AnyProblem) -> Problem:
        """The problem itself, where it has a generator."""
        refusal = self.stress_refusal(problem)
        if refusal:
            raise JudgeError(refusal)
        return _ours(problem)

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        """Itself: its cases are files."""
        return problem


def _ours(problem: AnyProblem) -> Problem:
    """`problem`, which the registry gave this format: one of ours."""
    assert isinstance(problem, Problem), problem.format_name
    return problem


FORMAT: ProblemFormat = OwnFormat()
