"""How often a team may submit: Kattis' rule, as CMS describes it ("either 1 minute from last
submission OR there have been less than 15 submissions in the past 15 minutes"): a burst of
``burst`` submissions is free, then one every ``interval`` seconds.

It keeps one team from filling the judges' queue and the database, while a team that submits
a few fixes in a row at the end is never held up. The contest server holds a team's
clarification questions to the same rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from judge.errors import JudgeError
from judge.i18n import N_, Phrase, phrase

#: What the rule limits: a team's submissions, or its questions to the jury.
Limited = Literal["submissions", "questions"]
#: The refusal of one too many, by what the rule limits.
_TOO_MANY: dict[Limited, str] = {
    "submissions": N_(
        "too many submissions: a team may make {burst} in a row, then one every {interval_s} s; try again in {seconds} s"
    ),
    "questions": N_(
        "too many questions: a team may make {burst} in a row, then one every {interval_s} s; try again in {seconds} s"
    ),
}


class TooManySubmissions(JudgeError):
    """A team submitted too often: it may again in ``wait_s`` seconds."""

    def __init__(self, message: Phrase, wait_s: int) -> None:
        super().__init__(message)
        self.wait_s = wait_s


@dataclass(frozen=True)
class SubmitRate:
    """A team may submit when its last submission is ``interval_s`` seconds old, or when it
    made fewer than ``burst`` in the last ``burst`` x ``interval_s`` seconds."""

    burst: int = 15
    interval_s: int = 60

    @property
    def window_ms(self) -> int:
        """How far back submissions are counted (ms)."""
        return self.burst * self.interval_s * 1000

    def wait_ms(self, times_ms: Sequence[int], now_ms: int) -> int:
        """How long (ms) a team whose submissions were made at ``times_ms`` (epoch ms, any
        order) must wait before it may submit again; 0: it may now."""
        if self.burst <= 0 or self.interval_s <= 0:
            return 0
        recent = sorted(t for t in times_ms if now_ms - t < self.window_ms)
        if len(recent) < self.burst:
            return 0
        since_last = recent[-1] + self.interval_s * 1000 - now_ms
        # The window frees a place when its oldest submission past the burst leaves it.
        window = recent[len(recent) - self.burst] + self.window_ms - now_ms
        return max(0, min(since_last, window))

    def check(self, times_ms: Sequence[int], now_ms: int, what: Limited = "submissions") -> None:
        """Raises TooManySubmissions when a team whose submissions (or other ``what``) were
        made at ``times_ms`` may not make another at ``now_ms``."""
        wait = self.wait_ms(times_ms, now_ms)
        if wait > 0:
            seconds = -(-wait // 1000)
            raise TooManySubmissions(
                phrase(
                    _TOO_MANY[what],
                    burst=self.burst,
                    interval_s=self.interval_s,
                    seconds=seconds,
                ),
                seconds,
            )
