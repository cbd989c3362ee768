"""The statements' Markdown as the Kattis export's LaTeX takes it."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
STATEMENTS = sorted(REPO.glob("problems/*/statement*.md"))

# pandoc writes a pipe table with a row wider than its 72 columns as p{} columns whose widths
# it computes with calc's \real, which problemtools' LaTeX template does not load: the PDF
# then fails to build ("Undefined control sequence").
PANDOC_COLUMNS = 72


def width(line: str) -> int:
    """The columns pandoc counts for `line`: two for a wide (CJK) character."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


def test_the_statements_are_found():
    assert len(STATEMENTS) > 40


@pytest.mark.parametrize("statement", STATEMENTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_table_rows_fit_pandocs_columns(statement: Path):
    wide = [
        line
        for line in statement.read_text(encoding="utf-8").splitlines()
        if line.startswith("|") and width(line) > PANDOC_COLUMNS
    ]
    assert wide == [], f"{statement}: table rows wider than {PANDOC_COLUMNS} columns"
