"""Accounts people ask for on a site (site.yaml's registration: approve): asked for with a
chosen password, waiting, approved into members who log in with it or refused, bounded per
address and in all (judge/contest/ops/registrations.py), and the coach's commands for them."""

from __future__ import annotations

import pytest

from contest.contest_helpers import START
from judge.contest.core.clock import FakeClock
from judge.contest.core.site import Registration, SiteRole, read_site
from judge.contest.ops import members, registrations
from judge.contest.ops.registrations import Request, TooManyAsked
from judge.contest.ops.site import new_site
from judge.errors import JudgeError
from support import run_cli

APPROVE = Registration.APPROVE


@pytest.fixture
def store(tmp_path):
    new_site(tmp_path / "club", "Club", registration=APPROVE)
    opened = members.open_members(tmp_path / "club")
    try:
        yield opened
    finally:
        opened.close()


def test_the_site_file_says_whether_people_may_ask(tmp_path):
    new_site(tmp_path / "open", "Open", registration=APPROVE)
    assert "registration: approve" in (tmp_path / "open" / "site.yaml").read_text()
    assert read_site(tmp_path / "open").registration is APPROVE
    new_site(tmp_path / "shut", "Shut")
    assert read_site(tmp_path / "shut").registration is Registration.OFF
    (tmp_path / "shut" / "site.yaml").write_text("title: Shut\nregistration: off\n")
    assert read_site(tmp_path / "shut").registration is Registration.OFF
    (tmp_path / "shut" / "site.yaml").write_text("title: Shut\nregistration: yes\n")
    with pytest.raises(JudgeError, match=r"site.yaml: registration must be off or approve"):
        read_site(tmp_path / "shut")


def test_an_approved_account_logs_in_with_the_password_its_owner_chose(store):
    clock = FakeClock(START)
    registrations.register(
        store, APPROVE, Request("2024007", "王小明", "my own secret"), "10.0.0.1", clock.now()
    )
    assert [a.id for a in registrations.waiting(store)] == ["2024007"]
    assert members.logged_in(store, "2024007", "my own secret") is None  # not yet
    made = registrations.approve(store, "2024007", clock.now())
    assert (made.id, made.name, made.role) == ("2024007", "王小明", SiteRole.MEMBER)
    assert registrations.waiting(store) == []
    assert members.logged_in(store, "2024007", "my own secret") is not None
    assert members.logged_in(store, "2024007", "another") is None


def test_a_refused_account_is_forgotten_and_its_id_free_again(store):
    now = FakeClock(START).now()
    registrations.register(store, APPROVE, Request("zed", "Zed", "password1"), "a", now)
    assert registrations.refuse(store, "zed").name == "Zed"
    assert registrations.waiting(store) == [] and members.member_of(store, "zed") is None
    registrations.register(store, APPROVE, Request("zed", "Zed", "password2"), "a", now)
    with pytest.raises(JudgeError, match="no registration of 'nobody' is waiting"):
        registrations.approve(store, "nobody", now)
    with pytest.raises(JudgeError, match="no registration of 'nobody' is waiting"):
        registrations.refuse(store, "nobody")


@pytest.mark.parametrize(
    ("asked", "message"),
    [
        (Request("../x", "X", "password1"), r"id '../x' must be"),
        (Request("jury", "X", "password1"), r"id 'jury' must be"),
        (Request("ok", "  ", "password1"), r"name must be 1 to 200 printable"),
        (Request("ok", "A\x1bB", "password1"), r"name must be 1 to 200 printable"),
        (Request("ok", "A", "short"), r"the password must be 8 to 128 characters"),
        (Request("ok", "A", "x" * 129), r"the password must be 8 to 128 characters"),
    ],
)
def test_a_bad_field_is_a_plain_error(store, asked, message):
    with pytest.raises(JudgeError, match=message):
        registrations.register(store, APPROVE, asked, "a", FakeClock(START).now())
    assert registrations.waiting(store) == []


def test_an_id_taken_by_a_member_or_a_waiting_account_is_refused(store):
    now = FakeClock(START).now()
    members.import_members(store, [members.Member("ann", "Ann")], now)
    with pytest.raises(JudgeError, match="the id ann is taken"):
        registrations.register(store, APPROVE, Request("ann", "Ann 2", "password1"), "a", now)
    registrations.register(store, APPROVE, Request("bo", "Bo", "password1"), "a", now)
    with pytest.raises(JudgeError, match="the id bo is taken"):
        registrations.register(store, APPROVE, Request("bo", "Bo 2", "password1"), "b", now)
    # imported while it waited: approving it would overwrite a member
    members.import_members(store, [members.Member("bo", "Bo Imported")], now)
    with pytest.raises(JudgeError, match="'bo' is a member already"):
        registrations.approve(store, "bo", now)
    assert members.member_of(store, "bo").name == "Bo Imported"
    assert [a.id for a in registrations.waiting(store)] == ["bo"]


def test_a_closed_site_takes_none(store):
    with pytest.raises(registrations.RegistrationClosed, match="ask the coach"):
        registrations.register(
            store, Registration.OFF, Request("ok", "Ok", "password1"), "a", FakeClock(START).now()
        )


def test_one_address_may_ask_a_few_times_an_hour(store, monkeypatch):
    monkeypatch.setattr(registrations, "hash_password", lambda p: "scrypt$fast")
    clock = FakeClock(START)
    for n in range(registrations.PER_ADDRESS_HOUR):
        registrations.register(store, APPROVE, Request(f"u{n}", "U", "password1"), "1", clock.now())
    with pytest.raises(TooManyAsked):
        registrations.register(store, APPROVE, Request("late", "U", "password1"), "1", clock.now())
    registrations.register(store, APPROVE, Request("other", "O", "password1"), "2", clock.now())
    clock.advance("1:00:00")
    registrations.register(store, APPROVE, Request("late", "U", "password1"), "1", clock.now())
    monkeypatch.setattr(registrations, "MAX_WAITING", len(registrations.waiting(store)))
    with pytest.raises(TooManyAsked):
        registrations.register(store, APPROVE, Request("more", "M", "password1"), "3", clock.now())


def test_the_coach_s_commands_for_waiting_accounts(tmp_path):
    site = tmp_path / "club"
    made = run_cli("site", "new", site, "--title", "Club", "--registration", "approve")
    assert made.exit_code == 0, made.output
    assert run_cli("site", "members", site, "waiting").output == "no accounts are waiting\n"
    store = members.open_members(site)
    try:
        now = FakeClock(START).now()
        registrations.register(store, APPROVE, Request("li", "Li Lei", "password1"), "a", now)
        registrations.register(store, APPROVE, Request("han", "Han Mei", "password1"), "a", now)
    finally:
        store.close()
    listed = run_cli("site", "members", site, "waiting").output.splitlines()
    assert [line.split("  ")[:2] for line in listed] == [["han", "Han Mei"], ["li", "Li Lei"]]
    approved = run_cli("site", "members", site, "approve", "li")
    assert approved.output == "li (Li Lei) is a member now\n", approved.output
    refused = run_cli("site", "members", site, "refuse", "han")
    assert refused.output == "the account han asked for is refused\n"
    again = run_cli("site", "members", site, "refuse", "han")
    assert again.exit_code == 2 and "no registration of 'han' is waiting" in again.output
    assert "li  Li Lei  member" in run_cli("site", "members", site, "list").output
