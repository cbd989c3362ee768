"""A problem's own code, loaded once per problem: generator, validator, shrinking, checker.

Every call into it is bounded in time (`CODE_TIME_LIMIT`), so that a generator, validator or
checker stuck in a loop gives a plain error naming the file and the function instead of
hanging `judge gen`, `verify`, `stress` or `run`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Protocol

from judge.errors import JudgeError
from judge.judging.checkers import Checker, builtin, custom
from judge.judging.verdict import CheckResult
from judge.problemset.pyfile import bounded, function, load_module

CODE_TIME_LIMIT = 60.0  # seconds: far beyond what any call of a sane generator or checker takes


class CodeOwner(Protocol):
    """What a problem's code needs of its problem (judge.problemset.problem.Problem): where its
    files are, and which checker it names."""

    @property
    def id(self) -> str: ...

    @property
    def path(self) -> Path: ...

    @property
    def root(self) -> Path: ...

    @property
    def checker(self) -> str: ...

    @property
    def checker_options(self) -> Mapping[str, Any]: ...

    @property
    def brute_path(self) -> Path: ...


class ProblemCode:
    """The Python code of one problem, each file imported at most once."""

    def __init__(self, problem: CodeOwner, time_limit: float = CODE_TIME_LIMIT) -> None:
        self.problem = problem
        self.time_limit = time_limit

    def _path(self, name: str) -> Path:
        return self.problem.path / name

    def _call(self, file: str, name: str, call: Callable[..., Any], *args: Any) -> Any:
        """call(*args), bounded in time; `name` is the function of `file` that it runs."""
        where = self._path(file)
        try:
            shown = where.relative_to(self.problem.root)
        except ValueError:
            shown = where
        return bounded(call, args, self.time_limit, f"{shown}: {name}()")

    @cached_property
    def _generator(self) -> ModuleType:
        return load_module(self._path("generator.py"), f"judge_generator_{self.problem.id}")

    @cached_property
    def _validator(self) -> ModuleType:
        return load_module(self._path("validator.py"), f"judge_validator_{self.problem.id}")

    @cached_property
    def _generate(self) -> Callable[[random.Random, str], str]:
        return function(self._generator, self._path("generator.py"), "generate")

    @cached_property
    def _validate(self) -> Callable[[str], None]:
        return function(self._validator, self._path("validator.py"), "validate")

    def make_input(self, seed: Any, k: int, size: str, where: str) -> str:
        """Input k of the stream `seed`: generate(random.Random(f"{seed}-{k}"), size).

        `where` names the input in error messages."""
        generate = self._generate
        try:
            text = self._call(
                "generator.py", "generate", generate, random.Random(f"{seed}-{k}"), size
            )
        except JudgeError:
            raise
        except Exception as exc:
            raise JudgeError(
                f"generator.py: generate(rng, {size!r}) failed for {where}: "
                f"{type(exc).__name__}: {exc}"
            ) from None
        if not isinstance(text, str):
            raise JudgeError(
                f"generator.py: generate(rng, {size!r}) returned "
                f"{type(text).__name__}, not str, for {where}"
            )
        return text

    def rejection(self, text: str) -> str | None:
        """Why the validator rejects `text`, or None when it accepts it.

        A validator that crashes (anything but ValueError) rejects too: an input it cannot read
        is as suspect as one it refuses, and the message says which happened.
        """
        validate = self._validate
        try:
            self._call("validator.py", "validate", validate, text)
        except JudgeError:
            raise
        except ValueError as exc:
            return str(exc) or "rejected (no message)"
        except Exception as exc:
            return f"the validator crashed: {type(exc).__name__}: {exc}"
        return None

    @property
    def can_shrink(self) -> bool:
        """Whether generator.py has a shrink(text) function."""
        return callable(getattr(self._generator, "shrink", None))

    @property
    def number_candidates(self) -> Callable[[int], list[int]] | None:
        """generator.py's optional smaller_numbers(n) (the smaller values of one number that
        keep the input's structure), bounded in time as every call is; None without one."""
        smaller = getattr(self._generator, "smaller_numbers", None)
        if not callable(smaller):
            return None

        def candidates(value: int) -> list[int]:
            try:
                found = self._call(
                    "generator.py", "smaller_numbers", lambda n: [*smaller(n)], value
                )
            except JudgeError:
                raise
            except Exception as exc:
                raise JudgeError(
                    f"generator.py: smaller_numbers() failed: {type(exc).__name__}: {exc}"
                ) from None
            return [v for v in found if isinstance(v, int)]

        return candidates

    def shrink(self, text: str) -> list[str]:
        """The candidates of generator.shrink(text) that are strings (it may yield others)."""
        shrink = function(self._generator, self._path("generator.py"), "shrink")
        try:
            candidates = self._call("generator.py", "shrink", lambda t: [*shrink(t)], text)
        except JudgeError:
            raise
        except Exception as exc:
            raise JudgeError(
                f"generator.py: shrink() failed: {type(exc).__name__}: {exc}"
            ) from None
        return [c for c in candidates if isinstance(c, str)]

    @cached_property
    def checker(self) -> Checker:
        """The problem's checker with its options; a custom one is bounded in time."""
        problem = self.problem
        if problem.checker != "custom":
            return builtin(problem.checker, problem.checker_options)
        path = self._path("checker.py")
        check = function(load_module(path, f"judge_checker_{problem.id}"), path, "check")
        run = custom(check, path)

        def bounded_check(input: str, expected: str, output: str) -> CheckResult:
            result: CheckResult = self._call("checker.py", "check", run, input, expected, output)
            return result

        return bounded_check

    def require_brute(self) -> Path:
        """The brute force's path, or a JudgeError when it is missing."""
        path = self.problem.brute_path
        if not path.is_file():
            raise JudgeError(f"{path}: missing (the brute force of {self.problem.id})")
        return path
