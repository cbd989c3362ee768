"""The server's pages in English or Chinese: the language chosen from a ``lang`` cookie (the
switch on every page) or else the browser's Accept-Language, and the server's catalogue.

The catalogues and the languages are judge.i18n's (the command line's too); the server's
messages are their own domain, ``locale/<lang>/LC_MESSAGES/messages.po`` in this package,
extracted from its templates and modules by ``locale/babel.cfg``. A refusal of the contest
operations (judge.contest.ops, shown by the command line too) is in the command line's
catalogue: :func:`said` reads both.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from judge import i18n
from judge.i18n import DEFAULT, LANGUAGES, N_, catalogue, message_of

__all__ = ["DEFAULT", "LANGUAGES", "LANG_COOKIE", "N_", "choose", "said", "translations"]

LOCALES = Path(__file__).parent / "locale"
#: The cookie that keeps a visitor's choice.
LANG_COOKIE = "lang"


def translations(lang: str) -> gettext.NullTranslations:
    """The server's catalogue of ``lang`` (English, or a language without one: the source
    text)."""
    return catalogue(LOCALES, "messages", lang)


class _Both(gettext.NullTranslations):
    """The server's catalogue, else the command line's: where an error's message may be."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.pages, self.cli = translations(lang), i18n.translations(lang)

    def gettext(self, message: str) -> str:
        """The message in the server's catalogue, else the command line's, else itself."""
        shown = self.pages.gettext(message)
        return shown if shown != message else self.cli.gettext(message)


def said(exc: Exception, lang: str, sentence: bool = False) -> str:
    """A refusal's message in ``lang``: a contest operation's (judge.contest.ops makes them of
    :class:`judge.i18n.Phrase`) or the server's own, translated where a catalogue has it;
    ``sentence``: ended with one full stop, in the language's own."""
    text = message_of(exc, _Both(lang))
    if not sentence:
        return text
    return text.rstrip(".。") + ("。" if lang == "zh" else ".")


#: The workers' states as the jury page shows them (WorkerState's values), to translate.
WORKER_STATES = (N_("judging"), N_("idle"), N_("not answering"), N_("lost"), N_("stopped"))


def _accepted(header: str) -> list[tuple[float, str]]:
    """The languages of an Accept-Language header with their weights, best first."""
    out = []
    for position, part in enumerate(header.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag:
            out.append((-weight, position, tag.strip().lower()))
    return [(-w, tag) for w, _, tag in sorted(out)]


def choose(cookie: str | None, accept_language: str | None) -> str:
    """The interface's language: the visitor's choice, else the browser's first language we
    have (``zh-CN``, ``zh-Hans``, ``zh-TW`` all read Chinese), else English."""
    if cookie in LANGUAGES:
        return cookie
    for weight, tag in _accepted(accept_language or ""):
        primary = tag.split("-")[0]
        if weight > 0 and primary in LANGUAGES:
            return primary
    return DEFAULT
