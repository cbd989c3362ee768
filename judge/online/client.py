"""What every judge's client offers the submit flow (`Client`), and what it reads of a run
(`RemoteStatus`); the checks every client makes of a page it cannot read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from judge.i18n import Phrase, phrase
from judge.judging.verdict import Verdict
from judge.online.credentials import Credentials
from judge.online.http import Request, Session, SiteError
from judge.online.sites import Site, Target
from judge.online.tables import Cell, read_page


@dataclass(frozen=True)
class RemoteStatus:
    """A run as the judge's status shows it: its id, the verdict's name there and judge's
    verdict (None while it is still judged), its time (ms) and memory (KiB) when shown."""

    run_id: str
    shown: str
    verdict: Verdict | None
    time_ms: int | None = None
    memory_kib: int | None = None

    @property
    def final(self) -> bool:
        """Whether judging is over."""
        return self.verdict is not None


class Client(Protocol):
    """One judge's forms and pages."""

    site: Site
    base: str

    def login_requests(self, credentials: Credentials) -> list[Request]:
        """The requests a login sends (for --dry-run: placeholders for what a page gives)."""
        ...

    def submit_requests(self, target: Target, option: str, source: str) -> list[Request]:
        """The requests a submission sends (for --dry-run)."""
        ...

    def login(self, credentials: Credentials) -> None:
        """Log in; a SiteError for a wrong password or a page that says neither."""
        ...

    def submit(self, target: Target, option: str, source: str) -> str:
        """Submit `source` in the form's language value `option`: the run's id."""
        ...

    def status(self, target: Target, run_id: str) -> RemoteStatus:
        """The run's status now."""
        ...

    def compile_error(self, run_id: str) -> str:
        """The compiler's messages of a run judged CE ("" when the judge shows none)."""
        ...

    def run_url(self, target: Target, run_id: str) -> str:
        """The page showing the run."""
        ...


def changed_page(site: Site, what: Phrase, url: str) -> SiteError:
    """The error for a page judge cannot read as it knows the site's: reported, not guessed;
    `what` names what was looked for (a phrase of its own, in the reader's language too)."""
    return SiteError(
        phrase(
            "{site}: cannot read {what} at {url}: the site's page has changed from the one "
            "judge knows; submit in a browser, and report it (docs/learner/submitting.md says how)",
            site=site.name,
            what=what,
            url=url,
        )
    )


@dataclass(frozen=True)
class StatusTable:
    """A judge's status table (HDU's, POJ's): a run's row has `cells` cells, its id in the
    first, and its user, verdict, time and memory in these."""

    user: int
    verdict: int
    time: int
    memory: int
    cells: int = 9

    def runs(self, html: str, user: str) -> list[list[Cell]]:
        """The table's rows of runs, of `user` alone when one is given."""
        rows = [r for r in read_page(html).rows if len(r) >= self.cells and r[0].text.isdigit()]
        return [r for r in rows if not user or r[self.user].text == user]

    def status(self, site: Site, html: str, user: str, run_id: str, url: str) -> RemoteStatus:
        """The run `run_id` as its row of the status page at `url` shows it; the error for a
        changed page when the row or its verdict is not one judge knows."""
        row = next((r for r in self.runs(html, user) if r[0].text == run_id), None)
        if row is None:
            raise changed_page(site, phrase("run {run_id} in the status", run_id=run_id), url)
        shown = row[self.verdict].text
        known, verdict = site.verdict(shown)
        if not known:
            raise changed_page(site, phrase("the verdict {shown}", shown=repr(shown)), url)
        time_ms, memory_kib = number(row[self.time].text), number(row[self.memory].text)
        return RemoteStatus(run_id, shown, verdict, time_ms, memory_kib)


def compile_text(session: Session, url: str) -> str:
    """A judge's compile-error page's text: its <pre> blocks."""
    return "\n".join(read_page(session.get(url).text).pre).strip()


def refused(site: Site, said: str) -> SiteError:
    """The error for a submission the judge refused, in its own words (quoted as it said
    them, in the reader's sentence); a limit said as one."""
    lowered = said.lower()
    if any(w in lowered for w in ("too frequent", "too often", "limit", "wait", "exceed")):
        return SiteError(
            phrase(
                "{site} refused the submission for now: {said} (its submission limit: wait "
                "a while, then submit again)",
                site=site.name,
                said=said,
            )
        )
    return SiteError(phrase("{site} refused the submission: {said}", site=site.name, said=said))


def number(text: str) -> int | None:
    """The leading number of a status cell ("15MS", "1728K", "0 ms"), or None."""
    digits = ""
    for char in text.strip():
        if not char.isdigit():
            break
        digits += char
    return int(digits) if digits else None
