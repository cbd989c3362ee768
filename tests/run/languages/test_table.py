"""The language table read: its keys are `Language`'s fields (kinds, defaults, ranges declared
there once), every mistake one plain error naming the file, the entry and the key, and this
machine's override files merged over it in order."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.run.languages.language import Entry, Language, table_fields
from judge.run.languages.table import (
    SHIPPED,
    SYSTEM_OVERRIDES,
    language,
    languages,
    override_files,
    read_table,
)
from support import run_cli

GO = {
    "name": "Go",
    "extensions": [".go"],
    "tools": {"compiler": ["go"]},
    "compile": ["{compiler}", "build", "-o", "program", "{source}"],
    "output": "program",
    "run": ["{program}"],
    "entry": "binary",
    "version": ["{compiler}", "version"],
    "debian": "golang-go",
}

# A value of the right kind for each kind of field, and one of a wrong kind.
RIGHT = {
    "str": "x",
    "str | None": "java",
    "bool": True,
    "int": 3,
    "tuple[str, ...]": [".x", ".y"],
    "tuple[str, ...] | None": ["-O2"],
    "Mapping[str, tuple[str, ...]]": {"compiler": ["go"]},
    "Mapping[str, str]": {"^EOF$": "the end"},
    "Entry": "binary",
}
WRONG = {
    kind: ({"a": 1} if isinstance(value, (str, bool, int)) else 7) for kind, value in RIGHT.items()
}


def test_an_entry_is_read_by_languages_fields_and_gets_their_defaults():
    [lang] = read_table({"go": GO}, "mine.yaml").values()
    assert (lang.id, lang.name, lang.compiled, lang.debian) == ("go", "Go", True, "golang-go")
    assert lang.entry is Entry.BINARY and lang.tools == {"compiler": ("go",)}
    for key, declared in table_fields().items():
        if key not in GO:
            default = (
                declared.default_factory()
                if declared.default_factory is not dataclasses.MISSING
                else declared.default
            )
            assert getattr(lang, key) == default, key


def test_every_field_says_what_it_means_and_takes_only_its_kind():
    fields = table_fields()
    assert "id" not in fields and set(fields) >= {"name", "flush", "read_past_end"}
    for key, declared in fields.items():
        assert len(declared.metadata["meaning"]) > 20, key
        kind = str(declared.type)
        assert kind in RIGHT, f"{key}: no reader for {kind}"
        entry = {**GO, key: WRONG[kind]}
        with pytest.raises(JudgeError, match=rf"^mine.yaml: go: (field '{key}'|{key}: )"):
            read_table({"go": entry}, "mine.yaml")


def test_an_entrys_mistakes_are_named():
    cases = [
        ({**GO, "speed": "fast"}, r"mine.yaml: go: unknown field\(s\) speed"),
        ({**GO, "entry": "main"}, "field 'entry' must be one of binary, source, class$"),
        ({**GO, "out_of_memory": ["(unclosed"]}, "is not a regular expression"),
        ({**GO, "read_past_end": {"(x": "y"}}, "read_past_end: '\\(x' is not a regular"),
        ({**GO, "runtime_memory": -1}, "field 'runtime_memory' must be at least 0, got -1"),
        ({**GO, "threads": True}, "field 'threads' must be an integer, got True"),
        ({**GO, "extensions": ["go"]}, "field 'extensions' must list file extensions"),
        ({**GO, "extensions": []}, "field 'extensions' must list file extensions"),
        ({**GO, "judge_limits": "c"}, "field 'judge_limits' must be java"),
        ({k: v for k, v in GO.items() if k != "output"}, "a compiled language needs 'output'"),
        ({k: v for k, v in GO.items() if k != "name"}, "go: missing field 'name'"),
        ({**GO, "run": ["{runner}"]}, r"run: \{runner\} is neither a tool of 'tools'"),
        ({**GO, "tools": {"compiler": "go"}}, "field 'compiler' must be a list"),
    ]
    for entry, message in cases:
        with pytest.raises(JudgeError, match=message):
            read_table({"go": entry}, "mine.yaml")
    with pytest.raises(JudgeError, match="language id 'Go!'"):
        read_table({"Go!": GO}, "mine.yaml")
    with pytest.raises(JudgeError, match=r"mine\.yaml: the language table is empty"):
        read_table({}, "mine.yaml")


def test_the_shipped_tables_every_check_passes_its_expressions_too():
    # A start reads the shipped table without compiling its regular expressions (they are
    # checked here); an override file's are compiled as it is read.
    from judge.documents import read_yaml

    checked = read_table(read_yaml(SHIPPED), SHIPPED)
    assert checked == languages()
    bad = {"c": {**read_yaml(SHIPPED)["c"], "out_of_memory": ["(unclosed"]}}
    with pytest.raises(JudgeError, match="is not a regular expression"):
        read_table(bad, "mine.yaml")
    assert read_table(bad, "mine.yaml", shipped=True)["c"].out_of_memory == ("(unclosed",)


def test_the_shipped_table_reads_and_its_languages_are_found_by_extension():
    from judge.run.languages.table import by_extension

    assert [lid for lid, lang in languages().items() if lang.contest] == [
        "python3",
        "c",
        "cpp",
        "java",
        "kotlin",
        "pypy3",
        "pascal",
    ]
    assert by_extension(".py").id == "python3" and by_extension(".PAS").id == "pascal"
    assert by_extension(".txt") is None
    assert language("java").entry is Entry.CLASS and language("kotlin").judge_limits == "java"
    assert language("java").runtime_bytes == 64 * 2**20
    for lang in languages().values():  # every language tells a learner how it flushes
        assert lang.flush, lang.id


# ------------------------------------------------------------------ overrides


def test_overrides_change_fields_add_entries_and_go_in_order(language_overrides):
    first = language_overrides(
        "c:\n  flags: [-O1]\n  tools: {linter: [/bin/true]}\n"
        "go:\n" + "".join(f"  {k}: {v!r}\n" for k, v in GO.items()).replace("'", '"')
    )
    second = language_overrides(
        "c:\n  flags: [-O3, -march=native]\n  contest: false\nrust:\n  flags: null\n"
    )
    table = languages()
    c = table["c"]
    assert c.flags == ("-O3", "-march=native") and not c.contest
    assert c.tools == {
        "compiler": ("gcc", "cc", "clang"),
        "linter": ("/bin/true",),
    }  # merged by key
    assert table["rust"].flags == ()  # null: back to the field's default
    assert list(table)[-1] == "go" and table["go"].name == "Go"
    assert override_files() == [first, second]


def test_an_override_is_checked_naming_its_file_and_key(language_overrides):
    path = language_overrides("cpp:\n  flags: -O2\n")
    with pytest.raises(JudgeError, match=rf"^{path}: cpp: field 'flags' must be a list"):
        languages()


def test_an_overrides_unknown_key_is_refused(language_overrides):
    path = language_overrides("c:\n  flag: [-O1]\n")
    with pytest.raises(JudgeError, match=rf"^{path}: c: unknown field\(s\) flag \(known: "):
        languages()


def test_a_new_entry_in_an_override_must_be_whole(language_overrides):
    path = language_overrides("go:\n  name: Go\n")
    with pytest.raises(JudgeError, match=rf"^{path}: go: missing field 'extensions'"):
        languages()


def test_an_override_naming_no_mapping_or_a_missing_file_is_refused(
    language_overrides, monkeypatch
):
    path = language_overrides("- c\n")
    with pytest.raises(JudgeError, match=rf"^{path}: expected a mapping of language ids"):
        languages()
    monkeypatch.setenv("JUDGE_LANGUAGES", "/nonexistent/languages.yaml")
    languages.cache_clear()
    with pytest.raises(JudgeError, match=r"^/nonexistent/languages\.yaml: missing"):
        languages()


def test_the_usual_override_files_are_etc_then_the_users(tmp_path, monkeypatch):
    monkeypatch.delenv("JUDGE_LANGUAGES")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    users = tmp_path / "judge" / "languages.yaml"
    expected = [SYSTEM_OVERRIDES] if SYSTEM_OVERRIDES.is_file() else []
    assert override_files() == expected
    users.parent.mkdir()
    users.write_text("c:\n  contest: false\n")
    assert override_files() == [*expected, users]
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert override_files() == expected  # ~/.config/judge/languages.yaml: none there


def test_judge_run_follows_an_override_and_rebuilds_on_a_changed_flag(tmp_path, language_overrides):
    from conftest import FIXTURES

    source = tmp_path / "sum.c"
    source.write_text(
        '#include <stdio.h>\nint main(void){long a,b;while(scanf("%ld %ld",&a,&b)==2)'
        'printf("%ld\\n",a+b+OFFSET);return 0;}\n'
    )
    language_overrides("c:\n  flags: [-O2, -DOFFSET=0]\n")
    assert run_cli("run", "aplusb", source, root=FIXTURES).exit_code == 0
    language_overrides("c:\n  flags: [-O2, -DOFFSET=1]\n")
    result = run_cli("run", "aplusb", source, root=FIXTURES)
    assert result.exit_code == 1 and "WA" in result.output  # built again, with the new flag
    language_overrides("c:\n  flags: [-O2, -DOFFSET=0, -Wbogus-flag-of-no-compiler]\n")
    result = run_cli("run", "aplusb", source, root=FIXTURES)
    assert "CE" in result.output


def test_doctor_names_the_table_and_the_override_files_it_read(language_overrides, monkeypatch):
    from judge.run.features import table_features

    table, overrides = table_features()
    assert table.name == "language table" and table.detail == str(SHIPPED)
    assert overrides.name == "language overrides" and overrides.detail.startswith("none")
    path = language_overrides("c:\n  contest: false\n")
    second = language_overrides("rust:\n  contest: true\n")
    assert table_features()[1].detail == f"read {path}, then {second} (named by JUDGE_LANGUAGES)"
    monkeypatch.delenv("JUDGE_LANGUAGES")
    monkeypatch.setenv("XDG_CONFIG_HOME", "/nonexistent")
    shown = table_features()[1].detail
    assert shown.startswith("none") and "/nonexistent/judge/languages.yaml" in shown


def test_a_broken_override_is_one_plain_message_from_the_command_line(language_overrides):
    from conftest import FIXTURES

    path = language_overrides("c:\n  runtime_memory: lots\n")
    result = run_cli(
        "run", "aplusb", FIXTURES / "problems" / "aplusb" / "solution.py", root=FIXTURES
    )
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert f"{path}: c: field 'runtime_memory' must be an integer" in result.output


def test_language_is_a_plain_error_for_an_unknown_id():
    with pytest.raises(JudgeError, match=r"unknown language 'cobol' \(known: python3, c, cpp"):
        language("cobol")
    assert isinstance(language("c"), Language) and Path(SHIPPED).is_file()
