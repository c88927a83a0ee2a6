"""``diff_schemas``: changes between releases, each marked compatible or wire-breaking."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from acp_codegen.diff import diff_schemas, exit_status, render_json, render_text
from support import in_fresh_interpreter, upstream_schema


def base() -> dict[str, Any]:
    return {
        "$defs": {
            "Thing": {
                "type": "object",
                "properties": {"a": {"type": "string"}, "b": {"type": "integer"}},
                "required": ["a"],
            },
            "Shape": {
                "oneOf": [
                    {
                        "type": "object",
                        "properties": {"kind": {"const": "circle"}, "r": {"type": "number"}},
                        "required": ["kind"],
                    },
                    {
                        "type": "object",
                        "properties": {"kind": {"const": "square"}},
                        "required": ["kind"],
                    },
                ]
            },
            "Mode": {"type": "string", "enum": ["on", "off"]},
        }
    }


def verdicts(old: dict[str, Any], new: dict[str, Any]) -> dict[tuple[str, str | None], str]:
    return {(c.kind, c.member): c.verdict for c in diff_schemas(old, new).changes}


def edited(path: list[str | int], value: Any, delete: bool = False) -> dict[str, Any]:
    document = copy.deepcopy(base())
    node: Any = document
    for key in path[:-1]:
        node = node[key]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return document


def test_no_change_is_empty_and_descriptions_do_not_count() -> None:
    new = edited(["$defs", "Thing", "description"], "Now documented.")
    report = diff_schemas(base(), new)
    assert report.changes == ()
    assert render_text(report) == "No changes.\n"
    assert exit_status(report) == 0


@pytest.mark.parametrize(
    ("path", "value", "delete", "expected"),
    [
        (
            ["$defs", "Thing", "properties", "c"],
            {"type": "string"},
            False,
            ("field-added", "c", "compatible"),
        ),
        (
            ["$defs", "Thing", "required"],
            ["a", "b"],
            False,
            ("field-requiredness", "b", "breaking"),
        ),
        (["$defs", "Thing", "required"], [], False, ("field-requiredness", "a", "breaking")),
        (["$defs", "Thing", "properties", "b"], None, True, ("field-removed", "b", "compatible")),
        (["$defs", "Thing", "properties", "a"], None, True, ("field-removed", "a", "breaking")),
        (
            ["$defs", "Thing", "properties", "b"],
            {"type": ["integer", "null"]},
            False,
            ("field-nullability", "b", "breaking"),
        ),
        (
            ["$defs", "Thing", "properties", "b"],
            {"type": "string"},
            False,
            ("field-type", "b", "breaking"),
        ),
        (
            ["$defs", "Thing", "additionalProperties"],
            False,
            False,
            ("unknown-keys", None, "breaking"),
        ),
        (
            ["$defs", "Mode", "enum"],
            ["on", "off", "auto"],
            False,
            ("value-added", "'auto'", "breaking"),
        ),
        (["$defs", "Mode", "enum"], ["on"], False, ("value-removed", "'off'", "breaking")),
        (
            ["$defs", "Shape", "oneOf", 1],
            {"type": "object", "properties": {"kind": {"const": "oval"}}, "required": ["kind"]},
            False,
            ("variant-added", "'oval'", "breaking"),
        ),
        (["$defs", "Gone"], {"type": "string"}, False, ("definition-added", None, "compatible")),
        (["$defs", "Mode"], None, True, ("definition-removed", None, "breaking")),
    ],
)
def test_rules(path: list[Any], value: Any, delete: bool, expected: tuple[str, Any, str]) -> None:
    kind, member, verdict = expected
    found = verdicts(base(), edited(path, value, delete))
    assert found.get((kind, member)) == verdict, found


def test_open_unions_take_new_variants_compatibly() -> None:
    def with_other(tags: list[str]) -> dict[str, Any]:
        document = base()
        other = {
            "type": "object",
            "properties": {"kind": {"type": "string"}},
            "required": ["kind"],
            "not": {"anyOf": [{"properties": {"kind": {"const": t}}} for t in tags]},
        }
        document["$defs"]["Shape"]["oneOf"].append(other)
        return document

    old = with_other(["circle", "square"])
    new = copy.deepcopy(old)
    new["$defs"]["Shape"]["oneOf"].insert(
        2, {"type": "object", "properties": {"kind": {"const": "oval"}}, "required": ["kind"]}
    )
    assert verdicts(old, new)[("variant-added", "'oval'")] == "compatible"
    assert verdicts(base(), old)[("openness", None)] == "compatible"
    assert verdicts(old, base())[("openness", None)] == "breaking"


def test_upstream_v1_stable_to_unstable() -> None:
    old = json.loads(upstream_schema("v1", False).read_text())
    new = json.loads(upstream_schema("v1", True).read_text())
    report = diff_schemas(old, new)
    by_message = {c.message: c.verdict for c in report.changes}
    # v1's SessionUpdate is closed: a new variant breaks old clients
    assert by_message["variant 'notice' added to a closed SessionUpdate"] == "breaking"
    assert by_message["optional field 'fork' added"] == "compatible"
    assert any(c.kind == "method-added" and c.verdict == "compatible" for c in report.changes)
    assert not any(c.kind == "definition-removed" for c in report.changes)
    payload = json.loads(render_json(report))
    assert payload["breaking"] == len(report.breaking) > 0
    assert payload["breaking"] + payload["compatible"] == len(payload["changes"])
    text = render_text(report)
    assert text.startswith("Wire-breaking changes")
    assert exit_status(report) == 1
    # and the way back: everything the unstable file added is gone, which breaks
    back = diff_schemas(new, old)
    assert any(c.kind == "method-removed" and c.breaking for c in back.changes)


def test_upstream_v2_stable_to_unstable_is_compatible() -> None:
    """v2's unions are open, so upstream's unstable additions break nothing on the wire."""
    old = json.loads(upstream_schema("v2", False).read_text())
    new = json.loads(upstream_schema("v2", True).read_text())
    report = diff_schemas(old, new)
    assert report.changes and not report.breaking, render_text(report)


def test_report_is_deterministic() -> None:
    """A fresh interpreter, with another hash seed, makes the same report byte for byte."""
    old, new = upstream_schema("v1", False), upstream_schema("v1", True)
    here = render_json(diff_schemas(json.loads(old.read_text()), json.loads(new.read_text())))
    code = (
        "import json, pathlib\n"
        "from acp_codegen.diff import diff_schemas, render_json\n"
        f"old = json.loads(pathlib.Path({str(old)!r}).read_text())\n"
        f"new = json.loads(pathlib.Path({str(new)!r}).read_text())\n"
        "print(render_json(diff_schemas(old, new)), end='')\n"
    )
    assert in_fresh_interpreter(code) == here
