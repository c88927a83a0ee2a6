"""The public API of a pydantic module as JSON, and the differences between two such listings.

``python tests/sdk/api_listing.py describe ROOT MODULE SOURCE COMMIT`` imports ``MODULE``
(a dotted name) with ``ROOT`` importable and prints its listing: every public name and, for
each model, its attributes (wire alias, default, whether required) and the JSON Schema
pydantic derives from it in validation and in serialization mode, descriptions left out
(:func:`acp_codegen.sdk.api.describe`), with where it was read (``SOURCE``, ``COMMIT``).
``python tests/sdk/api_listing.py compare LISTING ROOT MODULE`` prints what differs between
a committed listing and a module, one line each, and exits 1 when anything does.

The listing of a module we may not commit (another project's code) is how a test compares
against it: the facts this script extracts, never the code.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

from acp_codegen.sdk.api import changes, describe


def listing(root: Path, module: str) -> dict[str, Any]:
    """The API of ``module``, imported with ``root`` first on the path."""
    sys.path.insert(0, str(root))
    try:
        imported = importlib.import_module(module)
    finally:
        sys.path.remove(str(root))
    source = Path(imported.__file__ or "").read_text(encoding="utf-8")
    return describe(imported, source)


def differences(committed: dict[str, Any], root: Path, module: str) -> list[str]:
    """What differs from the committed listing's API to ``module``'s."""
    return changes(committed["api"], listing(root, module))


def main(argv: list[str]) -> int:
    command, *rest = argv
    if command == "describe":
        root, module, source, commit = rest
        facts = {"source": source, "commit": commit, "module": module}
        facts["api"] = listing(Path(root), module)
        print(json.dumps(facts, indent=1, sort_keys=True))
        return 0
    if command == "compare":
        committed_path, root, module = rest
        committed = json.loads(Path(committed_path).read_text(encoding="utf-8"))
        found = differences(committed, Path(root), module)
        print("\n".join(found))
        print(f"{len(found)} difference(s)", file=sys.stderr)
        return 1 if found else 0
    raise SystemExit(f"unknown command {command!r}; expected describe or compare")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
