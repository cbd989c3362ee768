"""What the jury sees of judging: the queue in order, the judgings under way, the workers, the
judging errors to look at; and the rule that tells a running worker from a lost one.

A worker (a judging process: the contest server's judges, ``judge worker`` on a judging
machine) beats its heart in the database every :data:`HEARTBEAT_S` seconds; one that missed
:data:`SILENT_AFTER` beats has stopped answering (killed, frozen, cut off: the jury should
look), and one not heard from for :data:`LOST_AFTER` beats is lost (its judgings go back to
the queue as their leases run out). The storage layer fills these in
(:func:`judge.contest.storage.queue.queue_view`); the jury page and ``judge contest queue``
show them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

#: Seconds between a worker's heartbeats; a worker not heard from for LOST_AFTER heartbeats
#: is shown as lost, and no longer counts as judging the contest.
HEARTBEAT_S = 5.0
LOST_AFTER = 3
#: Beats missed before a worker is shown as not answering (it no longer counts as running).
SILENT_AFTER = 2


class WorkerState(str, Enum):
    """What a worker is doing, as far as the database tells."""

    JUDGING = "judging"
    IDLE = "idle"
    SILENT = "not answering"  # missed SILENT_AFTER beats
    LOST = "lost"  # no heartbeat for LOST_AFTER beats
    STOPPED = "stopped"  # stopped cleanly

    def __str__(self) -> str:
        return self.value


def alive_since(now_ms: int) -> int:
    """The oldest heartbeat (epoch ms) of a worker that counts as alive at ``now_ms``."""
    return now_ms - int(LOST_AFTER * HEARTBEAT_S * 1000)


def worker_state(seen_ms: int, stopped: bool, judging: bool, now_ms: int) -> WorkerState:
    """A worker's state from its last heartbeat, whether it stopped, and whether it judges."""
    if stopped:
        return WorkerState.STOPPED
    if seen_ms < alive_since(now_ms):
        return WorkerState.LOST
    if seen_ms < now_ms - int(SILENT_AFTER * HEARTBEAT_S * 1000):
        return WorkerState.SILENT
    return WorkerState.JUDGING if judging else WorkerState.IDLE


@dataclass(frozen=True)
class Judging:
    """A judgement being judged: by whom, since when, until when its lease holds."""

    judgement_id: str
    submission_id: str
    team_id: str
    problem_id: str
    label: str
    owner: str
    attempt: int
    lease_until: int | None  # epoch ms
    submitted_ms: int | None


@dataclass(frozen=True)
class WorkerView:
    """A worker as the jury sees it, with what it is judging and the problems it refuses
    (problem id -> why)."""

    id: str
    name: str
    pid: int | None
    slots: int
    started_ms: int
    seen_ms: int
    stopped_ms: int | None
    judged: int
    refused: dict[str, str]
    state: WorkerState
    judging: tuple[Judging, ...] = ()


@dataclass(frozen=True)
class QueueEntry:
    """A queued judgement, at ``position`` (1: next) in queue order."""

    position: int
    judgement_id: str
    submission_id: str
    team_id: str
    problem_id: str
    label: str
    submitted_ms: int | None
    team_pending: int
    attempt: int


@dataclass(frozen=True)
class JudgingError:
    """A submission the judge could not judge (its judgement that counts is a JE), and why."""

    judgement_id: str
    submission_id: str
    team_id: str
    problem_id: str
    label: str
    reason: str


@dataclass(frozen=True)
class QueueView:
    """The queue (in order), the judgings under way, the workers, and the judging errors."""

    queued: tuple[QueueEntry, ...]
    judging: tuple[Judging, ...]
    workers: tuple[WorkerView, ...] = field(default_factory=tuple)
    errors: tuple[JudgingError, ...] = field(default_factory=tuple)
