"""`judge init DIR`, and the installed set's refusals, as the command line gives them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.problemset import layout
from support import run_cli


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the fixtures' set, standing for the set installed with judge."""
    root = tmp_path / "site-packages" / "bundled"
    shutil.copytree(FIXTURES / "problems", root / "problems")
    monkeypatch.setattr(layout, "BUNDLED", root.resolve())
    monkeypatch.setattr(layout, "SHIPPED", (root.resolve(),))
    monkeypatch.delenv("JUDGE_ROOT", raising=False)
    monkeypatch.chdir(tmp_path)
    return root.resolve()


def test_init_copies_the_installed_set_out(installed: Path, tmp_path: Path, monkeypatch) -> None:
    done = run_cli("init", "mine")
    count = len(layout.problem_ids(installed))
    assert done.exit_code == 0, done.output
    assert (
        done.stdout
        == f"copied {count} problems from {installed} to mine; now: cd mine && judge list\n"
    )
    monkeypatch.chdir(tmp_path / "mine")
    listed = run_cli("list")
    assert listed.exit_code == 0 and listed.stderr == "" and "aplusb" in listed.stdout
    again = run_cli("init", tmp_path / "mine")
    assert again.exit_code == 2 and again.stdout == ""
    assert again.stderr.startswith(f"judge: error: {tmp_path / 'mine'}: not empty")


@pytest.mark.parametrize(
    ("args", "command"),
    [
        (["gen", "aplusb"], "judge gen"),
        (
            ["contest", "new", "c", "--problems", "aplusb", "--duration", "1:00:00"],
            "judge contest new",
        ),
    ],
)
def test_the_installed_set_refuses_what_would_write_into_it(installed: Path, args, command) -> None:
    done = run_cli(*args)
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith(
        f"judge: error: {installed}: the problem set installed with judge"
    )
    assert f"so {command} cannot write there" in done.stderr and "judge init DIR" in done.stderr
    assert not (installed / "contests").exists()
    assert sorted(p.name for p in installed.iterdir()) == ["problems"]
