"""The object keywords' explanations: the rule, the path and the message of each failure,
for the properties a keyword reaches by name, by pattern, as leftovers or unevaluated."""

from __future__ import annotations

import pytest
from acp_codegen.validators import compile_schema
from support import explain, functions_of

INTEGER = {"type": "integer"}


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
