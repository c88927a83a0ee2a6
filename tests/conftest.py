"""Shared fixtures.

Tests that read upstream data from ``../shared`` skip with a stated reason when it is
missing, unless ``ACP_REQUIRE_SHARED=1`` (set by ``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
UPSTREAM = SHARED / "upstream"
ACP = UPSTREAM / "acp"
JSON_SCHEMA_TEST_SUITE = UPSTREAM / "json-schema-test-suite" / "draft2020-12"
RFD = SHARED / "spec" / "prompt-suggestions-rfd.md"


def require_shared(path: Path) -> Path:
    """Return ``path`` if it exists; otherwise skip (or fail under ACP_REQUIRE_SHARED=1)."""
    if path.exists():
        return path
    reason = f"upstream test data not available at {path} (only present beside this repository)"
    if os.environ.get("ACP_REQUIRE_SHARED") == "1":
        pytest.fail(reason + "; ACP_REQUIRE_SHARED=1 requires it", pytrace=False)
    pytest.skip(reason)


def upstream_schema(version: str, unstable: bool) -> Path:
    name = "schema.unstable.json" if unstable else "schema.json"
    return require_shared(ACP / version / "schema" / name)


UPSTREAM_SCHEMAS = [
    pytest.param(v, u, id=f"{v}-{'unstable' if u else 'stable'}")
    for v in ("v1", "v2")
    for u in (False, True)
]
