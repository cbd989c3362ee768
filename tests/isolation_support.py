"""What the isolation tests share (tests/run/isolation/test_hostile.py and the tests of the
languages, interactive problems and contests run isolated): the machine check as a fixture, the
hostile programs made from their templates, judging a program plainly or isolated, the sandbox's
processes left on the host, a listener on the host's loopback."""

from __future__ import annotations

import hashlib
import os
import shutil
import socket
from pathlib import Path

import pytest

from conftest import PROGRAMS, REPO
from judge.errors import JudgeError
from judge.judging.solution import RunOptions, judge_solution

HOSTILE = PROGRAMS / "hostile"


@pytest.fixture(scope="module")
def isolation_works(cache_dir: Path) -> None:
    """Skip (with the reason) where this machine cannot isolate."""
    from judge.run.helper.sandbox import helper_path
    from judge.run.isolation.session import Isolation

    try:
        Isolation(helper_path(cache_dir)).close()
    except JudgeError as exc:
        pytest.skip(f"isolation unavailable here: {exc}")


def hostile(tmp_path: Path, name: str, **values: str) -> Path:
    """The hostile program `name` with its @PLACEHOLDERS@ filled in, written to tmp_path."""
    text = (HOSTILE / name).read_text().replace("@REPO@", str(REPO))
    for key, value in values.items():
        text = text.replace(f"@{key.upper()}@", value)
    target = tmp_path / name
    target.write_text(text)
    return target


def judge(problem, cache_dir: Path, program: Path, isolate: bool | str, **options):
    """Judge `program` plainly (False) or isolated: True or "fresh", or "warm"."""
    warm = isolate == "warm"
    opts = RunOptions(
        **{"case_patterns": ("sample",), "isolate": bool(isolate), "warm": warm, **options}
    )
    report = judge_solution(problem, str(program), None, opts, cache_dir)
    assert not warm or report.warnings == [], report.warnings  # never fell back to fresh
    return report


MODES = ("fresh", "warm")


def modes(*names: str) -> list:
    """Parameters (name, mode): each Python program in both isolated modes, others fresh."""
    return [
        pytest.param(name, mode, id=f"{name}-{mode}")
        for name in names
        for mode in (MODES if name.endswith(".py") else MODES[:1])
    ]


def verdict(problem, cache_dir: Path, program: Path, isolate: bool | str, **options):
    report = judge(problem, cache_dir, program, isolate, **options)
    return report.verdict, report


def sandbox_processes(program: str = "", pid: int | None = None, zombies: bool = True) -> list[str]:
    """Command lines of live processes left by this test session's isolated runs (or by the
    judge process `pid`'s), zombies included unless `zombies` is false.

    They are told by their cgroup, which an isolated program cannot leave: a session of this
    process (`judge-NAMESPACE-PID-TOKEN`), not another judge's on the machine (another test
    session, a contest server). `program` is only shown in failure messages."""
    mine = f"-{os.getpid() if pid is None else pid}-"
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cgroup") as f:
                groups = f.read()
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                argv = f.read().split(b"\0")
            with open(f"/proc/{entry}/stat") as f:
                zombie = f.read().rsplit(")", 1)[1].split()[0] == "Z"
        except OSError:
            continue
        if zombie and not zombies:
            continue
        if any(
            part.startswith("judge-") and mine in part
            for line in groups.splitlines()
            for part in line.split("/")
        ):
            found.append(b" ".join(argv).decode(errors="replace"))
    return found


def tree_digest(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def listener():
    """A listening socket on the host's loopback; `connected()` says whether anyone came."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)

    class Listener:
        port = server.getsockname()[1]

        @staticmethod
        def connected() -> bool:
            try:
                conn, _ = server.accept()
            except BlockingIOError:
                return False
            conn.close()
            return True

    yield Listener
    server.close()


TOKEN = "7319468205"  # the secret case's answer: seen by no program but the judge
AC = "d = input().split()\nprint(int(d[0]) + int(d[1]))\n"


def jury_package(base: Path, validator: Path, interactive: bool = False) -> Path:
    """A 2023-07 a+b package whose output validator is `validator` (its interactor when
    `interactive`)."""
    kind = "type: interactive\n" if interactive else ""
    files = {
        "problem.yaml": f"problem_format_version: 2023-07-draft\nname: A plus B\n{kind}"
        "uuid: 5d1f6c2e-0000-4000-8000-00000000a0b0\nlimits:\n  time_limit: 2\n",
        "data/sample/1.in": "1 2\n",
        "data/sample/1.ans": "3\n",
        "data/secret/1.in": f"{int(TOKEN) - 1} 1\n",
        "data/secret/1.ans": f"{TOKEN}\n",
        "submissions/accepted/ac.py": AC,
    }
    for name, text in files.items():
        (base / name).parent.mkdir(parents=True, exist_ok=True)
        (base / name).write_text(text)
    (base / "output_validator").mkdir()
    shutil.copy(validator, base / "output_validator" / "validator.py")
    return base
