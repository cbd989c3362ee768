"""The submission flow once the solution is judged locally (the command line judges it as
`judge run` does, then calls here): the judge's language option for the source, the login with
the stored credentials, the submission, its status followed politely until a verdict, and the
verdict noted in the learner's record.

Following the status: the first look a second after the submission, then further apart
(1, 1, 2, 2, 4, 4, 8, 8, 10... seconds, never closer than the session's one a second), for
at most ten minutes; on this machine's loopback (a replica, a mirror) without the waits."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from judge.catalog.record import note_remote
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.judging.verdict import Verdict
from judge.online.client import Client, RemoteStatus
from judge.online.codeforces import Codeforces
from judge.online.credentials import Credentials
from judge.online.hdu import Hdu
from judge.online.http import BusyError, Request, Session, SiteError, is_loopback
from judge.online.poj import Poj
from judge.online.sites import CODEFORCES_CHOICES, Site, Target
from judge.run.languages.dialects import check_dialect_name, judge_dialects
from judge.run.languages.language import Language

WAIT_LIMIT = 600.0  # seconds a verdict is waited for


@dataclass(frozen=True)
class Choice:
    """The judge's language option for a source: its name there, and the value its form sends."""

    name: str
    value: str


@dataclass(frozen=True)
class Outcome:
    """A submission judged: its final status, its page, a compile error's text."""

    status: RemoteStatus
    url: str
    compile_error: str = ""

    @property
    def accepted(self) -> bool:
        """Whether the judge accepted it."""
        return self.status.verdict is Verdict.AC


def client_for(site: Site, base: str, session: Session) -> Client:
    """The client of `site`, talking to `base` on `session`."""
    if site.key == "hdu":
        return Hdu(site, base, session)
    if site.key == "poj":
        return Poj(site, base, session)
    return Codeforces(site, base, session)


def choose_option(
    site: Site, lang: Language, dialect: str | None = None, named: str | None = None
) -> Choice:
    """The judge's language option for a source in `lang`: `named` (one of the form's option
    names), else the one `dialect` names (`hdu-c++`: HDU's C++), else the judge's default for
    the language (HDU and POJ: the dialect table's; Codeforces: its newest). A plain error
    when the judge takes no such language."""
    if named is not None:
        if named not in site.options:
            raise JudgeError(
                phrase(
                    "{site} has no language option {named} (its options: {options})",
                    site=site.name,
                    named=repr(named),
                    options=", ".join(site.options),
                )
            )
        return Choice(named, site.options[named])
    if site.key == "codeforces":
        option = CODEFORCES_CHOICES.get(lang.id)
        if option is None:
            raise JudgeError(
                phrase(
                    "{site}: judge knows no option for {lang}: name one with --option",
                    site=site.name,
                    lang=lang.name,
                )
            )
        return Choice(option, site.options[option])
    if dialect and dialect.lower().startswith(f"{site.key}-"):
        chosen = check_dialect_name(dialect)
        if chosen.language != lang.id:
            raise JudgeError(
                phrase(
                    "{dialect} is {site}'s {option}, not for {lang} sources",
                    dialect=chosen.id,
                    site=site.name,
                    option=chosen.option,
                    lang=lang.name,
                )
            )
        return Choice(chosen.option, site.options[chosen.option])
    found = [d for d in judge_dialects(site.key) if d.language == lang.id and d.default]
    if not found:
        takes = ", ".join(site.options)
        raise JudgeError(
            phrase(
                "{site} takes no {lang}: its languages are {takes}",
                site=site.name,
                lang=lang.name,
                takes=takes,
            )
        )
    return Choice(found[0].option, site.options[found[0].option])


def planned(
    client: Client, credentials: Credentials, target: Target, choice: Choice, source: str
) -> list[Request]:
    """Every request a submission would send, in order (`--dry-run`): the login's, the
    submission's (what only a page gives, as a placeholder)."""
    return [
        *client.login_requests(credentials),
        *client.submit_requests(target, choice.value, source),
    ]


def _delays(loopback: bool) -> list[float]:
    """The waits before each look at the status, within WAIT_LIMIT."""
    if loopback:
        return [0.0] * 60
    delays, total, step = [], 0.0, 0
    while total < WAIT_LIMIT:
        wait = min(10.0, 2.0 ** (step // 2))
        delays.append(wait)
        total += wait
        step += 1
    return delays


def follow(
    client: Client,
    target: Target,
    run_id: str,
    on_status: Callable[[RemoteStatus], None],
    sleep: Callable[[float], None] = time.sleep,
) -> RemoteStatus:
    """The run's status, looked at until it is final; `on_status` told of each new one."""
    shown = ""
    for wait in _delays(is_loopback(client.base)):
        sleep(wait)
        try:
            status = client.status(target, run_id)
        except BusyError:
            continue  # the judge's call limit: the next look is later anyway
        if status.shown != shown:
            shown = status.shown
            on_status(status)
        if status.final:
            return status
    raise SiteError(
        phrase(
            "{site}: run {run_id} is still {shown} after ten minutes: see {url}",
            site=client.site.name,
            run_id=run_id,
            shown=shown or phrase("waiting"),
            url=client.run_url(target, run_id),
        )
    )


def submit_and_follow(
    client: Client,
    credentials: Credentials,
    target: Target,
    choice: Choice,
    source: str,
    on_status: Callable[[RemoteStatus], None],
    sleep: Callable[[float], None] = time.sleep,
) -> Outcome:
    """Log in, submit, follow the run to its verdict: the outcome (a CE with its text)."""
    client.login(credentials)
    run_id = client.submit(target, choice.value, source)
    status = follow(client, target, run_id, on_status, sleep)
    text = client.compile_error(run_id) if status.verdict is Verdict.CE else ""
    return Outcome(status, client.run_url(target, run_id), text)


def note_outcome(
    data_dir: Path, root: Path, problem_id: str, site: Site, outcome: Outcome, file: Path
) -> list[str]:
    """The judge's verdict noted in the learner's record of the set at `root`; its warnings."""
    return note_remote(data_dir, root, problem_id, site.name, outcome.accepted, file.resolve())
