"""Making a contest: ``contests/<name>/`` with contest.yaml, problems.yaml, the Kattis packages
it uses (judge.contest.ops.packages) and its database, from problems named on the command
line, or from a CCS contest package (its teams and accounts too).

All or nothing: everything is read and checked first (the packages' files, contest.yaml,
problems.yaml, teams.json, the accounts), then made in a hidden partial folder, the database
included, which is renamed into place only when every step has succeeded; a failure at any
step removes it. A contest kept in PostgreSQL (``--db``) has its tables dropped again when a
step after their making fails (judge.contest.storage.discard), so that the database is as
empty as it was given and the retry works."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.contest.core.config import (
    CONTEST_FILE,
    ContestConfig,
    ProblemEntry,
    contest_yaml,
    default_entries,
    new_folder,
    parse_contest,
    parse_problems,
    write_folder,
)
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import SCRYPT_COST, Imported, import_teams
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
from judge.contest.storage.discard import discard_contest
from judge.contest.storage.objects import read_contest
from judge.contest.storage.store import Store
from judge.errors import JudgeError
from judge.i18n import phrase


@dataclass(frozen=True)
class MakeOptions:
    """How a contest is made, whatever its problems: ``db_url``, the empty PostgreSQL database
    it goes into (None: the folder's contest.db); ``cache_dir``, where the packages are built
    (None: the default cache); ``jobs``, how many builds at once; ``progress``, told of each
    (and of the teams); ``password_cost``, scrypt's cost for a contest package's accounts."""

    db_url: str | None = None
    cache_dir: Path | None = None
    jobs: int = 1
    progress: Progress | None = None
    password_cost: int = SCRYPT_COST


def check_new(root: Path, name: str, problem_ids: Sequence[str]) -> Path:
    """The folder a new contest ``name`` of ``problem_ids`` would have; a plain error when
    the name is not a contest name, the contest exists, or no problems are given."""
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(
            phrase("contest {name} already exists ({folder})", name=repr(name), folder=folder)
        )
    if not problem_ids:
        raise JudgeError(
            phrase("give the contest's problems: --problems ID,ID,... (see judge list)")
        )
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
    return make_contest(root, config, sources, now, options).folder


def new_contest_from(
    root: Path,
    name: str,
    package: Path,
    now: Timestamp,
    adjust: Callable[[ContestConfig], ContestConfig] = lambda config: config,
    options: MakeOptions = MakeOptions(),
) -> tuple[Made, ContestPackage]:
    """Makes contest ``name`` from the CCS contest package at ``package`` (a folder or a
    zip): its contest.yaml (``adjust``-ed: the command line's options), problems.yaml,
    packages, teams and team accounts. Everything is read and checked before anything is
    made, and made in the partial folder (and database) before it is published: a failure
    leaves no contest. Returns what was made and what the package holds besides (what was
    left out)."""
    cache_dir = options.cache_dir or default_cache_dir()
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(
            phrase("contest {name} already exists ({folder})", name=repr(name), folder=folder)
        )
    with contest_work_dir(cache_dir) as work:
        read = read_contest_package(package, root, name, now, Path(work))
        config = adjust(read.config)
        if config.duration <= 0:
            raise JudgeError(
                phrase(
                    "{package}: no contest.yaml (or contest.json) says how long the contest is: give --duration",
                    package=package,
                )
            )
        made = make_contest(
            root, config, read.sources, now, replace(options, cache_dir=cache_dir), read
        )
    if read.teams is not None:  # the contest's copy: the package may be gone (a zip unpacked)
        read.teams = made.folder / read.teams.name
    return made, read


@dataclass(frozen=True)
class Made:
    """A contest made: its folder, and the teams imported with it (a contest package's; each
    new password shown once)."""

    folder: Path
    teams: tuple[Imported, ...] = ()
    passwords_given: int = 0  # how many teams got their account's password


def make_contest(
    root: Path,
    config: ContestConfig,
    sources: Sequence[ProblemSource],
    now: Timestamp,
    options: MakeOptions = MakeOptions(),
    package: ContestPackage | None = None,
) -> Made:
    """Makes contest ``config.id`` of ``sources``, labelled A, B, ... or as a contest
    ``package``'s problems.yaml says, with its teams.json (a copy), teams and accounts. All or
    nothing: the folder appears once everything is written, and a PostgreSQL database
    (``options.db_url``) is emptied again when anything fails after it was filled."""
    name = config.id
    folder = check_new(root, name, [s.id for s in sources])
    # The same checks as reading the file back: what is written, the folder can read.
    config = parse_contest(contest_yaml(config), Path(CONTESTS) / name / CONTEST_FILE, name)
    filled: list[Store] = []  # the database once this contest's rows may be in it
    try:
        with new_folder(folder) as partial:
            entries = _write_files(root, config, sources, partial, options, package)
            store = _empty_store(partial, options.db_url)
            try:
                filled.append(store)
                sync(store, config, entries, root, now, folder=partial)
                made = _add_people(store, folder, package, now, options)
            finally:
                store.close()
            if options.db_url is not None:
                write_pointer(partial, options.db_url)
    except BaseException:
        if filled and options.db_url is not None:
            _discard(filled[0])
        raise
    return made


def _write_files(
    root: Path,
    config: ContestConfig,
    sources: Sequence[ProblemSource],
    partial: Path,
    options: MakeOptions,
    package: ContestPackage | None,
) -> list[ProblemEntry]:
    """The contest folder's files written into ``partial``: the packages, contest.yaml,
    problems.yaml, its .gitignore and a package's teams.json; the problems' entries."""
    cache_dir = options.cache_dir or default_cache_dir()
    limits = install_packages(
        partial, sources, cache_dir, options.jobs, options.progress, config.rule.by_points
    )
    if package is None:
        entries = default_entries(root, [s.id for s in sources], partial, limits)
    else:
        entries = [
            replace(entry, time_limit=limits.get(entry.id))
            for entry in parse_problems(
                package.problems, package.problems_path, root, partial, package.warnings
            )
        ]
    write_folder(partial, config, entries)
    ensure_ignore(partial)
    if package is not None and package.teams is not None:
        shutil.copyfile(package.teams, partial / package.teams.name)
    return entries


def _empty_store(partial: Path, db_url: str | None) -> Store:
    """The new contest's database: ``partial``'s contest.db, or the PostgreSQL database at
    ``db_url``, which must hold no contest."""
    if db_url is None:
        return Store.open_sqlite(partial / DB_FILE)
    store = Store.open_url(db_url, create=True)
    try:
        with store.read() as conn:
            held = read_contest(conn)
    except BaseException:
        store.close()
        raise
    if held is not None:
        store.close()
        raise JudgeError(
            phrase(
                "{where}: already holds contest {id}; give each contest a database of its own",
                where=store.where,
                id=repr(held.id),
            )
        )
    return store


def _add_people(
    store: Store,
    folder: Path,
    package: ContestPackage | None,
    now: Timestamp,
    options: MakeOptions,
) -> Made:
    """A contest package's teams and the passwords of their accounts, in the new contest's
    database (teams without an account get a new password)."""
    if package is None or package.teams is None:
        return Made(folder)
    given = {account.team_id: account.password for account in package.accounts}
    teams = import_teams(
        store, package.team_specs, now, given, options.progress, options.password_cost
    )
    return Made(folder, tuple(teams), len(given))


def _discard(store: Store) -> None:
    """Empties the PostgreSQL database a contest was being made in (the making failed): its
    tables dropped, so that the retry finds it as it was given, empty."""
    try:
        discard_contest(store)
    finally:
        store.close()
