"""Every verdict's renderings and external codes come from the one table of `Verdict`, and
each code reads back as a verdict that renders the same code."""

from __future__ import annotations

import pytest

from judge.contest.core.judgement_types import KNOWN_TYPES, our_types, type_for_verdict
from judge.judging import report
from judge.judging.verdict import KattisResult, Verdict

VERDICTS = [verdict for verdict in Verdict if verdict is not Verdict.SKIPPED]


@pytest.mark.parametrize("verdict", list(Verdict))
def test_the_short_name_reads_back(verdict: Verdict) -> None:
    assert Verdict(verdict.short) is verdict
    assert str(verdict) == verdict.short


@pytest.mark.parametrize("verdict", VERDICTS)
def test_every_verdict_has_a_kattis_result_that_reads_back(verdict: Verdict) -> None:
    result = verdict.kattis
    assert isinstance(result, KattisResult)
    back = Verdict.from_kattis(result.value)
    assert back.kattis is result


@pytest.mark.parametrize("verdict", VERDICTS)
def test_every_verdict_has_a_ccs_type_that_reads_back(verdict: Verdict) -> None:
    type_id = verdict.ccs_type
    assert type_id in KNOWN_TYPES and type_id in our_types()
    assert verdict.ccs_required_type in KNOWN_TYPES
    assert Verdict.from_ccs_type(type_id).ccs_type == type_id
    assert type_for_verdict(verdict).id == type_id


@pytest.mark.parametrize(
    "code, verdict",
    [("RTE", Verdict.RE), ("WA", Verdict.WA), ("MLE", Verdict.MLE), ("JE", Verdict.JE)],
)
def test_a_shared_kattis_code_reads_back_as_its_canonical_verdict(
    code: str, verdict: Verdict
) -> None:
    assert Verdict.from_kattis(code) is verdict


def test_kattis_has_no_memory_or_presentation_verdict() -> None:
    assert {Verdict.MLE.kattis, Verdict.RE.kattis} == {KattisResult.RTE}
    assert Verdict.PE.kattis is KattisResult.WA
    assert Verdict.JE.kattis is KattisResult.JE


def test_the_requirements_responses_fold_memory_and_output_limits() -> None:
    assert (Verdict.MLE.ccs_type, Verdict.MLE.ccs_required_type) == ("MLE", "RTE")
    assert (Verdict.OLE.ccs_type, Verdict.OLE.ccs_required_type) == ("OLE", "WA")


def test_codes_that_are_not_ours_are_refused() -> None:
    with pytest.raises(ValueError, match="'XX'"):
        Verdict.from_kattis("XX")
    with pytest.raises(ValueError, match="'APE'"):
        Verdict.from_ccs_type("APE")


def test_a_skipped_case_has_no_external_code_but_a_rendering() -> None:
    assert (Verdict.SKIPPED.kattis, Verdict.SKIPPED.ccs_type) == (None, None)
    painted = report.paint(Verdict.SKIPPED, "skipped", colour=True)
    assert painted == f"\x1b[1;{Verdict.SKIPPED.colour}mskipped\x1b[0m"


@pytest.mark.parametrize("verdict", list(Verdict))
def test_the_terminal_paints_each_verdict_in_its_own_colour(verdict: Verdict) -> None:
    assert verdict.colour.isdigit() and verdict.long_name
    assert report.paint(verdict, "x", colour=True) == f"\x1b[1;{verdict.colour}mx\x1b[0m"
    assert report.paint(verdict, "x", colour=False) == "x"
