"""POJ (poj.org): its login form, its submit form (the source base64-encoded, `encoded=1`),
its status table and its compile-information page. A refused submission is a page titled
"Error Occurred" with the reasons as list items; a failed login leaves the login form on the
page (`<form method=POST action=login>`), a kept one shows the "Log Out" link."""

from __future__ import annotations

import base64
from urllib.parse import urlencode

from judge.i18n import phrase
from judge.online.client import RemoteStatus, StatusTable, changed_page, compile_text, refused
from judge.online.credentials import Credentials
from judge.online.http import Request, Session, SiteError
from judge.online.sites import Site, Target
from judge.online.tables import read_page

LOGIN_FORM = "action=login>"
LOGGED_IN = "action=logout"
REFUSED = "Error Occurred"
# Run ID, User, Problem, Result, Memory, Time, Language, Code Length, Submit Time
TABLE = StatusTable(user=1, verdict=3, time=5, memory=4)


class Poj:
    """POJ's client, on `session`, at `base` (the site or a replica)."""

    def __init__(self, site: Site, base: str, session: Session) -> None:
        self.site, self.base, self.session = site, base, session
        self.user = ""

    def login_requests(self, credentials: Credentials) -> list[Request]:
        """POST the login form."""
        fields = (
            ("user_id1", credentials.user),
            ("password1", credentials.password),
            ("B1", "login"),
            ("url", "/"),
        )
        return [Request("POST", f"{self.base}/login", fields, secret=frozenset({"password1"}))]

    def submit_requests(self, target: Target, option: str, source: str) -> list[Request]:
        """POST submit, the source base64 of its UTF-8."""
        encoded = base64.b64encode(source.encode("utf-8")).decode("ascii")
        fields = (
            ("problem_id", target.problem),
            ("language", option),
            ("source", encoded),
            ("submit", "Submit"),
            ("encoded", "1"),
        )
        return [Request("POST", f"{self.base}/submit", fields)]

    def login(self, credentials: Credentials) -> None:
        """Log in; a plain error for a wrong password."""
        (form,) = self.login_requests(credentials)
        page = self.session.send(form)
        if LOGGED_IN in page.text:
            self.user = credentials.user
            return
        if LOGIN_FORM in page.text:
            raise SiteError(
                phrase(
                    "{site}: wrong user name or password for {user}: run `judge login {key}` again",
                    site=self.site.name,
                    user=credentials.user,
                    key=self.site.key,
                )
            )
        raise changed_page(self.site, phrase("the answer to the login"), page.url)

    def submit(self, target: Target, option: str, source: str) -> str:
        """Submit, then find the run's id: the newest run of the user on the problem."""
        (form,) = self.submit_requests(target, option, source)
        page = self.session.send(form)
        if REFUSED in page.text:
            raise refused(self.site, "; ".join(read_page(page.text).items) or REFUSED)
        query = urlencode(
            {"problem_id": target.problem, "user_id": self.user, "result": "", "language": option}
        )
        listed = self.session.get(f"{self.base}/status?{query}")
        rows = TABLE.runs(listed.text, self.user)
        if not rows:
            raise changed_page(self.site, phrase("the new run in the status"), listed.url)
        return rows[0][0].text

    def status(self, target: Target, run_id: str) -> RemoteStatus:
        """The run's row of the status (top=RUN+1 lists it first)."""
        query = urlencode({"top": int(run_id) + 1, "user_id": self.user})
        listed = self.session.get(f"{self.base}/status?{query}")
        return TABLE.status(self.site, listed.text, self.user, run_id, listed.url)

    def compile_error(self, run_id: str) -> str:
        """showcompileinfo's <pre>."""
        return compile_text(self.session, f"{self.base}/showcompileinfo?solution_id={run_id}")

    def run_url(self, target: Target, run_id: str) -> str:
        """The status with the run at the top."""
        return f"{self.base}/status?top={int(run_id) + 1}"
