"""`judge login JUDGE` and `judge logout JUDGE`: the credentials `judge submit` logs in with,
kept in the system keyring or a file only the user can read (judge.online.credentials)."""

from __future__ import annotations

import sys

import click

from judge.catalog.record import default_data_dir
from judge.cli import interface, main
from judge.errors import JudgeError
from judge.online.credentials import Credentials, remove, save, system_keyring
from judge.online.http import Session
from judge.online.sites import site
from judge.online.submit import client_for


@main.command()
@click.argument("judge_name", metavar="JUDGE")
@click.option("--user", metavar="NAME", help="The user name (handle) there (default: asked).")
@click.option(
    "--password-stdin",
    is_flag=True,
    help="Read the password from stdin's first line (for scripts) instead of asking.",
)
@click.option(
    "--no-check", is_flag=True, help="Keep the credentials without logging in to check them."
)
@click.option(
    "--site-url",
    metavar="URL",
    help="Check them at this address instead of the judge's (a mirror, a test replica).",
)
@click.pass_context
def login(
    ctx: click.Context,
    judge_name: str,
    user: str | None,
    password_stdin: bool,
    no_check: bool,
    site_url: str | None,
) -> None:
    """Keep your user name and password on JUDGE (hdu, poj, codeforces) for `judge submit`,
    checked by logging in once. The password is asked without showing it, and kept in the
    system keyring where the keyring package is installed, else in a file only you can read."""
    tr = interface(ctx).tr
    chosen = site(judge_name)
    name = user or click.prompt(tr.gettext("{judge} user name").format(judge=chosen.name))
    if password_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
    else:
        password = click.prompt(
            tr.gettext("{judge} password").format(judge=chosen.name), hide_input=True
        )
    if not name or not password:
        raise JudgeError(tr.gettext("an empty user name or password: nothing kept"))
    credentials = Credentials(chosen.key, name, password)
    if not no_check:
        client_for(chosen, chosen.base_url(site_url), Session(chosen.name, chosen.charset)).login(
            credentials
        )
    where = save(default_data_dir(), credentials, system_keyring())
    click.echo(
        tr.gettext("{judge}: logged in as {user}; the password kept in {where}").format(
            judge=chosen.name, user=name, where=where
        )
    )


@main.command()
@click.argument("judge_name", metavar="JUDGE")
@click.pass_context
def logout(ctx: click.Context, judge_name: str) -> None:
    """Forget the credentials kept for JUDGE."""
    tr = interface(ctx).tr
    chosen = site(judge_name)
    if remove(default_data_dir(), chosen.key, system_keyring()):
        click.echo(tr.gettext("{judge}: credentials removed").format(judge=chosen.name))
    else:
        click.echo(tr.gettext("{judge}: no credentials were kept").format(judge=chosen.name))
