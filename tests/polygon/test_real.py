"""Real Polygon packages, written elsewhere (public gym and training-camp packages): each one
found in the folder JUDGE_POLYGON_PACKAGES names (one unpacked package a subfolder, fetched by
whoever runs this; none is kept in the repository) is verified, and every solution's verdict
must be one its tag allows. Skipped where the variable is not set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from support import run_cli

FOLDER = os.environ.get("JUDGE_POLYGON_PACKAGES", "")
PACKAGES = (
    sorted(p for p in Path(FOLDER).iterdir() if (p / "problem.xml").is_file()) if FOLDER else []
)


@pytest.mark.slow
@pytest.mark.skipif(
    not PACKAGES, reason="JUDGE_POLYGON_PACKAGES names no folder of Polygon packages"
)
@pytest.mark.parametrize("package", PACKAGES, ids=[p.name for p in PACKAGES])
def test_every_solution_of_a_real_package_gets_a_verdict_its_tag_allows(package):
    verified = run_cli("verify", package)
    solutions = [
        line
        for line in verified.output.splitlines()
        if line.strip().startswith(("OK solutions", "FAIL solutions"))
    ]
    assert solutions, verified.output
    assert all(line.strip().startswith("OK") for line in solutions), verified.output
