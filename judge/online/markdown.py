"""A statement's HTML as Markdown (CommonMark), for a problem brought home from its judge.

Paragraphs and divisions become blocks apart; <br> a hard line break; <b>/<strong>,
<i>/<em>, <code>/<tt>, <sup>, <sub> their Markdown or its inline HTML; <pre> a fenced block;
lists, headings, links and images theirs (links and images made absolute against the page's
URL); a table its rows, cells apart by " | ". Scripts, styles and comments are dropped.
Codeforces' formulas ($$$x$$$ inline, $$$$$$x$$$$$$ display) become $x$ and $$x$$, as
MathJax writes them elsewhere.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

from judge.online.pages.page import pre_text
from judge.online.tree import Element, Node

BLOCKS = frozenset(
    {"p", "div", "center", "blockquote", "table", "ul", "ol", "pre", "hr", "section"}
    | {f"h{n}" for n in range(1, 7)}
)
SKIPPED = frozenset({"script", "style", "head", "title", "noscript"})
INLINE_MARKS = {"b": "**", "strong": "**", "i": "*", "em": "*"}
#: Codeforces' spans for its statements' TeX font styles, as the tags they stand for.
STYLED_SPANS = {"tex-font-style-tt": "code", "tex-font-style-bf": "b", "tex-font-style-it": "i"}
HARD_BREAK = "\\\n"  # CommonMark's hard line break that survives trailing-space trimming


def _inline(node: Node, base: str) -> str:
    """A node's inline Markdown: white space squeezed, marks and links written."""
    if isinstance(node, str):
        return re.sub(r"[ \t\r\n\xa0]+", " ", node)
    tag = next((STYLED_SPANS[c] for c in node.classes() if c in STYLED_SPANS), node.tag)
    if tag in SKIPPED:
        return ""
    if tag == "br":
        return HARD_BREAK
    if tag == "img":
        src = urljoin(base, node.attrs.get("src", ""))
        return f"![{node.attrs.get('alt', '')}]({src})"
    inner = "".join(_inline(child, base) for child in node.children)
    if tag in INLINE_MARKS and inner.strip():
        mark = INLINE_MARKS[tag]
        return f"{mark}{inner.strip()}{mark}"
    if tag in ("code", "tt", "kbd", "samp") and inner.strip():
        return f"`{inner.strip()}`"
    if tag in ("sup", "sub") and inner.strip():
        return f"<{tag}>{inner.strip()}</{tag}>"
    if tag == "a" and node.attrs.get("href") and inner.strip():
        return f"[{inner.strip()}]({urljoin(base, node.attrs['href'])})"
    return inner


def _flush(parts: list[str], blocks: list[str]) -> None:
    text = "".join(parts)
    text = re.sub(r" *\\\n *", HARD_BREAK, text)
    text = re.sub(r"(?:\\\n){2,}", "\n\n", text)  # <br><br>: a paragraph's end
    text = re.sub(r" {2,}", " ", text).strip(" ")
    while text.endswith(HARD_BREAK):
        text = text[: -len(HARD_BREAK)].rstrip(" ")
    while text.startswith(HARD_BREAK):
        text = text[len(HARD_BREAK) :].lstrip(" ")
    if text.strip():
        blocks.append(text.strip())
    parts.clear()


def _block(element: Element, base: str) -> str:
    """A block element's own Markdown (a list, a heading, a table, a <pre>)."""
    tag = element.tag
    if tag == "pre":
        return "```\n" + pre_text(element).strip("\n") + "\n```"
    if tag == "hr":
        return "---"
    if tag in ("ul", "ol"):
        items = [e for e in element.elements() if e.tag == "li"]
        return "\n".join(
            f"{f'{n}.' if tag == 'ol' else '-'} " + blocks(item, base).replace("\n", "\n   ")
            for n, item in enumerate(items, 1)
        )
    if tag == "table":
        rows = [e for e in element.walk() if e.tag == "tr"]
        return "\n\n".join(
            " | ".join(blocks(cell, base) for cell in row.elements() if cell.tag in ("td", "th"))
            for row in rows
        )
    if tag[0] == "h" and tag[1:].isdigit():
        return "#" * int(tag[1:]) + " " + blocks(element, base).replace("\n", " ")
    return blocks(element, base)


def blocks(element: Element, base: str) -> str:
    """The Markdown of an element's content: its blocks apart by blank lines."""
    found: list[str] = []
    parts: list[str] = []
    for child in element.children:
        if isinstance(child, Element) and child.tag in SKIPPED:
            continue
        if isinstance(child, Element) and child.tag in BLOCKS:
            _flush(parts, found)
            text = _block(child, base)
            if text.strip():
                found.append(text)
        else:
            parts.append(_inline(child, base))
    _flush(parts, found)
    return "\n\n".join(found)


def formulas(text: str) -> str:
    """Codeforces' formula delimiters as MathJax's usual ones."""
    text = re.sub(r"\$\$\$\$\$\$(.+?)\$\$\$\$\$\$", r"$$\1$$", text, flags=re.S)
    return re.sub(r"\$\$\$(.+?)\$\$\$", r"$\1$", text, flags=re.S)


def to_markdown(element: Element, base: str = "") -> str:
    """`element`'s content as Markdown, ending with one line end (empty: no content)."""
    text = formulas(blocks(element, base)).strip()
    return text + "\n" if text else ""
