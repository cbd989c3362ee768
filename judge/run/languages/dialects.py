"""The online judges' compilers, as data: how each judge compiles each of its languages (the
options of its submit form, `JudgeDialect`), the strict flags of our own C++ references, and
`--dialect` resolved against them; what a problem page lists per language (`compilers`).

Each dialect names a language of the table (judge.run.languages.table) by its id; the flags
here come after that language's `dialect_flags`.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.errors import JudgeError
from judge.run.languages.language import JUDGE_PYTHON, Language
from judge.run.languages.table import language, languages

# What our own C++ references must pass (judge verify; judge.run.languages.lint_cpp says
# why): strict C++98 for HDU and POJ, every warning an error, so that a reference compiles on
# every judge's compiler.
STRICT_FLAGS: tuple[str, ...] = (
    "-std=c++98",
    "-pedantic-errors",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-DONLINE_JUDGE",
)
# The flags choosing a target machine other than the compiler's own.
MACHINE_FLAGS = frozenset({"-m32", "-mx32", "-m64"})
# What the C++ references of problems from the other judges (Codeforces, Luogu, AcWing, ...)
# must pass: modern C++, as C++11 (the level every such judge's C++ option accepts), strict.
MODERN_STRICT_FLAGS: tuple[str, ...] = (
    "-std=c++11",
    "-pedantic-errors",
    "-Wall",
    "-Wextra",
    "-Werror",
)


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
    stand_in: str = ""  # what compiles here in its place, where it is not the compiler itself

    @property
    def machine(self) -> tuple[str, ...]:
        """Its flags choosing the target machine (`-m32`): what judge's own wrappers linked
        into its programs are compiled with too, and what needs the machine's 32-bit
        libraries."""
        return tuple(f for f in self.flags if f in MACHINE_FLAGS)

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
# Both are 32-bit Windows compilers: `long` is 32 bits there (Windows keeps it so even in
# 64-bit programs) and so are pointers, `long long` 64. So every one of them is compiled here
# with -m32 (i386 Linux: the same sizes), and a program that overflows `long` at 2^31 on the
# judge overflows here too; the machine needs its compilers' 32-bit libraries (Debian's
# gcc-multilib, g++-multilib: the table's `debian_32bit`).
# Sources: HDU's FAQ (ONLINE_JUDGE defined; "C++" is MS-VC++; Java's public class Main, JDK
# 1.5), POJ's FAQ (MinGW GCC/G++, MS-VC++, FreePascal, JDK 1.5); see judge.run.languages.lint_cpp.
_WINDOWS_CPP = ("-m32", "-DONLINE_JUDGE")
_ON_WINDOWS = (
    "the judge's C library is msvcrt (its printf of `long double`, `%lld` on old MinGW), its "
    "stack Windows' default"
)
_MSVC = (
    "g++ with MSVC's C library declarations forced in; what MSVC rejects and g++ takes "
    "(GNU extensions, <bits/...>) is only a lint warning; " + _ON_WINDOWS
)
_JAVA_HDU = "JDK 1.5, from Main.java"
_BITS = "32-bit long and pointers"


def _windows_judge(judge: str, gpp: str, gpp_flags: tuple[str, ...]) -> list[JudgeDialect]:
    return [*_windows_c(judge, gpp, gpp_flags), *_windows_others(judge)]


def _windows_c(judge: str, gpp: str, gpp_flags: tuple[str, ...]) -> list[JudgeDialect]:
    """A Windows judge's C and C++ options: MinGW's G++ and GCC, Microsoft's C++ and C."""
    mingw = f"MinGW GCC {'4.4 ' if judge == 'poj' else ''}(32-bit Windows)"
    msvc = "Microsoft Visual C++, emulated"
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
            stand_in=f"g++ -m32 ({_BITS}, as MinGW's)",
        ),
        JudgeDialect(
            judge,
            "C++",
            "cpp",
            msvc,
            "C++98 (MSVC)",
            ("-std=gnu++98", *_WINDOWS_CPP),
            "msvc.h",
            emulated=_MSVC,
            lint=True,
            i64_formats=True,
            stand_in=f"g++ -m32 with MSVC's C library declarations ({_BITS}, as MSVC's)",
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
            stand_in=f"gcc -m32 ({_BITS}, as MinGW's)",
        ),
        JudgeDialect(
            judge,
            "C",
            "c",
            msvc,
            "C89 (MSVC)",
            ("-std=gnu89", *_WINDOWS_CPP),
            "msvc.h",
            emulated=_MSVC,
            lint=True,
            i64_formats=True,
            stand_in=f"gcc -m32 with MSVC's C library declarations ({_BITS}, as MSVC's)",
        ),
    ]


def _windows_others(judge: str) -> list[JudgeDialect]:
    """A Windows judge's Java and Pascal options."""
    return [
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


# The dialects of judge's own references (judge verify): strict C++98 for HDU and POJ, strict
# C++11 for the other judges, every warning an error, so that a reference compiles on every
# judge's compiler of its judge.
REFERENCE_DIALECTS: dict[str, JudgeDialect] = {
    "strict": JudgeDialect("strict", "C++98", "cpp", "g++", "C++98 (strict)", STRICT_FLAGS),
    "strict-modern": JudgeDialect(
        "strict-modern", "C++11", "cpp", "g++", "C++11 (strict)", MODERN_STRICT_FLAGS
    ),
}


def judges() -> tuple[str, ...]:
    """The online judges whose compilers the table describes, in its order."""
    return tuple(dict.fromkeys(d.judge for d in JUDGE_DIALECTS))


def dialect_names() -> tuple[str, ...]:
    """Every name `--dialect` takes besides auto and none: each judge, each dialect's id."""
    return (*judges(), *(d.id for d in JUDGE_DIALECTS))


def judge_dialects(judge: str) -> list[JudgeDialect]:
    """The dialects of one judge (its submit form's options), in the table's order."""
    return [d for d in JUDGE_DIALECTS if d.judge == judge]


def check_dialect_name(name: str) -> JudgeDialect:
    """The dialect whose id is `name` (any case); a plain error listing the names `--dialect`
    takes otherwise."""
    found = next((d for d in JUDGE_DIALECTS if d.id == name.lower()), None)
    if found is None:
        known = ", ".join([*dialect_names(), *REFERENCE_DIALECTS])
        raise JudgeError(f"unknown dialect {name!r} (known: {known})")
    return found


def find_dialect(name: str | None, lang: Language, shown: str = "") -> JudgeDialect | None:
    """The dialect `lang` compiles in under `name`: a judge (`hdu`: its default for `lang`,
    None where it has none for it), a dialect's id (`hdu-c++`), a reference dialect, or None
    (the language's own flags). A plain error for an unknown name or another language's."""
    if name is None:
        return None
    if name in REFERENCE_DIALECTS or name in judges():
        candidates = [REFERENCE_DIALECTS[name]] if name in REFERENCE_DIALECTS else []
        candidates += [d for d in judge_dialects(name) if d.language == lang.id and d.default]
        if name in REFERENCE_DIALECTS and candidates[0].language != lang.id:
            raise JudgeError(f"{shown}: the {name} dialect is for C++ sources")
        return candidates[0] if candidates else None
    found = check_dialect_name(name)
    if found.language != lang.id:
        others = [d.id for d in judge_dialects(found.judge) if d.language == lang.id]
        hint = f" (for {lang.name}: {', '.join(others)})" if others else ""
        raise JudgeError(
            f"{shown}: {found.id} is {found.judge.upper()}'s {found.option}, for "
            f"{language(found.language).name} sources, not {lang.name}{hint}"
        )
    return found


@dataclass(frozen=True)
class CompilerLine:
    """One language as a problem's judge compiles it: what a problem page lists."""

    language: str  # the language table's id
    name: str  # the language's name
    option: str  # the judge's option ("G++"), or "" for judge's own defaults
    compiler: str
    standard: str
    flags: tuple[str, ...]
    default: bool  # the one used unless another is chosen
    stand_in: str = ""  # what compiles here in the judge's compiler's place (JudgeDialect's)


def compilers(judge: str | None, chosen: str = "auto") -> list[CompilerLine]:
    """Every language offered in contests as a problem from `judge` (None: judge's own
    problems) compiles it, the one used first, then the judge's other options: what a problem
    page lists (contest web pages, `judge show`). `chosen` is a contest's `dialect` setting:
    `auto` (the problem's judge), `none` (judge's own flags), a judge, or one option's id."""
    if chosen == "none":
        judge = None
    elif chosen in judges():
        judge = chosen
    picked = next((d for d in JUDGE_DIALECTS if d.id == chosen), None)
    if picked is not None:
        judge = picked.judge
    lines = []
    for lang in languages().values():
        if not lang.contest:
            continue
        dialects = [d for d in judge_dialects(judge or "") if d.language == lang.id]
        mine = picked if picked is not None and picked.language == lang.id else None
        used = {d.id: d == mine if mine is not None else d.default for d in dialects}
        dialects.sort(key=lambda d: not used[d.id])
        if not any(used.values()):
            lines.append(_own_line(lang))
        for d in dialects:
            flags = (*(lang.dialect_flags or ()), *d.flags)
            lines.append(
                CompilerLine(
                    *(lang.id, lang.name, d.option, d.compiler, d.standard, flags),
                    *(used[d.id], d.stand_in),
                )
            )
    return lines


def _own_line(lang: Language) -> CompilerLine:
    standard = next((f.split("=", 1)[1] for f in lang.flags if f.startswith("-std=")), "")
    tools = lang.tools.get("compiler", lang.tools.get("python", ()))
    # The placeholder for judge's own interpreter reads as what it is on a page.
    compiler = " or ".join("CPython (judge's own)" if t == JUDGE_PYTHON else t for t in tools)
    return CompilerLine(lang.id, lang.name, "", compiler, standard, lang.flags, True)
