"""The contest database's tables (SQLAlchemy Core, one ``MetaData`` for SQLite and
PostgreSQL alike), and what the states of their rows mean.

One database holds one contest. Tables:

- ``meta``: key/value pairs: the schema version, id counters, the replay watermark, the local
  team, the server's secret, where the contest moved to.
- ``contest``: one row, the contest (as configured; kept in step with contest.yaml) and its
  state (started, frozen, ended, thawed, finalized, end_of_updates), as epoch milliseconds.
- ``judgement_types``, ``problems`` (labels of problems of the set, and a hash of each
  problem's data taken at the start), ``objects`` (groups, organizations, languages: kept as
  their Contest API JSON).
- ``teams``: id, name, display_name, label, hidden, group_ids, organization_id, a password hash
  (for the contest server; null in solo contests), origin (``local``, or ``recorded`` for the
  rivals of a virtual contest).
- ``submissions``: id, team, problem, language, file name and source bytes, contest time (ms),
  wall-clock time submitted, official (false: upsolving, after the end), origin.
- ``judgements``: id, submission, judgement type (null until complete), start and end contest
  times, valid (false: superseded), the per-case results and feedback excerpts, and the
  work-queue fields: ``claimed_by`` (who is judging it, see :mod:`judge.contest.storage.lease`),
  ``lease_until`` (epoch ms) and ``attempt`` (how many times judging began). A judgement with
  no type and no owner is queued; with an owner, being judged (:func:`pending`,
  :func:`queued`, :func:`being_judged`).
- ``events``: the Contest API (2023-06) event log, in order (``seq`` is the token): written in
  the same transaction as the change it describes, never rewritten.
- ``workers``: the judging processes that have worked on this contest: owner, name, slots,
  when each started, was last seen and stopped, the problems it refuses.
- The contest server's: ``accounts`` (the jury), ``web_sessions``, ``login_failures``,
  ``clarifications``, ``help_taken`` (the hints and editorials each team took).

A table added later needs no new schema version: opening a database makes the tables it
lacks (:meth:`judge.contest.storage.store.Store.setup`); nor does a column added later, which
is nullable (null: what a database made before it meant), and added the same way: the
contest's ``rule``, a problem's ``max_score``, a judgement's ``score`` and ``subtasks``.
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.elements import ColumnElement

from judge.contest.core.records import Origin

SCHEMA_VERSION = 1
#: The PostgreSQL channel notified when a judgement is queued (a trigger on judgements).
QUEUE_CHANNEL = "judge_queue"

_MS = sa.BigInteger
_ID = sa.String(128)
metadata = sa.MetaData()

meta = sa.Table(
    "meta",
    metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)

contest = sa.Table(
    "contest",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("formal_name", sa.Text),
    sa.Column("kind", sa.String(16), nullable=False),  # solo | virtual
    sa.Column("duration_ms", _MS, nullable=False),
    sa.Column("freeze_ms", _MS),
    sa.Column("penalty_ms", _MS, nullable=False),
    sa.Column("scheduled_start_ms", _MS),
    sa.Column("thaw_ms", _MS),
    sa.Column("utc_offset", sa.Integer, nullable=False),  # minutes, for writing local times
    sa.Column("extra", sa.Text, nullable=False),  # JSON: banner, logo, location
    sa.Column("started_ms", _MS),
    sa.Column("frozen_ms", _MS),
    sa.Column("ended_ms", _MS),
    sa.Column("thawed_ms", _MS),
    sa.Column("finalized_ms", _MS),
    sa.Column("end_of_updates_ms", _MS),
    sa.Column("rule", sa.String(8)),  # icpc (also null: a database made before rules) | ioi | oi
)

judgement_types = sa.Table(
    "judgement_types",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("penalty", sa.Boolean, nullable=False),
    sa.Column("solved", sa.Boolean, nullable=False),
)

problems = sa.Table(
    "problems",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("label", sa.String(32), nullable=False, unique=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("ordinal", sa.Integer, nullable=False),
    sa.Column("rgb", sa.String(16)),
    sa.Column("color", sa.String(64)),
    sa.Column("time_limit", sa.Float),
    sa.Column("test_data_count", sa.Integer),
    sa.Column("data_hash", sa.String(64)),
    sa.Column("max_score", sa.Float),  # problems.yaml's (a board by points; null: 100)
)

objects = sa.Table(
    "objects",
    metadata,
    sa.Column("type", sa.String(32), primary_key=True),
    sa.Column("id", _ID, primary_key=True),
    sa.Column("data", sa.Text, nullable=False),
)

teams = sa.Table(
    "teams",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("display_name", sa.Text),
    sa.Column("label", sa.String(64)),
    sa.Column("hidden", sa.Boolean),
    sa.Column("group_ids", sa.Text, nullable=False),  # JSON list
    sa.Column("organization_id", _ID),
    sa.Column("password_hash", sa.Text),
    sa.Column("origin", sa.String(16), nullable=False),  # local | recorded
    sa.Column("extra", sa.Text, nullable=False),
)

submissions = sa.Table(
    "submissions",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("team_id", _ID, sa.ForeignKey("teams.id"), nullable=False, index=True),
    sa.Column("problem_id", _ID, sa.ForeignKey("problems.id"), nullable=False),
    sa.Column("language_id", sa.String(32)),
    sa.Column("filename", sa.Text),
    sa.Column("source", sa.LargeBinary),
    sa.Column("contest_time_ms", _MS, nullable=False, index=True),
    sa.Column("submitted_ms", _MS),
    sa.Column("official", sa.Boolean, nullable=False),
    sa.Column("origin", sa.String(16), nullable=False),
    sa.Column("extra", sa.Text, nullable=False),
)

judgements = sa.Table(
    "judgements",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("submission_id", _ID, sa.ForeignKey("submissions.id"), nullable=False, index=True),
    sa.Column("judgement_type_id", sa.String(32), sa.ForeignKey("judgement_types.id")),
    sa.Column("start_ms", _MS),  # contest times
    sa.Column("end_ms", _MS),
    sa.Column("valid", sa.Boolean, nullable=False),
    sa.Column("claimed_by", sa.Text),
    sa.Column("lease_until", _MS),  # epoch ms
    sa.Column("attempt", sa.Integer, nullable=False),
    sa.Column("max_run_time", sa.Float),
    sa.Column("cases", sa.Text),  # JSON: per-case results, up to the first failure
    sa.Column("detail", sa.Text),  # JSON: feedback on the first failing case
    sa.Column("origin", sa.String(16), nullable=False),
    sa.Column("extra", sa.Text, nullable=False),
    sa.Column("score", sa.Float),  # a scoring problem's points (null: none given)
    sa.Column("subtasks", sa.Text),  # JSON: [{name, score, max_score}] of a scoring problem
)

events = sa.Table(
    "events",
    metadata,
    sa.Column(
        "seq",
        sa.BigInteger().with_variant(sa.Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    sa.Column("type", sa.String(32), nullable=False),
    sa.Column("object_id", _ID),
    sa.Column("data", sa.Text),  # JSON; null: the object was deleted
    sa.Column("logged_ms", _MS, nullable=False),
)

# -- judging machines ---------------------------------------------------------------------------

workers = sa.Table(
    "workers",
    metadata,
    sa.Column("id", sa.String(255), primary_key=True),  # the owner, as in judgements.claimed_by
    sa.Column("name", sa.Text, nullable=False),  # its machine (or the name it was given)
    sa.Column("pid", sa.Integer),
    sa.Column("slots", sa.Integer, nullable=False),
    sa.Column("started_ms", _MS, nullable=False),  # epoch ms
    sa.Column("seen_ms", _MS, nullable=False),  # its last heartbeat
    sa.Column("stopped_ms", _MS),  # a clean stop
    sa.Column("judged", sa.Integer, nullable=False),  # judgements it completed
    sa.Column("refused", sa.Text, nullable=False),
)  # JSON: {problem id: why it refuses it}

#: On PostgreSQL, a judgement that becomes queued (inserted, or given back) notifies the
#: workers that LISTEN on QUEUE_CHANNEL; the notification is sent when the transaction commits.
#: A trigger rather than a call in each place that queues work: whoever queues (the command
#: line, the contest server, a rejudging, a requeued claim) wakes the workers.
_NOTIFY_FUNCTION = sa.DDL(f"""
CREATE OR REPLACE FUNCTION judge_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('{QUEUE_CHANNEL}', '');
  RETURN NULL;
END
$fn$""")
_NOTIFY_TRIGGER = sa.DDL("""
CREATE TRIGGER judgements_queued AFTER INSERT OR UPDATE ON judgements FOR EACH ROW
WHEN (NEW.judgement_type_id IS NULL AND NEW.claimed_by IS NULL AND NEW.valid
      AND NEW.origin = 'local')
EXECUTE FUNCTION judge_queue_notify()""")
sa.event.listen(judgements, "after_create", _NOTIFY_FUNCTION.execute_if(dialect="postgresql"))
sa.event.listen(judgements, "after_create", _NOTIFY_TRIGGER.execute_if(dialect="postgresql"))
# The trigger goes with its table; its function is dropped after it, so that dropping the tables
# (a contest whose making failed, judge.contest.storage.discard) leaves nothing of judge's.
_DROP_FUNCTION = sa.DDL("DROP FUNCTION IF EXISTS judge_queue_notify()")
sa.event.listen(judgements, "after_drop", _DROP_FUNCTION.execute_if(dialect="postgresql"))


# -- the contest server's tables (`judge serve`) -----------------------------------------------
# New tables only, nothing else changed: SCHEMA_VERSION stays, and a database made before them
# gets them when it is opened (:meth:`Store.setup` makes the missing tables). Team passwords
# live in ``teams.password_hash``; the jury's account in ``accounts``.

#: Accounts that are not teams: the jury (role ``jury``).
accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("username", _ID, primary_key=True),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("password_hash", sa.Text, nullable=False),
)

#: Web sessions: the SHA-256 of the session token (the cookie holds the token, signed), whose
#: account it is, and when it was made and last seen (epoch ms).
web_sessions = sa.Table(
    "web_sessions",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column("username", _ID, nullable=False, index=True),
    sa.Column("role", sa.String(16), nullable=False),  # team | jury
    sa.Column("created_ms", _MS, nullable=False),
    sa.Column("seen_ms", _MS, nullable=False),
)

#: Failed logins, per account (``user:<name>``) and per address (``ip:<address>``).
login_failures = sa.Table(
    "login_failures",
    metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("failures", sa.Integer, nullable=False),
    sa.Column("last_ms", _MS, nullable=False),
    sa.Column("blocked_until_ms", _MS, nullable=False),
)

#: Clarifications (Contest API 2023-06): requests from teams (``from_team_id``), answers and
#: announcements from the jury (``to_team_id`` null: to everyone). ``answered``: a request the
#: jury has replied to or dismissed.
clarifications = sa.Table(
    "clarifications",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("from_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("to_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("reply_to_id", _ID, sa.ForeignKey("clarifications.id")),
    sa.Column("problem_id", _ID),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("contest_time_ms", _MS, nullable=False),
    sa.Column("time_ms", _MS, nullable=False),
    sa.Column("answered", sa.Boolean, nullable=False),
)


#: The help each team took on each problem (the learner's pages of a contest): how many hints,
#: the editorial seen or not, when first and last.
help_taken = sa.Table(
    "help_taken",
    metadata,
    sa.Column("team_id", _ID, sa.ForeignKey("teams.id"), primary_key=True),
    sa.Column("problem_id", _ID, primary_key=True),
    sa.Column("hints", sa.Integer, nullable=False),
    sa.Column("editorial", sa.Boolean, nullable=False),
    sa.Column("first_ms", _MS, nullable=False),
    sa.Column("last_ms", _MS, nullable=False),
)


#: The site's members in each of the contest's teams of members (a club's site: the coach
#: forms them, :mod:`judge.contest.ops.site_teams`), in the coach's order: the contest's own
#: copy, so its board and pages name them without the site's store. Who may act as a team is
#: the site's to say (its joins); this table only shows them.
team_members = sa.Table(
    "team_members",
    metadata,
    sa.Column("team_id", _ID, sa.ForeignKey("teams.id"), primary_key=True),
    sa.Column("member_id", _ID, primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("position", sa.Integer, nullable=False),
)

#: Which member of a team of members made a submission (a site's member acting as the team);
#: a submission of no row here was the team's own (its login, the jury, the command line).
submitters = sa.Table(
    "submitters",
    metadata,
    sa.Column("submission_id", _ID, sa.ForeignKey("submissions.id"), primary_key=True),
    sa.Column("member_id", _ID, nullable=False),
    sa.Column("name", sa.Text, nullable=False),
)

#: Which member of a team of members asked a question (a site's member acting as the team),
#: as ``submitters`` for submissions; a question of no row here was the team's own.
askers = sa.Table(
    "askers",
    metadata,
    sa.Column("clarification_id", _ID, sa.ForeignKey("clarifications.id"), primary_key=True),
    sa.Column("member_id", _ID, nullable=False),
    sa.Column("name", sa.Text, nullable=False),
)


# -- end of the contest server's tables ---------------------------------------------------------


def dumps(value: Any) -> str:
    """JSON as the database keeps it: compact, not ASCII-escaped."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- what a judgement row's state means ---------------------------------------------------------
# The trigger above says the same as queued() in SQL text, for PostgreSQL to evaluate.


def pending(j: sa.FromClause = judgements) -> ColumnElement[bool]:
    """A judgement of ours still to complete (queued or being judged): no judgement type yet,
    not superseded. A submission with one is pending (CCS: "no judgement"). ``j``: the
    judgements table, or an alias of it."""
    return sa.and_(j.c.judgement_type_id.is_(None), j.c.valid, j.c.origin == Origin.LOCAL.value)


def queued(j: sa.FromClause = judgements) -> ColumnElement[bool]:
    """A pending judgement no judge holds: the queue."""
    return sa.and_(pending(j), j.c.claimed_by.is_(None))


def being_judged(j: sa.FromClause = judgements) -> ColumnElement[bool]:
    """A pending judgement a judge has claimed."""
    return sa.and_(pending(j), j.c.claimed_by.is_not(None))


def completed(j: sa.FromClause = judgements) -> ColumnElement[bool]:
    """A judgement of ours that has its judgement type, not superseded."""
    return sa.and_(j.c.judgement_type_id.is_not(None), j.c.valid, j.c.origin == Origin.LOCAL.value)
