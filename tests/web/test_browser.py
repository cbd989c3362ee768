"""The contest server in a real browser: Debian's Chromium driven by Playwright.

A jury starts the contest; team alpha logs in, opens a problem, submits a file and sees the
verdict; team beta's scoreboard, open all along, shows alpha's solve without reloading; a
clarification goes back and forth. Screenshots of the main pages are saved in the test's
folder (and copied to $JUDGE_SCREENSHOTS when it is set, as docs/screenshots/ was made).

Chromium comes from Debian (`apt-get install chromium`; .ci/run installs it); Playwright's
own browser download is not used. Without a Chromium the test is skipped, except in CI
(CI=true), where that is a failure.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from contest.contest_helpers import ACCEPTED, WRONG_ON_SAMPLE
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.worker import Worker
from support import wait_until
from web.web_helpers import LiveServer, ServedSite, new_served

pytestmark = pytest.mark.slow

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]


def chromium() -> str:
    path = (
        os.environ.get("JUDGE_CHROMIUM")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )
    if path is None or not Path(path).exists():
        if os.environ.get("CI"):
            pytest.fail("no Chromium: apt-get install chromium (see .ci/run)")
        pytest.skip("no Chromium (apt-get install chromium)")
    return path


@pytest.fixture
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        if os.environ.get("CI"):
            pytest.fail("playwright is not installed: pip install -e '.[test]'")
        pytest.skip("playwright is not installed")
    executable = chromium()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def running(tmp_path):
    served = new_served(tmp_path, judges=1)  # real judges
    served.server.start()
    with LiveServer(served.server, served.app) as live:
        live.served = served
        yield live
    served.session.close()


class Shots:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.taken: list[Path] = []

    def __call__(self, page, name: str) -> None:
        path = self.folder / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        self.taken.append(path)

    def publish(self) -> None:
        target = os.environ.get("JUDGE_SCREENSHOTS")
        if target:
            Path(target).mkdir(parents=True, exist_ok=True)
            for path in self.taken:
                shutil.copy(path, Path(target) / path.name)


def follow(page, selector: str) -> None:
    """Click what submits a form or follows a link, and wait for the page it leads to: a bare
    click returns once the click is sent, and the old page (or none) may still be the one read."""
    with page.expect_navigation():
        page.click(selector)


def log_in(context, url: str, who: str, password: str):
    page = context.new_page()
    page.goto(f"{url}/login")
    page.fill("input[name=username]", who)
    page.fill("input[name=password]", password)
    follow(page, "button[type=submit]")
    return page


def test_a_contest_in_a_browser(browser, running, tmp_path):
    url, served = running.url, running.served
    shots = Shots(tmp_path / "screenshots")
    viewport = {"width": 1200, "height": 800}

    jury = log_in(browser.new_context(viewport=viewport), url, "jury", served.passwords["jury"])
    assert jury.url.endswith("/jury")
    follow(jury, "text=Start the contest now")
    follow(jury, "#confirm")  # starting asks first
    jury.wait_for_selector("text=The contest has started.")
    served.clock.advance("0:12:00")

    alpha = log_in(browser.new_context(viewport=viewport), url, "alpha", served.passwords["alpha"])
    assert "Brave Game" in alpha.inner_text("main")
    shots(alpha, "1-team-home")
    follow(alpha, "text=Brave Game")
    assert "Time limit" in alpha.inner_text("main")
    assert alpha.inner_text("article.statement h2 >> nth=0") == "Input"
    shots(alpha, "2-problem")

    beta = log_in(browser.new_context(viewport=viewport), url, "beta", served.passwords["beta"])
    beta.goto(f"{url}/scoreboard")
    beta.evaluate("window.notReloaded = true")
    # The live stream's first board is in (live.js counts updates in data-updated); a
    # selector, since the pages' Content-Security-Policy forbids evaluating strings.
    beta.wait_for_selector("#board[data-updated]")

    follow(alpha, "text=Submit >> nth=0")
    alpha.select_option("select[name=problem]", "A")
    alpha.set_input_files("input[name=file]", str(ACCEPTED))
    follow(alpha, "button:has-text('Submit')")
    alpha.wait_for_url("**/submissions/1")

    def judged() -> bool:  # the judges work in the server; the page is reloaded by hand
        if "AC" in alpha.inner_text("#verdict"):
            return True
        alpha.reload()
        return False

    wait_until(judged, timeout=60, what="the verdict on alpha's page", every=0.5)
    assert alpha.inner_text("#verdict") == "AC"
    shots(alpha, "3-verdict")

    # Beta's board shows the solve, first to solve, without a reload.
    beta.wait_for_selector('tr[data-team="alpha"] td.cell.first', timeout=30_000)
    assert beta.evaluate("window.notReloaded") is True
    assert beta.inner_text('tr[data-team="alpha"] td.cell.first .minute').startswith("12")
    shots(beta, "4-scoreboard")

    # A wrong paste; alpha's list of submissions follows it live.
    alpha.goto(f"{url}/submissions")
    alpha.evaluate("window.notReloaded = true")
    alpha.goto(f"{url}/submit?problem=A")
    alpha.fill("textarea[name=code]", WRONG_ON_SAMPLE.read_text())
    alpha.select_option("select[name=language]", "python3")
    follow(alpha, "button:has-text('Submit')")
    alpha.wait_for_url("**/submissions/2")
    alpha.goto(f"{url}/submissions")
    alpha.evaluate("window.notReloaded = true")
    alpha.wait_for_selector("text=WA on case 1 of 25", timeout=60_000)
    assert alpha.evaluate("window.notReloaded") is True
    shots(alpha, "5-submissions")
    alpha.goto(f"{url}/submissions/2")
    assert "expected 'second', got 'first'" in alpha.inner_text("#failure")
    assert "second" in alpha.inner_text("pre.case-expected")
    shots(alpha, "3b-failing-sample")

    # A question and its answer.
    alpha.goto(f"{url}/clarifications")
    alpha.fill("textarea[name=text]", "May m be larger than n?")
    follow(alpha, "text=Ask the jury")
    jury.goto(f"{url}/jury/clarifications")
    jury.fill("form.reply textarea", "Yes: see the bounds.")
    follow(jury, "form.reply button[value=answer]")
    shots(jury, "6-jury-clarifications")
    alpha.goto(f"{url}/clarifications")
    assert "Yes: see the bounds." in alpha.inner_text("main")
    shots(alpha, "7-team-clarifications")

    jury.goto(f"{url}/jury/submissions/2")
    assert "misere" in jury.inner_text("pre.source")
    shots(jury, "8-jury-submission")
    jury.goto(f"{url}/jury")
    shots(jury, "9-jury")
    shots.publish()
    assert len(shots.taken) == 10


def test_a_coach_runs_the_contest_from_the_browser_in_chinese(browser, running, tmp_path):
    """The jury's pages in Chinese (Debian's fonts-noto-cjk draws them), the printable slips
    and results, the statistics' chart, a team's problem page with its languages."""
    url, served = running.url, running.served
    shots = Shots(tmp_path / "screenshots")
    viewport = {"width": 1200, "height": 800}
    context = browser.new_context(
        viewport=viewport, locale="zh-CN", extra_http_headers={"Accept-Language": "zh-CN,zh;q=0.9"}
    )
    jury = log_in(context, url, "jury", served.passwords["jury"])
    assert "现在开始比赛" in jury.inner_text("main")
    follow(jury, "text=现在开始比赛")
    shots(jury, "10-jury-confirm-start-zh")
    follow(jury, "#confirm")
    jury.wait_for_selector("text=比赛已开始。")
    served.clock.advance("0:10:00")

    jury.goto(f"{url}/jury/teams")
    jury.fill("#add-team input[name=name]", "Delta")
    follow(jury, "#add-team button[type=submit]")
    password = jury.inner_text(".slip-password")
    jury.goto(f"{url}/jury/teams")
    shots(jury, "11-jury-teams-zh")
    follow(jury, "#slips-form button[type=submit]")
    follow(jury, "#confirm")
    assert jury.locator(".slip").count() == 4  # alpha, beta, ghost and delta
    shots(jury, "12-password-slips-zh")
    jury.emulate_media(media="print")
    assert not jury.is_visible("header.top")  # a printed slip carries no menu
    jury.emulate_media(media="screen")
    # The slips made new passwords: delta's is the one on its slip now.
    password = jury.inner_text('.slip[data-team="delta"] .slip-password')
    beta_password = jury.inner_text('.slip[data-team="beta"] .slip-password')

    delta = log_in(browser.new_context(viewport=viewport), url, "delta", password)
    delta.goto(f"{url}/submit?problem=A")
    delta.set_input_files("input[name=file]", str(ACCEPTED))
    follow(delta, "button:has-text('Submit')")
    delta.wait_for_url("**/submissions/*")
    follow(delta, "#lang-switch >> text=中文")
    assert "提交" in delta.inner_text("header")

    def judged() -> bool:
        if "AC" in delta.inner_text("#verdict"):
            return True
        delta.reload()
        return False

    wait_until(judged, timeout=60, what="delta's verdict", every=0.5)
    delta.goto(f"{url}/problems/A")
    # HDU 1846 in the team's language: its Chinese statement, drawn (not boxes) in Chromium.
    assert "勇敢者的游戏" in delta.inner_text("body")
    assert "每次至少取走 1 颗" in delta.inner_text("body")
    assert delta.locator("#language-limits tr[data-language=java]").count() == 1
    delta.click("#language-limits summary")
    shots(delta, "13-problem-languages-zh")

    # A team's name changed on the jury's page; an answer to everyone quotes its question.
    jury.goto(f"{url}/jury/teams/delta")
    jury.fill("#edit-team input[name=display_name]", "Delta (第三中学)")
    shots(jury, "19-jury-team-zh")
    follow(jury, "#edit-team button[type=submit]")
    jury.wait_for_selector('tr[data-team="delta"] >> text=Delta (第三中学)')
    delta.goto(f"{url}/clarifications")
    delta.fill("textarea[name=text]", "n 可以等于 m 吗？")
    follow(delta, "form.card button[type=submit]")
    jury.goto(f"{url}/jury/clarifications")
    jury.fill("form.reply textarea", "可以。")
    jury.check("form.reply input[name=everyone]")
    follow(jury, "form.reply button[value=answer]")
    beta = log_in(
        browser.new_context(viewport=viewport, locale="zh-CN"), url, "beta", beta_password
    )
    beta.goto(f"{url}/clarifications")
    assert "n 可以等于 m 吗？" in beta.inner_text("blockquote.asked")
    assert "delta" not in beta.inner_text("main").lower()
    shots(beta, "20-answer-quotes-question-zh")

    # Ghost disabled, then removed (asked first): off the list, under the removed teams.
    jury.goto(f"{url}/jury/teams/ghost")
    follow(jury, "button[value=disable]")
    jury.wait_for_selector('tr[data-team="ghost"] >> text=否')  # can log in: no
    jury.goto(f"{url}/jury/teams/ghost")
    follow(jury, "button[value=remove]")
    assert "删除队伍 ghost？" in jury.inner_text("main")
    follow(jury, "#confirm")
    jury.wait_for_selector("text=已删除的队伍")
    shots(jury, "21-jury-team-removed-zh")

    jury.goto(f"{url}/jury/problems")
    shots(jury, "14-jury-problems-zh")
    jury.goto(f"{url}/jury/problems/A")
    assert jury.locator("svg.chart polyline").count() == 1
    shots(jury, "15-jury-problem-zh")
    jury.goto(f"{url}/jury/statistics")
    assert jury.locator("#per-language tr[data-language=python3]").count() == 1
    shots(jury, "16-statistics-zh")

    served.clock.advance("0:05:00")
    follow(jury, "#lang-switch >> text=English")
    jury.goto(f"{url}/jury")
    jury.fill("#extend input[name=minutes]", "15")
    follow(jury, "#extend button")
    jury.wait_for_selector("text=The contest now ends at a new time.")
    follow(jury, "text=End the contest now")
    follow(jury, "#confirm")
    jury.wait_for_selector("text=The contest has ended.")
    shots(jury, "17-jury-ended")
    jury.goto(f"{url}/jury/results")
    assert jury.inner_text('#results tr[data-team="delta"]').split("\t")[:5] == [
        "1",
        "Delta (第三中学)",
        "",
        "1",
        "10",
    ]
    jury.emulate_media(media="print")
    shots(jury, "18-results-print")
    shots.publish()


def test_a_team_submits_on_a_sites_contest_page(browser, tmp_path):
    """On a club's site: from its home page to contest club's pages (under /contests/club/),
    logged in there, a submission judged by the site's judges, and the board following it
    live; the other contest's pages know nothing of the login."""
    site = ServedSite(tmp_path)
    servers = list(site.servers.values())
    judges = SiteJudges([Worker(s.session.judging(), on_judged=s.judged) for s in servers], 1)
    judges.start()
    try:
        with LiveServer(site, site.app) as live:
            url = live.url
            context = browser.new_context(viewport={"width": 1200, "height": 800})
            alpha = context.new_page()
            alpha.goto(f"{url}/")
            follow(alpha, 'a[href="/contests/club/"]')
            assert alpha.url == f"{url}/contests/club/"
            follow(alpha, "header >> text=Log in")
            alpha.fill("input[name=username]", "alpha")
            alpha.fill("input[name=password]", site.passwords["club"]["alpha"])
            follow(alpha, "button[type=submit]")
            assert alpha.url == f"{url}/contests/club/"
            follow(alpha, "text=Brave Game")
            assert alpha.url == f"{url}/contests/club/problems/A"

            board = context.new_page()
            board.goto(f"{url}/contests/club/scoreboard")
            board.evaluate("window.notReloaded = true")
            board.wait_for_selector("#board[data-updated]")  # its live stream, under the prefix

            follow(alpha, "main >> text=Submit")
            alpha.set_input_files("input[name=file]", str(ACCEPTED))
            follow(alpha, "button:has-text('Submit')")
            assert alpha.url == f"{url}/contests/club/submissions/1"

            def judged() -> bool:
                if "AC" in alpha.inner_text("#verdict"):
                    return True
                alpha.reload()
                return False

            wait_until(judged, timeout=60, what="the verdict on alpha's page", every=0.5)
            board.wait_for_selector('tr[data-team="alpha"] td.cell.first', timeout=30_000)
            assert board.evaluate("window.notReloaded") is True
            # The same browser is nobody on the other contest's pages.
            alpha.goto(f"{url}/contests/week2/submit")
            assert alpha.url.startswith(f"{url}/contests/week2/login?next=")
    finally:
        judges.stop()
        site.opened.close()


def test_a_member_practises_on_a_site_and_sees_the_problem_solved(browser, tmp_path):
    """On a club's site, a member logged in on the site opens /practice, submits to a
    problem from its row without joining anything, and once the site's judges have judged
    it the practice page says solved."""
    site = ServedSite(tmp_path, members=True)
    servers = list(site.servers.values())
    judges = SiteJudges([Worker(s.session.judging(), on_judged=s.judged) for s in servers], 1)
    judges.start()
    label = next(e.label for e in site.opened.contests["practice"].entries if e.id == "hdu_1846")
    row = f'tr[data-label="{label}"]'
    try:
        with LiveServer(site, site.app) as live:
            url = live.url
            context = browser.new_context(viewport={"width": 1200, "height": 800})
            ann = log_in(context, url, "ann", site.members["ann"])
            follow(ann, 'main >> a[href="/practice"]')
            assert ann.url == f"{url}/practice"
            assert ann.get_attribute(row, "data-state") == "untried"
            follow(ann, f"{row} >> text=Submit")
            assert ann.url == f"{url}/contests/practice/submit?problem={label}"
            ann.set_input_files("input[name=file]", str(ACCEPTED))
            follow(ann, "button:has-text('Submit')")
            assert ann.url.startswith(f"{url}/contests/practice/submissions/")

            def solved() -> bool:
                ann.goto(f"{url}/practice")
                return ann.get_attribute(row, "data-state") == "solved"

            wait_until(solved, timeout=60, what="the solved state on /practice", every=0.5)
            assert "solved" in ann.inner_text(f"{row} td.state")
    finally:
        judges.stop()
        site.opened.close()


def test_the_coach_makes_a_contest_in_the_browser_and_a_member_takes_part(browser, tmp_path):
    """On a club's site with members: the coach fills the coach's page's form, the contest is
    served at once (its watcher, the site's judges), a member joins it from the home page and
    submits, and the verdict comes."""
    site = ServedSite(tmp_path, members=True, pool=SiteJudges([], 1, poll=0.5))
    site.runtime.pool.start()
    shots = Shots(tmp_path / "shots")
    try:
        with LiveServer(site, site.app) as live:
            url = live.url
            coach = log_in(browser.new_context(), url, "carl", site.members["carl"])
            coach.goto(f"{url}/coach")
            coach.fill("#new-contest input[name=id]", "week3")
            coach.fill("#new-contest input[name=title]", "Week 3")
            coach.fill("#new-contest input[name=start]", "now")
            coach.fill("#new-contest input[name=duration]", "1:00:00")
            coach.check("#new-contest input[name=problems][value=hdu_1846]")
            follow(coach, "#new-contest button[type=submit]")
            assert coach.url == f"{url}/coach?done=made&contest=week3"
            assert "Contest week3 made" in coach.inner_text(".notice")
            shots(coach, "20-site-coach")

            ann = log_in(browser.new_context(), url, "ann", site.members["ann"])
            ann.goto(f"{url}/")
            follow(ann, "tr:has(a[href='/contests/week3/']) >> button:has-text('Join')")
            assert ann.url == f"{url}/contests/week3/"
            follow(ann, "text=Brave Game")
            follow(ann, "main >> text=Submit")
            ann.set_input_files("input[name=file]", str(ACCEPTED))
            follow(ann, "button:has-text('Submit')")
            assert ann.url == f"{url}/contests/week3/submissions/1"

            def judged() -> bool:
                if "AC" in ann.inner_text("#verdict"):
                    return True
                ann.reload()
                return False

            wait_until(judged, timeout=60, what="the verdict in the new contest", every=0.5)
            board = ann.context.new_page()
            board.goto(f"{url}/contests/week3/scoreboard")
            board.wait_for_selector("#board[data-updated]")  # the new contest's live stream
            board.wait_for_selector('tr[data-team="ann"] td.cell.first', timeout=30_000)
    finally:
        site.runtime.pool.stop()
        site.opened.close()
    shots.publish()
