"""problem.yaml's values as a careless or hostile package writer gives them: each key of both
format versions fed a few wrong values (a string where a number goes, a negative, a bool, a
huge int, NaN, infinity, a nested mapping where a string goes), each one plain message naming
the file and the key, exit status 2, never a traceback; and the bounds of what judge can
honour (an hour, 1 TiB) said in the message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from support import run_cli

HELLO = FIXTURES / "kattis" / "domjudge" / "hello"
V2023 = "problem_format_version: 2023-07\n"
HUGE = "9" * 400  # an int no float holds
# Wrong values for any key: a number where text goes is taken apart from these.
NESTED = "{a: {b: 1}}"
A_LIST = "[1, 2]"

# (format header, the key as YAML puts it, a wrong value, what the message says it must be)
CASES = [
    *[
        (header, f"limits: {{{key}: {value}}}", f"limits.{key}", must)
        for header in ("", V2023)
        for key, must in (
            ("memory", "a positive number of MiB of at most 1,048,576 (1 TiB)"),
            ("output", "a positive number of MiB of at most 1,048,576 (1 TiB)"),
            ("validation_memory", "a positive number of MiB"),
            ("validation_output", "a positive number of MiB"),
            ("compilation_memory", "a positive number of MiB"),
            ("validation_time", "a positive number of seconds of at most 3,600 (an hour)"),
            ("compilation_time", "a positive number of seconds"),
            ("code", "a positive number of KiB"),
        )
        for value in ("'512'", "-1", "0", "true", HUGE, ".nan", ".inf", NESTED, "1.0e+30")
    ],
    *[
        (V2023, f"limits: {{{key}: {value}}}", f"limits.{key}", must)
        for key, must in (
            ("time_limit", "a positive number of seconds of at most 3,600 (an hour)"),
            ("time_resolution", "a positive number of seconds"),
        )
        for value in ("'1'", "-2", "false", "1.0e+12", HUGE, ".nan", NESTED)
    ],
    *[
        ("", f"limits: {{{key}: {value}}}", f"limits.{key}", "a positive number of at most 100")
        for key in ("time_multiplier", "time_safety_margin")
        for value in ("'5'", "-5", "true", "1000", ".inf", NESTED)
    ],
    *[
        (
            V2023,
            f"limits: {{time_multipliers: {{{key}: {value}}}}}",
            f"limits.time_multipliers.{key}",
            "a positive number of at most 100",
        )
        for key in ("ac_to_time_limit", "time_limit_to_tle")
        for value in ("'2'", "0", "true", "1.0e+300", ".nan", A_LIST)
    ],
    *[
        (
            header,
            f"limits: {{validation_passes: {value}}}",
            "limits.validation_passes",
            "a whole number of at least 2 (at most 100)",
        )
        for header in ("", V2023)
        for value in ("1", "2.5", "'3'", "true", "101", HUGE)
    ],
    *[
        (V2023, f"limits: {{time_multipliers: {v}}}", "limits.time_multipliers", "a mapping")
        for v in ("2", "[2]")
    ],
    *[
        (h, f"limits: {v}", "limits", "a mapping")
        for h in ("", V2023)
        for v in ("5", "[a]", "text")
    ],
    *[
        (header, f"{key}: {value}", key, must)
        for header in ("", V2023)
        for key, must in (
            ("name", "a string, or a map from language codes to strings"),
            ("uuid", "a string"),
            ("license", "a string"),
            ("rights_owner", "a string"),
            ("keywords", "a string or a list of strings"),
        )
        for value in (NESTED, "5", "true", "[[a]]")
    ],
    *[
        ("", f"{key}: {value}", key, "a string")
        for key in ("author", "source", "source_url", "validation", "validator_flags")
        for value in (NESTED, "5", "[a, b]", "true")
    ],
    *[("", f"grading: {v}", "grading", "a mapping") for v in ("5", "[a]")],
    *[
        (h, f"type: {v}", "type", "a string or a list of strings")
        for h in ("", V2023)
        for v in ("5", NESTED, "[[a]]")
    ],
    *[(h, "type: pass-fial", "type", "not pass-fial") for h in ("", V2023)],
    (V2023, "credits: {authors: 5}", "credits", "its 'authors' must be a name"),
    (V2023, "credits: 5", "credits", "a name, or a map from roles"),
    (V2023, "credits: {translators: {de: [5]}}", "credits", "a map from languages to people"),
    (V2023, "credits: {testers: [{email: a@b}]}", "credits", "its 'testers' must be"),
    (V2023, "source: [{url: x}]", "source", "a map with a name"),
    (V2023, "source: 5", "source", "a string, a map with a name"),
    (V2023, "version: [1]", "version", "a string"),
    (V2023, "languages: {a: 1}", "languages", "a string or a list of strings"),
    (V2023, "allow_file_writing: 'yes'", "allow_file_writing", "true or false"),
    (V2023, "embargo_until: 5", "embargo_until", "a date"),
    (V2023, "constants: [1]", "constants", "a map from names to numbers or strings"),
    (V2023, "constants: {n: {m: 1}}", "constants", "a map from names to numbers or strings"),
]


@pytest.mark.parametrize(("header", "line", "key", "must"), CASES)
def test_each_key_refuses_wrong_values_plainly(
    tmp_path: Path, header: str, line: str, key: str, must: str
):
    package = shutil.copytree(HELLO, tmp_path / "hello")
    yaml_path = package / "problem.yaml"
    yaml_path.write_text(f"{header}{line}\n")
    result = run_cli("show", package)
    assert result.exit_code == 2, result.output
    assert result.output.startswith(f"judge: error: {yaml_path}: {key} must be "), result.output
    assert must in result.output
    assert isinstance(result.exception, SystemExit)  # a plain exit, not an exception's


def test_what_real_packages_write_still_loads(tmp_path: Path):
    package = shutil.copytree(HELLO, tmp_path / "hello")
    (package / "problem.yaml").write_text(
        V2023 + "name: {en: Hello, sv: Hej}\nuuid: 5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e\n"
        "version: 1.0\ncredits: {authors: [Ann, {name: Bo, email: bo@example.com}], "
        "translators: {sv: Cid}}\nsource: [{name: NWERC, url: 'https://nwerc.eu'}, BAPC]\n"
        "license: cc by-sa\nembargo_until: 2025-06-01\nlanguages: [c, cpp]\n"
        "allow_file_writing: false\nconstants: {max_n: 100, name: x}\nkeywords: [a, b]\n"
        "limits: {time_limit: 3600, memory: 1048576, output: 8, validation_passes: 100, "
        "time_multipliers: {ac_to_time_limit: 2, time_limit_to_tle: 1.5}}\n"
    )
    result = run_cli("show", package)
    assert result.exit_code == 0, result.output
    assert "Hello" in result.output


def test_a_time_limit_from_elsewhere_is_bounded_too(tmp_path: Path):
    package = shutil.copytree(HELLO, tmp_path / "hello")
    (package / ".timelimit").write_text("1e12\n")
    result = run_cli("run", package, package / "submissions/accepted/test-hello.py")
    assert result.exit_code == 2, result.output
    assert f"{package / '.timelimit'}: the time limit must be a positive number of seconds" in (
        result.output
    )
    (package / ".timelimit").unlink()
    accepted = package / "submissions/accepted/test-hello.py"
    result = run_cli("run", package, accepted, "--time-limit", "1e12")
    assert result.exit_code == 2, result.output
    assert "the time limit (--time-limit) must be a positive number of seconds" in result.output
