"""Real packages written by others, judged as their folders (or DOMjudge's
`@EXPECTED_RESULTS@` comments) say: DOMjudge's example problems (problemtools' examples and
GCPC's are in kattis/test_export.py), the interactive `boolfind` and problemtools' `guess`,
plain and isolated; and, when JUDGE_KATTIS_CORPUS names a folder of packages (a
contest archive or several), every one of them."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES, FULL_PROOFS, REPO
from support import run_cli

KATTIS = FIXTURES / "kattis"
DOMJUDGE = KATTIS / "domjudge"


def submission_lines(output: str) -> dict[str, str]:
    lines = {}
    for line in output.splitlines():
        match = re.match(r"^    (\S+/\S+)\s+(.*)$", line)
        if match:
            lines[match.group(1)] = match.group(2)
    return lines


# What each submission of DOMjudge's hello gets, by its folder or its @EXPECTED_RESULTS@.
HELLO = {
    "accepted/test-hello.c": "AC",
    "accepted/test-hello.py": "AC",
    "accepted/multifile-py": "AC",
    "accepted/test-hello.java": "AC",
    "wrong_answer/test-float.c": "WA",
    "wrong_answer/test-output-nonewline.c": "WA",
    "run_time_error/test-exitcode.c": "RTE",
    "run_time_error/test-sigsegv.c": "RTE",
    "run_time_error/test-exitcode.py": "RTE",
    "time_limit_exceeded/test-timelimit.c": "TLE",
    "compiler_error/test-compile-error.c": "CE",
    "compiler_error/test-compile-error.py": "CE",  # Python's compiler rejects it, as py_compile
    "no_output/test-no-output.c": "WA",  # NO-OUTPUT: a wrong answer to Kattis
    "output_limit/test-correct-output-exceeded.cc": "OLE",
}


@pytest.mark.slow
def test_domjudge_hello_samples_only():
    result = run_cli("verify", DOMJUDGE / "hello")
    assert result.exit_code == 0, result.output
    assert "warning: data/secret: missing: judged on the samples only" in result.output
    lines = submission_lines(result.output)
    for submission, verdict in HELLO.items():
        assert lines[submission].startswith(verdict), (submission, lines[submission])
        assert lines[submission].endswith("ok"), (submission, lines[submission])
    assert set(lines) == set(HELLO)


@pytest.mark.slow
def test_domjudge_fltcmp_float_tolerance():
    result = run_cli("verify", DOMJUDGE / "fltcmp")
    assert result.exit_code == 0, result.output
    lines = submission_lines(result.output)
    correct = lines["accepted/fltcmp-test-correct.c"]
    assert correct.startswith("AC") and correct.endswith("ok")
    for wrong in ("wrong_answer/fltcmp-test-wrong1.c", "wrong_answer/fltcmp-test-wrong2.c"):
        assert lines[wrong].startswith("WA on sample/1") and lines[wrong].endswith("ok")
    assert all(
        "skipped: R is not a language judge runs" in status
        for name, status in lines.items()
        if name.endswith(".R")
    )


INTERACTIVE = {DOMJUDGE / "boolfind": 15, KATTIS / "problemtools" / "guess": 12}


@pytest.mark.slow
@pytest.mark.parametrize(
    "package",
    # boolfind's TLE submissions wait out its time limit; guess computes
    [pytest.param(p, marks=pytest.mark.waits) if p.name == "boolfind" else p for p in INTERACTIVE],
    ids=lambda p: p.name,
)
def test_interactive_packages_every_submission_as_its_folder_says(package: Path, tmp_path: Path):
    expected = INTERACTIVE[package]
    if package.name == "boolfind" and not FULL_PROOFS:
        # Its three TLE submissions loop (one waits) until its 5 s limit: in CI, 2 s, the limit
        # the isolated test below judges every one of its submissions under too.
        package = Path(shutil.copytree(package, tmp_path / package.name))
        (package / ".timelimit").write_text("2\n")
    shown = run_cli("show", package)
    assert shown.exit_code == 0 and "interactive" in shown.output, shown.output
    assert "not judged" not in shown.output
    result = run_cli("verify", package, "-j", "2")
    assert result.exit_code == 0, result.output
    judged = {
        name: status
        for name, status in submission_lines(result.output).items()
        if not status.startswith("skipped")
    }
    assert len(judged) == expected, result.output
    assert all(status.endswith(" ok") for status in judged.values()), result.output


# judge's verdicts the official folders permit (judge run says RE or MLE where Kattis says RTE)
FOLDER_VERDICTS = {
    "accepted": {"AC"},
    "wrong_answer": {"WA"},
    "time_limit_exceeded": {"TLE"},
    "run_time_error": {"RE", "MLE"},
}


def isolation_works(cache_dir: Path) -> None:
    from judge.errors import JudgeError
    from judge.run.helper.sandbox import helper_path
    from judge.run.isolation.session import Isolation

    try:
        Isolation(helper_path(cache_dir)).close()
    except JudgeError as exc:
        pytest.skip(f"isolation unavailable here: {exc}")


@pytest.mark.waits
@pytest.mark.slow
@pytest.mark.parametrize(
    "package, time_limit",
    [(DOMJUDGE / "boolfind", "2"), (KATTIS / "problemtools" / "guess", "1")],
    ids=["boolfind", "guess"],
)
def test_interactive_packages_isolated(package: Path, time_limit: str, cache_dir: Path):
    """Each submission of an official folder, judged isolated (`judge run --isolate`), gets
    a verdict its folder permits."""
    isolation_works(cache_dir)
    wrong = []
    for folder, verdicts in FOLDER_VERDICTS.items():
        for submission in sorted((package / "submissions" / folder).glob("*")):
            if submission.suffix not in (".c", ".cc", ".py", ".java"):
                continue
            result = run_cli(
                "run", package, submission, "--isolate", "--json", "--time-limit", time_limit
            )
            verdict = (
                json.loads(result.output)["verdict"]
                if result.output.startswith("{")
                else result.output
            )
            if verdict not in verdicts:
                wrong.append(f"{folder}/{submission.name}: {verdict}")
    assert not wrong, "\n".join(wrong)


CORPUS = os.environ.get("JUDGE_KATTIS_CORPUS")


def corpus_packages() -> list[Path]:
    """The package folders under JUDGE_KATTIS_CORPUS (at most two levels down)."""
    if not CORPUS:
        return []
    base = Path(CORPUS)
    found = [
        p.parent
        for p in sorted(base.glob("problem.yaml"))
        + sorted(base.glob("*/problem.yaml"))
        + sorted(base.glob("*/*/problem.yaml"))
    ]
    return found


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS, reason="JUDGE_KATTIS_CORPUS names no folder of packages")
@pytest.mark.parametrize("package", corpus_packages(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_corpus_of_real_packages(package: Path):
    """Every submission judge runs gets what its folder (or annotation) says; packages judge
    cannot judge yet (multi-pass) are refused plainly."""
    result = run_cli("verify", package, "-j", "1", root=REPO)
    if "problems are not supported yet" in result.output:
        assert result.exit_code == 2 and "Traceback" not in result.output
        pytest.skip(result.output.strip().splitlines()[-1])
    failed = [
        f"{name}: {status}"
        for name, status in submission_lines(result.output).items()
        if "FAIL" in status
    ]
    assert result.exit_code == 0 and not failed, "\n".join(failed) or result.output


# A partially accepted submission whose file name ends with a number is labelled by its authors
# with the score it earns (the Swedish olympiad's `eae75.cpp`, `gustav_40.cpp`, `ps60.c`).
_LABELLED = re.compile(r"[^0-9]([0-9]{2,})$")


def _labelled_submissions(package: Path) -> list[tuple[Path, float]]:
    """(submission, the score it should earn): each accepted one the most the package gives
    (its root's range, secret's max_score), each labelled partially accepted one its label;
    Python files are left out (an olympiad's are Python 2 as often as 3; judge runs 3)."""
    found = []
    folder = package / "submissions"
    for sub, label in (("accepted", None), ("partially_accepted", True)):
        for path in sorted((folder / sub).glob("*")) if (folder / sub).is_dir() else []:
            match = _LABELLED.search(path.stem)
            if not path.is_file() or (label and match is None):
                continue
            if path.suffix == ".py":  # Python 2 there, as often as 3: judge runs 3 only
                continue
            found.append((path, float(match.group(1)) if label and match else -1.0))
    return found


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS, reason="JUDGE_KATTIS_CORPUS names no folder of packages")
@pytest.mark.parametrize("package", corpus_packages(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_corpus_s_scores_are_those_its_authors_label(package: Path):
    """On a corpus's scoring packages (an olympiad's, graded by its subtasks), every accepted
    submission scores the most there is, and every partially accepted one that its file
    name labels with a score earns exactly it; its subtasks' points add up to its score."""
    if "scoring" not in (package / "problem.yaml").read_text():
        pytest.skip("not a scoring package")
    wrong = []
    for submission, want in _labelled_submissions(package):
        result = run_cli("run", str(package), str(submission), "--json", root=REPO)
        data = json.loads(result.output.splitlines()[-1])
        want = data.get("max_score") if want < 0 else want
        got = data.get("score")
        groups = data.get("groups", [])
        if got != want or (groups and sum(g["score"] or 0 for g in groups) != got):
            wrong.append(f"{submission.name}: score {got}, labelled {want}; subtasks {groups}")
    assert not wrong, "\n".join(wrong)
