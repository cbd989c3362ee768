"""What of a package judge does not judge as it asks, said plainly: each part that would
change a verdict is one plain message naming the file and the key, never a silent skip.

Every part of a 2025-09 package is judged (its static validation: judge.kattis.
static_validation), `allow_file_writing: true` as it says: every run of judge's has a working
folder of its own, made empty for it and removed after, where the program may create, change
and delete files (judge.run.execution.workdirs; a case's `.files` stay read-only). `false` is
not enforced: a program that writes there is not stopped (judge's runs have no read-only
working folder).

`submissions/submissions.yaml` (2025-09's, read by judge.kattis.expectations) changes what each
example submission must get and which ones set the time limit: in a legacy or 2023-07 package,
whose formats have none, `judge verify` and the computed time limit refuse it
(`submissions_yaml`), `judge run` with a limit of the package's own (or `--time-limit`) judges
it as any package.
"""

from __future__ import annotations

from pathlib import Path


def submissions_yaml(folder: Path) -> str | None:
    """Why judge cannot say what each example submission of a legacy or 2023-07 package must
    get, or set the time limit from them: its submissions.yaml, which those formats do not
    define (2025-09 does: judge reads it there)."""
    path = folder / "submissions" / "submissions.yaml"
    if path.is_file():
        return (
            f"{path}: its requirements (permitted, required, use_for_time_limit) are read "
            "in a 2025-09 package only (problem_format_version: 2025-09), not in this "
            "edition: give the time limit (--time-limit) to judge a submission"
        )
    return None
