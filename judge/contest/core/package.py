"""A contest as a CCS contest package (Contest_Package.md, 2023-06): its files, made from the
contest's state, event log and sources (no I/O; :mod:`judge.contest.ops.export` writes them).

The spec: "The JSON returned from the endpoint ``/contests/<id>/<endpoint>`` is stored as
``<endpoint>.json``", "the NDJSON [...] ``event-feed`` [as] ``<endpoint>.ndjson``", "Files
referenced in ``<endpoint>.json`` are stored as ``<endpoint>/<id>/<filename>``", and
contest.json and problems.json "can also be written in YAML": contest.yaml, problems.yaml.
A submission's ``files`` is "Submission files, contained at the root of the archive. Only
allowed mime type is application/zip" (Contest_API.md, Submissions). So the package is::

    api.json                  the API information: version 2023-06, provider judge
    contest.yaml              the contest object
    problems.yaml             the problem objects (ids: this problem set's)
    judgement-types.json  languages.json  teams.json  (groups.json  organizations.json)
    submissions.json          each with files: [{filename: files.zip, mime: application/zip}]
    submissions/<id>/files.zip  the source at the root of the archive
    judgements.json  state.json
    scoreboard.json           the jury's scoreboard at the time of export
    event-feed.ndjson         every event logged, in order, 2023-06 lines with tokens

Only the contest is exported: upsolving submissions (after the end) are not part of it. A
virtual contest exports the recorded teams as they stood at your elapsed time, and you.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Mapping, Sequence
from typing import Any

from judge.contest.core.config import dump_yaml
from judge.contest.core.feed import dumps_feed
from judge.contest.core.model import ContestState
from judge.contest.core.scoring import Scoreboard, to_api

API_INFO = {
    "version": "2023-06",
    "version_url": "https://ccs-specs.icpc.io/2023-06/contest_api",
    "provider": {"name": "judge"},
}


def _json(data: Any) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def zipped(filename: str, source: bytes) -> bytes:
    """A zip archive holding one file at its root; the same bytes for the same input."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo(filename, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, source)
    return buffer.getvalue()


def package_files(
    state: ContestState,
    log: Sequence[Mapping[str, Any]],
    sources: Mapping[str, tuple[str, bytes]],
    board: Scoreboard,
) -> dict[str, bytes]:
    """The files of the package, by path inside it: ``state`` (official submissions), the
    event ``log``, the ``sources`` (submission id -> file name and bytes) and the jury's
    ``board`` at the time of export, whose contest time says what has happened by now (a
    virtual contest's rivals up to your elapsed time)."""
    contest, info = state.contest, state.state
    assert contest is not None and info is not None, "a contest's database holds both"
    start = contest.start_time
    files: dict[str, bytes] = {"api.json": _json(API_INFO)}
    files["contest.yaml"] = dump_yaml(contest.to_api()).encode("utf-8")
    files["problems.yaml"] = dump_yaml([p.to_api() for p in state.problems_in_order()]).encode(
        "utf-8"
    )
    files["judgement-types.json"] = _json([t.to_api() for t in state.judgement_types.values()])
    for etype in ("languages", "organizations"):
        if state.other.get(etype):
            files[f"{etype}.json"] = _json(list(state.other[etype].values()))
    if state.groups:
        files["groups.json"] = _json([g.to_api() for g in state.groups.values()])
    files["teams.json"] = _json([t.to_api() for t in state.teams.values()])
    at = board.contest_time
    subs = [sub for sub in state.submissions.values() if sub.contest_time <= at]
    shown = {sub.id for sub in subs}
    files["submissions.json"] = _json([sub.to_api(start) for sub in subs])
    for sid in shown:
        if sid in sources:
            filename, source = sources[sid]
            files[f"submissions/{sid}/files.zip"] = zipped(filename, source)
    judgements = [
        j
        for j in state.judgements.values()
        if j.submission_id in shown and (j.start_contest_time is None or j.start_contest_time <= at)
    ]
    files["judgements.json"] = _json([j.to_api(start) for j in judgements])
    files["state.json"] = _json(info.to_api())
    files["scoreboard.json"] = _json(to_api(board))
    files["event-feed.ndjson"] = dumps_feed(log).encode("utf-8")
    return files
