"""The CCS judgement types; our judge's verdicts name theirs (`Verdict.ccs_type`).

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
from dataclasses import dataclass, field
from typing import Any

from judge.contest.core.api_fields import as_bool, as_id, as_object, as_str, extra_of, get, need
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.judging.verdict import Verdict


@dataclass
class JudgementType:
    """A judgement type (``/judgement-types/<id>``): whether it solves, whether it costs."""

    id: str
    name: str = ""
    penalty: bool = True
    solved: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    _KNOWN = frozenset(("id", "name", "penalty", "solved"))

    @classmethod
    def from_api(cls, data: Any) -> JudgementType:
        data = as_object(data, "judgement type")
        what = "judgement type"
        tid = need(data, "id", what, as_id)
        known = KNOWN_TYPES.get(tid)
        solved = get(data, "solved", what, as_bool)
        if solved is None:
            solved = known.solved if known else False
        penalty = get(data, "penalty", what, as_bool)
        if penalty is None:
            penalty = known.penalty if known else not solved
        return cls(
            id=tid,
            name=get(data, "name", what, as_str) or (known.name if known else tid),
            penalty=penalty,
            solved=solved,
            extra=extra_of(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out = {"id": self.id, "name": self.name, "penalty": self.penalty, "solved": self.solved}
        out.update(self.extra)
        return out


#: Judgement types that leave their submission pending, as if it had no judgement.
PENDING_TYPE_IDS = frozenset({"JE"})

# id, name, penalty, solved
_STANDARD = [
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
    for tid, name, penalty, solved in _STANDARD
}

#: The types our own contests use: the requirements' responses plus MLE and OLE, which are
#: standard ids that DOMjudge also uses.
OUR_TYPE_IDS = ("AC", "WA", "TLE", "RTE", "MLE", "OLE", "CE", "JE")


def our_types() -> dict[str, JudgementType]:
    """The judgement types our contests publish, by id (fresh objects, safe to keep)."""
    return {tid: KNOWN_TYPES[tid] for tid in OUR_TYPE_IDS}


def type_for_verdict(verdict: Verdict | str, required_only: bool = False) -> JudgementType:
    """The CCS judgement type for one of our verdicts (AC, WA, PE, TLE, MLE, RE, OLE, CE, JE);
    with ``required_only`` only the requirements' responses are used."""
    try:
        known = Verdict(verdict)
    except ValueError:
        known = None
    type_id = None
    if known is not None:
        type_id = known.ccs_required_type if required_only else known.ccs_type
    if type_id is None:
        expected = ", ".join(v.value for v in Verdict if v.ccs_type is not None)
        raise JudgeError(
            phrase(
                "unknown verdict {verdict}: expected one of {expected}",
                verdict=repr(str(verdict)),
                expected=expected,
            )
        )
    return KNOWN_TYPES[type_id]
