"""Starting the contest server: ``judge serve``.

Checks isolation first (:mod:`judge.contest.ops.safety`), opens the contest without judging in
the foreground (abandoned judgings go back to the queue; the server's judges redo them),
makes the jury's account on the first start (its password written to
``contests/NAME/jury-password.txt``, mode 0600), binds the socket (so that ``--port 0`` can
print the port it got), and runs uvicorn with its own access log off (ours names no secrets,
see :mod:`judge.web.app`), without trusting proxy headers (there is no proxy, and the
failed-login throttle keys on the client's address), without WebSockets (nothing uses them),
and with every connection under the guard of :mod:`judge.web.connections` (time limits on
slow requests, bounds per client and in all, no traceback floods when descriptors run out),
what a client can make it warn of said once a minute (:mod:`judge.web.quiet`).

Ctrl-C and SIGTERM (a service manager's stop, ``kill``) stop it the same way: the live
streams end at once, the judgings under way finish, the database is closed.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

import uvicorn
from starlette.types import ASGIApp
from uvicorn.protocols.http.auto import AutoHTTPProtocol

from judge.cachedir import default_cache_dir
from judge.contest.core.awards import Medals
from judge.contest.core.clock import Clock, SystemClock
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.ops import accounts
from judge.contest.ops.safety import require_isolation
from judge.contest.ops.session import Session, open_contest
from judge.contest.ops.stopping import sigterm_as_ctrl_c
from judge.errors import JudgeError
from judge.web.app import create_app
from judge.web.connections import ConnectionGuard, quiet_accept_errors
from judge.web.learn_app import create_learn_app, learner_pages
from judge.web.quiet import quiet_client_warnings
from judge.web.server import ContestServer

JURY_FILE = "jury-password.txt"
#: How often a team may submit, unless told otherwise.
DEFAULT_RATE = SubmitRate()


def default_judges() -> int:
    """Local judges by default: every core but one (the web server's), at least one."""
    return max(1, (os.cpu_count() or 2) - 1)


@dataclass
class Prepared:
    """A server ready to run: its contest, its listening socket and address, and the lines to
    show when it starts."""

    server: ContestServer
    sock: socket.socket
    url: str
    lines: list[str]


def judges_line(count: int, note: str | None, postgres: bool) -> str:
    """What the server says of its judges: how many, isolated or not (``note``: why not),
    and with none (``--judges 0``) that the workers judge, which a contest in SQLite cannot
    have."""
    unsafe = f"WARNING (--unsafe): submissions run WITHOUT isolation: {note}"
    if count == 0:
        line = "judges: none here (--judges 0): judge worker processes judge what is queued"
        if not postgres:
            line += (
                "; WARNING: workers need the contest in PostgreSQL (judge contest move), "
                "so nothing will be judged"
            )
        return line if note is None else f"{line}; if judged here, {unsafe}"
    if note is None:
        return f"judges: {count} local, submissions run isolated"
    return f"judges: {count} local; {unsafe}"


def locate(contest: str, root_of: Callable[[], Path]) -> tuple[Path, str]:
    """(problem-set root, contest name) of a contest folder path or a contest name."""
    path = Path(contest)
    if (path / "contest.yaml").is_file():
        folder = path.resolve()
        if folder.parent.name != "contests" or not (folder.parent.parent / "problems").is_dir():
            raise JudgeError(
                f"{contest}: a contest folder is contests/NAME beside problems/ "
                "(made by judge contest new)"
            )
        return folder.parent.parent, folder.name
    if os.sep in contest or "/" in contest:
        raise JudgeError(
            f"{contest}: no contest.yaml there (make a contest with judge contest new NAME ...)"
        )
    return root_of(), contest


def jury_line(session: Session, new_password: bool) -> str:
    """Makes the jury's account on the first start (or when asked for a new password), its
    password written to the contest folder's :data:`JURY_FILE`; the line says where it is."""
    jury_file = session.folder / JURY_FILE
    if new_password or not accounts.has_jury(session.store):
        password = accounts.set_jury_password(session.store)
        accounts.write_private(jury_file, f"user: {accounts.JURY}\npassword: {password}\n")
        return f"jury: user {accounts.JURY}, new password written to {jury_file} (mode 0600)"
    if jury_file.is_file():
        return f"jury: user {accounts.JURY}, password in {jury_file}"
    return (
        f"jury: user {accounts.JURY}; its password file {jury_file} is gone: "
        "restart with --new-jury-password for a new one"
    )


def teams_line(session: Session, name: str) -> str:
    """What the server says of contest ``name``'s teams: how many, how many can log in."""
    teams = accounts.team_rows(session.store)
    if not teams:
        return f"teams: none yet; add them with: judge contest teams {name} import teams.csv"
    can = sum(1 for t in teams if t.password)
    return (
        f"teams: {len(teams)} ({can} can log in with their team id and the "
        f"password shown by judge contest teams {name} import; a new one: "
        f"judge contest teams {name} password TEAM)"
    )


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host``:``port`` (0: any free port); connections wait from
    then on, until uvicorn takes them. A plain error when it cannot."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        family, _, _, _, address = infos[0]
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        raise JudgeError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


def address_of(host: str, sock: socket.socket) -> str:
    """The URL to show for a socket bound on ``host`` (every address: the machine's name)."""
    bound = sock.getsockname()[1]
    shown = host if host not in ("0.0.0.0", "::") else socket.gethostname()
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{bound}/"


def prepare(
    root: Path,
    name: str,
    host: str,
    port: int,
    judges: int | None,
    unsafe: bool,
    new_jury_password: bool = False,
    clock: Clock | None = None,
    cache_dir: Path | None = None,
    db_url: str | None = None,
    medals: Medals | None = None,
    submit_rate: SubmitRate | None = DEFAULT_RATE,
) -> Prepared:
    """Opens the contest (its judges judge what waits, nothing in the foreground), makes the
    jury's account on the first start, binds the socket; the lines say how to reach it all."""
    cache = cache_dir or default_cache_dir()
    note = require_isolation(cache, unsafe)
    session = open_contest(
        root,
        name,
        clock or SystemClock(),
        cache,
        isolate=note is None,
        db_url=db_url,
    )
    try:
        lines = [
            jury_line(session, new_jury_password),
            teams_line(session, name),
        ]
        count = default_judges() if judges is None else judges
        server = ContestServer(
            session, judges=count, isolation_note=note, medals=medals, submit_rate=submit_rate
        )
        lines.append(judges_line(count, note, session.store.postgres))
        sock = listen(host, port)
        url = address_of(host, sock)
        lines.insert(
            0,
            f"serving contest {name} at {url}"
            + (" (every address of this machine)" if host in ("0.0.0.0", "::") else ""),
        )
        lines.append(f"API (CCS Contest API 2023-06): {url}api/contests/{session.record().id}")
        lines.append("stop with Ctrl-C")
        return Prepared(server, sock, url, lines)
    except BaseException:
        session.close()
        raise


def uvicorn_config(
    server: ContestServer, guard: ConnectionGuard, watch: bool = True
) -> uvicorn.Config:
    """uvicorn's configuration for serving ``server``'s application under ``guard``; what
    clients can make it say held to a line a minute of each kind."""
    return app_config(create_app(server, watch=watch), guard)


def app_config(app: ASGIApp, guard: ConnectionGuard) -> uvicorn.Config:
    """uvicorn's configuration for serving ``app`` under ``guard`` (see the module's
    docstring), what clients can make it say held to a line a minute of each kind."""
    config = uvicorn.Config(
        guard.middleware(app),
        http=guard.protocol(AutoHTTPProtocol),
        ws="none",
        log_level="warning",
        access_log=False,
        lifespan="on",
        proxy_headers=False,
        timeout_keep_alive=5,
        timeout_graceful_shutdown=2,
        server_header=False,
    )
    quiet_client_warnings()  # uvicorn.Config has just configured its loggers
    return config


def run(prepared: Prepared, access_log: bool = False, echo: Callable[[str], None] = print) -> None:
    """Runs the server until Ctrl-C or SIGTERM; the judgings under way finish first."""
    server = prepared.server
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
    log = logging.getLogger("judge.web.access")
    log.addHandler(handler)
    log.setLevel(logging.INFO if access_log else logging.WARNING)
    log.propagate = False
    ours = logging.getLogger("judge.web")
    if not ours.handlers:
        ours.addHandler(handler)
    guard = ConnectionGuard()
    config = uvicorn_config(server, guard)

    class Server(uvicorn.Server):
        async def serve(self, sockets: list[socket.socket] | None = None) -> None:
            quiet_accept_errors(asyncio.get_running_loop(), guard)
            await super().serve(sockets)

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            # Ctrl-C or SIGTERM: end the live streams at once
            server.release_streams()
            super().handle_exit(sig, frame)

    server.start()
    for line in prepared.lines:
        echo(line)
    # uvicorn stops on SIGTERM as on Ctrl-C, then raises the signal again once it has shut
    # down: taken as Ctrl-C, that is a KeyboardInterrupt too, so the clean stop below runs
    # (by default SIGTERM would end the process there and then).
    with sigterm_as_ctrl_c():
        try:
            Server(config).run(sockets=[prepared.sock])
        except KeyboardInterrupt:  # uvicorn raises Ctrl-C (or SIGTERM) again once shut down
            pass
        finally:
            echo("stopping: the judgings under way finish first")
            server.stop()
            server.session.close()


#: The addresses the learner's server may listen on: this machine's own.
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def serve_learner(
    root: Path, host: str, port: int, access_log: bool = False, echo: Callable[[str], None] = print
) -> None:
    """``judge serve`` without a contest: the learner's pages of the problem set at ``root``,
    no accounts, on this machine only (any other address is refused); until Ctrl-C."""
    if host not in LOOPBACK:
        raise JudgeError(
            f"--host {host}: without a contest, judge serve shows the learner's pages on this "
            "machine only (127.0.0.1, localhost or ::1); to serve others, serve a contest"
        )
    app = create_learn_app(learner_pages(root))
    sock = listen(host, port)
    url = address_of(host, sock)
    log = logging.getLogger("judge.web.access")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
    log.addHandler(handler)
    log.setLevel(logging.INFO if access_log else logging.WARNING)
    log.propagate = False
    guard = ConnectionGuard()
    config = app_config(app, guard)
    echo(f"serving the learner's pages of {root} at {url}learn (this machine only)")
    echo("stop with Ctrl-C")
    with sigterm_as_ctrl_c():
        try:
            uvicorn.Server(config).run(sockets=[sock])
        except KeyboardInterrupt:
            pass
