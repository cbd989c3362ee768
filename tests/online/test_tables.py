"""What judge reads of a judge's page: table cells (a line break a space), links, form inputs,
<meta> tags, <pre> text, list items, elements by class."""

from __future__ import annotations

from judge.online.tables import read_page

PAGE = """<html><head><meta name="X-Csrf-Token" content="abc"/></head><body>
<table><tr><td>Run ID</td><td>Judge Status</td></tr>
<tr align=center><td height=22px>7</td><td><a href="viewerror.php?rid=7">Runtime Error<br>(STACK_OVERFLOW)</a></td></tr></table>
<input type=hidden name=csrf_token value="abc"><pre>a.cpp:1: error: &lt;x&gt;
second line</pre><ul><li> Code   too long </li></ul>
<span class="error for__source">Same code before</span></body></html>"""


def test_a_page_is_read_for_what_judge_needs() -> None:
    page = read_page(PAGE)
    assert [[c.text for c in row] for row in page.rows] == [
        ["Run ID", "Judge Status"],
        ["7", "Runtime Error (STACK_OVERFLOW)"],
    ]
    assert page.rows[1][1].links == ["viewerror.php?rid=7"]
    assert page.inputs == {"csrf_token": "abc"} and page.metas == {"X-Csrf-Token": "abc"}
    assert page.pre == ["a.cpp:1: error: <x>\nsecond line"]
    assert page.items == ["Code too long"]
    assert page.texts("error") == ["Same code before"] and page.texts("nothing") == []


def test_a_page_that_is_no_html_reads_as_nothing() -> None:
    page = read_page("Service Unavailable")
    assert (page.rows, page.inputs, page.pre, page.items) == ([], {}, [], [])


def test_a_status_row_of_loose_html_is_read_cell_by_cell() -> None:
    page = read_page(
        "<table><tr><td>8<td><font color=red>Accepted</font><td>15MS"
        "<tr><td>9<td><a href=viewerror.php?rid=9>Compilation Error</a><td>0MS</table>"
    )
    assert [[c.text for c in row] for row in page.rows] == [
        ["8", "Accepted", "15MS"],
        ["9", "Compilation Error", "0MS"],
    ]
    assert page.rows[1][1].links == ["viewerror.php?rid=9"]
