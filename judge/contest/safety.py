"""Whether submitted code can be judged isolated here: the one check of the contest server.

People other than the coach submit to a contest server, so their programs must never run
outside the isolation of ``judge run --isolate`` (namespaces, cgroups; see ``judge doctor``).
The server asks :func:`require_isolation` before it starts, and refuses with one plain message
when this machine cannot isolate runs (the same detection contests use,
:func:`judge.contest.service.isolation_problem`), unless the coach passes ``--unsafe`` for a
machine only they use. The server then opens its contest with ``isolate=True`` (judging
isolated, or not at all), or with ``isolate=False`` under ``--unsafe``.
"""

from __future__ import annotations

from pathlib import Path

from judge.errors import JudgeError


def isolation_problem(cache_dir: Path) -> str | None:
    """None when submissions can be judged isolated on this machine; else why not."""
    from judge.contest.service import isolation_problem as detect

    try:
        return detect(cache_dir)
    except JudgeError as exc:  # the sandbox helper itself cannot be built or run
        return str(exc)


def require_isolation(cache_dir: Path, unsafe: bool) -> str | None:
    """Raises a plain JudgeError unless submissions can be judged isolated or ``unsafe`` is
    given; returns why isolation is missing (None when it is there)."""
    problem = isolation_problem(cache_dir)
    if problem is not None and not unsafe:
        raise JudgeError(
            f"refusing to judge other people's code without isolation: {problem}. On a machine "
            "that only you use, pass --unsafe to judge with the plain sandbox (limits, no "
            "isolation)"
        )
    return problem
