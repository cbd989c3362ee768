"""The Contest API to the letter (2023-06), as the ICPC's own checker sees it.

A real `judge serve` (uvicorn, a real socket) serves a contest with everything the checker
looks at: teams with groups, organizations and members (persons), judgements (one of them
rejudged), runs, clarifications, awards (medals too) and a scoreboard. Then:

- every endpoint of check-api.sh's list is fetched as it fetches them (as the admin, with and
  without ``strict=1``) and validated with ``jsonschema`` against the spec's schemas
  (tests/fixtures/ccs-specs-2023-06), made strict and non-empty as the checker makes them
  (``additionalProperties: false``, ``minItems: 1``); the event feed line by line;
- the event feed agrees with the endpoints, as check-api-consistency.php checks it;
- the failures are the spec's JSON with the codes the checker expects;
- the same for the contest ranked by points (rule ioi: the spec's score contest, its schemas'
  ``score`` properties), and for the contest served as one of a club's site's two (`judge
  serve SITE`: its API dispatched by the site, its pages under /contests/club/), and the
  site's practice space (/api/contests/practice: a contest that never ends, a member's
  practice submission judged in it);
- and, when a checkout of the specs is at hand (``CCS_SPECS=/path/to/ccs-specs`` at branch
  2023-06), the official check-api.sh itself runs against the server (with the yajsv
  stand-in, tests/web/yajsv.py) on the icpc contest and on the same contest ranked by the
  ioi and the oi rule, and passes every check but the two ``since_id`` ones: the
  checker still sends ``since_id``, the 2020-03 name of 2023-06's ``since_token``, and
  expects a 400 for it; a server of 2023-06 does not know that parameter and ignores it
  (the checker's mistake, not ours).

Beyond the checker: ``access`` lists exactly the properties served, collections are filtered
by their ID properties, the scoreboard is strict unless the client asks for our extensions,
a group's scoreboard, and the awards as the spec defines them.
"""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import httpx
import pytest

from contest.contest_helpers import (
    ACCEPTED,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    make_root,
    new_contest,
)
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.core.config import dump_yaml, read_yaml
from judge.contest.core.site import Member, SiteRole
from judge.contest.ops import accounts, jury, members, site_teams
from judge.contest.ops.session import open_contest
from judge.contest.ops.site import add_contest, new_site
from judge.contest.ops.site_teams import TeamForm
from support import wait_until
from web.web_helpers import ServeProcess, csrf_of, make_contest
from web.yajsv import checker

# Its module fixture serves a contest for tens of seconds, which the tests mostly wait on: the
# module runs in the waiting tests' lane, on one worker, which serves it once.
pytestmark = [pytest.mark.slow, pytest.mark.waits]

TESTS = Path(__file__).resolve().parents[1]
SCHEMAS = TESTS / "fixtures" / "ccs-specs-2023-06" / "json-schema"
API = "/api/contests/club"
#: A site's practice space's API (the site's members its teams, its coach its jury).
PRACTICE_API = "/api/contests/practice"
COACH = SiteRole.COACH

#: check-api.sh's endpoints, in its order; the optional ones may be absent (404).
ENDPOINTS = (
    "contests",
    "access",
    "judgement-types",
    "languages",
    "problems",
    "groups",
    "organizations",
    "persons",
    "accounts",
    "teams",
    "state",
    "submissions",
    "judgements",
    "runs",
    "clarifications",
    "awards",
    "commentary",
    "scoreboard",
)
OPTIONAL = {"persons", "accounts", "awards", "commentary"}
#: check-api.sh's expected failures (-e), but for the since_id ones (see the docstring).
FAILURES = {
    "doesnt-exist": 404,
    "doesnt-exist/42": 404,
    "submissions/999999": 404,
    "submissions/xyz9999": 404,
    "submissions/XYZ_999": 404,
    "submissions/XYZ-999": 404,
    "event-feed?since_token=999999": 400,
    "event-feed?since_token=xY-99_": 400,
}

TEAMS_CSV = """id,name,group,organization,members
alpha,Alpha,Year 1,University of Alpha,Ada Lovelace; Alan Turing
beta,Beta,Year 2,University of Beta,Grace Hopper
"""


def _marked(node, anchor: str, key: str, value) -> None:
    """check-api.sh's sed: ``key: value`` inserted beside every ``anchor`` comment."""
    if isinstance(node, dict):
        if node.get("$comment") == anchor:
            node[key] = value
        for child in node.values():
            _marked(child, anchor, key, value)
    elif isinstance(node, list):
        for child in node:
            _marked(child, anchor, key, value)


def load_schemas(strict: bool, nonempty: bool) -> dict:
    """The spec's schemas by file name, made strict and non-empty as check-api.sh makes
    them (``-p`` and ``-n`` off and on)."""
    out = {}
    for path in sorted(SCHEMAS.glob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        if strict:
            _marked(
                schema, "ANCHOR_TO_INSERT_REQUIRE_STRICT_PROPERTIES", "additionalProperties", False
            )
        if nonempty:
            _marked(schema, "ANCHOR_TO_INSERT_REQUIRE_NONEMPTY_ENDPOINTS", "minItems", 1)
        out[path.stem] = schema
    return out


STRICT = load_schemas(strict=True, nonempty=True)
PLAIN = load_schemas(strict=False, nonempty=False)


def problems_in(schemas: dict, name: str, document) -> list[str]:
    validator = checker(schemas[name], list(schemas.values()))
    return [f"{e.json_path}: {e.message}" for e in validator.iter_errors(document)]


def zipped(path: Path) -> str:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    return base64.b64encode(buffer.getvalue()).decode()


class Contest:
    """The served contest: its server, URL, passwords and an API client per account;
    ``pages``: where its pages are (a site's contest: under /contests/club)."""

    def __init__(self, server: ServeProcess, passwords: dict, pages: str = "") -> None:
        self.server, self.url, self.passwords = server, server.url, passwords
        self.pages = pages
        self.alpha_ac = self.beta_wa = ""  # submission ids, once made

    def api(self, who: str | None = None) -> httpx.Client:
        auth = None if who is None else (who, self.passwords[who])
        return httpx.Client(base_url=self.url, auth=auth, timeout=60)

    def browser(self, who: str) -> httpx.Client:
        client = httpx.Client(base_url=self.url + self.pages, timeout=60)
        page = client.get("/login")
        done = client.post(
            "/login",
            data={"username": who, "password": self.passwords[who], "csrf": csrf_of(page.text)},
        )
        assert done.status_code == 303, done.text
        return client

    def form(self, client: httpx.Client, path: str, data: dict, page: str) -> httpx.Response:
        token = csrf_of(client.get(page).text)
        return client.post(path, data={**data, "csrf": token})

    def submit(self, who: str, problem: str, path: Path, base: str = API) -> str:
        with self.api(who) as api:
            made = api.post(
                f"{base}/submissions",
                json={
                    "problem_id": problem,
                    "language_id": "python3",
                    "files": [{"data": zipped(path)}],
                },
            )
        assert made.status_code == 201, made.text
        return made.json()["id"]

    def judged(self) -> list:
        with self.api("jury") as api:
            found = api.get(f"{API}/judgements?strict=false").json()
        return found if found and all(j["judgement_type_id"] for j in found) else []


@pytest.fixture(scope="module")
def contest(tmp_path_factory):
    yield from served_contest(tmp_path_factory, "icpc")


@pytest.fixture(scope="module")
def points_contest(tmp_path_factory):
    """The same contest ranked by points (rule ioi: the spec's score contest)."""
    yield from served_contest(tmp_path_factory, "ioi")


@pytest.fixture(scope="module")
def oi_contest(tmp_path_factory):
    """The same contest ranked by points, its scores hidden from the teams until the end."""
    yield from served_contest(tmp_path_factory, "oi")


@pytest.fixture(scope="module")
def site_contest(tmp_path_factory):
    """The same contest served as one of a club's site's two (judge serve SITE): its API at
    the same /api/contests/club, its pages under /contests/club/."""
    yield from served_contest(tmp_path_factory, "icpc", site=True)


def served_contest(tmp_path_factory, rule: str, site: bool = False):
    """The contest served, played as the module's docstring says, ranked by ``rule``; with
    ``site``, as a contest of a site beside another contest."""
    base = tmp_path_factory.mktemp("conformance")
    root = make_root(base)
    clock = SystemClock()
    passwords = make_contest(root, clock)
    if rule != "icpc":
        path = root / "contests" / "club" / "contest.yaml"
        data = {k: v for k, v in read_yaml(path).items() if k != "penalty_time"}
        path.write_text(dump_yaml({**data, "rule": rule, "scoreboard_type": "score"}))
    teams = base / "teams.csv"
    teams.write_text(TEAMS_CSV, encoding="utf-8")
    with open_contest(root, "club", clock, default_cache_dir()) as session:
        accounts.import_teams(session.store, accounts.read_teams(teams), clock.now())
        jury.start_now(session)
    if site:
        folder = new_site(base / "site", "Club")
        new_contest(root, "week2", ["hdu_1846"], "1:00:00", clock)
        for name in ("week2", "club"):
            add_contest(folder, root / "contests" / name, clock.now())
        store = members.open_members(folder)  # the site's coach: every contest's jury
        try:
            people = [Member("coach", "Coach", COACH), Member("ann", "Ann"), Member("bo", "Bo")]
            made = members.import_members(store, people, clock.now())
        finally:
            store.close()
        # a team of the site's members: its members the API's persons
        duo = TeamForm("duo", "Duo", ("bo", "ann"))
        site_teams.form_team(folder, "club", duo, clock.now())
        passwords = {**passwords, **{m.id: m.password or "" for m in made}}
        serving = ServeProcess(root, "--judges", "1", name=str(folder))
    else:
        serving = ServeProcess(root, "--judges", "1", "--medals", "1,1,1")
    with serving as server:
        live = Contest(server, passwords, "/contests/club" if site else "")
        alpha_ac = live.submit("alpha", "hdu_1846", ACCEPTED)
        beta_wa = live.submit("beta", "hdu_1846", WRONG_ON_SAMPLE)
        live.submit("ghost", "hdu_1847", ACCEPTED)  # a hidden team: no award, not public
        live.submit("alpha", "hdu_1847", WRONG_ON_HIDDEN)
        if site:  # a member practising: the practice space's team made on first use
            live.submit("ann", "hdu_1846", ACCEPTED, PRACTICE_API)
        wait_until(lambda: len(live.judged()) == 4, timeout=300, what="the judging", every=0.5)
        alpha, jury_ = live.browser("alpha"), live.browser("jury")
        asked = live.form(
            alpha,
            "/clarifications",
            {"text": "Is n at most 1000?", "problem": "A"},
            "/clarifications",
        )
        assert asked.status_code == 303, asked.text
        for data in (
            {"action": "answer", "request": "1", "text": "Yes."},
            {"action": "announce", "text": "An hour to go."},
        ):
            done = live.form(jury_, "/jury/clarifications", data, "/jury/clarifications")
            assert done.status_code == 303, done.text
        rejudged = live.form(jury_, "/jury/rejudge", {"submission": beta_wa}, "/jury")
        assert rejudged.status_code == 303, rejudged.text
        wait_until(lambda: len(live.judged()) == 5, timeout=300, what="the rejudging", every=0.5)

        def settled():
            with live.api("jury") as api:
                old = [
                    j
                    for j in api.get(f"{API}/judgements?strict=false").json()
                    if j["submission_id"] == beta_wa
                ]
                awards = {a["id"]: a["team_ids"] for a in api.get(f"{API}/awards").json()}
            return (
                len(old) == 2
                and old[0].get("valid") is False
                # A board by points has no first solves.
                and awards.get("first-to-solve-hdu_1846") == (["alpha"] if rule == "icpc" else [])
            )

        wait_until(settled, timeout=60, what="the rejudging settled and the awards", every=0.5)
        if site:

            def practised() -> bool:
                with live.api("coach") as api:
                    found = api.get(f"{PRACTICE_API}/judgements?strict=false").json()
                return bool(found) and all(j["judgement_type_id"] for j in found)

            wait_until(practised, timeout=300, what="the practice judging", every=0.5)
        live.alpha_ac, live.beta_wa = alpha_ac, beta_wa
        yield live


def feed_lines(contest: Contest, query: str = "", who: str = "jury", base: str = API) -> list:
    """The event feed as check-api.sh reads it: streamed, until it has been idle a moment."""
    lines = []
    url = f"{base}/event-feed" + (f"?{query}" if query else "")
    with contest.api(who) as api, api.stream("GET", url, timeout=2) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("application/x-ndjson")
        try:
            for line in response.iter_lines():
                if line.strip():
                    lines.append(json.loads(line))
        except httpx.ReadTimeout:
            pass  # idle: the log so far has come
    return lines


@pytest.mark.parametrize("query", ["", "strict=1"])
def test_every_endpoint_meets_the_2023_06_schemas(contest, query):
    endpoints_meet_the_schemas(contest, query)


@pytest.mark.parametrize("query", ["", "strict=1"])
def test_a_score_contests_endpoints_meet_the_2023_06_schemas(points_contest, query):
    endpoints_meet_the_schemas(points_contest, query)


@pytest.mark.parametrize("query", ["", "strict=1"])
def test_an_oi_contests_endpoints_meet_the_2023_06_schemas(oi_contest, query):
    endpoints_meet_the_schemas(oi_contest, query)


@pytest.mark.parametrize("query", ["", "strict=1"])
def test_a_site_contests_endpoints_meet_the_2023_06_schemas(site_contest, query):
    endpoints_meet_the_schemas(site_contest, query)


def endpoints_meet_the_schemas(
    contest: Contest, query: str, base: str = API, who: str = "jury", nonempty: bool = True
) -> None:
    """Every endpoint (and each event of the feed) valid against the strict schemas (but
    for their collections' ``minItems: 1`` unless ``nonempty``: a practice space has no
    groups, clarifications nor awards)."""
    suffix = f"?{query}" if query else ""
    with contest.api(who) as api:
        for path, schema in (("/api/", "api_information"), ("/api/contests", "contests")):
            response = api.get(path + suffix)
            assert response.status_code == 200, path
            assert problems_in(STRICT, schema, response.json()) == [], path
        for endpoint in ENDPOINTS:
            path = base if endpoint == "contests" else f"{base}/{endpoint}"
            response = api.get(path + suffix)
            if endpoint == "commentary":
                assert response.status_code == 404  # optional, not served
                continue
            assert response.status_code == 200, (endpoint, response.text)
            assert response.headers["content-type"] == "application/json", endpoint
            schema = "contest" if endpoint == "contests" else endpoint
            found = problems_in(STRICT, schema, response.json())
            if not nonempty:
                found = [p for p in found if p != "$: [] should be non-empty"]
            assert found == [], endpoint
    events = feed_lines(contest, query, who, base)
    assert problems_in(PLAIN, "event-feed-array", events) == []
    # Stricter than the checker: each event's data is its own type's strict object.
    for event in events:
        etype = "contest" if event["type"] == "contest" else event["type"]
        singular = {"contest": "contest", "state": "state"}.get(etype)
        name = singular or {
            "judgement-types": "judgement-type",
            "persons": "person",
            "organizations": "organization",
            "clarifications": "clarification",
            "awards": "award",
        }.get(etype, etype.rstrip("s"))
        if event["data"] is not None:
            assert problems_in(STRICT, name, event["data"]) == [], event


def test_the_event_feed_agrees_with_the_endpoints(contest):
    """check-api-consistency.php's checks, strict: each object of an endpoint is in the feed,
    and the last feed event of each object equals the endpoint's object."""
    feed_agrees_with_the_endpoints(contest)


@pytest.mark.parametrize("rule", ["ioi", "oi"])
def test_a_score_contests_event_feed_agrees_with_the_endpoints(request, rule):
    """The same in a contest by points: problems' max_score, judgements' score among them."""
    feed_agrees_with_the_endpoints(
        request.getfixturevalue("points_contest" if rule == "ioi" else "oi_contest")
    )


def test_a_site_contests_event_feed_agrees_with_the_endpoints(site_contest):
    feed_agrees_with_the_endpoints(site_contest)


def test_a_site_contests_persons_are_its_teams_members_to_everyone(site_contest):
    duo = [
        {"id": "bo", "name": "Bo", "team_ids": ["duo"], "role": "contestant"},
        {"id": "ann", "name": "Ann", "team_ids": ["duo"], "role": "contestant"},
    ]
    for who in (None, "jury", "alpha"):
        with site_contest.api(who) as api:
            persons = api.get(f"{API}/persons").json()
            assert [p for p in persons if "duo" in p["team_ids"]] == sorted(
                duo, key=lambda p: p["id"]
            ), who
            assert api.get(f"{API}/persons/bo").json() == duo[0]
            assert api.get(f"{API}/persons/nobody").status_code == 404
        # never a password nor an email: exactly the spec's properties we serve
        assert {key for p in persons for key in p} == {"id", "name", "team_ids", "role"}
    with site_contest.api("jury") as api:
        access = api.get(f"{API}/access").json()
    served = {e["type"]: e["properties"] for e in access["endpoints"]}
    assert sorted(served["persons"]) == ["id", "name", "role", "team_ids"]
    events = [e for e in feed_lines(site_contest, who="jury") if e["type"] == "persons"]
    assert {e["id"] for e in events} >= {"ann", "bo"}
    a_team = [e for e in feed_lines(site_contest, who="alpha") if e["type"] == "persons"]
    assert {e["id"] for e in a_team} >= {"ann", "bo"}


@pytest.mark.parametrize("query", ["", "strict=1"])
def test_a_sites_practice_space_meets_the_2023_06_schemas(site_contest, query):
    # read by the site's coach, its jury; a member's practice submission judged in it
    endpoints_meet_the_schemas(site_contest, query, PRACTICE_API, who="coach", nonempty=False)
    with site_contest.api("coach") as api:
        state = api.get(f"{PRACTICE_API}/state").json()
        judged = api.get(f"{PRACTICE_API}/judgements").json()
    assert state["started"] and state["ended"] is None and state["frozen"] is None
    assert [j["judgement_type_id"] for j in judged] == ["AC"]


def test_a_sites_practice_space_event_feed_agrees_with_the_endpoints(site_contest):
    feed_agrees_with_the_endpoints(site_contest, PRACTICE_API, who="coach")


def feed_agrees_with_the_endpoints(contest: Contest, base: str = API, who: str = "jury") -> None:
    """Each object of an endpoint is in the feed, its last event's data equal to it."""
    events = feed_lines(contest, who=who, base=base)
    feed: dict[str, dict[str, list[Any]]] = {}
    for event in events:
        etype = "contests" if event["type"] == "contest" else event["type"]
        oid = (event["data"] or {}).get("id", "_single_") if etype != "state" else "_single_"
        feed.setdefault(etype, {}).setdefault(oid if event["data"] else event["id"], []).append(
            event
        )
    endpoints = [
        e for e in ENDPOINTS if e not in ("access", "scoreboard", "accounts", "commentary")
    ]
    with contest.api(who) as api:
        rest = {}
        for endpoint in endpoints:
            path = base if endpoint == "contests" else f"{base}/{endpoint}"
            data = api.get(path).json()
            items = [data] if endpoint in ("contests", "state") else data
            rest[endpoint] = {
                item.get("id", "_single_") if endpoint != "state" else "_single_": item
                for item in items
            }
    for endpoint, items in rest.items():
        for oid, _item in items.items():
            assert oid in feed.get(endpoint, {}), f"{endpoint}/{oid} not in the feed"
    for endpoint, objects in feed.items():
        for oid, rows in objects.items():
            last = rows[-1]["data"]
            if last is None:
                assert oid not in rest.get(endpoint, {}), f"{endpoint}/{oid} deleted, yet served"
                continue
            assert rest[endpoint].get(oid) == last, f"{endpoint}/{oid} differs from its feed"


def test_failures_are_the_specs_json_errors(contest):
    with contest.api("jury") as api:
        for path, status in FAILURES.items():
            response = api.get(f"{API}/{path}")
            assert response.status_code == status, (path, response.text)
            assert response.json() == {"code": status, "message": response.json()["message"]}
            assert isinstance(response.json()["message"], str) and response.json()["message"]
        for method, path, status in (
            ("PUT", f"{API}/teams/alpha", 405),
            ("DELETE", f"{API}/submissions", 405),
            ("GET", "/api/nothing/here", 404),
            ("GET", "/api/contests/other/teams", 404),
            ("GET", f"{API}/teams/nobody", 404),
        ):
            response = api.request(method, path)
            assert response.status_code == status, (method, path)
            assert response.json()["code"] == status, (method, path, response.text)
    with contest.api() as anonymous:
        refused = anonymous.get(f"{API}/submissions")
        assert refused.status_code == 401 and refused.json()["code"] == 401
        assert anonymous.get(f"{API}/account").json()["code"] == 404  # not authenticated


def test_access_lists_exactly_what_each_client_gets(contest):
    with contest.api("jury") as api:
        jury_access = api.get(f"{API}/access").json()
    assert jury_access["capabilities"] == ["proxy_submit"]
    for who, capabilities in (("jury", ["proxy_submit"]), ("alpha", ["team_submit"]), (None, [])):
        with contest.api(who) as api:
            access = api.get(f"{API}/access").json()
            assert access["capabilities"] == capabilities
            listed = {e["type"]: set(e["properties"]) for e in access["endpoints"]}
            assert ("runs" in listed) == (who == "jury")
            assert ("submissions" in listed) == (who is not None)
            for etype, properties in listed.items():
                if etype == "event-feed":
                    continue
                path = API if etype == "contest" else f"{API}/{etype}"
                response = api.get(path)
                assert response.status_code == 200, (who, etype)
                data = response.json()
                for item in data if isinstance(data, list) else [data]:
                    assert set(item) <= properties, (who, etype, set(item) - properties)
    with contest.api("alpha") as team:
        assert team.get(f"{API}/runs").status_code == 403
        (own,) = team.get(f"{API}/accounts").json()
        assert own == {
            "id": "alpha",
            "username": "alpha",
            "name": "Alpha",
            "type": "team",
            "team_id": "alpha",
        }
        assert team.get(f"{API}/account").json() == own
    with contest.api("jury") as api:
        listed = api.get(f"{API}/accounts").json()
        assert {a["id"] for a in listed} == {"jury", "alpha", "beta", "ghost"}
        assert all("password" not in a for a in listed)


def test_collections_are_filtered_by_their_id_properties(contest):
    with contest.api("jury") as api:
        judgements = api.get(f"{API}/judgements", params={"submission_id": contest.beta_wa})
        assert {j["submission_id"] for j in judgements.json()} == {contest.beta_wa}
        assert len(judgements.json()) == 2  # judged, then rejudged
        assert {s["team_id"] for s in api.get(f"{API}/submissions?team_id=alpha").json()} == {
            "alpha"
        }
        both = api.get(f"{API}/submissions?team_id=alpha&problem_id=hdu_1847").json()
        assert [(s["team_id"], s["problem_id"]) for s in both] == [("alpha", "hdu_1847")]
        # An empty value means null: the clarifications to every team (and the questions).
        to_all = api.get(f"{API}/clarifications?to_team_id=&from_team_id=").json()
        assert [c["text"] for c in to_all] == ["An hour to go."]
        assert [
            t["id"] for t in api.get(f"{API}/teams?organization_id=university-of-beta").json()
        ] == ["beta"]
        runs = api.get(f"{API}/runs", params={"judgement_type_id": "WA"}).json()
        assert runs and all(r["judgement_type_id"] == "WA" for r in runs)


def test_runs_are_each_cases_result(contest):
    with contest.api("jury") as api:
        judgements = api.get(f"{API}/judgements", params={"submission_id": contest.alpha_ac})
        (accepted,) = judgements.json()
        runs = api.get(f"{API}/runs", params={"judgement_id": accepted["id"]}).json()
        problem = api.get(f"{API}/problems/hdu_1846").json()
    assert [r["ordinal"] for r in runs] == list(range(1, problem["test_data_count"] + 1))
    assert {r["judgement_type_id"] for r in runs} == {"AC"}
    assert all(r["contest_time"] == accepted["end_contest_time"] for r in runs)
    assert max(r["run_time"] for r in runs) == accepted["max_run_time"]


def test_the_scoreboard_is_strict_unless_extensions_are_asked(contest):
    with contest.api() as anonymous:
        strict = anonymous.get(f"{API}/scoreboard").json()
        extended = anonymous.get(f"{API}/scoreboard?strict=false").json()
        cells = [c for row in strict["rows"] for c in row["problems"]]
        assert cells and all("first_to_solve" not in c for c in cells)
        firsts = [
            (row["team_id"], c["problem_id"])
            for row in extended["rows"]
            for c in row["problems"]
            if c["first_to_solve"]
        ]
        assert firsts == [("alpha", "hdu_1846")]
        # A group's board ranks its own teams.
        year2 = anonymous.get(f"{API}/scoreboard?group_id=year-2").json()
        assert [(r["rank"], r["team_id"]) for r in year2["rows"]] == [(1, "beta")]
        missing = anonymous.get(f"{API}/scoreboard?group_id=nope")
        assert missing.status_code == 404 and missing.json()["code"] == 404
    with contest.api("jury") as api:
        judgements = api.get(f"{API}/judgements").json()
        assert all("valid" not in j for j in judgements)  # DOMjudge's: an extension


def test_awards_as_the_spec_defines_them(contest):
    with contest.api() as anonymous:
        public = {a["id"]: a for a in anonymous.get(f"{API}/awards").json()}
    assert public["winner"] == {"id": "winner", "citation": "Contest winner", "team_ids": ["alpha"]}
    assert public["gold-medal"]["team_ids"] == ["alpha"]
    assert public["silver-medal"]["team_ids"] == []  # beta has solved nothing
    assert public["first-to-solve-hdu_1846"]["team_ids"] == ["alpha"]
    assert public["first-to-solve-hdu_1847"]["team_ids"] == []  # the hidden ghost's is not one
    assert public["group-winner-year-1"]["team_ids"] == ["alpha"]
    assert public["group-winner-year-2"]["team_ids"] == []
    with contest.api("jury") as api:
        assert {a["id"]: a for a in api.get(f"{API}/awards").json()} == public


def ccs_specs() -> Path:
    path = os.environ.get("CCS_SPECS")
    if not path:
        pytest.skip(
            "set CCS_SPECS to a checkout of github.com/icpc/ccs-specs at branch 2023-06 "
            "to run the official check-api.sh"
        )
    folder = Path(path)
    if not (folder / "check-api.sh").is_file():
        pytest.fail(f"CCS_SPECS={path}: no check-api.sh there")
    for tool in ("curl", "jq", "php"):
        if shutil.which(tool) is None:
            pytest.fail(f"check-api.sh needs {tool} (apt-get install curl jq php-cli)")
    return folder


@pytest.mark.parametrize("args", [[], ["-a", "strict=1"]])
def test_the_official_checker_passes_all_but_its_since_id_checks(contest, args, tmp_path):
    the_official_checker_passes(contest, args, tmp_path)


@pytest.mark.parametrize("args", [[], ["-a", "strict=1"]])
def test_the_official_checker_passes_on_an_ioi_contest(points_contest, args, tmp_path):
    the_official_checker_passes(points_contest, args, tmp_path)


@pytest.mark.parametrize("args", [[], ["-a", "strict=1"]])
def test_the_official_checker_passes_on_an_oi_contest(oi_contest, args, tmp_path):
    the_official_checker_passes(oi_contest, args, tmp_path)


@pytest.mark.parametrize("args", [[], ["-a", "strict=1"]])
def test_the_official_checker_passes_on_every_contest_of_a_site(site_contest, args, tmp_path):
    # The checker reads every contest /api/contests lists, with one account: the site's
    # coach. The site's second contest has not started: its collections may be empty.
    the_official_checker_passes(site_contest, args, tmp_path, who="coach", nonempty=False)


def the_official_checker_passes(
    contest: Contest, args: list[str], tmp_path: Path, who: str = "jury", nonempty: bool = True
) -> None:
    """check-api.sh run against ``contest`` as ``who`` (``nonempty``: every collection must
    have an object): every check passes but its since_id ones."""
    specs = ccs_specs()
    yajsv = tmp_path / "yajsv"
    yajsv.write_text(f'#!/bin/sh\nexec {sys.executable} {TESTS / "web" / "yajsv.py"} "$@"\n')
    yajsv.chmod(0o755)
    credentials = f"-s -u {who}:{contest.passwords[who]}"
    result = subprocess.run(
        [
            "bash",
            str(specs / "check-api.sh"),
            "-j",
            str(yajsv),
            *(["-n"] if nonempty else []),
            "-C",
            "-e",
            "-t",
            "3",
            "-c",
            credentials,
            *args,
            f"{contest.url}/api",
        ],
        cwd=specs,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = result.stdout + result.stderr
    print(output)
    for endpoint in ENDPOINTS:
        status = "Optional, not present" if endpoint == "commentary" else "OK"
        assert any(line.strip() == f"{endpoint}: {status}" for line in output.splitlines()), (
            endpoint,
            output,
        )
    assert "event-feed: OK" in output
    for path in FAILURES:
        if "since_token" not in path:
            assert f"{path}: OK (returned {FAILURES[path]})" in output
    # The checker's own mistake: it sends 2020-03's since_id, which 2023-06 calls since_token.
    trouble = [
        line
        for line in output.splitlines()
        if any(word in line for word in ("fail:", "Failed", "Warning", "Error:", "PHP"))
    ]
    assert trouble and all("since_id" in line for line in trouble), trouble
    assert result.returncode == 1  # those two, and nothing else
