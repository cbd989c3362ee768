"""Small inline SVG charts for the jury's pages: each problem's solves over the contest's
minutes, as a step line per problem (a table of numbers would not show when the problems
fell). Drawn here as text (no script, no external file: the pages' CSP allows neither)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from judge.contest.ops.statistics import ProblemStats

WIDTH, HEIGHT, PAD = 640, 220, 34
#: Line colours, one per problem in turn (distinct in print and for the colour-blind).
COLOURS = ("#2f5bd3", "#c5221f", "#1e8e3e", "#b06f00", "#7b3fb5", "#00838f", "#6d4c41")


def solves_svg(problems: Sequence[ProblemStats], minutes: int) -> str:
    """The chart of the problems' solves (cumulative, by minute) as an <svg> element."""
    minutes = max(1, minutes)
    top = max([len(p.solve_minutes) for p in problems] + [1])
    plot_w, plot_h = WIDTH - 2 * PAD, HEIGHT - 2 * PAD

    def x(minute: int) -> float:
        return PAD + plot_w * min(minute, minutes) / minutes

    def y(count: int) -> float:
        return HEIGHT - PAD - plot_h * count / top

    parts = [
        f'<svg class="chart" role="img" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
        f'height="{HEIGHT}" xmlns="http://www.w3.org/2000/svg">',
        f'<line x1="{PAD}" y1="{y(0)}" x2="{WIDTH - PAD}" y2="{y(0)}" stroke="#667085"/>',
        f'<line x1="{PAD}" y1="{y(0)}" x2="{PAD}" y2="{PAD}" stroke="#667085"/>',
        f'<text x="{PAD - 6}" y="{y(top) + 4}" text-anchor="end" font-size="11">{top}</text>',
        f'<text x="{PAD - 6}" y="{y(0) + 4}" text-anchor="end" font-size="11">0</text>',
        f'<text x="{PAD}" y="{HEIGHT - PAD + 16}" font-size="11">0:00</text>',
        f'<text x="{WIDTH - PAD}" y="{HEIGHT - PAD + 16}" text-anchor="end" font-size="11">'
        f"{minutes // 60}:{minutes % 60:02d}</text>",
    ]
    for n, problem in enumerate(problems):
        colour = COLOURS[n % len(COLOURS)]
        points = [(x(0), y(0))]
        for count, minute in enumerate(sorted(problem.solve_minutes), start=1):
            points += [(x(minute), y(count - 1)), (x(minute), y(count))]
        points.append((x(minutes), y(len(problem.solve_minutes))))
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
        label = escape(problem.label)
        parts.append(
            f'<polyline class="solves" data-problem="{label}" fill="none" stroke="{colour}" '
            f'stroke-width="2" points="{path}"><title>{label}: '
            f"{len(problem.solve_minutes)}</title></polyline>"
        )
        parts.append(
            f'<text x="{WIDTH - PAD + 4}" y="{points[-1][1] + 4 - 10 * (n % 3)}" '
            f'font-size="11" fill="{colour}">{label}</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts)
