"""Reading YAML documents, and the parsed-document cache problem files are read through."""

from __future__ import annotations

import datetime
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.documents import read_yaml
from judge.errors import JudgeError

CASES = 'cases:\n  - name: a\n    input: "1 2\\n"\n    output: "3\\n"\n'


def test_a_cached_read_gives_the_parsed_document_again(tmp_path: Path) -> None:
    path = tmp_path / "tests.yaml"
    path.write_text(CASES)
    first = read_yaml(path, cache_dir=tmp_path / "cache")
    assert list((tmp_path / "cache" / "parsed-yaml").iterdir())
    again = read_yaml(path, cache_dir=tmp_path / "cache")
    assert again == first == {"cases": [{"name": "a", "input": "1 2\n", "output": "3\n"}]}
    again["cases"].clear()  # each read is a document of its own
    assert read_yaml(path, cache_dir=tmp_path / "cache") == first


def test_a_changed_file_is_parsed_again_never_served_stale(tmp_path: Path) -> None:
    path = tmp_path / "problem.yaml"
    for limit in ("1.0", "2.0", "1.0", "3"):
        path.write_text(f"title: t\ntime_limit: {limit}\n")
        read = read_yaml(path, cache_dir=tmp_path / "cache")
        assert read == {"title": "t", "time_limit": float(limit) if "." in limit else int(limit)}
        assert type(read["time_limit"]) is (float if "." in limit else int)


def test_a_damaged_or_foreign_entry_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "tests.yaml"
    path.write_text(CASES)
    want = read_yaml(path, cache_dir=tmp_path / "cache")
    (entry,) = (tmp_path / "cache" / "parsed-yaml").iterdir()
    for damage in (b"", b"\x00garbage", entry.read_bytes()[:20]):
        entry.write_bytes(damage)
        assert read_yaml(path, cache_dir=tmp_path / "cache") == want


def test_what_the_cache_cannot_keep_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "contest.yaml"
    path.write_text("start: 2026-11-28\n")
    for _ in range(2):
        assert read_yaml(path, cache_dir=tmp_path / "cache") == {
            "start": datetime.date(2026, 11, 28)
        }


def test_an_unwritable_cache_only_costs_time(tmp_path: Path) -> None:
    path = tmp_path / "tests.yaml"
    path.write_text(CASES)
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder would be")
    assert read_yaml(path, cache_dir=blocker)["cases"][0]["name"] == "a"


def test_errors_still_name_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "tests.yaml"
    path.write_text("cases: [\n")
    for _ in range(2):
        with pytest.raises(JudgeError, match=r"tests.yaml: invalid YAML: line \d+"):
            read_yaml(path, cache_dir=tmp_path / "cache")


def test_a_cached_read_does_not_import_pyyaml(tmp_path: Path) -> None:
    """The point of the cache: `judge run` on a problem read before skips PyYAML entirely."""
    path = tmp_path / "tests.yaml"
    path.write_text(CASES)
    read_yaml(path, cache_dir=tmp_path / "cache")
    code = (
        "import sys; from pathlib import Path; from judge.documents import read_yaml; "
        f"read_yaml(Path({str(path)!r}), cache_dir=Path({str(tmp_path / 'cache')!r})); "
        "print('yaml' in sys.modules)"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == "False"


def test_aliases_that_expand_without_bound_are_refused_at_once(tmp_path):
    """Ten lines of nested aliases name 10^10 values: refused by their expanded size, before
    anything walks them (a problem's `source: *a9` once grew to 723 MiB in 50 s)."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 10):
        lines.append(f"a{level}: &a{level} [{', '.join([f'*a{level - 1}'] * 10)}]")
    path = tmp_path / "problem.yaml"
    path.write_text("\n".join([*lines, "source: *a9", ""]))
    started = time.perf_counter()
    with pytest.raises(JudgeError) as caught:
        read_yaml(path)
    assert time.perf_counter() - started < 5
    assert str(caught.value).startswith(f"{path}: its aliases expand to more than 5,000,000")


def test_an_alias_inside_its_own_value_is_refused(tmp_path):
    path = tmp_path / "contest.yaml"
    path.write_text("loop: &a [1, *a]\n")
    with pytest.raises(JudgeError, match="an alias refers to the value it is part of"):
        read_yaml(path)


def test_plain_aliases_still_read(tmp_path):
    path = tmp_path / "testdata.yaml"
    path.write_text("base: &b {args: [a, b]}\ncopy: *b\n")
    assert read_yaml(path) == {"base": {"args": ["a", "b"]}, "copy": {"args": ["a", "b"]}}


def test_a_value_no_type_can_hold_is_a_plain_error(tmp_path):
    for text, says in (
        ("a: " + "9" * 5000 + "\n", "Exceeds the limit (4300 digits)"),
        ("a: !!timestamp 2020-99-99\n", "month must be in 1..12"),
    ):
        path = tmp_path / "values.yaml"
        path.write_text(text)
        with pytest.raises(JudgeError, match=f"{path}: invalid YAML: .*{re.escape(says)}") as err:
            read_yaml(path)
        assert "set_int_max_str_digits" not in str(err.value)
