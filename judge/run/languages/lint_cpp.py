"""The online judges' dialects: how HDU and POJ compile, and a lint for what their old
compilers reject or mishandle, in C/C++ (below); Java's and Pascal's are judge.run.languages.lint_java
and judge.run.languages.lint_pascal, the lexer they share judge.run.languages.lint_source.

HDU and POJ judge C and C++ on Windows, with an old 32-bit MinGW GCC (options "G++"/"GCC")
and with Microsoft Visual C++ (options "C++"/"C"). Compiling with the language table's
`STRICT_FLAGS` (g++ in strict C++98 mode, every warning an error) already rejects most of
what they cannot take: C++11 syntax, `long long` in C++98, variable-length arrays,
`<cstdint>`. `lint` finds the rest, which g++ on Linux accepts even with those flags:

===================  ========  ==================================================  ==========
code                 severity  what                                                hurts
===================  ========  ==================================================  ==========
``bits-header``      error     ``#include <bits/...>``: libstdc++ internals        MSVC
``ext-header``       error     ``#include <ext/...>``: GNU extensions              MSVC
``stdint-header``    error     ``<stdint.h>``, ``<inttypes.h>``, ``<cstdint>``,    MSVC
                               ``<cinttypes>``: not in MSVC 2008, C++11 forms
``int128``           error     ``__int128``: no 128-bit integers                   MinGW, MSVC
``ll-format``        error     ``%lld``, ``%llu``, ``%lli``, ``%llx``... in a      MinGW
                               string literal: MinGW's printf/scanf are msvcrt's,
                               which do not know ``ll``
``i64-format``       warning   ``%I64d``...: right on the judges, but glibc does   local
                               not know it (local runs go wrong)
``pragma-target``    error     ``#pragma GCC target``: GCC 4.4 lacks newer ISAs,   MinGW
                               the judge's CPU may lack them
``pragma-optimize``  warning   ``#pragma GCC optimize``: ignored by MSVC           MinGW, MSVC
``gets``             error     ``gets(``: removed from C11 and C++14               local
``builtin``          warning   ``__builtin_*``: GCC only                           MSVC
``typeof``           error     ``typeof``, ``__typeof__``: GNU extension           MSVC
``non-ascii``        warning   non-ASCII text: MSVC reads a source in the          MSVC
                               machine's code page (GBK on a Chinese Windows)
===================  ========  ==================================================  ==========

Where each rule looks. The source is split into code, comments, and string and character
literals by a small lexer (this is not a C++ parser). Include and pragma checks read
preprocessor lines only; identifier checks (``__int128``, ``gets``, ``__builtin_*``,
``typeof``) read code outside comments and literals; format checks read INSIDE string
literals (``"%%lld"`` is a percent sign and text, not a conversion); ``non-ascii`` reads
everything, comments included.

Which compilers see a line: the rule for guarded code. Three compilers are modelled: the
judges' MinGW G++ and MSVC (both with ONLINE_JUDGE defined, as both judges document), and the
local Linux GCC that runs the tests here. A line is checked against a rule only if some
compiler the rule hurts may compile it. Each ``#if``/``#ifdef``/``#ifndef``/``#elif``
condition is evaluated for each compiler, three-valued (true, false, unknown), from
`KNOWN_MACROS`: what each compiler is known to define or not define. A condition may use
``defined(M)``, ``defined M``, a bare macro name, integer literals, ``!``, ``&&``, ``||`` and
parentheses; any other form (comparisons, arithmetic, unknown macros) is unknown, and an
unknown branch counts as compiled by everyone: the rule errs towards a finding. So

    #ifdef ONLINE_JUDGE                       (or _WIN32, __MINGW32__)
    #define LLD "%I64d"                       only the judges compile this: no i64-format
    #else
    #define LLD "%lld"                        MinGW never compiles this: no ll-format
    #endif

is clean, while ``#ifdef _MSC_VER`` (MinGW does not define it) or ``#ifdef _WIN64`` (the
judges' MinGW is 32-bit) leave the ``%lld`` branch to MinGW and it is reported.
``#if 0`` blocks are never checked.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

from judge.run.languages.lint_java import lint_java
from judge.run.languages.lint_pascal import lint_pascal
from judge.run.languages.lint_source import ERROR, WARNING, Finding, Literal, Views

# How the judges compile, as far as a modern GCC can stand in for them:
# - a user's file judged "the way HDU or POJ would compile it" (`judge run --dialect hdu`,
#   `hdu-c++`, ...) compiles with the flags of judge.run.languages.table's JUDGE_DIALECTS: the
#   language as each of the judge's compilers takes it (HDU's G++ C++11, POJ's C++98, C in
#   GCC's gnu89) with ONLINE_JUDGE defined, as both judges document. No -pedantic: their G++
#   accepts GNU extensions such as `long long`, and so must we, or a local CE would be a
#   false alarm. What they reject beyond the language level, `lint` warns about.
# - `STRICT_FLAGS` (judge.run.languages.table's): what our own C++ references must pass
#   (judge verify): strict C++98, every warning an error, so that a reference compiles on
#   every judge's compiler.
#
# What the judges document, as found (no newer statement could be read here):
# - POJ, FAQ page http://poj.org/faq.htm: "For C and C++, MS-VC++ 6.0 is used. For GCC/G++,
#   MinGW GCC/G++ 3.4.2 is used." The current setup is commonly given as MinGW GCC 4.4
#   ("G++"/"GCC", C++98) and MSVC 2008 ("C++"/"C"); the page that would list it
#   (http://poj.org/page?id=1000, "Details about the compilers used") could not be read.
#   Either way: a pre-C++11 32-bit MinGW GCC, whose printf/scanf are msvcrt's, and an old MSVC.
# - HDU, FAQ page http://acm.hdu.edu.cn/faq.php?lang=en: "There is a conditional define of
#   compiler called ONLINE_JUDGE", and under "My program got an AC in C++ while TLE in G++ !":
#   "MS-VC++ is more effective to process I/O", i.e. its "C++" option is MS-VC++. It gives no
#   version for G++ or MS-VC++.
# No g++ flag makes g++ accept only what MSVC accepts: `lint` covers that part.
# The flags themselves are data: judge.run.languages.table's JUDGE_DIALECTS. The judges whose
# old compilers this module's lints know:
DIALECTS = ("hdu", "poj")
# Java, as both judges document it:
# - HDU, FAQ http://acm.hdu.edu.cn/faq.php?lang=chs ("关于Java的特别说明"): "HDOJ上使用的是
#   JDK 1.50 Update 8"; the program is one file; one class must have the static method main,
#   the entry point; "如果您将主类申明为public公有类,则这个类名必须是'Main'" (a public main
#   class must be named Main), and its example's entry class `class Sum` is not public.
# - POJ, its FAQ in the Chinese translation of 2007 ("PKU JudgeOnline FAQ 中文版"): "对于Pascal,
#   采用的是FreePascal 2.0.0. 对于Java, 采用的是JDK 1.5.0." (the English page,
#   http://poj.org/page?id=1000, lists the compilers below what could be read of it).
# So Java is compiled for release 5 where the local javac can, else for the oldest release it
# offers (javac's --release goes back to 6 in JDK 9 to 11, to 7 in JDK 12 to 19, to 8 from
# JDK 20), and `lint_java` reports what release 5 lacks; from a file named Main.java, so that a
# public class must be Main; the class with main is the entry point, whatever its name, as
# HDU says.
# The closest local stand-in for the judges' 32-bit Windows G++ (Debian g++-mingw-w64-i686).
MINGW_COMPILER = "i686-w64-mingw32-g++"

MINGW, MSVC, LOCAL = "mingw", "msvc", "local"
COMPILERS = (MINGW, MSVC, LOCAL)

# Per compiler: macros known defined (True) and known undefined (False); others are unknown.
# MINGW: the judges' 32-bit MinGW GCC; WIN32 is left unknown (GCC defines it only in its GNU
# modes). MSVC: the judges' Visual C++; _WIN64 unknown (the judges' bitness is not
# documented). LOCAL: GCC or Clang on Linux, as this judge runs solutions, no ONLINE_JUDGE.
_WINDOWS_ONLY = (
    "ONLINE_JUDGE",
    "_WIN32",
    "_WIN64",
    "WIN32",
    "__WIN32__",
    "__MINGW32__",
    "__MINGW64__",
    "_MSC_VER",
)
KNOWN_MACROS: dict[str, dict[str, bool]] = {
    MINGW: {
        "ONLINE_JUDGE": True,
        "_WIN32": True,
        "__WIN32__": True,
        "__MINGW32__": True,
        "__GNUC__": True,
        "_WIN64": False,
        "__MINGW64__": False,
        "_MSC_VER": False,
        "__linux__": False,
        "__unix__": False,
        "__clang__": False,
    },
    MSVC: {
        "ONLINE_JUDGE": True,
        "_WIN32": True,
        "_MSC_VER": True,
        "__GNUC__": False,
        "__WIN32__": False,
        "__MINGW32__": False,
        "__MINGW64__": False,
        "__linux__": False,
        "__unix__": False,
        "__clang__": False,
    },
    LOCAL: {
        **dict.fromkeys(_WINDOWS_ONLY, False),
        "__linux__": True,
        "__unix__": True,
        "__GNUC__": True,
    },
}

# ---------------------------------------------------------------------------------------------
# Preprocessor conditions, evaluated per compiler (three-valued: True, False, None = unknown)

_TOKEN = re.compile(r"\s*(defined\b|[A-Za-z_]\w*|\d+[uUlL]*|&&|\|\||!|\(|\)|\S)")


def _not(a: bool | None) -> bool | None:
    return None if a is None else not a


def _and(a: bool | None, b: bool | None) -> bool | None:
    if a is False or b is False:
        return False
    return None if a is None or b is None else True


def _or(a: bool | None, b: bool | None) -> bool | None:
    return _not(_and(_not(a), _not(b)))


class _Unknown(Exception):
    """The condition has a form the evaluator does not handle."""


class _Condition:
    """A recursive-descent reader of one #if expression's tokens, for one compiler's macros:
    `!`, `&&`, `||`, parentheses, `defined`, numbers and names."""

    def __init__(self, tokens: list[str], known: dict[str, bool]) -> None:
        self.tokens = tokens
        self.known = known
        self.pos = 0

    def peek(self) -> str:
        """The next token, or "" at the end."""
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ""

    def take(self, expected: str | None = None) -> str:
        """The next token, consumed; _Unknown at the end or if it is not ``expected``."""
        token = self.peek()
        if not token or (expected is not None and token != expected):
            raise _Unknown
        self.pos += 1
        return token

    def macro(self, name: str) -> bool | None:
        """Whether the macro ``name`` is defined for this compiler, None if unknown."""
        if not re.fullmatch(r"[A-Za-z_]\w*", name) or name == "defined":
            raise _Unknown
        return self.known.get(name)

    def defined(self) -> bool | None:
        """`defined NAME` or `defined(NAME)`, its keyword already taken."""
        if self.peek() != "(":
            return self.macro(self.take())
        self.take("(")
        value = self.macro(self.take())
        self.take(")")
        return value

    def primary(self) -> bool | None:
        """A negation, a parenthesised condition, `defined`, a number or a bare name."""
        token = self.take()
        if token == "!":
            return _not(self.primary())
        if token == "(":
            value = self.disjunction()
            self.take(")")
            return value
        if token == "defined":
            return self.defined()
        if token[0].isdigit():
            return int(token.rstrip("uUlL")) != 0
        return self.macro(token)  # a bare name: defined ones are non-zero here, others 0

    def conjunction(self) -> bool | None:
        """Primaries joined by `&&`."""
        value = self.primary()
        while self.peek() == "&&":
            self.take()
            value = _and(value, self.primary())
        return value

    def disjunction(self) -> bool | None:
        """Conjunctions joined by `||`."""
        value = self.conjunction()
        while self.peek() == "||":
            self.take()
            value = _or(value, self.conjunction())
        return value


def evaluate(expression: str, compiler: str) -> bool | None:
    """The value of an #if expression for `compiler` (see `KNOWN_MACROS`), None if unknown."""
    condition = _Condition(_TOKEN.findall(expression), KNOWN_MACROS[compiler])
    try:
        value = condition.disjunction()
    except _Unknown:
        return None
    return value if condition.pos == len(condition.tokens) else None


_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*(\w+)(.*)")


def _directives(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(first line, last line, keyword, rest) of every preprocessor directive, with
    backslash-continued lines joined."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        first, joined = i, lines[i]
        while joined.endswith("\\") and i + 1 < len(lines):
            i += 1
            joined = joined[:-1] + " " + lines[i]
        match = _DIRECTIVE.match(joined)
        if match:
            yield first + 1, i + 1, match.group(1), match.group(2).strip()
        i += 1


class _Group:
    """One #if ... #endif, per compiler: is the current branch taken, and were all the
    earlier branches' conditions false (so that a later one may be taken)?"""

    def __init__(self) -> None:
        self.rest: dict[str, bool | None] = dict.fromkeys(COMPILERS, True)
        self.taken: dict[str, bool | None] = {}

    def branch(self, condition: str | None) -> None:
        """Enter the next branch; condition None for #else."""
        for c in COMPILERS:
            own = True if condition is None else evaluate(condition, c)
            self.taken[c] = _and(self.rest[c], own)
            self.rest[c] = _and(self.rest[c], _not(own))


def _compilers_by_line(text: str) -> list[frozenset[str]]:
    """Index = line number (1-based): the compilers that may compile that line."""
    count = text.count("\n") + 1
    result: list[frozenset[str]] = [frozenset(COMPILERS)] * (count + 2)
    stack: list[_Group] = []
    changes: list[tuple[int, frozenset[str]]] = []
    for _, last, keyword, rest in _directives(text):
        if keyword in ("if", "ifdef", "ifndef"):
            stack.append(_Group())
            condition = {"if": rest, "ifdef": f"defined({rest})", "ifndef": f"!defined({rest})"}[
                keyword
            ]
            stack[-1].branch(condition)
        elif keyword == "elif" and stack:
            stack[-1].branch(rest)
        elif keyword == "else" and stack:
            stack[-1].branch(None)
        elif keyword == "endif" and stack:
            stack.pop()
        else:
            continue
        may = frozenset(c for c in COMPILERS if all(g.taken[c] is not False for g in stack))
        changes.append((last + 1, may))
    changes.append((count + 1, frozenset(COMPILERS)))
    for (start, may), (stop, _) in zip(changes, changes[1:]):
        for number in range(start, stop):
            result[number] = may
    return result


# ---------------------------------------------------------------------------------------------
# The rules: code -> (severity, compilers it hurts)

RULES: dict[str, tuple[str, frozenset[str]]] = {
    "bits-header": (ERROR, frozenset({MSVC})),
    "ext-header": (ERROR, frozenset({MSVC})),
    "stdint-header": (ERROR, frozenset({MSVC})),
    "int128": (ERROR, frozenset({MINGW, MSVC})),
    "ll-format": (ERROR, frozenset({MINGW})),
    "i64-format": (WARNING, frozenset({LOCAL})),
    "pragma-target": (ERROR, frozenset({MINGW})),
    "pragma-optimize": (WARNING, frozenset({MINGW, MSVC})),
    "gets": (ERROR, frozenset({LOCAL})),
    "builtin": (WARNING, frozenset({MSVC})),
    "typeof": (ERROR, frozenset({MSVC})),
    "non-ascii": (WARNING, frozenset({MSVC})),
}

_INCLUDE = re.compile(r'[<"]([^>"]+)[>"]')
_STDINT = {"stdint.h", "cstdint", "inttypes.h", "cinttypes"}
# A printf/scanf conversion: flags, width, precision, length, letter; "%%" is a plain percent.
_CONVERSION = re.compile(
    r"%(?:%|[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?"
    r"(hh|ll|I64|I32|[hlLqjztI])?([A-Za-z]))"
)
_INTEGER_CONVERSIONS = frozenset("diouxXn")
_IDENTIFIERS = (
    (
        "int128",
        re.compile(r"\b__int128(?:_t)?\b|\b__uint128_t\b"),
        "__int128: 32-bit MinGW (HDU/POJ G++) and MSVC (HDU/POJ C++) have no 128-bit integers",
    ),
    (
        "builtin",
        re.compile(r"\b__builtin_\w+"),
        "GCC builtin: MSVC (HDU/POJ C++) has none, so this compiles with G++ only",
    ),
    (
        "typeof",
        re.compile(r"\b(?:typeof|__typeof__|__typeof)\b"),
        "typeof is a GNU extension: MSVC (HDU/POJ C++) rejects it, and decltype is C++11",
    ),
    (
        "gets",
        re.compile(r"(?<![\w.>])gets\s*\("),
        "gets was removed from C11 and C++14 (it cannot be used safely), so modern compilers "
        "such as this judge's reject it: use fgets or scanf",
    ),
)


def _include_finding(line: int, rest: str) -> tuple[int, str, str] | None:
    match = _INCLUDE.match(rest)
    if match is None:
        return None
    header = match.group(1).strip()
    if header.startswith("bits/"):
        return (
            line,
            "bits-header",
            f"<{header}> is a libstdc++ internal: MSVC (HDU/POJ C++) "
            "has no such header; include the standard headers you use",
        )
    if header.startswith("ext/"):
        return (
            line,
            "ext-header",
            f"<{header}> is a GNU libstdc++ extension: MSVC (HDU/POJ C++) has no such header",
        )
    if header in _STDINT:
        return (
            line,
            "stdint-header",
            f"<{header}>: MSVC 2008 (HDU/POJ C++) has no "
            "<stdint.h> or <inttypes.h>, and <cstdint>/<cinttypes> are C++11",
        )
    return None


def _pragma_finding(line: int, rest: str) -> tuple[int, str, str] | None:
    words = re.split(r"[\s(]+", rest)
    if len(words) < 2 or words[0] != "GCC":
        return None
    if words[1] == "target":
        return (
            line,
            "pragma-target",
            "#pragma GCC target: GCC 4.4 (HDU/POJ G++) does not "
            "know the newer instruction sets, and the judge's CPU may lack them",
        )
    if words[1] == "optimize":
        return (
            line,
            "pragma-optimize",
            "#pragma GCC optimize: MSVC (HDU/POJ C++) ignores it "
            "and GCC 4.4 (G++) knows few of today's options: do not rely on it",
        )
    return None


def _format_findings(literal: Literal) -> Iterator[tuple[int, str, str]]:
    for match in _CONVERSION.finditer(literal.text):
        length, letter = match.group(1), match.group(2)
        if letter not in _INTEGER_CONVERSIONS:
            continue
        if length == "ll":
            yield (
                literal.line,
                "ll-format",
                f"{match.group(0)}: HDU/POJ G++ (MinGW) scan and "
                "print through msvcrt, which does not know ll; use %I64d under #ifdef "
                "ONLINE_JUDGE (or avoid 64-bit integers)",
            )
        elif length == "I64":
            yield (
                literal.line,
                "i64-format",
                f"{match.group(0)}: right on HDU/POJ (Windows), "
                "but glibc does not know I64 (judge's HDU/POJ dialects make it work, a plain "
                "local build does not); put it under #ifdef ONLINE_JUDGE with %lld in the #else",
            )


def lint(source: str) -> list[Finding]:
    """What HDU's or POJ's compilers would reject or mishandle in `source` (C or C++ text):
    sorted by line, at most one finding per line and code."""
    views = Views(source)
    may_compile = _compilers_by_line(views.no_comments)
    raw: list[tuple[int, str, str]] = []
    for first, _, keyword, rest in _directives(views.no_comments):
        found = (
            _include_finding(first, rest)
            if keyword == "include"
            else _pragma_finding(first, rest)
            if keyword == "pragma"
            else None
        )
        if found:
            raw.append(found)
    for number, text in enumerate(views.code.split("\n"), 1):
        if re.match(r"\s*#\s*include\b", text):
            continue
        for code, pattern, message in _IDENTIFIERS:
            if pattern.search(text):
                raw.append((number, code, message))
    for literal in views.strings:
        raw.extend(_format_findings(literal))
    for number, text in enumerate(source.split("\n"), 1):
        if any(ord(ch) > 127 for ch in text):
            raw.append(
                (
                    number,
                    "non-ascii",
                    "non-ASCII text: MSVC (HDU/POJ C++) reads a "
                    "source in the machine's code page (GBK on a Chinese Windows), so "
                    "UTF-8 may be misread; keep sources ASCII",
                )
            )
    findings: dict[tuple[int, str], Finding] = {}
    for line, code, message in raw:
        severity, hurts = RULES[code]
        if (line, code) not in findings and may_compile[line] & hurts:
            findings[(line, code)] = Finding(line, code, message, severity)
    return sorted(findings.values(), key=lambda f: (f.line, f.code))


LINTS = {"c": lint, "cpp": lint, "java": lint_java, "pascal": lint_pascal}
"""The lint of each language the judges take (by language id)."""
_LINT_BY_EXTENSION = {".java": lint_java, ".pas": lint_pascal, ".pp": lint_pascal}


def main(argv: list[str] | None = None) -> int:
    """`python -m judge.run.languages.lint_cpp FILE...`: print the findings (Java and Pascal files by their
    extension, others as C/C++); exit status 1 if any is an error, 2 for a usage error."""
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python -m judge.run.languages.lint_cpp FILE...", file=sys.stderr)
        return 2
    status = 0
    for path in paths:
        check = _LINT_BY_EXTENSION.get(path[path.rfind(".") :].lower(), lint)
        with open(path, encoding="utf-8", errors="replace") as handle:
            for finding in check(handle.read()):
                print(f"{path}: {finding}")
                if finding.severity == ERROR:
                    status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
