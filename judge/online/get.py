"""`judge get`: one problem of HDU, POJ or Codeforces brought home as a problem folder judge
judges at once.

The folder is a Kattis problem package (2023-07), a format judge already reads:

    hdu_1848/
      problem.yaml               name, source (judge, id, URL), the C/C++ limits
      statement/problem.en.md    the statement as Markdown (problem.zh.md when it is Chinese)
      data/sample/1.in, 1.ans    the page's samples, and no data/secret

A package without data/secret is judged on its samples, and judge says so wherever it shows
or judges it (`judge show`, `judge run`): an AC here is not an AC on the judge. The samples
are compared token by token, case-sensitively (data/sample/test_group.yaml).

One request per problem, with a User-Agent naming judge and a timeout; every way it can fail
(no such problem, the site down or slow, a Cloudflare check, a page whose shape changed, a URL
of no judge known) is one JudgeError saying what to do. `site_url` fetches from a mirror (or
a test's replica) instead of the judge itself; the folder still names the judge's own URL.
"""

from __future__ import annotations

import re
import shutil
import socket
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import yaml

from judge import __version__
from judge.errors import JudgeError
from judge.online.markdown import to_markdown
from judge.online.pages import codeforces, hdu, poj
from judge.online.pages.page import NoSuchProblem, PageShapeError, ProblemPage

USER_AGENT = f"judge/{__version__} (a local judge fetching one problem page for practice)"
TIMEOUT = 20.0  # seconds: HDU and POJ are slow, but a minute of silence is a site down
PAGE_LIMIT = 8 * 1024 * 1024  # bytes: a problem page is tens of KiB; more is not one
FORMAT_VERSION = "2023-07-draft"


@dataclass(frozen=True)
class Site:
    """One online judge: its key (the folder's prefix), its name, its own base URL, the form
    of its problem ids and one of them, how an id's page is addressed, its pages' charset,
    its page reader."""

    key: str
    name: str
    base: str
    id_form: str
    example: str
    path: Callable[[str], str]
    charset: str
    read: Callable[[str], ProblemPage]


def _cf_path(problem: str) -> str:
    """A Codeforces problem's page: `1527B2` is contest 1527, index B2."""
    index = problem.lstrip("0123456789")
    return f"/problemset/problem/{problem[: len(problem) - len(index)]}/{index}"


SITES = {
    "hdu": Site(
        "hdu", "HDU", "http://acm.hdu.edu.cn", r"\d{4,5}", "1848",
        lambda n: f"/showproblem.php?pid={n}", "gb18030", hdu.parse,
    ),
    "poj": Site(
        "poj", "POJ", "http://poj.org", r"\d{4}", "2234", lambda n: f"/problem?id={n}",
        "gb18030", poj.parse,
    ),
    "cf": Site(
        "cf", "Codeforces", "https://codeforces.com", r"\d{1,4}[A-Z]\d?", "1527B", _cf_path,
        "utf-8",
        codeforces.parse,
    ),
}  # fmt: skip
ALIASES = {"hdoj": "hdu", "codeforces": "cf"}
#: What a URL of each judge looks like, for the message about one judge get does not know.
KNOWN = (
    "http://acm.hdu.edu.cn/showproblem.php?pid=N, http://poj.org/problem?id=N, "
    "https://codeforces.com/problemset/problem/C/I (or /contest/C/problem/I)"
)
#: What a Cloudflare check page carries, whatever its language.
CHALLENGE = re.compile(r"challenge-platform|cf-chl|cf_chl|<title>Just a moment", re.I)


@dataclass(frozen=True)
class Target:
    """A problem to fetch: its judge, its id there (as the judge writes it), its own URL."""

    site: Site
    problem: str

    @property
    def url(self) -> str:
        """The problem's page on the judge itself."""
        return self.site.base + self.site.path(self.problem)

    @property
    def folder_name(self) -> str:
        """Its folder's default name: `hdu_1848`, `cf_1527b`."""
        return f"{self.site.key}_{self.problem.lower()}"

    @property
    def label(self) -> str:
        """`HDU 1848`."""
        return f"{self.site.name} {self.problem}"

    def page_url(self, site_url: str | None) -> str:
        """Where its page is fetched: the judge itself, or the mirror at `site_url` (an
        http or https URL with a host, else a JudgeError)."""
        if not site_url:
            return self.url
        parts = urlsplit(site_url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise JudgeError(
                f"--site-url {site_url!r}: not a base URL; give one such as "
                "http://127.0.0.1:8000 (http or https, with a host)"
            )
        return site_url.rstrip("/") + self.site.path(self.problem)


def target_of(words: Sequence[str]) -> Target:
    """The problem `words` name: a problem page's URL, or a judge and an id
    (`hdu 1848`, `poj 2234`, `cf 1527B`)."""
    if len(words) == 1 and "://" in words[0]:
        return _from_url(words[0])
    if len(words) != 2:
        raise JudgeError(
            f"give a problem's URL, or a judge and an id (hdu 1848): got {' '.join(words)!r}"
        )
    key = ALIASES.get(words[0].lower(), words[0].lower())
    if key not in SITES:
        raise JudgeError(f"{words[0]}: not a judge judge get knows: hdu, poj or cf")
    return _checked(SITES[key], words[1].upper() if key == "cf" else words[1])


def _checked(site: Site, problem: str) -> Target:
    if not re.fullmatch(site.id_form, problem):
        raise JudgeError(
            f"{site.name} {problem}: not a {site.name} problem id (such as {site.example})"
        )
    return Target(site, problem)


def _from_url(url: str) -> Target:
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    query = parse_qs(parts.query)
    if host == "acm.hdu.edu.cn" and parts.path == "/showproblem.php" and "pid" in query:
        return _checked(SITES["hdu"], query["pid"][0])
    if host in ("poj.org", "www.poj.org") and parts.path == "/problem" and "id" in query:
        return _checked(SITES["poj"], query["id"][0])
    found = re.fullmatch(
        r"/(?:problemset/problem/(\d+)/(\w+)|contest/(\d+)/problem/(\w+))/?", parts.path
    )
    if (host == "codeforces.com" or host.endswith(".codeforces.com")) and found:
        contest, index = [g for g in found.groups() if g]
        return _checked(SITES["cf"], contest + index.upper())
    raise JudgeError(f"{url}: not a problem page judge get knows; it reads {KNOWN}")


@dataclass(frozen=True)
class Fetched:
    """A page as it came: its bytes and the charset its answer named (or None)."""

    body: bytes
    charset: str | None = None


def fetch(target: Target, url: str, timeout: float = TIMEOUT) -> Fetched:
    """One GET of `url`, the page of `target`: its body, or a JudgeError saying what went
    wrong and what to do."""
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            if urlsplit(answer.geturl()).path != urlsplit(url).path:
                # Codeforces sends an unknown problem to its problem list.
                raise JudgeError(_no_such(target, f"{target.site.name} sent it elsewhere"))
            body = answer.read(PAGE_LIMIT + 1)
            charset = answer.headers.get_content_charset()
    except urllib.error.HTTPError as exc:
        raise JudgeError(_refused(target, url, exc)) from None
    except (socket.timeout, TimeoutError):
        raise JudgeError(
            f"{target.site.name} did not answer within {timeout:g} s ({url}): the site is slow "
            "or down; try again later"
        ) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise JudgeError(
            f"cannot reach {target.site.name} ({url}): {reason}; check the network, or try "
            "again later"
        ) from None
    if len(body) > PAGE_LIMIT:
        raise JudgeError(f"{url}: the answer is over {PAGE_LIMIT // 2**20} MiB: not a problem page")
    return Fetched(body, charset)


def _no_such(target: Target, said: str) -> str:
    return f"{target.label}: no such problem ({said}); check the id on {target.url}"


def _refused(target: Target, url: str, exc: urllib.error.HTTPError) -> str:
    """The message for an answer that is not 200."""
    try:
        text = exc.read(PAGE_LIMIT).decode("utf-8", "replace")
    except OSError:
        text = ""
    if CHALLENGE.search(text):
        return _challenge(target)
    if exc.code == 404:
        return _no_such(target, f"{target.site.name} answered 404")
    if exc.code >= 500:
        return (
            f"{target.site.name} answered {exc.code} {exc.reason} for {url}: the site is down "
            "or busy; try again later"
        )
    return f"{target.site.name} answered {exc.code} {exc.reason} for {url}; try it in a browser"


def _challenge(target: Target) -> str:
    return (
        f"{target.site.name} answered with a check for browsers (Cloudflare, a captcha) that "
        f"judge does not pass: open {target.url} in a browser, save the page, and give it to "
        "judge get with --page FILE"
    )


def decode(fetched: Fetched, site: Site) -> str:
    """The page's text: in the charset its answer or its <meta> names, else the site's own;
    GB2312 and GBK read as GB18030, which holds them both."""
    charset = fetched.charset
    if charset is None:
        meta = re.search(rb"<meta[^>]+charset=[\"']?([\w-]+)", fetched.body[:4096], re.I)
        charset = meta.group(1).decode("ascii") if meta else site.charset
    charset = charset.lower()
    if charset in ("gb2312", "gbk", "gb18030", "x-gbk", "cp936"):
        charset = "gb18030"
    try:
        return fetched.body.decode(charset, errors="replace")
    except LookupError:
        return fetched.body.decode(site.charset, errors="replace")


def read_page(target: Target, fetched: Fetched, url: str) -> ProblemPage:
    """The fetched page read by its judge's reader; a JudgeError for a page that is not one."""
    text = decode(fetched, target.site)
    if CHALLENGE.search(text) and "problem-statement" not in text:
        raise JudgeError(_challenge(target))
    try:
        return target.site.read(text)
    except NoSuchProblem as exc:
        raise JudgeError(_no_such(target, str(exc))) from None
    except PageShapeError as exc:
        raise JudgeError(
            f"{target.label}: the page at {url} is not shaped as judge reads {target.site.name}'s "
            f"pages ({exc}): the site may have changed; save the page and report it to judge's "
            "developers with the file"
        ) from None


@dataclass(frozen=True)
class Written:
    """A problem brought home: where, what its page gave, and its statement's language."""

    folder: Path
    target: Target
    page: ProblemPage
    lang: str


def statement_lang(text: str) -> str:
    """`zh` for a statement mostly in Chinese, else `en`."""
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z]", text))
    return "zh" if han * 3 > latin else "en"


def statement(page: ProblemPage, target: Target) -> str:
    """The page's statement as Markdown: each section under its heading, then where it comes
    from and that only its samples are judged here."""
    parts = []
    for section in page.sections:
        body = to_markdown(section.content, target.url)
        if not body:
            continue
        parts.append(f"## {section.title}\n\n{body}" if section.title else body)
    parts.append(
        f"*From [{target.label}]({target.url}), brought home by `judge get`: judged here on "
        "the page's samples only, so an AC here is not an AC there.*\n"
    )
    return "\n".join(parts)


def settings(page: ProblemPage, target: Target, lang: str) -> str:
    """problem.yaml: the package's name, its source (the judge, the id, the URL: what
    `judge submit` reads), the C/C++ limits."""
    data = {
        "problem_format_version": FORMAT_VERSION,
        "name": {lang: page.title},
        "source": {
            "name": target.label,
            "url": target.url,
            "judge": target.site.name,
            "id": target.problem,
        },
        "limits": {"time_limit": page.time_limit, "memory": page.memory_limit},
    }
    java = ""
    if page.java_time_limit is not None:
        java = (
            f"# {target.site.name}'s Java limits: {page.java_time_limit:g} s, "
            f"{page.java_memory_limit} MiB (the limits below are C/C++'s).\n"
        )
    return (
        f"# Brought home by judge get from {target.url}.\n"
        "# The data is the page's samples only (data/sample): an AC here is not an AC there.\n"
        + java
        + yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    )


def write_problem(page: ProblemPage, target: Target, folder: Path, force: bool) -> Written:
    """The problem written as a package in `folder`, new unless `force` (then its
    problem.yaml, statement/ and data/ are replaced, anything else of it kept)."""
    if folder.exists() and not force:
        raise JudgeError(f"{folder} already exists: give --force to overwrite it, or --to DIR")
    if folder.exists() and not folder.is_dir():
        raise JudgeError(f"{folder} is a file, not a folder: give --to DIR")
    text = statement(page, target)
    lang = statement_lang(text)
    try:
        for old in ("statement", "data"):
            if (folder / old).is_dir():
                shutil.rmtree(folder / old)
        samples = folder / "data" / "sample"
        samples.mkdir(parents=True)
        (folder / "statement").mkdir()
        (folder / "problem.yaml").write_text(settings(page, target, lang), encoding="utf-8")
        (folder / "statement" / f"problem.{lang}.md").write_text(text, encoding="utf-8")
        (samples / "test_group.yaml").write_text(
            "output_validator_args: [case_sensitive]\n", encoding="utf-8"
        )
        for number, sample in enumerate(page.samples, 1):
            (samples / f"{number}.in").write_text(sample.input, encoding="utf-8")
            (samples / f"{number}.ans").write_text(sample.output, encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot write the problem: {exc.strerror or exc}") from None
    return Written(folder, target, page, lang)


def get_problem(
    target: Target,
    folder: Path,
    *,
    force: bool = False,
    site_url: str | None = None,
    page_file: Path | None = None,
) -> Written:
    """`target` fetched (or read from a saved page, `page_file`) and written in `folder`."""
    if folder.exists() and not force:
        raise JudgeError(f"{folder} already exists: give --force to overwrite it, or --to DIR")
    if page_file is not None:
        try:
            fetched, url = Fetched(page_file.read_bytes()), str(page_file)
        except OSError as exc:
            raise JudgeError(f"{page_file}: cannot read the page: {exc.strerror or exc}") from None
    else:
        url = target.page_url(site_url)
        fetched = fetch(target, url)
    page = read_page(target, fetched, url)
    return write_problem(page, target, folder, force)
