"""Plain test data through the commands: judged, shown, verified, zipped, exported as a Kattis
package and judged again there, and in a contest."""

from __future__ import annotations

import zipfile
from pathlib import Path

from contest.contest_helpers import make_root
from judge.formats.registry import format_at, format_for
from judge.kattis.package import load_package
from support import run_cli

ADD = "a, b = map(int, input().split())\nprint(a + b)\n"
WRONG = "input()\nprint(2)\n"


def plain_folder(base: Path, yaml: str | None = None, name: str = "adder") -> Path:
    """Three tests in natural order (1, 2, 10), one with CRLF line ends."""
    folder = base / name
    folder.mkdir(parents=True)
    for i in (1, 2, 10):
        end = "\r\n" if i == 2 else "\n"
        (folder / f"{i}.in").write_bytes(f"{i} {i}{end}".encode())
        (folder / f"{i}.out").write_bytes(f"{2 * i}{end}".encode())
    if yaml is not None:
        (folder / "problem.yaml").write_text(yaml)
    return folder


def _source(base: Path, name: str, text: str) -> Path:
    path = base / name
    path.write_text(text)
    return path


def _zipped(folder: Path, archive: Path, prefix: str = "") -> Path:
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted(folder.rglob("*")):
            out.write(path, prefix + path.relative_to(folder).as_posix())
    return archive


def test_a_folder_of_pairs_is_plain_and_judged_in_natural_order(tmp_path):
    folder = plain_folder(tmp_path)
    assert format_for(folder).name == "plain"
    ran = run_cli("run", folder, _source(tmp_path, "add.py", ADD))
    assert ran.exit_code == 0, ran.output
    assert "3/3 passed" in ran.output
    lines = [line.split()[0] for line in ran.output.splitlines() if " AC " in line]
    assert lines[:3] == ["1", "2", "10"]
    assert "no time limit given: 1 s assumed" in ran.output
    assert "256 MiB assumed" in ran.output
    wrong = run_cli("run", folder, _source(tmp_path, "wrong.py", WRONG))
    assert wrong.exit_code == 1 and "WA" in wrong.output


def test_limits_and_checker_come_from_problem_yaml_or_the_options(tmp_path):
    folder = plain_folder(tmp_path, "name: Adder\ntime_limit: 2\nmemory_limit: 64\n")
    assert format_for(folder).name == "plain"  # a problem.yaml, but no data/: not Kattis
    ran = run_cli("run", folder, _source(tmp_path, "add.py", ADD))
    assert ran.exit_code == 0 and "adder: Adder" in ran.output and "assumed" not in ran.output
    bare = plain_folder(tmp_path, name="bare")
    ran = run_cli("run", "--time-limit", "3", bare, tmp_path / "add.py")
    assert ran.exit_code == 0 and "s assumed" not in ran.output, ran.output


def test_show_says_there_is_no_statement_and_verify_what_it_checked(tmp_path):
    folder = plain_folder(tmp_path, "checker: float\nfloat_tolerance: 0.01\n")
    shown = run_cli("show", folder)
    assert shown.exit_code == 0, shown.output
    assert "format: plain test data" in shown.output
    assert "checker: float (tolerance 0.01)" in shown.output
    assert "tests: 3 (1 to 10)" in shown.output
    assert "No statement" in shown.output
    verified = run_cli("verify", folder)
    assert verified.exit_code == 0, verified.output
    assert "OK: 3 test(s) paired and read as text" in verified.output
    assert "not checked: the answers" in verified.output
    (folder / "10.out").write_bytes(b"\xff\n")
    failed = run_cli("verify", folder)
    assert failed.exit_code == 1 and "FAIL 10" in failed.output and "not UTF-8" in failed.output


def test_an_unpaired_file_is_refused_by_name(tmp_path):
    folder = plain_folder(tmp_path)
    (folder / "2.out").unlink()
    ran = run_cli("run", folder, _source(tmp_path, "add.py", ADD))
    assert ran.exit_code == 2
    assert f"{folder / '2.in'}: an input without its answer (2.out or 2.ans)" in ran.output
    assert "Traceback" not in ran.output


def test_a_zip_of_input_and_output_folders_is_plain(tmp_path):
    source = tmp_path / "src"
    for i in (1, 2):
        (source / "input").mkdir(parents=True, exist_ok=True)
        (source / "output").mkdir(exist_ok=True)
        (source / "input" / f"{i}.txt").write_text(f"{i} 1\n")
        (source / "output" / f"{i}.txt").write_text(f"{i + 1}\n")
    archive = _zipped(source, tmp_path / "inc.zip", prefix="inc/")
    assert format_at(archive) is not None and format_at(archive).name == "plain"
    ran = run_cli("run", archive, _source(tmp_path, "add.py", ADD))
    assert ran.exit_code == 0 and "2/2 passed" in ran.output, ran.output
    assert "inc: inc" in ran.output


def test_exported_as_a_kattis_package_it_judges_the_same(tmp_path):
    folder = plain_folder(tmp_path, "name: Adder\ntime_limit: 2\n")
    out = tmp_path / "out"
    exported = run_cli("export", folder, out)
    assert exported.exit_code == 0, exported.output
    package = load_package(out / "adder")
    assert (package.title_in("en"), package.time_limit) == ("Adder", 2.0)
    assert "case_sensitive" in package.validator_flags
    assert [c.input for c in package.cases()] == ["1 1\n", "2 2\r\n", "10 10\n"]
    ran = run_cli("run", out / "adder", _source(tmp_path, "add.py", ADD))
    assert ran.exit_code == 0 and "3/3 passed" in ran.output, ran.output


def test_a_contest_of_plain_data(tmp_path):
    root = make_root(tmp_path)
    folder = plain_folder(tmp_path, "time_limit: 1\n")
    made = run_cli("contest", "new", "pl", "--problems", folder, "--duration", "1:00:00", root=root)
    assert made.exit_code == 0, made.output
    assert "problems A adder" in made.output
    assert run_cli("contest", "start", "pl", "--as", "me", root=root).exit_code == 0
    submitted = run_cli("contest", "submit", "pl", "A", _source(tmp_path, "a.py", ADD), root=root)
    assert submitted.exit_code == 0 and ": AC" in submitted.output, submitted.output
