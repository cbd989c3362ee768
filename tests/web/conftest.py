"""The contest server tests' fixtures: a served contest in process, and behind a real uvicorn.

The server's tests share the contest tests' helpers (tests/contest/contest_helpers.py)."""

from __future__ import annotations

import pytest

from web.web_helpers import LiveServer, new_served


@pytest.fixture
def served(tmp_path):
    """The served contest (fake clock, judges run by the test), with an anonymous client
    running the application's lifespan (its watcher) meanwhile."""
    from starlette.testclient import TestClient

    served = new_served(tmp_path)
    with TestClient(served.app) as main:
        served.clients["anonymous"] = main
        yield served
    served.session.close()


@pytest.fixture
def live(tmp_path):
    """A served contest (fake clock, judges run by the test) behind a real uvicorn."""
    served = new_served(tmp_path)
    with LiveServer(served.server, served.app) as running:
        running.served = served
        yield running
    served.session.close()
