"""A contest folder's configuration: ``contest.yaml`` and ``problems.yaml``, read and written.

Both files are those of a CCS contest package (Contest_Package.md, 2023-06: "contest.json,
which then becomes contest.yaml", "problems.json, which then becomes problems.yaml"), so a
folder made here can be read by other contest tools and a package made elsewhere can be
played here, as long as its problem ids are ids of this problem set.

``contest.yaml`` keys: ``name``, ``duration``, ``penalty_time`` (integer minutes, or a
RELTIME as later API versions allow), ``scoreboard_freeze_duration``, and optionally ``id``,
``formal_name``, ``start_time`` (a scheduled start: the contest then starts by itself),
``scoreboard_thaw_time``, ``rule`` (judge's own: how the contest ranks, ``icpc``, the default,
``ioi`` or ``oi``; see :class:`~judge.contest.core.model.ContestRule`), ``scoreboard_type`` (the
spec's: ``pass-fail`` for icpc, ``score`` for ioi and oi; written beside ``rule``, and read alone
from packages made elsewhere: ``score`` is then ioi), ``dialect`` (how C,
C++, Java and Pascal compile: ``auto``, the default, each problem as its online judge's
default compiler does, as ``judge run`` does; ``none``: judge's own modern flags; or a
judge's dialect by name, e.g. ``hdu-c++``: see the manual, docs/reference/dialects.md),
``editorials`` (when the problems' hints and editorials open to the teams: ``after`` the
contest, the default, ``never``, or ``always``, from the start), ``practice`` (judge's own:
``true`` makes the contest a site's practice space, which once started never freezes nor
ends; its ``duration`` is then only what the Contest API's contest object must carry);
the keys of the older CCS format (``short-name``, ``start-time``,
``scoreboard-freeze-length``, ``penalty-time``) are read too. ``banner``, ``logo`` and ``location`` are kept and passed on untouched.

``problems.yaml``: a list of problems (``id``: a problem of this set, or a Kattis problem
package kept in the contest's folder as ``<id>/``; ``label``, optional ``name``, ``ordinal``,
``rgb``, ``color``, ``time_limit``: a package's time limit when the package sets none), or the
older ``problemset.yaml`` form, a mapping with ``problems:`` whose items use ``short-name`` and
``letter``. The contest folder is then itself laid out as the contest archives of DOMjudge and
Kattis are: contest.yaml, problems.yaml and a package folder per problem.

Contest packages made elsewhere (``judge contest new --from``) carry keys of other tools
(BAPCtools' ``title``, ``year``, ...): read with ``lenient``, unknown keys are left out with a
warning instead of refused.

YAML 1.1, which PyYAML speaks, reads an unquoted ``2:00:00`` as the integer 7200 (base 60) and
``2014-06-25T10:00:00+01`` as a datetime; the CCS examples write both unquoted. So the files
are read with a loader that leaves such scalars as the strings they are.

Every error is a JudgeError naming the file (and the item) at fault.
"""

from __future__ import annotations

import difflib
import enum
import functools
import os
import re
import shutil
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import yaml

from judge.cachedir import default_cache_dir
from judge.contest.core.model import DEFAULT_PENALTY_MS, ContestRule, rule_of
from judge.contest.core.times import (
    MAX_DURATION,
    MS_PER_MINUTE,
    Timestamp,
    duration_problem,
    format_reltime,
    format_time,
    moment_problem,
    parse_duration,
    parse_reltime,
    parse_time,
)
from judge.documents import read_yaml as read_document
from judge.errors import JudgeError
from judge.formats.registry import format_at, problem_at
from judge.i18n import Phrase, phrase
from judge.printable import shown
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.run.languages.dialects import dialect_names
from judge.run.limits import MAX_TIME

CONTEST_FILE = "contest.yaml"
PROBLEMS_FILE = "problems.yaml"
#: A contest's or a problem's id: a folder's name (at most 64 characters, far below what
#: a file system takes, and what a message or a page can show).
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
#: What a contest's or a problem's name, formal name or colour may hold: no control
#: characters (a terminal would obey them; PostgreSQL refuses a NUL), at most 1,000 characters.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
MAX_NAME = 1000
#: The longest problem label.
MAX_LABEL = 32
#: The largest ordinal of a problem (a database's integer holds it).
MAX_ORDINAL = 2**31 - 1
_RGB = re.compile(r"#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})")

#: Colours given to problems in order when none are chosen (name, rgb).
PALETTE = (
    ("red", "#e6194b"),
    ("green", "#3cb44b"),
    ("yellow", "#ffe119"),
    ("blue", "#4363d8"),
    ("orange", "#f58231"),
    ("purple", "#911eb4"),
    ("cyan", "#42d4f4"),
    ("magenta", "#f032e6"),
    ("lime", "#bfef45"),
    ("pink", "#fabed4"),
    ("teal", "#469990"),
    ("lavender", "#dcbeff"),
    ("brown", "#9a6324"),
    ("beige", "#fffac8"),
    ("maroon", "#800000"),
    ("mint", "#aaffc3"),
    ("olive", "#808000"),
    ("navy", "#000075"),
)

_ALIASES = {
    "short-name": "id",
    "start-time": "start_time",
    "scoreboard-freeze-length": "scoreboard_freeze_duration",
    "scoreboard-freeze-duration": "scoreboard_freeze_duration",
    "penalty-time": "penalty_time",
    "formal-name": "formal_name",
}
_KEPT = ("banner", "logo", "location", "countdown_pause_time")
_CONTEST_KEYS = {
    "id",
    "name",
    "formal_name",
    "start_time",
    "duration",
    "scoreboard_freeze_duration",
    "scoreboard_thaw_time",
    "scoreboard_type",
    "rule",
    "penalty_time",
    "dialect",
    "editorials",
    "practice",
    *_KEPT,
}
_PROBLEM_KEYS = {
    "id",
    "label",
    "name",
    "ordinal",
    "rgb",
    "color",
    "time_limit",
    "test_data_count",
    "uuid",
    "package",
    "statement",
    "max_score",
}
_PROBLEM_ALIASES = {"short-name": "id", "letter": "label"}


class Editorials(enum.Enum):
    """When a contest's problems' hints and editorials open to its teams (`editorials:` in
    contest.yaml); the jury's are always open."""

    AFTER = "after"  # once the contest is over (the default)
    NEVER = "never"  # never: the jury's only
    ALWAYS = "always"  # from the start: a training session, every use noted for the jury


@dataclass(frozen=True)
class ContestConfig:
    """What contest.yaml says. Durations in milliseconds; ``freeze`` None: no freeze."""

    id: str
    name: str
    duration: int
    penalty: int = DEFAULT_PENALTY_MS
    freeze: int | None = None
    start_time: Timestamp | None = None
    thaw_time: Timestamp | None = None
    formal_name: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # How submissions compile: `auto`, each problem in its judge's default dialect (the same
    # verdict as `judge run`), `none` or a dialect's name (judge.run.languages.language.find_dialect).
    dialect: str = "auto"
    editorials: Editorials = Editorials.AFTER
    rule: ContestRule = ContestRule.ICPC
    # A site's practice space: open from its start without an end (ContestKind.PRACTICE).
    practice: bool = False


@dataclass(frozen=True)
class ProblemEntry:
    """One problem of the contest under a label: a problem of this set, or a Kattis package
    in the contest's folder (``time_limit``: its limit when the package gives none)."""

    id: str
    label: str
    name: str
    ordinal: int
    rgb: str | None = None
    color: str | None = None
    time_limit: float | None = None
    max_score: float | None = None  # what it is worth on a board by points (None: 100)


# -- YAML without YAML 1.1's surprises ----------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _loader() -> Any:
    """PyYAML's safe loader (the C one where there is one), without YAML 1.1's sexagesimal
    numbers and timestamps. Its base is known only at run time: a class made with type()."""
    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    Loader: Any = type("ContestLoader", (base,), {})
    dropped = {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}
    Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag not in dropped]
        for first, resolvers in base.yaml_implicit_resolvers.items()
    }
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:int", re.compile(r"^[-+]?(?:0|[1-9][0-9]*)$"), list("-+0123456789")
    )
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:float",
        re.compile(r"^[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$"),
        list("-+.0123456789"),
    )
    return Loader


def read_yaml(path: Path) -> Any:
    """A YAML file, with times and durations left as strings; plain errors."""
    return read_document(path, _loader())


def dump_yaml(data: Any) -> str:
    """YAML text that any YAML 1.1 or 1.2 reader reads back as the same strings and numbers
    (PyYAML quotes ``'2:00:00'`` and ``'#00f'`` itself)."""
    return yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, default_flow_style=False, width=100
    )


# -- contest.yaml -----------------------------------------------------------------------------


def name_problem(value: Any, most: int = MAX_NAME) -> Phrase | None:
    """None when ``value`` can be a name (a string, or a number read as its digits, with no
    control character, of at most ``most`` characters), else what it must be."""
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        return phrase("a string")
    text = str(value)
    if len(text) > most:
        return phrase("a string of at most {most} characters", most=format(most, ","))
    if _CONTROL.search(text):
        return phrase("a string without control characters")
    return None


def _plain(value: Any) -> bool:
    """Whether ``value`` is plain data: strings, numbers, true/false, lists and mappings with
    string keys (what JSON carries: not YAML's binary, sets or dates)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if not all(isinstance(k, str) for k in item):
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                return False
        elif item is not None and not isinstance(item, (str, int, bool)):
            return False
    return True


def reltime_text(ms: int) -> str:
    """A RELTIME without a zero fraction: ``2:00:00``, ``0:30:00.500``."""
    text = format_reltime(ms)
    return text[:-4] if text.endswith(".000") else text


@dataclass(frozen=True)
class _Values:
    """contest.yaml's values under their CCS names, read with errors naming the file."""

    values: dict[str, Any]
    path: Path

    def fail(self, message: Phrase) -> NoReturn:
        raise JudgeError(phrase("{path}: {message}", path=self.path, message=message))

    def text(self, key: str, default: str | None = None) -> str | None:
        value = self.values.get(key)
        if value is None:
            return default
        wanted = name_problem(value)
        if wanted is not None:
            self.fail(
                phrase(
                    "{key} must be {wanted}, got {value}",
                    key=key,
                    wanted=wanted,
                    value=shown(value),
                )
            )
        return str(value)

    def duration(self, key: str) -> int | None:
        value = self.values.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            self.fail(
                phrase(
                    "{key}: malformed duration {value}: expected h:mm:ss, e.g. 2:00:00",
                    key=key,
                    value=shown(value),
                )
            )
        try:
            ms = parse_duration(value)
        except JudgeError as exc:
            self.fail(phrase("{key}: {exc}", key=key, exc=exc))
        wanted = duration_problem(ms)
        if wanted is not None:
            self.fail(
                phrase(
                    "{key} must be {wanted}, got {value}",
                    key=key,
                    wanted=wanted,
                    value=shown(value),
                )
            )
        return ms

    def moment(self, key: str) -> Timestamp | None:
        value = self.values.get(key)
        if value is None:
            return None
        try:
            moment = parse_time(value if isinstance(value, str) else repr(value))
        except JudgeError as exc:
            self.fail(phrase("{key}: {exc}", key=key, exc=exc))
        wanted = moment_problem(moment)
        if wanted is not None:
            self.fail(
                phrase(
                    "{key} must be {wanted}, got {value}",
                    key=key,
                    wanted=wanted,
                    value=shown(value),
                )
            )
        return moment

    def penalty(self) -> int:
        """penalty_time in ms: whole minutes, or a RELTIME; not negative, at most a year."""
        penalty = self.values.get("penalty_time", DEFAULT_PENALTY_MS // MS_PER_MINUTE)
        if isinstance(penalty, str):
            try:
                ms = parse_reltime(penalty)
            except JudgeError:
                self.fail(
                    phrase(
                        "penalty_time must be whole minutes (e.g. 20) or h:mm:ss, got {penalty}",
                        penalty=shown(penalty),
                    )
                )
            wanted = duration_problem(ms)
            if wanted is not None:
                self.fail(
                    phrase(
                        "penalty_time must be {wanted}, got {penalty}",
                        wanted=wanted,
                        penalty=shown(penalty),
                    )
                )
            return ms
        most = MAX_DURATION // MS_PER_MINUTE
        if not isinstance(penalty, int) or isinstance(penalty, bool) or not 0 <= penalty <= most:
            self.fail(
                phrase(
                    "penalty_time must be whole minutes (e.g. 20) from 0 to {most} (a year), got {penalty}",
                    most=format(most, ","),
                    penalty=shown(penalty),
                )
            )
        return penalty * MS_PER_MINUTE

    def kept(self) -> dict[str, Any]:
        """The keys passed on untouched (banner, logo, location, countdown_pause_time): plain
        data that the Contest API's JSON can carry; countdown_pause_time a RELTIME."""
        kept = {key: self.values[key] for key in _KEPT if self.values.get(key) is not None}
        for key, value in kept.items():
            if not _plain(value):
                self.fail(
                    phrase("{key} must be plain data (text, numbers, lists, mappings)", key=key)
                )
        pause = kept.get("countdown_pause_time")
        if pause is not None:
            try:
                parse_reltime(pause)
            except JudgeError as exc:
                self.fail(phrase("countdown_pause_time: {exc}", exc=exc))
        return kept

    def dialect(self) -> str:
        """How C, C++, Java and Pascal compile: `auto` (each problem's judge's default
        dialect), `none` (judge's own modern flags), a judge or one of its dialects."""
        chosen = self.text("dialect", "auto") or "auto"
        known = ("auto", "none", *dialect_names())
        if chosen.lower() not in known:
            self.fail(
                phrase(
                    "dialect {chosen}: one of {items}", chosen=repr(chosen), items=", ".join(known)
                )
            )
        return chosen.lower()

    def editorials(self) -> Editorials:
        """When the hints and editorials open to the teams: after, never or always."""
        chosen = self.text("editorials", Editorials.AFTER.value) or Editorials.AFTER.value
        try:
            return Editorials(chosen)
        except ValueError:
            known = ", ".join(e.value for e in Editorials)
            self.fail(
                phrase("editorials {chosen}: one of {known}", chosen=repr(chosen), known=known)
            )

    def practice(self) -> bool:
        """Whether the contest is a site's practice space (``practice: true``)."""
        value = self.values.get("practice", False)
        if not isinstance(value, bool):
            self.fail(phrase("practice must be true or false, got {value}", value=shown(value)))
        return value


def _known_values(data: Any, path: Path, warnings: list[str] | None) -> _Values:
    """contest.yaml's keys under their CCS names; unknown keys refused, or left out and said
    in ``warnings`` when given."""
    if not isinstance(data, dict):
        raise JudgeError(
            phrase(
                "{path}: expected a mapping of contest properties, got {got}",
                path=path,
                got=type(data).__name__,
            )
        )
    values: dict[str, Any] = {}
    left_out = []
    for key, value in data.items():
        name = _ALIASES.get(key, key)
        if name in _CONTEST_KEYS:
            values[name] = value
        elif warnings is not None:
            left_out.append(str(key))
        else:
            known = ", ".join(sorted(_CONTEST_KEYS))
            raise JudgeError(
                phrase(
                    "{path}: unknown key {key} (known: {known})",
                    path=path,
                    key=repr(key),
                    known=known,
                )
            )
    if left_out and warnings is not None:
        warnings.append(f"{path.name}: {', '.join(left_out)} left out (not CCS contest keys)")
    return _Values(values, path)


def parse_contest(
    data: Any, path: Path, default_id: str, warnings: list[str] | None = None
) -> ContestConfig:
    """The ContestConfig of contest.yaml's data (``path`` names the file in errors). Given a
    ``warnings`` list (a contest package made elsewhere), unknown keys are left out and said
    there instead of refused."""
    read = _known_values(data, path, warnings)
    cid = read.text("id", default_id) or default_id
    if not NAME.fullmatch(cid):
        read.fail(phrase("id {cid} may hold only letters, digits, '.', '_' and '-'", cid=repr(cid)))
    total = read.duration("duration")
    if total is None:
        read.fail(phrase("missing duration (e.g. duration: 5:00:00)"))
    if total == 0:
        read.fail(phrase("duration must be more than 0:00:00"))
    freeze = read.duration("scoreboard_freeze_duration")
    if freeze is not None and freeze > total:
        read.fail(
            phrase(
                "scoreboard_freeze_duration {reltime_text} is longer than the contest ({reltime_text2})",
                reltime_text=reltime_text(freeze),
                reltime_text2=reltime_text(total),
            )
        )
    rule = rule_of(read.text("scoreboard_type", "") or "", read.text("rule"), str(path))
    start = read.moment("start_time")
    thaw = read.moment("scoreboard_thaw_time")
    formal_name = read.text("formal_name")
    practice = read.practice()
    if practice and freeze:
        read.fail(phrase("a practice space never ends: it has no scoreboard_freeze_duration"))
    if thaw is not None and start is not None and thaw.ms <= start.ms + total:
        read.fail(phrase("scoreboard_thaw_time must come after the end of the contest"))
    return ContestConfig(
        id=cid,
        name=read.text("name", cid) or cid,
        duration=total,
        penalty=read.penalty(),
        freeze=freeze or None,
        start_time=start,
        thaw_time=thaw,
        formal_name=formal_name,
        extra=read.kept(),
        dialect=read.dialect(),
        editorials=read.editorials(),
        rule=rule,
        practice=practice,
    )


def contest_yaml(config: ContestConfig) -> dict[str, Any]:
    """contest.yaml's data for a ContestConfig (CCS 2023-06 keys)."""
    out: dict[str, Any] = {"id": config.id, "name": config.name}
    if config.formal_name:
        out["formal_name"] = config.formal_name
    if config.start_time is not None:
        out["start_time"] = format_time(config.start_time)
    out["duration"] = reltime_text(config.duration)
    if config.freeze:
        out["scoreboard_freeze_duration"] = reltime_text(config.freeze)
    if config.thaw_time is not None:
        out["scoreboard_thaw_time"] = format_time(config.thaw_time)
    out["scoreboard_type"] = config.rule.scoreboard_type
    if config.rule.by_points:
        out["rule"] = config.rule.value  # no penalty_time: the spec's score contests have none
    else:
        whole, rest = divmod(config.penalty, MS_PER_MINUTE)
        out["penalty_time"] = whole if rest == 0 else reltime_text(config.penalty)
    if config.dialect != "auto":
        out["dialect"] = config.dialect
    if config.editorials is not Editorials.AFTER:
        out["editorials"] = config.editorials.value
    if config.practice:
        out["practice"] = True
    out.update(config.extra)
    return out


# -- problems.yaml ----------------------------------------------------------------------------


def labels(count: int) -> list[str]:
    """Problem labels in order: A..Z, then AA, AB, ..."""
    out = []
    for index in range(count):
        label = ""
        n = index
        while True:
            label = chr(ord("A") + n % 26) + label
            n = n // 26 - 1
            if n < 0:
                break
        out.append(label)
    return out


def default_entries(
    root: Path,
    problem_ids: Sequence[str],
    folder: Path | None = None,
    time_limits: Mapping[str, float] | None = None,
) -> list[ProblemEntry]:
    """Entries for problems given by id (of the set, or packages in the contest ``folder``):
    labels A, B, ..., the palette's colours, ``time_limits`` of packages that set none.
    Raises JudgeError for an unknown id (with close matches) or one given twice."""
    seen = set()
    entries = []
    for index, (pid, label) in enumerate(zip(problem_ids, labels(len(problem_ids)))):
        if pid in seen:
            raise JudgeError(phrase("problem {pid} is given twice", pid=repr(pid)))
        seen.add(pid)
        title = problem_title(root, pid, folder)
        color, rgb = PALETTE[index % len(PALETTE)]
        limit = (time_limits or {}).get(pid)
        entries.append(ProblemEntry(pid, label, title, index + 1, rgb, color, limit))
    return entries


def package_folder(folder: Path | None, pid: str) -> Path | None:
    """The package (of any format) a contest in ``folder`` keeps as its problem ``pid``, if it
    does."""
    if folder is None or not NAME.fullmatch(pid):
        return None
    return folder / pid if format_at(folder / pid) is not None else None


def problem_title(root: Path, pid: str, folder: Path | None = None) -> str:
    """The title of a contest's problem: a package in the contest ``folder``, or a problem of
    the set; JudgeError for an unknown id, with close matches."""
    package = package_folder(folder, pid)
    if package is not None:
        return problem_at(package, default_cache_dir()).title
    return load_problem(root, pid).title


def listed_ids(data: Any, path: Path) -> list[str]:
    """The problem ids problems.yaml's data lists (any form), in order, unchecked but for
    being ids."""
    if isinstance(data, dict) and "problems" in data:
        data = data["problems"]
    if not isinstance(data, list):
        raise JudgeError(
            phrase("{path}: expected a list of problems (each with an id and a label)", path=path)
        )
    ids = []
    for number, item in enumerate(data, start=1):
        pid = item.get("id", item.get("short-name")) if isinstance(item, dict) else None
        if not isinstance(pid, str) or not NAME.fullmatch(pid):
            raise JudgeError(
                phrase(
                    "{path}: problem {number}: missing or malformed id {pid}",
                    path=path,
                    number=number,
                    pid=repr(pid),
                )
            )
        ids.append(pid)
    return ids


def parse_problems(
    data: Any,
    path: Path,
    root: Path,
    folder: Path | None = None,
    warnings: list[str] | None = None,
) -> list[ProblemEntry]:
    """The entries of problems.yaml's data, checked against the problem set at ``root`` and
    the packages in the contest ``folder``. Given a ``warnings`` list (a contest package made
    elsewhere), unknown keys are left out and said there instead of refused."""
    if isinstance(data, dict) and "problems" in data:
        data = data["problems"]  # the older problemset.yaml
    if not isinstance(data, list) or not data:
        raise JudgeError(
            phrase("{path}: expected a list of problems (each with an id and a label)", path=path)
        )
    known = problem_ids(root)
    entries: list[ProblemEntry] = []
    by_label: dict[str, int] = {}
    by_id: dict[str, int] = {}
    default_labels = labels(len(data))
    for number, item in enumerate(data, start=1):
        where = f"{path}: problem {number}"
        values = _problem_values(item, where, f"{path.name}: problem {number}", warnings)
        pid = _problem_id(values, where, known, folder)
        if pid in by_id:
            raise JudgeError(
                phrase(
                    "{where}: problem {pid} is already problem {by_id}",
                    where=where,
                    pid=repr(pid),
                    by_id=by_id[pid],
                )
            )
        label = _problem_label(values.get("label", default_labels[number - 1]), where)
        if label.upper() in by_label:
            raise JudgeError(
                phrase(
                    "{where}: duplicate label {label} (problem {by_label} has it)",
                    where=where,
                    label=repr(label),
                    by_label=by_label[label.upper()],
                )
            )
        by_id[pid] = number
        by_label[label.upper()] = number
        entries.append(_problem_entry(values, where, number, pid, label, root, folder))
    return entries


def _problem_values(
    item: Any, where: str, short: str, warnings: list[str] | None
) -> dict[str, Any]:
    """A problems.yaml item's keys under their names (aliases read); an unknown key refused,
    or left out and said in ``warnings`` (as ``short``) when there is such a list."""
    if not isinstance(item, dict):
        raise JudgeError(
            phrase(
                "{where}: expected a mapping with id and label, got {item}",
                where=where,
                item=repr(item),
            )
        )
    values = {}
    for key, value in item.items():
        name = _PROBLEM_ALIASES.get(key, key)
        if name not in _PROBLEM_KEYS:
            if warnings is not None:
                warnings.append(f"{short}: key {key!r} left out")
                continue
            raise JudgeError(
                phrase(
                    "{where}: unknown key {key} (known: {items})",
                    where=where,
                    key=repr(key),
                    items=", ".join(sorted(_PROBLEM_KEYS)),
                )
            )
        values[name] = value
    return values


def _problem_id(values: dict[str, Any], where: str, known: list[str], folder: Path | None) -> str:
    """The item's id, a problem of this set or a package in the contest's folder."""
    pid = values.get("id")
    if not isinstance(pid, str) or not pid:
        raise JudgeError(
            phrase("{where}: missing id (the id of a problem of this set)", where=where)
        )
    if pid not in known and package_folder(folder, pid) is None:
        close = difflib.get_close_matches(pid, known, n=3, cutoff=0.5)
        hint = (
            phrase("; did you mean {close}?", close=" or ".join(close))
            if close
            else phrase("; known problems: {known}", known=", ".join(known))
        )
        raise JudgeError(
            phrase("{where}: unknown problem {pid}{hint}", where=where, pid=repr(pid), hint=hint)
        )
    return pid


def _problem_label(label: Any, where: str) -> str:
    """The item's label, a short text (a number is read as its digits)."""
    if name_problem(label, MAX_LABEL) is not None or not str(label).strip():
        raise JudgeError(
            phrase(
                "{where}: label must be a short text such as A (at most {MAX_LABEL} characters), got {label}",
                where=where,
                MAX_LABEL=MAX_LABEL,
                label=shown(label),
            )
        )
    return str(label).strip()


def _problem_entry(
    values: dict[str, Any],
    where: str,
    number: int,
    pid: str,
    label: str,
    root: Path,
    folder: Path | None,
) -> ProblemEntry:
    """The entry of the item ``number`` whose id and label are checked: its other keys
    checked, its name the problem's title when it gives none."""
    _check_item(values, where)
    rgb, color, name = values.get("rgb"), values.get("color"), values.get("name")
    ordinal = values.get("ordinal", number)
    limit = values.get("time_limit")
    most = values.get("max_score")
    return ProblemEntry(
        pid,
        label,
        name or problem_title(root, pid, folder),
        ordinal,
        rgb,
        color,
        None if limit is None else float(limit),
        None if most is None else float(most),
    )


def _whole(value: Any, least: int, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and least <= value <= most


def _number(value: Any, least: float, most: float) -> bool:
    # No float() of the value: NaN and infinity fail the comparisons, a huge int is no float.
    return (
        isinstance(value, (int, float)) and not isinstance(value, bool) and least <= value <= most
    )


def _text_of(most: int) -> Callable[[Any], bool]:
    return lambda value: name_problem(value, most) is None


#: What each key of a problems.yaml item (but id and label) must be, and whether a value is.
_ITEM_CHECKS: dict[str, tuple[Phrase, Callable[[Any], bool]]] = {
    "name": (
        phrase(
            "a string without control characters, of at most {most} characters",
            most=format(MAX_NAME, ","),
        ),
        _text_of(MAX_NAME),
    ),
    "rgb": (phrase("#rgb or #rrggbb"), lambda v: isinstance(v, str) and bool(_RGB.fullmatch(v))),
    "color": (phrase("a colour name (at most 64 characters)"), _text_of(64)),
    "ordinal": (
        phrase("a whole number from 0 to {most}", most=format(MAX_ORDINAL, ",")),
        lambda v: _whole(v, 0, MAX_ORDINAL),
    ),
    "time_limit": (
        phrase(
            "a positive number of seconds of at most {most} (an hour)",
            most=format(MAX_TIME, ",.0f"),
        ),
        lambda v: _number(v, 0, MAX_TIME) and v > 0,
    ),
    "test_data_count": (
        phrase("a whole number from 0 to {most}", most=format(MAX_ORDINAL, ",")),
        lambda v: _whole(v, 0, MAX_ORDINAL),
    ),
    "max_score": (phrase("a number, not negative"), lambda v: _number(v, 0, 1e300)),
    "uuid": (phrase("a string"), _text_of(100)),
    "package": (phrase("a string"), _text_of(MAX_NAME)),
    "statement": (phrase("a string"), _text_of(MAX_NAME)),
}


def _check_item(values: Mapping[str, Any], where: str) -> None:
    """A plain error naming the key when a value of a problems.yaml item is not what its key
    takes (null is "not given")."""
    for key, (wanted, check) in _ITEM_CHECKS.items():
        value = values.get(key)
        if value is not None and not check(value):
            raise JudgeError(
                phrase(
                    "{where}: {key} must be {wanted}, got {value}",
                    where=where,
                    key=key,
                    wanted=wanted,
                    value=shown(value),
                )
            )


def problems_yaml(entries: Sequence[ProblemEntry]) -> list[dict[str, Any]]:
    """problems.yaml's data (the 2023-06 list form)."""
    out = []
    for entry in entries:
        item: dict[str, Any] = {
            "id": entry.id,
            "label": entry.label,
            "name": entry.name,
            "ordinal": entry.ordinal,
        }
        if entry.rgb:
            item["rgb"] = entry.rgb
        if entry.color:
            item["color"] = entry.color
        if entry.time_limit is not None:
            item["time_limit"] = entry.time_limit
        if entry.max_score is not None:
            item["max_score"] = entry.max_score
        out.append(item)
    return out


# -- the folder -------------------------------------------------------------------------------


def read_folder(folder: Path, root: Path) -> tuple[ContestConfig, list[ProblemEntry]]:
    """contest.yaml and problems.yaml of a contest folder, checked."""
    contest_path = folder / CONTEST_FILE
    problems_path = folder / PROBLEMS_FILE
    config = parse_contest(read_yaml(contest_path), contest_path, folder.name)
    entries = parse_problems(read_yaml(problems_path), problems_path, root, folder)
    return config, entries


def entry_time_limit(folder: Path, pid: str) -> float | None:
    """The time limit problems.yaml of the contest in ``folder`` gives problem ``pid``, if
    it gives one (the limit of a package that sets none)."""
    path = folder / PROBLEMS_FILE
    data = read_yaml(path)
    items = data.get("problems") if isinstance(data, dict) else data
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict) and item.get("id", item.get("short-name")) == pid:
            limit = item.get("time_limit")
            if isinstance(limit, (int, float)) and not isinstance(limit, bool) and limit > 0:
                return float(limit)
    return None


@contextmanager
def new_folder(folder: Path) -> Iterator[Path]:
    """A contest folder made whole or not at all: yields a hidden sibling to fill, renamed to
    ``folder`` when the block ends, removed if it raises."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    partial = folder.with_name(f".{folder.name}.new-{os.getpid()}")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir()
    try:
        yield partial
        os.rename(partial, folder)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise


def write_folder(folder: Path, config: ContestConfig, entries: Sequence[ProblemEntry]) -> None:
    """Writes contest.yaml and problems.yaml into ``folder`` (which must exist)."""
    (folder / CONTEST_FILE).write_text(dump_yaml(contest_yaml(config)), encoding="utf-8")
    (folder / PROBLEMS_FILE).write_text(dump_yaml(problems_yaml(entries)), encoding="utf-8")
