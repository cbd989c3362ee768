"""A site's practice space: the contest folder holding the whole problem set of the site, made
with the site (and on the first open of a site made before sites had one), its problems kept
in step with the set.

The practice space is a contest of the site like any other (its submissions judged, isolated,
in each problem's dialect; its pages under ``/contests/practice/``, its Contest API under
``/api/contests/practice/``), with three differences: it is of kind practice
(``practice: true`` in its contest.yaml: once started it never freezes nor ends), it lives
in the site's own folder (``SITE/practice``: its contests/ is the set's, shared by every site
of the set, and a site has one practice space), and every member of the site is its team
without joining (:mod:`judge.contest.ops.practice`). Its problems are the set's, in the set's
own order (`judge list`'s); a problem added to the set later is added at the end when the
site is next opened, and a problem the coach adds to its problems.yaml (a package of their
own) stays.
"""

from __future__ import annotations

from pathlib import Path

from judge.catalog.listing import problem_fields
from judge.contest.core.config import (
    CONTEST_FILE,
    PALETTE,
    PROBLEMS_FILE,
    ContestConfig,
    ProblemEntry,
    default_entries,
    dump_yaml,
    labels,
    new_folder,
    problem_title,
    problems_yaml,
    read_folder,
    write_folder,
)
from judge.contest.core.site import SiteConfig
from judge.contest.core.times import MAX_DURATION, Timestamp
from judge.contest.storage import site as site_storage
from judge.contest.storage.site import SiteStore
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.problemset.layout import shipped_root

#: The practice space's name on the site, its contest id, and its folder in the site's.
PRACTICE = "practice"
#: Its name, as the site's pages and its Contest API show it.
PRACTICE_NAME = "Practice 练习"


def site_problems(folder: Path, config: SiteConfig) -> Path:
    """The problem set a site draws on: its site.yaml's, else judge's own."""
    root = config.problems or shipped_root()
    if root is None:
        raise JudgeError(
            phrase("{folder}: site.yaml names no problem set and none is installed", folder=folder)
        )
    return root


def set_order(root: Path) -> list[str]:
    """The set's problems in its own order (`judge list`'s: by idea, then by id)."""
    return [fields["id"] for fields in problem_fields(root)]


def practice_folder(site_folder: Path) -> Path:
    """Where a site's practice space lives."""
    return site_folder / PRACTICE


def practice_config() -> ContestConfig:
    """The practice space's contest.yaml: no freeze, no penalty time (its board ranks by
    problems solved), and the longest duration contest.yaml takes, which only the Contest
    API's contest object shows (a practice space never ends). It is started when the site
    is first opened (:func:`judge.contest.ops.site.open_site`), by the site's clock."""
    return ContestConfig(
        id=PRACTICE, name=PRACTICE_NAME, duration=MAX_DURATION, penalty=0, practice=True
    )


def ensure_practice(site_folder: Path, root: Path, store: SiteStore, now: Timestamp) -> Path:
    """The site's practice space, made when missing (named in the site's store too), and the
    set's problems it lacks added at its end; returns its folder."""
    folder = practice_folder(site_folder)
    if not (folder / CONTEST_FILE).is_file():
        if folder.exists():
            raise JudgeError(
                phrase(
                    "{folder}: the site's practice space needs this folder, and it holds no {CONTEST_FILE}; move it away",
                    folder=folder,
                    CONTEST_FILE=CONTEST_FILE,
                )
            )
        with new_folder(folder) as partial:
            write_folder(partial, practice_config(), default_entries(root, set_order(root)))
    else:
        _add_new_problems(folder, root)
    with store.write() as conn:
        named = dict(site_storage.contest_folders(conn))
        if PRACTICE not in named:
            site_storage.add_contest(conn, PRACTICE, folder.resolve(), now.ms)
        elif named[PRACTICE] != folder.resolve():
            raise JudgeError(
                phrase(
                    "{site_folder}: the site names a contest {PRACTICE} of its own ({named}); the name is its practice space's",
                    site_folder=site_folder,
                    PRACTICE=PRACTICE,
                    named=named[PRACTICE],
                )
            )
    return folder


def _add_new_problems(folder: Path, root: Path) -> None:
    """Appends to the practice space's problems.yaml the set's problems it does not hold."""
    _, entries = read_folder(folder, root)
    held = {e.id for e in entries}
    missing = [pid for pid in set_order(root) if pid not in held]
    if not missing:
        return
    used = {e.label for e in entries}
    free = [label for label in labels(len(entries) + len(missing) * 2 + 26) if label not in used]
    ordinal = max((e.ordinal for e in entries), default=0)
    added = []
    for index, (pid, label) in enumerate(zip(missing, free, strict=False)):
        color, rgb = PALETTE[(ordinal + index) % len(PALETTE)]
        title = problem_title(root, pid, folder)
        added.append(ProblemEntry(pid, label, title, ordinal + index + 1, rgb, color))
    text = dump_yaml(problems_yaml([*entries, *added]))  # contest.yaml, the coach's, untouched
    (folder / PROBLEMS_FILE).write_text(text, encoding="utf-8")
