"""The manual's generated parts, made from judge itself each time the manual is built (an
MkDocs hook, named in mkdocs.yml), so that none is a copy kept by hand:

- `<!-- judge: commands -->`: every command of the `judge` command line with its usage, its
  help and each option's, walked from the click group (judge.cli.main);
- `<!-- judge: problems -->` (`<!-- judge: problems zh -->` in Chinese): the problem set, as
  `judge list --json` gives it;
- `<!-- include: PATH -->` or `<!-- include: PATH#NAME -->`: a file of the repository, or its
  part between `<!-- NAME -->` and `<!-- end of NAME -->`, its relative links made relative
  to the page that includes it.

A marker the hook does not know, or an include that finds nothing, stops the build. (The
Languages page's table and list of fields are the language data's own blocks, written and
checked by tests/run/languages/test_readme_tables.py.)
"""

from __future__ import annotations

import inspect
import json
import os
import re
from pathlib import Path, PurePosixPath
from typing import Any, Callable

import click
from mkdocs.exceptions import PluginError

from judge.catalog.listing import problem_json
from judge.cli import main

REPO = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"<!-- (judge|include): ([^ ]+)(?: ([^ ]+))? -->")
# A Markdown link or image whose target is a relative path (not a URL, not an anchor alone).
LINK = re.compile(r"(!?\[[^\]]*\]\()(?![a-z]+:|#|/)([^)\s]+)(\))")
# What Markdown would read as markup in a help text, escaped to show as written.
MARKUP = re.compile(r"([\\`*_\[\]<>|#])")


def escape(text: str) -> str:
    """`text` as Markdown that shows it as written."""
    return MARKUP.sub(r"\\\1", text)


def _paragraphs(help_text: str | None) -> str:
    """A click help text as Markdown paragraphs."""
    cleaned = inspect.cleandoc(help_text or "")
    return "\n\n".join(escape(" ".join(p.split())) for p in cleaned.split("\n\n") if p.strip())


def _command_section(command: click.Command, ctx: click.Context, depth: int) -> list[str]:
    """One command's heading, usage, help and options."""
    path = ctx.command_path
    usage = " ".join([path, *command.collect_usage_pieces(ctx)])
    lines = [f"{'#' * min(depth, 6)} `{path}`", "", "```", usage, "```", ""]
    help_text = _paragraphs(command.help)
    if help_text:
        lines += [help_text, ""]
    records = [p.get_help_record(ctx) for p in command.params if isinstance(p, click.Option)]
    options = [record for record in records if record is not None]
    options.append(("-h, --help", "Show this message and exit."))
    lines += ["| option | what it does |", "|---|---|"]
    lines += [f"| `{name}` | {escape(' '.join(text.split()))} |" for name, text in options]
    return [*lines, ""]


def commands_reference(group: click.Command = main, name: str = "judge") -> str:
    """Every command under `group` (itself first, then each subcommand, depth first)."""
    out: list[str] = []

    def walk(command: click.Command, ctx: click.Context, depth: int) -> None:
        out.extend(_command_section(command, ctx, depth))
        if isinstance(command, click.Group):
            for sub_name in command.list_commands(ctx):
                sub = command.get_command(ctx, sub_name)
                if sub is None:
                    raise PluginError(f"{ctx.command_path} {sub_name}: the command cannot load")
                walk(sub, click.Context(sub, info_name=sub_name, parent=ctx), depth + 1)

    walk(group, click.Context(group, info_name=name), 2)
    return "\n".join(out)


HEADS = {
    "en": ("id", "title", "game", "source", "time limit", "memory limit", "cases"),
    "zh": ("编号", "题目", "博弈", "来源", "时间限制", "空间限制", "测试点"),
}


def problems_table(lang: str = "en") -> str:
    """The problem set in `judge list`'s order (by idea), from `judge list --json`."""
    if lang not in HEADS:
        raise PluginError(f"problems: no table in {lang!r} (known: {', '.join(HEADS)})")
    listed = json.loads(problem_json(REPO, None, {}))["problems"]
    lines = ["| " + " | ".join(HEADS[lang]) + " |", "|---" * len(HEADS[lang]) + "|"]
    for p in listed:
        order = (
            ("title_zh", "title", "title_en") if lang == "zh" else ("title_en", "title", "title_zh")
        )
        title = " / ".join(dict.fromkeys(p[key] for key in order if p[key]))
        limits = f"{p['time_limit']:g} s | {p['memory_limit']:g} MiB"
        lines.append(
            f"| `{p['id']}` | {escape(title)} | {escape(p['game'])} | {p['source']} | "
            f"{limits} | {p['cases']} |"
        )
    return "\n".join(lines)


def _section(text: str, name: str, path: str) -> str:
    """The part of `text` between `<!-- name -->` and `<!-- end of name -->`."""
    found = re.search(
        rf"<!-- {re.escape(name)} -->\n(.*?)\n<!-- end of {re.escape(name)} -->", text, re.S
    )
    if found is None:
        raise PluginError(f"{path}: no part marked <!-- {name} --> ... <!-- end of {name} -->")
    return found.group(1)


def included(target: str, page_file: str, docs_dir: Path) -> str:
    """The file (or marked part) `target` names, a path from the repository's root, with
    its relative links rewritten for the page `page_file` (a path under `docs_dir`)."""
    path, _, name = target.partition("#")
    source = REPO / path
    if not source.is_file():
        raise PluginError(f"{page_file}: includes {path}, which does not exist")
    text = source.read_text(encoding="utf-8")
    if name:
        text = _section(text, name, path)
    page_dir = (docs_dir / page_file).parent

    def relink(match: re.Match[str]) -> str:
        where, _, anchor = match.group(2).partition("#")
        moved = os.path.relpath(source.parent / where, page_dir) if where else ""
        moved = PurePosixPath(*Path(moved).parts).as_posix() if moved else ""
        return match.group(1) + moved + (f"#{anchor}" if anchor else "") + match.group(3)

    return LINK.sub(relink, text)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """MkDocs' hook: each marker of the page replaced by what it names."""
    docs_dir = Path(config["docs_dir"])
    makers: dict[str, Callable[[str | None], str]] = {
        "commands": lambda _: commands_reference(),
        "problems": lambda lang: problems_table(lang or "en"),
    }

    def replace(match: re.Match[str]) -> str:
        kind, what, extra = match.groups()
        if kind == "include":
            return included(what, page.file.src_uri, docs_dir)
        if what not in makers:
            raise PluginError(f"{page.file.src_uri}: unknown marker {match.group(0)}")
        return makers[what](extra)

    return MARKER.sub(replace, markdown)
