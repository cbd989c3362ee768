"""A private PostgreSQL server for the tests and the workers' load script: made in a fresh
folder, listening only on a Unix socket in that folder (no TCP), stopped and deleted at the
end.

The Debian package (``apt-get install postgresql``) puts the server's programs in
``/usr/lib/postgresql/<version>/bin`` (``pg_config --bindir``). PostgreSQL refuses to run as
root, so as root the server runs as the ``postgres`` system user (``runuser``); its folder is
made under /tmp, which that user can reach. The server trusts local connections (it listens
on nothing else) and does not fsync: it is thrown away, and a clean stop (``pg_ctl stop -m
fast``, as the restart test does) still writes everything out.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

USER = "judge"


def server_bindir() -> Path | None:
    """Where initdb, pg_ctl and postgres are, or None when PostgreSQL is not installed."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        try:
            out = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=30
            ).stdout.strip()
            if out:
                candidates.append(Path(out))
        except (OSError, subprocess.SubprocessError):
            pass
    candidates += [
        Path(p)
        for p in sorted(
            glob.glob("/usr/lib/postgresql/*/bin"),
            key=lambda p: int(p.split("/")[-2]) if p.split("/")[-2].isdigit() else 0,
            reverse=True,
        )
    ]
    initdb = shutil.which("initdb")
    if initdb:
        candidates.append(Path(initdb).parent)
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "pg_ctl").is_file():
            return folder
    return None


def unavailable() -> str | None:
    """Why no private server can be started here (None: it can)."""
    if server_bindir() is None:
        return (
            "PostgreSQL is not installed (no initdb: Debian: apt-get install postgresql; "
            ".ci/run installs it)"
        )
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (python3 -m pip install -e '.[test]')"
    if os.geteuid() == 0:
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run PostgreSQL as"
        if shutil.which("runuser") is None:
            return "running as root and there is no runuser to run PostgreSQL as 'postgres'"
    return None


class PostgresServer:
    """``start()`` makes and starts the server; ``url(database)`` connects to a database of
    it; ``create_database()`` makes a fresh one; ``stop()``/``start()`` restart it; ``close()``
    stops it and deletes its folder."""

    def __init__(self, port: int = 0) -> None:
        bindir = server_bindir()
        if bindir is None:
            raise RuntimeError(unavailable())
        self.bindir: Path = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="judge-pg-", dir="/tmp"))
        self.port = port or 20000 + os.getpid() % 20000
        self.data = self.folder / "data"
        self.log = self.folder / "server.log"
        self._databases = 0
        self._as_postgres = os.geteuid() == 0
        if self._as_postgres:
            shutil.chown(self.folder, user="postgres")
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            USER,
            "--no-sync",
            "-E",
            "UTF8",
            "--locale",
            "C",
        )

    def _run(self, program: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [str(self.bindir / program), *args]
        if self._as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        if check and result.returncode != 0:
            log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            raise RuntimeError(
                f"{program} failed ({result.returncode}): {result.stdout}{result.stderr}{log}"
            )
        return result

    def start(self) -> None:
        options = (
            f"-k {self.folder} -c listen_addresses='' -p {self.port} -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.log),
            "-w",
            "-t",
            "120",
            "start",
        )

    def stop(self, mode: str = "fast") -> None:
        self._run(
            "pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "120", "stop", check=False
        )

    def running(self) -> bool:
        return self._run("pg_ctl", "-D", str(self.data), "status", check=False).returncode == 0

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.folder}&port={self.port}"

    def create_database(self, prefix: str = "contest") -> str:
        """A fresh, empty database; returns its URL."""
        import psycopg

        self._databases += 1
        name = f"{prefix}_{os.getpid()}_{self._databases}_{int(time.time() * 1000) % 100000}"
        with psycopg.connect(
            host=str(self.folder), port=self.port, user=USER, dbname="postgres", autocommit=True
        ) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def close(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)
