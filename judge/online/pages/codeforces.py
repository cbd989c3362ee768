"""Codeforces' problem page (codeforces.com/problemset/problem/C/I, /contest/C/problem/I),
UTF-8 HTML.

Its shape: div.problem-statement holds div.header (div.title "B. Name", div.time-limit and
div.memory-limit, each a div.property-title then "1 second", "256 megabytes"), the legend (a
div of its own), div.input-specification, div.output-specification, div.sample-tests and
div.note, each after the header beginning with its div.section-title. Each div.sample-test
holds div.input and div.output, each with a <pre>: its lines either <br>-separated text or,
on newer pages, one div.test-example-line each. Formulas are between $$$ (inline) and
$$$$$$ (display).
"""

from __future__ import annotations

import re

from judge.i18n import phrase
from judge.online.pages.page import (
    PageShapeError,
    ProblemPage,
    Sample,
    Section,
    pre_text,
    sample_text,
    squeezed,
)
from judge.online.tree import Element, parse_html

TIME = re.compile(r"([\d.]+)\s*seconds?")
MEMORY = re.compile(r"(\d+)\s*megabytes?")
#: The statement's parts after the header, by class, and the heading each has when the page
#: gives none.
PARTS = {
    "input-specification": "Input",
    "output-specification": "Output",
    "note": "Note",
}


def _value(header: Element, cls: str) -> str:
    """A header property's value: its text without its div.property-title."""
    holder = header.find("div", cls)
    if holder is None:
        raise PageShapeError(phrase("no div.{cls} in the header", cls=cls))
    return squeezed(
        "".join(
            c if isinstance(c, str) else c.text()
            for c in holder.children
            if isinstance(c, str) or "property-title" not in c.classes()
        )
    )


def lines_of(pre: Element) -> str:
    """A sample <pre>'s text: its div.test-example-line lines, else its text with <br>s."""
    lines = [e for e in pre.elements() if "test-example-line" in e.classes()]
    if lines:
        return sample_text("\n".join(line.text() for line in lines))
    return sample_text(pre_text(pre))


def _samples(statement: Element) -> tuple[Sample, ...]:
    samples = []
    for test in statement.find_all("div", "sample-test"):
        inputs = [d.find("pre") for d in test.find_all("div", "input")]
        outputs = [d.find("pre") for d in test.find_all("div", "output")]
        if not inputs or len(inputs) != len(outputs) or None in (*inputs, *outputs):
            raise PageShapeError(phrase("a div.sample-test without its input and output <pre>s"))
        samples += [Sample(lines_of(i), lines_of(o)) for i, o in zip(inputs, outputs) if i and o]
    if not samples:
        raise PageShapeError(phrase("no div.sample-test"))
    return tuple(samples)


def _sections(statement: Element, header: Element) -> tuple[Section, ...]:
    found = []
    for part in statement.elements():
        if part is header or "sample-tests" in part.classes():
            continue
        cls = next((c for c in part.classes() if c in PARTS), None)
        heading = part.find("div", "section-title")
        kept = [c for c in part.children if not (isinstance(c, Element) and c is heading)]
        title = squeezed(heading.text()) if heading is not None else PARTS.get(cls or "", "")
        found.append(Section(title, Element(part.tag, part.attrs, kept)))
    return tuple(found)


def parse(html: str) -> ProblemPage:
    """Codeforces' problem page read; PageShapeError where it is not one."""
    root = parse_html(html)
    statement = root.find("div", "problem-statement")
    header = statement.find("div", "header") if statement is not None else None
    title = header.find("div", "title") if header is not None else None
    if statement is None or header is None or title is None:
        raise PageShapeError(phrase("no div.problem-statement with its div.header and div.title"))
    time = TIME.search(_value(header, "time-limit"))
    memory = MEMORY.search(_value(header, "memory-limit"))
    if time is None or memory is None:
        raise PageShapeError(
            phrase("no 'time limit per test' in seconds or memory limit in megabytes")
        )
    return ProblemPage(
        title=re.sub(r"^[A-Z]\d?\.\s*", "", squeezed(title.text())),
        time_limit=float(time.group(1)),
        memory_limit=int(memory.group(1)),
        sections=_sections(statement, header),
        samples=_samples(statement),
    )
