"""No function over 80 lines, none over complexity 15 (ruff's C901, McCabe), in judge/ and
bench/: a function that long or that branched is several jobs, and reads as one only to whom
wrote it. ruff has no rule for length, so the length is read here from the syntax tree (from
the `def` line to the last line of the body, decorators left out); the complexity is ruff's.

Functions that offend today, in modules their owners are reshaping, are listed in ALLOWED with
their size: the list only shrinks. A function that offends and is not listed fails; a listed
function that no longer offends fails too, so that its entry is taken out.
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
FOLDERS = ("judge", "bench")

# "path:function" -> why it is still here. Remove an entry with the function's split.
ALLOWED = {
    # the contest configuration's readers (the same shape as the package readers is coming)
    "judge/contest/core/config.py:parse_problems": "86 lines, complexity 18",
    # the C preprocessor's condition evaluator of the dialect linter
    "judge/run/dialect.py:evaluate": "complexity 18",
    # the warm Python server: one file run by path, importing nothing of judge
    "judge/run/warm_server.py:main": "95 lines, complexity 21",
    "judge/run/warm_server.py:child": "93 lines",
    # two programs in conversation
    "judge/run/interaction.py:converse": "95 lines",
    # the learner's game solver
    "judge/learn/solve.py:_retrograde": "complexity 16",
    # the contest server
    "judge/contest/ops/accounts.py:_teams_csv": "complexity 17",
    "judge/web/api.py:objects": "complexity 18",
    "judge/web/app.py:create_app": "81 lines",
    "judge/web/serve.py:prepare": "90 lines",
    # the load benchmarks
    "bench/serve_load.py:main": "133 lines, complexity 19",
    "bench/workers_load.py:run": "89 lines",
}


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
