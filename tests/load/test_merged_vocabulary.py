"""The merged schema files use upstream's vocabulary only; our annotations stay in the overlay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.load import load_protocol
from acp_codegen.pipeline import schema_files
from acp_codegen.vocabulary import PROJECT_KEYWORDS, without_project_keywords
from support import ACP, REPO, require_shared, upstream_schema


def keys(value: Any) -> set[str]:
    """Every object key anywhere in ``value``."""
    if isinstance(value, dict):
        return set(value).union(*(keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys(v) for v in value))
    return set()


def upstream_vocabulary() -> set[str]:
    """The ``x-`` keywords upstream's own schema files use."""
    found: set[str] = set()
    for path in require_shared(ACP).glob("v*/schema/schema*.json"):
        found |= {k for k in keys(json.loads(path.read_text())) if k.startswith("x-")}
    return found


def test_the_canonical_overlay_keeps_our_annotations() -> None:
    overlay = json.loads((REPO / "schema" / "v1" / "prompt-suggestions.json").read_text())
    assert keys(overlay) >= PROJECT_KEYWORDS
    assert not PROJECT_KEYWORDS & upstream_vocabulary()


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_committed_merged_files_use_upstream_vocabulary(version: str) -> None:
    allowed = upstream_vocabulary()
    for path in (REPO / "generated" / "schema" / version).glob("*.json"):
        extensions = {k for k in keys(json.loads(path.read_text())) if k.startswith("x-")}
        assert extensions <= allowed, (path.name, extensions - allowed)


def leaves(value: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every scalar (and empty object or array) in ``value``, by its path of keys."""
    if isinstance(value, dict) and value:
        return {p: v for key, sub in value.items() for p, v in leaves(sub, (*path, key)).items()}
    if isinstance(value, list) and value:
        return {
            p: v for i, sub in enumerate(value) for p, v in leaves(sub, (*path, str(i))).items()
        }
    return {path: value}


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_generate_base_writes_upstream_vocabulary(version: str) -> None:
    """The written file is the merged document less our keywords, and nothing else: every
    value of the document is written at its place unless its path passes through one of
    our keywords (upstream's schemas hold none of them as a property name or in data)."""
    loaded = load_protocol(version, "unstable", base=upstream_schema(version, True))
    assert keys(loaded.document) >= PROJECT_KEYWORDS  # in memory, for the generated checks
    written = json.loads(schema_files({"schema.json": loaded.document})["schema.json"])
    extensions = {k for k in keys(written) if k.startswith("x-")}
    assert extensions <= upstream_vocabulary(), extensions - upstream_vocabulary()
    kept = {
        path: value
        for path, value in leaves(loaded.document).items()
        if PROJECT_KEYWORDS.isdisjoint(path)
    }
    assert leaves(written) == kept


def test_stripping_leaves_data_and_property_names_alone() -> None:
    schema = {
        "x-acp-rules": {"not": {"id": "r", "message": "m"}},
        "properties": {"x-acp-rules": {"type": "string", "x-content-block-type": "image"}},
        "const": {"x-acp-rules": 1},
        "anyOf": [{"x-baseline-content-block-types": ["text"], "x-side": "agent"}],
    }
    assert without_project_keywords(schema) == {
        "properties": {"x-acp-rules": {"type": "string"}},
        "const": {"x-acp-rules": 1},
        "anyOf": [{"x-side": "agent"}],
    }


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_a_base_that_carries_the_additions_without_our_annotations_merges(
    version: str, tmp_path: Path
) -> None:
    """Upstream would commit the additions as our merged files have them, without our own
    keywords: merging into such a release is a no-op that keeps the annotations for the checks."""
    written = REPO / "generated" / "schema" / version / "schema.unstable.json"
    base = tmp_path / "release.unstable.json"
    base.write_bytes(written.read_bytes())
    loaded = load_protocol(version, "unstable", base=base)
    assert keys(loaded.document) >= PROJECT_KEYWORDS
    assert without_project_keywords(loaded.document) == json.loads(written.read_text())
