"""Pairing a plain folder's files: both layouts, natural order, the unpaired file named."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.plain.pairs import find_pairs, has_pairs, names_have_pairs, natural_key


def _write(folder: Path, *names: str) -> Path:
    for name in names:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(name + "\n")
    return folder


def test_side_by_side_pairs_come_in_natural_order_with_out_or_ans(tmp_path):
    _write(tmp_path, "10.in", "10.out", "2.in", "2.ans", "1.in", "1.out", "notes.txt")
    pairs = find_pairs(tmp_path)
    assert [(p.name, p.answer.name) for p in pairs] == [
        ("1", "1.out"),
        ("2", "2.ans"),
        ("10", "10.out"),
    ]


def test_named_pairs_sort_by_their_numbers(tmp_path):
    _write(tmp_path, "data10.in", "data10.out", "data9.in", "data9.out")
    assert [p.name for p in find_pairs(tmp_path)] == ["data9", "data10"]
    assert natural_key("a2") < natural_key("a10") < natural_key("b1")


def test_input_and_output_folders_pair_by_stem(tmp_path):
    _write(tmp_path, "input/3.in", "output/3.out", "input/12.txt", "output/12.txt")
    pairs = find_pairs(tmp_path)
    assert [(p.name, p.input.parent.name, p.answer.parent.name) for p in pairs] == [
        ("3", "input", "output"),
        ("12", "input", "output"),
    ]


def test_an_input_without_its_answer_is_named(tmp_path):
    _write(tmp_path, "1.in", "1.out", "2.in")
    with pytest.raises(
        JudgeError, match=r"2\.in: an input without its answer \(2\.out or 2\.ans\)"
    ):
        find_pairs(tmp_path)


def test_an_answer_without_its_input_is_named(tmp_path):
    _write(tmp_path, "1.in", "1.out", "7.ans")
    with pytest.raises(JudgeError, match=r"7\.ans: an answer without its input \(7\.in\)"):
        find_pairs(tmp_path)
    split = _write(tmp_path / "s", "input/1.in", "output/1.out", "output/2.out")
    with pytest.raises(JudgeError, match=r"output/2\.out: an answer without its input"):
        find_pairs(split)


def test_a_folder_without_pairs_has_none_and_says_what_it_looks_for(tmp_path):
    _write(tmp_path, "1.in", "readme.md")
    assert not has_pairs(tmp_path)
    assert has_pairs(_write(tmp_path / "b", "1.in", "1.ans"))
    with pytest.raises(JudgeError, match="no tests"):
        find_pairs(_write(tmp_path / "c", "readme.md"))


def test_an_archives_names_have_pairs_at_its_root_or_in_a_folder():
    assert names_have_pairs(["1.in", "1.out"])
    assert names_have_pairs(["prob/", "prob/input/1.in", "prob/output/1.out"])
    assert not names_have_pairs(["1.in", "2.out"])
