"""The help teams take in a contest (judge.contest.ops.help and its storage): counts that only
grow, an editorial that stays seen, listed per team for the jury; and when contest.yaml's
`editorials` opens the hints to the teams, phase by phase."""

from __future__ import annotations

import dataclasses

import pytest

from contest.contest_helpers import START, make_root, new_contest
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.config import Editorials
from judge.contest.ops import accounts, help, jury
from judge.contest.ops.session import open_contest


@pytest.fixture
def session(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "club", ["hdu_1846", "hdu_1847"], "2:00:00", clock=clock)
    opened = open_contest(root, "club", clock, default_cache_dir())
    specs = [accounts.TeamSpec("alpha", "Alpha"), accounts.TeamSpec("beta", "Beta")]
    accounts.import_teams(opened.store, specs, clock.now())
    yield opened
    opened.close()


def test_help_is_noted_per_team_and_only_grows(session):
    assert help.taken(session, "alpha", "hdu_1846") is None
    first = help.note(session, "alpha", "hdu_1846", hints=2)
    assert (first.hints, first.editorial) == (2, False)
    session.clock.advance("0:05:00")
    later = help.note(session, "alpha", "hdu_1846", hints=1, editorial=True)
    assert (later.hints, later.editorial) == (2, True)  # a count never goes down
    assert later.last_ms - later.first_ms == 5 * 60 * 1000
    again = help.note(session, "alpha", "hdu_1846", hints=3)
    assert (again.hints, again.editorial) == (3, True)  # seen stays seen
    help.note(session, "beta", "hdu_1847", editorial=True)
    listed = [(h.team_id, h.problem_id, h.hints, h.editorial) for h in help.all_taken(session)]
    assert listed == [("alpha", "hdu_1846", 3, True), ("beta", "hdu_1847", 0, True)]
    assert [h.problem_id for h in help.all_taken(session, "beta")] == ["hdu_1847"]


@pytest.mark.parametrize(
    ("setting", "before", "during", "after"),
    [
        (Editorials.AFTER, False, False, True),
        (Editorials.ALWAYS, False, True, True),
        (Editorials.NEVER, False, False, False),
    ],
)
def test_when_the_hints_open_to_the_teams(session, setting, before, during, after):
    session.config = dataclasses.replace(session.config, editorials=setting)
    assert help.open_to_teams(session) is before
    jury.start_now(session)
    assert help.open_to_teams(session) is during
    session.clock.advance("2:00:01")
    assert help.open_to_teams(session) is after
