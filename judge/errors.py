"""The one error type the command line turns into a plain message and exit status 2."""


class JudgeError(Exception):
    """A usage or data error: bad problem files, unknown problem, missing solution, ...

    The message is complete and meant for the user as it is (it names the file at fault).
    """
