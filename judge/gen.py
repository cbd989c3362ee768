"""`judge gen`: building testdata/<id>/<recipe>.yaml from a problem's generator recipes.

Case k (1..count) of a recipe is named `<name>-<k>`; its input is
`generator.generate(random.Random(f"{seed}-{k}"), size)`, checked by the validator, and its
expected output is what the reference writes, run in the sandbox under the problem's limits.
The files are written in one fixed YAML style, so the same recipes give the same bytes.
"""

from __future__ import annotations

import os
import random
import re
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import yaml

from judge.errors import JudgeError
from judge.judging import Runner, classify, fresh_runner
from judge.limits import Limits
from judge.problem import Problem, Recipe
from judge.pyfile import function
from judge.sandbox import helper_path

Generate = Callable[[random.Random, str], str]
Validate = Callable[[str], None]


# ------------------------------------------------------------------ the problem's own modules

def load_generate(problem: Problem) -> Generate:
    """The problem's generator.generate(rng, size)."""
    return function(problem.path / "generator.py", f"judge_generator_{problem.id}", "generate")


def load_validate(problem: Problem) -> Validate:
    """The problem's validator.validate(text)."""
    return function(problem.path / "validator.py", f"judge_validator_{problem.id}", "validate")


def rejection(validate: Validate, text: str) -> str | None:
    """Why the validator rejects `text`, or None when it accepts it.

    A validator that crashes (anything but ValueError) rejects too: an input it cannot read is
    as suspect as one it refuses, and the message says which happened.
    """
    try:
        validate(text)
    except ValueError as exc:
        return str(exc) or "rejected (no message)"
    except Exception as exc:  # noqa: BLE001 - the problem's own code: report, never crash
        return f"the validator crashed: {type(exc).__name__}: {exc}"
    return None


def make_input(generate: Generate, seed: Any, k: int, size: str, where: str) -> str:
    """Input k of the stream `seed`: generate(random.Random(f"{seed}-{k}"), size).

    `where` names the input in error messages (the generator is the problem's code)."""
    try:
        text = generate(random.Random(f"{seed}-{k}"), size)
    except Exception as exc:  # noqa: BLE001 - the problem's own code
        raise JudgeError(f"generator.py: generate(rng, {size!r}) failed for {where}: "
                         f"{type(exc).__name__}: {exc}") from None
    if not isinstance(text, str):
        raise JudgeError(f"generator.py: generate(rng, {size!r}) returned "
                         f"{type(text).__name__}, not str, for {where}")
    return text


@dataclass(frozen=True)
class GeneratedInput:
    """One generated case before its expected output is known."""

    recipe: str
    name: str
    input: str


def recipe_inputs(problem: Problem, generate: Generate) -> Iterator[GeneratedInput]:
    """Every recipe's inputs, in recipe order then case order (no program runs)."""
    for recipe in problem.recipes:
        for k in range(1, recipe.count + 1):
            name = f"{recipe.name}-{k}"
            text = make_input(generate, recipe.seed, k, recipe.size,
                              f"case {name} of recipe {recipe.name!r}")
            yield GeneratedInput(recipe.name, name, text)


# ------------------------------------------------------------------ the fixed YAML style

# A string can be written as a plain `|` block when it is printable ASCII lines without trailing
# spaces, ends with exactly one newline and does not start with a space or a blank line (those
# need indentation or chomping indicators). Everything else goes through PyYAML's emitter.
_NOT_BLOCK_SAFE = re.compile(r"[^\n -~]| \n")
_PLACEHOLDER = re.compile(r"( *)(- )?([A-Za-z_]+): __block(\d+)__")
_WIDTH = 1 << 30  # never fold long lines


class _Block(str):
    """A string PyYAML should write as a literal block (it falls back to double quotes itself
    when a block cannot hold the text, e.g. trailing spaces or tabs)."""


class _Quoted(str):
    """A string to write double-quoted: used when a block did not read back identically."""


class _Dumper(yaml.SafeDumper):
    """The pure-Python emitter: its output does not depend on whether libyaml is installed."""


_STR = "tag:yaml.org,2002:str"
_Dumper.add_representer(_Block, lambda d, v: d.represent_scalar(_STR, str(v), style="|"))
_Dumper.add_representer(_Quoted, lambda d, v: d.represent_scalar(_STR, str(v), style='"'))


def _block_safe(text: str) -> bool:
    return (len(text) > 1 and text.endswith("\n") and not text.endswith("\n\n")
            and text[0] not in " \n" and _NOT_BLOCK_SAFE.search(text) is None)


def _dump(cases: list[dict[str, Any]], quoted: set[tuple[int, str]]) -> str:
    blocks: list[str] = []
    data = []
    for index, case in enumerate(cases):
        item: dict[str, Any] = {}
        for key, value in case.items():
            if isinstance(value, str) and "\n" in value:
                if (index, key) in quoted:
                    value = _Quoted(value)
                elif _block_safe(value):
                    # Large inputs take seconds in PyYAML's character-by-character emitter;
                    # these are spliced in below as the same literal block it would write.
                    blocks.append(value)
                    value = f"__block{len(blocks) - 1}__"
                else:
                    value = _Block(value)
            item[key] = value
        data.append(item)
    text = yaml.dump({"cases": data}, Dumper=_Dumper, sort_keys=False, width=_WIDTH,
                     allow_unicode=True, default_flow_style=False)
    if not blocks:
        return text
    out = []
    for line in text.split("\n"):
        match = _PLACEHOLDER.fullmatch(line)
        if match is None:
            out.append(line)
            continue
        indent, dash, key, number = match.groups()
        out.append(f"{indent}{dash or ''}{key}: |")
        pad = " " * (len(indent) + len(dash or "") + 2)
        out.extend(pad + body if body else "" for body in blocks[int(number)][:-1].split("\n"))
    return "\n".join(out)


def dump_cases(cases: Iterable[dict[str, Any]]) -> str:
    """A tests.yaml-format document for `cases` (dicts: name, input, output, ...), in one fixed
    style: keys in the given order, multi-line text as `|` blocks where a block holds it exactly,
    double-quoted otherwise, lines never folded. The result always reads back to `cases`."""
    cases = [dict(case) for case in cases]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    quoted: set[tuple[int, str]] = set()
    for _ in range(2):
        text = _dump(cases, quoted)
        back = yaml.load(text, Loader=loader)["cases"]
        wrong = {(i, key) for i, case in enumerate(cases) for key, value in case.items()
                 if back[i].get(key) != value}
        if not wrong:
            return text
        quoted |= wrong  # e.g. U+0085 inside a block reads back as a line break
    raise AssertionError(f"YAML dump does not read back for fields {sorted(wrong)}")


# ------------------------------------------------------------------ building and writing

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


def reference_output(runner: Runner, text: str, limits: Limits, name: str, solution: str) -> str:
    """The reference's output on `text`; a JudgeError unless it ran cleanly."""
    outcome = runner(text.encode(), limits)
    failed = classify(outcome, limits)
    if failed is not None:
        verdict, message = failed
        raise JudgeError(f"{solution}: {verdict} on {name}: {message}")
    try:
        return outcome.output.decode()
    except UnicodeDecodeError:
        raise JudgeError(f"{solution}: output on {name} is not UTF-8 text") from None


def build_testdata(problem: Problem, runner: Runner, limits: Limits, jobs: int = 1,
                   progress: Callable[[str], None] | None = None) -> list[RecipeFile]:
    """Generate, validate and solve every recipe's cases; nothing is written yet."""
    generate = load_generate(problem)
    validate = load_validate(problem)
    solution = str(problem.solution_path.relative_to(problem.root))
    solved: list[tuple[GeneratedInput, Future]] = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        try:
            # Each input goes to the reference as soon as it exists: generating big inputs is
            # slow Python, and the runs overlap it.
            for item in recipe_inputs(problem, generate):
                reason = rejection(validate, item.input)
                if reason is not None:
                    raise JudgeError(f"{problem.path / 'validator.py'}: rejects generated case "
                                     f"{item.name} (recipe {item.recipe!r}): {reason}")
                future = pool.submit(reference_output, runner, item.input, limits,
                                     f"generated case {item.name}", solution)
                solved.append((item, future))
            outputs = []
            for done, (_, future) in enumerate(solved, 1):
                outputs.append(future.result())
                if progress:
                    progress(f"{problem.id}: {done}/{len(solved)} generated cases solved")
        except BaseException:
            for _, future in solved:
                future.cancel()
            raise
    built = []
    for recipe in problem.recipes:
        cases = [{"name": item.name, "input": item.input, "output": output}
                 for (item, _), output in zip(solved, outputs) if item.recipe == recipe.name]
        built.append(RecipeFile(recipe, problem.testdata_dir / f"{recipe.name}.yaml",
                                dump_cases(cases), len(cases)))
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
    removed = sorted(p for p in folder.glob("*.yaml") if p.name not in keep) \
        if folder.is_dir() else []
    for path in removed:
        path.unlink()
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
    return GenReport(problem.id, files, removed)


def generate_testdata(problem: Problem, cache_dir: Path, jobs: int = 1,
                      runner: Runner | None = None,
                      progress: Callable[[str], None] | None = None) -> GenReport:
    """`judge gen` for one problem: build every recipe's file and bring testdata/<id>/ up to
    date. `runner` runs the reference (default: a fresh sandboxed process per case)."""
    from judge.program import from_file
    from judge.runner import RunOptions, limits_for

    limits = limits_for(problem, RunOptions())
    if runner is None:
        display = str(problem.solution_path.relative_to(problem.root))
        program = from_file(problem.solution_path, cache_dir, display=display)
        with fresh_runner(program, helper_path(cache_dir)) as fresh:
            built = build_testdata(problem, fresh, limits, jobs, progress)
    else:
        built = build_testdata(problem, runner, limits, jobs, progress)
    return write_testdata(problem, built)


def format_report(report: GenReport, root: Path) -> str:
    """One line per file written, kept or removed."""
    lines = []
    for item in report.files:
        state = "written" if item.written else "unchanged"
        lines.append(f"{report.problem}: {item.path.relative_to(root)}  {item.cases} cases  "
                     f"{item.size} bytes  {state}")
    for path in report.removed:
        lines.append(f"{report.problem}: {path.relative_to(root)}  removed (no such recipe)")
    if not lines:
        lines.append(f"{report.problem}: no testdata recipes in problem.yaml")
    return "\n".join(lines)
