"""`judge export` of a problem with a Chinese statement (statement.zh.md): both statements in
both format versions, the names per language, problemtools' verifyproblem content with them,
judge's own reader picking a statement by language; `judge show` of a LaTeX package as text.

The problems are copies in a temporary problem set, given a statement.zh.md here, so that the
tests do not depend on which of the real problems have one."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from conftest import REPO
from judge.kattis.export import package_names
from judge.kattis.package import load_package
from judge.kattis.statement import CJK_SETUP
from judge.problemset.problem import load_cases, load_problem
from support import run_cli

TITLE_EN = "Stone Game (Fibonacci Nim)"
TITLE_ZH = "取石子游戏"  # hdu_2516's own title
ZH_STATEMENT = """# 取石子游戏

来源：HDU 2516

有一堆石子，共 `n` 颗。两名玩家轮流取石子，取走最后一颗石子的玩家获胜。

## 输入

多组测试数据，每行一个整数 `n`，`2 <= n < 2^31`。只含 `0` 的一行表示输入结束。

## 输出

若后手获胜，输出 `Second win`，否则输出 `First win`。

## 样例

输入

```
2
0
```

输出

```
Second win
```

## 提示

- 先手第一次不能把整堆取完。

取法：

1. 先手第一次可以取任意多颗；
2. 此后每次至少取 1 颗，
   至多取对手上一次所取数目的两倍。
"""


def _problem_set(root: Path, pid: str, chinese: bool, **titles: str) -> Path:
    """A problem set at `root` holding a copy of `pid` (problem, solutions, test data), with
    the ZH_STATEMENT as its statement.zh.md when `chinese`, and `titles` (title_en=...,
    title_zh=...) in its problem.yaml instead of any it has."""
    for folder in ("problems", "solutions", "testdata"):
        if (REPO / folder / pid).is_dir():
            shutil.copytree(REPO / folder / pid, root / folder / pid)
    problem = root / "problems" / pid
    (problem / "statement.zh.md").unlink(missing_ok=True)
    if chinese:
        (problem / "statement.zh.md").write_text(ZH_STATEMENT, encoding="utf-8")
    lines = (problem / "problem.yaml").read_text(encoding="utf-8").splitlines()
    lines = [line for line in lines if not line.startswith(("title_en:", "title_zh:"))]
    lines += [f"{key}: {value}" for key, value in titles.items()]
    (problem / "problem.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[str, Path]:
    """hdu_2516 with a Chinese statement and an English title, exported in both formats:
    {format: the package folder}."""
    root = _problem_set(tmp_path_factory.mktemp("zh-set"), "hdu_2516", True, title_en=TITLE_EN)
    out = tmp_path_factory.mktemp("zh-export")
    for fmt in ("legacy", "2023-07"):
        result = run_cli("export", "hdu_2516", str(out / fmt), "--format", fmt, root=root)
        assert result.exit_code == 0, result.output
    return {fmt: out / fmt / "hdu2516" for fmt in ("legacy", "2023-07")}


def test_2023_07_names_the_problem_per_language_and_has_both_statements(exported):
    package = exported["2023-07"]
    data = yaml.safe_load((package / "problem.yaml").read_text(encoding="utf-8"))
    assert data["name"] == {"en": TITLE_EN, "zh": TITLE_ZH}
    assert sorted(p.name for p in (package / "statement").iterdir()) == [
        "problem.en.md",
        "problem.zh.md",
    ]
    zh = (package / "statement/problem.zh.md").read_text(encoding="utf-8")
    # the statement without its title (problem.yaml's) and its samples (data/sample's)
    assert zh.startswith("来源：HDU 2516") and "## 输入" in zh and "## 提示" in zh
    assert "样例" not in zh and "Second win\n```" not in zh
    assert "Kattis" in zh.rstrip().splitlines()[-1]  # the note on presentation errors
    en = (package / "statement/problem.en.md").read_text(encoding="utf-8")
    assert "## Input" in en and "## Sample" not in en and "样例" not in en


def test_legacy_names_each_statement_and_sets_up_chinese_for_lualatex(exported):
    package = exported["legacy"]
    data = yaml.safe_load((package / "problem.yaml").read_text(encoding="utf-8"))
    assert data["name"] == TITLE_EN  # the legacy spec's name is one string
    statements = package / "problem_statement"
    assert sorted(p.name for p in statements.iterdir()) == ["problem.en.tex", "problem.zh.tex"]
    en = (statements / "problem.en.tex").read_text(encoding="utf-8")
    zh = (statements / "problem.zh.tex").read_text(encoding="utf-8")
    assert en.startswith("\\problemname{" + TITLE_EN + "}") and "directlua" not in en
    assert zh.startswith(CJK_SETUP) and "\n\\problemname{" + TITLE_ZH + "}\n" in zh
    assert "\\section*{输入}" in zh and "样例" not in zh
    assert (
        "\\begin{enumerate}\n\\item 先手第一次可以取任意多颗；\n\\item 此后每次至少取 1 颗，" in zh
    )


def test_without_a_chinese_statement_the_export_is_english_only(tmp_path: Path):
    root = _problem_set(tmp_path / "set", "hdu_2516", False, title_en=TITLE_EN)
    for fmt, statement in (("legacy", "problem_statement"), ("2023-07", "statement")):
        result = run_cli("export", "hdu_2516", str(tmp_path / fmt), "--format", fmt, root=root)
        assert result.exit_code == 0, result.output
        package = tmp_path / fmt / "hdu2516"
        data = yaml.safe_load((package / "problem.yaml").read_text(encoding="utf-8"))
        assert data["name"] == TITLE_ZH  # `title`, as the export always named it
        assert [p.stem for p in (package / statement).iterdir()] == ["problem.en"]


def test_names_of_a_problem_whose_title_is_english(tmp_path: Path):
    """The play_* problems' `title` is English, their Chinese name `title_zh`; without it,
    the Chinese name falls back on `title`."""
    root = _problem_set(tmp_path / "a", "play_hdu_2516", True, title_zh="斐波那契取石子：赢下对局")
    problem = load_problem(root, "play_hdu_2516")
    assert package_names(problem) == {"en": problem.title, "zh": "斐波那契取石子：赢下对局"}
    root = _problem_set(tmp_path / "b", "play_hdu_2516", True)
    problem = load_problem(root, "play_hdu_2516")
    assert package_names(problem) == {"en": problem.title, "zh": problem.title}


@pytest.mark.parametrize("fmt", ["legacy", "2023-07"])
def test_read_back_by_judge_with_both_languages(exported, fmt):
    package = load_package(exported[fmt])
    assert package.title == TITLE_EN
    assert dict(package.names) == {"en": TITLE_EN, "zh": TITLE_ZH}
    assert (package.title_in("zh"), package.title_in("en")) == (TITLE_ZH, TITLE_EN)
    suffix = ".tex" if fmt == "legacy" else ".md"
    assert package.statement_file("zh").name == f"problem.zh{suffix}"
    assert package.statement_file("en").name == f"problem.en{suffix}"
    assert package.statement_file().name == f"problem.en{suffix}"
    assert package.statement_file("sv").name == f"problem.en{suffix}"  # none: English
    ours = load_cases(load_problem(REPO, "hdu_2516"))  # the copy's test data is the same
    assert [(c.input, c.output) for c in package.cases()] == [(c.input, c.output) for c in ours]


def _show(package: Path, *args: str) -> str:
    result = run_cli("show", str(package), *args, root=REPO)
    assert result.exit_code == 0, result.output
    return result.output


def test_show_of_a_latex_package_is_text_in_the_language_asked_for(exported, tmp_path: Path):
    chinese = _show(exported["legacy"], "--lang", "zh")
    assert chinese.startswith(f"hdu2516: {TITLE_ZH} / {TITLE_EN}\n")
    assert "## 输入" in chinese and "有一堆石子" in chinese and "`2 <= n < 2^31`" in chinese
    english = _show(exported["legacy"], "--lang", "en")
    assert english.startswith(f"hdu2516: {TITLE_EN} / {TITLE_ZH}\n")
    assert "## Input" in english and "有一堆石子" not in english
    for text in (chinese, english):
        assert not re.search(r"\\(begin|end|section|problemname|directlua|ifplastex)", text)
        assert "Sample 1 (sample/01-sample) input:" in text
    # A package of one statement, problem.tex (English, its language left out)
    package = tmp_path / "hdu2516"
    shutil.copytree(exported["legacy"], package)
    (package / "problem_statement/problem.zh.tex").unlink()
    (package / "problem_statement/problem.en.tex").rename(package / "problem_statement/problem.tex")
    shown = _show(package, "--lang", "zh")
    assert "(no zh statement in hdu2516; showing the en one)" in shown
    assert "## Input" in shown and "`2 <= n < 2^31`" in shown
    assert not re.search(r"\\(begin|end|section|problemname|texttt|textless)", shown)


def _verifyproblem_ready() -> str | None:
    """Why verifyproblem cannot run here, or None."""
    if shutil.which("verifyproblem") is None:
        return "problemtools is not installed (pip install '.[test]')"
    for tool in ("lualatex", "pandoc"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (.ci/run installs what the statement check needs)"
    return None


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["legacy", "2023-07"])
def test_verifyproblem_passes_with_the_chinese_statement(exported, fmt, tmp_path: Path):
    """problemtools' verifyproblem builds both statements (lualatex's PDF and plasTeX's or
    pandoc's HTML) and checks the names against them; every other check of the package too but
    its submissions, which tests/kattis/test_export.py proves on the same files. Python runs
    under the interpreter of the tests, as there (problemtools' default is PyPy)."""
    why = _verifyproblem_ready()
    if why:
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    config = tmp_path / "config" / "problemtools"
    config.mkdir(parents=True)
    (config / "languages.yaml").write_text(
        "python3:\n    name: 'Python 3 (CPython)'\n"
        f"    compile: '{sys.executable} -m py_compile {{files}}'\n"
        f"    run: '{sys.executable} \"{{mainfile}}\"'\n"
    )
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    package = exported[fmt]
    proc = subprocess.run(
        ["verifyproblem", package.name, "-p", "config", "statement", "validators", "data"],
        cwd=package.parent,
        env=env,
        capture_output=True,
        text=True,
    )
    output = proc.stdout + proc.stderr
    assert "Checking problem statements in 2 languages" in output, output[-3000:]
    summary = re.search(r"tested: (\d+) errors?, (\d+) warnings?", output)
    assert proc.returncode == 0 and summary is not None and summary.group(1) == "0", output[-3000:]
