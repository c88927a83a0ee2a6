"""The specialised parsers report every failure with its JSON pointer and message, build plain
dataclasses, and serialise what they parsed; one case per path the generated code can take."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest
from support import GeneratedPackage

VERSIONS = ["v1", "v2"]


def note(update: dict[str, Any]) -> dict[str, Any]:
    return {"sessionId": "s", "update": update}


def suggestions(*prompts: Any) -> dict[str, Any]:
    return {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": p} for p in prompts],
    }


def notification(version: str) -> str:
    return "SessionNotification" if version == "v1" else "UpdateSessionNotification"


# (wire value of a session notification, JSON pointer, message), for both versions.
FAILURES: list[tuple[Any, str, str]] = [
    ([], "", "expected an object, got an array"),
    ({"update": {}}, "", "missing required property 'sessionId'"),
    ({"sessionId": 7, "update": {}}, "/sessionId", "expected a string, got a number"),
    (note([]), "/update", "expected an object, got an array"),
    (note({}), "/update", "missing required property 'sessionUpdate'"),
    (
        note(suggestions([{"type": "text", "text": "a"}, {"type": "text", "text": None}])),
        "/update/suggestions/0/prompt/1/text",
        "expected a string, got null",
    ),
    (
        note(suggestions([{"type": "text", "text": "a"}], "no list")),
        "/update/suggestions/1/prompt",
        "expected an array, got a string",
    ),
    (
        note(suggestions([{"type": "text"}])),
        "/update/suggestions/0/prompt/0",
        "missing required property 'text'",
    ),
    (
        {**note(suggestions()), "_meta": {"a": {"b": [1, float("nan")]}}},
        "/_meta/a/b/1",
        "expected a finite number; JSON has no NaN or infinity",
    ),
    (
        {**note(suggestions()), "_meta": {1: "x"}},
        "/_meta",
        "object keys must be strings, got 1",
    ),
    ({**note(suggestions()), 1: "x"}, "", "object keys must be strings, got 1"),
    (
        {**note(suggestions()), "a/b~": {"c": object()}},
        "/a~1b~0/c",
        "expected a JSON value, got a Python object, not a JSON value",
    ),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("wire", "path", "message"), FAILURES)
def test_failures_name_pointer_and_reason(
    version: str, wire: Any, path: str, message: str, generated_package: GeneratedPackage
) -> None:
    pkg = generated_package(version)
    with pytest.raises(pkg.WireError) as error:
        pkg.from_wire(notification(version), wire)
    assert (error.value.path, error.value.message) == (path, message)
    assert str(error.value) == f"{path or '/'}: {message}"


def test_closed_union_names_the_tags_it_knows(generated_package: GeneratedPackage) -> None:
    pkg = generated_package("v1")
    with pytest.raises(pkg.WireError) as error:
        pkg.from_wire("SessionNotification", note({"sessionUpdate": "nope"}))
    assert error.value.path == "/update/sessionUpdate"
    assert error.value.message.startswith("unknown sessionUpdate 'nope'; expected one of [")
    assert "'prompt_suggestions_update'" in error.value.message


def test_a_tag_of_another_type_is_unknown_not_a_crash(generated_package: GeneratedPackage) -> None:
    pkg = generated_package("v1")
    for tag in (["a"], {"a": 1}, 1, True, None):
        with pytest.raises(pkg.WireError) as error:
            pkg.parse_content_block({"type": tag, "text": "x"})
        assert error.value.path == "/type"


@pytest.mark.parametrize("version", VERSIONS)
def test_closed_enum_and_integer_bounds(version: str, generated_package: GeneratedPackage) -> None:
    pkg = generated_package(version)
    if version == "v1":  # v2's Role is open
        with pytest.raises(pkg.WireError) as error:
            pkg.from_wire("Role", "robot")
        assert error.value.message == "expected one of ['assistant', 'user'], got 'robot'"
    assert pkg.from_wire("ProtocolVersion", 1.0) == 1
    for bad in (True, 1.5, "1"):
        with pytest.raises(pkg.WireError):
            pkg.from_wire("ProtocolVersion", bad)
    # `format: uint16` is an annotation; its `minimum` and `maximum` are left to `validate`.
    for outside in (70000, -1):
        assert pkg.from_wire("ProtocolVersion", outside) == outside
        assert not pkg.is_valid("ProtocolVersion", outside)


@pytest.mark.parametrize("version", VERSIONS)
def test_tolerant_mode_drops_bad_items_and_bad_optional_values(
    version: str, generated_package: GeneratedPackage
) -> None:
    pkg = generated_package(version)
    wire = note(suggestions([{"type": "text", "text": "a"}], [{"type": "text", "text": 1}]))
    wire["_meta"] = []
    parsed = pkg.from_wire(notification(version), wire, tolerant=True)
    assert len(parsed.update.suggestions) == 1
    assert parsed.meta is pkg.UNSET


@pytest.mark.parametrize("version", VERSIONS)
def test_parsed_values_are_plain_dataclasses(
    version: str, generated_package: GeneratedPackage
) -> None:
    pkg = generated_package(version)
    wire = note(suggestions([{"type": "text", "text": "a"}]))
    wire["extra"] = {"kept": [1, 2.5, None]}
    parsed = pkg.from_wire(notification(version), wire)
    names = {f.name for f in dataclasses.fields(parsed)}
    assert {"session_id", "update", "meta", "additional_properties"} <= names
    assert parsed.additional_properties == {"extra": {"kept": [1, 2.5, None]}}
    assert parsed == pkg.from_wire(notification(version), wire)
    changed = dataclasses.replace(parsed, session_id="t")
    assert changed.to_wire() == {**wire, "sessionId": "t"}
    assert parsed.to_wire() == wire
    with pytest.raises(dataclasses.FrozenInstanceError):
        parsed.session_id = "u"
    built = type(parsed)(session_id="s", update=parsed.update)
    assert built.to_wire() == note(wire["update"])


@pytest.mark.parametrize("version", VERSIONS)
def test_dataclass_protocols_hold(version: str, generated_package: GeneratedPackage) -> None:
    """Construction, repr, equality, hashing, copying and pickling behave as for a frozen,
    keyword-only dataclass."""
    pkg = generated_package(version)
    block = pkg.TextContentBlock(type="text", text="hi")
    assert dataclasses.is_dataclass(block)
    assert dataclasses.asdict(block)["text"] == "hi"
    assert repr(block).startswith("TextContentBlock(") and "text='hi', " in repr(block)
    assert block == pkg.TextContentBlock(type="text", text="hi")
    assert block != pkg.TextContentBlock(type="text", text="ho")
    assert block != pkg.TextContent(text="hi")
    assert pkg.ResourceLinkContentBlock(type="resource_link", uri="u", name="n") == (
        pkg.ResourceLinkContentBlock(type="resource_link", uri="u", name="n")
    )
    with pytest.raises(TypeError, match="unhashable"):
        hash(block)  # additional_properties is a dict, as a dataclass would hash it
    assert copy.deepcopy(block) == block
    assert pickle.loads(pickle.dumps(block)) == block
    with pytest.raises(TypeError, match="'text'"):
        pkg.TextContentBlock(type="text")
    with pytest.raises(TypeError, match="'colour'"):
        pkg.TextContentBlock(type="text", text="hi", colour="red")
    with pytest.raises(dataclasses.FrozenInstanceError):
        del block.text
