"""The server's pages in English or Chinese: gettext catalogs (Babel's), the language chosen
from a ``lang`` cookie (the switch on every page) or else the browser's Accept-Language.

The catalogs are ``locale/<lang>/LC_MESSAGES/messages.po`` in the package, compiled in memory
when first used (Babel reads the .po and writes the .mo bytes gettext loads), so a fresh
install needs no build step and the .po stays the one file translators edit. English is the
source text: its catalog is the identity.
"""

from __future__ import annotations

import functools
import gettext
import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALES = Path(__file__).parent / "locale"
#: The languages of the interface, the first the default; each with its name in itself.
LANGUAGES = {"en": "English", "zh": "中文"}
DEFAULT = "en"
#: The cookie that keeps a visitor's choice.
LANG_COOKIE = "lang"


@functools.lru_cache(maxsize=len(LANGUAGES))
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (English, or a language without a catalog: the source text)."""
    path = LOCALES / lang / "LC_MESSAGES" / "messages.po"
    if lang == DEFAULT or not path.is_file():
        return gettext.NullTranslations()
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def N_(text: str) -> str:
    """Marks ``text`` as a message to translate where it is shown (``pybabel extract -k N_``
    finds it): for messages made before the visitor's language is known."""
    return text


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
