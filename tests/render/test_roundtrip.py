"""Real messages parse into our dataclasses and serialise back identically, in both modes.

The corpus: every JSON example of the proposal, and every example in upstream's v1 and v2
protocol pages whose message is of a type we define.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from support import ACP, RFD, GeneratedPackage, require_shared

JSON_BLOCK = re.compile(r"```json[^\n]*\n(.*?)```", re.S)


def json_blocks(path: Path) -> Iterator[Any]:
    for block in JSON_BLOCK.findall(path.read_text(encoding="utf-8")):
        try:
            yield json.loads(block)
        except json.JSONDecodeError:
            continue  # upstream pages have a few blocks with comments or ellipses


def typed_parts(version: str, message: Any) -> Iterator[tuple[str, Any]]:
    """The parts of a docs example that are instances of definitions we generate."""
    if not isinstance(message, dict):
        return
    notification = "SessionNotification" if version == "v1" else "UpdateSessionNotification"
    method = message.get("method")
    if method == "session/update":
        yield notification, message["params"]
    elif method == "initialize":
        yield "InitializeRequest", message["params"]
    elif method == "session/prompt":
        yield "PromptRequest", message["params"]
    elif "result" in message and isinstance(message["result"], dict):
        if "protocolVersion" in message["result"]:
            yield "InitializeResponse", message["result"]
    elif "sessionUpdate" in message:
        yield "SessionUpdate", message
    elif "clientCapabilities" in message:
        yield "ClientCapabilities", message["clientCapabilities"]
    elif "capabilities" in message:
        yield "ClientCapabilities", message["capabilities"]
    elif "promptSuggestions" in message:
        yield "ClientSessionCapabilities", message


def rfd_cases() -> list[Any]:
    cases = []
    if RFD.exists():
        for index, example in enumerate(json_blocks(RFD)):
            for version in ("v1", "v2"):
                for type_name, instance in typed_parts(version, example):
                    if version == "v1" and "capabilities" in example:
                        continue  # the v2 form of the capability
                    if version == "v2" and "clientCapabilities" in example:
                        continue  # the v1 form
                    cases.append(
                        pytest.param(version, type_name, instance, id=f"rfd{index}-{version}")
                    )
    return cases


def upstream_accepts(version: str, type_name: str, instance: Any) -> bool:
    """Whether upstream's stable schema, which our base mirrors, accepts the example.

    Draft pages also show upstream's other unstable features (notices, compaction), and a few
    examples lag behind the schema; those are not instances of our types.
    """
    document = json.loads((ACP / version / "schema" / "schema.json").read_text())
    schema = {"$defs": document["$defs"], "$ref": f"#/$defs/{type_name}"}
    return bool(Draft202012Validator(schema).is_valid(instance))


def upstream_doc_cases() -> list[Any]:
    cases = []
    for version in ("v1", "v2"):
        folder = ACP / version / "docs"
        if not folder.exists():
            continue
        for page in sorted(folder.glob("*.mdx")):
            if page.name in ("schema.mdx", "draft-schema.mdx"):
                continue
            for index, example in enumerate(json_blocks(page)):
                for type_name, instance in typed_parts(version, example):
                    case_id = f"{version}-{page.stem}-{index}-{type_name}"
                    if not upstream_accepts(version, type_name, instance):
                        continue  # an example upstream's schema rejects is not an instance
                    cases.append(pytest.param(version, type_name, instance, id=case_id))
    return cases


def assert_round_trip(pkg: ModuleType, type_name: str, instance: Any) -> None:
    assert pkg.validation.is_valid(type_name, instance), pkg.validation.validate(
        type_name, instance
    )
    for tolerant in (False, True):
        parsed = pkg.from_wire(type_name, instance, tolerant=tolerant)
        wire = parsed.to_wire() if hasattr(parsed, "to_wire") else parsed
        assert wire == instance
        assert json.loads(json.dumps(wire)) == instance


def test_the_proposal_has_examples() -> None:
    require_shared(RFD)
    assert len(rfd_cases()) >= 6


@pytest.mark.parametrize(("version", "type_name", "instance"), rfd_cases())
def test_proposal_examples_round_trip(
    version: str, type_name: str, instance: Any, generated_package: GeneratedPackage
) -> None:
    assert_round_trip(generated_package(version), type_name, instance)


def test_upstream_pages_have_examples() -> None:
    require_shared(ACP)
    assert len(upstream_doc_cases()) >= 20


@pytest.mark.parametrize(("version", "type_name", "instance"), upstream_doc_cases())
def test_upstream_doc_examples_round_trip(
    version: str, type_name: str, instance: Any, generated_package: GeneratedPackage
) -> None:
    assert_round_trip(generated_package(version), type_name, instance)


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_omitted_and_null_stay_distinct(version: str, generated_package: GeneratedPackage) -> None:
    """`_meta` omitted and `_meta: null` are different wire values and come back as sent."""
    pkg = generated_package(version)
    omitted = {"suggestions": []}
    null = {"suggestions": [], "_meta": None}
    assert pkg.PromptSuggestionsUpdate.from_wire(omitted).meta is pkg.UNSET
    assert pkg.PromptSuggestionsUpdate.from_wire(null).meta is None
    assert pkg.PromptSuggestionsUpdate.from_wire(omitted).to_wire() == omitted
    assert pkg.PromptSuggestionsUpdate.from_wire(null).to_wire() == null


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_unknown_keys_and_meta_are_preserved(
    version: str, generated_package: GeneratedPackage
) -> None:
    pkg = generated_package(version)
    wire = {
        "prompt": [{"type": "text", "text": "hi", "_meta": {"k": [1, 2]}, "future": True}],
        "_meta": {"source": "model"},
        "extra": {"nested": None},
    }
    suggestion = pkg.PromptSuggestion.from_wire(wire)
    assert suggestion.additional_properties == {"extra": {"nested": None}}
    assert suggestion.meta == {"source": "model"}
    assert suggestion.to_wire() == wire


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_union_dispatch_uses_derived_variant_names(
    version: str, generated_package: GeneratedPackage
) -> None:
    pkg = generated_package(version)
    block = pkg.parse_content_block({"type": "resource_link", "uri": "file:///a", "name": "a"})
    assert type(block).__name__ == "ResourceLinkContentBlock"
    assert isinstance(block, pkg.ResourceLink)
    update = pkg.parse_session_update(
        {"sessionUpdate": "prompt_suggestions_update", "suggestions": []}
    )
    assert type(update).__name__ == "PromptSuggestionsUpdateSessionUpdate"
    assert isinstance(update, pkg.PromptSuggestionsUpdate)


def test_v2_open_union_keeps_unknown_variants(generated_package: GeneratedPackage) -> None:
    pkg = generated_package("v2")
    wire = {"type": "_vendor_widget", "payload": {"a": 1}}
    block = pkg.parse_content_block(wire)
    assert type(block).__name__ == "OtherContentBlock"
    assert block.type == "_vendor_widget"
    assert block.to_wire() == wire


def test_v1_closed_union_rejects_unknown_variants(generated_package: GeneratedPackage) -> None:
    pkg = generated_package("v1")
    with pytest.raises(pkg.WireError) as error:
        pkg.parse_content_block({"type": "_vendor_widget"})
    assert error.value.path == "/type"


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_strict_rejects_what_tolerant_repairs(
    version: str, generated_package: GeneratedPackage
) -> None:
    """x-deserialize-default-on-error and x-deserialize-skip-invalid-items, as Rust does."""
    pkg = generated_package(version)
    wire = {
        "suggestions": [
            {"prompt": [{"type": "text", "text": "good"}]},
            {"prompt": "not a list"},
        ],
        "_meta": "not an object",
    }
    with pytest.raises(pkg.WireError) as error:
        pkg.PromptSuggestionsUpdate.from_wire(wire)
    assert error.value.path == "/suggestions/1/prompt"
    repaired = pkg.PromptSuggestionsUpdate.from_wire(wire, tolerant=True)
    assert [s.to_wire() for s in repaired.suggestions] == [wire["suggestions"][0]]
    assert repaired.meta is pkg.UNSET


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_additional_properties_cannot_overwrite_declared_keys(
    version: str, generated_package: GeneratedPackage
) -> None:
    """`to_wire` writes unknown keys last, so a declared key among them (the discriminator
    included) would change what the object is: refused when the object is built."""
    pkg = generated_package(version)
    with pytest.raises(ValueError, match=r"TextContentBlock: .*\['type'\]"):
        pkg.TextContentBlock(text="x", additional_properties={"type": "image"})
    with pytest.raises(ValueError, match=r"\['_meta', 'text'\]"):
        pkg.TextContentBlock(text="x", additional_properties={"text": "y", "_meta": {}})
    kept = pkg.TextContentBlock(text="x", additional_properties={"rank": 1})
    assert kept.to_wire() == {"type": "text", "text": "x", "rank": 1}
    parsed = pkg.from_wire("ContentBlock", {"type": "text", "text": "x", "z": 2})
    assert parsed.additional_properties == {"z": 2}
