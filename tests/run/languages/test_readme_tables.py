"""The manual's table of the languages and its list of the table's fields
(docs/reference/languages.md) are made from the data (judge/run/languages/languages.yaml, and
`Language`'s fields with their meanings): each lives between two markers, and this test fails
when either differs from what the data makes. The table of the judges' dialects
(docs/reference/dialects.md) is checked to name every dialect.

`python tests/run/languages/test_readme_tables.py` (judge installed, as for the tests) writes
both blocks into the page afresh.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path

from judge.documents import read_yaml
from judge.run.languages.dialects import JUDGE_DIALECTS, judge_dialects
from judge.run.languages.language import JUDGE_PYTHON, Language, render, table_fields
from judge.run.languages.table import SHIPPED, read_table

REPO = Path(__file__).resolve().parents[3]
PAGE = REPO / "docs" / "reference" / "languages.md"  # the manual's Languages page
DIALECTS = REPO / "docs" / "reference" / "dialects.md"
BLOCKS = ("languages", "fields")
WRITE = "python tests/run/languages/test_readme_tables.py"


def _tool_names(lang: Language) -> dict[str, str]:
    """Each placeholder's program as the manual names it: its first candidate."""
    return {
        placeholder: "PYTHON" if candidates[0] == JUDGE_PYTHON else candidates[0]
        for placeholder, candidates in lang.tools.items()
    }


def _command(lang: Language, words: tuple[str, ...], limits: bool = False) -> str:
    values = {
        **_tool_names(lang),
        "flags": list(lang.flags),
        "source": "FILE",
        "program": lang.output or "program",
        "entry": "CLASS",
    }
    filled = render(words, values)
    if limits and lang.limit_flags:  # the limit flags go right after the first word
        filled = [filled[0], *lang.limit_flags, *filled[1:]]
    return "`" + " ".join(filled) + "`"


def _files(lang: Language, table: dict[str, Language]) -> str:
    shown = " ".join(lang.extensions)
    earlier = [other for other in table.values() if other.id != lang.id]
    first = next((o for o in earlier if set(o.extensions) & set(lang.extensions)), None)
    if first is not None and list(table).index(first.id) < list(table).index(lang.id):
        shown += f" (with `-l {lang.id}`)"
    return shown


def _memory(lang: Language) -> str:
    if lang.runtime_memory:
        return f"the heap's; +{lang.runtime_memory} MiB for its runtime"
    return "peak resident memory"


def languages_block(table: dict[str, Language]) -> str:
    """The manual's table of the languages."""
    lines = [
        "| id | language | files | compiled with | run as | memory limit is | contests "
        "| Debian package |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for lid, lang in table.items():
        compiled = _command(lang, lang.compile) if lang.compile else "-"
        run = _command(lang, lang.run, limits=True)
        contest = "yes" if lang.contest else "no"
        lines.append(
            f"| `{lid}` | {lang.name} | {_files(lang, table)} | {compiled} | {run} "
            f"| {_memory(lang)} | {contest} | {lang.debian} |"
        )
    return "\n".join(lines)


def _default(declared: dataclasses.Field) -> str:
    if declared.default is not dataclasses.MISSING:
        value = declared.default
    elif declared.default_factory is not dataclasses.MISSING:
        value = declared.default_factory()
    else:
        return "required"
    if value in (None, (), {}, ""):
        return "none"
    return f"`{str(value).lower() if isinstance(value, bool) else value}`"


def fields_block() -> str:
    """The manual's list of an entry's keys: each field of `Language` with its meaning."""
    lines = ["| key | meaning | default |", "|---|---|---|"]
    for key, declared in table_fields().items():
        lines.append(f"| `{key}` | {declared.metadata['meaning']} | {_default(declared)} |")
    return "\n".join(lines)


def _made() -> dict[str, str]:
    shipped = read_table(read_yaml(SHIPPED), SHIPPED)  # as shipped: no machine's overrides
    return {"languages": languages_block(shipped), "fields": fields_block()}


def _marked(name: str) -> re.Pattern[str]:
    return re.compile(
        rf"(<!-- {name}: made from the data by {re.escape(WRITE)} -->\n)(.*?)(\n<!-- end of {name} -->)",
        re.S,
    )


def test_readmes_tables_are_what_the_data_makes():
    text = PAGE.read_text(encoding="utf-8")
    for name, made in _made().items():
        found = _marked(name).search(text)
        assert found, f"{PAGE} has no block of {name} between its markers"
        assert found.group(2) == made, f"{PAGE}: its {name} differ from the data: run {WRITE}"


def test_readmes_dialect_table_names_every_dialect_and_judges_own_flags():
    # An editorial table (options grouped, "as HDU's"), so checked rather than made: no judge or
    # option of dialects.py missing, and the `none` row showing the table's own C++ flags.
    text = DIALECTS.read_text(encoding="utf-8")
    start = text.index("| `--dialect` | judge's option |")
    rows = text[start : text.index("\n\n", start)].splitlines()[2:]
    named = {name for row in rows for name in re.findall(r"`([^`]+)`", row.split(" | ")[0])}
    for dialect in JUDGE_DIALECTS:
        alone = len(judge_dialects(dialect.judge)) == 1
        assert dialect.id in named or (alone and dialect.judge in named), dialect.id
    [none] = [row for row in rows if row.startswith("| `none` |")]
    own = read_table(read_yaml(SHIPPED), SHIPPED)["cpp"]
    assert f"`g++ {' '.join(own.flags)}`" in none


def write() -> None:
    """Write both blocks into the manual's Languages page from the data."""
    text = PAGE.read_text(encoding="utf-8")
    for name, made in _made().items():
        found = _marked(name).search(text)
        if found is None:
            sys.exit(f"{PAGE}: no block of {name} between its markers")
        text = text[: found.start(2)] + made + text[found.end(2) :]
    PAGE.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
