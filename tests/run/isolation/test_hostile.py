"""Hostile programs against `judge run --isolate`, and the same programs in plain runs.

Each program in tests/programs/hostile/ tries one escape and otherwise answers a + b correctly
(so that a plain run shows what the escape would have won). Each gets its honest verdict, and
the host is checked afterwards: no marker file, the cache unchanged, nothing left running, the
listener never connected. Programs too dangerous for a plain run (kill(-1), fork bombs) run
isolated only.

Isolated runs come in two modes: fresh (a new process per case in the submission's box) and
warm (a fork of the box's warm Python server). The Python programs run in both (`MODES`); a
compiled program has no warm mode (a warm judging runs it fresh), so it runs fresh only.

Isolation needs root, namespaces and cgroups: where the machine lacks one, these tests skip
and say which (the same message `judge run --isolate` gives).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
import uuid
from pathlib import Path

import pytest

from conftest import PROGRAMS
from isolation_support import (
    MODES,
    hostile,
    judge,
    modes,
    sandbox_processes,
    tree_digest,
    verdict,
)
from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from judge.run.limits import MiB

pytestmark = pytest.mark.usefixtures("isolation_works")


# ------------------------------------------------------------------ reading the answers


@pytest.mark.parametrize("name, mode", modes("read_answers.py", "read_answers.c"))
def test_answers_cannot_be_read(aplusb, cache_dir, tmp_path, name, mode):
    program = hostile(tmp_path, name)
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.WA, report.cases[0].message
    assert report.cases[0].output == ""  # it found nothing to copy
    if mode == "warm":
        return  # the plain run below is the same in either mode
    plain, report = verdict(aplusb, cache_dir, program, False)
    leaked = report.cases[0].output
    assert (plain is Verdict.AC) if name.endswith(".py") else ("cases:" in leaked)


def test_the_compiler_cannot_read_the_answers_either(aplusb, cache_dir, tmp_path):
    program = hostile(tmp_path, "include.c")
    report = judge(aplusb, cache_dir, program, True)
    assert report.verdict is Verdict.CE
    assert "No such file" in report.compile_error and "cases:" not in report.compile_error
    plain = judge(aplusb, cache_dir, program, False)
    assert plain.verdict is Verdict.CE and "cases:" in plain.compile_error  # it leaks


def test_isolated_and_plain_builds_never_share_a_cache_entry(aplusb, cache_dir, tmp_path):
    program = hostile(tmp_path, "read_answers.c")
    judge(aplusb, cache_dir, program, False)
    before = set((cache_dir / "bin").iterdir())
    judge(aplusb, cache_dir, program, True)
    isolated = set((cache_dir / "bin-isolated").iterdir())
    assert {p.name for p in before}.isdisjoint({p.name for p in isolated}) or all(
        p.parent.name == "bin-isolated" for p in isolated
    )
    for path in isolated:
        assert not os.access(path, os.W_OK) or os.geteuid() == 0
        assert path.stat().st_mode & 0o222 == 0  # read-only


# ------------------------------------------------------------------ network


@pytest.mark.parametrize("name, mode", modes("network.py", "network.c"))
def test_no_network_not_even_the_hosts_loopback(aplusb, cache_dir, tmp_path, listener, name, mode):
    program = hostile(tmp_path, name, port=str(listener.port))
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.RE, report.cases[0].message
    assert not listener.connected()
    if mode == "warm":
        return
    plain, _ = verdict(aplusb, cache_dir, program, False)
    assert plain is Verdict.AC and listener.connected()


# ------------------------------------------------------------------ files


@pytest.mark.parametrize("name, mode", modes("markers.py", "markers.c"))
def test_tmp_and_dev_shm_are_private(aplusb, cache_dir, tmp_path, name, mode):
    marker = f"judge-test-marker-{uuid.uuid4().hex}"
    host = [Path("/tmp") / marker, Path("/dev/shm") / marker]
    program = hostile(tmp_path, name, marker=marker)
    try:
        isolated, report = verdict(aplusb, cache_dir, program, mode)
        assert isolated is Verdict.AC, report.cases[0].message
        assert not any(p.exists() for p in host)
        if mode == "warm":
            return
        plain, _ = verdict(aplusb, cache_dir, program, False)
        assert plain is Verdict.AC and all(p.exists() for p in host)
    finally:
        for path in host:
            path.unlink(missing_ok=True)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.slow
def test_the_judges_cache_is_out_of_reach(aplusb, cache_dir, tmp_path, mode):
    program = hostile(tmp_path, "cache.py", cache=str(cache_dir))
    # The judge's own reading of the problem (its parsed files kept in the cache) comes first:
    # the snapshot is of what the program could change.
    assert aplusb.cases()
    before = tree_digest(cache_dir)
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.RE and "no cache found" in report.cases[0].message
    # Every file is as it was (the program appends to each it can open). The other test
    # workers share this cache and may add entries meanwhile; none changes one.
    after = tree_digest(cache_dir)
    assert {name: after.get(name) for name in before} == before
    if mode == "warm":
        return
    # A plain run (against a cache of its own) does alter it: plain runs are no boundary.
    other = tmp_path / "other-cache"
    program = hostile(tmp_path, "cache.py", cache=str(other))
    judge(aplusb, other, PROGRAMS / "good.c", False)
    other_before = tree_digest(other)
    plain, _ = verdict(aplusb, other, program, False)
    assert plain is Verdict.AC and tree_digest(other) != other_before


@pytest.mark.slow
def test_the_parsed_problem_files_are_out_of_reach_whatever_the_cache(
    aplusb, tmp_path, monkeypatch
):
    """A session building in a cache of its own still hides the default one, where the
    problem's parsed files (test data among them) are kept (judge.documents), even where that
    lies inside a folder isolated programs see (here, the interpreter's installation)."""
    kept = Path(sys.prefix) / f"judge-test-cache-{uuid.uuid4().hex}"
    monkeypatch.setenv("JUDGE_CACHE", str(kept))
    try:
        assert aplusb.cases() and any((kept / "parsed-yaml").iterdir())
        program = tmp_path / "reads_the_cache.py"
        program.write_text(
            "import os, sys\n"
            f"seen = [n for _, dirs, names in os.walk({str(kept)!r}) for n in dirs + names]\n"
            "if seen:\n    sys.exit('read the cache: ' + seen[0])\n"
            "data = sys.stdin.buffer.read().split()\n"
            "print('\\n'.join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])))\n"
        )
        isolated, report = verdict(aplusb, tmp_path / "own-cache", program, "fresh")
        assert isolated is Verdict.AC, report.cases[0].message
    finally:
        shutil.rmtree(kept, ignore_errors=True)


@pytest.mark.parametrize("mode", MODES)
def test_many_files_hit_the_bounded_working_directory(aplusb, cache_dir, tmp_path, mode):
    program = hostile(tmp_path, "files.py")
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.RE and "No space left" in report.cases[0].message


@pytest.mark.slow
def test_many_files_in_a_plain_run_are_cleaned_up(aplusb, cache_dir, tmp_path):
    plain, report = verdict(
        aplusb, cache_dir, hostile(tmp_path, "files.py"), False, time_limit=30.0
    )
    assert plain is Verdict.AC, report.cases[0].message


@pytest.mark.parametrize("mode", MODES)
def test_files_in_memory_count_as_memory(aplusb, cache_dir, tmp_path, mode):
    program = hostile(tmp_path, "fill.py")
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.MLE, report.cases[0].message
    if mode == "warm":
        return
    plain, _ = verdict(aplusb, cache_dir, program, False)
    assert plain is Verdict.RE  # the file size cap (the output limit) stops it: EFBIG


# ------------------------------------------------------------------ processes


@pytest.mark.parametrize("mode", MODES)
def test_killing_its_parent_does_nothing(aplusb, cache_dir, tmp_path, mode):
    program = hostile(tmp_path, "kill_parent.py")
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    # Its parent is its namespace's init (fresh) or warm server, both pid 1 of it.
    assert isolated is Verdict.AC, report.cases[0].message
    if mode == "warm":
        return
    with pytest.raises(JudgeError, match="sandbox failure"):  # plain: it kills the helper
        judge(aplusb, cache_dir, program, False)


@pytest.mark.parametrize(
    "name, want, message, mode",
    [
        ("kill_all.c", Verdict.AC, "", "fresh"),
        # Python raises when kill(-1) finds no process it may signal: nothing but its init and
        # itself are in its pid namespace (and kill(-1) spares both).
        *(("kill_all.py", Verdict.RE, "No such process", mode) for mode in MODES),
    ],
)
def test_kill_minus_one_reaches_only_its_own_processes(
    aplusb, cache_dir, tmp_path, name, want, message, mode
):
    # Never in a plain run: as root it would kill every process on the machine.
    isolated, report = verdict(aplusb, cache_dir, hostile(tmp_path, name), mode)
    assert isolated is want and message in report.cases[0].message, report.cases[0].message


@pytest.mark.waits
@pytest.mark.parametrize("name, mode", modes("daemon.py", "daemon.c"))
@pytest.mark.slow
def test_a_daemon_does_not_outlive_its_case(aplusb, cache_dir, tmp_path, name, mode):
    marker = f"judge-test-marker-{uuid.uuid4().hex}"
    program = hostile(tmp_path, name, marker=marker)
    isolated, report = verdict(aplusb, cache_dir, program, mode)
    assert isolated is Verdict.AC, report.cases[0].message
    assert sandbox_processes(program.name) == []
    time.sleep(1.2)  # the Python daemon would write its marker after 1 s
    assert not (Path("/tmp") / marker).exists()
    assert sandbox_processes(program.name) == []


@pytest.mark.parametrize(
    "name, want, mode",
    [
        # 64 processes spinning (and forking in vain): the tree's CPU time, or on kernels that
        # charge the failed forks' kernel memory to the cgroup, its memory; either way, stopped.
        ("fork_bomb.c", {Verdict.TLE, Verdict.MLE}, "fresh"),
        # 64 interpreters: the tree's memory or its CPU time, whichever runs out first.
        *(("fork_bomb.py", {Verdict.TLE, Verdict.MLE}, mode) for mode in MODES),
    ],
)
@pytest.mark.slow
def test_a_fork_bomb_is_stopped_by_the_process_limit_even_as_root(
    aplusb, cache_dir, tmp_path, name, want, mode
):
    # Never in a plain run: RLIMIT_NPROC does not bind root.
    isolated, report = verdict(aplusb, cache_dir, hostile(tmp_path, name), mode, time_limit=0.5)
    assert isolated in want, report.cases[0].message
    # The tree's CPU time, killed (a warm run's adds what a fresh interpreter's start-up costs).
    assert report.cases[0].cpu_time < 0.5 * 1.1 + 0.2 + 0.5
    assert sandbox_processes(name) == []


@pytest.mark.parametrize("mode", MODES)
def test_threads_count_against_the_process_limit(aplusb, cache_dir, tmp_path, mode):
    isolated, report = verdict(aplusb, cache_dir, hostile(tmp_path, "threads.py"), mode)
    assert isolated is Verdict.RE and "thread" in report.cases[0].message
    if mode == "warm":
        return
    isolated, report = verdict(aplusb, cache_dir, hostile(tmp_path, "threads.c"), True)
    assert isolated is Verdict.AC and int(report.cases[0].stderr.split()[0]) < 64


# ------------------------------------------------------------------ memory


@pytest.mark.parametrize("name, mode", modes("malloc.c", "malloc.py"))
def test_asking_for_more_than_the_limit_is_mle(aplusb, cache_dir, tmp_path, name, mode):
    program = hostile(tmp_path, name)
    isolated, report = verdict(aplusb, cache_dir, program, mode, memory_limit=32)
    assert isolated is Verdict.MLE, report.cases[0].message
    if mode == "warm":
        return
    plain, report = verdict(aplusb, cache_dir, program, False, memory_limit=32)
    # Refused by the address-space cap: Python's MemoryError is MLE, as the judges report it;
    # the C program's own exit 1, which says nothing of memory, is RE.
    assert plain is (Verdict.MLE if name.endswith(".py") else Verdict.RE), report.cases[0].message


@pytest.mark.parametrize("mode", MODES)
def test_the_whole_tree_is_limited_and_the_figure_is_its_largest_process(
    aplusb, cache_dir, tmp_path, mode
):
    # Two processes of 20 MiB each (and an interpreter each): 48 MiB for the tree, under 30
    # for either.
    program = tmp_path / "two.py"
    program.write_text(
        "import os\nblock = bytearray(20 << 20)\npid = os.fork()\n"
        "block[::4096] = b'x' * len(block[::4096])\n"
        "if pid: os.waitpid(pid, 0)\nelse: os._exit(0)\n"
    )
    _, roomy = verdict(aplusb, cache_dir, program, mode, memory_limit=128)
    _, plain = verdict(aplusb, cache_dir, program, False, memory_limit=128)
    # The figure is the largest process's peak resident size, as in a plain run.
    assert 20 * MiB < roomy.cases[0].memory < 40 * MiB
    assert abs(roomy.cases[0].memory - plain.cases[0].memory) < 2 * MiB
    # The limit binds the whole tree: its memory cgroup (a plain run has none, and is judged
    # on its largest process: WA, this program prints nothing).
    isolated, tight = verdict(aplusb, cache_dir, program, mode, memory_limit=40)
    assert isolated is Verdict.MLE and "reached by the process tree" in tight.cases[0].message
    assert verdict(aplusb, cache_dir, program, False, memory_limit=40)[0] is Verdict.WA


# ------------------------------------------------------------------ what a program gets


@pytest.mark.parametrize("mode", MODES)
def test_what_an_isolated_program_sees(aplusb, cache_dir, tmp_path, mode):
    from judge.run.isolation.session import ENVIRONMENT
    from judge.run.isolation.view import python_installation

    report = judge(aplusb, cache_dir, hostile(tmp_path, "surroundings.py"), mode)
    assert report.verdict is Verdict.AC
    seen = json.loads(report.cases[0].stderr)
    assert seen["uid"] == seen["gid"] == 65534 and seen["groups"] == []
    assert seen["env"] == {k.decode(): v.decode() for k, v in ENVIRONMENT.items()}
    assert seen["cwd"] == "/box" and seen["cwd_entries"] == []
    assert seen["processes"] == [1, seen["pid"]] and seen["pid"] == 2
    assert seen["fds"] == [0, 1, 2]
    assert seen["interfaces"] == ["lo"] and seen["hostname"] == "judge"
    assert seen["argv"] == ["/judge/surroundings.py"]
    assert all(line.split(":")[0] for line in seen["cgroup"].splitlines())
    assert all(line.endswith(":/") for line in seen["cgroup"].splitlines())
    assert not seen["writable_root"] and not seen["writable_usr"]
    assert all(line.split()[1] == "0" * 16 for line in seen["capabilities"])
    # The interpreter's own folders are shown where they are on the host (a virtual
    # environment's paths are absolute): only their first folder may show of the host's.
    interpreter = {path.parts[1] for path in python_installation()}
    assert not ({"home", "work", "srv", "opt", "var", "mnt"} - interpreter) & set(seen["root"])


def test_no_inherited_descriptor_reaches_a_program(aplusb, cache_dir, tmp_path):
    program = hostile(tmp_path, "fds.py")
    leak = os.open(os.devnull, os.O_RDONLY)  # like a shell's `exec 3</dev/null`
    os.set_inheritable(leak, True)
    try:
        for isolate in (False, "fresh", "warm"):
            report = judge(aplusb, cache_dir, program, isolate)
            assert report.cases[0].stderr.strip() == "[0, 1, 2]", isolate
        from judge.run.execution.warm_pool import warm_runner
        from judge.run.limits import Limits
        from judge.run.program import from_file

        with warm_runner(from_file(program, cache_dir), cache_dir) as warm:
            outcome = warm(b"1 2\n", Limits(time=1.0, memory=64 << 20))
        assert outcome.stderr.strip() == b"[0, 1, 2]"
    finally:
        os.close(leak)


@pytest.mark.parametrize("isolate", [False, *MODES])
def test_stderr_is_not_output(aplusb, cache_dir, tmp_path, isolate):
    report = judge(aplusb, cache_dir, hostile(tmp_path, "stderr_flood.py"), isolate)
    assert report.verdict is Verdict.AC, report.cases[0].message
    assert 0 < len(report.cases[0].stderr) <= 64 * 1024  # the start is kept


def test_warm_and_isolate_go_together(aplusb, cache_dir):
    report = judge(
        aplusb, cache_dir, aplusb.path / "solution.py", True, warm=True, case_patterns=()
    )
    assert report.verdict is Verdict.AC and report.warnings == []
    assert [c.name for c in report.cases] == ["sample", "negative", "big"]


@pytest.mark.slow
def test_a_loop_is_killed_soon_after_the_limit(aplusb, cache_dir):
    for isolate in (False, *MODES):
        report = judge(aplusb, cache_dir, PROGRAMS / "loop.py", isolate, time_limit=1.0)
        [case, *_] = report.cases
        assert case.verdict is Verdict.TLE
        # Killed by the kill rule (1.3 s of CPU), not at twice the limit; on a busy machine
        # the wall-clock backstop may come first, with less CPU time. (A warm run's CPU time
        # adds a fresh interpreter's start-up: the kill rule stops its own work sooner.)
        assert case.cpu_time < 1.0 * 1.1 + 0.2 + 0.3


@pytest.mark.parametrize("mode", MODES)
def test_isolated_verdicts_of_the_ordinary_test_programs(aplusb, cache_dir, mode):
    for name, want in [
        ("good.c", Verdict.AC),
        ("good.cpp", Verdict.AC),
        ("wrong.py", Verdict.WA),
        ("crash.py", Verdict.RE),
        ("segv.c", Verdict.RE),
        ("hog.py", Verdict.MLE),
        ("hog.c", Verdict.MLE),
        ("flood.py", Verdict.OLE),
        ("grandchild.py", Verdict.AC),
    ]:
        if mode == "warm" and not name.endswith(".py"):
            continue  # no warm mode: the fresh run above
        report = judge(aplusb, cache_dir, PROGRAMS / name, mode)
        assert report.verdict is want, (name, report.cases[0].message)
