"""`judge table` and `judge play`: a problem's game as a table of positions, or played against
a perfect opponent."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TextIO

import click

from judge.cli import interface, main
from judge.cli.common import root_of
from judge.learn.game import Game, parse_options
from judge.learn.guess import guess, guess_text
from judge.learn.play import Result, Side, play, random_position
from judge.learn.source import resolve_game
from judge.learn.table import family_of, table_json, table_rows, table_text

GAME_OPTIONS = {"ignore_unknown_options": True, "allow_extra_args": True}
PARAMETERS_HELP = "The game's parameters are options too (`--m 4`); an unknown one lists them."


def _game(ctx: click.Context, problem_id: str) -> Game:
    """The game GAME names (a problem id, octal:CODE, subtraction:S or a game file), with the
    parameters given as extra options (`--m 4`)."""
    game = resolve_game(lambda: root_of(ctx), problem_id)
    return game.with_values(parse_options(game, ctx.args))


@main.command(context_settings=GAME_OPTIONS, epilog=PARAMETERS_HELP)
@click.argument("problem_id", metavar="GAME")
@click.option("--max", "limit", type=click.IntRange(min=0), help="How far the positions go.")
@click.option("--json", "as_json", is_flag=True, help="A JSON list of {position, outcome, sg}.")
@click.option("--guess", "guessing", is_flag=True, help="Then the pattern, checked, and its proof.")
@click.pass_context
def table(
    ctx: click.Context, problem_id: str, limit: int | None, as_json: bool, guessing: bool
) -> None:
    """The outcome (P or N) and Grundy value of every small position of a game, searched from
    its rules, P-positions marked. GAME is a problem id, octal:CODE (octal:0.77 is Kayles),
    subtraction:S (subtraction:2,5,7) or the path of a game file in the problems' format.
    With --guess: the simplest pattern that fits, proved where a theorem covers the game."""
    game = _game(ctx, problem_id)
    tr = interface(ctx).tr
    top = game.table_max if limit is None else limit
    rows = table_rows(game, top)
    if not guessing:
        click.echo(table_json(game, rows) if as_json else table_text(game, rows, tr))
        return
    found = guess(rows, family_of(game))
    if as_json:
        click.echo(json.dumps({"game": game.problem_id, "max": top, "guess": found.as_json()}))
    else:
        click.echo(table_text(game, rows, tr) + "\n\n" + guess_text(found, tr))


@main.command("play", context_settings=GAME_OPTIONS, epilog=PARAMETERS_HELP)
@click.argument("problem_id", metavar="GAME")
@click.option("--position", help="The starting position (default: a random one).")
@click.option("--seed", type=int, help="Seed of the random starting position.")
@click.option(
    "--first",
    type=click.Choice([side.value for side in Side]),
    default=Side.ME.value,
    show_default=True,
    help="Who moves first.",
)
@click.option("--hint", is_flag=True, help="Before each of your moves: P or N, and a winning move.")
@click.pass_context
def play_command(
    ctx: click.Context,
    problem_id: str,
    position: str | None,
    seed: int | None,
    first: str,
    hint: bool,
) -> None:
    """Play a problem's game against a perfect opponent (moves typed or piped in, one a line).
    Exit status 0 when you win (or draw), 1 when you lose, 3 when the input ends first."""
    game = _game(ctx, problem_id)
    start = random_position(game, seed) if position is None else game.parse_position(position)
    stdin = sys.stdin  # click.get_text_stream is deprecated (click 8.5) and untyped there
    read = _edited_lines() if stdin.isatty() else _piped_lines(stdin)
    result = play(game, start, Side(first), hint, read, click.echo, interface(ctx).tr)
    ctx.exit({Result.LOST: 1, Result.ABANDONED: 3}.get(result, 0))


def _piped_lines(stdin: TextIO) -> Callable[[str], str | None]:
    """Moves read from a pipe or file, each echoed after its prompt, so that a piped session
    reads as played."""

    def read(prompt: str) -> str | None:
        click.echo(prompt, nl=False)
        line = stdin.readline()
        if not line:
            click.echo()
            return None
        click.echo(line.rstrip("\n"))
        return line

    return read


def _edited_lines() -> Callable[[str], str | None]:
    """Moves typed at a terminal, with readline's line editing and history where Python has
    it (the arrows move in the line and recall earlier moves, as in a shell), else as the
    terminal reads them."""
    try:
        # Late: only a terminal edits lines, and importing readline sets up the terminal.
        import readline  # noqa: F401  (importing it gives input() editing and history)
    except ImportError:  # a Python built without it: the terminal's own line reading
        pass

    def read(prompt: str) -> str | None:
        try:
            return input(prompt)
        except EOFError:
            click.echo()
            return None

    return read
