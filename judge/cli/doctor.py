"""`judge doctor`: what this machine offers judge (isolation, measurements, compilers), and with
`--self-test` whether each language found really compiles and runs, plain and isolated."""

from __future__ import annotations

import sys

import click

from judge.cachedir import default_cache_dir
from judge.cli import main
from judge.cli.console import progress_line
from judge.judging.self_test import self_test, self_test_section
from judge.run.features import detect, format_sections


@main.command()
@click.option(
    "--self-test",
    "run_self_test",
    is_flag=True,
    help="Also compile and run a small program in every language found, plain and isolated "
    "(isolated where the machine can isolate), and say which fail and why.",
)
@click.option(
    "-l",
    "--language",
    "ids",
    multiple=True,
    metavar="ID",
    help="With --self-test: only this language (a table id; repeat for more).",
)
def doctor(run_self_test: bool, ids: tuple[str, ...]) -> None:
    """Show which isolation layers and measurements this machine offers, the language table
    and its override files, and the interpreter and compilers found.

    Exit status: 0 when `judge run --isolate` can work here (and, with --self-test, every
    language found passed), 1 otherwise.
    """
    if ids and not run_self_test:
        raise click.UsageError("--language chooses the languages of --self-test")
    cache_dir = default_cache_dir()
    sections = detect(cache_dir)
    usable = all(
        f.available for s in sections for f in s.features if f.name == "judge run --isolate"
    )
    passed = True
    if run_self_test:
        with progress_line() as progress:
            progress("self-test: compiling and running each language ...", force=True)
            results, not_isolated = self_test(cache_dir, ids)
        sections.append(self_test_section(results, not_isolated))
        passed = all(r.passed is not False for r in results)
    click.echo(format_sections(sections))
    sys.exit(0 if usable and passed else 1)
