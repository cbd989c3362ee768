"""A problem's own Python files (checker, generator, validator): loading them by path, and
calling their functions with a time bound, so that a loop in them cannot hang the judge."""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from judge.errors import JudgeError


def load_module(path: Path, name: str) -> ModuleType:
    """Import the file at `path` as a module called `name`; errors become JudgeError."""
    if not path.is_file():
        raise JudgeError(f"{path}: missing")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise JudgeError(f"{path}: cannot load: {type(exc).__name__}: {exc}") from None
    return module


def function(module: ModuleType, path: Path, name: str) -> Callable:
    """The function `name` of a loaded problem file, or a JudgeError saying it is missing."""
    found = getattr(module, name, None)
    if not callable(found):
        raise JudgeError(f"{path}: defines no function {name}()")
    return found


def bounded(call: Callable[..., Any], args: tuple, seconds: float, what: str) -> Any:
    """`call(*args)`, or a JudgeError naming `what` if it has not returned after `seconds`.

    The call runs on a daemon thread of its own. When it overruns, the thread is asked to stop
    (an exception raised in it at its next bytecode, which stops any loop written in Python);
    a call stuck inside C code cannot be stopped, and ends with the process. Exceptions of the
    call are raised here as they are.
    """
    box: dict[str, Any] = {}
    done = threading.Event()

    def target() -> None:
        try:
            box["value"] = call(*args)
        except BaseException as exc:
            box["error"] = exc
        finally:
            done.set()

    thread = threading.Thread(target=target, name=what, daemon=True)
    thread.start()
    if not done.wait(seconds):
        _stop(thread)
        raise JudgeError(f"{what} did not return within {seconds:g} s (a loop in it?)")
    if "error" in box:
        raise box["error"]
    return box["value"]


class _Overrun(BaseException):
    """Raised inside a problem function that overran its time bound, to stop it."""


def _stop(thread: threading.Thread) -> None:
    """Raise _Overrun in `thread` (CPython's asynchronous exception), and give it a moment."""
    import ctypes  # late: only an overrun needs it, and loading it costs every judge run

    if thread.ident is not None:
        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(thread.ident), ctypes.py_object(_Overrun)
        )
    thread.join(0.5)
