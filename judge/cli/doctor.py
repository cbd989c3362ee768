"""`judge doctor`: what this machine offers judge (isolation, measurements, compilers)."""

from __future__ import annotations

import sys

import click

from judge.cachedir import default_cache_dir
from judge.cli import main
from judge.run.features import detect, format_sections


@main.command()
def doctor() -> None:
    """Show which isolation layers and measurements this machine offers, and the
    interpreter and compilers found.

    Exit status: 0 when `judge run --isolate` can work here, 1 when it cannot.
    """
    sections = detect(default_cache_dir())
    click.echo(format_sections(sections))
    usable = all(
        f.available for s in sections for f in s.features if f.name == "judge run --isolate"
    )
    sys.exit(0 if usable else 1)
