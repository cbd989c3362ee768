"""A stand-in for the `yajsv` command (github.com/neilpa/yajsv) that the ICPC's check-api.sh
runs, written on the `jsonschema` package: the same command line and the same output.

    yajsv.py -s SCHEMA [-r REF]... [-q] DOCUMENT...

``-r`` and the documents may be globs. Each document gets ``PATH: pass`` (left out with
``-q``), one ``PATH: fail: WHERE: MESSAGE`` line per validation error, or ``PATH: error:
MESSAGE`` when it is not JSON. Exit status: 1 with failures, 2 with errors (3 with both), 4 for
a usage mistake, 0 when everything passes.

Schemas are validated as the draft they declare (the CCS schemas: 2020-12); references are
resolved by each schema's ``$id`` (and its file name, next to the others). ``multipleOf`` is
decided exactly on the number as written in decimal, as yajsv (gojsonschema, with big
rationals) decides it: 0.123 is a multiple of 0.001, although the binary floats say otherwise.
"""

from __future__ import annotations

import glob
import json
import os
import sys
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import jsonschema
from jsonschema import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

USAGE = "Usage: yajsv -s schema.json [-r ref.json]... [-q] document.json ..."


def _exact(number: Any) -> Fraction:
    # repr of a float is the shortest decimal that reads back as it: the JSON text's number.
    return Fraction(repr(number)) if isinstance(number, float) else Fraction(number)


def multiple_of(
    validator: Any, divisor: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    """``multipleOf`` on the decimal numbers as written."""
    if not validator.is_type(instance, "number"):
        return
    if (_exact(instance) / _exact(divisor)).denominator != 1:
        yield ValidationError(f"{instance!r} is not a multiple of {divisor!r}")


def checker(schema: Any, refs: list[Any]) -> Any:
    """A validator of ``schema`` (exact ``multipleOf``) resolving references among ``refs``
    (schemas, by their ``$id``)."""
    resources = []
    for contents in map(_own_dialect, refs):
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        if isinstance(contents, dict) and "$id" in contents:
            resources.append((contents["$id"], resource))
    registry: Registry = Registry().with_resources(resources)
    base = jsonschema.validators.validator_for(schema)
    extended = jsonschema.validators.extend(base, {"multipleOf": multiple_of})
    extended.check_schema(schema)
    return extended(_own_dialect(schema), registry=registry)


def _own_dialect(contents: Any) -> Any:
    # A schema naming its `$schema` is validated, when a `$ref` reaches it, by the validator
    # class jsonschema picks for that dialect (evolve() calls validator_for), not by the
    # extended one: its `multipleOf` would be the float one again. Every schema here is
    # 2020-12, the registry's default, so the key can go.
    if isinstance(contents, dict) and "$schema" in contents:
        return {key: value for key, value in contents.items() if key != "$schema"}
    return contents


def _expand(pattern: str) -> list[str]:
    found = sorted(glob.glob(os.path.expanduser(pattern)))
    if not found:
        print(f"{pattern}: no such file or directory", file=sys.stderr)
        raise SystemExit(1)
    return found


def _load(path: str) -> Any:
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8-sig"))


def main(argv: list[str]) -> int:
    schema_path, refs, docs, quiet = None, [], [], False
    args = iter(argv)
    for arg in args:
        if arg in ("-s", "-r"):
            value = next(args, None)
            if value is None:
                print(f"flag needs an argument: {arg}\n{USAGE}", file=sys.stderr)
                return 4
            if arg == "-s":
                schema_path = value
            else:
                refs.append(value)
        elif arg == "-q":
            quiet = True
        elif arg.startswith("-"):
            print(f"flag provided but not defined: {arg}\n{USAGE}", file=sys.stderr)
            return 4
        else:
            docs.append(arg)
    if schema_path is None:
        print(f"missing required -s schema argument\n{USAGE}", file=sys.stderr)
        return 4
    paths = [p for pattern in docs for p in _expand(pattern)]
    if not paths:
        print(f"no JSON documents to validate\n{USAGE}", file=sys.stderr)
        return 4

    try:
        schema = _load(schema_path)
        others = [
            _load(path) for pattern in refs for path in _expand(pattern) if path != schema_path
        ]
        validator = checker(schema, others)
    except (OSError, ValueError) as exc:
        print(f"{schema_path}: unable to load schema: {exc}", file=sys.stderr)
        return 1
    except jsonschema.SchemaError as exc:
        print(f"{schema_path}: invalid schema: {exc.message}", file=sys.stderr)
        return 4

    failures = errors = 0
    for path in paths:
        try:
            document = _load(path)
        except (OSError, ValueError) as exc:
            print(f"{path}: error: {exc}")
            errors += 1
            continue
        found = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if found:
            failures += 1
            for error in found:
                print(f"{path}: fail: {error.json_path}: {error.message}")
        elif not quiet:
            print(f"{path}: pass")
    if not quiet:
        if failures:
            print(f"{failures} of {len(paths)} failed validation")
        if errors:
            print(f"{errors} of {len(paths)} malformed documents")
    return (1 if failures else 0) | (2 if errors else 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
