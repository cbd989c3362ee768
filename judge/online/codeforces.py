"""Codeforces: its login form (/enter) and submit form (/problemset/submit), each carrying
the page's csrf_token (its <meta name="X-Csrf-Token">), the browser's ftaa and bfaa, and
_tta, a checksum of the cookie 39ce7; the runs read from its API (user.status: `verdict`,
`timeConsumedMillis`, `memoryConsumedBytes`), a compile error's text from /data/submitSource.

A failed login shows "Invalid handle/email or password"; a refused submission shows its reason
in an element of class `error` (the same code sent twice, a limit reached)."""

from __future__ import annotations

import json
import re
import secrets
from typing import Any
from urllib.parse import urlencode

from judge.i18n import phrase
from judge.online.client import RemoteStatus, changed_page, refused
from judge.online.credentials import Credentials
from judge.online.http import BusyError, Request, Response, Session, SiteError
from judge.online.sites import Site, Target
from judge.online.tables import read_page

WRONG_PASSWORD = "Invalid handle/email or password"
FROM_THE_PAGE = "<from the page>"


def tta(cookie: str) -> int:
    """The _tta field: the checksum Codeforces' pages compute of the cookie 39ce7."""
    total = 0
    for at, char in enumerate(cookie):
        total = (total + (at + 1) * (at + 2) * ord(char)) % 1009
        if at % 3 == 0:
            total += 1
        if at % 2 == 0:
            total *= 2
        if at > 0:
            total -= (ord(cookie[at // 2]) // 2) * (total % 5)
        total %= 1009
    return total


class Codeforces:
    """Codeforces' client, on `session`, at `base` (the site or a replica)."""

    def __init__(self, site: Site, base: str, session: Session) -> None:
        self.site, self.base, self.session = site, base, session
        self.user = ""
        self.csrf = ""
        self.ftaa = "".join(
            secrets.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(18)
        )
        self.bfaa = secrets.token_hex(16)

    def _browser(self) -> tuple[tuple[str, str], ...]:
        return (
            ("csrf_token", self.csrf or FROM_THE_PAGE),
            ("ftaa", self.ftaa),
            ("bfaa", self.bfaa),
            ("_tta", str(tta(self.session.cookie("39ce7") or ""))),
        )

    def login_requests(self, credentials: Credentials) -> list[Request]:
        """GET /enter (its csrf_token), then POST it."""
        fields = (
            *self._browser(),
            ("action", "enter"),
            ("handleOrEmail", credentials.user),
            ("password", credentials.password),
            ("remember", "on"),
        )
        secret = frozenset({"password"})
        return [
            Request("GET", f"{self.base}/enter"),
            Request("POST", f"{self.base}/enter", fields, secret=secret),
        ]

    def submit_requests(self, target: Target, option: str, source: str) -> list[Request]:
        """GET the submit page (its csrf_token), then POST the form."""
        contest, index = target.contest_and_index
        fields = (
            *self._browser(),
            ("action", "submitSolutionFormSubmitted"),
            ("submittedProblemCode", f"{contest}{index}"),
            ("programTypeId", option),
            ("source", source),
            ("tabSize", "4"),
            ("sourceFile", ""),
        )
        token = self.csrf or FROM_THE_PAGE
        return [
            Request("GET", f"{self.base}/problemset/submit"),
            Request("POST", f"{self.base}/problemset/submit?csrf_token={token}", fields),
        ]

    def _read_token(self, page: Response) -> None:
        """The page's csrf_token (and its bfaa where it sets one)."""
        read = read_page(page.text)
        token = read.metas.get("X-Csrf-Token") or read.inputs.get("csrf_token")
        if not token:
            raise changed_page(self.site, phrase("the csrf_token"), page.url)
        self.csrf = token
        found = re.search(r'_bfaa\s*=\s*"([0-9a-f]{32})"', page.text)
        if found:
            self.bfaa = found.group(1)

    def login(self, credentials: Credentials) -> None:
        """Log in; a plain error for a wrong password."""
        first, _ = self.login_requests(credentials)
        self._read_token(self.session.send(first))
        _, form = self.login_requests(credentials)
        page = self.session.send(form)
        if WRONG_PASSWORD in page.text:
            raise SiteError(
                phrase(
                    "{site}: wrong handle or password for {user}: run `judge login {key}` again",
                    site=self.site.name,
                    user=credentials.user,
                    key=self.site.key,
                )
            )
        if "/logout" not in page.text:
            raise changed_page(self.site, phrase("the answer to the login"), page.url)
        self.user = credentials.user

    def submit(self, target: Target, option: str, source: str) -> str:
        """Submit, then find the run's id: the user's newest submission, by the API."""
        first, _ = self.submit_requests(target, option, source)
        self._read_token(self.session.send(first))
        _, form = self.submit_requests(target, option, source)
        page = self.session.send(form)
        said = [t for t in read_page(page.text).texts("error") if t]
        if said:
            raise refused(self.site, "; ".join(said))
        newest = self._submissions(1)
        contest, _ = target.contest_and_index
        if not newest or str(newest[0].get("contestId")) != contest:
            raise changed_page(self.site, phrase("the new submission in user.status"), self.base)
        return str(newest[0].get("id"))

    def _submissions(self, count: int) -> list[dict[str, Any]]:
        """The user's newest `count` submissions, from the API's user.status."""
        query = urlencode({"handle": self.user, "from": 1, "count": count})
        url = f"{self.base}/api/user.status?{query}"
        page = self.session.get(url)
        try:
            answer = json.loads(page.text)
        except ValueError:
            raise changed_page(self.site, phrase("the API's answer"), url) from None
        if not isinstance(answer, dict) or answer.get("status") != "OK":
            comment = answer.get("comment", "") if isinstance(answer, dict) else ""
            if "limit" in str(comment).lower():
                raise BusyError(
                    phrase(
                        "Codeforces' API: {comment}: wait a little and try again", comment=comment
                    )
                )
            raise changed_page(self.site, phrase("the API's answer"), url)
        result = answer.get("result")
        return [r for r in result if isinstance(r, dict)] if isinstance(result, list) else []

    def status(self, target: Target, run_id: str) -> RemoteStatus:
        """The submission as user.status gives it."""
        found = next((s for s in self._submissions(10) if str(s.get("id")) == run_id), None)
        if found is None:
            raise changed_page(
                self.site, phrase("submission {run_id} in user.status", run_id=run_id), self.base
            )
        shown = str(found.get("verdict") or "")
        known, verdict = self.site.verdict(shown)
        if not known:
            raise changed_page(
                self.site, phrase("the verdict {shown}", shown=repr(shown)), self.base
            )
        memory = found.get("memoryConsumedBytes")
        kib = memory // 1024 if isinstance(memory, int) else None
        millis = found.get("timeConsumedMillis")
        return RemoteStatus(
            run_id, shown or "In queue", verdict, millis if isinstance(millis, int) else None, kib
        )

    def compile_error(self, run_id: str) -> str:
        """/data/submitSource's checker text of a compilation error."""
        fields = (("csrf_token", self.csrf), ("submissionId", run_id))
        page = self.session.send(Request("POST", f"{self.base}/data/submitSource", fields))
        try:
            answer = json.loads(page.text)
        except ValueError:
            return ""
        return str(answer.get("checkerStdoutAndStderr#1", "")) if isinstance(answer, dict) else ""

    def run_url(self, target: Target, run_id: str) -> str:
        """The submission's page."""
        contest, _ = target.contest_and_index
        return f"{self.base}/contest/{contest}/submission/{run_id}"
