"""The coach's contests on a site (judge/contest/ops/site_contests.py): made from the form's
fields with the rules of `judge contest new`, copied, archived, and a member's virtual
participation in one that ended, its recorded teams on the board at its elapsed time."""

from __future__ import annotations

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    REPO,
    START,
    make_root,
    new_contest,
    open_session,
)
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.config import read_folder
from judge.contest.core.site import Member, SiteRole
from judge.contest.core.times import Timestamp
from judge.contest.ops import jury, members
from judge.contest.ops.backlog import judge_backlog
from judge.contest.ops.site import add_contest, new_site, open_site
from judge.contest.ops.site_contests import (
    ContestForm,
    archive,
    archived_contests,
    copy_site_contest,
    new_site_contest,
    open_named,
    start_time,
    take_virtually,
)
from judge.contest.ops.submit import record_submission
from judge.contest.ops.views import board
from judge.errors import JudgeError
from support import run_cli

HELLO = REPO / "tests" / "fixtures" / "kattis" / "domjudge" / "hello"


@pytest.fixture
def club(tmp_path):
    """A site on a problem set of its own with contest week1; ann a member, li a coach."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "week1", ["hdu_1846", "hdu_1847"], "1:00:00", clock, title="Week 1")
    site = new_site(tmp_path / "club", "Club", problems=root)
    add_contest(site, root / "contests" / "week1", clock.now())
    store = members.open_members(site)
    try:
        people = [Member("ann", "Ann"), Member("li", "Li", SiteRole.COACH)]
        members.import_members(store, people, clock.now())
    finally:
        store.close()
    return root, site, clock


def form(**changed) -> ContestForm:
    values = {
        "id": "week2",
        "title": "Week 2",
        "start": "",
        "duration": "2:00:00",
        "rule": "icpc",
        "problems": ("hdu_1847", "hdu_1846"),
    }
    return ContestForm(**{**values, **changed})


def test_a_new_contest_takes_the_sets_order_and_is_on_the_site_when_opened(club):
    root, site, clock = club
    assert new_site_contest(site, form(rule="ioi", start="now"), clock.now()) == "week2"
    config, entries = read_folder(root / "contests" / "week2", root)
    assert [(e.label, e.id) for e in entries] == [("A", "hdu_1846"), ("B", "hdu_1847")]
    assert config.rule.value == "ioi" and config.start_time == clock.now()
    assert config.name == "Week 2" and config.duration == 2 * 3600_000
    with open_site(site, clock, default_cache_dir()) as opened:
        assert list(opened.contests) == ["practice", "week1", "week2"]


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"id": "bad id"}, "contest name 'bad id' may hold only"),
        ({"id": "week1"}, "contest 'week1' is already on the site"),
        ({"duration": "0:00:00"}, "duration: must be more than 0:00:00"),
        ({"duration": "two hours"}, "malformed duration"),
        ({"start": "tomorrow"}, "start: expected now or a local time"),
        ({"rule": "chess"}, "type must be one of icpc, ioi, oi"),
        ({"problems": ()}, "give the contest's problems"),
        ({"problems": ("nim_0",)}, "no problem 'nim_0' in the site's set"),
        ({"package": "/nowhere/pkg"}, "no problem package there"),
    ],
)
def test_bad_fields_are_plain_errors_and_make_nothing(club, changed, message):
    root, site, clock = club
    with pytest.raises(JudgeError, match=message):
        new_site_contest(site, form(**changed), clock.now(), served={"week1"})
    assert not (root / "contests" / "week2").exists()


def test_a_local_start_is_the_sites_clocks_local_time():
    now = Timestamp(0, 60)  # 01:00 local, at UTC+1
    assert start_time("1970-01-01T02:00", now) == Timestamp(3600_000, 60)
    assert start_time(" now ", now) == now and start_time("", now) is None


def test_a_copy_keeps_the_problems_and_settings(club):
    root, site, clock = club
    assert copy_site_contest(site, "week1", "week1b", "now", clock.now()) == "week1b"
    config, entries = read_folder(root / "contests" / "week1b", root)
    assert [(e.label, e.id) for e in entries] == [("A", "hdu_1846"), ("B", "hdu_1847")]
    assert config.name == "Week 1" and config.duration == 3600_000
    with pytest.raises(JudgeError, match="no contest 'nope' on this site"):
        copy_site_contest(site, "nope", "x", "", clock.now())


def test_archiving_and_back(club):
    _root, site, clock = club
    with open_site(site, clock, default_cache_dir()) as opened:
        archive(site, "week1", True, clock.now())
        assert archived_contests(opened) == {"week1"}
        archive(site, "week1", False, clock.now())
        assert archived_contests(opened) == set()
    with pytest.raises(JudgeError, match="no contest 'nope'"):
        archive(site, "nope", True, clock.now())


@pytest.mark.slow
def test_a_virtual_participation_shows_the_recorded_teams_at_its_elapsed_time(club):
    root, site, clock = club
    members.join_contest(site, "ann", "week1", clock.now())
    session = open_session(root, "week1", clock)
    try:
        jury.start_now(session)
        clock.advance("0:10:00")
        record_submission(session, "ann", "A", ACCEPTED.name, ACCEPTED.read_bytes())
        judge_backlog(session)
    finally:
        session.close()
    clock.advance("1:00:00")
    with open_site(site, clock, default_cache_dir()) as opened:
        with pytest.raises(JudgeError, match="only a member"):
            take_virtually(opened, "week1", "li")
        name, new = take_virtually(opened, "week1", "ann")
        assert (name, new) == ("week1-virtual-ann", True)
        virtual = open_named(opened, name, clock, default_cache_dir())
        assert archived_contests(opened) == {name}  # the member's own: not on the home page
        assert [j.contest for j in members.joined_contests(opened.store, "ann")] == [
            "week1",
            name,
        ]
        clock.advance("0:05:00")
        early, _ = board(virtual)
        clock.advance("0:06:00")
        later, _ = board(virtual)
        solved = {r.team_id: r.score.num_solved for r in later.rows}
        assert {r.team_id: r.score.num_solved for r in early.rows}["ann"] == 0
        assert solved["ann"] == 1 and solved[virtual.team_id()] == 0
        assert take_virtually(opened, "week1", "ann") == (name, False)  # the running one
        with pytest.raises(JudgeError, match="has not ended"):
            take_virtually(opened, name, "ann")


def test_judge_site_archive_and_undo(club):
    _root, site, clock = club
    done = run_cli("site", "archive", site, "week1")
    assert done.exit_code == 0 and "contest week1 archived" in done.output
    with open_site(site, clock, default_cache_dir()) as opened:
        assert archived_contests(opened) == {"week1"}
    assert run_cli("site", "archive", site, "week1", "--undo").exit_code == 0
    with open_site(site, clock, default_cache_dir()) as opened:
        assert archived_contests(opened) == set()
    missing = run_cli("site", "archive", site, "nope")
    assert missing.exit_code != 0 and "no contest 'nope' on this site" in missing.output


@pytest.mark.slow
def test_a_problem_package_on_the_server_and_a_copy_of_its_contest(club):
    root, site, clock = club
    made = form(problems=("hdu_1846",), package=str(HELLO))
    new_site_contest(site, made, clock.now())
    _, entries = read_folder(root / "contests" / "week2", root)
    assert [(e.label, e.id) for e in entries] == [("A", "hdu_1846"), ("B", "hello")]
    copy_site_contest(site, "week2", "week2b", "", clock.now())
    _, copied = read_folder(root / "contests" / "week2b", root)
    assert [(e.label, e.id) for e in copied] == [("A", "hdu_1846"), ("B", "hello")]
    assert (root / "contests" / "week2b" / "hello").is_dir()  # the package, kept in the copy
