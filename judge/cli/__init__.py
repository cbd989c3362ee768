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

import gettext
import importlib
import os
import sys
from dataclasses import dataclass
from typing import Any

import click

from judge import __version__
from judge.cli.usage import command_path, said
from judge.errors import JudgeError
from judge.i18n import (
    DEFAULT,
    ENGLISH,
    ENGLISH_NAMES,
    LANGUAGES,
    available,
    locale_lang,
    message_of,
    translations,
)

COMMANDS = {
    "contest": "judge.cli.contest",
    "doctor": "judge.cli.doctor",
    "editorial": "judge.cli.hints",
    "export": "judge.cli.export",
    "gen": "judge.cli.setter",
    "get": "judge.cli.get",
    "hint": "judge.cli.hints",
    "init": "judge.cli.init",
    "list": "judge.cli.problems",
    "login": "judge.cli.login",
    "logout": "judge.cli.login",
    "play": "judge.cli.learn",
    "run": "judge.cli.run",
    "serve": "judge.cli.serve",
    "show": "judge.cli.problems",
    "site": "judge.cli.site",
    "stress": "judge.cli.setter",
    "submit": "judge.cli.submit",
    "table": "judge.cli.learn",
    "verify": "judge.cli.setter",
    "worker": "judge.cli.worker",
}
"""Each command and the module that defines it."""

EXTRAS = {"contest": "contest", "serve": "server", "site": "contest", "worker": "contest"}
"""The commands that need more than the core, and the extra (pyproject.toml's optional
dependencies) that brings what they import."""

EXTRA_MODULES = {
    "zh": ("babel",),
    "contest": ("sqlalchemy",),
    "postgres": ("sqlalchemy", "psycopg"),
    "server": (
        *("sqlalchemy", "starlette", "uvicorn", "jinja2", "markdown_it"),
        *("multipart", "python_multipart", "babel"),
    ),
}
"""What each extra installs, by the top-level modules judge imports of it; the first extra
holding a module is the smallest that brings it."""


def needed_extra(command: str | None, module: str) -> str | None:
    """The extra to install for `command`, stopped by the missing `module`: the command's own
    extra when it brings the module, else the smallest one that does; None for a module no
    extra brings (a fault of judge's, not of the installation)."""
    own = EXTRAS.get(command or "")
    if own is not None and module in EXTRA_MODULES[own]:
        return own
    return next((extra for extra, held in EXTRA_MODULES.items() if module in held), None)


def install_command(extra: str) -> str:
    """The pip command that adds `extra` to this installation of judge: from the folder it was
    installed from (judge-harness is not on PyPI), else by name; run by the interpreter that
    runs judge, so that it installs where judge is."""
    # Late: only a missing extra needs the installation's metadata.
    import json
    import os
    import shlex
    from importlib import metadata
    from urllib.parse import unquote, urlparse

    target, editable = "judge-harness", ""
    # The installation's own record of where it came from (PEP 610); a source tree's
    # judge_harness.egg-info, found first where the tree is on the path, has none.
    records = (d.read_text("direct_url.json") for d in metadata.distributions(name="judge-harness"))
    try:
        origin = json.loads(next((text for text in records if text), "{}"))
    except ValueError:
        origin = {}
    url = origin.get("url", "") if isinstance(origin, dict) else ""
    path = unquote(urlparse(url).path) if url.startswith("file://") else ""
    if path and ("dir_info" in origin or os.path.isfile(path)):  # a folder, or a wheel kept
        target = path
        editable = "-e " if origin.get("dir_info", {}).get("editable") else ""
    return f"{shlex.quote(sys.executable)} -m pip install {editable}{shlex.quote(f'{target}[{extra}]')}"


def _missing_extra(command: str, exc: ModuleNotFoundError, shown: str = "") -> str | None:
    """The plain message for `command` (a top-level command; `shown`: the command as typed,
    when it is one of its subcommands) stopped by a module of a missing extra, or None when
    the missing module is no extra's."""
    extra = needed_extra(command, (exc.name or "").partition(".")[0])
    if extra is None:
        return None
    return f"judge {shown or command}: needs the {extra} extra: {install_command(extra)}"


@dataclass(frozen=True)
class Interface:
    """What the `judge` group's options and the environment decide for every command: the
    problem set's root as given (--root, JUDGE_ROOT), the language (--lang, else the locale)
    and its catalogue (English where the zh extra is missing), kept in click's context."""

    root: str | None = None
    lang: str = DEFAULT
    tr: gettext.NullTranslations = ENGLISH


def interface(ctx: click.Context) -> Interface:
    """The `judge` group's Interface (the default one where a command runs without it)."""
    obj = ctx.find_root().obj
    return obj if isinstance(obj, Interface) else Interface()


def _unavailable(name: str, message: str) -> click.Command:
    """Stands for a command whose module cannot be imported for want of an extra: listed in
    `judge --help` with what to install, and saying it (exit status 2) whatever it is given."""

    def say(ctx: click.Context) -> None:
        click.echo(message, err=True)
        ctx.exit(2)

    return click.Command(
        name,
        callback=click.pass_context(say),
        help=message,
        short_help=message.partition(": ")[2],
        add_help_option=False,
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    )


class _Said(click.ClickException):
    """A mistake already put in judge's words (judge.cli.usage): shown as it is, exit status 2."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(self.message, err=True)


def _in_judges_words(
    exc: click.ClickException, command: str, tr: gettext.NullTranslations = ENGLISH
) -> click.ClickException:
    """click's exception for a usage error, a file click could not open and the like, as one
    `judge: error: ...` (with where help is, for a usage error: `command`'s unless the error
    knows its own), in `tr`'s language; the help click shows for a group given no command stays
    as it is."""
    help_shown = getattr(click.exceptions, "NoArgsIsHelpError", None)  # click 8.2 on
    if isinstance(exc, _Said) or (help_shown is not None and isinstance(exc, help_shown)):
        return exc
    if isinstance(exc, click.UsageError):
        return _Said(said(exc, command, tr))
    return _Said(tr.gettext("judge: error: {message}").format(message=exc.format_message()))


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
            try:
                importlib.import_module(self.modules[cmd_name])  # it registers its commands
            except ModuleNotFoundError as exc:
                # The extra is the top-level command's (`judge contest new`: contest's).
                below_root = ctx
                while below_root.parent is not None and below_root.parent.parent is not None:
                    below_root = below_root.parent
                top = cmd_name if ctx.parent is None else below_root.info_name or cmd_name
                shown = " ".join([*ctx.command_path.split()[1:], cmd_name])
                message = _missing_extra(top, exc, shown)
                if message is None:
                    raise
                return _unavailable(cmd_name, message)
        return self.commands.get(cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as exc:
            # A command's own parsing errors do not know their command (click's parser
            # leaves them without a context): the one this group was invoking.
            command = command_path(ctx)
            if ctx.invoked_subcommand is not None:
                command = f"{command} {ctx.invoked_subcommand}"
            raise _in_judges_words(exc, command, interface(ctx).tr) from None


class _Group(LazyGroup):
    """The `judge` command: its commands loaded when asked for (`COMMANDS`), a JudgeError
    anywhere in a command turned into one plain message and exit status 2, and click's usage
    errors into the same form (judge.cli.usage), a command's and the group's own options'."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.ClickException as exc:
            raise _in_judges_words(exc, "judge") from None

    def invoke(self, ctx: click.Context) -> Any:
        # The words are the interface's, known once the group's own options are parsed.
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            tr = interface(ctx).tr
            said = tr.gettext("judge: error: {message}").format(message=message_of(exc, tr))
            click.echo(said, err=True)
            ctx.exit(2)
        except ModuleNotFoundError as exc:  # a command importing what only an extra brings
            message = _missing_extra(ctx.invoked_subcommand or "", exc)
            if message is None:
                raise
            click.echo(message, err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo(interface(ctx).tr.gettext("judge: interrupted"), err=True)
            ctx.exit(130)


@click.group(cls=_Group, modules=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--root",
    envvar="JUDGE_ROOT",
    metavar="DIR",
    help="Folder holding problems/ (default: the current folder or its nearest parent "
    "with one, else the set installed with judge). Also JUDGE_ROOT.",
)
@click.option(
    "--lang",
    type=click.Choice(list(LANGUAGES)),
    help="The language judge speaks (default: zh when the locale, LC_ALL, LC_MESSAGES or "
    "LANG, is Chinese, else en). Chinese needs the zh extra.",
)
@click.version_option(__version__, prog_name="judge")
@click.pass_context
def main(ctx: click.Context, root: str | None, lang: str | None) -> None:
    """Judge competitive-programming solutions locally, like an online judge."""
    chosen = lang or locale_lang(os.environ)
    ctx.obj = Interface(root, chosen, language_catalogue(chosen))


def language_catalogue(lang: str) -> gettext.NullTranslations:
    """The command line's catalogue of `lang`; where the zh extra is missing, English, having
    said once on stderr which extra brings the language."""
    if lang != DEFAULT and not available():
        click.echo(
            f"judge: {ENGLISH_NAMES[lang]} needs the zh extra, English until then: "
            f"{install_command('zh')}",
            err=True,
        )
    return translations(lang)
