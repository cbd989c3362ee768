"""Every route of the contest server, in one table (:func:`table`): its path, its methods, its
handler and who may use it (:class:`judge.web.access.Access`). A new page or API endpoint is a
line here and a handler in its module (:mod:`judge.web.pages`, :mod:`judge.web.jury_pages`,
:mod:`judge.web.api`); :func:`judge.web.app.create_app` serves exactly these routes, each behind
its access rule, and the API's ``access`` endpoint lists the endpoints the table lets a client
read.

Five kinds of route: a page (:class:`Page`: HTML, forms; refused visitors go to the login page
or get a 403 page), a live stream of a page's part (:class:`Live`: server-sent events), an
endpoint of the Contest API (:class:`Endpoint`: JSON; refusals are 401 and 403), the API's
streamed event feed (:class:`Feed`), and the static files (:class:`Static`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from starlette.requests import Request
from starlette.responses import Response

from judge.web.access import Access
from judge.web.api import Api
from judge.web.api import Handler as ApiHandler
from judge.web.auth import Account, Visitor
from judge.web.jury_pages import JuryPages
from judge.web.learn_pages import LearnPages
from judge.web.pages import Handler as PageHandler
from judge.web.pages import Pages
from judge.web.render import STATIC

GET, POST, GET_POST = ("GET",), ("POST",), ("GET", "POST")
ANYONE, LOGGED_IN, TEAM, JURY = Access.ANYONE, Access.LOGGED_IN, Access.TEAM, Access.JURY


@dataclass(frozen=True)
class Page:
    """An HTML page: a POST takes a form (its CSRF token checked)."""

    path: str
    handler: PageHandler
    access: Access
    methods: tuple[str, ...] = GET


@dataclass(frozen=True)
class Live:
    """A page's part sent again (as the server-sent event ``event``) when it changes."""

    path: str
    render: Callable[[Visitor], str]
    access: Access
    event: str

    methods: ClassVar[tuple[str, ...]] = GET


@dataclass(frozen=True)
class Endpoint:
    """An endpoint of the Contest API; ``lists``: its endpoint type as ``access`` lists it to
    the clients that may read it (None: not listed)."""

    path: str
    handler: ApiHandler
    access: Access
    methods: tuple[str, ...] = GET
    lists: str | None = None


@dataclass(frozen=True)
class Feed:
    """The API's event feed, streamed."""

    path: str
    handler: Callable[[Request, Account], Awaitable[Response]]
    access: Access
    lists: str

    methods: ClassVar[tuple[str, ...]] = GET


@dataclass(frozen=True)
class Static:
    """The static files of ``directory``, for anyone."""

    path: str
    directory: Path

    access: ClassVar[Access] = ANYONE
    methods: ClassVar[tuple[str, ...]] = GET


RouteEntry = Page | Live | Endpoint | Feed | Static

API = "/api/contests/{cid}"


def _collection(
    api: Api, name: str, access: Access, methods: tuple[str, ...] = GET
) -> tuple[Endpoint, Endpoint]:
    """An API collection and its objects by id (``/<name>``, ``/<name>/<id>``)."""
    return (
        Endpoint(f"{API}/{name}", api.collection(name), access, methods, lists=name),
        Endpoint(f"{API}/{name}/{{oid}}", api.item(name), access),
    )


def table(pages: Pages, jury: JuryPages, api: Api) -> tuple[RouteEntry, ...]:
    """Every route of the server, in the order they are matched."""
    return (
        # -- everyone's pages, and the teams' ---------------------------------------------------
        Page("/", pages.home, ANYONE),
        Page("/login", pages.login, ANYONE, GET_POST),
        Page("/logout", pages.logout, ANYONE, POST),
        Page("/scoreboard", pages.scoreboard, ANYONE),
        Page("/problems/{label}", pages.problem, LOGGED_IN),
        Page("/submit", pages.submit, TEAM, GET_POST),
        Page("/submissions", pages.submissions, TEAM),
        Page("/submissions/{sid}", pages.submission, LOGGED_IN),
        Page("/clarifications", pages.clarifications, TEAM, GET_POST),
        Page("/lang", pages.choose_language, ANYONE),
        # the jury's, and everyone's after the contest; the hints and editorials a team's as
        # contest.yaml's editorials says (noted per team), the jury's always
        *learn_routes(pages.learn, LOGGED_IN),
        # -- the jury's pages -------------------------------------------------------------------
        Page("/jury", pages.jury_home, JURY),
        Page("/jury/contest", pages.jury_contest, JURY, POST),
        Page("/jury/submissions", pages.jury_submissions, JURY),
        Page("/jury/submissions/{sid}", pages.jury_submission, JURY),
        Page("/jury/rejudge", pages.jury_rejudge, JURY, POST),
        Page("/jury/clarifications", pages.jury_clarifications, JURY, GET_POST),
        Page("/jury/schedule", jury.schedule, JURY, POST),
        Page("/jury/rule", jury.rule, JURY, POST),
        Page("/jury/teams", jury.teams, JURY, GET_POST),
        Page("/jury/teams/{tid}", jury.team, JURY),
        Page("/jury/problems", jury.problems, JURY),
        Page("/jury/problems/{label}", jury.problem, JURY),
        Page("/jury/statistics", jury.statistics, JURY),
        Page("/jury/results", jury.results, JURY),
        Page("/jury/results.csv", jury.results_csv, JURY),
        # -- the Contest API (what each client sees of an endpoint is its handler's) ------------
        Endpoint("/api", api.info, ANYONE),
        Endpoint("/api/", api.info, ANYONE),
        Endpoint("/api/contests", api.contests, ANYONE),
        Endpoint(API, api.contest, ANYONE, lists="contest"),
        Endpoint(f"{API}/access", api.access, ANYONE),
        Endpoint(f"{API}/account", api.own_account, ANYONE),  # 404 without an account
        Endpoint(f"{API}/state", api.state, ANYONE, lists="state"),
        *_collection(api, "judgement-types", ANYONE),
        *_collection(api, "languages", ANYONE),
        *_collection(api, "problems", ANYONE),
        *_collection(api, "groups", ANYONE),
        *_collection(api, "organizations", ANYONE),
        *_collection(api, "teams", ANYONE),
        *_collection(api, "persons", ANYONE),
        *_collection(api, "accounts", LOGGED_IN),
        *_collection(api, "submissions", LOGGED_IN, GET_POST),
        *_collection(api, "judgements", LOGGED_IN),
        *_collection(api, "runs", JURY),
        *_collection(api, "clarifications", LOGGED_IN),
        *_collection(api, "awards", ANYONE),
        Endpoint(f"{API}/submissions/{{oid}}/files", api.files, LOGGED_IN),
        Endpoint(f"{API}/scoreboard", api.scoreboard, ANYONE, lists="scoreboard"),
        Feed(f"{API}/event-feed", api.event_feed, LOGGED_IN, lists="event-feed"),
        # -- live updates of the pages, and the static files ------------------------------------
        Live("/live/board", pages.board_fragment, ANYONE, "board"),
        Live("/live/submissions", pages.submissions_fragment, TEAM, "team"),
        Static("/static", STATIC),
    )


def learn_routes(learn: LearnPages, helped: Access) -> tuple[Page, ...]:
    """The learner's pages: the games, a game's table drawn, a game played; a problem's hints
    and editorial, for ``helped`` (whose use of them is noted)."""
    return (
        Page("/learn", learn.index, ANYONE),
        Page("/learn/{game}", learn.table, ANYONE),
        Page("/learn/{game}/play", learn.play, ANYONE, GET_POST),
        Page("/learn/{game}/hints", learn.hints, helped, GET_POST),
        Page("/learn/{game}/editorial", learn.editorial, helped, GET_POST),
    )


def learner_table(learn: LearnPages) -> tuple[RouteEntry, ...]:
    """Every route of `judge serve` without a contest, on a learner's own machine: the
    learner's pages, the language switch and the static files; no accounts."""
    return (
        Page("/", learn.home_page, ANYONE),
        Page("/lang", learn.choose_language, ANYONE),
        *learn_routes(learn, ANYONE),
        Static("/static", STATIC),
    )


def api_listing(entries: tuple[RouteEntry, ...]) -> tuple[tuple[str, Access], ...]:
    """The API's endpoint types as ``access`` lists them, each with who may read it."""
    return tuple(
        (entry.lists, entry.access)
        for entry in entries
        if isinstance(entry, (Endpoint, Feed)) and entry.lists is not None
    )
