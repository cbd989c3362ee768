"""A contest problem whose solutions read and write files: its page names them, in English
and in Chinese (judge/web/templates/problem.html)."""

from __future__ import annotations

import shutil
from pathlib import Path

from contest.contest_helpers import REPO, START
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.ops.session import open_contest
from judge.web.app import create_app
from judge.web.server import ContestServer
from web.web_helpers import Served, make_contest


def file_io_root(base: Path) -> Path:
    """The club contest's set, its problem A (HDU 1846) reading brave.in, writing brave.out."""
    root = base / "set"
    (root / "problems").mkdir(parents=True)
    for name in ("testdata", "solutions"):
        (root / name).symlink_to(REPO / name)
    (root / "problems" / "hdu_1847").symlink_to(REPO / "problems" / "hdu_1847")
    folder = root / "problems" / "hdu_1846"
    shutil.copytree(REPO / "problems" / "hdu_1846", folder)
    yaml = folder / "problem.yaml"
    yaml.write_text(yaml.read_text() + "input_file: brave.in\noutput_file: brave.out\n")
    return root


def test_the_problem_page_names_the_files(tmp_path: Path):
    from starlette.testclient import TestClient

    root = file_io_root(tmp_path)
    clock = FakeClock(START)
    passwords = make_contest(root, clock)
    session = open_contest(root, "club", clock, default_cache_dir())
    server = ContestServer(session, judges=0, isolation_note=session.not_isolated)
    served = Served(root, clock, server, create_app(server), passwords)
    try:
        with TestClient(served.app) as main:
            served.clients["anonymous"] = main
            served.start()
            alpha = served.client("alpha")
            page = alpha.get("/problems/A").text
            assert "input: brave.in, output: brave.out" in page
            assert "input:" not in alpha.get("/problems/B").text
            chinese = alpha.get("/problems/A", headers={"Accept-Language": "zh-CN"}).text
            assert "输入：brave.in，输出：brave.out" in chinese
    finally:
        session.close()
