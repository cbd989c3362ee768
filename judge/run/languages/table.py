"""The language table: languages.yaml (beside this module), then this machine's override files,
read once, merged and checked; the languages looked up by id and by file extension.

An entry's keys are `Language`'s fields (judge.run.languages.language): what each means, the
kind of value it takes and its default are declared there once, and read here from the
annotation and the field's metadata. An unknown key, a value of the wrong kind or out of
range, or an entry that cannot run (a compiler that leaves nothing named, a command with a
placeholder nothing fills) is one plain error naming the file, the entry and the key.

The override files change fields of existing entries (tool paths, flags, `contest: false`) or
add entries: /etc/judge/languages.yaml, then the user's ($XDG_CONFIG_HOME/judge/languages.yaml,
by default ~/.config/judge/languages.yaml), each over what came before; `JUDGE_LANGUAGES`
names the files to read instead (separated by `:`; empty: none). A mapping field (`tools`)
is merged key by key; any other field is replaced; a key given null is back to its default.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from judge.cachedir import default_cache_dir
from judge.documents import Fields, read_yaml
from judge.errors import JudgeError
from judge.run.languages.language import (
    COMMAND_PLACEHOLDERS,
    Entry,
    Language,
    placeholders,
    table_fields,
)

SHIPPED = Path(__file__).with_name("languages.yaml")
SELF_TESTS = Path(__file__).with_name("selftest")  # each language's small program, ID.EXT
SYSTEM_OVERRIDES = Path("/etc/judge/languages.yaml")
ENVIRONMENT = "JUDGE_LANGUAGES"  # the override files to read instead of the usual ones
_ID = re.compile(r"[a-z][a-z0-9]*")
_COMMANDS = ("compile", "run", "version", "limit_flags")
_RESET = object()  # a key given null in an override: back to the field's default


def _words(fields: Fields, key: str) -> tuple[str, ...]:
    value = fields.get(key, list)
    if all(type(word) is str for word in value):
        return tuple(value)
    if not all(isinstance(word, (str, int)) and not isinstance(word, bool) for word in value):
        fields.fail(f"field '{key}' must be a list of strings")
    return tuple(str(word) for word in value)  # a number written unquoted (`2021`) is a word


def _named_words(fields: Fields, key: str) -> dict[str, tuple[str, ...]]:
    inner = Fields(fields.get(key, dict), fields.path, f"{fields.where}{key}: ")
    return {str(name): _words(inner, name) for name in inner.data}


def _texts(fields: Fields, key: str) -> dict[str, str]:
    inner = Fields(fields.get(key, dict), fields.path, f"{fields.where}{key}: ")
    return {str(name): inner.get(name, str) for name in inner.data}


def _entry(fields: Fields, key: str) -> Entry:
    try:
        return Entry(fields.get(key, str))
    except ValueError:
        kinds = ", ".join(e.value for e in Entry if e is not Entry.COMMAND)
        fields.fail(f"field '{key}' must be one of {kinds}")


# How a value of each kind of field is read: by the field's annotation, as `Language` writes it.
_READERS: dict[str, Callable[[Fields, str], Any]] = {
    "str": lambda fields, key: fields.get(key, str),
    "str | None": lambda fields, key: fields.get(key, str),
    "bool": lambda fields, key: fields.get(key, bool),
    "int": lambda fields, key: fields.get(key, int),
    "tuple[str, ...]": _words,
    "tuple[str, ...] | None": _words,
    "Mapping[str, tuple[str, ...]]": _named_words,
    "Mapping[str, str]": _texts,
    "Entry": _entry,
}


def _regular_expressions(fields: Fields, key: str, expressions: Any) -> None:
    for expression in expressions:
        try:
            re.compile(expression)
        except re.error as exc:
            fields.fail(f"{key}: {expression!r} is not a regular expression: {exc}")


def _extensions(fields: Fields, key: str, extensions: Any) -> None:
    if not all(e.startswith(".") and len(e) > 1 for e in extensions) or (
        key == "extensions" and not extensions
    ):
        fields.fail(f"field '{key}' must list file extensions like .c")


def _java(fields: Fields, key: str, value: Any) -> None:
    if value != "java":
        fields.fail(f"field '{key}' must be java (the Java limits), got {value!r}")


# What a value must be beyond its kind (a number's range is its field's `minimum`).
_RULES: dict[str, Callable[[Fields, str, Any], None]] = {
    "extensions": _extensions,
    "kattis_extensions": _extensions,
    "together": _extensions,
    "out_of_memory": _regular_expressions,
    "read_past_end": _regular_expressions,
    "judge_limits": _java,
}


# How an entry's keys are read, from `Language`'s fields: each key's reader (by its
# annotation), the keys known, the least values of the numbers, the keys an entry must give.
# (Tuples, not a dataclass: making a dataclass costs every start as much as reading the table.)
_Keys = tuple[
    dict[str, Callable[[Fields, str], Any]], frozenset[str], dict[str, int], tuple[str, ...]
]


@cache
def _keys() -> _Keys:
    declared = table_fields()
    return (
        {key: _READERS[str(f.type)] for key, f in declared.items()},
        frozenset(declared),
        {k: f.metadata["minimum"] for k, f in declared.items() if "minimum" in f.metadata},
        tuple(
            key
            for key, f in declared.items()
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        ),
    )


def _values(lid: Any, data: Any, source: Path, shipped: bool = False) -> dict[str, Any]:
    """The fields an entry of `source` gives, read and checked one by one ({key: value}, or
    `_RESET` for a key given null). `shipped`: the table judge comes with, whose regular
    expressions the test suite compiles (compiling them all costs a start as much again as
    reading the table), where an override file's are compiled as they are read."""
    if not isinstance(lid, str) or not _ID.fullmatch(lid):
        raise JudgeError(f"{source}: language id {lid!r}: ids are [a-z][a-z0-9]*")
    fields = Fields(data, source, f"{lid}: ")
    readers, known, minimums, _ = _keys()
    fields.check_known(known)
    values: dict[str, Any] = {}
    for key, given in fields.data.items():
        if given is None:
            values[key] = _RESET
            continue
        value = values[key] = readers[key](fields, key)
        minimum = minimums.get(key)
        if minimum is not None and value < minimum:
            fields.fail(f"field '{key}' must be at least {minimum}, got {value!r}")
        rule = _RULES.get(key)
        if rule is not None and not (shipped and rule is _regular_expressions):
            rule(fields, key, value)
    return values


def _merge(base: dict[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """An entry's fields with an override's changes: a mapping merged key by key."""
    merged = dict(base)
    for key, value in changes.items():
        if value is _RESET:
            merged.pop(key, None)
        elif isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def _language(lid: str, values: Mapping[str, Any], source: Path) -> Language:
    """The language of an entry's merged fields; what the entry lacks or contradicts is a
    plain error naming `source`, the last file that changed it."""
    fields = Fields(dict(values), source, f"{lid}: ")
    for key in _keys()[3]:
        if key not in values:
            fields.fail(f"missing field '{key}'")
    if values.get("compile") is not None and not values.get("output"):
        fields.fail("a compiled language needs 'output' (what the compiler leaves)")
    known = COMMAND_PLACEHOLDERS | set(values.get("tools", {}))
    for key in _COMMANDS:
        for word in values.get(key) or ():
            unknown = (
                [name for name in placeholders(word) if name not in known] if "{" in word else ()
            )
            if unknown:
                fields.fail(
                    f"{key}: {{{unknown[0]}}} is neither a tool of 'tools' nor one of "
                    f"{', '.join(sorted(COMMAND_PLACEHOLDERS))}"
                )
    extensions = tuple(e.lower() for e in values["extensions"])
    return Language(id=lid, **{**values, "extensions": extensions})


def read_table(
    table: Mapping[str, Any],
    source: Path | str = SHIPPED,
    overrides: Mapping[Path, Mapping[str, Any]] | None = None,
    shipped: bool = False,
) -> dict[str, Language]:
    """The languages of a table (entries as in languages.yaml) changed by `overrides` (the
    documents of override files, by path, in order), by id in the table's order; a plain
    error naming the file and the entry for a field that is wrong. `shipped`: `table` is
    the one judge comes with (see `_values`)."""
    if not isinstance(table, Mapping) or not table:
        raise JudgeError(f"{source}: the language table is empty")
    path = Path(source)
    entries = {lid: _values(lid, data, path, shipped) for lid, data in table.items()}
    origin = dict.fromkeys(entries, path)
    for override, document in (overrides or {}).items():
        if document is None:  # an empty file changes nothing
            continue
        if not isinstance(document, Mapping):
            raise JudgeError(f"{override}: expected a mapping of language ids to their fields")
        for lid, data in document.items():
            changes = _values(lid, data, override)
            entries[lid] = _merge(entries.get(lid, {}), changes)
            origin[lid] = override
    return {lid: _language(lid, values, origin[lid]) for lid, values in entries.items()}


def override_places() -> tuple[list[Path], bool]:
    """Where override files are looked for, in the order they are read, and whether
    `JUDGE_LANGUAGES` named them (then each must exist)."""
    named = os.environ.get(ENVIRONMENT)
    if named is not None:
        return [Path(p) for p in named.split(os.pathsep) if p], True
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return [SYSTEM_OVERRIDES, Path(config) / "judge" / "languages.yaml"], False


def override_files() -> list[Path]:
    """The override files this machine has, in the order they are read (module docstring)."""
    places, named = override_places()
    return places if named else [path for path in places if path.is_file()]


@cache
def languages() -> dict[str, Language]:
    """Every language judge runs, by Contest API id: the table and this machine's override
    files, read once (their parsed documents kept in the cache, so that a run whose files
    were read before loads no YAML parser)."""
    cache_dir = default_cache_dir()
    overrides = {path: read_yaml(path, cache_dir=cache_dir) for path in override_files()}
    return read_table(read_yaml(SHIPPED, cache_dir=cache_dir), SHIPPED, overrides, shipped=True)


def language(lid: str) -> Language:
    """The language with Contest API id `lid`; a plain error naming the known ones."""
    found = languages().get(lid)
    if found is None:
        raise JudgeError(f"unknown language {lid!r} (known: {', '.join(languages())})")
    return found


def by_extension(suffix: str) -> Language | None:
    """The default language of files ending in `suffix` (the first listed), or None."""
    suffix = suffix.lower()
    return next((lang for lang in languages().values() if suffix in lang.extensions), None)


def for_file(path: Path, chosen: str | None = None, name: str | None = None) -> Language:
    """The language of the source file `path`: `chosen` (an id, which must take the file's
    extension), else the default for its extension; a plain error otherwise."""
    shown = name or str(path)
    if chosen is not None:
        picked = language(chosen)
        if path.suffix.lower() not in picked.extensions:
            raise JudgeError(
                f"{shown}: a {picked.name} source ends in {', '.join(picked.extensions)}"
            )
        return picked
    found = by_extension(path.suffix)
    if found is None:
        known = ", ".join(
            dict.fromkeys(e for lang in languages().values() for e in lang.extensions)
        )
        raise JudgeError(
            f"{shown}: unknown file extension {path.suffix!r} (known: {known}; "
            "use --cmd to judge any other command)"
        )
    return found


def out_of_memory_patterns() -> tuple[re.Pattern[str], ...]:
    """How every runtime of the table says an allocation was refused (see classify)."""
    return tuple(re.compile(e) for lang in languages().values() for e in lang.out_of_memory)


def self_test_program(lang: Language) -> Path | None:
    """The language's own small program (selftest/ID.EXT: each line's two numbers summed),
    or None where it has none."""
    found = [SELF_TESTS / f"{lang.id}{extension}" for extension in lang.extensions]
    return next((path for path in found if path.is_file()), None)
