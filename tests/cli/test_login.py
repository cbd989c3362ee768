"""`judge login` and `judge logout` against the replica: the password read from stdin (or a
hidden prompt), checked by a login, kept in a file only the user can read, never printed."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from judge.online.credentials import credentials_file
from replica_sites import PASSWORD, USER, replica
from support import run_cli


@pytest.fixture(autouse=True)
def no_keyring(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests keep credentials in the file, never in this machine's keyring."""
    monkeypatch.setenv("JUDGE_KEYRING", "off")


def test_login_checks_and_keeps_the_password_where_only_the_user_reads_it(data_dir: Path) -> None:
    with replica("hdu") as site:
        result = run_cli(
            "login",
            "hdu",
            "--user",
            USER,
            "--password-stdin",
            "--site-url",
            site.url,
            input=PASSWORD + "\n",
        )
    assert result.exit_code == 0, result.output
    assert "HDU: logged in as learner" in result.output and PASSWORD not in result.output
    path = credentials_file(data_dir)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert any(r.path == "/userloginex.php" and r.method == "POST" for r in site.requests)
    gone = run_cli("logout", "hdu")
    assert gone.exit_code == 0 and "HDU: credentials removed" in gone.output
    assert "hdu" not in path.read_text(encoding="utf-8")
    again = run_cli("logout", "hdu")
    assert "no credentials were kept" in again.output


def test_the_prompt_hides_the_password(data_dir: Path) -> None:
    with replica("poj") as site:
        result = run_cli("login", "poj", "--site-url", site.url, input=f"{USER}\n{PASSWORD}\n")
    assert result.exit_code == 0, result.output
    assert "POJ password" in result.output and PASSWORD not in result.output


def test_a_wrong_password_is_said_and_nothing_is_kept(data_dir: Path) -> None:
    with replica("codeforces") as site:
        result = run_cli(
            "login",
            "codeforces",
            "--user",
            USER,
            "--password-stdin",
            "--site-url",
            site.url,
            input="wrong\n",
        )
    assert result.exit_code == 2
    assert "judge: error: Codeforces: wrong handle or password for learner" in result.output
    assert "Traceback" not in result.output and "wrong\n" not in result.output
    assert not credentials_file(data_dir).exists()


def test_a_judge_judge_does_not_submit_to_is_refused() -> None:
    result = run_cli(
        "login", "luogu", "--user", USER, "--password-stdin", "--no-check", input="x\n"
    )
    assert result.exit_code == 2 and "it submits to hdu, poj, codeforces" in result.output


def test_a_wrong_password_is_said_in_chinese(data_dir: Path) -> None:
    with replica("poj") as site:
        result = run_cli(
            "--lang",
            "zh",
            "login",
            "poj",
            "--user",
            USER,
            "--password-stdin",
            "--site-url",
            site.url,
            input="wrong\n",
        )
    assert result.exit_code == 2
    assert result.output.endswith(
        "judge: 错误：POJ：learner 的用户名或密码错误：请重新运行 `judge login poj`\n"
    )
    assert not credentials_file(data_dir).exists()
