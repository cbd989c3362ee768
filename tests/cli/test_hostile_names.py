"""Names from outside printed with their control characters escaped, in every form `judge run`
prints: a package whose test case is named with an ESC sequence, a newline forging a verdict
line, a carriage return and a bidirectional override. The text never passes them to the
terminal, nor lets the newline start a line of its own; the JSON keeps the exact name, escaped
as JSON escapes it; the JUnit report is XML a CI server can read."""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from conftest import FIXTURES
from judge.cli.contest.common import print_passwords
from support import run_cli

HELLO = FIXTURES / "kattis" / "domjudge" / "hello"
WRONG = HELLO / "submissions" / "wrong_answer" / "test-output-nonewline.c"
EVIL = "0evil\x1b[2J\n  forged  AC  1 ms\r\u202eLOOK\x9b31m"
# What a terminal obeys: C0 controls but the line breaks a report makes, DEL, C1, bidi.
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def planted(tmp_path: Path) -> Path:
    package = shutil.copytree(HELLO, tmp_path / "hello")
    sample = package / "data" / "sample"
    for suffix in (".in", ".ans"):
        shutil.copyfile(sample / f"1{suffix}", sample / f"{EVIL}{suffix}")
    return package


def test_a_case_named_to_attack_the_terminal_prints_escaped(tmp_path: Path):
    package = planted(tmp_path)
    text = run_cli("run", package, WRONG, "-v")
    assert text.exit_code == 1, text.output
    assert not RAW.search(text.output), repr(text.output)
    assert "sample/0evil\\x1b[2J\\x0a  forged  AC  1 ms\\x0d\\u202eLOOK\\x9b31m" in (text.output)
    assert not any(line.startswith("  forged") for line in text.output.splitlines())

    as_json = run_cli("run", package, WRONG, "--json")
    assert not RAW.search(as_json.output.replace("\n", "")), repr(as_json.output)
    report = json.loads(as_json.output.strip().splitlines()[-1])  # after the package's warning
    names = [case["name"] for case in report["cases"]]
    assert f"sample/{EVIL}" in names  # the data itself, exactly

    junit = tmp_path / "report.xml"
    assert run_cli("run", package, WRONG, "--junit", junit).exit_code == 1
    cases = [c.get("name", "") for c in ET.fromstring(junit.read_text()).iter("testcase")]
    assert any(name.startswith("sample/0evil\\x1b[2J") for name in cases), cases


def test_a_file_named_to_attack_the_terminal_prints_escaped(tmp_path: Path):
    source = tmp_path / "sol\x1b]0;pwned\x07\u202e.py"
    source.write_text("print('Hello world!')\n")
    result = run_cli("run", HELLO, source)
    assert result.exit_code == 0, result.output
    assert not RAW.search(result.output), repr(result.output)
    assert "sol\\x1b]0;pwned\\x07\\u202e.py  AC" in result.output


def test_show_and_verify_print_the_name_escaped(tmp_path: Path):
    package = planted(tmp_path)
    for args in (("show", package), ("verify", package)):
        result = run_cli(*args)
        assert result.exit_code in (0, 1), result.output
        assert not RAW.search(result.output), (args[0], repr(result.output))
        assert "sample/0evil\\x1b[2J\\x0a  forged" in result.output, result.output


@dataclass(frozen=True)
class Fresh:
    id: str
    name: str
    password: str | None


def test_new_passwords_print_team_names_escaped(capsys):
    # A display name the jury's page took, or a teams file's: the list of new passwords shows
    # it escaped, one line a team, the password beside the team it belongs to.
    print_passwords([Fresh("alpha", EVIL, "pw-alpha"), Fresh("be\nta", "Beta", "pw-beta")])
    out = capsys.readouterr().out
    assert not RAW.search(out), repr(out)
    lines = out.splitlines()
    assert len(lines) == 3 and lines[0].startswith("new passwords")
    assert lines[1].split()[:2] == ["alpha", "pw-alpha"] and "\\x1b[2J" in lines[1]
    assert lines[2].split() == ["be\\x0ata", "pw-beta", "Beta"]
