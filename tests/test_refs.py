"""Every ``$ref`` must resolve: a definition's by its name, any other by the ``referencing``
library; problems come in document order."""

from __future__ import annotations

from acp_codegen.load.refs import dangling_refs

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
