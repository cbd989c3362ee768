"""How the long-running services (the contest server, a judging machine's worker) stop:
SIGTERM, a service manager's stop or `kill`, is taken as Ctrl-C is, and the handlers judge
installs are put back when the service ends (tests and embedders keep theirs)."""

from __future__ import annotations

import signal
import threading
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


@contextmanager
def graceful_stop() -> Iterator[threading.Event]:
    """An event set by the first SIGTERM or Ctrl-C (stop once the work under way is done);
    a second one raises KeyboardInterrupt (stop now)."""
    stop = threading.Event()

    def on_signal(_signum: int, _frame: FrameType | None) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    with handling(on_signal, (signal.SIGTERM, signal.SIGINT)):
        yield stop
