"""The verdict's shortcuts give the verdict the long way gives.

- A ``pattern`` that only lists the characters of the whole string (``^[...]*$``) compiles to
  ``str.strip``: which patterns qualify, and that the verdict is the regex's on any string.
- The check that an object's unknown keys hold JSON values is skipped when the object has
  no more keys than the known ones it must have (``len(instance) <= 2 or ...``): on drawn
  objects, the verdict is the one compiled without the shortcut.
- A short dispatch is written out in arms (``if tag_1 == 'text':``): on drawn objects of a
  recursive union with an open branch, the verdict is the table's; in arms, in a table and
  collecting annotations, an open branch judges the tags that are no strings.

And what that check counts as known after a union: only the names the branch that matched
checked, so a non-JSON value under a name another branch declares is still rejected. Last,
where the other fast forms are written (a scalar ``const`` compared directly, ``contains``
without bounds stopping at its first match, a dispatched variant checked in its arm, no type
asked again after a call that settled it), since their verdicts are the general forms' and
only the code tells them apart.
"""

from __future__ import annotations

import json
import re
from functools import cache
from unittest import mock

import jsonschema
import pytest
from acp_codegen.validators import CompiledSchema, compile_schema
from acp_codegen.validators.analysis import SchemaAnalysis
from acp_codegen.validators.emit import applicators
from acp_codegen.validators.regex import RUN_LIMIT, character_run, translate
from hypothesis import given, settings
from hypothesis import strategies as st
from support import GeneratedPackage, functions_of, open_variant

# The proposal's blank-text rule: ECMA-262 whitespace and line terminators.
BLANK = (
    "^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$"
)

RUNS = {
    BLANK: (
        "\t\n\v\f\r \u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029"
        "\u202f\u205f\u3000\ufeff",
        False,
    ),
    "^[\\s]*$": None,  # filled below: the same set as BLANK, spelled \s
    "^[a-z]+$": ("abcdefghijklmnopqrstuvwxyz", True),
    "^[0-9A-F]*$": ("0123456789ABCDEF", False),
    "^[\\u{1F600}-\\u{1F602}x]+$": ("x\U0001f600\U0001f601\U0001f602", True),
    "^a*$": ("a", False),  # a character is a set of one
    "^[\\d_-]+$": ("0123456789_-", True),
    "^[-a]*$": ("-a", False),
}
RUNS["^[\\s]*$"] = RUNS[BLANK]

NOT_RUNS = (
    "^[^a]*$",  # negated
    "^[a]*b$",  # more than the run
    "[a]*$",  # not anchored at the start
    "^[a]*",  # nor at the end
    "^[a]{2}$",  # not * or +
    "^[\\D]*$",  # a complemented shorthand: more than RUN_LIMIT characters
    "^[\\p{L}]*$",  # more than RUN_LIMIT characters
    "^[a][b]*$",
)


@pytest.mark.parametrize(("pattern", "expected"), sorted(RUNS.items()))
def test_runs_are_recognised(pattern: str, expected: tuple[str, bool]) -> None:
    chars, at_least_one = expected
    assert character_run(pattern) == ("".join(sorted(chars)), at_least_one)


@pytest.mark.parametrize("pattern", NOT_RUNS)
def test_other_patterns_keep_the_regex(pattern: str) -> None:
    assert character_run(pattern) is None
    source = compile_schema({"type": "string", "pattern": pattern}).source
    assert ".search(" in source and ".strip(" not in source


def test_a_long_class_is_no_run() -> None:
    assert character_run(f"^[\\u0100-\\u{256 + RUN_LIMIT - 1:04x}]*$") is not None
    assert character_run(f"^[\\u0100-\\u{256 + RUN_LIMIT:04x}]*$") is None


# Strings made mostly of each run's members and their neighbours, where a mistake would show.
ALPHABET = st.sampled_from(
    sorted(
        {c for chars, _ in RUNS.values() for c in chars}
        | {chr(ord(c) + step) for chars, _ in RUNS.values() for c in chars for step in (-1, 1)}
        | set("aZ \x85\x1c\u200b\u180e")
    )
)


@cache
def compiled_run(pattern: str) -> CompiledSchema:
    compiled = compile_schema({"type": "string", "pattern": pattern})
    assert ".strip(" in compiled.source and ".search(" not in compiled.source
    return compiled


@settings(max_examples=300, deadline=None)
@given(st.text(ALPHABET, max_size=6))
def test_the_verdict_is_the_regex_verdict(text: str) -> None:
    for pattern in RUNS:
        compiled = compiled_run(pattern)
        expected = re.search(translate(pattern), text) is not None
        assert compiled.is_valid(text) is expected, (pattern, text)
        assert (compiled.validate(text) == []) is expected


SHORTCUT_SCHEMAS: dict[str, dict[str, object]] = {
    "required": {
        "type": "object",
        "properties": {"a": {}, "b": {}, "c": {}},
        "required": ["a", "b"],
    },
    "required but not declared": {
        "type": "object",
        "properties": {"a": {}},
        "required": ["a", "z"],
    },
    "union": {
        "type": "object",
        "anyOf": [
            {"properties": {"a": {}, "b": {}}, "required": ["a", "b"]},
            {"properties": {"c": {}}, "required": ["c"], "additionalProperties": True},
        ],
    },
    "union, schema for the others": {
        "type": "object",
        "anyOf": [
            {"properties": {"a": {}, "b": {}}, "required": ["a", "b"]},
            {"properties": {"c": {}}, "required": ["c"], "additionalProperties": {}},
        ],
    },
    "declared by one branch": {
        "type": "object",
        "anyOf": [
            {"properties": {"a": {"type": "integer"}}, "required": ["a"]},
            {"properties": {"b": {}, "a": {}}, "required": ["b"]},
        ],
    },
    "discriminated": {
        "oneOf": [
            {
                "type": "object",
                "properties": {"t": {"const": "x"}, "p": {"type": "string"}},
                "required": ["t", "p"],
            },
            {"type": "object", "properties": {"t": {"const": "y"}}, "required": ["t"]},
        ]
    },
    "nested": {
        "type": "object",
        "properties": {
            "o": {"type": "object", "properties": {"k": {}}, "required": ["k"]},
            "a": {"allOf": [{"required": ["k"]}], "properties": {"k": {}}},
        },
        "required": ["o"],
    },
}


@cache
def with_and_without_shortcut(name: str) -> tuple[CompiledSchema, CompiledSchema]:
    schema = SHORTCUT_SCHEMAS[name]
    fast = compile_schema(schema)
    with mock.patch.object(SchemaAnalysis, "known_present", lambda self, pointer: 0):
        slow = compile_schema(schema)
    shortcut = re.compile(r"len\(\w+\) <= \d+ or ")
    # Every schema but the last union takes the shortcut somewhere (its branches share
    # no required name), and none does without it.
    assert bool(shortcut.search(fast.source)) is (name != "declared by one branch")
    assert not shortcut.search(slow.source)
    return fast, slow


SCALARS = st.sampled_from([1, "x", "y", None, 1.5, True])
NOT_JSON = st.sampled_from([float("nan"), frozenset({1}), b"x"])
KEYS = st.sampled_from(["a", "b", "c", "k", "o", "p", "t", "z", 1, None])
VALUES = st.recursive(
    SCALARS | NOT_JSON,
    lambda inner: st.dictionaries(KEYS, inner, max_size=3) | st.lists(inner, max_size=2),
    max_leaves=6,
)


# Objects valid but for what is drawn beside them, so that the drawn keys decide.
SKELETONS = st.sampled_from(
    [
        {"a": 1, "b": 2},
        {"c": 1},
        {"t": "x", "p": "s"},
        {"t": "y"},
        {"o": {"k": 1}},
        {"o": {"k": 1}, "a": {"k": 2}},
        {"a": 1, "z": 2},
    ]
)
OBJECTS = st.dictionaries(KEYS, VALUES, max_size=4) | st.builds(
    lambda skeleton, drawn: {**skeleton, **drawn},
    SKELETONS,
    st.dictionaries(KEYS, VALUES, max_size=2),
)


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(sorted(SHORTCUT_SCHEMAS)), OBJECTS)
def test_the_length_shortcut_keeps_the_verdict(name: str, instance: dict[object, object]) -> None:
    fast, slow = with_and_without_shortcut(name)
    assert fast.is_valid(instance) is slow.is_valid(instance), (name, instance)
    assert (fast.validate(instance) == []) is fast.is_valid(instance)


def test_the_length_shortcut_still_rejects_what_is_not_json() -> None:
    fast, _ = with_and_without_shortcut("required")
    assert fast.is_valid({"a": 1, "b": 2})
    assert fast.is_valid({"a": 1, "b": 2, "z": [1]})
    assert not fast.is_valid({"a": 1, "b": 2, "z": {1}})
    assert not fast.is_valid({"a": 1, "b": 2, 7: 1})
    assert not fast.is_valid({"a": 1, "b": float("nan")})
    undeclared, _ = with_and_without_shortcut("required but not declared")
    assert "len(instance) <= 1 or" in undeclared.source  # "z" is required but not known
    assert not undeclared.is_valid({"a": 1, "z": {1}})
    assert json.loads('{"a": 1, "z": 2}') and undeclared.is_valid({"a": 1, "z": 2})


def test_the_length_shortcut_is_written_only_where_a_known_name_must_be_present() -> None:
    """Where no known property must be present (none is required), there is no count to
    compare the length with: the check of the other properties' values starts at the
    subset test."""
    source = compile_schema({"properties": {"a": {}}, "additionalProperties": True}).source
    assert "len(" not in source
    assert ".issuperset(instance)" in source


NAN = float("nan")


def test_a_name_only_another_branch_declares_is_still_checked() -> None:
    dispatched = compile_schema(
        {
            "oneOf": [
                {
                    "type": "object",
                    "properties": {"t": {"const": "x"}, "size": {"type": "integer"}},
                    "required": ["t"],
                },
                {"type": "object", "properties": {"t": {"const": "y"}}, "required": ["t"]},
            ]
        }
    )
    assert dispatched.is_valid({"t": "x", "size": 1})
    assert dispatched.is_valid({"t": "y", "size": 1})
    assert not dispatched.is_valid({"t": "y", "size": NAN})
    assert [(e.path, e.rule) for e in dispatched.validate({"t": "y", "size": NAN})] == [
        ("/size", "type")
    ]
    general, _ = with_and_without_shortcut("declared by one branch")
    assert general.is_valid({"a": 1, "b": {"c": [1]}})
    assert not general.is_valid({"a": 1, "b": {1}})  # the first branch matched; b is unchecked
    assert not general.is_valid({"b": 1, "a": NAN})  # "a" is declared by both: NaN is no number


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_a_nan_in_a_text_block_is_invalid(
    version: str, generated_package: GeneratedPackage
) -> None:
    """``size`` belongs to ``resource_link``; ``json.loads`` reads ``NaN`` as a float."""
    validation = generated_package(version, "validation")
    name = "SessionNotification" if version == "v1" else "UpdateSessionNotification"
    message = json.loads(
        '{"sessionId": "s", "update": {"sessionUpdate": "prompt_suggestions_update",'
        ' "suggestions": [{"prompt": [{"type": "text", "text": "Hi", "size": NaN}]}]}}'
    )
    assert not validation.is_valid(name, message)
    errors = validation.validate(name, message)
    assert [(e.path, e.rule) for e in errors] == [("/update/suggestions/0/prompt/0/size", "type")]
    message["update"]["suggestions"][0]["prompt"][0]["size"] = 3
    assert validation.is_valid(name, message)


# The fast forms, written where they apply (each gives the verdict of the general form it
# replaces, so only the code says whether it was taken).


@pytest.mark.parametrize(
    ("value", "equal", "different"),
    [(None, None, False), (True, True, 1), (3, 3.0, True), (1.5, 1.5, "1.5"), ("a", "a", ["a"])],
)
def test_a_scalar_constant_is_compared_directly(
    value: object, equal: object, different: object
) -> None:
    """``json_key`` (a call, building a key) only for a container; a scalar is one comparison."""
    compiled = compile_schema({"const": value})
    assert "json_key" not in compiled.source
    assert compiled.is_valid(equal)
    assert not compiled.is_valid(different)


def test_a_container_constant_is_compared_by_its_json_key() -> None:
    compiled = compile_schema({"const": [1, {"a": True}]})
    assert "json_key(instance) == _CONST_const" in compiled.source
    assert compiled.is_valid([1.0, {"a": True}])
    assert not compiled.is_valid([True, {"a": True}])


def test_contains_without_bounds_stops_at_the_first_match() -> None:
    plain = compile_schema({"contains": {"type": "string"}})
    assert "any(" in plain.source and "sum(" not in plain.source
    assert plain.is_valid([1, "a"]) and not plain.is_valid([1, 2]) and not plain.is_valid([])
    counted = compile_schema({"contains": {"type": "string"}, "minContains": 2})
    assert "sum(" in counted.source
    assert counted.is_valid(["a", 1, "b"]) and not counted.is_valid(["a", 1])


def variant(tag: str, definition: str = "Text") -> dict[str, object]:
    """A branch in ACP's variant shape: its tag, and one ``allOf`` ``$ref``."""
    return {
        "type": "object",
        "properties": {"type": {"type": "string", "const": tag}},
        "required": ["type"],
        "allOf": [{"$ref": f"#/$defs/{definition}"}],
    }


TEXT = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}


def test_a_dispatched_variant_is_checked_in_its_arm() -> None:
    """A short dispatch is written out in place: an arm per tag holding the referenced
    definition's code and the check of what the branch leaves open, with no call to a
    function of that definition and no table."""
    compiled = compile_schema(
        {"$defs": {"Text": TEXT}, "oneOf": [variant("text"), variant("image")]}
    )
    body = compiled.source.split("\ndef check_root(")[1].split("\ndef ")[0]
    arm = body.split("if tag_1 == 'text':")[1].split("elif tag_1 == 'image':")[0]
    assert "'text' not in instance" in arm and "_NAMES_text_type.issuperset(instance)" in arm
    assert "check_text" not in compiled.source and "_CHECK_" not in compiled.source
    assert compiled.is_valid({"type": "text", "text": "a", "more": [1]})
    assert not compiled.is_valid({"type": "text", "text": 1})
    assert not compiled.is_valid({"type": "text", "text": "a", "more": {1}})
    assert not compiled.is_valid({"type": "audio", "text": "a"})
    assert not compiled.is_valid({"type": ["text"], "text": "a"})


class Tag(str):
    """A string subclass: no JSON value is one, so no tag either."""


@pytest.mark.parametrize("arms", [True, False])
def test_a_tag_must_be_a_string(arms: bool) -> None:
    """In arms and in a table (where a list tag cannot even be looked up)."""
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 8 if arms else 0):
        compiled = compile_schema(
            {"$defs": {"Text": TEXT}, "oneOf": [variant("text"), variant("image")]}
        )
    assert compiled.is_valid({"type": "text", "text": "a"})
    for tag in (Tag("text"), ["text"], None, 1):
        assert not compiled.is_valid({"type": tag, "text": "a"})
    assert not compiled.is_valid({"text": "a"})


@pytest.mark.parametrize("arms", [True, False])
def test_an_open_branch_takes_every_other_json_tag_and_no_tag_that_is_no_json(
    arms: bool,
) -> None:
    """Beside an open branch, a tag that is no string goes to it (no variant's arm checks
    the tag again: the dispatch has), which takes any JSON tag and refuses a string
    subclass equal to a variant's tag, in arms and in a table."""
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 8 if arms else 0):
        compiled = compile_schema(
            {
                "$defs": {"Text": TEXT},
                "oneOf": [
                    variant("text"),
                    variant("image"),
                    open_variant("type", ["text", "image"]),
                ],
            }
        )
    for tag in ("text", "audio", ["text"], None, 1):
        assert compiled.is_valid({"type": tag, "text": "a"}), tag
    assert not compiled.is_valid({"type": Tag("text"), "text": "a"})
    assert [e.rule for e in compiled.validate({"type": Tag("text"), "text": "a"})] == ["type"]


# A union of every shape the arms meet: variants, a branch of its own, an open branch that
# takes the other tags, and (through "children") itself, recursively.
TREE = {
    "$defs": {
        "Text": TEXT,
        "Node": {
            "oneOf": [
                variant("text"),
                {
                    "type": "object",
                    "properties": {
                        "type": {"const": "list"},
                        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                    },
                    "required": ["type", "children"],
                    "additionalProperties": False,
                },
                {
                    "type": "object",
                    "properties": {"type": {"type": "string"}, "size": {"type": "integer"}},
                    "required": ["type"],
                    "not": {
                        "anyOf": [
                            {"properties": {"type": {"const": "text"}}, "required": ["type"]},
                            {"properties": {"type": {"const": "list"}}, "required": ["type"]},
                        ]
                    },
                },
            ]
        },
    },
    "$ref": "#/$defs/Node",
}


@cache
def arms_and_table() -> tuple[CompiledSchema, CompiledSchema]:
    arms = compile_schema(TREE)
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 0):
        table = compile_schema(TREE)
    assert "tag_1 == 'list'" in arms.source and "_CHECK_" in arms.source  # inside an arm
    assert not re.search(r"tag_\d+ == ", table.source)
    return arms, table


def test_a_union_within_an_arm_is_dispatched_by_its_table() -> None:
    """The recursion through "children" is written out once in a function: its arm for
    "list" checks each child through the table, whose functions do the same."""
    arms, _ = arms_and_table()
    node = {"type": "list", "children": [{"type": "text", "text": "a"}]}
    deep = {"type": "list", "children": [node, {"type": "other", "size": 1}]}
    assert arms.is_valid(deep)
    assert not arms.is_valid({"type": "list", "children": [{"type": "list", "children": [1]}]})
    assert not arms.is_valid({"type": "other", "size": "big"})
    root = arms.source.split("\ndef check_node(")[1].split("\ndef ")[0]
    assert len(re.findall(r"tag_\d+ == 'list'", root)) == 1
    assert "_CHECK_Node_oneOf.get(" in root.split("tag_1 == 'list'")[1]


NODES = st.recursive(
    SCALARS | NOT_JSON | SKELETONS,
    lambda inner: st.fixed_dictionaries(
        {"type": st.sampled_from(["text", "list", "other", 1, Tag("text")])},
        optional={"text": inner, "children": st.lists(inner, max_size=3), "size": inner},
    ),
    max_leaves=8,
)


@settings(max_examples=400)
@given(NODES)
def test_the_arms_give_the_table_s_verdict(instance: object) -> None:
    arms, table = arms_and_table()
    assert arms.is_valid(instance) is table.is_valid(instance), instance
    assert (arms.validate(instance) == []) is arms.is_valid(instance)


# An open branch whose tag takes any value: the const branches take strings alone, so a tag
# of any other JSON type (null included) is the open branch's to judge.
ANY_TAG = {
    "type": "object",
    "properties": {"kind": {}, "size": {"type": "integer"}},
    "required": ["kind"],
    "not": {"anyOf": [{"properties": {"kind": {"const": "a"}}, "required": ["kind"]}]},
}
TAGGED = {
    "type": "object",
    "properties": {"kind": {"const": "a"}, "text": {"type": "string"}},
    "required": ["kind", "text"],
}


@pytest.mark.parametrize("keyword", ["anyOf", "oneOf"])
@pytest.mark.parametrize("arms", [True, False])
@pytest.mark.parametrize("annotations", [False, True])
@pytest.mark.parametrize(
    "instance",
    [
        {"kind": 1},
        {"kind": None},
        {"kind": True, "size": 2},
        {"kind": [1], "size": "big"},
        {"kind": {"a": 1}},
        {"kind": 1.5, "other": 1},
        {"kind": "a", "text": "t"},
        {"kind": "a"},
        {"kind": "b", "size": 1},
        {"size": 1},
        {},
    ],
)
def test_an_open_branch_takes_every_tag_no_const_branch_takes(
    keyword: str, arms: bool, annotations: bool, instance: dict[str, object]
) -> None:
    """Written in arms, in a table, and with the annotations counted (``collect`` mode),
    the dispatch's verdict is the open branch's for a tag that is no string, as for a
    string no const names; the errors say the same."""
    schema: dict[str, object] = {keyword: [TAGGED, ANY_TAG]}
    if annotations:
        schema["unevaluatedProperties"] = {"type": "number"}
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 8 if arms else 0):
        compiled = compile_schema(schema)
    assert ("tag_1 == 'a'" in compiled.source) is arms
    valid = jsonschema.Draft202012Validator(schema).is_valid(instance)
    assert compiled.is_valid(instance) is valid
    assert (compiled.validate(instance) == []) is valid


def test_a_long_dispatch_keeps_its_table() -> None:
    tags = [f"t{number}" for number in range(applicators.ARMS_IN_PLACE + 1)]
    long = compile_schema({"$defs": {"Text": TEXT}, "oneOf": [variant(tag) for tag in tags]})
    assert "_CHECK_oneOf" in long.source and "tag_1 == " not in long.source
    short = compile_schema({"$defs": {"Text": TEXT}, "oneOf": [variant(tag) for tag in tags[1:]]})
    assert "_CHECK_" not in short.source and "tag_1 == 't8'" in short.source
    assert long.is_valid({"type": "t8", "text": "a"})
    assert short.is_valid({"type": "t8", "text": "a"})
    assert not long.is_valid({"type": "t9", "text": "a"})


def test_a_table_runs_a_closed_variant_s_definition_alone() -> None:
    """Dispatch has tested the tag, and a definition that judges every property it does not
    declare leaves nothing open: its table entry is the definition's own check, with no
    function of the branch around it."""
    closed = {
        **TEXT,
        "properties": {"type": {}, **TEXT["properties"]},
        "additionalProperties": False,
    }
    schema = {"$defs": {"Text": closed}, "oneOf": [variant("text"), variant("image")]}
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 0):
        compiled = compile_schema(schema)
    assert "= {'text': check_text, 'image': check_text}" in compiled.source
    reference = jsonschema.Draft202012Validator(schema)
    for instance in (
        {"type": "text", "text": "a"},
        {"type": "image", "text": "a"},
        {"type": "text", "text": 1},
        {"type": "text", "text": "a", "more": 1},
        {"type": "audio", "text": "a"},
    ):
        assert compiled.is_valid(instance) is reference.is_valid(instance), instance


@pytest.mark.parametrize("arms", [True, False])
def test_a_variant_shaped_branch_whose_part_is_true_is_checked_whole(arms: bool) -> None:
    """Its one ``allOf`` part is a schema but no reference: nothing to run in its place."""
    shaped = {**variant("text"), "allOf": [True]}
    schema = {"$defs": {"Text": TEXT}, "oneOf": [shaped, variant("image")]}
    with mock.patch.object(applicators, "ARMS_IN_PLACE", 8 if arms else 0):
        compiled = compile_schema(schema)
    assert compiled.is_valid({"type": "text", "text": 1})
    assert not compiled.is_valid({"type": "image", "text": 1})


def test_after_a_call_the_one_type_its_target_accepts_is_known() -> None:
    """A called definition that accepts objects alone leaves the value a dict for the code
    after the call, which checks the unknown keys with no type test of its own; one that
    accepts two types leaves it unknown."""
    definition = {"properties": {"a": {"type": "integer"}}, "required": ["a"]}
    schema = {
        "$defs": {
            "One": {"type": "object", **definition},
            "Two": {"type": ["object", "array"], **definition},
        },
        "properties": {"one": {"$ref": "#/$defs/One"}, "two": {"$ref": "#/$defs/Two"}},
    }
    compiled = compile_schema(schema)
    root = compiled.source.split("\ndef check_root(")[1].split("\ndef ")[0]
    one, two = root.split("if 'two' in instance:")
    assert "if not check_one(value_1):" in one and "type(value_1)" not in one
    assert "if not check_two(value_2):" in two and "type(value_2) is dict and" in two
    assert compiled.is_valid({"one": {"a": 1, "b": [2]}, "two": [[1]]})
    assert not compiled.is_valid({"two": [{1}]})
    assert not compiled.is_valid({"one": {"a": 1, "b": {2}}})
    assert compiled.is_valid({"two": {"a": 1, "b": [2]}})
    assert not compiled.is_valid({"two": {"a": 1, "b": {2}}})
    assert not compiled.is_valid({"two": [float("nan")]})


def test_a_type_already_known_is_not_tested_again_and_another_still_is() -> None:
    same = compile_schema({"allOf": [{"type": "object"}, {"type": "object", "minProperties": 1}]})
    (verdict,) = functions_of(same.source, "check_root(")
    assert verdict.count("type(instance) is") == 1, verdict
    assert same.is_valid({"a": 1}) and not same.is_valid({}) and not same.is_valid("a")
    other = compile_schema({"allOf": [{"type": "object"}, {"type": "string"}]})
    assert not any(other.is_valid(value) for value in ({}, {"a": 1}, "a", 1, None))


def test_keywords_of_a_type_the_type_keyword_ruled_out_are_not_written() -> None:
    """After ``type: string`` returned on anything else, a number's, an array's or an
    object's keywords could never apply: the verdict holds no test of those types."""
    compiled = compile_schema(
        {"type": "string", "minimum": 1, "maxItems": 1, "required": ["a"], "maxLength": 2}
    )
    (verdict,) = functions_of(compiled.source, "check_root(")
    for ruled_out in ("is int", "is float", "is list", "is dict"):
        assert ruled_out not in verdict, verdict
    assert compiled.is_valid("ab") and not compiled.is_valid("abc")
    assert not any(compiled.is_valid(value) for value in (2, [], {"a": 1}))


# A dynamic reference whose anchor the outer resource binds again: ``inner`` names a string
# ``T``, but evaluated from the root it is the root's ``T``.
def rebound(inner: dict[str, object], **root: object) -> dict[str, object]:
    return {
        "$id": "https://example.test/root",
        "$defs": {
            "T": {"$dynamicAnchor": "T", "type": "number"},
            "inner": {
                "$id": "https://example.test/inner",
                "$defs": {"T": {"$dynamicAnchor": "T", **inner}},
                "$dynamicRef": "#T",
            },
        },
        "$ref": "inner",
        **root,
    }


@pytest.mark.parametrize(
    ("schema", "instance", "valid"),
    [
        (rebound({"type": "string"}, allOf=[{"minimum": 5}]), 3, False),
        (rebound({"type": "string"}, allOf=[{"minimum": 5}]), 7, True),
        (rebound({"type": "object", "properties": {"a": {}}}), 3, True),
        (rebound({"type": "object", "properties": {"a": {}}}), {"a": 1}, False),
    ],
)
def test_after_a_call_only_the_called_schema_s_own_type_is_known(
    schema: dict[str, object], instance: object, valid: bool
) -> None:
    """What a schema reaches through a dynamic reference may be bound elsewhere: the type
    known after the call is the one its own ``type`` keyword names, if any."""
    compiled = compile_schema(schema)
    assert compiled.is_valid(instance) is valid
    assert (compiled.validate(instance) == []) is valid
    assert jsonschema.Draft202012Validator(schema).is_valid(instance) is valid


# A union whose first branch is an object only through a dynamic reference its own resource
# binds to an object, and the root binds to a string.
REBOUND_UNION = {
    "$id": "https://example.test/root",
    "$defs": {
        "T": {"$dynamicAnchor": "node", "type": "string"},
        "union": {
            "$id": "https://example.test/union",
            "$defs": {"T": {"$dynamicAnchor": "node", "type": "object"}},
            "anyOf": [
                {
                    "properties": {"kind": {"const": "a"}},
                    "required": ["kind"],
                    "$dynamicRef": "#node",
                },
                {"type": "object", "properties": {"kind": {"const": "b"}}, "required": ["kind"]},
            ],
        },
    },
    "$ref": "union",
}


@pytest.mark.parametrize("instance", ["hello", {"kind": "a"}, {"kind": "b"}, 3, {}])
def test_a_branch_is_no_object_through_a_dynamic_reference(instance: object) -> None:
    """What a ``$dynamicRef`` applies depends on the scope it is evaluated in, so its static
    target tells no type: the union above is no dispatch on ``kind``, and a string is valid
    (the root binds the anchor to strings)."""
    compiled = compile_schema(REBOUND_UNION)
    assert ".get('kind')" not in compiled.source
    valid = jsonschema.Draft202012Validator(REBOUND_UNION).is_valid(instance)
    assert compiled.is_valid(instance) is valid
    assert (compiled.validate(instance) == []) is valid


def test_a_called_constant_that_is_no_json_number_leaves_the_type_to_test() -> None:
    """``1e400`` reads as infinity, which is no JSON number: called or written in place, the
    ``type: number`` after it refuses it alike."""
    constant = {"enum": [float("inf")], "not": {"type": "null"}}
    called = compile_schema(
        {"$defs": {"a": constant}, "$ref": "#/$defs/a", "allOf": [{"type": "number"}]}
    )
    in_place = compile_schema({"allOf": [constant, {"type": "number"}]})
    for compiled in (called, in_place):
        assert not compiled.is_valid(float("inf"))
