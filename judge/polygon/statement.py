"""A Polygon package's statements, as text: each language of `statements/` (Polygon's names,
`english`, `russian`, ...), from its `problem-properties.json` (the sections: legend, input,
output, notes, scoring; LaTeX in them shown as readable Markdown), else its LaTeX
`problem.tex`, else its HTML with the tags dropped."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from judge.documents import parse_json
from judge.errors import JudgeError
from judge.kattis.statement import latex_as_markdown
from judge.package_tree import read_limited
from judge.polygon.problem_xml import ProblemXml

STATEMENT_LIMIT = 4 << 20  # bytes of a statement file read
# Polygon's language names -> the codes judge's --lang takes.
CODES = {"english": "en", "russian": "ru", "chinese": "zh", "ukrainian": "uk", "french": "fr"}
SECTIONS = (
    ("legend", ""),
    ("input", "Input"),
    ("output", "Output"),
    ("interaction", "Interaction"),
    ("scoring", "Scoring"),
    ("notes", "Note"),
)
_TAG = re.compile(r"<[^>]+>")
# olymp.sty's commands, which Polygon's problem.tex uses, as Markdown headings (or nothing: the
# problem environment's header repeats the name and limits; the examples are files).
_OLYMP = (
    (re.compile(r"\\begin\{problem\}(\{[^{}]*\}){5}"), ""),
    (re.compile(r"\\end\{problem\}"), ""),
    (re.compile(r"\\InputFile\b"), "\n## Input\n"),
    (re.compile(r"\\OutputFile\b"), "\n## Output\n"),
    (re.compile(r"\\Interaction\b"), "\n## Interaction\n"),
    (re.compile(r"\\Scoring\b"), "\n## Scoring\n"),
    (re.compile(r"\\Examples?\b"), "\n## Examples\n"),
    (re.compile(r"\\Notes?\b"), "\n## Note\n"),
    (re.compile(r"\\exmp(file)?\{[^{}]*\}\{[^{}]*\}%?"), ""),
)


def olymp_as_markdown(text: str) -> str:
    """A problem.tex written with olymp.sty, as Markdown."""
    text = text.replace("\r\n", "\n")
    for pattern, replacement in _OLYMP:
        text = pattern.sub(replacement.replace("\\", "\\\\"), text)
    return latex_as_markdown(text)


@dataclass(frozen=True)
class Text:
    """A statement in one language: its name there and its body as Markdown."""

    language: str
    name: str
    body: str


def code(language: str) -> str:
    """The short code of a Polygon language name (`english` -> `en`)."""
    return CODES.get(language, language)


def _read(path: Path) -> str:
    return read_limited(path, STATEMENT_LIMIT).decode("utf-8", errors="replace")


def _from_properties(path: Path) -> tuple[str, str]:
    data = parse_json(read_limited(path, STATEMENT_LIMIT), path)
    if not isinstance(data, dict):
        raise JudgeError(f"{path}: not a JSON object of statement sections")
    parts = []
    for key, heading in SECTIONS:
        text = data.get(key)
        if isinstance(text, str) and text.strip():
            body = latex_as_markdown(text.replace("\r\n", "\n")).strip()
            parts.append(f"## {heading}\n\n{body}" if heading else body)
    name = data.get("name")
    return (name if isinstance(name, str) else ""), "\n\n".join(parts) + "\n"


def statement_texts(xml: ProblemXml) -> list[Text]:
    """Every language's statement, in problem.xml's order of languages."""
    package = xml.path.parent
    languages = list(dict.fromkeys(s.language for s in xml.statements))
    for folder in (
        sorted((package / "statements").glob("*")) if (package / "statements").is_dir() else []
    ):
        if folder.is_dir() and not folder.name.startswith(".") and folder.name not in languages:
            languages.append(folder.name)
    texts = []
    for language in languages:
        name, body = xml.names.get(language, ""), ""
        properties = package / "statements" / language / "problem-properties.json"
        tex = next(
            (
                package / s.path
                for s in xml.statements
                if s.language == language and s.type == "application/x-tex"
            ),
            package / "statements" / language / "problem.tex",
        )
        page = next(
            (
                package / s.path
                for s in xml.statements
                if s.language == language and s.type == "text/html"
            ),
            None,
        )
        if properties.is_file():
            said, body = _from_properties(properties)
            name = name or said
        elif tex.is_file():
            body = olymp_as_markdown(_read(tex))
        elif page is not None and page.is_file():
            body = html.unescape(_TAG.sub("", _read(page))).strip() + "\n"
        if body:
            texts.append(Text(code(language), name, body))
    return texts
