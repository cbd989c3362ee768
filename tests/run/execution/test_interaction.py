"""Two programs in conversation: the interactor's wall-clock backstop starts when the
submission it waits for has ended, so a slow submission never stops the interactor first,
and an interactor that does not end after it is still stopped soon."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge.run.execution.fresh import FreshRunner
from judge.run.execution.interaction import GRACE, converse
from judge.run.limits import Limits, MiB
from run.modes import busy_cpu

LIMITS = Limits(time=0.5, memory=256 * MiB)  # a 2 s backstop, the give-up point at 20 s


def conversation(tmp_path: Path, helper: Path, python_program, interactor: str, submission: str):
    script = tmp_path / "interactor.py"
    script.write_text(interactor)
    program = python_program(submission)
    with FreshRunner(program, helper) as runner:
        return converse(
            [sys.executable, str(script)],
            LIMITS,
            LIMITS,
            lambda stdin, stdout, stop, partner: runner.connected(
                stdin, stdout, LIMITS, stop, partner
            ),
            cwd=tmp_path,
            helper=helper,
            accepted=lambda run: run.exit_code == 42,
        )


@pytest.mark.waits
def test_an_interactor_that_does_not_end_is_stopped_after_the_submission(
    tmp_path, helper, python_program
):
    # The submission ends at once; the interactor ignores its end of file and sleeps on.
    talk = conversation(
        tmp_path, helper, python_program, "import time\ntime.sleep(60)\n", "print(1)\n"
    )
    run = talk.interactor
    assert talk.submission.execution.exit_code == 0
    assert run.wall_timeout and not run.too_busy, run
    # Stopped the submission's backstop and GRACE after the submission's end, not at the
    # give-up point it would have been given while the submission ran.
    assert LIMITS.wall + GRACE <= run.wall_time < LIMITS.wall + GRACE + 2, run


@pytest.mark.slow
def test_an_interactor_waits_for_a_slow_submission_on_a_busy_machine(
    tmp_path, helper, python_program
):
    # The submission needs 0.45 s of CPU time, within its limit, and shares its CPU with seven
    # busy processes: it takes longer than its backstop and GRACE in wall time. The
    # interactor, reading, waits for it however long, then accepts.
    with busy_cpu(7):
        talk = conversation(
            tmp_path,
            helper,
            python_program,
            "import sys\nsys.stdin.read()\nsys.exit(42)\n",
            "import time\nend = time.process_time() + 0.45\n"
            "while time.process_time() < end:\n    pass\n",
        )
    run = talk.submission.execution
    assert run.exit_code == 0 and run.wall_time > LIMITS.wall + GRACE, run
    assert talk.interactor.exit_code == 42 and not talk.interactor.wall_timeout, talk.interactor


ECHOES = "import sys\nfor line in sys.stdin:\n    print(line, end='', flush=True)\nsys.exit(42)\n"
ASKS = """
import sys
for turn in range({turns}):
    print(turn, flush=True)
    assert sys.stdin.readline() == f"{{turn}}\\n"
"""


@pytest.mark.slow
def test_a_submission_is_not_charged_its_partners_wait_for_a_cpu(tmp_path, helper, python_program):
    # Short turns, the interactor, the judge's relay and the submission sharing one CPU with
    # seven busy processes: each turn waits for the CPU three times, twice in the relay and
    # once in the interactor while the submission waits for them, past its 2 s backstop in
    # all. Those waits are charged off its backstop as its own are: it is accepted, with a few
    # tenths of a second of CPU time. How long a turn waits is the scheduler's choice (one
    # that favours woken processes lets 3000 turns end within the backstop), so the turns
    # double until the conversation outlasts it, each length accepted.
    with busy_cpu(7):
        for turns in (3000, 6000, 12000):
            talk = conversation(tmp_path, helper, python_program, ECHOES, ASKS.format(turns=turns))
            run = talk.submission.execution
            assert run.exit_code == 0 and not run.wall_timeout and not run.too_busy, run
            assert talk.interactor.exit_code == 42, talk.interactor
            assert run.cpu_time < LIMITS.time, run
            if run.wall_time > LIMITS.wall:
                break
    assert run.wall_time > LIMITS.wall, run
    # What made it: the partners' waits, the most of its own wait for a CPU.
    assert run.partner_wait > 0, run


@pytest.mark.waits
def test_a_submission_blocked_on_its_interactor_is_still_stopped_by_the_wall_clock(
    tmp_path, helper, python_program
):
    # The interactor never answers; the submission waits for it on the machine made busy.
    # Neither the interactor nor the relay waits for a CPU meanwhile: nothing is charged off
    # the submission's backstop, which stops it (TLE, blocked), soon: within the 2 s the other
    # backstop tests allow (the interactor's own start, a Python's, waits for a CPU among the
    # busy ones, and that wait is charged off rightly).
    with busy_cpu(7):
        talk = conversation(
            tmp_path, helper, python_program, "import time\ntime.sleep(60)\n", "input()\n"
        )
    run = talk.submission.execution
    assert run.wall_timeout and not run.too_busy, run
    assert LIMITS.wall <= run.wall_time < LIMITS.wall + 2, run
