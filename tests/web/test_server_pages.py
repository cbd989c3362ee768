"""The contest server's pages, in process (Starlette's TestClient), on a fake clock: what a
team, the jury and the public see, and every rule about who may see what."""

from __future__ import annotations

import json
import re

import sqlalchemy as sa

from contest.contest_helpers import ACCEPTED, WRONG_ON_HIDDEN, WRONG_ON_SAMPLE
from judge.contest.storage import schema as db
from web.web_helpers import post_form


def submit(client, problem: str, path, language: str = "auto"):
    return post_form(
        client,
        "/submit",
        {"problem": problem, "language": language},
        files={"file": (path.name, path.read_bytes())},
        page="/submit",
    )


def test_before_the_start_there_is_a_clock_and_no_problems(served):
    anonymous = served.anonymous()
    home = anonymous.get("/")
    assert home.status_code == 200 and "The contest has not started" in home.text
    assert "Log in" in home.text and "Brave Game" not in home.text
    alpha = served.client("alpha")
    assert "The problems are shown when the contest starts" in alpha.get("/").text
    assert alpha.get("/problems/A").status_code == 404
    assert "Submissions open when the contest starts" in alpha.get("/submit").text
    # The jury sees the statements at any time.
    assert served.client("jury").get("/problems/A").status_code == 200


def test_a_team_reads_a_statement_submits_and_sees_its_verdicts(served):
    served.start()
    served.clock.advance("0:05:00")
    alpha = served.client("alpha")
    home = alpha.get("/")
    assert "Brave Game" in home.text and "1 s, 32 MiB" in home.text
    page = alpha.get("/problems/a")  # labels in any case
    assert page.status_code == 200
    assert "<h2>Input</h2>" in page.text and "<code>n</code>" in page.text  # Markdown, rendered
    assert "Time limit: <strong>1.0 s</strong>" in page.text
    assert "<pre><code>2\n23 2\n4 3\n</code></pre>" in page.text  # the sample
    assert alpha.get("/problems/Z").status_code == 404

    accepted = submit(alpha, "A", ACCEPTED)
    assert accepted.status_code == 303 and accepted.headers["location"] == "/submissions/1"
    pasted = post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "python3", "code": WRONG_ON_SAMPLE.read_text()},
        page="/submit",
    )
    assert pasted.headers["location"] == "/submissions/2"
    hidden = submit(alpha, "A", WRONG_ON_HIDDEN)
    waiting = alpha.get("/submissions/3")
    assert "waiting to be judged" in waiting.text
    assert served.judge() == 3

    assert ">AC</span>" in alpha.get("/submissions/1").text
    sample = alpha.get("/submissions/2").text
    assert (
        "WA on case 1 of 25" in sample
        and "expected &#39;second&#39;, got &#39;first&#39;" in sample
    )  # a failing sample is shown whole
    secret = alpha.get("/submissions/3").text
    assert "WA on case 2 of 25" in secret
    assert "case 2 is a hidden case: its data is shown after the contest" in secret
    assert "expected" not in secret.split("Your source")[0]
    assert hidden.status_code == 303

    listing = alpha.get("/submissions").text
    assert listing.count("<tr>") == 4 and "solution.py" in listing  # the pasted one's name
    home = alpha.get("/").text
    assert "solved at minute 5" in home and "Your rank on the public scoreboard" in home


def test_submitting_refuses_bad_input_with_a_plain_message(served):
    served.start()
    alpha = served.client("alpha")
    nothing = post_form(alpha, "/submit", {"problem": "A", "language": "auto"}, page="/submit")
    assert (
        nothing.status_code == 400 and "choose a file to upload, or paste your code" in nothing.text
    )
    pasted = post_form(
        alpha, "/submit", {"problem": "A", "language": "auto", "code": "x"}, page="/submit"
    )
    assert "choose the language of the pasted code" in pasted.text
    unknown = post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": ("notes.txt", b"hello")},
        page="/submit",
    )
    assert "unknown language" in unknown.text
    big = post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": ("big.py", b"#" * (256 * 1024 + 1))},
        page="/submit",
    )
    assert big.status_code == 400 and "larger than 256 KiB" in big.text
    wrong = post_form(
        alpha,
        "/submit",
        {"problem": "Q", "language": "auto"},
        files={"file": ("a.py", b"print(1)")},
        page="/submit",
    )
    assert "has no problem &#39;Q&#39;" in wrong.text
    with served.session.store.read() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(db.submissions)).scalar() == 0


def test_the_public_scoreboard_freezes_and_marks_first_to_solve_and_pending(served):
    served.start()
    alpha, beta = served.client("alpha"), served.client("beta")
    served.clock.advance("0:10:00")
    submit(alpha, "A", WRONG_ON_SAMPLE)
    served.clock.advance("0:10:00")
    submit(beta, "A", ACCEPTED)
    served.judge()
    served.clock.advance("1:20:00")  # 1:40: the board froze at 1:30
    submit(alpha, "A", ACCEPTED)
    submit(beta, "B", WRONG_ON_SAMPLE)
    served.judge()
    public = served.anonymous().get("/scoreboard").text
    assert (
        "The scoreboard was frozen with 30 minutes remaining - submissions in the last 30 "
        "minutes of the contest are still shown as pending."
    ) in public
    assert "Ghost" not in public  # hidden team
    assert public.index('data-team="beta"') < public.index('data-team="alpha"')  # beta leads
    beta_row = public[public.index('data-team="beta"') : public.index('data-team="alpha"')]
    assert 'class="cell first"><span class="minute">20&#9733;' in beta_row
    assert "0 + 1 pending" in beta_row  # B, after the freeze
    alpha_row = public[public.index('data-team="alpha"') :]
    assert 'class="cell pending"' in alpha_row and "1 + 1 pending" in alpha_row
    assert "public view" in public
    jury = served.client("jury").get("/scoreboard").text
    assert "jury view" in jury and "frozen with" not in jury
    jury_alpha = jury[jury.index('data-team="alpha"') :]
    assert '<span class="minute">100</span><span class="tries">2 tries' in jury_alpha
    # A team sees its own verdicts during the freeze, on its pages (not on the public board).
    assert "solved at minute 100" in alpha.get("/").text
    assert 'class="you"' in alpha.get("/scoreboard").text


def test_clarifications_go_to_the_right_teams(served):
    served.start()
    alpha, beta, jury = served.client("alpha"), served.client("beta"), served.client("jury")
    asked = post_form(
        alpha, "/clarifications", {"problem": "A", "text": "Is m >= 1?"}, page="/clarifications"
    )
    assert asked.status_code == 303
    assert "Is m &gt;= 1?" in alpha.get("/clarifications").text
    assert "Is m" not in beta.get("/clarifications").text
    page = jury.get("/jury/clarifications").text
    assert "question from <strong>alpha</strong>" in page and "unanswered" in page
    assert '<span class="badge">1</span>' in page
    post_form(
        jury,
        "/jury/clarifications",
        {"action": "answer", "request": "1", "text": "Yes, see the bounds."},
        page="/jury/clarifications",
    )
    assert "Yes, see the bounds." in alpha.get("/clarifications").text
    assert "Yes, see the bounds." not in beta.get("/clarifications").text
    post_form(
        jury,
        "/jury/clarifications",
        {"action": "announce", "text": "Ten minutes left"},
        page="/jury/clarifications",
    )
    assert "Ten minutes left" in beta.get("/clarifications").text
    assert "Ten minutes left" in alpha.get("/clarifications").text
    empty = post_form(alpha, "/clarifications", {"text": "  "}, page="/clarifications")
    assert empty.status_code == 400 and "the message is empty" in empty.text
    kinds = [json.loads(r.data)["to_team_id"] for r in _events(served, "clarifications")]
    assert kinds == [None, "alpha", None]


def _events(served, etype):
    with served.session.store.read() as conn:
        return conn.execute(
            sa.select(db.events).where(db.events.c.type == etype).order_by(db.events.c.seq)
        ).all()


def test_the_jury_sees_every_submission_with_source_and_cases(served):
    served.start()
    alpha = served.client("alpha")
    submit(alpha, "A", WRONG_ON_HIDDEN)
    served.judge()
    jury = served.client("jury")
    listing = jury.get("/jury/submissions").text
    assert "Alpha" in listing and "WA on case 2 of 25" in listing
    assert jury.get("/jury/submissions?problem=B").text.count("<tr>") == 2  # header, "none"
    page = jury.get("/jury/submissions/1").text
    assert "n_equals_m" in page or "hdu_1846_n_equals_m.py" in page
    assert "random-small-1" in page or "<td>2</td>" in page  # the per-case table
    assert "expected" in page  # the jury sees the hidden case's data
    assert jury.get("/submissions/1").headers["location"] == "/jury/submissions/1"
    assert jury.get("/jury/submissions/99").status_code == 404
    teams = jury.get("/jury/teams").text
    assert "ghost" in teams and "alpha" in teams
    queue = jury.get("/jury").text
    assert "Nothing waiting to be judged" in queue


def test_rejudging_keeps_the_old_verdict_until_the_new_one_completes(served):
    served.start()
    alpha, jury = served.client("alpha"), served.client("jury")
    served.clock.advance("0:03:00")
    submit(alpha, "A", WRONG_ON_SAMPLE)
    served.judge()
    before = served.anonymous().get("/api/contests/club/scoreboard").json()
    served.clock.advance("0:01:00")
    done = post_form(jury, "/jury/rejudge", {"submission": "1"}, page="/jury")
    assert done.status_code == 303
    assert (
        '<tr><td>1</td><td><a href="/jury/submissions/1">1</a></td><td>alpha</td>'
        in jury.get("/jury").text
    )  # first in the queue
    assert "WA on case 1" in alpha.get("/submissions/1").text  # the old verdict stands
    assert served.anonymous().get("/api/contests/club/scoreboard").json()["rows"] == before["rows"]
    served.judge()
    judgements = (
        served.client("jury")
        .get(
            "/api/contests/club/judgements?strict=false",  # valid: DOMjudge's extension
            auth=("jury", served.passwords["jury"]),
        )
        .json()
    )
    assert [(j["id"], j["judgement_type_id"], j.get("valid", True)) for j in judgements] == [
        ("1", "WA", False),
        ("2", "WA", True),
    ]
    page = jury.get("/jury/submissions/1").text
    assert "invalid (superseded)" in page
    # Rejudging a whole problem queues every finished submission of it.
    post_form(jury, "/jury/rejudge", {"problem": "A"}, page="/jury")
    assert (
        "1 submission(s) of A queued"
        in jury.get(
            "/jury?done=1%20submission(s)%20of%20A%20queued%20to%20be%20judged%20again."
        ).text
    )
    served.judge()
    with served.session.store.read() as conn:
        valid = conn.execute(sa.select(db.judgements.c.id).where(db.judgements.c.valid)).all()
    assert [r.id for r in valid] == ["3"]


def test_the_jury_freezes_and_thaws_the_board(served):
    jury = served.client("jury")
    served.start()
    served.clock.advance("0:20:00")
    frozen = post_form(jury, "/jury/contest", {"action": "freeze"}, page="/jury")
    assert frozen.status_code == 303
    states = [json.loads(r.data) for r in _events(served, "state")]
    assert states[-1]["frozen"] == "2024-03-01T10:20:00.000+01:00"
    early = post_form(jury, "/jury/contest", {"action": "thaw"}, page="/jury")
    assert early.status_code == 409 and "once the contest has ended" in early.text
    assert (
        "The scoreboard was frozen with 100 minutes remaining"
        in served.anonymous().get("/scoreboard").text
    )
    served.clock.advance("1:40:01")
    served.anonymous().get("/")  # the clock's news is recorded (ended, and thawed at once)
    states = [json.loads(r.data) for r in _events(served, "state")]
    assert states[-1]["ended"] and states[-1]["thawed"]
    again = post_form(jury, "/jury/contest", {"action": "thaw"}, page="/jury")
    assert again.status_code == 409 and "thawed already" in again.text
    assert "frozen with" not in served.anonymous().get("/scoreboard").text


def test_the_jury_page_shows_the_judges_and_the_queue_in_order(served):
    served.start()
    alpha, beta, jury = served.client("alpha"), served.client("beta"), served.client("jury")
    for _ in range(2):
        assert submit(alpha, "A", ACCEPTED).status_code == 303
    assert submit(beta, "A", ACCEPTED).status_code == 303
    now = served.clock.now().ms
    with served.session.store.write() as conn:  # a judge on another machine, registered
        conn.execute(
            db.workers.insert().values(
                id="judge-2/x/4242/1",
                name="judge-2",
                pid=4242,
                slots=3,
                started_ms=now,
                seen_ms=now,
                stopped_ms=None,
                judged=7,
                refused=db.dumps({"B": "data differs"}),
            )
        )
    page = jury.get("/jury").text
    rows = [
        [re.sub(r"<[^>]+>", "", cell).strip() for cell in row.split("</td>")[:-1]]
        for row in re.findall(r"<tr><td>(.*?)</tr>", page)
    ]
    assert ["judge-2", "4242", "idle", "3", "7", "0:00:00 ago", "-; refuses B"] in rows, rows
    queue = [row for row in rows if len(row) == 7 and row[0].isdigit()]
    # DOMjudge's fair order: beta (one pending) before alpha (two), then submission time.
    assert [(row[0], row[1], row[2], row[5]) for row in queue] == [
        ("1", "3", "beta", "1"),
        ("2", "1", "alpha", "2"),
        ("3", "2", "alpha", "2"),
    ], rows
    assert served.judge() == 3
    assert "Nothing waiting to be judged" in jury.get("/jury").text
