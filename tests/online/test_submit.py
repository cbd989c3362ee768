"""The submission flow: the judge's option chosen from the local language and dialect, the
requests of a dry run, the status followed with growing waits, the verdict noted."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.catalog.record import State, read_record
from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from judge.online.client import RemoteStatus
from judge.online.credentials import Credentials
from judge.online.http import Session
from judge.online.sites import SITES, Target
from judge.online.submit import (
    Choice,
    Outcome,
    _delays,
    choose_option,
    client_for,
    note_outcome,
    planned,
)
from judge.run.languages.table import language


def test_the_option_follows_the_language_and_the_dialect() -> None:
    hdu, poj, cf = SITES["hdu"], SITES["poj"], SITES["codeforces"]
    assert choose_option(hdu, language("cpp")) == Choice("G++", "0")
    assert choose_option(hdu, language("cpp"), "hdu-c++") == Choice("C++", "2")
    assert choose_option(hdu, language("c")) == Choice("GCC", "1")
    assert choose_option(poj, language("java")) == Choice("Java", "2")
    assert choose_option(poj, language("pascal")) == Choice("Pascal", "3")
    assert choose_option(cf, language("python3")).value == "31"
    assert choose_option(cf, language("cpp"), named="GNU G++17 7.3.0").value == "54"
    with pytest.raises(JudgeError, match="HDU takes no Python 3"):
        choose_option(hdu, language("python3"))
    with pytest.raises(JudgeError, match="hdu-c\\+\\+ is HDU's C\\+\\+, not for Java"):
        choose_option(hdu, language("java"), "hdu-c++")


def test_a_dry_run_lists_the_login_and_the_submission_with_the_password_masked() -> None:
    site = SITES["hdu"]
    client = client_for(site, site.base_url(), Session("HDU"))
    requests = planned(
        client,
        Credentials("hdu", "me", "pw-123"),
        Target(site, "1846"),
        Choice("G++", "0"),
        "int main(){}",
    )
    shown = "\n".join(r.shown() for r in requests)
    assert [r.method for r in requests] == ["GET", "POST", "POST"]
    assert "userpass=****" in shown and "pw-123" not in shown
    assert "POST http://acm.hdu.edu.cn/submit.php?action=submit" in shown


def test_a_real_site_is_looked_at_further_and_further_apart_within_ten_minutes() -> None:
    delays = _delays(loopback=False)
    assert delays[:8] == [1, 1, 2, 2, 4, 4, 8, 8] and max(delays) == 10
    assert all(wait >= 1 for wait in delays) and 600 <= sum(delays) < 610
    assert set(_delays(loopback=True)) == {0}


def test_an_ac_on_the_judge_is_noted_in_the_record(tmp_path: Path) -> None:
    status = RemoteStatus("1", "Accepted", Verdict.AC, 15, 1728)
    file = tmp_path / "mine.cpp"
    note_outcome(tmp_path, tmp_path, "hdu_1846", SITES["hdu"], Outcome(status, "u"), file)
    entry = read_record(tmp_path, tmp_path).entries["hdu_1846"]
    assert (entry.state, entry.accepted_on) == (State.SOLVED, ("HDU",))
    wrong = RemoteStatus("2", "Wrong Answer", Verdict.WA)
    note_outcome(tmp_path, tmp_path, "hdu_1846", SITES["hdu"], Outcome(wrong, "u"), file)
    entry = read_record(tmp_path, tmp_path).entries["hdu_1846"]
    assert (entry.state, entry.accepted_on) == (State.SOLVED, ("HDU",))  # solved stays
