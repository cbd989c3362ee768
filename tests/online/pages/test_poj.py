"""POJ's page read: title, one limit for every language, sections, pre.sio samples, and the
page POJ gives for an id it does not have."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from judge.online.pages import poj
from judge.online.pages.page import NoSuchProblem, PageShapeError

PAGES = FIXTURES / "online" / "pages"


def read(name: str) -> str:
    return (PAGES / name).read_bytes().decode("gb18030")


def test_a_problem() -> None:
    page = poj.parse(read("poj_2234.html"))
    assert page.title == "Matches Game"
    assert (page.time_limit, page.memory_limit, page.java_time_limit) == (1.0, 64, None)
    assert [s.title for s in page.sections] == ["Description", "Input", "Output", "Source"]
    assert [(s.input, s.output) for s in page.samples] == [("2 45 45\n3 3 6 9\n", "No\nYes\n")]


def test_no_such_problem() -> None:
    with pytest.raises(NoSuchProblem, match="Can not find problem"):
        poj.parse(read("poj_no_such.html"))


def test_samples_not_in_a_pre_are_refused() -> None:
    html = read("poj_2234.html").replace('<pre class="sio">No', '<div class="ptx">No')
    with pytest.raises(PageShapeError, match=r"each wanted with a pre\.sio"):
        poj.parse(html)
