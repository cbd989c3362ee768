"""Statements in Chinese and English: `judge show --lang`, the locale default, and the one
rule (statement.zh.md when present, else statement.md) shared with the web."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from conftest import REPO
from judge.cli import main
from judge.i18n import locale_lang
from judge.problemset.problem import load_problem, statement_file
from judge.web.render import statement_html

PROBLEMS = REPO / "problems"
ZH = "# 取石子游戏\n\n先手必败当且仅当 n 是斐波那契数。\n"


def _root(tmp_path: Path, zh: bool) -> Path:
    """A one-problem set copied from hdu_2516, with a Chinese statement when ``zh``."""
    root = tmp_path / "problems"
    shutil.copytree(PROBLEMS / "hdu_2516", root / "hdu_2516")
    zh_file = root / "hdu_2516" / "statement.zh.md"
    if zh:
        zh_file.write_text(ZH, encoding="utf-8")
    else:
        zh_file.unlink(missing_ok=True)
    return root


def test_locale_order() -> None:
    assert locale_lang({"LANG": "zh_CN.UTF-8"}) == "zh"
    assert locale_lang({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}) == "en"
    assert locale_lang({"LC_MESSAGES": "zh_TW", "LANG": "C"}) == "zh"
    assert locale_lang({}) == "en"


def test_show_lang_zh_and_default_locale(tmp_path: Path) -> None:
    root = _root(tmp_path, zh=True)
    runner = CliRunner()
    args = ["--root", str(root.parent), "show", "hdu_2516"]
    zh = runner.invoke(main, [*args, "--lang", "zh"], env={"LC_ALL": "", "LANG": "C"})
    assert zh.exit_code == 0, zh.output
    assert "先手必败" in zh.output
    default = runner.invoke(
        main, args, env={"LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"}
    )
    assert "先手必败" in default.output
    en = runner.invoke(main, [*args, "--lang", "en"], env={"LANG": "zh_CN.UTF-8"})
    assert "先手必败" not in en.output
    english = (root / "hdu_2516" / "statement.md").read_text(encoding="utf-8").splitlines()[0]
    assert english in en.output


def test_show_zh_falls_back_with_note(tmp_path: Path) -> None:
    root = _root(tmp_path, zh=False)
    result = CliRunner().invoke(
        main, ["--root", str(root.parent), "show", "hdu_2516", "--lang", "zh"]
    )
    assert result.exit_code == 0, result.output
    # show's --lang is the header's language too: the note is in Chinese.
    assert "hdu_2516 没有 zh 题面，显示英文题面" in result.output


def test_web_uses_the_same_file(tmp_path: Path) -> None:
    problem = load_problem(_root(tmp_path, zh=True).parent, "hdu_2516")
    assert statement_file(problem, "zh").name == "statement.zh.md"
    assert "先手必败" in statement_html(problem, "zh")
    assert statement_file(problem, "en").name == "statement.md"


def _fences(text: str) -> list[str]:
    """The ``` code blocks of a Markdown statement (its samples), in order."""
    return text.split("```")[1::2]


def test_chinese_statements_keep_the_samples() -> None:
    mismatched = [
        folder.name
        for folder in sorted(PROBLEMS.iterdir())
        if (folder / "statement.zh.md").is_file()
        and _fences((folder / "statement.zh.md").read_text(encoding="utf-8"))
        != _fences((folder / "statement.md").read_text(encoding="utf-8"))
    ]
    assert not mismatched, f"statement.zh.md samples differ from statement.md: {mismatched}"


def test_every_problem_has_a_chinese_statement() -> None:
    missing = [
        folder.name
        for folder in sorted(PROBLEMS.iterdir())
        if (folder / "statement.md").is_file() and not (folder / "statement.zh.md").is_file()
    ]
    assert not missing, f"no statement.zh.md in: {', '.join(missing)}"


def test_titles_in_both_languages(tmp_path: Path) -> None:
    root = _root(tmp_path, zh=False)
    yaml_path = root / "hdu_2516" / "problem.yaml"
    text = yaml_path.read_text(encoding="utf-8")
    yaml_path.write_text(
        text + '\ntitle_en: "Stone-Taking Game (Fibonacci Nim)"\n', encoding="utf-8"
    )
    assert load_problem(root.parent, "hdu_2516").title_en == "Stone-Taking Game (Fibonacci Nim)"
    shown = CliRunner().invoke(main, ["--root", str(root.parent), "show", "hdu_2516"])
    assert "/ Stone-Taking Game (Fibonacci Nim)" in shown.output.splitlines()[0]
    yaml_path.write_text(text + "\ntitle_en: [1, 2]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["--root", str(root.parent), "show", "hdu_2516"])
    assert result.exit_code == 2
    assert "problem.yaml" in result.output and "title_en" in result.output
