"""Text that a CSV file of judge's carries into a spreadsheet: names (a team's, a member's, a
group's) come from outside, and one that begins as a formula does would run when the coach
opens the file."""

from __future__ import annotations

#: What a spreadsheet reads as the start of a formula (OWASP's list for CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert(text: str) -> str:
    """``text`` as a spreadsheet shows it and never runs it: a leading ``'`` where it begins
    as a formula does."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text
