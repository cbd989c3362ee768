"""The jury changes when a running contest ends: now, later or earlier.

The contest's length is what changes: contest.yaml's ``duration`` (the file people edit, read
again whenever the contest is opened) and the database's, with the contest's event. The
freeze follows by itself, being ``scoreboard_freeze_duration`` before the end; the board, the
clocks and the state follow from the new end (:mod:`judge.contest.ops.advance` records it
when it comes). An end already recorded is final: results are handed out from it. A copy of
the folder elsewhere (another machine's) keeps its old contest.yaml, and opening the contest
there would set the old length back: the file must be copied there too.
"""

from __future__ import annotations

import os
from dataclasses import replace

from judge.contest.core.config import CONTEST_FILE, ContestConfig, contest_yaml, dump_yaml
from judge.contest.core.text import clock_text
from judge.contest.ops.advance import advance
from judge.contest.ops.session import Session
from judge.contest.ops.sync import settings_of
from judge.contest.storage import contest as rows
from judge.contest.storage.objects import the_contest
from judge.errors import JudgeError
from judge.i18n import phrase

#: The shortest a change may leave before the end: the teams must see the new end coming.
MARGIN_MS = 1000


def write_config(session: Session, config: ContestConfig) -> None:
    """Writes the contest's contest.yaml (atomically) and keeps ``config`` as the session's."""
    path = session.folder / CONTEST_FILE
    partial = path.with_name(f".{CONTEST_FILE}.{os.getpid()}.tmp")
    partial.write_text(dump_yaml(contest_yaml(config)), encoding="utf-8")
    os.replace(partial, path)
    session.config = config


def set_duration(session: Session, duration_ms: int) -> int:
    """Makes the contest last ``duration_ms`` (its end moves; the freeze follows). Refused
    once the contest has ended, and for an end already past. Returns the new duration."""
    now = session.clock.now()
    with session.store.read() as conn:
        record = the_contest(conn)
    timeline = record.timeline.advanced(now.ms)
    if timeline.ended is not None:
        raise JudgeError(phrase("the contest has ended; its end can no longer move"))
    if duration_ms <= 0:
        raise JudgeError(phrase("the contest must last more than 0:00:00"))
    if timeline.started is not None and timeline.started + duration_ms < now.ms:
        left = clock_text(now.ms - timeline.started)
        raise JudgeError(
            phrase(
                "the contest has run {left} already: end it now, or give it a later end", left=left
            )
        )
    freeze = session.config.freeze
    if freeze is not None and freeze > duration_ms:
        raise JudgeError(
            phrase(
                "the board freezes {freeze} before the end: the contest must last longer than that",
                freeze=clock_text(freeze),
            )
        )
    write_config(session, replace(session.config, duration=duration_ms))
    with session.store.write() as conn:
        rows.update_settings(conn, the_contest(conn), settings_of(session.config), now.ms)
    advance(session.store, now)
    return duration_ms


def end_now(session: Session) -> int:
    """Ends the running contest at this moment; returns its new duration."""
    now = session.clock.now()
    with session.store.read() as conn:
        timeline = the_contest(conn).timeline.advanced(now.ms)
    if timeline.started is None:
        raise JudgeError(phrase("the contest has not started"))
    if timeline.ended is not None:
        raise JudgeError(phrase("the contest has ended already"))
    duration = max(MARGIN_MS, now.ms - timeline.started)
    freeze = session.config.freeze
    if freeze is not None and freeze >= duration:  # ending inside the freeze's length
        session.config = replace(session.config, freeze=None)
    return set_duration(session, duration)


def extend(session: Session, minutes: int) -> int:
    """Moves the end ``minutes`` later (earlier when negative); returns the new duration."""
    with session.store.read() as conn:
        duration = the_contest(conn).duration_ms
    return set_duration(session, duration + minutes * 60_000)
