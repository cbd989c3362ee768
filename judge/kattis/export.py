"""`judge export`: our problems as Kattis problem packages (legacy, 2023-07 or 2025-09), for
DOMjudge, problemtools and BAPCtools.

One package per problem, in a folder named by the problem id without its underscore (package
names are [a-z0-9]+): `hdu_2516` -> `hdu2516/`.

- `problem.yaml`: name, source (+ url), uuid (derived from the source url, so re-exports keep
  it), license `unknown` (the originals' terms are not known), keywords, limits (memory; the
  time limit: 2023-07 and 2025-09 `limits.time_limit`, a whole number of seconds as 2025-09's
  default `time_resolution` wants; legacy has no key for it: `.timelimit` holds it, as
  DOMjudge and Kattis read it, and `time_multiplier: 2` makes problemtools' inferred limit
  agree whenever the slowest accepted submission takes at most half the limit, the margin
  `judge verify`'s timing check demands), the output validation.
- statement without the samples (judge.kattis.statement): legacy and 2025-09 LaTeX (BAPCtools
  reads no other), 2023-07 Markdown; in
  English, and in Chinese too when the problem has statement.zh.md (`problem.en.*` and
  `problem.zh.*`). The name in each language: English only, `title`, without a Chinese
  statement; with one, `title_en` (else `title`) and `title_zh` (else `title`): 2023-07's
  `name` becomes the map `{en: ..., zh: ...}` (the spec wants exactly the statements'
  languages), legacy's stays one string (the English name; the spec has no map there) and
  each LaTeX statement's \\problemname gives its language's, as problemtools reads it.
- `data/sample/` from the sample cases, `data/secret/` from the others, numbered in case order
  (the spec judges in lexicographic order). A problem with subtasks is a scoring package:
  a group of `secret` for each subtask (`secret/1-small`, in problem.yaml's order, each after
  those it depends on), scored as ours are (`_write_subtasks`); refused, naming what, where
  a case is in no subtask or (2023-07, 2025-09: integer max_score) points are not whole.
- `input_validators/validate.py`: our validator.py with a Kattis entry point (exit 42 accepts,
  43 rejects, the reason on stderr).
- output validation: our `hdu` checker becomes the default validator with `case_sensitive`
  (HDU compares exactly; Kattis has no presentation error, so answers whose tokens are right
  in another layout are accepted, as Kattis' default validator does); `tokens` the default
  validator; `float` the default validator with its tolerances; `custom` (HDU 2177) an output
  validator program: our checker.py with the Kattis interface (exit 42/43, judgemessage.txt
  says why; a presentation error is accepted, with a judge message saying so).
- `submissions/`: the references (Python, and C++ where the problem has one) and
  solutions/<id>/accepted in accepted/, wrong_answer/,
  time_limit_exceeded/, runtime_error/ and memory_limit_exceeded/ in run_time_error/ (Kattis
  has no MLE: a program over the memory limit crashes), every source file of a language of the
  spec's table (Python, C, C++, Java, ...); presentation_error/ and output_limit_exceeded/ have
  no Kattis folder and are left out, as is brute/.
- `include/`: a function problem's included files (its folder's `include/<code>/` and, from
  2023-07, `include/default/`), as they are.
- `--zip`: `<name>.zip` with the package's files at its root, as DOMjudge imports it (the zip's
  base name becomes the problem's short name), plus `problem.txt`, the statement with samples,
  which DOMjudge shows teams.

A Kattis package given to `judge export` (a folder or a zip) is written as it is, in its own
format version: judge judges both versions but does not convert between them.
"""

from __future__ import annotations

import shutil
import uuid
import zipfile
from collections.abc import Sequence
from pathlib import Path

import yaml

from judge.errors import JudgeError
from judge.judging.included import DEFAULT
from judge.judging.problem import Case
from judge.kattis.package import KattisProblem
from judge.kattis.programs import language_of
from judge.kattis.statement import split_statement, to_latex
from judge.problemset.cpp_reference import reference_path
from judge.problemset.problem import Problem, load_cases, statement, statement_file
from judge.problemset.subtasks import Scoring

FORMATS = ("legacy", "2023-07", "2025-09")
# What problem.yaml declares for each format but legacy.
FORMAT_VERSIONS = {"2023-07": "2023-07-draft", "2025-09": "2025-09"}
TIME_MULTIPLIER = 2  # legacy: slowest accepted x this, rounded up to whole seconds = our limit
FOLDERS = {
    "accepted": "accepted",
    "wrong_answer": "wrong_answer",
    "time_limit_exceeded": "time_limit_exceeded",
    "runtime_error": "run_time_error",
    "memory_limit_exceeded": "run_time_error",
}
NO_PE_NOTE = {
    "en": "In this package (the Kattis problem package format, which has no presentation "
    "error), an output with the right answers in another layout is accepted.",
    "zh": "本题包采用 Kattis 题目包格式，该格式没有“格式错误”（Presentation Error）这一结果："
    "答案正确而排版不同的输出判为正确。",
}


# zlib's fastest level: zipping every problem's exported package (69 MiB, mostly text test
# data) takes 3 to 6 times less than at its default level, 6, for archives 10% larger
# (bench/export_zip.py: 2.2 s against 7.3 s, 29.3 MiB against 26.5).
ZIP_LEVEL = 1


def package_name(problem: Problem) -> str:
    """The package's name: the id's letters and digits, lower case (`hdu_2516` -> `hdu2516`)."""
    return "".join(ch for ch in problem.id.lower() if ch.isalnum())


def problem_uuid(problem: Problem) -> str:
    """uuid5 of the problem's source url (or judge/id): the same on every export."""
    key = problem.source.url or f"{problem.source.judge}/{problem.source.id}"
    return str(uuid.uuid5(uuid.NAMESPACE_URL, key))


def statement_languages(problem: Problem) -> tuple[str, ...]:
    """The languages the package's statement is written in: English, and Chinese when the
    problem has statement.zh.md."""
    has_zh = statement_file(problem, "zh") != problem.statement_path
    return ("en", "zh") if has_zh else ("en",)


def package_names(problem: Problem) -> dict[str, str]:
    """The problem's name in each of its statement languages: `title` alone when English is
    the only one (as the export always wrote it); with Chinese, `title_en` and `title_zh`,
    each falling back on `title` (Chinese for the originals, English for the play_* ones)."""
    if statement_languages(problem) == ("en",):
        return {"en": problem.title}
    return {"en": problem.title_en or problem.title, "zh": problem.title_zh or problem.title}


def validator_flags(problem: Problem) -> list[str]:
    """The default output validator's flags for our checker (custom: none)."""
    if problem.checker == "hdu":
        return ["case_sensitive"]
    if problem.checker == "float":
        options = problem.checker_options
        return [
            "float_absolute_tolerance",
            repr(float(options.get("abs", 1e-6))),
            "float_relative_tolerance",
            repr(float(options.get("rel", 1e-6))),
        ]
    return []


def _yaml(data: dict) -> str:
    return yaml.safe_dump(
        data, allow_unicode=True, sort_keys=False, default_flow_style=False, width=100
    )


def problem_yaml(problem: Problem, fmt: str) -> str:
    """problem.yaml of the package in format `fmt` (legacy, 2023-07 or 2025-09)."""
    source = f"{problem.source.judge} {problem.source.id}"
    memory = (
        int(problem.memory_limit)
        if float(problem.memory_limit).is_integer()
        else problem.memory_limit
    )
    names = package_names(problem)
    if fmt == "legacy":
        # Legacy `name` is one string; each LaTeX statement's \problemname names its language.
        data: dict = {"name": names["en"], "uuid": problem_uuid(problem), "source": source}
        if problem.source.url:
            data["source_url"] = problem.source.url
        data["license"] = "unknown"
        if problem.subtasks is not None:
            data["type"] = "scoring"
        data["keywords"] = " ".join(problem.tags)
        data["limits"] = {"time_multiplier": TIME_MULTIPLIER, "memory": memory}
        if problem.checker == "custom" or problem.interactor:
            data["validation"] = "custom interactive" if problem.interactor else "custom"
        flags = [] if problem.interactor else validator_flags(problem)
        if flags:
            data["validator_flags"] = " ".join(flags)
        return _yaml(data)
    data = {
        "problem_format_version": FORMAT_VERSIONS[fmt],
        "type": "interactive"
        if problem.interactor
        else "scoring"
        if problem.subtasks
        else "pass-fail",
        "name": names if len(names) > 1 else names["en"],
        "uuid": problem_uuid(problem),
        "source": {"name": source, "url": problem.source.url} if problem.source.url else source,
        "license": "unknown",
        "keywords": list(problem.tags),
        "limits": {"time_limit": problem.time_limit, "memory": memory},
    }
    limit = problem.time_limit
    if fmt == "2025-09" and not float(limit).is_integer():
        # 2025-09: a whole number of time_resolution steps (default 1 s): one step here.
        data["limits"] = {"time_limit": limit, "time_resolution": limit, "memory": memory}
    return _yaml(data)


_VALIDATOR_MAIN = """

# ---------------------------------------------------------------------------------------------
# Kattis input validator entry point (added by `judge export`): the input on standard input;
# exit 42 when validate() accepts it, 43 (the reason on standard error) when it does not.
if __name__ == "__main__":
    import sys as _sys

    try:
        _text = _sys.stdin.buffer.read().decode("utf-8")
        validate(_text)
    except (ValueError, UnicodeDecodeError) as _reason:
        print(f"invalid input: {_reason}", file=_sys.stderr)
        _sys.exit(43)
    _sys.exit(42)
"""

_CHECKER_MAIN = """

# ---------------------------------------------------------------------------------------------
# Kattis output validator entry point (added by `judge export`):
#   validate.py input_file answer_file feedback_dir [flags] < team_output
# exit 42 accepts, 43 rejects; feedback_dir/judgemessage.txt says why. The Kattis format has no
# presentation error: an output check() calls PE (right answers, another layout) is accepted,
# with a judge message saying what HDU would have said.
if __name__ == "__main__":
    import os as _os
    import sys as _sys

    def _read(path):
        with open(path, "rb") as _file:
            return _file.read().decode("utf-8", errors="replace")

    _input, _answer = _read(_sys.argv[1]), _read(_sys.argv[2])
    _output = _sys.stdin.buffer.read().decode("utf-8", errors="replace")
    _verdict, _message = check(_input, _answer, _output)
    _verdict = str(getattr(_verdict, "value", _verdict))
    if _verdict == "PE":
        _message = "accepted; HDU would answer Presentation Error: " + str(_message)
    if _message:
        with open(_os.path.join(_sys.argv[3], "judgemessage.txt"), "w", encoding="utf-8") as _file:
            _file.write(str(_message) + "\\n")
    if _verdict not in ("AC", "WA", "PE"):
        print(f"check() returned {_verdict!r}", file=_sys.stderr)
        _sys.exit(1)
    _sys.exit(43 if _verdict == "WA" else 42)
"""


def _program(source: Path, main: str) -> str:
    text = source.read_text(encoding="utf-8")
    if "__main__" in text:
        raise JudgeError(f"{source}: has its own __main__ block; export appends one")
    return text.rstrip("\n") + "\n" + main


_BUNDLE_HEAD = """\
# The interactor, with the modules it imports from beside it carried inside (added by
# `judge export`): an output validator is one program, and problemtools runs each file of the
# folder as one. Carried: {names}.
import sys as _sys
import types as _types

for _name, _source in {sources!r}.items():
    _module = _types.ModuleType(_name)
    exec(compile(_source, _name + ".py", "exec"), _module.__dict__)
    _sys.modules[_name] = _module

"""


def _bundled(interactor: Path, helpers: tuple[str, ...]) -> str:
    """A Python interactor and the Python modules it imports (files beside it), as one file."""
    if interactor.suffix != ".py" or any(not name.endswith(".py") for name in helpers):
        raise JudgeError(
            f"{interactor}: interactor_files are carried into a Python interactor only"
        )
    sources = {
        Path(name).stem: (interactor.parent / name).read_text(encoding="utf-8") for name in helpers
    }
    names = ", ".join(helpers)
    return _BUNDLE_HEAD.format(names=names, sources=sources) + interactor.read_text(
        encoding="utf-8"
    )


def export_problem(problem: Problem, target: Path, fmt: str = "legacy") -> Path:
    """Write the package of `problem` into target/<name>/ (replacing it) and return it."""
    if fmt not in FORMATS:
        raise JudgeError(f"--format must be one of {', '.join(FORMATS)}, got {fmt!r}")
    if problem.file_io:  # the format has no file I/O: a package would judge another problem
        keys = [
            k
            for k, v in (
                ("input_file", problem.file_io.input),
                ("output_file", problem.file_io.output),
            )
            if v
        ]
        raise JudgeError(
            f"{problem.path / 'problem.yaml'}: {' and '.join(keys)}: a Kattis package's "
            "solutions read standard input and write standard output, so a problem whose "
            "solutions read and write files cannot be exported to one"
        )
    folder = target / package_name(problem)
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / "problem.yaml").write_text(problem_yaml(problem, fmt), encoding="utf-8")
    if fmt == "legacy":
        (folder / ".timelimit").write_text(f"{problem.time_limit:g}\n")

    write_statements(problem, folder, fmt)
    _write_data(problem, folder, fmt)
    _write_validators(problem, folder, fmt)
    _write_submissions(problem, folder)
    _write_included(problem, folder, fmt)
    return folder


def _write_included(problem: Problem, folder: Path, fmt: str) -> None:
    """A function problem's include/<code>/ (and include/default/) as they are: the spec's
    folders, judged the same way. Legacy has no include/default/ (refused, naming it)."""
    if problem.included is None:
        return
    if fmt == "legacy" and problem.included.files.get(DEFAULT):
        raise JudgeError(
            f"{problem.path / 'include' / DEFAULT}: the legacy format has no include/default/ "
            "(files for every language came with 2023-07): export with --format 2023-07"
        )
    for code, files in problem.included.files.items():
        for name, data in files.items():
            path = folder / "include" / code / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)


def write_statements(problem: Problem, folder: Path, fmt: str) -> None:
    """The statement in each language of `statement_languages`, without its samples:
    problem_statement/problem.<lang>.tex (legacy), statement/problem.<lang>.md (2023-07) or
    statement/problem.<lang>.tex (2025-09: BAPCtools reads LaTeX statements only)."""
    names = package_names(problem)
    where = folder / ("problem_statement" if fmt == "legacy" else "statement")
    where.mkdir()
    for lang in statement_languages(problem):
        _, body = split_statement(statement(problem, lang))
        body = body.rstrip("\n") + "\n\n" + NO_PE_NOTE[lang] + "\n"
        if fmt in ("legacy", "2025-09"):
            text = to_latex(names[lang], body, lang)
            (where / f"problem.{lang}.tex").write_text(text, encoding="utf-8")
        else:
            (where / f"problem.{lang}.md").write_text(body, encoding="utf-8")


def _write_cases(where: Path, chosen: Sequence[Case]) -> None:
    """`chosen` into the group folder `where`, numbered in case order."""
    where.mkdir(parents=True)
    width = max(2, len(str(len(chosen))))
    for number, case in enumerate(chosen, 1):
        stem = where / f"{number:0{width}d}-{case.name}"
        stem.with_suffix(".in").write_text(case.input, encoding="utf-8")
        stem.with_suffix(".ans").write_text(case.output, encoding="utf-8")


def _write_data(problem: Problem, folder: Path, fmt: str) -> None:
    """data/sample and data/secret, numbered in case order (a problem with subtasks: a group
    of secret for each); the default validator's flags."""
    cases = load_cases(problem)
    samples = [c for c in cases if c.sample]
    secret = [c for c in cases if not c.sample]
    _write_cases(folder / "data" / "sample", samples)
    settings: dict[str, dict] = {"sample": {}, "secret": {}}
    if problem.subtasks is None:
        _write_cases(folder / "data" / "secret", secret)
    else:
        settings.update(_write_subtasks(problem.subtasks, cases, folder / "data", fmt))
    flags = [] if problem.interactor else validator_flags(problem)
    if fmt != "legacy" and flags:
        # The 2023-07 and 2025-09 specs' place for the default validator's arguments is
        # test_group.yaml (output_validator_args) of sample and secret; problemtools reads
        # 2023-07's from testdata.yaml, which 2025-09 no longer has.
        for group in ("sample", "secret"):
            settings[group] = {**settings[group], "output_validator_args": flags}
    for group, data in settings.items():
        if data:
            name = "testdata.yaml" if fmt == "legacy" else "test_group.yaml"
            (folder / "data" / group / name).write_text(_yaml(data), encoding="utf-8")
    if fmt == "2023-07" and flags:
        (folder / "data" / "testdata.yaml").write_text(
            _yaml({"output_validator_flags": " ".join(flags)}), encoding="utf-8"
        )


def _write_subtasks(
    scoring: Scoring, cases: Sequence[Case], data: Path, fmt: str
) -> dict[str, dict]:
    """A group of data/secret for each subtask, in problem.yaml's order (`1-small`, ...:
    groups are judged by name), holding the cases of its patterns; the settings of each
    group (by its path under data/) that score it as our subtasks are scored. 2023-07 and
    2025-09: `max_score` the points, pass-fail (all or nothing), `require_pass` the groups
    it depends on. Legacy (which has no dependencies): the cases of the subtasks it depends
    on copied in too, each group's `accept_score` its points with `min` (problemtools'
    oddecho), secret summing them and accepting a run that earns any."""
    groups = _subtask_groups(scoring, cases, fmt)
    members = scoring.needed(cases) if fmt == "legacy" else scoring.members(cases)
    settings: dict[str, dict] = {}
    for subtask in scoring.subtasks:
        group = groups[subtask.name]
        _write_cases(data / group, [cases[n] for n in members[subtask.name]])
        if fmt == "legacy":
            settings[group] = {
                "on_reject": "break",
                "accept_score": subtask.points,
                "range": f"0 {subtask.points:g}",
                "grader_flags": "min",
            }
        else:
            settings[group] = {"max_score": int(subtask.points)}
            if subtask.depends:
                settings[group]["require_pass"] = [groups[d] for d in subtask.depends]
    total = f"0 {scoring.max_score:g}"
    if fmt == "legacy":
        settings[""] = {"on_reject": "continue", "range": total, "grader_flags": "ignore_sample"}
        settings["sample"] = {
            "on_reject": "continue",
            "accept_score": 0,
            "range": "0 0",
            "grader_flags": "first_error",
        }
        settings["secret"] = {
            "on_reject": "continue",
            "range": total,
            "grader_flags": "first_error accept_if_any_accepted",
        }
    else:
        settings["secret"] = {"max_score": int(scoring.max_score)}
    return settings


def _subtask_groups(scoring: Scoring, cases: Sequence[Case], fmt: str) -> dict[str, str]:
    """Each subtask's group under data/ (`secret/1-small`); a JudgeError naming what is not
    exported where a package cannot hold the subtasks as they are."""
    where = f"{scoring.path}: scoring"
    secret = {n for n, case in enumerate(cases) if not case.sample}
    covered = set().union(*scoring.members(cases).values())
    left = [cases[n].name for n in sorted(secret - covered)]
    if left:
        raise JudgeError(
            f"{where}: case {left[0]!r} is in no subtask, and a Kattis scoring package scores "
            "every secret case in a group of it: not exported"
        )
    if fmt != "legacy":
        odd = [s.name for s in scoring.subtasks if not float(s.points).is_integer()]
        if odd:
            raise JudgeError(
                f"{where}: subtask {odd[0]!r}: points that are not whole numbers are not "
                f"exported in the {fmt} format (its max_score is an integer): export it "
                "with --format legacy"
            )
    order = _dependencies_first(scoring)
    width = len(str(len(order)))
    return {name: f"secret/{k:0{width}d}-{name}" for k, name in enumerate(order, 1)}


def _dependencies_first(scoring: Scoring) -> list[str]:
    """The subtasks' names in problem.yaml's order, each moved after those it depends on (a
    group's require_pass names earlier groups only)."""
    by_name = {subtask.name: subtask for subtask in scoring.subtasks}
    order: list[str] = []

    def place(name: str) -> None:
        if name not in order:
            for before in by_name[name].depends:
                place(before)
            order.append(name)

    for subtask in scoring.subtasks:
        place(subtask.name)
    return order


def _write_validators(problem: Problem, folder: Path, fmt: str) -> None:
    """The input validator; the output validator (the interactor, or our custom checker)."""
    validator = problem.path / "validator.py"
    if validator.is_file():
        (folder / "input_validators").mkdir()
        (folder / "input_validators" / "validate.py").write_text(
            _program(validator, _VALIDATOR_MAIN), encoding="utf-8"
        )
    if problem.interactor_path is not None:  # the interactor is the output validator, as is
        where = folder / ("output_validators/interactor" if fmt == "legacy" else "output_validator")
        where.mkdir(parents=True)
        if problem.interactor_files:
            (where / problem.interactor_path.name).write_text(
                _bundled(problem.interactor_path, problem.interactor_files), encoding="utf-8"
            )
        else:
            shutil.copyfile(problem.interactor_path, where / problem.interactor_path.name)
    elif problem.checker == "custom":
        where = folder / ("output_validators" if fmt == "legacy" else "output_validator")
        where.mkdir()
        (where / "validate.py").write_text(
            _program(problem.path / "checker.py", _CHECKER_MAIN), encoding="utf-8"
        )


def _write_submissions(problem: Problem, folder: Path) -> None:
    """submissions/: the references and our solutions, each in its Kattis folder."""
    submissions = folder / "submissions"
    (submissions / "accepted").mkdir(parents=True)
    shutil.copyfile(problem.solution_path, submissions / "accepted" / problem.solution_path.name)
    cpp = reference_path(problem)
    if cpp.is_file():
        shutil.copyfile(cpp, submissions / "accepted" / cpp.name)
    for ours, theirs in FOLDERS.items():
        source = problem.solutions_dir / ours
        if not source.is_dir():
            continue
        for file in sorted(source.iterdir()):
            if file.is_file() and language_of(file) is not None:
                (submissions / theirs).mkdir(exist_ok=True)
                if (submissions / theirs / file.name).exists():
                    raise JudgeError(f"{file}: two submissions named {file.name} in {theirs}/")
                shutil.copyfile(file, submissions / theirs / file.name)


def zip_package(problem: Problem, folder: Path) -> Path:
    """<folder>.zip: the package's files at the zip's root, as DOMjudge's problem import takes
    them, and problem.txt (the statement with its samples) for DOMjudge to show teams."""
    archive = folder.with_suffix(".zip")
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=ZIP_LEVEL) as out:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                out.write(path, path.relative_to(folder).as_posix())
        out.writestr("problem.txt", statement(problem))
    return archive


def export_package(problem: KattisProblem, target: Path, fmt: str | None = None) -> Path:
    """A Kattis package written as it is into target/<name>/ (replacing it); `fmt`, when
    given, must be its own format version."""
    if fmt is not None and fmt != str(problem.format):
        raise JudgeError(
            f"{problem.path}: a {problem.format} package; judge does not convert packages "
            f"between format versions (drop --format {fmt})"
        )
    folder = target / problem.id
    if folder.resolve() == problem.path.resolve():
        raise JudgeError(f"{folder}: is the package itself; export it into another folder")
    if folder.exists():
        shutil.rmtree(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:
        shutil.copytree(problem.path, folder)
    except (OSError, shutil.Error) as exc:
        raise JudgeError(f"{folder}: cannot write the package: {exc}") from None
    return folder


def zip_folder(folder: Path) -> Path:
    """<folder>.zip: a package's files at the zip's root, as DOMjudge's problem import takes
    them."""
    archive = folder.with_suffix(".zip")
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=ZIP_LEVEL) as out:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                out.write(path, path.relative_to(folder).as_posix())
    return archive
