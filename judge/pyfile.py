"""Loading a problem's own Python files (checker, generator, validator) by path."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

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


def function(path: Path, module_name: str, function_name: str):
    """The named function of a problem file, or a JudgeError saying it is missing."""
    module = load_module(path, module_name)
    found = getattr(module, function_name, None)
    if not callable(found):
        raise JudgeError(f"{path}: defines no function {function_name}()")
    return found
