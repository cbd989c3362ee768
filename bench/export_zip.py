#!/usr/bin/env python3
"""Benchmark the zip compression of `judge export --zip`: every problem of the set exported
once (legacy format, unzipped), then its packages' files zipped in memory at zlib's default
level (6, the baseline) and at judge's (`ZIP_LEVEL`), in rounds whose order turns. Printed:
each level's median time and archive size, and the ratios of judge's to the baseline.

Usage: python3 bench/export_zip.py [--rounds N]
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from click.testing import CliRunner  # noqa: E402

from judge.cli import main  # noqa: E402
from judge.kattis.export import ZIP_LEVEL  # noqa: E402

BASELINE = 6  # zlib's default


def exported_files(folder: Path) -> list[tuple[str, bytes]]:
    """Every problem exported into `folder`: each package file's name and bytes."""
    result = CliRunner().invoke(
        main, ["--root", str(REPO), "export", "--all", str(folder), "--format", "legacy"]
    )
    if result.exit_code != 0:
        raise SystemExit(f"export failed:\n{result.output}")
    return [
        (str(path.relative_to(folder)), path.read_bytes())
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    ]


def zipped(files: list[tuple[str, bytes]], level: int) -> tuple[float, int]:
    """Seconds to zip `files` at `level`, and the archive's size in bytes."""
    buffer = io.BytesIO()
    start = time.perf_counter()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as archive:
        for name, data in files:
            archive.writestr(name, data)
    return time.perf_counter() - start, len(buffer.getvalue())


def main_bench() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        files = exported_files(Path(tmp))
    size = sum(len(data) for _, data in files)
    print(f"{len(files)} files, {size / 2**20:.1f} MiB, {rounds} round(s)")
    times: dict[int, list[float]] = {BASELINE: [], ZIP_LEVEL: []}
    sizes: dict[int, int] = {}
    for number in range(rounds):
        order = [BASELINE, ZIP_LEVEL] if number % 2 == 0 else [ZIP_LEVEL, BASELINE]
        for level in order:
            seconds, sizes[level] = zipped(files, level)
            times[level].append(seconds)
    for level, label in ((BASELINE, "baseline (zlib's default)"), (ZIP_LEVEL, "judge")):
        median = statistics.median(times[level])
        print(f"level {level} {label:<26} {median:6.2f} s  {sizes[level] / 2**20:6.1f} MiB")
    speed = statistics.median(times[BASELINE]) / statistics.median(times[ZIP_LEVEL])
    print(
        f"judge's level: {speed:.1f}x as fast, archives {sizes[ZIP_LEVEL] / sizes[BASELINE]:.2f}x"
    )


if __name__ == "__main__":
    main_bench()
