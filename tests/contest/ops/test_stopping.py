"""The long-running services' stop: SIGTERM taken as Ctrl-C, a second signal stopping at
once, and the previous handlers back afterwards."""

from __future__ import annotations

import os
import signal
import time

import pytest

from judge.contest.ops.stopping import graceful_stop, sigterm_as_ctrl_c


def test_sigterm_is_taken_as_ctrl_c_and_the_old_handler_comes_back() -> None:
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(KeyboardInterrupt), sigterm_as_ctrl_c():
        os.kill(os.getpid(), signal.SIGTERM)
    assert signal.getsignal(signal.SIGTERM) is before


@pytest.mark.parametrize("first", [signal.SIGTERM, signal.SIGINT])
def test_a_first_signal_asks_to_stop_and_a_second_stops_at_once(first: int) -> None:
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
    with pytest.raises(KeyboardInterrupt), graceful_stop() as stop:
        assert not stop.is_set()
        os.kill(os.getpid(), first)
        assert stop.wait(5)
        os.kill(os.getpid(), signal.SIGTERM)
        stop.wait(5)  # the handler runs in the main thread between bytecodes
        pytest.fail("a second signal did not stop at once")
    assert {sig: signal.getsignal(sig) for sig in before} == before


def test_a_signal_arriving_inside_the_wait_is_taken_at_once(monkeypatch) -> None:
    """The handler runs in the main thread wherever it stands, inside the worker's own wait for
    the request too: it must not wait for anything there (a threading.Event would wait for its
    own lock, held by that wait, forever). The signal is made to arrive inside the wait."""
    real_sleep = time.sleep
    arrived: list[bool] = []

    def sleep_until_signalled(seconds: float) -> None:
        if not arrived:
            arrived.append(True)
            signal.getsignal(signal.SIGTERM)(signal.SIGTERM, None)  # type: ignore[operator, misc]
        real_sleep(seconds)

    with graceful_stop() as stop:
        monkeypatch.setattr(time, "sleep", sleep_until_signalled)  # the one wait() calls
        started = time.monotonic()
        assert stop.wait(5) and arrived
        assert time.monotonic() - started < 1
