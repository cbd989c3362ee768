"""The table of `judge list` (and its JSON), and the case count it shows.

`judge list` reads every problem.yaml and counts every problem's cases, which means parsing
megabytes of YAML on each call. It keeps what it read in a small cache (one JSON file per
problem set), trusted only while the files it came from keep their size and modification
time, so a listing with nothing changed imports no YAML parser at all.

So judge.problemset.problem (with PyYAML, the checkers, the limits) is imported only where a
row is read afresh: importing it with this module would make a cached `judge list` cost 1.78
times a bare interpreter start instead of 1.14 (callgrind instruction counts; DESIGN.md,
Start-up). Its type is named for the type checker only.

Problems are listed by their `order` (problem.yaml), then by id; those without one come last.
A problem's title is shown with the other language's beside it (title_en or title_zh), both
cut to 40 terminal columns. With a learner's record of the set (judge.catalog.record), a first
column marks the problems solved and tried, and a last line counts them; where the learner
took help (`judge hint`, `judge editorial`), a last column says how much ("2 hints",
"editorial"); without a record, the table is what it always was.
"""

from __future__ import annotations

import gettext
import json
import os
import unicodedata
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from judge.catalog.record import Entry, State, read_record
from judge.documents import Fields, read_json, write_cache_file
from judge.errors import JudgeError
from judge.i18n import ENGLISH, N_
from judge.problemset.layout import problem_ids

if TYPE_CHECKING:
    from judge.problemset.problem import Problem

_CACHE_VERSION = 3
# What a row remembers of a problem (the cache's and `judge list --json`'s fields).
_FIELDS = (
    "id",
    "title",
    "title_en",
    "title_zh",
    "game",
    "source",
    "time_limit",
    "memory_limit",
    "cases",
)
_COLUMNS = ("id", "title", "game", "source", "time", "memory", "cases")
# The columns' headings, each its name in capitals, translated where shown.
_HEADINGS = (
    *(N_("ID"), N_("TITLE"), N_("GAME"), N_("SOURCE"), N_("TIME"), N_("MEMORY"), N_("CASES")),
    N_("ACCEPTED ON"),
    N_("HELP"),
)
_TITLE_WIDTH = 40  # terminal columns: the title and the other language's, cut with care
# Where the table is wider than the terminal: the columns narrowed, in turn, and their least
# widths (a 100-column terminal shows every row whole with these).
_SHRINK = (("game", 16), ("source", 11), ("title", 26))
_MARKS = {State.SOLVED: "\u2713", State.TRIED: "\u00b7"}  # ✓ and ·
_ASCII_MARKS = {State.SOLVED: "+", State.TRIED: "?"}


def case_count(problem: Problem) -> int:
    """Hand-made cases plus the generated ones present (counted from the recipes, so listing
    never parses megabytes of generated data)."""
    from judge.problemset.problem import load_case_file  # late: see the module docstring

    count = len(load_case_file(problem.tests_path))
    for recipe in problem.recipes:
        if (problem.testdata_dir / f"{recipe.name}.yaml").is_file():
            count += recipe.count
    return count


def _signature(root: Path, pid: str) -> list[list[Any]]:
    """What a problem's row depends on: size and modification time of each file it reads."""
    files = [root / "problems" / pid / "problem.yaml", root / "problems" / pid / "tests.yaml"]
    testdata = root / "testdata" / pid
    if testdata.is_dir():
        files += sorted(testdata.glob("*.yaml"))
    signature: list[list[Any]] = []
    for path in files:
        try:
            info = os.stat(path)
            signature.append([path.name, info.st_size, info.st_mtime_ns])
        except OSError:
            signature.append([path.name, None, None])
    return signature


def _fields(problem: Problem) -> dict[str, Any]:
    """What the listing shows of a problem, as remembered in the cache."""
    return {
        "id": problem.id,
        "title": problem.title,
        "title_en": problem.title_en,
        "title_zh": problem.title_zh,
        "game": problem.game,
        "source": str(problem.source),
        "time_limit": problem.time_limit,
        "memory_limit": problem.memory_limit,
        "cases": case_count(problem),
    }


def _cache_path(root: Path, cache_dir: Path) -> Path:
    # A checksum of the path names the file (hashlib would cost more than the listing); the
    # file records the path itself, so two roots sharing a checksum only share a slot.
    key = zlib.crc32(str(root).encode())
    return cache_dir / "listing" / f"{key:08x}.json"


def _read_cache(path: Path, root: Path) -> dict[str, Any]:
    """The cached rows by problem id; {} when the cache is missing, damaged, of another version
    or of another root (the listing then rebuilds it)."""
    if not path.is_file():
        return {}
    try:
        fields = Fields(read_json(path), path)
        if fields.get("version", int, None) != _CACHE_VERSION:
            return {}
        if fields.get("root", str, None) != str(root):
            return {}
        problems: dict[str, Any] = fields.get("problems", dict)
    except JudgeError:
        return {}
    return problems


def _write_cache(path: Path, root: Path, problems: dict[str, Any]) -> None:
    listing = {"version": _CACHE_VERSION, "root": str(root), "problems": problems}
    write_cache_file(path, json.dumps(listing).encode("utf-8"))


def _sort_key(order: int | None, pid: str) -> tuple:
    return (order is None, order or 0, pid)


def problem_fields(root: Path, cache_dir: Path | None = None) -> list[dict[str, Any]]:
    """Each problem's fields (id, title, title_en, title_zh, game, source, time_limit,
    memory_limit, cases) in the set's order, from the cache where the files behind them are
    unchanged, else freshly read (and remembered)."""
    cached = _read_cache(_cache_path(root, cache_dir), root) if cache_dir else {}
    fresh: dict[str, Any] = {}
    keyed = []
    for pid in problem_ids(root):
        signature = _signature(root, pid)
        entry = cached.get(pid)
        if (
            isinstance(entry, dict)
            and entry.get("signature") == signature
            and isinstance(entry.get("fields"), dict)
            and tuple(entry["fields"]) == _FIELDS
            and (entry.get("order") is None or type(entry.get("order")) is int)
        ):
            fields, order = entry["fields"], entry.get("order")
        else:
            from judge.problemset.problem import load_problem  # late: see the module docstring

            problem = load_problem(root, pid)
            fields, order = _fields(problem), problem.order
        fresh[pid] = {"signature": signature, "fields": fields, "order": order}
        keyed.append((_sort_key(order, pid), fields))
    if cache_dir and fresh != cached:
        _write_cache(_cache_path(root, cache_dir), root, fresh)
    return [fields for _, fields in sorted(keyed, key=lambda item: item[0])]


def listing(
    root: Path,
    cache_dir: Path | None,
    data_dir: Path,
    out: TextIO,
    *,
    todo: bool = False,
    as_json: bool = False,
    tr: gettext.NullTranslations = ENGLISH,
) -> tuple[str, str | None]:
    """What `judge list` prints to `out` for the set at `root` (marked from the learner's
    record in `data_dir`, in the marks `out`'s encoding can show, fitted to its width when it
    is a terminal, its headings and summary in `tr`'s language; JSON is the same in every
    language); and the warning to show when the record is damaged."""
    record = read_record(data_dir, root)
    if as_json:
        return problem_json(root, cache_dir, record.entries, todo=todo), record.warning
    text = problem_table(
        root,
        cache_dir,
        record.entries,
        todo=todo,
        ascii_marks=not can_show_marks(out.encoding),
        width=terminal_width(out),
        tr=tr,
    )
    return text, record.warning


def terminal_width(out: TextIO) -> int | None:
    """The columns of the terminal `out` writes to; None when it is not one (a pipe, a file:
    the table is then never cut but the title's)."""
    try:
        return os.get_terminal_size(out.fileno()).columns if out.isatty() else None
    except (OSError, ValueError):  # io.UnsupportedOperation is both
        return None


def problem_table(
    root: Path,
    cache_dir: Path | None = None,
    record: dict[str, Entry] | None = None,
    *,
    todo: bool = False,
    ascii_marks: bool = False,
    width: int | None = None,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """The table of `judge list` (`cache_dir`: where to remember what was read): with a
    record of the set, a column of marks (solved, tried; `ascii_marks` where the output
    cannot show the others) and a last line counting them; `todo`: the unsolved only;
    `width`: the terminal's columns, which the game, source and title are cut to fit; `tr`:
    the language of the headings and of the last line."""
    record = record or {}
    problems = problem_fields(root, cache_dir)
    marks = _ASCII_MARKS if ascii_marks else _MARKS
    names = ["", *_COLUMNS, "accepted on", "help"]
    rows = [[name.upper() for name in names]]
    for fields in problems:
        entry = record.get(fields["id"])
        if todo and entry is not None and entry.state is State.SOLVED:
            continue
        mark = marks[entry.state] if entry and entry.state else ""
        accepted = ", ".join(entry.accepted_on) if entry else ""
        rows.append([mark, *_cells(fields), accepted, help_taken(entry)])
    if not any(row[-1] for row in rows[1:]):
        names, rows = names[:-1], [row[:-1] for row in rows]  # no help taken: no column
    if not any(row[-1] for row in rows[1:]) and names[-1] == "accepted on":
        names, rows = names[:-1], [row[:-1] for row in rows]  # no judge's AC: no column
    elif not any(row[-2] for row in rows[1:]) and names[-1] == "help":
        names = names[:-2] + names[-1:]  # the help, but no judge's AC
        rows = [row[:-2] + row[-1:] for row in rows]
    if not any(row[0] for row in rows):
        names, rows = names[1:], [row[1:] for row in rows]  # no marks: no column for them
    rows[0] = [tr.gettext(name.upper()) if name else "" for name in names]
    widths = _fit(names, rows, width)
    lines = [
        "  ".join(cell + " " * (w - _width(cell)) for cell, w in zip(row, widths)).rstrip()
        for row in rows
    ]
    if any(fields["id"] in record for fields in problems):
        lines.append(_summary(problems, record, tr))
    return "\n".join(lines)


def help_taken(entry: Entry | None) -> str:
    """The help a learner took on a problem, as the listing's last column says it."""
    if entry is None:
        return ""
    taken = [f"{entry.hints} hint{'s' if entry.hints != 1 else ''}"] if entry.hints else []
    if entry.editorial:
        taken.append("editorial")
    return ", ".join(taken)


def _fit(names: list[str], rows: list[list[str]], width: int | None) -> list[int]:
    """The columns' widths; when the table is wider than `width`, the columns of _SHRINK
    are narrowed in turn (down to their least) and their cells cut to fit."""
    widths = [max(_width(row[i]) for row in rows) for i in range(len(names))]
    excess = sum(widths) + 2 * (len(widths) - 1) - (width or 0)
    for name, least in _SHRINK:
        if width is None or excess <= 0:
            break
        at = names.index(name)
        cut = min(excess, max(widths[at] - least, 0))
        widths[at] -= cut
        excess -= cut
        for row in rows:
            row[at] = _clip(row[at], widths[at])
    return widths


def problem_json(
    root: Path,
    cache_dir: Path | None = None,
    record: dict[str, Entry] | None = None,
    *,
    todo: bool = False,
) -> str:
    """`judge list --json`: the problems (each with its `state`, solved, tried or null, the
    record's `when` and `file`, and the help taken: `hints`, a count, and `editorial`, true
    when shown) and the counts of the whole set."""
    record = record or {}
    problems = problem_fields(root, cache_dir)
    listed = []
    for fields in problems:
        entry = record.get(fields["id"])
        if todo and entry is not None and entry.state is State.SOLVED:
            continue
        listed.append(
            {
                **fields,
                "state": entry.state.value if entry and entry.state else None,
                "when": entry.when if entry else None,
                "file": entry.file or None if entry else None,
                "hints": entry.hints if entry else 0,
                "editorial": entry.editorial if entry else False,
                "accepted_on": list(entry.accepted_on) if entry else [],
            }
        )
    solved, tried = _counts(problems, record)
    return json.dumps(
        {"problems": listed, "total": len(problems), "solved": solved, "tried": tried},
        ensure_ascii=False,
        indent=1,
    )


def _counts(problems: list[dict[str, Any]], record: dict[str, Entry]) -> tuple[int, int]:
    """How many of the set's problems are solved, and how many tried but not solved (entries
    of problems no longer in the set are not counted)."""
    states = [record[f["id"]].state for f in problems if f["id"] in record]
    return states.count(State.SOLVED), states.count(State.TRIED)


def _summary(
    problems: list[dict[str, Any]], record: dict[str, Entry], tr: gettext.NullTranslations
) -> str:
    solved, tried = _counts(problems, record)
    helped = sum(1 for f in problems if help_taken(record.get(f["id"])))
    said = tr.gettext("solved {solved} of {total}, tried {tried}").format(
        solved=solved, total=len(problems), tried=tried
    )
    return said + (tr.gettext(", help taken on {count}").format(count=helped) if helped else "")


def _cells(fields: dict[str, Any]) -> list[str]:
    """A problem's cells under _COLUMNS."""
    return [
        fields["id"],
        _clip(_both_titles(fields), _TITLE_WIDTH),
        fields["game"],
        fields["source"],
        f"{fields['time_limit']:g} s",
        f"{fields['memory_limit']:g} MiB",
        str(fields["cases"]),
    ]


def _both_titles(fields: dict[str, Any]) -> str:
    """The title, and the other language's after a slash when problem.yaml gives it."""
    title = fields["title"]
    others = [t for t in (fields["title_en"], fields["title_zh"]) if t and t != title]
    return " / ".join([title, *others[:1]])


def _clip(text: str, width: int) -> str:
    """`text` in at most `width` terminal columns: cut at a character, never through a wide
    one, and ended with an ellipsis."""
    if _width(text) <= width:
        return text
    used, kept = 1, []  # the ellipsis takes one column
    for ch in text:
        used += _width(ch)
        if used > width:
            break
        kept.append(ch)
    return "".join(kept).rstrip() + "\u2026"


def can_show_marks(encoding: str | None) -> bool:
    """Whether output in `encoding` can show the marks (else `ascii_marks`)."""
    try:
        "".join(_MARKS.values()).encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _width(text: str) -> int:
    """Terminal columns: CJK characters take two."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
