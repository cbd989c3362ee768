"""A small polite web session on urllib, for `judge get` and `judge submit` alike: cookies
kept, a User-Agent naming judge, at most one request a second to a real site, a timeout on
each, a limit on an answer's size, a retry with backoff when the site says it is busy, pages
decoded by their charset (GB2312 and GBK as GB18030, which holds them both), a browser check
(Cloudflare's) or a captcha recognised, and every failure turned into a plain `SiteError`.

A site on this machine's loopback (a replica for tests, a mirror run locally) is not waited
for: politeness is owed to the judges' servers, and a test should not sleep.
"""

from __future__ import annotations

import http.cookiejar
import re
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlencode, urlparse

from judge import __version__
from judge.errors import JudgeError
from judge.i18n import Phrase, phrase

USER_AGENT = (
    f"judge/{__version__} (local competitive-programming judge; fetches problems and submits "
    "for its user)"
)
INTERVAL = 1.0  # seconds between two requests to a real site, at least
TIMEOUT = 20.0  # seconds a request may take: HDU and POJ are slow, but a minute is a site down
PAGE_LIMIT = 8 * 1024 * 1024  # bytes: a judge's page is tens of KiB; more is not one
RETRIES = 2  # more tries of a request the site answered busy (429, 502-504)
_LOOPBACK = {"localhost", "127.0.0.1", "::1"}
#: What a Cloudflare check page carries, whatever its language.
CHALLENGE = re.compile(r"cf-chl|cf_chl|challenge-platform|<title>Just a moment", re.I)
#: A form's captcha field, by its name.
CAPTCHA = re.compile(r"<input[^>]*\bname=[\"']?captcha", re.I)
#: What to do about a browser check when the caller says nothing more fitting.
BROWSER_ADVICE = phrase("submit in a browser, or try again later")
_META_CHARSET = re.compile(rb"""<meta[^>]+charset=["']?([A-Za-z0-9_-]+)""", re.I)


class SiteError(JudgeError):
    """An online judge could not be used: the message says what happened and what to do;
    `status` is the HTTP status the site answered, if it answered. A message made of a
    Phrase is said in the reader's language (`judge.i18n.message_of`); ``str()`` is English."""

    def __init__(self, message: str | Phrase, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class BusyError(SiteError):
    """The judge asked for fewer requests (its call limit, HTTP 429): worth a later try."""


@dataclass(frozen=True)
class Request:
    """One request: its method, address and form fields (sent in `charset`); `secret` names
    the fields never shown (the password)."""

    method: str
    url: str
    fields: tuple[tuple[str, str], ...] = field(default=(), repr=False)  # a password among them
    charset: str = "utf-8"
    secret: frozenset[str] = field(default_factory=frozenset)
    headers: tuple[tuple[str, str], ...] = ()

    def shown(self, width: int = 72) -> str:
        """The request as `--dry-run` prints it: the method and address, then each field, a
        secret one as ****, a long one cut with its length said."""
        lines = [f"{self.method} {self.url}"]
        for name, value in self.fields:
            if name in self.secret:
                value = "****"
            elif len(value) > width:
                value = f"{value[:width]}... ({len(value)} characters)"
            lines.append(f"    {name}={value}")
        return "\n".join(lines)


@dataclass(frozen=True)
class Response:
    """A page as the site answered: where it ended (after redirects), its status, its text."""

    url: str
    status: int
    text: str
    headers: dict[str, str]


def challenge_error(name: str, advice: str | Phrase = BROWSER_ADVICE) -> SiteError:
    """The error for a browser check (Cloudflare's) the judge `name` asked instead of its page,
    with `advice`: what to do instead."""
    return SiteError(
        phrase(
            "{name} asks for a browser check (Cloudflare) that judge cannot pass: {advice}",
            name=name,
            advice=advice,
        )
    )


def is_loopback(url: str) -> bool:
    """Whether `url` is on this machine (no politeness wait owed)."""
    return (urlparse(url).hostname or "") in _LOOPBACK


def decode(body: bytes, content_type: str, default: str) -> str:
    """A page's text: by the charset its Content-Type names, else its <meta>'s, else
    `default`; bytes that are not of that charset replaced, never an error."""
    found = re.search(r"charset=([A-Za-z0-9_-]+)", content_type or "")
    charset = found.group(1) if found else None
    if charset is None:
        meta = _META_CHARSET.search(body[:2048])
        charset = meta.group(1).decode("ascii") if meta else default
    # A page labelled GB2312 is GBK, as browsers read it (the WHATWG Encoding Standard):
    # HDU's say gb2312 and hold characters only GBK has; GB18030 holds them all.
    if charset.lower() in ("gb2312", "gb_2312-80", "gbk", "x-gbk", "cp936", "gb18030"):
        charset = "gb18030"
    try:
        return body.decode(charset, errors="replace")
    except LookupError:  # a charset Python does not know
        return body.decode(default, errors="replace")


class Session:
    """Requests to one judge (`name` in messages), its cookies kept between them."""

    def __init__(
        self,
        name: str,
        charset: str = "utf-8",
        *,
        timeout: float = TIMEOUT,
        advice: str | Phrase = BROWSER_ADVICE,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.name = name
        self.charset = charset
        self.timeout = timeout
        self.advice = advice  # what to do about a browser check, in the caller's terms
        self.cookies = http.cookiejar.CookieJar()
        self._opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))
        self._sleep, self._clock = sleep, clock
        self._last: float | None = None

    def cookie(self, name: str) -> str | None:
        """The value of the cookie `name` the site has set, if any."""
        return next((c.value for c in self.cookies if c.name == name), None)

    def get(self, url: str) -> Response:
        """GET `url`."""
        return self.send(Request("GET", url, charset=self.charset))

    def send(self, request: Request) -> Response:
        """Send `request`, politely; a SiteError for what the site or the network did."""
        for attempt in range(RETRIES + 1):
            self._wait(request.url, attempt)
            try:
                return self._read(request)
            except urllib.error.HTTPError as exc:
                status = exc.code
                body = exc.read(PAGE_LIMIT)
                text = decode(body, exc.headers.get("Content-Type", ""), self.charset)
                self._check_challenge(status, text, dict(exc.headers))
                if status in (429, 502, 503, 504) and attempt < RETRIES:
                    continue
                error = BusyError if status == 429 else SiteError
                raise error(self._http_message(request.url, status), status) from None
            except (urllib.error.URLError, socket.timeout, ConnectionError, OSError) as exc:
                raise self._unreachable(request.url, exc) from None
        raise SiteError(self._http_message(request.url, 503))  # not reached: the loop raises

    def _unreachable(self, url: str, exc: OSError) -> SiteError:
        """The error for a site that did not answer: silent past the timeout, or not there."""
        reason = getattr(exc, "reason", exc)
        if isinstance(exc, (socket.timeout, TimeoutError)) or isinstance(reason, TimeoutError):
            return SiteError(
                phrase(
                    "{name} did not answer within {seconds} s ({url}): the site is slow or "
                    "down; try again later",
                    name=self.name,
                    seconds=format(self.timeout, "g"),
                    url=url,
                )
            )
        return SiteError(
            phrase(
                "cannot reach {name} at {url} ({reason}): check the network and the address "
                "(--site-url), or try again later",
                name=self.name,
                url=url,
                reason=reason,
            )
        )

    def _wait(self, url: str, attempt: int) -> None:
        """At most one request a second to a real site, and longer before each retry."""
        if is_loopback(url):
            return
        gap = INTERVAL * (2**attempt)
        if self._last is not None:
            left = self._last + gap - self._clock()
            if left > 0:
                self._sleep(left)
        self._last = self._clock()

    def _read(self, request: Request) -> Response:
        data = None
        if request.method == "POST":
            data = urlencode(request.fields, encoding=request.charset).encode("ascii")
        elif request.fields:
            raise ValueError("a GET carries its fields in its address")
        headers = {"User-Agent": USER_AGENT, **dict(request.headers)}
        if data is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        prepared = urllib.request.Request(request.url, data, headers, method=request.method)
        with self._opener.open(prepared, timeout=self.timeout) as answer:
            body = answer.read(PAGE_LIMIT + 1)
            if len(body) > PAGE_LIMIT:
                raise SiteError(
                    phrase(
                        "{url}: the answer is over {limit} MiB: not a page of {name}'s",
                        url=request.url,
                        limit=PAGE_LIMIT // 2**20,
                        name=self.name,
                    )
                )
            text = decode(body, answer.headers.get("Content-Type", ""), self.charset)
            found = Response(answer.geturl(), answer.status, text, dict(answer.headers))
        self._check_challenge(found.status, text, found.headers)
        return found

    def _check_challenge(self, status: int, text: str, headers: dict[str, str]) -> None:
        """A browser check (Cloudflare's) or a captcha asked instead of the page."""
        challenged = headers.get("cf-mitigated", "").lower() == "challenge"
        if challenged or (status in (403, 503) and CHALLENGE.search(text[:20000])):
            raise challenge_error(self.name, self.advice)
        # A captcha is a form's field, not a word: a problem's statement may say 验证码.
        if CAPTCHA.search(text[:20000]):
            raise SiteError(
                phrase(
                    "{name} asks for a captcha: judge cannot answer it; log in once in a "
                    "browser, or submit there",
                    name=self.name,
                )
            )

    def _http_message(self, url: str, status: int) -> Phrase:
        if status >= 500 or status == 429:
            return phrase(
                "{name} is down or busy (HTTP {status} from {url}): try again later",
                name=self.name,
                status=status,
                url=url,
            )
        return phrase(
            "{name} refused {url} (HTTP {status}): check the address (--site-url)",
            name=self.name,
            url=url,
            status=status,
        )
