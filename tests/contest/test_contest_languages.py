"""Contests in every language of the table: submitted from the command line with or without
-l, judged in the language submitted (a .py as PyPy when chosen), and the Contest API's
language objects."""

from __future__ import annotations

import json
import os

import pytest

from contest.contest_helpers import ACCEPTED, REPO, new_contest, open_session, sql
from judge.contest.core.submission_language import (
    check_extension,
    contest_languages,
    entry_point,
    language_objects,
    language_of,
    paste_name,
)
from judge.errors import JudgeError
from judge.run.languages.table import language

JAVA = REPO / "solutions" / "hdu_1846" / "accepted" / "Main.java"


def require(lid: str) -> None:
    lang = language(lid)
    if not lang.available():
        why = f"{lang.name} is not installed here (Debian package {lang.debian})"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)


def test_a_contest_judges_each_submission_in_its_language(cli, root):
    require("java")
    require("pypy3")
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    cli("contest", "start", "p1", "--as", "alice")
    java = cli("contest", "submit", "p1", "A", JAVA)
    assert java.exit_code == 0 and ": AC" in java.output, java.output
    pypy = cli("contest", "submit", "p1", "A", ACCEPTED, "--language", "pypy3")
    assert pypy.exit_code == 0 and ": AC" in pypy.output, pypy.output
    python = cli("contest", "submit", "p1", "A", ACCEPTED)
    assert python.exit_code == 0, python.output
    rows = sql(root, "p1", "SELECT language_id, filename FROM submissions ORDER BY id")
    assert rows == [("java", "Main.java"), ("pypy3", "solution.py"), ("python3", "solution.py")]
    wrong = cli("contest", "submit", "p1", "A", ACCEPTED, "-l", "java")
    assert wrong.exit_code == 2 and "solution.py is not a Java file" in wrong.output


def test_the_contest_languages_and_their_api_objects():
    assert list(contest_languages()) == ["python3", "c", "cpp", "java", "kotlin", "pypy3", "pascal"]
    objects = {o["id"]: o for o in language_objects()}
    assert objects["java"] == {
        "id": "java",
        "name": "Java",
        "entry_point_required": False,
        "extensions": ["java"],
        "compiler": {"command": "javac", "args": objects["java"]["compiler"]["args"]},
        "runner": {"command": "java", "args": objects["java"]["runner"]["args"]},
    }
    assert "-XX:+UseSerialGC" in objects["java"]["runner"]["args"]
    assert objects["pypy3"]["entry_point_required"] is True
    assert objects["pypy3"]["entry_point_name"] == "Main file"
    assert objects["pypy3"]["runner"]["command"] == "env"
    assert "compiler" not in objects["python3"]
    assert objects["kotlin"]["extensions"] == ["kt"]


def test_a_sources_language_and_name():
    assert language_of("Main.java") == "java" and language_of("a.PY") == "python3"
    assert language_of("sol.pas") == "pascal" and language_of("x.kt") == "kotlin"
    with pytest.raises(JudgeError, match=r"sol.rs: unknown language \(file extension .rs"):
        language_of("sol.rs")  # Rust is in the table, not among the contest languages
    check_extension("solution.py", "pypy3")
    with pytest.raises(JudgeError, match=r"solution\.py is not a Java file"):
        check_extension("solution.py", "java")
    assert entry_point("pypy3", "a.py") == "a.py" and entry_point("java", "Main.java") is None
    assert paste_name("java") == "Main.java" and paste_name("cpp") == "solution.cpp"


# ------------------------------------------------------------------ after the table changes


def language_rows(root, name: str) -> dict[str, dict]:
    rows = sql(root, name, "SELECT id, data FROM objects WHERE type = 'languages' ORDER BY id")
    return {lid: json.loads(data) for lid, data in rows}


def language_events(root, name: str) -> list[tuple[str, bool]]:
    """(language id, still there) of each language event, in order."""
    rows = sql(
        root, name, "SELECT object_id, data FROM events WHERE type = 'languages' ORDER BY seq"
    )
    return [(lid, data is not None) for lid, data in rows]


def test_a_contests_languages_follow_the_table_each_time_it_is_opened(
    root, clock, language_overrides
):
    new_contest(root, "p1", ["hdu_1846"], "1:00:00", clock)
    open_session(root, "p1", clock).close()
    made = language_rows(root, "p1")
    assert list(made) == sorted(contest_languages()) and len(language_events(root, "p1")) == 7
    open_session(root, "p1", clock).close()  # nothing changed: nothing logged
    assert len(language_events(root, "p1")) == 7
    # This machine's override: Rust offered, C with other flags, Pascal withdrawn.
    language_overrides(
        "rust:\n  contest: true\nc:\n  flags: [-O1, -std=gnu11]\npascal:\n  contest: false\n"
    )
    open_session(root, "p1", clock).close()
    now = language_rows(root, "p1")
    assert set(now) == set(contest_languages()) == set(made) - {"pascal"} | {"rust"}
    assert now["c"]["compiler"]["args"].startswith("-O1 -std=gnu11")
    assert language_events(root, "p1")[7:] == [("c", True), ("rust", True), ("pascal", False)]
    assert now == {o["id"]: o for o in language_objects()}


def test_a_language_withdrawn_stays_while_submissions_use_it(cli, root, language_overrides):
    require("pypy3")
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    cli("contest", "start", "p1", "--as", "alice")
    done = cli("contest", "submit", "p1", "A", ACCEPTED, "--language", "pypy3")
    assert done.exit_code == 0 and ": AC" in done.output, done.output
    language_overrides("pypy3:\n  contest: false\nkotlin:\n  contest: false\n")
    board = cli("contest", "board", "p1")
    assert board.exit_code == 0, board.output
    held = language_rows(root, "p1")
    assert "pypy3" in held and "kotlin" not in held  # a submission names pypy3: kept
    refused = cli("contest", "submit", "p1", "A", ACCEPTED, "--language", "pypy3")
    assert refused.exit_code == 2 and "unknown language 'pypy3'" in refused.output
    assert "Traceback" not in refused.output
