"""A count of long work done out of the work started, said on a progress line as each piece
ends: the one progress count every format's long steps share (a Kattis package's timing runs,
a Polygon package's tests as they are first generated)."""

from __future__ import annotations

import threading
from typing import Callable


class Tally:
    """A count of runs done out of those started, said on a progress line as each ends (runs
    end in several threads at once: the count is kept under a lock). `template` is formatted
    with `done` and `total`."""

    def __init__(self, template: str, progress: Callable[[str], None] | None) -> None:
        self.template, self.progress = template, progress
        self.done = self.total = 0
        self.lock = threading.Lock()

    def more(self, count: int) -> None:
        """`count` more runs to come (said at once, so the line shows before the first ends)."""
        with self.lock:
            self.total += count
            self._say()

    def one_done(self) -> None:
        """One run has ended."""
        with self.lock:
            self.done += 1
            self._say()

    def _say(self) -> None:
        if self.progress is not None and self.total:
            self.progress(self.template.format(done=self.done, total=self.total))
