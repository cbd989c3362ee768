"""The languages judge speaks, English and Chinese, and their gettext catalogues (Babel's), for
the command line and the server alike.

A catalogue is ``<folder>/<lang>/LC_MESSAGES/<domain>.po``, compiled in memory when first used
(Babel reads the .po and writes the .mo bytes gettext loads), so a fresh install needs no build
step and the .po stays the one file translators edit. English is the source text: its catalogue
is the identity, and needs no Babel. Two domains: ``cli`` (judge/locale/, the command line's
words, extracted from judge/cli, judge/catalog, judge/judging, judge/learn, the contest
screens and refusals of judge/contest/core, the refusals of judge/contest/ops and
judge/contest/storage, which the server's pages show too, and judge/online's, the errors of
judge get, login and submit) and the server's
``messages`` (judge/web/locale/, extracted from its templates and modules by its own
babel.cfg): each catalogue is updated from its own extraction, which would mark the other's
messages obsolete were they one file.

Babel comes with the ``zh`` extra (and ``server``): without it the command line speaks English
(`available` says so) and a Chinese statement is still shown, being a file of its own.
"""

from __future__ import annotations

import functools
import gettext
import io
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

#: The languages of the interface, the first the default; each with its name in itself.
LANGUAGES = {"en": "English", "zh": "中文"}
#: Their names in English, for the line that says a catalogue cannot be read here.
ENGLISH_NAMES = {"en": "English", "zh": "Chinese"}
DEFAULT = "en"
#: The command line's catalogues.
LOCALE = Path(__file__).parent / "locale"
CLI_DOMAIN = "cli"
#: What English is translated by: the source text itself.
ENGLISH = gettext.NullTranslations()


def locale_lang(environ: Mapping[str, str]) -> str:
    """``zh`` when the locale (LC_ALL, then LC_MESSAGES, then LANG: the first one set, as
    gettext reads them) is Chinese, else ``en``: the language of statements and of the
    command line when ``--lang`` does not say."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return DEFAULT


def available() -> bool:
    """Whether catalogues other than English can be read here (Babel is installed)."""
    try:
        # Late: Babel is an extra; only a language other than English needs it.
        import babel.messages.pofile  # noqa: F401
    except ModuleNotFoundError:
        return False
    return True


@functools.lru_cache(maxsize=8)
def catalogue(folder: Path, domain: str, lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang`` in ``domain`` under ``folder`` (English, or a language without
    a catalogue: the source text). Needs Babel for any other (`available`)."""
    path = folder / lang / "LC_MESSAGES" / f"{domain}.po"
    if lang == DEFAULT or not path.is_file():
        return ENGLISH
    # Late: Babel is an extra (see the module's docstring), and English never needs it.
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        parsed = read_po(f, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, parsed)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def translations(lang: str) -> gettext.NullTranslations:
    """The command line's catalogue of ``lang``; English where Babel is missing."""
    if lang == DEFAULT or not available():
        return ENGLISH
    return catalogue(LOCALE, CLI_DOMAIN, lang)


def N_(text: str) -> str:
    """Marks ``text`` as a message to translate where it is shown (``pybabel extract -k N_``
    finds it): for messages made before the reader's language is known."""
    return text


@dataclass(frozen=True)
class Phrase:
    """A sentence made before its reader's language is known (a proof, a guess's notes): its
    English template, found by the extraction as ``phrase``'s first argument, and the values it
    names, each a plain value, a Phrase of its own or an error (its message). ``str()`` is the English, which JSON
    keeps; ``text(tr)`` the sentence in ``tr``'s language."""

    template: str
    values: tuple[tuple[str, object], ...] = ()

    def text(self, tr: gettext.NullTranslations = ENGLISH) -> str:
        """The sentence in `tr`'s language (the English where it has no translation)."""
        values = {name: _in(value, tr) for name, value in self.values}
        return tr.gettext(self.template).format(**values)

    def __str__(self) -> str:
        return self.text()


def phrase(template: str, **values: object) -> Phrase:
    """A Phrase of `template` (with ``{name}`` placeholders) and its `values`."""
    return Phrase(template, tuple(values.items()))


def _in(value: object, tr: gettext.NullTranslations) -> object:
    """A Phrase's value in ``tr``'s language: a Phrase's or an error's text, else itself."""
    if isinstance(value, Phrase):
        return value.text(tr)
    if isinstance(value, Exception):
        return message_of(value, tr)
    return value


def message_of(exc: Exception, tr: gettext.NullTranslations = ENGLISH) -> str:
    """An error's message in ``tr``'s language: an error made of a Phrase (``JudgeError(
    phrase(...))``, its message made before the reader's language is known) says it in that
    language; another, its message's translation when the catalogue has one, else as it is."""
    said = exc.args[0] if len(exc.args) == 1 else None
    if isinstance(said, Phrase):
        return said.text(tr)
    text = str(exc)
    return tr.gettext(text) if text else text
