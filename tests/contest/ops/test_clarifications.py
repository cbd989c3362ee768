"""Clarifications in the contest's store (judge/contest/ops/clarifications.py): the member of a
team of members who asked a question is recorded with it, read back for the questions a
reader may see, and a database made before the record was kept gains its table when opened."""

from __future__ import annotations

import sqlite3

from contest.contest_helpers import START, db_path, make_root, new_contest, open_session
from judge.contest.core.clock import FakeClock
from judge.contest.core.records import Person
from judge.contest.ops import clarifications
from judge.contest.ops.session import Session
from judge.contest.ops.submit import add_team

ANN = Person("ann", "Ann")


def team_of(session: Session) -> str:
    """A team of the contest (made the first time)."""
    add_team(session, "red", "Red")
    return "red"


def test_the_member_who_asked_is_kept_with_the_question(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "c1", ["hdu_1846"], "1:00:00", clock)
    with open_session(root, "c1", clock) as session:
        team = team_of(session)
        by_ann = clarifications.ask(session, team, "Is n >= 1?", asker=ANN)
        own = clarifications.ask(session, team, "May we use C++20?")
        answer = clarifications.answer(session, by_ann.id, "Yes.", to_everyone=True)
        items = clarifications.listing(session)
        assert clarifications.askers(session, items) == {by_ann.id: ANN}
        # an answer is the jury's: it names no asker, even given one by mistake
        assert clarifications.askers(session, [answer, own]) == {}
    with open_session(root, "c1", clock) as again:  # kept in the database
        assert clarifications.askers(again, clarifications.listing(again)) == {by_ann.id: ANN}


def test_a_database_made_before_askers_were_kept_gains_their_table(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "c1", ["hdu_1846"], "1:00:00", clock)
    with open_session(root, "c1", clock) as session:
        old = clarifications.ask(session, team_of(session), "Asked before the table existed")
    with sqlite3.connect(db_path(root, "c1")) as conn:
        conn.execute("DROP TABLE askers")
    with open_session(root, "c1", clock) as session:
        new = clarifications.ask(session, "red", "Asked after", asker=ANN)
        found = clarifications.askers(session, clarifications.listing(session))
        assert found == {new.id: ANN} and old.id not in found
