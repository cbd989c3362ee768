"""Codeforces' client against the replica: csrf_token read from the page and sent back with
ftaa, bfaa and _tta, the run found and followed through the API's user.status, a compile
error from /data/submitSource, and the browser check, refusals and a wrong password."""

from __future__ import annotations

import pytest

from judge import i18n
from judge.i18n import message_of
from judge.judging.verdict import Verdict
from judge.online.codeforces import Codeforces, tta
from judge.online.credentials import Credentials
from judge.online.http import BusyError, SiteError
from judge.online.sites import SITES, Target
from judge.online.submit import follow
from replica_sites import USER, Scenario, client_of, logged_in, replica

SOURCE = "print(sum(map(int, input().split())))\n"
CF = SITES["codeforces"]
TARGET = Target(CF, "1527B2")


def test_tta_is_the_pages_checksum_of_the_cookie() -> None:
    # Worked by hand: "a" gives (0 + 1*2*97) + 1, doubled: 390; then "b": 390 + 2*3*98 =
    # 978, minus (97 // 2) * (978 % 5) = 144: 834.
    assert tta("ab") == 834
    assert tta("") == 0


def test_a_submission_carries_the_pages_token_and_is_followed_through_the_api() -> None:
    with replica("codeforces") as site:
        client = logged_in(Codeforces, site.url)
        run = client.submit(TARGET, "31", SOURCE)
        seen: list[str] = []
        status = follow(client, TARGET, run, lambda s: seen.append(s.shown), sleep=lambda _: None)
    posted = [r for r in site.requests if r.method == "POST" and r.path == "/problemset/submit"]
    fields = posted[0].fields
    assert posted[0].query["csrf_token"] == [fields["csrf_token"]]
    assert fields["submittedProblemCode"] == "1527B2" and fields["programTypeId"] == "31"
    assert len(fields["ftaa"]) == 18 and fields["bfaa"] == "f" * 32  # the page's _bfaa
    assert site.runs[0]["source"] == SOURCE
    assert seen == ["TESTING", "OK"]  # in the queue when the submit found it, then these
    assert (status.verdict, status.time_ms, status.memory_kib) == (Verdict.AC, 46, 100)
    assert client.run_url(TARGET, run) == f"{site.url}/contest/1527/submission/{run}"


def test_each_failure_is_said_plainly() -> None:
    with replica("codeforces") as site, pytest.raises(SiteError, match="wrong handle or password"):
        client_of(Codeforces, site.url).login(Credentials("codeforces", USER, "x"))
    with (
        replica("codeforces", Scenario(challenge=True)) as site,
        pytest.raises(SiteError, match="browser check \\(Cloudflare\\)"),
    ):
        logged_in(Codeforces, site.url)
    with (
        replica(
            "codeforces", Scenario(refuse="You have submitted exactly the same code before")
        ) as site,
        pytest.raises(SiteError, match="refused the submission: You have submitted exactly"),
    ):
        logged_in(Codeforces, site.url).submit(TARGET, "31", SOURCE)


def test_the_apis_call_limit_is_said_in_the_readers_language() -> None:
    with replica("codeforces") as site:
        client = logged_in(Codeforces, site.url)
        run = client.submit(TARGET, "31", SOURCE)
        site.scenario.busy = 1
        with pytest.raises(BusyError) as raised:
            client.status(TARGET, run)
    assert str(raised.value) == (
        "Codeforces' API: Call limit exceeded: wait a little and try again"
    )
    assert message_of(raised.value, i18n.translations("zh")) == (
        "Codeforces 的 API：Call limit exceeded：请稍等后重试"
    )


def test_the_apis_call_limit_is_waited_out_while_following() -> None:
    with replica("codeforces") as site:
        client = logged_in(Codeforces, site.url)
        run = client.submit(TARGET, "31", SOURCE)
        site.scenario.busy = 2
        waits: list[float] = []
        status = follow(client, TARGET, run, lambda s: None, sleep=waits.append)
    assert status.verdict is Verdict.AC
    assert len(waits) == 4  # two looks refused by the limit, then TESTING, then OK
