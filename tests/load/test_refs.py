"""Every ``$ref`` must resolve: a definition's by its name, any other by the ``referencing``
library; problems come in document order. A ``$ref`` in data is no reference."""

from __future__ import annotations

import pytest
from acp_codegen.errors import join_pointer
from acp_codegen.load.refs import dangling_refs
from acp_codegen.vocabulary import BLOCK_TYPE, without_project_keywords

DOCUMENT = {
    "$defs": {
        "A~B": {"type": "object", "properties": {"x": {"type": "string"}}},
        "With space": {"type": "string"},
        "Uses": {
            "type": "object",
            "properties": {
                "good": {"$ref": "#/$defs/A~0B"},
                "encoded": {"$ref": "#/$defs/With%20space"},
                "inner": {"$ref": "#/$defs/A~0B/properties/x"},
                "missing": {"$ref": "#/$defs/Missing"},
                "bad_inner": {"$ref": "#/$defs/A~0B/properties/y"},
                "data": {"const": {"$ref": "#/$defs/Nowhere"}},
            },
        },
    }
}


def test_definitions_and_pointers_resolve_and_problems_keep_document_order() -> None:
    problems = dangling_refs(DOCUMENT, "doc.json")
    assert [str(p) for p in problems] == [
        "doc.json#/$defs/Uses/properties/missing/$ref: $ref '#/$defs/Missing' does not resolve",
        "doc.json#/$defs/Uses/properties/bad_inner/$ref: "
        "$ref '#/$defs/A~0B/properties/y' does not resolve",
    ]


def test_a_document_without_definitions() -> None:
    assert [p.pointer for p in dangling_refs({"$ref": "#/$defs/X"}, "d.json")] == ["/$ref"]
    assert dangling_refs({"items": {"$ref": "#"}}, "d.json") == []


def test_the_root_stays_a_resource_when_a_definition_has_its_own_id() -> None:
    """A fragment ``$ref`` from the root resolves in the root document even when the walk
    ends inside a definition that starts a resource of its own (``$id``): the root was once
    registered under the base of the last subschema walked, and such a reference failed as
    "remote"."""
    from acp_codegen.validators import compile_schema

    for document in (
        {
            "properties": {"x": {"$ref": "#/$defs/a"}},
            "$defs": {"a": {"$id": "urn:a", "type": "string"}},
        },
        {
            "$defs": {"a": {"$id": "urn:a", "type": "string"}},
            "properties": {"x": {"$ref": "#/$defs/a"}},
        },
    ):
        compiled = compile_schema(document)
        assert compiled.is_valid({"x": "s"})
        assert not compiled.is_valid({"x": 1})


# The keywords whose values are JSON data: 2020-12's, OpenAPI's discriminator, an extension's.
DATA = ("const", "default", "discriminator", "enum", "examples", "x-note")


@pytest.mark.parametrize("keyword", DATA)
def test_one_walk_knows_data_from_schemas(keyword: str) -> None:
    """The reference check and the stripping of our keywords walk a schema the same way: the
    value of a data keyword is data to both, and a property named like one is a schema."""
    data = {"$ref": "#/$defs/InData", BLOCK_TYPE: "image"}
    named = {"$ref": "#/$defs/Named", BLOCK_TYPE: "image"}
    document = {keyword: data, "properties": {keyword: named}}
    assert [p.pointer for p in dangling_refs(document, "d.json")] == [
        join_pointer("/properties", keyword, "$ref")
    ]
    assert without_project_keywords(document) == {
        keyword: data,
        "properties": {keyword: {"$ref": "#/$defs/Named"}},
    }


def test_the_overlay_extensions_are_schemas() -> None:
    document = {"x-extend": {"A": {"properties": {"b": {"$ref": "#/$defs/Gone"}}}}}
    assert [p.pointer for p in dangling_refs(document, "d.json")] == [
        "/x-extend/A/properties/b/$ref"
    ]


@pytest.mark.parametrize("keyword", ["items", "not", "additionalProperties"])
def test_a_subschema_s_properties_are_names_below_it_too(keyword: str) -> None:
    """A keyword holding one subschema holds a schema, not names: a property below it named
    like a data keyword is a schema, whose reference is checked."""
    document = {keyword: {"properties": {"default": {"$ref": "#/$defs/Gone"}}}}
    assert [p.pointer for p in dangling_refs(document, "d.json")] == [
        join_pointer("", keyword, "properties", "default", "$ref")
    ]
