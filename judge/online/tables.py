"""What judge reads of a judge's forms and status pages, as queries of its element tree
(judge.online.tree): the rows of its tables (each cell's text and links), the values of named
form inputs and <meta> tags, the text of its <pre> blocks, list items and elements of a class
(an error message)."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.online.tree import Element, parse_html


@dataclass
class Cell:
    """One table cell: its text (whitespace collapsed, a line break a space) and its links."""

    text: str = ""
    links: list[str] = field(default_factory=list)


def _squeezed(element: Element, br: str = " ") -> str:
    return " ".join(element.text(br).split())


def _cell(element: Element) -> Cell:
    links = [a.attrs["href"] for a in element.find_all("a") if a.attrs.get("href")]
    return Cell(_squeezed(element), links)


@dataclass
class Page:
    """What was read of one page."""

    root: Element
    rows: list[list[Cell]] = field(default_factory=list)
    inputs: dict[str, str] = field(default_factory=dict)  # input name -> value
    metas: dict[str, str] = field(default_factory=dict)  # meta name -> content
    pre: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)  # the text of each <li>

    def texts(self, name: str) -> list[str]:
        """The texts of the elements carrying class `name`."""
        return [_squeezed(element) for element in self.root.find_all(cls=name)]


def read_page(html: str) -> Page:
    """What judge reads of `html` (a page as a judge sends it; never an error)."""
    root = parse_html(html)
    page = Page(root)
    for row in root.find_all("tr"):
        page.rows.append([_cell(c) for c in row.elements() if c.tag in ("td", "th")])
    for element in root.find_all("input"):
        if element.attrs.get("name"):
            page.inputs.setdefault(element.attrs["name"], element.attrs.get("value", ""))
    for element in root.find_all("meta"):
        if element.attrs.get("name"):
            page.metas[element.attrs["name"]] = element.attrs.get("content", "")
    page.pre = [element.text("\n") for element in root.find_all("pre")]
    page.items = [_squeezed(element) for element in root.find_all("li")]
    return page
