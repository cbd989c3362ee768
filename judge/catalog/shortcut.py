"""`judge list` run by the front door (judge.entry) without click: the listing printed, its
warning and its error said as the click command says them, and the exit status.

Apart from judge.entry so that `judge --version`, which the front door answers first, imports
none of this: with pathlib, json and the catalog, `python -m judge --version` cost 125 M
instructions, without them 72 M, where a bare start of the interpreter is 39 M (callgrind, a
virtual environment; DESIGN.md, Start-up)."""

from __future__ import annotations

import os
import sys

from judge.cachedir import default_cache_dir
from judge.catalog.listing import listing
from judge.catalog.record import default_data_dir
from judge.errors import JudgeError
from judge.i18n import DEFAULT, locale_lang
from judge.problemset.layout import find_root, shipped_note


def print_listing(root: str | None, *, todo: bool, as_json: bool) -> int | None:
    """Print `judge [--root ROOT] list [--todo] [--json]`'s listing; the exit status. None,
    having printed nothing, where the locale asks for another language than English: the
    click command then lists in it (with its catalogue, or says which extra brings it)."""
    if locale_lang(os.environ) != DEFAULT:
        return None
    try:
        found = find_root(root)
        text, warning = listing(
            found,
            default_cache_dir(),
            default_data_dir(),
            sys.stdout,
            todo=todo,
            as_json=as_json,
        )
    except JudgeError as exc:
        print(f"judge: error: {exc}", file=sys.stderr)
        return 2
    note = shipped_note(found)
    if note:
        print(f"judge: {note}", file=sys.stderr)
    if warning:
        print(f"judge: warning: {warning}", file=sys.stderr)
    print(text)
    return 0
