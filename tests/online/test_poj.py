"""POJ's client against the replica: its login form, the source base64-encoded with
`encoded=1`, its status table read to a verdict, compile information, refusals."""

from __future__ import annotations

import pytest

from judge.judging.verdict import Verdict
from judge.online.credentials import Credentials
from judge.online.http import SiteError
from judge.online.poj import Poj
from judge.online.sites import SITES, Target
from judge.online.submit import follow
from replica_sites import USER, Scenario, client_of, logged_in, replica

SOURCE = '#include <stdio.h>\nint main(void) { puts("ok"); return 0; }\n'
POJ = SITES["poj"]
TARGET = Target(POJ, "1704")


def test_a_submission_reaches_poj_whole_and_is_followed_to_its_verdict() -> None:
    with replica("poj") as site:
        client = logged_in(Poj, site.url)
        run = client.submit(TARGET, "1", SOURCE)
        seen: list[str] = []
        status = follow(client, TARGET, run, lambda s: seen.append(s.shown), sleep=lambda _: None)
    sent = next(r for r in site.requests if r.path == "/submit")
    assert sent.fields["encoded"] == "1" and sent.fields["source"] != SOURCE
    assert site.runs[0]["source"] == SOURCE and site.runs[0]["language"] == "1"
    assert seen == ["Waiting", "Running & Judging", "Accepted"]
    assert (status.verdict, status.time_ms, status.memory_kib) == (Verdict.AC, 16, 736)


def test_a_wrong_password_and_a_refusal_are_said_plainly() -> None:
    with replica("poj") as site, pytest.raises(SiteError, match="wrong user name or password"):
        client_of(Poj, site.url).login(Credentials("poj", USER, "nope"))
    with (
        replica("poj", Scenario(refuse="Source code too long or too short")) as site,
        pytest.raises(SiteError, match="POJ refused the submission: Source code too long"),
    ):
        logged_in(Poj, site.url).submit(TARGET, "0", SOURCE)
