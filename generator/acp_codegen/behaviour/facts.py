"""What the behaviour modules need to know about one protocol version.

Most of it comes from the model: the method table names the notification that carries
session updates and the request and result types of ``initialize``, and the ``SessionUpdate``
union names the variant that carries a ``PromptSuggestionsUpdate``. The rest are protocol facts
that differ between v1 and v2 and that the proposal states in words (when a prompt counts as
accepted, which method replays history, where each side's capabilities sit in ``initialize``);
they are data here, one row per version, for the templates to place.
"""

from __future__ import annotations

from dataclasses import dataclass

from acp_codegen.errors import GenerationError
from acp_codegen.model.types import Model, ObjectDef, Ref, UnionDef

# The definition the proposal adds; a model without it gets no behaviour modules.
UPDATE_DEFINITION = "PromptSuggestionsUpdate"
SESSION_UPDATE_METHOD = "session/update"
PROMPT_METHOD = "session/prompt"
INITIALIZE_METHOD = "initialize"


@dataclass(frozen=True)
class VersionFacts:
    """Protocol facts of one version, as the proposal and the protocol pages state them."""

    # The `protocolVersion` that `initialize` negotiates for this version.
    protocol_version: int

    # Wire path of the Client's capabilities in the `initialize` request params.
    client_capabilities_path: tuple[str, ...]
    # Wire path of the Agent's prompt capabilities in the `initialize` result.
    agent_prompt_capabilities_path: tuple[str, ...]
    # The request whose updates, before its response, replay the session's history.
    replay_method: str
    # How the Agent accepts a prompt: "request" (v1: when `session/prompt` arrives) or
    # "insertion" (v2: when it inserts the user message).
    acceptance: str
    # v2: the updates that insert a user message (keyed by `messageId`).
    user_message_updates: tuple[str, ...]
    # v2: the update that reports foreground work; the next one after an accepted prompt is
    # where a log proves the list was not replaced or withdrawn.
    state_update: str | None


VERSION_FACTS = {
    "v1": VersionFacts(
        protocol_version=1,
        client_capabilities_path=("clientCapabilities",),
        agent_prompt_capabilities_path=("agentCapabilities", "promptCapabilities"),
        replay_method="session/load",
        acceptance="request",
        user_message_updates=(),
        state_update=None,
    ),
    "v2": VersionFacts(
        protocol_version=2,
        client_capabilities_path=("capabilities",),
        agent_prompt_capabilities_path=("capabilities", "session", "prompt"),
        replay_method="session/resume",
        acceptance="insertion",
        user_message_updates=("user_message", "user_message_chunk"),
        state_update="state_update",
    ),
}


@dataclass(frozen=True)
class ModelFacts:
    """Names the templates place, found in the model rather than spelled out."""

    notification: str  # schema name of the `session/update` params
    notification_class: str
    union: str  # schema name of the session update union
    variant_class: str  # the SessionUpdate variant that carries the update
    discriminator: str  # its discriminator's wire name ("sessionUpdate")
    tag: str  # its discriminator value ("prompt_suggestions_update")


def has_additions(model: Model) -> bool:
    return UPDATE_DEFINITION in model.definitions


def model_facts(model: Model) -> ModelFacts:
    """Find the notification and the update's union variant; fail naming what is missing."""
    method = next((m for m in model.methods if m.name == SESSION_UPDATE_METHOD), None)
    if method is None:
        raise GenerationError.single(model.title, "", f"no {SESSION_UPDATE_METHOD} method")
    notification = model.definitions[method.params]
    assert isinstance(notification, ObjectDef)
    for field in notification.fields:
        union = model.resolve(field.type)
        if not isinstance(union, Ref):
            continue
        definition = model.definitions[union.name]
        if not isinstance(definition, UnionDef):
            continue
        for variant in definition.variants:
            if variant.object.base == UPDATE_DEFINITION and isinstance(variant.tag, str):
                return ModelFacts(
                    notification=method.params,
                    notification_class=notification.class_name,
                    union=union.name,
                    variant_class=variant.object.class_name,
                    discriminator=definition.discriminator or "",
                    tag=variant.tag,
                )
    raise GenerationError.single(
        model.title, notification.pointer, f"no union variant carries {UPDATE_DEFINITION}"
    )


def variant_class(model: Model, union: str, tag: str) -> str:
    """The class of the variant of ``union`` tagged ``tag``."""
    definition = model.definitions[union]
    assert isinstance(definition, UnionDef)
    for variant in definition.variants:
        if variant.tag == tag:
            return variant.object.class_name
    raise GenerationError.single(model.title, definition.pointer, f"no variant {tag!r}")
