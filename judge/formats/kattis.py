"""The Kattis problem package format (legacy and 2023-07), as folders and zips: judge.kattis
reads, judges, shows, verifies and exports them; this module is its door (`ProblemFormat`)."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Sequence
from pathlib import Path

from judge.archives import is_zip, unpack, unpacked
from judge.errors import JudgeError
from judge.formats.protocol import (
    AnyProblem,
    ProblemFormat,
    Progress,
    Tools,
    Verified,
    VerifyRequest,
)
from judge.kattis.export import export_package, zip_folder
from judge.kattis.fingerprint import content_hash, package_files
from judge.kattis.listing import show_package, statement_markdown
from judge.kattis.package import KattisProblem, load_package
from judge.kattis.submissions import package_time_limit
from judge.kattis.verify import first_input_rejection, verify_package
from judge.package_tree import check_tree
from judge.parallel import default_jobs
from judge.problemset.problem import Problem


class KattisFormat:
    """Kattis problem packages (`ProblemFormat`)."""

    name = "kattis"

    def claims(self, path: Path) -> bool:
        """A folder with a problem.yaml, or a file named as a package zip (`.zip`, `.kpp`)."""
        return (path / "problem.yaml").is_file() if path.is_dir() else is_zip(path)

    def missing(self, path: Path) -> str:
        """Its problem.yaml."""
        return f"{path / 'problem.yaml'}: missing (a Kattis package has one)"

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        """The package; a zip unpacked once in the cache."""
        return load_package(unpacked(path, cache_dir) if path.is_file() else path)

    def install(self, path: Path, target: Path) -> None:
        """The folder copied (links followed no further than the package), a zip unpacked."""
        if path.is_file():
            unpack(path, target)
            return
        check_tree(path)  # before the copy, which follows links
        try:
            shutil.copytree(path, target, symlinks=False)
        except (OSError, shutil.Error) as exc:
            raise JudgeError(f"{path}: cannot copy the package: {exc}") from None

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        """A Markdown statement as it is, a LaTeX one as Markdown, a PDF named."""
        return statement_markdown(_package(problem), lang)

    def shows_samples(self, problem: AnyProblem) -> bool:
        """Never: the format's statements hold no sample data."""
        return False

    def case_count(self, problem: AnyProblem) -> int:
        """Every case of data/."""
        return _package(problem).case_count()

    def data_files(self, problem: AnyProblem) -> list[Path]:
        """Every file of the package."""
        return package_files(_package(problem).path)

    def data_hash(self, problem: AnyProblem) -> str:
        """The package's content hash, with the time limit it is judged with (which may come
        from outside it)."""
        package = _package(problem)
        digest = hashlib.sha256()
        digest.update(f"{content_hash(package.path)}\0time limit {package.time_limit!r}".encode())
        return digest.hexdigest()

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        """Its own, else computed from its accepted submissions as problemtools computes it
        (remembered by the package's content hash)."""
        package = _package(problem)
        if package.time_limit is not None:
            return package, ""
        package.check_judgeable()
        limit = package_time_limit(
            package, tools.cache_dir, tools.jobs, tools.progress, tools.isolate
        )
        return package.with_time_limit(limit.seconds, limit.source), limit.line(package.id)

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        """The header (format, limits and where the time limit comes from, validator,
        warnings), the statement and the samples."""
        package = _package(problem)
        limit = None
        if package.refusal is None:
            limit = package_time_limit(
                package, tools.cache_dir, tools.jobs, tools.progress, tools.isolate
            )
        return show_package(package, limit, lang, tools.cache_dir)

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        """None to show: a package's submissions are its own files."""
        raise JudgeError(
            f"{problem.id}: --solution is for this set's problems, not Kattis packages (its "
            f"submissions are in {_package(problem).path / 'submissions'})"
        )

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        """The package as it is, in its own format version."""
        return export_package(_package(problem), out, version)

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        """The exported folder zipped."""
        return zip_folder(folder)

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        """problemtools' checks on each package: input validators, answers, every example
        submission's verdict."""
        jobs = request.jobs or default_jobs()
        lines, status = [], 0
        for problem in problems:
            report = verify_package(_package(problem), request.cache_dir, jobs, request.progress)
            lines += report.lines
            status = max(status, 1 if report.failed else 0)
        return Verified("\n".join(lines), status)

    def stress_refusal(self, problem: AnyProblem) -> str:
        """Always: a package has no generator, validator and reference of judge's kind."""
        return (
            f"{problem.id}: stress needs the problem's generator, validator and "
            "reference (judge's own problem format); a Kattis package has none"
        )

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        """The first of its input validators that rejects `text`, with what it said, run
        with the secret data's flags ("" when each accepts it, or none can run here)."""
        return first_input_rejection(_package(problem), text, cache_dir)

    def for_stress(self, problem: AnyProblem) -> Problem:
        """Refused (`stress_refusal`)."""
        raise JudgeError(self.stress_refusal(problem))

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        """Itself: its cases are files."""
        return problem


def _package(problem: AnyProblem) -> KattisProblem:
    """`problem`, which the registry gave this format: a package."""
    assert isinstance(problem, KattisProblem), problem.format_name
    return problem


FORMAT: ProblemFormat = KattisFormat()
