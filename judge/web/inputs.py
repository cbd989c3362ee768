"""What the server reads from requests, checked at the edge: form fields, the API's JSON
submission, ids in paths and queries. Anything that is not what it must be is a plain
:class:`~judge.errors.JudgeError` (the pages answer 400 with it, the API the spec's JSON
error), never an exception deeper in: a wrong type, a NUL character (which PostgreSQL's text
refuses), a file where text was expected, a malformed archive.

A submission's own rules (a file name the judge can write, a known language, a source that is
not empty, the size limit) are the submitting operation's
(:func:`judge.contest.ops.submit.record_submission`), which every way of submitting goes
through; here the request is only read into a :class:`Submitted`.
"""

from __future__ import annotations

import base64
import binascii
import io
import re
import zipfile
from dataclasses import dataclass
from typing import Any

from starlette.datastructures import FormData, UploadFile

from judge.contest.core.submission_language import (
    SOURCE_LIMIT,
    check_extension,
    contest_languages,
    paste_name,
)
from judge.documents import Fields, parse_json
from judge.errors import JudgeError
from judge.web.i18n import N_

#: Contest API IDs: "[a-zA-Z0-9_.-] of length at most 36 and not starting with a - (dash) or
#: . (dot) or ending with a . (dot)".
API_ID = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-])?")


def is_api_id(text: str) -> bool:
    """Whether ``text`` is a Contest API ID (what every object id of ours is)."""
    return API_ID.fullmatch(text) is not None


def form_text(form: FormData, key: str, default: str = "", nul: bool = False) -> str:
    """A form field's text: a JudgeError when it is a file, or (unless ``nul``) holds NUL."""
    value = form.get(key, default)
    if not isinstance(value, str):
        raise JudgeError(f"the form's {key} must be text, not a file")
    if not nul and "\x00" in value:
        raise JudgeError(f"the form's {key} holds a NUL character")
    return value


@dataclass(frozen=True)
class Submitted:
    """A submission as a request sent it: the problem (a label or id), the file's name and
    bytes, and the language asked for (None: the file's extension decides)."""

    problem: str
    filename: str
    source: bytes
    language: str | None


def form_submission(form: FormData) -> Submitted:
    """The submit form: an uploaded file, or pasted code with its language."""
    problem = form_text(form, "problem")
    language = form_text(form, "language", "auto")
    code = form_text(form, "code", nul=True)
    chosen = language if language in contest_languages() else None
    upload = form.get("file")
    if isinstance(upload, UploadFile) and upload.filename is not None and upload.filename != "":
        data = upload.file.read(SOURCE_LIMIT + 1)
        filename = upload.filename.replace("\\", "/").rsplit("/", 1)[-1]
    elif code.strip():
        data = code.replace("\r\n", "\n").encode("utf-8", "surrogatepass")
        if chosen is None:
            raise JudgeError(N_("choose the language of the pasted code"))
        filename = paste_name(chosen)
    else:
        raise JudgeError(N_("choose a file to upload, or paste your code"))
    if len(data) > SOURCE_LIMIT:
        raise JudgeError(f"the source is larger than {SOURCE_LIMIT // 1024} KiB")
    if not problem:
        raise JudgeError(N_("choose a problem"))
    return Submitted(problem, filename, data, chosen)


@dataclass(frozen=True)
class ApiSubmission:
    """A submission POSTed to the API: what was sent, and the team it names (or None)."""

    submitted: Submitted
    team_id: str | None


def api_submission(body: bytes) -> ApiSubmission:
    """A submission's JSON as the API takes it (2023-06, team_submit and proxy_submit):
    ``problem_id``, ``language_id`` and ``files`` (one base64 zip holding one source), with
    ``team_id`` and ``entry_point`` optional; ``id``, ``time`` and ``contest_time`` must not
    be given. Every property's type is checked."""
    data = parse_json(body, "the body")
    fields = Fields(data, "the submission")
    for key in ("id", "time", "contest_time"):
        if fields.data.get(key) is not None:
            raise JudgeError(f"{key} must not be given: the server sets it")
    problem = fields.get("problem_id", str, what="a problem's id (a string)")
    language = fields.get("language_id", str, what="a language's id (a string)")
    team = fields.get("team_id", str, None, what="a team's id (a string)")
    fields.get("entry_point", str, None, what="a string")
    if team is not None and not is_api_id(team):
        raise JudgeError(f"no team {team[:40]!r}")
    if language not in contest_languages():
        known = ", ".join(contest_languages())
        raise JudgeError(f"unknown language_id {language[:40]!r}; known: {known}")
    filename, source = _unzip(fields.get("files", list, what="a list of one zip archive"))
    check_extension(filename, language)
    return ApiSubmission(Submitted(problem, filename, source, language), team)


def _unzip(files: list[Any]) -> tuple[str, bytes]:
    """The one source file of ``files``: one base64 zip archive holding one file."""
    if len(files) != 1:
        raise JudgeError("files must be a list of exactly one zip archive")
    item = Fields(files[0], "the submission", "files[0]: ")
    mime = item.get("mime", str, None, what="a string")
    if mime not in (None, "application/zip"):
        raise JudgeError("the archive's mime must be application/zip")
    text = item.get("data", str, what="a base64 zip archive (a string)")
    try:
        raw = base64.b64decode(text, validate=True)
        archive = zipfile.ZipFile(io.BytesIO(raw))
        members = [m for m in archive.infolist() if not m.is_dir()]
    except (binascii.Error, ValueError, zipfile.BadZipFile, OSError):
        raise JudgeError("files[0].data must be a base64 zip archive") from None
    if len(members) != 1:
        raise JudgeError(f"the archive must hold exactly one source file, it holds {len(members)}")
    member = members[0]
    if member.file_size > SOURCE_LIMIT:
        raise JudgeError(f"the source is larger than {SOURCE_LIMIT // 1024} KiB")
    name = member.filename.replace("\\", "/").rsplit("/", 1)[-1]
    try:
        with archive.open(member) as f:
            source = f.read(SOURCE_LIMIT + 1)
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError, ValueError):
        raise JudgeError("the archive cannot be read") from None
    if len(source) > SOURCE_LIMIT:
        raise JudgeError(f"the source is larger than {SOURCE_LIMIT // 1024} KiB")
    return name, source
