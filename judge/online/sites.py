"""The online judges judge gets problems from and submits to, as data, each fact once: each
one's key, name, address and hosts, the form of its problem ids, its problem pages' path and
address forms, its pages' charset, the options of its submit form's language list and the
values the form sends for them, and its verdict names as its status page (or API) shows them,
each mapped to judge's own `Verdict`; and the one way a problem is named (`Target`: from
problem.yaml's source, a page's address, or the words `hdu 1848`), for `judge get` and
`judge submit` alike.

The sources of these facts are the judges' own pages as public clients read them (their
submit forms, status tables and, for Codeforces, its API's `user.status`); nothing here was
checked against the live sites from this machine (docs/learner/submitting.md says so).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from judge.errors import JudgeError
from judge.i18n import phrase
from judge.judging.verdict import Verdict


@dataclass(frozen=True)
class Site:
    """One online judge, each fact of it once: `key` as `judge login`, problem.yaml's source
    and $JUDGE_<KEY>_URL name it (lower case), `short` as a folder of `judge get` is prefixed
    (hdu_1848, cf_1527b), its name as written, the address of the real site and the hosts
    its pages are on, the form of its problem ids (one of them as the example), the path of
    a problem's page and the forms of its page addresses, and its submit and status tables."""

    key: str
    short: str
    name: str
    url: str
    hosts: tuple[str, ...]
    id_form: str  # a regular expression of its problem ids, as the judge writes them
    example: str
    page: str  # a problem's page: {id}, or Codeforces' {contest} and {index}
    page_forms: tuple[str, ...]  # regular expressions of a page's path?query: (?P<id>...)
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
        real site's, without a trailing slash; a plain error for one that is no base URL."""
        if override:
            return _checked_base(override, "--site-url")
        chosen = os.environ.get(self.env_var)
        return _checked_base(chosen, self.env_var) if chosen else self.url

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


def _checked_base(url: str, said: str) -> str:
    """`url` without its trailing slash, if it is an http or https URL with a host."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise JudgeError(
            phrase(
                "{said} {url}: not a base URL; give one such as http://127.0.0.1:8000 "
                "(http or https, with a host)",
                said=said,
                url=repr(url),
            )
        )
    return url.rstrip("/")


# The verdict names HDU's and POJ's status pages share (their tables' column of the result).
_STATUS_VERDICTS: dict[str, Verdict | None] = {
    "Accepted": Verdict.AC,
    "Wrong Answer": Verdict.WA,
    "Presentation Error": Verdict.PE,
    "Time Limit Exceeded": Verdict.TLE,
    "Memory Limit Exceeded": Verdict.MLE,
    "Output Limit Exceeded": Verdict.OLE,
    "Runtime Error": Verdict.RE,
    "System Error": Verdict.JE,
    "Queuing": None,
    "Compiling": None,
}
# HDU's status page (status.php): its "Judge Status" column. A runtime error carries its
# kind after it ("Runtime Error (ACCESS_VIOLATION)").
_HDU_VERDICTS = {**_STATUS_VERDICTS, "Compilation Error": Verdict.CE, "Running": None}
# POJ's status page (status): its "Result" column.
_POJ_VERDICTS = {
    **_STATUS_VERDICTS,
    "Compile Error": Verdict.CE,
    "Validator Error": Verdict.JE,
    "Waiting": None,
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
        "hdu",
        "HDU",
        "http://acm.hdu.edu.cn",
        ("acm.hdu.edu.cn",),
        r"\d{4,5}",
        "1848",
        "/showproblem.php?pid={id}",
        (r"/showproblem\.php\?(?:.*&)?pid=(?P<id>\w+).*",),
        # submit.php's <select name=language>, in its order.
        {"G++": "0", "GCC": "1", "C++": "2", "C": "3", "Pascal": "4", "Java": "5", "C#": "6"},
        _HDU_VERDICTS,
        charset="gbk",  # GBK is read as GB18030, which holds it (judge.online.http)
        prefixes=("Runtime Error",),
    ),
    "poj": Site(
        "poj",
        "poj",
        "POJ",
        "http://poj.org",
        ("poj.org", "www.poj.org"),
        r"\d{4}",
        "2234",
        "/problem?id={id}",
        (r"/problem\?(?:.*&)?id=(?P<id>\w+).*",),
        # submit's <select name=language>.
        {"G++": "0", "GCC": "1", "Java": "2", "Pascal": "3", "C++": "4", "C": "5", "Fortran": "6"},
        _POJ_VERDICTS,
        charset="gbk",
        prefixes=("Runtime Error",),
    ),
    "codeforces": Site(
        "codeforces",
        "cf",
        "Codeforces",
        "https://codeforces.com",
        ("codeforces.com", "www.codeforces.com", "m1.codeforces.com", "m2.codeforces.com"),
        r"\d{1,4}[A-Z]\d?",
        "1527B",
        "/problemset/problem/{contest}/{index}",
        (
            r"/problemset/problem/(?P<contest>\d+)/(?P<index>\w+)/?",
            r"/contest/(?P<contest>\d+)/problem/(?P<index>\w+)/?",
        ),
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


ALIASES = {"hdoj": "hdu", "cf": "codeforces"}
#: What a problem page's address of each judge looks like, for an address of none of them.
KNOWN = (
    "http://acm.hdu.edu.cn/showproblem.php?pid=N, http://poj.org/problem?id=N, "
    "https://codeforces.com/problemset/problem/C/I (or /contest/C/problem/I)"
)


def site(key: str) -> Site:
    """The judge named `key` (any case, `cf` and `hdoj` too); a plain error listing those
    judge knows."""
    found = SITES.get(ALIASES.get(key.lower(), key.lower()))
    if found is None:
        raise JudgeError(
            phrase(
                "{key}: no judge judge knows; it gets problems from and it submits to "
                "{sites} (or cf); other judges: copy the problem and paste the solution by hand",
                key=key,
                sites=", ".join(SITES),
            )
        )
    return found


@dataclass(frozen=True)
class Target:
    """A problem on an online judge: the judge, and the problem's id there as the judge writes
    it (HDU's and POJ's number, Codeforces' contest and index as one: 1527B2)."""

    site: Site
    problem: str

    @property
    def contest_and_index(self) -> tuple[str, str]:
        """Codeforces: the contest number and the problem's index (1527, B2)."""
        matched = re.fullmatch(r"(\d+)([A-Za-z]\d*)", self.problem)
        if matched is None:
            raise JudgeError(
                phrase(
                    "{problem} is no Codeforces problem id (e.g. 1527B2)",
                    problem=repr(self.problem),
                )
            )
        return matched.group(1), matched.group(2).upper()

    def path(self) -> str:
        """The path (and query) of its page on any address of its judge."""
        index = self.problem.lstrip("0123456789")
        contest = self.problem[: len(self.problem) - len(index)]
        return self.site.page.format(id=self.problem, contest=contest, index=index)

    @property
    def url(self) -> str:
        """Its page on the judge itself."""
        return self.site.url + self.path()

    @property
    def folder_name(self) -> str:
        """Its folder's default name: `hdu_1848`, `cf_1527b`."""
        return f"{self.site.short}_{self.problem.lower()}"

    @property
    def label(self) -> str:
        """`HDU 1848`."""
        return f"{self.site.name} {self.problem}"

    def page_url(self, site_url: str | None = None) -> str:
        """Where its page is fetched: the judge itself, or the address `site_url` (or the
        judge's $JUDGE_<KEY>_URL) names instead."""
        return self.site.base_url(site_url) + self.path()


def target_of(judge: str, problem: str) -> Target:
    """The problem `judge` (a key, any case, or an alias) names by `problem`, its id there:
    problem.yaml's source, or the words `hdu 1848`; a plain error for a judge judge does not
    know, or an id that is not of that judge's form."""
    chosen = site(judge)
    text = str(problem).strip()
    text = text.upper() if chosen.key == "codeforces" else text
    if not re.fullmatch(chosen.id_form, text):
        raise JudgeError(
            phrase(
                "{site} {text}: not a {site} problem id (such as {example})",
                site=chosen.name,
                text=text,
                example=chosen.example,
            )
        )
    return Target(chosen, text)


def target_of_words(words: Sequence[str]) -> Target:
    """The problem `words` name: a problem page's address, or a judge and an id (`hdu 1848`,
    `poj 2234`, `cf 1527B`)."""
    if len(words) == 1 and "://" in words[0]:
        return target_of_url(words[0])
    if len(words) != 2:
        raise JudgeError(
            phrase(
                "give a problem's URL, or a judge and an id (hdu 1848): got {words}",
                words=repr(" ".join(words)),
            )
        )
    return target_of(words[0], words[1])


def target_of_url(url: str) -> Target:
    """The problem a judge's page address names (HDU's showproblem.php?pid=, POJ's
    problem?id=, Codeforces' problemset/problem/C/I or contest/C/problem/I); a plain error
    for an address of none of them."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    where = parts.path + (f"?{parts.query}" if parts.query else "")
    for one in SITES.values():
        if host not in one.hosts:
            continue
        for form in one.page_forms:
            matched = re.fullmatch(form, where)
            if matched is not None:
                return target_of(one.key, "".join(matched.groups()))
    raise JudgeError(
        phrase("{url}: not a problem page judge knows; it reads {known}", url=url, known=KNOWN)
    )
