"""`judge show` for this set's problems: the header, the statement, the reference's source."""

from __future__ import annotations

from collections.abc import Mapping

from judge.errors import JudgeError
from judge.problemset.problem import Problem, statement, statement_file
from judge.run.languages.dialects import CompilerLine, compilers
from judge.run.languages.table import language
from judge.run.limits import MiB


def locale_lang(environ: Mapping[str, str]) -> str:
    """``zh`` when the locale (LC_ALL, then LC_MESSAGES, then LANG: the first one set)
    is Chinese, else ``en``."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def show_problem(problem: Problem, lang: str = "en") -> str:
    """The header (source, game, limits, checker or interactor) and the statement in
    ``lang``, or the English one with a note when it has no translation."""
    lines = [
        f"{problem.id}: {problem.title}"
        + "".join(f" / {other}" for other in (problem.title_en, problem.title_zh) if other),
        f"  source:  {problem.source}" + (f"  {problem.source.url}" if problem.source.url else ""),
        f"  game:    {problem.game}" + (f"  [{', '.join(problem.tags)}]" if problem.tags else ""),
        f"  limits:  {problem.time_limit:g} s CPU, {problem.memory_limit:g} MiB memory",
    ]
    if problem.java_time_limit or problem.java_memory_limit:
        java = problem.limits_for(language("java"))
        lines[-1] += f"; Java and Kotlin: {java.time:g} s, {java.memory / MiB:g} MiB"
    if problem.limits_note:
        lines.append(f"           ({problem.limits_note})")
    if problem.interactor:
        lines.append(f"  interactive: {problem.interactor} converses with the solution")
    else:
        lines.append(f"  checker: {problem.checker}")
    lines.append(
        "  languages (as `judge run` and contests compile them; --dialect for the others):"
    )
    lines += [_compiler_row(line) for line in compilers(problem.dialect) if line.default]
    lines.append("")
    if lang != "en" and statement_file(problem, lang) == problem.statement_path:
        lines.append(f"(no {lang} statement for {problem.id}; showing the English one)")
        lines.append("")
    lines.append(statement(problem, lang).rstrip())
    return "\n".join(lines)


def _compiler_row(line: CompilerLine) -> str:
    """One language as the problem's judge compiles it: compiler, standard, flags."""
    what = ", ".join(part for part in (line.compiler, line.standard) if part)
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
