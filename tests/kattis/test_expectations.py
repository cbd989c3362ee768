"""submissions.yaml read as the 2025-09 spec says: its globs, its keys, the default folders
merged in, what a submission's case verdicts meet, and each malformed part a plain error naming
the file and the key. The files are the spec's own examples (its "Example submissions" section)
and BAPCtools' test problem `testexpectations` (its rules, as facts)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.judging.verdict import KattisResult
from judge.kattis.expectations import CaseVerdict, Expectations, read_expectations, unmet

AC, WA, TLE, RTE = KattisResult.AC, KattisResult.WA, KattisResult.TLE, KattisResult.RTE
CASES = ["sample/1", "sample/3", "secret/2", "secret/5", "secret/12", "secret/13", "secret/42"]


def expectations(tmp_path: Path, text: str) -> Expectations:
    path = tmp_path / "submissions" / "submissions.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    found = read_expectations(tmp_path)
    assert found is not None
    return found


def verdicts(**by_case: KattisResult) -> list[CaseVerdict]:
    """Every case of CASES AC except those given (secret_12=WA: secret/12 WA)."""
    given = {name.replace("_", "/", 1): v for name, v in by_case.items()}
    return [CaseVerdict(case, given.get(case, AC)) for case in CASES]


def failures(found: Expectations, submission: str, got: list[CaseVerdict], **scores: float):
    return unmet(
        found.requirements(submission), got, {k.replace("_", "/"): v for k, v in scores.items()}
    )


def test_no_file_is_none(tmp_path):
    assert read_expectations(tmp_path) is None


def test_the_default_folders_apply_without_a_key(tmp_path):
    found = expectations(tmp_path, "")
    assert failures(found, "accepted/a.py", verdicts()) == []
    assert failures(found, "accepted/a.py", verdicts(secret_5=WA)) == [
        "WA on secret/5, permitted AC (accepted)"
    ]
    assert failures(found, "wrong_answer/w.py", verdicts(secret_5=WA)) == []
    assert failures(found, "wrong_answer/w.py", verdicts(secret_5=WA, secret_12=TLE)) == [
        "TLE on secret/12, permitted AC/WA (wrong_answer)"
    ]
    assert failures(found, "wrong_answer/w.py", verdicts()) == [
        "none of 7 case(s) got WA, required (wrong_answer)"
    ]
    assert failures(found, "rejected/r.py", verdicts(secret_2=RTE)) == []
    assert failures(found, "brute_force/b.py", verdicts(secret_42=TLE)) == []
    assert failures(found, "brute_force/b.py", verdicts(secret_42=WA)) != []
    assert found.requirements("mixed/m.py") == ()  # no rule: not judged by any


def test_a_default_folder_named_inherits_what_it_does_not_give(tmp_path):
    # The spec's example: permitted replaced, required [TLE] given again.
    found = expectations(tmp_path, "time_limit_exceeded:\n  permitted: [AC, WA, TLE]\n")
    assert failures(found, "time_limit_exceeded/t.py", verdicts(secret_2=WA, secret_5=TLE)) == []
    assert failures(found, "time_limit_exceeded/t.py", verdicts(secret_2=WA)) == [
        "none of 7 case(s) got TLE, required (time_limit_exceeded)"
    ]


def test_a_glob_below_a_default_folder_adds_to_it(tmp_path):
    # `time_limit_exceeded/*` imposes an additional requirement instead of replacing it.
    found = expectations(tmp_path, "time_limit_exceeded/*:\n  permitted: [AC, WA, TLE]\n")
    got = verdicts(secret_2=WA, secret_5=TLE)
    assert failures(found, "time_limit_exceeded/t.py", got) == [
        "WA on secret/2, permitted AC/TLE (time_limit_exceeded)"
    ]


@pytest.mark.parametrize(
    "glob, submission, matched",
    [
        ("accepted", "accepted/x.py", True),
        ("accepted/*", "accepted/x.py", True),
        ("accepted/", "accepted/x.py", True),
        ("accepted/*", "accepted/folder", True),
        ("{simple,complex}.py", "simple.py", True),
        ("mixed/{simple,complex}.py", "mixed/complex.py", True),
        ("mixed/author.{py,cpp}", "mixed/author.cpp", True),
        ("mixed/author.{py,cpp}", "mixed/author.java", False),
        ("*/nested_wa.py", "match/nested/nested_wa.py", False),  # * does not match /
        ("match/match_wa", "match/match_wa.py", False),  # whole names only
        ("match_wa.py", "match/match_wa.py", False),  # from submissions/, not anywhere
        ("wa/ac*", "wa/ac1.py", True),
        ("acc", "accepted/x.py", False),
    ],
)
def test_submission_globs(tmp_path, glob, submission, matched):
    found = expectations(tmp_path, f"'{glob}':\n  permitted: [AC]\n")
    assert any(rule.glob == glob for rule in found.matching(submission)) is matched


def test_test_data_groups_the_spec_s_example(tmp_path):
    text = (
        "mixed/solves_group_1.py:\n"
        "  sample:\n    permitted: [AC]\n"
        "  secret/group1:\n    permitted: [AC]\n"
        "  secret/group2:\n    permitted: [AC, TLE]\n    required: [TLE]\n"
    )
    found = expectations(tmp_path, text)
    name = "mixed/solves_group_1.py"
    cases = ["sample/1", "secret/group1/1", "secret/group1/2", "secret/group2/1", "secret/group2/2"]

    def got(**by_case: KattisResult) -> list[CaseVerdict]:
        return [CaseVerdict(c, by_case.get(c.replace("/", "_"), AC)) for c in cases]

    assert failures(found, name, got(secret_group2_2=TLE)) == []
    assert failures(found, name, got()) == [
        "none of 2 case(s) got TLE, required (mixed/solves_group_1.py: secret/group2)"
    ]
    assert failures(found, name, got(secret_group1_1=TLE, secret_group2_1=TLE)) == [
        "TLE on secret/group1/1, permitted AC (mixed/solves_group_1.py: secret/group1)"
    ]


def test_test_case_globs_the_spec_s_example(tmp_path):
    text = (
        "time_limit_exceeded/solves_easy_cases.py:\n"
        "  sample:\n    permitted: [AC]\n"
        "  secret/*-easy:\n    permitted: [AC]\n"
        "  secret/*-hard:\n    permitted: [AC, TLE]\n    required: [TLE]\n"
    )
    found = expectations(tmp_path, text)
    name = "time_limit_exceeded/solves_easy_cases.py"
    cases = ["sample/1", "secret/1-easy", "secret/2-easy", "secret/1-hard", "secret/2-hard"]
    ok = [CaseVerdict(c, TLE if c == "secret/2-hard" else AC) for c in cases]
    assert failures(found, name, ok) == []
    slow_on_easy = [CaseVerdict(c, TLE if c.endswith("easy") else AC) for c in cases]
    assert failures(found, name, slow_on_easy) == [
        "TLE on secret/1-easy, permitted AC (time_limit_exceeded/solves_easy_cases.py: secret/*-easy)",
        "none of 2 case(s) got TLE, required (time_limit_exceeded/solves_easy_cases.py: secret/*-hard)",
    ]


# BAPCtools' testexpectations: its cases are the numbers 1 and 3 (sample), 2, 5, 12, 13, 42.
BAPC_RULES = """\
wa:
  permitted: [AC, WA]
  required: [WA]
wa/odd.py:
  sample:
    required: [AC]
  secret/*{1,3,5,7,9}:
    required: [AC]
wa/even.py:
  secret/*{,0,1,2,3,4,5,6,7,8,9}{0,2,4,6,8}:
    required: [AC]
wa/42.py:
  "secret/*{ 4 }{ 2 }":
    required: [AC]
wa/hello.py:
  message: hello
"""


def test_brace_expansion_on_cases_bapctools_testexpectations(tmp_path):
    found = expectations(tmp_path, BAPC_RULES)
    odd = {1, 3, 5, 13}

    def answering(predicate) -> list[CaseVerdict]:  # AC where the program answers right
        return [CaseVerdict(c, AC if predicate(int(c.split("/")[1])) else WA) for c in CASES]

    assert failures(found, "wa/odd.py", answering(lambda n: n in odd)) == []
    assert failures(found, "wa/even.py", answering(lambda n: n not in odd)) == []
    assert failures(found, "wa/42.py", answering(lambda n: n == 42)) == []
    assert failures(found, "wa/42.py", answering(lambda n: n == 2)) == [
        "none of 1 case(s) got AC, required (wa/42.py: secret/*{ 4 }{ 2 })"
    ]
    assert failures(found, "wa/even.py", answering(lambda n: n == 42)) == []
    assert failures(found, "wa/even.py", answering(lambda n: n == 5)) == [
        "none of 3 case(s) got AC, required (wa/even.py: secret/*{,0,1,2,3,4,5,6,7,8,9}{0,2,4,6,8})"
    ]
    said = [CaseVerdict(c, WA, "expected '1', got 'hello'") for c in CASES]
    assert failures(found, "wa/hello.py", said) == []
    assert failures(found, "wa/hello.py", [CaseVerdict(c, WA, "Hello") for c in CASES]) == [
        "no judge message holds 'hello' (wa/hello.py)"  # case-sensitive
    ]


def test_score_a_number_or_a_range_on_the_submission_or_a_group(tmp_path):
    text = (
        "partially_accepted:\n  score: [10, 50]\n"
        "partially_accepted/exact.py:\n  score: 30\n  secret/group1:\n    score: 30\n"
    )
    found = expectations(tmp_path, text)
    assert failures(found, "partially_accepted/p.py", verdicts(), **{"": 20}) == []
    assert failures(found, "partially_accepted/p.py", verdicts(), **{"": 60}) == [
        "score 60, expected in [10, 50] (partially_accepted)"
    ]
    assert failures(found, "partially_accepted/exact.py", verdicts(), **{"": 30}) == [
        "no score for secret/group1 (partially_accepted/exact.py: secret/group1)"
    ]
    scored = {"": 30, "secret_group1": 20}
    assert failures(found, "partially_accepted/exact.py", verdicts(), **scored) == [
        "score 20, expected 30 (partially_accepted/exact.py: secret/group1)"
    ]


def test_cases_not_run_count_for_nothing(tmp_path):
    found = expectations(tmp_path, "")
    got = verdicts(secret_2=WA)
    # After a verdict no rule permits the rest are not run: what they would get is unknown.
    problems = unmet(found.requirements("accepted/a.py"), got, {}, frozenset(CASES[3:]))
    assert problems == ["WA on secret/2, permitted AC (accepted)"]


def test_time_limit_roles(tmp_path):
    text = (
        "tle:\n  sample:\n    use_for_time_limit: lower\n  secret:\n    use_for_time_limit: upper\n"
        "accepted/slow.py:\n  use_for_time_limit: false\n"
    )
    found = expectations(tmp_path, text)

    def roles(submission: str) -> list[tuple[str, bool, bool]]:
        return [(r.cases, r.lower_bound, r.upper_bound) for r in found.requirements(submission)]

    assert roles("accepted/a.py") == [("", True, False)]
    assert roles("accepted/slow.py") == [("", True, False), ("", False, False)]
    assert roles("wrong_answer/w.py") == [("", True, False)]  # permitted AC, WA: no TLE
    assert roles("run_time_error/r.py") == [("", True, False)]
    assert roles("time_limit_exceeded/t.py") == [("", False, True)]
    assert roles("brute_force/b.py") == [("", False, False)]  # required TLE or RTE
    assert roles("rejected/r.py") == [("", False, False)]
    assert roles("tle/sleep.py") == [
        ("", False, False),
        ("sample", True, False),
        ("secret", False, True),
    ]


def test_submission_keys_are_read(tmp_path):
    text = (
        "ac_or_wa/metadata:\n  language: python3\n  entrypoint: ac.py\n"
        "  authors: Bob Bobbington\n  model_solution: false\n"
        "time_limit_exceeded/*:\n  authors: [One <one@committee.com>, {name: Two}]\n"
    )
    found = expectations(tmp_path, text)
    (rule,) = found.matching("ac_or_wa/metadata")
    assert (rule.language, rule.entrypoint, rule.authors) == (
        "python3",
        "ac.py",
        ("Bob Bobbington",),
    )
    assert [r.authors for r in found.matching("time_limit_exceeded/t.py")] == [
        (),
        ("One <one@committee.com>", "Two"),
    ]


@pytest.mark.parametrize(
    "text, message",
    [
        ("- accepted\n", "must be a map from submission globs"),
        ("accepted: [AC]\n", "accepted: must be a map of requirements"),
        ("accepted:\n  permitted: [AC, PE]\n", "accepted: permitted: 'PE' is not a verdict"),
        ("accepted:\n  permitted: []\n", "accepted: permitted must be a non-empty list"),
        ("wa:\n  required: {WA: 1}\n", "wa: required must be a non-empty list"),
        ("a:\n  score: [1, 2, 3]\n", "a: score must be a number or a list of two numbers"),
        ("a:\n  score: [5, 1]\n", "a: score range [5, 1] is empty"),
        ("a:\n  score: yes\n", "a: score must be a number"),
        ("a:\n  use_for_time_limit: sometimes\n", "a: use_for_time_limit must be true, false"),
        ("a:\n  message: [x]\n", "a: message must be a string"),
        ("a:\n  language: 3\n", "a: language must be a string"),
        ("a:\n  model_solution: maybe\n", "a: model_solution must be true or false"),
        ("a:\n  authors: [{email: x}]\n", "a: authors: {'email': 'x'} is not a person"),
        ("a:\n  secret: [AC]\n", "a: secret: must be a map of requirements"),
        ("a:\n  secret:\n    language: c\n", "a: secret: unknown key 'language'"),
        ("a/**:\n  permitted: [AC]\n", "a/**: the glob uses what the spec does not support"),
        ("a:\n  secret/[12]:\n    permitted: [AC]\n", "a: secret/[12]: the glob uses"),
        ("a:\n  permitted: [AC]\n  required: [WA]\n", "a: required WA is never permitted"),
        (
            "a:\n  permitted: [AC, WA]\n  use_for_time_limit: upper\n",
            "a: use_for_time_limit: upper needs TLE permitted",
        ),
        (
            "a:\n  required: [TLE]\n  use_for_time_limit: lower\n",
            "a: use_for_time_limit: lower contradicts required [TLE]",
        ),
        ("1: {}\n", "key 1: a submission glob must be a non-empty string"),
    ],
)
def test_malformed_parts_are_plain_errors_naming_the_file_and_key(tmp_path, text, message):
    with pytest.raises(JudgeError, match=r"submissions\.yaml: ") as caught:
        expectations(tmp_path, text)
    assert message in str(caught.value)
    assert str(tmp_path / "submissions" / "submissions.yaml") in str(caught.value)
