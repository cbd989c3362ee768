"""The replica `judge get`'s tests fetch from: tests/replica_sites.py's, which serves every
judge's recorded problem pages whichever site it plays."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import replica_sites
from replica_sites import Replica


@pytest.fixture
def replica() -> Iterator[Replica]:
    """The replica, serving on a free port of 127.0.0.1 for one test."""
    with replica_sites.replica("hdu") as found:
        yield found
