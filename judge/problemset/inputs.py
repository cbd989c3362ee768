"""Random inputs for stress testing and the brute-force comparison: one numbered stream per seed.

Input k (1..) of seed S is `generator.generate(random.Random(f"{S}-{k}"), size)`. The
brute-force comparison (`judge verify`, seed 0) alternates small, edge, small, ... (sizes a
brute force can solve). `judge stress` mixes in the larger sizes problem.yaml's recipes use
(`max`): every LARGE_EVERY-th input is one of them, so a solution wrong only on large values,
as the committed data finds it, is found by stress too. One size asked for (`--size`) gives
every input that size; since an input depends on its seed, k and size only, `--size small
--seed 0` replays verify's small inputs.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.problemset.problem import Problem

RANDOM_SIZES = ("small", "edge")  # the size classes of random inputs (small enough to brute)
# One stress input in this many is of a larger size: enough that a bug seen only on large
# values shows within stress's default 1000 inputs (100 large ones), few enough that a full
# run of a right solution stays within minutes when a large input is 100000 games.
LARGE_EVERY = 10


def input_size(size: str | None, k: int) -> str:
    """The size class of input k: `size`, or alternately small and edge when it is None."""
    return size if size is not None else RANDOM_SIZES[(k - 1) % 2]


def random_input(problem: Problem, seed: int, k: int, size: str | None) -> str:
    """Input k of the random stream `seed`."""
    return problem.code.make_input(
        seed, k, input_size(size, k), f"random input #{k} of seed {seed}"
    )


def recipe_sizes(problem: Problem) -> tuple[str, ...]:
    """The sizes random inputs of `problem` may have: small and edge, then the other sizes its
    testdata recipes use (max), in recipe order."""
    larger = [r.size for r in problem.recipes if r.size not in RANDOM_SIZES]
    return RANDOM_SIZES + tuple(dict.fromkeys(larger))


@dataclass(frozen=True)
class SizeMix:
    """The size of each input of a stress stream: `only` that size, or small and edge
    alternately with every LARGE_EVERY-th input one of `larger`, in turn."""

    only: str | None = None
    larger: tuple[str, ...] = ()

    def size_of(self, k: int) -> str:
        """The size class of input k (1-based)."""
        if self.only is not None:
            return self.only
        if self.larger and k % LARGE_EVERY == 0:
            return self.larger[(k // LARGE_EVERY - 1) % len(self.larger)]
        return RANDOM_SIZES[(k - 1) % 2]

    def describe(self) -> str:
        """How the stream's sizes read in a report: "edge inputs", "small+edge inputs",
        "small+edge inputs, every 10th max"."""
        if self.only is not None:
            return f"{self.only} inputs"
        if not self.larger:
            return "small+edge inputs"
        return f"small+edge inputs, every {LARGE_EVERY}th {'/'.join(self.larger)}"

    def input(self, problem: Problem, seed: int, k: int) -> str:
        """Input k of the stream `seed`."""
        return problem.code.make_input(
            seed, k, self.size_of(k), f"random input #{k} of seed {seed}"
        )
