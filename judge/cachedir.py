"""Where judge keeps what it builds and remembers: compiled helpers and binaries, the listing."""

from __future__ import annotations

import os
from pathlib import Path


def default_cache_dir() -> Path:
    """$JUDGE_CACHE, else judge/ in the XDG cache folder (~/.cache/judge)."""
    explicit = os.environ.get("JUDGE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "judge"
