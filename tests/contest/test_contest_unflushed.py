"""The learner's program that never flushes, on play_hdu_1846: one verdict (TLE, with the
question "did you flush your output?") in a plain run, an isolated run and a contest, whether
or not the learner's shell sets PYTHONUNBUFFERED (a judged program never sees it); the same
program flushing is accepted, so the verdict is the flush's and nothing else's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import PROGRAMS
from support import run_cli

UNFLUSHED = PROGRAMS / "play_hdu_1846_unflushed.py"


def _flushing(tmp_path: Path) -> Path:
    """The same player with flush=True on every answer."""
    source = UNFLUSHED.read_text(encoding="utf-8")
    path = tmp_path / "flushed.py"
    path.write_text(
        source.replace("print(n % (m + 1))", "print(n % (m + 1), flush=True)")
        .replace('print("second")', 'print("second", flush=True)')
        .replace('print("first")', 'print("first", flush=True)')
    )
    return path


def _run(root: Path, path: Path, *options: str) -> dict:
    result = run_cli("run", "play_hdu_1846", str(path), "--json", "--samples", *options, root=root)
    return json.loads(result.output.splitlines()[-1])


@pytest.mark.waits
@pytest.mark.slow
@pytest.mark.parametrize("unbuffered", [False, True], ids=["shell-default", "PYTHONUNBUFFERED=1"])
def test_an_unflushed_player_gets_tle_and_the_flush_question_everywhere(
    cli,
    root,
    tmp_path,
    monkeypatch,
    unbuffered,
    isolation_works,
):
    if unbuffered:
        monkeypatch.setenv("PYTHONUNBUFFERED", "1")
    else:
        monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    for options in ((), ("--isolate",)):
        report = _run(root, UNFLUSHED, *options)
        assert report["verdict"] == "TLE", (options, report)
        assert "did you flush your output?" in report["cases"][0]["message"], report
    assert _run(root, _flushing(tmp_path))["verdict"] == "AC"

    created = cli("contest", "new", "p1", "--problems", "play_hdu_1846", "--duration", "1:00:00")
    assert created.exit_code == 0, created.output
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    submitted = cli("contest", "submit", "p1", "A", UNFLUSHED)
    assert ": TLE" in submitted.output, submitted.output
    # The contest's feedback on the sample asks the same question and shows the conversation.
    assert "did you flush your output?" in submitted.output
    assert "1 < 2" in submitted.output and "2 < 4 3" in submitted.output
    assert ": AC" in cli("contest", "submit", "p1", "A", _flushing(tmp_path)).output
