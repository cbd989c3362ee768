"""The dialect lint for Pascal: what the judges' Free Pascal 2 lacks that the local fpc 3
accepts (see judge.run.languages.lint_cpp for the judges' documentation)."""

from __future__ import annotations

import re

from judge.run.languages.lint_source import WARNING, Finding


def _pascal_code(source: str) -> tuple[str, str]:
    """(code, directives): the Pascal `source` with comments and strings blanked, and with
    only the compiler directives ({$...}) kept; both keep every line break."""
    code, directives = list(source), [" " if c != "\n" else c for c in source]
    i, n = 0, len(source)
    while i < n:
        if source.startswith("{", i):
            end = source.find("}", i + 1)
            end = n if end < 0 else end + 1
            if source.startswith("{$", i):
                directives[i:end] = source[i:end]
        elif source.startswith("(*", i):
            end = source.find("*)", i + 2)
            end = n if end < 0 else end + 2
        elif source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
        elif source[i] == "'":
            end = i + 1
            while end < n and source[end] != "\n":
                if source[end] == "'":
                    if source.startswith("''", end):
                        end += 2
                        continue
                    end += 1
                    break
                end += 1
        else:
            i += 1
            continue
        for k in range(i, end):
            if code[k] != "\n":
                code[k] = " "
        i = end
    return "".join(code), "".join(directives)


_PASCAL_RULES: tuple[tuple[str, bool, re.Pattern[str], str], ...] = (
    (
        "pascal-for-in",
        False,
        re.compile(r"\bfor\s+[\w.]+\s+in\b", re.IGNORECASE),
        "for ... in loops came with Free Pascal 2.4: POJ's Free Pascal 2.0 rejects them",
    ),
    (
        "pascal-generics",
        False,
        re.compile(r"\b(?:generic|specialize)\b", re.IGNORECASE),
        "generics came with Free Pascal 2.2: POJ's Free Pascal 2.0 rejects them",
    ),
    (
        "pascal-helper",
        False,
        re.compile(r"\b(?:class|record|type)\s+helper\b", re.IGNORECASE),
        "helpers came with Free Pascal 2.6 and later: the judges' older Free Pascal rejects them",
    ),
    (
        "pascal-modeswitch",
        True,
        re.compile(r"\{\$modeswitch\b", re.IGNORECASE),
        "{$modeswitch} came with Free Pascal 2.6: the judges' older Free Pascal rejects it",
    ),
)


def lint_pascal(source: str) -> list[Finding]:
    """What HDU's and POJ's old Free Pascal would reject in a Pascal `source` that the local
    fpc accepts: sorted by line, at most one finding per line and code."""
    code, directives = _pascal_code(source)
    found: dict[tuple[int, str], Finding] = {}
    for name, in_directives, pattern, message in _PASCAL_RULES:
        text = directives if in_directives else code
        for match in pattern.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.setdefault((line, name), Finding(line, name, message))
    for number, line_text in enumerate(source.split("\n"), 1):
        if any(ord(ch) > 127 for ch in line_text):
            found.setdefault(
                (number, "non-ascii"),
                Finding(
                    number,
                    "non-ascii",
                    "non-ASCII text: the judges read the source as bytes of their machine's "
                    "code page (GBK on a Chinese Windows); keep sources ASCII",
                    WARNING,
                ),
            )
    return sorted(found.values(), key=lambda f: (f.line, f.code))
