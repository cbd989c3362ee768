"""What tests share besides fixtures: the one way to run the command line in-process, and the
one way to wait for something that happens in another thread or process."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, TypeVar

from click.testing import CliRunner, Result

from judge.cli import main

T = TypeVar("T")


def run_cli(*args: object, root: Path | None = None, input: str | None = None) -> Result:
    """``judge [--root ROOT] ARGS...`` in this process; the result's output and exit code."""
    prefix = [] if root is None else ["--root", str(root)]
    return CliRunner().invoke(main, [*prefix, *map(str, args)], input=input)


def wait_until(
    condition: Callable[[], T],
    timeout: float = 10.0,
    what: str = "the condition",
    every: float = 0.02,
) -> T:
    """Poll ``condition`` until it returns something true, and return that; fail the test,
    naming ``what``, if it has not by ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(every)
