"""HDU's page read: its GBK text, the C/C++ and Java limits, the panels, the samples without
the hint nested in them, and the page HDU gives for a pid it does not have."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from judge.online.pages import hdu
from judge.online.pages.page import NoSuchProblem, PageShapeError

PAGES = FIXTURES / "online" / "pages"


def read(name: str) -> str:
    return (PAGES / name).read_bytes().decode("gb18030")


def test_the_limits_are_the_others_and_java_s_apart() -> None:
    page = hdu.parse(read("hdu_1848.html"))
    assert page.title == "Fibonacci again and again"
    assert (page.time_limit, page.memory_limit) == (1.0, 32)
    assert (page.java_time_limit, page.java_memory_limit) == (2.0, 32)


def test_the_panels_are_the_statement_and_the_samples_the_data() -> None:
    page = hdu.parse(read("hdu_1848.html"))
    assert [s.title for s in page.sections] == [
        "Problem Description", "Input", "Output", "Author", "Source", "Hint",
    ]  # fmt: skip
    assert page.sections[-1].content.text() == "SG函数"
    assert "菲波那契数列" in page.sections[0].content.text()
    # CRLF made plain; the hint nested in the sample's <div> is no part of the answer.
    assert [(s.input, s.output) for s in page.samples] == [
        ("1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n")
    ]


def test_a_chinese_title() -> None:
    assert hdu.parse(read("hdu_2188.html")).title == "悼念512汶川大地震遇难同胞——选拔志愿者"


def test_no_such_problem() -> None:
    with pytest.raises(NoSuchProblem, match="No such problem"):
        hdu.parse(read("hdu_no_such.html"))


def test_a_page_of_another_shape_is_refused_saying_what_is_missing() -> None:
    with pytest.raises(PageShapeError, match=r"no title \(<h1>\)"):
        hdu.parse(read("hdu_changed.html"))


def test_samples_missing_their_outputs_are_refused() -> None:
    html = read("hdu_1848.html").replace(">Sample Output<", ">Sample Answer<")
    with pytest.raises(PageShapeError, match="1 'Sample Input' and 0 'Sample Output' panels"):
        hdu.parse(html)
