"""Whether submitted code can be judged isolated here: the one check of the contest server.

People other than the coach submit to a contest server, so their programs must never run
outside the isolation of ``judge run --isolate`` (issue 9: namespaces, cgroups). The server
asks :func:`require_isolation` before it starts and refuses, with one plain message, when

- this judge has no isolated runs (:mod:`judge.run.isolation` is missing),
- the machine cannot provide them (its own check, as ``judge doctor`` shows it), or
- contest judging does not use them (:data:`judge.contest.judging.OPTIONS` without
  ``isolate=True``: the seam where contests switch to isolated runs),

unless the coach passes ``--unsafe`` for a machine only they use.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from judge.errors import JudgeError


def isolation_problem(cache_dir: Path) -> Optional[str]:
    """None when contest submissions are judged isolated on this machine; else why not."""
    try:
        from judge.run import isolation  # type: ignore[attr-defined]
    except ImportError:
        return "this judge cannot isolate submitted programs yet (judge run has no --isolate)"
    try:
        from judge.run.sandbox import helper_path

        isolation.Isolation(helper_path(cache_dir)).close()
    except JudgeError as exc:
        return f"isolated runs are not available on this machine: {exc} (see judge doctor)"
    from judge.contest import judging

    if not getattr(judging.OPTIONS, "isolate", False):
        return ("contest judging does not run isolated (judge/contest/judging.py: OPTIONS "
                "needs isolate=True)")
    return None


def require_isolation(cache_dir: Path, unsafe: bool) -> Optional[str]:
    """Raises a plain JudgeError unless submissions are judged isolated or ``unsafe`` is
    given; returns the reason isolation is missing (None when it is there)."""
    problem = isolation_problem(cache_dir)
    if problem is not None and not unsafe:
        raise JudgeError(
            f"refusing to judge other people's code without isolation: {problem}. On a machine "
            "that only you use, pass --unsafe to judge with the plain sandbox (limits, no "
            "isolation)")
    return problem
