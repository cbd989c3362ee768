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


def printable(text: str) -> str:
    """`text` with every control character written as its escape."""
    return _UNSAFE.sub(_escape, text)
