"""A game's table as a picture: SVG text made from the rows `judge table` prints (one source of
truth: judge.learn.table's rows), pure (rows in, SVG out), readable without JavaScript.

- one number per position: a strip of cells, one per position, coloured by Grundy value (by
  outcome where there is none), P-positions marked; wrapped at a multiple of the guessed
  period, so that past the preperiod each column holds one value and the period shows as
  stripes (Kayles: period 12 from 71);
- two numbers per position: a grid, the first number down and the second across as the table
  prints it, each P-position a point (Wythoff's: two lines of slopes phi and 1/phi);
- a graph game (`PICTURE = "graph"`): the graph, each vertex with its value (HDU 1524's DAG).

Every cell and point carries its position and value as data attributes (`data-position`,
`data-sg`, `data-outcome`), so that what is drawn can be read back and compared with the table.
The labels come in through :class:`Labels` (the caller translates them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from judge.learn.game import show_position
from judge.learn.guess import Family, Guess
from judge.learn.table import Outcome, Row

#: Colours of the Grundy values 1, 2, ... (0, the P-positions, is dark), then around again.
PALETTE = (
    "#e6194b",
    "#3cb44b",
    "#4363d8",
    "#f58231",
    "#911eb4",
    "#42d4f4",
    "#f032e6",
    "#bfef45",
    "#fabed4",
    "#469990",
    "#dcbeff",
    "#9a6324",
)
P_COLOUR = "#222222"
DRAW_COLOUR = "#bbbbbb"
NONE_COLOUR = "#eeeeee"
WIDE = 760  # the picture's width in pixels, about a page's
NUMBERED = 400  # a strip of at most this many cells writes each value in its cell


@dataclass(frozen=True)
class Labels:
    """The words of a picture, in the reader's language (English by default)."""

    title: str = "the table as a picture"
    strip: str = "one cell per position, {first} to {last}, coloured by Grundy value; dark: P"
    grid: str = "the first number down, the second across; a point: a P-position"
    mirrored: str = "grey: the same positions with the numbers swapped"
    graph: str = "each vertex with its Grundy value; dark: P"
    period: str = "period {period} from {start}"
    saltus: str = "saltus {saltus}"
    pattern_start: str = "the pattern starts here"
    draw: str = "grey: a draw"


def colour_of(row: Row) -> str:
    """A cell's colour: its Grundy value's, P dark, a draw grey, no value at all pale."""
    if row.outcome is Outcome.P:
        return P_COLOUR
    if row.outcome is Outcome.D:
        return DRAW_COLOUR
    number = row.grundy if row.grundy is not None else row.value
    if number is None:
        return PALETTE[0] if row.outcome is Outcome.N else NONE_COLOUR
    return PALETTE[(abs(number) - 1) % len(PALETTE)] if number else P_COLOUR


def _data(row: Row) -> str:
    """The attributes that say which position a mark draws, and its value."""
    sg = "" if row.grundy is None else str(row.grundy)
    outcome = "" if row.outcome is None else row.outcome.value
    value = "" if row.value is None else f' data-value="{row.value}"'
    position = escape(show_position(row.position))
    return f'data-position="{position}" data-sg="{sg}" data-outcome="{outcome}"{value}'


def _svg(width: int, height: int, title: str, body: Sequence[str]) -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" class="picture" font-family="sans-serif">'
        f"<title>{escape(title)}</title>"
    )
    return head + "".join(body) + "</svg>"


def _columns(count: int, found: Guess | None) -> int:
    """How many cells a line of the strip holds: a multiple of the period near 36 (or the
    period itself when larger), else about 50; no more than the cells."""
    period = found.period if found is not None else None
    if period:
        columns = period * max(1, round(36 / period)) if period <= 60 else period
    else:
        columns = 50 if count > 50 else count
    return max(1, min(columns, count, 200))


def _pattern_caption(found: Guess | None, labels: Labels) -> str:
    if found is None or found.period is None:
        return ""
    text = labels.period.format(period=found.period, start=found.preperiod)
    if found.saltus:
        text += "; " + labels.saltus.format(saltus=found.saltus)
    return text


def strip_svg(rows: Sequence[Row], found: Guess | None = None, labels: Labels = Labels()) -> str:
    """Positions of one number (or anything else, one cell each) as a strip of cells wrapped
    into lines, coloured by value, P-positions dark; the period (or saltus) of `found`, the
    guess, written above and its first position outlined."""
    count = len(rows)
    columns = _columns(count, found)
    size = max(6, min(28, (WIDE - 60) // columns))
    numbered = count <= NUMBERED and size >= 16
    lines = math.ceil(count / columns) if count else 0
    top, left = 44, 50
    width = left + columns * size + 10
    height = top + lines * size + 10
    first = show_position(rows[0].position) if rows else ""
    last = show_position(rows[-1].position) if rows else ""
    body = [
        f'<text x="{left}" y="16" font-size="13">'
        f"{escape(labels.strip.format(first=first, last=last))}</text>",
        f'<text x="{left}" y="34" font-size="13" class="pattern">'
        f"{escape(_pattern_caption(found, labels))}</text>",
    ]
    start = found.preperiod if found is not None and found.period else None
    for index, row in enumerate(rows):
        x = left + (index % columns) * size
        y = top + (index // columns) * size
        if index % columns == 0:
            body.append(
                f'<text x="{left - 4}" y="{y + size * 0.7:.1f}" font-size="{min(12, size)}" '
                f'text-anchor="end">{escape(show_position(row.position))}</text>'
            )
        mark = " p" if row.outcome is Outcome.P else ""
        outline = ""
        if start is not None and row.position == start:
            outline = ' stroke="#000" stroke-width="3"'
            mark += " start"
        tip = f"<title>{escape(labels.pattern_start)}</title>" if outline else ""
        body.append(
            f'<rect class="cell{mark}" x="{x}" y="{y}" width="{size - 1}" height="{size - 1}" '
            f'fill="{colour_of(row)}"{outline} {_data(row)}>{tip}</rect>'
        )
        if numbered:
            number = row.grundy if row.grundy is not None else row.value
            shown = row.outcome.value if number is None and row.outcome else number
            ink = "#fff" if row.outcome is Outcome.P else "#000"
            body.append(
                f'<text x="{x + size / 2 - 0.5:.1f}" y="{y + size * 0.68:.1f}" '
                f'font-size="{size // 2}" text-anchor="middle" fill="{ink}">'
                f"{'' if shown is None else shown}</text>"
            )
    body += _legend(rows, left, height)
    return _svg(width, height + 24, labels.title, body)


def _legend(rows: Sequence[Row], left: int, y: int) -> list[str]:
    """A small square of each value's colour with the value, the first ones, in a line."""
    values = sorted({row.grundy for row in rows if row.grundy is not None})[: len(PALETTE) + 1]
    found = []
    for i, value in enumerate(values):
        x = left + i * 34
        row = Row(0, Outcome.P if value == 0 else Outcome.N, value, None)
        found.append(
            f'<rect class="legend" x="{x}" y="{y + 4}" width="12" height="12" '
            f'fill="{colour_of(row)}"/><text x="{x + 15}" y="{y + 14}" font-size="11">'
            f"{value}</text>"
        )
    return found


def grid_svg(rows: Sequence[Row], found: Guess | None = None, labels: Labels = Labels()) -> str:
    """Positions of two numbers as a grid, the first number down, the second across (as
    `judge table` prints it): a point at each P-position, a grey square at each draw; for a
    Beatty guess with phi (Wythoff's game), its two lines, of slopes phi and 1/phi."""
    cells = [(row, row.position) for row in rows if isinstance(row.position, list)]
    downs = max((max(p) for _, p in cells), default=0) + 1
    acrosses = downs
    size = max(3, min(24, (WIDE - 60) // max(downs, acrosses, 1)))
    top, left = 34, 40
    width = left + acrosses * size + 10
    height = top + downs * size + 10
    body = [
        f'<text x="{left}" y="16" font-size="13">{escape(labels.grid)}</text>',
        f'<rect x="{left}" y="{top}" width="{acrosses * size}" height="{downs * size}" '
        'fill="#fafafa" stroke="#999"/>',
    ]
    step = max(1, 10 ** math.floor(math.log10(max(downs, acrosses, 1))) // 2)
    for k in range(0, max(downs, acrosses), step):
        if k < acrosses:
            body.append(
                f'<text x="{left + k * size + size / 2:.1f}" y="{top - 4}" font-size="10" '
                f'text-anchor="middle">{k}</text>'
            )
        if k < downs:
            body.append(
                f'<text x="{left - 4}" y="{top + k * size + size * 0.75:.1f}" font-size="10" '
                f'text-anchor="end">{k}</text>'
            )
    if found is not None and found.family is Family.BEATTY and "phi" in (found.formula or ""):
        body += _wythoff_lines(left, top, size, downs, acrosses)
    radius = max(1.5, size * 0.4)
    if any(row.outcome is Outcome.D for row, _ in cells):
        body.append(
            f'<text x="{left}" y="{height + 8}" font-size="11">{escape(labels.draw)}</text>'
        )
        height += 16
    if cells and all(p[0] <= p[1] for _, p in cells):
        body += _mirrored(cells, left, top, size, radius)
        body.append(
            f'<text x="{left}" y="{height + 8}" font-size="11">{escape(labels.mirrored)}</text>'
        )
        height += 16
    for row, (first, second) in cells:
        cx, cy = left + second * size + size / 2, top + first * size + size / 2
        if row.outcome is Outcome.P:
            body.append(
                f'<circle class="point p" cx="{cx:.1f}" cy="{cy:.1f}" r="{radius:.1f}" '
                f'fill="{P_COLOUR}" {_data(row)}/>'
            )
        elif row.outcome is Outcome.D:
            body.append(
                f'<rect class="cell d" x="{cx - radius:.1f}" y="{cy - radius:.1f}" '
                f'width="{2 * radius:.1f}" height="{2 * radius:.1f}" fill="{DRAW_COLOUR}" '
                f"{_data(row)}/>"
            )
    return _svg(width, height, labels.title, body)


def _mirrored(
    cells: Sequence[tuple[Row, list[int]]], left: int, top: int, size: int, radius: float
) -> list[str]:
    """A table of the positions a <= b only (a game whose two numbers can be swapped, as
    Wythoff's piles): the P-positions mirrored across the diagonal, paler, so that both of
    the pattern's lines show; marked `mirror`, not `point` (the table has no such rows)."""
    return [
        f'<circle class="mirror" cx="{left + first * size + size / 2:.1f}" '
        f'cy="{top + second * size + size / 2:.1f}" r="{radius:.1f}" fill="#999999" '
        f'data-of="{first} {second}"/>'
        for row, (first, second) in cells
        if row.outcome is Outcome.P and first != second
    ]


def _wythoff_lines(left: int, top: int, size: int, downs: int, acrosses: int) -> list[str]:
    """The lines second = phi * first and second = first / phi, dashed, under the points."""
    phi = (1 + math.sqrt(5)) / 2
    lines = []
    for slope in (phi, 1 / phi):
        # from the corner (0, 0) to where the line leaves the grid
        across = min(acrosses, downs * slope)
        down = across / slope
        x0, y0 = left + size / 2, top + size / 2
        lines.append(
            f'<line class="guide" x1="{x0:.1f}" y1="{y0:.1f}" x2="{left + across * size:.1f}" '
            f'y2="{top + down * size:.1f}" stroke="#4363d8" stroke-dasharray="4 3"/>'
        )
    return lines


def _layers(vertices: Sequence[int], edges: Sequence[tuple[int, int]]) -> dict[int, int]:
    """Each vertex's layer: the longest path from it to a vertex without a move (sinks on
    layer 0), so that every edge goes down a layer or more; on a cycle, what is left is put
    one layer above the rest."""
    out: dict[int, list[int]] = {v: [] for v in vertices}
    for a, b in edges:
        if a in out and b in out:
            out[a].append(b)
    layer: dict[int, int] = {}
    changed = True
    while changed:
        changed = False
        for v in vertices:
            if v not in layer and all(w in layer for w in out[v]):
                layer[v] = 1 + max((layer[w] for w in out[v]), default=-1)
                changed = True
    top = 1 + max(layer.values(), default=-1)
    return {v: layer.get(v, top) for v in vertices}


def graph_svg(
    rows: Sequence[Row],
    edges: Sequence[tuple[int, int]],
    labels: Labels = Labels(),
    marked: Sequence[int] = (),
) -> str:
    """A game on a graph: each position (a vertex) a circle coloured by its Grundy value and
    written with it, each edge (a move) an arrow; sinks at the bottom, every arrow pointing
    down; the `marked` vertices (where chesses stand) ringed."""
    vertices = [row.position for row in rows if isinstance(row.position, int)]
    by_vertex = {row.position: row for row in rows if isinstance(row.position, int)}
    layer = _layers(vertices, edges)
    rows_of: dict[int, list[int]] = {}
    for v in vertices:
        rows_of.setdefault(layer[v], []).append(v)
    height_layers = max(rows_of, default=0) + 1
    widest = max((len(vs) for vs in rows_of.values()), default=1)
    gap = max(36, min(90, (WIDE - 40) // max(widest, 1)))
    width = max(40 + widest * gap, 8 * len(labels.graph) + 20)
    height = 50 + height_layers * 80
    where: dict[int, tuple[float, float]] = {}
    for level, vs in rows_of.items():
        offset = (width - len(vs) * gap) / 2
        for i, v in enumerate(vs):
            where[v] = (offset + gap * (i + 0.5), 50 + (height_layers - 1 - level) * 80 + 20)
    body = [
        f'<text x="10" y="16" font-size="13">{escape(labels.graph)}</text>',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
        'fill="#666"/></marker></defs>',
    ]
    radius = 15
    for a, b in edges:
        if a not in where or b not in where:
            continue
        (x1, y1), (x2, y2) = where[a], where[b]
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        dx, dy = (x2 - x1) / length * radius, (y2 - y1) / length * radius
        body.append(
            f'<line class="edge" data-from="{a}" data-to="{b}" x1="{x1 + dx:.1f}" '
            f'y1="{y1 + dy:.1f}" x2="{x2 - dx:.1f}" y2="{y2 - dy:.1f}" stroke="#666" '
            'marker-end="url(#arrow)"/>'
        )
    for v in vertices:
        row = by_vertex[v]
        x, y = where[v]
        ink = "#fff" if row.outcome is Outcome.P else "#000"
        sg = "?" if row.grundy is None else row.grundy
        mark = " p" if row.outcome is Outcome.P else ""
        ring = ""
        if v in marked:
            mark += " chess"
            ring = f' stroke="#f58231" stroke-width="5" data-chesses="{list(marked).count(v)}"'
        body.append(
            f'<circle class="vertex{mark}" cx="{x:.1f}" cy="{y:.1f}" r="{radius}" '
            f'fill="{colour_of(row)}"{ring} {_data(row)}/>'
            f'<text x="{x:.1f}" y="{y - 2:.1f}" font-size="10" text-anchor="middle" '
            f'fill="{ink}">{v}</text><text x="{x:.1f}" y="{y + 9:.1f}" font-size="9" '
            f'text-anchor="middle" fill="{ink}">sg {sg}</text>'
        )
    return _svg(int(width), int(height), labels.title, body)


def table_svg(
    rows: Sequence[Row],
    found: Guess | None = None,
    edges: Sequence[tuple[int, int]] | None = None,
    labels: Labels = Labels(),
) -> str:
    """The picture that fits the rows: the graph when `edges` are given, a grid for positions
    of two numbers, else a strip."""
    if edges is not None:
        return graph_svg(rows, edges, labels)
    if rows and all(isinstance(r.position, list) and len(r.position) == 2 for r in rows):
        return grid_svg(rows, found, labels)
    return strip_svg(rows, found, labels)
