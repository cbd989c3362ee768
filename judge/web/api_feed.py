"""The API's event feed (``/contests/<id>/event-feed``): the contest's event log
(read through :mod:`judge.contest.ops.feed`) after ``since_token``, then new events as they come
(unless ``stream=false``), a newline after 10 idle seconds (the spec asks for one within 120).

For the jury the log as it is; for a team, filtered to what it may see (:class:`TeamFilter`):
its own submissions and judgements (an oi contest's judgements only once it is over), the clarifications to it or to everyone, the teams and
persons that are not hidden, and the problems only from the start (they are logged when the
contest is made; a team's feed sends them just before the state event that starts the
contest). The jury's runs and awards are not a team's. Every event's data is cut to the served
properties like the endpoints' objects (:mod:`judge.contest.core.api_surface`), unless the
client asks for our extensions.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.responses import Response, StreamingResponse

from judge.contest.core.api_surface import cut
from judge.contest.core.feed import dumps_event
from judge.contest.core.model import ContestRule
from judge.contest.ops import feed
from judge.contest.ops.api_reads import withheld
from judge.web import clarifications as clars
from judge.web.server import ContestServer

#: Seconds between keep-alive newlines of an idle event feed (the spec: at most 120).
KEEP_ALIVE_S = 10.0
#: Events read from the log at a time.
BATCH = 500


class TeamFilter:
    """The events a team may see, one logged event at a time, in order.
    ``problems()``: the problem objects to send when the contest starts."""

    PUBLIC = frozenset(
        {"contest", "state", "judgement-types", "languages", "groups", "organizations"}
    )

    def __init__(
        self, server: ContestServer, team_id: str, since: int, problems: Callable[[], list[Any]]
    ) -> None:
        self.team, self.problems = team_id, problems
        # An oi contest's judgements are withheld until its end (asked again at each one:
        # the jury may move the end); other contests' never are.
        oi = server.info().record.rule is ContestRule.OI
        self.withheld = lambda: oi and withheld(server.info().record, server.clock.now().ms)
        start = feed.team_feed_start(server.store, team_id, since)
        self.own = start.own
        # Whether the stream, where it begins, is past the start (problems are shown).
        self.started = start.started
        self.hidden = start.hidden

    def __call__(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        etype, data = event["type"], event["data"]
        if etype == "state":
            out = []
            if not self.started and isinstance(data, dict) and data.get("started"):
                self.started = True  # the problems become visible now
                token = str(int(event["token"]) - 1)
                out = [
                    {"type": "problems", "id": p["id"], "data": p, "token": token}
                    for p in self.problems()
                ]
            return [*out, event]
        if etype in self.PUBLIC:
            return [event]
        if etype == "problems":
            return [event] if self.started else []
        if etype == "teams":
            if isinstance(data, dict) and data.get("hidden"):
                self.hidden.add(str(event["id"]))
                return []
            self.hidden.discard(str(event["id"]))
            return [event]
        if etype == "persons":
            teams = data.get("team_ids") if isinstance(data, dict) else None
            if teams and all(t in self.hidden for t in teams):
                return []
            return [event]
        if etype == "submissions":
            if isinstance(data, dict) and data.get("team_id") == self.team:
                self.own.add(str(event["id"]))
                return [event]
            return []
        if etype == "judgements":
            if self.withheld():  # an oi contest before its end: nothing of a judgement
                return []
            return (
                [event] if isinstance(data, dict) and data.get("submission_id") in self.own else []
            )
        if etype == "clarifications":
            return [event] if isinstance(data, dict) and clars.visible_to(data, self.team) else []
        return []  # runs, awards (the jury's view), anything else


def cut_event(event: dict[str, Any]) -> dict[str, Any]:
    """An event whose data has the served properties only."""
    etype = str(event["type"])
    return {**event, "data": cut(etype, event["data"])}


def feed_response(
    server: ContestServer,
    since: int,
    stream: bool,
    team_filter: TeamFilter | None,
    extensions: bool,
) -> Response:
    """The streamed feed from token ``since`` (filtered by ``team_filter``, if given)."""

    async def lines() -> AsyncIterator[str]:
        last = since
        seen = server.changes.version
        while not server.stopping:
            rows = await run_in_threadpool(feed.events_after, server.store, last, BATCH)
            for row in rows:
                events = [row] if team_filter is None else await run_in_threadpool(team_filter, row)
                for event in events:
                    yield dumps_event(event if extensions else cut_event(event)) + "\n"
                last = int(row["token"])
            if rows:
                continue
            if not stream:
                return
            version = await server.changes.wait(seen, KEEP_ALIVE_S)
            if version == seen:
                yield "\n"  # keep-alive
            seen = version

    return StreamingResponse(
        lines(), media_type="application/x-ndjson", headers={"Cache-Control": "no-store"}
    )
