"""The languages judge runs: one entry per language, keyed by its CCS Contest API id.

This module is data only, read and checked by judge.run.languages.language (a Python data file rather
than YAML: reading it needs nothing beyond the interpreter, so a solution's program can be
made in any environment judge's own modules run in). Adding a language is adding an entry.

The fields (see also the manual, docs/reference/languages.md):

  name            as people see it (the Contest API's `name`)
  extensions      file extensions, the usual one first. Where two languages share one (.py),
                  the one listed first here is the default and --language chooses the other
  tools           {placeholder: [program, ...]}: the programs the commands use, each the first
                  of its candidates found on PATH. `@judge-python` is the interpreter running
                  judge itself (so a Python solution sees the Python judge runs on)
  compile         the compiler's command, or absent for a language run from its source. It
                  runs in an empty folder of its own, which it writes into (`.`); {source} is
                  the source file, {flags} the flags below
  flags           the compile flags, in place of {flags}
  dialect_flags   the compile flags when compiling as an online judge does (`--dialect hdu`),
                  to which judge.run.languages.lint_cpp adds that judge's own: its language level and the
                  ONLINE_JUDGE define, as the judges document them (a language without it
                  compiles with `flags` whatever the dialect)
  output          what the compiler leaves in its folder for the run: a file name, or `.` for
                  the whole folder (Java's classes)
  run             the program's command: {program} (the compiled output), {source}, {entry}
                  (the class to start, for `entry: class`)
  limit_flags     words put right after the run command's first word, filled in per run from
                  the problem's limits: {memory} and {stack} in KiB. A runtime with a heap of
                  its own (the JVM, PyPy) gets the memory limit as its heap limit this way
  entry           how the program is started: `binary` (the compiled file), `source` (the
                  interpreter runs the file), `class` (the JVM starts the class with
                  `public static void main(String[])`, found in what javac or kotlinc wrote:
                  judge.run.languages.main_class)
  version         the command whose first line of output says the version (`judge doctor`)
  debian          the Debian package that provides it (`judge doctor` names it when missing)
  runtime_memory  MiB its runtime may use beyond the memory limit: the JVM's and PyPy's own
                  code, JIT and collector, which the limit (their heap's) does not cover
  address_space   False for a runtime that reserves far more address space than it uses (the
                  JVM): it gets no address-space cap, its heap limit bounds it instead
  threads         threads its runtime starts of its own (the JVM's compiler, collector and
                  service threads), allowed on top of the program's process limit
  out_of_memory   regular expressions: how its runtime says, on stderr, that an allocation was
                  refused at the limit. A run that fails saying so is MLE (judge.judging.classify)
  expose          what an isolated run or compile needs to see besides the system folders
                  (globs), e.g. the JDK's configuration under /etc
  judge_limits    "java": where a judge lists separate limits for Java (HDU's "Java/Others"),
                  runs in this language use them (problem.yaml's java_time_limit and
                  java_memory_limit)
  warm            True: `judge run --warm` can keep its interpreter warm (CPython only)
  contest         True: offered in contests (the submit form, the Contest API's languages)
  kattis_name     the language's name in the Kattis problem package format's language list
                  (appendix/languages.md), where a package's submissions are sorted by it;
                  absent: a package's files of its extensions are not run in this language
  kattis_extensions  that list's extensions beyond `extensions`, as it writes them (`.C`)
  class_file_name True: the compiler wants the source file named after its public class
                  (javac); judge copies it so, or to the name a judge's dialect gives it

After the languages, `JUDGE_DIALECTS`: how each online judge compiles each of its languages
(the options of its submit form), as data: see `JudgeDialect`.

Sources for the commands: problemtools' languages.yaml (Kattis), Kattis' published settings
("-Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m -Xmx{memlim}m" for Java, "fpc -O2 -XS -Xt" for
Pascal, kotlinc's "{Mainclass}Kt"), DOMjudge's language list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

# What our own C++ references must pass (judge verify; judge.run.languages.lint_cpp says why): strict
# C++98 for HDU and POJ, every warning an error, so that a reference compiles on every judge's
# compiler.
STRICT_FLAGS: tuple[str, ...] = (
    "-std=c++98",
    "-pedantic-errors",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-DONLINE_JUDGE",
)
# What the C++ references of problems from the other judges (Codeforces, Luogu, AcWing, ...)
# must pass: modern C++, as C++11 (the level every such judge's C++ option accepts), strict.
MODERN_STRICT_FLAGS: tuple[str, ...] = (
    "-std=c++11",
    "-pedantic-errors",
    "-Wall",
    "-Wextra",
    "-Werror",
)

# How each JVM says its heap (or another of its own limited areas) is exhausted; not "unable
# to create native thread", which is the process limit, not memory.
_JVM_OUT_OF_MEMORY = (
    r"java\.lang\.OutOfMemoryError: (Java heap space|GC overhead limit exceeded|"
    r"Requested array size exceeds VM limit|Metaspace|Compressed class space|"
    r"Direct buffer memory|Cannot reserve \d+ bytes of direct buffer memory)"
)
# The JVMs of the compilers themselves: C1 only and the serial collector start in two thirds
# of the time, with a handful of threads.
_COMPILER_JVM = ["-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC"]
# The programs' JVM: the serial collector (Kattis' choice: one thread, the least memory) and
# UTF-8 for System.out whatever the locale.
_PROGRAM_JVM = ["{runtime}", "-XX:+UseSerialGC", "-Dfile.encoding=UTF-8"]


class LanguageEntry(TypedDict, total=False):
    """One entry of `TABLE`: the fields described above (judge.run.languages.language checks them)."""

    name: str
    extensions: list[str]
    tools: dict[str, list[str]]
    compile: list[str]
    flags: list[str]
    dialect_flags: list[str]
    output: str
    run: list[str]
    limit_flags: list[str]
    entry: str
    version: list[str]
    debian: str
    runtime_memory: int
    address_space: bool
    threads: int
    out_of_memory: list[str]
    expose: list[str]
    judge_limits: str
    warm: bool
    contest: bool
    class_file_name: bool
    kattis_name: str
    kattis_extensions: list[str]


TABLE: dict[str, LanguageEntry] = {
    "python3": {
        "name": "Python 3",
        "extensions": [".py"],
        "tools": {"python": ["@judge-python"]},
        "run": ["{python}", "{source}"],
        "entry": "source",
        "version": ["{python}", "--version"],
        "debian": "python3",
        "out_of_memory": [r"(?m)^MemoryError\b"],
        "warm": True,
        "contest": True,
        "kattis_name": "Python 3",
        "kattis_extensions": [".py3"],
    },
    "c": {
        "name": "C",
        "extensions": [".c"],
        "tools": {"compiler": ["gcc", "cc", "clang"]},
        "compile": ["{compiler}", "{flags}", "-x", "c", "{source}", "-o", "program", "-lm"],
        "flags": ["-O2", "-std=gnu11"],
        "dialect_flags": ["-O2"],
        "output": "program",
        "run": ["{program}"],
        "entry": "binary",
        "version": ["{compiler}", "--version"],
        "debian": "gcc",
        # strerror(ENOMEM), as perror() says it after a failed malloc
        "out_of_memory": ["Cannot allocate memory"],
        "contest": True,
        "kattis_name": "C",
    },
    "cpp": {
        "name": "C++",
        "extensions": [".cpp", ".cc", ".cxx", ".c++"],
        "tools": {"compiler": ["g++", "c++", "clang++"]},
        "compile": ["{compiler}", "{flags}", "-x", "c++", "{source}", "-o", "program"],
        "flags": ["-O2", "-std=gnu++17"],
        "dialect_flags": ["-O2"],
        "output": "program",
        "run": ["{program}"],
        "entry": "binary",
        "version": ["{compiler}", "--version"],
        "debian": "g++",
        "out_of_memory": ["std::bad_alloc"],
        "contest": True,
        "kattis_name": "C++",
        "kattis_extensions": [".C"],
    },
    "java": {
        "name": "Java",
        "extensions": [".java"],
        "tools": {"compiler": ["javac"], "runtime": ["java"]},
        "compile": [
            "{compiler}",
            *_COMPILER_JVM,
            "-encoding",
            "UTF-8",
            "{flags}",
            "-d",
            ".",
            "{source}",
        ],
        "flags": [],
        "dialect_flags": [],
        "output": ".",
        "run": [*_PROGRAM_JVM, "-cp", "{program}", "{entry}"],
        "limit_flags": ["-Xmx{memory}k", "-Xss{stack}k"],
        "entry": "class",
        "version": ["{compiler}", "-version"],
        "debian": "default-jdk-headless",
        "runtime_memory": 64,
        "address_space": False,
        "threads": 64,
        "out_of_memory": [_JVM_OUT_OF_MEMORY],
        "expose": ["/etc/java-*"],  # the JDK's configuration (Debian links it from there)
        "judge_limits": "java",
        "contest": True,
        "class_file_name": True,
        "kattis_name": "Java",
    },
    "kotlin": {
        "name": "Kotlin",
        "extensions": [".kt"],
        "tools": {"compiler": ["kotlinc"], "runtime": ["java"]},
        # The Kotlin runtime goes into the program's own jar: one file to run, isolated or not.
        "compile": [
            "{compiler}",
            *_COMPILER_JVM,
            "{flags}",
            "{source}",
            "-include-runtime",
            "-d",
            "program.jar",
        ],
        "flags": [],
        "output": "program.jar",
        "run": [*_PROGRAM_JVM, "-cp", "{program}", "{entry}"],
        "limit_flags": ["-Xmx{memory}k", "-Xss{stack}k"],
        "entry": "class",
        "version": ["{compiler}", "-version"],
        "debian": "kotlin",
        "runtime_memory": 64,
        "address_space": False,
        "threads": 64,
        "out_of_memory": [_JVM_OUT_OF_MEMORY],
        "expose": ["/etc/java-*"],
        "judge_limits": "java",
        "contest": True,
        "kattis_name": "Kotlin",
    },
    "pypy3": {
        "name": "PyPy 3",
        "extensions": [".py"],
        "tools": {"python": ["pypy3"], "env": ["env"]},
        # PyPy takes its heap limit from the environment: `env` sets it for the one program.
        "run": ["{env}", "{python}", "{source}"],
        "limit_flags": ["PYPY_GC_MAX={memory}KB"],
        "entry": "source",
        "version": ["{python}", "--version"],
        "debian": "pypy3",
        "runtime_memory": 128,
        # MemoryError where the program asks; the collector's own words at PYPY_GC_MAX.
        "out_of_memory": [r"(?m)^MemoryError\b", "Using too much memory, aborting"],
        "contest": True,
    },
    "pascal": {
        "name": "Pascal",
        "extensions": [".pas", ".pp", ".dpr"],
        "tools": {"compiler": ["fpc"]},
        "compile": ["{compiler}", "{flags}", "-XS", "-Xt", "-FE.", "-oprogram", "{source}"],
        "flags": ["-O2"],
        "dialect_flags": ["-O2"],
        "output": "program",
        "run": ["{program}"],
        "entry": "binary",
        "version": ["{compiler}", "-iW"],
        "debian": "fp-compiler",
        # Free Pascal's run-time error 203: heap overflow.
        "out_of_memory": [r"Runtime error 203\b"],
        "expose": ["/etc/fpc.cfg"],  # where fpc finds its units
        "contest": True,
        "kattis_name": "Pascal",
    },
    # Beyond the ICPC set and the old judges' languages: an entry is all a language needs.
    "rust": {
        "name": "Rust",
        "extensions": [".rs"],
        "tools": {"compiler": ["rustc"]},
        "compile": [
            "{compiler}",
            "{flags}",
            "--crate-type",
            "bin",
            "--edition",
            "2021",
            "{source}",
            "-o",
            "program",
        ],
        "flags": ["-C", "opt-level=3"],
        "output": "program",
        "run": ["{program}"],
        "entry": "binary",
        "version": ["{compiler}", "--version"],
        "debian": "rustc",
        "out_of_memory": [r"memory allocation of \d+ bytes failed"],
        "contest": False,
        "kattis_name": "Rust",
    },
}


# The other languages of the Kattis format's list, with their extensions: recognised in a
# package so that its programs in them are reported as skipped by name, not as unknown files.
OTHER_KATTIS_LANGUAGES: dict[str, list[str]] = {
    "Python 2": [".py2"],
    "Go": [".go"],
    "Haskell": [".hs"],
    "C#": [".cs"],
    "JavaScript": [".js"],
    "TypeScript": [".ts"],
    "Ruby": [".rb"],
    "PHP": [".php"],
    "Scala": [".scala"],
    "OCaml": [".ml"],
    "Common Lisp": [".lisp"],
    "Prolog": [".pl"],
    "Fortran": [".f90"],
    "Objective-C": [".m"],
    "Swift": [".swift"],
    "Lua": [".lua"],
    "Ada": [".adb"],
    "COBOL": [".cob", ".cbl"],
    "D": [".d"],
    "F#": [".fs"],
    "Julia": [".jl"],
    "Bash": [".sh"],
    "R": [".r", ".R"],
    "Dart": [".dart"],
    "Basic": [".bas"],
    "Zig": [".zig"],
}


@dataclass(frozen=True)
class JudgeDialect:
    """How an online judge compiles one language: one option of its submit form, and the
    flags that make the compilers here behave as that one does, as far as they can.

    Its id is `{judge}-{option}` in lower case (`hdu-g++`, `poj-c++`); `--dialect hdu` takes
    the judge's default for the source's language (`default`), `--dialect hdu-c++` names one.
    The flags come after the language's `dialect_flags`; `header` is a file of
    judge/run/languages/dialect_headers/ forced in first (-include): what the judge's compiler and C
    library give every program that ours do not (`__int64`, `%I64d`, MSVC's C library
    through <iostream>)."""

    judge: str  # lower case, as problem.yaml's source.judge
    option: str  # as the judge's submit form names it
    language: str  # the language table's id
    compiler: str  # what the judge runs, as documented or as its accepted programs show
    standard: str  # the language level, in words
    flags: tuple[str, ...] = ()
    header: str = ""
    default: bool = False  # the judge's choice for this language when none is named
    source_name: str = ""  # the file name the judge compiles (Java: Main.java)
    java_release: int = 0  # Java: the release it documents
    emulated: str = ""  # what the flags cannot reproduce (shown with the compiler)
    lint: bool = False  # the C/C++ lint (lint_cpp) warns about what its old compiler rejects
    i64_formats: bool = False  # printf and scanf read %I64d (msvcrt's), as on Windows

    @property
    def id(self) -> str:
        """The name `--dialect` and contest configurations give it."""
        return f"{self.judge}-{self.option.lower()}"


# The Windows judges (HDU, POJ). Their G++ is a 32-bit MinGW GCC: `__int64` is a macro of
# MinGW's headers and printf/scanf are msvcrt's, which read `%I64d` (mingw.h makes both work
# here). HDU's G++ has taken C++11 for years (range-for with auto, `cin.tie(nullptr)` in its
# accepted programs); POJ's is GCC 4.4, C++98 (C++11 syntax an error, as GCC 4.4 rejected
# most of it). Their C++ is Microsoft's compiler, whose <iostream> declares the C library
# (scanf, printf, memset, strlen...) through its own includes: msvc.h declares it.
# Sources: HDU's FAQ (ONLINE_JUDGE defined; "C++" is MS-VC++; Java's public class Main, JDK
# 1.5), POJ's FAQ (MinGW GCC/G++, MS-VC++, FreePascal, JDK 1.5); see judge.run.languages.lint_cpp.
_WINDOWS_CPP = ("-DONLINE_JUDGE",)
_ON_WINDOWS = "the judge runs on 32-bit Windows: `long` is 32 bits there, 64 here"
_MSVC = (
    "g++ with MSVC's C library declarations forced in; what MSVC rejects and g++ takes "
    "(GNU extensions, <bits/...>) is only a lint warning; " + _ON_WINDOWS
)
_JAVA_HDU = "JDK 1.5, from Main.java"


def _windows_judge(judge: str, gpp: str, gpp_flags: tuple[str, ...]) -> list[JudgeDialect]:
    mingw = f"MinGW GCC {'4.4 ' if judge == 'poj' else ''}(32-bit Windows)"
    return [
        JudgeDialect(
            judge,
            "G++",
            "cpp",
            mingw,
            gpp,
            (*gpp_flags, *_WINDOWS_CPP),
            "mingw.h",
            default=True,
            emulated=_ON_WINDOWS,
            lint=True,
            i64_formats=True,
        ),
        JudgeDialect(
            judge,
            "C++",
            "cpp",
            "Microsoft Visual C++ (emulated)",
            "C++98 (MSVC)",
            ("-std=gnu++98", *_WINDOWS_CPP),
            "msvc.h",
            emulated=_MSVC,
            lint=True,
            i64_formats=True,
        ),
        JudgeDialect(
            judge,
            "GCC",
            "c",
            mingw,
            "C89 (GNU)",
            ("-std=gnu89", *_WINDOWS_CPP),
            "mingw.h",
            default=True,
            emulated=_ON_WINDOWS,
            lint=True,
            i64_formats=True,
        ),
        JudgeDialect(
            judge,
            "C",
            "c",
            "Microsoft Visual C++ (emulated)",
            "C89 (MSVC)",
            ("-std=gnu89", *_WINDOWS_CPP),
            "msvc.h",
            emulated=_MSVC,
            lint=True,
            i64_formats=True,
        ),
        JudgeDialect(
            judge,
            "Java",
            "java",
            _JAVA_HDU,
            "Java 5",
            default=True,
            source_name="Main.java",
            java_release=5,
            lint=True,
        ),
        # Free Pascal in its own mode (FPC's default: Integer is 16 bits, as there) with the
        # ONLINE_JUDGE define HDU documents for Pascal ({$IFDEF ONLINE_JUDGE}).
        JudgeDialect(
            judge,
            "Pascal",
            "pascal",
            "Free Pascal 2",
            "FPC mode",
            ("-Mfpc", "-dONLINE_JUDGE"),
            default=True,
            lint=True,
        ),
    ]


def _modern(judge: str, option: str, compiler: str, std: str) -> JudgeDialect:
    """A newer judge's C++: a modern g++ at the newest standard its submit form offers (the
    older ones it offers compile here too), with ONLINE_JUDGE defined (Codeforces documents
    it; where a judge does not, its accepted programs cannot rely on it being undefined)."""
    level = std.replace("gnu++", "C++") + " (GNU)"
    return JudgeDialect(
        judge, option, "cpp", compiler, level, (f"-std={std}", "-DONLINE_JUDGE"), default=True
    )


# The newer judges' C++ options, as commonly reported (their pages could not be read here):
# Codeforces' "GNU G++20", Luogu's "C++20", and g++ at C++17 for AcWing, NYOJ and Jisuanke.
JUDGE_DIALECTS: tuple[JudgeDialect, ...] = (
    *_windows_judge("hdu", "C++11 (GNU)", ("-std=gnu++11",)),
    *_windows_judge("poj", "C++98 (GNU)", ("-std=gnu++98", "-Werror=c++11-extensions")),
    _modern("codeforces", "G++20", "GNU G++20 (64-bit)", "gnu++20"),
    _modern("luogu", "C++20", "g++ (C++20)", "gnu++20"),
    _modern("acwing", "C++", "g++ (C++17)", "gnu++17"),
    _modern("nyoj", "C++", "g++ (C++17)", "gnu++17"),
    _modern("jisuanke", "C++", "g++ (C++17)", "gnu++17"),
)
