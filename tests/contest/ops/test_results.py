"""The results CSV a coach opens in a spreadsheet (judge/contest/ops/results.py): the teams'
names, ids and groups come from outside, and one that begins as a formula does is written
inert; the cells judge writes ("-3" tries, "2/42") are kept as they are."""

from __future__ import annotations

import csv
import io

from judge.contest.ops.results import Results, results_csv


def test_names_that_begin_as_formulas_are_written_inert():
    table = Results(
        "Club",
        "5:00:00",
        ["A", "B"],
        [
            ["1", "alpha", "Alpha", "", "2", "62", "2/42", "1/0*"],
            ["2", "=cmd", "+SUM(A1:A9)", "@group", "0", "0", "-3", ""],
        ],
    )
    rows = list(csv.reader(io.StringIO(results_csv(table))))
    assert rows == [
        ["rank", "team_id", "team", "groups", "solved", "time", "A", "B"],
        ["1", "alpha", "Alpha", "", "2", "62", "2/42", "1/0*"],
        ["2", "'=cmd", "'+SUM(A1:A9)", "'@group", "0", "0", "-3", ""],
    ]
