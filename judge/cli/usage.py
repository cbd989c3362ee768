"""A mistake on the command line in judge's one form: `judge: error: ` and the option (or
argument) with what is wrong with it, in plain words, then one line pointing to the command's
help. click's own form ("Usage: ...", "Error: Invalid value for '--time-limit': 'abc' is not a
valid float range.") said the same thing in other words beside judge's.

Every text a user reads here is in this module (`said`), built from what click's exception
knows: the parameter, its type, its range or choices. click's English message is read only to
recover the value typed, the one thing its exceptions do not keep apart.
"""

from __future__ import annotations

import gettext
import re

import click

from judge.i18n import ENGLISH, N_

HELP = N_("See `{command} --help`.")
"""The line after the error: where the command's options and arguments are told."""


def said(
    exc: click.UsageError, command: str = "judge", tr: gettext.NullTranslations = ENGLISH
) -> str:
    """The two lines `judge` prints for a usage error: the error, then where help is (the
    error's own command's, else `command`'s: click's parser leaves some errors without one);
    in `tr`'s language, the frame and the commands' own messages (marked N_ where raised)."""
    path = command if exc.ctx is None else command_path(exc.ctx)
    error = tr.gettext("judge: error: {message}").format(message=tr.gettext(plain(exc)))
    return f"{error}\n{tr.gettext(HELP).format(command=path)}"


def command_path(ctx: click.Context) -> str:
    """The command as a user types it (`judge contest new`), whatever name ran the group."""
    return " ".join(["judge", *ctx.command_path.split()[1:]])


def plain(exc: click.UsageError) -> str:
    """What is wrong, in plain words: the option or argument first, then the problem."""
    if isinstance(exc, click.MissingParameter):
        return _missing(exc)
    if isinstance(exc, click.BadParameter):
        return _bad_value(exc)
    if isinstance(exc, click.NoSuchOption):
        return f"no such option: {exc.option_name}{_did_you_mean(exc.possibilities)}"
    no_such_command = getattr(click.exceptions, "NoSuchCommand", None)  # click 8.4 on
    if no_such_command is not None and isinstance(exc, no_such_command):
        name, possibilities = exc.command_name, exc.possibilities
        return f"no such command: {name}{_did_you_mean(possibilities)}"
    if isinstance(exc, click.BadOptionUsage):
        return _option_usage(exc)
    return _usage(exc)


def _missing(exc: click.MissingParameter) -> str:
    """A required argument or option not given: which, with what the command takes."""
    param = exc.param
    if isinstance(param, click.Argument):
        return f"missing {_name(param)}{_after(exc)}{_takes(exc.ctx)}"
    if isinstance(param, click.Option):
        return f"{_name(param)} is required{_after(exc)}"
    return exc.format_message()


def _bad_value(exc: click.BadParameter) -> str:
    """A value its parameter's type refused: a number out of its range, a word not among the
    choices, a file that cannot be opened; else the reason as the check gave it."""
    param = exc.param
    if param is None:
        return exc.format_message()
    typed = exc.message.split(" is not ", 1)[0] if " is not " in exc.message else ""
    wanted = _wanted(param.type)
    if wanted is not None:
        value = f"{typed} is not " if typed else "must be "
        return f"{_name(param)}: {value}{wanted}"
    return f"{_name(param)}: {exc.message}"


def _wanted(kind: click.ParamType) -> str | None:
    """What a number or choice parameter takes ("a number more than 0", "one of: me, judge"),
    None for the other types (their message names the value and the fault already)."""
    if isinstance(kind, click.Choice):
        return "one of: " + ", ".join(map(str, kind.choices))
    whole = isinstance(kind, (click.IntRange, click.types.IntParamType))
    if not whole and not isinstance(kind, (click.FloatRange, click.types.FloatParamType)):
        return None
    number = "a whole number" if whole else "a number"
    low, high = getattr(kind, "min", None), getattr(kind, "max", None)
    low_open, high_open = getattr(kind, "min_open", False), getattr(kind, "max_open", False)
    if low is not None and high is not None:
        return f"{number} from {low} to {high}"
    if low is not None:
        return f"{number} {'more than' if low_open else 'of at least'} {low}"
    if high is not None:
        return f"{number} {'less than' if high_open else 'of at most'} {high}"
    return number


def _option_usage(exc: click.BadOptionUsage) -> str:
    """An option given wrongly: without the value it needs, or with one it does not take."""
    name = exc.option_name
    if "does not take a value" in exc.message:
        return f"{name} takes no value"
    count = re.search(r"requires (\d+) arguments", exc.message)
    if count:
        return f"{name} needs {count.group(1)} values"
    if "requires an argument" in exc.message:
        return f"{name} needs a value"
    return exc.format_message()


def _usage(exc: click.UsageError) -> str:
    """Any other mistake: arguments beyond those the command takes (said with what it takes),
    else the message as the command words it (judge's own are plain already)."""
    extra = re.fullmatch(r"Got unexpected extra arguments? \((.*)\)", exc.message)
    if extra is None:
        return exc.format_message()
    words = extra.group(1).split()
    what = "one argument too many" if len(words) == 1 else f"{len(words)} arguments too many"
    return f"{what}: {' '.join(words)}{_takes(exc.ctx)}"


def _takes(ctx: click.Context | None) -> str:
    """' (judge run takes [OPTIONS] ID [SOLUTION])': what the command's arguments are."""
    if ctx is None:
        return ""
    return f" ({command_path(ctx)} takes {' '.join(ctx.command.collect_usage_pieces(ctx))})"


def _name(param: click.Parameter) -> str:
    """An option by its names and value (`-j/--jobs N`), an argument by its metavar (`ID`)."""
    if isinstance(param, click.Option):
        names = "/".join(sorted(param.opts, key=len))
        return f"{names} {param.metavar}" if param.metavar and not param.is_flag else names
    return param.human_readable_name


def _after(exc: click.MissingParameter) -> str:
    """A message the check adds to a missing parameter's ("give the problems..."), if any."""
    return f": {exc.message}" if exc.message else ""


def _did_you_mean(possibilities: list[str] | None) -> str:
    return f" (did you mean {' or '.join(possibilities)}?)" if possibilities else ""
