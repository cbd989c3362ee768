"""An HTML page as a tree of elements, built with the standard library's html.parser: enough
of a DOM for reading a judge's pages (find by tag and class, children, text), its problem
pages (judge.online.pages) and its forms and status tables (judge.online.tables) alike.

Pages of old judges are loose HTML (unclosed paragraphs, cells, rows and list items, stray
end tags, attributes without quotes); the builder closes what the next tag implies and ignores
an end tag that matches nothing open, as browsers do in the common cases.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Union

#: Elements that never have content.
VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
#: Elements a <p> ends at (its end tag is optional).
CLOSES_P = frozenset(
    {"p", "div", "pre", "table", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"}
)

#: Elements whose start tag ends an open one of these, unless an element of the scope is
#: nearer (a cell ends the row's open cell, not one of a table around this one).
IMPLIED = {
    "td": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "th": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "tr": (frozenset({"tr"}), frozenset({"table"})),
    "li": (frozenset({"li"}), frozenset({"ul", "ol"})),
}

Node = Union["Element", str]


@dataclass
class Element:
    """One element: its tag (lower case), attributes and children (elements and text)."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)

    def classes(self) -> list[str]:
        """Its class attribute's words."""
        return self.attrs.get("class", "").split()

    def elements(self) -> list[Element]:
        """Its child elements (no text)."""
        return [child for child in self.children if isinstance(child, Element)]

    def walk(self) -> Iterator[Element]:
        """Every element below it, in document order (itself not included)."""
        for child in self.elements():
            yield child
            yield from child.walk()

    def find_all(self, tag: str | None = None, cls: str | None = None) -> list[Element]:
        """The elements below it with this tag and/or this class, in document order."""
        return [
            element
            for element in self.walk()
            if (tag is None or element.tag == tag) and (cls is None or cls in element.classes())
        ]

    def find(self, tag: str | None = None, cls: str | None = None) -> Element | None:
        """The first of `find_all`, or None."""
        return next(iter(self.find_all(tag, cls)), None)

    def text(self, br: str = "") -> str:
        """All its text, as it is (entities decoded, white space kept), each <br> as `br`."""
        return "".join(
            child if isinstance(child, str) else (br if child.tag == "br" else child.text(br))
            for child in self.children
        )


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in CLOSES_P and self.stack[-1].tag == "p":
            self.stack.pop()
        if tag in IMPLIED:
            self._close_implied(*IMPLIED[tag])
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def _close_implied(self, ends: frozenset[str], scope: frozenset[str]) -> None:
        """Close the nearest open element of `ends`, unless one of `scope` is nearer."""
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag in ends:
                del self.stack[depth:]
                return
            if self.stack[depth].tag in scope:
                return

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, {name: value or "" for name, value in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse_html(text: str) -> Element:
    """The page `text` as a tree under a `#document` element."""
    builder = _Builder()
    builder.feed(text)
    builder.close()
    return builder.root
