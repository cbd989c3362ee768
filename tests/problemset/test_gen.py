"""`judge gen`: reproducible, validated testdata in a fixed YAML style."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from conftest import SETTER
from judge.problemset.caseyaml import _Block, _Dumper, dump_cases
from judge.problemset.problem import load_case_file, load_cases, load_problem
from support import run_cli

COMMITTED = SETTER / "testdata" / "bashgame"


@pytest.fixture
def setter_root(setter_root: Path) -> Path:
    """The problem-setting fixture's copy, without its generated testdata."""
    shutil.rmtree(setter_root / "testdata")
    return setter_root


@pytest.mark.slow
def test_gen_writes_the_committed_bytes_and_is_reproducible(setter_root: Path):
    first = run_cli("gen", "bashgame", root=setter_root)
    assert first.exit_code == 0, first.output
    folder = setter_root / "testdata" / "bashgame"
    assert sorted(p.name for p in folder.iterdir()) == [
        "edge.yaml",
        "max.yaml",
        "random-small.yaml",
    ]
    for path in folder.iterdir():
        assert path.read_bytes() == (COMMITTED / path.name).read_bytes(), path.name
    lines = first.output.splitlines()
    assert lines[0].startswith("bashgame: testdata/bashgame/random-small.yaml  3 cases  ")
    assert all(line.endswith("bytes  written") for line in lines)
    size = (folder / "max.yaml").stat().st_size
    assert f"max.yaml  2 cases  {size} bytes" in first.output

    again = run_cli("gen", "--all", root=setter_root)
    assert again.exit_code == 0, again.output
    assert all(line.endswith("bytes  unchanged") for line in again.output.splitlines())
    for path in folder.iterdir():
        assert path.read_bytes() == (COMMITTED / path.name).read_bytes(), path.name


@pytest.mark.slow
def test_generated_cases_follow_the_recipes_and_pass_the_validator(setter_root: Path):
    assert run_cli("gen", "bashgame", root=setter_root).exit_code == 0
    problem = load_problem(setter_root, "bashgame")
    cases = load_case_file(setter_root / "testdata" / "bashgame" / "random-small.yaml")
    assert [c.name for c in cases] == ["random-small-1", "random-small-2", "random-small-3"]
    assert cases[1].input == problem.code.make_input(1, 2, "small", "a test")
    for case in load_cases(problem):
        assert problem.code.rejection(case.input) is None
    assert run_cli("run", "bashgame", root=setter_root).exit_code == 0


def test_stale_recipe_files_are_removed(setter_root: Path):
    folder = setter_root / "testdata" / "bashgame"
    folder.mkdir(parents=True)
    (folder / "old.yaml").write_text("cases: []\n")
    yaml_path = setter_root / "problems" / "bashgame" / "problem.yaml"
    yaml_path.write_text(
        yaml_path.read_text().replace("  - {name: edge, size: edge, seed: 1, count: 3}\n", "")
    )
    result = run_cli("gen", "bashgame", root=setter_root)
    assert result.exit_code == 0, result.output
    assert "testdata/bashgame/old.yaml  removed" in result.output
    assert sorted(p.name for p in folder.iterdir()) == ["max.yaml", "random-small.yaml"]


def test_an_input_the_validator_rejects_is_a_plain_error(setter_root: Path):
    validator = setter_root / "problems" / "bashgame" / "validator.py"
    validator.write_text(
        validator.read_text() + "\n\n_strict = validate\n\n\ndef validate(text):\n"
        "    _strict(text)\n    if text.startswith('10\\n'):\n"
        "        raise ValueError('line 1: at most 9 games')\n"
    )
    result = run_cli("gen", "bashgame", root=setter_root)
    assert result.exit_code == 2
    assert (
        "validator.py: rejects generated case max-1 (recipe 'max'): line 1: at most 9 games"
        in result.output
    )
    assert not (setter_root / "testdata" / "bashgame").exists()


def test_a_reference_that_does_not_run_cleanly_is_a_plain_error(setter_root: Path):
    (setter_root / "problems" / "bashgame" / "solution.py").write_text("raise SystemExit(3)\n")
    result = run_cli("gen", "bashgame", root=setter_root)
    assert result.exit_code == 2
    assert (
        "problems/bashgame/solution.py: RE on generated case random-small-1: exit code 3"
        in result.output
    )


def test_a_generator_that_crashes_is_a_plain_error(setter_root: Path):
    (setter_root / "problems" / "bashgame" / "generator.py").write_text(
        "def generate(rng, size):\n    return 1 / 0\n"
    )
    result = run_cli("gen", "bashgame", root=setter_root)
    assert result.exit_code == 2
    assert (
        "generate(rng, 'small') failed for case random-small-1 of recipe 'random-small': "
        "ZeroDivisionError" in result.output
    )


# ---------------------------------------------------------------- the YAML style


def _pyyaml_block(cases):
    data = {
        "cases": [
            {k: _Block(v) if isinstance(v, str) and "\n" in v else v for k, v in case.items()}
            for case in cases
        ]
    }
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, width=1 << 30, allow_unicode=True)


def test_plain_multiline_text_is_a_literal_block_exactly_as_pyyaml_writes_it():
    cases = [
        {"name": "a-1", "input": "2\n3 2\n\n4 2\n", "output": "second\nfirst\n"},
        {"name": "true", "input": "x" * 300 + "\n", "output": "# not a comment\n- item\n"},
    ]
    text = dump_cases(cases)
    assert text == _pyyaml_block(cases)
    assert text.startswith("cases:\n- name: a-1\n  input: |\n    2\n    3 2\n\n    4 2\n")
    assert "- name: 'true'\n" in text  # a name YAML would read as a boolean stays a string
    assert yaml.safe_load(text)["cases"] == cases


@pytest.mark.parametrize(
    "value",
    [
        "trailing space \n",
        "  \n",
        "a\n   \nb\n",
        "no final newline",
        "a\nb",
        "two newlines\n\n",
        " leading space\n",
        "\nleading blank line\n",
        "tab\there\n",
        "\tx\n",
        "cr\r\n",
        "nel\x85\n",
        "ls\u2028x\n",
        "nul\x00\n",
        "é\n",
        "",
        "\n",
        "null",
        "1\n",
        "'quoted'\n",
        '"dq"\n',
    ],
)
def test_text_a_block_cannot_hold_reads_back_exactly(value: str):
    text = dump_cases([{"name": "c", "input": value, "output": "ok\n"}])
    assert yaml.safe_load(text) == {"cases": [{"name": "c", "input": value, "output": "ok\n"}]}
    assert dump_cases([{"name": "c", "input": value, "output": "ok\n"}]) == text


def test_trailing_spaces_fall_back_to_double_quotes():
    text = dump_cases([{"name": "c", "input": "1 2 \n", "output": "3\n"}])
    assert '  input: "1 2 \\n"\n' in text


def test_long_lines_are_never_folded():
    line = " ".join(["123456789"] * 1000)
    text = dump_cases([{"name": "c", "input": line + " \n", "output": line}])
    assert max(len(row) for row in text.splitlines()) > 9000
