"""The Contest API (2023-06) as this judge serves it: the endpoint types, the properties served
of each (all of them the spec's), the ID properties a collection is filtered on, and objects
cut down to the served properties.

The spec: "any endpoints and their properties listed in `access` must be provided (possibly
with a `null` value when the property is optional), and only these endpoints and
properties", and results "Should not contain any properties not specified in the Access
endpoint". So by default every object is cut to :data:`SERVED` (:func:`cut`), which is also
what ``access`` lists. A client that asks for our extensions (``strict=false``, DOMjudge's
parameter, with the opposite default) gets the objects as they are kept: DOMjudge's
``valid`` on superseded judgements, ``first_to_solve`` in the scoreboard, and whatever a
recorded contest's objects carried.

Filtering: "Endpoints that return a JSON array must allow filtering on any property with type
ID (except the `id` property) by passing it as a query argument ... To filter on a `null`
value, pass an empty string" (:data:`ID_PROPERTIES`, :func:`matches`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: The properties served of each endpoint type (the event feed's type names), in the spec's
#: order. Each is one of the spec's properties of that object; none is an extension.
SERVED: dict[str, tuple[str, ...]] = {
    "contest": (
        "id",
        "name",
        "formal_name",
        "start_time",
        "countdown_pause_time",
        "duration",
        "scoreboard_freeze_duration",
        "scoreboard_thaw_time",
        "scoreboard_type",
        "penalty_time",
    ),
    "judgement-types": ("id", "name", "penalty", "solved"),
    "languages": ("id", "name", "entry_point_required", "entry_point_name", "extensions"),
    "problems": (
        "id",
        "label",
        "name",
        "ordinal",
        "rgb",
        "color",
        "time_limit",
        "test_data_count",
        "max_score",
    ),
    "groups": ("id", "name", "type"),
    "organizations": ("id", "name", "formal_name"),
    "teams": ("id", "name", "label", "display_name", "organization_id", "group_ids", "hidden"),
    "persons": ("id", "team_ids", "name", "role"),
    "accounts": ("id", "username", "name", "type", "team_id"),
    "state": ("started", "frozen", "ended", "thawed", "finalized", "end_of_updates"),
    "submissions": (
        "id",
        "language_id",
        "problem_id",
        "team_id",
        "time",
        "contest_time",
        "entry_point",
        "files",
    ),
    "judgements": (
        "id",
        "submission_id",
        "judgement_type_id",
        "start_time",
        "start_contest_time",
        "end_time",
        "end_contest_time",
        "max_run_time",
        "score",
    ),
    "runs": (
        "id",
        "judgement_id",
        "ordinal",
        "judgement_type_id",
        "time",
        "contest_time",
        "run_time",
    ),
    "clarifications": (
        "id",
        "from_team_id",
        "to_team_id",
        "reply_to_id",
        "problem_id",
        "text",
        "time",
        "contest_time",
    ),
    "awards": ("id", "citation", "team_ids"),
    "scoreboard": ("time", "contest_time", "state", "rows"),
    "event-feed": ("type", "id", "data", "token"),
}

#: The properties of a file reference (FILE) we serve.
FILE_PROPERTIES = ("href", "filename", "mime")
#: The scoreboard's row, score and problem objects: the spec's properties of a pass-fail board
#: and of a score board (``score``).
ROW_PROPERTIES = ("rank", "team_id", "score", "problems")
SCORE_PROPERTIES = ("num_solved", "total_time", "score", "time")
CELL_PROPERTIES = ("problem_id", "num_judged", "num_pending", "solved", "score", "time")

#: The properties of type ID (not ``id``) each collection is filtered on.
ID_PROPERTIES: dict[str, tuple[str, ...]] = {
    "judgement-types": (),
    "languages": (),
    "problems": (),
    "groups": (),
    "organizations": (),
    "teams": ("organization_id",),
    "persons": (),
    "accounts": ("team_id",),
    "submissions": ("language_id", "problem_id", "team_id"),
    "judgements": ("submission_id", "judgement_type_id"),
    "runs": ("judgement_id", "judgement_type_id"),
    "clarifications": ("from_team_id", "to_team_id", "reply_to_id", "problem_id"),
    "awards": (),
}


def _only(data: Mapping[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {key: data[key] for key in keys if key in data}


def cut(etype: str, data: Any) -> Any:
    """An object of endpoint type ``etype`` (or a collection of them, or null) with only the
    properties served (:data:`SERVED`)."""
    if data is None:
        return None
    if isinstance(data, list):
        return [cut(etype, item) for item in data]
    keys = SERVED.get(etype)
    if keys is None or not isinstance(data, dict):
        return data
    out = _only(data, keys)
    if etype == "submissions" and isinstance(out.get("files"), list):
        out["files"] = [_only(f, FILE_PROPERTIES) for f in out["files"] if isinstance(f, dict)]
    if etype == "scoreboard":
        out["state"] = _only(out.get("state") or {}, SERVED["state"])
        out["rows"] = [_row(row) for row in out.get("rows") or ()]
    return out


def _row(row: Mapping[str, Any]) -> dict[str, Any]:
    out = _only(row, ROW_PROPERTIES)
    out["score"] = _only(out.get("score") or {}, SCORE_PROPERTIES)
    if "problems" in out:
        out["problems"] = [_only(cell, CELL_PROPERTIES) for cell in out["problems"]]
    return out


def matches(data: Mapping[str, Any], wanted: Mapping[str, str]) -> bool:
    """Whether an object has each ID property of ``wanted`` as given ("" means null)."""
    for key, value in wanted.items():
        have = data.get(key)
        if (have is not None) if value == "" else (have is None or str(have) != value):
            return False
    return True


def filters(etype: str, query: Mapping[str, str]) -> dict[str, str]:
    """The filters a query asks of collection ``etype``: its ID properties named in it."""
    return {key: query[key] for key in ID_PROPERTIES.get(etype, ()) if key in query}


def endpoint_objects(types: tuple[str, ...]) -> list[dict[str, Any]]:
    """The ``endpoints`` of an access object: each type in ``types`` with its properties."""
    return [{"type": etype, "properties": list(SERVED[etype])} for etype in types]
