"""A Kattis package's test data as groups (`TestGroup`), each with its settings
(`GroupSettings`: testdata.yaml, and 2023-07's test_group.yaml, merged from the nearest
ancestors as the spec says: "Properties specified in testdata.yaml are inherited transitively
by descendant groups"). Plain data: `judge.kattis.package` reads it, `judge.kattis.grading`
grades results on it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Union

from judge.errors import JudgeError
from judge.judging.problem import Case


@dataclass(frozen=True)
class GroupSettings:
    """A test group's settings (testdata.yaml, or 2023-07's test_group.yaml), each key as the
    nearest folder setting it says: the arguments its validators get."""

    folder: Path  # the group's folder
    settings: Mapping[str, Any] = field(default_factory=dict)  # merged, as read

    def output_validator_args(self) -> tuple[str, ...]:
        """The output validator arguments the group adds (legacy `output_validator_flags`, a
        string; 2023-07 `output_validator_args`, a list or a string)."""
        words: list[str] = []
        for key in ("output_validator_flags", "output_validator_args"):
            value = self.settings.get(key)
            if value is None:
                continue
            if isinstance(value, str):
                words += value.split()
            elif isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
                words += [str(v) for v in value]
            else:
                raise JudgeError(f"{self.folder}: {key} must be a string or a list of strings")
        return tuple(words)

    def input_validator_args(self, validator: str) -> tuple[str, ...]:
        """The arguments of the input validator named `validator` (its file's stem): legacy
        `input_validator_flags`, 2023-07 `input_validator_args`, either a string or list for
        every validator, or a mapping by validator name."""
        for key in ("input_validator_flags", "input_validator_args"):
            value = self.settings.get(key)
            if isinstance(value, dict):
                value = value.get(validator, "")
            if isinstance(value, str):
                return tuple(value.split())
            if isinstance(value, list):
                return tuple(str(v) for v in value)
        return ()


TestItem = Union["TestGroup", Case]
"""What a test group holds: cases and subgroups."""


@dataclass(frozen=True)
class TestGroup:
    """A test data group: `data` itself, `sample`, `secret` and the folders below them. `name`
    is its path under data/ (`data` for the root), `own` the settings of its own
    testdata.yaml / test_group.yaml, `settings` those merged with its ancestors'."""

    name: str
    folder: Path
    own: Mapping[str, Any]
    settings: GroupSettings
    items: tuple[TestItem, ...]

    def cases(self) -> Iterator[Case]:
        """Every case in the group and below, in order."""
        for item in self.items:
            if isinstance(item, TestGroup):
                yield from item.cases()
            else:
                yield item

    def subgroup(self, name: str) -> TestGroup | None:
        """The direct subgroup called `name` (its last path component), if there is one."""
        for item in self.items:
            if isinstance(item, TestGroup) and item.name.rsplit("/", 1)[-1] == name:
                return item
        return None
