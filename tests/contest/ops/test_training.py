"""A site's training lists made by the coach and their progress read from the members'
submissions in two contests (judge/contest/ops/training.py), and `judge site training`."""

from __future__ import annotations

import csv

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    START,
    WRONG_ON_SAMPLE,
    make_root,
    new_contest,
    open_session,
)
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.site import Member, SiteRole
from judge.contest.core.training import TrainingList, cell_text
from judge.contest.ops import jury, members, training
from judge.contest.ops.backlog import judge_backlog
from judge.contest.ops.site import add_contest, new_site
from judge.contest.ops.submit import record_submission
from judge.errors import JudgeError
from support import run_cli


@pytest.fixture
def club(tmp_path):
    """A site on a problem set of its own with two contests; ann and bo members, li a coach,
    ann and bo in both contests."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    for name in ("week1", "week2"):
        new_contest(root, name, ["hdu_1846", "hdu_1847"], "1:00:00", clock)
    site = new_site(tmp_path / "club", "Club", problems=root)
    for name in ("week1", "week2"):
        add_contest(site, root / "contests" / name, clock.now())
    store = members.open_members(site)
    try:
        people = [Member("ann", "Ann"), Member("bo", "Bo"), Member("li", "Li", SiteRole.COACH)]
        members.import_members(store, people, clock.now())
    finally:
        store.close()
    for name in ("week1", "week2"):
        for member in ("ann", "bo"):
            members.join_contest(site, member, name, clock.now())
    return root, site, clock


def submit(root, clock, contest: str, team: str, problem: str, path) -> None:
    session = open_session(root, contest, clock)
    try:
        if session.record().started_ms is None:
            jury.start_now(session)
        record_submission(session, team, problem, path.name, path.read_bytes())
        judge_backlog(session)
    finally:
        session.close()


@pytest.mark.slow
def test_progress_across_contests_with_tries_and_a_late_solution(club):
    root, site, clock = club
    deadline = clock.now().ms + 30 * 60_000
    made = training.make_list(
        site, TrainingList("bash", "Bash", ("hdu_1846", "hdu_1847"), deadline), clock.now()
    )
    assert made
    clock.advance("0:05:00")
    submit(root, clock, "week1", "ann", "A", WRONG_ON_SAMPLE)
    clock.advance("0:05:00")
    submit(root, clock, "week1", "ann", "A", ACCEPTED)
    submit(root, clock, "week1", "bo", "A", WRONG_ON_SAMPLE)
    clock.advance("0:40:00")  # past the deadline: bo solves A in the other contest, late
    submit(root, clock, "week2", "bo", "A", ACCEPTED)
    found, names = training.list_progress(site, "bash", clock, default_cache_dir())
    assert found.members == ("ann", "bo")  # the coach li is not in the table
    assert [cell_text(found.cell("ann", p)) for p in found.training.problems] == ["+1", ""]
    assert [cell_text(found.cell("bo", p)) for p in found.training.problems] == ["+1 (late)", ""]
    assert names["ann"] == "Ann"
    # The command line: the table and its CSV.
    shown = run_cli("site", "training", site, "show", "bash", "--csv", site / "bash.csv")
    assert shown.exit_code == 0, shown.output
    assert [line.split() for line in shown.output.splitlines()[:3]] == [
        ["MEMBER", "SOLVED", "hdu_1846", "hdu_1847"],
        ["Ann", "1", "+1"],
        ["Bo", "1", "+1", "(late)"],
    ]
    with (site / "bash.csv").open(encoding="utf-8") as f:
        assert list(csv.reader(f))[1:] == [
            ["ann", "Ann", "1", "solved 2", ""],
            ["bo", "Bo", "1", "solved 2 late", ""],
        ]


def test_lists_are_made_replaced_and_refused_plainly(club):
    _, site, clock = club
    assert run_cli("site", "training", site, "new", "all").exit_code == 0  # the whole set
    lists = training.training_lists(site)
    assert [t.name for t in lists] == ["all"] and lists[0].problems[0] == "hdu_1846"
    made = run_cli(
        "site", "training", site, "new", "all", "--problems", "hdu_1847", "--title", "Only one"
    )
    assert made.output == "replaced training list all: 1 problem(s)\n", made.output
    assert training.training_lists(site) == [TrainingList("all", "Only one", ("hdu_1847",))]
    listed = run_cli("site", "training", site, "list")
    assert listed.output == "all  Only one  hdu_1847\n"
    for problems, message in (
        ("hdu_1846,hdu_1846", "problem hdu_1846 named twice"),
        ("hdu_9999", "no problem 'hdu_9999' in"),
    ):
        wrong = run_cli("site", "training", site, "new", "x", "--problems", problems)
        assert wrong.exit_code == 2 and message in wrong.output, wrong.output
    with pytest.raises(JudgeError, match=r"list name '\.\./x' must be"):
        training.make_list(site, TrainingList("../x", "X", ("hdu_1846",)), clock.now())
    empty = run_cli("site", "training", site, "new", "y", "--problems", " , ")
    assert empty.exit_code == 2 and "--problems: give at least one problem id" in empty.output
    late = run_cli("site", "training", site, "new", "y", "--deadline", "tomorrow")
    assert late.exit_code == 2 and "--deadline: malformed TIME" in late.output
    missing = run_cli("site", "training", site, "show", "nope")
    assert missing.exit_code == 2 and "no training list 'nope' on this site" in missing.output
