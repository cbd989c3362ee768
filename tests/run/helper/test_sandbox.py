"""The helper is built from every one of its C files, rebuilt when any of them changes, and
every one of them ships with judge."""

from __future__ import annotations

import fnmatch
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import REPO
from judge.run.helper import sandbox


def test_every_source_of_the_helper_is_package_data():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["judge.run.helper"]
    sources = sandbox.helper_sources()
    assert {path.suffix for path in sources} == {".c", ".h"}
    unshipped = [p.name for p in sources if not any(fnmatch.fnmatch(p.name, x) for x in patterns)]
    assert unshipped == []


@pytest.mark.slow
def test_a_change_to_any_file_builds_a_new_helper(tmp_path, monkeypatch):
    folder = tmp_path / "helper"
    shutil.copytree(Path(sandbox.__file__).parent, folder, ignore=shutil.ignore_patterns("*.py*"))
    monkeypatch.setattr(sandbox, "_SOURCES", folder)
    first = sandbox.helper_path(tmp_path / "cache")
    assert sandbox.helper_path(tmp_path / "cache") == first  # cached
    with (folder / "box.h").open("a") as header:  # a header alone: no .c file changed
        header.write("/* a comment */\n")
    second = sandbox.helper_path(tmp_path / "cache")
    assert second != first
    probe = subprocess.run([str(second), "-P"], capture_output=True, text=True, check=True)
    assert probe.stdout.splitlines()[0].startswith("user ")
