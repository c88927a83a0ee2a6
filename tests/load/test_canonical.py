"""The canonical schemas under ``schema/``: well-formed, self-contained, and true to upstream.

``acp.json`` must carry upstream's stable definitions with upstream's exact wire shape (only the
descriptions are ours), and the overlay must add only what ``acp.json`` lacks.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.load import load_protocol
from jsonschema import Draft202012Validator
from support import REPO, upstream_schema

SCHEMA_DIR = REPO / "schema"
VERSIONS = ("v1", "v2")
BANNER = (
    "**UNSTABLE**\n\nThis capability is not part of the spec yet, and may be removed or "
    "changed at any point.\n\n"
)
# The definitions whose $ref closure acp.json holds, per version.
ROOTS = {
    "v1": (
        "SessionNotification",
        "ClientCapabilities",
        "AgentCapabilities",
        "InitializeRequest",
        "InitializeResponse",
        "PromptRequest",
        "ContentBlock",
    ),
    "v2": (
        "UpdateSessionNotification",
        "ClientCapabilities",
        "AgentCapabilities",
        "InitializeRequest",
        "InitializeResponse",
        "PromptRequest",
        "ContentBlock",
    ),
}
DEFS_PREFIX = "#/$defs/"


def read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def acp(version: str) -> dict[str, Any]:
    data: dict[str, Any] = read(SCHEMA_DIR / version / "acp.json")
    return data


def overlay(version: str) -> dict[str, Any]:
    data: dict[str, Any] = read(SCHEMA_DIR / version / "prompt-suggestions.json")
    return data


def refs(node: Any) -> Iterator[str]:
    """Every ``$ref`` value in a schema, depth first."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from refs(item)


def resolve(document: Any, ref: str) -> Any:
    """Follow a same-document JSON pointer reference; KeyError/IndexError if it dangles."""
    assert ref.startswith("#/"), f"{ref!r} is not a same-document reference"
    node = document
    for token in ref[2:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        node = node[int(token)] if isinstance(node, list) else node[token]
    return node


def without_descriptions(node: Any) -> Any:
    """A copy of a schema with every ``description`` annotation removed.

    Only string values are annotations: a property *named* ``description`` maps to a schema
    object and is kept.
    """
    if isinstance(node, dict):
        return {
            key: without_descriptions(value)
            for key, value in node.items()
            if not (key == "description" and isinstance(value, str))
        }
    if isinstance(node, list):
        return [without_descriptions(item) for item in node]
    return node


def closure(definitions: dict[str, Any], roots: tuple[str, ...]) -> set[str]:
    seen: set[str] = set()
    pending = list(roots)
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        pending.extend(ref.removeprefix(DEFS_PREFIX) for ref in refs(definitions[name]))
    return seen


SCHEMA_FILES = sorted(SCHEMA_DIR.rglob("*.json"))


def test_schema_folder_has_both_files_per_version() -> None:
    names = {p.relative_to(SCHEMA_DIR).as_posix() for p in SCHEMA_FILES}
    for version in VERSIONS:
        assert {f"{version}/acp.json", f"{version}/prompt-suggestions.json"} <= names


@pytest.mark.parametrize(
    "path", SCHEMA_FILES, ids=[p.relative_to(SCHEMA_DIR).as_posix() for p in SCHEMA_FILES]
)
def test_file_is_a_valid_2020_12_schema(path: Path) -> None:
    document = read(path)
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(document)


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=[p.name for p in SCHEMA_FILES])
def test_file_is_formatted_canonically(path: Path) -> None:
    """Two-space JSON, UTF-8 kept as is, one trailing newline: the bytes tools write back."""
    text = path.read_text(encoding="utf-8")
    assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("version", VERSIONS)
def test_acp_root_object(version: str) -> None:
    document = acp(version)
    assert list(document) == ["$schema", "title", "description", "$defs"]
    assert "anyOf" not in document
    assert document["title"].startswith(f"Agent Client Protocol {version}")


@pytest.mark.parametrize("version", VERSIONS)
def test_acp_refs_resolve_in_file(version: str) -> None:
    document = acp(version)
    found = list(refs(document))
    assert found
    for ref in found:
        assert ref.startswith(DEFS_PREFIX), ref
        resolve(document, ref)


@pytest.mark.parametrize("version", VERSIONS)
def test_overlay_refs_resolve_in_merged_document(version: str) -> None:
    merged = load_protocol(version, "unstable").document
    found = list(refs(overlay(version)))
    assert found
    for ref in found:
        assert ref.startswith(DEFS_PREFIX), ref
        resolve(merged, ref)


@pytest.mark.parametrize("version", VERSIONS)
def test_acp_holds_exactly_the_closure_of_the_roots_in_upstream_order(version: str) -> None:
    upstream = read(upstream_schema(version, unstable=False))["$defs"]
    wanted = closure(upstream, ROOTS[version])
    assert list(acp(version)["$defs"]) == [name for name in upstream if name in wanted]


@pytest.mark.parametrize("version", VERSIONS)
def test_acp_definitions_have_upstream_wire_shape(version: str) -> None:
    """Equal to upstream stable once descriptions are removed, key order included."""
    upstream = read(upstream_schema(version, unstable=False))["$defs"]
    for name, schema in acp(version)["$defs"].items():
        ours = without_descriptions(schema)
        theirs = without_descriptions(upstream[name])
        assert ours == theirs, name
        assert json.dumps(ours) == json.dumps(theirs), f"{name}: key order differs"


@pytest.mark.parametrize("version", VERSIONS)
def test_acp_descriptions_are_our_own(version: str) -> None:
    """Every description is present where upstream has one, and none is upstream's text."""
    upstream = read(upstream_schema(version, unstable=False))["$defs"]

    def descriptions(node: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "description" and isinstance(value, str):
                    yield pointer, value
                else:
                    yield from descriptions(value, f"{pointer}/{key}")
        elif isinstance(node, list):
            for index, item in enumerate(node):
                yield from descriptions(item, f"{pointer}/{index}")

    for name, schema in acp(version)["$defs"].items():
        ours = dict(descriptions(schema))
        theirs = dict(descriptions(upstream[name]))
        assert ours.keys() == theirs.keys(), name
        copied = [pointer for pointer, text in ours.items() if text == theirs[pointer]]
        assert not copied, f"{name}: upstream's description kept verbatim at {copied}"


@pytest.mark.parametrize("version", VERSIONS)
def test_overlay_additions_are_absent_from_acp(version: str) -> None:
    base = acp(version)["$defs"]
    additions = overlay(version)
    for name in additions["$defs"]:
        assert name not in base, name
    for target, extension in additions["x-extend"].items():
        definition = base[target]
        for prop in extension.get("properties", {}):
            assert prop not in definition.get("properties", {}), f"{target}.{prop}"
        union = definition.get("oneOf", definition.get("anyOf", []))
        known = {
            variant["properties"]["sessionUpdate"].get("const")
            for variant in union
            if "sessionUpdate" in variant.get("properties", {})
        }
        for variant in extension.get("variants", []):
            assert variant["properties"]["sessionUpdate"]["const"] not in known


@pytest.mark.parametrize("version", VERSIONS)
def test_overlay_root_and_feature(version: str) -> None:
    document = overlay(version)
    assert list(document) == ["$schema", "title", "description", "x-feature", "$defs", "x-extend"]
    assert document["x-feature"] == "unstable_prompt_suggestions"


@pytest.mark.parametrize("version", VERSIONS)
def test_every_overlay_addition_carries_the_unstable_banner(version: str) -> None:
    document = overlay(version)
    additions = list(document["$defs"].items())
    for target, extension in document["x-extend"].items():
        additions += [(f"{target}.{p}", s) for p, s in extension.get("properties", {}).items()]
        additions += [(f"{target} variant", s) for s in extension.get("variants", [])]
    for name, schema in additions:
        assert schema["description"].startswith(BANNER), name
        assert not schema["description"].removeprefix(BANNER).startswith("**UNSTABLE**"), name


@pytest.mark.parametrize("version", VERSIONS)
def test_overlay_docs_links_use_the_versions_paths(version: str) -> None:
    text = json.dumps(overlay(version))
    links = [part.split(")")[0] for part in text.split("](")[1:]]
    assert links
    prefix = (
        "https://agentclientprotocol.com/protocol/v2/draft/"
        if version == "v2"
        else "https://agentclientprotocol.com/protocol/"
    )
    for link in links:
        if link.startswith("https://agentclientprotocol.com/rfds/"):
            assert link == "https://agentclientprotocol.com/rfds/prompt-suggestions"
            continue
        assert link.startswith(prefix), link
        if version == "v1":
            assert not link.startswith("https://agentclientprotocol.com/protocol/v2/"), link
