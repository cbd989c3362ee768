"""judge.parallel: ordered results, early stops and failures that leave nothing running."""

from __future__ import annotations

import threading
import time

import pytest

from judge.parallel import ordered, run_all, side_by_side


@pytest.mark.parametrize("jobs", [1, 2, 4])
def test_results_come_in_item_order_whatever_finishes_first(jobs):
    def work(n: int) -> int:
        time.sleep((5 - n) * 0.01)  # later items finish first
        return n * n

    assert list(ordered(work, range(5), jobs)) == [(n, n * n) for n in range(5)]
    assert run_all(work, range(5), jobs) == [0, 1, 4, 9, 16]


def test_one_job_runs_inline_on_the_calling_thread():
    threads = run_all(lambda _: threading.current_thread(), range(3), jobs=1)
    assert set(threads) == {threading.current_thread()}


def test_items_are_taken_lazily_within_the_window():
    taken = []

    def items():
        for n in range(1000):
            taken.append(n)
            yield n

    stream = ordered(lambda n: n, items(), jobs=2, window=3)
    assert next(stream) == (0, 0)
    assert len(taken) <= 4  # the window, plus the one refilled
    stream.close()


def test_a_failure_is_raised_in_order_and_the_rest_is_cancelled():
    started = []
    lock = threading.Lock()

    def work(n: int) -> int:
        with lock:
            started.append(n)
        if n == 2:
            raise ValueError("item 2")
        time.sleep(0.02)
        return n

    seen = []
    with pytest.raises(ValueError, match="item 2"):
        for item, _result in ordered(work, range(100), jobs=2, window=4):
            seen.append(item)
    assert seen == [0, 1]
    assert len(started) < 100  # the items behind the failure never started
    running = [t for t in threading.enumerate() if t.name.startswith("ThreadPoolExecutor")]
    assert running == []  # and no worker is left behind


def test_stopping_early_waits_for_the_running_work():
    finished = []

    def work(n: int) -> int:
        time.sleep(0.05)
        finished.append(n)
        return n

    stream = ordered(work, range(50), jobs=2, window=2)
    for item, _ in stream:
        if item == 0:
            break
    stream.close()
    count = len(finished)
    time.sleep(0.1)
    assert len(finished) == count < 50  # nothing finished after close returned


def test_side_by_side_runs_tasks_at_once():
    barrier = threading.Barrier(3, timeout=5)  # would time out if they ran one after another

    def task(n: int):
        return lambda: (barrier.wait(), n)[1]

    assert side_by_side(task(1), task(2), task(3)) == [1, 2, 3]
