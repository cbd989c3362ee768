"""The Kattis default output validator as a checker: the spec's semantics, problemtools' own test
cases, and (when problemtools is installed) agreement with its default_validator binary."""

from __future__ import annotations

import os
import random
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.judging.checkers import default_validator, parse_validator_flags
from judge.judging.verdict import Verdict

CASES = FIXTURES / "kattis" / "default_validator"


def verdict(flags: str, answer: str, output: str) -> Verdict:
    return default_validator(flags.split())("", answer, output).verdict


@pytest.mark.parametrize("name", sorted(p.name for p in CASES.iterdir()))
def test_problemtools_default_validator_cases(name: str):
    folder = CASES / name
    args = (folder / "args.txt").read_text().split() if (folder / "args.txt").exists() else []
    answer = (folder / "judge.ans").read_bytes().decode(errors="surrogateescape")
    output = (folder / "user.out").read_bytes().decode(errors="surrogateescape")
    want = {"42": Verdict.AC, "43": Verdict.WA}[
        (folder / "expected_exit_code.txt").read_text().strip()
    ]
    result = default_validator(args)("", answer, output)
    assert result.verdict is want, result.message
    if want is Verdict.WA:
        assert result.message


@pytest.mark.parametrize(
    "flags, answer, output, want",
    [
        ("", "Hello World\n", "hello   WORLD", Verdict.AC),  # case and white space are free
        ("case_sensitive", "Hello World\n", "hello World\n", Verdict.WA),
        ("", "Straße\n", "STRASSE\n", Verdict.WA),  # only ASCII letters fold
        ("", "é\n", "É\n", Verdict.WA),
        ("", "1 2\n", "1 2 3\n", Verdict.WA),  # token counts must agree
        ("", "1 2\n", "1\n", Verdict.WA),
        ("", "\n", "", Verdict.AC),
        ("", "a\x0bb\x0cc\rd\n", "a b c d", Verdict.AC),  # C's isspace
        ("", "a b\n", "a\xa0b\n", Verdict.WA),  # a no-break space is not white space
        ("space_change_sensitive", "1 2\n", "1 2\n", Verdict.AC),
        ("space_change_sensitive", "1 2\n", "1  2\n", Verdict.WA),
        ("space_change_sensitive", "1 2\n", "1 2", Verdict.WA),  # the final newline counts
        ("space_change_sensitive", "1 2\n", "1 2\n\n", Verdict.WA),
        ("space_change_sensitive", "1 2\n", " 1 2\n", Verdict.WA),
        ("space_change_sensitive", "1 2\n", "1\t2\n", Verdict.WA),
        ("space_change_sensitive", "A\n", "a\n", Verdict.AC),  # still case-insensitive
        ("", "0.0314\n", "3.14000000e-2\n", Verdict.WA),  # no tolerance: strings
        ("float_tolerance 1e-6", "0.0314\n", "3.14000000e-2\n", Verdict.AC),
        ("float_absolute_tolerance 0.1", "1\n", "1.09\n", Verdict.AC),  # integers are floats
        ("float_absolute_tolerance 0.1", "1\n", "1.11\n", Verdict.WA),
        ("float_relative_tolerance 0.1", "100\n", "109.9\n", Verdict.AC),
        ("float_relative_tolerance 0.1", "100\n", "110.1\n", Verdict.WA),
        ("float_relative_tolerance 0.1", "0\n", "0.0000001\n", Verdict.WA),  # relative to 0
        ("float_relative_tolerance 0.1 float_absolute_tolerance 1e-6", "0\n", "1e-7\n", Verdict.AC),
        ("float_tolerance 1e-6", "1.5\n", "abc\n", Verdict.WA),  # answer float: output must be
        ("float_tolerance 1e-6", "abc\n", "ABC\n", Verdict.AC),  # answer not a float: a string
        ("float_tolerance 1e-6", "inf\n", "inf\n", Verdict.AC),
        ("float_tolerance 1e-6", "1.5\n", "inf\n", Verdict.WA),
        ("float_tolerance 1e-6", "1.5\n", "nan\n", Verdict.WA),
        ("float_tolerance 1e-6", "1.5\n", "1_5\n", Verdict.WA),  # Python's float() would take 15
        ("float_tolerance 1e-6", "1e400\n", "1e400\n", Verdict.AC),  # overflow: compared as text
        ("float_tolerance 1e-6", "2\n", "+2.\n", Verdict.AC),
        ("float_tolerance 1e-6", "2\n", ".2e1\n", Verdict.AC),
    ],
)
def test_default_validator_semantics(flags, answer, output, want):
    assert verdict(flags, answer, output) is want


def test_default_validator_never_gives_pe_and_explains_wa():
    result = default_validator([])("", "1\n2\n", "1 3")
    assert result.verdict is Verdict.WA
    assert result.message == "line 1, column 3: expected '2', got '3'"
    assert "white space" in default_validator(["space_change_sensitive"])("", "1\n", "1").message


@pytest.mark.parametrize(
    "flags",
    [
        "float_tolerance",
        "float_tolerance x",
        "float_tolerance -1",
        "case_insensitive",
        "float_relative_tolerance 1e-6 extra",
    ],
)
def test_bad_flags_are_refused(flags):
    with pytest.raises(ValueError):
        parse_validator_flags(flags.split())


def test_later_tolerances_override_earlier_ones():
    flags = parse_validator_flags(["float_tolerance", "0.5", "float_absolute_tolerance", "0.1"])
    assert (flags.float_absolute_tolerance, flags.float_relative_tolerance) == (0.1, 0.5)


def _problemtools_validator() -> Path | None:
    try:
        import problemtools
    except ImportError:
        return None
    path = Path(problemtools.__file__).parent / "support" / "default_validator"
    return path if path.is_file() and os.access(path, os.X_OK) else None


def _random_text(rng: random.Random) -> str:
    tokens = [
        "1",
        "-1",
        "1.0",
        "1.00001",
        "0.5",
        "5e-1",
        "abc",
        "ABC",
        "Abc",
        "x",
        "0",
        "+0",
        ".5",
        "5.",
        "1e3",
        "1000",
        "inf",
        "nan",
        "-0.0",
        "2.5e-3",
    ]
    spaces = [" ", "  ", "\n", "\t", "\r\n", " \n"]
    parts = [rng.choice(spaces) if rng.random() < 0.2 else ""]
    for _ in range(rng.randint(0, 4)):
        parts += [rng.choice(tokens), rng.choice(spaces)]
    if parts and rng.random() < 0.3:
        parts.pop()
    return "".join(parts)


@pytest.mark.slow
def test_agrees_with_problemtools_default_validator_binary():
    binary = _problemtools_validator()
    if binary is None:
        if os.environ.get("CI"):
            pytest.fail("problemtools is not installed: .ci/run installs it with the test extra")
        pytest.skip("problemtools is not installed (pip install '.[test]' installs it)")
    rng = random.Random(14)
    flag_sets = [
        "",
        "case_sensitive",
        "space_change_sensitive",
        "float_tolerance 1e-3",
        "float_absolute_tolerance 0.01",
        "float_relative_tolerance 0.01 case_sensitive",
        "space_change_sensitive float_tolerance 0.1",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "in").write_text("")
        (work / "feedback").mkdir()
        for k in range(300):
            flags = flag_sets[k % len(flag_sets)]
            answer = _random_text(rng)
            output = answer if rng.random() < 0.3 else _random_text(rng)
            (work / "ans").write_text(answer)
            proc = subprocess.run(
                [
                    str(binary),
                    str(work / "in"),
                    str(work / "ans"),
                    str(work / "feedback") + "/",
                    *flags.split(),
                ],
                input=output.encode(),
                capture_output=True,
            )
            want = {42: Verdict.AC, 43: Verdict.WA}[proc.returncode]
            assert verdict(flags, answer, output) is want, (flags, answer, output)
