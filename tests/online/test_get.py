"""`judge get` against a local replica of HDU, POJ and Codeforces: the folder it writes (its
problem.yaml, statement and samples), `judge show` and `judge run` on it saying the data is the
samples only, and each way a fetch fails as one plain message and a non-zero exit."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
import yaml

from conftest import FIXTURES
from judge.errors import JudgeError
from judge.online.get import fetch
from judge.online.http import USER_AGENT
from judge.online.sites import target_of_words
from replica_sites import SILENCE, SILENT, Replica
from support import run_cli

# Right and wrong programs for the replica's problems, each from the statement's rule.
FIBO_RIGHT = """\
import sys
FIB = [1, 2]
while FIB[-1] < 1000:
    FIB.append(FIB[-1] + FIB[-2])
SG = [0] * 1001
for n in range(1, 1001):
    seen = {SG[n - f] for f in FIB if f <= n}
    SG[n] = next(g for g in range(len(seen) + 1) if g not in seen)
for line in sys.stdin:
    m, n, p = map(int, line.split())
    if m == n == p == 0:
        break
    print("Fibo" if SG[m] ^ SG[n] ^ SG[p] else "Nacci")
"""
FIBO_WRONG = FIBO_RIGHT.replace('"Fibo" if', '"Nacci" if')  # says Nacci whatever the game
GRASS_RIGHT = """\
c = int(input())
for _ in range(c):
    n, m = map(int, input().split())
    print("Rabbit" if n % (m + 1) == 0 else "Grass")
"""


def get(replica: Replica, *args: object):
    return run_cli("get", *args, "--site-url", replica.url)


def test_an_hdu_problem_comes_home_with_its_gbk_statement_limits_and_samples(
    replica: Replica, tmp_path: Path
) -> None:
    folder = tmp_path / "hdu_2188"
    done = get(replica, "http://acm.hdu.edu.cn/showproblem.php?pid=2188", "--to", folder)
    assert done.exit_code == 0, done.output
    assert "HDU 2188: 悼念512汶川大地震遇难同胞——选拔志愿者" in done.output
    assert "time limit 1 s, memory limit 32 MiB" in done.output
    settings = yaml.safe_load((folder / "problem.yaml").read_text(encoding="utf-8"))
    assert settings["source"] == {
        "name": "HDU 2188",
        "url": "http://acm.hdu.edu.cn/showproblem.php?pid=2188",
        "judge": "HDU",
        "id": "2188",
    }
    assert settings["limits"] == {"time_limit": 1.0, "memory": 32}
    assert settings["name"] == {"zh": "悼念512汶川大地震遇难同胞——选拔志愿者"}
    text = (folder / "statement" / "problem.zh.md").read_text(encoding="utf-8")
    assert "## Problem Description\n\n对于四川同胞遭受的灾难" in text
    assert '请输出字符串"Grass"' in text
    assert "samples only" in text
    assert "Sample Input" not in text  # the samples are the data, shown from it
    samples = folder / "data" / "sample"
    assert (samples / "1.in").read_text() == "2\n8 10\n11 10\n"
    assert (samples / "1.ans").read_text() == "Grass\nRabbit\n"
    assert not (folder / "data" / "secret").exists()
    assert replica.fetched == [("/showproblem.php?pid=2188", USER_AGENT)]
    assert USER_AGENT.startswith("judge/")


def test_judge_run_on_it_gives_ac_and_wa_and_says_samples_only(
    replica: Replica, tmp_path: Path
) -> None:
    folder = tmp_path / "hdu_1848"
    assert get(replica, "hdu", "1848", "--to", folder).exit_code == 0
    right, wrong = tmp_path / "right.py", tmp_path / "wrong.py"
    right.write_text(FIBO_RIGHT)
    wrong.write_text(FIBO_WRONG)
    ran = run_cli("run", folder, right)
    assert ran.exit_code == 0, ran.output
    assert "judged on the samples only" in ran.output
    assert "  AC  1/1 passed (samples only)  " in ran.output.strip().splitlines()[-1]
    ran = run_cli("run", folder, wrong)
    assert ran.exit_code == 1, ran.output
    assert "expected 'Fibo', got 'Nacci'" in ran.output
    assert " WA  0/1 passed (samples only)" in ran.output


def test_judge_show_says_so_and_shows_the_statement_and_samples(
    replica: Replica, tmp_path: Path
) -> None:
    folder = tmp_path / "hdu_1848"
    assert get(replica, "hdu", "1848", "--to", folder).exit_code == 0
    shown = run_cli("show", folder)
    assert shown.exit_code == 0, shown.output
    assert "source:  HDU 1848" in shown.output
    assert "1 s CPU (problem.yaml), 32 MiB memory" in shown.output
    assert "judged on the samples only" in shown.output
    assert "菲波那契数列" in shown.output
    assert "Sample 1 (sample/1) input:\n1 1 1\n1 4 1\n0 0 0\noutput:\nFibo\nNacci" in shown.output
    # HDU's Java limits are said beside the C/C++ ones judge judges with.
    assert "Java limits: 2 s, 32 MiB" in (folder / "problem.yaml").read_text()


def test_it_speaks_chinese(replica: Replica, tmp_path: Path) -> None:
    folder = tmp_path / "hdu_2188"
    done = run_cli("--lang", "zh", "get", "hdu", "2188", "--to", folder, "--site-url", replica.url)
    assert done.exit_code == 0, done.output
    assert "  时间限制 1 秒，空间限制 32 MiB（C/C++）\n" in done.output
    assert "这里 AC 不等于在 HDU 上 AC" in done.output
    (tmp_path / "mine.py").write_text(GRASS_RIGHT)
    ran = run_cli("--lang", "zh", "run", folder, tmp_path / "mine.py")
    assert "通过 1/1（仅样例）" in ran.output


def test_a_poj_problem_comes_home(replica: Replica, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    done = get(replica, "poj", "2234")
    assert done.exit_code == 0, done.output
    assert "wrote ./poj_2234; judge a solution with: judge run ./poj_2234 FILE" in done.output
    folder = tmp_path / "poj_2234"
    settings = yaml.safe_load((folder / "problem.yaml").read_text())
    assert settings["limits"] == {"time_limit": 1.0, "memory": 64}
    assert settings["source"]["url"] == "http://poj.org/problem?id=2234"
    text = (folder / "statement" / "problem.en.md").read_text()
    assert "## Description\n\nHere is a simple game." in text
    assert 'output "Yes" in a single line' in text
    assert (folder / "data" / "sample" / "1.in").read_text() == "2 45 45\n3 3 6 9\n"
    assert (folder / "data" / "sample" / "1.ans").read_text() == "No\nYes\n"
    nim = tmp_path / "nim.py"
    nim.write_text(
        "import sys\nfrom functools import reduce\nfor line in sys.stdin:\n"
        "    piles = list(map(int, line.split()))[1:]\n"
        "    print('Yes' if reduce(lambda a, b: a ^ b, piles) else 'No')\n"
    )
    assert run_cli("run", "./poj_2234", nim).exit_code == 0


def test_a_codeforces_problem_comes_home_with_its_formulas(
    replica: Replica, tmp_path: Path
) -> None:
    folder = tmp_path / "cf"
    done = get(replica, "https://codeforces.com/contest/1527/problem/B2", "--to", folder)
    assert done.exit_code == 0, done.output
    assert "Codeforces 1527B2: Palindrome Game (hard version)" in done.output
    settings = yaml.safe_load((folder / "problem.yaml").read_text())
    assert settings["limits"] == {"time_limit": 1.0, "memory": 256}
    assert settings["source"]["url"] == "https://codeforces.com/problemset/problem/1527/B2"
    text = (folder / "statement" / "problem.en.md").read_text()
    assert "## Input\n\nThe first line contains a single integer $t$ ($1 \\le t \\le 10^3$)" in text
    assert '- "`ALICE`", if Alice will win the game,' in text
    assert (folder / "data" / "sample" / "1.in").read_text() == "3\n3\n110\n2\n00\n4\n1010\n"
    assert (folder / "data" / "sample" / "1.ans").read_text() == "ALICE\nBOB\nALICE\n"


def test_an_existing_folder_is_kept_unless_forced(replica: Replica, tmp_path: Path) -> None:
    folder = tmp_path / "hdu_2188"
    assert get(replica, "hdu", "2188", "--to", folder).exit_code == 0
    mine = folder / "mine.py"
    mine.write_text(GRASS_RIGHT)
    (folder / "data" / "sample" / "1.ans").write_text("changed\n")
    again = get(replica, "hdu", "2188", "--to", folder)
    assert again.exit_code == 2
    assert again.output.strip() == (
        f"judge: error: {folder} already exists: give --force to overwrite it, or --to DIR"
    )
    assert len(replica.fetched) == 1  # refused before fetching
    forced = get(replica, "hdu", "2188", "--to", folder, "--force")
    assert forced.exit_code == 0, forced.output
    assert (folder / "data" / "sample" / "1.ans").read_text() == "Grass\nRabbit\n"
    assert mine.read_text() == GRASS_RIGHT  # the learner's own file stays
    assert run_cli("run", folder, mine).exit_code == 0


def test_dry_run_says_the_url_and_fetches_nothing(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    done = run_cli("get", "cf", "1527B", "--dry-run")
    assert done.exit_code == 0, done.output
    assert done.output == (
        "would fetch https://codeforces.com/problemset/problem/1527/B and write cf_1527b\n"
    )
    assert not (tmp_path / "cf_1527b").exists()


def _error(done) -> str:
    """The one line of a failed command, checked to be its only output and no traceback."""
    assert done.exit_code == 2, done.output
    assert "Traceback" not in done.output
    lines = done.output.strip().splitlines()
    assert len(lines) == 1, done.output
    assert lines[0].startswith("judge: error: ")
    return lines[0]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("hdu", "9999"), "HDU 9999: no such problem (HDU says: No such problem); check the id on http://acm.hdu.edu.cn/showproblem.php?pid=9999"),
        (("poj", "9999"), "POJ 9999: no such problem (POJ says: Can not find problem)"),
        (("cf", "1Z"), "Codeforces 1Z: no such problem (Codeforces sent it elsewhere)"),
        (("cf", "1A"), "Codeforces 1A: no such problem (Codeforces answered 404)"),
        (("hdu", "5000"), "HDU is down or busy (HTTP 503 from http://127.0.0.1:"),
        (("cf", "2A"), "Codeforces asks for a browser check (Cloudflare) that judge cannot pass: open https://codeforces.com/problemset/problem/2/A in a browser, save the page, and give it to judge get with --page FILE"),
        (("hdu", "1849"), "HDU 1849: the page at http://127.0.0.1:"),
    ],
)  # fmt: skip
def test_each_failure_is_one_plain_message(replica: Replica, tmp_path: Path, args, said) -> None:
    done = get(replica, *args, "--to", tmp_path / "out")
    assert said in _error(done)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("hdu", "9999"), "judge: 错误：HDU 9999：没有这道题（HDU 说：No such problem）；请在 http://acm.hdu.edu.cn/showproblem.php?pid=9999 核对题号"),
        (("cf", "1A"), "judge: 错误：Codeforces 1A：没有这道题（Codeforces 回应了 404）；请在 https://codeforces.com/problemset/problem/1/A 核对题号"),
        (("hdu", "1849"), "（没有标题（<h1>）或没有 'Time Limit: .../... MS' 这一行）：网站可能已改版"),
        (("uva", "100"), "judge: 错误：uva：judge 不认识这个评测网站"),
    ],
)  # fmt: skip
def test_a_failure_is_said_in_chinese(replica: Replica, tmp_path: Path, args, said) -> None:
    done = run_cli(
        "--lang", "zh", "get", *args, "--to", tmp_path / "out", "--site-url", replica.url
    )
    assert said in _error_zh(done)
    assert not (tmp_path / "out").exists()


def _error_zh(done) -> str:
    """The one line of a failed command under --lang zh."""
    assert done.exit_code == 2, done.output
    lines = done.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("judge: 错误："), done.output
    return lines[0]


def test_a_changed_page_says_what_is_missing_and_what_to_do(
    replica: Replica, tmp_path: Path
) -> None:
    line = _error(get(replica, "hdu", "1849", "--to", tmp_path / "out"))
    assert "no title (<h1>)" in line
    assert "the site may have changed; save the page and report it" in line


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("https://atcoder.jp/contests/abc100/tasks/abc100_a",), "not a problem page judge knows; it reads http://acm.hdu.edu.cn/showproblem.php?pid=N"),
        (("uva", "100"), "uva: no judge judge knows; it gets problems from and it submits to hdu, poj, codeforces (or cf)"),
        (("hdu", "abc"), "HDU abc: not a HDU problem id (such as 1848)"),
        (("hdu",), "give a problem's URL, or a judge and an id (hdu 1848)"),
    ],
)  # fmt: skip
def test_what_names_no_problem_is_refused_before_any_request(replica: Replica, args, said) -> None:
    assert said in _error(get(replica, *args))
    assert replica.fetched == []


@pytest.mark.parametrize("site_url", ["junk", "ftp://mirror.example", "http://"])
def test_a_site_url_that_is_no_base_url_is_refused(site_url: str) -> None:
    line = _error(run_cli("get", "hdu", "1848", "--site-url", site_url))
    assert (
        f"--site-url {site_url!r}: not a base URL; give one such as http://127.0.0.1:8000" in line
    )


def test_a_site_down_is_said(tmp_path: Path) -> None:
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    done = run_cli("get", "poj", "2234", "--site-url", f"http://127.0.0.1:{port}")
    line = _error(done)
    assert "cannot reach POJ at http://127.0.0.1:" in line
    assert "check the network and the address (--site-url), or try again later" in line


def test_a_site_that_does_not_answer_in_time_is_said(replica: Replica) -> None:
    target = target_of_words(["hdu", "5001"])
    with pytest.raises(JudgeError) as raised:
        fetch(target, replica.url + SILENT, timeout=SILENCE / 6)
    assert str(raised.value).startswith(f"HDU did not answer within {SILENCE / 6:g} s")
    assert "try again later" in str(raised.value)


def test_a_page_saved_by_a_browser_is_read_instead(tmp_path: Path) -> None:
    saved = FIXTURES / "online" / "pages" / "cf_1527B2_br.html"
    done = run_cli("get", "cf", "1527B2", "--page", saved, "--to", tmp_path / "cf")
    assert done.exit_code == 0, done.output
    assert (
        tmp_path / "cf" / "data" / "sample" / "1.in"
    ).read_text() == "3\n3\n110\n2\n00\n4\n1010\n"


def test_the_judges_address_variable_serves_get_as_it_serves_submit(
    replica: Replica, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUDGE_POJ_URL", replica.url)
    done = run_cli("get", "poj", "2234", "--to", tmp_path / "poj")
    assert done.exit_code == 0, done.output
    assert replica.fetched == [("/problem?id=2234", USER_AGENT)]
    settings = yaml.safe_load((tmp_path / "poj" / "problem.yaml").read_text(encoding="utf-8"))
    assert settings["source"]["url"] == "http://poj.org/problem?id=2234"
