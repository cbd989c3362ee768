"""Making a contest: ``contests/<name>/`` with contest.yaml, problems.yaml, the Kattis packages
it uses (judge.contest.ops.packages) and its database, all or nothing (the folder appears only
when everything is written): from problems named on the command line, or from a CCS contest
package."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from judge.cachedir import default_cache_dir
from judge.contest.core.config import (
    CONTEST_FILE,
    ContestConfig,
    contest_yaml,
    default_entries,
    new_folder,
    parse_contest,
    parse_problems,
    write_folder,
)
from judge.contest.core.times import Timestamp
from judge.contest.ops.folders import (
    CONTESTS,
    DB_FILE,
    contest_folder,
    ensure_ignore,
    write_pointer,
)
from judge.contest.ops.packages import (
    ContestPackage,
    ProblemSource,
    Progress,
    contest_work_dir,
    install_packages,
    problem_sources,
    read_contest_package,
)
from judge.contest.ops.sync import sync
from judge.contest.storage.objects import read_contest
from judge.contest.storage.store import Store
from judge.errors import JudgeError


@dataclass(frozen=True)
class MakeOptions:
    """How a contest is made, whatever its problems: ``db_url``, the empty PostgreSQL database
    it goes into (None: the folder's contest.db); ``cache_dir``, where the packages are built
    (None: the default cache); ``jobs``, how many builds at once; ``progress``, told of each."""

    db_url: str | None = None
    cache_dir: Path | None = None
    jobs: int = 1
    progress: Progress | None = None


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
    options: MakeOptions = MakeOptions(),
) -> Path:
    """Makes contest ``config.id`` of the problems ``problem_ids`` (labels A, B, ...): ids of
    this set, Kattis package folders and zips (kept in the contest's folder); its folder with
    contest.yaml and problems.yaml, and its database (the folder's contest.db, or the empty
    PostgreSQL database at ``options.db_url``); returns the folder."""
    check_new(root, config.id, problem_ids)
    sources = problem_sources(root, problem_ids)
    return make_contest(root, config, sources, now, options)


def new_contest_from(
    root: Path,
    name: str,
    package: Path,
    now: Timestamp,
    adjust: Callable[[ContestConfig], ContestConfig] = lambda config: config,
    options: MakeOptions = MakeOptions(),
) -> tuple[Path, ContestPackage]:
    """Makes contest ``name`` from the CCS contest package at ``package`` (a folder or a
    zip): its contest.yaml (``adjust``-ed: the command line's options), problems.yaml and
    packages. Returns the folder, and what the package holds besides (teams, accounts, what
    was left out)."""
    cache_dir = options.cache_dir or default_cache_dir()
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(f"contest {name!r} already exists ({folder})")
    with contest_work_dir(cache_dir) as work:
        read = read_contest_package(package, root, name, now, Path(work))
        config = adjust(read.config)
        if config.duration <= 0:
            raise JudgeError(
                f"{package}: no contest.yaml (or contest.json) says how long the contest is: "
                "give --duration"
            )
        made = make_contest(
            root,
            config,
            read.sources,
            now,
            replace(options, cache_dir=cache_dir),
            problems=(read.problems, read.problems_path, read.warnings),
            keep=[read.teams] if read.teams is not None else [],
        )
    if read.teams is not None:  # the contest's copy: the package may be gone (a zip unpacked)
        read.teams = made / read.teams.name
    return made, read


def make_contest(
    root: Path,
    config: ContestConfig,
    sources: Sequence[ProblemSource],
    now: Timestamp,
    options: MakeOptions = MakeOptions(),
    problems: tuple[Any, Path, list[str]] | None = None,
    keep: Sequence[Path] = (),
) -> Path:
    """Makes contest ``config.id`` of ``sources``, labelled A, B, ... or as ``problems`` says
    (a contest package's problems.yaml: its data, path and the warnings list), with copies of
    the files ``keep`` (a contest package's teams.json); returns its folder."""
    name = config.id
    folder = check_new(root, name, [s.id for s in sources])
    db_url = options.db_url
    cache_dir = options.cache_dir or default_cache_dir()
    # The same checks as reading the file back: what is written, the folder can read.
    config = parse_contest(contest_yaml(config), Path(CONTESTS) / name / CONTEST_FILE, name)
    with new_folder(folder) as partial:
        limits = install_packages(partial, sources, cache_dir, options.jobs, options.progress)
        if problems is None:
            entries = default_entries(root, [s.id for s in sources], partial, limits)
        else:
            data, path, warnings = problems
            entries = [
                replace(entry, time_limit=limits.get(entry.id))
                for entry in parse_problems(data, path, root, partial, warnings)
            ]
        write_folder(partial, config, entries)
        ensure_ignore(partial)
        for path in keep:
            shutil.copyfile(path, partial / path.name)
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
            sync(store, config, entries, root, now, folder=partial)
        finally:
            store.close()
        if db_url is not None:
            write_pointer(partial, db_url)
    return folder
