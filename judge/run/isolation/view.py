"""What an isolated program sees of the machine and of its own files (judge.run.isolation.session):
its user, the system folders, the interpreter's installation, where its own files appear.

Apart from judge.run.isolation.session so that describing a program (judge.run.program: what it
needs to see when isolated) loads none of the isolation machinery (boxes, cgroups): a plain
`judge run` never uses it."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

SANDBOX_ID = 65534  # "nobody": the uid and gid of isolated programs
INSIDE = "/judge"  # where the program's own files (source, binary) appear, read-only
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")


def is_within(path: Path, folders: Sequence[Path]) -> bool:
    """Whether `path` is one of `folders` or inside one."""
    return any(path == folder or path.is_relative_to(folder) for folder in folders)


def python_installation() -> list[Path]:
    """The folders of the interpreter running judge that a Python program needs: its prefixes
    (a virtual environment's and its base interpreter's), outside the system folders."""
    system = [Path(d) for d in SYSTEM_DIRS]
    found: list[Path] = []
    for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}:
        path = Path(prefix)
        if path != Path("/") and not is_within(path, system) and path not in found:
            found.append(path)
    return sorted(found)


def inside_paths(files: Sequence[Path]) -> dict[str, str]:
    """Where each of the program's own files appears inside: `INSIDE`/its name (a number
    in between when names repeat). A fixed place, not the host's path, so nothing of the
    host's layout shows, and /tmp stays the program's own."""
    inside: dict[str, str] = {}
    for index, file in enumerate(files):
        name = f"{INSIDE}/{file.name}"
        if name in inside.values():
            name = f"{INSIDE}/{index}/{file.name}"
        inside[str(file)] = name
    return inside


def inside_word(word: str, inside: dict[str, str]) -> str:
    """A word of a command line as the isolated program sees it: one of its own files (or a
    path inside one of its own folders) where it appears inside (`inside_paths`), any other
    word as it is."""
    found = inside.get(word)
    if found is not None:
        return found
    for host, inner in inside.items():
        if word.startswith(host + "/"):
            return inner + word[len(host) :]
    return word


def inside_command(argv: Sequence[str], inside: dict[str, str]) -> list[str]:
    """Each word of `argv` as the isolated program sees it (`inside_word`)."""
    return [inside_word(word, inside) for word in argv]
