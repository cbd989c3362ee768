"""Exporting a contest as a CCS contest package (Contest_Package.md, 2023-06).

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
Nothing is written unless all of it is: the package is made beside ``out_dir`` and renamed.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import zipfile
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.config import dump_yaml
from judge.contest.feed import dumps_feed
from judge.contest.scoring import to_api
from judge.contest.service import Session, board
from judge.errors import JudgeError

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


def package_files(session: Session) -> dict[str, bytes]:
    """The files of the package, by path inside it."""
    scoreboard_now, _ = board(session)
    with session.store.read() as conn:
        state = db.load_state(conn)
        log = db.event_log(conn)
        s = db.submissions
        sources = {
            r.id: (r.filename, r.source)
            for r in conn.execute(
                sa.select(s.c.id, s.c.filename, s.c.source).where(
                    s.c.official, s.c.source.is_not(None)
                )
            )
        }
    start = state.contest.start_time
    files: dict[str, bytes] = {"api.json": _json(API_INFO)}
    files["contest.yaml"] = dump_yaml(state.contest.to_api()).encode("utf-8")
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
    # Only what has happened by now (a virtual contest's rivals up to your elapsed time).
    at = scoreboard_now.contest_time
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
    files["state.json"] = _json(state.state.to_api())
    files["scoreboard.json"] = _json(to_api(scoreboard_now))
    files["event-feed.ndjson"] = dumps_feed(log).encode("utf-8")
    return files


def export_contest(session: Session, out_dir: Path) -> list[str]:
    """Writes the package into ``out_dir`` (new, or an empty folder); returns its files."""
    if out_dir.exists() and (not out_dir.is_dir() or any(out_dir.iterdir())):
        raise JudgeError(f"{out_dir}: exists and is not an empty folder; export into a new one")
    files = package_files(session)
    parent = out_dir.resolve().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise JudgeError(f"{parent}: cannot make the folder: {exc.strerror or exc}") from None
    partial = parent / f".{out_dir.name}.export-{os.getpid()}"
    shutil.rmtree(partial, ignore_errors=True)
    try:
        for name, data in files.items():
            path = partial / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        if out_dir.exists():
            out_dir.rmdir()
        os.rename(partial, out_dir)
    except OSError as exc:
        shutil.rmtree(partial, ignore_errors=True)
        raise JudgeError(f"{out_dir}: cannot write the package: {exc.strerror or exc}") from None
    return sorted(files)
