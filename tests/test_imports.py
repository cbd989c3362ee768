"""The import graph of the judge package, read from its source: the layers of DESIGN.md
(Layout), no import cycles (late imports counted), and imports inside functions only where a
reason is written down here. Plus what `judge run` must never load."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO

PACKAGE = REPO / "judge"

# Layers, lowest first: a module imports only modules of its own layer or of lower ones
# (DESIGN.md, Layout). A module is in the layer of the longest prefix listed.
LAYERS = (
    (
        "shared",
        (
            "judge",
            "judge.errors",
            "judge.cachedir",
            "judge.documents",
            "judge.archives",
            "judge.printable",
            "judge.package_tree",
            "judge.parallel",
        ),
    ),
    ("run", ("judge.run",)),
    ("judging", ("judge.judging",)),
    (
        "problems",
        (
            "judge.problemset",
            "judge.kattis",
            "judge.catalog",
            "judge.learn",
            "judge.plain",
            "judge.polygon",
        ),
    ),
    # The one door to every problem format: the protocols, the registry, each format's module.
    ("formats", ("judge.formats",)),
    # The online judges themselves: problems fetched from them, solutions submitted to them.
    ("online", ("judge.online",)),
    # The contest packages, lowest first (judge/contest/__init__.py): the pure core, the one
    # layer that speaks SQL, then the operations the command line, server and workers share.
    ("contest core", ("judge.contest.core", "judge.contest")),
    ("contest storage", ("judge.contest.storage",)),
    ("contest operations", ("judge.contest.ops",)),
    ("server", ("judge.web",)),
    ("interface", ("judge.cli", "judge.entry", "judge.__main__")),
)
# Within a layer: the shared modules import no other but errors (and printable names); our
# problems never import Kattis packages or what lists and shows problems (Kattis exports ours:
# that way is fine).
SHARED_MAY_IMPORT = ("judge", "judge.errors", "judge.printable")
FORBIDDEN_WITHIN = (("judge.problemset", ("judge.kattis", "judge.catalog")),)
# Across layers: the server parses, calls the contest operations and renders; the operations
# open the transactions (DESIGN.md, Where do I put X), so it never reaches the storage, not
# even for a type (those come through the operations).
FORBIDDEN_BELOW = (("judge.web", "judge.contest.storage"),)
SERVER = PACKAGE / "web"

# Imports of judge's own modules inside functions: each has its reason, measured.
LATE_IMPORTS = {
    ("judge.entry", "judge.cli"): "click: `judge list` runs without it (DESIGN.md, Start-up)",
    ("judge.entry", "judge.catalog.shortcut"): "pathlib, json and the catalog: `python -m judge "
    "--version` costs 72 M instructions without them, 125 M with, a bare start 39 M (DESIGN.md, "
    "Start-up)",
    (
        "judge.catalog.listing",
        "judge.problemset.problem",
    ): "only a row read afresh needs it; with the module, a cached `judge list` costs 1.78x "
    "a bare interpreter start instead of 1.14x (DESIGN.md, Start-up)",
    # What only some runs need, so that a plain `judge run` of one of our problems loads none
    # of it (NOT_FOR_A_PLAIN_RUN below; DESIGN.md, Start-up):
    ("judge.formats.own", "judge.kattis.export"): "only `judge export` writes our problems as "
    "Kattis packages",
    ("judge.formats.own", "judge.problemset.verify"): "only `judge verify` runs the set's checks",
    ("judge.cli.console", "judge.judging.custom"): "only `judge run --input`",
    (
        "judge.cli.console",
        "judge.judging.junit",
    ): "only `judge run --junit` (XML: 12 M instructions)",
    (
        "judge.run.program",
        "judge.run.languages.lint_cpp",
    ): "only a build in a judge's dialect lints",
    (
        "judge.run.program",
        "judge.run.languages.main_class",
    ): "only Java reads class files (zipfile)",
    ("judge.judging.solution", "judge.run.isolation.session"): "only --isolate makes a session",
    (
        "judge.run.factory",
        "judge.run.isolation.isolated_runner",
    ): "only an isolated run opens boxes",
    ("judge.run.factory", "judge.run.execution.warm_pool"): "only --warm keeps an interpreter",
    ("judge.problemset.problem", "judge.judging.interactive"): "only an interactive problem",
    ("judge.problemset.problem", "judge.judging.included"): "only a function problem reads and "
    "lays out included files (hashlib, OpenSSL's, for the folder's key)",
    ("judge.run.jury", "judge.run.isolation.workspace"): "only an isolated judging gives a jury "
    "program a box",
}
# The `judge contest` commands' modules import what their commands need at their top (each is
# loaded only for its own commands: judge.cli.contest.CONTEST_COMMANDS), but for two commands
# whose options decide what they need:
for _target in ("judge.cli.contest.opening", "judge.contest.ops.views"):
    LATE_IMPORTS[("judge.cli.contest.board", _target)] = (
        "only a contest's board opens a database: `judge contest board --feed` reads a feed "
        "with the contest core alone and never loads SQLAlchemy (a test checks)"
    )
LATE_IMPORTS[("judge.cli.contest.exports", "judge.web.render")] = (
    "only `judge contest results --html` renders a page: the templates, Jinja2 and Babel, 141 "
    "modules and about 100 ms of import that the CSV and `export` do without"
)


@dataclass(frozen=True)
class Import:
    importer: str
    target: str
    line: int
    late: bool  # inside a function or class body: run when that code runs
    typing_only: bool  # under `if TYPE_CHECKING:`: never run


def _module_names() -> dict[str, Path]:
    names = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(REPO).with_suffix("").parts
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return names


MODULES = _module_names()


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(
    nodes: list[ast.stmt], late: bool, typing_only: bool
) -> Iterator[tuple[ast.stmt, bool, bool]]:
    """Every statement with whether it runs late (in a function) or never (type checking)."""
    for node in nodes:
        yield node, late, typing_only
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield from _walk(node.body, True, typing_only)
        elif isinstance(node, ast.If):
            yield from _walk(node.body, late, typing_only or _is_type_checking(node))
            yield from _walk(node.orelse, late, typing_only)
        else:  # class bodies, with, for, while, try: run when the code around them runs
            for field in ("body", "orelse", "finalbody"):
                yield from _walk(getattr(node, field, None) or [], late, typing_only)
            for handler in getattr(node, "handlers", None) or []:
                yield from _walk(handler.body, late, typing_only)


def _targets(module: str, node: ast.stmt) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names if alias.name in MODULES]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            package = module.split(".")
            if MODULES[module].name != "__init__.py":
                package = package[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        found = [
            f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in MODULES
        ]
        if base in MODULES and len(found) < len(node.names):
            found.append(base)  # a name defined in the package or module itself
        return found
    return []


def _imports() -> list[Import]:
    found = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node, late, typing_only in _walk(tree.body, False, False):
            for target in _targets(module, node):
                if target != module:
                    found.append(Import(module, target, node.lineno, late, typing_only))
    return found


IMPORTS = _imports()


def _layer(module: str) -> int:
    best = max(
        (
            (len(prefix), index)
            for index, (_, prefixes) in enumerate(LAYERS)
            for prefix in prefixes
            if module == prefix or module.startswith(prefix + ".")
        ),
        default=None,
    )
    assert best is not None, f"{module}: in no layer (give it one in LAYERS)"
    return best[1]


def _cycles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(edges.get(successor, ())))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(component)
    return found


def test_the_reader_sees_every_kind_of_import():
    """The analysis itself: top-level, late and type-only imports are told apart."""
    by_kind = {(i.importer, i.target): (i.late, i.typing_only) for i in IMPORTS}
    assert by_kind[("judge.entry", "judge.cli")] == (True, False)
    assert by_kind[("judge.run.execution.fresh", "judge.run.helper.sandbox")] == (False, False)
    assert by_kind[("judge.cli.console", "judge.judging.report")] == (
        False,
        False,
    )  # `from judge import report`
    assert by_kind[("judge.cli.run", "judge.cli")] == (False, False)
    assert len(MODULES) > 80 and len(IMPORTS) > 300


def test_no_module_imports_another_in_a_cycle():
    edges: dict[str, set[str]] = {module: set() for module in MODULES}
    for item in IMPORTS:
        edges[item.importer].add(item.target)
    cycles = {frozenset(cycle) for cycle in _cycles(edges)}
    assert cycles == set(), "import cycles"


def test_no_subsystem_imports_another_in_a_cycle():
    """Packages as wholes (judging, problemset, run, ...) and the top-level modules."""

    def unit(module: str) -> str:
        return ".".join(module.split(".")[:2])

    edges: dict[str, set[str]] = {unit(module): set() for module in MODULES}
    for item in IMPORTS:
        if unit(item.importer) != unit(item.target):
            edges[unit(item.importer)].add(unit(item.target))
    assert _cycles(edges) == []


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def test_each_layer_imports_only_the_layers_below():
    wrong = []
    for item in IMPORTS:
        importer, target = _layer(item.importer), _layer(item.target)
        where = f"{item.importer}:{item.line} imports {item.target}"
        if target > importer:
            wrong.append(f"{where}, a layer above")
        if importer == target == 0 and item.target not in SHARED_MAY_IMPORT:
            wrong.append(f"{where}: shared modules import only errors")
        for prefix, forbidden in FORBIDDEN_WITHIN:
            if _within(item.importer, prefix) and any(_within(item.target, f) for f in forbidden):
                wrong.append(where)
    assert wrong == []


def test_the_server_never_imports_the_storage():
    wrong = [
        f"{item.importer}:{item.line} imports {item.target}"
        for item in IMPORTS
        for importer, target in FORBIDDEN_BELOW
        if _within(item.importer, importer) and _within(item.target, target)
    ]
    assert wrong == [], "call an operation of judge/contest/ops/ instead"


def _transactions(source: str) -> list[int]:
    """The lines where a transaction is opened: ``.read()`` or ``.write(...)`` called on
    something named a store (``store.read()``, ``self.session.store.write()``), or used as
    a ``with`` statement's context (a store under another name)."""
    tree = ast.parse(source)
    contexts = {
        id(item.context_expr)
        for node in ast.walk(tree)
        if isinstance(node, (ast.With, ast.AsyncWith))
        for item in node.items
    }
    found = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("read", "write")
        ):
            continue
        owner = node.func.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if "store" in name.lower() or id(node) in contexts:
            found.append(node.lineno)
    return sorted(found)


def test_the_transaction_finder_finds_them():
    """The check below, on the shapes a transaction takes and on what is not one."""
    source = (
        "with self.session.store.read() as conn:\n    pass\n"
        "with store.write(serial=False) as conn:\n    pass\n"
        "rows = server.store.read()\n"
        "with db.write() as conn:\n    pass\n"
        "text = path.read()\nout.write(text)\n"
    )
    assert _transactions(source) == [1, 3, 5, 6]


def test_the_server_opens_no_transaction():
    """Every transaction of the server is an operation's (judge/contest/ops/)."""
    found = [
        f"{path.relative_to(REPO)}:{line}"
        for path in sorted(SERVER.rglob("*.py"))
        for line in _transactions(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "call an operation of judge/contest/ops/ instead"


def test_imports_inside_functions_are_only_those_with_a_reason():
    late = {(i.importer, i.target) for i in IMPORTS if i.late and not i.typing_only}
    assert late - set(LATE_IMPORTS) == set(), "late imports without a reason"
    assert set(LATE_IMPORTS) - late == set(), "no longer late: strike them off LATE_IMPORTS"


@pytest.mark.parametrize("args", [["run", "aplusb"], ["show", "aplusb"], ["list"]])
def test_problem_commands_load_no_database_or_contest_code(args):
    """SQLAlchemy alone takes about a quarter of a second to import; commands on problems
    never pay it, nor load the contest packages."""
    code = (
        "import sys\nfrom judge.entry import main\ntry:\n    main(sys.argv[1:])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m == 'sqlalchemy' or "
        "m.startswith(('judge.contest', 'judge.web'))), file=sys.stderr)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", code, "--root", str(FIXTURES), *args],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert ran.stderr.strip().splitlines()[-1] == "[]", ran.stderr
    assert "aplusb" in ran.stdout


# What `judge run` of one of our own plain problems must not load: each is for another kind of
# run only (a Kattis package, a build in a judge's dialect, an interactive problem, --isolate,
# --warm, --input, --junit), and together they were a third of that command's start-up (DESIGN.md,
# Start-up).
NOT_FOR_A_PLAIN_RUN = (
    "judge.kattis",
    "judge.run.languages.lint_cpp",
    "judge.run.languages.lint_source",
    "judge.run.languages.lint_java",
    "judge.run.languages.lint_pascal",
    "judge.judging.interactive",
    "judge.run.execution.interaction",
    "judge.run.isolation.session",
    "judge.run.isolation.isolated_runner",
    "judge.run.isolation.box",
    "judge.run.isolation.cgroups",
    "judge.judging.custom",
    "judge.run.execution.warm_pool",
    "judge.judging.junit",
)

# What a plain run of a Python solution (one job, the problem read before) never needs:
# PyYAML (the parsed problem files are cached: judge.documents), the thread pool and its
# logging (judge.parallel), OpenSSL's hashlib (only compiled programs), zipfile (Java's
# main class), ctypes (an overrunning problem function).
NOT_LOADED_AT_ALL = ("yaml", "concurrent.futures", "logging", "hashlib", "zipfile", "ctypes")


def _modules_after(args: list[str]) -> tuple[str, list[str]]:
    """The output of `judge ARGS` run in a fresh interpreter, and the modules it loaded."""
    code = (
        "import sys\nfrom judge.entry import main\ntry:\n    main(sys.argv[1:])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(sys.modules), file=sys.stderr)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=REPO
    )
    return ran.stdout, ast.literal_eval(ran.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize("solution", [[], ["solution.py"]])
def test_a_plain_run_loads_no_kattis_lint_interactive_or_isolation_code(solution):
    """`judge run aplusb` (its reference, or a Python file given) judges its cases having
    loaded only what such a run uses."""
    files = [str(FIXTURES / "problems" / "aplusb" / name) for name in solution]
    args = ["--root", str(FIXTURES), "run", "aplusb", *files, "-j", "1"]
    _modules_after(args)  # the problem's files parsed into the cache
    output, loaded = _modules_after(args)
    assert "AC" in output and "judge.judging.solution" in loaded, output
    unwanted = [m for m in loaded if any(_within(m, name) for name in NOT_FOR_A_PLAIN_RUN)]
    assert unwanted == []
    # Nor, its problem's files parsed before and with one job, these costly modules of others.
    assert [m for m in loaded if any(_within(m, name) for name in NOT_LOADED_AT_ALL)] == []


def test_the_other_runs_load_what_they_need():
    """The same command on an interactive problem loads its interactive code, and with --warm
    the warm runner (what the test above finds missing is missing because that run does not
    need it, not because it is never loaded)."""
    root = FIXTURES / "interactive"
    problem = next(path.name for path in sorted((root / "problems").iterdir()))
    _, loaded = _modules_after(["--root", str(root), "run", problem])
    assert "judge.judging.interactive" in loaded and "judge.run.execution.interaction" in loaded
    output, loaded = _modules_after(["--root", str(FIXTURES), "run", "aplusb", "--warm"])
    assert "AC" in output and "judge.run.execution.warm_pool" in loaded
