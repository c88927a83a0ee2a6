"""The proposal's capability checks, generated from the schema's annotations.

What the generated ``capabilities.py`` needs is read from the merged schema:

- the capability definition is the one annotated ``x-baseline-content-block-types``
  (the always-allowed block types); its fields annotated ``x-content-block-type`` are the
  opt-in types, and the Agent's prompt capabilities use the same field names;
- the path from ``ClientCapabilities`` down to that definition (v1 and v2 differ);
- the session update union's variant for ``PromptSuggestionsUpdate`` (its discriminator
  property and value), the notification (annotated ``x-method: session/update``) that
  carries that union, and the suggestion and content block shapes below the update.

The three names below are the API's own vocabulary (the argument types the proposal
names), not a table of special cases.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from acp_codegen import vocabulary
from acp_codegen.errors import GenerationError
from acp_codegen.load.shapes import find_discriminator, tag_of
from acp_codegen.render.environment import render_template
from acp_codegen.validators.literals import py_literal

CLIENT_CAPABILITIES_TYPE = "ClientCapabilities"
AGENT_PROMPT_CAPABILITIES_TYPE = "PromptCapabilities"
UPDATE_TYPE = "PromptSuggestionsUpdate"
NOTIFICATION_METHOD = "session/update"

BASELINE_ANNOTATION = vocabulary.BASELINE_BLOCK_TYPES
BLOCK_TYPE_ANNOTATION = vocabulary.BLOCK_TYPE


def _ref_name(schema: Any) -> str | None:
    """The definition a property schema stands for: ``$ref``, ``allOf: [$ref]`` or
    ``anyOf: [$ref, null]``."""
    if not isinstance(schema, dict):
        return None
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return ref[len("#/$defs/") :]
    for keyword in ("allOf", "anyOf", "oneOf"):
        options = schema.get(keyword)
        if isinstance(options, list):
            names = [_ref_name(o) for o in options]
            found = [n for n in names if n is not None]
            rest = [o for o, n in zip(options, names, strict=True) if n is None]
            if len(found) == 1 and all(o == {"type": "null"} for o in rest):
                return found[0]
    return None


def _properties(schema: Any) -> dict[str, Any]:
    props = schema.get("properties") if isinstance(schema, dict) else None
    return props if isinstance(props, dict) else {}


def _array_of(schema: Any) -> str | None:
    return _ref_name(schema.get("items")) if isinstance(schema, dict) else None


def _array_property(schema: Any) -> tuple[str, str] | None:
    """The first property of ``schema`` that is an array of a definition, with its name."""
    for name, prop in _properties(schema).items():
        items = _array_of(prop)
        if items is not None:
            return name, items
    return None


def render_capabilities_module(
    document: dict[str, Any], *, source_label: str, header: str = ""
) -> str | None:
    """Source of ``capabilities.py``, or None when the schema has no suggestions capability.
    ``header`` (comment lines) goes first."""
    defs: dict[str, Any] = document.get("$defs", {})
    capability = next(
        (n for n, s in defs.items() if isinstance(s, dict) and BASELINE_ANNOTATION in s), None
    )
    if capability is None:
        return None

    def problem(message: str) -> GenerationError:
        return GenerationError.single(source_label, f"/$defs/{capability}", message)

    baseline = defs[capability][BASELINE_ANNOTATION]
    opt_in = [
        (field, schema[BLOCK_TYPE_ANNOTATION])
        for field, schema in _properties(defs[capability]).items()
        if isinstance(schema, dict) and BLOCK_TYPE_ANNOTATION in schema
    ]
    agent_fields = _properties(defs.get(AGENT_PROMPT_CAPABILITIES_TYPE))
    agent_boolean = sorted(
        field for field, _ in opt_in if _schema_type(defs, agent_fields.get(field)) == "boolean"
    )
    client_path = _path_between(defs, CLIENT_CAPABILITIES_TYPE, capability)
    if client_path is None:
        raise problem(f"{CLIENT_CAPABILITIES_TYPE} has no property path to {capability}")

    suggestions = _array_property(defs.get(UPDATE_TYPE))
    if suggestions is None or suggestions[1] not in defs:
        raise problem(f"{UPDATE_TYPE} has no array of suggestions")
    suggestion_type = suggestions[1]
    prompt = _array_property(defs[suggestion_type])
    if prompt is None or not isinstance(defs.get(prompt[1]), dict):
        raise problem(f"{suggestion_type} has no prompt array")
    block_union = defs[prompt[1]].get("anyOf") or defs[prompt[1]].get("oneOf") or []
    block_type_property = find_discriminator(block_union)

    union_name, tag_property, tag = _variant_of(defs, UPDATE_TYPE) or (None, None, None)
    notification_property = next(
        (
            name
            for schema in defs.values()
            if isinstance(schema, dict) and schema.get("x-method") == NOTIFICATION_METHOD
            for name, prop in _properties(schema).items()
            if _ref_name(prop) == union_name
        ),
        None,
    )
    if block_type_property is None or tag is None or notification_property is None:
        raise problem("cannot find the update's discriminator, its notification or the block type")
    return render_template(
        "validation/capabilities.py.jinja",
        header=header,
        label=source_label,
        runtime_module="_validation_runtime",
        client_path=_tuple(client_path),
        baseline=f"frozenset({{{', '.join(py_literal(t) for t in baseline)}}})",
        agent_boolean_fields=f"frozenset({{{', '.join(py_literal(f) for f in agent_boolean)}}})"
        if agent_boolean
        else "frozenset()",
        agent_form=", ".join(f"``{f}``: ``true``" for f in agent_boolean) or "objects, ``{}``",
        opt_in=_tuple([f"({py_literal(f)}, {py_literal(b)})" for f, b in opt_in], raw=True),
        update_property=py_literal(notification_property),
        tag_property=py_literal(tag_property),
        tag=py_literal(tag),
        suggestions_property=py_literal(suggestions[0]),
        prompt_property=py_literal(prompt[0]),
        block_type_property=py_literal(block_type_property),
        suggestion_type=py_literal(suggestion_type),
    )


def _schema_type(defs: dict[str, Any], schema: Any) -> Any:
    """The ``type`` of a property schema, through one ``$ref`` or ``allOf: [$ref]``."""
    if not isinstance(schema, dict):
        return None
    if "type" in schema:
        return schema["type"]
    name = _ref_name(schema)
    target = defs.get(name) if name is not None else None
    return target.get("type") if isinstance(target, dict) else None


def _tuple(items: list[str], *, raw: bool = False) -> str:
    parts = items if raw else [py_literal(i) for i in items]
    return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"


def _path_between(defs: dict[str, Any], start: str, goal: str) -> list[str] | None:
    """Shortest chain of property names leading from definition ``start`` to ``goal``."""
    queue: deque[tuple[str, list[str]]] = deque([(start, [])])
    seen = {start}
    while queue:
        name, path = queue.popleft()
        for prop, schema in _properties(defs.get(name)).items():
            target = _ref_name(schema)
            if target == goal:
                return [*path, prop]
            if target is not None and target not in seen:
                seen.add(target)
                queue.append((target, [*path, prop]))
    return None


def _variant_of(defs: dict[str, Any], member: str) -> tuple[str, str, str] | None:
    """(union, discriminator, value) of the union variant that is ``member``."""
    for name, schema in defs.items():
        for keyword in ("anyOf", "oneOf"):
            union = schema.get(keyword) if isinstance(schema, dict) else None
            if not isinstance(union, list):
                continue
            prop = find_discriminator(union)
            for variant in union:
                if (
                    prop
                    and isinstance(variant, dict)
                    and _ref_name({"allOf": variant.get("allOf", [])}) == member
                ):
                    return name, prop, tag_of(variant, prop)
    return None
