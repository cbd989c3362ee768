"""``judge contest export``: a contest written as a CCS contest package (its files are
:mod:`judge.contest.core.package`'s), with the Kattis packages of its problems that are
packages, each as ``<id>/`` (the layout of DOMjudge's and Kattis' contest archives, which
``judge contest new --from`` and ``judge contest virtual`` read back). Nothing is written
unless all of it is: the package is made beside the target folder and renamed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from judge.contest.core.config import package_folder
from judge.contest.core.package import package_files
from judge.contest.ops.session import Session
from judge.contest.ops.views import board
from judge.contest.storage.events import event_log
from judge.contest.storage.objects import load_state
from judge.contest.storage.submissions import official_sources
from judge.errors import JudgeError
from judge.i18n import phrase


def contest_package(session: Session) -> dict[str, bytes]:
    """The files of the contest's package, by path inside it."""
    scoreboard_now, _ = board(session)
    with session.store.read() as conn:
        state = load_state(conn)
        log = event_log(conn)
        sources = official_sources(conn)
    return package_files(state, log, sources, scoreboard_now)


def export_contest(session: Session, out_dir: Path) -> list[str]:
    """Writes the package into ``out_dir`` (new, or an empty folder); returns its files (a
    problem's package as ``<id>/``)."""
    if out_dir.exists() and (not out_dir.is_dir() or any(out_dir.iterdir())):
        raise JudgeError(
            phrase(
                "{out_dir}: exists and is not an empty folder; export into a new one",
                out_dir=out_dir,
            )
        )
    files = contest_package(session)
    parent = out_dir.resolve().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise JudgeError(
            phrase(
                "{parent}: cannot make the folder: {value}",
                parent=parent,
                value=exc.strerror or exc,
            )
        ) from None
    partial = parent / f".{out_dir.name}.export-{os.getpid()}"
    shutil.rmtree(partial, ignore_errors=True)
    packages: list[str] = []
    try:
        for name, data in files.items():
            path = partial / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        for entry in session.entries:
            package = package_folder(session.folder, entry.id)
            if package is not None:
                shutil.copytree(package, partial / entry.id)
                packages.append(f"{entry.id}/")
        if out_dir.exists():
            out_dir.rmdir()
        os.rename(partial, out_dir)
    except (OSError, shutil.Error) as exc:
        shutil.rmtree(partial, ignore_errors=True)
        raise JudgeError(
            phrase("{out_dir}: cannot write the package: {exc}", out_dir=out_dir, exc=exc)
        ) from None
    return sorted([*files, *packages])
