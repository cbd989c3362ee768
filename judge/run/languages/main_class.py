"""Where a JVM program starts: the class with `public static void main(String[])`.

Read from what the compiler wrote (class files, in a folder or a jar), not guessed from the
source: a Java file's public class may have any name where the judge does not require `Main`
(javac names the file after it), its main may sit in another class, and Kotlin's
`fun main()` (with or without `args`) becomes the file's facade class `FileNameKt` unless
`@file:JvmName` renames it. The source is read only for what javac needs before compiling: the
name of the public top-level class (the file must carry it) and whether it is in a package.
"""

from __future__ import annotations

import re
import struct
import zipfile
from pathlib import Path

from judge.errors import JudgeError

_MAIN_DESCRIPTOR = "([Ljava/lang/String;)V"
_ACC_PUBLIC, _ACC_STATIC = 0x0001, 0x0008
# Constant pool entries by tag: the size of what follows the tag (Utf8 is variable).
_CONSTANT_SIZES = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2}
_CONSTANT_SIZES.update({17: 4, 18: 4, 19: 2, 20: 2})


class ClassFileError(Exception):
    """A class file this reader cannot make sense of."""


def main_class(data: bytes) -> tuple[str, bool] | None:
    """(binary name with dots, whether the class is public) of the class in `data` when it
    declares `public static void main(String[])`, else None."""
    try:
        return _main_class(data)
    except (struct.error, IndexError, UnicodeDecodeError) as exc:
        raise ClassFileError(str(exc)) from None


def _main_class(data: bytes) -> tuple[str, bool] | None:
    if data[:4] != b"\xca\xfe\xba\xbe":
        raise ClassFileError("not a class file")
    (count,) = struct.unpack_from(">H", data, 8)
    pos, index = 10, 1
    utf8: dict[int, str] = {}
    classes: dict[int, int] = {}
    while index < count:
        tag = data[pos]
        if tag == 1:
            (length,) = struct.unpack_from(">H", data, pos + 1)
            utf8[index] = data[pos + 3 : pos + 3 + length].decode("utf-8", errors="replace")
            pos += 3 + length
        elif tag in _CONSTANT_SIZES:
            if tag == 7:
                (classes[index],) = struct.unpack_from(">H", data, pos + 1)
            pos += 1 + _CONSTANT_SIZES[tag]
            index += 1 if tag in (5, 6) else 0  # longs and doubles take two slots
        else:
            raise ClassFileError(f"unknown constant tag {tag}")
        index += 1
    access, this_class = struct.unpack_from(">HH", data, pos)
    name = utf8[classes[this_class]].replace("/", ".")
    (interfaces,) = struct.unpack_from(">H", data, pos + 6)
    pos += 8 + 2 * interfaces
    pos = _skip_members(data, pos)  # fields
    (methods,) = struct.unpack_from(">H", data, pos)
    pos += 2
    for _ in range(methods):
        flags, method_name, descriptor, attributes = struct.unpack_from(">HHHH", data, pos)
        pos += 8
        for _ in range(attributes):
            (length,) = struct.unpack_from(">I", data, pos + 2)
            pos += 6 + length
        if (
            utf8.get(method_name) == "main"
            and utf8.get(descriptor) == _MAIN_DESCRIPTOR
            and flags & _ACC_PUBLIC
            and flags & _ACC_STATIC
        ):
            return name, bool(access & _ACC_PUBLIC)
    return None


def _skip_members(data: bytes, pos: int) -> int:
    (members,) = struct.unpack_from(">H", data, pos)
    pos += 2
    for _ in range(members):
        (attributes,) = struct.unpack_from(">H", data, pos + 6)
        pos += 8
        for _ in range(attributes):
            (length,) = struct.unpack_from(">I", data, pos + 2)
            pos += 6 + length
    return pos


def _class_files(output: Path) -> list[tuple[str, bytes]]:
    """(path inside, bytes) of every class file the compiler wrote: a folder of classes, or a
    jar (the language's runtime classes in it left out: kotlin/...)."""
    if output.is_dir():
        return sorted((str(p.relative_to(output)), p.read_bytes()) for p in output.rglob("*.class"))
    with zipfile.ZipFile(output) as jar:
        return [
            (name, jar.read(name))
            for name in sorted(jar.namelist())
            if name.endswith(".class") and not name.startswith(("kotlin/", "META-INF/"))
        ]


def jar_main_class(output: Path) -> str | None:
    """The Main-Class a jar's manifest names (kotlinc writes the class of the file's main)."""
    if output.is_dir():
        return None
    with zipfile.ZipFile(output) as jar:
        try:
            manifest = jar.read("META-INF/MANIFEST.MF").decode("utf-8", errors="replace")
        except KeyError:
            return None
    found = re.search(r"^Main-Class:\s*(\S+)", manifest, re.MULTILINE)
    return found.group(1) if found else None


def find_main(output: Path, stem: str, required: str | None = None) -> str:
    """The class a JVM starts for the program the compiler wrote at `output`: `required` when
    the judge requires one (it must have main); else the jar manifest's Main-Class, else the
    only class with main, else the public one, else the one named after the source file
    (`stem`). JudgeError (shown as a compile error) when none or several remain."""
    try:
        found = [m for _, data in _class_files(output) if (m := main_class(data)) is not None]
    except (ClassFileError, OSError, zipfile.BadZipFile) as exc:
        raise JudgeError(f"cannot read the compiled classes: {exc}") from None
    names = [name for name, _ in found]
    if required is not None:
        if required not in names:
            raise JudgeError(
                f"no class {required} with public static void main(String[] args): "
                f"the judge runs class {required}"
                + (f" (main is in {', '.join(names)})" if names else "")
            )
        return required
    manifest = jar_main_class(output)
    if manifest in names:
        return manifest
    if not names:
        raise JudgeError("no class has a public static void main(String[] args) to start")
    for choose in (
        names,
        [name for name, public in found if public],
        [name for name in names if name.rsplit(".", 1)[-1] == stem],
    ):
        if len(choose) == 1:
            return choose[0]
    raise JudgeError(f"several classes have a main method ({', '.join(names)}): keep one")


# ------------------------------------------------------------------ Java sources


def java_code(source: str) -> str:
    """`source` with comments and string and character literals blanked (line breaks kept)."""
    out = list(source)
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
        elif source.startswith('"""', i):  # a text block
            end = source.find('"""', i + 3)
            end = n if end < 0 else end + 3
        elif source[i] in "\"'":
            end = i + 1
            while end < n and source[end] not in (source[i], "\n"):
                end += 2 if source[end] == "\\" else 1
            end = min(end + 1, n)
        else:
            i += 1
            continue
        for k in range(i, end):
            if out[k] != "\n":
                out[k] = " "
        i = end
    return "".join(out)


_TOP_CLASS = re.compile(
    r"\bpublic\s+(?:(?:final|abstract|strictfp|sealed|non-sealed)\s+)*"
    r"(?:class|interface|enum|record|@interface)\s+([A-Za-z_$][\w$]*)"
)
_PACKAGE = re.compile(r"^\s*package\s+([\w.]+)\s*;", re.MULTILINE)


def public_class(source: str) -> str | None:
    """The name of the public top-level class (interface, enum, record) of a Java source, the
    name javac wants the file to have; None when there is none."""
    code = java_code(source)
    depth = 0
    last = 0
    for match in _TOP_CLASS.finditer(code):
        depth += code.count("{", last, match.start()) - code.count("}", last, match.start())
        last = match.start()
        if depth == 0:
            return match.group(1)
    return None


def java_package(source: str) -> str | None:
    """The package a Java source declares, or None."""
    found = _PACKAGE.search(java_code(source))
    return found.group(1) if found else None
