"""What the validators' resolver finds for a reference, and what it refuses, with the
pointer: the places the JSON Schema Test Suite does not reach."""

from __future__ import annotations

import re
import sys

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.validators import compile_schema
from acp_codegen.validators.resolver import resolve_uri

BASE = "http://example.test/"


def refusal(schema: dict[str, object], retrieve: object = None) -> tuple[str, str]:
    with pytest.raises(GenerationError) as error:
        compile_schema(schema, retrieve=retrieve)  # type: ignore[arg-type]
    (problem,) = error.value.problems
    return problem.pointer, problem.message


@pytest.mark.parametrize(
    "target",
    [
        "#/$defs/missing",  # no such key
        "#/allOf/5",  # no such index
        "#/allOf/first",  # not an index
        "#/type/0",  # into a string
    ],
)
def test_a_pointer_to_nothing_is_refused_at_the_ref(target: str) -> None:
    schema = {"allOf": [{"type": "string"}], "type": "string", "$defs": {}, "$ref": target}
    pointer, message = refusal(schema)
    assert pointer == "/$ref" and "points at nothing" in message


def test_an_unknown_2020_12_document_is_not_fetched() -> None:
    pointer, message = refusal({"$ref": "https://json-schema.org/draft/2020-12/no-such-thing"})
    assert pointer == "/$ref" and "nothing is fetched" in message


def test_a_reference_into_a_place_of_a_remote_document_the_walk_skipped() -> None:
    served = {BASE + "doc.json": {"x-parts": {"name": {"type": "string"}}}}
    compiled = compile_schema({"$ref": BASE + "doc.json#/x-parts/name"}, retrieve=served.get)
    assert compiled.is_valid("a") and not compiled.is_valid(1)


def test_anchors_inside_data_are_not_anchors() -> None:
    """The values of ``const``, ``enum`` and ``x-`` keywords are data: an ``$anchor`` there
    names nothing."""
    for keyword, data in (
        ("const", {"k": {"$anchor": "a"}}),
        ("enum", [{"$anchor": "a"}]),
        ("x-notes", {"k": {"$anchor": "a"}}),
    ):
        schema = {keyword: data, "properties": {"p": {"$ref": "#a"}}}
        pointer, message = refusal(schema)
        assert pointer == "/properties/p/$ref" and "no anchor 'a'" in message


def test_a_bare_scheme_names_a_metaschema() -> None:
    compiled = compile_schema({"$schema": "urn:", "type": "string"}, retrieve={"urn:": {}}.get)
    assert not compiled.is_valid(1)


def test_without_dynamic_ref_each_subschema_compiles_once() -> None:
    """Dynamic scopes matter only where a ``$dynamicRef`` reads them: without one, a
    subschema reached from two resources with their own ``$dynamicAnchor`` compiles to one
    function, not one per scope."""
    shared = {"type": "string", "minLength": 2}
    schema = {
        "$defs": {
            "shared": shared,
            "one": {
                "$id": "one",
                "$dynamicAnchor": "node",
                "items": {"$ref": "/root#/$defs/shared"},
            },
            "two": {
                "$id": "two",
                "$dynamicAnchor": "node",
                "items": {"$ref": "/root#/$defs/shared"},
            },
        },
        "$id": "http://example.test/root",
        "prefixItems": [{"$ref": "one"}, {"$ref": "two"}],
    }
    source = compile_schema(schema).source
    assert re.findall(r"^def (errors_shared\w*)\(", source, re.MULTILINE) == ["errors_shared"]


# RFC 3986 section 5.4: every example of reference resolution against its base.
RFC_BASE = "http://a/b/c/d;p?q"
RFC_EXAMPLES = {
    "g:h": "g:h",
    "g": "http://a/b/c/g",
    "./g": "http://a/b/c/g",
    "g/": "http://a/b/c/g/",
    "/g": "http://a/g",
    "//g": "http://g",
    "?y": "http://a/b/c/d;p?y",
    "g?y": "http://a/b/c/g?y",
    "#s": "http://a/b/c/d;p?q#s",
    "g#s": "http://a/b/c/g#s",
    "g?y#s": "http://a/b/c/g?y#s",
    ";x": "http://a/b/c/;x",
    "g;x": "http://a/b/c/g;x",
    "g;x?y#s": "http://a/b/c/g;x?y#s",
    "": "http://a/b/c/d;p?q",
    ".": "http://a/b/c/",
    "./": "http://a/b/c/",
    "..": "http://a/b/",
    "../": "http://a/b/",
    "../g": "http://a/b/g",
    "../..": "http://a/",
    "../../": "http://a/",
    "../../g": "http://a/g",
    "../../../g": "http://a/g",
    "../../../../g": "http://a/g",
    "/./g": "http://a/g",
    "/../g": "http://a/g",
    "g.": "http://a/b/c/g.",
    ".g": "http://a/b/c/.g",
    "g..": "http://a/b/c/g..",
    "..g": "http://a/b/c/..g",
    "./../g": "http://a/b/g",
    "./g/.": "http://a/b/c/g/",
    "g/./h": "http://a/b/c/g/h",
    "g/../h": "http://a/b/c/h",
    "g;x=1/./y": "http://a/b/c/g;x=1/y",
    "g;x=1/../y": "http://a/b/c/y",
    "g?y/./x": "http://a/b/c/g?y/./x",
    "g?y/../x": "http://a/b/c/g?y/../x",
    "g#s/./x": "http://a/b/c/g#s/./x",
    "g#s/../x": "http://a/b/c/g#s/../x",
}


@pytest.mark.parametrize(("reference", "resolved"), RFC_EXAMPLES.items())
def test_references_resolve_as_rfc_3986_says(reference: str, resolved: str) -> None:
    assert resolve_uri(RFC_BASE, reference) == resolved


@pytest.mark.parametrize(
    ("base", "reference", "resolved"),
    [
        ("http://a", "b", "http://a/b"),  # a base with an empty path
        ("urn:", "b", "urn:b"),  # an empty path without an authority: no "/" is added
        ("http://a/b", "c?d?e", "http://a/c?d?e"),  # a query holding "?"
        ("http://a/b", "c#d#e", "http://a/c#d#e"),  # a fragment holding "#"
        ("http://a/b", "s3://bucket/x", "s3://bucket/x"),  # a scheme with a digit
        ("file:///a/b", "c", "file:///a/c"),  # an empty authority
        ("file:///a/b", "/g", "file:///g"),
    ],
)
def test_references_resolve_in_the_corners(base: str, reference: str, resolved: str) -> None:
    assert resolve_uri(base, reference) == resolved


def test_beside_a_remote_document_the_main_one_keeps_its_name_and_places() -> None:
    """With a remote document loaded, an error of the main document still names it, and a
    place of it the walk skipped is still found in it."""
    served = {BASE + "doc.json": {"type": "object"}}
    schema = {
        "allOf": [{"$ref": BASE + "doc.json"}],
        "properties": {"a": {"$ref": "#/x-parts/short"}},
        "x-parts": {"short": {"maxLength": 1}},
    }
    compiled = compile_schema(schema, retrieve=served.get)
    assert compiled.is_valid({"a": "a"})
    assert not compiled.is_valid({"a": "ab"})
    broken = {**schema, "minLength": -1}
    with pytest.raises(GenerationError) as error:
        compile_schema(broken, source_label="main.json", retrieve=served.get)
    (problem,) = error.value.problems
    assert (problem.file, problem.pointer) == ("main.json", "/minLength")


def chain(length: int, *, end: object) -> dict[str, object]:
    """``Link0`` is ``allOf [Link1]``, and so on; ``Link{length}`` is ``end``."""
    links: dict[str, object] = {
        f"Link{i}": {"description": "a link", "allOf": [{"$ref": f"#/$defs/Link{i + 1}"}]}
        for i in range(length)
    }
    return {"$defs": {**links, f"Link{length}": end}, "$ref": "#/$defs/Link0"}


def test_a_chain_of_aliases_is_called_at_its_end() -> None:
    """A chain longer than the recursion limit: one call to the end, whose verdict and
    errors are the chain's (a call per link would fail every instance with ``depth``)."""
    end = {"type": "object", "properties": {"end": {"type": "boolean"}}, "required": ["end"]}
    compiled = compile_schema(chain(3 * sys.getrecursionlimit(), end=end))
    assert "check_link0" not in compiled.source and "check_link1(" not in compiled.source
    assert compiled.is_valid({"end": True})
    assert [(e.path, e.rule) for e in compiled.validate({"end": 1})] == [("/end", "type")]
    assert [(e.path, e.rule) for e in compiled.validate({})] == [("", "required")]


def test_each_link_resolves_its_reference_against_its_own_base() -> None:
    schema = {
        "$defs": {
            "A": {"$id": "http://example.test/a/", "$ref": "b.json"},
            "B": {"$id": "http://example.test/a/b.json", "type": "integer"},
            "C": {"$id": "http://example.test/b.json", "type": "string"},
        },
        "$ref": "#/$defs/A",
    }
    compiled = compile_schema(schema)
    assert compiled.is_valid(1) and not compiled.is_valid("a")


def test_a_cycle_of_aliases_compiles_and_gets_a_verdict() -> None:
    schema = {
        "$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"allOf": [{"$ref": "#/$defs/A"}]}},
        "$ref": "#/$defs/A",
    }
    compiled = compile_schema(schema)
    assert compiled.is_valid(1) is False
    assert [e.rule for e in compiled.validate(1)] == ["depth"]


def test_a_link_with_keywords_of_its_own_is_no_alias() -> None:
    end = {"type": "integer"}
    schema = chain(2, end=end)
    schema["$defs"]["Link1"]["minimum"] = 5  # type: ignore[index]
    compiled = compile_schema(schema)
    assert "def check_link1(" in compiled.source and "def check_link0(" not in compiled.source
    assert compiled.is_valid(5) and not compiled.is_valid(4) and not compiled.is_valid("a")


def test_a_link_s_reference_that_points_at_nothing_is_named_at_its_place() -> None:
    schema = {"$defs": {"A": {"allOf": [{"$ref": "#/$defs/missing"}]}}, "$ref": "#/$defs/A"}
    pointer, message = refusal(schema)
    assert pointer == "/$defs/A/allOf/0/$ref" and "points at nothing" in message


def test_a_link_s_rules_are_checked_though_the_chain_is_called_at_its_end() -> None:
    schema = {
        "$defs": {"a": {"$ref": "#/$defs/b", "x-acp-rules": "junk"}, "b": {"type": "string"}},
        "$ref": "#/$defs/a",
    }
    pointer, message = refusal(schema)
    assert pointer == "/$defs/a/x-acp-rules" and "must map schema keywords" in message
