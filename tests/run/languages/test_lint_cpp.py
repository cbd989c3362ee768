"""The dialect lint (judge.run.languages.lint_cpp) and the C++98 references it guards; the modern C++
references of the problems from other judges."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from conftest import REPO
from judge.run.languages.dialects import JUDGE_DIALECTS, MODERN_STRICT_FLAGS, STRICT_FLAGS
from judge.run.languages.lint_cpp import (
    COMPILERS,
    DIALECTS,
    ERROR,
    LOCAL,
    MINGW,
    MINGW_COMPILER,
    MSVC,
    RULES,
    WARNING,
    Finding,
    evaluate,
    lint,
)


def found(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint(source)]


# (source, expected (line, code) findings). Each rule appears both triggering and not.
CASES = [
    # --- headers: preprocessor lines only
    ("#include <bits/stdc++.h>\n", [(1, "bits-header")]),
    ('#  include "bits/stdc++.h"\n', [(1, "bits-header")]),
    ("int x;\n#include<ext/pb_ds/assoc_container.hpp>\n", [(2, "ext-header")]),
    (
        "#include <stdint.h>\n#include <cstdint>\n#include <inttypes.h>\n#include <cinttypes>\n",
        [(1, "stdint-header"), (2, "stdint-header"), (3, "stdint-header"), (4, "stdint-header")],
    ),
    ("// #include <bits/stdc++.h>\n", []),
    ("/*\n#include <bits/stdc++.h>\n*/\n", []),
    ('puts("#include <bits/stdc++.h>");\n', []),
    ("#include <cstdio>\n#include <string>\n#include <vector>\n#include <stdio.h>\n", []),
    ("/* a\n comment\n*/\n#include <bits/stdc++.h>\n", [(4, "bits-header")]),
    # --- __int128: code only
    ("int a;\n\nunsigned __int128 x;\n", [(3, "int128")]),
    ("__int128_t a; __uint128_t b;\n", [(1, "int128")]),
    ("// __int128 x;\nint y; /* __int128 */\n", []),
    ('puts("__int128");\n', []),
    ("char q = '\"'; __int128 x;\n", [(1, "int128")]),  # a quote in a char literal
    ('puts("\\" __int128 \\"");\n', []),  # escaped quotes
    # --- %ll conversions: inside string literals
    ('printf("%lld\\n", x);\n', [(1, "ll-format")]),
    ('int a;\nscanf("%llu", &u);\n', [(2, "ll-format")]),
    ('scanf("%lli %llx", &a, &b);\n', [(1, "ll-format")]),  # one finding per line
    ('printf("%-10lld|%*lld|%5.3llX", a, w, b, c);\n', [(1, "ll-format")]),
    ('#define LLD "%lld"\n', [(1, "ll-format")]),
    ('#define F \\\n    "%lld"\n', [(2, "ll-format")]),  # continued directive
    ('printf("%%lld %d %ld %lu %lf %Lf %llf", 1, 2L, 3UL, 4.0, 5.0L, 6.0);\n', []),
    ('// printf("%lld", x);\n/* "%llu" */\n', []),
    ("printf(\"%d\", '%');\n", []),
    # --- guarded 64-bit formats
    ('#ifdef ONLINE_JUDGE\n#define LLD "%I64d"\n#else\n#define LLD "%lld"\n#endif\n', []),
    ('#ifdef _WIN32\n#define LLD "%I64d"\n#else\n#define LLD "%lld"\n#endif\n', []),
    ('#ifndef __MINGW32__\n#define LLD "%lld"\n#else\n#define LLD "%I64d"\n#endif\n', []),
    (
        '#if defined(_WIN32) || defined(__MINGW32__)\n#define F "%I64u"\n'
        '#elif defined(__linux__)\n#define F "%llu"\n#else\n#define F "%llu"\n#endif\n',
        [],
    ),
    ('#if !defined ONLINE_JUDGE\n  printf("%lld", x);\n#endif\n', []),
    (
        '#ifdef ONLINE_JUDGE\n  scanf("%I64d", &x);\n#else\n  scanf("%lld", &x);\n#endif\n'
        'printf("%lld", x);\n',
        [(6, "ll-format")],
    ),  # the unguarded use
    # guards that do not protect MinGW: _MSC_VER (MinGW lacks it), _WIN64 (the judges' MinGW
    # is 32-bit), WIN32 (only in GCC's GNU modes), a comparison (not understood)
    ('#ifdef _MSC_VER\n#define F "%I64d"\n#else\n#define F "%lld"\n#endif\n', [(4, "ll-format")]),
    ('#ifdef _WIN64\n#define F "%I64d"\n#else\n#define F "%lld"\n#endif\n', [(4, "ll-format")]),
    ('#ifdef WIN32\n#define F "%I64d"\n#else\n#define F "%lld"\n#endif\n', [(4, "ll-format")]),
    ('#if _MSC_VER >= 1400\n#else\n#define F "%lld"\n#endif\n', [(3, "ll-format")]),
    # %I64d: a warning unless only Windows compiles it
    ('printf("%I64d\\n", x);\n', [(1, "i64-format")]),
    ('#ifdef _MSC_VER\nprintf("%I64d\\n", x);\n#endif\n', []),
    # --- pragmas
    ('#pragma GCC target("avx2")\n', [(1, "pragma-target")]),
    (
        '#pragma GCC optimize("O3")\n#pragma GCC optimize ("unroll-loops")\n',
        [(1, "pragma-optimize"), (2, "pragma-optimize")],
    ),
    (
        '#pragma once\n#pragma comment(linker, "/STACK:102400000")\n// #pragma GCC target("avx")\n',
        [],
    ),
    # --- gets: a removed function, not fgets or a member
    ("char s[9];\ngets(s);\n", [(2, "gets")]),
    ("std::gets (s);\n", [(1, "gets")]),
    ("fgets(s, 9, stdin); my_gets(s); r.gets(s); p->gets(s);\n", []),
    ('puts("gets(s)"); // gets(s)\n', []),
    ("#ifdef ONLINE_JUDGE\ngets(s);\n#else\nfgets(s, 9, stdin);\n#endif\n", []),
    # --- GCC builtins and typeof
    ("int c = __builtin_popcount(x);\n", [(1, "builtin")]),
    ("// __builtin_expect\nint __builtins;\n", []),
    ("typeof(a) b = a;\n__typeof__(a) c = a;\n", [(1, "typeof"), (2, "typeof")]),
    ('int typeofs; puts("typeof");\n', []),
    # --- non-ASCII text, in comments too
    ("int x; // \u6c49\u5b57\n", [(1, "non-ascii")]),
    ('puts("caf\u00e9");\nint y;\n', [(1, "non-ascii")]),
    # --- #if 0 blocks are never compiled
    ('#if 0\n#include <bits/stdc++.h>\n__int128 x; gets(s); printf("%lld");\n#endif\n', []),
    # several rules on one line, sorted by code
    ("__int128 a = __builtin_clz(x);\n", [(1, "builtin"), (1, "int128")]),
]


@pytest.mark.parametrize("source, expected", CASES, ids=[str(i) for i in range(len(CASES))])
def test_lint_table(source: str, expected: list[tuple[int, str]]):
    assert found(source) == expected


def test_findings_carry_severity_and_a_one_line_message_naming_the_judges():
    [finding] = lint("#include <bits/stdc++.h>\n")
    assert finding == Finding(1, "bits-header", finding.message, ERROR)
    assert "MSVC" in finding.message and "\n" not in finding.message
    assert str(finding).startswith("line 1: error: bits-header: <bits/stdc++.h>")
    warnings = [
        ('printf("%I64d", x);', "i64-format"),
        ("__builtin_ctz(x);", "builtin"),
        ('#pragma GCC optimize("O2")', "pragma-optimize"),
        ("// \u00e9", "non-ascii"),
    ]
    for source, code in warnings:
        [finding] = lint(source + "\n")
        assert (finding.code, finding.severity) == (code, WARNING)


def test_every_rule_has_a_severity_and_hurts_a_known_compiler():
    for severity, hurts in RULES.values():
        assert severity in (ERROR, WARNING)
        assert hurts and hurts <= set(COMPILERS)


@pytest.mark.parametrize(
    "expression, mingw, msvc, local",
    [
        ("defined(ONLINE_JUDGE)", True, True, False),
        ("defined _WIN32", True, True, False),
        ("!defined(__MINGW32__)", False, True, True),
        ("defined(_MSC_VER)", False, True, False),
        ("defined(_WIN64)", False, None, False),
        ("defined(WIN32)", None, None, False),
        ("defined(_WIN32) || defined(__linux__)", True, True, True),
        ("ONLINE_JUDGE && !__GNUC__", False, True, False),
        ("(defined(A) || 1) && !(0)", True, True, True),
        ("defined(SOMETHING_ELSE)", None, None, None),
        ("_MSC_VER >= 1400", None, None, None),
        ("0", False, False, False),
        ("defined(", None, None, None),
    ],
)
def test_conditions_are_evaluated_per_compiler(expression, mingw, msvc, local):
    assert [evaluate(expression, c) for c in (MINGW, MSVC, LOCAL)] == [mingw, msvc, local]


def test_the_references_flags_are_strict_cxx98_with_online_judge():
    assert {
        "-std=c++98",
        "-pedantic-errors",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-DONLINE_JUDGE",
    } <= set(STRICT_FLAGS)


def test_users_code_compiles_as_the_judges_language_level_without_pedantry():
    windows = [d for d in JUDGE_DIALECTS if d.judge in DIALECTS and d.language in ("c", "cpp")]
    assert {d.id for d in windows} == {
        f"{j}-{o}" for j in DIALECTS for o in ("g++", "c++", "gcc", "c")
    }
    for d in windows:
        assert "-DONLINE_JUDGE" in d.flags and d.header and d.i64_formats
        assert not any(f.startswith("-pedantic") for f in d.flags)


# --- the C++ references

PROBLEMS = sorted(p.parent for p in (REPO / "problems").glob("*/problem.yaml"))


def _judge(problem: Path) -> str:
    return str(yaml.safe_load((problem / "problem.yaml").read_text())["source"]["judge"]).lower()


def _old_compilers(problem: Path) -> bool:
    """Whether the problem is judged with its HDU's or POJ's old compilers: an edition that
    says `dialect: none` (an OI's modern g++) is not."""
    declared = yaml.safe_load((problem / "problem.yaml").read_text())
    return _judge(problem) in DIALECTS and declared.get("dialect") != "none"


# The references for HDU and POJ are C++98 for their old compilers; the others modern C++.
OLD = [p for p in PROBLEMS if _old_compilers(p)]
REFERENCES = [p / "solution.cpp" for p in OLD]
IDS = [p.name for p in OLD]
MODERN = [p for p in PROBLEMS if p not in OLD]


def test_every_problem_has_a_cxx_reference():
    assert PROBLEMS, "no problems found"
    assert [p.name for p in PROBLEMS if not (p / "solution.cpp").is_file()] == []


@pytest.mark.parametrize("source", REFERENCES, ids=IDS)
def test_references_lint_clean(source: Path):
    assert lint(source.read_text(encoding="utf-8")) == []


def _compile(compiler: str, flags: tuple[str, ...], source: Path, out: Path) -> None:
    done = subprocess.run(
        [compiler, *flags, "-c", str(source), "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    messages = (done.stdout + done.stderr).strip()
    assert done.returncode == 0 and messages == "", f"{compiler} {' '.join(flags)}:\n{messages}"


@pytest.mark.parametrize("source", REFERENCES, ids=IDS)
@pytest.mark.slow
def test_references_compile_silently_with_the_strict_flags(source: Path, tmp_path: Path):
    compiler = shutil.which("g++")
    if compiler is None:
        pytest.skip("g++ is not installed: cannot check that the C++ references compile")
    _compile(compiler, STRICT_FLAGS, source, tmp_path / "solution.o")


@pytest.mark.parametrize(
    "source", [p / "solution.cpp" for p in MODERN], ids=[p.name for p in MODERN]
)
@pytest.mark.slow
def test_modern_references_compile_silently_as_strict_cxx11(source: Path, tmp_path: Path):
    compiler = shutil.which("g++")
    if compiler is None:
        pytest.skip("g++ is not installed: cannot check that the C++ references compile")
    _compile(compiler, MODERN_STRICT_FLAGS, source, tmp_path / "solution.o")


@pytest.mark.parametrize("source", REFERENCES, ids=IDS)
@pytest.mark.slow
def test_references_compile_silently_with_mingw(source: Path, tmp_path: Path):
    compiler = shutil.which(MINGW_COMPILER)
    if compiler is None:
        pytest.skip(
            f"{MINGW_COMPILER} is not installed (Debian: g++-mingw-w64-i686): "
            "cannot check the references with the judges' MinGW stand-in"
        )
    _compile(compiler, STRICT_FLAGS, source, tmp_path / "solution.o")
