"""HDU (acm.hdu.edu.cn): its login form, its submit form, its status table, its compile-error
page. The pages are GBK. The submit form's JavaScript sends the source as base64 of its
URL-encoding (encodeURIComponent's: UTF-8, letters, digits and -_.!~*'() kept), in the field
`_usercode`; a refused submission is a page saying "One or more following ERROR(s) occurred."
above the errors as list items."""

from __future__ import annotations

import base64
from urllib.parse import quote, urlencode

from judge.i18n import phrase
from judge.online.client import RemoteStatus, StatusTable, changed_page, compile_text, refused
from judge.online.credentials import Credentials
from judge.online.http import Request, Session, SiteError
from judge.online.sites import Site, Target
from judge.online.tables import read_page

WRONG_PASSWORD = "No such user or wrong password"
REFUSED = "One or more following ERROR(s) occurred."
LOGGED_IN = "userloginex.php?action=logout"
# Run ID, Submit Time, Judge Status, Pro.ID, Exe.Time, Exe.Memory, Code Len., Language, Author
TABLE = StatusTable(user=8, verdict=2, time=4, memory=5)


def usercode(source: str) -> str:
    """`_usercode`: base64 of the source URL-encoded as encodeURIComponent does."""
    encoded = quote(source, safe="-_.!~*'()", encoding="utf-8")
    return base64.b64encode(encoded.encode("ascii")).decode("ascii")


class Hdu:
    """HDU's client, on `session`, at `base` (the site or a replica)."""

    def __init__(self, site: Site, base: str, session: Session) -> None:
        self.site, self.base, self.session = site, base, session
        self.user = ""

    def login_requests(self, credentials: Credentials) -> list[Request]:
        """GET the login page (its session cookie), then POST the form."""
        fields = (("username", credentials.user), ("userpass", credentials.password))
        return [
            Request("GET", f"{self.base}/userloginex.php", charset="gbk"),
            Request(
                "POST",
                f"{self.base}/userloginex.php?action=login&cid=0&notice=0",
                (*fields, ("login", "Sign In")),
                charset="gbk",
                secret=frozenset({"userpass"}),
            ),
        ]

    def submit_requests(self, target: Target, option: str, source: str) -> list[Request]:
        """POST submit.php, the source in `_usercode`."""
        fields = (
            ("check", "0"),
            ("_usercode", usercode(source)),
            ("problemid", target.problem),
            ("language", option),
        )
        return [Request("POST", f"{self.base}/submit.php?action=submit", fields, "gbk")]

    def login(self, credentials: Credentials) -> None:
        """Log in; a plain error for a wrong password."""
        first, form = self.login_requests(credentials)
        self.session.send(first)
        page = self.session.send(form)
        if WRONG_PASSWORD in page.text:
            raise SiteError(
                phrase(
                    "{site}: wrong user name or password for {user}: run `judge login {key}` again",
                    site=self.site.name,
                    user=credentials.user,
                    key=self.site.key,
                )
            )
        if LOGGED_IN not in page.text:
            raise changed_page(self.site, phrase("the answer to the login"), page.url)
        self.user = credentials.user

    def submit(self, target: Target, option: str, source: str) -> str:
        """Submit, then find the run's id: the newest run of the user on the problem."""
        (form,) = self.submit_requests(target, option, source)
        page = self.session.send(form)
        if REFUSED in page.text:
            said = read_page(page.text).items
            raise refused(self.site, "; ".join(said) or REFUSED)
        if "userloginex.php" in page.url:
            raise SiteError(
                phrase(
                    "{site}: the login was not kept (its session cookie): try again",
                    site=self.site.name,
                )
            )
        query = urlencode(
            {
                "first": "",
                "pid": target.problem,
                "user": self.user,
                "lang": int(option) + 1,
                "status": 0,
            }
        )
        listed = self.session.get(f"{self.base}/status.php?{query}")
        row = TABLE.runs(listed.text, self.user)
        if not row:
            raise changed_page(self.site, phrase("the new run in the status"), listed.url)
        return row[0][0].text

    def status(self, target: Target, run_id: str) -> RemoteStatus:
        """The run's row of status.php (first=RUN shows it at the top)."""
        listed = self.session.get(
            f"{self.base}/status.php?{urlencode({'first': run_id, 'user': self.user})}"
        )
        return TABLE.status(self.site, listed.text, self.user, run_id, listed.url)

    def compile_error(self, run_id: str) -> str:
        """viewerror.php's <pre>."""
        return compile_text(self.session, f"{self.base}/viewerror.php?rid={run_id}")

    def run_url(self, target: Target, run_id: str) -> str:
        """status.php with the run at the top."""
        return f"{self.base}/status.php?first={run_id}"
