"""Names from outside made safe to print: a case's, a file's, a team's, a package member's.

A name comes from whoever made the package or the archive, and a terminal obeys the control
characters in it (an ESC sequence clears the screen, a carriage return or a newline forges a
line of judge's own output, a bidirectional override reorders what follows it). `printable`
writes each such character as an escape (`\\x1b`, `\\n`, `\\u202e`) and leaves every other
character, Chinese included, as it is.
"""

from __future__ import annotations

import re

# C0 and C1 controls, DEL, and the bidirectional embeddings, overrides and isolates.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, keep: str = "") -> str:
    """`text` with every control character written as its escape, but those in `keep` (a
    text of several lines, a compiler's messages, keeps "\n" and "\t")."""
    if not keep:
        return _UNSAFE.sub(_escape, text)
    return _UNSAFE.sub(lambda m: m.group() if m.group() in keep else _escape(m), text)


# What json.dumps(..., ensure_ascii=False) leaves as it is of `_UNSAFE`: DEL, the C1 controls
# (U+009B is a terminal's CSI) and the bidirectional controls.
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def json_safe(text: str) -> str:
    """JSON text written with ``ensure_ascii=False`` with its remaining controls written as
    ``\\uXXXX`` escapes: the same data to a JSON reader, nothing a terminal obeys (they can
    only stand inside strings, where the escape means the same character)."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def shown(value: object, width: int = 60) -> str:
    """A value from a file as a message quotes it: its repr (control characters escaped), cut
    to `width` characters, so that a huge value makes no huge message."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."
