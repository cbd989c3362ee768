"""The routes table (judge/web/routes.py): the application serves its routes and no other, and
every route of it applies its access rule, whoever asks (nobody, a team, the jury)."""

from __future__ import annotations

import re

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount, Route

from contest.contest_helpers import REPO, WRONG_ON_SAMPLE
from judge.contest.core.records import Role
from judge.web import routes
from judge.web.access import Access, Refusal, refusal
from judge.web.api import Api
from judge.web.auth import Account
from judge.web.jury_pages import JuryPages
from judge.web.learn_app import create_learn_app, learner_pages
from judge.web.pages import Pages
from web.web_helpers import csrf_of, post_form

#: A value for each path parameter of the table's paths (an object that exists, where one does).
PARAMETERS = {
    "label": "A",
    "sid": "1",
    "tid": "alpha",
    "cid": "club",
    "oid": "1",
    "game": "hdu_1846",
}


def entries_of(served) -> tuple[routes.RouteEntry, ...]:
    pages = Pages(served.server)
    return routes.table(pages, JuryPages(pages), Api(served.server))


def inner_app(app) -> Starlette:
    """The Starlette application inside the request checks that wrap it."""
    while not isinstance(app, Starlette):
        app = app.app
    return app


def concrete(path: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: PARAMETERS[m.group(1)], path)


def test_the_application_serves_the_tables_routes_and_no_other(served):
    table = entries_of(served)
    served_routes = []
    for route in inner_app(served.app).router.routes:
        if isinstance(route, Mount):
            served_routes.append((route.path, ("GET",)))
        else:
            assert isinstance(route, Route), route
            methods = tuple(sorted(route.methods - {"HEAD"}))
            served_routes.append((route.path, methods))
    assert served_routes == [(e.path, tuple(sorted(e.methods))) for e in table]
    paths = [(e.path, e.methods) for e in table]
    assert len(paths) == len(set(paths)), "a route declared twice"
    # Every route says who may use it; the API's are all under /api, the pages elsewhere.
    for entry in table:
        assert isinstance(entry.access, Access), entry
        assert isinstance(entry, (routes.Endpoint, routes.Feed)) == entry.path.startswith("/api")


def test_the_learner_s_server_serves_its_table_and_no_other():
    learn = learner_pages(REPO)
    table = routes.learner_table(learn)
    served_routes = []
    for route in inner_app(create_learn_app(learn)).router.routes:
        if isinstance(route, Mount):
            served_routes.append((route.path, ("GET",)))
        else:
            assert isinstance(route, Route), route
            served_routes.append((route.path, tuple(sorted(route.methods - {"HEAD"}))))
    assert served_routes == [(e.path, tuple(sorted(e.methods))) for e in table]
    # no accounts: every route is everyone's, and none is the API's or the jury's
    assert all(e.access is Access.ANYONE for e in table)
    assert not any(e.path.startswith(("/api", "/jury", "/login", "/submit")) for e in table)
    # the contest server holds the same learner's pages (closed by their handler until the
    # contest is over, but for the jury)
    learned = {(e.path, e.methods) for e in routes.learn_routes(learn, Access.LOGGED_IN)}
    assert learned <= {(e.path, e.methods) for e in table}


#: Who may use what, beyond the jury's pages (all the jury's): the teams' own pages, and the API
#: as the Contest API's access restrictions and ours say (the runs are the jury's; sources,
#: judgements, accounts, clarifications and the event feed need a login). Anything else is
#: everyone's.
NOT_EVERYONES = {
    "/problems/{label}": Access.LOGGED_IN,
    "/submit": Access.TEAM,
    "/submissions": Access.TEAM,
    "/submissions/{sid}": Access.LOGGED_IN,
    "/clarifications": Access.TEAM,
    "/live/submissions": Access.TEAM,
    "/learn/{game}/hints": Access.LOGGED_IN,  # each use noted against a team
    "/learn/{game}/editorial": Access.LOGGED_IN,
    **{
        f"{routes.API}/{name}{tail}": Access.LOGGED_IN
        for name in ("accounts", "submissions", "judgements", "clarifications")
        for tail in ("", "/{oid}")
    },
    f"{routes.API}/runs": Access.JURY,
    f"{routes.API}/runs/{{oid}}": Access.JURY,
    f"{routes.API}/submissions/{{oid}}/files": Access.LOGGED_IN,
    f"{routes.API}/event-feed": Access.LOGGED_IN,
}


def test_who_may_use_each_route(served):
    declared = {entry.path: entry.access for entry in entries_of(served)}
    jury = {path: Access.JURY for path in declared if path == "/jury" or path.startswith("/jury/")}
    assert len(jury) >= 10
    expected = dict.fromkeys(declared, Access.ANYONE) | jury | NOT_EVERYONES
    assert declared == expected


def test_the_access_rule():
    team = Account("alpha", Role.TEAM, "Alpha")
    jury = Account("jury", Role.JURY, "Jury")
    assert {a: refusal(a, None) for a in Access} == {
        Access.ANYONE: None,
        Access.LOGGED_IN: Refusal.LOGIN,
        Access.TEAM: Refusal.LOGIN,
        Access.JURY: Refusal.LOGIN,
    }
    assert {a: refusal(a, team) for a in Access} == {
        Access.ANYONE: None,
        Access.LOGGED_IN: None,
        Access.TEAM: None,
        Access.JURY: Refusal.FORBIDDEN,
    }
    assert {a: refusal(a, jury) for a in Access} == {
        Access.ANYONE: None,
        Access.LOGGED_IN: None,
        Access.TEAM: Refusal.FORBIDDEN,
        Access.JURY: None,
    }


def request(served, who: str | None, entry: routes.RouteEntry, method: str):
    """``method`` on ``entry``'s path as ``who`` (None: nobody logged in): a browser with its
    session cookie for a page (a POST with its form's CSRF token), basic authentication for
    the API."""
    path = concrete(entry.path)
    if isinstance(entry, (routes.Endpoint, routes.Feed)):
        auth = None if who is None else (who, served.passwords[who])
        client = served.anonymous()
        if isinstance(entry, routes.Feed):
            path += "?stream=false"
        if method == "POST":
            return client.post(path, json={}, auth=auth)
        return client.get(path, auth=auth)
    client = served.anonymous() if who is None else served.client(who)
    if method == "POST":
        return client.post(path, data={"csrf": csrf_of(client.get("/login").text)})
    return client.get(path)


def refused_as(entry: routes.RouteEntry, response) -> Refusal | None:
    """What ``response`` says of the request: refused for want of a login, forbidden, or let
    in (whatever it then answered)."""
    status = response.status_code
    if isinstance(entry, (routes.Endpoint, routes.Feed)):
        if status == 401:
            assert response.json()["code"] == 401
            assert "www-authenticate" in response.headers
            return Refusal.LOGIN
        return Refusal.FORBIDDEN if status == 403 else None
    if isinstance(entry, routes.Live):  # a stream refuses with a plain 403 either way
        return Refusal.LOGIN if status == 403 else None
    location = response.headers.get("location", "")
    if status == 303 and location.startswith("/login?next="):
        return Refusal.LOGIN
    return Refusal.FORBIDDEN if status == 403 else None


# Who asks, and whose account that is (to ask the rule what it must answer).
ASKERS = {
    None: None,
    "alpha": Account("alpha", Role.TEAM, "Alpha"),
    "jury": Account("jury", Role.JURY, "Jury"),
}


@pytest.mark.slow
def test_every_route_applies_its_access_rule(served):
    """Each route of the table, asked by nobody, a team and the jury: refused exactly as its
    access says (a page: to the login page, or 403; the API: 401, or 403; a live stream: 403),
    and otherwise let in. Requests that would act (a POST let in) or never end (a live stream
    let in) are not sent."""
    served.start()
    post_form(
        served.client("alpha"),
        "/submit",
        {"problem": "A", "language": "auto"},
        files={"file": ("mine.py", WRONG_ON_SAMPLE.read_bytes())},
        page="/submit",
    )
    checked = 0
    for entry in entries_of(served):
        for method in entry.methods:
            for who, account in ASKERS.items():
                expected = refusal(entry.access, account)
                if isinstance(entry, routes.Live) and expected is Refusal.FORBIDDEN:
                    expected = Refusal.LOGIN  # the same plain 403
                if expected is None and (method == "POST" or isinstance(entry, routes.Live)):
                    continue
                response = request(served, who, entry, method)
                assert refused_as(entry, response) == expected, (entry.path, method, who)
                checked += 1
    assert checked > 150
