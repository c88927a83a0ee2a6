"""The keywords that test one value: what they accept, how they explain a failure, and the
guards the compiler leaves out once ``type`` has settled the value's type."""

from __future__ import annotations

import json

import pytest
from acp_codegen.validators import compile_schema
from jsonschema import Draft202012Validator
from support import explain, functions_of


def test_string_lengths_say_character_or_characters() -> None:
    def said(schema: dict[str, object], instance: str) -> str:
        ((_, _, message),) = explain(schema, instance)
        return message.split(" is ", 1)[1]

    assert said({"minLength": 1}, "") == "shorter than 1 character"
    assert said({"minLength": 2}, "a") == "shorter than 2 characters"
    assert said({"maxLength": 0}, "a") == "longer than 0 characters"
    assert said({"maxLength": 1}, "ab") == "longer than 1 character"


@pytest.mark.parametrize(
    ("keyword", "instance", "said"),
    [
        ("minimum", 1, "less than the minimum 2"),
        ("exclusiveMinimum", 2, "not greater than the exclusive minimum 2"),
        ("maximum", 3, "greater than the maximum 2"),
        ("exclusiveMaximum", 2, "not less than the exclusive maximum 2"),
        ("multipleOf", 3, "not a multiple of 2"),
    ],
)
def test_each_bound_says_which_it_is(keyword: str, instance: int, said: str) -> None:
    assert explain({keyword: 2}, instance) == [("", keyword, f"{instance} is {said}")]


@pytest.mark.parametrize(
    "schema",
    [
        {"type": ["string", "null"], "minLength": 2},
        {"type": ["null", "string"], "minLength": 2},
        {"type": ["integer", "string"], "minLength": 2, "minimum": 5},
        {"type": ["string", "integer"], "minLength": 2, "minimum": 5},
    ],
)
def test_a_keyword_after_several_types_tests_only_its_own(schema: dict[str, object]) -> None:
    """``minLength`` applies to strings alone and ``minimum`` to numbers alone, whichever
    type the list names first: the same verdicts as the reference validator."""
    compiled = compile_schema(schema)
    reference = Draft202012Validator(schema)
    for instance in (None, "ab", "a", 7, 3, True, [], {}):
        assert compiled.is_valid(instance) is reference.is_valid(instance), instance
        assert (compiled.validate(instance) == []) is reference.is_valid(instance), instance


@pytest.mark.parametrize(
    ("schema", "test"),
    [
        ({"type": "string", "minLength": 1, "maxLength": 9, "pattern": "a"}, "type(instance)"),
        ({"type": "number", "minimum": 0, "maximum": 9, "multipleOf": 2}, "is float"),
    ],
)
def test_one_type_settles_the_guards_of_the_keywords_after_it(
    schema: dict[str, object], test: str
) -> None:
    """Once ``type`` names one type, the keywords after it test the value without guarding
    its type again: the verdict's function tests the type once."""
    (verdict,) = functions_of(compile_schema(schema).source, "check_root(")
    assert verdict.count(test) == 1, verdict


def test_a_divisor_beyond_the_float_range_has_only_zero_for_a_multiple() -> None:
    """JSON's ``1e400`` reads as infinity: its value is lost, 0 alone is taken as its
    multiple, and nothing raises."""
    compiled = compile_schema(json.loads('{"multipleOf": 1e400}'))
    assert compiled.is_valid(0) and compiled.is_valid(0.0)
    for instance in (5, 1.5, 10**400, 1e308):
        assert not compiled.is_valid(instance), instance
        assert [e.rule for e in compiled.validate(instance)] == ["multipleOf"]


def test_integers_beyond_the_float_range_are_taken_whole_by_multiple_of() -> None:
    halves = compile_schema({"multipleOf": 0.5})
    assert halves.is_valid(10**400) and halves.is_valid(10**400 + 1)
    assert compile_schema({"multipleOf": 3}).is_valid(3 * 10**400)
    assert not compile_schema({"multipleOf": 3}).is_valid(3 * 10**400 + 1)
    tenths = compile_schema({"multipleOf": 0.1})
    assert tenths.is_valid(10**400) and tenths.is_valid(0.3)
    assert not compile_schema({"multipleOf": 0.3}).is_valid(10**400 + 1)


@pytest.mark.parametrize(
    ("types", "said"),
    [
        (["integer", "number"], "number"),
        (["number", "integer", "null"], "number or null"),
        (["integer", "null"], "integer or null"),
    ],
)
def test_a_type_list_names_integer_only_without_number(types: list[str], said: str) -> None:
    """``number`` includes ``integer``: a list naming both is explained, and tested, as
    ``number`` alone."""
    assert explain({"type": types}, "x") == [("", "type", f'"x" is not of type {said}')]
    (verdict,) = functions_of(compile_schema({"type": types}).source, "check_root(")
    assert ("is_integer()" in verdict) is ("number" not in types), verdict


@pytest.mark.parametrize("pattern", ["^a", "^[a-z]+$"])  # a regular expression, a character run
def test_a_string_off_its_pattern_says_which(pattern: str) -> None:
    assert explain({"pattern": pattern}, "B") == [
        ("", "pattern", f'"B" does not match the pattern "{pattern}"')
    ]


@pytest.mark.parametrize(
    ("schema", "said"),
    [
        ({"enum": ["a", "b"]}, 'is not one of: "a", "b"'),  # strings: a set of names
        ({"enum": [1, None]}, "is not one of: 1, null"),  # any JSON: a set of keys
        ({"const": "a"}, 'is not "a"'),
    ],
)
def test_a_value_off_its_enum_or_const_says_which(schema: dict[str, object], said: str) -> None:
    (keyword,) = schema
    assert explain(schema, "c") == [("", keyword, f'"c" {said}')]
