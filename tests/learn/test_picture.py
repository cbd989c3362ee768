"""The pictures of the learner's pages: what a strip, a grid and a graph draw is exactly what
`judge table --json` prints (read back from the SVG's marks), the period shows as columns of
one colour, Wythoff's P-positions lie along the two lines drawn, and a state is drawn as its
game's kind of position."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import defaultdict

from conftest import REPO
from judge.learn.board_picture import position_svg
from judge.learn.game import load_game
from judge.learn.guess import guess
from judge.learn.lesson import graph_edges
from judge.learn.picture import Labels, table_svg
from judge.learn.source import resolve_game
from judge.learn.table import family_of, table_rows
from support import run_cli

SVG = "{http://www.w3.org/2000/svg}"


def json_rows(game: str, *args: object) -> list[dict]:
    result = run_cli("table", game, "--json", *args, root=REPO)
    assert result.exit_code == 0, result.output
    rows: list[dict] = json.loads(result.output)
    return rows


def shown(position: object) -> str:
    return " ".join(map(str, position)) if isinstance(position, list) else str(position)


def picture(game_name: str, limit: int, labels: Labels | None = None) -> ET.Element:
    game = resolve_game(lambda: REPO, game_name)
    rows = table_rows(game, limit)
    edges = graph_edges(game, rows) if game.picture == "graph" else None
    found = guess(rows, family_of(game))
    return ET.fromstring(table_svg(rows, found, edges, labels or Labels()))


def marks(svg: ET.Element, kind: str) -> list[ET.Element]:
    return [e for e in svg.iter() if kind in e.get("class", "").split()]


def test_a_strip_draws_every_position_with_the_value_the_table_prints():
    svg = picture("octal:0.77", 1000)
    cells = marks(svg, "cell")
    expected = json_rows("octal:0.77", "--max", 1000)
    assert [(c.get("data-position"), c.get("data-sg"), c.get("data-outcome")) for c in cells] == [
        (shown(r["position"]), str(r["sg"]), r["outcome"]) for r in expected
    ]
    p_cells = [c.get("data-position") for c in marks(svg, "p")]
    assert p_cells == [shown(r["position"]) for r in expected if r["outcome"] == "P"]


def test_kayles_period_of_12_from_71_shows_as_columns_of_one_colour():
    svg = picture("octal:0.77", 10_000)
    caption = "".join(e.text or "" for e in marks(svg, "pattern"))
    assert caption == "period 12 from 71"
    start = marks(svg, "start")
    assert [c.get("data-position") for c in start] == ["71"]
    assert start[0].findtext(f"{SVG}title") == "the pattern starts here"
    columns: dict[str, set[str]] = defaultdict(set)
    before: dict[str, set[str]] = defaultdict(set)
    for cell in marks(svg, "cell"):
        n = int(cell.get("data-position", ""))
        (columns if n >= 71 else before)[cell.get("x", "")].add(cell.get("fill", ""))
    assert len(columns) % 12 == 0  # the strip is wrapped at a multiple of the period
    assert all(len(fills) == 1 for fills in columns.values())  # past 71: one value a column
    assert any(len(fills) > 1 for fills in before.values())  # before it, the exceptions


def test_a_grid_draws_the_p_positions_as_points_along_wythoff_s_two_lines():
    svg = picture("hdu_2177", 20)
    points = {e.get("data-position") for e in marks(svg, "point")}
    expected = {
        shown(r["position"]) for r in json_rows("hdu_2177", "--max", 20) if r["outcome"] == "P"
    }
    assert points == expected and "3 5" in points  # the table lists a <= b
    # the same positions mirrored (paler, not points), so both of the pattern's lines show
    assert {e.get("data-of") for e in marks(svg, "mirror")} == expected - {"0 0"}
    assert len(marks(svg, "guide")) == 2  # slopes phi and 1/phi, from the Beatty guess
    phi = (1 + 5**0.5) / 2
    for text in expected - {"0 0"}:
        a, b = map(int, text.split())
        assert abs(b - a * phi) < 1  # b_k = floor(k phi^2) = a_k + k, a_k = floor(k phi)


def test_a_draw_is_a_grey_square_in_a_grid_of_northcott_s_game():
    svg = picture("hdu_1730", 6)
    rows = json_rows("hdu_1730", "--max", 6)
    assert {e.get("data-position") for e in marks(svg, "point")} == {
        shown(r["position"]) for r in rows if r["outcome"] == "P"
    }
    draws = {shown(r["position"]) for r in rows if r["outcome"] == "D"}
    assert {e.get("data-position") for e in marks(svg, "d")} == draws
    captions = [e.text for e in svg.iter(f"{SVG}text")]
    assert ("grey: a draw" in captions) is bool(draws)


def test_a_graph_game_is_drawn_as_its_graph_with_each_vertex_s_value():
    svg = picture("hdu_1524", 10)
    vertices = {e.get("data-position"): e.get("data-sg") for e in marks(svg, "vertex")}
    assert vertices == {shown(r["position"]): str(r["sg"]) for r in json_rows("hdu_1524")}
    edges = {(e.get("data-from"), e.get("data-to")) for e in marks(svg, "edge")}
    assert edges == {("0", "1"), ("0", "2"), ("2", "3")}  # the game's default --edges
    # every arrow points down: the sinks at the bottom
    y = {e.get("data-position"): float(e.get("cy", "")) for e in marks(svg, "vertex")}
    assert all(y[a] < y[b] for a, b in edges)


def test_subtraction_games_and_other_positions_are_strips_too():
    svg = picture("subtraction:2,5,7", 60)
    assert [c.get("data-sg") for c in marks(svg, "cell")] == [
        str(r["sg"]) for r in json_rows("subtraction:2,5,7", "--max", 60)
    ]
    strings = picture("hdu_1404", 2)  # positions are strings of digits
    assert [c.get("data-position") for c in marks(strings, "cell")] == [
        r["position"] for r in json_rows("hdu_1404")
    ]


def test_the_labels_are_the_caller_s_words():
    labels = Labels(title="表格", period="周期 {period}，从 {start} 起")
    svg = picture("octal:0.77", 2000, labels)
    assert svg.findtext(f"{SVG}title") == "表格"
    assert "".join(e.text or "" for e in marks(svg, "pattern")) == "周期 12，从 71 起"


def test_a_state_is_drawn_as_its_game_s_kind_of_position():
    nim = load_game(REPO, "hdu_1850")
    heaps = ET.fromstring(position_svg(nim, nim.start([3, 5, 7])) or "")
    sizes = [int(e.get("data-size", "")) for e in marks(heaps, "heap")]
    assert sizes == [3, 5, 7] and len(marks(heaps, "stone")) == 15
    board = load_game(REPO, "hdu_1730")
    rows = ET.fromstring(position_svg(board, board.start([2, 7, 5, 1])) or "")
    pieces = {
        (e.get("data-row"), e.get("data-who"), e.get("data-column")) for e in marks(rows, "piece")
    }
    assert pieces == {("1", "T", "2"), ("1", "J", "7"), ("2", "T", "5"), ("2", "J", "1")}
    stairs = load_game(REPO, "poj_1704")
    cells = ET.fromstring(position_svg(stairs, stairs.start([1, 5, 7])) or "")
    assert {e.get("data-cell") for e in marks(cells, "piece")} == {"1", "5", "7"}
    fibonacci = load_game(REPO, "hdu_2516")  # a state (stones, the most a move may take)
    pile = ET.fromstring(position_svg(fibonacci, fibonacci.start(12)) or "")
    assert [e.get("data-size") for e in marks(pile, "heap")] == ["12"]
