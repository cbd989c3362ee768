"""The `judge` command's front door: hands the command line to click, with two shortcuts.

Importing click takes about as long as starting the interpreter itself (on this project's
machines, 69 M of the 142 M instructions of a bare `python -c pass`), so `judge list`, the
one command a user runs to look around, would cost more than twice a bare start through
click. The shortcut recognises exactly the invocations `judge list`, `judge --root DIR list`
and `judge --root=DIR list`, each with or without `--todo` and `--json` (which click would
parse the same way, JUDGE_ROOT included) and runs the listing without importing click, in
English (a Chinese locale's listing is click's command's, which speaks it: judge.i18n);
anything else, help and mistakes included, goes to the click group in judge.cli, which
remains the one definition of the command line.
`judge --version` alone is answered here too, in click's words, from `judge.__version__` (the
one place the version is written: pyproject.toml reads it there), before anything else is
imported, so that it costs a bare start-up (the listing, judge.catalog.shortcut, is imported
only for a listing).
"""

from __future__ import annotations

import os
import sys

from judge import __version__

_LIST_FLAGS = ("--todo", "--json")  # the options of `judge list` the shortcut takes too


def _listing_args(args: list[str]) -> tuple[bool, str | None, set[str]]:
    """(True, root option or None, the flags given) when `args` ask for a listing the shortcut
    runs (`[--root DIR] list [--todo] [--json]`), else (False, None, set())."""
    if "list" not in args:
        return False, None, set()
    at = args.index("list")
    before, flags = args[:at], args[at + 1 :]
    if len(set(flags)) != len(flags) or not set(flags) <= set(_LIST_FLAGS):
        return False, None, set()
    if not before:
        return True, os.environ.get("JUDGE_ROOT") or None, set(flags)
    if len(before) == 2 and before[0] == "--root" and before[1]:
        return True, before[1], set(flags)
    if len(before) == 1 and before[0].startswith("--root="):
        return True, before[0][len("--root=") :], set(flags)
    return False, None, set()


def main(argv: list[str] | None = None) -> None:
    """Run the `judge` command line (`argv` without the program name; default: sys.argv)."""
    try:
        _run(sys.argv[1:] if argv is None else argv)
    except BrokenPipeError:
        # The reader went away (`judge list | head`): stop quietly, as command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)


def _run(args: list[str]) -> None:
    if args == ["--version"]:
        print(f"judge, version {__version__}")  # as click's version_option words it
        sys.exit(0)
    wanted, root, flags = _listing_args(args)
    if wanted and root != "":
        # late: pathlib and the catalog, which `judge --version` above runs without
        from judge.catalog.shortcut import print_listing

        status = print_listing(root, todo="--todo" in flags, as_json="--json" in flags)
        if status is not None:
            sys.exit(status)
    from judge.cli import main as click_main  # late: click is what the shortcut avoids

    click_main(args, prog_name="judge")
