"""Virtual contests: taking part now in a contest that was recorded.

The source is an event feed (any API version, e.g. exported by DOMjudge), a CCS contest
package (its ``event-feed.ndjson``), or one of our contests (its official submissions). A new
contest folder is made from it: same duration, penalty time and freeze, the recorded problems
under their labels but mapped to problems of this set, and in its database the recorded teams,
submissions and judgements at their recorded contest times. It starts at once. Since every
contest time counts from the participant's own start, the recorded contest is thereby shifted
to yours: the board at your elapsed time shows the recorded teams as they stood at that moment
of their contest, and you among them (:func:`judge.contest.service.board`).

Problems map by ``--map LABEL=ID`` (or ``RECORDED_ID=ID``), else by equal ids (our own
exports). A recorded problem that maps to nothing is a plain error naming it and the way to
map it: without its problem there is nothing to submit, and leaving it out would change the
recorded board. The recorded judgement types are kept, and win over ours where both have an
id (a contest that charged penalty for compile errors charges you too).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.clock import Clock
from judge.contest.config import (
    ContestConfig,
    ProblemEntry,
    new_folder,
    problem_title,
    write_folder,
)
from judge.contest.feed import read_feed
from judge.contest.model import ContestState, JudgementType
from judge.contest.service import (
    DB_POINTER,
    _update_state,
    contest_folder,
    contest_names,
    ensure_local_team,
    open_store,
    read_pointer,
    sync,
    team_name_default,
)
from judge.errors import JudgeError


def load_recorded(root: Path, source: str) -> ContestState:
    """The recorded contest named by ``source``: a feed file, a contest package folder, one of
    our contest folders, or the name of one of our contests."""
    path = Path(source)
    if path.is_file():
        return read_feed(path)
    if path.is_dir():
        if (path / "event-feed.ndjson").is_file():
            return read_feed(path / "event-feed.ndjson")
        if (path / "contest.yaml").is_file() and _has_database(path):
            return _our_contest(path)
        raise JudgeError(
            f"{path}: neither a contest package (no event-feed.ndjson) nor a "
            "contest folder (no contest.yaml and contest.db)"
        )
    if "/" not in source and source in contest_names(root):
        folder = contest_folder(root, source)
        if _has_database(folder):
            return _our_contest(folder)
        raise JudgeError(f"contest {source!r} has no database yet: nothing was recorded")
    raise JudgeError(f"{source}: no such event feed, contest package or contest")


def _has_database(folder: Path) -> bool:
    return (folder / db.DB_FILE).is_file() or (folder / DB_POINTER).is_file()


def _our_contest(folder: Path) -> ContestState:
    """One of our contests, wherever its database is (the folder's, or PostgreSQL)."""
    url = read_pointer(folder)
    store = db.Store.open_sqlite(folder / db.DB_FILE) if url is None else open_store(folder)
    try:
        with store.read() as conn:
            return db.load_state(conn)
    finally:
        store.close()


def parse_map(items: Sequence[str]) -> dict[str, str]:
    """``--map A=hdu_2516`` options (each may hold several, comma-separated)."""
    mapping: dict[str, str] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise JudgeError(f"--map {part!r}: expected LABEL=PROBLEM_ID, e.g. A=hdu_2516")
            mapping[key.strip()] = value.strip()
    return mapping


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
                f"--map {problem.label}={target}: no problem {target!r} in this set{hint}"
            )
        pairs.append((problem.id, target))
    if unmapped:
        example = f"{state.problems_in_order()[0].label}={known[0]}" if known else "A=ID"
        raise JudgeError(
            f"the recorded contest's problem(s) {', '.join(unmapped)} are not "
            f"problems of this set; map each to one with --map LABEL=ID "
            f"(e.g. --map {example}; see judge list)"
        )
    extra = sorted(set(mapping) - used_keys)
    if extra:
        labels = ", ".join(p.label for p in state.problems_in_order())
        raise JudgeError(
            f"--map {', '.join(extra)}: no such problem in the recorded contest "
            f"(its labels: {labels})"
        )
    targets = [t for _, t in pairs]
    twice = sorted({t for t in targets if targets.count(t) > 1})
    if twice:
        raise JudgeError(f"--map: {', '.join(twice)} given for more than one recorded problem")
    return pairs


def create_virtual(
    root: Path,
    source: str,
    clock: Clock,
    as_name: str | None = None,
    name: str | None = None,
    mapping: dict[str, str] | None = None,
) -> Path:
    """Makes and starts a virtual contest of the recorded ``source``; returns its folder."""
    from judge.problemset.layout import problem_ids

    recorded = load_recorded(root, source)
    contest = recorded.contest
    if contest is None or contest.duration is None:
        raise JudgeError(f"{source}: the recorded contest has no contest object with a duration")
    if contest.scoreboard_type not in ("pass-fail", ""):
        raise JudgeError(
            f"{source}: a {contest.scoreboard_type!r} contest; only pass-fail "
            "contests can be replayed"
        )
    if not recorded.problems:
        raise JudgeError(f"{source}: the recorded contest has no problems")
    pairs = map_problems(recorded, mapping or {}, problem_ids(root))
    ours = dict(pairs)
    name = name or _default_name(contest.id)
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(f"contest {name!r} already exists ({folder}); choose another with --name")
    config = ContestConfig(
        id=name,
        name=f"{contest.name or contest.id} (virtual)",
        duration=contest.duration,
        penalty=contest.penalty_time,
        freeze=contest.scoreboard_freeze_duration or None,
    )
    entries = []
    for ordinal, problem in enumerate(recorded.problems_in_order(), start=1):
        entries.append(
            ProblemEntry(
                ours[problem.id],
                problem.label,
                problem_title(root, ours[problem.id]),
                ordinal,
                problem.rgb,
                problem.color,
            )
        )
    now = clock.now()
    with new_folder(folder) as partial:
        write_folder(partial, config, entries)
        store = db.Store.open_sqlite(partial / db.DB_FILE)
        try:
            sync(store, config, entries, root, now, kind="virtual")
            with store.write() as conn:
                _import(conn, recorded, ours, now.ms)
                ensure_local_team(conn, as_name or team_name_default(), now)
                conn.execute(db.contest.update().values(utc_offset=now.offset))
                db.set_meta(conn, "virtual_source", str(source))
                _update_state(conn, {"started_ms": now.ms}, now)
        finally:
            store.close()
    return folder


def _default_name(contest_id: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in contest_id)
    return f"virtual-{cleaned.strip('-._') or 'contest'}"


def _import(conn, recorded: ContestState, ours: dict[str, str], now_ms: int) -> None:
    """The recorded teams, submissions and judgements into a new contest's database."""
    existing = {r.id for r in conn.execute(sa.select(db.judgement_types.c.id))}
    for jtype in recorded.judgement_types.values():
        values = {"name": jtype.name, "penalty": jtype.penalty, "solved": jtype.solved}
        if jtype.id in existing:
            conn.execute(
                db.judgement_types.update()
                .where(db.judgement_types.c.id == jtype.id)
                .values(**values)
            )
        else:
            conn.execute(db.judgement_types.insert().values(id=jtype.id, **values))
        db.log_event(conn, "judgement-types", jtype.id, jtype.to_api(), now_ms)
    have = {(r.type, r.id) for r in conn.execute(sa.select(db.objects.c.type, db.objects.c.id))}
    for etype in ("languages", "organizations"):
        for oid, data in recorded.other.get(etype, {}).items():
            if oid is None or (etype, oid) in have:
                continue
            conn.execute(db.objects.insert().values(type=etype, id=oid, data=db.dumps(data)))
            db.log_event(conn, etype, oid, data, now_ms)
    for group in recorded.groups.values():
        conn.execute(
            db.objects.insert().values(type="groups", id=group.id, data=db.dumps(group.to_api()))
        )
        db.log_event(conn, "groups", group.id, group.to_api(), now_ms)
    for team in recorded.teams.values():
        conn.execute(
            db.teams.insert().values(
                id=team.id,
                name=team.name,
                display_name=team.display_name,
                label=team.label,
                hidden=team.hidden,
                group_ids=db.dumps(list(team.group_ids)),
                organization_id=team.organization_id,
                origin="recorded",
                extra=db.dumps(team.extra),
            )
        )
        db.log_event(conn, "teams", team.id, team.to_api(), now_ms)
    rows = [
        {
            "id": sub.id,
            "team_id": sub.team_id,
            "problem_id": ours[sub.problem_id],
            "language_id": sub.language_id,
            "filename": None,
            "source": None,
            "contest_time_ms": sub.contest_time,
            "submitted_ms": None,
            "official": True,
            "origin": "recorded",
            "extra": db.dumps(sub.extra),
        }
        for sub in recorded.submissions.values()
    ]
    if rows:
        conn.execute(db.submissions.insert(), rows)
    judged = [
        {
            "id": j.id,
            "submission_id": j.submission_id,
            "judgement_type_id": j.judgement_type_id,
            "start_ms": j.start_contest_time,
            "end_ms": j.end_contest_time,
            "valid": not j.superseded,
            "claimed_by": None,
            "lease_until": None,
            "attempt": 0,
            "max_run_time": j.extra.get("max_run_time"),
            "cases": None,
            "detail": None,
            "origin": "recorded",
            "extra": db.dumps({k: v for k, v in j.extra.items() if k != "max_run_time"}),
        }
        for j in recorded.judgements.values()
    ]
    known = {r.id for r in conn.execute(sa.select(db.judgement_types.c.id))}
    for tid in sorted({j["judgement_type_id"] for j in judged} - known - {None}):
        jtype = recorded.judgement_type(tid)  # a feed without judgement types: the standard
        jtype = jtype if jtype is not None else JudgementType(tid, tid)
        conn.execute(
            db.judgement_types.insert().values(
                id=tid, name=jtype.name, penalty=jtype.penalty, solved=jtype.solved
            )
        )
        db.log_event(conn, "judgement-types", tid, jtype.to_api(), now_ms)
    if judged:
        conn.execute(db.judgements.insert(), judged)
    db.reserve_ids(conn, "submission", list(recorded.submissions))
    db.reserve_ids(conn, "judgement", list(recorded.judgements))
