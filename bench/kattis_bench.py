"""What the Kattis benchmarks share: a package written from its files, and one `judge run` of
its wrong submission as a user runs it (a fresh process, interpreter start-up included)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WRONG_C = '#include <stdio.h>\nint main(void) { printf("0\\n"); return 0; }\n'
WRONG = "submissions/wrong_answer/zero.c"  # every benchmark's package holds it


def write_package(folder: Path, files: dict[str, str]) -> Path:
    """`folder` holding `files` ({path in the package: text}) and the wrong submission."""
    for name, text in {**files, WRONG: WRONG_C}.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def judge_run(package: Path, cache: Path, *extra: str) -> tuple[float, str]:
    """(seconds, what it printed) of one `judge run PKG wrong.c`, which must say WA: judging
    stops on its first case."""
    env = dict(os.environ, PYTHONPATH=str(REPO), JUDGE_CACHE=str(cache))
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "judge", "run", str(package), str(package / WRONG), *extra],
        env=env,
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    seconds = time.perf_counter() - started
    if result.returncode != 1 or "WA" not in result.stdout:
        raise SystemExit(f"unexpected result of judge run:\n{result.stdout}{result.stderr}")
    return seconds, result.stdout + result.stderr
