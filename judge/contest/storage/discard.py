"""A new contest's database emptied again when making the contest failed after the database was
filled (judge.contest.ops.create): every table of the contest's schema dropped, the queue
trigger's function with them, so that the database is as empty as it was given and making the
contest again works. Only ever called on a database that held no contest before."""

from __future__ import annotations

from judge.contest.storage.schema import metadata
from judge.contest.storage.store import Store


def discard_contest(store: Store) -> None:
    """Drops the contest's tables (and with them every row this contest's making wrote)."""
    with store.write() as conn:
        metadata.drop_all(conn)
