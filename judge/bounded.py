"""Text from outside kept to a bound: a compiler's messages, a validator's judge message.

A compiler fed a binary file named `.cpp` writes megabytes of messages (16 MiB, its output
limit), and a contest kept every byte of it in its database (16 MiB a submission, 241 MiB for
a burst of fifteen) and printed it on the terminal. DOMjudge keeps 50 kB; so do we: the first
`MESSAGE_LIMIT` bytes, then one line saying how many more were cut. The bound is applied where
such a text enters judge (the compile error as it is made, the judge message as it is read),
so that every use of it, stored, printed or shown on a page, is bounded alike.
"""

from __future__ import annotations

#: The most bytes of a compiler's messages or a judge message judge keeps (DOMjudge's 50 kB).
MESSAGE_LIMIT = 50_000


def bounded_bytes(data: bytes, limit: int = MESSAGE_LIMIT) -> str:
    """``data`` as text (UTF-8, undecodable bytes replaced), its first ``limit`` bytes and,
    when it is longer, a last line saying how many bytes were cut."""
    if len(data) <= limit:
        return data.decode(errors="replace")
    kept = data[:limit].decode(errors="ignore")  # a character cut in two is left out whole
    return f"{kept}\n... {len(data) - limit:,} more bytes cut"


def bounded(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` kept to ``limit`` bytes of UTF-8 (see `bounded_bytes`)."""
    if len(text) <= limit // 4:  # at most 4 bytes a character: surely within the bound
        return text
    return bounded_bytes(text.encode(errors="surrogateescape"), limit)
