"""How the long-running services (the contest server, a judging machine's worker) stop:
SIGTERM, a service manager's stop or `kill`, is taken as Ctrl-C is, and the handlers judge
installs are put back when the service ends (tests and embedders keep theirs)."""

from __future__ import annotations

import signal
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from types import FrameType
from typing import Any

Handler = Callable[[int, FrameType | None], Any] | int | None


@contextmanager
def handling(handler: Handler, signals: tuple[int, ...]) -> Iterator[None]:
    """`handler` for each of `signals` while the block runs, the previous ones after it."""
    previous = {sig: signal.signal(sig, handler) for sig in signals}
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


def sigterm_as_ctrl_c() -> AbstractContextManager[None]:
    """SIGTERM raises KeyboardInterrupt, as Ctrl-C does, while the block runs."""
    return handling(signal.default_int_handler, (signal.SIGTERM,))


class StopRequest:
    """Set by the first SIGTERM or Ctrl-C. A plain flag, not a threading.Event: the handler
    runs in the main thread between two of its bytecodes, possibly inside `Event.wait()` with
    the event's lock held, and `Event.set()` there would wait for that lock forever (a judging
    machine's worker was once seen never to stop on SIGTERM)."""

    _STEP = 0.05  # how often wait() looks: the stop is noticed within this much

    def __init__(self) -> None:
        self._requested = False

    def set(self) -> None:
        """Ask to stop (safe in a signal handler: no lock)."""
        self._requested = True

    def is_set(self) -> bool:
        """Whether a stop was asked for."""
        return self._requested

    def wait(self, timeout: float) -> bool:
        """Whether a stop is asked for within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not self._requested:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(left, self._STEP))
        return True


@contextmanager
def graceful_stop() -> Iterator[StopRequest]:
    """A request set by the first SIGTERM or Ctrl-C (stop once the work under way is done);
    a second one raises KeyboardInterrupt (stop now)."""
    stop = StopRequest()

    def on_signal(_signum: int, _frame: FrameType | None) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    with handling(on_signal, (signal.SIGTERM, signal.SIGINT)):
        yield stop
