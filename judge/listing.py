"""Text for `judge list` and `judge show`."""

from __future__ import annotations

from pathlib import Path

from judge.problemset.problem import Problem, load_case_file, load_problem, problem_ids, statement


def case_count(problem: Problem) -> int:
    """Hand-made cases plus the generated ones present (counted from the recipes, so listing
    never parses megabytes of generated data)."""
    count = len(load_case_file(problem.tests_path))
    for recipe in problem.recipes:
        if (problem.testdata_dir / f"{recipe.name}.yaml").is_file():
            count += recipe.count
    return count


def problem_table(root: Path) -> str:
    """One row per problem."""
    header = ("ID", "TITLE", "GAME", "SOURCE", "TIME", "MEMORY", "CASES")
    rows = [header]
    for pid in problem_ids(root):
        p = load_problem(root, pid)
        title = p.title if len(p.title) <= 40 else p.title[:39] + "…"
        rows.append((p.id, title, p.game, str(p.source), f"{p.time_limit:g} s",
                     f"{p.memory_limit:g} MiB", str(case_count(p))))
    widths = [max(_width(row[i]) for row in rows) for i in range(len(header))]
    return "\n".join(
        "  ".join(cell + " " * (w - _width(cell)) for cell, w in zip(row, widths)).rstrip()
        for row in rows)


def _width(text: str) -> int:
    """Terminal columns: CJK characters take two."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def show_problem(problem: Problem) -> str:
    """The header (source, game, limits, checker) and the statement."""
    lines = [
        f"{problem.id}: {problem.title}",
        f"  source:  {problem.source}" + (f"  {problem.source.url}" if problem.source.url else ""),
        f"  game:    {problem.game}" + (f"  [{', '.join(problem.tags)}]" if problem.tags else ""),
        f"  limits:  {problem.time_limit:g} s CPU, {problem.memory_limit:g} MiB memory",
    ]
    if problem.limits_note:
        lines.append(f"           ({problem.limits_note})")
    lines.append(f"  checker: {problem.checker}")
    lines.append("")
    lines.append(statement(problem).rstrip())
    return "\n".join(lines)
