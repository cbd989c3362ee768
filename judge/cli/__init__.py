"""The command line: click declares the options, the library modules do the work.

One module per command (or group of commands), each importing the plain modules it calls at
its top and registering its commands on `main`. The group imports a command's module when
that command is asked for (`COMMANDS`), so a command loads what it calls and nothing else:
importing every command module at once costs 2.5 times what `judge --help` costs with click
alone, and would load the contest code (and SQLAlchemy) for `judge run`. `judge contest` is
such a group too (`LazyGroup`), a module per group of its commands (judge/cli/contest/).
(`judge list` alone runs without click or this package: judge/entry.py.)
"""

from __future__ import annotations

import importlib
from typing import Any

import click

from judge import __version__
from judge.errors import JudgeError

COMMANDS = {
    "contest": "judge.cli.contest",
    "doctor": "judge.cli.doctor",
    "export": "judge.cli.export",
    "gen": "judge.cli.setter",
    "list": "judge.cli.problems",
    "play": "judge.cli.learn",
    "run": "judge.cli.run",
    "serve": "judge.cli.serve",
    "show": "judge.cli.problems",
    "stress": "judge.cli.setter",
    "table": "judge.cli.learn",
    "verify": "judge.cli.setter",
    "worker": "judge.cli.worker",
}
"""Each command and the module that defines it."""


class LazyGroup(click.Group):
    """A group whose commands are defined in modules imported when a command is asked for:
    ``modules``, each command's name and the module that registers it on the group."""

    def __init__(self, *args: Any, modules: dict[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.modules = modules or {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(self.commands) | set(self.modules))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.modules:
            importlib.import_module(self.modules[cmd_name])  # it registers its commands
        return self.commands.get(cmd_name)


class _Group(LazyGroup):
    """The `judge` command: its commands loaded when asked for (`COMMANDS`), and a JudgeError
    anywhere in a command turned into one plain message and exit status 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            click.echo(f"judge: error: {exc}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo("judge: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Group, modules=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--root",
    envvar="JUDGE_ROOT",
    metavar="DIR",
    help="Folder holding problems/ (default: the current folder or its nearest parent "
    "with one). Also JUDGE_ROOT.",
)
@click.version_option(__version__, prog_name="judge")
@click.pass_context
def main(ctx: click.Context, root: str | None) -> None:
    """Judge competitive-programming solutions locally, like an online judge."""
    ctx.obj = root
