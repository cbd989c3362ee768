"""The errors every client shares: a refusal in the judge's words (a submission limit said as
one), a page judge cannot read; a status cell's figures; a compile error's text, whatever the
judge."""

from __future__ import annotations

from typing import Any

import pytest

from judge import i18n
from judge.i18n import message_of, phrase
from judge.judging.verdict import Verdict
from judge.online.client import changed_page, number, refused
from judge.online.codeforces import Codeforces
from judge.online.hdu import Hdu
from judge.online.http import SiteError
from judge.online.poj import Poj
from judge.online.sites import SITES, Target
from replica_sites import Scenario, logged_in, replica


def test_a_refusal_keeps_the_judges_words_and_a_limit_says_to_wait() -> None:
    assert str(refused(SITES["poj"], "Source code too long")) == (
        "POJ refused the submission: Source code too long"
    )
    assert "wait a while, then submit again" in str(refused(SITES["hdu"], "Submit too often"))


def test_a_changed_page_names_it_and_says_to_report_it() -> None:
    said = str(changed_page(SITES["hdu"], phrase("the status"), "http://acm.hdu.edu.cn/status.php"))
    assert "cannot read the status at http://acm.hdu.edu.cn/status.php" in said
    assert "report it" in said


def test_an_error_is_english_as_str_and_chinese_for_a_chinese_reader() -> None:
    error = refused(SITES["hdu"], "Submit too often")
    assert isinstance(error, SiteError)
    assert str(error).startswith("HDU refused the submission for now: Submit too often")
    assert message_of(error, i18n.translations("zh")) == (
        "HDU 暂时拒绝了这次提交：Submit too often（这是它的提交频率限制：请等一会儿再提交）"
    )
    changed = changed_page(
        SITES["poj"], phrase("the new run in the status"), "http://poj.org/status"
    )
    assert message_of(changed, i18n.translations("zh")).startswith(
        "POJ：无法在 http://poj.org/status 读到状态页中的新运行：网站的页面已和 judge 所知的不同"
    )


def test_figures_are_read_from_status_cells() -> None:
    assert (number("15MS"), number("1728K"), number(" 0 ms"), number("")) == (15, 1728, 0, None)


CLIENTS = [
    (Hdu, "Compilation Error", "1846", "0"),
    (Poj, "Compile Error", "1704", "0"),
    (Codeforces, "COMPILATION_ERROR", "1527B2", "89"),
]


@pytest.mark.parametrize(("kind", "verdict", "problem", "option"), CLIENTS)
def test_a_compile_error_comes_with_its_text(
    kind: Any,
    verdict: str,
    problem: str,
    option: str,  # a client class of those above
) -> None:
    key = kind.__name__.lower()
    target = Target(SITES[key], problem)
    with replica(key, Scenario(verdicts=[verdict])) as site:
        client = logged_in(kind, site.url)
        run = client.submit(target, option, "int main() { return x; }\n")
        assert client.status(target, run).verdict is Verdict.CE
        assert "'x' was not declared" in client.compile_error(run)


@pytest.mark.parametrize(("kind", "verdict", "problem", "option"), CLIENTS)
def test_a_status_that_lost_its_run_is_a_changed_page(
    kind: Any, verdict: str, problem: str, option: str
) -> None:
    key = kind.__name__.lower()
    with replica(key, Scenario(changed=True)) as site:
        client = logged_in(kind, site.url)
        with pytest.raises(SiteError, match=f"{SITES[key].name}: cannot read .* page has changed"):
            client.submit(Target(SITES[key], problem), option, "int main() {}\n")
