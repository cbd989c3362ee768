"""Grading a Kattis package's results on its test groups: the legacy default grader and
testdata.yaml's on_reject (which problemtools applies to 2023-07 packages too), and 2023-07's
score aggregation. Results are made up here: what is graded is the rules, not the runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.errors import JudgeError
from judge.judging.verdict import CaseResult, Grade, GroupGrade, Score, Verdict
from judge.kattis.grading import Outcome, default_grader
from judge.kattis.package import load_package

EXAMPLES = FIXTURES / "kattis" / "problemtools"
AC, WA, TLE, RE, MLE = Verdict.AC, Verdict.WA, Verdict.TLE, Verdict.RE, Verdict.MLE


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def cases(*names: str) -> dict[str, str]:
    return {f"data/{n}.{ext}": "1\n" for n in names for ext in ("in", "ans")}


def graded(
    package: Path,
    verdicts: dict[str, Verdict],
    cache_dir: Path,
    scores: dict[str, Score] | None = None,
) -> tuple[list[str], Grade]:
    """The cases judged in order as the package's grading resumes them, given each case's
    verdict; (the names judged, the grade)."""
    problem = load_package(package)
    all_cases = problem.cases()
    grading = problem.grading(all_cases, cache_dir)
    results: list[CaseResult] = []
    while (stretch := grading.next_cases(results)) is not None:
        start, end = stretch
        assert len(results) <= start < end
        results += [
            CaseResult(case.name, Verdict.SKIPPED) for case in all_cases[len(results) : start]
        ]
        for case in all_cases[start:end]:
            verdict = verdicts.get(case.name, AC)
            results.append(CaseResult(case.name, verdict, score=(scores or {}).get(case.name)))
            if verdict is not AC:
                break
    results += [CaseResult(case.name, Verdict.SKIPPED) for case in all_cases[len(results) :]]
    judged = [r.name for r in results if r.verdict is not Verdict.SKIPPED]
    return judged, grading.grade(results)


@pytest.mark.parametrize(
    "flags, verdicts, expected",
    [
        ((), (AC, WA, TLE), (TLE, 1.0)),  # worst_error and sum by default
        (("first_error",), (AC, WA, TLE), (WA, 1.0)),
        (("always_accept", "avg"), (AC, WA, TLE), (AC, 1 / 3)),
        (("accept_if_any_accepted", "max"), (AC, WA, TLE), (AC, 1.0)),
        (("accept_if_any_accepted",), (WA, RE), (RE, 0.0)),
        (("first_error", "worst_error", "min"), (AC, WA, MLE), (MLE, 0.0)),  # the last mode wins
        (("ignore_sample",), (WA, AC), (AC, 1.0)),
    ],
)
def test_the_default_grader(flags, verdicts, expected):
    outcomes = [Outcome(v, 1.0 if v is AC else 0.0) for v in verdicts]
    result = default_grader(outcomes, flags)
    assert (result.verdict, pytest.approx(result.score)) == expected


def test_first_error_by_default_and_on_reject_per_group(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\n",
            **cases("sample/1", "secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2", "secret/c"),
        },
    )
    judged, grade = graded(package, {"secret/a/1": WA}, cache_dir)
    assert judged == ["sample/1", "secret/a/1"] and grade == Grade(WA)
    # Continuing in secret: each group still breaks at its first error, the worst one wins.
    write(
        package,
        {
            "data/secret/testdata.yaml": "on_reject: continue\n",
            "data/secret/a/testdata.yaml": "on_reject: break\n",
            "data/secret/b/testdata.yaml": "on_reject: break\n",
        },
    )
    judged, grade = graded(package, {"secret/a/1": WA, "secret/b/2": TLE}, cache_dir)
    assert judged == ["sample/1", "secret/a/1", "secret/b/1", "secret/b/2", "secret/c"]
    assert grade == Grade(TLE)


def test_scores_of_a_legacy_scoring_problem(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\ntype: scoring\n",
            "data/testdata.yaml": "on_reject: continue\ngrader_flags: ignore_sample\n",
            "data/secret/testdata.yaml": "on_reject: continue\ngrader_flags: first_error accept_if_any_accepted\n",
            "data/secret/g1/testdata.yaml": "on_reject: break\naccept_score: 30\ngrader_flags: min\n",
            "data/secret/g2/testdata.yaml": "on_reject: break\naccept_score: 70\ngrader_flags: min\n",
            **cases("sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/1", "secret/g2/2"),
        },
    )
    # Each group of secret is a subtask; the most it scores is its accept_score (min).
    full = (GroupGrade("g1", AC, 30.0, 30.0), GroupGrade("g2", AC, 70.0, 70.0))
    assert graded(package, {}, cache_dir)[1] == Grade(AC, 100.0, 100.0, full)
    judged, grade = graded(package, {"secret/g2/1": WA}, cache_dir)
    assert grade == Grade(AC, 30.0, 100.0, (full[0], GroupGrade("g2", WA, 0.0, 70.0)))
    assert "secret/g2/2" not in judged  # g2 breaks
    grade = graded(package, {"secret/g1/2": WA, "secret/g2/1": TLE}, cache_dir)[1]
    assert grade == Grade(
        WA, None, 100.0, (GroupGrade("g1", WA, 0.0, 30.0), GroupGrade("g2", TLE, 0.0, 70.0))
    )


def test_validator_scores_replace_accept_score(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\ntype: scoring\nvalidation: custom score\n",
            "output_validators/v.py": "import sys; sys.exit(42)\n",
            "data/testdata.yaml": "on_reject: continue\ngrader_flags: ignore_sample\n",
            "data/secret/testdata.yaml": "on_reject: continue\ngrader_flags: avg\n",
            **cases("sample/1", "secret/1", "secret/2"),
        },
    )
    scores = {"secret/1": Score(10.0), "secret/2": Score(30.0)}
    # no range, no groups: the most is that of accept_score's 1 a case
    assert graded(package, {}, cache_dir, scores)[1] == Grade(AC, 20.0, 1.0)


def test_the_problemtools_oddecho_grading(cache_dir: Path):
    # subtask1 (n = 5) is 50 points, subtask2 the other 50; samples count for nothing.
    oddecho = EXAMPLES / "oddecho"
    one, two = GroupGrade("subtask1", AC, 50.0, 50.0), GroupGrade("subtask2", AC, 50.0, 50.0)
    assert graded(oddecho, {"sample/2": WA}, cache_dir)[1] == Grade(AC, 100.0, 100.0, (one, two))
    judged, grade = graded(oddecho, {"secret/subtask2/03": WA}, cache_dir)
    assert grade == Grade(AC, 50.0, 100.0, (one, GroupGrade("subtask2", WA, 0.0, 50.0)))
    assert "secret/subtask2/04" not in judged
    grade = graded(oddecho, {"secret/subtask1/1": RE, "secret/subtask2/1": WA}, cache_dir)[1]
    assert (grade.verdict, grade.score, [(g.verdict, g.score) for g in grade.groups]) == (
        RE,
        None,
        [(RE, 0.0), (WA, 0.0)],
    )


def test_2023_07_score_aggregation(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: P\ntype: scoring\n",
            "data/secret/a/test_group.yaml": "max_score: 20\n",  # pass-fail: all or nothing
            "data/secret/b/test_group.yaml": "max_score: 30\nscore_aggregation: sum\n",
            "data/secret/c/test_group.yaml": "max_score: 50\nscore_aggregation: min\n"
            "require_pass: secret/a\n",
            **cases(
                "sample/1",
                "secret/a/1",
                "secret/a/2",
                "secret/b/1",
                "secret/b/2",
                "secret/b/3",
                "secret/c/1",
                "secret/c/2",
            ),
        },
    )
    a, b, c = (GroupGrade(n, AC, most, most) for n, most in (("a", 20), ("b", 30), ("c", 50)))
    assert graded(package, {}, cache_dir)[1] == Grade(AC, 100.0, 100.0, (a, b, c))
    # A failed sample scores nothing but stops nothing; b sums what its cases earn.
    judged, grade = graded(package, {"sample/1": WA, "secret/b/2": WA}, cache_dir)
    assert grade == Grade(WA, 90.0, 100.0, (a, GroupGrade("b", WA, 20.0, 30.0), c))
    assert "secret/b/3" in judged
    # c requires a: a failed, so c is not judged, and scores 0 with a.
    judged, grade = graded(package, {"secret/a/1": WA}, cache_dir)
    not_run = GroupGrade("c", Verdict.SKIPPED, 0.0, 50.0)
    assert grade == Grade(WA, 30.0, 100.0, (GroupGrade("a", WA, 0.0, 20.0), b, not_run))
    assert "secret/a/2" not in judged and not any(n.startswith("secret/c") for n in judged)
    # min: a fraction from score_multiplier.txt; a failed case makes it 0.
    scores = {"secret/c/1": Score(0.5, multiplier=True)}
    grade = graded(package, {}, cache_dir, scores)[1]
    assert (grade.score, grade.groups[2]) == (75.0, GroupGrade("c", AC, 25.0, 50.0))
    grade = graded(package, {"secret/c/2": TLE}, cache_dir)[1]
    assert (grade.verdict, grade.score, grade.groups[2]) == (
        TLE,
        50.0,
        GroupGrade("c", TLE, 0.0, 50.0),
    )


def test_2023_07_errors_name_the_group(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: P\ntype: scoring\n",
            "data/secret/a/test_group.yaml": "score_aggregation: sum\n",
            **cases("secret/a/1"),
        },
    )
    with pytest.raises(
        JudgeError,
        match=r"a/test_group.yaml: a group of a secret with "
        r"max_score 100 needs a max_score of its own",
    ):
        graded(package, {}, cache_dir)
    write(package, {"data/secret/test_group.yaml": "max_score: unbounded\n"})
    with pytest.raises(JudgeError, match=r"no score\.txt for an accepted case"):
        graded(package, {}, cache_dir)
    grade = graded(package, {}, cache_dir, {"secret/a/1": Score(7.5)})[1]
    assert grade == Grade(AC, 7.5, None, (GroupGrade("a", AC, 7.5, None),))


def test_bad_testdata_yaml_is_a_plain_error(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\n",
            "data/secret/testdata.yaml": "on_reject: maybe\n",
            **cases("secret/1"),
        },
    )
    with pytest.raises(
        JudgeError,
        match=r"secret/testdata.yaml: on_reject must be break or "
        r"continue, got 'maybe'",
    ):
        graded(package, {}, cache_dir)


def test_a_custom_grader_program(tmp_path: Path, cache_dir: Path):
    package = write(
        tmp_path / "p",
        {
            "problem.yaml": "name: P\ntype: scoring\n",
            "graders/grade.py": "import sys\nlines = sys.stdin.read().split('\\n')\n"
            "ok = sum(1 for l in lines if l.startswith('AC'))\n"
            "print('AC' if ok else 'WA', 7 * ok)\n",
            "data/testdata.yaml": "on_reject: continue\ngrading: custom\n",
            "data/secret/testdata.yaml": "on_reject: continue\ngrading: custom\n",
            **cases("secret/1", "secret/2"),
        },
    )
    # secret: 2 accepted -> AC 14; data: its one sub-result is AC -> AC 7.
    assert graded(package, {}, cache_dir)[1] == Grade(AC, 7.0)
    write(package, {"graders/grade.py": "print('nonsense')\n"})
    with pytest.raises(JudgeError, match=r"grader p/graders/grade.py wrote 'nonsense"):
        graded(package, {}, cache_dir)
