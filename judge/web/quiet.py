"""What a client can make the server say, said once a minute at most.

uvicorn warns of each request it cannot parse ("Invalid HTTP request received."), of each
upgrade it does not take (a WebSocket, h2c), and python-multipart of each malformed form: one
line each, however many a client sends. A client sending them in a loop would fill the
server's stderr (and the disk a service manager keeps it on) as fast as it can send; the
requests themselves are answered (400, or as plain HTTP) either way. So such warnings are let
through once a minute for each kind, with how many were held back meanwhile. Errors (a bug
of ours, with its traceback) are always said.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

#: Seconds between two lines of the same kind.
REPORT_EVERY_S = 60.0
#: The loggers that speak for each bad request: uvicorn's, python-multipart's.
CLIENT_LOGGERS = ("uvicorn.error", "python_multipart.multipart")


class OncePerMinute(logging.Filter):
    """Lets a warning (or less) of a kind, its message's template, through once in
    ``every`` seconds; the next one let through says how many were held back."""

    def __init__(
        self, every: float = REPORT_EVERY_S, now: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__()
        self.every = every
        self.now = now
        self.last: dict[str, float] = {}
        self.held: dict[str, int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.ERROR:
            return True
        kind = str(record.msg)[:200]
        now = self.now()
        last = self.last.get(kind)
        if last is not None and now - last < self.every:
            self.held[kind] = self.held.get(kind, 0) + 1
            return False
        if len(self.last) > 1000:  # kinds are few; a flood of distinct ones starts afresh
            self.last.clear()
            self.held.clear()
        self.last[kind] = now
        held = self.held.pop(kind, 0)
        if held:
            record.msg = f"{record.getMessage()} ({held} more like it since the last said)"
            record.args = None
        return True


def quiet_client_warnings() -> OncePerMinute:
    """Holds the client-caused warnings of :data:`CLIENT_LOGGERS` to one a minute of each
    kind (once uvicorn has configured its logging); the filter put in place, instead of any
    put there before."""
    once = OncePerMinute()
    for name in CLIENT_LOGGERS:
        logger = logging.getLogger(name)
        for old in [f for f in logger.filters if isinstance(f, OncePerMinute)]:
            logger.removeFilter(old)
        logger.addFilter(once)
    return once
