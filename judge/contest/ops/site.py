"""A club's site: made (``judge site new``), its contests added (``judge site add``, or made
from the jury's form), and opened: its store and every contest it names, each opened as
:func:`~judge.contest.ops.session.open_contest` opens one (nothing judged here).

A site names contest folders (``contests/NAME`` beside a problem set's ``problems/``): the
contests it makes are folders of its problem set's ``contests/``; an existing contest joins by
its folder, where it is, and stays a contest every ``judge contest`` command can open. Every
site also has its practice space (:mod:`judge.contest.ops.practice_space`), made with the
site, or on the first open of a site made before sites had one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from judge.contest.core.clock import Clock, SystemClock
from judge.contest.core.config import CONTEST_FILE, ContestConfig
from judge.contest.core.site import (
    SITE_FILE,
    Registration,
    SiteConfig,
    is_site,
    read_site,
    site_text,
)
from judge.contest.core.times import Timestamp
from judge.contest.ops.create import MakeOptions, new_contest
from judge.contest.ops.practice_space import PRACTICE, ensure_practice, site_problems
from judge.contest.ops.session import Session, open_contest, open_contest_at
from judge.contest.ops.site_db import STORE_FILE, open_site_store_of, place_contest
from judge.contest.ops.start import start_contest
from judge.contest.storage import site as site_storage
from judge.contest.storage.site import SiteStore, open_site_store
from judge.errors import JudgeError
from judge.i18n import phrase


@dataclass
class Site:
    """An open site: its folder, configuration, store, and its contests' sessions by name
    (in the order they were added)."""

    folder: Path
    config: SiteConfig
    store: SiteStore
    contests: dict[str, Session] = field(default_factory=dict)

    def close(self) -> None:
        """Closes every contest's database and the site's store."""
        for session in self.contests.values():
            session.close()
        self.store.close()

    def __enter__(self) -> Site:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def new_site(
    folder: Path,
    title: str,
    problems: Path | None = None,
    registration: Registration = Registration.OFF,
) -> Path:
    """Makes a site in ``folder`` (new or empty): its ``site.yaml``, its store and its
    practice space (which starts when the site is first opened)."""
    if is_site(folder):
        raise JudgeError(
            phrase(
                "{folder}: already a site ({SITE_FILE} is there)",
                folder=folder,
                SITE_FILE=SITE_FILE,
            )
        )
    if folder.exists() and any(folder.iterdir()):
        raise JudgeError(
            phrase("{folder}: not empty; a new site needs a new or empty folder", folder=folder)
        )
    folder.mkdir(parents=True, exist_ok=True)
    config = SiteConfig(title, problems.resolve() if problems is not None else None, registration)
    (folder / SITE_FILE).write_text(site_text(config), encoding="utf-8")
    read_site(folder)  # what was written reads back, or the title was refused
    store = open_site_store(folder / STORE_FILE)
    try:
        ensure_practice(folder, site_problems(folder, config), store, SystemClock().now())
    finally:
        store.close()
    return folder


def contest_folder_of(path: Path) -> tuple[Path, str]:
    """(problem-set root, name) of a contest folder ``path``; a plain error when it is not one."""
    folder = path.resolve()
    if not (folder / CONTEST_FILE).is_file():
        raise JudgeError(
            phrase(
                "{path}: no {CONTEST_FILE} there (not a contest folder)",
                path=path,
                CONTEST_FILE=CONTEST_FILE,
            )
        )
    if folder.parent.name != "contests" or not (folder.parent.parent / "problems").is_dir():
        raise JudgeError(
            phrase("{path}: a contest folder is contests/NAME beside problems/", path=path)
        )
    return folder.parent.parent, folder.name


def add_contest(site_folder: Path, contest: Path, now: Timestamp) -> str:
    """Names the existing contest folder ``contest`` in the site; its name on the site."""
    read_site(site_folder)
    _, name = contest_folder_of(contest)
    store = open_site_store_of(site_folder)
    try:
        with store.read() as conn:  # refused before a moved site's move of it
            taken = dict(site_storage.contest_folders(conn))
        if name in taken or contest.resolve() in taken.values():
            raise JudgeError(phrase("contest {name} is already on the site", name=name))
        database = place_contest(site_folder, name, contest.resolve())
        with store.write() as conn:
            site_storage.add_contest(conn, name, contest.resolve(), now.ms, database)
    finally:
        store.close()
    return name


def make_contest(
    site_folder: Path,
    root: Path,
    config: ContestConfig,
    problem_ids: Sequence[str],
    now: Timestamp,
) -> Path:
    """Makes a new contest of the problem set at ``root`` (its ``contests/``) and names it in
    the site, as the jury's form asks."""
    folder = new_contest(root, config, problem_ids, now, MakeOptions())
    database = place_contest(site_folder, config.id, folder)
    store = open_site_store_of(site_folder)
    try:
        with store.write() as conn:
            site_storage.add_contest(conn, config.id, folder, now.ms, database)
    finally:
        store.close()
    return folder


def open_site(folder: Path, clock: Clock, cache_dir: Path, isolate: bool = True) -> Site:
    """The site in ``folder``, every contest it names opened (abandoned judgings requeued, the
    clock's news recorded; nothing judged)."""
    config = read_site(folder)
    store = open_site_store_of(folder)
    site = Site(folder, config, store)
    try:
        problems = site_problems(folder, config)
        practice = ensure_practice(folder, problems, store, clock.now())
        with store.read() as conn:
            named = site_storage.contest_folders(conn)
        for name, contest in named:
            if name == PRACTICE:
                session = open_contest_at(problems, practice, clock, cache_dir, isolate=isolate)
                site.contests[name] = session
                if session.record().started_ms is None:  # open from the site's first start
                    start_contest(session, None)
                continue
            root, _ = contest_folder_of(contest)
            site.contests[name] = open_contest(root, name, clock, cache_dir, isolate=isolate)
    except BaseException:
        site.close()
        raise
    return site
