"""Practice contests, ICPC style, interoperating with the ICPC CCS specifications.

The pure core: no I/O beyond reading and writing feed files, no processes.

- :mod:`judge.contest.times` -- CCS RELTIME / TIME values and durations, as integer ms.
- :mod:`judge.contest.model` -- the Contest API objects as dataclasses; ``ContestState``.
- :mod:`judge.contest.judgement_types` -- the CCS judgement types; our verdicts mapped to them.
- :mod:`judge.contest.feed` -- event feeds (NDJSON, API 2020-03 to 2023-06) in and out.
- :mod:`judge.contest.collation` -- alphabetical order of team names (UCA-like).
- :mod:`judge.contest.scoring` -- the scoreboard per the CCS requirements, and its API form.
- :mod:`judge.contest.board` -- ``board_json``: a feed file's scoreboard as JSON.

Specifications: github.com/icpc/ccs-specs, branch 2023-06: Contest_Control_System_Requirements.md
("Scoring") and Contest_API.md ("Scoreboard", "Event feed").
"""

from judge.contest.board import board_json
from judge.contest.feed import dumps_feed, load_feed, read_feed, state_events, write_feed
from judge.contest.model import ContestState
from judge.contest.scoring import Scoreboard, freeze_notice, scoreboard, to_api

__all__ = [
    "ContestState",
    "Scoreboard",
    "board_json",
    "dumps_feed",
    "freeze_notice",
    "load_feed",
    "read_feed",
    "scoreboard",
    "state_events",
    "to_api",
    "write_feed",
]
