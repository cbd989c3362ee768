"""What this machine offers judge: isolation layers, measurements, and each language of the
table (judge.run.languages.language): found with its version, or missing with its Debian package.

`detect` tries each thing the way judge would use it (the helper makes each kind of namespace
in a child; a cgroup session sets up and measures a box's case cgroup; a box runs a program
fresh and warm) and reports what it found, and where judge falls back, for `judge doctor`.
Nothing here changes how runs happen.
"""

from __future__ import annotations

import os
import platform
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError
from judge.parallel import run_all
from judge.run.helper.sandbox import helper_path, probe_namespaces
from judge.run.isolation.cgroups import CgroupSession, find_hierarchy
from judge.run.isolation.isolated_runner import IsolatedRunner
from judge.run.isolation.session import Isolation
from judge.run.languages.dialects import JUDGE_DIALECTS
from judge.run.languages.language import Language, version
from judge.run.languages.table import (
    ENVIRONMENT,
    SHIPPED,
    languages,
    override_files,
    override_places,
)
from judge.run.limits import Limits, MiB
from judge.run.program import from_file, machine_missing


@dataclass(frozen=True)
class Feature:
    """One thing judge may use: whether it is there, and what was found."""

    name: str
    available: bool
    detail: str = ""


@dataclass(frozen=True)
class Section:
    """A part of the report: its title and its features."""

    title: str
    features: tuple[Feature, ...]


def language_feature(lang: Language) -> Feature:
    """A language: its compiler or interpreter found (the version it reports), or missing
    (with the Debian package that provides it)."""
    kind = "compiler" if lang.compiled else ""
    label = " ".join(w for w in (lang.name, kind, f"({', '.join(lang.extensions)})") if w)
    found = version(lang)
    if found is None:
        missing = ["/".join(lang.tools[p]) for p in lang.tools if lang.tool(p) is None]
        return Feature(
            label,
            False,
            f"{lang.id}: {', '.join(missing)} not found; Debian package {lang.debian}",
        )
    main = lang.main_tool()
    return Feature(label, True, f"{lang.id}: {main} ({found})" if found else f"{lang.id}: {main}")


def machine_features(cache_dir: Path) -> list[Feature]:
    """Each language found that a judge's dialect compiles for another machine (HDU's and
    POJ's C and C++: -m32), tried for real: its self-test built and run for that machine, or
    what to install (no dialect ever falls back to a 64-bit build)."""
    features = []
    for lang in languages().values():
        dialects = [d for d in JUDGE_DIALECTS if d.language == lang.id and d.machine]
        if not dialects or not lang.available():
            continue
        machine = " ".join(dialects[0].machine)
        missing = machine_missing(lang, dialects[0], cache_dir, run=True)
        names = ", ".join(d.id for d in dialects)
        detail = missing or f"{lang.main_tool()} {machine} (32-bit long and pointers): {names}"
        features.append(Feature(f"32-bit {lang.name} ({machine})", missing is None, detail))
    return features


def table_features() -> tuple[Feature, Feature]:
    """The language table read (its file), and the override files read over it, in order,
    or where none was found."""
    places, named = override_places()
    read = override_files()
    if read:
        detail = "read " + ", then ".join(map(str, read))
        detail += f" (named by {ENVIRONMENT})" if named else ""
    elif named:
        detail = f"none ({ENVIRONMENT} is empty)"
    else:
        detail = f"none ({' and '.join(map(str, places))} do not exist)"
    table = Feature("language table", True, str(SHIPPED))
    return table, Feature("language overrides", True, detail)


def _namespaces(helper: Path) -> list[Feature]:
    found = probe_namespaces(helper)
    features = []
    for kind in ("user", "mount", "pid", "network", "ipc", "uts", "cgroup"):
        code = found.get(kind)
        detail = "" if code == 0 else (os.strerror(code) if code and code > 0 else "not probed")
        features.append(Feature(f"{kind} namespace", code == 0, detail))
    return features


def _mount_options(point: Path) -> set[str]:
    """The super options of the cgroup file system mounted at `point`."""
    for line in Path("/proc/self/mountinfo").read_text().splitlines():
        left, _, right = line.partition(" - ")
        fields, rest = left.split(), right.split()
        if len(fields) > 4 and len(rest) > 2 and fields[4] == str(point):
            return set(rest[2].split(","))
    return set()


def _cgroups() -> list[Feature]:
    try:
        hierarchy = find_hierarchy()
    except JudgeError as exc:
        return [Feature("cgroups", False, str(exc))]
    where = ", ".join(f"{name} at {path}" for name, path in hierarchy.bases.items())
    features = [Feature(f"cgroup v{hierarchy.version}", True, where)]
    try:
        session = CgroupSession(hierarchy)
    except JudgeError as exc:
        return [*features, Feature("cgroups usable", False, str(exc))]
    try:
        box = session.box()
        try:
            box.limit_hit(box.prepare(64 << 20, 64))
            hierarchy = box.hierarchy
            features.append(
                Feature("cgroups usable", True, "made, limited, measured and removed a case cgroup")
            )
        finally:
            box.remove()
        if hierarchy.version == 2:
            # Joining a cgroup through cgroup.procs takes the kernel's threadgroup lock, whose
            # write side waits for an RCU grace period unless the hierarchy favours changes.
            fast = "favordynmods" in _mount_options(hierarchy.bases["unified"])
            features += [
                Feature(
                    "memory.peak (kernel 5.19+)",
                    hierarchy.peak_file,
                    "" if hierarchy.peak_file else "the limit is seen by memory.events alone",
                ),
                Feature(
                    "memory.peak set back per run (6.12+)",
                    hierarchy.peak_file and hierarchy.peak_reset,
                    "" if hierarchy.peak_reset else "the limit is seen by memory.events alone",
                ),
                Feature(
                    "cgroup.kill (kernel 5.14+)",
                    hierarchy.kill_file,
                    "" if hierarchy.kill_file else "processes are killed one by one",
                ),
                Feature(
                    "quick cgroup joins",
                    fast,
                    "cgroup2 mounted with favordynmods"
                    if fast
                    else "each run's join waits for an RCU grace period (about 5-15 ms); "
                    "mount cgroup2 with -o favordynmods to avoid it",
                ),
            ]
        else:
            features += [
                Feature(
                    "memory.memsw (swap accounted)",
                    hierarchy.swap,
                    "swap limited too"
                    if hierarchy.swap
                    else "no swap accounting: swap is not limited",
                ),
                Feature("quick cgroup joins", True, "a run's process joins through `tasks`"),
            ]
    except JudgeError as exc:
        features.append(Feature("cgroups usable", False, str(exc)))
    finally:
        session.close()
    return features


def _boxes(isolation: Isolation, cache_dir: Path) -> list[Feature]:
    """A box tried for real: a Python program run fresh twice, then warm twice."""
    limits = Limits(time=5.0, memory=256 * MiB)
    with tempfile.TemporaryDirectory(prefix="judge-doctor-") as tmp:
        source = Path(tmp) / "echo.py"
        source.write_text("import sys\nsys.stdout.write(sys.stdin.read())\n")
        program = from_file(source, cache_dir)
        features = []
        try:
            with IsolatedRunner(program, isolation) as fresh:
                outputs = {fresh(b"1 2\n", limits).output for _ in range(2)}
            ok = outputs == {b"1 2\n"}
            features.append(
                Feature(
                    "a sandbox per submission",
                    ok,
                    "built once, each case run in it from a clean state"
                    if ok
                    else f"a run wrote {outputs!r}",
                )
            )
        except JudgeError as exc:
            return [Feature("a sandbox per submission", False, str(exc))]
        fallbacks: list[str] = []
        try:
            with IsolatedRunner(program, isolation, True, fallbacks.append) as warm:
                outputs = {warm(b"1 2\n", limits).output for _ in range(2)}
        except JudgeError as exc:
            fallbacks.append(str(exc))
        if fallbacks:
            features.append(Feature("warm runs in the sandbox", False, "; ".join(fallbacks)))
        else:
            ok = outputs == {b"1 2\n"}
            features.append(
                Feature(
                    "warm runs in the sandbox",
                    ok,
                    "--isolate --warm: a warm interpreter per submission, forked per case"
                    if ok
                    else f"a run wrote {outputs!r}",
                )
            )
        return features


def detect(cache_dir: Path) -> list[Section]:
    """Everything `judge doctor` reports, tried for real on this machine."""
    helper = helper_path(cache_dir)
    isolation = [
        Feature(
            "running as root", os.geteuid() == 0, f"euid {os.geteuid()}" if os.geteuid() else ""
        )
    ]
    isolation += _namespaces(helper)
    cgroups = _cgroups()
    isolation += cgroups
    tree = all(f.available for f in cgroups)
    try:
        with Isolation(helper) as session:
            isolation.append(Feature("judge run --isolate", True, "every layer is available"))
            isolation += _boxes(session, cache_dir)
    except JudgeError as exc:
        isolation.append(Feature("judge run --isolate", False, str(exc)))
    bwrap = shutil.which("bwrap")
    isolation.append(
        Feature(
            "bubblewrap",
            bwrap is not None,
            (bwrap or "not installed") + " (not needed: judge's helper "
            "builds the isolation itself)",
        )
    )
    release = platform.release()
    measurement = [
        Feature(
            "CPU time and peak memory of a process",
            True,
            "wait4 rusage (peak memory in every mode, CPU time in plain runs)",
        ),
        Feature(
            "CPU time and memory limit of a tree",
            tree,
            "the run's cgroup (isolated runs)" if tree else "needs cgroups",
        ),
        Feature(
            "a program's wait for a CPU",
            os.path.exists("/proc/self/schedstat"),
            "/proc/PID/schedstat: a busy machine's waits are not charged to the wall clock"
            if os.path.exists("/proc/self/schedstat")
            else "the wall clock alone: a stop on a busy machine is judged JE, not TLE",
        ),
        Feature("memfd (in-memory case files)", hasattr(os, "memfd_create")),
        Feature("kernel", True, f"Linux {release}"),
        Feature("sandbox helper", True, str(helper)),
    ]
    programs = [*table_features(), *run_all(language_feature, list(languages().values()), 8)]
    programs += machine_features(cache_dir)
    return [
        Section("isolation", tuple(isolation)),
        Section("measurement", tuple(measurement)),
        Section("programs", tuple(programs)),
    ]


def format_sections(sections: list[Section]) -> str:
    """The report: one line per feature, `yes`/`no` and what was found."""
    width = max(len(f.name) for s in sections for f in s.features)
    lines = []
    for section in sections:
        lines.append(f"{section.title}:")
        for feature in section.features:
            mark = "yes" if feature.available else "no "
            # A detail of several lines (a compiler's message) goes on under its first.
            detail = feature.detail.replace("\n", "\n" + " " * (width + 9))
            lines.append(f"  {feature.name:<{width}}  {mark}{'  ' + detail if detail else ''}")
    return "\n".join(lines)
