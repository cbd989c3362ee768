"""Results as JUnit XML (`judge run --junit`), apart from judge.judging.report so that only a
run asked for it loads the XML library. No I/O here."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence

from judge.judging.report import conversation_text, points_text, score_text
from judge.judging.split import FailingTest, failing_test_text
from judge.judging.verdict import GroupGrade, Report, Verdict
from judge.printable import printable

# The characters XML 1.0 cannot hold at all, even escaped: a case named with an ESC would make
# the whole report unreadable to a CI server. They are written as escapes (judge.printable's).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def to_junit(
    reports: list[Report], failing: Sequence[Mapping[str, FailingTest]] | None = None
) -> str:
    """JUnit XML: a test suite per (problem, solution), a test case per case; a failure's
    message names its failing test where known (`failing`, one mapping per report). A scoring
    problem's suite has its score and the most there is as properties, and a test case per
    subtask after the cases' (classname `<problem>.subtask`), each with its points as
    properties: what CI servers show of a test (Jenkins, GitLab, pytest's record_property)."""
    suites = ET.Element("testsuites")
    for index, report in enumerate(reports):
        known = failing[index] if failing is not None and index < len(failing) else {}
        groups = report.groups
        failures = (
            sum(not c.accepted and c.verdict is not Verdict.SKIPPED for c in report.cases)
            + (report.compile_error is not None)
            + sum(g.verdict not in (Verdict.AC, Verdict.SKIPPED) for g in groups)
        )
        skipped = len(report.cases) - report.run + sum(g.verdict is Verdict.SKIPPED for g in groups)
        tests = max(len(report.cases), 1 if report.compile_error is not None else 0)
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=f"{report.problem}:{report.solution}",
            tests=str(tests + len(groups)),
            failures=str(failures),
            errors="0",
            skipped=str(skipped),
            time=f"{sum(c.wall_time for c in report.cases):.3f}",
        )
        _properties(suite, report.score, report.max_score)
        if report.compile_error is not None:
            case = ET.SubElement(suite, "testcase", classname=report.problem, name="compile")
            ET.SubElement(case, "failure", message="CE", type="CE").text = report.compile_error
        for result in report.cases:
            case = ET.SubElement(
                suite,
                "testcase",
                classname=report.problem,
                name=result.name,
                time=f"{result.wall_time:.3f}",
            )
            if result.verdict is Verdict.SKIPPED:
                ET.SubElement(case, "skipped", message=result.message)
            elif not result.accepted:
                message = f"{result.verdict.value}: {result.message}"
                if result.name in known:
                    message += "; " + failing_test_text(known[result.name]).replace("\n", " ")
                text = result.message
                if result.transcript:
                    text += "\n" + conversation_text(result.transcript)
                ET.SubElement(
                    case, "failure", message=message, type=result.verdict.value
                ).text = text
        for group in groups:
            _subtask_case(suite, report.problem, group)
    ET.indent(suites)
    text = ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"
    return _NOT_XML.sub(_escape, text)


def _properties(element: ET.Element, score: float | None, most: float | None) -> None:
    """Points earned and the most there are, as JUnit properties (where there are any)."""
    shown = {"score": score, "max_score": most}
    if all(value is None for value in shown.values()):
        return
    properties = ET.SubElement(element, "properties")
    for name, value in shown.items():
        if value is not None:
            ET.SubElement(properties, "property", name=name, value=score_text(value))


def _subtask_case(suite: ET.Element, problem: str, group: GroupGrade) -> None:
    """A subtask as a test case: failed where it failed, skipped where it was not judged."""
    case = ET.SubElement(suite, "testcase", classname=f"{problem}.subtask", name=group.name)
    _properties(case, group.score, group.max_score)
    points = points_text(group.score, group.max_score)
    if group.verdict is Verdict.SKIPPED:
        ET.SubElement(case, "skipped", message=f"not judged: {points} points")
    elif group.verdict is not Verdict.AC:
        message = f"{group.verdict.value}: {points} points"
        ET.SubElement(case, "failure", message=message, type=group.verdict.value)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return printable(match.group()) if code < 0x100 else f"\\u{code:04x}"
