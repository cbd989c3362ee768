"""The `judge` front door: the quick `judge list` is exactly the click command's, only faster;
and the listing it shows stays right when problems change."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO
from judge.entry import main
from judge.problemset import layout
from support import run_cli


def front_door(args: list[str], capsys) -> tuple[object, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(args)
    out, err = capsys.readouterr()
    return exited.value.code, out, err


@pytest.mark.parametrize(
    "args",
    [
        ["--root", str(FIXTURES), "list"],
        [f"--root={FIXTURES}", "list"],
        ["--root", "/no/such/folder", "list"],
    ],
)
def test_the_quick_listing_matches_the_click_command(args, capsys):
    code, out, err = front_door(args, capsys)
    clicked = run_cli(*args)
    assert (code, out + err) == (clicked.exit_code, clicked.output)


def test_judge_root_from_the_environment_and_the_current_folder(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("JUDGE_ROOT", str(FIXTURES))
    code, out, _ = front_door(["list"], capsys)
    assert code == 0 and out.splitlines()[1].startswith("aplusb")
    monkeypatch.delenv("JUDGE_ROOT")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(layout, "SHIPPED", (tmp_path / "none",))
    code, out, err = front_door(["list"], capsys)
    assert code == 2 and out == "" and err.startswith("judge: error: no problems/ folder in ")


def test_outside_any_set_the_shortcut_says_which_set_as_click_does(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("JUDGE_ROOT", raising=False)
    monkeypatch.chdir(tmp_path)
    code, out, err = front_door(["list"], capsys)
    clicked = run_cli("list")
    assert code == 0 and (out, err) == (clicked.stdout, clicked.stderr)
    assert err.startswith("judge: using the problem set ")


def test_anything_else_goes_to_click(capsys):
    code, out, _ = front_door(["--root", str(FIXTURES), "list", "--help"], capsys)
    assert code == 0 and out.startswith("Usage: judge list")
    code, out, err = front_door(["--root", str(FIXTURES), "lisst"], capsys)
    assert code == 2 and err.startswith("judge: error: no such command: lisst (did you mean list?)")


def test_the_quick_listing_does_not_import_click():
    script = (
        "import sys\nfrom judge.entry import main\ntry:\n    main(sys.argv[1:])\n"
        "except SystemExit:\n    pass\nprint('click' in sys.modules, file=sys.stderr)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", script, "--root", str(FIXTURES), "list"],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert ran.stderr.strip() == "False" and "aplusb" in ran.stdout


def test_the_listing_follows_changes_to_the_problems(root_copy: Path, capsys):
    args = ["--root", str(root_copy), "list"]
    assert front_door(args, capsys)[1].splitlines()[1].split()[-1] == "3"  # cases
    tests = root_copy / "problems" / "aplusb" / "tests.yaml"
    tests.write_text(tests.read_text() + '- {name: extra, input: "1 1\\n", output: "2\\n"}\n')
    assert front_door(args, capsys)[1].splitlines()[1].split()[-1] == "4"
    yaml = root_copy / "problems" / "aplusb" / "problem.yaml"
    yaml.write_text(yaml.read_text().replace("time_limit: 1.0", "time_limit: 2.5"))
    assert "2.5 s" in front_door(args, capsys)[1]
    yaml.write_text("title: [broken\n")
    code, _out, err = front_door(args, capsys)
    assert code == 2 and "problem.yaml: invalid YAML" in err


def test_the_listing_follows_the_problems_order_then_their_ids(root_copy: Path, capsys):
    source = root_copy / "problems" / "aplusb"
    for pid, order in (("zeta", "order: 1\n"), ("beta", ""), ("alpha", "")):
        shutil.copytree(source, root_copy / "problems" / pid)
        yaml = root_copy / "problems" / pid / "problem.yaml"
        yaml.write_text(yaml.read_text() + order)
    args = ["--root", str(root_copy), "list"]

    def ids() -> list[str]:
        code, out, _ = front_door(args, capsys)
        assert code == 0
        return [line.split()[0] for line in out.splitlines()[1:]]

    assert ids() == ["zeta", "alpha", "aplusb", "beta"]  # numbered first, the rest by id
    yaml = source / "problem.yaml"
    yaml.write_text(yaml.read_text() + "order: 0\n")
    assert ids() == ["aplusb", "zeta", "alpha", "beta"]
    assert run_cli("list", root=root_copy).output.splitlines()[1].startswith("aplusb")
    yaml.write_text(yaml.read_text().replace("order: 0", "order: first"))
    code, _, err = front_door(args, capsys)
    assert code == 2 and "field 'order' must be an integer" in err


# The problem set's ideas in the order of the notes it comes from, and their problems.
IDEAS = [
    ("Bash", {"hdu_1846", "hdu_2188", "nyoj_23", "oi_hdu_1846"}),
    (
        "Nim and its variants",
        {
            "luogu_p2197",
            "acwing_891",
            "hdu_1850",
            "hdu_1730",
            "poj_1740",
            "oi_hdu_1850",
            "oi_poj_1740",
            "oi_hdu_1730",
        },
    ),
    ("staircase Nim", {"poj_1704", "hdu_4315", "oi_poj_1704", "oi_hdu_4315"}),
    ("Wythoff", {"hdu_2177", "oi_hdu_2177"}),
    ("Fibonacci Nim", {"hdu_2516", "oi_hdu_2516"}),
    (
        "Sprague-Grundy",
        {
            "hdu_1847",
            "hdu_1536",
            "hdu_1524",
            "hdu_2873",
            "hdu_3032",
            "hdu_1729",
            "oi_hdu_1847",
            "oi_hdu_3032",
            "oi_hdu_1729",
            "oi_hdu_1536",
            "oi_hdu_1524",
            "oi_hdu_2873",
        },
    ),
    ("other games", {"hdu_1404", "cf_1527b2", "oi_cf_1527b2", "jisuanke_a1538"}),
    (
        "the games played",
        {
            "play_hdu_2516",
            "play_hdu_1846",
            "play_hdu_2177",
            "play_hdu_1847",
            "play_luogu_p2197",
            "play_hdu_3032",
            "play_hdu_1536",
            "play_hdu_1730",
        },
    ),
]


def test_the_problem_set_is_listed_in_the_notes_order_of_ideas_with_each_game(capsys):
    code, out, _ = front_door(["--root", str(REPO), "list"], capsys)
    assert code == 0
    rows = out.splitlines()[1:]
    ids = [row.split()[0] for row in rows]
    start = 0
    for idea, members in IDEAS:
        assert set(ids[start : start + len(members)]) == members, idea
        start += len(members)
    assert start == len(ids)
    import yaml

    for row, pid in zip(rows, ids):
        game = yaml.safe_load((REPO / "problems" / pid / "problem.yaml").read_text())["game"]
        assert f"  {game}  " in row, row


def test_a_damaged_listing_cache_is_rebuilt(cache_dir, capsys):
    args = ["--root", str(FIXTURES), "list"]
    first = front_door(args, capsys)
    for path in (cache_dir / "listing").glob("*.json"):
        path.write_text("{not json")
    assert front_door(args, capsys) == first


def test_the_quick_version_matches_the_click_option_and_skips_click():
    """`judge --version` says what click's option says, and starts without importing click."""
    clicked = run_cli("--version")
    code = "import sys\nfrom judge.entry import main\ntry:\n    main(['--version'])\nexcept SystemExit:\n    print('click' in sys.modules)\n"
    ran = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert clicked.exit_code == 0 and ran.stdout == clicked.output + "False\n", ran.stderr
