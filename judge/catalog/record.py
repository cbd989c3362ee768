"""A learner's record: which problems of a set they have solved and tried, and how much help
they took (hints, the editorial), kept between runs.

`judge run ID FILE` notes the run here, `judge hint` and `judge editorial` the help taken;
`judge list` marks the problems from it. The record
is one JSON file, record.json, in the user's data folder (`default_data_dir`), holding every
problem set the user has worked in, each under its resolved root path:

    {"version": 1, "sets": {"/home/me/judge": {"hdu_2516": {
        "state": "solved", "when": "2026-11-28T10:00:00Z", "file": "/home/me/mine.py",
        "hints": 2, "editorial": true}}}}

`state` is the best so far (solved stays solved whatever comes after), `when` the last run
noted, `file` the file of the best run (the one that solved it, else the last tried).
`hints` is how many of the problem's hints were taken (`judge hint`: they come in order, so a
count says which), `editorial` whether the editorial was shown; either is left out while it is
0 or false. `accepted_on` lists the online judges that accepted a submission of it (`judge
submit`: "accepted_on": ["HDU"]), left out while there is none. Help taken before any run makes an entry of its own, with `state` null, `file`
empty and `when` the moment of the help.

What counts: a run is *solved* when every case of the problem's full data is AC under the
problem's own limits, *tried* otherwise; a run on some cases only (`--case`, `--samples`) or
with a limit above the problem's is tried at most. Not noted at all: the set's own programs
(the reference, without a FILE or given by its path, and the files in solutions/<id>/), a
`--cmd` (a command names no file of the learner's, and may be the reference run by hand),
`--input` runs (nothing is judged) and `--all` (the references).

A file judge cannot read as a record is said once per command, as a warning, and the record
starts anew (the damaged file is set aside beside it, as record.json.damaged, when the next
run is noted). Two runs noted at the same moment may lose one of them (the last write wins;
each write is whole, through a temporary file renamed over the old one).

`judge list` imports this module, so it imports nothing a cached listing would not already
load (no dataclasses, no datetime: `NamedTuple`, `Enum` and `time` instead; see listing.py).
"""

from __future__ import annotations

import json
import os
import time
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from judge.judging.solution import RunOptions
    from judge.run.limits import Limits

_VERSION = 1
_FILE = "record.json"
_MiB = 1024 * 1024


class State(Enum):
    """How far a learner got with a problem."""

    SOLVED = "solved"
    TRIED = "tried"


class Entry(NamedTuple):
    """One problem's line of the record."""

    state: State | None  # None: help taken (hints, the editorial), no run noted yet
    when: str  # UTC, ISO 8601 to the second: the last run noted (else the last help taken)
    file: str  # the file of the best run: the one that solved it, else the last tried; or ""
    hints: int = 0  # how many of the problem's hints were taken, first to last
    editorial: bool = False  # whether the editorial was shown
    accepted_on: tuple[str, ...] = ()  # the online judges that accepted it (`judge submit`)


class Record(NamedTuple):
    """A problem set's record as read, and what was wrong with the file, if anything."""

    entries: dict[str, Entry]  # by problem id; {} when nothing is recorded
    warning: str | None  # the file could not be read as a record: it starts anew


def default_data_dir() -> Path:
    """$JUDGE_DATA, else judge/ in the XDG data folder (~/.local/share/judge)."""
    explicit = os.environ.get("JUDGE_DATA")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "share"
    )
    return Path(base) / "judge"


def record_file(data_dir: Path) -> Path:
    """Where the record is kept in `data_dir`."""
    return data_dir / _FILE


def _set_key(root: Path) -> str:
    return str(root.resolve())


def _entry(value: Any) -> Entry:
    """An entry from its JSON form; ValueError when it is not one."""
    if not isinstance(value, dict):
        raise ValueError("an entry is not an object")
    when, file = value.get("when"), value.get("file")
    if not isinstance(when, str) or not isinstance(file, str):
        raise ValueError("an entry's 'when' or 'file' is not text")
    hints, editorial = value.get("hints", 0), value.get("editorial", False)
    if type(hints) is not int or hints < 0:
        raise ValueError("an entry's 'hints' is not a count")
    if type(editorial) is not bool:
        raise ValueError("an entry's 'editorial' is not true or false")
    accepted_on = value.get("accepted_on", [])
    if not isinstance(accepted_on, list) or not all(isinstance(j, str) for j in accepted_on):
        raise ValueError("an entry's 'accepted_on' is not a list of judges")
    state = value.get("state")
    return Entry(
        None if state is None else State(state), when, file, hints, editorial, tuple(accepted_on)
    )


def _load(path: Path) -> tuple[dict[str, dict[str, Entry]], str | None]:
    """Every set's entries, and a warning when the file exists but is no record."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError) as exc:
        return {}, f"{path}: cannot read the record ({exc}); starting anew"
    try:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not JSON: line {exc.lineno} column {exc.colno}") from None
        if not isinstance(data, dict) or data.get("version") != _VERSION:
            raise ValueError(f"not version {_VERSION} of judge's record")
        sets = data.get("sets")
        if not isinstance(sets, dict):
            raise ValueError("no 'sets' object")
        loaded = {}
        for key, problems in sets.items():
            if not isinstance(problems, dict):
                raise ValueError(f"the set {key} is not an object")
            loaded[key] = {pid: _entry(value) for pid, value in problems.items()}
    except ValueError as exc:
        return {}, f"{path}: not a record judge can read ({exc}); starting anew"
    return loaded, None


def read_record(data_dir: Path, root: Path) -> Record:
    """The record of the problem set at `root` (empty when there is none)."""
    sets, warning = _load(record_file(data_dir))
    return Record(sets.get(_set_key(root), {}), warning)


def _save(path: Path, sets: dict[str, dict[str, Entry]], damaged: bool) -> str | None:
    """Write the record whole (a temporary file renamed over it); a warning if it cannot."""
    data = {
        "version": _VERSION,
        "sets": {
            key: {pid: _entry_json(e) for pid, e in sorted(entries.items())}
            for key, entries in sorted(sets.items())
            if entries
        },
    }
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if damaged:
            os.replace(path, path.with_name(f"{path.name}.damaged"))
        partial.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
        os.replace(partial, path)
    except OSError as exc:
        try:
            partial.unlink()
        except OSError:
            pass  # never written, or the folder is not there
        return f"{path}: cannot write the record ({exc.strerror or exc})"
    return None


def _entry_json(entry: Entry) -> dict[str, Any]:
    """An entry as the file keeps it (the help taken only where there was some)."""
    kept: dict[str, Any] = {
        "state": entry.state.value if entry.state else None,
        "when": entry.when,
        "file": entry.file,
    }
    if entry.hints:
        kept["hints"] = entry.hints
    if entry.editorial:
        kept["editorial"] = True
    if entry.accepted_on:
        kept["accepted_on"] = list(entry.accepted_on)
    return kept


def now() -> str:
    """The current time as the record writes it (UTC, ISO 8601 to the second)."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def note(
    data_dir: Path, root: Path, problem_id: str, state: State, file: Path, when: str
) -> list[str]:
    """Note a run of `file` on a problem of the set at `root`: the best state so far is kept,
    with the file that reached it. The warnings to show the user (a damaged record set aside,
    a record that cannot be written)."""
    path = record_file(data_dir)
    sets, warning = _load(path)
    entries = sets.setdefault(_set_key(root), {})
    old = entries.get(problem_id)
    if old is not None and old.state is State.SOLVED and state is not State.SOLVED:
        entries[problem_id] = old._replace(when=when)
    elif old is not None:
        entries[problem_id] = old._replace(state=state, when=when, file=str(file))
    else:
        entries[problem_id] = Entry(state, when, str(file))
    failed = _save(path, sets, damaged=warning is not None and path.is_file())
    return [w for w in (warning, failed) if w]


def note_remote(
    data_dir: Path, root: Path, problem_id: str, judge: str, accepted: bool, file: Path
) -> list[str]:
    """Note a verdict of an online judge (`judge`, as its name is written: "HDU") on `file`
    submitted for a problem of the set at `root` (`judge submit`): an AC there solves the
    problem and is kept in `accepted_on`; any other verdict is a try. The warnings to show."""
    state = State.SOLVED if accepted else State.TRIED
    warnings = note(data_dir, root, problem_id, state, file, now())
    if not accepted:
        return warnings
    path = record_file(data_dir)
    sets, warning = _load(path)
    entries = sets.setdefault(_set_key(root), {})
    old = entries[problem_id]
    if judge not in old.accepted_on:
        entries[problem_id] = old._replace(accepted_on=(*old.accepted_on, judge))
    failed = _save(path, sets, damaged=False)
    return [*warnings, *(w for w in (warning, failed) if w)]


def note_help(
    data_dir: Path, root: Path, problem_id: str, *, hints: int = 0, editorial: bool = False
) -> list[str]:
    """Note help taken on a problem of the set at `root`: `hints` hints taken in all (the count
    only grows), the editorial shown when `editorial`. The warnings to show the user."""
    path = record_file(data_dir)
    sets, warning = _load(path)
    entries = sets.setdefault(_set_key(root), {})
    old = entries.get(problem_id) or Entry(None, now(), "")
    entries[problem_id] = old._replace(
        when=old.when if old.state else now(),
        hints=max(old.hints, hints),
        editorial=old.editorial or editorial,
    )
    failed = _save(path, sets, damaged=warning is not None and path.is_file())
    return [w for w in (warning, failed) if w]


def forget(data_dir: Path, root: Path) -> tuple[int, list[str]]:
    """Clear the record of the set at `root` (the other sets' stay): how many problems it
    held, and the warnings to show."""
    path = record_file(data_dir)
    sets, warning = _load(path)
    count = len(sets.pop(_set_key(root), {}))
    if count == 0 and warning is None:
        return 0, []
    failed = _save(path, sets, damaged=warning is not None and path.is_file())
    return count, [w for w in (warning, failed) if w]


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


class Judged(NamedTuple):
    """The problem a run judged, as the record needs it: its set and id, the folders of its
    own programs (the reference and the set's solutions, whose runs say nothing of the
    learner), and its own limits (a run above them solves nothing)."""

    problem_set: Path
    problem_id: str
    own_folders: tuple[Path, ...]
    limits: Limits


def run_state(
    judged: Judged, solution: str | None, command: str | None, options: RunOptions, ok: bool
) -> State | None:
    """What a `judge run` of `solution` on one problem says about the learner (see the module
    docstring), or None when it says nothing: the reference, the set's own solutions, --cmd."""
    if command is not None or solution is None:
        return None
    file = Path(solution).resolve()
    if any(_inside(file, folder.resolve()) for folder in judged.own_folders):
        return None
    partial = bool(options.case_patterns) or options.samples
    limits = judged.limits
    relaxed = (
        (options.time_limit or 0) > limits.time
        or (options.memory_limit or 0) * _MiB > limits.memory
        or (options.output_limit or 0) * _MiB > limits.output
    )
    return State.SOLVED if ok and not partial and not relaxed else State.TRIED


def note_run(
    data_dir: Path,
    judged: Judged,
    solution: str | None,
    command: str | None,
    options: RunOptions,
    ok: bool,
) -> list[str]:
    """Note a judged run of one of the set's problems, if it says something about the
    learner (`run_state`); the warnings to show."""
    state = run_state(judged, solution, command, options, ok)
    if state is None or solution is None:
        return []
    resolved = Path(solution).resolve()
    return note(data_dir, judged.problem_set, judged.problem_id, state, resolved, now())
