"""A club's season on one site, in a real browser (Debian's Chromium through Playwright, as
tests/web/test_browser.py drives it): a member joins two contests from the home page and is
judged in each, her page shows both and her progress on the coach's training list; when a
contest ends she upsolves one of its problems in the practice space and takes it as a virtual
contest; the coach reads the list's table of members by problems, in Chinese too, and
downloads it as CSV. Screenshots of the season's pages are saved in the test's folder (and
copied to $JUDGE_SCREENSHOTS when it is set)."""

from __future__ import annotations

from pathlib import Path

import pytest

from contest.contest_helpers import ACCEPTED, WRONG_ON_SAMPLE
from judge.contest.core.training import TrainingList
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.training import make_list
from judge.contest.ops.worker import Worker
from support import wait_until
from web.test_browser import Shots, browser, follow, log_in
from web.web_helpers import LiveServer, ServedSite

pytestmark = pytest.mark.slow

__all__ = ["browser"]  # the Chromium fixture, shared with the contest's browser tests

ACCEPTED_1847 = ACCEPTED.parent.parent / "hdu_1847" / "solution.py"
PROBLEMS = ("hdu_1846", "hdu_1847")


def judged_site(tmp_path: Path) -> ServedSite:
    """The site of contests club and week2 (members ann, bo, carl the coach), its judges
    judging every contest it serves, those it adds while it runs too (a virtual one)."""
    pool = SiteJudges([], 1, poll=0.3)
    site = ServedSite(tmp_path, members=True, pool=pool)
    for server in site.servers.values():
        pool.add(Worker(server.session.judging(), on_judged=server.judged))
        server.wake_hooks.append(pool.wake)
    return site


def submit(page, url: str, path: str, source: Path) -> None:
    """From the page of a problem (`path`, under the site), its Submit link, the file sent."""
    page.goto(f"{url}{path}")
    follow(page, "main >> text=Submit")
    page.set_input_files("input[name=file]", str(source))
    follow(page, "button:has-text('Submit')")
    assert "/submissions/" in page.url, page.url


def verdict(page, wanted: str) -> None:
    """Waits for the submission's page to show `wanted`, reloading it."""

    def shown() -> bool:
        if wanted in page.inner_text("#verdict"):
            return True
        page.reload()
        return False

    wait_until(shown, timeout=60, what=f"{wanted} on {page.url}", every=0.5)


def test_a_members_season_and_the_coachs_table(browser, tmp_path):
    site = judged_site(tmp_path)
    make_list(site.opened.folder, TrainingList("bash", "Bash games", PROBLEMS), site.clock.now())
    site.runtime.pool.start()
    shots = Shots(tmp_path / "shots")
    try:
        with LiveServer(site, site.app) as live:
            url = live.url
            ann = log_in(
                browser.new_context(viewport={"width": 1200, "height": 900}),
                url,
                "ann",
                site.members["ann"],
            )
            for contest in ("club", "week2"):
                ann.goto(f"{url}/")
                follow(ann, f"tr:has(a[href='/contests/{contest}/']) >> button:has-text('Join')")
                assert ann.url == f"{url}/contests/{contest}/"
            submit(ann, url, "/contests/club/problems/A", ACCEPTED)
            verdict(ann, "AC")
            submit(ann, url, "/contests/week2/problems/A", WRONG_ON_SAMPLE)
            verdict(ann, "WA")

            ann.goto(f"{url}/me")
            assert ann.locator("main h2 + ul a[href='/contests/club/']").count() == 1
            assert ann.locator("main h2 + ul a[href='/contests/week2/']").count() == 1
            assert "Solved 1 of 2." in ann.inner_text("main")
            assert ann.inner_text("main td[data-problem=hdu_1846]") == "+"
            shots(ann, "30-site-member-season")

            # club ends: its problem B is upsolved in the practice space, from its own page
            site.clock.advance("2:01:00")
            ann.goto(f"{url}/contests/club/problems/B")
            follow(ann, "main >> a.upsolve")
            assert ann.url.startswith(f"{url}/contests/practice/problems/"), ann.url
            submit(ann, url, ann.url.removeprefix(url), ACCEPTED_1847)
            verdict(ann, "AC")
            ann.goto(f"{url}/me")
            assert ann.inner_text("tr[data-contest=club] td.solved") == "hdu_1846"
            assert ann.inner_text("tr[data-contest=club] td.upsolved") == "hdu_1847"
            assert "Solved 2 of 2." in ann.inner_text("main")

            # and taken again virtually: her own contest, on the site's pages
            ann.goto(f"{url}/")
            follow(ann, "tr:has(a[href='/contests/club/']) >> button:has-text('Take it virtually')")
            assert ann.url == f"{url}/contests/club-virtual-ann/"
            submit(ann, url, "/contests/club-virtual-ann/problems/A", ACCEPTED)
            verdict(ann, "AC")
            ann.goto(f"{url}/contests/club-virtual-ann/scoreboard")
            ann.wait_for_selector('tr[data-team="ann"] td.cell.first', timeout=30_000)

            coach_context = browser.new_context(accept_downloads=True)
            coach = log_in(coach_context, url, "carl", site.members["carl"])
            coach.goto(f"{url}/me")
            follow(coach, "main >> a[href='/training/bash']")
            rows = coach.locator("main table.list tbody tr")
            assert rows.count() == 2
            assert rows.nth(0).inner_text().split("\t")[:2] == ["Ann", "2"]
            assert rows.nth(1).inner_text().split("\t")[:2] == ["Bo", "0"]
            shots(coach, "31-site-training-table")
            with coach.expect_download() as download:
                coach.click("text=Download as CSV")
            table = Path(download.value.path()).read_text(encoding="utf-8").splitlines()
            assert table[0] == "member_id,member,solved,hdu_1846,hdu_1847"
            assert table[1].startswith("ann,Ann,2,solved 1,") and table[2] == "bo,Bo,0,,"

            coach.goto(f"{url}/lang?to=zh")  # the footer's link to Chinese
            coach.goto(f"{url}/training/bash")
            assert "下载 CSV" in coach.inner_text("main")
            assert coach.inner_text("main table.list thead").split("\t")[:2] == ["成员", "解题数"]
            assert coach.evaluate("document.documentElement.lang") == "zh-CN"
            ann.goto(f"{url}/me")
            follow(ann, "footer >> a[hreflang=zh]")
            ann.goto(f"{url}/me")
            assert "已解决 2 / 2 题。" in ann.inner_text("main")
            shots(ann, "32-site-member-season-zh")
    finally:
        site.runtime.pool.stop()
        site.stop()
        site.opened.close()
    shots.publish()
