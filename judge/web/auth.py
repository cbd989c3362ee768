"""Who is asking: logins, sessions, CSRF tokens and the slowing of failed logins.

- Passwords are checked against the stored hashes (:mod:`judge.contest.ops.accounts`: a salted
  SHA-256 for a password judge generated, scrypt for one a person chose, and scrypt for every
  password of a contest made before generated ones were hashed cheaply). A successful check
  of a (user, password) pair is remembered in memory, keyed by an HMAC of the pair, while the
  stored hash stays the same, so that scripts using HTTP basic authentication on every request
  do not pay scrypt's 50 ms each time.
- A web session is a random token: the browser holds it in an HttpOnly, SameSite=Lax cookie,
  signed with the server's secret (HMAC-SHA256); the database holds only the token's SHA-256
  and whose it is, so a copied database opens no sessions, logging out ends the session, and
  a new password ends all of the account's sessions. A login always starts a new token (no
  session fixation). Visitors who have not logged in get a token too, not stored, for the
  login form's CSRF token.
- CSRF: every form carries ``csrf``, an HMAC of the session token; a POST without the right
  one is refused. The API takes no cookies (HTTP basic authentication only), and its POST
  takes JSON only, which a cross-site form cannot send.
- Failed logins (forms and basic authentication alike) are counted in the database
  (:mod:`judge.contest.ops.logins`: the rule, and each count's transaction) per
  account *and address* (so that a team guessing the jury's password from its machine never
  locks the jury out at another) and per address (:func:`judge.web.addresses.client_key`:
  an IPv6 client by its /64). Past a few failures each further one doubles the wait before
  the next try is even checked (1 s, 2 s, 4 s, ... up to 5 minutes); counts older than 15
  minutes are forgotten, and a successful login clears its (account, address) count. The
  address's allowance is larger, since a lab may reach the server through one address.
- Each try is counted as a failure of the account at its address *before* its password is
  checked, in one transaction with the look at the counts (:meth:`Auth.check`), and cleared
  if the password was right: tries sent at once are counted one after the other, so eight
  wrong passwords sent together are not all checked. (The address's own count is kept when a
  check fails: a lab's teams logging in at once must not slow one another.) The same (user,
  password) sent again while its check is under way waits for that check.
- A name that is no account's costs the same work as an account with a generated password, the
  jury's and nearly every team's (a dummy hash of that kind made at start), so the time an
  answer takes does not tell which of them exist. A team whose password a coach chose (a
  contest package's accounts) costs scrypt's time, and is told apart by it: its id is no
  secret (visible teams' ids are public in the API), its password is.
- Nothing here logs: passwords and tokens go nowhere but into hashes.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field

from judge.contest.core.clock import Clock
from judge.contest.core.records import Person, Role
from judge.contest.ops import logins
from judge.contest.ops.accounts import hash_generated, new_password, verify_password
from judge.contest.ops.logins import Find, Login, Store, contest_login
from judge.contest.ops.logins import Throttled as Throttled  # callers of check catch it here
from judge.web.addresses import client_key

COOKIE = "judge_session"
#: The key of the ASGI scope where a site puts who its visitor is in the contest it sends a
#: request to (an :class:`Account`, or None): only the site's application sets it, since a
#: client sends headers and a body, never scope keys.
SITE_ACCOUNT = "judge.site_account"
#: The ASGI scope's key under which a site gives a contest's pages the practice page of each
#: of its problems (by problem id) once the contest has ended: its "Upsolve" links.
SITE_UPSOLVE = "judge.site_upsolve"


@dataclass(frozen=True)
class Account:
    """A logged-in account: a team (``team_id`` set) or the jury."""

    username: str
    role: Role
    name: str
    #: The site's member acting as this team (a team of a site's contest), else None.
    member: Person | None = None

    @classmethod
    def of(cls, login: Login) -> Account:
        """The account a stored login is."""
        return cls(login.username, login.role, login.name)

    @property
    def team_id(self) -> str | None:
        return self.username if self.role is Role.TEAM else None

    @property
    def jury(self) -> bool:
        return self.role is Role.JURY


@dataclass
class Visitor:
    """Whoever sent a request: the session token (new ones must be set as the cookie), the
    account if logged in, and the CSRF token forms must carry."""

    token: str
    account: Account | None
    csrf: str
    new_token: bool = False
    lang: str = "en"  # the interface's language (judge.web.i18n), set per request
    # The path the contest's pages are under, set per request: "" for `judge serve CONTEST`,
    # "/contests/NAME" on a site (the request's ASGI root_path).
    base: str = ""
    # Whether the account is the site's member (logged in on the site, not in this contest).
    site: bool = False
    # On a site, after the contest: the practice page of each problem (by id) to upsolve it.
    upsolve: dict[str, str] = field(default_factory=dict)

    @property
    def team_id(self) -> str | None:
        return self.account.team_id if self.account else None

    @property
    def jury(self) -> bool:
        return bool(self.account and self.account.jury)


def basic_credentials(header: str | None) -> tuple[str, str] | None:
    """(user name, password) of an ``Authorization: Basic`` header, None when there is none;
    PermissionError when it is malformed."""
    if not header or not header.lower().startswith("basic "):
        return None
    try:
        decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
        username, password = decoded.split(":", 1)
    except (ValueError, UnicodeDecodeError):
        raise PermissionError("malformed basic authentication") from None
    return username, password


class Auth:
    """Logins, sessions and CSRF tokens of one served contest (or of a site: ``find`` says
    whose accounts, :mod:`judge.contest.ops.logins`)."""

    def __init__(
        self, store: Store, secret: bytes, clock: Clock, find: Find = contest_login
    ) -> None:
        self.store, self.secret, self.clock, self.find = store, secret, clock, find
        self._verified: dict[str, str] = {}
        self._flights: dict[str, Future[Account | None]] = {}  # checks under way
        self._lock = threading.Lock()
        # What a name that is no account's is checked against (never matches: its password is
        # a secret nobody ever knew), of the kind judge's own passwords have.
        self._dummy = hash_generated(new_password())

    # -- signing --------------------------------------------------------------------------------

    def _mac(self, purpose: str, text: str) -> str:
        digest = hmac.new(self.secret, f"{purpose}:{text}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")

    def cookie_value(self, token: str) -> str:
        """The session cookie's value: the token and its signature."""
        return f"{token}.{self._mac('cookie', token)}"

    def token_of(self, cookie: str | None) -> str | None:
        """The token of a cookie whose signature holds, else None."""
        if not cookie or "." not in cookie:
            return None
        token, mac = cookie.rsplit(".", 1)
        if not hmac.compare_digest(mac, self._mac("cookie", token)):
            return None
        return token

    def csrf_of(self, token: str) -> str:
        """The CSRF token of a session token."""
        return self._mac("csrf", token)

    def csrf_ok(self, visitor: Visitor, given: str | None) -> bool:
        """Whether a form's CSRF token is the visitor's."""
        return bool(given) and hmac.compare_digest(str(given), visitor.csrf)

    # -- accounts -------------------------------------------------------------------------------

    def check(self, username: str, password: str, address: str) -> Account | None:
        """The account if the password is right, None if not (counted as a failure).
        Raises Throttled while the account at this address, or the address, must wait.

        The same (user, password) from the same client while its check is under way waits for
        that check's answer instead of starting another: a script's parallel requests, or a
        browser's, cost one check and are not slowed by one another."""
        where = client_key(address)
        flight = self._mac("flight", f"{where}\0{username}\0{password}")
        with self._lock:
            running = self._flights.get(flight)
            leading = running is None
            if running is None:
                running = self._flights[flight] = Future()
        if not leading:
            return running.result()
        try:
            outcome = self._check(username, password, where)
        except BaseException as exc:
            running.set_exception(exc)
            raise
        else:
            running.set_result(outcome)
            return outcome
        finally:
            with self._lock:
                self._flights.pop(flight, None)

    def _check(self, username: str, password: str, where: str) -> Account | None:
        now = self.clock.now().ms
        # Names are kept as a digest: whatever a client sends (NUL, a megabyte) is no key.
        name = hashlib.sha256(username.encode("utf-8", "surrogatepass")).hexdigest()[:32]
        mine, address = f"user:{name}@{where}", f"ip:{where}"
        found = logins.look_up(self.store, username, (mine, address), now, self.find)
        if found is not None and self._known_good(username, password, found.password_hash):
            logins.forget_failures_if_any(self.store, mine)  # a script's every request
            return Account.of(found)
        logins.reserve_try(self.store, mine, address, now)
        # A name that is no account's is checked against the dummy: the same work, the same
        # time, so the answer's time says nothing of which names exist.
        stored = found.password_hash if found is not None else self._dummy
        right = verify_password(password, stored)  # always: the work is the point
        if found is None or not right:
            logins.count_failure(self.store, address, now)
            return None
        self._remember(username, password, stored)
        logins.forget_failures(self.store, mine)
        return Account.of(found)

    def _known_good(self, username: str, password: str, stored: str) -> bool:
        """Whether this (user, password) pair was verified against ``stored`` before."""
        key = self._mac("verified", f"{username}\0{password}")
        with self._lock:
            return self._verified.get(key) == stored

    def _remember(self, username: str, password: str, stored: str) -> None:
        key = self._mac("verified", f"{username}\0{password}")
        with self._lock:
            if len(self._verified) > 10_000:
                self._verified.clear()
            self._verified[key] = stored

    # -- sessions -------------------------------------------------------------------------------

    def visitor(self, cookie: str | None) -> Visitor:
        """Who sent a request with this session cookie (a new token when it has none)."""
        token = self.token_of(cookie)
        if token is None:
            token = secrets.token_urlsafe(32)
            return Visitor(token, None, self.csrf_of(token), new_token=True)
        return Visitor(token, self._session(token), self.csrf_of(token))

    def _session(self, token: str) -> Account | None:
        found = logins.session_login(self.store, token, self.clock.now().ms, self.find)
        return None if found is None else Account.of(found)

    def start_session(self, account: Account) -> Visitor:
        """A new session (a new token) for an account that has just logged in."""
        token = secrets.token_urlsafe(32)
        logins.start_session(self.store, token, account.username, account.role, self.clock.now().ms)
        return Visitor(token, account, self.csrf_of(token), new_token=True)

    def end_session(self, visitor: Visitor) -> Visitor:
        """Logs out: the session ends; the visitor gets a new token."""
        logins.end_session(self.store, visitor.token)
        token = secrets.token_urlsafe(32)
        return Visitor(token, None, self.csrf_of(token), new_token=True)

    def basic(self, header: str | None, address: str) -> Account | None:
        """The account of an ``Authorization: Basic`` header; None when there is none.
        Raises PermissionError for wrong credentials, Throttled while they must wait."""
        credentials = basic_credentials(header)
        if credentials is None:
            return None
        username, password = credentials
        account = self.check(username, password, address)
        if account is None:
            raise PermissionError("wrong user name or password")
        return account
