"""The learner's pages in a real browser (Debian's Chromium driven by Playwright), served by
`judge serve` without a contest: the pictures of Kayles, Wythoff's game and HDU 1524's graph,
a parameter changed in the form, the page switched to Chinese, and games won and lost by
clicking the moves. Screenshots go to the test's folder (and to $JUDGE_SCREENSHOTS when set,
as docs/screenshots/ was made)."""

from __future__ import annotations

import pytest

from conftest import REPO
from judge.learn.game import load_game
from judge.learn.solve import Solver
from web.test_browser import Shots, browser, follow  # noqa: F401 (the fixture)
from web.web_helpers import ServeProcess

pytestmark = pytest.mark.slow

VIEWPORT = {"width": 1100, "height": 900}


@pytest.fixture
def learner():
    with ServeProcess(REPO, name=None) as server:
        yield server


def marks(page, selector: str) -> list[str]:
    return [e.get_attribute("data-position") or "" for e in page.query_selector_all(selector)]


def test_the_pictures_in_a_browser(browser, learner, tmp_path):  # noqa: F811
    shots = Shots(tmp_path / "screenshots")
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(f"{learner.url}/learn")
    follow(page, "text=Show its table")  # the index's form: 0.77, Kayles
    assert page.url.endswith("/learn/octal:0.77")
    page.fill("input[name=max]", "1000")
    follow(page, "text=Show the table")
    assert page.text_content("svg.picture .pattern") == "period 12 from 71"
    assert "proved" in page.inner_text("pre.guess")
    assert len(page.query_selector_all("svg.picture rect.cell")) == 1001
    shots(page, "22-learn-kayles-strip")

    page.goto(f"{learner.url}/learn/hdu_2177?max=24")
    points = marks(page, "svg.picture circle.point")
    assert "3 5" in points and "4 7" in points and "2 3" not in points
    shots(page, "23-learn-wythoff-grid")

    page.goto(f"{learner.url}/learn/hdu_1524")
    assert len(page.query_selector_all("svg.picture circle.vertex")) == 4
    assert len(page.query_selector_all("svg.picture line.edge")) == 3
    shots(page, "24-learn-hdu-1524-graph")

    page.goto(f"{learner.url}/learn/hdu_1536?S=2,5&max=60")
    page.fill("input[name=S]", "1,3,4")
    follow(page, "text=Show the table")
    assert "S=1%2C3%2C4" in page.url and page.input_value("input[name=S]") == "1,3,4"
    follow(page, "#lang-switch >> text=中文")
    assert "猜想与证明" in page.inner_text("main")
    assert "周期" in page.text_content("svg.picture .pattern")
    shots(page, "25-learn-s-nim-zh")
    shots.publish()


def winning(game, solver, page) -> str:
    """The winning move from the position the page describes (a pile of n stones)."""
    n = int(page.inner_text("#describe").split()[0])
    return solver.winning_moves(game.start(n))[0]


def test_games_won_and_lost_by_clicking(browser, learner, tmp_path):  # noqa: F811
    shots = Shots(tmp_path / "screenshots")
    game = load_game(REPO, "hdu_1846")
    solver = Solver(game)
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(f"{learner.url}/learn/hdu_1846/play")
    page.fill("input[name=position]", "10")
    page.check("input[name=hint]")
    follow(page, "#begin")
    assert len(page.query_selector_all("svg.position circle.stone")) == 10
    shots(page, "26-learn-play-bash")
    page.fill("#typed", "5")  # more than m = 3
    follow(page, "#send")
    assert page.inner_text("#refusal") == "Illegal move '5': a move takes at most m = 3 stones"
    while page.query_selector("#moves"):
        follow(page, f"#moves button.move[value='{winning(game, solver, page)}']")
    assert page.inner_text("#result") == "You won."
    assert "No move left for me: you win." in page.inner_text("#transcript")
    shots(page, "27-learn-play-won")

    follow(page, "#again")  # the same settings, a new random start; then a losing one
    page.goto(f"{learner.url}/learn/hdu_1846/play?start=1&position=8")
    while page.query_selector("#moves"):
        follow(page, "#moves button.move >> nth=0")
    assert page.inner_text("#result") == "You lost."
    transcript = page.inner_text("#transcript")
    assert "No move left for you: I win." in transcript and "You faced 8 stones" in transcript

    page.goto(f"{learner.url}/learn/hdu_1730/play?start=1&position=2 7 5 1")
    assert len(page.query_selector_all("svg.position circle.piece")) == 4
    shots(page, "28-learn-play-northcott")
    page.goto(f"{learner.url}/learn/hdu_2177/play?start=1&position=3 6")
    assert len(page.query_selector_all("svg.position circle.stone")) == 9
    shots(page, "29-learn-play-wythoff")
    shots.publish()
