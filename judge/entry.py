"""The `judge` command's front door: hands the command line to click, with one shortcut.

Importing click takes about as long as starting the interpreter itself (on this project's
machines, 69 M of the 142 M instructions of a bare `python -c pass`), so `judge list`, the
one command a user runs to look around, would cost more than twice a bare start through
click. The shortcut recognises exactly the invocations `judge list`, `judge --root DIR list`
and `judge --root=DIR list` (which click would parse the same way, JUDGE_ROOT included) and
runs the listing without importing click; anything else, help and mistakes included, goes to
the click group in judge.cli, which remains the one definition of the command line.
"""

from __future__ import annotations

import os
import sys

from judge.cachedir import default_cache_dir
from judge.catalog.listing import problem_table
from judge.errors import JudgeError
from judge.problemset.layout import find_root


def _listing_root(args: list[str]) -> tuple[bool, str | None]:
    """(True, root option or None) when `args` ask for a plain listing, else (False, None)."""
    if args == ["list"]:
        return True, os.environ.get("JUDGE_ROOT") or None
    if len(args) == 3 and args[0] == "--root" and args[2] == "list" and args[1]:
        return True, args[1]
    if len(args) == 2 and args[0].startswith("--root=") and args[1] == "list":
        return True, args[0][len("--root=") :]
    return False, None


def main(argv: list[str] | None = None) -> None:
    """Run the `judge` command line (`argv` without the program name; default: sys.argv)."""
    try:
        _run(sys.argv[1:] if argv is None else argv)
    except BrokenPipeError:
        # The reader went away (`judge list | head`): stop quietly, as command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)


def _run(args: list[str]) -> None:
    wanted, root = _listing_root(args)
    if wanted and root != "":
        try:
            text = problem_table(find_root(root), default_cache_dir())
        except JudgeError as exc:
            print(f"judge: error: {exc}", file=sys.stderr)
            sys.exit(2)
        print(text)
        sys.exit(0)
    from judge.cli import main as click_main  # late: click is what the shortcut avoids

    click_main(args, prog_name="judge")
