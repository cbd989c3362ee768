"""A package's source files are read as the language their extension names in problemtools'
languages.yaml and the format's language list (appendix/languages.md): each extension of a
language judge runs is that language, each of a language judge does not run is named, so that
the program is reported as skipped by its language, never as an unknown file."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.kattis.programs import kattis_ids, language_of

# problemtools' config/languages.yaml (`files`) for the languages judge runs, and the
# language list of the format's 2025-09 edition.
RUN_HERE = {
    ".c": "C",
    ".cc": "C++",
    ".C": "C++",
    ".cpp": "C++",
    ".cxx": "C++",
    ".c++": "C++",
    ".java": "Java",
    ".kt": "Kotlin",
    ".pas": "Pascal",
    ".py": "Python 3",
    ".py3": "Python 3",
    ".rb": "Ruby",
    ".rs": "Rust",
}
NOT_RUN = {
    ".py2": "Python 2",
    ".go": "Go",
    ".cs": "C#",
    ".js": "JavaScript",
    ".hs": "Haskell",
    ".fs": "F#",
    ".ml": "OCaml",
    ".php": "PHP",
    ".scala": "Scala",
    ".sc": "Scala",
    ".lisp": "Common Lisp",
    ".cl": "Common Lisp",
    ".pl": "Prolog",
    ".cob": "COBOL",
    ".m": "Objective-C",
    ".ts": "TypeScript",
    ".swift": "Swift",
    ".adb": "Ada",
    ".ads": "Ada",
    ".rkt": "Racket",
}


@pytest.mark.parametrize("extension, name", sorted(RUN_HERE.items()))
def test_each_extension_of_a_language_judge_runs_is_that_language(tmp_path, extension, name):
    source = tmp_path / f"sol{extension}"
    source.write_text("")
    assert language_of(source) == name
    assert name in kattis_ids()  # a language of the table: judge builds and runs it


@pytest.mark.parametrize("extension, name", sorted(NOT_RUN.items()))
def test_each_extension_of_another_language_is_named(tmp_path, extension, name):
    source = tmp_path / f"sol{extension}"
    source.write_text("")
    assert language_of(source) == name
    assert name not in kattis_ids()


def test_a_python_file_with_a_python2_shebang_is_python_2(tmp_path):
    source = tmp_path / "old.py"
    source.write_text("#!/usr/bin/env python2\nprint 1\n")
    assert language_of(source) == "Python 2"
    assert language_of(Path(tmp_path / "none.h")) is None
