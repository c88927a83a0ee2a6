"""What the validator compiler refuses to compile (``compile_schema`` reads a schema the caller
gives, which nothing has checked against the metaschema): each refusal is one problem naming
the keyword's pointer and what is wrong, and a schema the metaschema refuses for a keyword's
value is refused here too, where the compiler reads that value."""

from __future__ import annotations

from typing import Any

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.validators.module import compile_schema
from acp_codegen.vocabulary import RULES
from jsonschema import Draft202012Validator

RULE = {"id": "rule-id", "message": "What the rule says."}
NOT_JSON = "int key 1 is not a JSON object key"

# (schema, the pointer of the problem, its message, whether the metaschema refuses it too)
REFUSED: list[tuple[Any, str, str, bool]] = [
    ({"minimum": True}, "/minimum", "minimum must be a number", True),
    ({"maximum": "1"}, "/maximum", "maximum must be a number", True),
    ({"maxLength": -1}, "/maxLength", "maxLength must be a non-negative integer", True),
    ({"minItems": 1.5}, "/minItems", "minItems must be a non-negative integer", True),
    ({"minItems": True}, "/minItems", "minItems must be a non-negative integer", True),
    ({"required": "a"}, "/required", "must be an array of strings", True),
    ({"required": ["a", 1]}, "/required", "must be an array of strings", True),
    ({"allOf": []}, "/allOf", "allOf must be a non-empty array", True),
    ({"anyOf": {}}, "/anyOf", "anyOf must be a non-empty array", True),
    ({"pattern": 1}, "/pattern", "a pattern must be a string", True),
    ({"multipleOf": 0}, "/multipleOf", "must be > 0", True),
    ({"properties": {"a": {"multipleOf": -2}}}, "/properties/a/multipleOf", "must be > 0", True),
    ({"minLength": -1}, "/minLength", "minLength must be a non-negative integer", True),
    ({"type": "strng"}, "/type", "invalid type 'strng'", True),
    ({"type": []}, "/type", "invalid type []", True),
    ({"type": ["string", 1]}, "/type", "invalid type ['string', 1]", True),
    ({"enum": "a"}, "/enum", "enum must be an array", True),
    ({"properties": ["a"]}, "/properties", "must be an object", True),
    ({"patternProperties": ["^a"]}, "/patternProperties", "must be an object", True),
    ({"dependentSchemas": ["a"]}, "/dependentSchemas", "must be an object", True),
    ({"dependentRequired": ["a"]}, "/dependentRequired", "must be an object", True),
    (
        {"dependentRequired": {"a": "b"}},
        "/dependentRequired/a",
        "must be an array of strings",
        True,
    ),
    ({"prefixItems": {"type": "string"}}, "/prefixItems", "must be an array", True),
    ({"$ref": 1}, "/$ref", "$ref must be a string", True),
    # Values no JSON document holds (a schema given as Python), named by their place.
    ({"properties": {"a": {"enum": [1, {1: 2}]}}}, "/properties/a/enum/1", NOT_JSON, False),
    ({"properties": {"a": {"const": {1: "x"}}}}, "/properties/a/const", NOT_JSON, False),
    ({"properties": {"a": 1}}, "/properties/a", "a schema must be an object or a boolean", True),
    (1, "", "a schema must be an object or a boolean", True),
    (
        {"properties": {"a": {"$ref": "#/required"}}, "required": ["a"]},
        "/properties/a/$ref",
        "$ref '#/required' does not point at a schema",
        False,
    ),
    (
        {"title": "A title", "frobnicate": 1},
        "/frobnicate",
        "unsupported keyword 'frobnicate'",
        False,
    ),
    ({"x-mine": 1, "$comment": "c", "frob": 1}, "/frob", "unsupported keyword 'frob'", False),
    ({RULES: []}, f"/{RULES}", "must map schema keywords to {id, message}", False),
    (
        {RULES: {"minimum": RULE}},
        f"/{RULES}/minimum",
        "no 'minimum' keyword here to attach a rule to",
        False,
    ),
    (
        {"minimum": 1, RULES: {"minimum": {"id": "rule-id"}}},
        f"/{RULES}/minimum",
        "a rule is {id: string, message: string}",
        False,
    ),
    (
        {"minimum": 1, RULES: {"minimum": {**RULE, "severity": "high"}}},
        f"/{RULES}/minimum",
        "a rule is {id: string, message: string}",
        False,
    ),
    (
        {"minimum": 1, RULES: {"minimum": {"id": 1, "message": "m"}}},
        f"/{RULES}/minimum",
        "a rule is {id: string, message: string}",
        False,
    ),
]


@pytest.mark.parametrize(("schema", "pointer", "message", "metaschema"), REFUSED)
def test_a_schema_the_compiler_cannot_read_is_one_problem_at_its_keyword(
    schema: Any, pointer: str, message: str, metaschema: bool
) -> None:
    with pytest.raises(GenerationError) as raised:
        compile_schema(schema, source_label="given.json")
    assert [(p.file, p.pointer, p.message) for p in raised.value.problems] == [
        ("given.json", pointer, message)
    ]
    assert Draft202012Validator(Draft202012Validator.META_SCHEMA).is_valid(schema) is not metaschema


@pytest.mark.parametrize(
    ("schema", "pointer"),
    [
        ({"properties": {"a": {"pattern": "("}}}, "/properties/a/pattern"),
        ({"patternProperties": {"(": {}}}, "/patternProperties/("),
    ],
)
def test_a_pattern_that_does_not_translate_names_itself(schema: Any, pointer: str) -> None:
    with pytest.raises(GenerationError) as raised:
        compile_schema(schema)
    [problem] = raised.value.problems
    assert problem.pointer == pointer
    assert problem.message.startswith("pattern '(': invalid regular expression")


@pytest.mark.parametrize(
    ("schema", "valid", "invalid"),
    [
        ({"minItems": 2.0}, [1, 2], [1]),  # an integral number is a count
        ({"minimum": 1, RULES: {"minimum": RULE}}, 1, 0),
        ({"title": "t", "x-mine": 1, "$comment": "c", "minimum": 0}, 0, -1),
        ({"type": "string", "minimum": 5}, "abc", 5),  # a number's keyword on a string
        ({"type": "array"}, [1, {"a": None}], [{1: 2}]),  # the items must be JSON values
    ],
)
def test_what_the_compiler_reads_compiles_to_the_verdicts_it_says(
    schema: Any, valid: Any, invalid: Any
) -> None:
    compiled = compile_schema(schema)
    assert (compiled.is_valid(valid), compiled.is_valid(invalid)) == (True, False)


def test_a_rule_replaces_the_keyword_s_id_and_its_whole_message() -> None:
    """An ``x-acp-rules`` entry names the failure by its id and says only its message, with
    no description of the value before it; the keyword's own failure describes the value."""
    ruled = compile_schema({"properties": {"a": {"minimum": 1, RULES: {"minimum": RULE}}}})
    plain = compile_schema({"properties": {"a": {"minimum": 1}}})
    assert [(e.path, e.rule, e.message) for e in ruled.validate({"a": 0})] == [
        ("/a", "rule-id", "What the rule says.")
    ]
    assert [(e.path, e.rule, e.message) for e in plain.validate({"a": 0})] == [
        ("/a", "minimum", "0 is less than the minimum 1")
    ]
