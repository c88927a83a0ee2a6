"""Where strict parsing used to part from the schema, one case per class of disagreement the
differential fuzz found (``tests/render/test_parse_fuzz.py``), on
``tests/data/schemas/parse-edges.json``:
a known tag whose body fits only the default branch, a tag no branch admits (the untagged one
requiring it null), ``oneOf`` with two matching branches, a
tag the open variant excludes, the open variant parsed by name, a required field that falls
back on error, ``x-deserialize-default-on-null``, markers under an untagged union, integer
formats (annotations, as for ``validate``), values that must not alias the input, and numbers
as JSON values."""

from __future__ import annotations

import importlib
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from acp_codegen.load import in_memory, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.pipeline import python_package
from corpus import SCHEMAS

EDGES = SCHEMAS / "parse-edges.json"


@cache
def package(root: Path) -> ModuleType:
    loaded = load_protocol("v1", "stable", base=EDGES)
    for path, text in python_package(build_model(loaded), "parse_edges").items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text)
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module("parse_edges")
    finally:
        sys.path.remove(str(root))


@pytest.fixture(scope="module")
def pkg(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    return package(tmp_path_factory.mktemp("edges"))


def both(pkg: ModuleType, name: str, value: Any) -> tuple[Any, Any]:
    """``name``'s strict and tolerant results for ``value`` (a WireError's message, or the
    wire form of what parsed)."""
    results = []
    for tolerant in (False, True):
        try:
            results.append(pkg.to_wire(pkg.from_wire(name, value, tolerant=tolerant)))
        except pkg.WireError as error:
            results.append(f"{error.path}: {error.message}")
    return results[0], results[1]


def test_a_known_tag_with_a_body_only_the_default_branch_fits(pkg: ModuleType) -> None:
    """`{"state": "idle", "stopReason": 5, "since": 5}` is valid through the default (running)
    branch, whose schema says nothing of `state` or `stopReason`: the tag's variant does not
    fit, so the default is tried."""
    value = {"state": "idle", "stopReason": 5, "since": 5}
    parsed = pkg.from_wire("State", value)
    assert type(parsed).__name__ == "RunningState"
    assert pkg.to_wire(parsed) == value
    assert type(pkg.from_wire("State", {"state": "idle"})).__name__ == "IdleStateVariant"
    strict, tolerant = both(pkg, "State", {"state": "idle", "stopReason": 5})
    assert strict == tolerant == "/stopReason: expected a string, got a number"  # the tag's error


@pytest.mark.parametrize(
    "value",
    [
        {"stopReason": 0},
        {"stopReason": False},
        {"stopReason": {}},
        {"stopReason": []},
        {"stopReason": "error"},  # a known tag whose body fits neither its branch nor another
        {"stopReason": "error", "message": 3},
    ],
)
def test_a_tag_no_branch_admits_is_refused_or_repaired_by_its_marker(
    pkg: ModuleType, value: dict[str, Any]
) -> None:
    """The untagged branch requires the tag to be null or omitted (upstream's newest
    ``IdleStateUpdate``): a tag no branch admits is refused in strict mode; in tolerant mode
    its marker makes it omitted, through the untagged branch, and the bad value is not kept
    among the unknown keys."""
    assert not pkg.is_valid("Outcome", value)
    strict, tolerant = both(pkg, "Outcome", value)
    assert isinstance(strict, str), strict  # an error, not a parsed value
    assert tolerant == {k: v for k, v in value.items() if k != "stopReason"}
    assert type(pkg.from_wire("Outcome", value, tolerant=True)).__name__ == "NoneOutcome"


def test_what_each_branch_admits_of_the_tag_parses_as_it_is(pkg: ModuleType) -> None:
    for value, variant in [
        ({}, "NoneOutcome"),
        ({"stopReason": None}, "NoneOutcome"),
        ({"stopReason": "done"}, "DoneOutcome"),
        ({"stopReason": "error", "message": "m"}, "ErrorOutcome"),
        ({"stopReason": "_custom", "x": 1}, "OtherOutcome"),
        ({"stopReason": None, "note": "kept"}, "NoneOutcome"),
    ]:
        assert pkg.is_valid("Outcome", value)
        assert both(pkg, "Outcome", value) == (value, value)
        assert type(pkg.from_wire("Outcome", value)).__name__ == variant, value
    # The union's marker on another property still repairs in every branch.
    assert both(pkg, "Outcome", {"stopReason": "done", "note": 5})[1] == {"stopReason": "done"}


def test_a_required_marked_field_without_a_default_stays_an_error(pkg: ModuleType) -> None:
    """Tolerant mode has nothing to put in place of a required string without a `default`:
    the value is refused in both modes, never repaired to None."""
    strict, tolerant = both(pkg, "Closed", {"name": 5})
    assert strict == tolerant == "/name: expected a string, got a number"
    assert both(pkg, "Closed", {"name": "n"}) == ({"name": "n"}, {"name": "n"})


def test_nullable_items_and_values_keep_null_and_refuse_the_rest(pkg: ModuleType) -> None:
    value = {"name": "n", "tags": [None, "a"], "scores": {"a": None, "b": 2}}
    assert both(pkg, "Closed", value) == (value, value)
    assert (
        both(pkg, "Closed", {"name": "n", "tags": [1]})[0]
        == "/tags/0: expected a string, got a number"
    )
    assert both(pkg, "Closed", {"name": "n", "scores": {"a": "x"}})[0].startswith("/scores/a: ")


def test_constant_items_keep_their_constant_and_refuse_the_rest(pkg: ModuleType) -> None:
    value = {"name": "n", "marks": ["seen", "seen"]}
    assert both(pkg, "Closed", value) == (value, value)
    strict, tolerant = both(pkg, "Closed", {"name": "n", "marks": ["seen", "unseen"]})
    assert strict == tolerant
    assert strict.startswith("/marks/1: ")


@pytest.mark.parametrize(
    ("value", "kind"), [("ab", "a string"), ("", "a string"), ({}, "an object")]
)
def test_a_list_field_refuses_what_a_loop_would_walk(
    pkg: ModuleType, value: Any, kind: str
) -> None:
    """A string of strings and an empty object iterate like lists of strings; neither is one."""
    strict, tolerant = both(pkg, "Closed", {"name": "n", "tags": value})
    assert strict == tolerant == f"/tags: expected an array, got {kind}"


def test_a_closed_object_refuses_an_unknown_key_in_both_modes(pkg: ModuleType) -> None:
    strict, tolerant = both(pkg, "Closed", {"name": "n", "other": 1})
    assert strict == tolerant == ": unexpected properties ['other']"
    assert not pkg.is_valid("Closed", {"name": "n", "other": 1})


def test_one_of_refuses_a_value_two_branches_take(pkg: ModuleType) -> None:
    assert pkg.from_wire("Scope", {"sessionId": "s"}).session_id == "s"
    strict, tolerant = both(pkg, "Scope", {"sessionId": "s", "requestId": 1})
    assert strict == tolerant
    assert "matches more than one of the oneOf's options" in strict


def test_the_open_variant_refuses_the_tags_it_excludes(pkg: ModuleType) -> None:
    """`file` is excluded by the open branch's `not` though no variant declares it; the open
    variant's class refuses its excluded tags when parsed by its own name too."""
    assert both(pkg, "Content", {"type": "file"})[0].startswith("/type: type 'file' is excluded")
    assert both(pkg, "OtherContent", {"type": "items"})[0].startswith("/type: type 'items'")
    assert pkg.to_wire(pkg.from_wire("OtherContent", {"type": "_x", "a": 1})) == {
        "type": "_x",
        "a": 1,
    }


def test_required_fields_fall_back_in_tolerant_mode(pkg: ModuleType) -> None:
    """A required list marked default-on-error falls back to `[]`; one marked default-on-null
    does so for null only; an optional field marked default-on-null falls back to omitted."""
    strict, tolerant = both(pkg, "Items", {"entries": 5, "tags": []})
    assert strict == "/entries: expected an array, got a number"
    assert tolerant == {"entries": [], "tags": []}
    strict, tolerant = both(pkg, "Items", {"entries": [], "tags": None, "note": None})
    assert strict == "/tags: expected an array, got null"
    assert tolerant == {"entries": [], "tags": []}
    strict, tolerant = both(pkg, "Items", {"entries": [], "tags": 5})
    assert strict == tolerant == "/tags: expected an array, got a number"  # not a null


def test_markers_repair_under_untagged_unions(pkg: ModuleType) -> None:
    strict, tolerant = both(pkg, "Holder", {"resource": {"blob": "eA==", "_meta": 5}})
    assert strict.startswith("/resource: matches none of the union's options")
    assert tolerant == {"resource": {"blob": "eA=="}}
    # A value that fits an option as it is keeps it, in tolerant mode too.
    value = {"resource": {"text": "t", "_meta": {"a": 1}}}
    assert both(pkg, "Holder", value) == (value, value)


def test_integer_formats_are_annotations(pkg: ModuleType) -> None:
    """`format: int32` names the Rust type; as JSON Schema says (and `validate`), a value
    outside its range is valid, in an open enum and in a field alike."""
    assert pkg.from_wire("Code", -32700) == -32700
    assert pkg.from_wire("Code", 2**31) == 2**31
    value = {"resource": {"text": "t"}, "code": -(2**31) - 1, "state": {"since": 2**64}}
    assert pkg.to_wire(pkg.from_wire("Holder", value)) == value
    assert pkg.is_valid("Holder", value)
    assert pkg.to_wire(pkg.from_wire("Entry", {"text": "t", "priority": 256})) == {
        "text": "t",
        "priority": 256,
    }


def test_parsed_values_do_not_alias_the_input(pkg: ModuleType) -> None:
    """Changing the input after parsing leaves the frozen model as it was (`_meta` and unknown
    keys' values are copied)."""
    value = {"resource": {"text": "t", "_meta": {"a": [1, {"b": 2}]}}, "x": {"y": [3]}}
    parsed = pkg.from_wire("Holder", value)
    value["resource"]["_meta"]["a"][1]["b"] = 0
    value["resource"]["_meta"]["c"] = 1
    value["x"]["y"].append(4)
    assert pkg.to_wire(parsed) == {
        "resource": {"text": "t", "_meta": {"a": [1, {"b": 2}]}},
        "x": {"y": [3]},
    }


def test_integral_floats_round_trip_as_json_values(pkg: ModuleType) -> None:
    """The round trip is exact to JSON values, not to bytes: an integer field given `1.0` or
    `-0.0` (integers in JSON Schema) holds the int, so `to_wire` writes `1` and `0`."""
    parsed = pkg.from_wire("Entry", {"text": "t", "priority": 1.0})
    assert parsed.priority == 1 and type(parsed.priority) is int
    wire = pkg.to_wire(pkg.from_wire("Entry", {"text": "t", "priority": -0.0}))
    assert wire == {"text": "t", "priority": 0} and type(wire["priority"]) is int
    with pytest.raises(pkg.WireError):
        pkg.from_wire("Entry", {"text": "t", "priority": 1.5})


def test_unknown_x_keywords_are_named_in_warnings() -> None:
    document: dict[str, Any] = {
        "$defs": {
            "A": {
                "type": "object",
                "properties": {"a": {"type": "string", "x-deserialize-new-thing": True}},
                "x-other": 1,
            },
            "B": {"type": "string", "x-deserialize-new-thing": True},
        }
    }
    notes = build_model(in_memory(document, "doc.json")).notes
    assert notes == (
        "doc.json#/$defs/A/properties/a/x-deserialize-new-thing (and 1 more): keyword "
        "'x-deserialize-new-thing' is not known to acp-codegen; the generated code ignores it",
        "doc.json#/$defs/A/x-other: keyword 'x-other' is not known to acp-codegen; the "
        "generated code ignores it",
    )
    known = {"$defs": {"A": {"type": "string", "x-deserialize-default-on-null": True}}}
    assert build_model(in_memory(known, "doc.json")).notes == ()
