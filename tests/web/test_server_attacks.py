"""A hostile team at a club contest, in process (Starlette's TestClient) on a fake clock, and
over a real socket where timing is the point: whatever it sends is refused at the edge with a
plain 4xx (never a 500), what slips past cannot stop the judging, it cannot lock the jury
out, learn which accounts exist, race the login throttle, read problem names before the
start, flood the queue, or have a browser keep a page after logout."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import statistics
import threading
import time
import zipfile

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED, WRONG_ON_SAMPLE
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.ops import accounts as web_accounts
from judge.contest.ops.submit import add_team
from judge.contest.storage import accounts as logins
from judge.contest.storage import queue
from judge.contest.storage.objects import the_contest
from judge.contest.storage.submissions import NewSubmission, record_submission
from judge.web import auth as auth_module
from support import wait_until
from web.web_helpers import csrf_of, login, new_served, post_form

API = "/api/contests/club"
LONG_NAME = "a" * 300 + ".py"


def zipped(name: str, data: bytes) -> str:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(name, data)
    return base64.b64encode(buffer.getvalue()).decode()


def api_body(name="mine.py", data=None, **extra) -> dict:
    data = WRONG_ON_SAMPLE.read_bytes() if data is None else data
    return {
        "problem_id": "hdu_1846",
        "language_id": "python3",
        "files": [{"data": zipped(name, data)}],
        **extra,
    }


def client_at(served, address: str) -> TestClient:
    """A client whose requests come from ``address``."""
    return TestClient(served.app, follow_redirects=False, client=(address, 40000))


def multipart(token: str, filename: bytes, content: bytes) -> tuple[bytes, str]:
    """A submit form with an upload, its file name as raw bytes (a NUL byte included)."""
    boundary = "judgeboundary"
    fields = [
        (b'name="csrf"', token.encode()),
        (b'name="problem"', b"A"),
        (b'name="language"', b"auto"),
    ]
    body = b""
    for disposition, value in fields:
        body += (
            f"--{boundary}\r\n".encode()
            + b"Content-Disposition: form-data; "
            + disposition
            + b"\r\n\r\n"
            + value
            + b"\r\n"
        )
    body += (
        f"--{boundary}\r\n".encode()
        + b'Content-Disposition: form-data; name="file"; filename="'
        + filename
        + b'"\r\n'
        + b"Content-Type: text/x-python\r\n\r\n"
        + content
        + b"\r\n"
        + f"--{boundary}--\r\n".encode()
    )
    return body, f"multipart/form-data; boundary={boundary}"


def jury_submissions(served) -> list:
    return (
        served.anonymous().get(f"{API}/submissions", auth=("jury", served.passwords["jury"])).json()
    )


# -- poison submissions ---------------------------------------------------------------------------


def test_file_names_the_judge_cannot_write_are_refused_at_the_edge(served):
    served.start()
    alpha = served.client("alpha")
    token = csrf_of(alpha.get("/submit").text)
    for filename in (LONG_NAME.encode(), b"sol\x00ution.py", b"a\nb.py"):
        body, kind = multipart(token, filename, ACCEPTED.read_bytes())
        refused = alpha.post("/submit", content=body, headers={"content-type": kind})
        assert refused.status_code == 400, filename
        assert "the file name" in refused.text, refused.text
    made = served.anonymous().post(
        f"{API}/submissions", json=api_body(LONG_NAME), auth=("alpha", served.passwords["alpha"])
    )
    assert made.status_code == 400
    assert made.json() == {"code": 400, "message": made.json()["message"]}
    assert "longer than 255 bytes" in made.json()["message"]
    assert jury_submissions(served) == []


def poison(served, team: str, filename: str) -> str:
    """A submission the edge would refuse, recorded as a database made before the edge
    checked them holds it (or as any other writer might); its id."""
    with served.session.store.write() as conn:
        sid, _ = record_submission(
            conn,
            the_contest(conn),
            NewSubmission(team, "hdu_1846", filename, "python3", ACCEPTED.read_bytes()),
            served.clock.now(),
        )
    return sid


@pytest.mark.waits
@pytest.mark.slow
def test_a_submission_that_cannot_be_judged_is_a_judging_error_and_the_queue_moves_on(tmp_path):
    served = new_served(tmp_path, judges=1)  # the server's own judges, judging for real
    with TestClient(served.app) as main:
        served.clients["anonymous"] = main
        served.start()
        served.server.start()
        try:
            bad = [poison(served, "beta", LONG_NAME), poison(served, "beta", "sol\x00ution.py")]
            start = time.monotonic()
            made = main.post(
                f"{API}/submissions", json=api_body(), auth=("alpha", served.passwords["alpha"])
            )
            assert made.status_code == 201
            sid = made.json()["id"]

            def judged():
                found = main.get(
                    f"{API}/judgements?submission_id={sid}",
                    auth=("alpha", served.passwords["alpha"]),
                ).json()
                return found and found[-1]["judgement_type_id"]

            assert wait_until(judged, timeout=60, what="alpha's judgement") == "WA"
            assert time.monotonic() - start < 30  # seconds, not never
            jury = served.client("jury")
            wait_until(
                lambda: all(f"/jury/submissions/{s}" in jury.get("/jury").text for s in bad),
                timeout=30,
                what="the judging errors",
            )
            page = jury.get("/jury").text
            assert "Judging errors" in page and "the judge failed" in page
            detail = jury.get(f"/jury/submissions/{bad[0]}").text
            assert "Judging error: the judge failed: OSError" in detail
            assert "File name too long" in detail
            assert "embedded null byte" in jury.get(f"/jury/submissions/{bad[1]}").text
            for _bad_id in bad:  # pending on the board: the judge's failure is not the team's
                view = served.server.board(public=False).board
                beta = next(r for r in view.rows if r.team_id == "beta")
                assert beta.problems[0].num_pending == 2 and beta.problems[0].num_judged == 0
        finally:
            served.server.stop()
    # Started again (a new server on the same database), nothing is judged again, for ever.
    served.session.close()
    again = new_served_again(served)
    with again.session.store.write() as conn:
        assert (
            queue.queued_ids(conn) == []
            and queue.claim_next(conn, "judgehost/x/1/1", again.clock.now()) is None
        )
    again.session.close()


def new_served_again(served):
    """The same contest opened again, as a restarted server opens it."""
    from judge.cachedir import default_cache_dir
    from judge.contest.ops.session import open_contest
    from judge.web.server import ContestServer

    session = open_contest(served.root, "club", served.clock, default_cache_dir())
    return ContestServer(session, judges=0)


def test_a_judgement_whose_judge_keeps_dying_is_given_up_not_judged_for_ever(served):
    served.start()
    first = poison(served, "beta", "dies.py")
    post_form(
        served.client("alpha"),
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": ("mine.py", WRONG_ON_SAMPLE.read_bytes())},
        page="/submit",
    )
    # Its judge is killed while judging it, three times (restarts between, leases run out).
    for attempt in range(1, queue.MAX_ATTEMPTS + 1):
        with served.session.store.write() as conn:
            taken = queue.claim_next(
                conn, f"judgehost/boot/{attempt}/1", served.clock.now(), lease_ms=1000
            )
        assert taken is not None and taken.submission_id == first
        assert taken.attempt == attempt
        served.clock.advance(2000)
        with served.session.store.write() as conn:
            assert queue.requeue_abandoned(conn, served.clock.now()) == 1
    # The next claim gives it up (a judging error, with why) and takes the next one.
    with served.session.store.write() as conn:
        taken = queue.claim_next(conn, "judgehost/boot/9/1", served.clock.now())
    assert taken is not None and taken.submission_id != first
    page = served.client("jury").get(f"/jury/submissions/{first}").text
    assert "judging began 3 times and never finished" in page


# -- logins -------------------------------------------------------------------------------------


def test_the_jury_logs_in_while_a_team_guesses_its_password_elsewhere(served):
    attacker = client_at(served, "10.1.1.66")
    for _ in range(12):
        guess = attacker.get(f"{API}/submissions", auth=("jury", "guess"))
        assert guess.status_code in (401, 429)
        page = attacker.get("/login")
        attacker.post(
            "/login", data={"username": "jury", "password": "guess", "csrf": csrf_of(page.text)}
        )
    assert attacker.get(f"{API}/submissions", auth=("jury", "guess")).status_code == 429
    # The jury, at its own machine, is not slowed at all: the API and the web login.
    jury = client_at(served, "10.1.1.2")
    assert (
        jury.get(f"{API}/submissions", auth=("jury", served.passwords["jury"])).status_code == 200
    )
    assert login(jury, "jury", served.passwords["jury"]).headers["location"] == "/jury"
    # The guesser's own address stays slowed, for the right password too.
    right = attacker.get(f"{API}/submissions", auth=("jury", served.passwords["jury"]))
    assert right.status_code == 429 and int(right.headers["retry-after"]) >= 1


def test_an_ipv6_host_is_one_client_whatever_address_of_its_64_it_takes(served):
    answers = [
        client_at(served, f"2001:db8:1:2::{n:x}")
        .get(f"{API}/submissions", auth=("alpha", "guess"))
        .status_code
        for n in range(1, 7)
    ]
    assert answers[:4] == [401] * 4 and answers[4:] == [429, 429]
    other = client_at(served, "2001:db8:1:3::1")  # another /64: another client
    assert other.get(f"{API}/submissions", auth=("alpha", "guess")).status_code == 401


def test_eight_wrong_passwords_sent_at_once_are_not_all_checked(live, monkeypatch):
    import judge.web.auth as auth

    checked = []
    real = auth.verify_password

    def slow_verify(password, stored):
        checked.append(password)
        time.sleep(0.2)  # a slow check: the window a racing client would need
        return real(password, stored)

    monkeypatch.setattr(auth, "verify_password", slow_verify)
    barrier = threading.Barrier(8)
    statuses = []

    def guess(n):
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=60)
        token = base64.b64encode(f"alpha:guess-{n}".encode()).decode()
        barrier.wait()
        conn.request("GET", f"{API}/submissions", headers={"Authorization": f"Basic {token}"})
        statuses.append(conn.getresponse().status)
        conn.close()

    threads = [threading.Thread(target=guess, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(statuses) == [401] * 4 + [429] * 4  # 3 free tries, the 4th starts the wait
    assert len(checked) == 4


def test_a_lab_logging_in_at_once_through_one_address_is_not_slowed(live):
    """30 teams at once through one address (a lab behind NAT), and one team's script sending
    its right password 10 times at once: all get in, none waits."""
    served = live.served
    specs = [web_accounts.TeamSpec(f"lab-{n}", f"Lab {n}") for n in range(30)]
    made = web_accounts.import_teams(served.session.store, specs, served.clock.now())
    logins = [(t.id, t.password) for t in made] + [("alpha", served.passwords["alpha"])] * 10
    barrier = threading.Barrier(len(logins))
    statuses = []

    def fetch(user, password):
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=120)
        token = base64.b64encode(f"{user}:{password}".encode()).decode()
        barrier.wait()
        conn.request("GET", f"{API}/state", headers={"Authorization": f"Basic {token}"})
        statuses.append(conn.getresponse().status)
        conn.close()

    threads = [threading.Thread(target=fetch, args=pair) for pair in logins]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert statuses == [200] * len(logins)


def hash_work(monkeypatch):
    """What each password check hashes with: the kind of the stored hash (and scrypt's cost)."""
    calls = []
    real = auth_module.verify_password

    def counting(password, stored):
        calls.append(tuple(stored.split("$")[:4]) if stored.startswith("scrypt$") else "sha256")
        return real(password, stored)

    monkeypatch.setattr(auth_module, "verify_password", counting)
    return calls


def test_a_name_that_is_no_accounts_costs_the_same_work(served, monkeypatch):
    add_team(served.session, "nopass", "A team without a password")
    calls = hash_work(monkeypatch)
    costs = {}
    for n, name in enumerate(("jury", "alpha", "ghost", "nobody", "nopass", "x" * 500)):
        calls.clear()
        client = client_at(served, f"10.2.0.{n + 1}")
        assert client.get(f"{API}/state", auth=(name, "wrong")).status_code == 401
        costs[name] = list(calls)
    # Generated passwords (the jury's, the teams'), and names that are no account's: one
    # salted SHA-256 each.
    assert all(cost == ["sha256"] for cost in costs.values()), costs


def test_a_password_a_coach_chose_keeps_the_slow_hash(served, monkeypatch):
    with served.session.store.write() as conn:
        logins.set_team_password_hash(conn, "alpha", web_accounts.hash_password("chosen pw", 12))
    calls = hash_work(monkeypatch)
    client = client_at(served, "10.2.9.1")
    assert client.get(f"{API}/state", auth=("alpha", "chosen pw")).status_code == 200
    assert calls == [("scrypt", str(2**12), "8", "1")]


def test_hashes_of_contests_made_before_still_verify(served):
    """Every password of a contest made before generated ones were hashed cheaply is an scrypt
    hash of n = 2^14 (scrypt$16384$8$1$salt$hash): it still logs in."""
    salt = b"0123456789abcdef"
    digest = hashlib.scrypt(b"k7qm-2xpd-9hzr", salt=salt, n=2**14, r=8, p=1, dklen=32)
    old = "scrypt$16384$8$1$" + "$".join(base64.b64encode(x).decode() for x in (salt, digest))
    assert web_accounts.verify_password("k7qm-2xpd-9hzr", old)
    with served.session.store.write() as conn:
        logins.set_team_password_hash(conn, "alpha", old)
    client = client_at(served, "10.2.9.2")
    assert client.get(f"{API}/state", auth=("alpha", "k7qm-2xpd-9hzr")).status_code == 200
    assert client_at(served, "10.2.9.3").get(f"{API}/state", auth=("alpha", "x")).status_code == 401


@pytest.mark.slow
def test_login_time_does_not_tell_which_accounts_exist(served):
    def timed(name: str, n: int) -> float:
        client = client_at(served, f"10.3.{n}.1")
        begin = time.perf_counter()
        assert client.get(f"{API}/state", auth=(name, "wrong")).status_code == 401
        return time.perf_counter() - begin

    # Taken in turns, so that a change of the machine's load (the other test workers) weighs
    # on both alike rather than on whichever ran second.
    pairs = [(timed("ghost", n), timed("nobody-at-all", n + 10)) for n in range(9)]
    known = statistics.median(k for k, _ in pairs)
    unknown = statistics.median(u for _, u in pairs)
    assert unknown > 0.5 * known and known > 0.5 * unknown, (known, unknown)


# -- malformed requests ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body, message",
    [
        (b"[" * 100_000 + b"]" * 100_000, "invalid JSON"),
        (b'{"a": ' * 100_000 + b"1" + b"}" * 100_000, "invalid JSON"),
        (b"\xff\xfe not UTF-8", "invalid JSON"),
        (b"1" * 10_000, "invalid JSON"),
        (b"null", "expected a mapping"),
        (b"[]", "expected a mapping"),
        (json.dumps({**api_body(), "files": [{"data": 12}]}).encode(), "files[0]: field 'data'"),
        (json.dumps({**api_body(), "files": [{"data": None}]}).encode(), "missing field 'data'"),
        (json.dumps({**api_body(), "files": [12]}).encode(), "files[0]: expected a mapping"),
        (json.dumps({**api_body(), "files": "x"}).encode(), "field 'files' must be"),
        (
            json.dumps(
                {**api_body(), "files": [{"data": zipped("a.py", b"1"), "mime": 3}]}
            ).encode(),
            "field 'mime'",
        ),
        (json.dumps({**api_body(), "language_id": ["python3"]}).encode(), "field 'language_id'"),
        (
            json.dumps({**api_body(), "language_id": {"id": "python3"}}).encode(),
            "field 'language_id'",
        ),
        (json.dumps({**api_body(), "problem_id": 1846}).encode(), "field 'problem_id'"),
        (json.dumps({**api_body(), "problem_id": "hdu_1846\u0000"}).encode(), "unknown problem_id"),
        (json.dumps({**api_body(), "team_id": ["alpha"]}).encode(), "field 'team_id'"),
        (json.dumps({**api_body(), "entry_point": 7}).encode(), "field 'entry_point'"),
        (json.dumps({**api_body(), "id": {"x": 1}}).encode(), "id must not be given"),
        (json.dumps({**api_body(), "files": [{"data": zipped("a.py", b"")}]}).encode(), "empty"),
        (
            json.dumps({**api_body(), "files": [{"data": zipped("a.py", b" \n\t ")}]}).encode(),
            "empty",
        ),
        (
            json.dumps({k: v for k, v in api_body().items() if k != "files"}).encode(),
            "missing field 'files'",
        ),
    ],
    ids=lambda value: None if isinstance(value, str) else f"{len(value)} bytes",
)
def test_malformed_json_is_a_400_with_the_specs_error(served, body, message):
    served.start()
    client = TestClient(served.app, raise_server_exceptions=True)
    response = client.post(
        f"{API}/submissions",
        content=body,
        headers={"content-type": "application/json"},
        auth=("alpha", served.passwords["alpha"]),
    )
    assert response.status_code == 400, response.text
    assert response.json()["code"] == 400 and message in response.json()["message"], response.json()
    assert jury_submissions(served) == []


def test_an_empty_upload_is_refused_like_blank_pasted_code(served):
    served.start()
    alpha = served.client("alpha")
    for content in (b"", b"\n  \n"):
        refused = post_form(
            alpha,
            "/submit",
            {"problem": "A", "language": "auto"},
            files={"file": ("empty.py", content)},
            page="/submit",
        )
        assert refused.status_code == 400 and "the file is empty" in refused.text
    blank = post_form(
        alpha, "/submit", {"problem": "A", "language": "python3", "code": "  "}, page="/submit"
    )
    assert blank.status_code == 400
    assert jury_submissions(served) == []  # not recorded, not counted
    assert served.server.board(public=False).board.rows[0].problems[0].num_judged == 0


def test_no_form_field_or_path_can_make_a_500(served):
    served.start()
    alpha, jury = served.client("alpha"), served.client("jury")
    strict = TestClient(served.app, raise_server_exceptions=True, follow_redirects=False)
    for path in (
        "/submissions/%00",
        "/jury/submissions/1%00",
        f"{API}/teams/%00",
        f"{API}/submissions/1%0a/files",
        "/scoreboard?x=%00",
        f"{API}/event-feed?since_token=" + "9" * 5000,
        f"{API}/event-feed?since_token=%C2%B2",
    ):
        response = strict.get(path, auth=("jury", served.passwords["jury"]))
        assert 400 <= response.status_code < 500, (path, response.status_code)
    assert (
        post_form(
            alpha, "/clarifications", {"text": "nul\x00here"}, page="/clarifications"
        ).status_code
        == 400
    )
    assert post_form(jury, "/jury/rejudge", {"submission": "1\x00"}, page="/jury").status_code in (
        400,
        404,
    )
    text_as_file = post_form(
        alpha, "/clarifications", {}, files={"text": ("q.txt", b"hi")}, page="/clarifications"
    )
    assert text_as_file.status_code == 400
    page = strict.get("/login")
    nul_login = strict.post(
        "/login", data={"username": "jury\x00", "password": "x", "csrf": csrf_of(page.text)}
    )
    assert nul_login.status_code == 400
    for name in ("jury\x00", "x" * 100_000, "al\npha"):  # not even looked up
        assert strict.get(f"{API}/state", auth=(name, "x")).status_code == 401
    assert strict.get("/no/such/page").status_code == 404
    api_404 = strict.get("/api/contests/club/no-such-endpoint")
    assert api_404.status_code == 404 and api_404.json()["code"] == 404


# -- before the start -----------------------------------------------------------------------------


def test_no_problem_is_named_before_the_start(served):
    names = [e.name for e in served.session.entries] + [e.id for e in served.session.entries]
    alpha = served.client("alpha")
    shown = {
        "/scoreboard": alpha.get("/scoreboard").text,
        "/scoreboard (anonymous)": served.anonymous().get("/scoreboard").text,
        "/clarifications": alpha.get("/clarifications").text,
        "/submit": alpha.get("/submit").text,
        "/": alpha.get("/").text,
        "API scoreboard": json.dumps(served.anonymous().get(f"{API}/scoreboard").json()),
        "API scoreboard (team)": json.dumps(
            alpha.get(f"{API}/scoreboard", auth=("alpha", served.passwords["alpha"])).json()
        ),
        "API problems": json.dumps(served.anonymous().get(f"{API}/problems").json()),
        "API awards": json.dumps(served.anonymous().get(f"{API}/awards").json()),
        "/live/board": _live_board(served, alpha),
    }
    for where, text in shown.items():
        for name in names:
            assert name not in text, (where, name)
        assert 'class="prob"' not in text, where  # not even the labels' columns
    # A statement's page: the same answer for a label that exists and one that does not.
    assert alpha.get("/problems/A").text == alpha.get("/problems/Q").text
    asked = post_form(
        alpha, "/clarifications", {"text": "Is A hard?", "problem": "A"}, page="/clarifications"
    )
    assert asked.status_code == 400 and "wait for the start" in asked.text
    # The jury sees them, and everyone does from the start.
    assert names[0] in served.client("jury").get("/scoreboard").text
    served.start()
    assert names[0] in alpha.get("/scoreboard").text


def _live_board(served, client) -> str:
    """The board the live stream (/live/board) sends the team."""
    from judge.web.pages import Pages

    visitor = served.server.auth.visitor(client.cookies.get("judge_session"))
    return Pages(served.server).board_fragment(visitor)


# -- submitting too often ---------------------------------------------------------------------------


def test_a_team_submitting_too_often_gets_429_with_retry_after(served):
    served.server.submit_rate = SubmitRate(burst=2, interval_s=60)
    served.start()
    alpha = served.client("alpha")
    form = {"problem": "A", "language": "python3", "code": "print(1)\n"}
    assert [post_form(alpha, "/submit", form, page="/submit").status_code for _ in range(2)] == [
        303,
        303,
    ]
    refused = post_form(alpha, "/submit", form, page="/submit")
    assert refused.status_code == 429 and "try again in 60 s" in refused.text
    assert refused.headers["retry-after"] == "60"
    api = served.anonymous().post(
        f"{API}/submissions", json=api_body(), auth=("alpha", served.passwords["alpha"])
    )
    assert api.status_code == 429 and api.headers["retry-after"] == "60"
    assert api.json()["code"] == 429
    # Another team is not held up; nor is the jury submitting for alpha.
    assert (
        served.anonymous()
        .post(f"{API}/submissions", json=api_body(), auth=("beta", served.passwords["beta"]))
        .status_code
        == 201
    )
    assert (
        served.anonymous()
        .post(
            f"{API}/submissions",
            json=api_body(team_id="alpha"),
            auth=("jury", served.passwords["jury"]),
        )
        .status_code
        == 201
    )
    served.clock.advance(60_000)
    assert post_form(alpha, "/submit", form, page="/submit").status_code == 303
    assert post_form(alpha, "/submit", form, page="/submit").status_code == 429
    # Questions to the jury, likewise.
    asks = [
        post_form(alpha, "/clarifications", {"text": f"question {n}"}, page="/clarifications")
        for n in range(3)
    ]
    assert [a.status_code for a in asks] == [303, 303, 429]
    assert "too many questions" in asks[2].text and asks[2].headers["retry-after"] == "60"


def test_a_chinese_team_page_refuses_one_submission_too_many_in_chinese(served):
    served.server.submit_rate = SubmitRate(burst=1, interval_s=60)
    served.start()
    alpha = served.client("alpha")
    alpha.cookies.set("lang", "zh")
    form = {"problem": "A", "language": "python3", "code": "print(1)\n"}
    assert post_form(alpha, "/submit", form, page="/submit").status_code == 303
    refused = post_form(alpha, "/submit", form, page="/submit")
    assert refused.status_code == 429
    assert (
        "提交过于频繁：一支队伍可以连续提交 1 次，之后每 60 秒一次；请在 60 秒后再试"
        in refused.text
    )
    assert "too many submissions" not in refused.text
    asks = [
        post_form(alpha, "/clarifications", {"text": f"question {n}"}, page="/clarifications")
        for n in range(2)
    ]
    assert [a.status_code for a in asks] == [303, 429]
    assert "提问过于频繁" in asks[1].text
    # The Contest API's error stays in English, whatever the team's pages speak.
    api = served.anonymous().post(
        f"{API}/submissions", json=api_body(), auth=("alpha", served.passwords["alpha"])
    )
    assert api.status_code == 429 and api.json()["message"].startswith("too many submissions: ")


def test_submissions_sent_at_once_are_counted_one_after_the_other(live):
    live.served.server.submit_rate = SubmitRate(burst=3, interval_s=60)
    live.served.start()
    barrier = threading.Barrier(8)
    statuses = []
    body = json.dumps(api_body()).encode()

    def send():
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=60)
        token = base64.b64encode(f"alpha:{live.served.passwords['alpha']}".encode()).decode()
        barrier.wait()
        conn.request(
            "POST",
            f"{API}/submissions",
            body=body,
            headers={"Authorization": f"Basic {token}", "Content-Type": "application/json"},
        )
        statuses.append(conn.getresponse().status)
        conn.close()

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(statuses) == [201] * 3 + [429] * 5


def test_submit_rate_rule():
    rate = SubmitRate(burst=3, interval_s=60)
    assert rate.wait_ms([], 0) == 0
    assert rate.wait_ms([0, 1000], 2000) == 0  # within the burst
    assert rate.wait_ms([0, 1000, 2000], 3000) == 59_000  # a minute after the last
    assert rate.wait_ms([0, 1000, 2000], 62_000) == 0
    # 3 in the window, the last a minute old: free again
    assert rate.wait_ms([0, 100_000, 110_000], 170_000) == 0
    assert SubmitRate(burst=0).wait_ms([0] * 100, 1) == 0  # no limit


# -- what a browser keeps -----------------------------------------------------------------------------


def test_every_response_says_how_it_may_be_shown_and_kept(served):
    served.start()
    alpha = served.client("alpha")
    post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "python3", "code": "print(2)\n"},
        page="/submit",
    )
    responses = {
        "/": served.anonymous().get("/"),
        "/submissions/1": alpha.get("/submissions/1"),
        "/login": served.anonymous().get("/login"),
        "api": served.anonymous().get(
            f"{API}/submissions/1/files", auth=("alpha", served.passwords["alpha"])
        ),
        "404": served.anonymous().get("/nowhere"),
        "api 404": served.anonymous().get(f"{API}/nowhere"),
    }
    for where, response in responses.items():
        headers = response.headers
        assert headers["x-frame-options"] == "DENY", where
        assert "frame-ancestors 'none'" in headers["content-security-policy"], where
        assert "script-src 'self'" in headers["content-security-policy"], where
        assert headers["x-content-type-options"] == "nosniff", where
        assert headers["referrer-policy"] == "same-origin", where
        assert headers["cache-control"] == "no-store", where
    assert "print(2)" in responses["/submissions/1"].text  # the team's source: not to be kept
    static = served.anonymous().get("/static/style.css")
    assert static.headers["cache-control"].startswith("public")
    assert responses["api"].headers["access-control-allow-origin"] == "*"


# -- what other local users can read ------------------------------------------------------------


def mode(path) -> int:
    import stat

    return stat.S_IMODE(path.stat().st_mode)


def test_the_database_and_its_folder_are_private_to_the_servers_user(tmp_path):
    from contest.contest_helpers import make_root
    from judge.contest.core.clock import FakeClock
    from judge.web.serve import prepare
    from web.web_helpers import make_contest

    root = make_root(tmp_path)
    make_contest(root, FakeClock("2024-03-01T10:00:00+01:00"))
    folder = root / "contests" / "club"
    database = folder / "contest.db"
    assert mode(database) == 0o600 and mode(folder) == 0o700  # as made
    # A database made before (or copied in) readable by everyone is made private when opened.
    database.chmod(0o644)
    folder.chmod(0o755)
    (folder / "contest.db-wal").write_bytes(b"")
    (folder / "contest.db-wal").chmod(0o644)
    prepared = prepare(root, "club", "127.0.0.1", 0, 0, unsafe=True, new_jury_password=True)
    try:
        with prepared.server.store.write() as conn:  # SQLite's side files exist now
            assert conn is not None
        for path in (
            database,
            folder / "contest.db-wal",
            folder / "contest.db-shm",
            folder / "jury-password.txt",
        ):
            assert mode(path) == 0o600, path
        assert mode(folder) == 0o700
    finally:
        prepared.sock.close()
        prepared.server.session.close()
