"""The contest's phases, walked on a fake clock: at each one, everything that asks "what phase
is the contest in, and what is due" gives the same answer -- the phase object itself, the
clock the operations report, the server's clock news and its pages (home, jury), the jury's
freeze and thaw, the public scoreboard, and `judge contest status`."""

from __future__ import annotations

import re

import pytest

from contest.contest_helpers import ACCEPTED
from judge.contest.core.config import read_folder
from judge.contest.core.phase import Phase, Timeline
from judge.contest.core.records import JudgementResult
from judge.contest.core.times import parse_duration, parse_time
from judge.contest.ops import jury, views
from judge.contest.ops.sync import sync
from judge.contest.storage import queue
from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from support import run_cli
from web.web_helpers import post_form

START = parse_time("2024-03-01T10:00:00+01:00").ms
MINUTE = 60_000


def at(time: str) -> int:
    return START + parse_duration(time)


def status(served, monkeypatch) -> str:
    """What `judge contest status club` prints now (the command line, on the same clock)."""
    from judge.cli.contest import common as contest_cli

    monkeypatch.setattr(contest_cli, "make_clock", lambda: served.clock)
    result = run_cli("contest", "status", "club", root=served.root)
    assert result.exit_code == 0, result.output
    return result.output


def state_line(page: str) -> str:
    found = re.search(r"State: (.*?)\.</p>", page, re.S)
    assert found, page
    return found.group(1).strip()


def check(served, monkeypatch, phase: Phase, milestones: tuple[str, ...], frozen_from: int | None):
    """The phase is ``phase`` everywhere; the recorded milestones (after the start) are
    ``milestones``; the public board is frozen from contest time ``frozen_from`` (None: not
    frozen)."""
    home = served.anonymous().get("/").text  # a request: the server records the clock's news
    now = served.clock.now().ms
    timeline = served.session.record().timeline
    assert timeline.phase(now) is phase
    assert not timeline.news_due(now) or timeline.awaiting_final  # recorded, but the final
    clocks = views.clocks(served.session)
    assert clocks.phase is phase
    assert timeline.recorded() == milestones

    # The pages.
    jury_page = served.client("jury").get("/jury").text
    state = state_line(jury_page)
    if phase is Phase.NOT_STARTED:
        assert "The contest has not started" in home and state == "not started"
        assert "Start the contest now" in jury_page
    else:
        assert state.startswith("started 2024-03-01 10:00:00")
        words = {"finalized": "final"}
        assert state.endswith("".join(f", {words.get(m, m)}" for m in milestones))
        assert "Start the contest now" not in jury_page
    running = phase in (Phase.RUNNING, Phase.FROZEN)
    assert ("Freeze the scoreboard now" in jury_page) is (phase is Phase.RUNNING)
    assert ("Unfreeze the scoreboard" in jury_page) is (timeline.thaw_pending)
    if timeline.thaw_pending:
        button = re.search(r'value="thaw"><button type="submit" ([^>]*)>', jury_page)
        assert button, jury_page
        disabled = button.group(1)
        assert ("disabled" in disabled) is (phase is Phase.FROZEN)
    if running:
        assert "elapsed" in home and "left." in home
        assert ("The public scoreboard is frozen." in home) is (phase is Phase.FROZEN)
    elif phase is not Phase.NOT_STARTED:
        assert "The contest is over" in home

    # The jury's actions refuse exactly what the phase rules refuse.
    for action, allowed in (
        ("freeze", phase is Phase.RUNNING),
        ("thaw", phase is Phase.ENDED and timeline.frozen is not None),
    ):
        if not allowed:
            response = post_form(
                served.client("jury"), "/jury/contest", {"action": action}, page="/jury"
            )
            assert response.status_code == 409, (action, phase)

    # The scoreboard, the server's and the operations'.
    board = served.server.board(public=True).board
    assert board.freeze_start == frozen_from
    assert ("frozen with" in served.anonymous().get("/scoreboard").text) is (
        frozen_from is not None
    )

    # The command line.
    text = status(served, monkeypatch)
    clock_line = next(line for line in text.splitlines() if line.startswith("  clock:"))
    if phase is Phase.NOT_STARTED:
        assert "not started" in clock_line
    elif running:
        assert "elapsed" in clock_line
        assert ("the board is frozen" in clock_line) is (phase is Phase.FROZEN)
    else:
        assert "ended at 2024-03-01 12:00:00" in clock_line
    return timeline


def test_every_phase_agrees_everywhere(served, monkeypatch):
    """Not started, running, frozen (as configured), ended, thawed (as practice boards thaw:
    just after the end), final once the last official judgement is in."""
    check(served, monkeypatch, Phase.NOT_STARTED, (), None)
    assert served.session.record().timeline.next_change(served.clock.now().ms) is None

    served.start()
    served.clock.advance("0:10:00")
    timeline = check(served, monkeypatch, Phase.RUNNING, (), None)
    assert timeline.next_change(served.clock.now().ms) == at("1:30:00")  # the freeze

    served.clock.advance("1:20:00")  # 1:30:00
    assert served.session.record().timeline.news_due(served.clock.now().ms)  # not yet seen
    timeline = check(served, monkeypatch, Phase.FROZEN, ("frozen",), 90 * MINUTE)
    assert timeline.next_change(served.clock.now().ms) == at("2:00:00")  # the end

    # An official submission, held by a judge on another machine until after the end: the
    # results cannot be final before its judgement.
    served.clock.advance("0:20:00")  # 1:50:00
    alpha = served.client("alpha")
    post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
        page="/submit",
    )
    with served.session.store.write() as conn:
        (jid,) = queue.queued_ids(conn)
        held = queue.claim(
            conn, jid, "judgehost-2/x/7/7", served.clock.now(), lease_ms=24 * 3600 * 1000
        )

    served.clock.advance("0:10:00")  # 2:00:00: the end
    timeline = check(served, monkeypatch, Phase.ENDED, ("frozen", "ended"), 90 * MINUTE)
    assert timeline.next_change(served.clock.now().ms) == at("2:00:00") + 1  # the thaw

    served.clock.advance("0:00:01")  # the server looks at the clock every 250 ms at most
    timeline = check(served, monkeypatch, Phase.THAWED, ("frozen", "ended", "thawed"), None)
    assert timeline.awaiting_final and timeline.next_change(served.clock.now().ms) is None

    served.clock.advance("0:01:00")
    with served.session.store.write() as conn:
        assert queue.complete(conn, held, JudgementResult(Verdict.AC, "AC", 25), served.clock.now())
    served.server.poke()
    check(served, monkeypatch, Phase.FINALIZED, ("frozen", "ended", "thawed", "finalized"), None)


def test_a_freeze_by_the_jury_is_the_phase_everywhere(served, monkeypatch):
    """The jury freezes the board at 0:20, earlier than configured (1:30): from then on every
    part says frozen, and the board is frozen from 0:20."""
    served.start()
    served.clock.advance("0:20:00")
    check(served, monkeypatch, Phase.RUNNING, (), None)
    response = post_form(served.client("jury"), "/jury/contest", {"action": "freeze"}, page="/jury")
    assert response.status_code == 303
    timeline = check(served, monkeypatch, Phase.FROZEN, ("frozen",), 20 * MINUTE)
    home = served.anonymous().get("/").text
    assert 'data-freeze="1200000"' in home  # the page's own clock counts from the freeze
    assert views.clocks(served.session).freeze_start == 20 * MINUTE
    assert timeline.next_change(served.clock.now().ms) == at("2:00:00")  # no second freeze
    served.clock.advance("1:40:00")  # 2:00:00
    check(served, monkeypatch, Phase.ENDED, ("frozen", "ended"), 20 * MINUTE)
    served.clock.advance("0:00:01")
    check(served, monkeypatch, Phase.FINALIZED, ("frozen", "ended", "thawed", "finalized"), None)


def test_a_board_kept_frozen_until_its_thaw_time_or_the_jury(served, monkeypatch):
    """scoreboard_thaw_time keeps the board frozen after the end (a prize-giving) until that
    time, or until the jury thaws it."""
    folder = served.session.folder
    contest_yaml = folder / "contest.yaml"
    contest_yaml.write_text(
        contest_yaml.read_text() + "scoreboard_thaw_time: '2024-03-01T13:00:00+01:00'\n"
    )
    config, entries = read_folder(folder, served.root)
    sync(served.session.store, config, entries, served.root, served.clock.now())  # as opening
    served.start()
    served.clock.advance("2:10:00")  # 12:10; the contest ended at 12:00
    timeline = check(served, monkeypatch, Phase.ENDED, ("frozen", "ended"), 90 * MINUTE)
    assert timeline.next_change(served.clock.now().ms) == at("3:00:00")  # the thaw time
    response = post_form(served.client("jury"), "/jury/contest", {"action": "thaw"}, page="/jury")
    assert response.status_code == 303
    served.clock.advance("0:00:01")
    check(served, monkeypatch, Phase.FINALIZED, ("frozen", "ended", "thawed", "finalized"), None)


# -- the phase object alone ----------------------------------------------------------------------


def test_a_scheduled_start_is_due_at_its_time():
    timeline = Timeline(duration=parse_duration("1:00:00"), scheduled_start=at("1:00:00"))
    assert timeline.phase(at("0:59:59")) is Phase.NOT_STARTED
    assert timeline.next_change(at("0:00:00")) == at("1:00:00")
    assert timeline.changes(at("1:00:00")) == {"started": at("1:00:00")}
    assert timeline.phase(at("1:30:00")) is Phase.RUNNING
    # Everything the clock brought, each at the time it happened, however late it is seen.
    assert timeline.changes(at("3:00:00")) == {"started": at("1:00:00"), "ended": at("2:00:00")}


@pytest.mark.parametrize(
    "state, refusal",
    [
        ({}, "the contest has not started"),
        ({"started": START}, None),
        ({"started": START, "frozen": START + 1}, "the board is already frozen"),
        ({"started": START, "ended": START + 3_600_000}, "the contest has ended"),
    ],
)
def test_the_jury_may_freeze_only_a_running_contest(state, refusal):
    timeline = Timeline(duration=3_600_000, **state)
    found = timeline.freeze_refusal(START + 60_000)
    assert (found is None) if refusal is None else found.startswith(refusal)


def test_a_freeze_refused_by_the_rules_is_refused_by_the_jury_action(served):
    with pytest.raises(JudgeError, match="the contest has not started"):
        jury.freeze_now(served.session)
    with pytest.raises(JudgeError, match="the board is not frozen"):
        jury.thaw_now(served.session)
