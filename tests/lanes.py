"""The test run's lanes: the tests that spend their time waiting (a program stopped by the wall
clock, a server or database started, killed or restarted, a lease running out) run one after
another on a worker of their own, beside one computing worker a core.

On two cores the two computing workers were idle a quarter of the run, each waiting out those
clocks in turn; in a lane of their own the waits overlap the computing. The lane's tests use
little CPU (a sleeping program, a server answering a few requests), so the computing workers
keep their cores, and the lane's own tests, run one at a time, never wait for each other.

A pytest plugin (conftest's `pytest_plugins`), used by `-n auto --dist loadgroup` (the README's
test command): `-n auto` then starts one worker a core and the lane's. A test joins the lane
with `@pytest.mark.waits`, which puts it in the xdist group `waits`; the scheduler hands that
group to the last worker alone. It extends pytest-xdist's own group scheduling (pytest and
pytest-xdist are pinned to exact versions: it uses xdist's work queue, and xdist's groups rely
on pytest's node ids)."""

from __future__ import annotations

import os

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadGroupScheduling
from xdist.workermanage import WorkerController

WAITS = "waits"
"""The marker and the xdist group of the tests that wait."""

_AUTO_LANE = pytest.StashKey[bool]()


class LaneScheduling(LoadGroupScheduling):
    """pytest-xdist's group scheduling, but the `waits` group goes to the lane worker (the
    last), which runs nothing else; the others never get it. Without waiting tests, the
    worker `-n auto` added for the lane is shut down, so that the computing workers stay one
    a core. A lane worker that crashes gives its remaining tests back to every worker."""

    def __init__(self, config: pytest.Config, log: Producer | None = None) -> None:
        super().__init__(config, log)
        self.lane: WorkerController | None = None

    def schedule(self) -> None:
        """The first call (the collection complete) picks the lane, then schedules."""
        if self.collection is None and self.collection_is_completed and len(self.nodes) > 1:
            collection = next(iter(self.registered_collections.values()))
            if any(self._split_scope(nodeid) == WAITS for nodeid in collection):
                self.lane = self.nodes[-1]
            elif self.config.stash.get(_AUTO_LANE, False):
                spare, _ = self.assigned_work.popitem()
                spare.shutdown()
        super().schedule()

    def _lane_alive(self) -> bool:
        return self.lane is not None and self.lane in self.assigned_work

    def _assign_work_unit(self, node: WorkerController) -> None:
        if not self._lane_alive():
            super()._assign_work_unit(node)
            return
        if node == self.lane:  # (identity: workers do not define equality)
            if WAITS not in self.workqueue:
                node.shutdown()  # the worker ends after the tests it was given
                return
            scope: str | None = WAITS
        else:
            scope = next((s for s in self.workqueue if s != WAITS), None)
            if scope is None:
                return
        self.workqueue.move_to_end(scope, last=False)
        super()._assign_work_unit(node)


@pytest.hookimpl(tryfirst=True)  # before xdist's, which turns the groups into node ids
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The waiting tests join the xdist group of the lane."""
    for item in items:
        if item.get_closest_marker(WAITS):
            item.add_marker(pytest.mark.xdist_group(WAITS))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: a worker a core (PYTEST_XDIST_AUTO_NUM_WORKERS if set), and the lane's."""
    cores = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") or len(os.sched_getaffinity(0))
    config.stash[_AUTO_LANE] = True
    return int(cores) + 1


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> LaneScheduling | None:
    """`--dist loadgroup`: xdist's group scheduling, with the waiting tests' lane."""
    return LaneScheduling(config, log) if config.getvalue("dist") == "loadgroup" else None
