"""Reading YAML and JSON documents: one place for plain errors that name the file.

Every configuration file judge reads (problem.yaml, tests.yaml, a package's problem.yaml and
testdata.yaml, a contest's contest.yaml and problems.yaml, teams.json) comes through here, so a
missing file, an unreadable one, a syntax error or a field of the wrong kind is one message
naming the file (and the line, or the field), never a traceback. :class:`Fields` gives typed
access to a mapping read from such a file.

PyYAML is imported by the first YAML read, not with this module: the cached `judge list` reads
JSON only, and importing PyYAML would make it cost 1.81 times a bare interpreter start instead
of 1.14 (callgrind instruction counts; DESIGN.md, Start-up).

A problem's own files (problem.yaml, tests.yaml, the generated cases) are read on every `judge
run`, and some are large: `read_yaml(path, cache_dir=...)` keeps what it parsed in the cache
folder, keyed by the file's exact text (the entry holds the text and is used only when it is
identical), so a later read costs a file read and an unmarshal instead of importing PyYAML and
parsing. Only problem files are kept so: a contest's files may hold passwords.
`write_cache_file` writes every file of the cache judge writes as a document: these, the
listing, the packages' fingerprints and time limits.
"""

from __future__ import annotations

import _thread
import json
import marshal
import os
import sys
import zlib
from pathlib import Path
from typing import Any, NoReturn

from judge.errors import JudgeError


def read_text(path: Path, limit: int | None = None) -> str:
    """A text file in UTF-8 (of at most `limit` bytes, when given: a file from outside);
    missing, unreadable or larger is a JudgeError naming it."""
    try:
        if limit is None:
            return path.read_text(encoding="utf-8")
        with path.open("rb") as file:
            data = file.read(limit + 1)
        if len(data) > limit:
            raise JudgeError(f"{path}: larger than {limit >> 20} MiB, more than judge reads")
        return data.decode("utf-8")
    except FileNotFoundError:
        raise JudgeError(f"{path}: missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise JudgeError(f"{path}: cannot read: {exc}") from None


#: Nodes a YAML document may hold once its aliases are expanded: far above any problem's or
#: contest's file (the largest generated test data holds a few hundred thousand), far below
#: what a few lines of nested aliases expand to ("billion laughs": ten lines, 10^10 nodes),
#: which whatever walks the document (a copy, a cache entry, a message) would build.
MAX_YAML_NODES = 5_000_000


def parse_yaml(text: str, source: str | Path, loader: Any = None) -> Any:
    """YAML text (with ``loader``, default PyYAML's safe one); a syntax error, or aliases that
    expand to more than `MAX_YAML_NODES` nodes, is a JudgeError naming ``source`` (and the
    line)."""
    import yaml  # late: see the module docstring

    parser = (loader or getattr(yaml, "CSafeLoader", yaml.SafeLoader))(text)
    try:
        node = parser.get_single_node()
        if node is None:
            return None
        _check_expansion(node, source)
        return parser.construct_document(node)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise JudgeError(f"{source}: invalid YAML: {where}{problem}") from None
    except (ValueError, OverflowError) as exc:  # a scalar its type cannot take (4,301 digits)
        # (Python's own advice after the ';' is not the reader's business.)
        raise JudgeError(f"{source}: invalid YAML: {str(exc).split(';')[0]}") from None
    finally:
        parser.dispose()


def _check_expansion(root: Any, source: str | Path) -> None:
    """A JudgeError when the node graph (a node an alias names counted at each place it is
    used) is larger than `MAX_YAML_NODES`, or loops through an alias to itself. Each node's
    expanded size is computed once, without recursion (a deep document is no stack hazard)."""
    sizes: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(root, False)]
    on_path: set[int] = set()
    while stack:
        node, done = stack.pop()
        key = id(node)
        children = _children(node)
        if done:
            on_path.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in children)
            if sizes[key] > MAX_YAML_NODES:
                raise JudgeError(
                    f"{source}: its aliases expand to more than {MAX_YAML_NODES:,} values "
                    "(refused: a document that size is an attack, not a problem)"
                )
            continue
        if key in sizes:
            continue
        if key in on_path:
            raise JudgeError(f"{source}: an alias refers to the value it is part of")
        on_path.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in children if id(child) not in sizes)


def _children(node: Any) -> list[Any]:
    """The nodes under a YAML node: a sequence's items, a mapping's keys and values."""
    value = node.value
    if not isinstance(value, list):
        return []  # a scalar
    if value and isinstance(value[0], tuple):
        return [part for pair in value for part in pair]
    return list(value)


def read_yaml(
    path: Path, loader: Any = None, *, cache_dir: Path | None = None, limit: int | None = None
) -> Any:
    """A YAML file's document (of at most `limit` bytes, when given); missing, unreadable,
    larger or invalid is a JudgeError naming it. With `cache_dir` (and the default loader),
    parsed once per distinct text (module docstring)."""
    text = read_text(path, limit)
    if cache_dir is None or loader is not None:
        return parse_yaml(text, path, loader)
    entry = _parsed_entry(cache_dir, text)
    try:
        kept_text, document = marshal.loads(entry.read_bytes())
        if kept_text == text:
            return document
    except (OSError, EOFError, ValueError, TypeError):
        pass  # no entry yet, or one from another text or a damaged one: parse again
    document = parse_yaml(text, path)
    try:
        data = marshal.dumps((text, document))
    except ValueError:
        return document  # a type marshal does not keep (a date, say): not kept
    write_cache_file(entry, data, private=True)
    return document


def write_cache_file(path: Path, data: bytes, *, private: bool = False) -> None:
    """Write a file of the cache (a parsed document, a listing, a memo) whole or not at all: a
    reader never sees half of it, writers at once (processes or threads) never share a partial
    file, and a cache that cannot be written only costs speed. `private`: a folder made for it
    is its owner's alone (the parsed test data above)."""
    try:
        path.parent.mkdir(mode=0o700 if private else 0o777, parents=True, exist_ok=True)
        partial = path.with_name(f".{path.name}.{os.getpid()}.{_thread.get_ident()}")
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        pass


def _parsed_entry(cache_dir: Path, text: str) -> Path:
    """Where the document parsed from `text` is kept; the interpreter's tag in the name, since
    marshal's format is its own."""
    data = text.encode("utf-8", "surrogatepass")
    name = f"{zlib.crc32(data):08x}-{len(data):x}.{sys.implementation.cache_tag}"
    return cache_dir / "parsed-yaml" / name


def parse_json(text: str | bytes, source: str | Path) -> Any:
    """JSON text; invalid (or nested too deep to read) is a JudgeError naming ``source``."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise JudgeError(
            f"{source}: invalid JSON: line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except (RecursionError, UnicodeDecodeError, ValueError) as exc:
        raise JudgeError(f"{source}: invalid JSON: {exc}") from None


def read_json(path: Path) -> Any:
    """A JSON file's document; missing, unreadable or invalid is a JudgeError naming it."""
    return parse_json(read_text(path), path)


class Fields:
    """Typed access to a mapping read from ``path``, with messages naming the file, where in it
    (``where``, e.g. ``"case 3: "``) and the field."""

    def __init__(self, data: Any, path: Path | str, where: str = "") -> None:
        self.path, self.where = path, where
        if not isinstance(data, dict):
            self.fail(f"expected a mapping, got {type(data).__name__}")
        self.data: dict[Any, Any] = data

    def fail(self, message: str) -> NoReturn:
        """Raise the JudgeError `message`, naming the file and where in it."""
        raise JudgeError(f"{self.path}: {self.where}{message}")

    def check_known(self, known: set[str] | frozenset[str]) -> None:
        """Refuse fields that are not in ``known`` (a misspelt field is a mistake to report)."""
        unknown = sorted(str(k) for k in self.data if k not in known)
        if unknown:
            self.fail(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")

    def get(
        self, key: str, kind: type | tuple[type, ...], default: Any = ..., what: str = ""
    ) -> Any:
        """The field ``key`` of type ``kind`` (a bool is never taken for a number); absent or
        null gives ``default``, or is an error when there is none."""
        if key not in self.data or self.data[key] is None:
            if default is ...:
                self.fail(f"missing field '{key}'")
            return default
        value = self.data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            self.fail(f"field '{key}' must be {what or kind_name(kind)}, got {value!r}")
        return value

    def positive(self, key: str, default: Any = ...) -> float:
        """A positive number (int or float), as a float."""
        value = self.get(key, (int, float), default, "a positive number")
        if not value > 0:
            self.fail(f"field '{key}' must be a positive number, got {value!r}")
        return float(value)


def kind_name(kind: type | tuple[type, ...]) -> str:
    """How an error names a type: "a string", "an integer or a string"."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {
        str: "a string",
        int: "an integer",
        float: "a number",
        bool: "true or false",
        list: "a list",
        dict: "a mapping",
    }
    return " or ".join(names.get(k, k.__name__) for k in kinds)
