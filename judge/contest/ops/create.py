"""Making a contest: ``contests/<name>/`` with contest.yaml, problems.yaml and its database,
all or nothing (the folder appears only when everything is written)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from judge.contest.core.config import (
    CONTEST_FILE,
    ContestConfig,
    contest_yaml,
    default_entries,
    new_folder,
    parse_contest,
    write_folder,
)
from judge.contest.core.times import Timestamp
from judge.contest.ops.folders import CONTESTS, DB_FILE, contest_folder, write_pointer
from judge.contest.ops.sync import sync
from judge.contest.storage.objects import read_contest
from judge.contest.storage.store import Store
from judge.errors import JudgeError


def check_new(root: Path, name: str, problem_ids: Sequence[str]) -> Path:
    """The folder a new contest ``name`` of ``problem_ids`` would have; a plain error when
    the name is not a contest name, the contest exists, or no problems are given."""
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(f"contest {name!r} already exists ({folder})")
    if not problem_ids:
        raise JudgeError("give the contest's problems: --problems ID,ID,... (see judge list)")
    return folder


def new_contest(
    root: Path,
    config: ContestConfig,
    problem_ids: Sequence[str],
    now: Timestamp,
    db_url: str | None = None,
) -> Path:
    """Makes contest ``config.id`` of the problems ``problem_ids`` (labels A, B, ...): its
    folder with contest.yaml and problems.yaml, and its database (the folder's contest.db,
    or the empty PostgreSQL database at ``db_url``); returns the folder."""
    name = config.id
    folder = check_new(root, name, problem_ids)
    # The same checks as reading the file back: what is written, the folder can read.
    config = parse_contest(contest_yaml(config), Path(CONTESTS) / name / CONTEST_FILE, name)
    entries = default_entries(root, problem_ids)
    with new_folder(folder) as partial:
        write_folder(partial, config, entries)
        if db_url is None:
            store = Store.open_sqlite(partial / DB_FILE)
        else:
            store = Store.open_url(db_url, create=True)
        try:
            if db_url is not None:
                with store.read() as conn:
                    held = read_contest(conn)
                if held is not None:
                    raise JudgeError(
                        f"{store.where}: already holds contest {held.id!r}; give "
                        "each contest a database of its own"
                    )
            sync(store, config, entries, root, now)
        finally:
            store.close()
        if db_url is not None:
            write_pointer(partial, db_url)
    return folder
