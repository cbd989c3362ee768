"""A state of a game drawn for the learner's play page, as SVG text (pure: state in, SVG out):
heaps as columns of stones (Nim's heaps, Wythoff's two piles), one pile, pieces on numbered
cells (a staircase), rows of two pieces (the chessboard of Northcott's game), chesses on a
graph's vertices. The game's `PICTURE` says which where its state's shape does not."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.learn.game import Game
from judge.learn.picture import graph_svg
from judge.learn.table import Row

STONES_SHOWN = 40  # a heap taller than this is drawn as this many stones and its count
STONE = 14  # a stone's size in pixels


def _svg(width: int, height: int, body: Sequence[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" class="position" font-family="sans-serif">'
        + "".join(body)
        + "</svg>"
    )


def _numbers(state: Any) -> list[int] | None:
    if isinstance(state, int) and not isinstance(state, bool):
        return [state]
    if isinstance(state, tuple) and all(
        isinstance(n, int) and not isinstance(n, bool) for n in state
    ):
        return list(state)
    return None


def heaps_svg(heaps: Sequence[int]) -> str:
    """Each heap a column of stones, its size under it."""
    width = 20 + max(1, len(heaps)) * (STONE * 3)
    tallest = min(STONES_SHOWN, max(heaps, default=0))
    height = 40 + tallest * STONE
    body = []
    for i, heap in enumerate(heaps):
        x = 20 + i * STONE * 3 + STONE
        for k in range(min(heap, STONES_SHOWN)):
            y = height - 30 - k * STONE
            body.append(
                f'<circle class="stone" data-heap="{i}" cx="{x}" cy="{y}" r="{STONE // 2 - 1}" '
                'fill="#8d6e63" stroke="#4e342e"/>'
            )
        body.append(
            f'<text class="heap" data-heap="{i}" data-size="{heap}" x="{x}" y="{height - 8}" '
            f'font-size="13" text-anchor="middle">{heap}</text>'
        )
    return _svg(width, height, body)


def cells_svg(cells: Sequence[int]) -> str:
    """Pieces on cells numbered from 0 (the hilltop, the left edge) on: a staircase climbing
    to cell 0."""
    last = max(cells, default=0) + 1
    size = max(16, min(40, 700 // (last + 1)))
    width, height = 20 + (last + 1) * size, 50 + (last + 1) * size // 3
    body = []
    for c in range(last + 1):
        x = 10 + c * size
        step = height - 20 - (last - c) * size // 3
        body.append(
            f'<rect x="{x}" y="{step}" width="{size - 2}" height="{height - 20 - step + 2}" '
            'fill="#eeeeee" stroke="#999"/>'
            f'<text x="{x + size / 2:.1f}" y="{height - 5}" font-size="10" '
            f'text-anchor="middle">{c}</text>'
        )
        if c in cells:
            body.append(
                f'<circle class="piece" data-cell="{c}" cx="{x + size / 2:.1f}" '
                f'cy="{step - size / 2:.1f}" r="{size // 2 - 3}" fill="#4363d8"/>'
            )
    return _svg(width, height, body)


def rows_svg(rows: Sequence[tuple[int, int]], columns: int, first_to_move: bool) -> str:
    """Rows of a board, each with two pieces (T and J, columns from 1), whose turn it is."""
    size = max(20, min(44, 700 // max(columns, 1)))
    width, height = 30 + columns * size, 40 + len(rows) * size
    body = [f'<text x="10" y="18" font-size="13">{"T" if first_to_move else "J"} &#8594;</text>']
    for r, (t, j) in enumerate(rows):
        for c in range(1, columns + 1):
            x, y = 20 + (c - 1) * size, 28 + r * size
            fill = "#f0d9b5" if (r + c) % 2 else "#b58863"
            body.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{fill}"/>')
            for who, at, colour in (("T", t, "#ffffff"), ("J", j, "#222222")):
                if at == c:
                    ink = "#000" if who == "T" else "#fff"
                    body.append(
                        f'<circle class="piece" data-row="{r + 1}" data-who="{who}" '
                        f'data-column="{c}" cx="{x + size / 2}" cy="{y + size / 2}" '
                        f'r="{size // 2 - 4}" fill="{colour}" stroke="#000"/>'
                        f'<text x="{x + size / 2}" y="{y + size / 2 + 4}" font-size="12" '
                        f'text-anchor="middle" fill="{ink}">{who}</text>'
                    )
    return _svg(width, height, body)


def _board_rows(state: Any) -> tuple[list[tuple[int, int]], bool] | None:
    if not (isinstance(state, tuple) and len(state) == 2 and isinstance(state[1], bool)):
        return None
    rows = state[0]
    if isinstance(rows, tuple) and all(
        isinstance(row, tuple) and len(row) == 2 and all(isinstance(n, int) for n in row)
        for row in rows
    ):
        return list(rows), state[1]
    return None


def position_svg(
    game: Game, state: Any, graph: tuple[list[Row], list[tuple[int, int]]] | None = None
) -> str | None:
    """The state drawn as the game's kind of picture; None when it has no drawing (the
    page then shows its description only). `graph`: a graph game's table and edges."""
    numbers = _numbers(state)
    if game.picture == "graph" and graph is not None and numbers is not None:
        rows, edges = graph
        return graph_svg(rows, edges, marked=numbers)
    if game.picture == "cells" and numbers is not None:
        return cells_svg(numbers)
    if game.picture == "pile" and isinstance(state, tuple) and state:
        first = state[0]
        return heaps_svg([first]) if isinstance(first, int) else None
    if numbers is not None:
        return heaps_svg(numbers)
    board = _board_rows(state)
    if board is not None:
        columns = game.values.get("m")
        widest = max((max(row) for row in board[0]), default=1)
        return rows_svg(board[0], columns if isinstance(columns, int) else widest, board[1])
    return None
