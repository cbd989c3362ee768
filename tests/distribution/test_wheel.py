"""judge as a user installs it: the sdist and the wheel built from the source tree (with the
problem set inside), checked by twine, and the wheel installed alone (the core: no extra) in a
fresh virtual environment outside the checkout, made by Debian's own python3 where there is
one (the README's first command), then used from a folder of no problem set."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import REPO

# One worker runs the module: the build (its module-scoped fixture) is made once, not once on
# each worker that the scheduler hands one of its tests.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]

SET_FOLDERS = ("problems", "solutions", "testdata")
BUNDLED = "judge/problemset/bundled"  # where the wheel holds the set (pyproject.toml)
DEBIAN_PYTHON = Path("/usr/bin/python3")


def _not_source(folder: str, names: list[str]) -> set[str]:
    """What a copy of the source tree leaves out: what builds, tests and contests made."""
    made = {"__pycache__", ".git", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
    made |= {n for n in names if n.endswith((".egg-info", ".pyc"))}
    if Path(folder) == REPO:
        made |= {"build", "dist", "contests"}
    return made & set(names)


def source_files(root: Path, folder: str) -> list[str]:
    """The files of `folder` in the source tree, relative to it, as a build finds them."""
    base = root / folder
    return sorted(
        p.relative_to(root).as_posix()
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


@dataclass
class Built:
    source: Path  # the copy of the source tree the build ran in
    sdist: Path
    wheel: Path


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """`python -m build` (the sdist, then the wheel from it) on a copy of the tree as it is,
    so that the build writes nothing into the checkout the other tests read."""
    base = tmp_path_factory.mktemp("packaging")
    source = base / "source"
    shutil.copytree(REPO, source, ignore=_not_source)
    out = base / "dist"
    command = [sys.executable, "-m", "build", "--outdir", str(out), str(source)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    (sdist,), (wheel,) = sorted(out.glob("*.tar.gz")), sorted(out.glob("*.whl"))
    return Built(source, sdist, wheel)


def test_twine_passes_both(built: Built) -> None:
    command = [
        sys.executable,
        "-m",
        "twine",
        "check",
        "--strict",
        str(built.sdist),
        str(built.wheel),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2


def test_the_wheel_holds_the_package_and_the_set(built: Built) -> None:
    names = set(zipfile.ZipFile(built.wheel).namelist())
    package = source_files(built.source, "judge")
    assert [f for f in package if f not in names] == []
    for folder in SET_FOLDERS:
        files = source_files(built.source, folder)
        assert files, folder
        assert [f for f in files if f"{BUNDLED}/{f}" not in names] == []
    assert not [n for n in names if n.endswith(".pyc") or "__pycache__" in n]


def test_the_sdist_holds_the_source_and_the_set(built: Built) -> None:
    with tarfile.open(built.sdist) as sdist:
        names = {m.name.split("/", 1)[1] for m in sdist.getmembers() if m.isfile()}
    wanted = ["pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "DESIGN.md"]
    for folder in (*SET_FOLDERS, "judge", "tests", "bench"):
        wanted += source_files(built.source, folder)
    assert [f for f in wanted if f not in names] == []


@dataclass
class Installed:
    python: Path  # the virtual environment's interpreter
    where: Path  # a folder of no problem set, where the commands run
    env: dict[str, str]
    wheel: Path

    def judge(self, *args: object, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        command = [str(self.python.parent / "judge"), *map(str, args)]
        return subprocess.run(
            command,
            cwd=cwd or self.where,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=600,
        )


def _base_python() -> str:
    """Debian's python3, as the README's first command finds it on a Debian machine, where it
    can make a virtual environment (python3-venv); else the interpreter running the tests."""
    if DEBIAN_PYTHON.is_file():
        probe = subprocess.run(
            [str(DEBIAN_PYTHON), "-c", "import ensurepip, venv"], capture_output=True
        )
        if probe.returncode == 0:
            return str(DEBIAN_PYTHON)
    return sys.executable


@pytest.fixture(scope="module")
def installed(built: Built, tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel alone (the core's dependencies, no extra) in a new virtual environment."""
    base = tmp_path_factory.mktemp("installed")
    venv = base / "venv"
    subprocess.run([_base_python(), "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "--quiet", str(built.wheel)]
    done = subprocess.run(pip, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    where = base / "elsewhere"
    where.mkdir()
    drop = {"JUDGE_ROOT", "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP"}
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["JUDGE_DATA"] = str(base / "data")  # the learner's record of this venv only
    return Installed(python, where, env, built.wheel)


def test_only_the_core_is_installed(installed: Installed) -> None:
    done = subprocess.run(
        [str(installed.python), "-m", "pip", "list", "--format=freeze"],
        capture_output=True,
        text=True,
        env=installed.env,
        timeout=120,
    )
    names = {line.split("==")[0].lower() for line in done.stdout.split()}
    assert {"click", "pyyaml", "judge-harness"} <= names
    assert not names & {"sqlalchemy", "starlette", "uvicorn", "jinja2", "psycopg", "babel"}


def test_judge_lists_runs_and_shows_the_installed_set(installed: Installed) -> None:
    listed = installed.judge("list")
    assert listed.returncode == 0, listed.stderr
    assert "hdu_2516" in listed.stdout and "hdu_1846" in listed.stdout
    site = installed.python.parent.parent / "lib"
    assert listed.stderr.startswith("judge: using the problem set installed with judge (")
    assert f"{BUNDLED})" in listed.stderr and str(site) in listed.stderr
    assert "judge init DIR" in listed.stderr and listed.stderr.count("\n") == 1
    run = installed.judge("run", "hdu_2516")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "AC" in run.stdout and run.stderr == ""
    shown = installed.judge("show", "hdu_1846")
    assert shown.returncode == 0 and "Brave Game" in shown.stdout, shown.stderr


def test_the_installed_set_is_read_only_and_init_copies_it_out(
    installed: Installed, tmp_path: Path
) -> None:
    refused = installed.judge("gen", "hdu_2516")
    assert refused.returncode == 2 and refused.stdout == ""
    assert "read-only, so judge gen cannot write there" in refused.stderr
    assert "Traceback" not in refused.stderr
    copy = tmp_path / "mine"
    made = installed.judge("init", copy)
    assert made.returncode == 0, made.stderr
    listed = installed.judge("list", "--json", cwd=copy)
    assert listed.returncode == 0 and listed.stderr == "", listed.stderr
    assert '"id": "hdu_2516"' in listed.stdout
    again = installed.judge("init", copy)
    assert again.returncode == 2 and "not empty" in again.stderr


def test_the_extras_commands_say_what_to_install(installed: Installed) -> None:
    install = f"{installed.python} -m pip install '{installed.wheel}[server]'"
    served = installed.judge("serve", "mine")
    assert (served.returncode, served.stdout) == (2, "")
    assert served.stderr == f"judge serve: needs the server extra: {install}\n"
    contest = installed.judge("contest", "list")
    assert (
        contest.returncode == 2
        and "judge contest list: needs the contest extra: " in contest.stderr
    )
    helped = installed.judge("--help")
    assert helped.returncode == 0 and "needs the server extra" in helped.stdout
    # Chinese needs the zh extra (Babel): English, and one line saying so; the statement, a
    # file of its own, is still Chinese. The catalogue itself is package data (above).
    chinese = installed.judge("--lang", "zh", "show", "hdu_1846")
    assert chinese.returncode == 0 and "  limits:  " in chinese.stdout, chinese.stderr
    assert "勇敢者的游戏" in chinese.stdout
    zh = f"{installed.python} -m pip install '{installed.wheel}[zh]'"
    assert chinese.stderr == f"judge: Chinese needs the zh extra, English until then: {zh}\n"


def test_an_isolated_program_cannot_read_the_installed_test_data(
    installed: Installed, tmp_path: Path
) -> None:
    # The set lies inside the interpreter's installation, which a Python program sees when
    # isolated: the set itself stays hidden there, as it is wherever it lies.
    data = next(installed.python.parent.parent.glob(f"lib/python3*/site-packages/{BUNDLED}"))
    target = data / "testdata" / "hdu_2516" / "max.yaml"
    assert target.is_file()
    reference = (data / "problems" / "hdu_2516" / "solution.py").read_text()
    peek = tmp_path / "peek.py"
    peek.write_text(
        f"import sys\ntry:\n    open({str(target)!r}).read(1)\nexcept OSError:\n    pass\n"
        f"else:\n    sys.exit(42)\n{reference}"
    )
    plain = installed.judge("run", "hdu_2516", peek, "--case", "sample*")
    assert plain.returncode == 1 and "RE" in plain.stdout  # plainly, the program reads it
    isolated = installed.judge("run", "hdu_2516", peek, "--isolate", "--case", "sample*")
    if isolated.returncode == 2 and "--isolate" in isolated.stderr:
        pytest.skip(f"isolation unavailable here: {isolated.stderr.strip()}")
    assert isolated.returncode == 0 and "AC" in isolated.stdout, isolated.stdout + isolated.stderr
