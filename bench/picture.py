#!/usr/bin/env python3
"""Benchmark the learner's pictures (judge/learn/picture.py) against computing what they draw.

- strip: Kayles (octal:0.77) up to 10,000 heaps: the table's rows (`table_rows`, the baseline),
  the guess (`guess`), then the strip drawn (`strip_svg`);
- grid: Wythoff's game (hdu_2177) on a 200x200 grid: the rows computed by a plain mex loop over
  rows, columns and diagonals (the baseline; checked against search's `table_rows` on the
  first positions), then the grid drawn (`grid_svg`). With --search, also the rows by search
  as `judge table hdu_2177 --max 200` computes them (about a minute).

Each is the minimum (and median) of --repeat runs, in the same process, printed with its
ratio to its baseline.

Usage: python3 bench/picture.py [--repeat N] [--search]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.learn.guess import guess  # noqa: E402
from judge.learn.picture import grid_svg, strip_svg  # noqa: E402
from judge.learn.source import resolve_game  # noqa: E402
from judge.learn.table import Outcome, Row, family_of, table_rows  # noqa: E402

HEAPS = 10_000
SIDE = 200


def timed(call: Callable[[], Any], repeat: int) -> tuple[float, float, Any]:
    """(minimum, median) seconds of `repeat` calls, and the last call's value."""
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = call()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times), value


def wythoff_rows(side: int) -> list[Row]:
    """Wythoff's game on a side x side grid by a mex loop: a move takes from one pile, or the
    same from both; rows in `judge table`'s order for positions [a, b]."""
    g = [[0] * side for _ in range(side)]
    for a in range(side):
        for b in range(side):
            seen = {g[a][y] for y in range(b)} | {g[x][b] for x in range(a)}
            seen |= {g[a - k][b - k] for k in range(1, min(a, b) + 1)}
            value = 0
            while value in seen:
                value += 1
            g[a][b] = value
    return [
        Row([a, b], Outcome.P if g[a][b] == 0 else Outcome.N, g[a][b], None)
        for a in range(side)
        for b in range(side)
    ]


def line(name: str, seconds: tuple[float, float], base: float) -> str:
    best, middle = seconds
    return f"{name:<44} {best * 1000:9.1f} ms (median {middle * 1000:9.1f})  x{best / base:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--search", action="store_true", help="also Wythoff's rows by search")
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, repeat {args.repeat}")

    kayles = resolve_game(lambda: REPO, "octal:0.77")
    best, middle, rows = timed(lambda: table_rows(kayles, HEAPS), args.repeat)
    base = best
    print(line(f"strip: Kayles' table to {HEAPS} (baseline)", (best, middle), base))
    found = guess(rows, family_of(kayles))
    b, m, _ = timed(lambda: guess(rows, family_of(kayles)), args.repeat)
    print(line("strip: its guess", (b, m), base))
    b, m, svg = timed(lambda: strip_svg(rows, found), args.repeat)
    print(line(f"strip: drawn ({len(svg) // 1024} KiB of SVG)", (b, m), base))

    wythoff = resolve_game(lambda: REPO, "hdu_2177")
    searched = table_rows(wythoff, 30)
    best, middle, grid = timed(lambda: wythoff_rows(SIDE), max(1, args.repeat // 2))
    by_position = {str(row.position): row for row in grid}
    assert all(by_position[str(row.position)] == row for row in searched)
    base = best
    print(line(f"grid: Wythoff's rows {SIDE}x{SIDE}, mex loop (baseline)", (best, middle), base))
    if args.search:
        b, m, _ = timed(lambda: table_rows(wythoff, SIDE - 1), 1)
        print(line(f"grid: the same by search (--max {SIDE - 1})", (b, m), base))
    b, m, svg = timed(lambda: grid_svg(grid, guess(grid, None)), args.repeat)
    print(line(f"grid: guessed and drawn ({len(svg) // 1024} KiB of SVG)", (b, m), base))


if __name__ == "__main__":
    main()
