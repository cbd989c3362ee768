"""`judge doctor --self-test`: every language found compiled and run on its own program, plain
and isolated, a failing one named with the compiler's message or the verdict, and the exit
status non-zero when one fails."""

from __future__ import annotations

import pytest

from judge.judging.self_test import self_test
from judge.run.languages.table import languages, self_test_program
from support import run_cli


def test_every_language_of_the_table_has_its_self_test_program():
    for lang in languages().values():
        program = self_test_program(lang)
        assert program is not None and program.suffix in lang.extensions, lang.id


@pytest.mark.slow
def test_every_language_found_here_passes_plain(cache_dir):
    results, _ = self_test(cache_dir)
    plain = [r for r in results if not r.isolated]
    assert {r.language.id for r in plain} == {
        lang.id for lang in languages().values() if lang.available()
    }
    assert [(r.name, r.detail) for r in plain if not r.passed] == []


@pytest.mark.slow
def test_every_language_found_here_passes_isolated_where_the_machine_isolates(cache_dir):
    # Rust's rustc is rustup's launcher here: isolated, it found no toolchain (HOME is the
    # box's, ~/.rustup unseen) and every build was CE while doctor said Rust was found.
    results, cannot_isolate = self_test(cache_dir)
    if cannot_isolate:
        pytest.skip(f"isolation unavailable here: {cannot_isolate}")
    isolated = [r for r in results if r.isolated]
    assert len(isolated) == len([r for r in results if not r.isolated])
    assert [(r.name, r.detail) for r in isolated if not r.passed] == []


def test_a_compile_failure_is_named_with_the_compilers_message(cache_dir, language_overrides):
    language_overrides("c:\n  flags: [-O2, -Wsuch-warning-of-no-compiler]\n")
    [result, *_] = self_test(cache_dir, ["c"])[0]
    assert result.name == "C (plain)" and result.passed is False
    assert result.detail.startswith("CE: ") and "such-warning-of-no-compiler" in result.detail


def test_a_wrong_run_is_named_with_its_verdict(cache_dir, language_overrides):
    language_overrides('python3:\n  run: ["{python}", -c, "print(3)", "{source}"]\n')
    [result, *_] = self_test(cache_dir, ["python3"])[0]
    assert result.passed is False and result.detail.startswith("WA: "), result.detail


def test_a_language_without_its_program_is_not_tried(cache_dir, language_overrides):
    language_overrides(
        "cat:\n  name: Cat\n  extensions: [.cat]\n  tools: {cat: [cat]}\n"
        '  run: ["{cat}", "{source}"]\n  entry: source\n'
    )
    [result, *_] = self_test(cache_dir, ["cat"])[0]
    assert result.passed is None and "no self-test program" in result.detail


def test_doctor_says_which_fail_and_exits_non_zero(language_overrides):
    language_overrides("c:\n  flags: [-O2, -Wsuch-warning-of-no-compiler]\n")
    result = run_cli("doctor", "--self-test", "-l", "c", "-l", "python3")
    report = result.output.split("self-test:\n", 1)[1].splitlines()
    assert result.exit_code == 1, result.output
    [c] = [line for line in report if line.strip().startswith("C (plain)")]
    assert " no   CE: " in c
    [python] = [line for line in report if line.strip().startswith("Python 3 (plain)")]
    assert python.split()[-2:] == ["yes", "AC"]


def test_language_is_only_for_the_self_test():
    result = run_cli("doctor", "-l", "c")
    assert (
        result.exit_code == 2 and "--language chooses the languages of --self-test" in result.output
    )
