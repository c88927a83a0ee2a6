"""Prompt Suggestions capability checks for schema/v2/acp.json + schema/v2/prompt-suggestions.json.

Generated from the schema's annotations; do not edit. A capability counts as advertised
when its value is an object (``{}``) or, for the Agent's boolean prompt capabilities,
``true``; omitted and ``null`` both mean not advertised, anywhere on the path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ._validation_runtime import ValidationError
from .validation import is_valid

__all__ = [
    "allowed_block_types",
    "check_update_for_client",
    "may_send",
    "usable_suggestions",
]

CLIENT_CAPABILITY_PATH: Final[tuple[str, ...]] = ("session", "promptSuggestions")
"""Where ClientCapabilities holds the promptSuggestions capability."""
BASELINE_BLOCK_TYPES: Final[frozenset[str]] = frozenset({"text", "resource_link"})
"""Block types every Client that advertises the capability can offer."""
OPT_IN_BLOCK_TYPES: Final[tuple[tuple[str, str], ...]] = (
    ("image", "image"),
    ("audio", "audio"),
    ("embeddedContext", "resource"),
)
"""(capability field, block type): allowed when both sides advertise the field."""
UPDATE_PROPERTY: Final = "update"
UPDATE_TAG_PROPERTY: Final = "sessionUpdate"
UPDATE_TAG: Final = "prompt_suggestions_update"
SUGGESTIONS_PROPERTY: Final = "suggestions"
PROMPT_PROPERTY: Final = "prompt"
BLOCK_TYPE_PROPERTY: Final = "type"
SUGGESTION_TYPE: Final = "PromptSuggestion"


def _advertised(value: object) -> bool:
    return value is True or type(value) is dict


def _capability(
    client_capabilities: Mapping[str, object],
) -> Mapping[str, object] | None:
    node: object = client_capabilities
    for name in CLIENT_CAPABILITY_PATH:
        if not isinstance(node, Mapping):
            return None
        node = node.get(name)
    return node if isinstance(node, dict) else None


def may_send(client_capabilities: Mapping[str, object]) -> bool:
    """Whether an Agent may send the update to a Client with these ClientCapabilities."""
    return _capability(client_capabilities) is not None


def _client_block_types(capability: Mapping[str, object]) -> set[str]:
    types = set(BASELINE_BLOCK_TYPES)
    types.update(
        block
        for field, block in OPT_IN_BLOCK_TYPES
        if _advertised(capability.get(field))
    )
    return types


def allowed_block_types(
    client_capabilities: Mapping[str, object],
    agent_prompt_capabilities: Mapping[str, object],
) -> frozenset[str]:
    """The content block types an Agent may put in suggestions for this Client."""
    capability = _capability(client_capabilities)
    if capability is None:
        return frozenset()
    agent = (
        agent_prompt_capabilities
        if isinstance(agent_prompt_capabilities, Mapping)
        else {}
    )
    opted_in = {
        block for field, block in OPT_IN_BLOCK_TYPES if _advertised(agent.get(field))
    }
    return frozenset(
        t
        for t in _client_block_types(capability)
        if t in BASELINE_BLOCK_TYPES or t in opted_in
    )


def _suggestions_update(update: object) -> tuple[Mapping[str, object] | None, str]:
    """The suggestions update inside a notification, a session update or the update itself."""
    if not isinstance(update, Mapping):
        return None, ""
    path = ""
    inner = update.get(UPDATE_PROPERTY)
    if UPDATE_TAG_PROPERTY not in update and isinstance(inner, Mapping):
        update, path = inner, "/" + UPDATE_PROPERTY
    if UPDATE_TAG_PROPERTY in update and update.get(UPDATE_TAG_PROPERTY) != UPDATE_TAG:
        return None, path
    return update, path


def _blocks(update: Mapping[str, object]) -> list[tuple[int, int, object]]:
    found = []
    suggestions = update.get(SUGGESTIONS_PROPERTY)
    for index, suggestion in enumerate(
        suggestions if isinstance(suggestions, list) else []
    ):
        prompt = (
            suggestion.get(PROMPT_PROPERTY) if isinstance(suggestion, Mapping) else None
        )
        for position, block in enumerate(prompt if isinstance(prompt, list) else []):
            found.append((index, position, block))
    return found


def _block_type(block: object) -> object:
    return block.get(BLOCK_TYPE_PROPERTY) if isinstance(block, Mapping) else None


def check_update_for_client(
    update: object,
    client_capabilities: Mapping[str, object],
    agent_prompt_capabilities: Mapping[str, object],
) -> list[ValidationError]:
    """Whether the Agent may send ``update`` to this Client (empty list when it may).

    ``update`` is a notification, a session update or the suggestions update itself;
    other kinds of session update are not subject to these rules and get no errors.
    """
    found, path = _suggestions_update(update)
    if found is None:
        return []
    if not may_send(client_capabilities):
        message = "the Client does not advertise promptSuggestions, so the Agent must not send this update"
        return [ValidationError(path, "capability-not-advertised", message)]
    allowed = allowed_block_types(client_capabilities, agent_prompt_capabilities)
    errors = []
    for index, position, block in _blocks(found):
        block_type = _block_type(block)
        if block_type not in allowed:
            where = (
                f"{path}/{SUGGESTIONS_PROPERTY}/{index}/{PROMPT_PROPERTY}/{position}"
            )
            shown = (
                block_type
                if isinstance(block_type, str)
                else repr(type(block_type).__name__)
            )
            message = (
                f"{shown!r} blocks are not allowed: both sides must advertise the type "
                f"(allowed: {', '.join(sorted(allowed))})"
            )
            errors.append(ValidationError(where, "content-type-not-allowed", message))
    return errors


def usable_suggestions(
    update: object, client_capabilities: Mapping[str, object]
) -> list[object]:
    """The suggestions a Client can offer, in order, skipping whole suggestions it cannot use.

    A suggestion is skipped when it is not valid or has a block of a type the Client does
    not advertise; a Client that does not advertise the capability can use none.
    """
    found, _ = _suggestions_update(update)
    capability = _capability(client_capabilities)
    suggestions = found.get(SUGGESTIONS_PROPERTY) if found is not None else None
    if capability is None or not isinstance(suggestions, list):
        return []
    types = _client_block_types(capability)
    usable = []
    for suggestion in suggestions:
        prompt = (
            suggestion.get(PROMPT_PROPERTY) if isinstance(suggestion, Mapping) else None
        )
        if not is_valid(SUGGESTION_TYPE, suggestion) or not isinstance(prompt, list):
            continue
        if all(_block_type(block) in types for block in prompt):
            usable.append(suggestion)
    return usable
