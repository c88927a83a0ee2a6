"""The facts the compiler asks of a schema before it emits code, each on small schemas: the
types a subschema can accept, the subschemas applied in place, what a position leaves open,
the names it checks and how many of them every valid object has, what is inlined, and which
unions are discriminated."""

from __future__ import annotations

import math
from typing import Any

import pytest
from acp_codegen.load.unions import TaggedUnion
from acp_codegen.validators import compile_schema
from acp_codegen.validators.analysis import SchemaAnalysis, json_type
from acp_codegen.validators.resolver import SchemaIndex
from acp_codegen.vocabulary import VALUE_KEYWORDS
from support import tagged


def analysis(schema: Any) -> SchemaAnalysis:
    return SchemaAnalysis(SchemaIndex.build(schema, "t.json"))


def open_branch(*excluded: str) -> dict[str, Any]:
    """A branch taking every ``kind`` but ``excluded`` (v2's "other" variants)."""
    return {
        "type": "object",
        "properties": {"kind": {"type": "string"}},
        "required": ["kind"],
        "not": {
            "anyOf": [
                {"properties": {"kind": {"const": v}}, "required": ["kind"]} for v in excluded
            ]
        },
    }


def nested(depth: int, bottom: dict[str, Any]) -> dict[str, Any]:
    """``bottom`` inside ``depth`` unions of one branch each."""
    schema = bottom
    for _ in range(depth):
        schema = {"anyOf": [schema]}
    return schema


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        (None, "null"),
        (True, "boolean"),
        (0, "number"),
        (1.5, "number"),
        ("a", "string"),
        ([], "array"),
        ({}, "object"),
    ],
)
def test_the_json_type_of_a_schema_value(value: object, kind: str) -> None:
    assert json_type(value) == kind


@pytest.mark.parametrize(
    ("schema", "types"),
    [
        (True, None),
        (False, frozenset()),
        ({}, None),
        ({"type": "integer"}, {"number"}),
        ({"type": ["string", "null"]}, {"string", "null"}),
        ({"const": "a"}, {"string"}),
        ({"enum": [1, "a"]}, {"number", "string"}),
        ({"type": ["string", "null"], "const": None}, {"null"}),
        ({"allOf": [{"type": ["string", "null"]}, {"type": "string"}]}, {"string"}),
        ({"anyOf": [{"type": "string"}, {"const": 1}]}, {"string", "number"}),
        ({"anyOf": [{"type": "string"}, {}]}, None),  # a branch that takes any type
        ({"$ref": "#/$defs/a", "$defs": {"a": {"type": "array"}}}, {"array"}),
        ({"$ref": "#"}, None),  # a cycle constrains nothing
    ],
)
def test_allowed_types(schema: Any, types: set[str] | None) -> None:
    assert analysis(schema).allowed_types("") == (None if types is None else frozenset(types))


def test_types_through_a_reference_cycle_are_those_its_members_state() -> None:
    """The member met again on the cycle constrains nothing; the others narrow as usual."""
    schema = {
        "$defs": {
            "a": {"anyOf": [{"$ref": "#/$defs/b"}, {"type": "string"}]},
            "b": {"allOf": [{"$ref": "#/$defs/a"}], "type": ["string", "null"]},
        },
        "$ref": "#/$defs/b",
    }
    assert analysis(schema).allowed_types("") == frozenset({"string", "null"})
    assert analysis(schema).allowed_types("/$defs/a") == frozenset({"string", "null"})


def test_in_place_are_references_and_all_of_and_on_request_the_branches() -> None:
    schema = {
        "$ref": "#/$defs/d",
        "$defs": {"d": {}},
        "allOf": [{}],
        "anyOf": [{}],
        "oneOf": [{}],
        "if": {},
        "then": {},
        "else": {},
        "dependentSchemas": {"x": {}},
    }
    facts = analysis(schema)
    assert facts.in_place("", branches=False) == ("/$defs/d", "/allOf/0")
    assert facts.in_place("", branches=True) == (
        "/$defs/d",
        "/allOf/0",
        "/anyOf/0",
        "/oneOf/0",
        "/then",
        "/else",
        "/dependentSchemas/x",
    )


def test_a_dynamic_reference_is_in_place_unless_it_names_a_dynamic_anchor() -> None:
    """Without a ``$dynamicAnchor`` at its target, a ``$dynamicRef`` is a ``$ref``; with
    one, the dynamic scope may bind it elsewhere, so its static target is left out."""
    plain = {"$dynamicRef": "#/$defs/d", "$defs": {"d": {"type": "string"}}}
    assert analysis(plain).in_place("", branches=False) == ("/$defs/d",)
    assert analysis(plain).allowed_types("") == frozenset({"string"})
    anchored = {"$dynamicRef": "#d", "$defs": {"d": {"$dynamicAnchor": "d", "type": "string"}}}
    assert analysis(anchored).in_place("", branches=False) == ()
    assert analysis(anchored).allowed_types("") is None


@pytest.mark.parametrize(
    ("schema", "closes", "covers"),
    [
        ({}, False, False),
        ({"additionalProperties": False}, True, False),
        ({"allOf": [{"unevaluatedProperties": True}]}, True, False),
        ({"items": {}}, False, True),
        ({"$ref": "#/$defs/a", "$defs": {"a": {"items": False}}}, False, True),
        # A branch is not applied to every instance: it closes and covers nothing here.
        ({"anyOf": [{"additionalProperties": False, "items": {}}, {}]}, False, False),
        ({"if": {}, "then": {"additionalProperties": False, "items": {}}}, False, False),
    ],
)
def test_what_a_position_leaves_open(schema: Any, closes: bool, covers: bool) -> None:
    facts = analysis(schema)
    assert facts.closes_objects("") is closes
    assert facts.covers_items("") is covers
    assert facts.checks_other_properties("") is closes


def test_a_discriminated_union_in_place_checks_the_other_properties() -> None:
    facts = analysis({"allOf": [{"oneOf": [tagged("a"), tagged("b")]}]})
    assert not facts.closes_objects("")
    assert facts.checks_other_properties("")
    assert not analysis({"anyOf": [{"type": "object"}, {}]}).checks_other_properties("")
    # A dispatch inside a branch runs only when that branch is tried: another branch that
    # matches leaves its properties to the position.
    beside = {"anyOf": [{"oneOf": [tagged("a"), tagged("b")]}, {"type": "object"}]}
    assert not analysis(beside).checks_other_properties("")
    assert not compile_schema(beside).is_valid({"kind": "z", "x": math.nan})


def test_known_properties_are_declared_in_place_or_by_every_branch_taking_objects() -> None:
    facts = analysis(
        {
            "properties": {"a": {}},
            "allOf": [{"properties": {"b": {}}}],
            "anyOf": [
                {"properties": {"f": {}}, "additionalProperties": False},  # checks its own
                {"type": "string", "properties": {"e": {}}},  # never the one an object takes
                {"properties": {"c": {}, "d": {}}},
                {"type": ["object", "null"], "properties": {"c": {}}},  # takes objects too
            ],
            "then": {"properties": {"g": {}}},
        }
    )
    assert facts.known_properties("") == ["a", "b", "c"]


def test_known_patterns_are_in_place_or_of_every_branch_taking_objects() -> None:
    facts = analysis(
        {
            "patternProperties": {"^a": {}},
            "allOf": [{"patternProperties": {"^b": {}, "^a": {}}}],
            "anyOf": [
                {"patternProperties": {"^f": {}}, "unevaluatedProperties": False},
                {"type": "array", "patternProperties": {"^e": {}}},
                {"patternProperties": {"^c": {}, "^d": {}, "^a": {}}},
                {"type": ["object", "null"], "patternProperties": {"^c": {}, "^a": {}}},
            ],
            "else": {"patternProperties": {"^g": {}}},
        }
    )
    assert facts.known_patterns("") == {  # each with the first subschema found for it
        "^a": "/patternProperties/^a",
        "^b": "/allOf/0/patternProperties/^b",
        "^c": "/anyOf/2/patternProperties/^c",
    }


def test_the_prefix_known_is_the_longest_in_place_or_the_shortest_of_a_union() -> None:
    facts = analysis(
        {
            "prefixItems": [{}],
            "allOf": [{"prefixItems": [{}, {}]}, {"prefixItems": [{}]}],
            "oneOf": [
                {"prefixItems": [{}] * 9, "items": False},  # checks every item itself
                {"type": "object", "prefixItems": [{}] * 9},  # never the one an array takes
                {"prefixItems": [{}] * 4},
                {"type": ["array", "null"], "prefixItems": [{}] * 3},
            ],
            "dependentSchemas": {"x": {"prefixItems": [{}] * 9}},
        }
    )
    assert facts.prefix_length("") == 3
    assert analysis({"anyOf": [{"prefixItems": [{}]}, {"items": {}}]}).prefix_length("") == 1
    assert analysis({"prefixItems": {"0": {}}}).prefix_length("") == 0  # not an array
    assert analysis({"patternProperties": [{}]}).known_patterns("") == {}  # not an object


def test_a_union_of_branches_that_check_their_own_names_adds_none() -> None:
    schema = {"anyOf": [{"properties": {"f": {}}, "additionalProperties": False}]}
    assert analysis(schema).known_properties("") == []


@pytest.mark.parametrize(("depth", "known"), [(32, ["a"]), (33, [])])
def test_known_properties_follow_unions_32_deep(depth: int, known: list[str]) -> None:
    bottom = {"properties": {"a": {}}}
    assert analysis(nested(depth, bottom)).known_properties("") == known


@pytest.mark.parametrize(("depth", "present"), [(0, 1), (32, 1), (33, 0)])
def test_known_present_counts_unions_32_deep(depth: int, present: int) -> None:
    schema = {"properties": {"a": {}}, **nested(depth, {"required": ["a"]})}
    facts = analysis(schema)
    assert facts.known_properties("") == ["a"]
    assert facts.known_present("") == present


def test_known_present_is_the_least_branch_or_the_required_whichever_is_more() -> None:
    known = {"a": {}, "b": {}, "c": {}}
    facts = analysis(
        {
            "properties": known,
            "required": ["a", "z"],  # z is not known: it does not count
            "anyOf": [
                {"required": ["a", "b", "c"]},
                {"required": ["b", "c"]},
                {"required": ["a"], "additionalProperties": True},  # checks its own: no count
            ],
        }
    )
    assert facts.known_present("") == 2
    assert analysis({"properties": known, "required": ["a", "b"]}).known_present("") == 2


@pytest.mark.parametrize(
    ("schema", "inlined"),
    [
        ({"type": "string", "minLength": 1, "description": "docs", "x-note": 1}, True),
        ({"$id": "https://example.com/s", "type": "string"}, False),
        ({"$dynamicAnchor": "a", "type": "string"}, False),
        ({"oneOf": [tagged("a"), tagged("b")]}, True),
        ({"type": "object", "anyOf": [tagged("a"), tagged("b")]}, True),
        ({"oneOf": [tagged("a"), tagged("b")], "anyOf": [tagged("a"), tagged("b")]}, False),
        ({"oneOf": [tagged("a"), tagged("b")], "required": ["kind"]}, False),
        ({"oneOf": []}, False),
        ({"oneOf": {"not": "a list"}}, False),
        ({"oneOf": [tagged("a"), {"type": "string"}]}, False),
        ({"allOf": [{"type": "string"}]}, False),
        ({"properties": {}}, False),
    ],
)
def test_what_is_inlined(schema: dict[str, Any], inlined: bool) -> None:
    assert analysis(schema).inlinable("") is inlined


def dispatch(union: TaggedUnion | None) -> tuple[str, tuple[tuple[Any, int], ...], int | None]:
    """What the validators' dispatch reads of a union: its property, its tags with their
    branches, its open branch."""
    assert union is not None
    return union.prop, union.tags, union.open_branch


def test_a_union_is_discriminated_by_distinct_required_consts() -> None:
    facts = analysis({"oneOf": [tagged("a"), tagged("b"), open_branch("a", "b")]})
    assert dispatch(facts.discriminated(["/oneOf/0", "/oneOf/1", "/oneOf/2"])) == (
        "kind",
        (("a", 0), ("b", 1)),
        2,
    )
    assert dispatch(facts.discriminated(["/oneOf/0", "/oneOf/1"])) == (
        "kind",
        (("a", 0), ("b", 1)),
        None,
    )


@pytest.mark.parametrize(
    "branches",
    [
        [tagged("a"), tagged("a")],  # one value twice
        [tagged("a"), open_branch("a"), open_branch("a")],  # two open branches
        [tagged("a"), tagged("b"), open_branch("a")],  # the open one takes "b" too
        [tagged("a"), {"type": "object", "properties": {"other": {"const": "b"}}}],
        [tagged("a"), {**tagged("b"), "type": ["object", "null"]}],
        [open_branch("a")],  # no tagged branch at all
        [tagged("a"), {**open_branch("a"), "properties": {}}],  # the open one lacks the property
    ],
)
def test_a_union_not_proven_exclusive_is_not_discriminated(branches: list[Any]) -> None:
    facts = analysis({"oneOf": branches})
    assert facts.discriminated([f"/oneOf/{i}" for i in range(len(branches))]) is None


def test_known_present_at_the_limit_still_counts_what_its_members_require() -> None:
    """At the depth limit a union is not followed, but the members applied in place still
    count what they require."""
    schema = {"properties": {"a": {}}, **nested(32, {"allOf": [{"required": ["a"]}]})}
    assert analysis(schema).known_present("") == 1


@pytest.mark.parametrize(
    "schema",
    [
        {"properties": {"a": {}}, "anyOf": [{"$ref": "#"}]},  # met again on a cycle
        {"properties": {"a": {}}, "anyOf": [{"additionalProperties": True, "required": ["a"]}]},
    ],
)
def test_a_union_whose_branches_count_nothing_makes_no_shortcut(schema: dict[str, Any]) -> None:
    """A cycle, and branches that check their other properties themselves, count no name:
    an object of one unknown key is still checked."""
    assert analysis(schema).known_present("") == 0
    assert not compile_schema(schema).is_valid({"b": math.nan})


def test_a_branch_that_is_a_reference_cycle_is_not_tagged() -> None:
    schema = {"$defs": {"x": {"$ref": "#/$defs/x"}}, "oneOf": [tagged("a"), {"$ref": "#/$defs/x"}]}
    assert analysis(schema).discriminated(["/oneOf/0", "/oneOf/1"]) is None


def test_an_open_branch_excluding_with_a_boolean_schema_is_not_tagged() -> None:
    other = {**open_branch("a"), "not": {"properties": {"kind": True}, "required": ["kind"]}}
    assert analysis({"oneOf": [tagged("a"), other]}).discriminated(["/oneOf/0", "/oneOf/1"]) is None


def test_every_value_keyword_at_once_is_still_inlined() -> None:
    assert analysis(dict.fromkeys(VALUE_KEYWORDS, 1)).inlinable("")


def test_branches_that_are_plain_references_to_tagged_objects_are_discriminated() -> None:
    schema = {
        "$defs": {"A": tagged("a"), "B": tagged("b"), "Other": open_branch("a", "b")},
        "oneOf": [
            {"$ref": "#/$defs/A", "description": "annotations may sit beside it"},
            {"$ref": "#/$defs/B"},
            {"$ref": "#/$defs/Other"},
        ],
    }
    assert dispatch(analysis(schema).discriminated(["/oneOf/0", "/oneOf/1", "/oneOf/2"])) == (
        "kind",
        (("a", 0), ("b", 1)),
        2,
    )


def excluding(*options: Any) -> dict[str, Any]:
    return {**open_branch("a"), "not": {"anyOf": list(options)}}


def kind_is(sub: Any, **more: Any) -> dict[str, Any]:
    return {"properties": {"kind": sub}, "required": ["kind"], **more}


@pytest.mark.parametrize(
    "other",
    [
        excluding(True),
        excluding(kind_is({"const": "a"}, minProperties=1)),
        excluding(kind_is({"const": "a"}, type="array")),
        excluding({"properties": {"kind": {"const": "a"}}, "required": ["kind", "x"]}),
        excluding({"properties": {"kind": {"const": "a"}, "x": {}}, "required": ["kind"]}),
        excluding({"properties": [], "required": ["kind"]}),
        excluding(kind_is({"const": "a", "minLength": 1})),
        excluding(kind_is({"const": "a", "type": "number"})),
        excluding(kind_is({"const": 1})),
        excluding(kind_is(True)),
    ],
)
def test_an_exclusion_that_is_not_plainly_the_tags_makes_no_open_branch(
    other: dict[str, Any],
) -> None:
    """The open branch's ``not`` must be an ``anyOf`` of objects that require the property
    with a string ``const`` and nothing else; anything more could exclude other values."""
    facts = analysis({"oneOf": [tagged("a"), other]})
    assert facts.discriminated(["/oneOf/0", "/oneOf/1"]) is None


def union_on(prop: str, *tags: str) -> list[dict[str, Any]]:
    return [tagged(tag, discriminator=prop) for tag in tags]


@pytest.mark.parametrize(("depth", "found"), [(0, ["kind"]), (32, ["kind"]), (33, [])])
def test_selected_unions_follow_a_lone_object_branch_32_deep(depth: int, found: list[str]) -> None:
    bottom = {"oneOf": union_on("kind", "a", "b")}
    selected = analysis(nested(depth, bottom)).selected_unions("")
    assert [prop for prop, _ in selected] == found


def test_every_discriminated_union_of_a_position_is_selected() -> None:
    # Two at one schema (oneOf and anyOf), and one more in an allOf member beside them.
    schema = {
        "oneOf": union_on("kind", "a", "b"),
        "anyOf": union_on("mode", "x", "y"),
        "allOf": [{"oneOf": union_on("shape", "p", "q")}],
    }
    selected = analysis(schema).selected_unions("")
    assert sorted(prop for prop, _ in selected) == ["kind", "mode", "shape"]
    arms = dict(selected)["kind"]
    assert [tags for tags, _ in arms] == [frozenset({"a"}), frozenset({"b"})]


@pytest.mark.parametrize(("depth", "explains"), [(0, True), (32, True), (33, False)])
def test_explains_every_follows_a_lone_branch_32_deep(depth: int, explains: bool) -> None:
    bottom = {"type": "object", "additionalProperties": False}
    assert analysis(nested(depth, bottom)).explains_every("", "object") is explains


@pytest.mark.parametrize(("depth", "found"), [(0, 1), (32, 1), (33, 0)])
def test_conditionals_follow_a_lone_branch_32_deep(depth: int, found: int) -> None:
    bottom = {"if": {"required": ["a"]}, "then": {"required": ["b"]}}
    assert len(analysis(nested(depth, bottom)).conditionals("", "object")) == found


def test_a_conditional_beside_a_member_that_is_no_object_is_found() -> None:
    # The allOf's first member, a boolean schema, is passed over, not the end of the walk.
    schema = {"allOf": [True, {"if": {"required": ["a"]}, "then": {"required": ["b"]}}]}
    assert [c[0] for c in analysis(schema).conditionals("", "object")] == ["if"]


def test_a_discriminated_union_explains_its_tag_alone() -> None:
    """An explanation names a discriminated union's tag wherever the tag is (the selected
    branch checks it, or the union's failure names it); the branches' other parts only when
    the tag selects their branch, so none of them by name or pattern here."""
    branches = [{**tagged(tag, p={}), "patternProperties": {"^x": {}}} for tag in "ab"]
    facts = analysis({"oneOf": branches})
    assert facts.known_properties("", explained=True) == ["kind"]
    assert facts.known_patterns("", explained=True) == {}
    # Checked at their own positions whatever the branch, they are known all the same.
    assert facts.known_properties("") == ["kind", "p"]
    assert list(facts.known_patterns("")) == ["^x"]


def test_every_union_of_a_schema_adds_the_parts_it_explains() -> None:
    """A union whose explanation names no part (a tagged one past its tag; one that several
    branches can take an object in) leaves the next union of the same schema to add its own."""
    one_branch = [{"properties": {"x": {}}}]
    after_tagged = {"anyOf": union_on("kind", "a", "b"), "oneOf": one_branch}
    assert analysis(after_tagged).known_properties("", explained=True) == ["kind", "x"]
    two_takers = [{"properties": {"y": {}}}, {"properties": {"y": {}}}]
    after_untagged = {"anyOf": two_takers, "oneOf": one_branch}
    assert analysis(after_untagged).known_properties("", explained=True) == ["x"]
    assert analysis(after_untagged).known_properties("") == ["x", "y"]


def test_known_properties_at_the_limit_still_come_from_every_member() -> None:
    """At the depth limit a union is not followed, but every member applied in place still
    names its properties."""
    schema = nested(32, {"allOf": [{"properties": {"a": {}}}]})
    assert analysis(schema).known_properties("") == ["a"]


def test_a_union_met_again_on_a_cycle_explains_nothing() -> None:
    assert not analysis({"anyOf": [{"$ref": "#"}]}).explains_every("", "object")
    closed = {"additionalProperties": False, "anyOf": [{"$ref": "#"}]}
    assert analysis(closed).explains_every("", "object")


@pytest.mark.parametrize("keyword", ["if", "then", "else"])
def test_a_conditional_needs_an_if_and_a_branch(keyword: str) -> None:
    schema = {keyword: {"properties": {"a": {}}}}
    assert analysis(schema).conditionals("", "object") == []


@pytest.mark.parametrize(
    ("schema", "parted"),
    [
        ({"if": {"required": ["a"]}, "then": {"properties": {"a": {}}}}, {"object"}),
        ({"if": {"required": ["a"]}, "else": {"prefixItems": [{}]}}, {"array"}),
        ({"dependentSchemas": {"a": {"properties": {"b": {}}}}}, {"object"}),
        # The `if` subschema is evaluated for its verdict alone: its parts are no explanation's.
        ({"if": {"properties": {"a": {}}}, "then": {"required": ["b"]}}, set()),
    ],
)
def test_parts_named_under_a_condition_are_the_branches(schema: Any, parted: set[str]) -> None:
    assert analysis(schema).parted_types("") == parted
