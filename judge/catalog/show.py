"""`judge show` for this set's problems: the header, the statement, the reference's source."""

from __future__ import annotations

from collections.abc import Callable

from judge.errors import JudgeError
from judge.i18n import translations
from judge.problemset.problem import Problem, statement, statement_file
from judge.run.languages.dialects import CompilerLine, compilers
from judge.run.languages.table import language
from judge.run.limits import MiB


def show_problem(problem: Problem, lang: str = "en") -> str:
    """The header (source, game, limits, checker or interactor) and the statement in
    ``lang``, or the English one with a note when it has no translation; the header in
    ``lang`` too, where its catalogue is installed (judge.i18n)."""
    _ = translations(lang).gettext
    lines = [
        f"{problem.id}: {problem.title}"
        + "".join(f" / {other}" for other in (problem.title_en, problem.title_zh) if other),
        _("  source:  {source}").format(source=problem.source)
        + (f"  {problem.source.url}" if problem.source.url else ""),
        _("  game:    {game}").format(game=problem.game)
        + (f"  [{', '.join(problem.tags)}]" if problem.tags else ""),
        _("  limits:  {time} s CPU, {memory} MiB memory").format(
            time=f"{problem.time_limit:g}", memory=f"{problem.memory_limit:g}"
        ),
    ]
    if problem.java_time_limit or problem.java_memory_limit:
        java = problem.limits_for(language("java"))
        lines[-1] += _("; Java and Kotlin: {time} s, {memory} MiB").format(
            time=f"{java.time:g}", memory=f"{java.memory / MiB:g}"
        )
    if problem.limits_note:
        lines.append(f"           ({problem.limits_note})")
    if problem.interactor:
        lines.append(
            _("  interactive: {interactor} converses with the solution").format(
                interactor=problem.interactor
            )
        )
    else:
        lines.append(_("  checker: {checker}").format(checker=problem.checker))
    if problem.file_io:  # an OI problem's freopen: say it before anything else is read
        lines.append(
            _("  files:   input: {input}, output: {output}").format(
                input=problem.file_io.input or _("standard input"),
                output=problem.file_io.output or _("standard output"),
            )
        )
    lines += _subtask_rows(problem, _)
    lines.append(
        _("  languages (as `judge run` and contests compile them; --dialect for the others):")
    )
    lines += [_compiler_row(line) for line in compilers(problem.dialect) if line.default]
    lines.append("")
    if lang != "en" and statement_file(problem, lang) == problem.statement_path:
        lines.append(
            _("(no {lang} statement for {id}; showing the English one)").format(
                lang=lang, id=problem.id
            )
        )
        lines.append("")
    lines.append(statement(problem, lang).rstrip())
    return "\n".join(lines)


def _subtask_rows(problem: Problem, _: Callable[[str], str]) -> list[str]:
    """A scoring problem's subtasks: the points in all, then each with its points, its cases'
    patterns and the subtasks it depends on."""
    if problem.subtasks is None:
        return []
    subtasks = problem.subtasks.subtasks
    width = max(len(subtask.name) for subtask in subtasks)
    rows = [_("  subtasks: {points} points").format(points=f"{problem.subtasks.max_score:g}")]
    for subtask in subtasks:
        row = _("    {name}  {points} points  cases {patterns}").format(
            name=f"{subtask.name:<{width}}",
            points=f"{subtask.points:>3g}",
            patterns=", ".join(subtask.patterns),
        )
        if subtask.depends:
            row += _("  (after {subtasks})").format(subtasks=", ".join(subtask.depends))
        rows.append(row)
    return rows


def _compiler_row(line: CompilerLine) -> str:
    """One language as the problem's judge compiles it: compiler, standard, flags."""
    what = ", ".join(part for part in (line.compiler, line.standard) if part)
    if line.stand_in:
        what += f"; here {line.stand_in}"
    flags = f"  [{' '.join(line.flags)}]" if line.flags else ""
    return f"    {line.name + ':':<10} {what}{flags}"


def reference_source(problem: Problem, language: str) -> str:
    """The text of the problem's reference in `language` (`py` or `cpp`), exactly as stored."""
    path = problem.solution_path if language == "py" else problem.path / "solution.cpp"
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise JudgeError(f"{problem.id} has no {language} reference ({path} is missing)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise JudgeError(f"{path}: cannot read: {exc}") from None
