"""2025-09's constants: `{{name}}` and `{{name.variant}}` in a package's files replaced by the
values problem.yaml's `constants` gives them.

The spec replaces them in Markdown statements, input and output validators, included files,
example submissions and test_group.yaml, never in test data or problem.yaml itself; a sequence
naming no constant stays as it is. judge substitutes them in test_group.yaml (read by
judge.kattis.package) and in the included files as they are read; a program of the package
(an example submission, a validator: a file or a folder) that names one is built from a
rewritten copy (`rewritten`) in the cache, never from the package's own files, which stay as
they are. A file that is not UTF-8 text is copied unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.errors import JudgeError
from judge.package_tree import DOCUMENT_LIMIT, read_limited

_CACHE = "kattis-constants"  # the cache's folder of rewritten programs

_SEQUENCE = re.compile(r"\{\{([a-zA-Z_][a-zA-Z0-9_]*)(?:\.([a-zA-Z_][a-zA-Z0-9_]*))?\}\}")


def table(constants: Any) -> dict[str, dict[str, str]]:
    """problem.yaml's `constants` (checked by judge.kattis.problem_yaml) as {name: {variant:
    text}}, `value` always among the variants."""
    found: dict[str, dict[str, str]] = {}
    if not isinstance(constants, Mapping):
        return found
    for name, value in constants.items():
        variants = value if isinstance(value, Mapping) else {"value": value}
        found[str(name)] = {str(k): _text(v) for k, v in variants.items()}
    return found


def _text(value: Any) -> str:
    # YAML's 5e6 is a float: written as a contest's statement would, 5000000.0 -> 5000000
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return str(value)


def substitute(text: str, constants: Mapping[str, Mapping[str, str]]) -> str:
    """`text` with every sequence naming a constant (and one of its variants) replaced."""

    def value(match: re.Match[str]) -> str:
        variants = constants.get(match.group(1))
        if variants is None:
            return match.group(0)
        return variants.get(match.group(2) or "value", match.group(0))

    return _SEQUENCE.sub(value, text) if constants else text


def used(text: str, constants: Mapping[str, Mapping[str, str]]) -> list[str]:
    """The constants `text` names (each once, in order)."""
    return list(
        dict.fromkeys(m.group(1) for m in _SEQUENCE.finditer(text) if m.group(1) in constants)
    )


def substituted_bytes(data: bytes, constants: Mapping[str, Mapping[str, str]]) -> bytes:
    """A file's bytes with its constants replaced when it is UTF-8 text, else as they are."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    return substitute(text, constants).encode("utf-8")


def rewritten(path: Path, constants: Mapping[str, Mapping[str, str]], cache_dir: Path) -> Path:
    """The program at `path` (a file, or a folder program) to build: itself when none of its
    files names a constant, else a copy of it with every constant replaced, in `cache_dir`
    (one per content and constants, kept: the same program is rewritten once)."""
    files = _program_files(path)
    if not constants or not any(used(_decoded(data), constants) for data in files.values()):
        return path
    digest = hashlib.sha256(json.dumps(constants, sort_keys=True).encode())
    for name, data in sorted(files.items()):
        digest.update(f"{len(name)}:{name}:{len(data)}:".encode() + data)
    target = cache_dir / _CACHE / digest.hexdigest()[:32] / path.name
    if not target.exists():
        _write_copy(target, path, files, constants)
    return target


def _program_files(path: Path) -> dict[str, bytes]:
    """{relative name ("" for a file program): bytes} of a program, each file bounded."""
    if not path.is_dir():
        return {"": read_limited(path, DOCUMENT_LIMIT)}
    return {
        str(file.relative_to(path)): read_limited(file, DOCUMENT_LIMIT)
        for file in sorted(path.rglob("*"))
        if file.is_file() and not file.is_symlink()
    }


def _decoded(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def _write_copy(
    target: Path,
    source: Path,
    files: Mapping[str, bytes],
    constants: Mapping[str, Mapping[str, str]],
) -> None:
    """The program at `source` rewritten, written whole at `target` or not at all (made beside
    it, then renamed: a builder at once finds a finished copy or makes its own); each file
    keeps its mode (a folder's `build` and `run` scripts stay executable)."""
    folder = source.is_dir()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=".rewriting-", dir=target.parent))
        try:
            made = work / target.name
            for name, data in files.items():
                out = made / name if folder else made
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(substituted_bytes(data, constants))
                shutil.copymode(source / name if folder else source, out)
            if folder:
                made.mkdir(exist_ok=True)
            try:
                os.rename(made, target)
            except OSError:
                if not target.exists():
                    raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
    except OSError as exc:
        raise JudgeError(
            f"{target.parent}: cannot write a program rewritten with its constants: {exc.strerror}"
        ) from None
