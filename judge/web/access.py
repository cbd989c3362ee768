"""Who may use a route: the rule every route of the server applies (the pages, their live
streams and the Contest API alike), each kind of route answering a refusal in its own way.

Each route declares its :class:`Access` in the routes table (:mod:`judge.web.routes`);
:func:`refusal` decides. What a client then sees of a route it may use (a team's own
submissions, the public's frozen board) is its handler's business.
"""

from __future__ import annotations

from enum import Enum

from judge.web.auth import Account


class Access(Enum):
    """Who may use a route. In the Contest API's terms: ANYONE is the ``public`` role (and
    everyone else), TEAM the ``team`` role, JURY the ``admin`` role; LOGGED_IN either."""

    ANYONE = "anyone"
    LOGGED_IN = "logged in"
    TEAM = "team"
    JURY = "jury"


class Refusal(Enum):
    """Why a client may not use a route: nobody is logged in (a page sends the visitor to
    the login page, the API answers 401), or the account is not the one the route is for
    (403)."""

    LOGIN = "log in"
    FORBIDDEN = "forbidden"


def refusal(access: Access, account: Account | None) -> Refusal | None:
    """Why ``account`` (None: nobody logged in) may not use a route of ``access``; None
    when it may."""
    if access is Access.ANYONE:
        return None
    if account is None:
        return Refusal.LOGIN
    if access is Access.TEAM and account.team_id is None:
        return Refusal.FORBIDDEN
    if access is Access.JURY and not account.jury:
        return Refusal.FORBIDDEN
    return None
