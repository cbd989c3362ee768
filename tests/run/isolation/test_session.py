"""The isolation policy as data (no root needed): the kill rule, the rlimits of isolated runs,
the mount steps given to the helper, and where a program's own files appear."""

from __future__ import annotations

import resource
from pathlib import Path

import pytest

from judge.run.isolation.session import WORKDIR, Isolation, system_options
from judge.run.isolation.view import INSIDE, inside_paths
from judge.run.limits import Limits, MiB


def test_the_kill_rule_is_ten_percent_and_a_fifth_of_a_second_past_the_limit():
    assert Limits(time=1.0, memory=MiB).cpu_kill == 1.1 * 1.0 + 0.2
    assert Limits(time=2.0, memory=MiB).cpu_kill == pytest.approx(2.4)
    # RLIMIT_CPU stays a per-process backstop, a second past the kill point rounded up.
    assert Limits(time=1.0, memory=MiB).cpu_backstop == 3


def test_isolated_runs_have_no_address_space_cap():
    limits = Limits(time=1.0, memory=32 * MiB)
    plain = {number for number, _, _ in limits.rlimits()}
    isolated = {number for number, _, _ in limits.rlimits(isolated=True)}
    assert resource.RLIMIT_AS in plain and resource.RLIMIT_AS not in isolated
    assert plain - {resource.RLIMIT_AS} == isolated


def test_own_files_appear_under_a_fixed_folder_names_kept_apart():
    files = [Path("/a/solution.py"), Path("/b/solution.py"), Path("/c/input.txt")]
    assert inside_paths(files) == {
        "/a/solution.py": f"{INSIDE}/solution.py",
        "/b/solution.py": f"{INSIDE}/1/solution.py",
        "/c/input.txt": f"{INSIDE}/input.txt",
    }


def test_mount_steps_hide_private_paths_after_folders_and_before_files(tmp_path):
    session = Isolation.__new__(Isolation)  # the policy only: no machine check, no cgroups
    session._root, session._system = "/root-here", system_options()
    session.private = [Path("/srv/problems"), Path("/var/cache/judge")]
    options = session.options(
        [Path("/opt/python")],
        {"/srv/problems/x/sol.py": "/judge/sol.py"},
        Limits(time=1.0, memory=32 * MiB),
    )
    words = " ".join(options)
    assert words.startswith("-I -R /root-here -u 65534:65534")
    assert (
        words.index("-b /opt/python")
        < words.index("-H /srv/problems")
        < words.index("-f /srv/problems/x/sol.py /judge/sol.py")
    )
    for place in (WORKDIR, "/tmp", "/dev/shm"):
        assert f"-t {place} {32 * MiB} 4096" in words
    assert "-p /proc" in words and "-d /dev/null" in words
    # A writable host folder (compilation) replaces the empty working directory.
    options = session.options([], {}, Limits(time=1.0, memory=32 * MiB), writable=tmp_path)
    assert f"-B {tmp_path} {WORKDIR}" in " ".join(options)
    assert f"-t {WORKDIR} " not in " ".join(options)


def test_a_missing_layer_is_one_plain_message(monkeypatch):
    import errno

    from judge.errors import JudgeError
    from judge.run.isolation import session as isolation

    monkeypatch.setattr(isolation.os, "geteuid", lambda: 1000)
    with pytest.raises(JudgeError, match=r"--isolate needs root: .* Run judge as root"):
        isolation.check_machine(Path("/nonexistent-helper"))
    monkeypatch.setattr(isolation.os, "geteuid", lambda: 0)
    refused = dict.fromkeys(isolation.NAMESPACES, 0) | {"network": errno.EPERM}
    monkeypatch.setattr(isolation, "probe_namespaces", lambda helper: refused)
    with pytest.raises(JudgeError) as error:
        isolation.check_machine(Path("/nonexistent-helper"))
    message = str(error.value)
    assert "network (Operation not permitted)" in message and "Enable them" in message
    assert "\n" not in message
