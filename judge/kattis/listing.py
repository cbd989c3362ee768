"""`judge show PKG`: a Kattis package's header (format, limits, validator) and statement,
in the language asked for where the package has it; a LaTeX statement shown as the Markdown
`latex_as_markdown` makes of it (as the web pages show it), not as LaTeX source."""

from __future__ import annotations

from pathlib import Path

from judge.judging.report import score_text
from judge.kattis.package import KattisProblem
from judge.kattis.statement import latex_as_markdown
from judge.kattis.timelimit import TimeLimit
from judge.package_tree import DOCUMENT_LIMIT, read_limited
from judge.printable import printable


def show_package(
    problem: KattisProblem,
    time_limit: TimeLimit | None = None,
    lang: str = "en",
    cache_dir: Path | None = None,
) -> str:
    """The header (format, source, limits and where the time limit comes from, validator,
    a scoring package's subtasks with their points, warnings), the statement in `lang` (else
    English, with a note), the samples. `time_limit`: the package's limit, when known;
    `cache_dir`: where its grading would build a grader (none is built to list them)."""
    if time_limit is not None:
        limit = f"{time_limit.seconds:g} s CPU ({time_limit.source})"
    elif problem.time_limit is not None:
        limit = f"{problem.time_limit:g} s CPU ({problem.time_limit_from})"
    else:
        limit = f"time limit inferred from submissions/accepted (x{problem.ac_to_time_limit:g})"
    validator = (
        "default" + (f" ({' '.join(problem.validator_flags)})" if problem.validator_flags else "")
        if problem.custom_validator is None
        else f"custom: {problem.show(problem.custom_validator)}"
        + (f" ({' '.join(problem.validator_flags)})" if problem.validator_flags else "")
    )
    title = problem.title_in(lang)
    others = dict.fromkeys(name for name in problem.names.values() if name != title)
    lines = [
        f"{problem.id}: {title}" + "".join(f" / {name}" for name in others),
        f"  package: Kattis {problem.format}, {', '.join(problem.types)}  {problem.path}",
    ]
    if problem.source:
        lines.append(f"  source:  {problem.source}")
    if problem.author:
        lines.append(f"  author:  {problem.author}")
    lines += [
        f"  license: {problem.license}",
        f"  limits:  {limit}, {problem.memory_limit:g} MiB memory, "
        f"{problem.output_limit:g} MiB output",
        f"  output validator: {validator}",
    ]
    if problem.scoring and problem.refusal is None and cache_dir is not None:
        lines += _subtask_lines(problem, cache_dir)
    if time_limit is not None and time_limit.note:
        lines += [f"  time limit: not counted: {entry}" for entry in time_limit.note.split("\n")]
    if problem.refusal is not None:
        lines.append(f"  note:    {problem.refusal.split(': ', 1)[-1]}: shown, not judged")
    lines += [f"  warning: {printable(w)}" for w in problem.warnings]
    lines += ["", *_statement_lines(problem, lang)]
    samples = [case for case in problem.cases() if case.sample]
    for number, case in enumerate(samples, 1):
        lines += [
            "",
            f"Sample {number} ({printable(case.name)}) input:",
            case.input.rstrip("\n"),
            "output:",
            case.output.rstrip("\n"),
        ]
    return "\n".join(lines)


def _subtask_lines(problem: KattisProblem, cache_dir: Path) -> list[str]:
    """The points in all and each subtask's (secret's groups), as its grading gives them
    before anything is judged."""
    grade = problem.grading(problem.cases(), cache_dir).grade([])

    def points(most: float | None) -> str:
        return "its points not bounded" if most is None else f"{score_text(most)} points"

    lines = [f"  score:   {points(grade.max_score)}"]
    lines += [f"  subtask {printable(g.name)}: {points(g.max_score)}" for g in grade.groups]
    return lines


def _statement_lines(problem: KattisProblem, lang: str) -> list[str]:
    """The statement as `judge show` prints it: in `lang`, or a note and the English one."""
    statement = problem.statement_file(lang)
    if statement is None:
        return ["(no statement)"]
    lines = []
    if lang not in problem.statement_files():
        shown = next(k for k, path in problem.statement_files().items() if path == statement)
        lines += [f"(no {lang} statement in {problem.id}; showing the {shown} one)", ""]
    if statement.suffix == ".pdf":
        return [*lines, f"(statement: {problem.show(statement)}, a PDF)"]
    return [*lines, statement_markdown(problem, lang).rstrip()]


def statement_markdown(problem: KattisProblem, lang: str = "en") -> str:
    """The package's statement in `lang` (else English, else the first) as Markdown, for
    pages and `judge show`: a Markdown statement as it is, a LaTeX one turned into Markdown
    (judge.kattis.statement), a PDF named."""
    statement = problem.statement_file(lang)
    if statement is None:
        pdf = problem.path / "problem.pdf"  # DOMjudge's packages keep it at the root
        return (
            f"The statement is the PDF file {pdf.name} of the problem's package.\n"
            if pdf.is_file()
            else "(no statement)\n"
        )
    if statement.suffix == ".pdf":
        return f"The statement is the PDF file {problem.show(statement)}.\n"
    text = read_limited(statement, DOCUMENT_LIMIT).decode("utf-8", errors="replace")
    return latex_as_markdown(text) if statement.suffix == ".tex" else text
