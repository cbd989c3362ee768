"""A package's folder read as untrusted input (judge.package_tree): links out of it, devices and
FIFOs refused by every command that reads a package, before anything of it is read or copied;
its files read with a size bound; its test data read case by case, not all at its load."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge import package_tree
from judge.errors import JudgeError
from judge.formats.registry import problem_at
from judge.package_tree import check_tree, read_limited
from support import run_cli

HELLO = FIXTURES / "kattis" / "problemtools" / "hello"
ODDECHO = FIXTURES / "kattis" / "problemtools" / "oddecho"  # links inside itself


def _package(tmp_path: Path, source: Path = HELLO) -> Path:
    folder = tmp_path / "packages" / source.name
    shutil.copytree(source, folder, symlinks=True)
    return folder


def _secret(tmp_path: Path) -> Path:
    private = tmp_path / "private"
    private.mkdir()
    (private / "answer.txt").write_text("the jury's secret\n")
    return private / "answer.txt"


def test_links_inside_a_package_are_followed(cache_dir):
    assert any(path.is_symlink() for path in ODDECHO.rglob("*"))
    check_tree(ODDECHO)
    assert problem_at(ODDECHO, cache_dir).cases()


@pytest.mark.parametrize("command", [["run"], ["show"], ["export", "OUT"], ["verify"]])
def test_a_link_out_of_the_package_is_refused_by_every_command(tmp_path, command):
    folder = _package(tmp_path)
    answer = folder / "data" / "secret" / "hello.ans"
    answer.unlink()
    answer.symlink_to(_secret(tmp_path))
    args = [str(tmp_path / "out") if word == "OUT" else word for word in command]
    result = run_cli(args[0], folder, *args[1:])
    assert result.exit_code == 2, result.output
    assert f"{answer}: a link leading out of the package" in result.output
    assert "the jury's secret" not in result.output
    assert not (tmp_path / "out").exists()


def test_a_contest_refuses_a_package_linking_out_before_copying_it(tmp_path):
    folder = _package(tmp_path)
    (folder / "data" / "sample").mkdir()
    (folder / "data" / "sample" / "1.in").write_text("\n")
    (folder / "data" / "sample" / "1.ans").symlink_to(_secret(tmp_path))
    root = tmp_path / "set"
    shutil.copytree(FIXTURES / "problems", root / "problems")
    result = run_cli(
        "contest", "new", "c", "--problems", folder, "--duration", "1:00:00", root=root
    )
    assert result.exit_code == 2, result.output
    assert "a link leading out of the package" in result.output
    assert not (root / "contests" / "c").exists()


def test_a_link_to_a_device_is_refused_and_nothing_is_read(tmp_path):
    folder = _package(tmp_path)
    statement = folder / "problem_statement" / "problem.en.tex"
    statement.unlink()
    statement.symlink_to("/dev/zero")
    result = run_cli("show", folder)
    assert result.exit_code == 2 and f"{statement}: a link leading out" in result.output


def test_a_fifo_in_a_package_is_refused_without_waiting_on_it(tmp_path):
    folder = _package(tmp_path)
    fifo = folder / "problem_statement" / "problem.en.tex"
    fifo.unlink()
    os.mkfifo(fifo)
    result = run_cli("show", folder)  # a read of the FIFO would wait for a writer forever
    assert result.exit_code == 2 and f"{fifo}: not a regular file" in result.output


def test_a_link_that_leads_nowhere_is_refused(tmp_path):
    folder = _package(tmp_path)
    (folder / "data" / "secret" / "x.in").symlink_to(folder / "nothing")
    with pytest.raises(JudgeError, match=r"x\.in: a link that leads nowhere"):
        check_tree(folder)


def test_files_are_read_with_a_bound(tmp_path, monkeypatch):
    big = tmp_path / "big.ans"
    big.write_bytes(b"1" * 2048)
    assert read_limited(big, 4096) == b"1" * 2048
    with pytest.raises(JudgeError, match=r"big\.ans: larger than 0 MiB, more than judge reads"):
        read_limited(big, 1024)
    folder = _package(tmp_path)
    monkeypatch.setattr(package_tree, "CASE_LIMIT", 4)
    (folder / "data" / "secret" / "hello.ans").write_text("Hello World!\n")
    result = run_cli("run", folder)
    assert result.exit_code == 2 and "hello.ans: larger than" in result.output


def test_a_packages_test_data_is_read_case_by_case(tmp_path, cache_dir):
    """Listing a package's cases reads none of its data: a case is read when it is judged
    or shown (`judge run --samples` reads the samples only)."""
    folder = _package(tmp_path)
    (folder / "data" / "sample").mkdir()
    (folder / "data" / "sample" / "1.in").write_text("\n")
    (folder / "data" / "sample" / "1.ans").write_text("Hello World!\n")
    secret = folder / "data" / "secret" / "hello.ans"
    problem = problem_at(folder, cache_dir)
    cases = problem.cases()
    secret.write_bytes(b"\xff not UTF-8")  # would fail any read of it from now on
    assert [case.name for case in cases] == ["sample/1", "secret/hello"]
    # (A time limit given: one computed would run the accepted submissions on every case.)
    result = run_cli("run", folder, "--samples", "--time-limit", "2")
    assert result.exit_code == 0, result.output
    result = run_cli("run", folder, "--time-limit", "2")
    assert result.exit_code == 2 and f"{secret}: not UTF-8 text" in result.output
