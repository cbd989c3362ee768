"""What judge reads of a judge's HTML page, with the standard library's parser: the rows of
its tables (each cell's text and links), the values of named form inputs and <meta> tags, the
text of its <pre> blocks, list items and elements of a class (an error message)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass
class Cell:
    """One table cell: its text (whitespace collapsed) and the links inside it."""

    text: str = ""
    links: list[str] = field(default_factory=list)


@dataclass
class Page:
    """What was read of one page."""

    rows: list[list[Cell]] = field(default_factory=list)
    inputs: dict[str, str] = field(default_factory=dict)  # input name -> value
    metas: dict[str, str] = field(default_factory=dict)  # meta name -> content
    pre: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)  # the text of each <li>
    classed: dict[str, list[str]] = field(default_factory=dict)  # class -> texts

    def texts(self, name: str) -> list[str]:
        """The texts of the elements carrying class `name`."""
        return self.classed.get(name, [])


class _Reader(HTMLParser):
    _KEEP = ("pre", "li", "span", "div", "font")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self._row: list[Cell] | None = None
        self._cell: Cell | None = None
        self._open: list[tuple[str, list[str], list[str]]] = []  # tag, classes, text

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "tr":
            self._row = []
            self.page.rows.append(self._row)
        elif tag in ("td", "th") and self._row is not None:
            self._cell = Cell()
            self._row.append(self._cell)
        elif tag == "a" and self._cell is not None and a.get("href"):
            self._cell.links.append(a["href"])
        elif tag == "input" and a.get("name"):
            self.page.inputs.setdefault(a["name"], a.get("value", ""))
        elif tag == "meta" and a.get("name"):
            self.page.metas[a["name"]] = a.get("content", "")
        elif tag == "br":  # a line break: a space in a cell, a new line in a block
            if self._cell is not None:
                self._cell.text += " "
            if self._open:
                self._open[-1][2].append("\n")
        if tag in self._KEEP:
            self._open.append((tag, a.get("class", "").split(), []))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th"):
            if self._cell is not None:
                self._cell.text = " ".join(self._cell.text.split())
            self._cell = None
        elif tag == "tr":
            self._row = None
        if tag in self._KEEP and self._open and self._open[-1][0] == tag:
            name, classes, parts = self._open.pop()
            text = "".join(parts)
            if self._open:  # the text belongs to the enclosing kept element too
                self._open[-1][2].append(text)
            if name == "pre":
                self.page.pre.append(text)
            elif name == "li":
                self.page.items.append(" ".join(text.split()))
            for one in classes:
                self.page.classed.setdefault(one, []).append(" ".join(text.split()))

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.text += data
        if self._open:
            self._open[-1][2].append(data)


def read_page(html: str) -> Page:
    """What judge reads of `html` (a page as a judge sends it; never an error)."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.page
