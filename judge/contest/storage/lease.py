"""Who is judging a submission, and whether they still are: owners and leases.

A judgement being judged carries its owner (``claimed_by``) and a lease (``lease_until``, epoch
ms), renewed by a :class:`Heartbeat` while the judging runs. A judging is abandoned, and its
submission goes back into the queue, when its owner is known to be dead or its lease has run
out:

- The owner is written ``host/boot-id/pid/start-ticks``: the machine, the kernel's boot id
  (``/proc/sys/kernel/random/boot_id``), the process id and the process's start time in clock
  ticks since boot (``/proc/<pid>/stat``, field 22). On the same machine this tells at once
  whether the owner is dead: after a reboot the boot id differs; after the process is gone
  its pid is free or reused by a process that started at another time. So a solo contest
  whose ``judge contest submit`` was killed (kill -9, a closed terminal) judges that
  submission again on the very next command, without waiting for any lease, and a worker
  killed on the machine of another worker has its judging taken over at once.
- Otherwise the lease decides: owners on other machines (judging machines) cannot be looked
  at, and an owner alive on this machine whose lease ran out is stopped or hung (kill -STOP,
  a debugger, a machine swapping): waiting for it could take forever. A judge that lost its
  lease may still finish; its late result is discarded, since completing a judgement requires
  the same owner and attempt number. (A process never takes over its own judgings under way,
  whatever its clock says: :mod:`judge.contest.storage.queue` keeps a list of them.)
"""

from __future__ import annotations

import os
import socket
import threading
from dataclasses import dataclass
from typing import Callable

#: How long a claim holds without renewal, and how often the heartbeat renews it.
LEASE_MS = 60_000
RENEW_EVERY_S = 20.0


def _boot_id() -> str:
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as f:
            return f.read().strip()
    except OSError:
        return "unknown"


def _start_ticks(pid: int) -> int | None:
    """The start time of process ``pid`` in clock ticks since boot; None if there is none."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rfind(b")") + 2 :].split()
    try:
        return int(fields[19])  # field 22 of the whole line; fields[0] is field 3 (state)
    except (IndexError, ValueError):
        return None


@dataclass(frozen=True)
class Owner:
    """A judging process: its machine, boot, pid and start time."""

    host: str
    boot: str
    pid: int
    start: int

    def __str__(self) -> str:
        return f"{self.host}/{self.boot}/{self.pid}/{self.start}"

    @classmethod
    def current(cls) -> Owner:
        pid = os.getpid()
        return cls(socket.gethostname(), _boot_id(), pid, _start_ticks(pid) or 0)

    @classmethod
    def parse(cls, text: str | None) -> Owner | None:
        if not text:
            return None
        parts = text.rsplit("/", 3)
        if len(parts) != 4 or not parts[2].isdigit() or not parts[3].isdigit():
            return None
        return cls(parts[0], parts[1], int(parts[2]), int(parts[3]))

    def alive(self) -> bool | None:
        """True or False when this machine can tell (the owner ran here), None otherwise."""
        if self.host != socket.gethostname():
            return None
        boot = _boot_id()
        if boot == "unknown" or self.boot == "unknown":
            return None
        if boot != self.boot:
            return False  # the machine has restarted since
        return _start_ticks(self.pid) == self.start


def abandoned(claimed_by: str | None, lease_until: int | None, now_ms: int) -> bool:
    """Whether a judging claimed by ``claimed_by`` is abandoned: its owner is known to be dead
    (it ran on this machine and is gone), or its lease ran out by ``now_ms``."""
    owner = Owner.parse(claimed_by)
    if owner is not None and owner.alive() is False:
        return True
    return lease_until is None or lease_until < now_ms


class Heartbeat:
    """Renews a lease every ``every`` seconds while a ``with`` block runs, on a thread.

    ``renew()`` does the renewal (a short write transaction); its failures are ignored, since
    a lease that lapses only means someone else may judge the submission again.
    """

    def __init__(self, renew: Callable[[], None], every: float = RENEW_EVERY_S) -> None:
        self.renew = renew
        self.every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="judge-lease", daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            try:
                self.renew()
            except Exception:
                pass

    def __enter__(self) -> Heartbeat:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
