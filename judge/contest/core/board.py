"""The scoreboard of a feed file as Contest API JSON: what ``judge contest board`` shows."""

from __future__ import annotations

from pathlib import Path

from judge.contest.core.feed import read_feed
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.core.times import parse_duration
from judge.errors import JudgeError
from judge.i18n import phrase


def board_json(feed_path: str | Path, at: str | None = None, public: bool = False) -> dict:
    """The Contest API 2023-06 scoreboard of the event feed in ``feed_path``.

    ``at``: the board as it stood at that contest time, a RELTIME or a duration such as
    ``1:30:00`` or ``5:00`` (h:mm); None for the board after the whole feed. ``public``: the
    public view, with the scoreboard freeze applied (otherwise the jury's view).
    Raises JudgeError naming the file (or the bad ``at``) for anything wrong.
    """
    at_ms = None
    if at is not None:
        try:
            at_ms = parse_duration(at)
        except JudgeError as exc:
            raise JudgeError(
                phrase(
                    "{feed_path}: cannot show the board at {at}: {exc}",
                    feed_path=feed_path,
                    at=repr(at),
                    exc=exc,
                )
            ) from None
    state = read_feed(feed_path)
    try:
        board = scoreboard(state, at=at_ms, public=public)
    except JudgeError as exc:
        raise JudgeError(phrase("{feed_path}: {exc}", feed_path=feed_path, exc=exc)) from None
    return to_api(board)
