"""`judge run` on sources made to break it: a binary file named `.cpp` printed megabytes of
compiler messages (now their first 50 kB and how much was cut, with no control character of
the file's reaching the terminal), and a Java public class named longer than a file name can be
was an OSError (now CE, said plainly)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from conftest import FIXTURES
from judge.bounded import MESSAGE_LIMIT
from support import run_cli

HELLO = FIXTURES / "kattis" / "domjudge" / "hello"


def test_a_binary_file_named_cpp_prints_bounded_messages(tmp_path: Path):
    source = tmp_path / "garbage.cpp"
    source.write_bytes(b"int main() {\x1b[2J\n" + random.Random(3).randbytes(100_000))
    result = run_cli("run", HELLO, source)
    assert result.exit_code == 1, result.output[-2000:]
    assert "garbage.cpp  CE  compilation failed" in result.output
    assert len(result.output.encode()) < MESSAGE_LIMIT + 5_000
    assert re.search(r"\n\.\.\. [\d,]+ more bytes cut\n", result.output)
    # The compiler quotes the file's lines, control characters and all: printed escaped.
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f]", result.output)
    assert re.search(r"\\x[01][0-9a-f]", result.output)


def test_a_public_class_too_long_for_a_file_name_is_a_compile_error(tmp_path: Path):
    name = "A" * 300
    source = tmp_path / "Long.java"
    source.write_text(
        f"public class {name} {{ public static void main(String[] a) {{ "
        'System.out.println("Hello world!"); } }\n'
    )
    result = run_cli("run", HELLO, source)
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    assert "Long.java: javac needs public class 'AAAA" in result.output
    assert "which cannot be made: File name too long" in result.output
    assert "Long.java  CE  compilation failed" in result.output
