"""A command needing what only an extra installs says which extra and the pip command, exit
status 2, never an ImportError; what the core installs runs every local command. The missing
modules are made missing here by an import hook (the packaging test, tests/distribution/, does it
for real: a virtual environment with the core alone)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from conftest import FIXTURES, REPO
from judge.cli import COMMANDS, EXTRA_MODULES, EXTRAS, install_command, needed_extra

OPTIONAL = sorted({module for modules in EXTRA_MODULES.values() for module in modules})

# judge's command line with some top-level modules impossible to import, as where their
# distributions are not installed.
WITHOUT = """
import sys
from importlib.abc import MetaPathFinder

blocked = set(sys.argv[1].split(","))

class Missing(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in blocked:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, Missing())
from judge.entry import main
main(sys.argv[2:])
"""


def judge_without(
    modules: list[str], *args: object, cwd: Path = REPO
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", WITHOUT, ",".join(modules), *map(str, args)]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def said(command: str, extra: str) -> str:
    return f"judge {command}: needs the {extra} extra: {install_command(extra)}\n"


@pytest.mark.parametrize(
    ("args", "command", "extra"),
    [
        (["serve", "mine"], "serve", "server"),
        (["serve", "--help"], "serve", "server"),
        (["worker", "--db", "sqlite:///x.db"], "worker", "contest"),
        (
            ["contest", "new", "c", "--problems", "aplusb", "--duration", "1:00:00"],
            "contest new",
            "contest",
        ),
        (["contest", "list"], "contest list", "contest"),
    ],
)
def test_a_command_of_an_extra_says_what_to_install(args, command, extra, tmp_path):
    done = judge_without(OPTIONAL, "--root", FIXTURES, *args, cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", said(command, extra))


def test_the_help_lists_them_with_their_extra():
    done = judge_without(OPTIONAL, "--help")
    assert done.returncode == 0, done.stderr
    lines = {line.split()[0]: line for line in done.stdout.splitlines() if line.startswith("  ")}
    assert set(COMMANDS) <= set(lines)
    assert (
        "needs the server extra" in lines["serve"] and "needs the contest extra" in lines["worker"]
    )
    assert "needs" not in lines["run"]


def test_postgresql_without_psycopg_names_the_postgres_extra(tmp_path):
    root = tmp_path / "set"
    shutil.copytree(FIXTURES / "problems" / "aplusb", root / "problems" / "aplusb")
    args = ["contest", "new", "c", "--problems", "aplusb", "--duration", "1:00:00"]
    done = judge_without(["psycopg"], "--root", root, *args, "--db", "postgresql://u@h/d")
    assert (done.returncode, done.stderr) == (2, said("contest", "postgres"))


def test_the_core_judges_and_teaches(tmp_path):
    # Every local command with the contest, server and PostgreSQL modules all missing.
    run = judge_without(OPTIONAL, "--root", FIXTURES, "run", "aplusb", cwd=tmp_path)
    assert run.returncode == 0 and "AC" in run.stdout, run.stderr
    table = judge_without(OPTIONAL, "table", "subtraction:1,2", "--max", "6", cwd=tmp_path)
    assert table.returncode == 0 and "P-positions" in table.stdout, table.stderr
    shown = judge_without(OPTIONAL, "--root", FIXTURES, "show", "aplusb", cwd=tmp_path)
    assert shown.returncode == 0 and shown.stdout, shown.stderr


def test_a_missing_module_no_extra_brings_is_not_explained_away():
    assert needed_extra("run", "numpy") is None
    assert needed_extra("serve", "sqlalchemy") == "server"  # the server's extra brings it
    assert needed_extra("contest", "psycopg") == "postgres"
    assert needed_extra("run", "starlette") == "server"


def _extras() -> dict[str, list[Requirement]]:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    return {
        name: list(map(Requirement, reqs))
        for name, reqs in project["optional-dependencies"].items()
    }


def _modules(extra: str, extras: dict[str, list[Requirement]]) -> set[str]:
    """The top-level modules of an extra's distributions (installed here: the test extra)."""
    from importlib import metadata

    provides: dict[str, set[str]] = {}
    for module, dists in metadata.packages_distributions().items():
        for dist in dists:
            provides.setdefault(dist.lower().replace("_", "-"), set()).add(module)
    found: set[str] = set()
    for req in extras[extra]:
        if req.name == "judge-harness":
            for inner in req.extras:
                found |= _modules(inner, extras)
        else:
            found |= {m for m in provides[req.name.lower()] if not m.startswith("_")}
    return found


def test_the_extras_are_pyprojects():
    extras = _extras()
    assert set(EXTRAS.values()) <= set(EXTRA_MODULES) <= set(extras)
    for extra, modules in EXTRA_MODULES.items():
        assert set(modules) == _modules(extra, extras), extra
    assert _modules("all", extras) == set(OPTIONAL)
    assert "judge-harness" in {r.name for r in extras["test"]} and "all" in str(extras["test"])


def test_a_feeds_board_needs_no_extra(tmp_path):
    feed = REPO / "tests" / "contest" / "feeds" / "wf14-2023-06.ndjson"
    done = judge_without(OPTIONAL, "contest", "board", "--feed", feed, "--json", cwd=tmp_path)
    assert done.returncode == 0 and '"rows"' in done.stdout, done.stderr
