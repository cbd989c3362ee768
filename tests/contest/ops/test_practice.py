"""A site's practice space (judge/contest/ops/practice_space.py) and practice and upsolving
on it (judge/contest/ops/practice.py): made with the site and on the first open of an older
site, never ending, each member's state per problem, upsolving after a contest, and the
training lists counting practice submissions."""

from __future__ import annotations

import pytest
import yaml

from contest.contest_helpers import ACCEPTED, START, WRONG_ON_SAMPLE, make_root, new_contest
from judge.cachedir import default_cache_dir
from judge.catalog.record import State
from judge.contest.core.clock import FakeClock
from judge.contest.core.config import read_folder
from judge.contest.core.records import ContestKind
from judge.contest.core.site import SITE_FILE, Member
from judge.contest.core.training import TrainingList
from judge.contest.ops import jury, members, practice, training
from judge.contest.ops.backlog import judge_backlog
from judge.contest.ops.practice_space import PRACTICE, set_order
from judge.contest.ops.site import STORE_FILE, add_contest, new_site, open_site
from judge.contest.ops.submit import record_submission
from judge.contest.ops.views import clocks
from judge.contest.storage.site import open_site_store
from judge.errors import JudgeError

ACCEPTED_1847 = ACCEPTED.parent.parent / "hdu_1847" / "solution.py"
TWO_YEARS = 2 * 366 * 24 * 3600 * 1000


@pytest.fixture
def club(tmp_path):
    """A site on a problem set of its own with the contest week1 (one hour, started), and
    ann and bo its members, ann in week1."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "week1", ["hdu_1846", "hdu_1847"], "1:00:00", clock)
    site = new_site(tmp_path / "club", "Club", problems=root)
    add_contest(site, root / "contests" / "week1", clock.now())
    store = members.open_members(site)
    try:
        members.import_members(store, [Member("ann", "Ann"), Member("bo", "Bo")], clock.now())
    finally:
        store.close()
    members.join_contest(site, "ann", "week1", clock.now())
    return root, site, clock


def send(opened, contest: str, member: str, problem: str, path) -> None:
    """A submission of ``path`` by ``member`` in ``contest``, judged."""
    session = opened.contests[contest]
    record_submission(session, member, problem, path.name, path.read_bytes())
    judge_backlog(session)


def test_the_practice_space_is_made_with_the_site_and_never_ends(club):
    root, site, clock = club
    config, entries = read_folder(site / PRACTICE, root)
    assert config.practice and config.freeze is None
    assert [e.id for e in entries] == set_order(root)  # the whole set, in its own order
    with open_site(site, clock, default_cache_dir()) as opened:
        session = opened.contests[PRACTICE]
        record = session.record()
        assert record.kind is ContestKind.PRACTICE and record.started_ms == clock.now().ms
        clock.advance(TWO_YEARS)
        now = clocks(session)
        assert not now.over and now.endless and now.remaining is None
        assert record.timeline.next_change(clock.now().ms) is None


def test_an_older_site_gains_its_practice_space_on_first_open(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    old = tmp_path / "old"
    old.mkdir()  # a site as made before sites had a practice space
    (old / SITE_FILE).write_text(f'title: Old\nproblems: "{root}"\n', encoding="utf-8")
    open_site_store(old / STORE_FILE).close()
    with open_site(old, clock, default_cache_dir()) as opened:
        assert list(opened.contests) == [PRACTICE]
        assert [e.id for e in opened.contests[PRACTICE].entries] == set_order(root)
    with open_site(old, clock, default_cache_dir()) as opened:  # made once
        assert list(opened.contests) == [PRACTICE]


def test_a_members_states_after_ac_wa_and_nothing(club):
    _root, site, clock = club
    with open_site(site, clock, default_cache_dir()) as opened:
        for member in ("ann", "bo"):
            practice.practice_team(opened, member, member.title(), clock.now())
        clock.advance("0:05:00")
        send(opened, PRACTICE, "ann", "hdu_1846", WRONG_ON_SAMPLE)
        send(opened, PRACTICE, "ann", "hdu_1846", ACCEPTED)
        send(opened, PRACTICE, "ann", "hdu_1847", WRONG_ON_SAMPLE)
        states = {s.problem_id: s for s in practice.states_of(opened, "ann")}
        solved, tried = states["hdu_1846"], states["hdu_1847"]
        assert solved.state is State.SOLVED and solved.tries == 1
        assert solved.solved_ms == clock.now().ms
        assert tried.state is State.TRIED and tried.tries == 1 and tried.solved_ms is None
        others = [s.state for pid, s in states.items() if pid not in ("hdu_1846", "hdu_1847")]
        assert others and set(others) == {None}  # untried
        assert {s.state for s in practice.states_of(opened, "bo")} == {None}


def test_upsolving_after_a_contest_and_the_training_lists_count_practice(club):
    _root, site, clock = club
    with open_site(site, clock, default_cache_dir()) as opened:
        week1 = opened.contests["week1"]
        jury.start_now(week1)
        assert practice.upsolve_labels(opened, "week1") == {}  # running: no upsolving
        send(opened, "week1", "ann", "A", ACCEPTED)  # hdu_1846, in the contest
        results = practice.contest_results(opened, "ann")
        assert [(r.contest, r.over, r.solved, r.upsolved) for r in results] == [
            ("week1", False, ("hdu_1846",), ())
        ]
        clock.advance("1:00:01")
        labels = practice.upsolve_labels(opened, "week1")
        held = {e.id: e.label for e in opened.contests[PRACTICE].entries}
        assert labels == {"hdu_1846": held["hdu_1846"], "hdu_1847": held["hdu_1847"]}
        assert practice.upsolve_labels(opened, PRACTICE) == {}
        practice.practice_team(opened, "ann", "Ann", clock.now())
        send(opened, PRACTICE, "ann", "hdu_1847", ACCEPTED_1847)
        (result,) = practice.contest_results(opened, "ann")
        assert result.over and result.solved == ("hdu_1846",) and result.upsolved == ("hdu_1847",)
    training.make_list(site, TrainingList("basics", "Basics", ("hdu_1847",)), clock.now())
    found, _ = training.list_progress(site, "basics", clock, default_cache_dir())
    assert found.cell("ann", "hdu_1847").solved  # solved in practice only


def test_a_problem_new_to_the_set_is_added_at_the_end_and_the_coachs_entries_stay(club):
    root, site, clock = club
    problems = site / PRACTICE / "problems.yaml"
    first, *rest = set_order(root)
    # as if the set had gained `first` since the practice space was made
    items = yaml.safe_load(problems.read_text())
    problems.write_text(yaml.safe_dump([i for i in items if i["id"] != first]))
    with open_site(site, clock, default_cache_dir()) as opened:
        held = opened.contests[PRACTICE].entries
    assert [e.id for e in held] == [*rest, first]
    assert len({e.label for e in held}) == len(held)  # a label of its own


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        ("practice: maybe\n", "practice must be true or false"),
        ("scoreboard_freeze_duration: 0:10:00\n", "a practice space never ends"),
    ],
)
def test_a_wrong_practice_key_is_one_plain_error(club, extra, said):
    root, site, _clock = club
    path = site / PRACTICE / "contest.yaml"
    path.write_text(path.read_text() + extra)
    with pytest.raises(JudgeError, match=said):
        read_folder(site / PRACTICE, root)
