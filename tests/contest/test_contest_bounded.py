"""What a contest stores and prints of a compiler's messages is bounded: a binary file named
`.cpp` made 16 MiB of messages, all kept in contest.db (241 MiB for a burst of fifteen) and
printed by the command line; now its first 50 kB, and how much was cut."""

from __future__ import annotations

import random
import re
from pathlib import Path

from contest.contest_helpers import db_path, sql
from judge.bounded import MESSAGE_LIMIT


def binary_source(path: Path) -> Path:
    path.write_bytes(random.Random(7).randbytes(100_000))
    return path


def test_a_flood_of_compiler_messages_is_kept_and_shown_bounded(cli, root, tmp_path):
    assert (
        cli("contest", "new", "ce", "--problems", "hdu_2516", "--duration", "1:00").exit_code == 0
    )
    assert cli("contest", "start", "ce", "--as", "me").exit_code == 0
    source = binary_source(tmp_path / "garbage.cpp")
    before = db_path(root, "ce").stat().st_size
    submitted = [cli("contest", "submit", "ce", "A", source) for _ in range(3)]
    for result in submitted:
        assert result.exit_code in (0, 1), result.output
        assert ": CE" in result.output.split("\n", 1)[0]
        assert len(result.output) < 20_000  # the feedback's excerpt of it
    (detail,) = sql(root, "ce", "SELECT detail FROM judgements ORDER BY id LIMIT 1")[0]
    # JSON escapes make the stored text longer than its bytes, but not without bound.
    assert len(detail) < 8 * MESSAGE_LIMIT
    assert re.search(r"\.\.\. [\d,]+ more bytes cut", detail)
    grown = db_path(root, "ce").stat().st_size - before
    assert grown < 3 * 8 * MESSAGE_LIMIT + 200_000, grown
    status = cli("contest", "status", "ce")
    assert status.exit_code == 0 and len(status.output) < 20_000
