"""What the `judge contest` commands share and that needs no database: the clock contests run
on, the user's name, the `--db` option, options parsed with their flag named in their errors,
paths as shown, new passwords printed. Importing it loads the contest core at most, so the
board of a feed (judge/cli/contest/board.py) may."""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import click

from judge.cli import interface
from judge.contest.core.clock import Clock, SystemClock
from judge.contest.core.times import parse_duration
from judge.errors import JudgeError
from judge.i18n import ENGLISH
from judge.printable import printable


def words() -> gettext.NullTranslations:
    """The catalogue of the command being run, for errors raised below it (English outside
    one)."""
    ctx = click.get_current_context(silent=True)
    return ENGLISH if ctx is None else interface(ctx).tr


def make_clock() -> Clock:
    """The clock contests run on (tests replace this function with a fake clock's)."""
    return SystemClock()


def default_team_name() -> str:
    """Your name on the scoreboard when --as does not say: the user's login name."""
    return os.environ.get("USER") or os.environ.get("LOGNAME") or "me"


def db_option(function: Callable[..., Any]) -> Callable[..., Any]:
    """``--db URL``: the contest's database, when not where its folder says."""
    return click.option(
        "--db",
        "db_url",
        metavar="URL",
        help="The contest's database: a PostgreSQL URL (postgresql://USER@HOST/DATABASE). "
        "Default: where the contest's folder says (contest.db, or database.url after "
        "judge contest move).",
    )(function)


def shown(path: Path) -> str:
    """A path relative to the current folder when it is below it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def option(flag: str, value: str, parse: Callable[[str], Any]) -> Any:
    """An option's value parsed, its errors prefixed with the option."""
    try:
        return parse(value)
    except JudgeError as exc:
        raise JudgeError(f"{flag}: {exc}") from None


def at_option(at: str | None) -> int | None:
    """``--at H:MM:SS``: a contest time (ms), or None."""
    return None if at is None else option("--at", at, parse_duration)


class NewPassword(Protocol):
    """A team given a new password (shown once)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def password(self) -> str | None: ...


def print_passwords(fresh: Sequence[NewPassword], tr: gettext.NullTranslations = ENGLISH) -> None:
    """The new passwords of teams, shown this once (the database keeps only their hashes), the
    heading in `tr`'s language."""
    if not fresh:
        return
    click.echo(tr.gettext("new passwords (shown once; stored only as salted hashes):"))
    # Names come from a teams file or the jury's page: printed escaped, whatever let them in.
    rows = [(printable(t.id), t.password, printable(t.name)) for t in fresh]
    width = max(len(id) for id, _, _ in rows)
    for id, password, name in rows:
        click.echo(f"  {id:<{width}}  {password}  {name}")
