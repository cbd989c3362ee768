"""A running site's contests, and the one way to add one while it runs.

:class:`SiteRuntime` owns what ``judge serve SITE`` made of each contest at its start: the
open sessions (the :class:`~judge.contest.ops.site.Site`), their
:class:`~judge.web.server.ContestServer`\\ s and applications (the
:class:`~judge.web.site_app.SiteApp`), and the pool of judges
(:class:`~judge.contest.ops.site_judging.SiteJudges`). :meth:`SiteRuntime.add` gives a contest
the site store names (just made by the coach's form, or a member's virtual participation)
the same: its session opened, its server and application, its watcher, its worker in the
pool and its wake hook, so it is served and judged at once; after a restart it is opened
with the others, the store naming it.

Requests run in worker threads: the lists are replaced whole under a lock (copy-on-write),
so a request reading one sees it before or after an addition, never half made.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from judge.contest.core.clock import Clock
from judge.contest.ops.site import Site
from judge.contest.ops.site_contests import open_named
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.worker import Worker
from judge.web.serve import jury_line
from judge.web.server import ContestServer
from judge.web.site_app import SiteApp, create_site_app
from judge.web.site_coach import CoachPages
from judge.web.site_pages import site_pages
from judge.web.site_teams import TeamPages

log = logging.getLogger("judge.contest")


@dataclass(frozen=True)
class Opening:
    """How the site opens its contests: its clock, the judges' cache, whether runs are
    isolated (and why not, said on the contests' pages)."""

    clock: Clock
    cache_dir: Path
    isolation_note: str | None = None


class SiteRuntime:
    """A running site's contests (see the module's docstring)."""

    def __init__(self, site: Site, app: SiteApp, pool: SiteJudges | None, opening: Opening) -> None:
        self.site, self.app, self.pool, self.opening = site, app, pool, opening
        self._lock = threading.Lock()

    def served(self) -> set[str]:
        """The API ids of the contests the site serves now."""
        return set(self.app.apps)

    def servers(self) -> list[ContestServer]:
        """The contests' servers, in the order they were added."""
        return list(self.app.servers)

    def add(self, name: str) -> ContestServer:
        """Serves and judges the site's contest ``name`` from now on (the site store names
        it); its server. A contest already served is left as it is."""
        with self._lock:
            for server in self.app.servers:
                if server.session.name == name:
                    return server
            opening = self.opening
            session = open_named(
                self.site,
                name,
                opening.clock,
                opening.cache_dir,
                isolate=opening.isolation_note is None,
            )
            log.info("contest %s: %s", name, jury_line(session, False))
            server = ContestServer(session, judges=0, isolation_note=opening.isolation_note)
            self.app.add_server(server)
            if self.pool is not None:
                server.wake_hooks.append(self.pool.wake)
                self.pool.add(Worker(session.judging(), on_judged=server.judged))
            return server


def site_app(
    site: Site,
    servers: list[ContestServer],
    pool: SiteJudges | None,
    opening: Opening,
    watch: bool = True,
) -> tuple[SiteApp, SiteRuntime]:
    """The site's application with its members' and coach's pages, and its runtime (the
    contests added while it runs are judged by ``pool``)."""
    pages = site_pages(site, opening.clock)
    app = create_site_app(site.config.title, servers, watch=watch, members=pages)
    runtime = SiteRuntime(site, app, pool, opening)
    app.coach = CoachPages(pages, runtime).handle
    app.teams = TeamPages(pages).handle
    return app, runtime
