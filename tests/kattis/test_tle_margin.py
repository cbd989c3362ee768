"""The time limit's upper bound (2023-07, 2025-09: `time_limit * time_limit_to_tle <= T_tle`):
`judge verify` fails a package whose time_limit_exceeded submission (or, under 2025-09's
submissions.yaml, one its rules require TLE of) finishes every case within the limit x
time_limit_to_tle, naming it; one slower than that passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from support import run_cli

HEADERS = {
    "2023-07": "problem_format_version: 2023-07\nname: Margin\n",
    "2025-09": (
        "problem_format_version: 2025-09\nname: Margin\n"
        "uuid: 0b7e9b2a-0000-4000-8000-000000000005\n"
    ),
}
LIMITS = (
    "limits: {time_limit: 0.5, time_resolution: 0.5, time_multipliers: {time_limit_to_tle: 3}}\n"
)
# Spins for `seconds` of CPU time, then answers right.
SPINS = (
    "import time\n"
    "n = int(input())\n"
    "end = time.process_time() + {seconds}\n"
    "while time.process_time() < end:\n"
    "    pass\n"
    "print(n)\n"
)


def package(folder: Path, header: str, spin: float, **extra: str) -> Path:
    files = {
        "problem.yaml": header + LIMITS,
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/1.in": "2\n",
        "data/secret/1.ans": "2\n",
        "submissions/accepted/echo.py": "print(int(input()))\n",
        "submissions/time_limit_exceeded/slow.py": SPINS.format(seconds=spin),
        **extra,
    }
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


@pytest.mark.parametrize("version", sorted(HEADERS))
def test_a_tle_submission_within_the_margin_fails_verify(tmp_path, version):
    # 0.9 s: over the 0.5 s limit, within 0.5 x 3 = 1.5 s
    folder = package(tmp_path / "margin", HEADERS[version], 0.9)
    result = run_cli("verify", folder)
    assert result.exit_code == 1, result.output
    assert (
        "time limit        FAIL: time_limit_exceeded/slow.py finishes every case within 1.5 s "
        "(the time limit 0.5 s x time_limit_to_tle 3"
    ) in result.output


def test_a_tle_submission_past_the_margin_passes(tmp_path):
    folder = package(tmp_path / "slow", HEADERS["2025-09"], 30)
    result = run_cli("verify", folder)
    assert result.exit_code == 0 and "PASS" in result.output, result.output
    assert "finishes every case within" not in result.output


def test_submissions_yaml_s_required_tle_bounds_the_limit_too(tmp_path):
    rules = "mixed/slow.py:\n  permitted: [AC, TLE]\n  required: [TLE]\n"
    folder = package(
        tmp_path / "rules",
        HEADERS["2025-09"],
        30,
        **{
            "submissions/mixed/slow.py": SPINS.format(seconds=0.9),
            "submissions/submissions.yaml": rules,
        },
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 1, result.output
    assert "FAIL: mixed/slow.py finishes every case within 1.5 s" in result.output
    assert "time_limit_exceeded/slow.py finishes" not in result.output
