"""The command line's catalogue: every message the command line shows has its Chinese, no
translation loses a placeholder, and the catalogue loads from the .po a fresh install carries.
(The server's catalogue: tests/web/test_i18n.py.)"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from conftest import REPO
from judge import i18n
from judge.judging.interactive import flush_note
from judge.judging.report import REASONS, reason_text, verdict_words
from judge.judging.verdict import Verdict
from support import run_cli

# Where the command line's words are (judge/locale/babel.cfg says the same), and the keywords
# that mark them besides gettext's own.
SOURCES = (
    "judge/cli",
    "judge/catalog",
    "judge/judging",
    "judge/learn",
    "judge/contest/core",
    "judge/contest/ops",
    "judge/contest/storage",
    "judge/online",
)
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None, "phrase": None}
# The contest commands and the site's, each a module whose messages the first test checks
# (judge contest submit, status, board and queue print the screens of
# judge/contest/core/text.py, whose messages are among the sources').
CONTEST_MODULES = (
    "judge/cli/contest/board.py",
    "judge/cli/contest/common.py",
    "judge/cli/contest/exports.py",
    "judge/cli/contest/lifecycle.py",
    "judge/cli/contest/machines.py",
    "judge/cli/contest/opening.py",
    "judge/cli/contest/teams.py",
    "judge/cli/contest/virtual.py",
    "judge/cli/site.py",
)
PO = i18n.LOCALE / "zh" / "LC_MESSAGES" / f"{i18n.CLI_DOMAIN}.po"


def _messages() -> Iterator[tuple[str | None, str | tuple[str, ...], str]]:
    """Each message of the command line's sources: its context, its id(s), where it is."""
    for folder in SOURCES:
        for file, line, message, _comments, context in extract_from_dir(
            str(REPO / folder), [("**.py", "python")], keywords=KEYWORDS
        ):
            yield context, message, f"{folder}/{file}:{line}"


def test_every_message_of_the_command_line_is_translated() -> None:
    catalogue = i18n.translations("zh")
    untranslated = []
    count = 0
    for context, message, where in _messages():
        count += 1
        if isinstance(message, tuple):
            one, many = message[0], message[1]
            shown = catalogue.ngettext(one, many, 2)
            missing = shown in (one, many)
        elif context is not None:
            missing = catalogue.pgettext(context, message) == message
        else:
            missing = catalogue.gettext(message) == message and message not in ("ms CPU",)
        if missing:
            untranslated.append(f"{where}: {message!r}")
    assert count > 150
    assert untranslated == []


def test_the_contest_commands_and_the_site_s_are_among_the_messages_checked() -> None:
    where = {found.rpartition(":")[0] for _context, _message, found in _messages()}
    assert [module for module in CONTEST_MODULES if module not in where] == []


def test_the_online_judges_errors_are_among_the_messages_checked() -> None:
    where = {found.rpartition(":")[0] for _context, _message, found in _messages()}
    online = [f"judge/online/{name}.py" for name in ("http", "client", "get", "hdu", "sites")]
    assert [module for module in online if module not in where] == []


def test_a_contest_command_and_its_usage_errors_in_chinese(tmp_path: Path) -> None:
    (tmp_path / "problems").mkdir()
    listed = run_cli("--lang", "zh", "contest", "list", root=tmp_path)
    assert listed.exit_code == 0, listed.output
    assert listed.output.startswith("还没有比赛；创建比赛：judge contest new NAME")
    wrong = run_cli("--lang", "zh", "contest", "board", root=tmp_path)
    assert wrong.exit_code == 2
    assert wrong.output.startswith("judge: 错误：请给出比赛名 NAME 或 --feed FILE（不能同时给出）")
    site = tmp_path / "club"
    made = run_cli("--lang", "zh", "site", "new", site, "--title", "Club")
    assert made.exit_code == 0, made.output
    assert made.output == f"已在 {site} 创建站点 Club；添加比赛：judge site add {site} PATH\n"


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)\}", text))


def test_no_translation_loses_or_adds_a_placeholder() -> None:
    with PO.open("rb") as f:
        catalogue = read_po(f, locale="zh")
    wrong = []
    for message in catalogue:
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else message.string or []
        for text in strings:
            if _placeholders(str(text)) != _placeholders(str(ids[-1])):
                wrong.append((ids[0], text))
    assert wrong == []


def test_the_catalogue_is_package_data_and_loads_without_a_build_step() -> None:
    pyproject = (REPO / "pyproject.toml").read_text()
    assert '"judge" = ["locale/*/LC_MESSAGES/*.po"' in pyproject
    assert PO.is_file() and Path(i18n.__file__).parent / "locale" == i18n.LOCALE
    assert i18n.translations("zh").gettext("Wrong Answer") == "答案错误"
    assert i18n.translations("en").gettext("Wrong Answer") == "Wrong Answer"
    assert i18n.translations("fr") is i18n.ENGLISH  # no catalogue: the source text


def test_verdicts_keep_their_abbreviations_with_the_chinese_judges_names() -> None:
    zh = i18n.translations("zh")
    names = {verdict: verdict_words(verdict, zh) for verdict in Verdict}
    assert names[Verdict.AC] == "AC（答案正确）"
    assert names[Verdict.WA] == "WA（答案错误）"
    assert names[Verdict.TLE] == "TLE（运行超时）"
    assert names[Verdict.MLE] == "MLE（内存超限）"
    assert names[Verdict.RE] == "RE（运行错误）"
    assert names[Verdict.PE] == "PE（格式错误）"
    assert names[Verdict.CE] == "CE（编译错误）"
    assert names[Verdict.OLE] == "OLE（输出超限）"
    assert names[Verdict.JE] == "JE（评测错误）"
    assert all(verdict_words(verdict) == verdict.value for verdict in Verdict)


def test_a_reason_translated_with_its_values_or_shown_as_said() -> None:
    zh = i18n.translations("zh")
    assert reason_text("CPU time 1.234 s > limit 1 s", zh) == "CPU 时间 1.234 秒 > 时限 1 秒"
    assert reason_text("exit code 1: ValueError: bad", zh) == "退出码 1：ValueError: bad"
    assert reason_text("exit code 3", zh) == "退出码 3"
    said = "line 1, column 1: expected '3', got '4'"
    assert reason_text(said, zh) == said  # no template fits: as the judging layer said it
    assert reason_text("CPU time 1.234 s > limit 1 s") == "CPU time 1.234 s > limit 1 s"
    # The interactive deadlock's sentence, as judging makes it, fits its template.
    flush = reason_text(flush_note(None), zh)
    assert flush.startswith("双方都在等待对方：你刷新输出缓冲区（flush）了吗？"), flush
    assert len(REASONS) == len(set(REASONS))


def test_a_phrase_is_english_as_a_string_and_translated_as_text() -> None:
    inner = i18n.phrase("the last exception is position {last}", last=7)
    outer = i18n.phrase("no Beatty pairs: {why}", why=inner)
    assert str(outer) == "no Beatty pairs: the last exception is position 7"
    assert outer.text(i18n.translations("zh")) == "不是 Beatty 数对：最后一个例外是局面 7"


def test_the_locale_s_language() -> None:
    assert i18n.locale_lang({"LANG": "zh_CN.UTF-8"}) == "zh"
    assert i18n.locale_lang({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}) == "en"
    assert i18n.locale_lang({"LC_MESSAGES": "zh_TW", "LANG": "C"}) == "zh"
    assert i18n.locale_lang({}) == "en"
