"""`judge list`'s titles: the other language's beside the title, cut to the column in terminal
columns (CJK characters take two), and remembered by the listing's cache."""

from __future__ import annotations

import fcntl
import json
import os
import struct
import termios
import unicodedata
from pathlib import Path

from conftest import REPO
from judge.catalog.listing import problem_table, terminal_width
from support import run_cli


def columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def set_titles(root: Path, title: str, **others: str) -> None:
    yaml = root / "problems" / "aplusb" / "problem.yaml"
    lines = [line for line in yaml.read_text().splitlines() if not line.startswith("title")]
    extra = [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in others.items()]
    yaml.write_text("\n".join([f"title: {json.dumps(title, ensure_ascii=False)}", *lines, *extra]))


def title_cell(output: str) -> str:
    header, row = output.splitlines()[:2]
    start = columns(header[: header.index("TITLE")])
    end = columns(header[: header.index("GAME")])
    return _cut(row, start, end).rstrip()


def _cut(row: str, start: int, end: int) -> str:
    """The characters of `row` between two terminal columns."""
    kept, at = [], 0
    for ch in row:
        if start <= at < end:
            kept.append(ch)
        at += columns(ch)
    return "".join(kept)


def test_the_other_languages_title_follows_the_title(root_copy: Path):
    set_titles(root_copy, "取石子游戏", title_en="Stone Game")
    assert title_cell(run_cli("list", root=root_copy).output) == "取石子游戏 / Stone Game"
    set_titles(root_copy, "Win at Nim", title_zh="赢下 Nim 游戏")
    assert title_cell(run_cli("list", root=root_copy).output) == "Win at Nim / 赢下 Nim 游戏"
    set_titles(root_copy, "A + B", title_en="A + B")  # the same words are said once
    assert title_cell(run_cli("list", root=root_copy).output) == "A + B"


def test_a_long_title_is_cut_to_forty_columns_never_through_a_wide_character(root_copy: Path):
    chinese = "悼念512汶川大地震遇难同胞——选拔志愿者"  # 38 columns alone
    set_titles(root_copy, chinese, title_en="Mourning for the Victims of the Earthquake")
    output = run_cli("list", root=root_copy).output
    cell = title_cell(output)
    assert cell.startswith(chinese + " /") and cell.endswith("…")
    assert columns(cell) <= 40
    set_titles(root_copy, "一" * 30)  # 60 columns: cut after 19 characters (38 + the ellipsis)
    output = run_cli("list", root=root_copy).output
    assert title_cell(output) == "一" * 19 + "…"
    header, row = output.splitlines()
    game_at = columns(header[: header.index("GAME")])
    assert _cut(row, game_at, game_at + 10).startswith("arithmetic")  # the columns line up


def test_every_title_of_the_problem_set_fits_its_column():
    output = run_cli("list", root=REPO).output
    header = output.splitlines()[0]
    width = columns(header[header.index("TITLE") : header.index("GAME")]) - 2
    assert width <= 40
    for row in output.splitlines()[1:]:
        start = columns(header[: header.index("TITLE")])
        assert _cut(row, start + width, start + width + 2) == "  ", row  # the gap is kept


def test_the_cache_remembers_the_titles_and_follows_their_changes(root_copy: Path, tmp_path):
    cache = tmp_path / "cache"
    set_titles(root_copy, "取石子游戏", title_en="Stone Game")
    assert "取石子游戏 / Stone Game" in problem_table(root_copy, cache)
    [saved] = (cache / "listing").glob("*.json")
    fields = json.loads(saved.read_text())["problems"]["aplusb"]["fields"]
    assert (fields["title"], fields["title_en"], fields["title_zh"]) == (
        "取石子游戏",
        "Stone Game",
        "",
    )
    assert "取石子游戏 / Stone Game" in problem_table(root_copy, cache)  # read back from it
    set_titles(root_copy, "取石子游戏", title_en="Take the Stones")
    assert "取石子游戏 / Take the Stones" in problem_table(root_copy, cache)


def test_a_cache_of_another_version_is_read_afresh(root_copy: Path, tmp_path):
    cache = tmp_path / "cache"
    set_titles(root_copy, "A + B", title_zh="甲加乙")
    problem_table(root_copy, cache)
    [saved] = (cache / "listing").glob("*.json")
    data = json.loads(saved.read_text())
    data["problems"]["aplusb"]["fields"]["title"] = "stale"
    saved.write_text(json.dumps(data))
    assert "stale / 甲加乙" in problem_table(root_copy, cache)  # the files did not change
    data["version"] -= 1  # as a judge before the titles in both languages wrote it
    saved.write_text(json.dumps(data))
    table = problem_table(root_copy, cache)
    assert "A + B / 甲加乙" in table and "stale" not in table


def test_a_terminal_narrower_than_the_table_gets_every_row_whole_in_its_width(tmp_path):
    full = problem_table(REPO, tmp_path / "cache")
    assert max(columns(line) for line in full.splitlines()) > 100  # a pipe: never cut
    table = problem_table(REPO, tmp_path / "cache", width=100)
    header, *rows = table.splitlines()
    assert max(columns(line) for line in table.splitlines()) <= 100
    assert [row.split()[0] for row in rows] == [row.split()[0] for row in full.splitlines()[1:]]
    starts = [columns(header[: header.index(name)]) for name in ("GAME", "SOURCE", "TIME")]
    for row in rows:
        for start in starts:  # each column starts where its heading does, after a gap
            assert _cut(row, start - 2, start) == "  " and _cut(row, start, start + 1) != " ", row
    assert "Fibonacci Nim" in table and "Staircase Nim" in table  # short games stay whole


def test_the_width_is_the_terminals_and_none_for_a_pipe(tmp_path):
    main_fd, side_fd = os.openpty()
    fcntl.ioctl(side_fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))  # 30 x 100
    with open(side_fd, "w", closefd=True) as terminal:
        assert terminal_width(terminal) == 100
    os.close(main_fd)
    with open(tmp_path / "out.txt", "w") as file:
        assert terminal_width(file) is None
