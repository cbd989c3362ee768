"""The custom checker of HDU 2177: which listings of winning moves are AC, PE or WA."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

PROBLEM = Path(__file__).resolve().parents[2] / "problems" / "hdu_2177"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"hdu_2177_{name}", PROBLEM / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


checker = _load("checker")

SAMPLE_IN = "1 2\n5 8\n4 7\n2 2\n0 0\n"
SAMPLE_OUT = "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n"

# (4,5): equal removal -> (1,2), lowering the 4 -> (3,5).  (2,3): equal removal and lowering
# the 3 both give (1,2).  (0,7) -> (0,0).  (6,10) is losing.  (3,3) -> (0,0) only.
MIXED_IN = "4 5\n2 3\n0 7\n6 10\n3 3\n0 0\n"
MIXED_OUT = "1\n1 2\n3 5\n1\n1 2\n1\n0 0\n0\n1\n0 0\n"


def verdict(output: str, input: str = SAMPLE_IN) -> str:
    result, message = checker.check(input, "", output)
    assert isinstance(message, str)
    return result


# ---------------------------------------------------------------- accepted layouts


@pytest.mark.parametrize(
    "output",
    [
        SAMPLE_OUT,  # our order
        SAMPLE_OUT.rstrip("\n"),  # no final newline
        SAMPLE_OUT + "\n\n",  # trailing blank lines
        SAMPLE_OUT.replace("\n", " \n"),  # trailing spaces
        SAMPLE_OUT.replace("\n", "\r\n"),  # CRLF line ends
        "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n1 2\n",  # (2,2) -> (1,2) once per move: two moves
    ],
)
def test_sample_layouts_accepted(output: str) -> None:
    assert verdict(output) == "AC"


def test_reference_order_accepted() -> None:
    assert verdict(MIXED_OUT, MIXED_IN) == "AC"


def test_duplicate_of_equal_removal_result_accepted() -> None:
    # (2,3): "1 2" by equal removal and again by lowering the larger pile (copied solutions)
    assert verdict("1\n1 2\n1 2\n", "2 3\n0 0\n") == "AC"


def test_three_targets_any_order_after_equal_removal() -> None:
    # the equal-removal result first, then the two one-pile results in either order
    for b in range(1, 200):
        for a in range(b + 1):
            p = checker._Position(a, b)
            if p.equal is not None and len(p.targets) == 3:
                rest = sorted(t for t in p.targets if t != p.equal)
                text = f"{a} {b}\n0 0\n"
                for order in (rest, rest[::-1]):
                    out = "1\n" + "".join(f"{x} {y}\n" for x, y in [p.equal, *order])
                    assert verdict(out, text) == "AC"
                bad = "1\n" + "".join(f"{x} {y}\n" for x, y in [*rest, p.equal])
                assert verdict(bad, text) == "WA"
                return
    raise AssertionError("no position with three targets below 200")


# ---------------------------------------------------------------- wrong answers


@pytest.mark.parametrize(
    "output, why",
    [
        ("0\n1\n4 7\n0\n1\n0 0\n1 2\n", "missing pair 3 5"),
        ("0\n1\n3 5\n4 7\n0\n1\n0 0\n1 2\n", "equal-removal result not first"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n0 1\n", "(0,1) is reachable but not losing"),
        ("0\n1\n4 7\n3 5\n6 10\n0\n1\n0 0\n1 2\n", "(6,10) is losing but not reachable"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n2 1\n", "pair not smaller pile first"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n", "missing pair 1 2"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n1 2\n1 2\n", "more copies than moves"),
        ("0\n3 5\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n", "pair printed for a losing position"),
        ("1\n0 0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n", "wrong 1 for a losing position"),
        ("0\n0\n0\n1\n0 0\n1 2\n", "wrong 0 for a winning position"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n0\n", "extra answer"),
        ("0\n1\n4 7\n3 5\n0\n", "missing answer"),
        ("", "empty output"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 two\n", "letters"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 -2\n", "sign"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n01 2\n", "leading zero"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 " + "9" * 5000 + "\n", "huge number"),
        ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1\n", "pair cut short"),
        ("WIN\n", "garbage"),
    ],
)
def test_wrong_answers(output: str, why: str) -> None:
    assert verdict(output) == "WA", why


def test_zero_pile_needs_its_pair() -> None:
    assert verdict("1\n0 0\n", "0 5\n0 0\n") == "AC"
    assert verdict("1\n", "0 5\n0 0\n") == "WA"


def test_smaller_pile_move_required() -> None:
    # (4,5): lowering the SMALLER pile to 3 gives (3,5); codes that only lower the larger
    # pile omit it.
    assert verdict("1\n1 2\n3 5\n", "4 5\n0 0\n") == "AC"
    assert verdict("1\n1 2\n", "4 5\n0 0\n") == "WA"
    assert verdict("1\n1 2\n3 5\n4 7\n", "4 5\n0 0\n") == "WA"  # 4 7 is not reachable


# ---------------------------------------------------------------- presentation errors


@pytest.mark.parametrize(
    "output",
    [
        "0\n1\n4   7\n3 5\n0\n1\n0 0\n1 2\n",  # several spaces inside a pair
        "0\n1\n4\t7\n3 5\n0\n1\n0 0\n1 2\n",  # a tab inside a pair
        " 0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",  # leading space
        "0\n\n1\n4 7\n3 5\n\n0\n1\n0 0\n1 2\n",  # blank lines between answers
        "0\n1 4 7 3 5\n0\n1 0 0 1 2\n",  # pairs on the line of the 1
        "0\n1\n4 7 3 5\n0\n1\n0 0 1 2\n",  # two pairs on one line
        "0 1 4 7 3 5 0 1 0 0 1 2\n",  # everything on one line
        "0\n1\n4\n7\n3\n5\n0\n1\n0\n0\n1\n2\n",  # one number per line
    ],
)
def test_presentation_errors(output: str) -> None:
    assert verdict(output) == "PE"


def test_ambiguous_tokens_still_found() -> None:
    # (0,5) then two losing positions: "1 0 0 0 0" reads as 1, (0,0), 0, 0.
    text = "0 5\n1 2\n3 5\n0 0\n"
    assert verdict("1\n0 0\n0\n0\n", text) == "AC"
    assert verdict("1 0 0 0 0\n", text) == "PE"
    assert verdict("1\n0\n0 0\n0\n", text) == "PE"


@pytest.mark.slow
def test_many_lines_fast() -> None:
    import time

    positions = [f"{a} {a + 1 + (a * 7919) % 500000}" for a in range(1, 100001)]
    text = "\n".join(positions) + "\n0 0\n"
    solution = _load("solution")
    output = "".join(solution.answer(*map(int, p.split())).decode() for p in positions)
    start = time.process_time()
    assert checker.check(text, output, output)[0] == "AC"
    assert time.process_time() - start < 10
