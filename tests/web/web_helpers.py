"""What the contest server's tests share besides fixtures (those are in conftest.py): a served
contest on a fake clock with three teams (alpha, beta and the hidden ghost) and the jury, an
in-process client per account, and a real uvicorn serving it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from contest.contest_helpers import START, make_root, new_contest
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.site import Member, SiteRole
from judge.contest.ops import accounts, jury
from judge.contest.ops.members import import_members
from judge.contest.ops.session import open_contest
from judge.contest.ops.site import add_contest, new_site, open_site
from judge.web.app import create_app
from judge.web.server import ContestServer
from judge.web.site_app import create_site_app
from judge.web.site_runtime import Opening, site_app
from support import wait_until

COACH = SiteRole.COACH
CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def csrf_of(html: str) -> str:
    match = CSRF.search(html)
    assert match, "no CSRF token in the page"
    return match.group(1)


def make_contest(root: Path, clock, name: str = "club", freeze: str = "0:30:00") -> dict[str, str]:
    """A contest with teams alpha, beta and ghost (hidden) and the jury; their passwords."""
    new_contest(
        root,
        name,
        ["hdu_1846", "hdu_1847"],
        "2:00:00",
        freeze=freeze,
        title="Club contest",
        clock=clock,
    )
    session = open_contest(root, name, clock, default_cache_dir())
    try:
        specs = [
            accounts.TeamSpec("alpha", "Alpha"),
            accounts.TeamSpec("beta", "Beta"),
            accounts.TeamSpec("ghost", "Ghost", hidden=True),
        ]
        done = accounts.import_teams(session.store, specs, clock.now())
        passwords = {t.id: t.password or "" for t in done}
        passwords["jury"] = accounts.set_jury_password(session.store)
    finally:
        session.close()
    return passwords


@dataclass
class Served:
    root: Path
    clock: FakeClock
    server: Any
    app: Any
    passwords: dict[str, str]
    clients: dict[str, object] = field(default_factory=dict)

    def client(self, who: str):
        """A browser-like client logged in as ``who`` (a team id or ``jury``)."""
        from starlette.testclient import TestClient

        if who not in self.clients:
            client = TestClient(self.app, follow_redirects=False)
            login(client, who, self.passwords[who])
            self.clients[who] = client
        return self.clients[who]

    def anonymous(self):
        from starlette.testclient import TestClient

        return TestClient(self.app, follow_redirects=False)

    def judge(self) -> int:
        return self.server.judge_queued()

    def start(self):
        jury.start_now(self.server.session)
        self.server.poke()

    @property
    def session(self):
        return self.server.session


def login(client, who: str, password: str):
    page = client.get("/login")
    response = client.post(
        "/login", data={"username": who, "password": password, "csrf": csrf_of(page.text)}
    )
    assert response.status_code == 303, response.text
    return response


def post_form(client, path: str, data: dict, files=None, page: str = "/"):
    """A POST of a form carrying the CSRF token of ``page``."""
    token = csrf_of(client.get(page).text)
    return client.post(path, data={**data, "csrf": token}, files=files)


def new_served(tmp_path, judges: int = 0) -> Served:
    """The contest "club" (fake clock) opened as the server opens it, and its application;
    ``judges``: the server's own judges (0: the test judges with ``Served.judge``)."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    passwords = make_contest(root, clock)
    session = open_contest(root, "club", clock, default_cache_dir())
    server = ContestServer(session, judges=judges, isolation_note=session.not_isolated)
    return Served(root, clock, server, create_app(server), passwords)


def make_site(tmp_path: Path, clock) -> tuple[Path, Path, dict[str, dict[str, str]]]:
    """A problem set with contests club and week2 (not started), and the site "Our club"
    naming both: the set's root, the site's folder, each contest's passwords."""
    root = make_root(tmp_path)
    passwords = {name: make_contest(root, clock, name) for name in ("club", "week2")}
    folder = new_site(tmp_path / "site", "Our club", problems=root)
    for name in ("club", "week2"):
        add_contest(folder, root / "contests" / name, clock.now())
    return root, folder, passwords


class ServedSite:
    """A site "Our club" of contests club and week2 (started, fake clock), its application,
    and each contest's server (no judges of its own) and passwords."""

    def __init__(self, tmp_path, members: bool = False, pool=None) -> None:
        self.clock = FakeClock(START)
        self.root, folder, self.passwords = make_site(tmp_path, self.clock)
        self.opened = open_site(folder, self.clock, default_cache_dir())
        for session in self.opened.contests.values():
            if session.record().started_ms is None:  # the practice space starts with the site
                jury.start_now(session)
        self.servers = {
            name: ContestServer(session, judges=0) for name, session in self.opened.contests.items()
        }
        # With members: ann and bo (members) and carl (a coach), their passwords by id.
        self.members: dict[str, str] = {}
        self.runtime = None
        if members:
            people = [Member("ann", "Ann"), Member("bo", "Bo"), Member("carl", "Carl", COACH)]
            made = import_members(self.opened.store, people, self.clock.now())
            self.members = {m.id: m.password or "" for m in made}
            opening = Opening(self.clock, default_cache_dir())
            self.app, self.runtime = site_app(
                self.opened, list(self.servers.values()), pool, opening
            )
        else:
            self.app = create_site_app("Our club", list(self.servers.values()))

    def client(self):
        from starlette.testclient import TestClient

        return TestClient(self.app, follow_redirects=False)

    def login(self, client, prefix: str, who: str, contest: str):
        """A login form sent under ``prefix`` as ``who`` with its password in ``contest``."""
        page = client.get(f"{prefix}/login")
        return client.post(
            f"{prefix}/login",
            data={
                "username": who,
                "password": self.passwords[contest][who],
                "csrf": csrf_of(page.text),
            },
        )

    def stop(self) -> None:
        """Stops every contest's server (as a LiveServer ends), those added while it ran too."""
        for server in self.app.servers:
            server.stop()


class LiveServer:
    """The application served by uvicorn on a loopback port, in a thread; with ``guard`` (a
    ConnectionGuard), as `judge serve` serves it."""

    def __init__(self, server, app, guard=None) -> None:
        import socket
        import threading

        import uvicorn

        self.server = server
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        if guard is None:
            config = uvicorn.Config(
                app, log_level="warning", lifespan="on", timeout_graceful_shutdown=1
            )
        else:
            from judge.web.serve import uvicorn_config

            config = uvicorn_config(server, guard)
        self.uvicorn = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.uvicorn.run, kwargs={"sockets": [self.sock]}, daemon=True
        )

    def __enter__(self) -> LiveServer:
        self.thread.start()
        wait_until(lambda: self.uvicorn.started, timeout=60, what="uvicorn to start")
        return self

    def __exit__(self, *exc) -> None:
        self.server.stop()
        self.uvicorn.should_exit = True
        self.thread.join(30)
        self.sock.close()


class ServeProcess:
    """`judge serve` in a process of its own (a new session), on a free loopback port; its
    output (stdout and stderr) is read into ``output`` as it comes."""

    def __init__(self, root: Path, *args: str, name: str | None = "club", files: int = 0) -> None:
        import os
        import subprocess
        import sys
        import threading

        from contest.contest_helpers import REPO
        from judge.contest.ops.safety import isolation_problem

        unsafe = ["--unsafe"] if name and isolation_problem(default_cache_dir()) else []
        env = dict(os.environ, PYTHONPATH=str(REPO))

        def limit_files():  # ``files``: the server may open that many descriptors at most
            import resource

            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "judge",
                "--root",
                str(root),
                "serve",
                *([name] if name else []),  # None: the learner's server, no contest
                "--port",
                "0",
                *unsafe,
                *args,
            ],
            cwd=REPO,
            env=env,
            start_new_session=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            preexec_fn=limit_files if files else None,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", first)
        self.output = [first]
        if not match:
            self.kill()
            raise AssertionError(first + "".join(self.process.stdout))
        self.port = int(match.group(1))
        self.url = f"http://127.0.0.1:{self.port}"
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line)

    def text(self) -> str:
        return "".join(self.output)

    def stop(self, sig=None, timeout: float = 60) -> int:
        """Stops it with ``sig`` (SIGINT: Ctrl-C); its exit status."""
        import signal

        self.process.send_signal(sig or signal.SIGINT)
        code = self.process.wait(timeout)
        self._reader.join(10)
        return code

    def kill(self) -> None:
        import os
        import signal

        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def __enter__(self) -> ServeProcess:
        return self

    def __exit__(self, *exc) -> None:
        self.kill()
