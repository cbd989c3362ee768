"""The judges' table: a problem's target from problem.yaml's source or a page's address, the
verdict names read as judge's verdicts, the address a mirror or replica replaces."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from judge.online.sites import SITES, target_of, target_of_url, target_of_words


def test_page_addresses_name_their_problems() -> None:
    hdu = target_of_url("http://acm.hdu.edu.cn/showproblem.php?pid=1848")
    poj = target_of_url("http://poj.org/problem?id=1704")
    cf = target_of_url("https://codeforces.com/problemset/problem/1527/B2")
    contest = target_of_url("https://codeforces.com/contest/1527/problem/B2")
    assert hdu is not None and (hdu.site.key, hdu.problem) == ("hdu", "1848")
    assert poj is not None and (poj.site.key, poj.problem) == ("poj", "1704")
    assert cf is not None and cf.contest_and_index == ("1527", "B2")
    assert contest == cf
    assert target_of_words(["cf", "1527b2"]) == cf
    assert target_of_words(["hdoj", "1848"]) == hdu
    assert cf.url == "https://codeforces.com/problemset/problem/1527/B2"
    assert cf.folder_name == "cf_1527b2"
    with pytest.raises(JudgeError, match="P2197: not a problem page judge knows; it reads http"):
        target_of_url("https://www.luogu.com.cn/problem/P2197")


def test_a_judge_not_submitted_to_or_a_bad_id_is_refused_plainly() -> None:
    with pytest.raises(JudgeError, match="submits to hdu, poj, codeforces"):
        target_of("Luogu", "P2197")
    with pytest.raises(JudgeError, match="HDU 12a: not a HDU problem id \\(such as 1848\\)"):
        target_of("HDU", "12a")
    with pytest.raises(JudgeError, match="not a Codeforces problem id"):
        target_of("Codeforces", "B2")


def test_verdict_names_mean_judges_verdicts_and_unknown_ones_are_not_guessed() -> None:
    assert SITES["hdu"].verdict("Runtime Error (STACK_OVERFLOW)") == (True, Verdict.RE)
    assert SITES["hdu"].verdict("Queuing") == (True, None)
    assert SITES["poj"].verdict("Compile Error") == (True, Verdict.CE)
    assert SITES["codeforces"].verdict("IDLENESS_LIMIT_EXCEEDED") == (True, Verdict.TLE)
    assert SITES["hdu"].verdict("Judging Mysteriously") == (False, None)


def test_the_address_comes_from_the_option_then_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert SITES["hdu"].base_url() == "http://acm.hdu.edu.cn"
    monkeypatch.setenv("JUDGE_HDU_URL", "http://127.0.0.1:8080/")
    assert SITES["hdu"].base_url() == "http://127.0.0.1:8080"
    assert SITES["hdu"].base_url("http://mirror.example") == "http://mirror.example"
    with pytest.raises(JudgeError, match="--site-url 'junk': not a base URL"):
        SITES["hdu"].base_url("junk")
    monkeypatch.setenv("JUDGE_HDU_URL", "ftp://mirror.example")
    with pytest.raises(JudgeError, match=r"JUDGE_HDU_URL 'ftp://mirror\.example': not a base URL"):
        SITES["hdu"].base_url()
