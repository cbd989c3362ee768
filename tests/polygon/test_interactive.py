"""Interactive Polygon problems (the interactor between the solution and the checker), and
problems reading files, which judge refuses plainly."""

from __future__ import annotations

import pytest

from isolation_support import isolation_works  # noqa: F401  (a fixture)
from polygon.polygon_support import STUBBORN, guess_package
from support import run_cli


def test_an_interactive_problem_is_judged_through_its_interactor_then_its_checker(tmp_path):
    folder = guess_package(tmp_path)
    shown = run_cli("show", folder)
    assert "interactor: files/interactor.py" in shown.output, shown.output
    ran = run_cli("run", folder)
    assert ran.exit_code == 0 and "2/2 passed" in ran.output, ran.output
    stubborn = tmp_path / "stubborn.py"
    stubborn.write_text(STUBBORN)
    wrong = run_cli("run", folder, stubborn)
    assert wrong.exit_code == 1 and "WA" in wrong.output
    assert "more than 20 guesses" in wrong.output  # the interactor's own message


@pytest.mark.usefixtures("isolation_works")
def test_an_interactive_problem_is_judged_isolated_its_interactor_in_a_box(tmp_path):
    folder = guess_package(tmp_path)
    ran = run_cli("run", folder, "--isolate")
    assert ran.exit_code == 0 and "2/2 passed" in ran.output, ran.output
    stubborn = tmp_path / "stubborn.py"
    stubborn.write_text(STUBBORN)
    wrong = run_cli("run", folder, stubborn, "--isolate")
    assert wrong.exit_code == 1 and "more than 20 guesses" in wrong.output, wrong.output


def test_verify_judges_an_interactive_packages_solutions_against_their_tags(tmp_path):
    verified = run_cli("verify", guess_package(tmp_path))
    assert verified.exit_code == 0, verified.output
    assert "OK solutions/stubborn.py (wrong-answer): WA" in verified.output
    assert "OK solutions/slow.py (time-limit-exceeded): TLE" in verified.output


def test_an_interactive_problem_naming_files_is_refused_plainly(tmp_path):
    folder = guess_package(tmp_path)
    xml = folder / "problem.xml"
    xml.write_text(
        xml.read_text().replace(
            'input-file="" output-file=""', 'input-file="guess.in" output-file="guess.out"'
        )
    )
    ran = run_cli("run", folder)
    assert ran.exit_code == 2
    assert "an interactive problem converses on the standard streams" in ran.output
    assert "input: guess.in, output: guess.out" in ran.output
    assert "Traceback" not in ran.output
