"""`judge gen`: building testdata/<id>/<recipe>.yaml from a problem's generator recipes.

Case k (1..count) of a recipe is named `<name>-<k>`; its input is
`generator.generate(random.Random(f"{seed}-{k}"), size)`, checked by the validator, and its
expected output is what the reference writes, run in the sandbox under the problem's limits.
The files are written in one fixed YAML style (caseyaml), so the same recipes give the same
bytes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.parallel import ordered
from judge.problemset.caseyaml import dump_cases
from judge.problemset.oracle import BRUTE_LIMITS, expected_output, load_program
from judge.problemset.problem import Problem, Recipe
from judge.run.factory import open_runner
from judge.run.runner import Runner


@dataclass(frozen=True)
class GeneratedInput:
    """One generated case before its expected output is known."""

    recipe: str
    name: str
    input: str


def recipe_inputs(problem: Problem) -> Iterator[GeneratedInput]:
    """Every recipe's inputs, in recipe order then case order (no program runs)."""
    for recipe in problem.recipes:
        for k in range(1, recipe.count + 1):
            name = f"{recipe.name}-{k}"
            text = problem.code.make_input(
                recipe.seed, k, recipe.size, f"case {name} of recipe {recipe.name!r}"
            )
            yield GeneratedInput(recipe.name, name, text)


@dataclass(frozen=True)
class RecipeFile:
    """One generated file: where it goes and what it holds."""

    recipe: Recipe
    path: Path
    text: str
    cases: int
    written: bool = False  # set by write_testdata: False when the file held exactly this text

    @property
    def size(self) -> int:
        return len(self.text.encode())


@dataclass(frozen=True)
class GenReport:
    """What `judge gen` did for one problem."""

    problem: str
    files: list[RecipeFile] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)


def answer_program(problem: Problem) -> Path:
    """What writes a generated case's answer: the reference; for an interactive problem the
    brute force, since the answer is the interactor's data, which the reference (a program
    in conversation with the interactor) does not write."""
    return problem.code.require_brute() if problem.interactor else problem.solution_path


def build_testdata(
    problem: Problem, runner: Runner, jobs: int = 1, progress: Callable[[str], None] | None = None
) -> list[RecipeFile]:
    """Generate, validate and solve every recipe's cases; nothing is written yet. `runner`
    runs the program that writes the answers (`answer_program`)."""
    oracle = answer_program(problem)
    solution = str(oracle.resolve().relative_to(problem.root.resolve()))
    limits = BRUTE_LIMITS if oracle != problem.solution_path else problem.limits

    def validated() -> Iterator[GeneratedInput]:
        for item in recipe_inputs(problem):
            reason = problem.code.rejection(item.input)
            if reason is not None:
                raise JudgeError(
                    f"{problem.path / 'validator.py'}: rejects generated case "
                    f"{item.name} (recipe {item.recipe!r}): {reason}"
                )
            yield item

    def solve(item: GeneratedInput) -> str:
        return expected_output(runner, item.input, limits, solution, f"generated case {item.name}")

    # Each input goes to the reference as soon as it exists: generating big inputs is slow
    # Python, and the runs overlap it.
    total = sum(recipe.count for recipe in problem.recipes)
    solved: list[tuple[GeneratedInput, str]] = []
    for item, output in ordered(solve, validated(), jobs):
        solved.append((item, output))
        if progress:
            progress(f"{problem.id}: {len(solved)}/{total} generated cases solved")
    built = []
    for recipe in problem.recipes:
        cases = [
            {"name": item.name, "input": item.input, "output": output}
            for item, output in solved
            if item.recipe == recipe.name
        ]
        built.append(
            RecipeFile(
                recipe, problem.testdata_dir / f"{recipe.name}.yaml", dump_cases(cases), len(cases)
            )
        )
    return built


def write_testdata(problem: Problem, built: list[RecipeFile]) -> GenReport:
    """Write the files that changed and remove those of recipes that no longer exist."""
    folder = problem.testdata_dir
    files = []
    for item in built:
        data = item.text.encode()
        unchanged = item.path.is_file() and item.path.read_bytes() == data
        if not unchanged:
            folder.mkdir(parents=True, exist_ok=True)
            partial = item.path.with_name(f".{item.path.name}.partial")
            partial.write_bytes(data)
            os.replace(partial, item.path)  # readers never see half a file
        files.append(replace(item, written=not unchanged))
    keep = {f"{recipe.name}.yaml" for recipe in problem.recipes}
    removed = (
        sorted(p for p in folder.glob("*.yaml") if p.name not in keep) if folder.is_dir() else []
    )
    for path in removed:
        path.unlink()
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
    return GenReport(problem.id, files, removed)


def generate_testdata(
    problem: Problem,
    cache_dir: Path,
    jobs: int = 1,
    runner: Runner | None = None,
    progress: Callable[[str], None] | None = None,
) -> GenReport:
    """`judge gen` for one problem: build every recipe's file and bring testdata/<id>/ up to
    date. `runner` runs the reference (default: a fresh sandboxed process per case)."""
    if runner is None:
        program = load_program(answer_program(problem), problem, cache_dir)
        with open_runner(program, cache_dir, files=problem.file_io) as fresh:
            built = build_testdata(problem, fresh, jobs, progress)
    else:
        built = build_testdata(problem, runner, jobs, progress)
    return write_testdata(problem, built)


def format_report(report: GenReport, root: Path) -> str:
    """One line per file written, kept or removed."""
    lines = []
    for item in report.files:
        state = "written" if item.written else "unchanged"
        lines.append(
            f"{report.problem}: {item.path.relative_to(root)}  {item.cases} cases  "
            f"{item.size} bytes  {state}"
        )
    for path in report.removed:
        lines.append(f"{report.problem}: {path.relative_to(root)}  removed (no such recipe)")
    if not lines:
        lines.append(f"{report.problem}: no testdata recipes in problem.yaml")
    return "\n".join(lines)
