"""Case files (tests.yaml, testdata/*.yaml) written in one fixed YAML style, byte for byte.

The same cases always give the same bytes, whether or not libyaml is installed, so generated
test data can be committed and checked for staleness by comparing files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import yaml

# A string can be written as a plain `|` block when it is printable ASCII lines without trailing
# spaces, ends with exactly one newline and does not start with a space or a blank line (those
# need indentation or chomping indicators). Everything else goes through PyYAML's emitter.
_NOT_BLOCK_SAFE = re.compile(r"[^\n -~]| \n")
_PLACEHOLDER = re.compile(r"( *)(- )?([A-Za-z_]+): __block(\d+)__")
_WIDTH = 1 << 30  # never fold long lines


class _Block(str):
    """A string PyYAML should write as a literal block (it falls back to double quotes itself
    when a block cannot hold the text, e.g. trailing spaces or tabs)."""


class _Quoted(str):
    """A string to write double-quoted: used when a block did not read back identically."""


class _Dumper(yaml.SafeDumper):
    """The pure-Python emitter: its output does not depend on whether libyaml is installed."""


_STR = "tag:yaml.org,2002:str"
_Dumper.add_representer(_Block, lambda d, v: d.represent_scalar(_STR, str(v), style="|"))
_Dumper.add_representer(_Quoted, lambda d, v: d.represent_scalar(_STR, str(v), style='"'))


def _block_safe(text: str) -> bool:
    return (
        len(text) > 1
        and text.endswith("\n")
        and not text.endswith("\n\n")
        and text[0] not in " \n"
        and _NOT_BLOCK_SAFE.search(text) is None
    )


def _dump(cases: list[dict[str, Any]], quoted: set[tuple[int, str]]) -> str:
    blocks: list[str] = []
    data = []
    for index, case in enumerate(cases):
        item: dict[str, Any] = {}
        for key, value in case.items():
            if isinstance(value, str) and "\n" in value:
                if (index, key) in quoted:
                    value = _Quoted(value)
                elif _block_safe(value):
                    # Large inputs take seconds in PyYAML's character-by-character emitter;
                    # these are spliced in below as the same literal block it would write.
                    blocks.append(value)
                    value = f"__block{len(blocks) - 1}__"
                else:
                    value = _Block(value)
            item[key] = value
        data.append(item)
    text = yaml.dump(
        {"cases": data},
        Dumper=_Dumper,
        sort_keys=False,
        width=_WIDTH,
        allow_unicode=True,
        default_flow_style=False,
    )
    if not blocks:
        return text
    out = []
    for line in text.split("\n"):
        match = _PLACEHOLDER.fullmatch(line)
        if match is None:
            out.append(line)
            continue
        indent, dash, key, number = match.groups()
        out.append(f"{indent}{dash or ''}{key}: |")
        pad = " " * (len(indent) + len(dash or "") + 2)
        out.extend(pad + body if body else "" for body in blocks[int(number)][:-1].split("\n"))
    return "\n".join(out)


def dump_cases(cases: Iterable[dict[str, Any]]) -> str:
    """A tests.yaml-format document for `cases` (dicts: name, input, output, ...), in one fixed
    style: keys in the given order, multi-line text as `|` blocks where a block holds it exactly,
    double-quoted otherwise, lines never folded. The result always reads back to `cases`."""
    cases = [dict(case) for case in cases]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    quoted: set[tuple[int, str]] = set()
    for _ in range(2):
        text = _dump(cases, quoted)
        back = yaml.load(text, Loader=loader)["cases"]
        wrong = {
            (i, key)
            for i, case in enumerate(cases)
            for key, value in case.items()
            if back[i].get(key) != value
        }
        if not wrong:
            return text
        quoted |= wrong  # e.g. U+0085 inside a block reads back as a line break
    raise AssertionError(f"YAML dump does not read back for fields {sorted(wrong)}")
