"""Virtual contests: taking part now in a contest that was recorded.

The source is an event feed (any API version, e.g. exported by DOMjudge), a CCS contest
package (its ``event-feed.ndjson``), or one of our contests (its official submissions). A new
contest folder is made from it: same duration, penalty time and freeze, the recorded problems
under their labels but mapped to problems of this set, and in its database the recorded teams,
submissions and judgements at their recorded contest times. It starts at once. Since every
contest time counts from the participant's own start, the recorded contest is thereby shifted
to yours: the board at your elapsed time shows the recorded teams as they stood at that moment
of their contest, and you among them (:func:`judge.contest.ops.views.board`).

Problems map by ``--map LABEL=ID`` (or ``RECORDED_ID=ID``; ID may also be the path of a Kattis
package folder or zip), else by equal ids: a package the contest package holds for the
recorded problem (``<id>/``, ``<id>.zip`` or ``problems/<id>/``, as ``judge contest export``
writes them and DOMjudge's archives hold them), or a problem of this set (our own exports). The
packages are kept in the new contest's folder, with the recorded time limit where a package
sets none. A recorded problem that maps to nothing is a plain error naming it and the way to
map it: without its problem there is nothing to submit, and leaving it out would change the
recorded board. The recorded judgement types are kept, and win over ours where both have an
id (a contest that charged penalty for compile errors charges you too).
"""

from __future__ import annotations

import difflib
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.contest.core.clock import Clock
from judge.contest.core.config import (
    ContestConfig,
    ProblemEntry,
    new_folder,
    problem_title,
    write_folder,
)
from judge.contest.core.feed import read_feed
from judge.contest.core.model import Contest, ContestState
from judge.contest.core.records import ContestKind
from judge.contest.ops.folders import (
    DB_FILE,
    contest_folder,
    contest_names,
    has_database,
    open_store,
    read_pointer,
)
from judge.contest.ops.packages import (
    ProblemSource,
    install_packages,
    locate_package,
    problem_sources,
)
from judge.contest.ops.start import ensure_own_team
from judge.contest.ops.sync import sync
from judge.contest.storage.contest import record_state
from judge.contest.storage.objects import load_state
from judge.contest.storage.recorded import import_recorded
from judge.contest.storage.store import Store, set_meta
from judge.errors import JudgeError
from judge.formats.registry import format_at
from judge.i18n import phrase
from judge.problemset.layout import problem_ids


def load_recorded(root: Path, source: str) -> ContestState:
    """The recorded contest named by ``source``: a feed file, a contest package folder, one of
    our contest folders, or the name of one of our contests."""
    path = Path(source)
    if path.is_file():
        return read_feed(path)
    if path.is_dir():
        if (path / "event-feed.ndjson").is_file():
            return read_feed(path / "event-feed.ndjson")
        if (path / "contest.yaml").is_file() and has_database(path):
            return _our_contest(path)
        raise JudgeError(
            phrase(
                "{path}: neither a contest package (no event-feed.ndjson) nor a contest folder (no contest.yaml and contest.db)",
                path=path,
            )
        )
    if "/" not in source and source in contest_names(root):
        folder = contest_folder(root, source)
        if has_database(folder):
            return _our_contest(folder)
        raise JudgeError(
            phrase(
                "contest {source} has no database yet: nothing was recorded", source=repr(source)
            )
        )
    raise JudgeError(
        phrase("{source}: no such event feed, contest package or contest", source=source)
    )


def _our_contest(folder: Path) -> ContestState:
    """One of our contests, wherever its database is (the folder's, or PostgreSQL)."""
    url = read_pointer(folder)
    store = Store.open_sqlite(folder / DB_FILE) if url is None else open_store(folder)
    try:
        with store.read() as conn:
            return load_state(conn)
    finally:
        store.close()


def map_problems(
    state: ContestState, mapping: dict[str, str], known: list[str]
) -> list[tuple[str, str]]:
    """(recorded problem id, our problem id) for each recorded problem, in board order."""
    used_keys = set()
    pairs: list[tuple[str, str]] = []
    unmapped = []
    for problem in state.problems_in_order():
        target = None
        for key in (problem.label, problem.id):
            if key in mapping:
                target = mapping[key]
                used_keys.add(key)
                break
        if target is None and problem.id in known:
            target = problem.id
        if target is None:
            unmapped.append(f"{problem.label} ({problem.id})")
            continue
        if target not in known:
            close = difflib.get_close_matches(target, known, n=3, cutoff=0.5)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            raise JudgeError(
                phrase(
                    "--map {label}={target}: no problem {target2} in this set{hint}",
                    label=problem.label,
                    target=target,
                    target2=repr(target),
                    hint=hint,
                )
            )
        pairs.append((problem.id, target))
    if unmapped:
        example = f"{state.problems_in_order()[0].label}={known[0]}" if known else "A=ID"
        raise JudgeError(
            phrase(
                "the recorded contest's problem(s) {value} are not problems of this set; map each to one with --map LABEL=ID (e.g. --map {example}; see judge list)",
                value=", ".join(unmapped),
                example=example,
            )
        )
    extra = sorted(set(mapping) - used_keys)
    if extra:
        labels = ", ".join(p.label for p in state.problems_in_order())
        raise JudgeError(
            phrase(
                "--map {value}: no such problem in the recorded contest (its labels: {labels})",
                value=", ".join(extra),
                labels=labels,
            )
        )
    targets = [t for _, t in pairs]
    twice = sorted({t for t in targets if targets.count(t) > 1})
    if twice:
        raise JudgeError(
            phrase(
                "--map: {value} given for more than one recorded problem", value=", ".join(twice)
            )
        )
    return pairs


def create_virtual(
    root: Path,
    source: str,
    clock: Clock,
    as_name: str,
    name: str | None = None,
    mapping: dict[str, str] | None = None,
    cache_dir: Path | None = None,
) -> Path:
    """Makes and starts a virtual contest of the recorded ``source``, in which you are
    ``as_name``; returns its folder. ``cache_dir``: where a package's computed time limit is
    cached."""
    recorded = load_recorded(root, source)
    contest, duration = _replayable(recorded, source)
    pairs, sources = _virtual_problems(root, recorded, source, mapping or {})
    name = name or _default_name(contest.id)
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(
            phrase(
                "contest {name} already exists ({folder}); choose another with --name",
                name=repr(name),
                folder=folder,
            )
        )
    config = ContestConfig(
        id=name,
        name=f"{contest.name or contest.id} (virtual)",
        duration=duration,
        penalty=contest.penalty_time,
        freeze=contest.scoreboard_freeze_duration or None,
        rule=contest.rule,
    )
    ours = dict(pairs)
    now = clock.now()
    with new_folder(folder) as partial:
        packages = install_packages(
            partial, sources, cache_dir or default_cache_dir(), by_points=contest.rule.by_points
        )
        entries = [
            ProblemEntry(
                ours[problem.id],
                problem.label,
                problem_title(root, ours[problem.id], partial),
                ordinal,
                problem.rgb,
                problem.color,
                packages.get(ours[problem.id]),
                problem.max_score,
            )
            for ordinal, problem in enumerate(recorded.problems_in_order(), start=1)
        ]
        write_folder(partial, config, entries)
        store = Store.open_sqlite(partial / DB_FILE)
        try:
            sync(store, config, entries, root, now, kind=ContestKind.VIRTUAL, folder=partial)
            with store.write() as conn:
                import_recorded(conn, recorded, ours, now.ms)
                ensure_own_team(conn, as_name, now)
                set_meta(conn, "virtual_source", str(source))
                record_state(conn, {"started": now.ms}, now.ms, utc_offset=now.offset)
        finally:
            store.close()
    return folder


def _replayable(recorded: ContestState, source: str) -> tuple[Contest, int]:
    """The recorded contest and its duration, when it can be replayed: a duration and
    problems (a board by points is replayed by its rule as any other)."""
    contest = recorded.contest
    if contest is None or contest.duration is None:
        raise JudgeError(
            phrase(
                "{source}: the recorded contest has no contest object with a duration",
                source=source,
            )
        )
    if not recorded.problems:
        raise JudgeError(phrase("{source}: the recorded contest has no problems", source=source))
    return contest, contest.duration


def _virtual_problems(
    root: Path, recorded: ContestState, source: str, mapping: dict[str, str]
) -> tuple[list[tuple[str, str]], list[ProblemSource]]:
    """The recorded problems paired with ours (`--map`, a package beside the recording, or
    one of the set), and where each of ours comes from."""
    source_folder = Path(source) if Path(source).is_dir() else None
    located = {
        problem.id: found
        for problem in recorded.problems_in_order()
        if source_folder is not None
        and (found := locate_package(source_folder, problem.id)) is not None
    }
    given: dict[str, Path] = {}  # --map values that are package paths, by their ids
    targets: dict[str, str] = {}
    for key, value in mapping.items():
        path = Path(value)
        if format_at(path) is not None:
            package = problem_sources(root, [value])[0]
            given[package.id] = path
            value = package.id
        targets[key] = value
    known = problem_ids(root)
    pairs = map_problems(
        recorded, targets, [*known, *given, *(p for p in located if p not in known)]
    )
    limits = {p.id: p.time_limit for p in recorded.problems_in_order()}
    sources = [
        ProblemSource(target, given.get(target) or located.get(target), limits.get(recorded_id))
        for recorded_id, target in pairs
    ]
    return pairs, sources


def _default_name(contest_id: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in contest_id)
    return f"virtual-{cleaned.strip('-._') or 'contest'}"
