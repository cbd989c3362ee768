"""A statement's HTML as Markdown: blocks, breaks, marks, lists, code, links made absolute,
Codeforces' formulas and styled spans, scripts dropped."""

from __future__ import annotations

from judge.online.markdown import to_markdown
from judge.online.tree import parse_html

BASE = "http://acm.hdu.edu.cn/showproblem.php?pid=1848"


def md(html: str) -> str:
    return to_markdown(parse_html(html), BASE)


def test_paragraphs_are_blocks_and_a_br_a_hard_break() -> None:
    assert md("<p>one<br>two</p><p>three</p>") == "one\\\ntwo\n\nthree\n"


def test_two_brs_end_a_paragraph_and_white_space_is_squeezed() -> None:
    assert md("first  line\n of text<br><br>  second&nbsp;&nbsp;one<br>") == (
        "first line of text\n\nsecond one\n"
    )


def test_marks_code_and_scripts() -> None:
    html = "<b>bold</b>, <i>it</i>, <code>x+1</code>, 10<sup>9</sup><script>var a=1;</script>"
    assert md(html) == "**bold**, *it*, `x+1`, 10<sup>9</sup>\n"


def test_links_and_images_are_made_absolute() -> None:
    html = '<a href="/search.php?x=1">Source</a> <img src="../data/images/C1.jpg" alt="pic">'
    assert md(html) == (
        "[Source](http://acm.hdu.edu.cn/search.php?x=1) "
        "![pic](http://acm.hdu.edu.cn/data/images/C1.jpg)\n"
    )


def test_lists_and_pre() -> None:
    html = "<ol><li>first</li><li>second</li></ol><ul><li>a</li></ul><pre>1 2\n3 4</pre>"
    assert md(html) == "1. first\n2. second\n\n- a\n\n```\n1 2\n3 4\n```\n"


def test_codeforces_formulas_and_styled_spans() -> None:
    html = (
        '<p>Given $$$n$$$ ($$$1 \\le n \\le 10^5$$$), print <span class="tex-font-style-tt">'
        "YES</span>.</p><p>$$$$$$\\sum a_i$$$$$$</p>"
    )
    assert md(html) == "Given $n$ ($1 \\le n \\le 10^5$), print `YES`.\n\n$$\\sum a_i$$\n"


def test_a_table_is_its_rows() -> None:
    html = "<table><tr><th>n</th><th>answer</th></tr><tr><td>1</td><td>First</td></tr></table>"
    assert md(html) == "n | answer\n\n1 | First\n"


def test_nothing_gives_nothing() -> None:
    assert md("<div> &nbsp; <br></div>") == ""
