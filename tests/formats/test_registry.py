"""The one door to every problem format (judge.formats.registry): what is at a path, which
format handles a problem, the plain messages where nothing is; that no code outside a format's
own modules asks which format a problem is; and that a new format is a module and a row."""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FIXTURES, REPO
from judge.cli import main
from judge.errors import JudgeError
from judge.formats import registry
from judge.formats.registry import (
    FormatEntry,
    argument_path,
    format_at,
    format_for,
    format_of,
    problem_at,
)

OURS = FIXTURES / "problems" / "aplusb"
PACKAGE = FIXTURES / "kattis" / "problemtools" / "hello"
# A sample of each format the registry lists: the class of the problem it loads is what only
# that format's modules may name in an isinstance (a new format adds its sample here).
PLAIN = FIXTURES / "plain" / "adder"
POLYGON = FIXTURES / "polygon" / "sum"  # tests/polygon/polygon_support.py's sum_package
SAMPLES = {"judge": OURS, "kattis": PACKAGE, "plain": PLAIN, "polygon": POLYGON}


def _zipped(folder: Path, zip_path: Path) -> Path:
    with zipfile.ZipFile(zip_path, "w") as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(folder))
    return zip_path


def test_every_format_of_the_registry_has_a_sample_here():
    assert set(SAMPLES) == {entry.name for entry in registry.FORMATS}


def test_a_folder_of_a_sets_problems_is_ours_before_it_could_be_a_package(cache_dir):
    # aplusb has a problem.yaml, as a Kattis package has: ours claims it first.
    assert format_at(OURS) is not None and format_at(OURS).name == "judge"
    problem = problem_at(OURS, cache_dir)
    assert (problem.format_name, problem.id, problem.problem_set) == ("judge", "aplusb", FIXTURES)
    assert format_of(problem) is format_at(OURS)


def test_a_package_folder_and_its_zip_are_kattis_packages(cache_dir, tmp_path):
    for path in (PACKAGE, _zipped(PACKAGE, tmp_path / "hello.zip")):
        problem = problem_at(path, cache_dir)
        assert (problem.format_name, problem.id, problem.problem_set) == ("kattis", "hello", None)
        assert format_of(problem).name == "kattis"


def test_our_problem_copied_out_of_its_set_is_no_longer_claimed_as_ours(tmp_path):
    copy = tmp_path / "elsewhere" / "aplusb"
    copy.parent.mkdir()
    (copy).mkdir()
    (copy / "problem.yaml").write_text((OURS / "problem.yaml").read_text())
    assert format_for(copy).name == "kattis"


def test_where_nothing_is_a_problem_the_message_says_what_each_format_looks_for(tmp_path):
    empty = tmp_path / "nothing"
    empty.mkdir()
    with pytest.raises(JudgeError) as caught:
        format_for(empty)
    assert str(caught.value) == (
        f"{empty}: no test pairs (N.in with N.out or N.ans, or input/ and output/); "
        f"{empty / 'problem.yaml'}: missing (a Kattis package has one)"
    )
    with pytest.raises(JudgeError, match="no such file or folder"):
        problem_at(tmp_path / "absent", tmp_path)
    assert format_at(empty) is None


def test_an_argument_is_a_path_or_an_id(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "here").mkdir()
    assert argument_path("hdu_2516") is None
    assert argument_path("./hdu_2516") == Path("./hdu_2516")
    assert argument_path("here") == Path("here")
    assert argument_path(".") == Path(".")


def test_an_unknown_format_name_is_a_plain_error():
    with pytest.raises(
        JudgeError,
        match=r"unknown problem format 'nosuch' \(known: judge, polygon, plain, kattis\)",
    ):
        registry.format_named("nosuch")


# -- no code outside a format's modules asks which format a problem is -------------------------


def _imported_names(tree: ast.Module, module: str) -> dict[str, str]:
    """Each name a module imports from judge's modules, by its qualified name."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def format_questions(source: str, module: str, classes: dict[str, tuple[str, str]]) -> list[str]:
    """Where `source` (module `module`) asks which format a problem is: an isinstance, or a
    `type(...) is`, naming a format's problem class outside that format's own modules, or a
    comparison with a `format_name`. `classes`: each class's qualified name -> its modules."""
    tree = ast.parse(source)
    names = _imported_names(tree, module)
    found = []
    for node in ast.walk(tree):
        named: list[ast.expr] = []
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
            "isinstance",
            "issubclass",
        ):
            second = node.args[1] if len(node.args) > 1 else None
            named = (
                list(second.elts) if isinstance(second, ast.Tuple) else [second] if second else []
            )
        elif isinstance(node, ast.Compare):
            named = [node.left, *node.comparators]
            if any(isinstance(n, ast.Attribute) and n.attr == "format_name" for n in named):
                found.append(f"{module}:{node.lineno}: compares a format_name")
        for expr in named:
            qualified = names.get(getattr(expr, "id", ""), "")
            owners = classes.get(qualified)
            if owners is not None and not any(
                module == owner or module.startswith(owner + ".") for owner in owners
            ):
                found.append(f"{module}:{expr.lineno}: asks whether a problem is {qualified}")
    return found


def _format_classes(cache_dir: Path) -> dict[str, tuple[str, str]]:
    """Each format's problem class (from its sample) -> the modules that may name it: its
    own package and the format's door."""
    classes = {}
    for entry in registry.FORMATS:
        cls = type(problem_at(SAMPLES[entry.name], cache_dir))
        package = cls.__module__.rsplit(".", 1)[0]
        classes[f"{cls.__module__}.{cls.__name__}"] = (package, entry.module)
    return classes


def _judge_modules() -> dict[str, Path]:
    package = REPO / "judge"
    return {
        ".".join(path.relative_to(REPO).with_suffix("").parts): path
        for path in sorted(package.rglob("*.py"))
    }


def test_no_module_outside_a_formats_own_asks_which_format_a_problem_is(cache_dir):
    classes = _format_classes(cache_dir)
    assert "judge.kattis.package.KattisProblem" in classes
    found = [
        question
        for module, path in _judge_modules().items()
        for question in format_questions(path.read_text(encoding="utf-8"), module, classes)
    ]
    assert found == []


def test_a_planted_question_is_found(cache_dir):
    """The check above can fail: an isinstance of Kattis' class planted in the server's
    rendering (where statement_html once branched on it), a format name compared in the CLI."""
    classes = _format_classes(cache_dir)
    planted = (
        "from judge.kattis.package import KattisProblem\n"
        "def statement_html(problem):\n"
        "    if isinstance(problem, (str, KattisProblem)):\n"
        "        return ''\n"
    )
    assert format_questions(planted, "judge.web.render", classes) == [
        "judge.web.render:3: asks whether a problem is judge.kattis.package.KattisProblem"
    ]
    assert format_questions(planted, "judge.kattis.listing", classes) == []  # its own package
    compared = "def f(problem):\n    return problem.format_name == 'kattis'\n"
    assert format_questions(compared, "judge.cli.run", classes) == [
        "judge.cli.run:2: compares a format_name"
    ]


# -- a new format is a module and a row ---------------------------------------------------------


@pytest.fixture
def toy_registry(monkeypatch):
    """The registry with the toy format of tests/formats/toy_format.py as its second row:
    before plain data, which would claim a toy's `NAME.in` and `NAME.ans` pairs."""
    entry = FormatEntry("toy", "formats.toy_format")
    first, *rest = registry.FORMATS
    monkeypatch.setattr(registry, "FORMATS", (first, entry, *rest))


def _toy(tmp_path: Path, time_limit: str = "1") -> Path:
    folder = tmp_path / "sum"
    folder.mkdir()
    (folder / "toy.txt").write_text(f"Sum\n{time_limit}\n")
    for name, given, answer in (("1", "1 2\n", "3\n"), ("2", "20 22\n", "42\n")):
        (folder / f"{name}.in").write_text(given)
        (folder / f"{name}.ans").write_text(answer)
    (folder / "reference.py").write_text("a, b = map(int, input().split())\nprint(a + b)\n")
    return folder


def test_a_new_format_is_judged_shown_and_verified_by_the_commands(toy_registry, tmp_path):
    folder = _toy(tmp_path)
    wrong = tmp_path / "wrong.py"
    wrong.write_text("print(3)\n")
    runner = CliRunner()
    ran = runner.invoke(main, ["run", str(folder)])
    assert ran.exit_code == 0, ran.output
    assert "sum: Sum" in ran.output and "2/2 passed" in ran.output
    ran = runner.invoke(main, ["run", str(folder), str(wrong)])
    assert ran.exit_code == 1 and "WA" in ran.output, ran.output
    shown = runner.invoke(main, ["show", str(folder)])
    assert shown.exit_code == 0 and "sum: Sum (a toy, 2 cases)" in shown.output, shown.output
    verified = runner.invoke(main, ["verify", str(folder)])
    assert verified.exit_code == 0 and "a toy: nothing to verify" in verified.output
    stressed = runner.invoke(main, ["stress", str(folder), str(wrong)])
    assert stressed.exit_code == 2 and "toy problems have no generator" in stressed.output


def test_a_new_formats_problem_without_a_time_limit_gets_its_formats(toy_registry, tmp_path):
    folder = _toy(tmp_path, time_limit="")
    ran = CliRunner().invoke(main, ["run", str(folder)])
    assert ran.exit_code == 0, ran.output
    assert "sum: time limit 1 s (toys' own)" in ran.output
