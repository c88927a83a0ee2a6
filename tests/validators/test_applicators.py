"""The keywords that apply other schemas in place: how a union that no dispatch explains is
explained, what a dispatch establishes, and the verdict's shortcuts (a variant's branch run
as the definition it extends, a small ``$ref`` target inlined) with the near misses that
must not take them."""

from __future__ import annotations

from typing import Any

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.validators import compile_schema
from support import explain, functions_of, open_variant, tagged

ANY_OF = {
    "anyOf": [
        {"type": "string", "minLength": 2},
        {"type": "integer", "minimum": 5},
        {"type": "null"},
    ]
}
ONE_OF = {
    "oneOf": [
        {"type": "string", "minLength": 2},
        {"type": "string", "maxLength": 1},
        {"type": "array", "minItems": 1},
    ]
}


@pytest.mark.parametrize(
    ("schema", "instance", "found"),
    [
        # The only branch taking strings is to blame: its own errors.
        (ANY_OF, "a", [("", "minLength", '"a" is shorter than 2 characters')]),
        # Numbers are no shape a branch settles (integer and number branches both take 1).
        (ANY_OF, 3, [("", "anyOf", "3 does not match any of the 3 allowed schemas")]),
        # No branch takes the type: what the types must be.
        (
            ANY_OF,
            [],
            [("", "anyOf", "an array of 0 items is not of type string or number or null")],
        ),
        (ANY_OF, None, []),
        (ONE_OF, 3, [("", "oneOf", "3 is not of type array or string")]),
        (ONE_OF, [], [("", "minItems", "an array of 0 items has fewer than 1 item")]),
        # Two branches take strings: no branch is to blame; "ab" matches one of them.
        (ONE_OF, "ab", []),
        (
            {"oneOf": [{"type": "string"}, {"minLength": 1}]},
            "ab",
            [("", "oneOf", '"ab" does not match exactly one of the 2 schemas of oneOf')],
        ),
        (
            {"oneOf": [{"type": "string", "minLength": 3}, {"type": "array"}]},
            "ab",
            [("", "minLength", '"ab" is shorter than 3 characters')],
        ),
        (
            {"anyOf": [{"type": "string", "minLength": 3}, {"type": "object"}]},
            [],
            [("", "anyOf", "an array of 0 items is not of type object or string")],
        ),
        # No branch takes any type: no type to name.
        (
            {"anyOf": [False, False]},
            1,
            [("", "anyOf", "1 does not match any of the 2 allowed schemas")],
        ),
        # A branch of every type settles every shape but numbers, which keep the union's text.
        (
            {"anyOf": [{"not": {"const": 1}}]},
            1,
            [("", "anyOf", "1 does not match any of the 1 allowed schemas")],
        ),
    ],
)
def test_a_union_without_dispatch_explains_what_is_to_blame(
    schema: dict[str, Any], instance: object, found: list[tuple[str, str, str]]
) -> None:
    assert explain(schema, instance) == found


def test_an_explained_dispatch_lets_later_keywords_test_the_type_again() -> None:
    """Only a verdict's dispatch establishes an object for what follows: an explanation
    goes on past a value that is no object."""
    then = {"minProperties": 1, "maxLength": 0}
    found = explain({"allOf": [{"oneOf": [tagged("a"), tagged("b")]}, then]}, "x")
    assert found == [
        ("", "type", '"x" is not of type object'),
        ("", "maxLength", '"x" is longer than 0 characters'),
    ]


def test_a_verdicts_dispatch_settles_the_object_for_the_keywords_after_it() -> None:
    """The ``allOf`` branches run in turn; the second needs no guard of its own."""
    schema = {"allOf": [{"oneOf": [tagged("a"), tagged("b")]}, {"minProperties": 1}]}
    compiled = compile_schema(schema)
    (verdict,) = functions_of(compiled.source, "check_root(")
    assert verdict.count("type(instance) is") == 1, verdict
    assert compiled.is_valid({"kind": "a"}) and not compiled.is_valid("x")
    assert not compiled.is_valid({})


A = {"type": "object", "properties": {"x": {"type": "integer"}}}


def variant(value: str, **changed: Any) -> dict[str, Any]:
    """A branch in ACP's variant shape: the tag, required, and one ``allOf`` ``$ref``."""
    branch = {
        "type": "object",
        "properties": {"kind": {"type": "string", "const": value, "description": "The tag."}},
        "required": ["kind"],
        "allOf": [{"$ref": "#/$defs/A"}],
        "title": "A variant",
    }
    return {**branch, **changed}


def test_a_variant_selected_by_dispatch_runs_as_the_definition_it_extends() -> None:
    """The dispatch has tested the tag: the branch's own check of it is not run again."""
    compiled = compile_schema({"$defs": {"A": A}, "oneOf": [variant("a"), variant("b")]})
    checks = "".join(functions_of(compiled.source, "check_"))
    assert checks.count("'kind'") == 1, compiled.source  # the dispatch's read of the tag
    assert compiled.is_valid({"kind": "a", "x": 1})
    assert not compiled.is_valid({"kind": "a", "x": "s"})
    assert not compiled.is_valid({"kind": "c", "x": 1})


def test_a_variant_s_tag_is_evaluated_where_annotations_count() -> None:
    """Only a verdict runs a variant as the definition it extends: annotation collection
    runs the whole branch, whose ``properties`` evaluate the tag, so an
    ``unevaluatedProperties: false`` around the union accepts it (and refuses the rest)."""
    schema = {
        "$defs": {"A": A},
        "oneOf": [variant("a"), variant("b")],
        "unevaluatedProperties": False,
    }
    compiled = compile_schema(schema)
    assert compiled.is_valid({"kind": "a", "x": 1})
    assert compiled.validate({"kind": "a", "x": 1}) == []
    assert not compiled.is_valid({"kind": "a", "x": 1, "y": 2})
    # Past the arms' length the verdict's table runs the definition, and gives the same.
    many = compile_schema({**schema, "oneOf": [variant(f"k{n}") for n in range(9)]})
    assert "_CHECK_" in many.source
    assert many.is_valid({"kind": "k8", "x": 1}) and not many.is_valid({"kind": "k8", "y": 1})


KIND = {"type": "string", "const": "a"}


@pytest.mark.parametrize(
    ("branch", "invalid"),
    [
        (variant("a", minProperties=3), {"kind": "a", "x": 1}),
        (
            variant("a", properties={"kind": KIND, "y": {"type": "integer"}}),
            {"kind": "a", "y": "s"},
        ),
        (variant("a", properties={"kind": {**KIND, "minLength": 5}}), {"kind": "a"}),
        (variant("a", required=["kind", "x"]), {"kind": "a"}),
        (variant("a", allOf=[{"$ref": "#/$defs/A"}, {"required": ["y"]}]), {"kind": "a"}),
        (variant("a", allOf=[{"$ref": "#/$defs/A", "required": ["z"]}]), {"kind": "a"}),
        (variant("a", properties={"kind": {"type": "number", "const": "a"}}), {"kind": "a"}),
    ],
)
def test_a_branch_that_is_almost_a_variant_checks_all_it_says(
    branch: dict[str, Any], invalid: dict[str, Any]
) -> None:
    compiled = compile_schema({"$defs": {"A": A}, "oneOf": [branch, variant("b")]})
    assert not compiled.is_valid(invalid)
    assert compiled.validate(invalid) != []


def test_a_tag_no_branch_has_is_named_at_its_place_with_the_known_values() -> None:
    assert explain({"oneOf": [tagged("a"), tagged("b")]}, {"kind": "c"}) == [
        ("/kind", "oneOf", '"c" is not one of the known values: "a", "b"')
    ]


def test_a_missing_tag_is_required_with_the_known_values() -> None:
    assert explain({"oneOf": [tagged("a"), tagged("b")]}, {}) == [
        ("", "required", '"kind" is required (one of "a", "b")')
    ]


def test_a_variant_whose_all_of_is_no_array_is_refused_at_its_pointer() -> None:
    branch = variant("a", allOf={"x": {"$ref": "#/$defs/A"}})
    with pytest.raises(GenerationError, match=r"#/oneOf/0/allOf: allOf must be a non-empty array"):
        compile_schema({"$defs": {"A": A}, "oneOf": [branch, variant("b")]})


def test_a_branch_leaving_properties_open_checks_they_hold_json() -> None:
    """Selected by dispatch, a branch that leaves properties open still rejects a value that
    is not JSON under a name it does not declare; a closed branch checks its own."""
    open_union = compile_schema({"oneOf": [tagged("a"), tagged("b")]})
    assert "extras_are_json" in open_union.source
    assert not open_union.is_valid({"kind": "a", "other": float("nan")})
    closed = [{**tagged(v), "additionalProperties": False} for v in ("a", "b")]
    closed_union = compile_schema({"oneOf": closed})
    assert "extras_are_json" not in closed_union.source
    assert "_one_of_0_value(" not in closed_union.source  # no wrapper around a closed branch
    assert not closed_union.is_valid({"kind": "a", "other": 1})
    assert closed_union.is_valid({"kind": "a"})


def test_a_small_reference_target_is_inlined_in_a_verdict() -> None:
    schema = {
        "$defs": {"Name": {"type": "string", "minLength": 1}},
        "items": {"$ref": "#/$defs/Name"},
    }
    compiled = compile_schema(schema)
    (verdict,) = functions_of(compiled.source, "check_root(")
    assert "check_" not in verdict.removeprefix("check_root("), verdict
    assert compiled.is_valid(["a"]) and not compiled.is_valid([""])


def test_when_the_routes_leave_no_type_over_the_last_one_needs_no_test() -> None:
    """Every type the branches take is settled by one branch: the explanation is a type
    failure, or the one branch's errors, and the union's own text is never needed."""
    schema = {"anyOf": [{"type": "string", "minLength": 2}, {"type": "array", "minItems": 1}]}
    compiled = compile_schema(schema)
    (explainer,) = functions_of(compiled.source, "errors_root(")
    assert "else:" in explainer and "does_not_match" not in compiled.source, explainer
    assert explain(schema, []) == [("", "minItems", "an array of 0 items has fewer than 1 item")]
    assert explain(schema, "a") == [("", "minLength", '"a" is shorter than 2 characters')]
    assert explain(schema, 1) == [("", "anyOf", "1 is not of type array or string")]


@pytest.mark.parametrize("keyword", ["anyOf", "oneOf"])
def test_a_union_s_verdict_only_fails_and_explains_nothing(keyword: str) -> None:
    """The verdict of a union no dispatch explains fails, and nothing of the explanation (its
    routes, its calls with ``errors``) is written after it."""
    branches = [{"type": "string", "minLength": 2}, {"type": "integer"}]
    (verdict,) = functions_of(compile_schema({keyword: branches}).source, "check_root(")
    assert "errors" not in verdict, verdict
    assert "errors_" in functions_of(compile_schema({keyword: branches}).source, "errors_root(")[0]


def test_a_tag_no_branch_names_is_explained_by_the_open_branch() -> None:
    """An open union's catch-all branch takes every other tag: its errors are the
    explanation of an object with such a tag."""
    branches = [tagged("a"), tagged("b"), open_variant("kind", ["a", "b"], n={"type": "integer"})]
    assert [(p, r) for p, r, _ in explain({"oneOf": branches}, {"kind": "c", "n": "x"})] == [
        ("/n", "type")
    ]
