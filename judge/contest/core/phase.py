"""The contest's phases: which one it is in at a time T, and when the next change is due.

One object, :class:`Timeline`, holds a contest's schedule (start, duration, freeze, thaw
time) and what has been recorded of its state (the Contest API's started, frozen, ended,
thawed, finalized), and answers every question about phases that the command line, the
server, the jury's actions, the scorer and the pages ask:

- :meth:`Timeline.phase` and :meth:`Timeline.clocks`: the phase at T (:class:`Phase`) and the
  clock people are shown;
- :meth:`Timeline.changes` and :meth:`Timeline.news_due`: what the clock has brought by T that
  is not recorded yet (the scheduled start, the configured freeze, the end, the thaw), which
  the first command or server request after it records; :meth:`Timeline.next_change`: when
  the next of them is due; :meth:`Timeline.awaiting_final` and :meth:`Timeline.final_time`:
  the final results, recorded once nothing official waits for its judgement;
- :meth:`Timeline.freeze_refusal`, :meth:`Timeline.thaw_refusal` and
  :meth:`Timeline.thaw_moment`: whether the jury may freeze or thaw the board now;
- :meth:`Timeline.board_freeze` and :meth:`Timeline.implied_state`: from which contest time
  the public scoreboard shows submissions as pending, and the state a feed without one
  implies.

The rules, in the Contest API's order (started < frozen < ended < thawed < finalized): a
contest starts when started (by a command or the jury) or at its scheduled start; the board
freezes ``scoreboard_freeze_duration`` before the end, or earlier when the jury says; the
contest ends ``duration`` after its start; a frozen board thaws at ``scoreboard_thaw_time``,
else (our practice contests) one millisecond after the end, or when the jury thaws it once
the contest has ended; the results are final once the contest has ended, the board is not
frozen, and no official submission waits for its judgement. A recorded contest's board (a
feed) thaws only when its state says so. A site's practice space (``endless``) starts and
never freezes nor ends: its duration is only the Contest API's required field. Times are epoch milliseconds unless said otherwise;
contest times count from ``origin`` (the start, or the scheduled start).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from judge.contest.core.model import Contest, StateInfo
from judge.contest.core.times import Timestamp


class Phase(str, Enum):
    """Where a contest is, in the Contest API's order."""

    NOT_STARTED = "not-started"
    RUNNING = "running"
    FROZEN = "frozen"  # running, the public board frozen
    ENDED = "ended"  # over; the board may still be frozen, waiting for its thaw
    THAWED = "thawed"  # over, the board thawed, results not final yet
    FINALIZED = "finalized"  # over, the results final

    def __str__(self) -> str:
        return self.value


#: The phases after the end.
OVER = frozenset({Phase.ENDED, Phase.THAWED, Phase.FINALIZED})

#: The recorded state's milestones after the start, in order (StateInfo's names).
MILESTONES = ("frozen", "ended", "thawed", "finalized")


@dataclass(frozen=True)
class Clocks:
    """Where a contest stands at a moment, as people are shown it. ``elapsed``: ms since the
    start (None before it); ``freeze_start``: the contest time the public board freezes (or
    froze), None when it does not."""

    phase: Phase
    start: Timestamp | None
    elapsed: int | None
    duration: int
    freeze_start: int | None
    endless: bool = False  # a practice space: no end to show nor count down to

    @property
    def remaining(self) -> int | None:
        """What is left of the contest (ms), None before the start (and for ever in a
        practice space, which has no end)."""
        if self.elapsed is None or self.endless:
            return None
        return max(0, self.duration - self.elapsed)

    @property
    def not_started(self) -> bool:
        """Before the start."""
        return self.phase is Phase.NOT_STARTED

    @property
    def frozen(self) -> bool:
        """Running, with the public board frozen."""
        return self.phase is Phase.FROZEN

    @property
    def over(self) -> bool:
        """Past the end."""
        return self.phase in OVER


@dataclass(frozen=True)
class Timeline:
    """A contest's schedule and recorded state (epoch ms; None: not configured, not reached).

    ``duration``: the contest's length; ``freeze``: how long before the end the board freezes
    (``scoreboard_freeze_duration``; None or 0: no freeze); ``scheduled_start``: when it starts
    by itself; ``thaw_time``: when a frozen board thaws (``scoreboard_thaw_time``);
    ``thaws_by_itself``: whether a frozen board thaws at the end when no thaw time is set (our
    practice contests do; a recorded feed's board does not); ``origin``: the moment of contest
    time 0 (default: the start, else the scheduled start); ``utc_offset``: the time zone (in
    minutes) times are shown in; ``endless``: a site's practice space, which once started
    never freezes nor ends.
    """

    duration: int | None
    freeze: int | None = None
    scheduled_start: int | None = None
    thaw_time: int | None = None
    started: int | None = None
    frozen: int | None = None
    ended: int | None = None
    thawed: int | None = None
    finalized: int | None = None
    thaws_by_itself: bool = True
    origin: int | None = None
    utc_offset: int = 0
    endless: bool = False

    @classmethod
    def of_api(cls, contest: Contest, state: StateInfo | None) -> Timeline:
        """A recorded contest's timeline, from its Contest API contest and state objects
        (contest times count from the contest's ``start_time``)."""
        start = contest.start_time

        def ms(value: Timestamp | None) -> int | None:
            return None if value is None else value.ms

        info = state if state is not None else StateInfo()
        return cls(
            duration=contest.duration,
            freeze=contest.scoreboard_freeze_duration,
            scheduled_start=ms(start),
            started=ms(info.started),
            frozen=ms(info.frozen),
            ended=ms(info.ended),
            thawed=ms(info.thawed),
            finalized=ms(info.finalized),
            thaws_by_itself=False,
            origin=ms(start),
            utc_offset=start.offset if start is not None else 0,
        )

    # -- the schedule

    @property
    def start(self) -> int | None:
        """When the contest started, else when it is scheduled to."""
        return self.started if self.started is not None else self.scheduled_start

    @property
    def zero(self) -> int | None:
        """The moment of contest time 0."""
        return self.origin if self.origin is not None else self.start

    @property
    def freeze_start(self) -> int | None:
        """The contest time at which the board freezes by configuration, or None."""
        if self.duration is None or not self.freeze:
            return None
        return self.duration - self.freeze

    def contest_time(self, moment: int | None) -> int | None:
        """The contest time of an epoch time, when the start is known."""
        zero = self.zero
        return None if moment is None or zero is None else moment - zero

    def timestamp(self, moment: int | None) -> Timestamp | None:
        """An epoch time as a Timestamp in the contest's time zone."""
        return None if moment is None else Timestamp(moment, self.utc_offset)

    # -- what the clock brings

    def changes(self, now: int) -> dict[str, int]:
        """The milestones the clock has reached by ``now`` that are not recorded yet, each at
        the time it happened (StateInfo's names: started, frozen, ended, thawed)."""
        changes: dict[str, int] = {}
        started = self.started
        if started is None and self.scheduled_start is not None and now >= self.scheduled_start:
            started = changes["started"] = self.scheduled_start
        if started is None or self.duration is None or self.endless:
            return changes
        end = started + self.duration
        frozen = self.frozen
        if self.freeze and frozen is None and now >= end - self.freeze:
            frozen = changes["frozen"] = end - self.freeze
        ended = self.ended
        if ended is None and now >= end:
            ended = changes["ended"] = end
        if ended is not None and frozen is not None and self.thawed is None:
            thaw_at = self._thaw_at(ended)
            if thaw_at is not None and now >= thaw_at:
                changes["thawed"] = thaw_at
        return changes

    def _thaw_at(self, ended: int) -> int | None:
        """When a frozen board thaws by itself, the contest having ended at ``ended``."""
        if not self.thaws_by_itself:
            return None
        return self.thaw_time if self.thaw_time is not None else ended + 1

    def advanced(self, now: int) -> Timeline:
        """This timeline with what the clock has brought by ``now`` recorded."""
        changes = self.changes(now)
        if not changes:
            return self
        return replace(
            self,
            started=changes.get("started", self.started),
            frozen=changes.get("frozen", self.frozen),
            ended=changes.get("ended", self.ended),
            thawed=changes.get("thawed", self.thawed),
        )

    @property
    def awaiting_final(self) -> bool:
        """Whether the results may become final (once nothing official waits for judging): the
        contest has ended, the board is not frozen, and they are not final yet."""
        return (
            self.ended is not None
            and self.finalized is None
            and (self.frozen is None or self.thawed is not None)
        )

    def final_time(self, finished: int) -> int:
        """When the results became final, the last official judgement having ended at contest
        time ``finished``: just after the end, the thaw and that judgement."""
        assert self.ended is not None and self.started is not None
        return max(self.ended, self.thawed or 0, self.started + finished) + 1

    def news_due(self, now: int) -> bool:
        """Whether the clock has brought something not yet recorded (the final results
        included, which wait only for judging)."""
        return bool(self.changes(now)) or self.advanced(now).awaiting_final

    def next_change(self, now: int) -> int | None:
        """When the clock next brings a milestone (after ``now``), None when nothing more is
        scheduled (the final results wait for judging, not for the clock)."""
        t = self.advanced(now)
        if t.started is None:
            return t.scheduled_start
        if t.duration is None or t.endless:
            return None
        end = t.started + t.duration
        due = []
        if t.freeze and t.frozen is None:
            due.append(end - t.freeze)
        if t.ended is None:
            due.append(end)
        elif t.frozen is not None and t.thawed is None:
            thaw_at = t._thaw_at(t.ended)
            if thaw_at is not None:
                due.append(thaw_at)
        return min(due, default=None)

    # -- the phase

    def phase(self, now: int) -> Phase:
        """The phase at ``now``: the recorded state, with what the clock has brought since."""
        t = self.advanced(now)
        if t.started is None:
            return Phase.NOT_STARTED
        if t.finalized is not None:
            return Phase.FINALIZED
        if t.ended is not None:
            return Phase.THAWED if t.thawed is not None else Phase.ENDED
        return Phase.FROZEN if t.frozen is not None else Phase.RUNNING

    def board_freeze_start(self, now: int) -> int | None:
        """The contest time from which the public board is (or will be) frozen, as of
        ``now``: when it froze, else when it freezes by configuration."""
        t = self.advanced(now)
        if t.frozen is not None:
            return t.contest_time(t.frozen)
        return t.freeze_start

    def clocks(self, now: int) -> Clocks:
        """The clock as shown at ``now``. ``duration`` must be known."""
        assert self.duration is not None
        t = self.advanced(now)
        if t.started is None:
            return Clocks(
                Phase.NOT_STARTED,
                self.timestamp(self.start),
                None,
                self.duration,
                self.freeze_start,
                self.endless,
            )
        return Clocks(
            self.phase(now),
            self.timestamp(t.started),
            now - t.started,
            self.duration,
            self.board_freeze_start(now),
            self.endless,
        )

    def recorded(self) -> tuple[str, ...]:
        """The milestones recorded after the start, in order (StateInfo's names)."""
        return tuple(name for name in MILESTONES if getattr(self, name) is not None)

    # -- the jury's actions

    def freeze_refusal(self, now: int) -> str | None:
        """Why the jury may not freeze the public board now, or None: it may, while the
        contest runs and the board is not frozen yet."""
        if self.started is None:
            return "the contest has not started: there is no board to freeze yet"
        if self.endless:
            return "a practice space has no scoreboard freeze"
        if self.ended is not None or (
            self.duration is not None and now >= self.started + self.duration
        ):
            return "the contest has ended: the board can no longer be frozen"
        if self.frozen is not None:
            return "the board is already frozen"
        return None

    def thaw_refusal(self) -> str | None:
        """Why the jury may not thaw the board now, or None: it may once the contest has
        ended (the Contest API's order: frozen, ended, thawed)."""
        if self.thawed is not None:
            return "the board has been thawed already"
        if self.frozen is None:
            return "the board is not frozen"
        if self.ended is None:
            return (
                "the board can be thawed once the contest has ended (the Contest "
                "API's order: frozen, ended, thawed)"
            )
        return None

    @property
    def thaw_pending(self) -> bool:
        """Whether the board is frozen and not thawed yet (the jury may thaw it, at the latest
        once the contest has ended)."""
        return self.frozen is not None and self.thawed is None

    def thaw_moment(self, now: int) -> int:
        """When a thaw by the jury at ``now`` is recorded: now, but after the end."""
        assert self.ended is not None
        return max(now, self.ended + 1)

    # -- the scoreboard

    def board_freeze(self, at: int | None) -> int | None:
        """The contest time from which the public board shows submissions as pending, as it
        stood at contest time ``at`` (None: now), or None when there is no freeze or the board
        has been thawed by then. A freeze recorded (by the jury, or as configured) wins over
        the configured one."""
        if self.thawed is not None:
            thawed_at = self.contest_time(self.thawed)
            if at is None or thawed_at is None or thawed_at <= at:
                return None
        if self.frozen is not None:
            frozen_at = self.contest_time(self.frozen)
            if frozen_at is not None:
                return frozen_at
        return self.freeze_start

    def implied_state(self, contest_time: int) -> StateInfo:
        """The state the schedule implies at a contest time, for a contest whose state was
        never recorded: started, frozen and ended as due (a board never thaws by itself)."""
        zero = self.zero
        if zero is None:
            return StateInfo()
        schedule = replace(
            self,
            started=None,
            frozen=None,
            ended=None,
            thawed=None,
            finalized=None,
            scheduled_start=zero,
            thaws_by_itself=False,
        )
        reached = schedule.changes(zero + contest_time)
        return StateInfo(
            started=self.timestamp(reached.get("started")),
            frozen=self.timestamp(reached.get("frozen")),
            ended=self.timestamp(reached.get("ended")),
        )
