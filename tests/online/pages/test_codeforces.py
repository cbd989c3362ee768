"""Codeforces' page read: the header's limits, the legend and the titled parts, samples whose
lines are divs (newer pages) or <br>s (older ones)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from judge.online.pages import codeforces
from judge.online.pages.page import PageShapeError

PAGES = FIXTURES / "online" / "pages"
SAMPLE = ("3\n3\n110\n2\n00\n4\n1010\n", "ALICE\nBOB\nALICE\n")


def read(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


def test_a_problem() -> None:
    page = codeforces.parse(read("cf_1527B2.html"))
    assert page.title == "Palindrome Game (hard version)"
    assert (page.time_limit, page.memory_limit) == (1.0, 256)
    assert [s.title for s in page.sections] == ["", "Input", "Output", "Note"]
    assert "The only difference" in page.sections[0].content.text()
    assert "Input" not in page.sections[1].content.text()[:10]  # its heading is the title
    assert [(s.input, s.output) for s in page.samples] == [SAMPLE]


def test_sample_lines_as_br_read_the_same() -> None:
    assert [(s.input, s.output) for s in codeforces.parse(read("cf_1527B2_br.html")).samples] == [
        SAMPLE
    ]


def test_every_sample_test_is_a_sample() -> None:
    html = read("cf_1527B2.html")
    start = html.index('<div class="sample-test">')
    end = html.index('<div class="note">') - len("</div>")
    twice = html[:end] + html[start:end] + html[end:]
    assert [(s.input, s.output) for s in codeforces.parse(twice).samples] == [SAMPLE, SAMPLE]


def test_a_time_limit_in_seconds_with_a_fraction() -> None:
    html = read("cf_1527B2.html").replace("</div>1 second", "</div>2.5 seconds")
    assert codeforces.parse(html).time_limit == 2.5


def test_a_page_without_a_statement_is_refused() -> None:
    with pytest.raises(PageShapeError, match=r"no div\.problem-statement"):
        codeforces.parse(read("cf_challenge.html"))
