"""Where contests live: a folder ``contests/<name>/`` under the problem set's root, holding
contest.yaml and problems.yaml (:mod:`judge.contest.core.config`) and the database
``contest.db``, or, for a contest kept in PostgreSQL, ``database.url``: the URL of its
database (made by ``judge contest new --db`` or ``judge contest move``; readable by its owner
only, since a URL may hold a password).

A contest folder carries its own ``.gitignore`` (:func:`ensure_ignore`): its database, the
pointer to one, the jury's password file and any password list stay out of git whatever the
parent repository ignores, since a coach's ``git add -A`` must not publish them."""

from __future__ import annotations

import difflib
import fnmatch
import os
from pathlib import Path

from judge.contest.core.config import CONTEST_FILE, NAME, PROBLEMS_FILE
from judge.contest.storage.objects import read_contest
from judge.contest.storage.queue import moved_to
from judge.contest.storage.store import Store
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.printable import shown

CONTESTS = "contests"
#: A contest's SQLite database, in its folder.
DB_FILE = "contest.db"
#: The file of a contest folder naming the contest's database when it is not contest.db.
DB_POINTER = "database.url"
#: A contest folder's own ignore file, and what it keeps out of git: the database and its
#: journal files (records, password hashes, the server's cookie secret), the pointer to a
#: database elsewhere (its URL may hold a password), the jury's password file, password lists
#: written by ``judge contest teams import --out`` into the folder (any file at its top whose
#: name holds "password" or "secret"), and files half-written. Anchored to the folder, so a
#: problem package's own files are never caught.
IGNORE_FILE = ".gitignore"
IGNORED = (
    "/contest.db",
    "/contest.db-*",
    "/database.url",
    "/.database.url.*",
    "/jury-password.txt",
    # Files only, at the top (a problem package's folder may be named anything):
    "/*password*.*",
    "/*secret*.*",
    "/*.tmp",
)


#: The files of a contest folder that are the contest's own (beside IGNORED's patterns): a
#: package kept in the folder as ``<id>/`` must not take one of their names.
OWN_FILES = (
    CONTEST_FILE,
    PROBLEMS_FILE,
    DB_FILE,
    DB_POINTER,
    IGNORE_FILE,
    "jury-password.txt",
    "teams.json",
)


def own_file(name: str) -> str | None:
    """What a contest folder keeps under ``name`` (one of its own files, or a name IGNORED keeps
    out of git: a password list, the database's journal), None when the name is free for a
    package."""
    if name in OWN_FILES:
        return f"the contest's {name}"
    for pattern in IGNORED:
        if fnmatch.fnmatchcase(name, pattern.lstrip("/")):
            return f"a name the contest's {IGNORE_FILE} keeps out of git ({pattern})"
    return None


def contest_folder(root: Path, name: str) -> Path:
    """Where contest ``name`` lives (it need not exist)."""
    if not NAME.fullmatch(name):
        raise JudgeError(
            phrase(
                "contest name {name} may hold only letters, digits, '.', '_' and '-', must start with a letter or digit, and be at most 64 characters",
                name=shown(name),
            )
        )
    return root / CONTESTS / name


def contest_names(root: Path) -> list[str]:
    """The contests of the problem set at ``root``, by name."""
    base = root / CONTESTS
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / CONTEST_FILE).is_file())


def find_contest(root: Path, name: str) -> Path:
    """The folder of an existing contest; a plain error naming close matches otherwise."""
    folder = contest_folder(root, name)
    if not (folder / CONTEST_FILE).is_file():
        known = contest_names(root)
        close = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
        hint = (
            f"; did you mean {' or '.join(close)}?"
            if close
            else f"; contests here: {', '.join(known)}"
            if known
            else "; make one with: judge contest new NAME --problems ID,ID,... --duration H:MM:SS"
        )
        raise JudgeError(
            phrase(
                "no contest {name} (no {value}){hint}",
                name=repr(name),
                value=folder / CONTEST_FILE,
                hint=hint,
            )
        )
    return folder


def ensure_ignore(folder: Path) -> None:
    """Gives a contest folder its own .gitignore (see :data:`IGNORED`), or adds the lines
    its own is missing; the folder's other files (contest.yaml, problems.yaml, packages)
    are sources to keep."""
    path = folder / IGNORE_FILE
    try:
        held = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    except OSError as exc:
        raise JudgeError(
            phrase("{path}: cannot read: {value}", path=path, value=exc.strerror or exc)
        ) from None
    missing = [line for line in IGNORED if line not in held]
    if not missing:
        return
    head = [] if held else ["# secrets and records of this contest: never committed"]
    text = "\n".join(held + head + missing) + "\n"
    try:
        path.write_text(text, encoding="utf-8")
    except OSError:  # a read-only folder: serving it still works, the files stay as they are
        return


def read_pointer(folder: Path) -> str | None:
    """The URL in a contest folder's database.url, if it has one."""
    try:
        text = (folder / DB_POINTER).read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise JudgeError(
            phrase(
                "{value}: cannot read: {value2}",
                value=folder / DB_POINTER,
                value2=exc.strerror or exc,
            )
        ) from None
    return text or None


def write_pointer(folder: Path, url: str | None) -> None:
    """Records where the contest's database is (None: the folder's contest.db). The file is
    readable by its owner only (the URL may hold a password) and replaced whole."""
    path = folder / DB_POINTER
    if url is None:
        path.unlink(missing_ok=True)
        return
    partial = folder / f".{DB_POINTER}.{os.getpid()}"
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(url + "\n")
    os.replace(partial, path)


def has_database(folder: Path) -> bool:
    """Whether a contest folder has a database (its own, or a pointer to one)."""
    return (folder / DB_FILE).is_file() or (folder / DB_POINTER).is_file()


def database_url(folder: Path, db_url: str | None = None) -> str | None:
    """Where a contest's database is: ``db_url`` (the --db option) if given, else the
    folder's database.url; None: the folder's contest.db."""
    return db_url or read_pointer(folder)


def open_store(folder: Path, db_url: str | None = None, busy_timeout: float | None = None) -> Store:
    """The database of the contest in ``folder`` (see :func:`database_url`); one that lives
    elsewhere must hold this very contest, not moved away."""
    url = database_url(folder, db_url)
    if url is None:
        return Store.open_sqlite(folder / DB_FILE, busy_timeout)
    store = Store.open_url(url, busy_timeout, create=False)
    try:
        with store.read() as conn:
            record = read_contest(conn)
            where = moved_to(conn)
        if where is not None:
            raise JudgeError(
                phrase(
                    "{where}: the contest was moved from this database to {where2}; use that one",
                    where=store.where,
                    where2=where,
                )
            )
        if record is None:
            raise JudgeError(
                phrase(
                    "{where}: holds no contest; move one there with: judge contest move {name} --to URL",
                    where=store.where,
                    name=folder.name,
                )
            )
        if record.id != folder.name:
            raise JudgeError(
                phrase(
                    "{where}: holds contest {id}, not {name}",
                    where=store.where,
                    id=repr(record.id),
                    name=repr(folder.name),
                )
            )
    except BaseException:
        store.close()
        raise
    return store
