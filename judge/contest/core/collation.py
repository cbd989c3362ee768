"""Alphabetical order of team names, close to the Unicode Collation Algorithm.

The Contest API orders tied scoreboard rows "alphabetical on team name ... according to the
Unicode Collation Algorithm, by default using the en-US locale". Python has no UCA without
ICU, so :func:`collation_key` follows its main rules, which is what decides real team names:

1. primary: letters compare by their base letter, ignoring case and accents (``"alpha"`` <
   ``"Beta"`` < ``"émile"`` < ``"Zeta"``); white space < punctuation < symbols < digits <
   letters; digits one by one (``"Team 10"`` < ``"Team 2"``), as UCA does by default;
2. secondary: accents (unaccented first);
3. tertiary: case (lower case first);
4. finally the code points, so that the order is total and repeatable.
"""

from __future__ import annotations

import unicodedata

_CLASS_OF_CATEGORY = {"Z": 0, "C": 0, "P": 1, "S": 2, "N": 3, "L": 4, "M": 4}


def _primary(char: str) -> tuple[int, str]:
    cls = _CLASS_OF_CATEGORY.get(unicodedata.category(char)[0], 2)
    if cls == 3 and char.isdigit():
        return cls, str(unicodedata.digit(char, 0))
    return cls, char.casefold()


def collation_key(name: str) -> tuple:
    """A sort key putting names in (approximately) UCA en-US order."""
    primary: list = []
    secondary: list = []
    tertiary: list = []
    for char in unicodedata.normalize("NFKD", name):
        if unicodedata.combining(char):
            if secondary:
                secondary[-1] += char
            continue
        primary.append(_primary(char))
        secondary.append("")
        tertiary.append(0 if char == char.lower() else 1)
    return tuple(primary), tuple(secondary), tuple(tertiary), name
