"""Keeping a contest's database in step with its folder's contest.yaml and problems.yaml.

The files are the configuration people edit; the database records it, with an event for each
change (a changed duration, penalty, freeze or problem label), so the event feed always says
what the contest was. A problem that already has submissions cannot be taken out. The
languages follow the language table (judge.run.languages.table: this version's, and this
machine's override files) each time the contest is opened, as the submit form does; a
language withdrawn that submissions used stays, for their sake.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from judge.contest.core.config import CONTEST_FILE, ContestConfig, ProblemEntry
from judge.contest.core.judgement_types import our_types
from judge.contest.core.records import ContestKind
from judge.contest.core.submission_language import language_objects
from judge.contest.core.times import Timestamp
from judge.contest.ops.judging import contest_problem
from judge.contest.storage import contest as rows
from judge.contest.storage.objects import read_contest
from judge.contest.storage.store import Connection, Store
from judge.errors import JudgeError
from judge.formats.registry import format_of
from judge.i18n import phrase
from judge.run.languages.table import languages


def settings_of(config: ContestConfig) -> rows.ContestSettings:
    """What the database records of contest.yaml."""
    return rows.ContestSettings(
        name=config.name,
        formal_name=config.formal_name,
        duration_ms=config.duration,
        freeze_ms=config.freeze,
        penalty_ms=config.penalty,
        scheduled_start_ms=None if config.start_time is None else config.start_time.ms,
        thaw_ms=None if config.thaw_time is None else config.thaw_time.ms,
        extra=config.extra,
        rule=config.rule,
    )


def sync(
    store: Store,
    config: ContestConfig,
    entries: Sequence[ProblemEntry],
    root: Path,
    now: Timestamp,
    kind: ContestKind = ContestKind.SOLO,
    folder: Path | None = None,
) -> None:
    """Brings the database's contest and problems in step with the configuration, and its
    languages with the language table, logging an event for each change. The first time,
    also the judgement types. ``folder``: the contest's folder, where its packages are."""
    settings = settings_of(config)
    with store.write() as conn:
        record = read_contest(conn)
        if record is None:
            offset = config.start_time.offset if config.start_time is not None else now.offset
            if config.practice:
                kind = ContestKind.PRACTICE
            rows.insert_contest(conn, config.id, kind, offset, settings, now.ms)
            rows.insert_judgement_types(conn, our_types().values(), now.ms)
        else:
            if record.started_ms is not None and record.rule is not config.rule:
                raise JudgeError(
                    phrase(
                        "{CONTEST_FILE}: rule {value}: the contest started as an {value2} contest, and its rule cannot change once it has started",
                        CONTEST_FILE=CONTEST_FILE,
                        value=config.rule.value,
                        value2=record.rule.value,
                    )
                )
            rows.update_settings(conn, record, settings, now.ms)
        # The languages as the table has them now (a new judge, a machine's override file):
        # the submit form reads the table, the Contest API the database.
        rows.set_languages(conn, language_objects(), languages(), now.ms)
        _sync_problems(conn, entries, root, now, folder)
        rows.log_first_state(conn, now.ms)


def _sync_problems(
    conn: Connection,
    entries: Sequence[ProblemEntry],
    root: Path,
    now: Timestamp,
    folder: Path | None,
) -> None:
    held = rows.problem_ids(conn)
    wanted = {e.id for e in entries}
    for pid in held:
        if pid in wanted:
            continue
        used = rows.submissions_to(conn, pid)
        if used:
            raise JudgeError(
                phrase(
                    "problem {pid} ({problem_label}) has {used} submission(s) in this contest and cannot be taken out of problems.yaml; put it back",
                    pid=repr(pid),
                    problem_label=rows.problem_label(conn, pid),
                    used=used,
                )
            )
    limits = {}
    for entry in entries:
        if entry.id not in held:
            problem = contest_problem(root, entry.id, folder)
            assert problem.time_limit is not None  # contest_problem gives it one
            limits[entry.id] = (problem.time_limit, format_of(problem).case_count(problem))
    rows.set_problems(conn, entries, limits, now.ms)
