"""Error paths, rule ids and messages; the proposal's rules; hostile input.

The tests share conftest's ``merged_validators`` (one build per version and test process), so
they run on one xdist worker."""

from __future__ import annotations

import copy
import json
import math
import sys

import pytest
from acp_codegen.validators import compile_schema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import IMAGE, LINK, TEXT, MergedValidators, explain

pytestmark = pytest.mark.xdist_group("merged-validators")

VERSIONS = ("v1", "v2")


def notification(*prompts: list[dict[str, object]]) -> dict[str, object]:
    return {
        "sessionId": "sess_1",
        "update": {
            "sessionUpdate": "prompt_suggestions_update",
            "suggestions": [{"prompt": list(p)} for p in prompts],
        },
    }


def notification_type(version: str) -> str:
    return "SessionNotification" if version == "v1" else "UpdateSessionNotification"


def client_capabilities(version: str, capability: object) -> dict[str, object]:
    # The argument is the ClientCapabilities object itself in both versions.
    return {"session": {"promptSuggestions": capability}}


@pytest.mark.parametrize("version", VERSIONS)
def test_valid_update_has_no_errors(merged_validators: MergedValidators, version: str) -> None:
    validation, _ = merged_validators(version)
    message = notification([TEXT], [TEXT, LINK])
    assert validation.is_valid(notification_type(version), message)
    assert validation.validate(notification_type(version), message) == []


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("blank", ["", " ", "\t\n", "\u00a0\u3000\ufeff", "\u2028 \u2029"])
def test_blank_suggestion_has_its_own_rule(
    merged_validators: MergedValidators, version: str, blank: str
) -> None:
    """RFD: "Agents MUST NOT send a suggestion whose only content is empty or
    whitespace-only text." Whitespace is ECMA-262's WhiteSpace and LineTerminator set."""
    validation, _ = merged_validators(version)
    message = notification([{"type": "text", "text": blank}, {"type": "text", "text": blank}])
    errors = validation.validate(notification_type(version), message)
    assert [(e.path, e.rule) for e in errors] == [
        ("/update/suggestions/0/prompt", "prompt-suggestion-blank")
    ]
    assert "whitespace" in errors[0].message


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("text", ["x", " a ", "\u200b", "\u180e"])
def test_text_with_content_is_not_blank(
    merged_validators: MergedValidators, version: str, text: str
) -> None:
    """Zero-width space and the Mongolian vowel separator are not ECMA-262 whitespace."""
    validation, _ = merged_validators(version)
    assert (
        validation.validate(
            notification_type(version), notification([{"type": "text", "text": text}])
        )
        == []
    )


@pytest.mark.parametrize("version", VERSIONS)
def test_blank_text_beside_a_link_is_allowed(
    merged_validators: MergedValidators, version: str
) -> None:
    validation, _ = merged_validators(version)
    message = notification([{"type": "text", "text": " "}, LINK])
    assert validation.is_valid(notification_type(version), message)


@pytest.mark.parametrize("version", VERSIONS)
def test_empty_prompt_and_missing_suggestions(
    merged_validators: MergedValidators, version: str
) -> None:
    """RFD: prompt is "a list of at least one ContentBlock"; suggestions is required."""
    validation, _ = merged_validators(version)
    errors = validation.validate(notification_type(version), notification([]))
    # The blank rule is about empty or whitespace-only text, not an empty list: minItems only.
    assert [(e.path, e.rule) for e in errors] == [("/update/suggestions/0/prompt", "minItems")]
    message = notification()
    del message["update"]["suggestions"]  # type: ignore[attr-defined]
    errors = validation.validate(notification_type(version), message)
    assert [(e.path, e.rule) for e in errors] == [("/update", "required")]
    assert '"suggestions"' in errors[0].message


@pytest.mark.parametrize("version", VERSIONS)
def test_a_prompt_that_is_not_a_list_is_only_a_type_error(
    merged_validators: MergedValidators, version: str
) -> None:
    """The blank rule's `not` is about a list of blocks: a string prompt is wrong for its type
    alone, not also "only whitespace" (a `not` whose keywords all skip non-arrays would match
    the string and refuse it a second time)."""
    validation, _ = merged_validators(version)
    message = notification([])
    message["update"]["suggestions"][0]["prompt"] = "hello"  # type: ignore[index]
    errors = validation.validate(notification_type(version), message)
    assert [(e.path, e.rule) for e in errors] == [("/update/suggestions/0/prompt", "type")]


@pytest.mark.parametrize("version", VERSIONS)
def test_discriminated_union_reports_the_selected_branch(
    merged_validators: MergedValidators, version: str
) -> None:
    validation, _ = merged_validators(version)
    message = notification([{"type": "resource_link", "uri": 7}])
    errors = validation.validate(notification_type(version), message)
    assert sorted((e.path, e.rule) for e in errors) == [
        ("/update/suggestions/0/prompt/0", "required"),
        ("/update/suggestions/0/prompt/0/uri", "type"),
    ]
    assert errors[0].message


@pytest.mark.parametrize("version", VERSIONS)
def test_an_optional_object_points_at_the_field_that_is_wrong(
    merged_validators: MergedValidators, version: str
) -> None:
    """An optional object is `anyOf: [{$ref}, {type: null}]`: when the value is an object,
    the error is the referenced definition's, at the deepest field that is wrong and with what
    it must be, not the union's "does not match any of the 2 allowed schemas"."""
    validation, _ = merged_validators(version)
    cases = [
        ({"session": {"promptSuggestions": {"image": True}}}, "/session/promptSuggestions/image"),
        ({"session": {"promptSuggestions": 5}}, "/session/promptSuggestions"),
        ({"session": []}, "/session"),
    ]
    for instance, path in cases:
        errors = validation.validate("ClientCapabilities", instance)
        assert [(e.path, e.rule) for e in errors] == [(path, "anyOf")], instance
        assert errors[0].message.endswith(" is not of type object or null"), errors[0]
    block = {"type": "text", "text": "a", "annotations": {"priority": "high"}}
    errors = validation.validate("ContentBlock", block)
    assert [(e.path, e.rule) for e in errors] == [("/annotations/priority", "type")]


def test_a_union_explains_the_one_branch_that_takes_the_value_type() -> None:
    """The branch that alone takes the instance's type is to blame, and its errors are shown;
    a value no branch takes gets the types it must have; when several branches take it, or
    several match a oneOf, the union's own message stays."""
    shaped = {
        "oneOf": [
            {"type": "object", "required": ["a"]},
            {"type": "string", "minLength": 3},
            {"type": "null"},
        ]
    }
    assert [e[:2] for e in explain(shaped, "x")] == [("", "minLength")]
    assert [e[:2] for e in explain(shaped, {})] == [("", "required")]
    assert explain(shaped, 5) == [("", "oneOf", "5 is not of type object or string or null")]
    assert explain(shaped, None) == []
    nested = {"anyOf": [{"$ref": "#/$defs/a"}, {"type": "null"}], "$defs": shaped["oneOf"][0:1]}
    nested["$defs"] = {"a": {"properties": {"b": shaped}, "type": "object"}}
    assert [e[:2] for e in explain(nested, {"b": "x"})] == [("/b", "minLength")]
    both = {"oneOf": [{"type": "object"}, {"type": "object", "required": ["a"]}]}
    assert [e[1] for e in explain(both, {"a": 1})] == ["oneOf"]
    open_branch = {"anyOf": [{"required": ["a"]}, {"type": "string", "minLength": 2}]}
    assert [e[1] for e in explain(open_branch, {})] == ["required"]  # only it takes objects
    assert explain(open_branch, "x") == []  # `required` holds for anything but an object
    numbers = {"anyOf": [{"type": "integer", "minimum": 5}, {"type": "number", "maximum": 1}]}
    assert [e[1] for e in explain(numbers, 3)] == ["anyOf"]
    assert explain(numbers, "x") == [("", "anyOf", '"x" is not of type number')]


def test_unknown_tag_in_closed_union_names_the_known_values(
    merged_validators: MergedValidators,
) -> None:
    validation, _ = merged_validators("v1")
    errors = validation.validate("ContentBlock", {"type": "video"})
    assert [(e.path, e.rule) for e in errors] == [("/type", "oneOf")]
    assert '"video"' in errors[0].message and '"resource_link"' in errors[0].message


def test_open_union_accepts_unknown_tags(merged_validators: MergedValidators) -> None:
    """v2's ContentBlock keeps an open variant for types it does not know."""
    validation, _ = merged_validators("v2")
    assert validation.is_valid("ContentBlock", {"type": "video", "anything": [1]})
    assert not validation.is_valid("ContentBlock", {"type": "text"})


@pytest.mark.parametrize("version", VERSIONS)
def test_unknown_type_name(merged_validators: MergedValidators, version: str) -> None:
    validation, _ = merged_validators(version)
    with pytest.raises(KeyError, match="NoSuchType"):
        validation.validate("NoSuchType", {})
    with pytest.raises(KeyError, match="NoSuchType"):
        validation.is_valid("NoSuchType", {})
    assert "PromptSuggestionsUpdate" in validation.TYPE_NAMES


@pytest.mark.parametrize(
    ("instance", "rule"),
    [
        (float("nan"), "type"),
        (math.inf, "type"),
        ({"sessionId": "s", "update": {}, "_meta": {1: 2}}, "type"),
        ({"sessionId": "s", "update": {}, "_meta": {"x": {1, 2}}}, "type"),
        ({"sessionId": ("s",), "update": {}}, "type"),
        (object(), "type"),
    ],
)
def test_non_json_values_are_invalid(
    merged_validators: MergedValidators, instance: object, rule: str
) -> None:
    validation, _ = merged_validators("v1")
    errors = validation.validate("SessionNotification", instance)
    assert errors and rule in {e.rule for e in errors}
    assert not validation.is_valid("SessionNotification", instance)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (None, "null"),
        (True, "true"),
        (False, "false"),
        (-3, "-3"),
        (10**50, "a very large integer"),
        (1.5, "1.5"),
        ([1, 2], "an array of 2 items"),
        ({"a": 1}, "an object with 1 properties"),
    ],
)
def test_a_message_shows_the_value_as_json_writes_it(value: object, shown: str) -> None:
    """Each kind of value as JSON writes it, an array or an object by its size, and an
    integer too long to show by what it is."""
    assert explain({"type": "string"}, value) == [("", "type", f"{shown} is not of type string")]


def test_a_false_schema_takes_no_value_and_says_so() -> None:
    assert explain({"properties": {"a": False}}, {"a": None}) == [
        ("/a", "false", "no value is allowed here")
    ]


def test_bool_is_not_an_integer_and_one_point_zero_is() -> None:
    compiled = compile_schema({"type": "integer"})
    assert not compiled.is_valid(True)
    assert compiled.is_valid(1.0)
    assert compiled.validate(True)[0].rule == "type"


def test_deep_nesting_gets_a_depth_verdict(merged_validators: MergedValidators) -> None:
    compiled = compile_schema(
        {"$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}, "$ref": "#/$defs/n"}
    )
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert compiled.is_valid(deep) is False
    assert [e.rule for e in compiled.validate(deep)] == ["depth"]
    # Any JSON (`_meta`'s values) nests up to MAX_DEPTH levels: one more is the depth rule's,
    # at the pointer where the limit is passed, and so is a value far deeper.
    validation, _ = merged_validators("v2")
    runtime = sys.modules[validation.__name__.rpartition(".")[0] + "._validation_runtime"]
    for levels, valid in (
        (runtime.MAX_DEPTH, True),
        (runtime.MAX_DEPTH + 1, False),
        (10**5, False),
    ):
        value: dict[str, object] = {}
        for _ in range(levels - 1):
            value = {"a": value}
        message = notification([TEXT])
        message["_meta"] = {"deep": value}
        assert validation.is_valid("UpdateSessionNotification", message) is valid
        errors = validation.validate("UpdateSessionNotification", message)
        expected = [] if valid else [("/_meta/deep" + "/a" * runtime.MAX_DEPTH, "depth")]
        assert [(e.path, e.rule) for e in errors] == expected


def test_huge_values(merged_validators: MergedValidators) -> None:
    """2,000 suggestions with a text of a million characters each: valid as they are, and a
    blank prompt or a wrong block in the last suggestion alone is found, in the verdict and in
    the errors, at its path."""
    validation, _ = merged_validators("v1")
    prompts = [[TEXT, {"type": "text", "text": "x" * 1_000_000}] for _ in range(2000)]
    message = notification(*prompts)
    assert validation.is_valid("SessionNotification", message)
    assert validation.validate("SessionNotification", message) == []
    blank = notification(*prompts[:-1], [{"type": "text", "text": " " * 1_000_000}])
    assert not validation.is_valid("SessionNotification", blank)
    errors = validation.validate("SessionNotification", blank)
    assert [(e.path, e.rule) for e in errors] == [
        ("/update/suggestions/1999/prompt", "prompt-suggestion-blank")
    ]
    wrong = notification(*prompts[:-1], [prompts[-1][0], {"type": "text", "text": 1}])
    assert not validation.is_valid("SessionNotification", wrong)
    paths = {e.path for e in validation.validate("SessionNotification", wrong)}
    assert paths and all(p.startswith("/update/suggestions/1999/prompt/1") for p in paths)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(max_size=6) | st.integers(), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    instance=JSON,
    type_name=st.sampled_from(["SessionNotification", "ContentBlock", "PromptSuggestion"]),
)
def test_validate_never_raises(
    merged_validators: MergedValidators, instance: object, type_name: str
) -> None:
    validation, _ = merged_validators("v1")
    errors = validation.validate(type_name, instance)
    assert (errors == []) == validation.is_valid(type_name, instance)


@settings(max_examples=200, derandomize=True)
@given(data=st.data())
def test_validate_never_raises_on_mutated_messages(
    merged_validators: MergedValidators, data: st.DataObject
) -> None:
    validation, _ = merged_validators("v2")
    message = copy.deepcopy(notification([TEXT, LINK]))
    target = data.draw(st.sampled_from(["update", "sessionId", "_meta"]))
    message[target] = data.draw(JSON)
    errors = validation.validate("UpdateSessionNotification", message)
    assert (errors == []) == validation.is_valid("UpdateSessionNotification", message)


# -- capabilities ----------------------------------------------------------------------------


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "capabilities",
    [{}, {"session": None}, {"session": {}}, {"session": {"promptSuggestions": None}}],
)
def test_may_send_requires_the_capability(
    merged_validators: MergedValidators, version: str, capabilities: dict[str, object]
) -> None:
    """RFD: "omitting session, setting session to null, omitting promptSuggestions, or setting
    it to null all mean the Client does not advertise support." and "session: {} advertises
    nothing"."""
    _, caps = merged_validators(version)
    assert caps.may_send(capabilities) is False
    errors = caps.check_update_for_client(notification([TEXT]), capabilities, {})
    assert [(e.path, e.rule) for e in errors] == [("/update", "capability-not-advertised")]


@pytest.mark.parametrize("version", VERSIONS)
def test_may_send_with_empty_object(merged_validators: MergedValidators, version: str) -> None:
    """RFD: "Supplying promptSuggestions: {} means the Client can offer suggestions"."""
    _, caps = merged_validators(version)
    assert caps.may_send({"session": {"promptSuggestions": {}}}) is True


AGENT = {
    "v1": {"image": True, "audio": True, "embeddedContext": True},
    "v2": {"image": {}, "audio": {}, "embeddedContext": {}},
}
AGENT_NONE = {"v1": {"image": False}, "v2": {"image": None}}


@pytest.mark.parametrize("version", VERSIONS)
def test_allowed_block_types_need_both_sides(
    merged_validators: MergedValidators, version: str
) -> None:
    """RFD: "text and resource_link are always allowed" and "image, audio, and resource blocks are
    allowed only when both sides advertise the type"."""
    _, caps = merged_validators(version)
    client = {"session": {"promptSuggestions": {"image": {}, "audio": None}}}
    assert caps.allowed_block_types(client, AGENT[version]) == {"text", "resource_link", "image"}
    assert caps.allowed_block_types(client, AGENT_NONE[version]) == {"text", "resource_link"}
    assert caps.allowed_block_types({"session": {}}, AGENT[version]) == frozenset()


@pytest.mark.parametrize("version", VERSIONS)
def test_check_update_for_client_flags_block_types(
    merged_validators: MergedValidators, version: str
) -> None:
    _, caps = merged_validators(version)
    client = {"session": {"promptSuggestions": {}}}
    message = notification([TEXT], [TEXT, IMAGE])
    errors = caps.check_update_for_client(message, client, AGENT[version])
    assert [(e.path, e.rule) for e in errors] == [
        ("/update/suggestions/1/prompt/1", "content-type-not-allowed")
    ]
    assert caps.check_update_for_client(message["update"], client, AGENT[version])[0].path == (
        "/suggestions/1/prompt/1"
    )
    other = {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk"}}
    assert caps.check_update_for_client(other, {}, {}) == []


@pytest.mark.parametrize("version", VERSIONS)
def test_usable_suggestions_skips_whole_suggestions(
    merged_validators: MergedValidators, version: str
) -> None:
    """RFD: "The Client SHOULD skip the whole suggestion rather than offer the remaining blocks"
    and "A Client skips a suggestion it cannot use and keeps the rest"."""
    _, caps = merged_validators(version)
    first, second, third = [TEXT], [TEXT, IMAGE], [LINK]
    message = notification(first, second, third)
    client = {"session": {"promptSuggestions": {}}}
    assert caps.usable_suggestions(message, client, AGENT[version]) == [
        {"prompt": first},
        {"prompt": third},
    ]
    client_images = {"session": {"promptSuggestions": {"image": {}}}}
    assert len(caps.usable_suggestions(message, client_images, AGENT[version])) == 3
    assert caps.usable_suggestions(message, {"session": None}, AGENT[version]) == []
    blank = notification([{"type": "text", "text": " "}], third)
    assert caps.usable_suggestions(blank, client, AGENT[version]) == [{"prompt": third}]


def test_schema_numbers_beyond_float_range() -> None:
    # Python's json reads the valid JSON number 1e400 as infinity; the schema still compiles.
    schema = json.loads('{"type": "number", "maximum": 1e400, "minimum": -1e400}')
    compiled = compile_schema(schema)
    assert 'float("inf")' in compiled.source
    assert compiled.is_valid(1e308)
    assert compiled.is_valid(-1e308)
    assert compiled.is_valid(10**400)
    enum = compile_schema(json.loads('{"enum": [1e400, 1]}'))
    assert enum.is_valid(1)
    assert not enum.is_valid(2)


def test_nan_in_a_python_schema_compiles_and_matches_nothing() -> None:
    compiled = compile_schema({"const": math.nan})
    assert not compiled.is_valid(math.nan)
    assert not compiled.is_valid(0)
    assert [e.rule for e in compiled.validate(0)] == ["const"]


@pytest.mark.parametrize("kind", ["number", "integer"])
def test_nan_and_infinities_are_no_json_number(kind: str) -> None:
    compiled = compile_schema({"type": kind})
    for value in (math.nan, math.inf, -math.inf):
        assert not compiled.is_valid(value)
        assert [e.rule for e in compiled.validate(value)] == ["type"]
    assert compiled.is_valid(2) and compiled.is_valid(2.0)
    assert compiled.is_valid(1.5) is (kind == "number")
