"""Reading problem.xml: the testsets, their tests and groups, sources rather than binaries,
and plain errors for what is wrong in it."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.polygon.problem_xml import parse_problem_xml
from polygon.polygon_support import CUSTOM_CHECKER, GROUPS, TESTS, problem_xml

PATH = Path("pkg/problem.xml")
# Entities that expand a thousand-fold at each of nine levels (a "billion laughs").
BOMB = (
    '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY e0 "ha">'
    + "".join(f'<!ENTITY e{i} "{f"&e{i - 1};" * 10}">' for i in range(1, 10))
    + "]><problem>&e9;</problem>"
).encode()


def test_the_testsets_tests_groups_and_assets_are_read():
    xml = parse_problem_xml(problem_xml(CUSTOM_CHECKER, TESTS, GROUPS).encode(), PATH)
    tests = xml.testset("tests")
    assert tests is not None and xml.testset("pretests") is not None
    assert (tests.time_limit_ms, tests.memory_bytes) == (1000, 256 << 20)
    assert [(t.index, t.method, t.cmd, t.sample, t.group, t.points) for t in tests.tests] == [
        (1, "manual", "", True, "samples", 0.0),
        (2, "generated", "gen 3 5", False, "small", 30.0),
        (3, "generated", "gen 10 20", False, "large", 70.0),
    ]
    assert (tests.input_path(3), tests.answer_path(3)) == ("tests/03", "tests/03.a")
    large = tests.groups[2]
    assert (large.name, large.points, large.points_policy, large.dependencies) == (
        "large",
        70.0,
        "complete-group",
        ("small",),
    )
    # The sources, never the Windows binaries beside them.
    assert [s.path for s in xml.executables] == ["files/gen.py"]
    assert xml.checker is not None and xml.checker.source is not None
    assert xml.checker.source.path == "files/check.cpp"
    assert [(s.tag, s.source.path) for s in xml.solutions][:2] == [
        ("main", "solutions/main.py"),
        ("wrong-answer", "solutions/wrong.py"),
    ]
    assert xml.names == {"english": "Sum", "russian": "Сумма"}


def test_a_generated_test_taken_from_a_file_keeps_its_name():
    tests = '<test cmd="multigen 5" from-file="3" method="generated"/>'
    xml = parse_problem_xml(problem_xml(CUSTOM_CHECKER, tests).encode(), PATH)
    (test,) = xml.testset("tests").tests
    assert (test.cmd, test.from_file) == ("multigen 5", "3")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b"<problem>", "not well-formed XML"),
        (BOMB, "not well-formed XML (limit on input amplification"),  # entities: refused
        (b"<contest/>", "its root element is <contest>, not <problem>"),
        (b"<problem/>", "no <judging> section"),
        (
            b'<problem><judging><testset name="tests"><test-count>2</test-count>'
            b'<tests><test method="manual"/></tests></testset></judging></problem>',
            "testset 'tests' says 2 tests but lists 1",
        ),
        (
            b'<problem><judging><testset name="tests"><time-limit>fast</time-limit>'
            b"</testset></judging></problem>",
            "testset 'tests''s time-limit must be a number, got 'fast'",
        ),
    ],
)
def test_a_broken_problem_xml_is_a_plain_error_naming_it(text, message):
    with pytest.raises(JudgeError, match=r"^pkg/problem\.xml: ") as caught:
        parse_problem_xml(text, PATH)
    assert message in str(caught.value)
