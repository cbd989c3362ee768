"""`judge contest virtual`: taking part now in a recorded contest (an event feed, a CCS contest
package, or one of your contests), its teams shown as they stood at your elapsed time."""

from __future__ import annotations

import click

from judge.cli import interface
from judge.cli.common import root_of
from judge.cli.contest import common, contest
from judge.cli.contest.opening import open_judged
from judge.contest.core.text import clock_text
from judge.contest.ops.views import clocks, contest_state
from judge.contest.ops.virtual import create_virtual
from judge.errors import JudgeError
from judge.problemset.layout import check_writable


def map_option(items: tuple[str, ...]) -> dict[str, str]:
    """``--map A=hdu_2516`` options (each may hold several, comma-separated)."""
    mapping: dict[str, str] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                said = common.words().gettext(
                    "--map {part}: expected LABEL=PROBLEM_ID, e.g. A=hdu_2516"
                )
                raise JudgeError(said.format(part=repr(part)))
            mapping[key.strip()] = value.strip()
    return mapping


@contest.command("virtual")
@click.argument("source", metavar="FEED_OR_CONTEST")
@click.option(
    "--as", "as_name", metavar="TEAM", help="Your name on the scoreboard (default: $USER)."
)
@click.option(
    "--name",
    "contest_name",
    metavar="NAME",
    help="The new contest's folder name (default: virtual-<recorded contest id>).",
)
@click.option(
    "--map",
    "maps",
    multiple=True,
    metavar="LABEL=ID",
    help="Play recorded problem LABEL (or recorded id) as problem ID of this set "
    "(repeatable, or comma-separated). Problems with ids of this set map "
    "themselves.",
)
@click.pass_context
def virtual(
    ctx: click.Context,
    source: str,
    as_name: str | None,
    contest_name: str | None,
    maps: tuple[str, ...],
) -> None:
    """Take part now in a recorded contest: an event feed, a CCS contest package, or one of
    your contests. The board shows the recorded teams as they stood at your elapsed time."""
    root = root_of(ctx)
    check_writable(root, "judge contest virtual")
    folder = create_virtual(
        root,
        source,
        common.make_clock(),
        as_name or common.default_team_name(),
        contest_name,
        map_option(maps),
    )
    name = folder.name
    with open_judged(ctx, name) as session:
        labels = ", ".join(f"{e.label} {e.id}" for e in session.entries)
        info = clocks(session)
        teams = len(contest_state(session).teams)
    tr = interface(ctx).tr
    said = tr.gettext(
        "virtual contest {name} started: {duration} from now, {teams} recorded teams; "
        "problems {labels}"
    )
    click.echo(
        said.format(name=name, duration=clock_text(info.duration), teams=teams - 1, labels=labels)
    )
    click.echo(
        tr.gettext(
            "submit with: judge contest submit {name} LABEL FILE; "
            "the board: judge contest board {name}"
        ).format(name=name)
    )
