"""Clients that hold connections without finishing requests cannot stop the server: a header
time limit, a body time limit, bounds per client and in all, and no traceback flood when the
process runs out of file descriptors (judge/web/connections.py); and SIGTERM stops `judge
serve` as cleanly as Ctrl-C.

The guard's rules are checked in process, with short limits; the real `judge serve` takes a
thousand half-open connections, and the same with a descriptor limit small enough to run
out."""

from __future__ import annotations

import base64
import io
import json
import logging
import resource
import signal
import socket
import sqlite3
import time
import urllib.request
import zipfile

import pytest

from contest.contest_helpers import SLOW, make_root
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.ops import jury
from judge.contest.ops.session import open_contest
from judge.web.connections import ConnectionGuard
from support import wait_until
from web.web_helpers import LiveServer, ServeProcess, make_contest, new_served


def half_open(port: int, source: str = "127.0.0.1") -> socket.socket:
    """A connection that sends half a request line, and then nothing."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    sock.sendall(b"GET / HT")
    return sock


def closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(100) == b""
    except socket.timeout:
        return False
    except OSError:
        return True


def get(port: int, path: str = "/", source: str = "127.0.0.1", timeout: float = 10) -> int:
    """A plain client's GET: its status."""
    sock = socket.create_connection(
        ("127.0.0.1", port), timeout=timeout, source_address=(source, 0)
    )
    try:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: judge\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while b"\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
        return int(data.split(b" ", 2)[1])
    finally:
        sock.close()


@pytest.fixture
def guarded(tmp_path):
    """A served contest behind a real uvicorn, its connections under a guard with short time
    limits and small bounds."""
    served = new_served(tmp_path)
    guard = ConnectionGuard(
        per_client=4, total=8, header_timeout=0.5, body_idle=0.5, body_total=2.0
    )
    with LiveServer(served.server, None, guard=guard) as running:
        running.guard = guard
        yield running
    served.session.close()


@pytest.mark.waits
def test_a_connection_must_send_its_headers_in_time(guarded):
    sock = half_open(guarded.port)
    trickle = half_open(guarded.port)
    for _ in range(4):  # a byte now and then does not keep it open
        time.sleep(0.15)
        try:
            trickle.sendall(b"T")
        except OSError:
            break
    assert closed_by_server(sock, 2) and closed_by_server(trickle, 2)
    assert get(guarded.port) == 200


def test_a_stalled_body_is_not_waited_for(guarded):
    sock = socket.create_connection(("127.0.0.1", guarded.port), timeout=10)
    sock.sendall(
        b"POST /login HTTP/1.1\r\nHost: judge\r\nContent-Type: "
        b"application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nusername="
    )
    assert closed_by_server(sock, 3)
    assert get(guarded.port) == 200


class Said(logging.Handler):
    """What the server's loggers (uvicorn's, ours) say while it is in place."""

    NAMES = ("uvicorn.error", "judge.web")

    def __init__(self) -> None:
        super().__init__()
        self.records: list = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def __enter__(self) -> Said:
        for name in self.NAMES:
            logging.getLogger(name).addHandler(self)
        return self

    def __exit__(self, *exc) -> None:
        for name in self.NAMES:
            logging.getLogger(name).removeHandler(self)


def test_a_client_leaving_mid_body_or_stalling_it_costs_no_traceback(guarded):
    request = (
        b"POST /api/contests/club/submissions HTTP/1.1\r\nHost: judge\r\n"
        b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"problem'
    )
    with Said() as said:
        for _ in range(3):  # gone mid-body
            sock = socket.create_connection(("127.0.0.1", guarded.port), timeout=10)
            sock.sendall(request)
            time.sleep(0.05)
            sock.close()
        stalled = socket.create_connection(("127.0.0.1", guarded.port), timeout=10)
        stalled.sendall(request)  # and nothing more: the body's time limit closes it
        assert closed_by_server(stalled, 3)
        assert get(guarded.port) == 200
    assert [r.getMessage() for r in said.records if r.levelno >= logging.WARNING] == []


def test_one_client_holds_a_bounded_number_of_connections(guarded):
    held = [half_open(guarded.port) for _ in range(20)]
    # Its newest connections made room by closing its oldest waiting ones: four are left.
    time.sleep(0.2)
    assert guarded.guard.open <= 4
    # The same client, and another one, still get their pages.
    assert get(guarded.port) == 200
    assert get(guarded.port, source="127.0.0.2") == 200
    for sock in held:
        sock.close()


def test_busy_connections_are_not_closed_to_make_room(guarded):
    streams = []
    for _ in range(4):  # live pages: each a request under way for as long as it is open
        sock = socket.create_connection(("127.0.0.1", guarded.port), timeout=10)
        sock.sendall(b"GET /live/board HTTP/1.1\r\nHost: judge\r\n\r\n")
        assert sock.recv(100).startswith(b"HTTP/1.1 200")
        streams.append(sock)
    refused = socket.create_connection(("127.0.0.1", guarded.port), timeout=10)
    assert closed_by_server(refused, 2)  # no room: all four are busy
    assert guarded.guard.refused >= 1
    assert get(guarded.port, source="127.0.0.2") == 200  # another client is not held up
    for sock in streams:
        sock.settimeout(0.5)
        try:
            assert sock.recv(100) != b""  # still streaming
        except socket.timeout:
            pass
        sock.close()


# -- the real server --------------------------------------------------------------------------


@pytest.fixture
def contest_root(tmp_path):
    root = make_root(tmp_path)
    passwords = make_contest(root, SystemClock())
    return root, passwords


def more_files(wanted: int):
    """This test process may open ``wanted`` descriptors (its soft limit raised if need be)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        if hard != resource.RLIM_INFINITY and hard < wanted:
            pytest.skip(f"this process may open {hard} files at most; the test needs {wanted}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    return soft, hard


@pytest.mark.waits
@pytest.mark.slow
@pytest.mark.parametrize("files", [0, 120], ids=["default limit", "120 descriptors"])
def test_a_thousand_half_open_connections_do_not_stop_the_server(contest_root, files):
    root, _ = contest_root
    soft, hard = more_files(1500)
    held = []
    try:
        with ServeProcess(root, "--judges", "0", files=files) as server:
            assert get(server.port) == 200
            start = time.monotonic()
            for _ in range(1000):
                try:
                    held.append(half_open(server.port))
                except OSError:  # the server's backlog is full: that is its business
                    break
            assert len(held) >= 500, len(held)
            # A normal client still gets pages, from another address and from the same one.
            begin = time.monotonic()
            assert get(server.port, source="127.0.0.2", timeout=20) == 200
            assert get(server.port, timeout=20) == 200
            assert time.monotonic() - begin < 15
            # The half-open ones are closed within the header time limit.
            wait_until(
                lambda: all(closed_by_server(s, 0.01) for s in held),
                timeout=30,
                what="the half-open connections to be closed",
                every=0.5,
            )
            assert time.monotonic() - start < 30
            assert get(server.port) == 200
            output = server.text()
        assert "Traceback" not in output and "Too many open files" not in output.replace(
            "cannot accept connections for now: Too many open files", ""
        )
        assert len(output) < 10_000, output[-2000:]
        if files:
            assert output.count("cannot accept connections for now") <= 1
    finally:
        for sock in held:
            sock.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def raw_exchange(port: int, request: bytes) -> bytes:
    """Sends ``request`` as it is on a connection of its own; the answer's status line."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        sock.sendall(request)
        return sock.recv(4096).split(b"\r\n", 1)[0]
    except OSError:  # the server closed it first: its business
        return b""
    finally:
        sock.close()


@pytest.mark.slow
def test_a_flood_of_bad_requests_is_answered_and_said_once(contest_root):
    root, _ = contest_root
    bad = {
        b"not HTTP at all\r\n\r\n": b"HTTP/1.1 400",
        b"GET / HTTP/1.1\r\nHost: judge\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n": b"HTTP/1.1 200",
        b"POST /login HTTP/1.1\r\nHost: judge\r\nContent-Type: multipart/form-data; "
        b"boundary=b\r\nContent-Length: 10\r\nConnection: close\r\n\r\n0123456789": b"HTTP/1.1 400",
    }
    with ServeProcess(root, "--judges", "0") as server:
        for _ in range(100):
            for request, status in bad.items():
                assert raw_exchange(server.port, request).startswith(status), request
        assert get(server.port) == 200
        output = server.text()
    assert "Traceback" not in output
    # Each kind once (the next a minute later would say how many were held back), not 100.
    assert output.count("Invalid HTTP request received") == 1, output[-2000:]
    assert output.count("Unsupported upgrade request") == 1
    assert output.count("Expected boundary character") <= 1
    assert len(output) < 5_000, output[-2000:]


def test_warnings_a_client_causes_are_said_once_a_minute():
    from judge.web.quiet import OncePerMinute

    clock = [0.0]
    once = OncePerMinute(every=60, now=lambda: clock[0])

    def record(msg: str, level: int = logging.WARNING) -> logging.LogRecord:
        return logging.LogRecord("uvicorn.error", level, __file__, 1, msg, None, None)

    assert once.filter(record("Invalid HTTP request received."))
    assert not any(once.filter(record("Invalid HTTP request received.")) for _ in range(50))
    assert once.filter(record("Unsupported upgrade request."))  # another kind
    assert once.filter(record("Exception in ASGI application", logging.ERROR))  # a bug: said
    clock[0] = 61.0
    later = record("Invalid HTTP request received.")
    assert once.filter(later)
    assert later.getMessage() == (
        "Invalid HTTP request received. (50 more like it since the last said)"
    )


@pytest.mark.waits
@pytest.mark.slow
def test_sigterm_stops_the_server_as_cleanly_as_ctrl_c(contest_root):
    root, passwords = contest_root
    clock = SystemClock()
    with open_contest(root, "club", clock, default_cache_dir()) as session:
        jury.start_now(session)
    with ServeProcess(root, "--judges", "1") as server:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr(SLOW.name, SLOW.read_bytes())
        body = json.dumps(
            {
                "problem_id": "hdu_1846",
                "language_id": "python3",
                "files": [{"data": base64.b64encode(buffer.getvalue()).decode()}],
            }
        )
        token = base64.b64encode(f"alpha:{passwords['alpha']}".encode()).decode()
        request = urllib.request.Request(
            f"{server.url}/api/contests/club/submissions",
            data=body.encode(),
            headers={"Authorization": f"Basic {token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 201
        database = root / "contests" / "club" / "contest.db"

        def judging():
            with sqlite3.connect(database) as conn:
                return conn.execute(
                    "SELECT claimed_by FROM judgements WHERE claimed_by IS NOT "
                    "NULL AND judgement_type_id IS NULL"
                ).fetchall()

        wait_until(judging, timeout=120, what="the judging to begin", every=0.1)
        assert server.stop(signal.SIGTERM, timeout=120) == 0
        output = server.text()
    assert "stopping: the judgings under way finish first" in output
    with sqlite3.connect(database) as conn:
        # The judging under way finished, and the judge said it stopped.
        assert conn.execute("SELECT judgement_type_id FROM judgements").fetchall() == [("AC",)]
        assert conn.execute("SELECT count(*) FROM workers WHERE stopped_ms IS NULL").fetchone() == (
            0,
        )
