"""The one environment every judged program finds, in plain, warm and isolated runs alike.

An online judge runs a submission in an environment of its own, not the contestant's shell:
so does judge. A variable of the user's must never change a verdict (with PYTHONUNBUFFERED=1
in the shell, a Python program that forgets to flush would pass an interactive problem in a
plain run and fail it in a box; JAVA_TOOL_OPTIONS or _JAVA_OPTIONS would change the JVM's
heap; PYTHONPATH, LC_ALL and the like change what a program imports or prints). A program
therefore finds exactly these variables and no other:

- PATH: the system's folders, `/usr/local/bin:/usr/bin:/bin`;
- HOME: a writable folder (the working directory `/box` in a box, `/tmp` in a plain run);
- TMPDIR: `/tmp`;
- LANG: `C.UTF-8` (text in UTF-8, C's collation and number formats).

A language's own settings are in its command line (the language table's `run`: PyPy's heap
limit through `env`, the JVM's through its flags), never in the user's environment.
"""

from __future__ import annotations

from judge.run.helper.sandbox import Environment

PLAIN_HOME = "/tmp"
"""HOME in a plain run: the program's working directory changes with every run."""


def program_environment(home: str = PLAIN_HOME) -> Environment:
    """The environment of a judged program whose HOME is `home`."""
    return {
        b"PATH": b"/usr/local/bin:/usr/bin:/bin",
        b"HOME": home.encode(),
        b"TMPDIR": b"/tmp",
        b"LANG": b"C.UTF-8",
    }


PROGRAM_ENVIRONMENT = program_environment()
"""What a program finds in a plain run (fresh or warm)."""
