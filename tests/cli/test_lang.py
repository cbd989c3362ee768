"""The command line in Chinese and English: `judge --lang`, else the locale; what a learner
reads of show, list, run, table and play, and the frame of errors, in the language chosen;
JSON the same in both."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
from click.testing import CliRunner, Result

from conftest import FIXTURES, PROGRAMS, REPO
from judge.cli import main

ZH_LOCALE = {"LANG": "zh_CN.UTF-8"}
# Each way of asking for Chinese: the option, and the locale alone.
CHINESE = [pytest.param(["--lang", "zh"], {}, id="--lang"), pytest.param([], ZH_LOCALE, id="LANG")]


def judge(*args: object, env: dict[str, str] | None = None, root: Any = FIXTURES) -> Result:
    """`judge --root ROOT ARGS...` in this process, with `env` set."""
    return CliRunner().invoke(
        main, ["--root", str(root), *map(str, args)], env=env, prog_name="judge"
    )


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_show_s_header_in_chinese(option: list[str], env: dict[str, str]) -> None:
    shown = judge(*option, "show", "aplusb", env=env)
    assert shown.exit_code == 0, shown.output
    assert "  限制：  CPU 时间 1 秒，内存 64 MiB" in shown.output
    assert "  检查器：" in shown.output and "limits:" not in shown.output


def test_show_s_header_in_english_otherwise() -> None:
    shown = judge("show", "aplusb")
    assert "  limits:  1 s CPU, 64 MiB memory" in shown.output and "限制" not in shown.output
    # The locale says Chinese, the option English: the option wins.
    chosen = judge("--lang", "en", "show", "aplusb", env=ZH_LOCALE)
    assert "  limits:  1 s CPU" in chosen.output
    # show's own --lang chooses the header's language with the statement's.
    own = judge("show", "hdu_2516", "--lang", "zh", root=REPO)
    assert "  限制：" in own.output and "先手" in own.output


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_list_s_headings_in_chinese(option: list[str], env: dict[str, str]) -> None:
    listed = judge(*option, "list", env=env)
    assert listed.exit_code == 0, listed.output
    assert listed.output.splitlines()[0].split() == [
        *("题号", "题目", "博弈", "来源", "时限", "内存", "测试点")
    ]


def test_list_s_summary_in_chinese_and_json_in_neither(tmp_path: Any) -> None:
    judge("run", "aplusb", PROGRAMS / "wrong.py")  # a record: a mark and the summary line
    assert judge("--lang", "zh", "list").output.splitlines()[-1] == "已通过 0/1 题，尝试过 1 题"
    assert judge("list").output.splitlines()[-1] == "solved 0 of 1, tried 1"
    english, chinese = judge("list", "--json"), judge("--lang", "zh", "list", "--json")
    assert english.output == chinese.output and json.loads(english.output)["tried"] == 1


def test_the_front_door_s_listing_follows_the_locale() -> None:
    """`judge list` without click (judge/entry.py) lists in English only: a Chinese locale's
    listing is click's."""
    ran = subprocess.run(
        [sys.executable, "-m", "judge", "--root", str(FIXTURES), "list"],
        capture_output=True,
        text=True,
        env={**_environment(), **ZH_LOCALE},
        timeout=120,
    )
    assert ran.returncode == 0 and ran.stdout.split()[:2] == ["题号", "题目"], ran.stderr


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_run_s_verdicts_notes_and_summary_in_chinese(
    option: list[str], env: dict[str, str]
) -> None:
    ran = judge(*option, "run", "aplusb", PROGRAMS / "wrong.py", env=env)
    assert ran.exit_code == 1
    lines = ran.output.splitlines()
    assert lines[1].split()[:2] == ["sample", "WA"]  # the abbreviation, as everywhere
    assert "ms 墙钟" in lines[1]
    assert "    输入：" in lines  # the small input shown with the wrong answer
    assert "另有 2 个测试点未运行（-v 可列出）" in ran.output
    assert "WA（答案错误）  通过 0/3（2 个未运行）  最大 CPU 时间" in lines[-1]


def test_run_in_english_otherwise() -> None:
    ran = judge("run", "aplusb", PROGRAMS / "wrong.py")
    assert "  2 more cases not run (-v lists them)" in ran.output
    assert "  WA  0/3 passed (2 not run)  max CPU" in ran.output.splitlines()[-1]
    assert "答案" not in ran.output


def test_a_time_limit_s_reason_in_chinese() -> None:
    """The reason judging gives (English, as --json keeps it) is shown translated: the
    template of report.REASONS fits what the judging layer really says."""
    args = ("run", "aplusb", PROGRAMS / "loop.py", "--time-limit", "0.3")
    ran = judge("--lang", "zh", *args)
    assert "CPU 时间" in ran.output and "> 时限 0.3 秒" in ran.output, ran.output
    assert "TLE（运行超时）" in ran.output.splitlines()[-1]
    english = judge(*args)
    assert "> limit 0.3 s" in english.output


def _timeless(text: str) -> dict[str, Any]:
    """A run's JSON without its measurements, which differ from one run to the next."""
    data = json.loads(text)
    for case in data["cases"]:
        for key in ("cpu_time", "wall_time", "memory"):
            case[key] = 0
    return data


def test_run_s_json_is_the_same_in_both_languages() -> None:
    args = ("run", "aplusb", PROGRAMS / "wrong.py", "--json", "--all-cases")
    english, chinese = judge(*args), judge("--lang", "zh", *args)
    assert _timeless(english.output) == _timeless(chinese.output)
    assert '"verdict": "WA"' in chinese.output and "答案" not in chinese.output


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_table_and_its_guess_in_chinese(option: list[str], env: dict[str, str]) -> None:
    shown = judge(*option, "table", "hdu_1846", "--max", "20", "--guess", env=env, root=REPO)
    assert shown.exit_code == 0, shown.output
    assert "局面" in shown.output and "必败态（P 态" in shown.output
    assert "猜想：周期，周期 4" in shown.output and "证明：" in shown.output


def test_table_in_english_otherwise_and_its_json_in_neither() -> None:
    args = ("table", "hdu_1846", "--max", "20")
    shown = judge(*args, root=REPO)
    assert "P-positions (" in shown.output and "Guess" not in shown.output
    assert "Guess: periodic, period 4" in judge(*args, "--guess", root=REPO).output
    for extra in ([], ["--guess"]):
        english = judge(*args, *extra, "--json", root=REPO)
        chinese = judge("--lang", "zh", *args, *extra, "--json", root=REPO)
        assert english.output == chinese.output and "必" not in chinese.output


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_play_in_chinese(option: list[str], env: dict[str, str]) -> None:
    args = ("play", "hdu_1846", "--position", "5", "--hint")
    played = CliRunner().invoke(
        main, ["--root", str(REPO), *option, *args], input="1\n1\n1\n", env=env
    )
    assert "开始：5；你先手。" in played.output and "提示：必胜态（N 态" in played.output
    assert "合法走法：" in played.output and "你的走法> " in played.output
    assert "你无路可走：我赢了。" in played.output and played.exit_code == 1


def test_play_in_english_otherwise() -> None:
    played = CliRunner().invoke(
        main,
        ["--root", str(REPO), "play", "hdu_1846", "--position", "5"],
        input="1\n1\n1\n",
    )
    assert "Start: 5; you move first." in played.output
    assert "No move left for you: I win." in played.output


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_the_frame_of_errors_in_chinese(option: list[str], env: dict[str, str]) -> None:
    usage = judge(*option, "run", env=env)
    assert usage.exit_code == 2
    assert (
        usage.output
        == "judge: 错误：请给出题号（见 `judge list`）或 --all\n参见 `judge run --help`。\n"
    )
    unknown = judge(*option, "run", "nope", env=env)
    assert unknown.exit_code == 2 and unknown.output.startswith("judge: 错误：unknown problem")


def test_the_frame_of_errors_in_english_otherwise() -> None:
    usage = judge("run")
    assert usage.output == (
        "judge: error: give a problem ID (see `judge list`) or --all\nSee `judge run --help`.\n"
    )
    assert judge("run", "nope").output.startswith("judge: error: unknown problem")


def _environment() -> dict[str, str]:
    """This process's environment without its locale (the tests give theirs)."""
    drop = {"LC_ALL", "LC_MESSAGES", "LANG"}
    return {k: v for k, v in os.environ.items() if k not in drop}


# Runs judge with Babel made unimportable, as the core installs it (no zh extra).
WITHOUT_BABEL = """
import sys

class NoBabel:
    def find_spec(self, name, path=None, target=None):
        if name == "babel" or name.startswith("babel."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NoBabel())
from judge.entry import main
main(sys.argv[1:])
"""


@pytest.mark.parametrize(("option", "env"), CHINESE)
def test_without_the_zh_extra_english_and_one_line_saying_which(
    option: list[str], env: dict[str, str]
) -> None:
    ran = subprocess.run(
        [sys.executable, "-c", WITHOUT_BABEL, "--root", str(REPO), *option, "show", "hdu_1846"],
        capture_output=True,
        text=True,
        env={**_environment(), **env},
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stderr.count("\n") == 1 and ran.stderr.startswith(
        "judge: Chinese needs the zh extra, English until then: "
    )
    assert "[zh]" in ran.stderr and "Traceback" not in ran.stderr
    assert "  limits:  " in ran.stdout  # the header in English
    assert "勇敢者的游戏" in ran.stdout  # the statement is a file: still Chinese
