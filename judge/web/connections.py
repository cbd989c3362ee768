"""The server's connections, so that no client can starve the others: a bound per client, a
bound in all, a time limit on each request's headers and on a request body's arrival, and no
flood of tracebacks when the process runs out of file descriptors.

uvicorn closes a keep-alive connection that stays idle (``timeout_keep_alive``) and refuses
headers over 16 KiB (h11), but a connection that sends half a request line and then nothing,
or a byte now and then, is kept for ever, and it costs a file descriptor: about a thousand of
them and the process can open nothing more, the database included. So each connection is
wrapped (:class:`ConnectionGuard`, a protocol around uvicorn's own), and the application tells
the guard when a request is under way (:meth:`ConnectionGuard.middleware`):

- a connection waiting for a request (new, or its last response sent) must deliver the
  request's headers within :data:`HEADER_TIMEOUT_S`, counted from when it began waiting, not
  from its last byte; then it is closed;
- a request's body must keep coming: at most :data:`BODY_IDLE_S` between its parts and
  :data:`BODY_TOTAL_S` in all, or the connection is closed;
- each client (:func:`judge.web.addresses.client_key`: an address, an IPv6 /64) keeps at most
  ``per_client`` connections; past that its oldest connection still waiting for a request
  makes room (a real client's new request gets through; a keep-alive connection it loses is
  simply opened again), and if all of them are busy (live pages, event feeds) the new one is
  closed at once. The same holds for all connections together (``total``, kept below the
  process's file descriptor limit);
- accepting a connection that fails for lack of descriptors (EMFILE and its kin) is said in
  one line a minute at most, not with a traceback each time, and the longest-waiting idle
  connection is closed to free one (:func:`quiet_accept_errors`); asyncio waits a second and
  accepts again.

Everything here runs on the event loop's thread, so nothing needs a lock.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import resource
import time
from collections.abc import Callable
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.web.addresses import client_key

#: Seconds a connection may wait before its request's headers are all in.
HEADER_TIMEOUT_S = 10.0
#: Seconds a request body may pause between two of its parts, and may take in all.
BODY_IDLE_S = 30.0
BODY_TOTAL_S = 120.0
#: Connections one client may keep open.
PER_CLIENT = 128
#: File descriptors kept for everything but connections (the database, judging's pipes).
RESERVED_FDS = 256
#: The most connections in all, whatever the descriptor limit.
MOST_CONNECTIONS = 4096
#: Seconds between two reports of failed accepts.
REPORT_EVERY_S = 60.0

log = logging.getLogger("judge.web")


def default_total() -> int:
    """How many connections in all: what the file descriptor limit leaves, within bounds."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return MOST_CONNECTIONS
    return max(64, min(MOST_CONNECTIONS, soft - RESERVED_FDS))


class _Guarded(asyncio.Protocol):
    """One connection: uvicorn's protocol inside, and what the guard knows of it."""

    def __init__(self, inner: asyncio.Protocol, guard: ConnectionGuard) -> None:
        self.inner, self.guard = inner, guard
        self.transport: asyncio.Transport | None = None
        self.peer: tuple[str, int] | None = None
        self.key = ""
        self.admitted = False
        self.busy = False
        self.waiting_since = time.monotonic()
        self.timer: asyncio.TimerHandle | None = None

    # -- asyncio's calls, passed on to uvicorn's protocol ------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        if isinstance(peer, tuple) and len(peer) >= 2:
            self.peer = (str(peer[0]), int(peer[1]))
        self.key = client_key(self.peer[0]) if self.peer else "-"
        if not self.guard.admit(self):
            transport.abort()
            return
        self.admitted = True
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard.release(self)
        if self.admitted:
            self.inner.connection_lost(exc)

    # -- the guard's -----------------------------------------------------------------------------

    def wait_for_request(self, loop: asyncio.AbstractEventLoop) -> None:
        """The connection now waits for a request: its headers are due in time."""
        self.busy = False
        self.waiting_since = time.monotonic()
        self._cancel_timer()
        self.timer = loop.call_later(self.guard.header_timeout, self.close)

    def request_begins(self) -> None:
        self.busy = True
        self._cancel_timer()

    def close(self) -> None:
        self._cancel_timer()
        if self.transport is not None and not self.transport.is_closing():
            self.transport.close()

    def _cancel_timer(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


class ConnectionGuard:
    """Every connection of one server, by client: the bounds and time limits of the module's
    docstring. ``protocol(inner)`` is the protocol class to give uvicorn (its ``http``), and
    ``middleware(app)`` the application, which says when requests begin and end."""

    def __init__(
        self,
        per_client: int = PER_CLIENT,
        total: int | None = None,
        header_timeout: float = HEADER_TIMEOUT_S,
        body_idle: float = BODY_IDLE_S,
        body_total: float = BODY_TOTAL_S,
    ) -> None:
        self.per_client = per_client
        self.total = default_total() if total is None else total
        self.header_timeout, self.body_idle, self.body_total = header_timeout, body_idle, body_total
        self._all: dict[_Guarded, None] = {}  # in the order they came
        self._by_client: dict[str, dict[_Guarded, None]] = {}
        self._by_peer: dict[tuple[str, int], _Guarded] = {}
        self.refused = 0  # connections closed at once: their client had too many busy ones

    @property
    def open(self) -> int:
        """How many connections are open."""
        return len(self._all)

    def protocol(self, inner: Callable[..., asyncio.Protocol]) -> type[asyncio.Protocol]:
        """The protocol class wrapping ``inner`` (uvicorn's), made as uvicorn makes it."""
        guard = self

        class GuardedProtocol(_Guarded):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(inner(*args, **kwargs), guard)

        return GuardedProtocol

    # -- connections come and go ---------------------------------------------------------------

    def admit(self, conn: _Guarded) -> bool:
        """Takes a new connection in, making room (closing the longest-waiting connection of
        its client, or of all) when a bound is reached; False: there is no room."""
        mine = self._by_client.setdefault(conn.key, {})
        if len(mine) >= self.per_client and not self._make_room(mine):
            self._refuse(conn)
            return False
        if len(self._all) >= self.total and not self._make_room(self._all):
            self._refuse(conn)
            return False
        mine[conn] = None
        self._all[conn] = None
        if conn.peer is not None:
            self._by_peer[conn.peer] = conn
        conn.wait_for_request(asyncio.get_running_loop())
        return True

    def release(self, conn: _Guarded) -> None:
        """A connection has gone."""
        conn._cancel_timer()
        self._all.pop(conn, None)
        mine = self._by_client.get(conn.key)
        if mine is not None:
            mine.pop(conn, None)
            if not mine:
                del self._by_client[conn.key]
        if conn.peer is not None and self._by_peer.get(conn.peer) is conn:
            del self._by_peer[conn.peer]

    def _make_room(self, among: dict[_Guarded, None]) -> bool:
        """Closes the longest-waiting idle connection of ``among``; False if all are busy."""
        idle = [c for c in among if not c.busy]
        if not idle:
            return False
        oldest = min(idle, key=lambda c: c.waiting_since)
        oldest.close()
        self.release(oldest)  # its room is free now; connection_lost comes later
        return True

    def shed(self) -> bool:
        """Closes the longest-waiting connection that has no request under way (to free a
        file descriptor); False if there is none."""
        return self._make_room(self._all)

    def _refuse(self, conn: _Guarded) -> None:
        self.refused += 1
        if not self._by_client.get(conn.key):
            self._by_client.pop(conn.key, None)

    # -- requests begin and end ------------------------------------------------------------------

    def middleware(self, app: ASGIApp) -> ASGIApp:
        """``app``, telling the guard when each request begins and ends, and holding a
        request's body to its time limits."""
        guard = self

        async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
            client = scope.get("client")
            conn = guard._by_peer.get(tuple(client)) if scope["type"] == "http" and client else None
            if conn is None:
                return await app(scope, receive, send)
            conn.request_begins()
            try:
                await app(scope, guard._body_limited(conn, receive), send)
            finally:
                if conn.admitted and conn.transport is not None and not conn.transport.is_closing():
                    conn.wait_for_request(asyncio.get_running_loop())

        return guarded

    def _body_limited(self, conn: _Guarded, receive: Receive) -> Receive:
        """``receive`` that closes the connection when the body stalls or takes too long."""
        deadline = time.monotonic() + self.body_total
        done = False

        async def limited() -> Message:
            nonlocal done
            if done:
                return await receive()
            wait = min(self.body_idle, deadline - time.monotonic())
            try:
                message = await asyncio.wait_for(receive(), max(0.0, wait))
            except asyncio.TimeoutError:
                conn.close()
                done = True
                return {"type": "http.disconnect"}
            if message["type"] != "http.request" or not message.get("more_body", False):
                done = True
            return message

        return limited


def quiet_accept_errors(loop: asyncio.AbstractEventLoop, guard: ConnectionGuard) -> None:
    """Makes ``loop`` say in one line (a minute at most) that accepting connections failed for
    lack of file descriptors or memory, instead of a traceback for each try; anything else
    goes to asyncio's own handler."""
    last = [0.0]

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in (
            errno.EMFILE,
            errno.ENFILE,
            errno.ENOBUFS,
            errno.ENOMEM,
        ):
            guard.shed()
            if time.monotonic() - last[0] >= REPORT_EVERY_S:
                last[0] = time.monotonic()
                log.warning(
                    "cannot accept connections for now: %s (%d open); trying again",
                    exc.strerror or exc,
                    guard.open,
                )
            return
        loop.default_exception_handler(context)

    loop.set_exception_handler(handler)
