"""What of a 2025-09 package judge does not judge yet: each part that would change a verdict
is one plain message naming the file and the key, never a silent skip.

- a static validator (`static_validator/`, `static_validation_score`).

`allow_file_writing: true` is judged as it says: every run of judge's has a working folder of
its own, made empty for it and removed after, where the program may create, change and delete
files (judge.run.execution.workdirs; a case's `.files` stay read-only); `false` is not enforced (a program that writes there is
not stopped: judge's runs have no read-only working folder).

`submissions/submissions.yaml` (2025-09's, read by judge.kattis.expectations) changes what each
example submission must get and which ones set the time limit: in a legacy or 2023-07 package,
whose formats have none, `judge verify` and the computed time limit refuse it
(`submissions_yaml`), `judge run` with a limit of the package's own (or `--time-limit`) judges
it as any package.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.documents import read_yaml
from judge.package_tree import DOCUMENT_LIMIT

_NOT_YET = "not supported yet"


def refusals(folder: Path, data: Mapping[str, Any]) -> list[str]:
    """Why judge cannot judge the 2025-09 package in `folder` (problem.yaml's `data`) yet: a
    message for each part it does not judge, empty when it judges every part."""
    found = []
    if (folder / "static_validator").exists():
        found.append(f"{folder / 'static_validator'}: static validation is {_NOT_YET}")
    found += _data_refusals(folder / "data")
    return found


def _data_refusals(data: Path) -> list[str]:
    found: list[str] = []
    if not data.is_dir():
        return found
    for path in sorted(data.rglob("*")):
        if path.suffix == ".yaml" and path.is_file():
            settings = read_yaml(path, limit=DOCUMENT_LIMIT) or {}
            if not isinstance(settings, Mapping):
                continue
            if settings.get("static_validation_score") is not None:
                found.append(f"{path}: static_validation_score is {_NOT_YET}")
    return found


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
