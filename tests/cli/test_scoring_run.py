"""`judge run` on a problem scored by subtasks, as a user reads it: a line per subtask and the
score of the most, in English and Chinese; --json's score, max_score and groups; JUnit's
test case per subtask. The planted float mistake of the OI edition earns 50 of 100."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from conftest import REPO
from support import run_cli

WRONG = str(REPO / "solutions" / "oi_hdu_1846" / "wrong_answer" / "float_quotient.py")


def test_the_text_shows_each_subtask_and_the_score(tmp_path: Path):
    junit = tmp_path / "junit.xml"
    result = run_cli("--lang", "en", "run", "oi_hdu_1846", WRONG, "--junit", str(junit), root=REPO)
    assert result.exit_code == 1, result.output
    rows = [line.split() for line in result.output.splitlines() if line.startswith("  subtask ")]
    assert rows == [
        ["subtask", "small", "AC", "20/20"],
        ["subtask", "medium", "AC", "30/30"],
        ["subtask", "full", "WA", "0/50"],
    ]
    assert "  WA  score 50/100  " in result.output
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None
    subtasks = [c for c in suite.iter("testcase") if c.get("classname") == "oi_hdu_1846.subtask"]
    assert [(c.get("name"), c.find("failure") is not None) for c in subtasks] == [
        ("small", False),
        ("medium", False),
        ("full", True),
    ]
    zh = run_cli("--lang", "zh", "run", "oi_hdu_1846", WRONG, root=REPO).output
    assert "  子任务 full    WA" in zh and "得分 50/100" in zh


def test_json_carries_the_subtasks():
    result = run_cli("run", "oi_hdu_1846", WRONG, "--json", root=REPO)
    data = json.loads(result.output)
    assert (data["verdict"], data["score"], data["max_score"]) == ("WA", 50.0, 100.0)
    assert data["groups"] == [
        {"name": "small", "verdict": "AC", "score": 20.0, "max_score": 20.0},
        {"name": "medium", "verdict": "AC", "score": 30.0, "max_score": 30.0},
        {"name": "full", "verdict": "WA", "score": 0.0, "max_score": 50.0},
    ]
