"""The fresh-run path: in-memory case files, reused empty working directories, clean-up."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from judge.run.execution.fresh import FreshRunner as fresh_runner
from judge.run.helper.sandbox import spawn, wait
from judge.run.limits import Limits, MiB

LIMITS = Limits(time=1.0, memory=64 * MiB)


def test_every_run_gets_an_empty_working_directory(python_program, helper):
    # Each run litters its directory (a file, a folder it locks, its own permissions): the
    # next run still starts in an empty, writable one.
    program = python_program(
        """
        import os
        print(os.listdir("."), os.access(".", os.W_OK))
        open("litter", "w").close()
        os.mkdir("locked")
        os.chmod("locked", 0)
        os.chmod(".", 0o500)
    """,
    )
    with fresh_runner(program, helper) as runner:
        outputs = [runner(b"", LIMITS).output for _ in range(3)]
    assert outputs == [b"[] True\n"] * 3


def test_the_session_folder_goes_when_the_runner_closes(python_program, helper):
    program = python_program("import os\nprint(os.getcwd())\n")
    with fresh_runner(program, helper) as runner:
        cwd = Path(runner(b"", LIMITS).output.decode().strip())
        assert cwd.is_dir()
    assert not cwd.exists() and not cwd.parent.exists()


def test_input_is_read_from_the_start_and_output_size_is_exact(python_program, helper):
    program = python_program(
        """
        import sys
        data = sys.stdin.buffer.read()
        sys.stdout.buffer.write(data * 3)
    """,
    )
    data = os.urandom(300_000)
    with fresh_runner(program, helper) as runner:
        outcome = runner(data, LIMITS)
    assert outcome.output == data * 3 and outcome.output_size == 3 * len(data)


def test_runs_never_see_the_environment_of_the_judge(python_program, helper, monkeypatch):
    """The user's shell is not the program's (judge.run.execution.environment): same verdict for all."""
    monkeypatch.setenv("JUDGE_TEST_VALUE", "seen")
    program = python_program("import os\nprint(os.environ.get('JUDGE_TEST_VALUE'))\n")
    with fresh_runner(program, helper) as runner:
        assert runner(b"", LIMITS).output == b"None\n"


def test_the_suite_never_touches_the_users_cache(cache_dir):
    from judge.cachedir import default_cache_dir

    assert default_cache_dir() == cache_dir
    assert not cache_dir.is_relative_to(Path.home() / ".cache")


def test_solutions_run_under_the_judges_interpreter_even_in_a_virtual_environment(tmp_path):
    """A venv's python is a link to the base interpreter: following it would drop the venv."""
    import subprocess
    import sys

    from conftest import REPO

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    script = (
        "import sys; from pathlib import Path; from judge.run.program import from_file; "
        "print(from_file(Path(sys.argv[1]), Path(sys.argv[2])).argv[0])"
    )
    source = tmp_path / "prefix.py"
    source.write_text("import sys\nprint(sys.prefix)\n")
    # judge's own dependencies (PyYAML reads the language table) from the tests' environment,
    # which this bare one lacks; its cache the test's own.
    import yaml

    packages = Path(yaml.__file__).parent.parent
    shown = subprocess.run(
        [str(python), "-c", script, str(source), str(tmp_path / "cache")],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{REPO}:{packages}", "JUDGE_CACHE": str(tmp_path / "cache")},
        check=True,
    ).stdout.strip()
    assert shown == str(python)
    ran = subprocess.run([shown, str(source)], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == str(venv)


def test_a_stop_sent_as_the_helper_starts_stops_the_run_not_the_helper(tmp_path, helper):
    """An interactor that fails at once has its submission stopped (SIGTERM to the helper)
    the moment it starts: the helper must still stop its program and report, not die of it."""
    for _ in range(30):
        spawned = spawn(
            ["sleep", "5"],
            [],
            wall=10.0,
            stdin=Path(os.devnull),
            stdout=Path(os.devnull),
            stderr=Path(os.devnull),
            cwd=tmp_path,
            helper=helper,
        )
        os.kill(spawned.pid, signal.SIGTERM)
        execution = wait(spawned, "sleep", 20.0)
        assert execution.wall_time < 4.0, execution


def test_programs_start_with_no_signal_blocked(python_program, helper):
    """The helper starts with its own signals blocked; its programs must not inherit that."""
    program = python_program(
        """
        import signal
        print(sorted(int(s) for s in signal.pthread_sigmask(signal.SIG_BLOCK, [])))
    """,
    )
    with fresh_runner(program, helper) as runner:
        assert runner(b"", LIMITS).output == b"[]\n"
