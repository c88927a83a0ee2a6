"""The proposal's facts come from the model, which carries our capability annotations."""

from __future__ import annotations

import copy

import pytest
from acp_codegen.behaviour.facts import OptIn, code_list, proposal_facts
from acp_codegen.errors import GenerationError
from acp_codegen.load import in_memory, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.model.types import ObjectDef

CAPABILITY = "PromptSuggestionsCapabilities"


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_the_model_carries_the_capability_annotations(version: str) -> None:
    loaded = load_protocol(version, "unstable")
    capability = build_model(loaded).definitions[CAPABILITY]
    assert isinstance(capability, ObjectDef)
    assert capability.baseline_block_types == ("text", "resource_link")
    annotated = {f.wire_name: f.content_block_type for f in capability.fields}
    assert annotated == {
        name: schema.get("x-content-block-type")
        for name, schema in loaded.document["$defs"][CAPABILITY]["properties"].items()
    }
    assert annotated["embeddedContext"] == "resource" and annotated["_meta"] is None


@pytest.mark.parametrize(
    ("version", "notification", "paths"),
    [
        (
            "v1",
            "SessionNotification",
            (("clientCapabilities",), ("agentCapabilities", "promptCapabilities")),
        ),
        (
            "v2",
            "UpdateSessionNotification",
            (("capabilities",), ("capabilities", "session", "prompt")),
        ),
    ],
)
def test_one_set_of_facts_per_version(
    version: str, notification: str, paths: tuple[tuple[str, ...], tuple[str, ...]]
) -> None:
    loaded = load_protocol(version, "unstable")
    facts = proposal_facts(build_model(loaded), version, loaded.label)
    assert facts is not None and facts.capability is not None
    assert (facts.notification, facts.notification_property) == (notification, "update")
    assert (facts.union, facts.discriminator, facts.tag) == (
        "SessionUpdate",
        "sessionUpdate",
        "prompt_suggestions_update",
    )
    assert (facts.suggestions_property, facts.suggestion_type, facts.prompt_property) == (
        "suggestions",
        "PromptSuggestion",
        "prompt",
    )
    assert (facts.block_union, facts.block_type_property) == ("ContentBlock", "type")
    assert (facts.block_class, facts.suggestion_class, facts.text_block_class) == (
        "ContentBlock",
        "PromptSuggestion",
        "TextContentBlock",
    )
    assert (facts.variant_class, facts.interim_class) == (
        "PromptSuggestionsUpdateSessionUpdate",
        "SessionInfoUpdateSessionUpdate",
    )
    assert (facts.client_capabilities_path, facts.agent_prompt_capabilities_path) == paths
    assert facts.capability.name == CAPABILITY
    assert facts.capability.client_path == ("session", "promptSuggestions")
    assert facts.capability.client_steps[-1].pointer == (
        "/$defs/ClientSessionCapabilities/properties/promptSuggestions"
    )
    # The opt-in fields are the capability's annotated properties, in schema order.
    properties = loaded.document["$defs"][CAPABILITY]["properties"]
    assert [(o.field, o.block_type, o.pointer) for o in facts.capability.opt_in] == [
        (name, schema["x-content-block-type"], f"/$defs/{CAPABILITY}/properties/{name}")
        for name, schema in properties.items()
        if "x-content-block-type" in schema
    ]
    assert OptIn("image", "image", f"/$defs/{CAPABILITY}/properties/image") in (
        facts.capability.opt_in
    )
    agent = loaded.document["$defs"]["PromptCapabilities"]["properties"]
    assert facts.capability.agent_boolean_fields == tuple(
        sorted(f for f in facts.capability.opt_in_fields if agent[f].get("type") == "boolean")
    )
    assert ("image" in facts.capability.agent_boolean_fields) == (version == "v1")


def test_the_stable_flavour_has_no_facts() -> None:
    loaded = load_protocol("v1", "stable")
    assert proposal_facts(build_model(loaded), "v1", loaded.label) is None


@pytest.mark.parametrize(
    ("where", "value", "pointer"),
    [
        (
            ("properties", "image", "x-content-block-type"),
            ["image"],
            f"/$defs/{CAPABILITY}/properties/image/x-content-block-type",
        ),
        (
            ("x-baseline-content-block-types",),
            "text",
            f"/$defs/{CAPABILITY}/x-baseline-content-block-types",
        ),
    ],
)
def test_a_malformed_annotation_fails_naming_its_pointer(
    where: tuple[str, ...], value: object, pointer: str
) -> None:
    loaded = load_protocol("v1", "unstable")
    document = copy.deepcopy(loaded.document)
    node = document["$defs"][CAPABILITY]
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    with pytest.raises(GenerationError) as raised:
        build_model(in_memory(document, loaded.label))
    assert [p.pointer for p in raised.value.problems] == [pointer]
    assert raised.value.problems[0].file == loaded.label


def test_a_capability_without_a_path_from_the_client_fails_naming_it() -> None:
    loaded = load_protocol("v2", "unstable")
    document = copy.deepcopy(loaded.document)
    for schema in document["$defs"].values():
        schema.get("properties", {}).pop("promptSuggestions", None)
    model = build_model(in_memory(document, loaded.label))
    with pytest.raises(GenerationError) as raised:
        proposal_facts(model, "v2", loaded.label)
    (problem,) = raised.value.problems
    assert problem.pointer == f"/$defs/{CAPABILITY}"
    assert "ClientCapabilities has no property path" in problem.message


def test_code_list_reads_as_prose() -> None:
    assert code_list(("a", "b", "c")) == "`a`, `b` and `c`"
    assert code_list(("a", "b")) == "`a` and `b`"
    assert code_list(("a",)) == "`a`"
