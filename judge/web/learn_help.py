"""Who may take a problem's hints and editorial on the learner's pages, and what each visitor
took (judge.web.learn_pages.Help): on the learner's own server, the learner's record, as
`judge hint` and `judge editorial` keep it (judge.catalog.record); on a contest server, the
contest's database, per team, for the jury to see (judge.contest.ops.help), open to the teams
as contest.yaml's ``editorials`` says."""

from __future__ import annotations

from pathlib import Path

from judge.catalog.record import default_data_dir, note_help, read_record
from judge.contest.core.config import Editorials
from judge.contest.ops import help as help_ops
from judge.contest.ops.session import Session
from judge.web.auth import Visitor
from judge.web.i18n import N_

#: Why a contest's hints and editorials are closed to its teams, by its ``editorials``.
CLOSED = {
    Editorials.AFTER: N_("The hints and editorials open when the contest is over."),
    Editorials.NEVER: N_("This contest keeps its hints and editorials to the jury."),
    Editorials.ALWAYS: N_("The hints and editorials open when the contest starts."),
}


class RecordHelp:
    """The learner's own server: everything open, the help taken kept in the learner's
    record of the set at ``root`` (``data_dir``: where the record is; default the user's)."""

    def __init__(self, root: Path, data_dir: Path | None = None) -> None:
        self.root = root
        self.data_dir = data_dir

    def _dir(self) -> Path:
        return self.data_dir or default_data_dir()

    def closed(self, visitor: Visitor | None) -> str | None:
        """Never closed: the learner's own machine."""
        return None

    def sees_all(self, visitor: Visitor | None) -> bool:
        """No: the hints come one at a time, as `judge hint` gives them."""
        return False

    def taken(self, visitor: Visitor | None, problem_id: str) -> tuple[int, bool]:
        """What the learner's record says was taken."""
        entry = read_record(self._dir(), self.root).entries.get(problem_id)
        return (entry.hints, entry.editorial) if entry else (0, False)

    def note(
        self, visitor: Visitor | None, problem_id: str, hints: int = 0, editorial: bool = False
    ) -> None:
        """Noted in the learner's record, as `judge hint` notes it."""
        note_help(self._dir(), self.root, problem_id, hints=hints, editorial=editorial)


class ContestHelp:
    """A contest server: the jury sees everything; a team takes the hints one at a time and
    the editorial after a confirmation, each noted against the team, once contest.yaml's
    ``editorials`` opens them."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def closed(self, visitor: Visitor | None) -> str | None:
        """Open to the jury always, to a team as ``editorials`` says."""
        if visitor is not None and visitor.jury:
            return None
        if visitor is not None and visitor.team_id and help_ops.open_to_teams(self.session):
            return None
        return CLOSED[self.session.config.editorials]

    def sees_all(self, visitor: Visitor | None) -> bool:
        """The jury does: it takes nothing."""
        return visitor is not None and visitor.jury

    def taken(self, visitor: Visitor | None, problem_id: str) -> tuple[int, bool]:
        """What the visitor's team took."""
        team = visitor.team_id if visitor is not None else None
        found = help_ops.taken(self.session, team, problem_id) if team else None
        return (found.hints, found.editorial) if found else (0, False)

    def note(
        self, visitor: Visitor | None, problem_id: str, hints: int = 0, editorial: bool = False
    ) -> None:
        """Noted against the visitor's team."""
        team = visitor.team_id if visitor is not None else None
        if team:
            help_ops.note(self.session, team, problem_id, hints=hints, editorial=editorial)
