"""The online judges judge submits to, as data: each one's address, the options of its submit
form's language list and the values the form sends for them, and its verdict names as its
status page (or API) shows them, each mapped to judge's own `Verdict`.

The sources of these facts are the judges' own pages as public clients read them (their
submit forms, status tables and, for Codeforces, its API's `user.status`); nothing here was
checked against the live sites from this machine (docs/learner/submitting.md says so).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlparse

from judge.errors import JudgeError
from judge.judging.verdict import Verdict


@dataclass(frozen=True)
class Site:
    """One online judge: `key` as `judge login` and problem.yaml's source name it (lower
    case), its name as written, the address of the real site, and its tables."""

    key: str
    name: str
    url: str
    # The submit form's language options, by name, each with the value the form sends.
    options: dict[str, str]
    # The verdict names the status shows, each with judge's verdict; None: still judging.
    verdicts: dict[str, Verdict | None]
    charset: str = "utf-8"  # what its pages are written in when they do not say
    prefixes: tuple[str, ...] = field(default=())  # verdict names shown with more after them

    @property
    def env_var(self) -> str:
        """The environment variable naming another address for it (a mirror, a replica)."""
        return f"JUDGE_{self.key.upper()}_URL"

    def base_url(self, override: str | None = None) -> str:
        """The address to talk to: `override` (--site-url), else $JUDGE_<KEY>_URL, else the
        real site's, without a trailing slash."""
        chosen = override or os.environ.get(self.env_var) or self.url
        return chosen.rstrip("/")

    def verdict(self, shown: str) -> tuple[bool, Verdict | None]:
        """Whether `shown` (a status cell's text) is a name of this judge's, and the verdict it
        means (None while the run is still being judged)."""
        text = " ".join(shown.split())
        if text in self.verdicts:
            return True, self.verdicts[text]
        for prefix in self.prefixes:
            if text.startswith(prefix):
                return True, self.verdicts[prefix]
        return False, None


# HDU's status page (status.php): the names of its "Judge Status" column. A runtime error
# carries its kind after it ("Runtime Error (ACCESS_VIOLATION)").
_HDU_VERDICTS: dict[str, Verdict | None] = {
    "Accepted": Verdict.AC,
    "Wrong Answer": Verdict.WA,
    "Presentation Error": Verdict.PE,
    "Time Limit Exceeded": Verdict.TLE,
    "Memory Limit Exceeded": Verdict.MLE,
    "Output Limit Exceeded": Verdict.OLE,
    "Runtime Error": Verdict.RE,
    "Compilation Error": Verdict.CE,
    "System Error": Verdict.JE,
    "Queuing": None,
    "Compiling": None,
    "Running": None,
}
# POJ's status page (status): its "Result" column.
_POJ_VERDICTS: dict[str, Verdict | None] = {
    "Accepted": Verdict.AC,
    "Wrong Answer": Verdict.WA,
    "Presentation Error": Verdict.PE,
    "Time Limit Exceeded": Verdict.TLE,
    "Memory Limit Exceeded": Verdict.MLE,
    "Output Limit Exceeded": Verdict.OLE,
    "Runtime Error": Verdict.RE,
    "Compile Error": Verdict.CE,
    "System Error": Verdict.JE,
    "Validator Error": Verdict.JE,
    "Waiting": None,
    "Queuing": None,
    "Compiling": None,
    "Running & Judging": None,
}
# Codeforces' API (user.status): a submission's `verdict`; none at all while in the queue.
_CODEFORCES_VERDICTS: dict[str, Verdict | None] = {
    "OK": Verdict.AC,
    "WRONG_ANSWER": Verdict.WA,
    "PRESENTATION_ERROR": Verdict.PE,
    "TIME_LIMIT_EXCEEDED": Verdict.TLE,
    "IDLENESS_LIMIT_EXCEEDED": Verdict.TLE,
    "MEMORY_LIMIT_EXCEEDED": Verdict.MLE,
    "RUNTIME_ERROR": Verdict.RE,
    "SECURITY_VIOLATED": Verdict.RE,
    "COMPILATION_ERROR": Verdict.CE,
    "CHALLENGED": Verdict.WA,
    "PARTIAL": Verdict.WA,
    "FAILED": Verdict.JE,
    "CRASHED": Verdict.JE,
    "INPUT_PREPARATION_CRASHED": Verdict.JE,
    "SKIPPED": Verdict.JE,
    "REJECTED": Verdict.JE,
    "TESTING": None,
    "": None,
}

SITES: dict[str, Site] = {
    "hdu": Site(
        "hdu",
        "HDU",
        "http://acm.hdu.edu.cn",
        # submit.php's <select name=language>, in its order.
        {"G++": "0", "GCC": "1", "C++": "2", "C": "3", "Pascal": "4", "Java": "5", "C#": "6"},
        _HDU_VERDICTS,
        charset="gbk",
        prefixes=("Runtime Error",),
    ),
    "poj": Site(
        "poj",
        "POJ",
        "http://poj.org",
        # submit's <select name=language>.
        {"G++": "0", "GCC": "1", "Java": "2", "Pascal": "3", "C++": "4", "C": "5", "Fortran": "6"},
        _POJ_VERDICTS,
        prefixes=("Runtime Error",),
    ),
    "codeforces": Site(
        "codeforces",
        "Codeforces",
        "https://codeforces.com",
        # programTypeId of the submit form's "Language" list, as commonly listed.
        {
            "GNU G++20 11.2.0 (64 bit, winlibs)": "89",
            "GNU G++17 7.3.0": "54",
            "GNU GCC C11 5.1.0": "43",
            "Python 3.8.10": "31",
            "PyPy 3.10 (7.3.15, 64bit)": "70",
            "Java 21 64bit": "87",
            "Kotlin 1.9.21": "88",
            "Free Pascal 3.2.2": "4",
            "Rust 1.75.0 (2021)": "75",
            "Ruby 3.2.2": "67",
        },
        _CODEFORCES_VERDICTS,
    ),
}

# Codeforces' option for each language of judge's table (its newest of each, as a learner
# picks); HDU and POJ take their options from the dialects (judge.run.languages.dialects).
CODEFORCES_CHOICES = {
    "cpp": "GNU G++20 11.2.0 (64 bit, winlibs)",
    "c": "GNU GCC C11 5.1.0",
    "python3": "Python 3.8.10",
    "pypy3": "PyPy 3.10 (7.3.15, 64bit)",
    "java": "Java 21 64bit",
    "kotlin": "Kotlin 1.9.21",
    "pascal": "Free Pascal 3.2.2",
    "rust": "Rust 1.75.0 (2021)",
    "ruby": "Ruby 3.2.2",
}


def site(key: str) -> Site:
    """The judge named `key` (any case); a plain error listing those judge submits to."""
    found = SITES.get(key.lower())
    if found is None:
        raise JudgeError(
            f"judge cannot submit to {key!r}: it submits to {', '.join(SITES)} "
            "(other judges: paste the solution on their page)"
        )
    return found


@dataclass(frozen=True)
class Target:
    """A problem on an online judge: the judge, and the problem's id there (HDU's and POJ's
    number, Codeforces' contest and index as one: 1527B2)."""

    site: Site
    problem: str

    @property
    def contest_and_index(self) -> tuple[str, str]:
        """Codeforces: the contest number and the problem's index (1527, B2)."""
        matched = re.fullmatch(r"(\d+)([A-Za-z]\d*)", self.problem)
        if matched is None:
            raise JudgeError(f"{self.problem!r} is no Codeforces problem id (e.g. 1527B2)")
        return matched.group(1), matched.group(2).upper()


def target_of(judge: str, problem: str) -> Target:
    """The target of a problem.yaml's source (`judge`, `id`); a plain error for a judge judge
    does not submit to, or an id that is not one of its ids."""
    chosen = site(judge)
    target = Target(chosen, str(problem).strip())
    if chosen.key == "codeforces":
        target.contest_and_index  # noqa: B018 (checked now, not at the submit)
    elif not target.problem.isdigit():
        raise JudgeError(f"{problem!r} is no {chosen.name} problem number")
    return target


def target_of_url(url: str) -> Target | None:
    """The problem a judge's page address names (HDU's showproblem.php?pid=, POJ's
    problem?id=, Codeforces' problemset/problem/C/I or contest/C/problem/I), or None."""
    parsed = urlparse(url)
    host, query = parsed.netloc.lower(), parse_qs(parsed.query)
    if host.endswith("hdu.edu.cn") and query.get("pid"):
        return target_of("hdu", query["pid"][0])
    if host.endswith("poj.org") and query.get("id"):
        return target_of("poj", query["id"][0])
    matched = re.search(
        r"/(?:problemset/problem|contest)/(\d+)/(?:problem/)?([A-Za-z]\d*)", parsed.path
    )
    if host.endswith("codeforces.com") and matched is not None:
        return target_of("codeforces", matched.group(1) + matched.group(2))
    return None
