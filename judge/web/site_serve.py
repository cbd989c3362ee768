"""Starting a club's site: ``judge serve SITE`` (a folder holding ``site.yaml``).

As :mod:`judge.web.serve` starts one contest: isolation checked, every contest of the site
opened (nothing judged in the foreground), each contest's jury account made on its first
start (its password in the contest's folder), the socket bound, each contest's address said
(its pages under ``/contests/{id}/``); then uvicorn under the same
connection guard serves :class:`judge.web.site_app.SiteApp` with its members' pages, and one
pool of judges (:class:`judge.contest.ops.site_judging.SiteJudges`) judges every contest in
turn, woken by each contest's submissions.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from pathlib import Path
from types import FrameType

import uvicorn

from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.ops.safety import require_isolation
from judge.contest.ops.site import open_site
from judge.contest.ops.site_db import site_lock
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.stopping import sigterm_as_ctrl_c
from judge.contest.ops.worker import Worker
from judge.web.connections import ConnectionGuard, quiet_accept_errors
from judge.web.serve import address_of, app_config, default_judges, jury_line, listen
from judge.web.server import ContestServer
from judge.web.site_app import SiteApp, pages_of
from judge.web.site_runtime import Opening, site_app


def wake_site_judges(servers: list[ContestServer], pool: SiteJudges) -> None:
    """Each contest's new work wakes the site's judges at once (else they look every poll)."""
    for server in servers:
        server.wake_hooks.append(pool.wake)


def serve_site(
    folder: Path,
    host: str,
    port: int,
    judges: int | None,
    unsafe: bool,
    echo: Callable[[str], None] = print,
) -> None:
    """Serves the site in ``folder`` until Ctrl-C or SIGTERM; the judgings under way finish.
    The site's lock is held meanwhile (shared): ``judge site move`` refuses a served site."""
    with site_lock(folder, exclusive=False):
        _serve(folder, host, port, judges, unsafe, echo)


def _serve(
    folder: Path,
    host: str,
    port: int,
    judges: int | None,
    unsafe: bool,
    echo: Callable[[str], None],
) -> None:
    cache = default_cache_dir()
    note = require_isolation(cache, unsafe)
    site_clock = SystemClock()
    site = open_site(folder, site_clock, cache, isolate=note is None)
    try:
        juries = [(s.record().id, jury_line(s, False)) for s in site.contests.values()]
        servers = [ContestServer(s, judges=0, isolation_note=note) for s in site.contests.values()]
        count = default_judges() if judges is None else judges
        pool = SiteJudges(
            [Worker(s.session.judging(), on_judged=s.judged) for s in servers], slots=count
        )
        wake_site_judges(servers, pool)
        app, _runtime = site_app(site, servers, pool, Opening(site_clock, cache, note))
        sock = listen(host, port)
        url = address_of(host, sock)
        echo(f"serving site {site.config.title} ({len(servers)} contests) at {url}")
        for cid, line in juries:  # each contest's pages, and its jury's password
            echo(f"contest {cid}: {url}{pages_of(cid).lstrip('/')}/ ({line})")
        echo(f"judges: {count} local, shared by the contests in turn" if count else "judges: none")
        _run(app_config(app, guard := ConnectionGuard()), guard, sock, app, pool, count)
    finally:
        site.close()


def _run(
    config: uvicorn.Config,
    guard: ConnectionGuard,
    sock: socket.socket,
    app: SiteApp,
    pool: SiteJudges,
    count: int,
) -> None:
    class Server(uvicorn.Server):
        async def serve(self, sockets: list[socket.socket] | None = None) -> None:
            quiet_accept_errors(asyncio.get_running_loop(), guard)
            await super().serve(sockets)

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            for server in app.servers:  # those added while it ran too
                server.release_streams()
            super().handle_exit(sig, frame)

    if count:
        pool.start()
    with sigterm_as_ctrl_c():
        try:
            Server(config).run(sockets=[sock])
        except KeyboardInterrupt:
            pass
        finally:
            for server in app.servers:
                server.stop()
            if count:
                pool.stop()
