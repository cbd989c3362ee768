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
from judge.printable import printable

MAX_UNPACKED = 8 << 30  # bytes: far above any contest's data, far below a zip bomb's
MAX_MEMBERS = 200_000  # files and folders: far above any package's (NWERC's: a few thousand)
ZIP_SUFFIXES = (".zip", ".kpp")
_UNPACKED = "kattis-zips"  # the cache's folder of unpacked zips (its old name kept)
_CHUNK = 1 << 20
_ENCRYPTED = 0x1  # the general-purpose flag bit of an encrypted member (APPNOTE 4.4.4)


def is_zip(path: Path) -> bool:
    """Whether `path` names a package zip (by its extension)."""
    return path.suffix.lower() in ZIP_SUFFIXES


def member_names(path: Path) -> list[str]:
    """The names of the members of the zip at `path`, from its central directory (nothing is
    unpacked): what a format's claim looks at. Empty for a file that is not a readable zip
    (the format that unpacks it says why)."""
    try:
        with zipfile.ZipFile(path) as archive:
            return archive.namelist()[:MAX_MEMBERS]
    except (OSError, zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError):
        return []


def _member_name(info: zipfile.ZipInfo, path: Path) -> PurePosixPath:
    """A member's path inside the target, or a JudgeError for one that judge will not unpack:
    outside the target, a link or a device, encrypted, or named with a control character."""
    shown = f"'{printable(info.filename)}'"
    name = PurePosixPath(info.filename)
    if name.is_absolute() or ".." in name.parts:
        raise JudgeError(f"{path}: member {shown} would unpack outside the package")
    if any(ord(c) < 32 or ord(c) == 127 for c in info.filename):
        raise JudgeError(f"{path}: member {shown}: a control character in its name")
    kind = stat.S_IFMT(info.external_attr >> 16)  # 0: made where file types are not kept
    if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
        raise JudgeError(f"{path}: member {shown} is a link or a device, not a file")
    if info.flag_bits & _ENCRYPTED:
        raise JudgeError(f"{path}: member {shown} is encrypted (judge reads no password)")
    return name


def _members(archive: zipfile.ZipFile, path: Path) -> list[tuple[zipfile.ZipInfo, PurePosixPath]]:
    infos = archive.infolist()
    if len(infos) > MAX_MEMBERS:
        raise JudgeError(f"{path}: {len(infos):,} members, more than {MAX_MEMBERS:,}")
    members = []
    total = 0
    for info in infos:
        name = _member_name(info, path)
        if name.parts and name.parts[0] == "__MACOSX":  # macOS' resource forks: not the package's
            continue
        total += info.file_size
        if total > MAX_UNPACKED:
            raise JudgeError(f"{path}: unpacks to more than {MAX_UNPACKED >> 30} GiB")
        members.append((info, name))
    return members


def _strip(members: list[tuple[zipfile.ZipInfo, PurePosixPath]], markers: tuple[str, ...]) -> int:
    """How many leading folders the package's files are under (0 or 1), or -1: no marker."""
    files = {name for info, name in members if not info.is_dir()}
    if any(PurePosixPath(m) in files for m in markers):
        return 0
    tops = {name.parts[0] for name in files}
    only = next(iter(tops)) if len(tops) == 1 else None
    return 1 if only is not None and any(PurePosixPath(only, m) in files for m in markers) else -1


def _copy(archive: zipfile.ZipFile, info: zipfile.ZipInfo, out: Path, path: Path) -> None:
    """One member written to `out`, never more bytes than its header declares (a member whose
    data says more is refused: the bound on the whole is taken from the headers)."""
    left = info.file_size
    with archive.open(info) as source, out.open("wb") as sink:
        while chunk := source.read(min(_CHUNK, left + 1)):
            left -= len(chunk)
            if left < 0:
                raise JudgeError(
                    f"{path}: member '{printable(info.filename)}' holds more than it says"
                )
            sink.write(chunk)
    if (info.external_attr >> 16) & 0o111:
        out.chmod(0o755)


def _extract(
    archive: zipfile.ZipFile,
    members: list[tuple[zipfile.ZipInfo, PurePosixPath]],
    strip: int,
    partial: Path,
    path: Path,
) -> None:
    for info, name in members:
        parts = name.parts[strip:]
        if not parts:
            continue
        out = partial.joinpath(*parts)
        if info.is_dir():
            out.mkdir(parents=True, exist_ok=True)
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        _copy(archive, info, out, path)


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
            strip = _strip(members, markers)
            if strip < 0:
                raise JudgeError(
                    f"{path}: not {what}: no {' or '.join(markers)} at its root (nor in "
                    "a single folder at its root)"
                )
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(f".{target.name}.unpack-{os.getpid()}")
            shutil.rmtree(partial, ignore_errors=True)
            try:
                _extract(archive, members, strip, partial, path)
                os.rename(partial, target)
            except BaseException:
                shutil.rmtree(partial, ignore_errors=True)
                raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError) as exc:
        raise JudgeError(f"{path}: not a readable zip file ({exc})") from None
    except UnicodeDecodeError:
        raise JudgeError(f"{path}: a member's name is flagged UTF-8 but is not") from None
    except RuntimeError as exc:  # what zipfile raises for a password it lacks, among others
        raise JudgeError(f"{path}: cannot unpack: {exc}") from None
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
