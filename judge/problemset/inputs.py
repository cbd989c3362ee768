"""Random inputs for stress testing and the brute-force comparison: one numbered stream per seed.

Input k (1..) of seed S is `generator.generate(random.Random(f"{S}-{k}"), size)`, where size
alternates small, edge, small, ... unless one size is asked for, so `judge verify`'s
comparison (seed 0) can be replayed by `judge stress --seed 0`.
"""

from __future__ import annotations

from judge.problemset.problem import Problem

RANDOM_SIZES = ("small", "edge")  # the size classes of random inputs (small enough to brute)


def input_size(size: str | None, k: int) -> str:
    """The size class of input k: `size`, or alternately small and edge when it is None."""
    return size if size is not None else RANDOM_SIZES[(k - 1) % 2]


def random_input(problem: Problem, seed: int, k: int, size: str | None) -> str:
    """Input k of the random stream `seed`."""
    return problem.code.make_input(
        seed, k, input_size(size, k), f"random input #{k} of seed {seed}"
    )
