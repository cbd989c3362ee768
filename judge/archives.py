"""The one reader of archives: problem packages and contest packages as zip files (DOMjudge
exports and imports them so; the Kattis format's 2023-07 edition: "a ZIP compressed archive of
such a directory with identical base name and extension .kpp or .zip"), unpacked where judge
reads them, with plain errors for a zip that is not what it should be.

A package's files are at the zip's root (DOMjudge's layout), or in one folder at its root (a
zipped folder): where its marker file is (a Kattis package's problem.yaml, a contest package's
contest.yaml). The package's name is the zip's base name, as DOMjudge takes it. Members leaving
the target (absolute paths, `..`), links and devices are refused, and so is a zip that would
unpack to more than `MAX_UNPACKED` bytes.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import zipfile
from pathlib import Path, PurePosixPath

from judge.errors import JudgeError

MAX_UNPACKED = 8 << 30  # bytes: far above any contest's data, far below a zip bomb's
ZIP_SUFFIXES = (".zip", ".kpp")
_UNPACKED = "kattis-zips"  # the cache's folder of unpacked zips (its old name kept)


def is_zip(path: Path) -> bool:
    """Whether `path` names a package zip (by its extension)."""
    return path.suffix.lower() in ZIP_SUFFIXES


def _members(archive: zipfile.ZipFile, path: Path) -> list[tuple[zipfile.ZipInfo, PurePosixPath]]:
    members = []
    total = 0
    for info in archive.infolist():
        name = PurePosixPath(info.filename)
        if name.is_absolute() or ".." in name.parts:
            raise JudgeError(f"{path}: member {info.filename!r} would unpack outside the package")
        kind = stat.S_IFMT(info.external_attr >> 16)  # 0: made where file types are not kept
        if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
            raise JudgeError(f"{path}: member {info.filename!r} is a link or a device, not a file")
        if name.parts and name.parts[0] == "__MACOSX":  # macOS' resource forks: not the package's
            continue
        total += info.file_size
        if total > MAX_UNPACKED:
            raise JudgeError(f"{path}: unpacks to more than {MAX_UNPACKED >> 30} GiB")
        members.append((info, name))
    return members


def unpack(
    path: Path,
    target: Path,
    markers: tuple[str, ...] = ("problem.yaml",),
    what: str = "a Kattis package",
) -> Path:
    """Unpack the package zip at `path` as the folder `target` (which must not exist; it
    appears whole or not at all) and return it. Its files are at the zip's root or in one
    folder there: where one of `markers` is (a Kattis package's problem.yaml, by default);
    `what` names the kind of package in the message for a zip without them."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = _members(archive, path)
            files = [name for info, name in members if not info.is_dir()]
            if any(PurePosixPath(m) in files for m in markers):
                strip = 0
            else:
                tops = {name.parts[0] for name in files}
                only = next(iter(tops)) if len(tops) == 1 else None
                if only is None or not any(PurePosixPath(only, m) in files for m in markers):
                    raise JudgeError(
                        f"{path}: not {what}: no {' or '.join(markers)} at its root (nor in "
                        "a single folder at its root)"
                    )
                strip = 1
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(f".{target.name}.unpack-{os.getpid()}")
            shutil.rmtree(partial, ignore_errors=True)
            try:
                for info, name in members:
                    parts = name.parts[strip:]
                    if not parts:
                        continue
                    out = partial.joinpath(*parts)
                    if info.is_dir():
                        out.mkdir(parents=True, exist_ok=True)
                        continue
                    out.parent.mkdir(parents=True, exist_ok=True)
                    with archive.open(info) as source, out.open("wb") as sink:
                        shutil.copyfileobj(source, sink, 1 << 20)
                    if (info.external_attr >> 16) & 0o111:
                        out.chmod(0o755)
                os.rename(partial, target)
            except BaseException:
                shutil.rmtree(partial, ignore_errors=True)
                raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError) as exc:
        raise JudgeError(f"{path}: not a readable zip file ({exc})") from None
    except OSError as exc:
        raise JudgeError(f"{path}: cannot unpack: {exc.strerror or exc}") from None
    return target


def unpacked(
    path: Path,
    cache_dir: Path,
    markers: tuple[str, ...] = ("problem.yaml",),
    what: str = "a Kattis package",
) -> Path:
    """The package zip at `path`, unpacked once in the cache (under a hash of its bytes, so an
    edited zip is unpacked afresh; `markers` and `what` as `unpack` takes them): the folder,
    named as the zip. A folder there was unpacked whole (`unpack` renames it into place)."""
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:32]
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read: {exc.strerror or exc}") from None
    target = cache_dir / _UNPACKED / digest / path.stem
    if target.is_dir():
        return target
    return unpack(path, target, markers, what)
