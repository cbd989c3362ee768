"""A local replica of HDU, POJ and Codeforces for `judge get`: a stdlib HTTP server in a
thread serving the recorded page shapes of tests/fixtures/online/pages, and the answers the
sites give besides (a redirect, a Cloudflare check, a server error, silence)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import FIXTURES

PAGES = FIXTURES / "online" / "pages"

# path and query -> (status, page file, Content-Type); HDU's and POJ's pages say their charset
# in a <meta> only, Codeforces' in the header too, as each site sends them.
ROUTES = {
    "/showproblem.php?pid=1848": (200, "hdu_1848.html", "text/html"),
    "/showproblem.php?pid=2188": (200, "hdu_2188.html", "text/html; charset=gb2312"),
    "/showproblem.php?pid=9999": (200, "hdu_no_such.html", "text/html"),
    "/showproblem.php?pid=1849": (200, "hdu_changed.html", "text/html"),
    "/problem?id=2234": (200, "poj_2234.html", "text/html"),
    "/problem?id=9999": (200, "poj_no_such.html", "text/html"),
    "/problemset/problem/1527/B2": (200, "cf_1527B2.html", "text/html;charset=UTF-8"),
    "/problemset/problem/2/A": (403, "cf_challenge.html", "text/html; charset=UTF-8"),
}
DOWN = "/showproblem.php?pid=5000"  # answered 503
SILENT = "/showproblem.php?pid=5001"  # answered after SILENCE seconds
SILENCE = 3.0
MOVED = "/problemset/problem/1/Z"  # Codeforces sends an unknown problem to its list


@dataclass
class Replica:
    """The running replica: its base URL and the requests it was sent (path, User-Agent)."""

    url: str
    requests: list[tuple[str, str]] = field(default_factory=list)


class _Handler(BaseHTTPRequestHandler):
    replica: Replica

    def do_GET(self) -> None:
        self.replica.requests.append((self.path, self.headers.get("User-Agent", "")))
        if self.path == SILENT:
            time.sleep(SILENCE)
        if self.path == MOVED:
            self._answer(302, b"", "text/html", {"Location": "/problemset"})
        elif self.path == "/problemset":
            self._answer(200, b"<html><body>Problemset</body></html>", "text/html")
        elif self.path == DOWN:
            self._answer(503, b"<html><body>Service Unavailable</body></html>", "text/html")
        elif self.path in ROUTES:
            status, name, kind = ROUTES[self.path]
            self._answer(status, (PAGES / name).read_bytes(), kind)
        else:
            self._answer(404, b"<html><body>Not Found</body></html>", "text/html")

    def _answer(
        self, status: int, body: bytes, kind: str, headers: dict[str, str] | None = None
    ) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):  # a client that gave up waiting
            pass

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the tests read `requests`."""


@pytest.fixture
def replica() -> Iterator[Replica]:
    """The replica, serving on a free port of 127.0.0.1 for one test."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    found = Replica(f"http://127.0.0.1:{server.server_address[1]}")
    _Handler.replica = found
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield found
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
