"""The object keywords' explanations: the rule, the path and the message of each failure,
for the properties a keyword reaches by name, by pattern, as leftovers or unevaluated."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from acp_codegen.validators import compile_schema
from acp_codegen.validators.runtime._validation_runtime import MAX_DEPTH
from support import REPO, explain, functions_of, open_variant, tagged

INTEGER = {"type": "integer"}
STRING = {"type": "string"}
SET = {1}  # no JSON value


def assert_named_once(schema: dict[str, object], instance: object, where: str) -> None:
    """``instance`` holds a value that is no JSON at ``where``: the verdict refuses it and
    the explanation names ``where`` exactly once."""
    compiled = compile_schema(schema)
    assert not compiled.is_valid(instance)
    errors = [(e.path, e.rule) for e in compiled.validate(instance)]
    assert [path for path, _ in errors].count(where) == 1, errors


NAN = float("nan")


def test_property_counts_say_property_or_properties() -> None:
    def said(schema: dict[str, object], instance: dict[str, object]) -> str:
        ((_, _, message),) = explain(schema, instance)
        return message.rsplit(" has ", 1)[1]

    assert said({"minProperties": 1}, {}) == "fewer than 1 property"
    assert said({"minProperties": 2}, {"a": 1}) == "fewer than 2 properties"
    assert said({"maxProperties": 0}, {"a": 1}) == "more than 0 properties"
    assert said({"maxProperties": 1}, {"a": 1, "b": 2}) == "more than 1 property"


def test_a_missing_property_is_named_and_so_is_what_requires_it() -> None:
    assert explain({"required": ["a", "b"]}, {"b": 1}) == [("", "required", '"a" is required')]
    assert explain({"dependentRequired": {"a": ["b"]}}, {"a": 1}) == [
        ("", "dependentRequired", '"b" is required when "a" is present')
    ]


NOT_ALLOWED = '"b~/" is not an allowed property name'
NOT_INTEGER = '"x" is not of type integer'


@pytest.mark.parametrize(
    ("schema", "found"),
    [
        ({"patternProperties": {"^b": INTEGER}}, ("type", NOT_INTEGER)),
        ({"additionalProperties": False}, ("additionalProperties", NOT_ALLOWED)),
        ({"additionalProperties": INTEGER}, ("type", NOT_INTEGER)),
        (
            {"patternProperties": {"^a": {}}, "additionalProperties": False},
            ("additionalProperties", NOT_ALLOWED),
        ),
        ({"patternProperties": {"^a": {}}, "additionalProperties": INTEGER}, ("type", NOT_INTEGER)),
        ({"unevaluatedProperties": False}, ("unevaluatedProperties", NOT_ALLOWED)),
        ({"unevaluatedProperties": INTEGER}, ("type", NOT_INTEGER)),
        ({"propertyNames": {"maxLength": 1}}, ("maxLength", '"b~/" is longer than 1 character')),
        ({"propertyNames": {"const": "a"}}, ("const", '"b~/" is not "a"')),
    ],
)
def test_a_property_reached_by_its_name_is_named_by_its_path(
    schema: dict[str, object], found: tuple[str, str]
) -> None:
    """The failure is at the property's own pointer, its name escaped (``~0``, ``~1``)."""
    value = "x" if found[1] != NOT_ALLOWED else 1
    assert explain({"properties": {"a": {}}, **schema}, {"a": 1, "b~/": value}) == [
        ("/b~0~1", *found)
    ]


@pytest.mark.parametrize(
    "schema",
    [
        {"patternProperties": {"^a": {}}, "additionalProperties": True},
        {"properties": {"a": {}}, "additionalProperties": True},
        {"additionalProperties": True},
        {"unevaluatedProperties": True},
        {"propertyNames": True},
    ],
)
def test_a_true_subschema_takes_every_other_property(schema: dict[str, object]) -> None:
    compiled = compile_schema(schema)
    assert compiled.is_valid({"a": 1, "b": [None], "c": {}})
    assert compiled.validate({"a": 1, "b": [None], "c": {}}) == []


@pytest.mark.parametrize(
    ("schema", "present", "absent"),
    [
        # No pattern: leftovers are the names outside a set, tested in C, with no loop.
        ({"properties": {"a": {}}, "additionalProperties": False}, ".issuperset(", "for "),
        ({"properties": {"a": {}}, "additionalProperties": True}, "extras_are_json(", "for "),
        ({"additionalProperties": True}, "extras_are_json(", "for "),
        ({"unevaluatedProperties": True}, "extras_are_json(", "for "),
    ],
)
def test_leftovers_without_patterns_are_tested_without_a_loop(
    schema: dict[str, object], present: str, absent: str
) -> None:
    (verdict,) = functions_of(compile_schema(schema).source, "check_root(")
    assert present in verdict and absent not in verdict, verdict


def test_a_dependent_schema_knows_its_instance_is_an_object() -> None:
    """Inside the object keywords' guard, a dependent schema does not test the type again."""
    (verdict,) = functions_of(
        compile_schema({"dependentSchemas": {"a": {"required": ["b"], "minProperties": 2}}}).source,
        "check_root(",
    )
    assert verdict.count("type(instance) is dict") == 1, verdict


def test_object_keywords_beside_a_type_that_rules_objects_out() -> None:
    """Once ``type`` has ruled objects out, the verdict has no object keyword left to test;
    the explanation, which goes on past a failed ``type``, still names them."""
    compiled = compile_schema({"type": "string", "required": ["a"], "unevaluatedProperties": False})
    assert compiled.is_valid("a") and compiled.validate("a") == []
    assert not compiled.is_valid({"b": 1})
    assert [(e.path, e.rule) for e in compiled.validate({"b": 1})] == [
        ("", "type"),
        ("", "required"),
        ("/b", "unevaluatedProperties"),
    ]


@pytest.mark.parametrize(
    "schema",
    [
        # Where a keyword's loop takes the other properties, with or without type ...
        {"additionalProperties": INTEGER},
        {"additionalProperties": {}},
        {"patternProperties": {"^a": {}}, "additionalProperties": True},
        {"unevaluatedProperties": INTEGER},
        {"unevaluatedProperties": {}},
        # ... and where the check of what is left open (or of the whole value) does, beside
        # propertyNames, which leaves such a key to it.
        {},
        {"properties": {"a": INTEGER}},
        {"unevaluatedProperties": True},
        {"patternProperties": {"^a": {}}},
        {"propertyNames": {"type": "string"}},
        {"propertyNames": False, "additionalProperties": INTEGER},
    ],
)
@pytest.mark.parametrize("typed", [True, False])
@pytest.mark.parametrize(
    ("key", "named"), [(2, "object key 2 is not a string"), ((1,), "object key of type tuple")]
)
def test_a_key_that_is_no_string_is_named_once_in_one_wording(
    schema: dict[str, object], typed: bool, key: object, named: str
) -> None:
    """A key that is no string is refused, in the verdict and the explanation, with one
    message wherever it is found, at its object's path; its value, which has no pointer of
    its own, is not explained (a set here, no JSON either)."""
    inner = ({"type": "object"} if typed else {}) | schema
    compiled, outer = compile_schema(inner), compile_schema({"properties": {"o": inner}})
    message = named if named.endswith("string") else f"{named} is not a string"
    assert not compiled.is_valid({key: SET}) and not outer.is_valid({"o": {key: SET}})
    assert [(e.path, e.rule, e.message) for e in compiled.validate({key: SET})] == [
        ("", "type", message)
    ]
    assert [(e.path, e.message) for e in outer.validate({"o": {key: SET}})] == [("/o", message)]


def test_every_leftover_beside_patterns_is_checked_for_json_once() -> None:
    """``additionalProperties: true`` beside patterns: a property a pattern takes is judged
    by the pattern's schema alone, and each other one is named when it is not JSON."""
    nan = float("nan")
    schema = {
        "type": "object",
        "patternProperties": {"^a": {"type": "string"}},
        "additionalProperties": True,
    }
    assert [(p, m) for p, _, m in explain(schema, {"a": nan, "b": nan, "c": nan})] == [
        ("/a", "the non-JSON number nan is not of type string"),
        ("/b", "nan is not a JSON number"),
        ("/c", "nan is not a JSON number"),
    ]


@pytest.mark.parametrize("keyword", ["additionalProperties", "unevaluatedProperties"])
def test_a_false_subschema_loops_over_the_keys_alone(keyword: str) -> None:
    """``false`` refuses a key whatever its value: the loop reads no value (a value read and
    never used fails ruff's broad rule set, PERF102)."""
    source = compile_schema({"type": "object", "properties": {"a": True}, keyword: False}).source
    loops = [line.strip() for line in source.splitlines() if line.strip().startswith("for ")]
    assert loops and all(line.endswith(" in instance:") for line in loops), loops


@pytest.mark.parametrize(
    ("schema", "kind", "instance"),
    [
        # A key that is no string, where a keyword takes the other properties.
        ({"additionalProperties": INTEGER}, "object", {1: 2}),
        ({"unevaluatedProperties": INTEGER}, "object", {1: 2}),
        # ... and where none does.
        ({"properties": {"a": INTEGER}}, "object", {"a": 1, 2: 3}),
        # A value that is no JSON, at a position of its own: an other property, a declared
        # one, a pattern's, an item.
        ({"additionalProperties": {}}, "object", {"b": SET}),
        ({"additionalProperties": INTEGER}, "object", {"b": SET, "c": NAN}),
        ({"properties": {"a": {}}}, "object", {"a": NAN}),
        ({"properties": {"a": {}}}, "object", {"a": 1, "b": SET}),
        ({"patternProperties": {"^a": {}}, "additionalProperties": True}, "object", {"a": SET}),
        ({"items": {}}, "array", [1, NAN, SET]),
        ({"items": INTEGER}, "array", [SET]),
    ],
)
def test_a_schema_without_type_explains_each_part_that_is_no_json_once_as_with_it(
    schema: dict[str, object], kind: str, instance: object
) -> None:
    """Where a schema allows every type, an object or an array whose parts its keywords
    check is left open as under ``type``: each part that is no JSON is refused once, with the
    message ``type`` would give (not again, worded otherwise, by a walk of the whole value);
    the verdict on JSON values is jsonschema's."""
    untyped, typed = compile_schema(schema), compile_schema({"type": kind, **schema})
    errors = [(e.path, e.rule, e.message) for e in untyped.validate(instance)]
    assert not untyped.is_valid(instance) and errors
    assert errors == [(e.path, e.rule, e.message) for e in typed.validate(instance)]
    assert len(set(errors)) == len(errors)
    fine = {"a": 1, "b": 2} if kind == "object" else [1, 2]
    for value in (fine, {"a": "x", "b": "y"}, ["x"], "x", None):
        explain(schema, value)  # the verdict is jsonschema's, the errors come with it alone
    # A value of another type is JSON or refused, once.
    assert [(e.path, e.message) for e in untyped.validate(SET)] == [
        ("", "a Python set object is not a JSON value")
    ]


@pytest.mark.parametrize(
    "schema",
    [
        {"properties": {"a": {}}},
        {"items": INTEGER},
        {"properties": {"a": {}}, "items": INTEGER},
    ],
)
def test_a_schema_without_type_refuses_the_other_types_no_json_in_one_if(
    schema: dict[str, object],
) -> None:
    """Where a schema allows every type but checks an object's or an array's parts, a value
    of another type is tested for JSON under one ``if`` that joins both tests: nested, the
    written module fails ruff's SIM102 (a single ``if`` instead of nested ones)."""
    found = subprocess.run(
        [str(Path(sys.executable).parent / "ruff"), "check", "--isolated", "--no-cache"]
        + ["--select", "SIM", "--output-format", "concise", "-"],
        input=compile_schema(schema).source,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stdout


@pytest.mark.parametrize("kind", ["object", None])
def test_a_declared_property_of_any_json_nests_as_deep_with_or_without_type(
    kind: str | None,
) -> None:
    """A declared property's value is a position of its own, at level 1 of the limit, where
    the schema says ``type`` or not (as ``from_wire`` counts it for the object's field)."""
    compiled = compile_schema({"properties": {"a": {}}} | ({"type": kind} if kind else {}))
    for levels in (MAX_DEPTH, MAX_DEPTH + 1):
        value: object = 1
        for _ in range(levels):
            value = [value]
        verdict = levels == MAX_DEPTH
        assert compiled.is_valid({"a": value}) is verdict
        assert [e.rule for e in compiled.validate({"a": value})] == ([] if verdict else ["depth"])


@pytest.mark.parametrize(
    ("schema", "closed", "instance"),
    [
        # Under patternProperties without additionalProperties: a matching name's value at its
        # own position, and another name's value by the check of what is left open.
        ({"patternProperties": {"^a": {}}}, "object", {"a": SET}),
        ({"patternProperties": {"^a": INTEGER, "^b": {}}}, "object", {"a": SET, "bc": NAN}),
        ({"patternProperties": {"^a": {}}}, "object", {"a": 1, "b": SET}),
        ({"properties": {"p": {}}, "patternProperties": {"^a": {}}}, "object", {"p": 1, "a": SET}),
        ({"allOf": [{"patternProperties": {"^a": {}}}]}, "object", {"a": SET}),
        ({"anyOf": [{"patternProperties": {"^a": {}}}, {"type": "string"}]}, "object", {"a": SET}),
        # ... and where unevaluatedProperties is true, which takes what they do not.
        ({"patternProperties": {"^a": {}}, "unevaluatedProperties": True}, "object", {"a": SET}),
        ({"properties": {"p": {}}, "unevaluatedProperties": True}, "object", {"p": SET, "q": 1}),
        (
            {"patternProperties": {"^a": {"patternProperties": {"^b": {}}}}},
            "object",
            {"a": {"b": SET}, "c": NAN},
        ),
        # Under prefixItems without items: an item it declares at its own position, and one
        # past them by the check of what is left open.
        ({"prefixItems": [{}]}, "array", [SET]),
        ({"prefixItems": [{}]}, "array", [1, SET]),
        ({"prefixItems": [INTEGER, {}]}, "array", [SET, NAN, SET, 1]),
        ({"prefixItems": [{}], "items": False}, "array", [SET]),
        ({"allOf": [{"prefixItems": [{}, {}]}, {"prefixItems": [{}]}]}, "array", [1, SET]),
        ({"prefixItems": [{"prefixItems": [{}]}]}, "array", [[SET], SET]),
        ({"oneOf": [{"prefixItems": [{}, {}]}, {"type": "null"}]}, "array", [1, SET]),
        ({"prefixItems": [{"patternProperties": {"^a": {}}}]}, "array", [{"a": SET, "b": NAN}]),
        # Under unevaluatedItems: the items no other keyword evaluates at their own positions,
        # those evaluated (a prefix's, one contains matched) by its check of the rest.
        ({"unevaluatedItems": {}}, "array", [SET]),
        ({"unevaluatedItems": {}}, "array", [1, SET, NAN]),
        ({"prefixItems": [{}], "unevaluatedItems": {}}, "array", [1, SET]),
        ({"contains": INTEGER, "unevaluatedItems": {}}, "array", [1, SET]),
        ({"contains": {}, "unevaluatedItems": {}}, "array", [1, SET]),
        ({"allOf": [{"unevaluatedItems": {}}]}, "array", [SET]),
        # Under a subschema applied on a condition: dependentSchemas when its property is
        # there (or not), then or else as the if subschema matches.
        ({"dependentSchemas": {"a": {"properties": {"a": {}}}}}, "object", {"a": SET}),
        ({"dependentSchemas": {"b": {"properties": {"a": {}}}}}, "object", {"a": SET, "b": 1}),
        ({"dependentSchemas": {"b": {"properties": {"a": {}}}}}, "object", {"a": SET, "c": NAN}),
        (
            {"dependentSchemas": {"a": {"patternProperties": {"^a": {}}}}},
            "object",
            {"a": SET, "ab": NAN, "c": SET},
        ),
        (
            {"additionalProperties": True, "dependentSchemas": {"a": {"properties": {"a": {}}}}},
            "object",
            {"a": SET},
        ),
        ({"if": {"required": ["a"]}, "then": {"properties": {"a": {}}}}, "object", {"a": SET}),
        (
            {
                "if": {"required": ["b"]},
                "then": {"properties": {"a": {}}},
                "else": {"patternProperties": {"^a": {}}},
            },
            "object",
            {"a": SET},
        ),
        ({"if": {"required": ["b"]}, "then": {"properties": {"a": {}}}}, "object", {"a": SET}),
        ({"if": {"minItems": 1}, "then": {"prefixItems": [{}]}}, "array", [SET, NAN]),
        ({"if": {"minItems": 1}, "then": {"items": {}}}, "array", [SET, NAN]),
        ({"if": {"minItems": 3}, "then": {"items": {}}}, "array", [1, SET]),
    ],
)
@pytest.mark.parametrize("typed", [True, False])
@pytest.mark.parametrize("union", [False, True])
def test_what_a_keyword_checks_at_a_position_is_explained_once_where_it_is(
    schema: dict[str, object], closed: str, instance: object, typed: bool, union: bool
) -> None:
    """A value that a keyword (``patternProperties``, ``prefixItems``, ``unevaluatedItems``,
    or one of a subschema applied on a condition) checks at a position of its own is
    explained there alone, not again by the check of what the schema leaves open (which takes
    the other names, the items past the prefix): the errors are those of the schema whose
    ``additionalProperties`` or ``items`` checks every part at its own position, each (path,
    rule) once, as where the schema is the one branch of a union that takes the value's type;
    the verdict on JSON values is jsonschema's."""
    kind = {"type": closed} if typed else {}

    def form(schema: dict[str, object]) -> dict[str, object]:
        return {"anyOf": [schema, {"type": "string"}]} if union else schema

    compiled = compile_schema(form(kind | schema))
    leftovers = "additionalProperties" if closed == "object" else "items"
    whole = compile_schema(form(kind | {leftovers: True} | schema))
    errors = [(e.path, e.rule, e.message) for e in compiled.validate(instance)]
    assert not compiled.is_valid(instance) and errors
    assert len({(path, rule) for path, rule, _ in errors}) == len(errors), errors
    # (A member's patterns or prefix the top level's keyword does not know: it checks those
    # parts again, each where it is.)
    assert sorted(errors) == sorted({(e.path, e.rule, e.message) for e in whole.validate(instance)})
    fine = {"a": 1, "b": [2], "c": {}} if closed == "object" else [1, [2], {"a": 1}]
    for value in (fine, {"a": "x", "b": {"b": 1}}, [1, 2, 3], [[1], "x"], "x", None):
        explain(form(kind | schema), value)


def test_an_item_contains_matched_is_explained_once_beside_unevaluated_items() -> None:
    """``unevaluatedItems`` skips the items ``contains`` matched, and ``contains`` checks none
    at a position of its own: such an item that is no JSON is still named, once, by
    ``unevaluatedItems``' check of the items others evaluated."""
    not_json = "a Python set object is not a JSON value"
    for sub in ({}, False, INTEGER):
        compiled = compile_schema({"contains": {}, "unevaluatedItems": sub})
        assert not compiled.is_valid([SET])
        assert [(e.path, e.rule, e.message) for e in compiled.validate([SET])] == [
            ("/0", "type", not_json)
        ]


def test_the_items_left_open_are_explained_from_the_first_past_the_prefix() -> None:
    """Of the items no keyword checks, the first that is no JSON is explained, by its index;
    those ``prefixItems`` takes are explained where they are."""
    not_json = "a Python set object is not a JSON value"
    nan = "nan is not a JSON number"
    bare = compile_schema({"type": "array"})
    prefixed = compile_schema({"type": "array", "prefixItems": [{}]})
    assert [(e.path, e.message) for e in bare.validate([1, SET, NAN])] == [("/1", not_json)]
    assert [(e.path, e.message) for e in prefixed.validate([1, SET, NAN])] == [("/1", not_json)]
    assert [(e.path, e.message) for e in prefixed.validate([SET, 1, NAN])] == [
        ("/0", not_json),
        ("/2", nan),
    ]


@pytest.mark.parametrize(
    ("schema", "instance", "found"),
    [
        (
            {"properties": {"a": INTEGER}, "unevaluatedProperties": INTEGER},
            {"a": "x", "b": "y"},
            [("/a", "type"), ("/b", "type")],
        ),
        (
            {"patternProperties": {"^a": INTEGER}, "unevaluatedProperties": INTEGER},
            {"a": "x", "b": "y"},
            [("/a", "type"), ("/b", "type")],
        ),
        (
            {"allOf": [{"properties": {"a": INTEGER}}], "unevaluatedProperties": False},
            {"a": "x", "b": 1},
            [("/a", "type"), ("/b", "unevaluatedProperties")],
        ),
        (
            {
                "dependentSchemas": {"a": {"properties": {"a": INTEGER}}},
                "unevaluatedProperties": {},
            },
            {"a": SET},
            [("/a", "type")],
        ),
        (
            {
                "if": {"required": ["a"]},
                "then": {"properties": {"a": INTEGER}},
                "unevaluatedProperties": INTEGER,
            },
            {"a": "x"},
            [("/a", "type")],
        ),
        ({"items": INTEGER, "unevaluatedItems": INTEGER}, ["x"], [("/0", "type")]),
        (
            {"prefixItems": [INTEGER], "unevaluatedItems": False},
            ["x", 1],
            [("/0", "type"), ("/1", "unevaluatedItems")],
        ),
        (
            {"prefixItems": [{}], "unevaluatedItems": {}},
            [SET, SET],
            [("/0", "type"), ("/1", "type")],
        ),
    ],
)
@pytest.mark.parametrize("typed", [True, False])
def test_a_part_a_failing_keyword_explains_is_not_explained_again_as_unevaluated(
    schema: dict[str, object], instance: object, found: list[tuple[str, str]], typed: bool
) -> None:
    """A keyword that fails drops its annotations, so ``unevaluatedProperties`` and
    ``unevaluatedItems`` take the parts it took as well; an explanation names those parts
    where that keyword does, not again (as jsonschema counts a property ``properties``
    declares, or an item of the prefix, as evaluated whether it matched or not)."""
    kind = {"type": "object" if isinstance(instance, dict) else "array"} if typed else {}
    compiled = compile_schema(kind | schema)
    assert not compiled.is_valid(instance)
    assert [(e.path, e.rule) for e in compiled.validate(instance)] == found


def _tagged_unions() -> dict[str, dict[str, object]]:
    """Discriminated unions whose selected branch explains every part of an object: as a
    position of its own (its check of what it leaves open), or by its own
    ``additionalProperties`` (the open branch's ``true``, a closed branch's ``false``); but
    for a branch that leaves its parts to a union of its own (``"a"`` in the nested ones),
    whose tag is here missing, so that they are the position's to name."""
    closed = {**tagged("b"), "additionalProperties": False}
    nested = {
        **tagged("a"),
        "oneOf": [tagged("x", discriminator="sub"), tagged("y", discriminator="sub")],
    }
    return {
        "open": {"anyOf": [tagged("a", n=INTEGER), open_variant("kind", ["a"])]},
        "closed": {"oneOf": [tagged("a", n=INTEGER), closed]},
        "nested": {"oneOf": [nested, tagged("b")]},
        "nested open": {"anyOf": [nested, tagged("b"), open_variant("kind", ["a", "b"])]},
    }


@pytest.mark.parametrize("union", ["open", "closed", "nested", "nested open"])
@pytest.mark.parametrize("keyword", ["anyOf", "oneOf"])
@pytest.mark.parametrize("other", [{"type": "null"}, {"type": "string", "minLength": 2}])
@pytest.mark.parametrize(
    "tag", [{"kind": "a"}, {"kind": "b"}, {"kind": "c"}, {"kind": 5}, {}], ids=repr
)
def test_a_tagged_union_one_branch_of_a_union_takes_names_each_part_once(
    union: str, keyword: str, other: dict[str, object], tag: dict[str, object]
) -> None:
    """A discriminated union reached through ``$ref`` as the one branch of a union that takes
    an object (an optional field, ``anyOf: [{$ref}, {type: null}]``) explains every part
    when its tag selects a branch; the position's check of what it leaves open then names
    nothing again, and it alone names a part that is no JSON when the tag selects none
    (missing, or unknown to a union without an open branch). A closed branch names it as
    not allowed. The verdict on the same object with JSON in place of the set is
    jsonschema's."""
    schema = {
        "$defs": {"U": _tagged_unions()[union]},
        "properties": {"p": {keyword: [{"$ref": "#/$defs/U"}, other]}},
    }
    compiled = compile_schema(schema)
    instance = {"p": {**tag, "zz": SET}}
    assert not compiled.is_valid(instance)
    errors = [(e.path, e.rule) for e in compiled.validate(instance)]
    assert len(set(errors)) == len(errors), errors
    assert [path for path, _ in errors].count("/p/zz") == 1, errors
    explain(schema, {"p": {**tag, "zz": 1}})


@pytest.mark.parametrize(
    ("tag", "found"),
    [
        ({"type": "text", "hint": "h"}, [("/input/zz", "type")]),
        ({"type": "_custom"}, [("/input/zz", "type")]),
        ({"type": 5}, [("/input/type", "type"), ("/input/zz", "type")]),
        ({"hint": "h"}, [("/input", "required"), ("/input/zz", "type")]),
    ],
)
def test_acp_s_command_input_names_a_part_that_is_no_json_once(
    tag: dict[str, object], found: list[tuple[str, str]]
) -> None:
    """ACP v2's optional ``AvailableCommand.input`` (its tagged ``AvailableCommandInput`` or
    null): the branch the tag selects names the part, the text one or the open "other" one,
    and the field's check of what it leaves open names it when no tag selects one."""
    document = json.loads((REPO / "schema/v2/acp.json").read_text(encoding="utf-8"))
    compiled = compile_schema({**document, "$ref": "#/$defs/AvailableCommand"})
    instance = {"name": "n", "description": "d", "input": {**tag, "zz": SET}}
    assert not compiled.is_valid(instance)
    assert [(e.path, e.rule) for e in compiled.validate(instance)] == found


def _one_type_branches(kind: str) -> list[dict[str, object]]:
    """Two branches of one JSON type, told apart by no tag, whose keywords check the same
    part at a position of their own (by name, by pattern, or an item of the prefix)."""
    if kind == "properties":
        return [{"type": "object", "properties": {"a": t}} for t in (INTEGER, STRING)]
    if kind == "patterns":
        return [{"type": "object", "patternProperties": {"^a": t}} for t in (INTEGER, STRING)]
    return [{"type": "array", "prefixItems": [t]} for t in (INTEGER, STRING)]


@pytest.mark.parametrize("kind", ["properties", "patterns", "prefix"])
@pytest.mark.parametrize("keyword", ["anyOf", "oneOf"])
@pytest.mark.parametrize("beside", ["", "leftovers", "unevaluated", "optional"])
@pytest.mark.parametrize("deep", [False, True])
def test_a_union_several_branches_take_names_a_part_that_is_no_json_once(
    kind: str, keyword: str, beside: str, deep: bool
) -> None:
    """A union whose branches both take the value's type fails with its own message, naming
    no branch's errors: the part they check is no JSON, and the position's check of what it
    leaves open names it (they checked it: it is not left to their explanation), once, as
    does ``additionalProperties: true`` or ``unevaluatedItems``/``unevaluatedProperties``
    beside the union, and an optional field of such a union. The verdict on the value with
    JSON in its place is jsonschema's."""
    union: dict[str, object] = {keyword: _one_type_branches(kind)}
    name = "ab" if kind == "patterns" else "a"
    part: object = {"x": SET} if deep else SET

    def value(part: object) -> object:
        return [part] if kind == "prefix" else {name: part}

    where = ("/0" if kind == "prefix" else f"/{name}") + ("/x" if deep else "")
    if beside == "leftovers":
        union["additionalProperties" if kind != "prefix" else "items"] = True
    elif beside == "unevaluated":
        union["unevaluatedProperties" if kind != "prefix" else "unevaluatedItems"] = {}
    schema, instance = union, value(part)
    if beside == "optional":
        schema = {"properties": {"p": {"anyOf": [union, {"type": "null"}]}}}
        instance, where = {"p": instance}, "/p" + where
    compiled = compile_schema(schema)
    assert not compiled.is_valid(instance)
    errors = [(e.path, e.rule) for e in compiled.validate(instance)]
    assert [path for path, _ in errors].count(where) == 1, errors
    assert len(set(errors)) == len(errors), errors
    json_value = value({"x": 1} if deep else True)
    explain(schema, {"p": json_value} if beside == "optional" else json_value)


@pytest.mark.parametrize("beside", [{"unevaluatedProperties": {}}, {"additionalProperties": True}])
def test_a_dispatched_union_s_parts_are_its_selected_branch_s_to_name(
    beside: dict[str, object],
) -> None:
    """Unlike a union several branches take with no tag, a dispatched one names the parts its
    branches check, by the branch its tag selects: the keyword beside it that takes the
    properties no other declares (all of them, once the union failed and dropped its
    annotations) does not name them again."""
    compiled = compile_schema({"oneOf": [tagged("a", n={}), tagged("b", n={})], **beside})
    assert not compiled.is_valid({"kind": "a", "n": SET})
    assert [(e.path, e.rule) for e in compiled.validate({"kind": "a", "n": SET})] == [
        ("/n", "type")
    ]


def test_a_condition_is_left_to_its_own_scope_where_a_dynamic_reference_may_bind_it() -> None:
    """The ``if`` of a resource reached through ``$ref`` refers to ``#node`` dynamically: the
    outermost resource binds it (to ``required: [b]``), its own resource too (to ``required:
    [a]``). The check of what the position leaves open is compiled in the position's scope,
    without the resources entered on the way to the ``if``, so it cannot test the condition
    the way its evaluation did: it leaves no part to ``then`` and names a value that is no
    JSON whatever the condition. Here ``then`` was not applied, and ``/a`` is named once
    (tested in the position's scope, ``required: [a]`` would hold and leave it to ``then``,
    so that nothing names it; where ``then`` applies, it is named twice)."""
    schema = {
        "$id": "https://example.com/root",
        "$ref": "inner",
        "$defs": {
            "outer": {"$dynamicAnchor": "node", "required": ["b"]},
            "inner": {
                "$id": "inner",
                "if": {"$dynamicRef": "#node"},
                "then": {"properties": {"a": {}}},
                "$defs": {"own": {"$dynamicAnchor": "node", "required": ["a"]}},
            },
        },
    }
    compiled = compile_schema(schema)
    assert not compiled.is_valid({"a": SET})
    assert [(e.path, e.rule) for e in compiled.validate({"a": SET})] == [("/a", "type")]
    explain(schema, {"a": 1})


@pytest.mark.parametrize(
    "member",
    [{"properties": {"a": {}}}, {"patternProperties": {"^a": {}}}, {"$ref": "#/$defs/A"}],
)
@pytest.mark.parametrize("leftovers", [{}, {"description": "any value"}, True])
@pytest.mark.parametrize("patterns", [{}, {"patternProperties": {"^b": {}}}])
def test_additional_properties_leaves_a_part_an_all_of_member_declares_to_it(
    member: dict[str, object], leftovers: object, patterns: dict[str, object]
) -> None:
    """``additionalProperties`` takes a property an ``allOf`` member declares (only its own
    schema's ``properties`` and ``patternProperties`` are left out), and the member checks
    it at its own position too: a value there that is no JSON is named once, by the member,
    with a subschema that leaves it open as with ``true`` (a loop over the keys beside
    patterns, or none)."""
    schema = {
        "$defs": {"A": {"properties": {"a": {}}}},
        "additionalProperties": leftovers,
        "allOf": [member],
        **patterns,
    }
    compiled = compile_schema(schema)
    assert not compiled.is_valid({"a": SET, "b": 1})
    errors = compiled.validate({"a": SET, "c": NAN})
    assert sorted((e.path, e.rule) for e in errors) == [("/a", "type"), ("/c", "type")]
    explain(schema, {"a": 1, "c": 2})


def _unions_applied_directly() -> dict[str, dict[str, object]]:
    """Discriminated unions whose branches declare ``n``: tagged branches alone, beside an
    open one, beside one closing its properties, and one whose ``"a"`` branch leaves its
    other parts to a union of its own, told apart by ``sub``."""
    nested = {
        **tagged("a", n={}),
        "oneOf": [tagged("x", discriminator="sub"), tagged("y", discriminator="sub")],
    }
    return {
        "closed": {"oneOf": [tagged("a", n=INTEGER), tagged("b", n={})]},
        "open": {"anyOf": [tagged("a", n=INTEGER), open_variant("kind", ["a"], n={})]},
        "closing": {
            "oneOf": [tagged("a", n={}), {**tagged("b", n={}), "additionalProperties": False}]
        },
        "nested": {"oneOf": [nested, tagged("b", n={})]},
    }


def _applied(union: dict[str, object], how: str) -> dict[str, object]:
    """``union`` applied to the instance (``root``, in an ``allOf``, through ``$ref``) or to
    its property ``p`` (``field``: through ``$ref``; ``optional``: the one branch of an
    ``anyOf`` beside null)."""
    reference = {"$ref": "#/$defs/U"}
    return {
        "root": union,
        "allOf": {"allOf": [union]},
        "ref": {"$defs": {"U": union}, **reference},
        "field": {"$defs": {"U": union}, "properties": {"p": reference}},
        "optional": {
            "$defs": {"U": union},
            "properties": {"p": {"anyOf": [reference, {"type": "null"}]}},
        },
    }[how]


_TAGS = [
    {"kind": "a"},
    {"kind": "a", "sub": "q"},
    {"kind": "b"},
    {"kind": "c"},
    {"kind": 5},
    {"kind": SET},
    {},
]


@pytest.mark.parametrize("union", ["closed", "open", "closing", "nested"])
@pytest.mark.parametrize("how", ["root", "allOf", "ref", "field", "optional"])
@pytest.mark.parametrize("tag", _TAGS, ids=repr)
@pytest.mark.parametrize("part", ["zz", "n"])
def test_a_tagged_union_names_each_part_that_is_no_json_once_whatever_its_tag(
    union: str, how: str, tag: dict[str, object], part: str
) -> None:
    """A discriminated union applied to an object, in place or to a property, names each of
    its parts that is no JSON once, a property no branch declares (``zz``) or one they all
    declare (``n``), and a tag that is no JSON: by the branch its tag selects, else (the tag
    missing, unknown to a union without an open branch, or no string) by the position's
    check of what it leaves open, beside the union's own error (so does it when the tag
    selects a branch that leaves its parts to a union of its own whose tag selects none).
    The verdict on the same object with JSON in place of the sets is
    jsonschema's."""
    schema = _applied(_unions_applied_directly()[union], how)
    inside = how in ("field", "optional")

    def value(odd: object) -> dict[str, object]:
        found = {k: odd if v is SET else v for k, v in {**tag, part: SET}.items()}
        return {"p": found} if inside else found

    compiled = compile_schema(schema)
    instance = value(SET)
    assert not compiled.is_valid(instance)
    errors = [(e.path, e.rule) for e in compiled.validate(instance)]
    assert len(set(errors)) == len(errors), errors
    paths = [path for path, _ in errors]
    prefix = "/p" if inside else ""
    for name in [part, *(["kind"] if tag.get("kind") is SET else [])]:
        assert paths.count(f"{prefix}/{name}") == 1, errors
    explain(schema, value(1))


@pytest.mark.parametrize(
    ("instance", "found"),
    [
        ({"zz": SET}, [("", "required"), ("/zz", "type")]),
        ({"hint": SET}, [("", "required"), ("/hint", "type")]),
        ({"type": "text", "zz": SET}, [("", "required"), ("/zz", "type")]),
        ({"type": "text", "hint": SET}, [("/hint", "type")]),
        ({"type": "_custom", "zz": SET}, [("/zz", "type")]),
        ({"type": 5, "zz": SET}, [("/type", "type"), ("/zz", "type")]),
    ],
    ids=repr,
)
def test_acp_s_command_input_applied_directly_names_a_part_that_is_no_json_once(
    instance: dict[str, object], found: list[tuple[str, str]]
) -> None:
    """ACP v2's ``AvailableCommandInput`` validated as itself: without its tag it is the
    missing tag and, beside it, a part that is no JSON (the ``hint`` its text branch
    declares too, since no branch was selected to name it); with one, the branch it selects
    names it (the text one, at its own position or as one it leaves open, or the open
    "other" one)."""
    document = json.loads((REPO / "schema/v2/acp.json").read_text(encoding="utf-8"))
    compiled = compile_schema({**document, "$ref": "#/$defs/AvailableCommandInput"})
    assert not compiled.is_valid(instance)
    assert [(e.path, e.rule) for e in compiled.validate(instance)] == found


@pytest.mark.parametrize("outer", ["closed", "open"])
@pytest.mark.parametrize("how", ["root", "allOf", "ref", "field", "optional"])
@pytest.mark.parametrize("sub", ["x", "y", "w"])
@pytest.mark.parametrize("part", ["zz", "n"])
def test_a_branch_leaving_its_parts_to_a_tagged_union_of_its_own_names_them_once(
    outer: str, how: str, sub: str, part: str
) -> None:
    """A discriminated union's ``"a"`` branch leaves its parts to a discriminated union of
    its own, told apart by ``sub``, whose branches name them all: ``x`` as a position of its
    own, ``y`` closing its properties, the open ``w`` by ``additionalProperties: true``.
    When both tags select, the inner branch names each part that is no JSON, and the
    position's check of what it leaves open names none again, whether the outer union has
    an open branch or not. The verdict on the same object with JSON in place of the set is
    jsonschema's."""
    inner = [
        tagged("x", discriminator="sub"),
        {**tagged("y", discriminator="sub", n={}), "additionalProperties": False},
        open_variant("sub", ["x", "y"]),
    ]
    nested = {**tagged("a"), "oneOf": inner}
    branches = [nested, tagged("b")]
    if outer == "open":
        branches.append(open_variant("kind", ["a", "b"]))
    schema = _applied({"anyOf": branches}, how)
    inside = how in ("field", "optional")

    def value(odd: object) -> dict[str, object]:
        found = {"kind": "a", "sub": sub, part: odd}
        return {"p": found} if inside else found

    compiled = compile_schema(schema)
    assert not compiled.is_valid(value(SET))
    errors = [(e.path, e.rule) for e in compiled.validate(value(SET))]
    assert len(set(errors)) == len(errors), errors
    assert [path for path, _ in errors].count(("/p/" if inside else "/") + part) == 1, errors
    explain(schema, value(1))


@pytest.mark.parametrize("state", [{"state": "idle"}, {"state": "_custom"}, {}], ids=repr)
@pytest.mark.parametrize("definition", ["SessionUpdate", "UpdateSessionNotification"])
def test_acp_s_state_update_names_a_part_that_is_no_json_once(
    state: dict[str, object], definition: str
) -> None:
    """ACP v2's ``state_update`` session update leaves its parts to ``StateUpdate``, a union
    tagged by ``state``: the state's branch names a part that is no JSON (``idle``'s as a
    position of its own, the open "other" one by its ``additionalProperties``), and the
    check of what the session update, or the notification's ``update``, leaves open names
    it only when no state selects a branch."""
    document = json.loads((REPO / "schema/v2/acp.json").read_text(encoding="utf-8"))
    compiled = compile_schema({**document, "$ref": f"#/$defs/{definition}"})
    update = {"sessionUpdate": "state_update", **state, "zz": SET}
    instance: dict[str, object] = update
    where = "/zz"
    if definition == "UpdateSessionNotification":
        instance, where = {"sessionId": "s", "update": update}, "/update/zz"
    assert not compiled.is_valid(instance)
    errors = [(e.path, e.rule) for e in compiled.validate(instance)]
    assert len(set(errors)) == len(errors), errors
    assert [path for path, _ in errors].count(where) == 1, errors


@pytest.mark.parametrize("sub", ["x", "y"])
def test_additional_properties_leave_a_nested_tagged_branch_s_part_to_it(sub: str) -> None:
    """``additionalProperties`` beside a discriminated union whose ``"a"`` branch has a
    discriminated union of its own: the inner branch the tags select declares ``q`` and
    names its value where it is, so the check of ``q`` by ``additionalProperties`` names it
    no second time (the inner branches' names are followed down the nested unions)."""
    inner = [tagged("x", discriminator="sub", q={}), tagged("y", discriminator="sub", q={})]
    schema = {
        "additionalProperties": {},
        "oneOf": [{**tagged("a"), "oneOf": inner}, tagged("b")],
    }
    instance = {"kind": "a", "sub": sub, "q": SET}
    assert_named_once(schema, instance, "/q")
    explain(schema, {**instance, "q": 1})


@pytest.mark.parametrize(
    ("instance", "where"),
    [
        ({"e": SET}, "/e"),  # the if fails: else names e where it is
        ({"t": SET}, "/t"),  # the if fails: then is not applied, so the check of the rest does
        ({"w": 1, "t": SET}, "/t"),  # the if holds: then names t
        ({"w": 1, "e": SET}, "/e"),
    ],
    ids=repr,
)
def test_a_conditional_s_branches_name_their_parts_once(
    instance: dict[str, object], where: str
) -> None:
    """``then`` and ``else`` each declare a property: the one the condition applies names
    its value where it is, and the check of what the position leaves open names the other's
    (applied by none), each once."""
    schema = {
        "if": {"required": ["w"]},
        "then": {"properties": {"t": {}}},
        "else": {"properties": {"e": {}}},
    }
    assert_named_once(schema, instance, where)


@pytest.mark.parametrize("kind", ["a", "zz"])
def test_a_tagged_and_an_open_branch_naming_the_same_parts_both_name_them(kind: str) -> None:
    """The tagged branch ``"a"`` and the open branch declare the same property ``p``: whichever
    the tag selects names its value where it is, so ``additionalProperties`` beside the union
    names it no second time."""
    schema = {
        "additionalProperties": {},
        "oneOf": [
            tagged("a", p={}),
            tagged("b"),
            {**open_variant("kind", ["a", "b"], p={}), "additionalProperties": False},
        ],
    }
    instance = {"kind": kind, "p": SET}
    assert_named_once(schema, instance, "/p")


def test_a_union_under_a_condition_that_no_tag_tells_apart_leaves_its_parts_named() -> None:
    """``then`` applies a union whose two branches both declare ``u``: when it fails, its
    explanation is its own message, which names no part, so the check of what the position
    leaves open names ``u``'s value (it is no JSON) once."""
    schema = {
        "if": {"required": ["w"]},
        "then": {
            "anyOf": [
                {"properties": {"u": {"type": "string"}}, "required": ["s"]},
                {"properties": {"u": {"type": "number"}}, "required": ["n"]},
            ]
        },
    }
    instance = {"w": 1, "u": SET}
    assert_named_once(schema, instance, "/u")


@pytest.mark.parametrize("part", ["p", "s"])
def test_a_branch_with_a_tagged_union_of_its_own_and_no_inner_tag_names_parts_once(
    part: str,
) -> None:
    """A discriminated union (``"b"`` first, naming every part as a position of its own)
    whose ``"a"`` branch leaves its other parts to a discriminated union of its own, told
    apart by ``sub``, with the inner tag missing: ``a`` names ``p``, which it declares,
    where it is; ``s``, which every inner branch declares, is named by no inner branch (none
    is selected), so the check of what the position leaves open names it: each once."""
    inner = [tagged("x", discriminator="sub", s={}), tagged("y", discriminator="sub", s={})]
    schema = {"oneOf": [tagged("b"), {**tagged("a", p={}), "oneOf": inner}]}
    instance = {"kind": "a", part: SET}
    assert_named_once(schema, instance, "/" + part)


@pytest.mark.parametrize(
    ("instance", "where"),
    [({"e1": SET}, "/e1"), ({"t1": SET}, "/t1"), ({"w": 1, "t1": SET}, "/t1")],
    ids=repr,
)
def test_a_conditional_s_branches_name_their_patterns_once(
    instance: dict[str, object], where: str
) -> None:
    """As for declared properties, the ``patternProperties`` of the branch the condition
    applies name the matching values where they are, and the check of what the position
    leaves open names the others, each once."""
    schema = {
        "if": {"required": ["w"]},
        "then": {"patternProperties": {"^t": {}}},
        "else": {"patternProperties": {"^e": {}}},
    }
    assert_named_once(schema, instance, where)
