"""What the dialect lints share: a finding, and a small lexer that splits a C, C++ or Java
source into code, comments and string literals (not a parser), so that each rule reads only
the part it is about (judge.run.languages.lint_cpp for C and C++, judge.run.languages.lint_java, lint_pascal)."""

from __future__ import annotations

from dataclasses import dataclass

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Finding:
    """One construct the judges' compilers reject: 1-based line, a short code, why."""

    line: int
    code: str
    message: str
    severity: str = ERROR

    def __str__(self) -> str:
        return f"line {self.line}: {self.severity}: {self.code}: {self.message}"


# ---------------------------------------------------------------------------------------------
# Lexing: code, comments, literals


@dataclass(frozen=True)
class Literal:
    line: int
    text: str  # between the quotes, escapes as written


class Views:
    """The source as `no_comments` (comments blanked) and `code` (comments and literals
    blanked), both keeping every character position and line break, and its string literals."""

    def __init__(self, source: str) -> None:
        no_comments = list(source)
        code = list(source)
        self.strings: list[Literal] = []

        def blank(buffer: list, start: int, end: int) -> None:
            for k in range(start, end):
                if buffer[k] != "\n":
                    buffer[k] = " "

        i, n, line = 0, len(source), 1
        while i < n:
            c = source[i]
            if source.startswith("//", i):
                end = i
                while end < n and source[end] != "\n":
                    end += 2 if source.startswith("\\\n", end) else 1  # \ continues it
                blank(no_comments, i, end)
                blank(code, i, end)
            elif source.startswith("/*", i):
                end = source.find("*/", i + 2)
                end = n if end < 0 else end + 2
                blank(no_comments, i, end)
                blank(code, i, end)
            elif c == '"' or c == "'":
                end = i + 1
                while end < n and source[end] not in (c, "\n"):
                    end += 2 if source[end] == "\\" else 1
                if c == '"':
                    self.strings.append(Literal(line, source[i + 1 : min(end, n)]))
                end = min(end + 1, n)
                blank(code, i, end)
            else:
                end = i + 1
            line += source.count("\n", i, end)
            i = end
        self.no_comments = "".join(no_comments)
        self.code = "".join(code)
