from __future__ import annotations

import compileall
import os
import shutil
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from judge.run.program import Program

TESTS = Path(__file__).parent
FIXTURES = TESTS / "fixtures"
SETTER = FIXTURES / "setter"  # a problem set for problem-setting: generator, validator, brute
PROGRAMS = TESTS / "programs"
REPO = TESTS.parent

FULL_PROOFS = os.environ.get("JUDGE_FULL_PROOFS", "") not in ("", "0")
"""JUDGE_FULL_PROOFS=1: the longest proofs at full size (every problem, every round), where the
suite's default runs them at the size CI affords (README, "Run the tests")."""


# The waiting tests' lane beside the computing workers (`-n auto --dist loadgroup`), and the
# isolation tests' fixtures (the machine check, a listener on the host's loopback).
pytest_plugins = ["lanes", "isolation_support"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The slow tests first (the sort is stable: files keep their order within each kind), so
    # that the workers end on short tests together instead of one worker finishing a
    # minute-long proof while the other idles.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="session", autouse=True)
def compiled_judge() -> None:
    """judge's modules compiled to bytecode once, as an installed judge has them: the
    hundreds of `judge` commands the suite starts would each compile them from source where
    PYTHONDONTWRITEBYTECODE is set (about 75 ms a start). Each worker checks; a module already
    compiled and unchanged is left as it is, and a file is written whole or not at all."""
    compileall.compile_dir(REPO / "judge", quiet=1)


@pytest.fixture(scope="session", autouse=True)
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A cache of compiled helpers and binaries of this test session only: the suite never
    reads or writes the user's ~/.cache/judge, and every command it runs (in-process or as a
    subprocess) sees the same JUDGE_CACHE. The workers of one `-n auto` session share it, as
    the judging machines on one host share theirs (an entry is published by one rename, so
    two builds of one program race harmlessly): each reference is compiled once a session,
    not once a worker (with a cache a worker, 28 of the 141 builds of a run were made twice)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # The workers' base folders sit in the session's own numbered folder.
        path = tmp_path_factory.getbasetemp().parent / "judge-cache"
        path.mkdir(exist_ok=True)
    else:
        path = tmp_path_factory.mktemp("judge-cache")
    previous = os.environ.get("JUDGE_CACHE")
    os.environ["JUDGE_CACHE"] = str(path)
    yield path
    if previous is None:
        os.environ.pop("JUDGE_CACHE", None)
    else:
        os.environ["JUDGE_CACHE"] = previous


@pytest.fixture(scope="session", autouse=True)
def session_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The learner's record (JUDGE_DATA) of this session, for what runs before a test's own
    (module fixtures): the suite never writes the user's ~/.local/share/judge."""
    with pytest.MonkeyPatch.context() as patch:
        path = tmp_path_factory.mktemp("judge-data-session")
        patch.setenv("JUDGE_DATA", str(path))
        yield path


@pytest.fixture(autouse=True)
def data_dir(
    session_data_dir: Path,
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> Path:
    """The learner's record of this test only (JUDGE_DATA), so that what one test's
    `judge run` notes never marks another's `judge list`."""
    path = tmp_path_factory.mktemp("judge-data")
    monkeypatch.setenv("JUDGE_DATA", str(path))
    return path


@pytest.fixture(scope="session", autouse=True)
def english_locale() -> Iterator[None]:
    """The suite reads judge's English (its output is asserted word for word) whatever this
    machine's locale: a Chinese one would make judge speak Chinese (judge.i18n). The tests of
    the languages set the locale they test."""
    with pytest.MonkeyPatch.context() as patch:
        for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
            patch.delenv(name, raising=False)
        patch.setenv("LANG", "C.UTF-8")
        yield


@pytest.fixture(scope="session", autouse=True)
def no_language_overrides() -> Iterator[None]:
    """The language table as shipped: this machine's override files (/etc/judge, the user's
    config folder) never change what the suite sees, in-process or in a subprocess."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_LANGUAGES", "")
        yield


@pytest.fixture
def language_overrides(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., Path]]:
    """`write(text, name=...)`: an override file of the language table with `text`, read (after
    those written before it) by this process from then on and by the commands it starts."""
    from judge.run.languages.table import languages

    written: list[Path] = []

    def write(text: str, name: str = "languages.yaml") -> Path:
        path = tmp_path / "language-overrides" / f"{len(written)}-{name}"
        path.parent.mkdir(exist_ok=True)
        path.write_text(text)
        written.append(path)
        monkeypatch.setenv("JUDGE_LANGUAGES", os.pathsep.join(map(str, written)))
        languages.cache_clear()
        return path

    yield write
    monkeypatch.setenv("JUDGE_LANGUAGES", "")
    languages.cache_clear()


@pytest.fixture(scope="session")
def helper(cache_dir: Path) -> Path:
    from judge.run.helper.sandbox import helper_path

    return helper_path(cache_dir)


@pytest.fixture
def python_program(tmp_path: Path, cache_dir: Path) -> Callable[[str], Program]:
    """Makes the judged Python program of some code (dedented), kept in this test's folder."""
    from judge.run.program import from_file

    def make(code: str) -> Program:
        source = tmp_path / "program.py"
        source.write_text(textwrap.dedent(code))
        return from_file(source, cache_dir)

    return make


@pytest.fixture(scope="session")
def aplusb():
    from judge.problemset.problem import load_problem

    return load_problem(FIXTURES, "aplusb")


@pytest.fixture
def root_copy(tmp_path: Path) -> Path:
    """A writable copy of the fixture problem set, to break on purpose."""
    target = tmp_path / "root"
    shutil.copytree(FIXTURES, target)
    return target


@pytest.fixture
def setter_root(tmp_path: Path) -> Path:
    """A writable copy of the problem-setting fixture (tests/fixtures/setter)."""
    target = tmp_path / "root"
    shutil.copytree(SETTER, target)
    return target


# -- PostgreSQL (the judging machines' tests) ---------------------------------------------------


@pytest.fixture(scope="session")
def postgres():
    """A private PostgreSQL server for the whole session, on a Unix socket in a folder of its
    own (tests/pg_server.py); the tests that need it are skipped, saying why, only when
    PostgreSQL is not installed, and fail so in CI (.ci/run installs it)."""
    from pg_server import PostgresServer, unavailable

    why = unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    server = PostgresServer()
    server.start()
    yield server
    server.close()


@pytest.fixture
def pg_url(postgres) -> str:
    """The URL of a fresh, empty database of the session's PostgreSQL server."""
    if not postgres.running():  # a test that restarted it failed half way
        postgres.start()
    return postgres.create_database()
