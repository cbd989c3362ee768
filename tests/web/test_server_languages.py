"""The contest server in the contest languages: the submit form offers them, a Java file or
pasted Java code is judged as Java, a .py posted as pypy3 runs on PyPy, and the API lists them."""

from __future__ import annotations

import os
import re

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED, REPO, START, make_root
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.ops.session import open_contest
from judge.run.languages.table import language
from judge.web.app import create_app
from judge.web.server import ContestServer
from web.test_server_api import post, submission
from web.web_helpers import Served, make_contest, post_form

JAVA = REPO / "solutions" / "hdu_1846" / "accepted" / "Main.java"
API = "/api/contests/club"


@pytest.fixture(autouse=True)
def java_installed() -> None:
    for lid in ("java", "pypy3"):
        lang = language(lid)
        if not lang.available():
            why = f"{lang.name} is not installed here (Debian package {lang.debian})"
            if os.environ.get("CI"):
                pytest.fail(why)
            pytest.skip(why)


def test_the_form_and_the_api_judge_each_language(served):
    served.start()
    alpha = served.client("alpha")
    page = alpha.get("/submit").text
    for lid, name in (
        ("java", "Java"),
        ("kotlin", "Kotlin"),
        ("pypy3", "PyPy 3"),
        ("pascal", "Pascal"),
    ):
        assert f'<option value="{lid}"' in page and f"{name} (" in page
    assert ".java" in page.split('accept="', 1)[1].split('"', 1)[0]
    # An uploaded Java file, and the same code pasted with Java chosen.
    post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": (JAVA.name, JAVA.read_bytes())},
        page="/submit",
    )
    post_form(
        alpha,
        "/submit",
        {"problem": "A", "language": "java", "code": JAVA.read_text()},
        page="/submit",
    )
    # A .py posted to the API as PyPy 3.
    assert post(served, "alpha", submission(language="pypy3", path=ACCEPTED)).status_code == 201
    served.judge()
    jury = ("jury", served.passwords["jury"])
    made = served.anonymous().get(f"{API}/submissions", auth=jury).json()
    assert [(s["language_id"], s.get("entry_point")) for s in made] == [
        ("java", None),
        ("java", None),
        ("pypy3", "solution.py"),
    ]
    judgements = served.anonymous().get(f"{API}/judgements", auth=jury).json()
    assert [j["judgement_type_id"] for j in judgements] == ["AC", "AC", "AC"]
    languages = served.anonymous().get(f"{API}/languages").json()
    assert {lang["id"] for lang in languages} >= {"java", "kotlin", "pypy3", "pascal"}


def test_after_the_table_changes_the_form_and_the_api_offer_the_same(tmp_path, language_overrides):
    root, clock = make_root(tmp_path), FakeClock(START)
    passwords = make_contest(root, clock)  # made with the table as shipped
    language_overrides("rust:\n  contest: true\nkotlin:\n  contest: false\n")
    session = open_contest(root, "club", clock, default_cache_dir())  # as `judge serve` does
    try:
        server = ContestServer(session, judges=0)
        served = Served(root, clock, server, create_app(server), passwords)
        served.start()
        form = served.client("alpha").get("/submit").text
        offered = [v for v in re.findall(r'<option value="([a-z0-9]+)"', form) if v != "auto"]
        listed = [lang["id"] for lang in TestClient(served.app).get(f"{API}/languages").json()]
        assert sorted(offered) == sorted(listed) and "rust" in listed and "kotlin" not in listed
    finally:
        session.close()
