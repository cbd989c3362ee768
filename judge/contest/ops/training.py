"""A site's training lists: made by the coach (problems of the site's problem set, in an
order of the coach's or the set's own, from Bash to Sprague-Grundy), listed, and their
progress read from every member's submissions in the site's contests
(:mod:`judge.contest.core.training` says how a cell is counted).
"""

from __future__ import annotations

from pathlib import Path

from judge.contest.core.clock import Clock
from judge.contest.core.feedback import as_team_sees
from judge.contest.core.records import JudgingStatus
from judge.contest.core.site import SiteRole, read_site
from judge.contest.core.times import Timestamp
from judge.contest.core.training import Attempt, Progress, TrainingList, progress
from judge.contest.ops.accounts import ID
from judge.contest.ops.members import open_members
from judge.contest.ops.practice_space import site_problems
from judge.contest.ops.site import Site, open_site
from judge.contest.ops.views import clocks, submissions
from judge.contest.storage import site as rows
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.judging.verdict import Verdict
from judge.printable import shown
from judge.problemset.layout import problem_ids

MAX_TITLE = 200


def set_root(site_folder: Path) -> Path:
    """The problem set the site's lists draw on: its site.yaml's, else judge's own."""
    return site_problems(site_folder, read_site(site_folder))


def make_list(
    site_folder: Path,
    training: TrainingList,
    now: Timestamp,
) -> bool:
    """Writes the coach's list (one of that name is replaced whole); True when it is new. Its
    problems must be problems of the site's set, each once."""
    if not ID.fullmatch(training.name):
        raise JudgeError(
            phrase(
                "list name {name} must be 1-36 letters, digits, '_', '.' or '-'",
                name=shown(training.name),
            )
        )
    if not training.title.strip() or len(training.title) > MAX_TITLE:
        raise JudgeError(
            phrase("list title must be a text of 1 to {MAX_TITLE} characters", MAX_TITLE=MAX_TITLE)
        )
    if not training.problems:
        raise JudgeError(phrase("list {name}: no problems", name=training.name))
    twice = sorted({p for p in training.problems if training.problems.count(p) > 1})
    if twice:
        raise JudgeError(
            phrase("list {name}: problem {twice} named twice", name=training.name, twice=twice[0])
        )
    root = set_root(site_folder)
    known = set(problem_ids(root))
    unknown = [p for p in training.problems if p not in known]
    if unknown:
        raise JudgeError(
            phrase(
                "list {name}: no problem {unknown} in {root}",
                name=training.name,
                unknown=shown(unknown[0]),
                root=root,
            )
        )
    store = open_members(site_folder)
    try:
        with store.write() as conn:
            return rows.put_list(conn, training, now.ms)
    finally:
        store.close()


def training_lists(site_folder: Path) -> list[TrainingList]:
    """The site's training lists, in the order they were made."""
    store = open_members(site_folder)
    try:
        with store.read() as conn:
            return rows.training_lists(conn)
    finally:
        store.close()


def attempts(site: Site, as_members_see: bool = False) -> list[Attempt]:
    """Every member's submissions in the contests they joined, as progress counts them
    (``as_members_see``: an oi contest's judgements withheld until its end, as its teams
    see them; else the coach's truth)."""
    with site.store.read() as conn:
        joined = rows.all_joins(conn)
    found = []
    for member_id, places in joined.items():
        for place in places:
            session = site.contests.get(place.contest)
            if session is None:
                continue
            info = clocks(session)
            start = info.start.ms if info.start is not None else 0
            rule = session.record().rule
            for view in submissions(session, team_id=place.team_id):
                if as_members_see:
                    view = as_team_sees(view, rule, info.over)
                judged = view.status is JudgingStatus.JUDGED
                accepted = (view.verdict is Verdict.AC) if judged else None
                found.append(
                    Attempt(member_id, view.problem_id, start + view.contest_time, accepted)
                )
    return found


def coach_table(site: Site, name: str) -> tuple[Progress, dict[str, str]]:
    """The coach's table of list ``name`` on the open ``site``: the progress of every member
    of role member (not the coaches), and the members' names by id."""
    with site.store.read() as conn:
        lists = {t.name: t for t in rows.training_lists(conn)}
        known = rows.members(conn)
    if name not in lists:
        raise JudgeError(phrase("no training list {name} on this site", name=shown(name)))
    trainees = [mid for mid, m in known.items() if m.role is SiteRole.MEMBER]
    found = progress(lists[name], trainees, attempts(site))
    return found, {mid: m.name for mid, m in known.items()}


def list_progress(
    site_folder: Path, name: str, clock: Clock, cache_dir: Path
) -> tuple[Progress, dict[str, str]]:
    """The coach's table of list ``name`` (:func:`coach_table`), the site opened for it."""
    with open_site(site_folder, clock, cache_dir) as site:
        return coach_table(site, name)
