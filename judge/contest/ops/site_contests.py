"""The coach's contests on a running site: made from the coach's form (problems of the site's
set, a problem package on the server), copied from an earlier contest, archived and taken out
of the archive; and a member's virtual participation in a contest that ended.

Each writes its folder and names it in the site store before it returns: the caller then
adds it to the running site (:class:`judge.web.site_runtime.SiteRuntime`), and a site
stopped in between (kill -9) finds it there at its next start. A new contest is checked as
``judge contest new`` checks one (:func:`judge.contest.ops.create.check_new`, the same rules
for its length and start), and an archived contest leaves the home page's list and its Join
buttons but stays served at its address and listed on the coach's page.
"""

from __future__ import annotations

import datetime
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from judge.catalog.listing import problem_fields
from judge.contest.core.clock import Clock
from judge.contest.core.config import ContestConfig, package_folder, read_folder
from judge.contest.core.model import ContestRule
from judge.contest.core.site import SiteRole
from judge.contest.core.times import (
    Timestamp,
    duration_problem,
    moment_problem,
    parse_duration,
    parse_time,
)
from judge.contest.ops.create import check_new
from judge.contest.ops.folders import contest_folder, open_store
from judge.contest.ops.members import open_members
from judge.contest.ops.practice_space import set_order
from judge.contest.ops.session import Session, open_contest
from judge.contest.ops.site import Site, contest_folder_of, make_contest
from judge.contest.ops.site_db import place_contest
from judge.contest.ops.training import set_root
from judge.contest.ops.views import clocks
from judge.contest.ops.virtual import create_virtual
from judge.contest.storage import site as rows
from judge.contest.storage.site import Joined
from judge.contest.storage.teams import own_team
from judge.errors import JudgeError
from judge.formats.registry import format_at
from judge.i18n import phrase
from judge.printable import shown

#: The rules a contest made on the site may have (contest.yaml's ``rule``).
RULES = tuple(rule.value for rule in ContestRule)
#: The longest title a contest made on the site may have.
MAX_TITLE = 200
#: How a local time is written in the coach's form (an HTML ``datetime-local`` field's).
LOCAL_FORMATS = ("%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S")


@dataclass(frozen=True)
class ContestForm:
    """What the coach's form for a new contest says, as typed: its id, title, start (empty:
    not scheduled, ``now``, a local time or a TIME), length (h:mm:ss), rule, the problems of
    the site's set it takes (in the set's order) and a problem package's path on the server."""

    id: str
    title: str
    start: str
    duration: str
    rule: str
    problems: tuple[str, ...] = ()
    package: str = ""


def contest_length(text: str) -> int:
    """A new contest's length in ms, as ``judge contest new --duration`` takes it."""
    total = parse_duration(text)
    wanted = duration_problem(total)
    if wanted is not None:
        raise JudgeError(
            phrase("duration: must be {wanted}, got {text}", wanted=wanted, text=repr(text))
        )
    if total <= 0:
        raise JudgeError(phrase("duration: must be more than 0:00:00, got {text}", text=repr(text)))
    return total


def start_time(text: str, now: Timestamp) -> Timestamp | None:
    """When a new contest starts: None (empty: the jury starts it), ``now``, a local time of
    the site's clock (``2026-12-02T18:00``) or a TIME with its offset."""
    text = text.strip()
    if not text:
        return None
    if text.lower() == "now":
        return now
    moment = _local(text, now.offset)
    if moment is None:
        try:
            moment = parse_time(text)
        except JudgeError:
            raise JudgeError(
                phrase(
                    "start: expected now or a local time such as 2026-12-02T18:00, got {text}",
                    text=shown(text),
                )
            ) from None
    wanted = moment_problem(moment)
    if wanted is not None:
        raise JudgeError(
            phrase("start: must be {wanted}, got {text}", wanted=wanted, text=shown(text))
        )
    return moment


def _local(text: str, offset: int) -> Timestamp | None:
    """``text`` as a local time at UTC ``offset`` (minutes), or None if it is not written so."""
    for layout in LOCAL_FORMATS:
        try:
            naive = datetime.datetime.strptime(text, layout)
        except ValueError:
            continue
        utc = naive.replace(tzinfo=datetime.timezone.utc)
        return Timestamp(int(utc.timestamp() * 1000) - offset * 60_000, offset)
    return None


def form_config(form: ContestForm, now: Timestamp) -> ContestConfig:
    """The new contest's configuration; a plain error for a bad title, length, start or rule."""
    title = form.title.strip() or form.id
    if len(title) > MAX_TITLE or not title.isprintable():
        raise JudgeError(
            phrase("title must be 1 to {MAX_TITLE} printable characters", MAX_TITLE=MAX_TITLE)
        )
    if form.rule not in RULES:
        raise JudgeError(
            phrase(
                "type must be one of {value}, got {rule}",
                value=", ".join(RULES),
                rule=shown(form.rule),
            )
        )
    return ContestConfig(
        id=form.id,
        name=title,
        duration=contest_length(form.duration),
        start_time=start_time(form.start, now),
        rule=ContestRule(form.rule),
    )


def new_site_contest(
    site_folder: Path, form: ContestForm, now: Timestamp, served: Collection[str] = ()
) -> str:
    """Makes the coach's new contest in the site's set's ``contests/`` and names it in the
    site; its name. ``served``: the API ids of the contests the site serves (taken)."""
    root = set_root(site_folder)
    _check_free(site_folder, form.id, served)
    order = set_order(root)
    unknown = [p for p in form.problems if p not in order]
    if unknown:
        raise JudgeError(
            phrase(
                "no problem {unknown} in the site's set ({root})",
                unknown=shown(unknown[0]),
                root=root,
            )
        )
    items = [p for p in order if p in form.problems]  # the set's order: labels A, B, ...
    package = form.package.strip()
    if package:
        if format_at(Path(package)) is None:
            raise JudgeError(
                phrase(
                    "{package}: no problem package there (a Kattis or Polygon package, or a plain problem folder, on the server)",
                    package=shown(package),
                )
            )
        items.append(package)
    check_new(root, form.id, items)
    make_contest(site_folder, root, form_config(form, now), items, now)
    return form.id


def copy_site_contest(
    site_folder: Path,
    source: str,
    new_id: str,
    start: str,
    now: Timestamp,
    served: Collection[str] = (),
) -> str:
    """Makes contest ``new_id`` of the site's contest ``source``'s problems (in its order,
    its packages too) and settings (title, length, penalty, freeze, rule, dialect), starting
    at ``start`` (as :func:`start_time` reads it); its name."""
    folder = _folder_of(site_folder, source)
    _check_free(site_folder, new_id, served)
    root, _ = contest_folder_of(folder)
    config, entries = read_folder(folder, root)
    items = [str(package_folder(folder, e.id) or e.id) for e in entries]
    check_new(root, new_id, items)
    copied = replace(config, id=new_id, start_time=start_time(start, now), thaw_time=None, extra={})
    make_contest(site_folder, root, copied, items, now)
    return new_id


def _folders(site_folder: Path) -> dict[str, Path]:
    store = open_members(site_folder)
    try:
        with store.read() as conn:
            return dict(rows.contest_folders(conn))
    finally:
        store.close()


def _folder_of(site_folder: Path, name: str) -> Path:
    folders = _folders(site_folder)
    if name not in folders:
        raise JudgeError(phrase("no contest {name} on this site", name=shown(name)))
    return folders[name]


def _check_free(site_folder: Path, name: str, served: Collection[str]) -> None:
    """A plain error when the site already has a contest of that name or API id (checked
    before anything is made: a contest the site cannot serve is never left behind)."""
    if name in served or name in _folders(site_folder):
        raise JudgeError(phrase("contest {name} is already on the site", name=shown(name)))


def open_named(
    site: Site, name: str, clock: Clock, cache_dir: Path, isolate: bool = True
) -> Session:
    """Opens the site's contest ``name`` (as :func:`~judge.contest.ops.site.open_site` opens
    each) into ``site.contests``, replaced whole (other threads read it); the one already
    open when it is."""
    if name in site.contests:
        return site.contests[name]
    with site.store.read() as conn:
        folders = dict(rows.contest_folders(conn))
    if name not in folders:
        raise JudgeError(phrase("no contest {name} on this site", name=shown(name)))
    root, _ = contest_folder_of(folders[name])
    session = open_contest(root, name, clock, cache_dir, isolate=isolate)
    site.contests = {**site.contests, name: session}
    return session


def archive(site_folder: Path, name: str, archived: bool, now: Timestamp) -> None:
    """Archives the site's contest ``name`` (``archived``) or takes it out of the archive."""
    store = open_members(site_folder)
    try:
        with store.write() as conn:
            if not rows.set_archived(conn, name, archived, now.ms):
                raise JudgeError(phrase("no contest {name} on this site", name=shown(name)))
    finally:
        store.close()


def archived_contests(site: Site) -> set[str]:
    """The names of the site's archived contests."""
    with site.store.read() as conn:
        return rows.archived(conn)


def virtual_names(contest: str, member_id: str) -> Sequence[str]:
    """The names a member's virtual participations in ``contest`` take, in turn."""
    base = f"{contest}-virtual-{member_id}"
    return [base, *(f"{base}-{n}" for n in range(2, 100))]


def take_virtually(site: Site, contest: str, member_id: str) -> tuple[str, bool]:
    """A virtual participation of member ``member_id`` in the site's contest ``contest``,
    which ended: (its name, whether it is new). The member's running one is returned as it
    is; else a new one is made (the contest's recorded teams at their contest times, the
    member its own team), named in the site, joined by the member and archived (it is the
    member's own: no one else's Join button)."""
    session = site.contests.get(contest)
    if session is None:
        raise JudgeError(phrase("no contest {contest} on this site", contest=shown(contest)))
    with site.store.read() as conn:
        member = rows.members(conn).get(member_id)
    if member is None or member.role is not SiteRole.MEMBER:
        raise JudgeError(phrase("only a member of the site takes a contest virtually"))
    if not clocks(session).over:
        raise JudgeError(
            phrase("contest {contest} has not ended: join it instead", contest=shown(contest))
        )
    name = _free_name(site, session.root, contest, member_id)
    if name in site.contests:
        return name, False
    now = session.clock.now()
    folder = create_virtual(
        session.root,
        str(session.folder),
        session.clock,
        member.name,
        name,
        cache_dir=session.cache_dir,
    )
    team = _own_team_of(folder)
    database = place_contest(site.folder, name, folder)
    with site.store.write() as conn:
        rows.add_contest(conn, name, folder, now.ms, database)
        rows.add_join(conn, member_id, Joined(name, team), now.ms)
        rows.set_archived(conn, name, True, now.ms)
    return name, True


def _free_name(site: Site, root: Path, contest: str, member_id: str) -> str:
    """The member's running virtual participation in ``contest``, else the first name free."""
    for name in virtual_names(contest, member_id):
        running = site.contests.get(name)
        if running is not None:
            if not clocks(running).over:
                return name
            continue
        if not contest_folder(root, name).exists():
            return name
    raise JudgeError(phrase("too many virtual participations in {contest}", contest=shown(contest)))


def _own_team_of(folder: Path) -> str:
    store = open_store(folder)
    try:
        with store.read() as conn:
            team = own_team(conn)
    finally:
        store.close()
    if team is None:  # create_virtual always makes it
        raise JudgeError(
            phrase("{folder}: the virtual contest has no team of its own", folder=folder)
        )
    return team


@dataclass(frozen=True)
class SetProblem:
    """A problem of the site's set as the coach's form offers it: id and titles."""

    id: str
    title_en: str
    title_zh: str


def set_problems(site_folder: Path, cache_dir: Path | None = None) -> list[SetProblem]:
    """The site's set's problems in the set's own order (``judge list``'s)."""
    return [
        SetProblem(
            str(f["id"]),
            str(f.get("title_en") or f.get("title") or f["id"]),
            str(f.get("title_zh") or f.get("title") or f["id"]),
        )
        for f in problem_fields(set_root(site_folder), cache_dir)
    ]
