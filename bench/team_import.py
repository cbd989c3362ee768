#!/usr/bin/env python3
"""Benchmark importing teams: `judge contest teams NAME import` of a CSV of N teams.

Writes a CSV of N teams (each with a group, an organization and two members, as a regional
contest's list has them), then times ``import_teams`` of it into a new contest database, in a
fresh process each time (the interpreter's start and the imports are not counted):

- now: the import of this working tree (generated passwords hashed with a salted SHA-256, new
  teams and their members written a statement for all of them);
- baseline: the same import by another revision of judge (``--baseline REV``, by default the
  last commit before the import was made fast: every password hashed with scrypt, one
  statement per row, each team's members looked for among all persons), unpacked from git
  into a temporary folder; a baseline that does not finish within ``--timeout`` seconds is
  stopped, and the ratio is then at least what it says.

and prints each time and the ratio baseline / now. Then the passwords a coach chose (a
contest package's accounts, `judge contest new --from`), which keep scrypt: ``--chosen N`` of
them hashed one at a time, as before, and by ``hash_chosen`` on every core, and the ratio.

Usage: python3 bench/team_import.py [--teams 1000,100000] [--baseline REV] [--timeout S]
                                    [--chosen N]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.contest.ops.accounts import hash_chosen, hash_password  # noqa: E402

#: The last commit before team imports were made fast.
BASELINE = "69d43a7"

# Run in a fresh interpreter with the tree to time first on sys.path: prints the seconds.
DRIVER = """
import json, sys, tempfile, time
from pathlib import Path
tree, teams_csv = sys.argv[1], sys.argv[2]
sys.path.insert(0, tree)
from judge.contest.core.config import ContestConfig
from judge.contest.core.times import parse_time
from judge.contest.ops import accounts
from judge.contest.ops.sync import sync
from judge.contest.storage.store import Store
now = parse_time("2025-03-01T10:00:00Z")
specs = accounts.read_teams(Path(teams_csv))
with tempfile.TemporaryDirectory() as folder:
    store = Store.open_sqlite(Path(folder) / "contest.db")
    sync(store, ContestConfig("bench", "bench", 5 * 3600 * 1000), [], Path(tree), now)
    begin = time.perf_counter()
    made = accounts.import_teams(store, specs, now)
    seconds = time.perf_counter() - begin
    assert len(made) == len(specs)
    store.close()
print(json.dumps({"seconds": seconds}))
"""


def teams_csv(path: Path, count: int) -> Path:
    """A CSV of ``count`` teams: name, group, organization, two members."""
    lines = ["name,group,organization,members"]
    for n in range(count):
        lines.append(f"Team {n},Region {n % 20},University {n // 3},Member {n}a;Member {n}b")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def baseline_tree(revision: str, folder: Path) -> Path:
    """The judge of ``revision``, unpacked from git into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", revision, "judge"],
        capture_output=True,
        check=False,
    )
    if archive.returncode != 0:
        sys.exit(f"bench: no revision {revision!r} here: {archive.stderr.decode().strip()}")
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


def timed(tree: Path, csv: Path, timeout: float | None) -> float | None:
    """Seconds the import took with ``tree``'s judge, None when it did not finish in time."""
    try:
        run = subprocess.run(
            [sys.executable, "-c", DRIVER, str(tree), str(csv)],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    if run.returncode != 0:
        sys.exit(f"bench: the import failed:\n{run.stderr}")
    return float(json.loads(run.stdout.strip().splitlines()[-1])["seconds"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--teams", default="1000,100000", help="team counts, comma-separated")
    parser.add_argument("--baseline", default=BASELINE, help="the revision to compare with")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds for a baseline")
    parser.add_argument("--chosen", type=int, default=100, help="passwords a coach chose")
    args = parser.parse_args()
    counts = [int(c) for c in args.teams.split(",")]
    print(
        f"team import: {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} cores; baseline {args.baseline}"
    )
    print(f"{'teams':>8}  {'baseline':>12}  {'now':>9}  ratio", flush=True)
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as scratch:
        old = baseline_tree(args.baseline, Path(scratch) / "baseline")
        for count in counts:
            csv = teams_csv(Path(scratch) / f"teams-{count}.csv", count)
            now = timed(REPO, csv, None)
            assert now is not None
            before = timed(old, csv, args.timeout)
            if before is None:
                shown, ratio = f"> {args.timeout:.0f} s", f">= {args.timeout / now:,.0f}x"
            else:
                shown, ratio = f"{before:.2f} s", f"{before / now:,.1f}x"
            print(f"{count:>8,}  {shown:>12}  {now:7.2f} s  {ratio}", flush=True)
    if args.chosen:
        chosen_passwords(args.chosen)


def chosen_passwords(count: int) -> None:
    """Passwords a coach chose, hashed with scrypt one at a time and on every core."""
    passwords = {f"team-{n}": f"chosen password {n}" for n in range(count)}
    begin = time.perf_counter()
    for password in passwords.values():
        hash_password(password)
    alone = time.perf_counter() - begin
    begin = time.perf_counter()
    hashes = hash_chosen(passwords)
    together = time.perf_counter() - begin
    assert len(hashes) == count
    print(
        f"{count:,} chosen passwords (scrypt): one at a time {alone:.2f} s, on every core "
        f"{together:.2f} s, {alone / together:.1f}x"
    )


if __name__ == "__main__":
    main()
