"""The errors every client shares: a refusal in the judge's words (a submission limit said as
one), a page judge cannot read; a status cell's figures; a compile error's text, whatever the
judge."""

from __future__ import annotations

from typing import Any

import pytest

from judge.i18n import phrase
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
