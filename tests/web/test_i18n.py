"""The server's pages in Chinese: every message of the interface has its translation, the
catalog loads from the .po a fresh install carries, and a statement shows in Chinese where the
problem has statement.zh.md."""

from __future__ import annotations

import shutil
from pathlib import Path

from babel.messages.extract import extract_from_dir

from judge.web import i18n
from judge.web.render import statement_html

WEB = Path(i18n.__file__).parent


def _messages() -> set[str]:
    method_map = [("**/templates/**.html", "jinja2"), ("**.py", "python")]
    options = {"**/templates/**.html": {"trim_blocks": "True", "lstrip_blocks": "True"}}
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
        str(WEB), method_map, options_map=options
    ):
        found.add(message if isinstance(message, str) else message[0])
    return found


def test_every_message_of_the_interface_is_translated():
    catalog = i18n.translations("zh")
    messages = _messages()
    assert len(messages) > 150
    untranslated = sorted(
        m for m in messages if m and catalog.gettext(m) == m and m not in ("CPU", "PID")
    )
    assert untranslated == []


def test_the_catalog_is_package_data_and_loads_without_a_build_step():
    pyproject = (WEB.parents[1] / "pyproject.toml").read_text()
    assert "locale/*/LC_MESSAGES/*.po" in pyproject
    assert (WEB / "locale" / "zh" / "LC_MESSAGES" / "messages.po").is_file()
    assert i18n.translations("zh").gettext("Submit") == "提交"
    assert i18n.translations("en").gettext("Submit") == "Submit"


def test_the_language_from_the_cookie_or_the_browser():
    assert i18n.choose(None, "zh-CN,zh;q=0.9,en;q=0.8") == "zh"
    assert i18n.choose(None, "zh-TW") == "zh"
    assert i18n.choose(None, "fr-FR, en;q=0.5") == "en"
    assert i18n.choose(None, "fr, zh;q=0") == "en"  # q=0: not wanted
    assert i18n.choose("en", "zh-CN") == "en"  # the switch wins
    assert i18n.choose("xx", None) == "en"
    assert i18n.choose(None, "garbage;q=x,,;") == "en"


def test_a_statement_in_chinese_where_the_problem_has_one(tmp_path):
    from contest.contest_helpers import REPO
    from judge.problemset.problem import load_problem

    root = tmp_path / "set"
    (root / "problems").mkdir(parents=True)
    shutil.copytree(REPO / "problems" / "hdu_1846", root / "problems" / "hdu_1846")
    (root / "problems" / "hdu_1846" / "statement.zh.md").unlink()  # a problem without one
    problem = load_problem(root, "hdu_1846")
    english = statement_html(problem, "zh")
    assert "stones" in english  # no translation yet: the English statement
    (root / "problems" / "hdu_1846" / "statement.zh.md").write_text(
        "# 巴什博弈\n\n一堆 `n` 个石子。\n", encoding="utf-8"
    )
    assert "一堆" in statement_html(problem, "zh")
    assert "stones" in statement_html(problem, "en")


def test_a_problem_s_name_in_the_visitor_s_language():
    from contest.contest_helpers import REPO
    from judge.problemset.problem import load_problem
    from judge.web.render import problem_name

    bash = load_problem(REPO, "hdu_1846")  # title English, title_zh beside it
    assert problem_name("Brave Game", bash, "zh") == "勇敢者的游戏"
    assert problem_name("Brave Game", bash, "en") == "Brave Game"
    assert problem_name("Warm-up", bash, "zh") == "Warm-up"  # the contest's own name stays
    fibonacci = load_problem(REPO, "hdu_2516")  # title Chinese, title_en beside it
    assert problem_name("取石子游戏", fibonacci, "en") == "Stone-Taking Game"
    assert problem_name("取石子游戏", fibonacci, "zh") == "取石子游戏"
