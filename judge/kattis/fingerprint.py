"""A Kattis package's content hash: a SHA-256 of every file in it (paths and bytes, in path
order), whatever folder it is in. What is computed from a package's files alone (its inferred
time limit) is cached under it, and contests compare it across judging machines.

Reading a package of tens of megabytes costs more than judging one case, so the hash of a
folder is remembered (in the cache folder) with the size and modification time of each of its
files, and read back while they stay the same: the files are listed, not read.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from judge.documents import write_cache_file
from judge.errors import JudgeError

_MEMO = "kattis-hash"


def package_files(folder: Path) -> list[Path]:
    """Every file of the package, in path order (hidden files such as .timelimit included;
    a .git folder is not the package's)."""
    found = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != ".git")
        found += [Path(base) / name for name in files]
    return sorted(found, key=lambda p: p.relative_to(folder).as_posix())


def _stamps(folder: Path, files: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in files:
        stat = path.stat()
        digest.update(
            f"{path.relative_to(folder).as_posix()}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode()
        )
    return digest.hexdigest()


def content_hash(folder: Path) -> str:
    """The SHA-256 of the package's files (their paths inside it, and their bytes)."""
    digest = hashlib.sha256()
    try:
        for path in package_files(folder):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            with path.open("rb") as file:
                for block in iter(lambda: file.read(1 << 20), b""):
                    digest.update(block)
            digest.update(b"\0")
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot read the package: {exc.strerror or exc}") from None
    return digest.hexdigest()


def remembered_hash(folder: Path, cache_dir: Path) -> str:
    """`content_hash`, read from the cache while no file of the folder changed size or time."""
    folder = folder.resolve()
    try:
        stamps = _stamps(folder, package_files(folder))
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot read the package: {exc.strerror or exc}") from None
    memo = cache_dir / _MEMO / (hashlib.sha256(str(folder).encode()).hexdigest()[:32] + ".json")
    try:
        saved = json.loads(memo.read_text())
        if saved.get("stamps") == stamps and isinstance(saved.get("hash"), str):
            return str(saved["hash"])
    except (OSError, ValueError, AttributeError):
        pass
    digest = content_hash(folder)
    memo_text = json.dumps({"folder": str(folder), "stamps": stamps, "hash": digest})
    write_cache_file(memo, memo_text.encode("utf-8"))
    return digest
