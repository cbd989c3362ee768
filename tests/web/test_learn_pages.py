"""The learner's pages, without JavaScript (a test client posting the forms): a game's table
drawn with the guess and proof `judge table --guess` prints, its parameters edited in the form
and checked at the edge (a 4xx page saying what is wrong, never a 500); a game won and lost
move by move with the transcript `judge play` prints, illegal moves refused with the rule, the
game's record signed and replayed; the pages in English and Chinese; and who sees them in a
contest (the jury, and everyone once it is over)."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import httpx
import pytest
from starlette.testclient import TestClient

from conftest import REPO
from judge.learn.game import load_game
from judge.learn.play import Side
from judge.learn.replay import Match
from judge.learn.solve import Solver
from judge.web.learn_app import create_learn_app, learner_pages
from support import run_cli
from web.web_helpers import ServeProcess, csrf_of

RECORD = re.compile(r'name="record" value="([^"]+)"')


@pytest.fixture(scope="module")
def learner():
    with TestClient(create_learn_app(learner_pages(REPO)), follow_redirects=False) as client:
        yield client


def text_of(page: str, element: str) -> str:
    found = re.search(rf'id="{element}">(.*?)</', page, re.S)
    return html.unescape(found.group(1)) if found else ""


def picture_of(page: str) -> ET.Element:
    found = re.search(r"<svg .*?</svg>", page, re.S)
    assert found, "no picture in the page"
    return ET.fromstring(found.group(0))


def refusal_of(page: str) -> str:
    found = re.search(r'class="refusal"[^>]*>(.*?)<', page, re.S)
    return html.unescape(found.group(1)) if found else ""


def test_the_index_lists_every_game_of_the_set(learner):
    page = learner.get("/learn")
    assert page.status_code == 200
    for problem_id in ("hdu_1846", "hdu_2177", "hdu_1524", "hdu_1730"):
        assert f'href="/learn/{problem_id}"' in page.text
        assert f'href="/learn/{problem_id}/play"' in page.text
    assert learner.get("/").headers["location"] == "/learn"
    kayles = learner.get("/learn", params={"family": "0.77"})
    assert kayles.status_code == 303 and kayles.headers["location"] == "/learn/octal:0.77"


def test_a_table_page_shows_the_picture_and_the_guess_judge_table_prints(learner):
    page = learner.get("/learn/hdu_1846", params={"m": "4", "max": "30"})
    assert page.status_code == 200
    cli = run_cli("table", "hdu_1846", "--guess", "--max", "30", "--m", "4", root=REPO)
    table_text, guess_text = cli.output.rstrip("\n").split("\n\n", 1)
    shown = html.unescape(page.text)
    assert guess_text in shown and table_text in shown
    svg = picture_of(page.text)
    p_cells = [e.get("data-position") for e in svg.iter() if "p" in e.get("class", "").split()]
    assert p_cells == ["0", "5", "10", "15", "20", "25", "30"]  # multiples of m + 1 = 5
    assert 'value="4"' in page.text  # the form keeps what was asked


def test_octal_and_subtraction_games_have_pages_too(learner):
    kayles = learner.get("/learn/octal:0.77", params={"max": "10000"})
    assert kayles.status_code == 200
    assert "period 12 from 71" in kayles.text and "proved" in kayles.text
    sub = learner.get("/learn/subtraction:2,5,7")
    assert sub.status_code == 200 and "subtraction:2,5,7" in sub.text


MALFORMED = [
    ("/learn/hdu_1846", {"m": "abc"}, 400, "m: 'abc' is not a whole number"),
    ("/learn/hdu_1846", {"m": "-3"}, 400, "m: each number from 0 to 1000"),
    ("/learn/hdu_1846", {"m": "99999999999999999999"}, 400, "m: each number from 0 to 1000"),
    ("/learn/hdu_2177", {"max": "25"}, 400, "max: '25' is not a whole number from 0 to 24"),
    ("/learn/hdu_2177", {"max": "1e9"}, 400, "is not a whole number from 0 to 24"),
    ("/learn/hdu_1846", {"max": "10001"}, 400, "from 0 to 10000"),  # a subtraction game
    ("/learn/octal:0.77", {"max": "10001"}, 400, "from 0 to 10000"),
    ("/learn/hdu_1536", {"S": "1," * 300}, 400, "S: at most 200 numbers"),
    ("/learn/octal:0.78", {}, 400, "'8' is not an octal digit"),
    ("/learn/octal:0." + "7" * 80, {}, 400, "at most 60 characters"),
    ("/learn/subtraction:0", {}, 400, "is not positive"),
    ("/learn/nosuch", {}, 404, "no game 'nosuch' here"),
    ("/learn/..%2f..%2fsetup.py", {}, 404, "There is no such page."),
    ("/learn/%2Ftmp%2Fx.py", {}, 404, "There is no such page."),
    ("/learn/x.py", {}, 404, "no game 'x.py' here"),  # never a file
    ("/learn/hdu_1524/play", {"start": "1", "position": "3"}, 400, "no move is left"),
    ("/learn/hdu_1846/play", {"start": "1", "position": "9999"}, 400, "position: at most"),
    ("/learn/hdu_1846/play", {"start": "1", "position": "x"}, 400, "--position 'x'"),
    ("/learn/hdu_2177/play", {"start": "1", "position": "1 2 3"}, 400, "two piles"),
    ("/learn", {"family": "0.9"}, 400, "'9' is not an octal digit"),
]


@pytest.mark.parametrize(("path", "params", "status", "said"), MALFORMED)
def test_bad_requests_are_a_4xx_page_saying_what_is_wrong(learner, path, params, status, said):
    page = learner.get(path, params=params)
    assert page.status_code == status, page.text
    assert said in refusal_of(page.text)


def test_no_500_on_malformed_input(learner):
    good = RECORD.search(learner.get("/learn/hdu_1846/play?start=1&position=7").text)
    assert good
    record = good.group(1)
    body, _, mac = record.partition(".")
    posts = [
        {},
        {"record": ""},
        {"record": "x.y"},
        {"record": record, "move": ""},
        {"record": record, "move": "\u2603"},
        {"record": record, "move": "1" * 5000},
        {"record": body + "." + "0" * len(mac), "move": "1"},
        {"record": body[:-4] + "." + mac, "move": "1"},
    ]
    for data in posts:
        response = learner.post("/learn/hdu_1846/play", data=data)
        assert 400 <= response.status_code < 500, (data, response.text[:300])
    assert learner.post("/learn/hdu_1846/play", files={"record": ("a", b"x")}).status_code == 400
    for path in ("/learn/hdu_1846?m=%00", "/learn/%00", "/learn/hdu_1846/play?position=%0a"):
        assert learner.get(path).status_code == 400
    assert learner.get("/learn/hdu_1846/play/more").status_code == 404
    assert learner.put("/learn/hdu_1846").status_code == 405


def play_to_the_end(client, path: str, choose, first_page) -> str:
    """Click moves until the game is over: ``choose(page)`` picks each move's text."""
    page = first_page
    for _ in range(100):
        if 'id="moves"' not in page:
            return page
        record = RECORD.search(page)
        assert record
        response = client.post(path, data={"record": record.group(1), "move": choose(page)})
        assert response.status_code == 200, response.text
        page = response.text
    raise AssertionError("the game did not end")


def buttons(page: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'name="move" value="([^"]+)" class="move"', page)]


def test_a_game_won_and_one_lost_by_posting_the_forms(learner):
    game = load_game(REPO, "hdu_1846")
    solver = Solver(game)

    def winning(page: str) -> str:
        n = int(text_of(page, "describe").split()[0])
        return solver.winning_moves(game.start(n))[0]

    start = learner.get("/learn/hdu_1846/play", params={"start": "1", "position": "10"})
    won = play_to_the_end(learner, "/learn/hdu_1846/play", winning, start.text)
    assert text_of(won, "result") == "You won."
    moves = re.findall(r"your move> (\S+)", html.unescape(won))
    piped = run_cli(
        "play", "hdu_1846", "--position", "10", root=REPO, input="\n".join(moves) + "\n"
    )
    assert html.unescape(text_of(won, "transcript")) == piped.output.rstrip("\n")
    lost = play_to_the_end(
        learner,
        "/learn/hdu_1846/play",
        lambda page: buttons(page)[0],
        learner.get("/learn/hdu_1846/play?start=1&position=8").text,
    )
    assert text_of(lost, "result") == "You lost."
    assert "No move left for you: I win." in text_of(lost, "transcript")


def test_an_illegal_move_is_refused_with_the_rule_and_the_game_goes_on(learner):
    page = learner.get("/learn/hdu_1846/play?start=1&position=11").text
    record = RECORD.search(page)
    assert record
    refused = learner.post("/learn/hdu_1846/play", data={"record": record.group(1), "move": "4"})
    assert refused.status_code == 400
    assert refusal_of(refused.text) == "Illegal move '4': a move takes at most m = 3 stones"
    assert text_of(refused.text, "describe") == "11 stones; a move takes 1 to 3"
    assert buttons(refused.text) == ["1", "2", "3"]


def test_the_judge_moves_first_and_hints_are_a_switch(learner):
    page = learner.get("/learn/hdu_1846/play?start=1&position=9&first=judge").text
    assert "I play 1." in text_of(page, "transcript")  # 9 -> 8, a multiple of 4
    assert "Hint:" not in page
    record = RECORD.search(page)
    assert record
    hinted = learner.post(
        "/learn/hdu_1846/play", data={"record": record.group(1), "hint_switch": "1"}
    ).text
    assert "Hint: a P-position (the player to move loses)" in text_of(hinted, "transcript")


def test_a_record_signed_by_the_server_is_still_replayed_against_the_rules():
    """Even a record this server signed (the worst a forger could reach) cannot place an
    illegal position: its moves are replayed by the rules at every request."""
    learn = learner_pages(REPO)
    app = create_learn_app(learn)
    game = load_game(REPO, "hdu_1846")
    forged = learn._sign("hdu_1846", game, Match(11, Side.ME, False, ("9",)))
    with TestClient(app) as client:
        response = client.post("/learn/hdu_1846/play", data={"record": forged, "move": "1"})
    assert response.status_code == 400
    assert "the move '9': a move takes at most m = 3 stones" in refusal_of(response.text)


def test_every_kind_of_position_is_drawn(learner):
    for problem_id, kind in (
        ("hdu_1850", "stone"),
        ("hdu_2177", "stone"),
        ("hdu_1730", "piece"),
        ("poj_1704", "piece"),
        ("hdu_1524", "vertex"),
    ):
        page = learner.get(f"/learn/{problem_id}/play", params={"start": "1"}).text
        svg = picture_of(page)
        assert any(kind in e.get("class", "").split() for e in svg.iter()), problem_id
    board = learner.get("/learn/hdu_1730/play?start=1&position=2 7").text
    assert buttons(board)[:3] == ["1 1", "1 3", "1 4"]


def test_the_pages_in_chinese(learner):
    learner.cookies.set("lang", "zh")
    try:
        page = learner.get("/learn/octal:0.77", params={"max": "2000"}).text
        assert "周期 12，从 71 起" in page
        assert "猜想与证明" in page
        play = learner.get("/learn/hdu_1846/play").text
        assert "谁先走" in play
    finally:
        learner.cookies.delete("lang")
    switched = learner.get("/lang?to=zh", headers={"referer": "http://testserver/learn/hdu_1846"})
    assert switched.headers["location"] == "/learn/hdu_1846"
    assert "lang=zh" in switched.headers["set-cookie"]
    outside = learner.get("/lang?to=en", headers={"referer": "http://evil.example//x"})
    assert outside.headers["location"] == "/learn"


# -- in a contest -------------------------------------------------------------------------------


def test_in_a_contest_the_jury_sees_the_pages_and_others_once_it_is_over(served):
    anyone, team, jury = served.anonymous(), served.client("alpha"), served.client("jury")
    for client in (anyone, team):
        closed = client.get("/learn")
        assert closed.status_code == 404
        assert "The learning pages open when the contest is over." in closed.text
        assert client.get("/learn/hdu_1846").status_code == 404
    index = jury.get("/learn")
    assert index.status_code == 200
    assert 'href="/learn/hdu_1846"' in index.text and 'href="/learn/hdu_1847"' in index.text
    assert 'href="/learn/hdu_2177"' not in index.text  # not one of the contest's problems
    assert jury.get("/learn/hdu_2177").status_code == 404
    served.start()
    assert team.get("/learn/hdu_1846").status_code == 404  # under way: closed
    served.clock.advance("2:00:01")
    assert team.get("/learn/hdu_1846").status_code == 200
    page = anyone.get("/learn/hdu_1846/play?start=1&position=5").text
    record = RECORD.search(page)
    assert record
    no_token = anyone.post("/learn/hdu_1846/play", data={"record": record.group(1), "move": "1"})
    assert no_token.status_code == 403  # the contest's forms carry the CSRF token
    moved = anyone.post(
        "/learn/hdu_1846/play",
        data={"record": record.group(1), "move": "1", "csrf": csrf_of(page)},
    )
    assert moved.status_code == 200 and "I play" in text_of(moved.text, "transcript")


def test_judge_serve_without_a_contest_serves_the_learner_s_pages_on_this_machine_only():
    refused = run_cli("serve", "--host", "0.0.0.0", root=REPO)
    assert refused.exit_code == 2
    assert "on this machine only" in refused.output and "Traceback" not in refused.output
    with ServeProcess(REPO, name=None) as server:
        assert "serving the learner's pages" in server.output[0]
        page = httpx.get(server.url + "/learn/hdu_2177", timeout=30)
        assert page.status_code == 200 and 'class="point p"' in page.text
        assert server.stop() == 0


def test_an_oi_edition_shows_its_subtasks_with_their_points(learner):
    """The index lists each OI edition's subtasks with their points, and its table page says
    how it is scored; a problem judged pass-fail shows none. In English and Chinese."""
    index = learner.get("/learn").text
    assert text_of(index, "subtasks-oi_hdu_2516") == (
        "small 20 points · medium 30 points · full 50 points"
    )
    assert text_of(index, "subtasks-hdu_2516").strip() == ""
    table = learner.get("/learn/oi_hdu_3032").text
    assert "Scored by subtasks: small 20 points · medium 30 points · full 50 points" in (
        " ".join(text_of(table, "subtasks").split())
    )
    assert 'id="subtasks"' not in learner.get("/learn/hdu_3032").text
    with TestClient(create_learn_app(learner_pages(REPO))) as chinese:
        chinese.cookies.set("lang", "zh")
        zh = chinese.get("/learn").text
        assert text_of(zh, "subtasks-oi_hdu_1846") == "small 20 分 · medium 30 分 · full 50 分"
        assert "<th>子任务</th>" in zh
        assert "按子任务计分：" in chinese.get("/learn/oi_hdu_2177").text
