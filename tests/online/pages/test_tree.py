"""Loose HTML as old judges write it, read into a tree as a browser would read it."""

from __future__ import annotations

from judge.online.pages.tree import parse_html


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
