"""The command line: click declares the options, the library modules do the work.

One module per command (or group of commands), each importing the plain modules it calls at
its top; the modules register their commands on `main` when this package imports them.
(`judge list` alone runs without click or this package: judge/entry.py.)
"""

from __future__ import annotations

import click

from judge.errors import JudgeError


class _Group(click.Group):
    """Turns a JudgeError anywhere in a command into one plain message and exit status 2."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            click.echo(f"judge: error: {exc}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo("judge: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--root",
    envvar="JUDGE_ROOT",
    metavar="DIR",
    help="Folder holding problems/ (default: the current folder or its nearest parent "
    "with one). Also JUDGE_ROOT.",
)
@click.version_option(package_name="judge-harness", prog_name="judge")
@click.pass_context
def main(ctx: click.Context, root: str | None) -> None:
    """Judge competitive-programming solutions locally, like an online judge."""
    ctx.obj = root


# The subcommand modules register themselves on ``main``.
from judge.cli import contest, doctor, export, problems, run, serve, setter, worker  # noqa: E402

__all__ = ["contest", "doctor", "export", "main", "problems", "run", "serve", "setter", "worker"]
