"""Every language of the table, judged: each verdict plain and isolated, the compile-error path,
entry points written the ways people write them, the judges' dialects, memory as the kernel
measures it, and the table itself.

One program per language (tests/programs/languages/modes.*) does what its case's input says,
so each language is compiled once per cache (plain, isolated) and earns every verdict from
the cases of tests/fixtures/languages/problems/modes. A language whose compiler or runtime
is missing is skipped, saying which Debian package brings it, except in CI (whose .ci/run
installs them all), where that fails.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES, PROGRAMS, REPO
from judge.errors import JudgeError
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_problem
from judge.run.languages.table import language, languages, read_table
from judge.run.limits import Limits, MiB
from judge.run.program import from_file
from support import run_cli

ROOT = FIXTURES / "languages"
LANGUAGE_PROGRAMS = PROGRAMS / "languages"
MODES = {
    "python3": "modes.py",
    "c": "modes.c",
    "cpp": "modes.cpp",
    "java": "modes.java",
    "kotlin": "modes.kt",
    "pypy3": "modes.py",
    "pascal": "modes.pas",
    "ruby": "modes.rb",
}
VERDICTS = {
    "ac": Verdict.AC,
    "wa": Verdict.WA,
    "tle": Verdict.TLE,
    "re": Verdict.RE,
    "mle": Verdict.MLE,  # uses memory without end: its peak, the cgroup, or the JVM's heap
    "huge": Verdict.MLE,  # asks for gigabytes at once: refused, in its runtime's words
}
BROKEN = {
    "c": PROGRAMS / "broken.c",
    "cpp": LANGUAGE_PROGRAMS / "broken.cpp",
    "java": LANGUAGE_PROGRAMS / "broken.java",
    "kotlin": LANGUAGE_PROGRAMS / "broken.kt",
    "pascal": LANGUAGE_PROGRAMS / "broken.pas",
}
SLOW_LANGUAGES = {"kotlin"}  # kotlinc takes seconds a file


def require(lid: str) -> None:
    """Skip unless the language's tools are installed here (fail in CI, which installs them)."""
    lang = language(lid)
    if not lang.available():
        why = f"{lang.name} is not installed here (Debian package {lang.debian})"
        if os.environ.get("CI") and lid != "rust":
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture(scope="module")
def modes():
    return load_problem(ROOT, "modes")


@pytest.fixture(scope="module")
def can_isolate(cache_dir: Path) -> None:
    from judge.run.helper.sandbox import helper_path
    from judge.run.isolation.session import Isolation

    try:
        Isolation(helper_path(cache_dir)).close()
    except JudgeError as exc:
        pytest.skip(f"isolation unavailable here: {exc}")


def judge(problem, cache_dir, path: Path, **options):
    return judge_solution(problem, str(path), None, RunOptions(**options), cache_dir)


def cases():
    for lid, program in MODES.items():
        for case, verdict in VERDICTS.items():
            for isolate in (False, True):
                marks = []
                if lid in SLOW_LANGUAGES or case == "tle":
                    marks.append(pytest.mark.slow)
                yield pytest.param(
                    lid,
                    program,
                    case,
                    verdict,
                    isolate,
                    marks=marks,
                    id=f"{lid}-{case}-{'isolated' if isolate else 'plain'}",
                )


@pytest.mark.parametrize("lid, program, case, verdict, isolate", list(cases()))
def test_each_language_earns_each_verdict(
    request, modes, cache_dir, lid, program, case, verdict, isolate
):
    require(lid)
    if isolate:
        request.getfixturevalue("can_isolate")
    report = judge(
        modes,
        cache_dir,
        LANGUAGE_PROGRAMS / program,
        case_patterns=(case,),
        language=lid,
        isolate=isolate,
    )
    [result] = report.cases
    assert result.verdict is verdict, result.message
    if case == "huge" and not isolate:
        # Refused at once, not used: the runtime said so, nothing measured said memory.
        assert "an allocation was refused" in result.message
        assert result.memory < 300 * MiB


@pytest.mark.parametrize(
    "lid",
    [
        pytest.param(lid, marks=[pytest.mark.slow] if lid in SLOW_LANGUAGES else [])
        for lid in BROKEN
    ],
)
@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
def test_a_compile_error_names_the_file_as_given(request, modes, cache_dir, lid, isolate):
    require(lid)
    if isolate:
        request.getfixturevalue("can_isolate")
    source = BROKEN[lid]
    report = judge(modes, cache_dir, source, isolate=isolate)
    assert report.verdict is Verdict.CE and report.cases == []
    assert source.name in report.compile_error, report.compile_error
    assert "/judge/" not in report.compile_error and "Main.java" not in report.compile_error


# ------------------------------------------------------------------ entry points

AB = "1 2\n3 4\n"  # aplusb's sample: 3, 7


def aplusb(tmp_path: Path, name: str, text: str, cache_dir: Path, **options):
    path = tmp_path / name
    path.write_text(text)
    problem = load_problem(FIXTURES, "aplusb")
    return judge(problem, cache_dir, path, case_patterns=("sample",), **options)


JAVA_SUM = """import java.util.Scanner;
class Sum
{
    public static void main(String args[])
    {
        Scanner cin = new Scanner(System.in);
        while (cin.hasNextLong()) System.out.println(cin.nextLong() + cin.nextLong());
    }
}
"""


def test_java_starts_the_class_with_main_whatever_its_name(tmp_path, cache_dir):
    # HDU's own example: a class Sum that is not public, in a file of any name.
    require("java")
    assert aplusb(tmp_path, "anything.java", JAVA_SUM, cache_dir).verdict is Verdict.AC
    helper = JAVA_SUM.replace(
        "class Sum", "class Helper { static int one() { return 1; } }\npublic class Solution"
    )
    assert aplusb(tmp_path, "mine.java", helper, cache_dir).verdict is Verdict.AC
    packaged = "package my.contest;\n" + JAVA_SUM
    assert (
        aplusb(tmp_path, "packaged.java", packaged, cache_dir, dialect="none").verdict is Verdict.AC
    )


def test_java_without_one_main_is_a_compile_error_saying_so(tmp_path, cache_dir):
    require("java")
    none = "public class Main { static void helper() {} }\n"
    report = aplusb(tmp_path, "Main.java", none, cache_dir)
    assert (
        report.verdict is Verdict.CE
        and "no class has a public static void main" in report.compile_error
    )
    two = JAVA_SUM + JAVA_SUM.replace("class Sum", "class Other").replace(
        "import java.util.Scanner;", ""
    )
    report = aplusb(tmp_path, "Two.java", two, cache_dir)
    assert (
        report.verdict is Verdict.CE
        and "several classes have a main method (Other, Sum)" in report.compile_error
    )


@pytest.mark.slow
def test_kotlin_main_with_or_without_args_in_any_file_and_package(tmp_path, cache_dir):
    require("kotlin")
    with_args = (
        "fun main(args: Array<String>) {\n"
        "    val w = generateSequence(::readLine).flatMap { it.split(' ').asSequence() }"
        ".filter { it.isNotEmpty() }.map { it.toLong() }.toList()\n"
        "    for (i in w.indices step 2) println(w[i] + w[i + 1])\n}\n"
    )
    assert aplusb(tmp_path, "my-solution.kt", with_args, cache_dir).verdict is Verdict.AC
    packaged = "package club.practice\n" + with_args.replace("args: Array<String>", "")
    assert aplusb(tmp_path, "b.kt", packaged, cache_dir).verdict is Verdict.AC


PASCAL_SUM = """var a, b: int64;
begin
  while not eof(input) do
  begin
    readln(a, b);
    writeln(a + b);
  end;
end.
"""


def test_pascal_with_or_without_a_program_header(tmp_path, cache_dir):
    require("pascal")
    assert aplusb(tmp_path, "bare.pas", PASCAL_SUM, cache_dir).verdict is Verdict.AC
    header = "PROGRAM p1000(input, output);\n" + PASCAL_SUM
    assert aplusb(tmp_path, "header.pas", header, cache_dir).verdict is Verdict.AC


def test_pypy_runs_a_py_file_when_chosen(tmp_path, cache_dir):
    require("pypy3")
    text = (
        "import platform, sys\n"
        "w = sys.stdin.read().split()\n"
        "ok = platform.python_implementation() == 'PyPy'\n"
        "print('\\n'.join(str(int(a) + int(b) + (0 if ok else 1)) for a, b in zip(w[::2], w[1::2])))\n"
    )
    assert aplusb(tmp_path, "which.py", text, cache_dir, language="pypy3").verdict is Verdict.AC
    assert aplusb(tmp_path, "which.py", text, cache_dir).verdict is Verdict.WA  # python3
    with pytest.raises(JudgeError, match=r"a Java source ends in \.java"):
        aplusb(tmp_path, "which.py", text, cache_dir, language="java")


@pytest.mark.parametrize("isolate", [False, True], ids=["plain", "isolated"])
def test_a_new_language_is_an_entry_rust_here(request, tmp_path, cache_dir, isolate):
    # Rust is in the table as one entry and nothing else; it is not in .ci/run, so it is
    # skipped where rustc is missing, in CI too. Isolated, a rustup launcher's own rustc runs.
    require("rust")
    if isolate:
        request.getfixturevalue("can_isolate")
    text = (
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n"
        "    std::io::stdin().read_to_string(&mut s).unwrap();\n"
        "    let w: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();\n"
        '    for p in w.chunks(2) { println!("{}", p[0] + p[1]); }\n}\n'
    )
    report = aplusb(tmp_path, "sum.rs", text, cache_dir, isolate=isolate)
    assert report.verdict is Verdict.AC, report.compile_error


# ------------------------------------------------------------------ the judges' dialects


def run_cli_json(*args):
    result = run_cli(*args, "--json", root=REPO)
    return result, json.loads(result.output.splitlines()[-1]) if result.output.strip() else None


JAVA_1846 = """import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int c = in.nextInt();
        List<String> out = new ArrayList<%s>();
        while (c-- > 0) { int n = in.nextInt(), m = in.nextInt(); out.add(n %% (m + 1) != 0 ? "first" : "second"); }
        for (String line : out) System.out.println(line);
    }
}
"""


@pytest.mark.slow
def test_java_for_hdu_as_hdu_compiles_it(tmp_path):
    require("java")
    source = tmp_path / "Mine.java"
    source.write_text(JAVA_1846 % "String")
    result, data = run_cli_json("run", "hdu_1846", source, "--samples")
    assert result.exit_code == 0 and data["verdict"] == "AC" and data.get("warnings", []) == []
    # The diamond is Java 7: javac here takes it, HDU's JDK 1.5 does not.
    source.write_text(JAVA_1846 % "")
    result, data = run_cli_json("run", "hdu_1846", source, "--samples")
    assert data["verdict"] == "AC" and len(data["warnings"]) == 1, data
    assert (
        "Mine.java:6: new ArrayList<>: the diamond" in data["warnings"][0]
        and "JDK 1.5" in data["warnings"][0]
    )
    # HDU saves the file as Main.java: another public class does not compile there.
    source.write_text((JAVA_1846 % "String").replace("class Main", "class Solution"))
    result = run_cli("run", "hdu_1846", source, "--samples", root=REPO)
    assert result.exit_code == 1 and "CE" in result.output
    assert "HDU compiles Java as Main.java, so the public class must be Main" in result.output
    assert (
        run_cli("run", "hdu_1846", source, "--samples", "--dialect", "none", root=REPO).exit_code
        == 0
    )
    # A lambda is Java 8: not in the oldest release javac offers here.
    lambda_source = (JAVA_1846 % "String").replace(
        "for (String line : out) System.out.println(line);",
        "out.forEach(line -> System.out.println(line));",
    )
    source.write_text(lambda_source)
    assert run_cli("run", "hdu_1846", source, "--samples", root=REPO).exit_code == 1
    assert (
        run_cli("run", "hdu_1846", source, "--samples", "--dialect", "none", root=REPO).exit_code
        == 0
    )


PASCAL_1846 = """program p1846;
var c, i, n, m: longint;
    names: array of string;
    name: string;
begin
  readln(c);
  setlength(names, c);
  for i := 0 to c - 1 do
  begin
    readln(n, m);
    if n mod (m + 1) <> 0 then names[i] := 'first' else names[i] := 'second';
  end;
{$IFDEF ONLINE_JUDGE}
  for name in names do writeln(name);
{$ELSE}
  writeln('not the judge');
{$ENDIF}
end.
"""


def test_pascal_for_hdu_in_its_free_pascal_mode_with_online_judge(tmp_path):
    require("pascal")
    source = tmp_path / "mine.pas"
    source.write_text(PASCAL_1846)
    result, data = run_cli_json("run", "hdu_1846", source, "--samples")
    assert data["verdict"] == "AC", result.output  # ONLINE_JUDGE is defined
    [warning] = data["warnings"]
    assert "mine.pas:14:" in warning and "for ... in" in warning
    result, data = run_cli_json("run", "hdu_1846", source, "--samples", "--dialect", "none")
    assert data["verdict"] == "WA" and data.get("warnings", []) == []


def test_lints_of_java_and_pascal_from_the_command_line(tmp_path):
    java = tmp_path / "Main.java"
    java.write_text("package x;\npublic class Main { java.util.ArrayDeque<Integer> q; }\n")
    pascal = tmp_path / "p.pas"
    pascal.write_text("{ for x in y }\nbegin\n  writeln('for a in b');\nend.\n")
    done = subprocess.run(
        ["python3", "-m", "judge.run.languages.lint_cpp", str(java), str(pascal)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert [line.split(": ")[3] for line in lines] == ["java-package", "java6-api"], lines


# ------------------------------------------------------------------ limits and memory


def test_the_jvm_gets_its_heap_from_the_limit_and_no_address_space_cap(tmp_path, cache_dir):
    require("java")
    path = tmp_path / "Sum.java"
    path.write_text(JAVA_SUM)
    program = from_file(path, cache_dir)
    limits = program.run_limits(Limits(time=1.0, memory=32 * MiB))
    command = program.command(limits)
    assert command[1:3] == ["-Xmx32768k", "-Xss32768k"] and command[-1] == "Sum"
    assert limits.memory == 32 * MiB + program.language.runtime_bytes
    assert limits.processes == 64 + program.language.threads
    assert not limits.address_space_cap
    python = from_file(PROGRAMS / "wrong.py", cache_dir)
    assert python.run_limits(Limits(time=1.0, memory=32 * MiB)) == Limits(time=1.0, memory=32 * MiB)


def test_java_and_kotlin_use_the_problems_java_limits():
    problem = load_problem(REPO, "hdu_1536")  # HDU: 5000/1000 MS, 65536/32768 K
    for lid in ("java", "kotlin"):
        assert problem.limits_for(language(lid)) == Limits(time=5.0, memory=64 * MiB)
    for lid in ("c", "cpp", "python3", "pypy3", "pascal"):
        assert problem.limits_for(language(lid)) == Limits(time=1.0, memory=32 * MiB)
    unknown = load_problem(REPO, "hdu_2188")  # no Java figures known: the others'
    assert unknown.limits_for(language("java")) == unknown.limits
    shown = run_cli("show", "hdu_1536", root=REPO).output
    assert "limits:  1 s CPU, 32 MiB memory; Java and Kotlin: 5 s, 64 MiB" in shown


@pytest.mark.skipif(not os.path.exists("/usr/bin/time"), reason="GNU time is not installed")
@pytest.mark.parametrize("lid", ["java", "pascal", "pypy3"])
def test_the_memory_reported_is_gnu_times_within_ten_percent(modes, cache_dir, lid):
    require(lid)
    program = from_file(LANGUAGE_PROGRAMS / MODES[lid], cache_dir, language=lid)
    report = judge(
        modes, cache_dir, LANGUAGE_PROGRAMS / MODES[lid], case_patterns=("ac",), language=lid
    )
    ours = report.cases[0].memory
    limits = program.run_limits(modes.limits_for(program.language))
    gnu = subprocess.run(
        ["/usr/bin/time", "-f", "%M", *program.command(limits)],
        input=b"ac 1 2\n",
        capture_output=True,
        check=True,
    )
    theirs = int(gnu.stderr.decode().strip().splitlines()[-1]) * 1024
    assert abs(ours - theirs) <= 0.10 * theirs + 512 * 1024, (ours, theirs)


# ------------------------------------------------------------------ the table


def test_a_missing_compiler_is_one_plain_message_naming_its_debian_package(
    tmp_path, cache_dir, monkeypatch
):
    monkeypatch.setenv("PATH", str(tmp_path))  # nothing found on it
    path = tmp_path / "Main.java"
    path.write_text(JAVA_SUM)
    with pytest.raises(
        JudgeError,
        match=r"Main.java: Java needs javac, which is not installed "
        r"here \(Debian package default-jdk-headless",
    ):
        from_file(path, cache_dir)


def test_doctor_lists_every_language_found_or_missing(monkeypatch, tmp_path):
    result = run_cli("doctor", root=FIXTURES)
    for lang in languages().values():
        [line] = [
            line for line in result.output.splitlines() if line.strip().startswith(lang.name + " ")
        ]
        if lang.available():
            assert re.search(rf"\byes\s+{lang.id}: /", line), line
        else:
            assert f"Debian package {lang.debian}" in line, line
    monkeypatch.setenv("PATH", str(tmp_path))  # nothing is found on it
    from judge.run.features import language_feature

    feature = language_feature(language("kotlin"))
    assert feature.name == "Kotlin compiler (.kt)" and not feature.available
    assert feature.detail == "kotlin: kotlinc, java not found; Debian package kotlin"


def test_run_takes_a_language(tmp_path):
    result = run_cli("run", "aplusb", PROGRAMS / "wrong.py", "-l", "cobol", root=FIXTURES)
    assert (
        result.exit_code == 2
        and "unknown language 'cobol' (known: python3, c, cpp" in result.output
    )
    result = run_cli("run", "--all", "--language", "pypy3", root=FIXTURES)
    assert result.exit_code == 2 and "--language is for a SOLUTION" in result.output


def test_a_solution_in_a_java_file_is_judged_by_the_command_line(tmp_path):
    require("java")
    path = tmp_path / "Sum.java"
    path.write_text(JAVA_SUM)
    result = run_cli("run", "aplusb", path, root=FIXTURES)
    assert result.exit_code == 0, result.output
    assert shutil.which("java") is not None


# ------------------------------------------------------------------ a launcher's real program


def test_a_launchers_own_program_is_found_behind_it(tmp_path, monkeypatch):
    # A launcher (as rustup's rustc is) prints the installation it chose; judge runs that
    # installation's program, which an isolated build can see without the launcher's settings.
    real = tmp_path / "toolchain" / "bin" / "mycc"
    real.parent.mkdir(parents=True)
    real.write_text("#!/bin/sh\necho real\n")
    real.chmod(0o755)
    launchers = tmp_path / "launchers"
    launchers.mkdir()
    launcher = launchers / "mycc"
    launcher.write_text(f'#!/bin/sh\n[ "$1" = --where ] && echo {real.parent.parent}\n')
    launcher.chmod(0o755)
    lost = launchers / "lostcc"  # a launcher that knows of no installation
    lost.write_text("#!/bin/sh\necho 'no toolchain' >&2\nexit 1\n")
    lost.chmod(0o755)
    monkeypatch.setenv("PATH", f"{launchers}:/usr/bin:/bin")
    entry = {
        "name": "My C",
        "extensions": [".myc"],
        "tools": {"compiler": ["mycc"], "other": ["lostcc"]},
        "installation": {"compiler": ["{compiler}", "--where"], "other": ["{other}", "--where"]},
        "run": ["{compiler}"],
        "entry": "source",
    }
    [lang] = read_table({"myc": entry}, "mine.yaml").values()
    assert lang.tool("compiler") == str(real)
    assert lang.tool("other") == str(lost)  # nothing printed: the launcher itself
