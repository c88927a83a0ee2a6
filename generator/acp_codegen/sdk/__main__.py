"""``python -m acp_codegen.sdk [--check] [PYPROJECT]``: generate the ``pydantic-module`` targets
of the nearest ``pyproject.toml`` (this folder or above).

Exit 0 success; 1 with ``--check`` when a module is stale (named on stderr); 2 bad
configuration or schema, one message per problem naming the file and the key or pointer.
Profile warnings (entries naming something the schema lacks) go to stderr and do not fail.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from acp_codegen.errors import GenerationError, UsageError
from acp_codegen.sdk.target import (
    OUTPUT,
    ModuleTarget,
    is_stale,
    parse_module_target,
    render_module_target,
    write_module,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, as a package
    import tomli as tomllib  # type: ignore[import-not-found, unused-ignore]


def find_pyproject(start: Path) -> Path:
    for folder in (start, *start.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    raise UsageError(f"no pyproject.toml in {start} or above")


def module_targets(pyproject: Path) -> list[ModuleTarget]:
    try:
        config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise UsageError(f"{pyproject}: {error}") from error
    targets = config.get("tool", {}).get("acp-codegen", {}).get("targets", [])
    if not isinstance(targets, list):
        raise UsageError(f"{pyproject}: [tool.acp-codegen] targets must be an array of tables")
    found = []
    for index, table in enumerate(targets):
        where = f"tool.acp-codegen.targets[{index}]"
        if isinstance(table, dict) and OUTPUT in table.get("outputs", []):
            found.append(parse_module_target(table, pyproject, where))
    if not found:
        raise UsageError(f"{pyproject}: no [[tool.acp-codegen.targets]] with outputs {OUTPUT!r}")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m acp_codegen.sdk")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    parser.add_argument("pyproject", nargs="?", type=Path, help="default: the nearest one")
    args = parser.parse_args(argv)
    try:
        pyproject = args.pyproject or find_pyproject(Path.cwd())
        results = [render_module_target(t) for t in module_targets(pyproject)]
    except (GenerationError, UsageError) as error:
        print(error, file=sys.stderr)
        return 2
    stale = 0
    for result in results:
        for warning in result.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        if args.check:
            if is_stale(result.path, result.source):
                print(f"{result.path}: stale", file=sys.stderr)
                stale += 1
        else:
            write_module(result.path, result.source)
            print(f"wrote {result.path} in {result.seconds:.2f}s")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
