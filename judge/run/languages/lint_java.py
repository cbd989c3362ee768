"""The dialect lint for Java: what HDU's and POJ's JDK 1.5 lacks that the local javac
accepts (see judge.run.languages.lint_cpp for the judges' documentation)."""

from __future__ import annotations

import re

from judge.run.languages.lint_source import ERROR, WARNING, Finding, Views

# ---------------------------------------------------------------------------------------------
# Java and Pascal
#
# What the judges' JDK 1.5 and old Free Pascal lack that the local compilers accept (the local
# javac compiles for the oldest release it offers, at best 6 or 7; fpc is 3.x). Read from the
# code with comments and literals blanked, as for C. Each finding is an error: the judge's
# compiler rejects it (or, for a package, its run finds no class to start).

_JAVA_RULES: tuple[tuple[str, re.Pattern[str], str], ...] = (
    (
        "java-package",
        re.compile(r"^\s*package\s+[\w.]+\s*;", re.MULTILINE),
        "a package declaration: the judges run the class from the default package, where it "
        "is not found; leave the package out",
    ),
    (
        "java7-diamond",
        re.compile(r"\bnew\s+[\w.]+\s*<\s*>"),
        "the diamond <> is Java 7: JDK 1.5 (HDU/POJ Java) needs the type arguments written out",
    ),
    (
        "java7-try-resources",
        re.compile(r"\btry\s*\("),
        "try-with-resources is Java 7: JDK 1.5 (HDU/POJ Java) rejects it",
    ),
    (
        "java7-multi-catch",
        re.compile(r"\bcatch\s*\([^)]*\|"),
        "catching several exceptions in one clause is Java 7: JDK 1.5 (HDU/POJ Java) rejects it",
    ),
    (
        "java7-literal",
        re.compile(r"\b0[bB][01_]+[lL]?\b|\b\d[\d_]*_\d"),
        "binary literals and underscores in numbers are Java 7: JDK 1.5 (HDU/POJ Java) "
        "rejects them",
    ),
    (
        "java6-api",
        re.compile(
            r"\b(ArrayDeque|Deque|NavigableMap|NavigableSet|ConcurrentSkipList(?:Map|Set))\b|"
            r"\bArrays\s*\.\s*copyOf(?:Range)?\b|"
            r"\.\s*(?:floorKey|ceilingKey|higherKey|lowerKey|floorEntry|ceilingEntry|"
            r"higherEntry|lowerEntry|pollFirstEntry|pollLastEntry|descendingMap|descendingSet|"
            r"pollFirst|pollLast|ceiling|higher|lower)\s*\(|(?<!Math)\.\s*floor\s*\("
        ),
        "a Java 6 class or method: JDK 1.5 (HDU/POJ Java) does not have it",
    ),
    (
        "java7-api",
        re.compile(
            r"\b(?:Integer|Long|Short|Byte|Character|Boolean)\s*\.\s*compare\s*\(|"
            r"\bObjects\s*\.|\bThreadLocalRandom\b|\bjava\s*\.\s*nio\s*\.\s*file\b|"
            r"\bCharacter\s*\.\s*isAlphabetic\b|\bStandardCharsets\b"
        ),
        "a Java 7 class or method: JDK 1.5 (HDU/POJ Java) does not have it",
    ),
)
# `case "...":` is matched on the text with comments removed but strings kept.
_JAVA_STRING_SWITCH = re.compile(r"\bcase\s+\"")


def lint_java(source: str) -> list[Finding]:
    """What HDU's and POJ's JDK 1.5 would reject in a Java `source` that the local javac
    accepts: sorted by line, at most one finding per line and code."""
    views = Views(source)
    found: dict[tuple[int, str], Finding] = {}

    def add(line: int, code: str, message: str, severity: str = ERROR) -> None:
        found.setdefault((line, code), Finding(line, code, message, severity))

    for code, pattern, message in _JAVA_RULES:
        for match in pattern.finditer(views.code):
            shown = " ".join(match.group(0).split()).lstrip(".")
            add(views.code.count("\n", 0, match.start()) + 1, code, f"{shown}: {message}")
    for match in _JAVA_STRING_SWITCH.finditer(views.no_comments):
        add(
            views.no_comments.count("\n", 0, match.start()) + 1,
            "java7-string-switch",
            "switch on a String is Java 7: JDK 1.5 (HDU/POJ Java) rejects it",
        )
    for number, text in enumerate(source.split("\n"), 1):
        if any(ord(ch) > 127 for ch in text):
            add(
                number,
                "non-ascii",
                "non-ASCII text: the judges' javac reads the source in the machine's encoding "
                "(GBK on a Chinese Windows), so UTF-8 may be misread; keep sources ASCII",
                WARNING,
            )
    return sorted(found.values(), key=lambda f: (f.line, f.code))
