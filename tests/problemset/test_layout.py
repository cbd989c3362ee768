"""Finding the problem set: from the current folder up, else the set that came with judge;
the installed set is read-only and says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, REPO
from judge.errors import JudgeError
from judge.problemset import layout


def a_set(folder: Path) -> Path:
    (folder / "problems").mkdir(parents=True)
    return folder


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A set standing for the one installed as judge's package data."""
    bundled = a_set(tmp_path / "site-packages" / "judge" / "problemset" / "bundled")
    monkeypatch.setattr(layout, "BUNDLED", bundled)
    monkeypatch.setattr(layout, "SHIPPED", (bundled,))
    return bundled


def test_the_set_here_or_above_wins(tmp_path: Path, installed: Path) -> None:
    here = a_set(tmp_path / "mine")
    (here / "problems" / "x").mkdir()
    assert layout.find_root(start=here / "problems" / "x") == here
    assert layout.shipped_note(here, start=here) is None


def test_outside_any_set_the_installed_one_is_used_and_said(
    tmp_path: Path, installed: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    root = layout.find_root(start=elsewhere)
    assert root == installed
    note = layout.shipped_note(root, start=elsewhere)
    assert note is not None and str(installed) in note and "judge init DIR" in note


def test_root_and_judge_root_still_win(tmp_path: Path, installed: Path) -> None:
    assert layout.find_root(str(FIXTURES), start=tmp_path) == FIXTURES.resolve()
    with pytest.raises(JudgeError, match="no problems/ folder there"):
        layout.find_root(str(tmp_path), start=tmp_path)


def test_no_set_anywhere_is_a_plain_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(layout, "SHIPPED", (tmp_path / "none",))
    with pytest.raises(JudgeError, match="none installed with judge"):
        layout.find_root(start=tmp_path)


def test_the_installed_set_refuses_writes(tmp_path: Path, installed: Path) -> None:
    with pytest.raises(JudgeError, match="read-only, so judge gen cannot write there") as raised:
        layout.check_writable(installed, "judge gen")
    assert "judge init DIR" in str(raised.value)
    layout.check_writable(a_set(tmp_path / "mine"), "judge gen")  # a set of one's own: fine


def test_a_source_tree_is_its_own_shipped_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # judge run from its checkout (an editable install, as the tests run it): no bundled/ in
    # the package, so the set beside judge/ itself, which is writable and says where it is.
    repo = REPO.resolve()
    assert (layout.BUNDLED, repo) == layout.SHIPPED
    monkeypatch.setattr(layout, "SHIPPED", (tmp_path / "no-bundled", repo))
    assert layout.find_root(start=tmp_path) == repo
    assert not layout.is_installed(repo)
    layout.check_writable(repo, "judge gen")
    assert layout.shipped_note(repo, start=tmp_path) == (
        f"using the problem set of judge's own source tree ({repo})"
    )
    assert layout.shipped_note(repo, start=repo / "problems") is None
