"""A club's site's accounts in the browser (judge/web/site_admin.py): the coach's members page
(import a CSV, a new password shown once, approving and refusing the accounts people asked
for), who may use it (a coach, an admin; never a member; an admin's account only an admin's
to touch), and the page where people ask for an account on a site that takes them."""

from __future__ import annotations

import dataclasses
import re

import pytest

from judge.contest.core.site import Member, Registration, SiteRole
from judge.contest.ops import registrations
from judge.contest.ops.members import import_members, logged_in, member_of
from web.test_site_members import log_in
from web.web_helpers import ServedSite, csrf_of


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path, members=True)
    admin = import_members(
        made.opened.store, [Member("dee", "Dee", SiteRole.ADMIN)], made.clock.now()
    )
    made.members["dee"] = admin[0].password or ""
    try:
        yield made
    finally:
        made.stop()
        made.opened.close()


def open_registration(site: ServedSite) -> None:
    site.opened.config = dataclasses.replace(site.opened.config, registration=Registration.APPROVE)


def passwords_on(page: str) -> dict[str, str]:
    """The (member id, password) pairs a passwords page shows."""
    rows = re.findall(
        r'<tr data-member="([^"]+)">.*?<code class="password">([^<]+)</code>', page, re.S
    )
    return dict(rows)


def post(client, path: str, data: dict, files=None):
    token = csrf_of(client.get("/").text)
    return client.post(path, data={**data, "csrf": token}, files=files)


def test_only_coaches_and_admins_see_the_members(site):
    with site.client() as client:
        anonymous = client.get("/members")
        assert anonymous.status_code == 303
        assert anonymous.headers["location"] == "/login?next=%2Fmembers"
        log_in(site, client, "ann")
        assert client.get("/members").status_code == 403
        assert post(client, "/members/password", {"member": "bo"}).status_code == 403
        assert logged_in(site.opened.store, "bo", site.members["bo"]) is not None
    with site.client() as client:
        log_in(site, client, "carl")
        page = client.get("/members")
        assert page.status_code == 200
        listed = re.findall(r'<tr data-member="([^"]+)">', page.text)
        assert listed == ["ann", "bo", "carl", "dee"]
        assert 'href="/members"' in client.get("/").text  # the coach's link on every page


def test_a_new_password_is_shown_once_and_ends_the_old_one(site):
    with site.client() as member, site.client() as coach:
        log_in(site, member, "bo")
        assert member.get("/me").status_code == 200
        log_in(site, coach, "carl")
        answer = post(coach, "/members/password", {"member": "bo"})
        assert answer.status_code == 200
        assert answer.headers["cache-control"] == "no-store"
        fresh = passwords_on(answer.text)["bo"]
        assert logged_in(site.opened.store, "bo", fresh) is not None
        assert logged_in(site.opened.store, "bo", site.members["bo"]) is None
        assert member.get("/me").status_code == 303  # the old session ended with it
        assert fresh not in coach.get("/members").text  # never shown again
        missing = post(coach, "/members/password", {"member": "nobody"})
        assert missing.status_code == 404


def test_a_coach_imports_members_from_a_file_or_pasted_text(site):
    with site.client() as client:
        log_in(site, client, "carl")
        sent = post(
            client,
            "/members/import",
            {"csv": ""},
            files={"file": ("m.csv", "\ufeffname,id\n王小明,2024001\nAnn Renamed,ann\n".encode())},
        )
        assert sent.status_code == 200, sent.text
        shown = passwords_on(sent.text)
        assert list(shown) == ["2024001"]  # ann keeps her password
        assert logged_in(site.opened.store, "2024001", shown["2024001"]) is not None
        assert member_of(site.opened.store, "ann").name == "Ann Renamed"
        assert logged_in(site.opened.store, "ann", site.members["ann"]) is not None
        pasted = post(client, "/members/import", {"csv": "name\nEve\n"})
        assert list(passwords_on(pasted.text)) == ["eve"]


@pytest.mark.parametrize(
    ("text", "status", "said"),
    [
        ("", 400, "Choose a CSV file or paste its text."),
        ("name,email\nA,a\n", 400, "unknown column"),
        ("name\n王小明\n", 400, "gives no id"),
        ("name,id\nA,a\nB,a\n", 400, "given twice"),
        ("name,id,role\nBoss,boss,admin\n", 403, "Only an admin may make or change"),
        ("name,id\nDee Renamed,dee\n", 403, "Only an admin may make or change"),
    ],
)
def test_a_bad_import_is_a_plain_4xx_and_changes_nothing(site, text, status, said):
    with site.client() as client:
        log_in(site, client, "carl")
        answer = post(client, "/members/import", {"csv": text})
        assert answer.status_code == status
        assert said in answer.text
    assert member_of(site.opened.store, "boss") is None
    assert member_of(site.opened.store, "dee").name == "Dee"


def test_an_admin_account_is_only_an_admin_s_to_touch(site):
    with site.client() as coach:
        log_in(site, coach, "carl")
        page = coach.get("/members").text
        assert 'value="dee"' not in page  # no button for it
        refused = post(coach, "/members/password", {"member": "dee"})
        assert refused.status_code == 403
    assert logged_in(site.opened.store, "dee", site.members["dee"]) is not None
    with site.client() as admin:
        log_in(site, admin, "dee")
        made = post(admin, "/members/import", {"csv": "name,id,role\nBoss,boss,admin\n"})
        assert list(passwords_on(made.text)) == ["boss"]
        assert member_of(site.opened.store, "boss").role is SiteRole.ADMIN
        assert post(admin, "/members/password", {"member": "carl"}).status_code == 200


def test_every_form_needs_the_site_s_token(site):
    with site.client() as client:
        log_in(site, client, "carl")
        for path in ("/members/import", "/members/password", "/members/approve", "/register"):
            answer = client.post(path, data={"member": "bo", "csv": "name\nX\n"})
            assert answer.status_code == 403, path
        assert logged_in(site.opened.store, "bo", site.members["bo"]) is not None
        assert member_of(site.opened.store, "x") is None


def test_asking_for_an_account_is_closed_unless_the_site_says_approve(site):
    with site.client() as client:
        closed = client.get("/register")
        assert closed.status_code == 404 and "ask the coach for one" in closed.text
        assert 'href="/register"' not in client.get("/login").text
        open_registration(site)
        assert client.get("/register").status_code == 200
        assert 'href="/register"' in client.get("/login").text


def ask(client, **fields):
    form = client.get("/register")
    data = {"id": "li", "name": "Li Lei", "password": "chosen pw", "again": "chosen pw"}
    return client.post("/register", data={**data, **fields, "csrf": csrf_of(form.text)})


def test_an_account_asked_for_is_approved_by_the_coach_then_logs_in(site):
    open_registration(site)
    with site.client() as visitor:
        asked = ask(visitor)
        assert asked.status_code == 200 and "waits for a coach" in asked.text
        assert log_in(site, visitor, "li", "chosen pw").status_code == 401
    with site.client() as coach:
        log_in(site, coach, "carl")
        page = coach.get("/members").text
        assert re.search(r'<table class="list" id="asked">.*data-member="li"', page, re.S)
        done = post(coach, "/members/approve", {"member": "li"})
        assert done.status_code == 303 and done.headers["location"] == "/members"
        assert 'id="asked"' not in coach.get("/members").text
        again = post(coach, "/members/approve", {"member": "li"})
        assert again.status_code == 400 and "no registration of" in again.text
    with site.client() as visitor:
        assert log_in(site, visitor, "li", "chosen pw").status_code == 303
        assert "Li Lei" in visitor.get("/me").text


def test_a_refused_account_never_logs_in(site):
    open_registration(site)
    with site.client() as visitor:
        ask(visitor, id="spam")
    with site.client() as coach:
        log_in(site, coach, "carl")
        assert post(coach, "/members/refuse", {"member": "spam"}).status_code == 303
    assert registrations.waiting(site.opened.store) == []
    with site.client() as visitor:
        assert log_in(site, visitor, "spam", "chosen pw").status_code == 401


@pytest.mark.parametrize(
    ("fields", "status", "said"),
    [
        ({"again": "other pw"}, 400, "The two passwords differ."),
        ({"password": "short", "again": "short"}, 400, "8 to 128 characters"),
        ({"id": "../x"}, 400, "must be 1-36 letters"),
        ({"id": "ann"}, 400, "the id ann is taken"),
        ({"name": ""}, 400, "name must be"),
    ],
)
def test_a_bad_request_for_an_account_is_a_4xx_that_keeps_what_was_typed(
    site, fields, status, said
):
    open_registration(site)
    with site.client() as visitor:
        answer = ask(visitor, **fields)
        assert answer.status_code == status and said in answer.text
        if fields.get("name", "x"):
            assert 'value="Li Lei"' in answer.text
        assert "chosen pw" not in answer.text  # a password is never sent back
    assert registrations.waiting(site.opened.store) == []


def test_a_flood_of_requests_is_a_429(site, monkeypatch):
    open_registration(site)
    monkeypatch.setattr(registrations, "hash_password", lambda p: "scrypt$fast")
    with site.client() as visitor:
        for n in range(registrations.PER_ADDRESS_HOUR):
            assert ask(visitor, id=f"u{n}").status_code == 200
        assert ask(visitor, id="late").status_code == 429
    assert len(registrations.waiting(site.opened.store)) == registrations.PER_ADDRESS_HOUR


def test_the_pages_speak_chinese(site):
    open_registration(site)
    with site.client() as client:
        client.cookies.set("lang", "zh")
        assert "申请账号" in client.get("/register").text
        log_in(site, client, "carl")
        assert "导入成员" in client.get("/members").text
