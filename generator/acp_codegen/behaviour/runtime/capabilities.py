"""The proposal's capability checks: who may send which content block types.

A capability counts as advertised when its value has the form the schema gives it: an
object (``{}``) for the Client's capability (at ``CLIENT_CAPABILITY_PATH``) and its
fields ("The fields are objects in both versions"), and the schema's own form for the
Agent's prompt capabilities (``true`` for the fields in ``AGENT_BOOLEAN_FIELDS``, ``{}``
for the others). Anything else advertises nothing: omitted and ``null`` anywhere on the
path, and a value of the wrong form such as ``true`` where the schema says object, which
the tolerant models also read as not advertised.

Every function takes capabilities and updates either as the generated models or in their
wire form (the JSON object); ``None`` for capabilities means none advertised. Any other
argument raises :class:`TypeError` rather than give a wrong answer. A suggestions update
is known by its tag, alone or as a notification's update: an update without the tag is
not one, whatever else it holds.

Which capability, fields and block types these are is the schema's: ``_facts`` holds
them, from the schema's annotations (``x-baseline-content-block-types``,
``x-content-block-type``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from ._facts import (
    AGENT_BOOLEAN_FIELDS,
    AGENT_PROMPT_CAPABILITIES_PATH,
    BASELINE_BLOCK_TYPES,
    BLOCK_TYPE_PROPERTY,
    CLIENT_CAPABILITY_PATH,
    DISCRIMINATOR,
    OPT_IN_BLOCK_TYPES,
    PROMPT_PROPERTY,
    SUGGESTION_TYPE,
    SUGGESTIONS_PROPERTY,
    SUGGESTIONS_TAG,
    UPDATE_PROPERTY,
    Model,
    ValidationError,
    from_wire,
    is_valid,
    to_wire,
)

__all__ = [
    "CapabilitiesArgument",
    "advertising_suggestions",
    "agent_prompt_capabilities",
    "allowed_block_types",
    "check_update_for_client",
    "is_suggestions_update",
    "may_send",
    "readable_suggestions",
    "usable_suggestions",
]

CapabilitiesArgument = Mapping[str, object] | Model | None
"""Capabilities as a model, its wire form, or None (nothing advertised)."""


def json_object(value: object) -> Mapping[str, object] | None:
    """Return ``value`` when it is a JSON object (a mapping), else None."""
    return cast("Mapping[str, object]", value) if isinstance(value, Mapping) else None


def _wire_form(value: object, argument: str, *, json_values: bool = False) -> object:
    """Return ``value`` in its wire form.

    A model's is its ``_flavour.to_wire``, a mapping's the mapping, ``None``'s an empty
    object. With ``json_values``, any other JSON value is kept (an update of the wrong
    shape is for the validators to report). Anything else is a ``TypeError``.
    """
    if value is None and not json_values:
        return {}
    if isinstance(value, Mapping):
        return value
    wire = to_wire(value)
    if wire is not None:
        return wire
    if json_values and (value is None or isinstance(value, list | str | int | float)):
        return value
    expected = "a generated model or its wire form (a JSON object)"
    message = f"{argument}: expected {expected}, got {type(value).__name__}"
    raise TypeError(message)


def _client_advertised(value: object) -> bool:
    return isinstance(value, Mapping)


def _agent_advertised(field: str, value: object) -> bool:
    return (
        value is True if field in AGENT_BOOLEAN_FIELDS else isinstance(value, Mapping)
    )


def _object_at(
    value: object, path: tuple[str, ...], argument: str
) -> Mapping[str, object] | None:
    """Return the JSON object at ``path`` in ``value``'s wire form, or None."""
    node: object = _wire_form(value, argument)
    for name in path:
        mapping = json_object(node)
        if mapping is None:
            return None
        node = mapping.get(name)
    return json_object(node)


def _capability(client_capabilities: object) -> Mapping[str, object] | None:
    path = CLIENT_CAPABILITY_PATH
    return _object_at(client_capabilities, path, "client_capabilities")


def agent_prompt_capabilities(initialize_result: object) -> Mapping[str, object] | None:
    """Return the Agent's prompt capabilities in its ``initialize`` result, or None.

    ``initialize_result`` is the response's result, as a model or its wire form; None
    when it advertises none (the baseline).
    """
    path = AGENT_PROMPT_CAPABILITIES_PATH
    return _object_at(initialize_result, path, "initialize_result")


Capabilities = TypeVar("Capabilities", bound="Mapping[str, object] | Model")


def advertising_suggestions(
    client_capabilities: Capabilities, *block_types: str
) -> Capabilities:
    """Return a Client's capabilities with the proposal's capability advertised.

    ``client_capabilities`` are the Client's other capabilities, as a model (a model of
    the same class is returned) or its wire form (a JSON object is returned);
    ``block_types`` are the content block types beyond the baseline the Client can
    offer (``"image"``, ``"audio"``, ``"resource"``): each sets its field of the
    capability. Raises :class:`ValueError` for a type no field enables.
    """
    fields = {block: field for field, block in OPT_IN_BLOCK_TYPES}
    unknown = [block for block in block_types if block not in fields]
    if unknown:
        message = (
            f"block types {unknown} need no capability or have none; the opt-in "
            f"types are {sorted(fields)} ({sorted(BASELINE_BLOCK_TYPES)} always)"
        )
        raise ValueError(message)
    given = _wire_form(client_capabilities, "client_capabilities")
    wire = dict(json_object(given) or {})
    capability: dict[str, object] = {fields[block]: {} for block in block_types}
    node = wire
    *groups, name = CLIENT_CAPABILITY_PATH
    for group in groups:
        inner = json_object(node.get(group))
        node[group] = node = dict(inner) if inner is not None else {}
    node[name] = capability
    if isinstance(client_capabilities, Mapping):
        return cast("Capabilities", wire)
    # The class of the given model, whichever of the package's (or the SDK's) it is.
    model: Any = type(client_capabilities)
    return cast("Capabilities", from_wire(model, wire))


def may_send(client_capabilities: CapabilitiesArgument) -> bool:
    """Tell whether an Agent may send the update to a Client with these capabilities."""
    return _capability(client_capabilities) is not None


def _client_block_types(capability: Mapping[str, object]) -> set[str]:
    types = set(BASELINE_BLOCK_TYPES)
    types.update(
        block
        for field, block in OPT_IN_BLOCK_TYPES
        if _client_advertised(capability.get(field))
    )
    return types


def allowed_block_types(
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> frozenset[str]:
    """Return the content block types the Agent may suggest to this Client."""
    capability = _capability(client_capabilities)
    wire = _wire_form(agent_prompt_capabilities, "agent_prompt_capabilities")
    if capability is None:
        return frozenset()
    agent = json_object(wire) or {}
    opted_in = {
        block
        for field, block in OPT_IN_BLOCK_TYPES
        if _agent_advertised(field, agent.get(field))
    }
    return frozenset(
        t
        for t in _client_block_types(capability)
        if t in BASELINE_BLOCK_TYPES or t in opted_in
    )


def is_suggestions_update(update: object) -> bool:
    """Tell whether ``update`` is a suggestions update with its list.

    ``update`` is a notification or a session update, as a model or its wire form. Such
    an update replaces the current list; other session updates, and updates without
    their tag, leave the list as it is.
    """
    found, _ = _suggestions_update(update)
    return found is not None and isinstance(found.get(SUGGESTIONS_PROPERTY), list)


def _suggestions_update(update: object) -> tuple[Mapping[str, object] | None, str]:
    """Find the suggestions update in a notification or a session update, and its path.

    None when the session update's tag is not the suggestions tag, or missing.
    """
    found = json_object(_wire_form(update, "update", json_values=True))
    if found is None:
        return None, ""
    path = ""
    inner = json_object(found.get(UPDATE_PROPERTY))
    if DISCRIMINATOR not in found and inner is not None:
        found, path = inner, "/" + UPDATE_PROPERTY
    if found.get(DISCRIMINATOR) != SUGGESTIONS_TAG:
        return None, path
    return found, path


def _blocks(update: Mapping[str, object]) -> list[tuple[int, int, object]]:
    found = []
    suggestions = update.get(SUGGESTIONS_PROPERTY)
    for index, suggestion in enumerate(
        suggestions if isinstance(suggestions, list) else []
    ):
        prompt = _prompt(suggestion)
        for position, block in enumerate(prompt if isinstance(prompt, list) else []):
            found.append((index, position, block))
    return found


def _prompt(suggestion: object) -> object:
    mapping = json_object(suggestion)
    return mapping.get(PROMPT_PROPERTY) if mapping is not None else None


def _block_type(block: object) -> object:
    mapping = json_object(block)
    return mapping.get(BLOCK_TYPE_PROPERTY) if mapping is not None else None


def check_update_for_client(
    update: object,
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> list[ValidationError]:
    """List why the Agent may not send ``update`` to this Client (empty when it may).

    ``update`` is a notification or a session update; other kinds of session update are
    not subject to these rules and get no errors. A block without a string type has no
    type to judge: the schema's errors name what is wrong with it.
    """
    found, path = _suggestions_update(update)
    _wire_form(agent_prompt_capabilities, "agent_prompt_capabilities")
    if found is None:
        # A wrong argument is an error whatever the update.
        _capability(client_capabilities)
        return []
    if not may_send(client_capabilities):
        message = (
            f"the Client does not advertise {CLIENT_CAPABILITY_PATH[-1]}, so the Agent "
            "must not send this update"
        )
        return [ValidationError(path, "capability-not-advertised", message)]
    allowed = allowed_block_types(client_capabilities, agent_prompt_capabilities)
    errors = []
    for index, position, block in _blocks(found):
        block_type = _block_type(block)
        if isinstance(block_type, str) and block_type not in allowed:
            where = (
                f"{path}/{SUGGESTIONS_PROPERTY}/{index}/{PROMPT_PROPERTY}/{position}"
            )
            message = (
                f"{block_type!r} blocks are not allowed: both sides must advertise the "
                f"type (allowed: {', '.join(sorted(allowed))})"
            )
            errors.append(ValidationError(where, "content-type-not-allowed", message))
    return errors


def readable_suggestions(update: object) -> list[object]:
    """Return the suggestions of a suggestions update that are valid as they are.

    In order: what a Client can read without changing it ("A Client can send an accepted
    suggestion in that field unchanged"); [] for any other update. A suggestion that is
    not valid is skipped whole, never trimmed to what is valid in it.
    """
    found, _ = _suggestions_update(update)
    suggestions = found.get(SUGGESTIONS_PROPERTY) if found is not None else None
    if not isinstance(suggestions, list):
        return []
    return [
        suggestion
        for suggestion in suggestions
        if is_valid(SUGGESTION_TYPE, suggestion)
    ]


def usable_suggestions(
    update: object,
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> list[object]:
    """Return the suggestions a Client can offer, in order.

    It skips whole suggestions it cannot use: one that is not valid (see
    :func:`readable_suggestions`) or has a block of a type not allowed by both sides'
    capabilities (:func:`allowed_block_types`): the Client offers only what it can send
    to this Agent. A Client that does not advertise the capability can use none.
    """
    types = allowed_block_types(client_capabilities, agent_prompt_capabilities)
    usable = []
    for suggestion in readable_suggestions(update):
        prompt = _prompt(suggestion)
        if isinstance(prompt, list) and all(
            _block_type(block) in types for block in prompt
        ):
            usable.append(suggestion)
    return usable
