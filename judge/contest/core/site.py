"""A club's site: its folder's configuration, ``site.yaml`` (read and written).

A site is a folder holding ``site.yaml`` and the site's own store (``site.db``: what belongs
to the site and to no one contest, see :mod:`judge.contest.storage.site`). ``site.yaml``'s
keys: ``title`` (shown on the home page; default: the folder's name), ``problems`` (the
problem set whose ``contests/`` folder holds the contests the site makes: a path, relative
to the site's folder; default: the judge's own set) and ``registration`` (``off``, the
default: the coach makes every account; ``approve``: anyone may ask for an account at
``/register``, and it is made when a coach approves it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.i18n import phrase

SITE_FILE = "site.yaml"
KEYS = ("title", "problems", "registration")


class SiteRole(str, Enum):
    """A member's role on a site: a member takes part; a coach is the jury of the site's
    contests and runs its members; an admin also runs the site itself."""

    MEMBER = "member"
    COACH = "coach"
    ADMIN = "admin"

    def __str__(self) -> str:
        return self.value

    def manages(self, other: SiteRole) -> bool:
        """Whether an account of this role may make, change or give a new password to an
        account of role ``other`` on the site's pages: an admin any, a coach any but an
        admin (a coach is already every contest's jury; the site itself is the admin's)."""
        if self is SiteRole.ADMIN:
            return True
        return self is SiteRole.COACH and other is not SiteRole.ADMIN


class Registration(str, Enum):
    """Whether people may ask for an account of the site themselves: ``off`` (the coach
    imports every member) or ``approve`` (they ask at ``/register``; a coach approves)."""

    OFF = "off"
    APPROVE = "approve"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Member:
    """An account of a site: its id (its team id in each contest it joins), name, role, and
    whether it has a password."""

    id: str
    name: str
    role: SiteRole = SiteRole.MEMBER
    has_password: bool = False


@dataclass(frozen=True)
class SiteConfig:
    """What ``site.yaml`` says: the site's title, the problem set it makes contests in
    (None: the judge's own) and whether people may ask for an account."""

    title: str
    problems: Path | None = None
    registration: Registration = Registration.OFF


def is_site(folder: Path) -> bool:
    """Whether ``folder`` is a site's (it holds ``site.yaml``)."""
    return (folder / SITE_FILE).is_file()


def read_site(folder: Path) -> SiteConfig:
    """The configuration of the site in ``folder``; a plain error naming the file when it is
    missing or wrong."""
    path = folder / SITE_FILE
    if not path.is_file():
        raise JudgeError(
            phrase(
                "{folder}: not a site (no {SITE_FILE}; make one with judge site new)",
                folder=folder,
                SITE_FILE=SITE_FILE,
            )
        )
    data = read_yaml(path)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise JudgeError(
            phrase("{path}: expected a mapping of keys ({items})", path=path, items=", ".join(KEYS))
        )
    unknown = sorted(str(key) for key in data if key not in KEYS)
    if unknown:
        raise JudgeError(
            phrase(
                "{path}: unknown key {unknown} (known: {items})",
                path=path,
                unknown=unknown[0],
                items=", ".join(KEYS),
            )
        )
    title = data.get("title", folder.resolve().name)
    if not isinstance(title, str) or not title.strip() or len(title) > 200:
        raise JudgeError(phrase("{path}: title must be a text of 1 to 200 characters", path=path))
    problems = data.get("problems")
    if problems is not None and not isinstance(problems, str):
        raise JudgeError(
            phrase("{path}: problems must be a path (the problem set's folder)", path=path)
        )
    where = None if problems is None else (folder / problems).resolve()
    if where is not None and not (where / "problems").is_dir():
        raise JudgeError(
            phrase(
                "{path}: problems: {problems} holds no problems/ folder",
                path=path,
                problems=problems,
            )
        )
    return SiteConfig(title.strip(), where, _registration(data.get("registration", "off"), path))


def _registration(value: object, path: Path) -> Registration:
    # YAML reads a bare off as False: the word the file says is what counts
    if value is False:
        return Registration.OFF
    try:
        return Registration(str(value))
    except ValueError:
        raise JudgeError(
            phrase(
                "{path}: registration must be off or approve, got {value}",
                path=path,
                value=repr(str(value)[:60]),
            )
        ) from None


def site_text(config: SiteConfig) -> str:
    """``site.yaml``'s text for ``config``."""
    # JSON's quoting is YAML's: a title with any character stays one scalar.
    lines = [f"title: {json.dumps(config.title, ensure_ascii=False)}"]
    if config.problems is not None:
        lines.append(f"problems: {json.dumps(str(config.problems), ensure_ascii=False)}")
    if config.registration is not Registration.OFF:
        lines.append(f"registration: {config.registration}")
    return "\n".join(lines) + "\n"
