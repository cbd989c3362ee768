"""Reading a problem's hints and editorial: the languages, the English fallback, and a plain
error naming the file for a malformed hints.yaml."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import REPO
from judge.catalog.hints import editorial_of, hints_of, read_claim
from judge.errors import JudgeError
from judge.problemset.problem import Problem, load_problem

HINTS = """\
en:
  - Tabulate.
  - Look at the remainder.
zh:
  - 打表。
  - 看余数。
claim:
  p_positions: "n % (m + 1) == 0"
"""


def _problem(
    tmp_path: Path, hints: str | None = HINTS, editorials: dict[str, str] | None = None
) -> Problem:
    """hdu_1846 copied alone into a set at tmp_path, with these hints and editorials only."""
    folder = tmp_path / "problems" / "hdu_1846"
    shutil.copytree(REPO / "problems" / "hdu_1846", folder)
    for old in [folder / "hints.yaml", *folder.glob("editorial*.md")]:
        old.unlink(missing_ok=True)
    if hints is not None:
        (folder / "hints.yaml").write_text(hints, encoding="utf-8")
    for name, text in (editorials or {}).items():
        (folder / name).write_text(text, encoding="utf-8")
    return load_problem(tmp_path, "hdu_1846")


def test_hints_in_each_language_in_order(tmp_path: Path) -> None:
    problem = _problem(tmp_path)
    assert hints_of(problem, "en") == ["Tabulate.", "Look at the remainder."]
    assert hints_of(problem, "zh") == ["打表。", "看余数。"]
    assert read_claim(problem.path / "hints.yaml") == {"p_positions": "n % (m + 1) == 0"}


def test_a_language_without_hints_falls_back_to_english(tmp_path: Path) -> None:
    problem = _problem(tmp_path, "en: [Tabulate., Then prove it.]\n")
    assert hints_of(problem, "zh") == ["Tabulate.", "Then prove it."]
    assert read_claim(problem.path / "hints.yaml") is None


def test_no_hints_file_no_hints_and_no_editorial(tmp_path: Path) -> None:
    problem = _problem(tmp_path, None)
    assert hints_of(problem, "en") == []
    assert editorial_of(problem, "en") is None
    assert editorial_of(problem, "zh") is None


def test_editorial_in_chinese_else_english(tmp_path: Path) -> None:
    problem = _problem(tmp_path, editorials={"editorial.md": "# In English\n"})
    assert editorial_of(problem, "en") == "# In English\n"
    assert editorial_of(problem, "zh") == "# In English\n"
    (problem.path / "editorial.zh.md").write_text("# 中文\n", encoding="utf-8")
    assert editorial_of(problem, "zh") == "# 中文\n"
    assert editorial_of(problem, "en") == "# In English\n"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("en: [a, b]\nzh: [甲]\n", "zh: 1 hints where en has 2"),
        ("zh: [甲]\n", "missing field 'en'"),
        ("en: []\n", "en: no hints"),
        ("en: [a, 3]\n", "en: hint 2 is not text"),
        ("en: a hint\n", "field 'en' must be"),
        ("en: [a]\nfr: [b]\n", "unknown field(s) fr"),
        ("en: [a]\nclaim: n % 4\n", "field 'claim' must be"),
        ("en: [a\n", "invalid YAML"),
        ("- a\n", "expected a mapping"),
    ],
)
def test_a_malformed_hints_file_is_one_plain_error_naming_it(
    tmp_path: Path, text: str, said: str
) -> None:
    problem = _problem(tmp_path, text)
    with pytest.raises(JudgeError) as caught:
        hints_of(problem, "en")
    assert str(caught.value).startswith(str(problem.path / "hints.yaml") + ": ")
    assert said in str(caught.value)


def test_an_empty_editorial_is_an_error_naming_it(tmp_path: Path) -> None:
    problem = _problem(tmp_path, editorials={"editorial.md": "\n"})
    with pytest.raises(JudgeError, match=r"editorial\.md: empty"):
        editorial_of(problem, "en")
