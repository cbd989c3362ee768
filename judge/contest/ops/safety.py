"""Whether submitted code can be judged isolated here: the one check of the contest server,
judging machines and solo contests.

People other than the coach submit to a contest server, so their programs must never run
outside the isolation of ``judge run --isolate`` (namespaces, cgroups; see ``judge doctor``).
The server asks :func:`require_isolation` before it starts, and refuses with one plain message
when this machine cannot isolate runs (:func:`detect_isolation`, what ``judge doctor``
reports), unless the coach passes ``--unsafe`` for a machine only they use. The server then
opens its contest with ``isolate=True`` (judging isolated, or not at all), or with
``isolate=False`` under ``--unsafe``. A solo contest on a machine that cannot isolate judges
the user's own code plainly, and says so.
"""

from __future__ import annotations

from pathlib import Path

from judge.errors import JudgeError
from judge.i18n import phrase
from judge.run.helper.sandbox import helper_path
from judge.run.isolation.session import unavailable


def detect_isolation(cache_dir: Path) -> str | None:
    """Why submissions cannot be judged isolated on this machine, or None when they can (a
    JudgeError when the sandbox helper itself cannot be built or run)."""
    return unavailable(helper_path(cache_dir))


def isolation_problem(cache_dir: Path) -> str | None:
    """None when submissions can be judged isolated on this machine; else why not (the
    sandbox helper failing to build or run included)."""
    try:
        return detect_isolation(cache_dir)
    except JudgeError as exc:
        return str(exc)


def require_isolation(cache_dir: Path, unsafe: bool) -> str | None:
    """Raises a plain JudgeError unless submissions can be judged isolated or ``unsafe`` is
    given; returns why isolation is missing (None when it is there)."""
    problem = isolation_problem(cache_dir)
    if problem is not None and not unsafe:
        raise JudgeError(
            phrase(
                "refusing to judge other people's code without isolation: {problem}. On a machine that only you use, pass --unsafe to judge with the plain sandbox (limits, no isolation)",
                problem=problem,
            )
        )
    return problem
