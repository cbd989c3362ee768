"""Training lists' progress counted from members' submissions (judge/contest/core/training.py):
solved at the first accepted one, tries before it, pending ones, late after the deadline, and
the coach's CSV in words a spreadsheet cannot run."""

from __future__ import annotations

import csv
import io

from judge.contest.core.training import Attempt, TrainingList, cell_text, progress, progress_csv

LIST = TrainingList("bash", "Bash first", ("a", "b", "c"), deadline_ms=10_000)


def test_each_member_s_state_on_each_problem():
    found = progress(
        LIST,
        ["ann", "bo"],
        [
            Attempt("ann", "a", 3_000, True),
            Attempt("ann", "a", 1_000, False),  # earlier: counted first, whatever the order given
            Attempt("ann", "a", 4_000, False),  # after the solution: not a try
            Attempt("ann", "b", 2_000, False),
            Attempt("ann", "b", 2_500, False),
            Attempt("ann", "b", 2_600, None),  # waiting to be judged
            Attempt("ann", "c", 12_000, True),  # after the deadline
            Attempt("bo", "a", 1_000, True),
            Attempt("bo", "z", 1_000, True),  # not on the list
            Attempt("cy", "a", 1_000, True),  # not a member asked for
        ],
    )
    assert [cell_text(found.cell("ann", p)) for p in LIST.problems] == ["+1", "-2 ?1", "+ (late)"]
    assert [cell_text(found.cell("bo", p)) for p in LIST.problems] == ["+", "", ""]
    assert (found.solved("ann"), found.solved("bo")) == (2, 1)
    assert found.cell("ann", "a").solved_ms == 3_000 and found.cell("ann", "c").late
    assert found.members == ("ann", "bo")


def test_the_csv_has_a_row_per_member_in_words_and_names_that_cannot_run():
    found = progress(
        LIST,
        ["ann", "=cmd"],
        [
            Attempt("ann", "a", 1_000, False),
            Attempt("ann", "a", 2_000, True),
            Attempt("ann", "b", 2_000, False),
            Attempt("ann", "c", 20_000, True),
            Attempt("=cmd", "c", 1_000, None),
        ],
    )
    rows = list(csv.reader(io.StringIO(progress_csv(found, {"ann": "Ann", "=cmd": "+SUM(A1)"}))))
    assert rows == [
        ["member_id", "member", "solved", "a", "b", "c"],
        ["ann", "Ann", "2", "solved 2", "tried 1", "solved 1 late"],
        ["'=cmd", "'+SUM(A1)", "0", "", "", "pending 1"],
    ]
