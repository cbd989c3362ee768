"""Accounts people ask for themselves, on a site whose ``site.yaml`` says ``registration:
approve``: asked for at ``/register`` (an id, a name, a password they choose), waiting in the
site's store until a coach approves (the account is made, a member, with the password they
chose) or refuses it (it is forgotten).

A chosen password is hashed slowly (scrypt, :func:`judge.contest.ops.accounts.hash_password`),
as a person's password must be; a generated one is not. The asking is bounded: a few waiting
registrations per address an hour, and a cap on all of them, so a flood of forms fills
nothing a coach must wade through and no disk.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.contest.core.site import Member, Registration, SiteRole
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import ID, JURY, hash_password
from judge.contest.ops.members import MAX_NAME
from judge.contest.storage import site as rows
from judge.contest.storage.site import Asked, SiteStore
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.printable import shown

#: A chosen password's length, in characters.
MIN_PASSWORD, MAX_PASSWORD = 8, 128
#: Waiting registrations one address may ask for in an hour, and on the whole site.
PER_ADDRESS_HOUR, MAX_WAITING = 5, 200
_HOUR_MS = 3_600_000


class RegistrationClosed(JudgeError):
    """The site takes no registrations (``registration: off``)."""


class TooManyAsked(JudgeError):
    """Too many registrations wait already (from this address, or on the site)."""


@dataclass(frozen=True)
class Request:
    """What someone asks for: an id, their name and the password they chose."""

    id: str
    name: str
    password: str


def check_request(asked: Request) -> None:
    """A plain error saying what is wrong with the fields of ``asked``."""
    if not ID.fullmatch(asked.id) or asked.id == JURY:
        raise JudgeError(
            phrase(
                "id {id} must be 1-36 letters, digits, '_', '.' or '-', starting with a letter, digit or '_', and not {JURY}",
                id=shown(asked.id),
                JURY=repr(JURY),
            )
        )
    name = asked.name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise JudgeError(
            phrase("name must be 1 to {MAX_NAME} printable characters", MAX_NAME=MAX_NAME)
        )
    if not MIN_PASSWORD <= len(asked.password) <= MAX_PASSWORD:
        raise JudgeError(
            phrase(
                "the password must be {MIN_PASSWORD} to {MAX_PASSWORD} characters",
                MIN_PASSWORD=MIN_PASSWORD,
                MAX_PASSWORD=MAX_PASSWORD,
            )
        )


def register(
    store: SiteStore, policy: Registration, asked: Request, address: str, now: Timestamp
) -> None:
    """Records ``asked`` as waiting for a coach; a plain error when the site takes none, a
    field is wrong, the id is taken, or too many wait already."""
    if policy is Registration.OFF:
        raise RegistrationClosed(
            phrase("this site makes its accounts itself: ask the coach for one")
        )
    check_request(asked)
    with store.read() as conn:
        recent = rows.asked_since(conn, address, now.ms - _HOUR_MS)
        waiting = len(rows.registrations(conn))
    if recent >= PER_ADDRESS_HOUR or waiting >= MAX_WAITING:
        raise TooManyAsked(phrase("too many accounts are waiting for the coach: try again later"))
    # the slow hash outside the transaction: a writer's lock is not held for 50 ms of scrypt
    digest = hash_password(asked.password)
    with store.write() as conn:
        rows.add_registration(conn, Asked(asked.id, asked.name.strip(), digest, now.ms), address)


def waiting(store: SiteStore) -> list[Asked]:
    """The registrations waiting for a coach, oldest first."""
    with store.read() as conn:
        return rows.registrations(conn)


def approve(store: SiteStore, member_id: str, now: Timestamp) -> Member:
    """Makes the account ``member_id`` asked for: a member, with the password they chose."""
    with store.write() as conn:
        asked = rows.take_registration(conn, member_id)
        if asked is None:
            raise JudgeError(
                phrase("no registration of {member_id} is waiting", member_id=shown(member_id))
            )
        if member_id in rows.members(conn):  # imported since it was asked for
            raise JudgeError(
                phrase(
                    "{member_id} is a member already: refuse the registration",
                    member_id=shown(member_id),
                )
            )
        member = Member(asked.id, asked.name, SiteRole.MEMBER, has_password=True)
        rows.insert_member(conn, member, asked.password_hash, now.ms)
    return member


def refuse(store: SiteStore, member_id: str) -> Asked:
    """Forgets the registration of ``member_id`` (its id free again)."""
    with store.write() as conn:
        asked = rows.take_registration(conn, member_id)
    if asked is None:
        raise JudgeError(
            phrase("no registration of {member_id} is waiting", member_id=shown(member_id))
        )
    return asked
