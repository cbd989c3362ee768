"""The contest server's security rules: who may open what, CSRF, cookies, failed logins, size
limits, no secrets in logs, and no judging without isolation unless --unsafe."""

from __future__ import annotations

import logging

import pytest

from contest.contest_helpers import WRONG_ON_SAMPLE, make_root
from judge.contest.core.clock import FakeClock
from judge.web.auth import COOKIE
from support import run_cli
from web.web_helpers import csrf_of, make_contest, post_form


def submitted_by_alpha(served):
    served.start()
    alpha = served.client("alpha")
    post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": ("mine.py", WRONG_ON_SAMPLE.read_bytes())},
        page="/submit",
    )
    return alpha


TEAM_PAGES = ["/submit", "/submissions", "/clarifications", "/submissions/1", "/problems/A"]
JURY_PAGES = [
    "/jury",
    "/jury/submissions",
    "/jury/submissions/1",
    "/jury/clarifications",
    "/jury/teams",
]


def test_pages_need_the_right_login(served):
    submitted_by_alpha(served)
    anonymous = served.anonymous()
    for path in TEAM_PAGES + JURY_PAGES:
        response = anonymous.get(path)
        assert response.status_code == 303, path
        assert response.headers["location"].startswith("/login?next=%2F"), path
    beta = served.client("beta")
    for path in JURY_PAGES:
        assert beta.get(path).status_code == 403, path
    for path in ("/submit", "/submissions", "/clarifications"):
        assert served.client("jury").get(path).status_code == 403, path
    # Team A's submission is not there for team B (404, not 403: not even whether it exists).
    other = beta.get("/submissions/1")
    assert other.status_code == 404 and "mine.py" not in other.text
    assert beta.get("/submissions/999").status_code == 404
    assert served.client("alpha").get("/submissions/1").status_code == 200
    # Everyone may see the home page and the public scoreboard.
    assert anonymous.get("/").status_code == 200
    assert anonymous.get("/scoreboard").status_code == 200


def test_jury_actions_need_the_jury(served):
    submitted_by_alpha(served)
    alpha = served.client("alpha")
    for path, data in (
        ("/jury/contest", {"action": "freeze"}),
        ("/jury/rejudge", {"submission": "1"}),
        ("/jury/clarifications", {"action": "announce", "text": "hi"}),
    ):
        assert post_form(alpha, path, data).status_code == 403, path
    anonymous = served.anonymous()
    token = csrf_of(anonymous.get("/login").text)
    assert (
        anonymous.post("/jury/rejudge", data={"submission": "1", "csrf": token}).status_code == 303
    )  # to the login page, nothing done
    assert served.server.session.record().frozen_ms is None


def test_forms_without_the_csrf_token_are_refused(served):
    served.start()
    alpha = served.client("alpha")
    data = {"problem": "A", "language": "auto"}
    files = {"file": ("mine.py", WRONG_ON_SAMPLE.read_bytes())}
    for token in (None, "forged", csrf_of(served.client("beta").get("/").text)):
        form = dict(data) if token is None else {**data, "csrf": token}
        refused = alpha.post("/submit", data=form, files=files)
        assert refused.status_code == 403 and "load the page again" in refused.text
    assert alpha.get("/submissions").text.count("<tr>") == 0
    anonymous = served.anonymous()
    anonymous.get("/login")
    assert (
        anonymous.post(
            "/login", data={"username": "alpha", "password": served.passwords["alpha"]}
        ).status_code
        == 403
    )


def test_session_cookies_are_signed_httponly_and_end_at_logout(served):
    client = served.anonymous()
    page = client.get("/login")
    response = client.post(
        "/login",
        data={
            "username": "alpha",
            "password": served.passwords["alpha"],
            "csrf": csrf_of(page.text),
        },
    )
    cookie = response.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=") and "HttpOnly" in cookie
    assert "samesite=lax" in cookie.lower()
    value = client.cookies[COOKIE]
    assert client.get("/submissions").status_code == 200
    # A cookie changed by hand (another token, a forged signature) is nobody's.
    token, mac = value.rsplit(".", 1)
    forged = served.anonymous()
    other = "B" if token.endswith("A") else "A"  # never the token itself (it was, 1 in 64)
    forged.cookies.set(COOKIE, f"{token[:-1]}{other}.{mac}")
    assert forged.get("/submissions").status_code == 303
    # Logging out ends the session on the server: the old cookie no longer works.
    token_page = client.get("/")
    client.post("/logout", data={"csrf": csrf_of(token_page.text)})
    stale = served.anonymous()
    stale.cookies.set(COOKIE, value)
    assert stale.get("/submissions").status_code == 303
    # A new session begins at every login (the visitor's token before it is not reused).
    before = served.anonymous()
    page = before.get("/login")
    anonymous_token = before.cookies[COOKIE]
    before.post(
        "/login",
        data={"username": "beta", "password": served.passwords["beta"], "csrf": csrf_of(page.text)},
    )
    assert before.cookies[COOKIE] != anonymous_token


def test_failed_logins_are_slowed_per_account(served):
    client = served.anonymous()

    def attempt(password: str):
        page = client.get("/login")
        return client.post(
            "/login", data={"username": "alpha", "password": password, "csrf": csrf_of(page.text)}
        )

    for _ in range(3):
        assert attempt("guess").status_code == 401
    assert attempt("guess").status_code == 401  # the 4th failure: now 1 s to wait
    waiting = attempt(served.passwords["alpha"])  # even the right password waits
    assert waiting.status_code == 429 and "wait 1 s" in waiting.text
    served.clock.advance(1001)
    assert attempt("guess").status_code == 401  # 5th failure: 2 s
    served.clock.advance(1001)
    assert attempt(served.passwords["alpha"]).status_code == 429
    served.clock.advance(1000)
    assert attempt(served.passwords["alpha"]).status_code == 303
    # Other accounts were not slowed; the API counts failures too.
    assert served.client("beta").get("/submissions").status_code == 200
    api = served.anonymous()
    for _ in range(4):
        assert api.get("/api/contests/club/submissions", auth=("beta", "x")).status_code == 401
    throttled = api.get("/api/contests/club/submissions", auth=("beta", "x"))
    assert throttled.status_code == 429 and int(throttled.headers["retry-after"]) >= 1


def test_passwords_never_reach_the_logs(served, caplog):
    caplog.set_level(logging.DEBUG)
    logging.getLogger("judge.web.access").setLevel(logging.DEBUG)
    served.start()
    client = served.anonymous()
    page = client.get("/login")
    client.post(
        "/login",
        data={
            "username": "alpha",
            "password": served.passwords["alpha"],
            "csrf": csrf_of(page.text),
        },
    )
    other = served.anonymous()
    page = other.get("/login")
    assert (
        other.post(
            "/login?next=/submit",
            data={"username": "beta", "password": "not-it-42", "csrf": csrf_of(page.text)},
        ).status_code
        == 401
    )
    client.get("/api/contests/club/submissions", auth=("jury", served.passwords["jury"]))
    # What the server logs (the test client's own log of its requests aside).
    text = "\n".join(
        f"{r.name} {r.getMessage()}"
        for r in caplog.records
        if not r.name.startswith(("httpx", "httpcore"))
    )
    assert "POST /login 303" in text and "POST /login 401" in text  # the access log is there
    for secret in (
        served.passwords["alpha"],
        served.passwords["jury"],
        "not-it-42",
        client.cookies[COOKIE],
    ):
        assert secret not in text
    assert "next=" not in text  # query strings are not logged either


def test_request_bodies_are_limited(served):
    served.start()
    alpha = served.client("alpha")
    token = csrf_of(alpha.get("/submit").text)
    huge = alpha.post(
        "/submit",
        data={"problem": "A", "csrf": token},
        files={"file": ("big.py", b"#" * (2 * 1024 * 1024))},
    )
    assert huge.status_code == 413
    assert alpha.get("/submissions").text.count("<tr>") == 0


def test_the_server_refuses_to_start_without_isolation_unless_unsafe(tmp_path, monkeypatch):
    from judge.contest.ops import safety

    root = make_root(tmp_path)
    make_contest(root, FakeClock("2024-03-01T10:00:00+01:00"))
    monkeypatch.setattr(
        safety, "isolation_problem", lambda cache_dir: "no namespaces here (a test)"
    )
    result = run_cli("serve", "club", "--port", "0", root=root)
    assert result.exit_code == 2
    assert (
        "judge: error: refusing to judge other people's code without isolation: no "
        "namespaces here (a test). On a machine that only you use, pass --unsafe"
    ) in result.stderr
    from judge.web.serve import prepare

    prepared = prepare(root, "club", "127.0.0.1", 0, 0, unsafe=True)
    try:
        assert any("WITHOUT isolation: no namespaces here" in line for line in prepared.lines)
        assert prepared.sock.getsockname()[1] > 0
    finally:
        prepared.sock.close()
        prepared.server.session.close()
    # Isolation available: no flag needed.
    monkeypatch.setattr(safety, "isolation_problem", lambda cache_dir: None)
    assert safety.require_isolation(tmp_path, unsafe=False) is None


def test_a_contest_folder_path_or_name(tmp_path, monkeypatch):
    from judge.errors import JudgeError
    from judge.web.serve import locate

    root = make_root(tmp_path)
    make_contest(root, FakeClock("2024-03-01T10:00:00+01:00"))
    assert locate(str(root / "contests" / "club"), lambda: None) == (root.resolve(), "club")
    assert locate("club", lambda: root) == (root, "club")
    with pytest.raises(JudgeError, match=r"no contest\.yaml there"):
        locate(str(tmp_path / "nowhere"), lambda: root)


@pytest.mark.parametrize(
    "target, expected",
    [
        ("/submissions", "/submissions"),
        ("//evil.example/x", "/"),
        ("/\\evil.example", "/"),
        ("https://evil.example/", "/"),
    ],
)
def test_logging_in_returns_only_to_this_sites_pages(served, target, expected):
    client = served.anonymous()
    page = client.get("/login")
    response = client.post(
        "/login",
        params={"next": target},
        data={
            "username": "alpha",
            "password": served.passwords["alpha"],
            "csrf": csrf_of(page.text),
        },
    )
    assert response.status_code == 303 and response.headers["location"] == expected
