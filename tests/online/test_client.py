"""The errors every client shares: a refusal in the judge's words (a submission limit said as
one), a page judge cannot read; a status cell's figures."""

from __future__ import annotations

from judge.online.client import changed_page, number, refused
from judge.online.sites import SITES


def test_a_refusal_keeps_the_judges_words_and_a_limit_says_to_wait() -> None:
    assert str(refused(SITES["poj"], "Source code too long")) == (
        "POJ refused the submission: Source code too long"
    )
    assert "wait a while, then submit again" in str(refused(SITES["hdu"], "Submit too often"))


def test_a_changed_page_names_it_and_says_to_report_it() -> None:
    said = str(changed_page(SITES["hdu"], "the status", "http://acm.hdu.edu.cn/status.php"))
    assert "cannot read the status at http://acm.hdu.edu.cn/status.php" in said
    assert "report it" in said


def test_figures_are_read_from_status_cells() -> None:
    assert (number("15MS"), number("1728K"), number(" 0 ms"), number("")) == (15, 1728, 0, None)
