"""No function over 80 lines, none over complexity 15 (ruff's C901, McCabe), in judge/ and
bench/: a function that long or that branched is several jobs, and reads as one only to whom
wrote it. ruff has no rule for length, so the length is read here from the syntax tree (from
the `def` line to the last line of the body, decorators left out); the complexity is ruff's.

Functions that offend are listed in ALLOWED with their size (none today): the list only
shrinks. A function that offends and is not listed fails; a listed function that no longer
offends fails too, so that its entry is taken out.

Nor does a function of judge/ take more than 7 parameters (self and cls not counted): past that,
some of them travel together and are a value of their own (a dataclass of options). Click
commands are exempt: their parameters are the command's options. ALLOWED_PARAMETERS lists the
functions that still do, each with the reason; it only shrinks too.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

from conftest import REPO

MAX_LINES = 80
MAX_COMPLEXITY = 15
MAX_PARAMETERS = 7
FOLDERS = ("judge", "bench")

# "path:function" -> why it is still here. Remove an entry with the function's split.
ALLOWED: dict[str, str] = {}


# "path:Class.function" -> why it still takes more than MAX_PARAMETERS parameters.
ALLOWED_PARAMETERS = {
    # their one caller is judge run (judge/cli/run.py): its options, passed on as given
    "judge/cli/console.py:run_and_print": "12: the run command's options (and its language), passed on",
    "judge/cli/console.py:run_custom_and_print": "9: the run command's options (and its language), passed on",
    # the stress command's engine, called with the command's options
    "judge/problemset/stress.py:stress": "10: the stress command's options",
    "judge/problemset/stress.py:shrink_case": "8: the stress command's options, for --from",
    # the server's start, called with the serve command's options
    "judge/web/serve.py:prepare": "12: the serve command's options",
    # every program starts here
    "judge/run/helper/sandbox.py:spawn": "12: the helper's command line, word by word",
    # what Isolation.box assembles, each part made apart (its warm server is one value already)
    "judge/run/isolation/box.py:Box.__init__": "8: helper, mounts, cgroups, netns and its release, ...",
}


def _is_click_command(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether a function is a click command or group (decorated `@x.command(...)`)."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Attribute) and target.attr in ("command", "group"):
            return True
    return False


def _parameters(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """A function's parameters, self and cls left out."""
    args = node.args
    names = [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]
    names += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
    return [name for name in names if name not in ("self", "cls")]


def _many_parameters() -> dict[str, int]:
    """Every function of judge/ but click commands with over MAX_PARAMETERS parameters, as
    "path:Class.name" -> how many."""
    found = {}

    def visit(node: ast.AST, where: str, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, where, f"{prefix}{child.name}.")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                count = len(_parameters(child))
                if count > MAX_PARAMETERS and not _is_click_command(child):
                    found[f"{where}:{prefix}{child.name}"] = count
                visit(child, where, f"{prefix}{child.name}.")
            else:
                visit(child, where, prefix)

    for path in sorted((REPO / "judge").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        visit(tree, path.relative_to(REPO).as_posix(), "")
    return found


def _long_functions() -> dict[str, int]:
    """Every function over MAX_LINES lines, as "path:name" -> lines."""
    found = {}
    for folder in FOLDERS:
        for path in sorted((REPO / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    lines = (node.end_lineno or node.lineno) - node.lineno + 1
                    if lines > MAX_LINES:
                        found[f"{path.relative_to(REPO).as_posix()}:{node.name}"] = lines
    return found


def _complex_functions() -> dict[str, str]:
    """Every function ruff finds over MAX_COMPLEXITY, as "path:name" -> ruff's message."""
    ran = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--select",
            "C901",
            "--config",
            f"lint.mccabe.max-complexity={MAX_COMPLEXITY}",
            "--output-format",
            "json",
            "--exit-zero",
            *FOLDERS,
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    found = {}
    for item in json.loads(ran.stdout):
        name = item["message"].split("`")[1]
        path = Path(item["filename"]).resolve().relative_to(REPO.resolve()).as_posix()
        found[f"{path}:{name}"] = item["message"]
    return found


def test_no_function_is_longer_than_80_lines() -> None:
    offending = {name: lines for name, lines in _long_functions().items() if name not in ALLOWED}
    assert not offending, "\n".join(
        f"{name}: {lines} lines (at most {MAX_LINES}): split it"
        for name, lines in offending.items()
    )


def test_no_function_is_more_complex_than_15() -> None:
    offending = {name: why for name, why in _complex_functions().items() if name not in ALLOWED}
    assert not offending, "\n".join(f"{name}: {why}: split it" for name, why in offending.items())


def test_the_allowed_list_only_names_functions_that_still_offend() -> None:
    offending = {*_long_functions(), *_complex_functions()}
    stale = sorted(set(ALLOWED) - offending)
    assert not stale, "no longer too long or complex, take out of ALLOWED: " + ", ".join(stale)


def test_no_function_takes_more_than_7_parameters() -> None:
    offending = {
        name: count for name, count in _many_parameters().items() if name not in ALLOWED_PARAMETERS
    }
    assert not offending, "\n".join(
        f"{name}: {count} parameters (at most {MAX_PARAMETERS}): pass the ones that travel "
        "together as one value"
        for name, count in offending.items()
    )


def test_the_allowed_parameters_only_name_functions_that_still_take_so_many() -> None:
    stale = sorted(set(ALLOWED_PARAMETERS) - set(_many_parameters()))
    assert not stale, "no longer over the limit, take out of ALLOWED_PARAMETERS: " + ", ".join(
        stale
    )


def test_a_function_of_eight_parameters_is_found_and_a_click_command_is_not() -> None:
    tree = ast.parse(
        "@main.command()\n@click.option('--a')\ndef command(a, b, c, d, e, f, g, h): pass\n"
        "class Box:\n    def method(self, a, b, c, d, e, f, g, *, h=0): pass\n"
        "def seven(a, b, c, d, e, f, *g): pass\n"
    )
    command, box, seven = tree.body
    assert isinstance(command, ast.FunctionDef) and isinstance(seven, ast.FunctionDef)
    assert isinstance(box, ast.ClassDef) and isinstance(box.body[0], ast.FunctionDef)
    assert _is_click_command(command) and len(_parameters(command)) == 8
    assert not _is_click_command(box.body[0]) and len(_parameters(box.body[0])) == 8
    assert len(_parameters(seven)) == 7
