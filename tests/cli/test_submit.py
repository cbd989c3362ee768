"""`judge submit` against the replica of each judge: judged here first (a non-AC refused
unless --force), submitted in the judge's option, followed to its verdict, printed and noted
in the record; --dry-run sends nothing; every site failure a plain message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import REPO
from judge.catalog.record import State, read_record
from replica_sites import PASSWORD, USER, Scenario, replica
from support import run_cli


@pytest.fixture(autouse=True)
def no_keyring(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests keep credentials in the file, never in this machine's keyring."""
    monkeypatch.setenv("JUDGE_KEYRING", "off")


def _login(judge: str, url: str) -> None:
    result = run_cli(
        "login", judge, "--user", USER, "--password-stdin", "--site-url", url, input=PASSWORD
    )
    assert result.exit_code == 0, result.output


def _mine(tmp_path: Path, problem: str, name: str) -> Path:
    """The set's reference of `problem`, as a learner's own file."""
    mine = tmp_path / name
    shutil.copy(REPO / "problems" / problem / name, mine)
    return mine


def test_an_ac_here_is_submitted_to_hdu_followed_and_noted(tmp_path: Path, data_dir: Path) -> None:
    mine = _mine(tmp_path, "hdu_1846", "solution.cpp")
    with replica("hdu") as site:
        _login("hdu", site.url)
        result = run_cli("submit", "hdu_1846", mine, "--site-url", site.url, root=REPO)
    assert result.exit_code == 0, result.output
    run = site.runs[0]["run"]
    assert site.runs[0]["source"] == mine.read_text() and site.runs[0]["language"] == "0"
    assert "HDU: problem 1846, as G++" in result.output
    assert f"HDU: run {run}: Running" in result.output
    assert (
        f"HDU: Accepted (AC), 15 ms, 1728 KiB, run {run}: {site.url}/status.php?first={run}"
        in result.output
    )
    entry = read_record(data_dir, REPO).entries["hdu_1846"]
    assert (entry.state, entry.accepted_on) == (State.SOLVED, ("HDU",))
    listing = run_cli("list", root=REPO)
    assert (
        "ACCEPTED ON" in listing.output
        and "HDU" in listing.output.split("hdu_1846", 1)[1].splitlines()[0]
    )


def test_a_non_ac_here_is_not_submitted_unless_forced(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.cpp"
    wrong.write_text('#include <cstdio>\nint main() { std::puts("0"); return 0; }\n')
    with replica("hdu", Scenario(verdicts=["Wrong Answer"])) as site:
        _login("hdu", site.url)
        before = len(site.requests)
        refused = run_cli("submit", "hdu_1846", wrong, "--site-url", site.url, root=REPO)
        assert refused.exit_code == 1 and "not AC here, so not submitted (--force" in refused.output
        assert len(site.requests) == before
        forced = run_cli("submit", "hdu_1846", wrong, "--force", "--site-url", site.url, root=REPO)
    assert forced.exit_code == 1
    assert "HDU: Wrong Answer (WA)" in forced.output


def test_a_dry_run_prints_the_requests_and_sends_nothing(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "poj_1704", "solution.cpp")
    with replica("poj") as site:
        _login("poj", site.url)
        before = len(site.requests)
        result = run_cli(
            "submit",
            "poj_1704",
            mine,
            "--dry-run",
            "--dialect",
            "poj-c++",
            "--site-url",
            site.url,
            root=REPO,
        )
    assert result.exit_code == 0, result.output
    assert len(site.requests) == before
    assert "POJ: problem 1704, as C++" in result.output
    assert f"POST {site.url}/login" in result.output and "password1=****" in result.output
    assert PASSWORD not in result.output
    assert f"POST {site.url}/submit" in result.output and "language=4" in result.output


def test_a_compile_error_shows_the_judges_text(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "poj_1704", "solution.cpp")
    with replica("poj", Scenario(verdicts=["Compile Error"])) as site:
        _login("poj", site.url)
        result = run_cli(
            "submit", "http://poj.org/problem?id=1704", mine, "--site-url", site.url, root=REPO
        )
    assert result.exit_code == 1, result.output
    assert "POJ: Compile Error (CE)" in result.output
    assert "'x' was not declared in this scope" in result.output
    assert "poj_1704:" in result.output  # the set's copy judged first


def test_codeforces_by_its_address_in_its_python_option(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "cf_1527b2", "solution.py")
    with replica("codeforces") as site:
        _login("codeforces", site.url)
        result = run_cli(
            "submit",
            "https://codeforces.com/contest/1527/problem/B2",
            mine,
            "--site-url",
            site.url,
            root=REPO,
        )
    assert result.exit_code == 0, result.output
    assert "Codeforces: problem 1527B2, as Python 3.8.10" in result.output
    assert "Codeforces: OK (AC), 46 ms, 100 KiB" in result.output
    assert site.runs[0]["language"] == "31"


@pytest.mark.parametrize(
    ("site_name", "scenario", "said"),
    [
        ("hdu", Scenario(down=True), "HDU is down or busy (HTTP 503"),
        (
            "hdu",
            Scenario(refuse="Please don't submit too frequently"),
            "its submission limit: wait",
        ),
        (
            "codeforces",
            Scenario(challenge=True),
            "Codeforces asks for a browser check (Cloudflare)",
        ),
        ("poj", Scenario(changed=True), "the site's page has changed"),
    ],
)
def test_each_site_failure_is_one_plain_message(
    tmp_path: Path, site_name: str, scenario: Scenario, said: str
) -> None:
    problem, name = {
        "hdu": ("hdu_1846", "solution.cpp"),
        "poj": ("poj_1704", "solution.cpp"),
        "codeforces": ("cf_1527b2", "solution.py"),
    }[site_name]
    mine = _mine(tmp_path, problem, name)
    with replica(site_name) as site:
        _login(site_name, site.url)
        site.scenario.__dict__.update(scenario.__dict__)
        result = run_cli("submit", problem, mine, "--site-url", site.url, root=REPO)
    assert result.exit_code == 2, result.output
    error = next(line for line in result.output.splitlines() if line.startswith("judge: error: "))
    assert said in error
    assert "Traceback" not in result.output


def test_without_credentials_it_says_to_log_in(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "hdu_1846", "solution.cpp")
    result = run_cli("submit", "hdu_1846", mine, "--site-url", "http://127.0.0.1:9", root=REPO)
    assert result.exit_code == 2
    assert "no credentials for HDU: run `judge login hdu` first" in result.output


def test_a_problem_from_a_judge_not_submitted_to_is_refused(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "luogu_p2197", "solution.py")
    result = run_cli("submit", "luogu_p2197", mine, root=REPO)
    assert (
        result.exit_code == 2
        and "Luogu: no judge judge knows; it gets problems from and it submits to hdu, poj, codeforces"
        in result.output
    )


def test_an_edition_of_our_own_is_not_the_judges_problem(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "oi_hdu_1846", "solution.cpp")
    result = run_cli("submit", "oi_hdu_1846", mine, "--dry-run", root=REPO)
    assert result.exit_code == 2
    assert "oi_hdu_1846: judge's own edition of HDU 1846" in result.output


FIBO_CPP = """\
#include <cstdio>
int main() {
    int fib[20] = {1, 2}, count = 2, sg[1001] = {0};
    while (fib[count - 1] + fib[count - 2] <= 1000) { fib[count] = fib[count - 1] + fib[count - 2]; ++count; }
    for (int n = 1; n <= 1000; ++n) {
        bool seen[32] = {false};
        for (int i = 0; i < count && fib[i] <= n; ++i) seen[sg[n - fib[i]]] = true;
        while (seen[sg[n]]) ++sg[n];
    }
    int m, n, p;
    while (std::scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        std::puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
"""


def test_a_folder_judge_get_wrote_is_submitted_to_its_judge(
    tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "mine.cpp"
    mine.write_text(FIBO_CPP)
    with replica("hdu") as site:
        got = run_cli("get", "hdu", "1848", "--site-url", site.url)
        assert got.exit_code == 0, got.output
        _login("hdu", site.url)
        result = run_cli("submit", "./hdu_1848", mine, "--site-url", site.url)
    assert result.exit_code == 0, result.output
    assert "AC  1/1 passed (samples only)" in result.output  # judged here on its samples first
    assert "HDU: problem 1848, as G++" in result.output
    (run,) = site.runs
    assert (run["problem"], run["source"], run["language"]) == ("1848", FIBO_CPP, "0")
    assert f"HDU: Accepted (AC), 15 ms, 1728 KiB, run {run['run']}" in result.output
    assert read_record(data_dir, REPO).entries.get("hdu_1848") is None  # no set holds it


def test_the_verdict_on_a_folder_judge_get_wrote_is_noted_for_the_sets_copy(
    tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "mine.cpp"
    mine.write_text(
        "#include <cstdio>\n"
        "int main() {\n"
        "    int c, n, m;\n"
        '    std::scanf("%d", &c);\n'
        '    while (c-- > 0 && std::scanf("%d %d", &n, &m) == 2)\n'
        '        std::puts(n % (m + 1) == 0 ? "Rabbit" : "Grass");\n'
        "}\n"
    )
    with replica("hdu") as site:
        got = run_cli("get", "hdu", "2188", "--site-url", site.url)
        assert got.exit_code == 0, got.output
        _login("hdu", site.url)
        result = run_cli("submit", "./hdu_2188", mine, "--site-url", site.url, root=REPO)
    assert result.exit_code == 0, result.output
    assert site.runs[0]["problem"] == "2188"
    entry = read_record(data_dir, REPO).entries["hdu_2188"]
    assert (entry.state, entry.accepted_on) == (State.SOLVED, ("HDU",))


def test_a_folder_whose_source_names_no_judge_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "mine_1"
    folder.mkdir()
    (folder / "problem.yaml").write_text("name: Mine\nsource: a book\n")
    mine = tmp_path / "mine.py"
    mine.write_text("print(1)\n")
    result = run_cli("submit", str(folder), mine)
    assert result.exit_code == 2, result.output
    assert f"{folder / 'problem.yaml'}: its source names no judge to submit to" in result.output


def test_a_wrong_password_is_said_in_chinese(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "hdu_1846", "solution.cpp")
    with replica("hdu") as site:
        kept = run_cli(
            "login", "hdu", "--user", USER, "--password-stdin", "--no-check", input="n0t-the-pass\n"
        )
        assert kept.exit_code == 0, kept.output
        result = run_cli(
            "--lang", "zh", "submit", "hdu_1846", mine, "--site-url", site.url, root=REPO
        )
    assert result.exit_code == 2, result.output
    assert (
        "judge: 错误：HDU：learner 的用户名或密码错误：请重新运行 `judge login hdu`\n"
        in result.output
    )
    assert "Traceback" not in result.output and "n0t-the-pass" not in result.output


def test_a_refusal_is_said_in_chinese_with_the_judges_own_words(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "poj_1704", "solution.cpp")
    with replica("poj", Scenario(refuse="Source code too long")) as site:
        _login("poj", site.url)
        result = run_cli(
            "--lang", "zh", "submit", "poj_1704", mine, "--site-url", site.url, root=REPO
        )
    assert result.exit_code == 2, result.output
    assert "judge: 错误：POJ 拒绝了这次提交：Source code too long\n" in result.output


def test_a_site_down_is_said_in_chinese(tmp_path: Path) -> None:
    mine = _mine(tmp_path, "hdu_1846", "solution.cpp")
    with replica("hdu") as site:
        _login("hdu", site.url)
        site.scenario.down = True
        result = run_cli(
            "--lang", "zh", "submit", "hdu_1846", mine, "--site-url", site.url, root=REPO
        )
    assert result.exit_code == 2, result.output
    assert f"judge: 错误：HDU 已宕机或繁忙（{site.url}/" in result.output
    assert "返回 HTTP 503）：请稍后重试" in result.output
