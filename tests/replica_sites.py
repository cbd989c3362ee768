"""A local replica of HDU, POJ and Codeforces for the tests of `judge get`, `judge submit` and
`judge login`: a stdlib HTTP server in a thread speaking each site's forms, cookies, encodings
(HDU's GBK pages, its `_usercode`), status pages and API as judge knows them, from the page
shapes of tests/fixtures/online/, and serving the recorded problem pages of
tests/fixtures/online/pages/ (every site's, whichever site it plays: their paths differ) with
the answers the sites give besides (a redirect, a Cloudflare check, a server error, silence).
A `Scenario` says how it misbehaves (a wrong password, a refusal, a browser check, a captcha,
a site down, a changed page); `requests` records what it was sent."""

from __future__ import annotations

import base64
import html
import json
import re
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TypeVar
from urllib.parse import parse_qs, unquote, urlparse

from conftest import FIXTURES
from judge.online.codeforces import Codeforces
from judge.online.credentials import Credentials
from judge.online.hdu import Hdu
from judge.online.http import Session
from judge.online.poj import Poj
from judge.online.sites import SITES

PAGES = FIXTURES / "online"
USER, PASSWORD = "learner", "s3cret-pass"
CF_COOKIE = "ab"  # Codeforces' 39ce7 cookie here; its _tta is 834 (worked by hand)

# Problem pages: path and query -> (status, page file, Content-Type); HDU's and POJ's pages say
# their charset in a <meta> only, Codeforces' in the header too, as each site sends them.
PROBLEM_PAGES = {
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
class Scenario:
    """How the replica behaves: the verdicts a run shows, look after look (the last stays),
    and what goes wrong (each off unless set)."""

    verdicts: list[str] = field(default_factory=list)  # [] : the site's own way to an AC
    refuse: str = ""  # the submission refused with this message
    challenge: bool = False  # a Cloudflare browser check instead of every page
    captcha: bool = False  # the login page asks for a captcha
    down: bool = False  # every request answered 503
    changed: bool = False  # the status page lost its table
    busy: int = 0  # this many answers of Codeforces' API say its call limit is exceeded
    compile_error: str = "main.cpp:1:1: error: 'x' was not declared in this scope"


@dataclass
class Seen:
    """One request the replica was sent."""

    method: str
    path: str
    query: dict[str, list[str]]
    fields: dict[str, str]
    cookies: str
    user_agent: str
    target: str  # the path and query as sent


class _State:
    def __init__(self, site: str, scenario: Scenario) -> None:
        self.site, self.scenario = site, scenario
        self.requests: list[Seen] = []
        self.sessions: set[str] = set()
        self.runs: list[dict[str, object]] = []
        self.looks: dict[str, int] = {}
        # What went wrong answering a request (the client hung up mid-answer, as judge does on
        # a timeout or a page over its limit): kept here, not printed into the command's output.
        self.errors: list[BaseException] = []


def _page(site: str, name: str, **values: object) -> str:
    text = (PAGES / site / f"{name}.html").read_text(encoding="utf-8")
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


class _Handler(BaseHTTPRequestHandler):
    state: _State

    def log_message(self, *args: object) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        self._handle("GET", {})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        body = self.rfile.read(length).decode("ascii")
        fields = {
            k: v[0] for k, v in parse_qs(body, keep_blank_values=True, encoding="latin-1").items()
        }
        self._handle("POST", fields)

    def _handle(self, method: str, fields: dict[str, str]) -> None:
        parsed = urlparse(self.path)
        seen = Seen(
            method,
            parsed.path,
            parse_qs(parsed.query, keep_blank_values=True),
            fields,
            self.headers.get("Cookie", ""),
            self.headers.get("User-Agent", ""),
            self.path,
        )
        self.state.requests.append(seen)
        scenario = self.state.scenario
        if scenario.down or self.path == DOWN:
            return self._send(503, "<html><body>Service Unavailable</body></html>")
        if scenario.challenge:
            return self._send(403, _page("codeforces", "challenge"), {"cf-mitigated": "challenge"})
        if self._problem_page():
            return None
        route = {"hdu": _hdu, "poj": _poj, "codeforces": _codeforces}[self.state.site]
        route(self, seen)

    def _send(
        self,
        status: int,
        text: str,
        headers: dict[str, str] | None = None,
        charset: str = "utf-8",
        ctype: str = "text/html",
    ) -> None:
        body = text.encode(charset, errors="replace")
        self.send_response(status)
        self.send_header(
            "Content-Type", ctype if charset == "gbk" else f"{ctype}; charset={charset}"
        )
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def _problem_page(self) -> bool:
        """Answer a problem page's address (or its redirect, its silence); False for others."""
        if self.path == SILENT:
            time.sleep(SILENCE)
        if self.path == MOVED:
            self._send(302, "", {"Location": "/problemset"})
        elif self.path == "/problemset":
            self._send(200, "<html><body>Problemset</body></html>")
        elif self.path in PROBLEM_PAGES:
            status, name, kind = PROBLEM_PAGES[self.path]
            self._send_bytes(status, (PAGES / "pages" / name).read_bytes(), kind)
        else:
            return False  # (a silent page, once silent, is the site's 404)
        return True

    def _send_bytes(self, status: int, body: bytes, kind: str) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):  # a client that gave up waiting
            pass

    def logged_in(self, seen: Seen) -> bool:
        return any(c.strip() in self.state.sessions for c in seen.cookies.split(";"))

    def new_run(self, problem: str, language: str, source: str) -> str:
        run = str(40000000 + len(self.state.runs) + 1)
        self.state.runs.insert(
            0, {"run": run, "problem": problem, "language": language, "source": source}
        )
        return run

    def verdict_of(self, run: str) -> str:
        look = self.state.looks.get(run, 0)
        self.state.looks[run] = look + 1
        verdicts = self.state.scenario.verdicts or _TO_AC[self.state.site]
        return verdicts[min(look, len(verdicts) - 1)]


_TO_AC = {
    "hdu": ["Queuing", "Running", "Accepted"],
    "poj": ["Waiting", "Running & Judging", "Accepted"],
    "codeforces": ["", "TESTING", "OK"],
}


# HDU ------------------------------------------------------------------------------------------

_HDU_CELLS = {
    "Accepted": "<font color=red>Accepted</font>",
    "Runtime Error": "Runtime Error<br>(ACCESS_VIOLATION)",
}


def _hdu(handler: _Handler, seen: Seen) -> None:
    state = handler.state
    if seen.path == "/userloginex.php" and seen.method == "GET":
        captcha = "<input type=text name=captcha> 验证码" if state.scenario.captcha else ""
        cookie = "PHPSESSID=hdu-session"
        return handler._send(
            200,
            _page("hdu", "login", captcha=captcha),
            {"Set-Cookie": f"{cookie}; path=/"},
            charset="gbk",
        )
    if seen.path == "/userloginex.php":
        if (
            seen.fields.get("username") == USER
            and seen.fields.get("userpass") == PASSWORD
            and "PHPSESSID=hdu-session" in seen.cookies
        ):
            state.sessions.add("PHPSESSID=hdu-session")
            return handler._send(200, _page("hdu", "index", user=USER), charset="gbk")
        return handler._send(200, _page("hdu", "login_failed"), charset="gbk")
    if seen.path == "/submit.php":
        if not handler.logged_in(seen):
            return handler._send(200, _page("hdu", "login_failed"), charset="gbk")
        if state.scenario.refuse:
            return handler._send(
                200, _page("hdu", "submit_error", message=state.scenario.refuse), charset="gbk"
            )
        source = unquote(
            base64.b64decode(seen.fields["_usercode"]).decode("ascii"), encoding="utf-8"
        )
        handler.new_run(seen.fields["problemid"], seen.fields["language"], source)
        return handler._send(200, _page("hdu", "status", rows=""), charset="gbk")
    if seen.path == "/status.php":
        if state.scenario.changed:
            return handler._send(
                200, "<html><body><p>维护中 Under maintenance</p></body></html>", charset="gbk"
            )
        return handler._send(
            200, _page("hdu", "status", rows=_hdu_rows(handler, seen)), charset="gbk"
        )
    if seen.path == "/viewerror.php":
        return handler._send(
            200,
            _page("hdu", "viewerror", text=html.escape(state.scenario.compile_error)),
            charset="gbk",
        )
    handler._send(404, "<html><body>Not Found</body></html>")


def _hdu_rows(handler: _Handler, seen: Seen) -> str:
    first = seen.query.get("first", [""])[0]
    rows = []
    for run in handler.state.runs:
        if first and int(str(run["run"])) > int(first):
            continue
        verdict = handler.verdict_of(str(run["run"])) if first else "Queuing"
        cell = _HDU_CELLS.get(verdict, verdict)
        if verdict == "Compilation Error":
            cell = f"<a href=viewerror.php?rid={run['run']} target=_blank><font color=green>{verdict}</font></a>"
        final = verdict not in ("Queuing", "Compiling", "Running")
        rows.append(_row("hdu", run, cell, 15 if final else 0, 1728 if final else 0))
    return "\n".join(rows)


def _row(site: str, run: dict[str, object], cell: str, time: int, memory: int) -> str:
    """A run's row of `site`'s status table, its verdict's cell `cell`."""
    return _page(
        site,
        "status_row",
        run=run["run"],
        user=USER,
        problem=run["problem"],
        verdict=cell,
        time=time,
        memory=memory,
        length=len(str(run["source"])),
        language="G++",
    )


# POJ ------------------------------------------------------------------------------------------


def _poj(handler: _Handler, seen: Seen) -> None:
    state = handler.state
    if seen.path == "/login":
        if seen.fields.get("user_id1") == USER and seen.fields.get("password1") == PASSWORD:
            state.sessions.add("JSESSIONID=poj-session")
            return handler._send(
                200,
                _page("poj", "index", user=USER),
                {"Set-Cookie": "JSESSIONID=poj-session; Path=/"},
            )
        captcha = '<input name="captcha">' if state.scenario.captcha else ""
        return handler._send(200, _page("poj", "login_failed", captcha=captcha))
    if seen.path == "/submit":
        if not handler.logged_in(seen):
            return handler._send(200, _page("poj", "error", message="Please login first."))
        if state.scenario.refuse:
            return handler._send(200, _page("poj", "error", message=state.scenario.refuse))
        source = (
            base64.b64decode(seen.fields["source"]).decode("utf-8")
            if seen.fields.get("encoded") == "1"
            else seen.fields["source"]
        )
        handler.new_run(seen.fields["problem_id"], seen.fields["language"], source)
        return handler._send(200, _page("poj", "status", rows=""))
    if seen.path == "/status":
        if state.scenario.changed:
            return handler._send(200, "<html><body>Under maintenance</body></html>")
        return handler._send(200, _page("poj", "status", rows=_poj_rows(handler, seen)))
    if seen.path == "/showcompileinfo":
        return handler._send(
            200, _page("poj", "compileinfo", text=html.escape(state.scenario.compile_error))
        )
    handler._send(404, "<html><body>Not Found</body></html>")


def _poj_rows(handler: _Handler, seen: Seen) -> str:
    top = seen.query.get("top", [""])[0]
    rows = []
    for run in handler.state.runs:
        if top and int(str(run["run"])) >= int(top):
            continue
        verdict = handler.verdict_of(str(run["run"])) if top else "Waiting"
        cell = f"<font color=blue>{verdict}</font>"
        if verdict == "Compile Error":
            cell = f"<a href=showcompileinfo?solution_id={run['run']} target=_blank><font color=green>{verdict}</font></a>"
        rows.append(_row("poj", run, cell, 16, 736))
    return "\n".join(rows)


# Codeforces -----------------------------------------------------------------------------------

_CSRF = "0123456789abcdef0123456789abcdef"


def _codeforces(handler: _Handler, seen: Seen) -> None:
    state = handler.state
    cookies = {"Set-Cookie": f"39ce7={CF_COOKIE}; Path=/"}
    if seen.path == "/enter" and seen.method == "GET":
        return handler._send(
            200, _page("codeforces", "enter", csrf=_CSRF, bfaa="f" * 32, error=""), cookies
        )
    if seen.path == "/enter":
        good = seen.fields.get("handleOrEmail") == USER and seen.fields.get("password") == PASSWORD
        if good and seen.fields.get("csrf_token") == _CSRF and seen.fields.get("_tta") == "834":
            state.sessions.add("JSESSIONID=cf-session")
            headers = {"Set-Cookie": "JSESSIONID=cf-session; Path=/"}
            return handler._send(
                200, _page("codeforces", "home", csrf=_CSRF, user=USER, logout="abc"), headers
            )
        error = "Invalid handle/email or password"
        return handler._send(
            200, _page("codeforces", "enter", csrf=_CSRF, bfaa="f" * 32, error=error)
        )
    if seen.path == "/problemset/submit" and seen.method == "GET":
        return handler._send(200, _page("codeforces", "submit", csrf=_CSRF, error=""))
    if seen.path == "/problemset/submit":
        if not handler.logged_in(seen) or seen.fields.get("csrf_token") != _CSRF:
            return handler._send(
                200, _page("codeforces", "enter", csrf=_CSRF, bfaa="f" * 32, error="")
            )
        if state.scenario.refuse:
            return handler._send(
                200, _page("codeforces", "submit", csrf=_CSRF, error=state.scenario.refuse)
            )
        code = seen.fields["submittedProblemCode"]
        handler.new_run(code, seen.fields["programTypeId"], seen.fields["source"])
        return handler._send(200, _page("codeforces", "home", csrf=_CSRF, user=USER, logout="abc"))
    if seen.path == "/api/user.status":
        return handler._send(200, json.dumps(_cf_status(handler)), ctype="application/json")
    if seen.path == "/data/submitSource":
        answer = {
            "compilationError": "true",
            "checkerStdoutAndStderr#1": state.scenario.compile_error,
        }
        return handler._send(200, json.dumps(answer), ctype="application/json")
    handler._send(404, "<html><body>Not Found</body></html>")


def _cf_status(handler: _Handler) -> dict[str, object]:
    scenario = handler.state.scenario
    if scenario.changed:
        return {"status": "FAILED", "comment": "handle: User with handle learner not found"}
    if scenario.busy > 0 and handler.state.runs:
        scenario.busy -= 1
        return {"status": "FAILED", "comment": "Call limit exceeded"}
    result = []
    for run in handler.state.runs:
        verdict = handler.verdict_of(str(run["run"]))
        contest, index = re.fullmatch(r"(\d+)([A-Z]\d*)", str(run["problem"])).groups()  # type: ignore[union-attr]
        entry: dict[str, object] = {
            "id": int(str(run["run"])),
            "contestId": int(contest),
            "problem": {"contestId": int(contest), "index": index},
            "timeConsumedMillis": 46,
            "memoryConsumedBytes": 102400,
        }
        if verdict != "":
            entry["verdict"] = verdict
        result.append(entry)
    return {"status": "OK", "result": result}


@dataclass
class Replica:
    """A replica running: its address, its scenario (changed at will), what it was sent."""

    url: str
    scenario: Scenario
    state: _State

    @property
    def requests(self) -> list[Seen]:
        """Every request sent to it, in order."""
        return self.state.requests

    @property
    def fetched(self) -> list[tuple[str, str]]:
        """Every request's path and query as sent, and its User-Agent, in order."""
        return [(seen.target, seen.user_agent) for seen in self.state.requests]

    @property
    def runs(self) -> list[dict[str, object]]:
        """The runs submitted, newest first (with the source as it decoded it)."""
        return self.state.runs


C = TypeVar("C", Hdu, Poj, Codeforces)


def client_of(kind: type[C], url: str) -> C:
    """A client of kind `kind` (each is named for its judge) talking to the replica at `url`."""
    site = SITES[kind.__name__.lower()]
    return kind(site, url, Session(site.name, site.charset))


def logged_in(kind: type[C], url: str) -> C:
    """`client_of(kind, url)`, logged in as the replica's user."""
    made = client_of(kind, url)
    made.login(Credentials(made.site.key, USER, PASSWORD))
    return made


class _Server(ThreadingHTTPServer):
    """The replica's server: an error answering a request goes to its state's `errors`, not
    to stderr, where a command's output (CliRunner's) would show it as judge's."""

    state: _State

    def handle_error(self, request: object, client_address: object) -> None:
        self.state.errors.append(sys.exc_info()[1] or RuntimeError("unknown"))


@contextmanager
def replica(site: str, scenario: Scenario | None = None) -> Iterator[Replica]:
    """A replica of `site` (hdu, poj, codeforces) serving on the loopback until the end."""
    chosen = scenario or Scenario()
    state = _State(site, chosen)
    handler = type("Handler", (_Handler,), {"state": state})
    server = _Server(("127.0.0.1", 0), handler)
    server.state = state
    server.daemon_threads = True  # a silent page's thread is not waited for at the end
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield Replica(f"http://127.0.0.1:{server.server_address[1]}", chosen, state)
    finally:
        server.shutdown()
        server.server_close()
