"""Jury workspaces (judge.run.jury), plain and isolated: what a program is given it reads and
cannot change, it writes only its own folders, and what it left is read back without following
a link or opening a FIFO; an isolated workspace's box is emptied between cases."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from isolation_support import isolation_works  # noqa: F401  (a fixture)
from judge.errors import JudgeError
from judge.run.helper.sandbox import Streams, helper_path
from judge.run.jury import open_workspace
from judge.run.limits import Limits, MiB

LIMITS = Limits(time=5.0, memory=256 * MiB)


@pytest.fixture
def boxed(request, cache_dir: Path):
    """An isolation session."""
    request.getfixturevalue("isolation_works")
    from judge.run.isolation.session import Isolation

    isolation = Isolation(helper_path(cache_dir), private=[cache_dir])
    yield isolation
    isolation.close()


@pytest.fixture(params=["plain", "isolated"])
def session(request):
    """None (plain workspaces) or an isolation session."""
    return None if request.param == "plain" else request.getfixturevalue("boxed")


def shell(work, script: str, tmp_path: Path, cwd: str | None = None):
    """Run `script` with /bin/sh in the workspace: (execution, stdout, stderr)."""
    (tmp_path / "in").write_bytes(b"")
    streams = Streams(tmp_path / "in", tmp_path / "out", tmp_path / "err")
    run = work.run(["/bin/sh", "-c", script], LIMITS, streams, cwd=cwd)
    return run, (tmp_path / "out").read_text(), (tmp_path / "err").read_text()


def test_given_files_are_read_and_feedback_written(session, cache_dir, tmp_path):
    with open_workspace(None, LIMITS, cache_dir, session) as work:
        given = work.write("input.in", b"1 2\n")
        feedback = work.folder("feedback")
        run, out, _ = shell(
            work, f"cat {given}; echo hello > {feedback}/judgemessage.txt", tmp_path
        )
        assert run.exit_code == 0 and out == "1 2\n"
        assert work.read("feedback/judgemessage.txt", 100) == b"hello\n"
        assert work.read("feedback/judgemessage.txt", 3, tail=True) == b"lo\n"
        assert work.read("feedback/missing.txt", 100) is None


def test_what_a_program_leaves_is_read_without_following_it(session, cache_dir, tmp_path):
    secret = tmp_path / "secret"
    secret.write_text("the host's\n")
    os.chmod(tmp_path, 0o755)
    with open_workspace(None, LIMITS, cache_dir, session) as work:
        feedback = work.folder("feedback")
        script = (
            f"ln -s {secret} {feedback}/judgemessage.txt; mkfifo {feedback}/score.txt; "
            f"mkdir {feedback}/d; ln -s /etc {feedback}/link"
        )
        assert shell(work, script, tmp_path)[0].exit_code == 0
        assert work.read("feedback/judgemessage.txt", 100) is None  # a link: not followed
        assert work.read("feedback/score.txt", 100) is None  # a FIFO: never opened to block
        assert work.read("feedback/link/passwd", 100) is None  # through a link: refused
        with pytest.raises(JudgeError, match="a link"):
            work.copy_out("feedback", tmp_path / "copied")
    assert secret.read_text() == "the host's\n"


def test_an_isolated_program_cannot_change_what_it_is_given(cache_dir, tmp_path, boxed):
    with open_workspace(None, LIMITS, cache_dir, boxed) as work:
        given = work.write("answer.ans", b"42\n")
        _, _, err = shell(work, f"echo 43 >> {given}; rm -f {given}; touch /jury/new", tmp_path)
        assert work.read("answer.ans", 100) == b"42\n"
        assert "Permission denied" in err or "Read-only" in err


def test_a_box_is_emptied_for_the_next_case(cache_dir, tmp_path, boxed):
    with open_workspace(None, LIMITS, cache_dir, boxed) as work:
        work.write("input.in", b"case one\n")
        feedback = work.folder("feedback")
        shell(work, f"echo left > {feedback}/stale; echo x > /tmp/kept", tmp_path)
    with open_workspace(None, LIMITS, cache_dir, boxed) as work:
        run, out, _ = shell(work, "ls -A /jury; ls -A /tmp", tmp_path)
        assert run.exit_code == 0 and out == ""


def test_a_folder_program_is_copied_in_built_there_and_copied_out(session, cache_dir, tmp_path):
    source = tmp_path / "program"
    source.mkdir()
    (source / "build").write_text("echo built > made\n")
    with open_workspace(None, LIMITS, cache_dir, session) as work:
        inside = work.copy_in(source, "program")
        run, _, err = shell(work, f"sh {inside}/build", tmp_path, cwd="program")
        assert run.exit_code == 0, err
        work.copy_out("program", tmp_path / "built")
    assert (tmp_path / "built" / "made").read_text() == "built\n"
    assert (tmp_path / "built" / "build").is_file()
