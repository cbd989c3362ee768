"""All of judge's concurrency: work over items, several at a time, results in item order.

Judging cases, generating test data, comparing with the brute force and stress testing all
need the same thing: run `work(item)` for many items on a few threads (each thread mostly waits
for a sandboxed process), consume the results in item order, and stop cleanly when something
fails, when the consumer has seen enough, or on Ctrl-C. One job runs inline, with no pool.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import Future

T = TypeVar("T")
R = TypeVar("R")


def all_cores() -> int:
    """Every core: for untimed work (generating, stress testing, brute-force comparisons)."""
    return os.cpu_count() or 1


def default_jobs() -> int:
    """Runs at once when timing matters: half the cores, since parallel runs share caches and
    memory bandwidth and their timing gets noisier."""
    return max(1, (os.cpu_count() or 2) // 2)


def ordered(
    work: Callable[[T], R], items: Iterable[T], jobs: int, window: int | None = None
) -> Generator[tuple[T, R], None, None]:
    """(item, work(item)) for each item, in item order, with `jobs` items worked on at once.

    At most `window` items (default 4 x jobs) are taken from `items` ahead of the consumer, so
    a lazy or endless iterable is fine. If `work` raises, the exception comes out when its item
    is reached; then, and whenever the consumer stops early (closes the iterator, breaks out of
    a loop over it, or is interrupted), items not started yet are cancelled and the running
    ones are waited for, so nothing keeps running behind the caller's back.
    """
    if jobs <= 1:
        for item in items:
            yield item, work(item)
        return
    # Late: the pool's module and its logging cost a one-job run (`judge run -j 1`) 5% of its
    # start-up, for nothing.
    from concurrent.futures import ThreadPoolExecutor

    window = max(window or 4 * jobs, jobs)
    pending: deque[tuple[T, Future]] = deque()
    source = iter(items)
    pool = ThreadPoolExecutor(max_workers=jobs)
    try:
        exhausted = False
        while True:
            while not exhausted and len(pending) < window:
                try:
                    item = next(source)
                except StopIteration:
                    exhausted = True
                    break
                pending.append((item, pool.submit(work, item)))
            if not pending:
                return
            item, future = pending.popleft()
            yield item, future.result()
    finally:
        for _, future in pending:
            future.cancel()
        pool.shutdown(wait=True, cancel_futures=True)


def run_all(work: Callable[[T], R], items: Iterable[T], jobs: int) -> list[R]:
    """[work(item) for item in items], `jobs` at a time; the first exception (in item order)
    is raised after the work still running has finished."""
    return [result for _, result in ordered(work, items, jobs)]


def side_by_side(*tasks: Callable[[], Any]) -> list[Any]:
    """Run independent tasks at the same time; their results in the order given."""
    return run_all(lambda task: task(), tasks, len(tasks))
