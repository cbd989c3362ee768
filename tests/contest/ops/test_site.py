"""A club's site made, its contests added and opened (judge/contest/ops/site.py)."""

from __future__ import annotations

import pytest

from contest.contest_helpers import START, make_root, new_contest
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.ops.site import add_contest, new_site, open_site
from judge.errors import JudgeError


def test_a_site_names_existing_contests_and_opens_them(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    for name in ("club", "week2"):
        new_contest(root, name, ["hdu_1846"], "1:00:00", clock)
    folder = new_site(tmp_path / "site", "Our club")
    assert add_contest(folder, root / "contests" / "week2", clock.now()) == "week2"
    assert add_contest(folder, root / "contests" / "club", clock.now()) == "club"
    with pytest.raises(JudgeError, match="contest club is already on the site"):
        add_contest(folder, root / "contests" / "club", clock.now())
    with open_site(folder, clock, default_cache_dir()) as site:
        assert site.config.title == "Our club"
        # the practice space, made with the site, then the contests in the order added
        assert list(site.contests) == ["practice", "week2", "club"]
        assert site.contests["club"].record().id == "club"


def test_plain_errors_for_what_is_not_a_site_or_a_contest(tmp_path):
    clock = FakeClock(START)
    folder = new_site(tmp_path / "site", "Club")
    with pytest.raises(JudgeError, match="already a site"):
        new_site(folder, "Again")
    with pytest.raises(JudgeError, match=r"no contest\.yaml there"):
        add_contest(folder, tmp_path, clock.now())
    (folder / "site.yaml").write_text("title: Club\ncolour: red\n")
    with pytest.raises(JudgeError, match=r"site.yaml: unknown key colour"):
        open_site(folder, clock, default_cache_dir())
    with pytest.raises(JudgeError, match="not a site"):
        open_site(tmp_path / "nowhere", clock, default_cache_dir())
