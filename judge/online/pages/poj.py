"""POJ's problem page (poj.org/problem?id=N), GBK-encoded HTML.

Its shape: the title in div.ptt; in div.plm the line "Time Limit: 1000MS Memory Limit:
65536K" (one limit for every language); then sections, each a p.pst ("Description",
"Input", "Output", "Sample Input", "Sample Output", "Hint", "Source") followed by its content:
a div.ptx, or for a sample a pre.sio. An id POJ does not have gives a page saying "Can not
find problem".
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
    pre_text,
    sample_text,
    squeezed,
)
from judge.online.tree import Element, parse_html

TIME = re.compile(r"Time Limit:\s*(\d+)\s*MS")
MEMORY = re.compile(r"Memory Limit:\s*(\d+)\s*K")
SAMPLE_SECTIONS = ("Sample Input", "Sample Output")


def sections(root: Element) -> list[Section]:
    """Each p.pst with the element after it, in page order."""
    found = []
    for parent in [root, *root.walk()]:
        children = parent.elements()
        for index, child in enumerate(children):
            if child.tag == "p" and "pst" in child.classes() and index + 1 < len(children):
                found.append(Section(squeezed(child.text()), children[index + 1]))
    return found


def _samples(found: list[Section]) -> tuple[Sample, ...]:
    inputs = [s.content for s in found if s.title == "Sample Input"]
    outputs = [s.content for s in found if s.title == "Sample Output"]
    if (
        not inputs
        or len(inputs) != len(outputs)
        or any(e.tag != "pre" for e in (*inputs, *outputs))
    ):
        raise PageShapeError(
            phrase(
                "{inputs} 'Sample Input' and {outputs} 'Sample Output' sections, each wanted "
                "with a pre.sio",
                inputs=len(inputs),
                outputs=len(outputs),
            )
        )
    return tuple(
        Sample(sample_text(pre_text(i)), sample_text(pre_text(o))) for i, o in zip(inputs, outputs)
    )


def parse(html: str) -> ProblemPage:
    """POJ's problem page read; NoSuchProblem or PageShapeError where it is not one."""
    root = parse_html(html)
    text = root.text().replace("\xa0", " ")
    if "Can not find problem" in text:
        raise NoSuchProblem(phrase("{site} says: {said}", site="POJ", said="Can not find problem"))
    title = root.find("div", "ptt")
    time, memory = TIME.search(text), MEMORY.search(text)
    if title is None or time is None or memory is None:
        raise PageShapeError(
            phrase("no title (div.ptt) or no line 'Time Limit: ...MS Memory Limit: ...K'")
        )
    found = sections(root)
    return ProblemPage(
        title=squeezed(title.text()),
        time_limit=int(time.group(1)) / 1000,
        memory_limit=mib(int(memory.group(1))),
        sections=tuple(s for s in found if s.title not in SAMPLE_SECTIONS),
        samples=_samples(found),
    )
