"""judge.run.isolation.cgroups on fake hierarchies: the cgroup v2 path (which this machine, whose memory
controller is bound to cgroup v1, cannot run for real) and the v1 path's file handling.

The fake kernel: making a cgroup creates its interface files with the values a real one would
show; the test then plays the kernel's part by writing the counters a run would leave (its
files are plain files: what judge writes there is what the next read sees, so a test writes
the counters after `prepare`)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.run.isolation import cgroups
from judge.run.isolation.cgroups import CgroupSession, Hierarchy, find_hierarchy

V2_FILES = {
    "cgroup.procs": "",
    "cgroup.subtree_control": "",
    "cgroup.kill": "",
    "memory.max": "max",
    "memory.swap.max": "max",
    "memory.oom.group": "0",
    "memory.current": "0",
    "memory.peak": "0",
    "pids.max": "max",
    "memory.events": "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\noom_group_kill 0\n",
    "cpu.stat": "usage_usec 0\nuser_usec 0\nsystem_usec 0\n",
}
V1_FILES = {
    "memory": {
        "cgroup.procs": "",
        "tasks": "",
        "memory.limit_in_bytes": "9223372036854771712",
        "memory.memsw.limit_in_bytes": "9223372036854771712",
        "memory.swappiness": "60",
        "memory.failcnt": "0",
        "memory.memsw.failcnt": "0",
        "memory.max_usage_in_bytes": "0",
        "memory.memsw.max_usage_in_bytes": "0",
        "memory.usage_in_bytes": "0",
        "memory.oom_control": "oom_kill_disable 0\nunder_oom 0\noom_kill 0\n",
    },
    "pids": {"cgroup.procs": "", "tasks": "", "pids.max": "max"},
    "cpuacct": {"cgroup.procs": "", "tasks": "", "cpuacct.usage": "0"},
}


@pytest.fixture
def fake_kernel(monkeypatch):
    """cgroup mkdir/rmdir on a plain folder: files appear as the kernel would make them."""

    def make(folder: Path, drop: tuple[str, ...] = (), fixed_peak: bool = False) -> None:
        folder.mkdir()
        kind = next((k for k in V1_FILES if k in folder.parts), None)
        files = V1_FILES[kind] if kind else V2_FILES
        for name, value in files.items():
            if name in drop:
                continue
            if name == "memory.peak" and fixed_peak:  # kernels before 6.12: no writes to it
                os.mkfifo(folder / name)
            else:
                (folder / name).write_text(value)

    state = {"drop": (), "fixed_peak": False}
    monkeypatch.setattr(
        cgroups, "_make", lambda folder: make(folder, state["drop"], state["fixed_peak"])
    )
    monkeypatch.setattr(cgroups, "_unmake", lambda folder: shutil.rmtree(folder))
    return state


def v2_root(tmp_path: Path, controllers: str = "cpuset cpu io memory hugetlb pids") -> Path:
    root = tmp_path / "cgroup2"
    root.mkdir()
    (root / "cgroup.controllers").write_text(controllers + "\n")
    (root / "cgroup.subtree_control").write_text("")
    return root


def mountinfo(*mounts: tuple[str, str, str]) -> str:
    return "".join(
        f"{30 + i} 1 0:{i} / {point} rw,relatime shared:{i} - {kind} {kind} {options}\n"
        for i, (point, kind, options) in enumerate(mounts)
    )


def test_v2_is_found_where_it_has_the_memory_and_pids_controllers(tmp_path):
    root = v2_root(tmp_path)
    found = find_hierarchy(mountinfo((str(root), "cgroup2", "rw,nsdelegate")), "0::/user.slice\n")
    assert found.version == 2 and found.bases == {"unified": root}


def test_a_hybrid_machine_uses_v1_in_the_judges_own_cgroups(tmp_path):
    # This machine: an empty cgroup2 beside the v1 controllers.
    empty = v2_root(tmp_path, "hugetlb")
    info = mountinfo(
        (str(empty), "cgroup2", "rw"),
        ("/sys/fs/cgroup/memory", "cgroup", "rw,memory"),
        ("/sys/fs/cgroup/pids", "cgroup", "rw,pids"),
        ("/sys/fs/cgroup/cpu,cpuacct", "cgroup", "rw,cpu,cpuacct"),
    )
    own = "8:pids:/\n4:memory:/process_api/abc\n2:cpu,cpuacct:/\n0::/\n"
    found = find_hierarchy(info, own)
    assert found.version == 1
    assert found.bases == {
        "memory": Path("/sys/fs/cgroup/memory/process_api/abc"),
        "pids": Path("/sys/fs/cgroup/pids"),
        "cpuacct": Path("/sys/fs/cgroup/cpu,cpuacct"),
    }


def test_no_usable_cgroups_is_one_plain_message(tmp_path):
    info = mountinfo((str(v2_root(tmp_path, "hugetlb")), "cgroup2", "rw"))
    with pytest.raises(JudgeError, match="lacks the memory, pids controller") as error:
        find_hierarchy(info, "0::/\n")
    assert "no cgroup v1 hierarchy has the memory controller" in str(error.value)
    assert "\n" not in str(error.value)


def test_v2_case_limits_measures_and_cleans_up(tmp_path, fake_kernel):
    root = v2_root(tmp_path)
    session = CgroupSession(Hierarchy(2, {"unified": root}))
    [folder] = session.folders.values()
    assert (root / "cgroup.subtree_control").read_text() == "+memory +pids"
    assert (folder / "cgroup.subtree_control").read_text() == "+memory +pids"
    box = session.box()
    baseline = box.prepare(32 << 20, 64)
    inner = box.case["unified"]
    assert (inner.parent / "cgroup.subtree_control").read_text() == "+memory +pids"
    assert box.join_files == [inner / "cgroup.procs"] and box.procs_file == inner / "cgroup.procs"
    assert box.cpu_file == inner / "cpu.stat"
    assert (inner / "memory.max").read_text() == str(32 << 20)
    assert (inner / "memory.swap.max").read_text() == "0"
    assert (inner / "memory.oom.group").read_text() == "1"
    assert (inner / "pids.max").read_text() == "64"
    # The run, as the kernel would count it: 20 MiB peak, no limit event.
    (inner / "memory.peak").write_text(f"{20 << 20}\n")
    assert not box.limit_hit(baseline)
    (inner / "memory.events").write_text("low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n")
    assert box.limit_hit(baseline)
    box.remove()
    assert not inner.exists() and not inner.parent.exists()
    session.close()
    assert not folder.exists()


def test_v2_a_run_is_measured_against_its_own_baseline(tmp_path, fake_kernel):
    box = CgroupSession(Hierarchy(2, {"unified": v2_root(tmp_path)})).box()
    inner = box.case["unified"]
    # What earlier runs left: limit events counted, 3 MiB of file pages charged.
    (inner / "memory.events").write_text("low 0\nhigh 0\nmax 2\noom 1\noom_kill 1\n")
    (inner / "memory.current").write_text(f"{3 << 20}\n")
    baseline = box.prepare(32 << 20, 64)
    assert (inner / "memory.max").read_text() == str(35 << 20)  # its own 32 MiB, on top
    assert (inner / "memory.peak").read_text().startswith("reset")  # set back for this run
    (inner / "memory.peak").write_text(f"{13 << 20}\n")  # 10 MiB of its own: within
    assert not box.limit_hit(baseline)  # the earlier runs' limit events not counted
    (inner / "memory.peak").write_text(f"{35 << 20}\n")
    assert box.limit_hit(baseline)  # its own 32 MiB reached
    box.remove()


def test_v2_without_a_peak_of_its_own_the_events_say_the_limit_was_reached(tmp_path, fake_kernel):
    fake_kernel["drop"] = ("memory.peak", "cgroup.kill")  # a kernel older than 5.19
    session = CgroupSession(Hierarchy(2, {"unified": v2_root(tmp_path)}))
    assert not session.hierarchy.peak_file and not session.hierarchy.kill_file
    box = session.box()
    baseline = box.prepare(32 << 20, 64)
    inner = box.case["unified"]
    (inner / "memory.current").write_text(f"{40 << 20}\n")  # what it holds now says nothing
    assert not box.limit_hit(baseline)
    (inner / "memory.events").write_text("low 0\nhigh 0\nmax 1\noom 0\noom_kill 0\n")
    assert box.limit_hit(baseline)
    box.remove()
    session.close()


def test_v2_a_peak_that_cannot_be_set_back_is_not_read(tmp_path, fake_kernel):
    # Kernels 5.19 to 6.11: memory.peak since the cgroup began (an earlier run's, perhaps): the
    # fake one cannot even be opened for writing, or for reading without a writer.
    fake_kernel["fixed_peak"] = True
    box = CgroupSession(Hierarchy(2, {"unified": v2_root(tmp_path)})).box()
    assert not box.hierarchy.peak_reset
    baseline = box.prepare(32 << 20, 64)
    assert not box.limit_hit(baseline)
    (box.case["unified"] / "memory.events").write_text("low 0\nhigh 0\nmax 0\noom 1\noom_kill 1\n")
    assert box.limit_hit(baseline)
    box.remove()


def test_v2_a_peak_at_the_limit_counts_as_reaching_it(tmp_path, fake_kernel):
    session = CgroupSession(Hierarchy(2, {"unified": v2_root(tmp_path)}))
    box = session.box()
    baseline = box.prepare(32 << 20, 64)
    (box.case["unified"] / "memory.peak").write_text(f"{32 << 20}\n")
    assert box.limit_hit(baseline)
    box.remove()
    session.close()


def test_v2_a_warm_box_has_a_cgroup_of_its_own_for_the_server(tmp_path, fake_kernel):
    box = CgroupSession(Hierarchy(2, {"unified": v2_root(tmp_path)})).box(warm=True)
    assert box.warm_join_files == [box.case["unified"].parent / "warm" / "cgroup.procs"]
    box.remove()
    assert not box.case["unified"].parent.exists()


def test_v1_case_in_three_hierarchies(tmp_path, fake_kernel):
    bases = {name: tmp_path / name for name in ("memory", "pids", "cpuacct")}
    for base in bases.values():
        base.mkdir()
    session = CgroupSession(Hierarchy(1, bases, swap=True))
    box = session.box()
    baseline = box.prepare(32 << 20, 64)
    memory = box.case["memory"]
    # One file per hierarchy, `tasks`: a thread moving itself skips the global lock.
    assert sorted(p.parents[3].name for p in box.join_files) == ["cpuacct", "memory", "pids"]
    assert all(p.name == "tasks" for p in box.join_files)
    assert (memory / "memory.limit_in_bytes").read_text() == str(32 << 20)
    assert (memory / "memory.memsw.limit_in_bytes").read_text() == str(32 << 20)
    assert (box.case["pids"] / "pids.max").read_text() == "64"
    assert box.cpu_file == box.case["cpuacct"] / "cpuacct.usage"
    (memory / "memory.max_usage_in_bytes").write_text(f"{10 << 20}\n")
    assert not box.limit_hit(baseline)
    # Some kernels leave failcnt at 0 even when the OOM killer acted: oom_kill counts too.
    (memory / "memory.oom_control").write_text("oom_kill_disable 0\nunder_oom 0\noom_kill 1\n")
    assert box.limit_hit(baseline)
    box.remove()
    session.close()
    assert all(not any(base.iterdir()) for base in bases.values())


def test_v1_counters_are_set_back_for_each_run(tmp_path, fake_kernel):
    bases = {name: tmp_path / name for name in ("memory", "pids", "cpuacct")}
    for base in bases.values():
        base.mkdir()
    box = CgroupSession(Hierarchy(1, bases, swap=True)).box()
    memory = box.case["memory"]
    # What an earlier run left: a limit hit, an OOM kill, its peak, and 2 MiB of file pages it
    # read first, still charged.
    (memory / "memory.failcnt").write_text("5\n")
    (memory / "memory.oom_control").write_text("oom_kill_disable 0\nunder_oom 0\noom_kill 1\n")
    (memory / "memory.usage_in_bytes").write_text(f"{2 << 20}\n")
    baseline = box.prepare(32 << 20, 64)
    assert (memory / "memory.failcnt").read_text() == "0"
    assert (memory / "memory.max_usage_in_bytes").read_text() == "0"
    assert (memory / "memory.limit_in_bytes").read_text() == str(34 << 20)
    (memory / "memory.max_usage_in_bytes").write_text(f"{12 << 20}\n")  # 2 MiB of it not its own
    assert not box.limit_hit(baseline)
    (memory / "memory.max_usage_in_bytes").write_text(f"{34 << 20}\n")  # its own 32 MiB
    assert box.limit_hit(baseline)
    box.remove()


def test_sessions_of_judges_that_died_are_removed(tmp_path, fake_kernel):
    root = v2_root(tmp_path)
    namespace = cgroups._pid_namespace()
    dead = root / f"judge-{namespace}-999999999-abcd"  # no such process
    (dead / "c1").mkdir(parents=True)
    elsewhere = root / f"judge-{namespace + 1}-999999999-abcd"  # another pid namespace's
    elsewhere.mkdir()
    session = CgroupSession(Hierarchy(2, {"unified": root}))
    assert not dead.exists() and elsewhere.exists()
    session.close()
