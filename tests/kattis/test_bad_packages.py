"""Packages as zips, and bad packages: one plain message naming the file and what is wrong
(exit status 2, no traceback) for a missing problem.yaml, a zip that cannot be read or holds
no package, and an output validator that does not build."""

from __future__ import annotations

import re
import shutil
import zipfile
from pathlib import Path

import pytest

from conftest import FIXTURES
from support import run_cli

FLTCMP = FIXTURES / "kattis" / "domjudge" / "fltcmp"


def zipped(folder: Path, archive: Path, prefix: str = "") -> Path:
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                out.write(path, prefix + path.relative_to(folder).as_posix())
    return archive


@pytest.mark.parametrize("prefix", ["", "fltcmp/"])
def test_a_zip_works_wherever_a_package_folder_does(tmp_path: Path, prefix: str):
    archive = zipped(FLTCMP, tmp_path / "fltcmp.zip", prefix)
    wrong = FLTCMP / "submissions/wrong_answer/fltcmp-test-wrong1.c"
    result = run_cli("run", archive, wrong)
    assert result.exit_code == 1, result.output
    assert result.output.startswith("fltcmp: Float special compare test\n")
    assert re.search(r"sample/1\s+WA", result.output)
    assert run_cli("show", archive).exit_code == 0


def test_bad_zips_are_plain_errors(tmp_path: Path):
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    result = run_cli("run", broken)
    assert result.exit_code == 2 and f"{broken}: not a readable zip file" in result.output
    assert "Traceback" not in result.output
    empty = tmp_path / "empty.zip"
    with zipfile.ZipFile(empty, "w") as out:
        out.writestr("data/secret/1.in", "1\n")
    result = run_cli("show", empty)
    assert result.exit_code == 2
    assert f"{empty}: not a Kattis package: no problem.yaml at its root" in result.output
    evil = tmp_path / "evil.zip"
    with zipfile.ZipFile(evil, "w") as out:
        out.writestr("problem.yaml", "name: Evil\n")
        out.writestr("../outside.txt", "x\n")
    result = run_cli("show", evil)
    assert result.exit_code == 2 and "'../outside.txt' would unpack outside" in result.output
    assert not (tmp_path / "outside.txt").exists()


def test_a_folder_without_problem_yaml(tmp_path: Path):
    folder = tmp_path / "nopackage"
    (folder / "data" / "secret").mkdir(parents=True)
    for command in ("run", "show", "verify"):
        result = run_cli(command, folder)
        assert result.exit_code == 2
        assert f"{folder}/problem.yaml: missing (a Kattis package has one)" in result.output


def test_an_output_validator_that_does_not_build(tmp_path: Path):
    package = shutil.copytree(FLTCMP, tmp_path / "fltcmp")
    (package / "problem.yaml").write_text("name: Broken validator\nvalidation: custom\n")
    (package / "output_validators").mkdir()
    (package / "output_validators" / "check.cpp").write_text("int main( { return 42; }\n")
    result = run_cli(
        "run", package, package / "submissions/accepted/fltcmp-test-correct.c", "--time-limit", "1"
    )
    assert result.exit_code == 2, result.output
    assert "fltcmp/output_validators/check.cpp: does not build" in result.output
    assert "Traceback" not in result.output
