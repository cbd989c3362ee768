"""`judge verify` on 2025-09 packages with submissions/submissions.yaml: each submission judged
against its rules (and the default folders'), a line naming each requirement it does not meet,
the time limit computed from the submissions the rules lower-bound it with, and a malformed
file one plain error. The first package has BAPCtools' test problem `testexpectations`'s
cases and rules (its facts: which submission must get what), with programs of our own."""

from __future__ import annotations

import re
from pathlib import Path

from support import run_cli

YAML = (
    "problem_format_version: 2025-09\nname: Expectations\n"
    "uuid: 0b7e9b2a-0000-4000-8000-0000000000e1\n"
)
# The answer is the input's number; the validator says what it got, as testexpectations' does.
VALIDATOR = """\
import pathlib, sys
wanted = pathlib.Path(sys.argv[1]).read_text().strip()
got = sys.stdin.read().strip()
if got != wanted:
    (pathlib.Path(sys.argv[3]) / "judgemessage.txt").write_text(f"expected {wanted!r}, got {got!r}")
    sys.exit(43)
sys.exit(42)
"""
ECHO = "print(int(input()))\n"


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def numbers_package(folder: Path, yaml_text: str, rules: str, submissions: dict[str, str]) -> Path:
    """Cases 1 and 3 (sample), 2, 5, 12, 13, 42 (secret), as in testexpectations."""
    files = {"problem.yaml": yaml_text, "output_validator/validator.py": VALIDATOR}
    for group, numbers in (("sample", (1, 3)), ("secret", (2, 5, 12, 13, 42))):
        for n in numbers:
            files[f"data/{group}/{n}.in"] = f"{n}\n"
            files[f"data/{group}/{n}.ans"] = f"{n}\n"
    files["submissions/submissions.yaml"] = rules
    files.update({f"submissions/{name}": text for name, text in submissions.items()})
    return write(folder, files)


def submission_lines(output: str) -> dict[str, str]:
    lines = {}
    for line in output.splitlines():
        match = re.match(r"^    (\S+/\S+)\s+(.*)$", line)
        if match:
            lines[match.group(1)] = match.group(2)
    return lines


TESTEXPECTATIONS = """\
accepted:
  permitted: [WA]
  required: [WA]
ac_or_wa:
  permitted: [AC, WA]
ac_or_wa/wa.py:
  permitted: [WA]
ac_or_wa/ac.py:
  permitted: [AC]
expansion/ac.{py,c}:
  permitted: [AC]
wa:
  permitted: [AC,WA]
  required: [WA]
wa/ac*:
  permitted: [AC]
  required: [AC]
wa/odd.py:
  sample:
    required: [AC]
  secret/*{1,3,5,7,9}:
    required: [AC]
wa/even.py:
  secret/*{,0,1,2,3,4,5,6,7,8,9}{0,2,4,6,8}:
    required: [AC]
wa/42.py:
  "secret/*{ 4 }{ 2 }":
    required: [AC]
match:
  permitted: [AC]
match/match_wa:
  required: [WA]
match_wa.py:
  required: [WA]
"*/nested_wa.py":
  required: [WA]
wa/hello.py:
  message: hello
"""
TESTEXPECTATIONS_SUBMISSIONS = {
    "accepted/wa.py": "print(int(input()) + 1)\n",
    "ac_or_wa/ac.py": ECHO,
    "ac_or_wa/wa.py": "print(-1)\n",
    "expansion/ac.py": ECHO,
    "expansion/ac.c": '#include <stdio.h>\nint main(void){int n;scanf("%d",&n);printf("%d\\n",n);}\n',
    "match/match_wa.py": ECHO,
    "match/nested/nested_wa.py": ECHO,
    "wa/42.py": "print(42)\n",
    "wa/even.py": "print(int(input()) & ~1)\n",
    "wa/hello.py": "print('hello')\n",
    "wa/odd.py": "print(int(input()) | 1)\n",
    "wa/wa.py": "print(0)\n",
}


def test_bapctools_testexpectations_every_submission_as_its_rules_say(tmp_path):
    folder = numbers_package(
        tmp_path / "testexpectations",
        YAML + "limits: {time_limit: 2}\n",
        TESTEXPECTATIONS,
        TESTEXPECTATIONS_SUBMISSIONS,
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 0, result.output
    lines = submission_lines(result.output)
    assert set(lines) == {name.split("/nested_wa")[0] for name in TESTEXPECTATIONS_SUBMISSIONS}
    assert all(line.endswith("  ok") for line in lines.values()), result.output
    assert lines["accepted/wa.py"].startswith("WA on sample/1")  # accepted: redefined as WA
    assert lines["wa/odd.py"].startswith("WA on secret/12")  # the first case it fails
    assert "12 submission(s) as expected, 0 not, 0 skipped; PASS" in result.output


def test_a_submission_that_misses_its_rules_says_which_and_fails(tmp_path):
    rules = TESTEXPECTATIONS + "wa/odd.py:\n  secret/42:\n    required: [AC]\n"
    submissions = {
        "accepted/wa.py": "print(int(input()) + 1)\n",
        "ac_or_wa/wa.py": ECHO,  # permitted only WA: AC everywhere
        "wa/odd.py": "print(int(input()) | 1)\n",  # 42 is even: WA there
        "wa/hello.py": "print('Hello')\n",  # the message is case-sensitive
        "match/match_wa.py": "print(0)\n",  # match: permitted AC
    }
    folder = numbers_package(tmp_path / "p", YAML + "limits: {time_limit: 2}\n", rules, submissions)
    result = run_cli("verify", folder)
    assert result.exit_code == 1, result.output
    lines = submission_lines(result.output)
    assert lines["accepted/wa.py"].endswith("  ok")
    assert lines["ac_or_wa/wa.py"].endswith("FAIL: AC on sample/1, permitted WA (ac_or_wa/wa.py)")
    assert "FAIL: none of 1 case(s) got AC, required (wa/odd.py: secret/42)" in lines["wa/odd.py"]
    assert "no judge message holds 'hello' (wa/hello.py)" in lines["wa/hello.py"]
    assert "WA on sample/1, permitted AC (match)" in lines["match/match_wa.py"]
    assert "1 submission(s) as expected, 4 not" in result.output
    # no submission whose rules permit AC alone was judged so
    assert "no accepted submission judged AC" in result.output


def test_groups_the_spec_s_example_with_a_real_time_out(tmp_path):
    rules = (
        "mixed/solves_group_1.py:\n"
        "  sample:\n    permitted: [AC]\n"
        "  secret/group1:\n    permitted: [AC]\n"
        "  secret/group2:\n    permitted: [AC, TLE]\n    required: [TLE]\n"
    )
    slow_on_big = "n = int(input())\nwhile n > 100:\n    pass\nprint(n)\n"
    folder = write(
        tmp_path / "groups",
        {
            "problem.yaml": YAML + "limits: {time_limit: 1}\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "1\n",
            "data/secret/group1/1.in": "5\n",
            "data/secret/group1/1.ans": "5\n",
            "data/secret/group2/1.in": "7\n",
            "data/secret/group2/1.ans": "7\n",
            "data/secret/group2/2.in": "1000\n",
            "data/secret/group2/2.ans": "1000\n",
            "submissions/submissions.yaml": rules,
            "submissions/accepted/echo.py": ECHO,
            "submissions/mixed/solves_group_1.py": slow_on_big,
            "submissions/mixed/solves_all.py": ECHO,
        },
    )
    result = run_cli("verify", folder)
    lines = submission_lines(result.output)
    assert lines["accepted/echo.py"].endswith("  ok"), result.output
    assert lines["mixed/solves_group_1.py"].startswith("TLE on secret/group2/2"), result.output
    assert lines["mixed/solves_group_1.py"].endswith("  ok"), result.output
    assert lines["mixed/solves_all.py"] == (
        "skipped: no key of submissions.yaml and no default folder matches it"
    )
    assert result.exit_code == 0, result.output


def test_the_time_limit_from_the_submissions_the_rules_name(tmp_path):
    # A wrong answer that spins before answering: wrong_answer (permitted AC, WA) lower-bounds
    # the limit, as the spec's table says, unless use_for_time_limit: false opts it out.
    spin = "import time\nn = int(input())\nt = time.process_time()\n"
    spin += "while n > 1 and time.process_time() - t < 0.6:\n    pass\nprint(n + 1)\n"
    files = {
        "problem.yaml": YAML,
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/1.in": "41\n",
        "data/secret/1.ans": "41\n",
        "output_validator/validator.py": VALIDATOR,
        "submissions/accepted/echo.py": ECHO,
        "submissions/wrong_answer/spin.py": spin,
    }
    counted = write(tmp_path / "counted", {**files, "submissions/submissions.yaml": "{}\n"})
    result = run_cli("verify", counted)
    assert result.exit_code == 0, result.output
    assert "time limit        2 s (inferred: slowest submission lower-bounding it" in result.output
    assert "wrong_answer/spin.py 0.6" in result.output
    opted_out = write(
        tmp_path / "optedout",
        {**files, "submissions/submissions.yaml": "wrong_answer:\n  use_for_time_limit: false\n"},
    )
    result = run_cli("verify", opted_out)
    assert result.exit_code == 0, result.output
    assert "time limit        1 s (inferred: slowest submission lower-bounding it" in result.output
    assert "accepted/echo.py" in result.output.split("time limit", 1)[1].splitlines()[0]


def test_a_malformed_file_is_one_plain_error(tmp_path):
    folder = numbers_package(
        tmp_path / "bad",
        YAML + "limits: {time_limit: 1}\n",
        "accepted:\n  permitted: [AC, OK]\n",
        {"accepted/echo.py": ECHO},
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 2, result.output
    assert "submissions.yaml: accepted: permitted: 'OK' is not a verdict" in result.output
    assert "Traceback" not in result.output


def test_score_in_a_pass_fail_package_is_an_error(tmp_path):
    folder = numbers_package(
        tmp_path / "passfail",
        YAML + "limits: {time_limit: 1}\n",
        "accepted:\n  score: 100\n",
        {"accepted/echo.py": ECHO},
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 2, result.output
    assert "submissions.yaml: accepted: score is only for scoring problems" in result.output


def test_a_2023_07_package_s_submissions_yaml_is_still_refused(tmp_path):
    folder = numbers_package(
        tmp_path / "old",
        "problem_format_version: 2023-07\nname: Old\nuuid: 0b7e9b2a-0000-4000-8000-0000000000e2\n"
        "limits: {time_limit: 1}\n",
        "accepted:\n  permitted: [AC]\n",
        {"accepted/echo.py": ECHO},
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 2, result.output
    assert "read in a 2025-09 package only" in result.output


def test_entrypoint_and_language_of_a_submission(tmp_path):
    # testexpectations' ac_or_wa/metadata: a folder whose main.py fails, started from ac.py.
    rules = (
        "ac_or_wa:\n  permitted: [AC, WA]\n"
        "ac_or_wa/metadata:\n  language: python3\n  entrypoint: ac.py\n"
        "  authors: Bob Bobbington\n  model_solution: false\n"
        "ac_or_wa/nowhere:\n  entrypoint: missing.py\n"
        "ac_or_wa/said_cpp.py:\n  language: cpp\n"
        "accepted/echo.py:\n  entrypoint: Main\n"
    )
    folder = numbers_package(
        tmp_path / "meta",
        YAML + "limits: {time_limit: 2}\n",
        rules,
        {
            "accepted/echo.py": ECHO,
            "ac_or_wa/metadata/ac.py": ECHO,
            "ac_or_wa/metadata/main.py": "raise SystemExit(3)\n",
            "ac_or_wa/nowhere/ac.py": ECHO,
            "ac_or_wa/nowhere/main.py": ECHO,
            "ac_or_wa/said_cpp.py": ECHO,
        },
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 0, result.output
    lines = submission_lines(result.output)
    assert lines["ac_or_wa/metadata"].split() == ["AC", "ok"]
    assert (
        lines["ac_or_wa/nowhere"] == "skipped: its entrypoint missing.py is not a file of nowhere/"
    )
    assert lines["ac_or_wa/said_cpp.py"].startswith(
        "skipped: submissions.yaml gives its language as cpp, and judge reads it as python3"
    )
    assert (
        "note: submissions.yaml: accepted/echo.py: entrypoint Main of a one-file submission is "
        "not used" in result.output
    )


def test_scores_of_the_submission_and_of_its_groups(tmp_path):
    rules = (
        "partially_accepted:\n  score: 40\n  secret/small:\n    score: 40\n"
        "  secret/big:\n    score: 0\n    required: [WA]\n"
        "partially_accepted/hoped.py:\n  score: [50, 100]\n"
    )
    small_only = "n = int(input())\nprint(n if n < 100 else 0)\n"
    folder = write(
        tmp_path / "scoring",
        {
            "problem.yaml": YAML + "type: scoring\nlimits: {time_limit: 1}\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "1\n",
            "data/secret/small/test_group.yaml": "max_score: 40\n",
            "data/secret/small/1.in": "5\n",
            "data/secret/small/1.ans": "5\n",
            "data/secret/big/test_group.yaml": "max_score: 60\n",
            "data/secret/big/1.in": "1000\n",
            "data/secret/big/1.ans": "1000\n",
            "submissions/submissions.yaml": rules,
            "submissions/accepted/echo.py": ECHO,
            "submissions/partially_accepted/small.py": small_only,
            "submissions/partially_accepted/hoped.py": small_only,
        },
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 1, result.output
    lines = submission_lines(result.output)
    assert lines["accepted/echo.py"].split() == ["AC", "score", "100", "ok"], result.output
    assert lines["partially_accepted/small.py"].endswith("  ok"), result.output
    assert "score 40" in lines["partially_accepted/small.py"]
    assert lines["partially_accepted/hoped.py"].endswith(
        "FAIL: score 40, expected in [50, 100] (partially_accepted/hoped.py)"
    ), result.output
