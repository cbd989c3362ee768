"""HDU's client against the replica: the login form and its cookie, the source in `_usercode`
as base64 of its URL-encoding, the GBK status table read to a verdict, a compile error's text,
and each way the site fails said plainly."""

from __future__ import annotations

import base64
from urllib.parse import unquote

import pytest

from judge.judging.verdict import Verdict
from judge.online.credentials import Credentials
from judge.online.hdu import Hdu, usercode
from judge.online.http import SiteError
from judge.online.sites import SITES, Target
from judge.online.submit import follow
from replica_sites import PASSWORD, USER, Scenario, client_of, logged_in, replica

SOURCE = '#include <cstdio>\nint main() { printf("%d 100%% é\\n", 1 + 2); }\n'
HDU = SITES["hdu"]
TARGET = Target(HDU, "1846")


def test_usercode_is_base64_of_the_url_encoded_source_as_the_form_sends_it() -> None:
    encoded = base64.b64decode(usercode("a b+c/é!*()'~")).decode("ascii")
    assert encoded == "a%20b%2Bc%2F%C3%A9!*()'~"  # encodeURIComponent keeps !*()'~
    assert unquote(encoded) == "a b+c/é!*()'~"


def test_a_submission_reaches_hdu_whole_and_is_followed_to_its_verdict() -> None:
    with replica("hdu") as site:
        client = logged_in(Hdu, site.url)
        run = client.submit(TARGET, "0", SOURCE)
        seen: list[str] = []
        status = follow(client, TARGET, run, lambda s: seen.append(s.shown), sleep=lambda _: None)
    assert site.runs[0]["source"] == SOURCE  # the replica decoded _usercode back to it
    assert (site.runs[0]["problem"], site.runs[0]["language"]) == ("1846", "0")
    assert seen == ["Queuing", "Running", "Accepted"]
    assert (status.verdict, status.time_ms, status.memory_kib) == (Verdict.AC, 15, 1728)
    assert all(r.user_agent.startswith("judge/") for r in site.requests)


def test_a_runtime_error_with_its_kind_and_a_compile_error_with_its_text() -> None:
    with replica("hdu", Scenario(verdicts=["Runtime Error"])) as site:
        client = logged_in(Hdu, site.url)
        run = client.submit(TARGET, "0", SOURCE)
        assert client.status(TARGET, run).shown == "Runtime Error (ACCESS_VIOLATION)"
        assert client.status(TARGET, run).verdict is Verdict.RE
        site.scenario.verdicts = ["Compilation Error"]
        assert client.status(TARGET, run).verdict is Verdict.CE
        assert "'x' was not declared" in client.compile_error(run)


def test_a_wrong_password_is_said_plainly() -> None:
    with replica("hdu") as site, pytest.raises(SiteError, match="wrong user name or password"):
        client_of(Hdu, site.url).login(Credentials("hdu", USER, "not-it"))


def test_a_refusal_and_a_frequency_limit_are_said_in_hdus_words() -> None:
    with replica("hdu", Scenario(refuse="Code length is improper!")) as site:
        client = logged_in(Hdu, site.url)
        with pytest.raises(SiteError, match="refused the submission: Code length is improper!"):
            client.submit(TARGET, "0", SOURCE)
        site.scenario.refuse = "Please don't submit too frequently"
        with pytest.raises(SiteError, match="submission limit: wait"):
            client.submit(TARGET, "0", SOURCE)


def test_a_captcha_and_a_site_down_are_each_said() -> None:
    with replica("hdu", Scenario(captcha=True)) as site, pytest.raises(SiteError, match="captcha"):
        client_of(Hdu, site.url).login(Credentials("hdu", USER, PASSWORD))
    with (
        replica("hdu", Scenario(down=True)) as site,
        pytest.raises(SiteError, match="down or busy"),
    ):
        client_of(Hdu, site.url).login(Credentials("hdu", USER, PASSWORD))
