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

One request per problem, through judge.online.http's polite session (its User-Agent, timeout,
decoding, browser-check recognition and failure messages); every way it can fail (no such
problem, the site down or slow, a Cloudflare check, a page whose shape changed, a URL of no
judge known) is one JudgeError saying what to do. `site_url` (or $JUDGE_<KEY>_URL) fetches from
a mirror (or a test's replica) instead of the judge itself; the folder still names the
judge's own URL.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import yaml

from judge.errors import JudgeError
from judge.i18n import Phrase, phrase
from judge.online.http import CHALLENGE, TIMEOUT, Session, SiteError, challenge_error, decode
from judge.online.markdown import to_markdown
from judge.online.pages import codeforces, hdu, poj
from judge.online.pages.page import NoSuchProblem, PageShapeError, ProblemPage
from judge.online.sites import Target, target_of, target_of_url

FORMAT_VERSION = "2023-07-draft"
#: Each judge's page reader, by its key in judge.online.sites.
READERS: dict[str, Callable[[str], ProblemPage]] = {
    "hdu": hdu.parse,
    "poj": poj.parse,
    "codeforces": codeforces.parse,
}


def fetch(target: Target, url: str, timeout: float = TIMEOUT) -> str:
    """One polite GET of `url`, the page of `target`: its text, or a JudgeError saying what
    went wrong and what to do."""
    session = Session(
        target.site.name, target.site.charset, timeout=timeout, advice=_advice(target)
    )
    try:
        answer = session.get(url)
    except SiteError as exc:
        if exc.status == 404:
            raise JudgeError(
                _no_such(target, phrase("{site} answered 404", site=target.site.name))
            ) from None
        raise
    if urlsplit(answer.url).path != urlsplit(url).path:
        # Codeforces sends an unknown problem to its problem list.
        raise JudgeError(
            _no_such(target, phrase("{site} sent it elsewhere", site=target.site.name))
        )
    return answer.text


def _advice(target: Target) -> Phrase:
    """What to do about a browser check: bring the page home by hand."""
    return phrase(
        "open {url} in a browser, save the page, and give it to judge get with --page FILE",
        url=target.url,
    )


def _no_such(target: Target, said: Phrase | JudgeError) -> Phrase:
    """The message for a problem the judge does not have: `said` is how it said so (its own
    words, or judge's)."""
    return phrase(
        "{problem}: no such problem ({said}); check the id on {url}",
        problem=target.label,
        said=said,
        url=target.url,
    )


def read_page(target: Target, text: str, url: str) -> ProblemPage:
    """The page's text read by its judge's reader; a JudgeError for a page that is not one."""
    if CHALLENGE.search(text) and "problem-statement" not in text:
        raise challenge_error(target.site.name, _advice(target))
    try:
        return READERS[target.site.key](text)
    except NoSuchProblem as exc:
        raise JudgeError(_no_such(target, exc)) from None
    except PageShapeError as exc:
        raise JudgeError(
            phrase(
                "{problem}: the page at {url} is not shaped as judge reads {site}'s pages "
                "({exc}): the site may have changed; save the page and report it to judge's "
                "developers with the file",
                problem=target.label,
                url=url,
                site=target.site.name,
                exc=exc,
            )
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


def target_of_folder(folder: Path) -> Target:
    """The problem a folder `judge get` wrote (or any package whose problem.yaml's source
    names a judge) is on its judge: the source's judge and id, else its URL; a plain error
    naming the file for a folder whose source names none."""
    path = folder / "problem.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise JudgeError(
            phrase("{path}: cannot read it as YAML: {exc}", path=path, exc=str(exc))
        ) from None
    source = data.get("source") if isinstance(data, dict) else None
    if isinstance(source, dict) and source.get("judge") and source.get("id"):
        return target_of(str(source["judge"]), str(source["id"]))
    if isinstance(source, dict) and source.get("url"):
        return target_of_url(str(source["url"]))
    raise JudgeError(
        phrase(
            "{path}: its source names no judge to submit to (source: judge and id, or url, as "
            "judge get writes them)",
            path=path,
        )
    )


def write_problem(page: ProblemPage, target: Target, folder: Path, force: bool) -> Written:
    """The problem written as a package in `folder`, new unless `force` (then its
    problem.yaml, statement/ and data/ are replaced, anything else of it kept)."""
    if folder.exists() and not force:
        raise _exists(folder)
    if folder.exists() and not folder.is_dir():
        raise JudgeError(phrase("{folder} is a file, not a folder: give --to DIR", folder=folder))
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
        raise JudgeError(
            phrase(
                "{folder}: cannot write the problem: {reason}",
                folder=folder,
                reason=exc.strerror or str(exc),
            )
        ) from None
    return Written(folder, target, page, lang)


def _exists(folder: Path) -> JudgeError:
    """The error for a folder already there, not to be overwritten unasked."""
    return JudgeError(
        phrase("{folder} already exists: give --force to overwrite it, or --to DIR", folder=folder)
    )


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
        raise _exists(folder)
    if page_file is not None:
        try:
            text, url = decode(page_file.read_bytes(), "", target.site.charset), str(page_file)
        except OSError as exc:
            raise JudgeError(
                phrase(
                    "{page}: cannot read the page: {reason}",
                    page=page_file,
                    reason=exc.strerror or str(exc),
                )
            ) from None
    else:
        url = target.page_url(site_url)
        text = fetch(target, url)
    page = read_page(target, text, url)
    return write_problem(page, target, folder, force)
