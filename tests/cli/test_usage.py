"""Mistakes on the command line (judge.cli.usage): every command says them in judge's one form,
`judge: error: ` with the option and what is wrong, then where its help is, exit status 2; and
`judge run` says a mistake before it prints anything else."""

from __future__ import annotations

import pytest

from conftest import REPO
from judge.cli import COMMANDS
from support import run_cli

CONTEST_COMMANDS = (
    *("board", "export", "list", "move", "new", "queue", "results", "start", "status"),
    *("submit", "teams", "virtual"),
)

# Each command given something it refuses, and judge's two lines for it.
BAD = [
    (
        ("run", "hdu_1846", "--time-limit", "abc"),
        "--time-limit SECONDS: 'abc' is not a number more than 0",
        "judge run",
    ),
    (
        ("run", "hdu_1846", "--time-limit", "0"),
        "--time-limit SECONDS: 0.0 is not a number more than 0",
        "judge run",
    ),
    (("run", "-j", "x"), "-j/--jobs N: 'x' is not a whole number of at least 1", "judge run"),
    (("run", "--time-limit"), "--time-limit needs a value", "judge run"),
    (("run", "hdu_1846", "--samples=3"), "--samples takes no value", "judge run"),
    (
        ("run", "--sample"),
        "no such option: --sample (did you mean --samples or --all?)",
        "judge run",
    ),
    (
        ("run", "a", "b", "c"),
        "one argument too many: c (judge run takes [OPTIONS] ID [SOLUTION])",
        "judge run",
    ),
    (
        ("run", "hdu_1846", "--input", "/no/such/input"),
        "--input PATH: '/no/such/input': No such file or directory",
        "judge run",
    ),
    (("show",), "missing ID (judge show takes [OPTIONS] ID)", "judge show"),
    (("get",), "missing URL | JUDGE ID (judge get takes [OPTIONS] URL | JUDGE ID)", "judge get"),
    (("show", "hdu_1846", "--lang", "fr"), "--lang: 'fr' is not one of: en, zh", "judge show"),
    (
        ("list", "--todo", "x"),
        "one argument too many: x (judge list takes [OPTIONS])",
        "judge list",
    ),
    (
        ("table", "hdu_1846", "--max", "x"),
        "--max: 'x' is not a whole number of at least 0",
        "judge table",
    ),
    (("play", "hdu_1846", "--first", "x"), "--first: 'x' is not one of: me, judge", "judge play"),
    (("site", "new", "club"), "--title is required", "judge site new"),
    (("hint",), "missing ID (judge hint takes [OPTIONS] ID)", "judge hint"),
    (("submit",), "missing ID (judge submit takes [OPTIONS] ID FILE)", "judge submit"),
    (("login",), "missing JUDGE (judge login takes [OPTIONS] JUDGE)", "judge login"),
    (("logout",), "missing JUDGE (judge logout takes [OPTIONS] JUDGE)", "judge logout"),
    (
        ("editorial", "hdu_1846", "--lang", "fr"),
        "--lang: 'fr' is not one of: en, zh",
        "judge editorial",
    ),
    (
        ("stress", "hdu_2516", "a.py", "--count", "0"),
        "--count N: 0 is not a whole number of at least 1",
        "judge stress",
    ),
    (("verify", "--nosuch"), "no such option: --nosuch", "judge verify"),
    (("gen", "-j", "0"), "-j/--jobs N: 0 is not a whole number of at least 1", "judge gen"),
    (("export",), "missing ID... DIR (judge export takes [OPTIONS] ID... DIR)", "judge export"),
    (("init",), "missing DIR (judge init takes [OPTIONS] DIR)", "judge init"),
    (("doctor", "--language"), "--language needs a value", "judge doctor"),
    (
        ("serve", "x", "--port", "y"),
        "--port: 'y' is not a whole number from 0 to 65535",
        "judge serve",
    ),
    (("worker",), "--db URL is required", "judge worker"),
    (("nosuch",), "no such command: nosuch", "judge"),
    (("--root",), "--root needs a value", "judge"),
    (("contest", "nosuch"), "no such command: nosuch", "judge contest"),
    (("contest", "new", "--duration"), "--duration needs a value", "judge contest new"),
    (
        ("contest", "start"),
        "missing NAME (judge contest start takes [OPTIONS] NAME)",
        "judge contest start",
    ),
    (
        ("contest", "results", "x", "--csv", "--html"),
        "give --csv or --html, not both",
        "judge contest results",
    ),
    (
        ("run", "--all", "hdu_1846"),
        "--all judges every reference solution; give no ID, SOLUTION or --cmd",
        "judge run",
    ),
]


@pytest.mark.parametrize("args, error, command", BAD, ids=[" ".join(b[0]) for b in BAD])
def test_a_mistake_is_one_error_and_where_help_is(args, error, command):
    result = run_cli(*args, root=REPO)
    assert result.exit_code == 2, result.output
    assert result.output == f"judge: error: {error}\nSee `{command} --help`.\n"


def test_the_table_has_every_command():
    tried = {b[0][0] for b in BAD} | {f"contest {b[0][1]}" for b in BAD if b[0][0] == "contest"}
    assert set(COMMANDS) <= tried


@pytest.mark.parametrize(
    "command", [*sorted(COMMANDS), *(f"contest {c}" for c in CONTEST_COMMANDS)]
)
def test_every_command_says_an_unknown_option_in_judges_form(command):
    if command in ("table", "play"):  # a game's parameters are options: its own are listed
        result = run_cli(command, "hdu_1846", "--no-such-option", root=REPO)
        assert result.exit_code == 2
        assert result.output.startswith(
            "judge: error: hdu_1846: unknown option '--no-such-option'; its parameters: --m"
        )
        return
    result = run_cli(*command.split(), "--no-such-option", root=REPO)
    assert result.exit_code == 2
    error, see = result.output.splitlines()  # a near option's name may follow the error
    assert error.startswith("judge: error: no such option: --no-such-option"), error
    assert see == f"See `judge {command} --help`."


@pytest.mark.parametrize(
    "args, error",
    [
        (("nosuch.py",), "nosuch.py: no such solution file"),
        (("mine.zz",), "mine.zz: unknown file extension '.zz'"),
        (("mine.cpp", "--dialect", "hdu-fortran"), "unknown dialect 'hdu-fortran'"),
        (("mine.cpp", "--dialect", "hdu-java"), "mine.cpp: hdu-java is HDU's Java, for Java"),
        (("--dialect", "hdu-fortran"), "unknown dialect 'hdu-fortran'"),
        (("mine.cpp", "--input", "-"), "mine.cpp: no such solution file"),
        (("--junit", "/no/such/folder/r.xml"), "/no/such/folder/r.xml: cannot write the JUnit"),
    ],
)
def test_judge_run_says_a_mistake_before_anything_else(tmp_path, monkeypatch, args, error):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.zz").write_text("x")
    if "--dialect" in args:
        (tmp_path / "mine.cpp").write_text("int main() {}\n")
    result = run_cli("run", "hdu_2516", *args, root=REPO, input="1\n")
    assert result.exit_code == 2
    assert result.output.startswith(f"judge: error: {error}"), result.output
    assert result.output.count("\n") == 1  # not the problem's title first: the error alone
