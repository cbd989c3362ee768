"""First to solve in a served contest: every consumer of the one rule says the same, the jury's
view and the public's each: the scoreboard page's cells, the API's scoreboard and awards, the
event feed's awards, the jury's statistics, the results and `judge contest board`. Walked
through two solves in the same minute, an earlier submission still being judged, a solve
during the freeze, and a rejudging under way (tests/contest/test_first_to_solve.py pins the
rule itself on hand-made contests)."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from contest.contest_helpers import ACCEPTED, REPO
from judge.contest.ops import jury, views
from judge.contest.ops.statistics import contest_statistics
from judge.contest.storage import queue
from support import run_cli
from web.test_server_pages import submit

API = "/api/contests/club"
ACCEPTED_B = REPO / "problems" / "hdu_1847" / "solution.py"
LABELS = {"hdu_1846": "A", "hdu_1847": "B"}
ELSEWHERE = "judgehost/boot/7/1"  # a judging machine that has not finished yet


def board_page(client) -> dict[str, tuple[str, ...]]:
    """The scoreboard page's first-to-solve cells (its star), by problem label."""
    page = client.get("/scoreboard").text
    found: dict[str, list[str]] = {"A": [], "B": []}
    for team, row in re.findall(r'<tr data-team="([^"]+)"[^>]*>(.*?)</tr>', page, re.S):
        kinds = re.findall(r'<td class="cell (\w+)">', row)
        for label, kind in zip("AB", kinds):
            if kind == "first":
                found[label].append(team)
    return {label: tuple(sorted(teams)) for label, teams in found.items()}


def api_scoreboard(served, auth) -> dict[str, tuple[str, ...]]:
    board = served.anonymous().get(f"{API}/scoreboard?strict=false", auth=auth).json()
    found: dict[str, list[str]] = {"A": [], "B": []}
    for row in board["rows"]:
        for cell in row["problems"]:
            if cell["first_to_solve"]:
                found[LABELS[cell["problem_id"]]].append(row["team_id"])
    return {label: tuple(sorted(teams)) for label, teams in found.items()}


def by_award(items) -> dict[str, tuple[str, ...]]:
    return {
        LABELS[a["id"].removeprefix("first-to-solve-")]: tuple(sorted(a["team_ids"]))
        for a in items
        if a["id"].startswith("first-to-solve-")
    }


def feed_awards(served, auth) -> dict[str, tuple[str, ...]]:
    """The first-to-solve awards as the jury's event feed last logged them."""
    text = served.anonymous().get(f"{API}/event-feed?stream=false", auth=auth).text
    latest = {}
    for line in text.splitlines():
        event = json.loads(line) if line.strip() else None
        if event is not None and event["type"] == "awards" and event["data"] is not None:
            latest[event["id"]] = event["data"]
    return by_award(latest.values())


def starred(text_cells: list[tuple[str, str, str]]) -> dict[str, tuple[str, ...]]:
    """(team, label, cell text) -> the teams whose cell is starred, by label."""
    found: dict[str, list[str]] = {"A": [], "B": []}
    for team, label, text in text_cells:
        if "*" in text:
            found[label].append(team)
    return {label: tuple(sorted(teams)) for label, teams in found.items()}


def board_command(served, monkeypatch, *options: str) -> dict[str, tuple[str, ...]]:
    """`judge contest board club` (its text), on the served contest's clock."""
    from judge.cli.contest import common as contest_cli

    monkeypatch.setattr(contest_cli, "make_clock", lambda: served.clock)
    result = run_cli("contest", "board", "club", *options, root=served.root)
    assert result.exit_code == 0, result.output
    cells = []
    for line in result.output.splitlines()[1:]:
        words = line.split()
        if words and words[0].isdigit() and words[1] in ("Alpha", "Beta"):
            for label, text in zip("AB", words[4:]):
                cells.append((words[1].lower(), label, text))
    return starred(cells)


def results_csv(jury_client) -> dict[str, tuple[str, ...]]:
    table = list(csv.reader(io.StringIO(jury_client.get("/jury/results.csv").text)))
    header = table[0]
    cells = [(row[1], label, row[header.index(label)]) for row in table[1:] for label in "AB"]
    return starred(cells)


def statistics(served) -> dict[str, tuple[str, ...]]:
    """The jury's statistics' first solves (team names as ids), and "waiting" where withheld."""
    found = {}
    for problem in contest_statistics(served.session).problems:
        names = problem.first_solve[1].lower().split(", ") if problem.first_solve else []
        found[problem.label] = ("waiting",) if problem.first_solve_waits else tuple(sorted(names))
    return found


def everywhere(served, monkeypatch) -> dict[str, dict[str, tuple[str, ...]]]:
    """The first solves as every consumer says them, for the jury and the public (they must
    agree within each view)."""
    jury_auth = ("jury", served.passwords["jury"])
    jury_client = served.client("jury")
    jury_view = {
        "page": board_page(jury_client),
        "api scoreboard": api_scoreboard(served, jury_auth),
        "api awards": by_award(served.anonymous().get(f"{API}/awards", auth=jury_auth).json()),
        "event feed": feed_awards(served, jury_auth),  # as logged by the awards' answer above
        "results": results_csv(jury_client),
        "command": board_command(served, monkeypatch),
    }
    public_view = {
        "page": board_page(served.anonymous()),
        "api scoreboard": api_scoreboard(served, None),
        "api awards": by_award(served.anonymous().get(f"{API}/awards").json()),
        "command": board_command(served, monkeypatch, "--public"),
    }
    jury_answer, public_answer = jury_view["page"], public_view["page"]
    assert all(said == jury_answer for said in jury_view.values()), jury_view
    assert all(said == public_answer for said in public_view.values()), public_view
    stats = statistics(served)  # the jury's: the same, or waiting where nobody is first yet
    assert {label: () if said == ("waiting",) else said for label, said in stats.items()} == (
        jury_answer
    )
    return {"jury": jury_answer, "public": public_answer, "statistics": stats}


@pytest.mark.slow
def test_every_consumer_agrees_on_the_first_solves(served, monkeypatch, tmp_path):
    served.start()
    alpha, beta = served.client("alpha"), served.client("beta")
    # Two solves in minute 10: alpha's at 0:10:05 is the first, beta's at 0:10:40 is not.
    served.clock.advance("0:10:05")
    submit(alpha, "A", ACCEPTED)
    served.clock.advance("0:00:35")
    submit(beta, "A", ACCEPTED)
    served.judge()
    assert everywhere(served, monkeypatch) == {
        "jury": {"A": ("alpha",), "B": ()},
        "public": {"A": ("alpha",), "B": ()},
        "statistics": {"A": ("alpha",), "B": ()},
    }
    # Beta tries B at 1:00, and a judging machine is still judging it when alpha solves B at
    # 1:35, in the freeze (from 1:30): nobody is first yet, even for the jury.
    served.clock.advance("0:49:20")
    wrong = tmp_path / "wrong.py"
    wrong.write_text("print('no')\n")
    submit(beta, "B", wrong)
    with served.session.store.write() as conn:
        taken = queue.claim_next(conn, ELSEWHERE, served.clock.now(), lease_ms=3_600_000)
    assert taken is not None
    served.clock.advance("0:35:00")
    submit(alpha, "B", ACCEPTED_B)
    assert served.judge() == 1
    assert everywhere(served, monkeypatch) == {
        "jury": {"A": ("alpha",), "B": ()},
        "public": {"A": ("alpha",), "B": ()},
        "statistics": {"A": ("alpha",), "B": ("waiting",)},
    }
    assert (
        "a submission made earlier is not judged yet"
        in served.client("jury").get("/jury/statistics").text
    )
    # Beta's try is judged (wrong): alpha's solve is the first, for the jury; the public board
    # is frozen, so for the public nobody has solved B.
    with served.session.store.write() as conn:
        queue.give_back(conn, taken)
    assert served.judge() == 1
    firsts = everywhere(served, monkeypatch)
    assert firsts["jury"] == firsts["statistics"] == {"A": ("alpha",), "B": ("alpha",)}
    assert firsts["public"] == {"A": ("alpha",), "B": ()}
    # A rejudging of alpha's A: while it is under way the old judgement counts, and so does
    # its first solve; judged again (the same), it stays.
    alpha_a = jury.rejudge(served.session, problem_id="hdu_1846")
    assert len(alpha_a) == 2
    with served.session.store.write() as conn:
        again = queue.claim_next(conn, ELSEWHERE, served.clock.now(), lease_ms=3_600_000)
    assert again is not None
    assert everywhere(served, monkeypatch) == firsts
    with served.session.store.write() as conn:
        queue.give_back(conn, again)
    served.judge()  # (beta's was judged by `judge contest board`, as every command does)
    assert all(view.judged for view in views.submissions(served.session))
    assert everywhere(served, monkeypatch) == firsts
