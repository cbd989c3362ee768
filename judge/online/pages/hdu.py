"""HDU's problem page (acm.hdu.edu.cn/showproblem.php?pid=N), GBK-encoded HTML.

Its shape: the title in an <h1>; a line "Time Limit: 2000/1000 MS (Java/Others) Memory Limit:
65536/32768 K (Java/Others)", the first number of each pair Java's and the second the others'
(C, C++, Pascal); then panels, each a div.panel_title ("Problem Description", "Input",
"Output", "Sample Input", "Sample Output", "Hint", "Author", "Source", "Recommend") followed
by its div.panel_content. A sample is the <pre> of its panel's content, its text often inside
one more <div> of the <pre>, with a hint sometimes nested in a further <div> after the data
(not part of it: a section of the statement, after the others). A pid HDU does not have gives a page saying "No such problem".
"""

from __future__ import annotations

import re

from judge.i18n import phrase
from judge.online.pages.page import (
    NoSuchProblem,
    PageShapeError,
    ProblemPage,
    Sample,
    Section,
    mib,
    sample_text,
    squeezed,
)
from judge.online.tree import Element, parse_html

LIMITS = re.compile(
    r"Time Limit:\s*(\d+)\s*/\s*(\d+)\s*MS.*?Memory Limit:\s*(\d+)\s*/\s*(\d+)\s*K", re.S
)
#: The panels that are no part of the statement: the samples (judge shows them from the data).
SAMPLE_PANELS = ("Sample Input", "Sample Output")


def panels(root: Element) -> list[Section]:
    """Each div.panel_title with the div.panel_content after it, in page order."""
    found = []
    for parent in [root, *root.walk()]:
        children = parent.elements()
        for index, child in enumerate(children):
            if "panel_title" not in child.classes():
                continue
            following = children[index + 1] if index + 1 < len(children) else None
            if following is not None and "panel_content" in following.classes():
                found.append(Section(squeezed(child.text()), following))
    return found


def sample_data(content: Element) -> str:
    """A sample panel's data: the text of its <pre> (or of the <div> inside it), line breaks
    kept, nested elements (a hint) left out."""
    pre = content.find("pre")
    if pre is None:
        raise PageShapeError(phrase("a sample panel holds no <pre>"))
    holder = next((e for e in pre.elements() if e.tag == "div"), pre)
    parts = [
        child if isinstance(child, str) else "\n"
        for child in holder.children
        if isinstance(child, str) or child.tag == "br"
    ]
    return sample_text("".join(parts))


def hints(content: Element) -> list[Section]:
    """The hints nested in a sample panel's data (a <div> whose first <div> says "Hint"),
    each as a section of the statement."""
    pre = content.find("pre")
    holder = next((e for e in pre.elements() if e.tag == "div"), pre) if pre else None
    found = []
    for nested in holder.elements() if holder is not None else []:
        title = next(iter(nested.elements()), None)
        if nested.tag == "div" and title is not None and squeezed(title.text()) == "Hint":
            rest = [c for c in nested.children if c is not title]
            found.append(Section("Hint", Element("div", {}, rest)))
    return found


def parse(html: str) -> ProblemPage:
    """HDU's problem page read; NoSuchProblem or PageShapeError where it is not one."""
    root = parse_html(html)
    text = root.text()
    if "No such problem" in text:
        raise NoSuchProblem(phrase("{site} says: {said}", site="HDU", said="No such problem"))
    heading = root.find("h1")
    limits = LIMITS.search(text.replace("\xa0", " "))
    if heading is None or limits is None:
        raise PageShapeError(phrase("no title (<h1>) or no line 'Time Limit: .../... MS'"))
    found = panels(root)
    inputs = [sample_data(p.content) for p in found if p.title == "Sample Input"]
    outputs = [sample_data(p.content) for p in found if p.title == "Sample Output"]
    if not inputs or len(inputs) != len(outputs):
        raise PageShapeError(
            phrase(
                "{inputs} 'Sample Input' and {outputs} 'Sample Output' panels",
                inputs=len(inputs),
                outputs=len(outputs),
            )
        )
    java_ms, others_ms, java_kib, others_kib = (int(n) for n in limits.groups())
    return ProblemPage(
        title=squeezed(heading.text()),
        time_limit=others_ms / 1000,
        memory_limit=mib(others_kib),
        sections=(
            *(p for p in found if p.title not in SAMPLE_PANELS),
            *(hint for p in found if p.title == "Sample Output" for hint in hints(p.content)),
        ),
        samples=tuple(Sample(i, o) for i, o in zip(inputs, outputs)),
        java_time_limit=java_ms / 1000,
        java_memory_limit=mib(java_kib),
    )
