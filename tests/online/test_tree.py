"""Loose HTML as old judges write it, read into a tree as a browser would read it."""

from __future__ import annotations

from judge.online.tree import parse_html


def test_unquoted_attributes_and_classes_are_found() -> None:
    root = parse_html("<div class=panel_title align=left>Input</div><div class='a b'>x</div>")
    assert [e.text() for e in root.find_all("div", "panel_title")] == ["Input"]
    assert root.find(cls="b") is root.find("div", "a")


def test_a_paragraph_ends_where_a_block_begins() -> None:
    root = parse_html("<p class=pst>Description<div class=ptx>text</div>")
    paragraph, division = root.elements()
    assert (paragraph.tag, paragraph.text(), division.tag, division.text()) == (
        "p", "Description", "div", "text",
    )  # fmt: skip


def test_a_stray_end_tag_is_ignored_and_void_elements_hold_nothing() -> None:
    root = parse_html("<div>a<br>b</span><img src=x.gif>c</div>")
    (division,) = root.elements()
    assert [e.tag for e in division.elements()] == ["br", "img"]
    assert division.text() == "abc"


def test_entities_are_decoded() -> None:
    assert parse_html("<p>1 &lt;= n &amp;&amp; m&nbsp;&gt; 0 &#x4e2d;</p>").text() == (
        "1 <= n && m\xa0> 0 中"
    )


def test_unclosed_cells_rows_and_items_end_where_the_next_begins() -> None:
    root = parse_html(
        "<table><tr><td>1<td>2<table><tr><td>inner</table><tr><th>3</table><ul><li>a<li>b</ul>"
    )
    outer = root.find("table")
    assert outer is not None
    rows = [r for r in outer.elements() if r.tag == "tr"]
    assert [[c.text() for c in r.elements()] for r in rows] == [["1", "2inner"], ["3"]]
    assert [li.text() for li in root.find_all("li")] == ["a", "b"]


def test_a_line_break_reads_as_the_text_asked_for() -> None:
    root = parse_html("<pre>a<br>b<b>c<br/>d</b></pre>")
    assert root.text() == "abcd"
    assert root.text(br="\n") == "a\nbc\nd"
