"""The manual (docs/, mkdocs.yml) builds with `mkdocs build --strict`, without the network,
and says what judge says: every command and option, every language of the table, every
problem of the set; and the README's two commands are what .ci/run runs and what the manual's
set-up page shows. A build with a broken link, a page left out of the nav or an unknown marker
fails."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from html import unescape
from pathlib import Path

import click
import pytest

from conftest import REPO
from judge.catalog.listing import problem_json
from judge.cli import main
from judge.run.languages.table import languages

README = REPO / "README.md"
INSTALL = (
    "python3 -m venv ~/.venvs/judge && . ~/.venvs/judge/bin/activate && pip install -e . "
    "&& judge run --all"
)


@dataclass
class Built:
    site: Path
    status: int
    output: str


def build(config_root: Path, site: Path) -> Built:
    """`mkdocs build --strict` of the manual under `config_root` into `site`; in a network
    namespace of its own where this machine makes one (as root), so that a build that reaches
    for the network fails."""
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site)]
    if os.geteuid() == 0 and shutil.which("unshare"):
        command = ["unshare", "--net", *command]
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # the theme's notice is not a warning
    ran = subprocess.run(
        command, cwd=config_root, env=env, capture_output=True, text=True, timeout=600
    )
    return Built(site, ran.returncode, ran.stdout + ran.stderr)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build(REPO, tmp_path_factory.mktemp("manual") / "site")


def page_text(site: Path, page: str) -> str:
    """The text of a built page (`reference/commands`), its tags left out."""
    html = (site / page / "index.html").read_text(encoding="utf-8")
    return unescape(re.sub(r"<[^>]+>", "", html))


def command_paths(command: click.Command = main, ctx: click.Context | None = None) -> list[str]:
    """Every command of the command line, as typed (`judge contest teams import`)."""
    ctx = ctx or click.Context(command, info_name="judge")
    found = [ctx.command_path]
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            assert sub is not None, name
            found += command_paths(sub, click.Context(sub, info_name=name, parent=ctx))
    return found


@pytest.mark.slow
def test_the_manual_builds_strictly_without_the_network(built: Built) -> None:
    assert built.status == 0, built.output
    assert "WARNING" not in built.output, built.output
    for page in ("index.html", "zh/index.html", "zh/learner/judging/index.html"):
        assert (built.site / page).is_file(), page
    # Nothing a reader's browser would fetch from elsewhere: scripts, styles, fonts, images.
    for html in built.site.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        fetched = re.findall(r'<(?:script|img)[^>]* src="(https?:[^"]+)"', text)
        fetched += re.findall(r'<link[^>]* href="(https?:[^"]+)"[^>]*rel="stylesheet"', text)
        fetched += re.findall(r"fonts\.(?:googleapis|gstatic)\.com", text)
        assert not fetched, (html, fetched)


@pytest.mark.slow
def test_the_command_reference_has_every_command_and_option_with_its_help(built: Built) -> None:
    text = page_text(built.site, "reference/commands")
    for path in command_paths():
        assert path in text, path
    run = main.get_command(click.Context(main, info_name="judge"), "run")
    assert run is not None
    for param in run.params:
        if isinstance(param, click.Option):
            for name in param.opts:
                assert name in text, name
            assert " ".join((param.help or "").split())[:60] in " ".join(text.split()), param


def table_rows(site: Path, page: str) -> list[list[str]]:
    """The cells of each row of a built page's tables, as text."""
    html = (site / page / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr>(.*?)</tr>", html, re.S)
    cells = [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in rows]
    return [[unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in row] for row in cells if row]


@pytest.mark.slow
def test_the_generated_tables_hold_every_language_and_problem(built: Built) -> None:
    rows = {row[0]: row for row in table_rows(built.site, "reference/languages")}
    for lid, lang in languages().items():
        assert lid in rows, lid
        assert rows[lid][1] == lang.name and rows[lid][-1] == lang.debian, rows[lid]
        assert all(flag in rows[lid][3] for flag in lang.flags), rows[lid]
        assert rows[lid][6] == ("yes" if lang.contest else "no"), rows[lid]
    problems = json.loads(problem_json(REPO, None, {}))["problems"]
    assert len(problems) >= 29
    for page in ("learner/problems", "zh/learner/problems"):
        listed = {row[0]: row for row in table_rows(built.site, page)}
        assert list(listed) == [p["id"] for p in problems], page  # judge list's order
        for p in problems:
            assert listed[p["id"]][3] == p["source"], (page, p["id"])
            assert listed[p["id"]][6] == str(p["cases"]), (page, p["id"])


def readme_setup() -> str:
    text = README.read_text(encoding="utf-8")
    found = re.search(r"<!-- setup -->\n(.*?)\n<!-- end of setup -->", text, re.S)
    assert found, "README.md has no set-up section between its markers"
    return found.group(1)


def shell_blocks(text: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", text, re.S)]


def ci_test_command() -> str:
    """The command .ci/run runs the suite with (its status kept by `|| status=$?`)."""
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    [line] = [line for line in script.splitlines() if line.startswith("python3 -m venv")]
    return line.removesuffix(" || status=$?")


def test_the_readmes_two_commands_are_what_ci_runs_and_the_set_up_says() -> None:
    blocks = shell_blocks(readme_setup())
    assert blocks[0] == INSTALL
    assert blocks[1] == ci_test_command()
    assert "pytest" in blocks[1] and "'.[test]'" in blocks[1]
    # The manual's set-up page is the README's own section (included), in both languages.
    assert "<!-- include: README.md#setup -->" in (REPO / "docs/setup.md").read_text()
    zh = shell_blocks((REPO / "docs/setup.zh.md").read_text(encoding="utf-8"))
    assert zh[:2] == blocks[:2]


@pytest.mark.slow
def test_the_built_set_up_page_shows_both_commands(built: Built) -> None:
    blocks = shell_blocks(readme_setup())
    for page in ("setup", "zh/setup"):
        text = page_text(built.site, page)
        for command in blocks[:2]:
            assert command in text, (page, command)


def copy_of_the_manual(where: Path) -> Path:
    """A copy of mkdocs.yml and docs/ to break, built as the original is."""
    shutil.copy(REPO / "mkdocs.yml", where / "mkdocs.yml")
    shutil.copytree(REPO / "docs", where / "docs", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(README, where / "README.md")
    for folder in ("problems", "testdata"):  # the problem list and the included format
        (where / folder).symlink_to(REPO / folder)
    return where


@pytest.mark.slow
def test_a_broken_link_a_missing_anchor_and_a_page_out_of_the_nav_fail_the_build(
    tmp_path: Path,
) -> None:
    root = copy_of_the_manual(tmp_path)
    page = root / "docs/learner/record.md"
    page.write_text(
        page.read_text() + "\n[gone](no-such-page.md) [nowhere](judging.md#no-such-part)\n"
    )
    (root / "docs/learner/orphan.md").write_text("# Not in the nav\n")
    broken = build(root, tmp_path / "site")
    assert broken.status != 0
    assert "no-such-page.md" in broken.output
    assert "#no-such-part" in broken.output
    assert "learner/orphan.md" in broken.output


@pytest.mark.slow
def test_an_unknown_marker_fails_the_build(tmp_path: Path) -> None:
    root = copy_of_the_manual(tmp_path)
    page = root / "docs/learner/record.md"
    page.write_text(page.read_text() + "\n<!-- judge: no-such-table -->\n")
    broken = build(root, tmp_path / "site")
    assert broken.status != 0
    assert "unknown marker <!-- judge: no-such-table -->" in broken.output
