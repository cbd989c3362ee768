"""The CCS judgement types, and how our judge's verdicts map onto them.

Sources (icpc/ccs-specs, 2023-06):

- Contest_Control_System_Requirements.md, "Judge Responses": the seven responses a CCS must
  give, with their penalty and solved flags (CE: no penalty; RTE, TLE, WA, SV: penalty;
  AC: solved, no penalty; JE: no penalty, not solved). Memory-limit and crash are
  Run-Time Error there, and an output over the limit is Wrong Answer.
- Contest_API.md, "Known judgement types": the standard identifiers (AC, RE, WA, TLE, RTE, CE,
  APE, OLE, PE, EO, IO, NO, WTL, ILE, TCO, TWA, TPE, TEO, TIO, TNO, MLE, SV, IF, RCO, RWA, RPE,
  REO, RIO, RNO, CTL, JE, SE, CS) and the "Big 5" each one translates to. The flags of the
  others here follow their Big 5 equivalent (e.g. MLE is an RTE: penalty; CTL is a CE: no
  penalty; APE is an AC: solved).

A feed's own ``judgement-types`` always win over these defaults; the defaults are used when a
feed defines none, and when we write our own contests.

Scoring also needs to know which types leave a submission *pending*: the requirements say "A
submission is pending judgement if it has no judgement or if the judgement is Judging Error"
(:data:`PENDING_TYPE_IDS`).
"""

from __future__ import annotations

from collections.abc import Mapping

from judge.contest.model import JudgementType
from judge.errors import JudgeError

#: Judgement types that leave their submission pending, as if it had no judgement.
PENDING_TYPE_IDS = frozenset({"JE"})

# id, name, penalty, solved
_KNOWN = [
    ("AC", "Accepted", False, True),
    ("RE", "Rejected", True, False),
    ("WA", "Wrong Answer", True, False),
    ("TLE", "Time Limit Exceeded", True, False),
    ("RTE", "Run-Time Error", True, False),
    ("CE", "Compile Error", False, False),
    ("APE", "Accepted - Presentation Error", False, True),
    ("OLE", "Output Limit Exceeded", True, False),
    ("PE", "Presentation Error", True, False),
    ("EO", "Excessive Output", True, False),
    ("IO", "Incomplete Output", True, False),
    ("NO", "No Output", True, False),
    ("WTL", "Wallclock Time Limit Exceeded", True, False),
    ("ILE", "Idleness Limit Exceeded", True, False),
    ("TCO", "Time Limit Exceeded - Correct Output", True, False),
    ("TWA", "Time Limit Exceeded - Wrong Answer", True, False),
    ("TPE", "Time Limit Exceeded - Presentation Error", True, False),
    ("TEO", "Time Limit Exceeded - Excessive Output", True, False),
    ("TIO", "Time Limit Exceeded - Incomplete Output", True, False),
    ("TNO", "Time Limit Exceeded - No Output", True, False),
    ("MLE", "Memory Limit Exceeded", True, False),
    ("SV", "Security Violation", True, False),
    ("IF", "Illegal Function", True, False),
    ("RCO", "Run-Time Error - Correct Output", True, False),
    ("RWA", "Run-Time Error - Wrong Answer", True, False),
    ("RPE", "Run-Time Error - Presentation Error", True, False),
    ("REO", "Run-Time Error - Excessive Output", True, False),
    ("RIO", "Run-Time Error - Incomplete Output", True, False),
    ("RNO", "Run-Time Error - No Output", True, False),
    ("CTL", "Compile Time Limit Exceeded", False, False),
    ("JE", "Judging Error", False, False),
    ("SE", "Submission Error", False, False),
    ("CS", "Contact Staff", False, False),
]

#: Every standard judgement type of the Contest API, by id.
KNOWN_TYPES: Mapping[str, JudgementType] = {
    tid: JudgementType(id=tid, name=name, penalty=penalty, solved=solved)
    for tid, name, penalty, solved in _KNOWN
}

#: The types our own contests use: the requirements' responses plus MLE and OLE, which are
#: standard ids that DOMjudge also uses.
OUR_TYPE_IDS = ("AC", "WA", "TLE", "RTE", "MLE", "OLE", "CE", "JE")

#: Our judge's verdicts -> CCS judgement type ids. PE is a Wrong Answer (the requirements have
#: no presentation error: output not accepted by the validator is WA); RE is a Run-Time Error.
VERDICT_TO_TYPE: Mapping[str, str] = {
    "AC": "AC",
    "WA": "WA",
    "PE": "WA",
    "TLE": "TLE",
    "MLE": "MLE",
    "RE": "RTE",
    "OLE": "OLE",
    "CE": "CE",
}

#: The same, restricted to the requirements' seven responses ("Judge Responses"): memory over
#: the limit is a Run-Time Error, output over the limit is a Wrong Answer.
VERDICT_TO_REQUIRED_TYPE: Mapping[str, str] = {**VERDICT_TO_TYPE, "MLE": "RTE", "OLE": "WA"}


def our_types() -> dict[str, JudgementType]:
    """The judgement types our contests publish, by id (fresh objects, safe to keep)."""
    return {tid: KNOWN_TYPES[tid] for tid in OUR_TYPE_IDS}


def type_for_verdict(verdict: str, required_only: bool = False) -> JudgementType:
    """The CCS judgement type for one of our verdicts ("AC", "WA", "PE", "TLE", "MLE", "RE",
    "OLE", "CE"); with ``required_only`` only the requirements' responses are used."""
    table = VERDICT_TO_REQUIRED_TYPE if required_only else VERDICT_TO_TYPE
    key = str(getattr(verdict, "value", verdict))
    try:
        return KNOWN_TYPES[table[key]]
    except KeyError:
        raise JudgeError(
            f"unknown verdict {verdict!r}: expected one of {', '.join(table)}"
        ) from None
