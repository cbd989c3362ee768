"""What a judge's problem page holds, as every page reader returns it, and the errors a page
reader raises."""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.errors import JudgeError
from judge.online.tree import Element


@dataclass(frozen=True)
class Sample:
    """One sample of the page: its input and its answer, each ending with a line end."""

    input: str
    output: str


@dataclass(frozen=True)
class Section:
    """One titled part of the statement (Input, Output, Note, ...): its title as the page
    says it and its content as an element."""

    title: str
    content: Element


@dataclass(frozen=True)
class ProblemPage:
    """A problem as its page shows it: title, the C/C++ limits (seconds, MiB), the Java ones
    where the judge gives them apart, the statement's sections in order, the samples."""

    title: str
    time_limit: float
    memory_limit: int
    sections: tuple[Section, ...]
    samples: tuple[Sample, ...]
    java_time_limit: float | None = None
    java_memory_limit: int | None = None


class NoSuchProblem(JudgeError):
    """The judge answered that it has no such problem."""


class PageShapeError(JudgeError):
    """The page is not shaped as the reader knows it: the site changed, or it is not a
    problem's page."""


def sample_text(text: str) -> str:
    """A sample's text as a file: Windows line ends made plain, trailing white space of each
    line and blank lines at the ends dropped, one line end at the end."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n" if lines else ""


def squeezed(text: str) -> str:
    """`text` with its runs of white space (non-breaking spaces too) one space, trimmed."""
    return re.sub(r"\s+", " ", text.replace("\xa0", " ")).strip()


def mib(kib: int) -> int:
    """Kibibytes (as HDU and POJ say, "K") in whole MiB, at least 1."""
    return max(1, round(kib / 1024))


def pre_text(pre: Element) -> str:
    """A <pre>'s text, a <br> a line end."""
    return pre.text(br="\n")
