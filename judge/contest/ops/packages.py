"""A contest's Kattis problem packages, and contests made from CCS contest packages.

A contest keeps each package it uses in its own folder, as ``contests/<name>/<id>/``: the
layout of DOMjudge's and Kattis' contest archives (contest.yaml, problems.yaml, a package
folder per problem), so a contest folder is such an archive, and the package a contest judges
with cannot change under it when the original is edited (its files are the data hash workers
compare). Packages come from

- ``judge contest new NAME --problems ID_OR_PATH,...``: package folders and ``.zip`` files
  (DOMjudge's export) beside this set's ids; a package's id is its folder's or zip's name;
- ``judge contest new NAME --from DIR_OR_ZIP``: a CCS contest package (Contest_Package.md:
  "a single directory ... or alternatively, a ZIP compressed archive of the directory"):
  ``contest.yaml`` (or contest.json), ``problems.yaml`` (or problems.json, or the older
  problemset.yaml), and per problem a package ``<id>/`` or ``<id>.zip`` at its root (DOMjudge's
  and Kattis' archives) or under ``problems/<id>/`` (the CCS file-reference layout); an id
  with no package there is a problem of this set. Its ``teams.json`` and team accounts
  (``accounts.yaml`` / ``accounts.json``) are read for the command line to import (the
  server's logins are not a contest operation's business).

Each package is checked when it is added, with plain errors: it loads, judge can judge it
(multi-pass and submit-answer problems are refused, and scoring problems in an icpc contest,
whose pass-fail board cannot score them; interactive ones are judged as anywhere), its test data reads, its output validator builds. A package
without a time limit gets the one problems.yaml of a contest package gives it, else the one
computed from its accepted submissions (judge.kattis.submissions, cached), and problems.yaml
of the contest records it.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from judge.archives import unpack
from judge.contest.core.config import (
    NAME,
    PROBLEMS_FILE,
    ContestConfig,
    listed_ids,
    parse_contest,
    read_yaml,
)
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import ID, TeamSpec, read_teams
from judge.contest.ops.folders import own_file
from judge.contest.ops.safety import isolation_problem
from judge.documents import read_json
from judge.errors import JudgeError
from judge.formats.protocol import Tools
from judge.formats.registry import argument_path, format_at, format_for, format_of, problem_at
from judge.i18n import phrase
from judge.judging.problem import case_checkers
from judge.judging.solution import open_isolation
from judge.printable import printable, shown
from judge.problemset.layout import problem_ids

Progress = Callable[[str], None]


@dataclass(frozen=True)
class ProblemSource:
    """Where a contest's problem comes from: a package folder or zip (``path``), or a
    problem of this set (``path`` None). ``time_limit``: what a contest package's
    problems.yaml gives it."""

    id: str
    path: Path | None = None
    time_limit: float | None = None


def _own_problem(folder: Path, root: Path) -> str | None:
    """The id of one of this set's problems given by its folder, if it is one."""
    if folder.parent.resolve() == (root / "problems").resolve() and folder.name in problem_ids(
        root
    ):
        return folder.name
    return None


def problem_sources(root: Path, items: Sequence[str]) -> list[ProblemSource]:
    """What ``--problems ID_OR_PATH,...`` names: ids of this set, and problems at paths (a
    package folder or archive of any format), with plain errors for a path that holds none,
    or a package whose name is not an id."""
    known = set(problem_ids(root))
    sources = []
    for item in items:
        path = argument_path(item) if item not in known or os.sep in item else None
        own = None if path is None else _own_problem(path, root)
        if path is None or own is not None:
            sources.append(ProblemSource(own or item))
            continue
        format_for(path)  # something is there, or the message says what is missing
        sources.append(ProblemSource(path.resolve().name if path.is_dir() else path.stem, path))
    seen: set[str] = set()
    for source in sources:
        if source.path is not None:
            _check_package_name(source)
            if source.id in known:
                raise JudgeError(
                    phrase(
                        "{path}: a package named {id}, as a problem of this set is; rename the package",
                        path=source.path,
                        id=repr(source.id),
                    )
                )
        if source.id in seen:
            raise JudgeError(phrase("problem {id} is given twice", id=repr(source.id)))
        seen.add(source.id)
    return sources


def _check_package_name(source: ProblemSource) -> None:
    """A plain error when a package's name cannot be a problem id of a contest folder: not an
    id, or the name of one of the folder's own files."""
    if not NAME.fullmatch(source.id):
        raise JudgeError(
            phrase(
                "{path}: the package's name {id} is not a problem id (letters, digits, '.', '_' and '-', at most 64 characters); rename it",
                path=source.path,
                id=shown(source.id),
            )
        )
    taken = own_file(source.id)
    if taken is not None:
        raise JudgeError(
            phrase(
                "{path}: a package named {id} would be kept where a contest folder keeps {taken}; rename the package",
                path=source.path,
                id=repr(source.id),
                taken=taken,
            )
        )


def install_packages(
    folder: Path,
    sources: Sequence[ProblemSource],
    cache_dir: Path,
    jobs: int = 1,
    progress: Progress | None = None,
    by_points: bool = False,
) -> dict[str, float]:
    """Copies (or unpacks) the packages of ``sources`` into the contest ``folder``, checks
    each, and returns each package's time limit (its own, its source's, or computed). The
    packages' programs are built and run isolated, as the contest judges, wherever this
    machine can isolate (:func:`check_package`). ``by_points``: the contest ranks by points
    (its rule is ioi or oi), and takes scoring problems."""
    limits: dict[str, float] = {}
    isolate = isolation_problem(cache_dir) is None
    for source in sources:
        if source.path is None:
            continue
        _check_package_name(source)
        target = folder / source.id
        format_for(source.path).install(source.path, target)
        try:
            limits[source.id] = check_package(
                target, source, cache_dir, PackageRuns(jobs, progress, isolate), by_points
            )
        except JudgeError as exc:  # name the package as given, not its copy being made
            raise JudgeError(str(exc).replace(str(target), str(source.path))) from None
    return limits


@dataclass(frozen=True)
class PackageRuns:
    """How a package's programs run while it is checked: ``jobs`` at once, ``progress`` told
    of each, isolated (``isolate``: its output validator's build, its accepted submissions
    and its own programs when a time limit is computed) as the contest judges."""

    jobs: int = 1
    progress: Progress | None = None
    isolate: bool = False


def check_package(
    folder: Path,
    source: ProblemSource,
    cache_dir: Path,
    runs: PackageRuns = PackageRuns(),
    by_points: bool = False,
) -> float:
    """A package as a contest judges it: refused plainly when judge cannot judge it in a
    contest, its data read and output checker built (isolated with ``runs.isolate``); returns
    its time limit (its own, the contest package's, else the one its format computes, running
    the package's accepted submissions as ``runs`` says)."""
    problem = problem_at(folder, cache_dir)
    problem.check_judgeable()
    if problem.scoring and not by_points:
        raise JudgeError(
            phrase(
                "{value}: a scoring problem, which an icpc contest's pass-fail board cannot score: make the contest one by points (rule: ioi or rule: oi in contest.yaml, --rule with judge contest new)",
                value=source.path or folder,
            )
        )
    cases = problem.cases()
    with ExitStack() as stack:
        isolation = (
            stack.enter_context(open_isolation(problem, cache_dir)) if runs.isolate else None
        )
        case_checkers(problem, cases, cache_dir, isolation)  # the checker builds, or says why
    for case in cases:  # each case's data reads (one at a time: none is kept)
        case.input, case.output  # noqa: B018
    if problem.time_limit is None and source.time_limit is not None:
        return source.time_limit
    tools = Tools(cache_dir, runs.jobs, runs.progress, isolate=runs.isolate)
    limited, _ = format_of(problem).time_limit(problem, tools)
    assert limited.time_limit is not None  # the format gives it one
    return limited.time_limit


# -- CCS contest packages ---------------------------------------------------------------------


@dataclass(frozen=True)
class Account:
    """A team's account from the package: its login (the team id) and password."""

    team_id: str
    password: str


@dataclass
class ContestPackage:
    """What a CCS contest package holds for a new contest."""

    folder: Path  # its files (a zip unpacked)
    config: ContestConfig
    problems: Any  # problems.yaml's data
    problems_path: Path
    sources: list[ProblemSource]
    teams: Path | None = None  # teams.json
    accounts: list[Account] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    team_specs: list[TeamSpec] = field(default_factory=list)  # teams.json's teams, checked


def _first(folder: Path, *names: str) -> Path | None:
    return next((folder / n for n in names if (folder / n).is_file()), None)


def _read(path: Path) -> Any:
    return read_json(path) if path.suffix == ".json" else read_yaml(path)


def locate_package(folder: Path, pid: str) -> Path | None:
    """The package of problem ``pid`` in a contest package, if it has one: a folder
    ``<pid>/`` or ``problems/<pid>/``, an archive ``<pid>.<ext>``, or the one archive in
    ``problems/<pid>/`` (any format's)."""
    for candidate in (folder / pid, folder / "problems" / pid):
        if candidate.is_dir() and format_at(candidate) is not None:
            return candidate
    for candidate in sorted(folder.glob(f"{pid}.*")):
        if candidate.is_file() and format_at(candidate) is not None:
            return candidate
    files = folder / "problems" / pid
    archives = (
        sorted(p for p in files.iterdir() if p.is_file() and format_at(p) is not None)
        if files.is_dir()
        else []
    )
    if len(archives) > 1:
        raise JudgeError(
            phrase(
                "{files}: {count} archives; which is problem {pid}'s package?",
                files=files,
                count=len(archives),
                pid=pid,
            )
        )
    return archives[0] if archives else None


def unpack_contest(path: Path, work: Path) -> Path:
    """The contest package at ``path``: the folder itself, or a zip unpacked under ``work``
    (its files at the zip's root, or in one folder there)."""
    if path.is_dir():
        return path
    if not path.is_file():
        raise JudgeError(phrase("{path}: no such folder or zip (a CCS contest package)", path=path))
    return unpack(
        path, work / "contest", markers=("contest.yaml", "contest.json"), what="a contest package"
    )


def read_contest_package(
    path: Path, root: Path, name: str, now: Timestamp, work: Path
) -> ContestPackage:
    """A CCS contest package (a folder, or a zip unpacked under ``work``) read for a new
    contest called ``name``: plain errors naming the file at fault, warnings for what is
    left out."""
    folder = unpack_contest(path, work)
    warnings: list[str] = []
    contest_file = _first(folder, "contest.yaml", "contest.json")
    if contest_file is None:  # DOMjudge's examples generate theirs: the options say it all
        warnings.append("no contest.yaml: the contest is as the options say")
        config = ContestConfig(id=name, name=name, duration=0)
    else:
        config = replace(parse_contest(_read(contest_file), contest_file, name, warnings), id=name)
    if (
        contest_file is not None
        and config.start_time is not None
        and config.start_time.ms <= now.ms
    ):
        warnings.append(
            f"{contest_file.name}: start_time is past: left out (start the contest with judge "
            "contest start, or give --start)"
        )
        config = replace(config, start_time=None, thaw_time=None)
    problems_file = _first(folder, PROBLEMS_FILE, "problems.json", "problemset.yaml")
    if problems_file is None:
        raise JudgeError(
            phrase(
                "{value}: missing (a contest package lists its problems)",
                value=folder / PROBLEMS_FILE,
            )
        )
    data = _read(problems_file)
    ours = set(problem_ids(root))
    sources = []
    ids = listed_ids(data, problems_file)
    items: list[Any] = data["problems"] if isinstance(data, dict) else data
    for pid, item in zip(ids, items):
        located = locate_package(folder, pid)
        if located is None and pid not in ours:
            raise JudgeError(
                phrase(
                    "{problems_file}: problem {pid} has no package in the contest package ({pid2}/, {pid2}.zip or problems/{pid2}/) and is not a problem of this set",
                    problems_file=problems_file,
                    pid=repr(pid),
                    pid2=pid,
                )
            )
        limit = item.get("time_limit") if isinstance(item, dict) else None
        if isinstance(limit, bool) or not isinstance(limit, (int, float)) or not limit > 0:
            limit = None
        sources.append(ProblemSource(pid, located, None if limit is None else float(limit)))
    teams = _first(folder, "teams.json")
    specs = [] if teams is None else read_teams(teams)
    return ContestPackage(
        folder,
        config,
        data,
        problems_file,
        sources,
        teams,
        _accounts(folder, warnings, {spec.id for spec in specs} if teams else None),
        warnings,
        specs,
    )


#: The account types of the CCS (Contest API 2023-06, accounts): only team accounts are kept.
ACCOUNT_TYPES = ("team", "judge", "admin", "analyst", "staff")


def _accounts(folder: Path, warnings: list[str], teams: set[str] | None) -> list[Account]:
    """The team accounts with passwords of accounts.yaml / accounts.json (CCS: id, username,
    password, type, team_id), each a team of teams.json (``teams``; None: the package has no
    teams.json, and the accounts are left out); others are said and left out (the server has
    one jury login). A value of the wrong kind, an account for a team teams.json does not
    have, or a team's second account is a plain error naming the file and the account."""
    path = _first(folder, "accounts.yaml", "accounts.json")
    if path is None:
        return []
    data = _read(path)
    if not isinstance(data, list):
        raise JudgeError(phrase("{path}: expected a list of accounts", path=path))
    accounts: dict[str, Account] = {}
    for number, item in enumerate(data, start=1):
        account = _account(item, f"{path}: account {number}", warnings, path.name)
        if account is None or teams is None:
            continue
        if account.team_id not in teams:
            raise JudgeError(
                phrase(
                    "{path}: account {number}: team_id {team_id} is no team of teams.json",
                    path=path,
                    number=number,
                    team_id=repr(account.team_id),
                )
            )
        if account.team_id in accounts:
            raise JudgeError(
                phrase(
                    "{path}: account {number}: team {team_id} has an account",
                    path=path,
                    number=number,
                    team_id=repr(account.team_id),
                )
            )
        accounts[account.team_id] = account
    if teams is None and data:
        warnings.append(f"{path.name}: accounts without teams.json: left out")
    return list(accounts.values())


def _account(item: Any, where: str, warnings: list[str], name: str) -> Account | None:
    """One account of accounts.yaml: a team's with its password, or None (said in
    ``warnings``) for any other kind, or a team's without a password."""
    if not isinstance(item, dict):
        raise JudgeError(phrase("{where}: expected a mapping", where=where))
    kind, team, password = item.get("type"), item.get("team_id"), item.get("password")
    label = item.get("id", where.rsplit(" ", 1)[-1])
    if kind not in ACCOUNT_TYPES:
        raise JudgeError(
            phrase(
                "{where}: type must be one of {value}, got {kind}",
                where=where,
                value=", ".join(ACCOUNT_TYPES),
                kind=shown(kind),
            )
        )
    if kind != "team":
        warnings.append(
            f"{name}: account {printable(str(label))} ({kind}) left out: the server's jury logs in as jury"
        )
        return None
    if isinstance(team, int) and not isinstance(team, bool):
        team = str(team)
    if not isinstance(team, str) or not ID.fullmatch(team):
        raise JudgeError(
            phrase(
                "{where}: team_id must be a team's id, got {team}", where=where, team=shown(team)
            )
        )
    if password is None or password == "":
        warnings.append(f"{name}: account {printable(str(label))}: no password; one is made")
        return None
    if not isinstance(password, str):
        raise JudgeError(
            phrase(
                "{where}: password must be a string (quote it), got a {kind}",
                where=where,
                kind=type(password).__name__,
            )
        )
    return Account(team, password)


def contest_work_dir(cache_dir: Path) -> tempfile.TemporaryDirectory[str]:
    """A scratch folder for unpacking a contest package (removed after use)."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    return tempfile.TemporaryDirectory(prefix="judge-contest-package-", dir=cache_dir)
