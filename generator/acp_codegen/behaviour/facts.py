"""What the proposal's code needs to know about one protocol version: :class:`ProposalFacts`.

This module is the one place that finds them; the capability checks, the behaviour modules and
the conformance vectors take the facts it builds, and none of them reads the schema again.

Most of it comes from the model: the method table names the notification that carries
session updates and the request and result types of ``initialize``, whose properties lead to
each side's capabilities; the ``SessionUpdate`` union names the variant that carries a
``PromptSuggestionsUpdate``, whose fields lead to the suggestion and the content block union;
the model's capability annotations (``x-baseline-content-block-types``,
``x-content-block-type``) name the Client's capability and its opt-in block types. Every class
name comes from the model too, so a profile that renames classes renames them here. The rest
are protocol facts that differ between v1 and v2 and that the proposal states in words (when a
prompt counts as accepted, which method replays history); they are data here, one row per
version, for the templates to place.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from acp_codegen.errors import GenerationError
from acp_codegen.model.types import (
    Definition,
    Field,
    ListOf,
    Method,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    Variant,
)
from acp_codegen.vocabulary import BASELINE_BLOCK_TYPES

# The definition the proposal adds; a model without it gets no behaviour modules.
UPDATE_DEFINITION = "PromptSuggestionsUpdate"
SESSION_UPDATE_METHOD = "session/update"
PROMPT_METHOD = "session/prompt"
# A new session is ready for a prompt, as after `idle` (v2's foreground work can start there).
NEW_SESSION_METHOD = "session/new"
INITIALIZE_METHOD = "initialize"
# The schema's rule id (`x-acp-rules`) for the `not` that makes a blank prompt invalid.
BLANK_RULE = "prompt-suggestion-blank"
# The API's own vocabulary: the argument types the proposal names.
CLIENT_CAPABILITIES_TYPE = "ClientCapabilities"
AGENT_PROMPT_CAPABILITIES_TYPE = "PromptCapabilities"
# The type of `initialize`'s `protocolVersion`, which states the version a log is of.
PROTOCOL_VERSION_TYPE = "ProtocolVersion"
# The content block type of plain text (the baseline's first, and what the blank rule is about).
TEXT_BLOCK_TYPE = "text"
# The interim form the proposal migrates from: `session_info_update._meta.promptSuggestions`.
INTERIM_UPDATE_TAG = "session_info_update"
INTERIM_META_KEY = "promptSuggestions"


@dataclass(frozen=True)
class VersionFacts:
    """Protocol facts of one version, as the proposal and the protocol pages state them."""

    # The `protocolVersion` that `initialize` negotiates for this version.
    protocol_version: int
    # The requests that start a session over with an empty list ("A loaded or resumed
    # session starts with an empty list"), each with whether its updates before its
    # response replay the session's history: True, False, or the parameter that makes it
    # replay when present and not null (v2's `replayFrom`).
    restart_methods: tuple[tuple[str, bool | str], ...]
    # How the Agent accepts a prompt: "request" (v1: when `session/prompt` arrives) or
    # "insertion" (v2: when it inserts the user message).
    acceptance: str
    # v2: the updates that insert a user message (keyed by `messageId`).
    user_message_updates: tuple[str, ...]
    # v2: the update that reports foreground work; the next one after an accepted prompt is
    # where a log proves the list was not replaced or withdrawn.
    state_update: str | None

    @property
    def replay_method(self) -> str:
        """The restart request that replays the session's history (v2: with its
        parameter)."""
        return next(method for method, replays in self.restart_methods if replays is not False)

    @property
    def resume_method(self) -> str:
        """The restart request that can start the session over without a replay."""
        return next(method for method, replays in self.restart_methods if replays is not True)


VERSION_FACTS = {
    "v1": VersionFacts(
        protocol_version=1,
        restart_methods=(("session/load", True), ("session/resume", False)),
        acceptance="request",
        user_message_updates=(),
        state_update=None,
    ),
    "v2": VersionFacts(
        protocol_version=2,
        restart_methods=(("session/resume", "replayFrom"),),
        acceptance="insertion",
        user_message_updates=("user_message", "user_message_chunk"),
        state_update="state_update",
    ),
}


@dataclass(frozen=True)
class Step:
    """One property on a path through the model: its wire name, its pointer, and the pointer of
    the definition it belongs to."""

    wire_name: str
    pointer: str
    owner: str


@dataclass(frozen=True)
class OptIn:
    """A field of the capability that opts in to a content block type."""

    field: str  # its wire name
    block_type: str  # x-content-block-type
    pointer: str


@dataclass(frozen=True)
class CapabilityFacts:
    """The Client's suggestions capability, from the model's capability annotations."""

    name: str  # the object annotated x-baseline-content-block-types
    client_steps: tuple[Step, ...]  # the properties from ClientCapabilities down to it
    baseline: tuple[str, ...]  # block types allowed whenever the capability is advertised
    opt_in: tuple[OptIn, ...]  # its annotated fields, in schema order
    # The opt-in fields the Agent's prompt capabilities type as booleans, sorted; the others
    # are objects there.
    agent_boolean_fields: tuple[str, ...]

    @property
    def client_path(self) -> tuple[str, ...]:
        """Wire path from ClientCapabilities down to the capability."""
        return tuple(step.wire_name for step in self.client_steps)

    @property
    def opt_in_fields(self) -> tuple[str, ...]:
        return tuple(item.field for item in self.opt_in)

    def agent_form(self, version: str) -> str:
        """How the Agent's prompt capabilities advertise the opt-in fields, for prose:
        ``"booleans in v1, so `{}` advertises nothing"``."""
        booleans = self.agent_boolean_fields
        objects = tuple(f for f in self.opt_in_fields if f not in booleans)
        if not objects:
            return f"booleans in {version}, so `{{}}` advertises nothing"
        if not booleans:
            return f"objects in {version}, so `true` advertises nothing"
        return (
            f"booleans in {version} for {code_list(booleans)}, so `{{}}` advertises nothing "
            f"there, and objects for {code_list(objects)}, so `true` advertises nothing there"
        )


def code_list(words: tuple[str, ...]) -> str:
    """``("a", "b", "c")`` -> ``"`a`, `b` and `c`"``, for prose."""
    quoted = [f"`{word}`" for word in words]
    return " and ".join(filter(None, (", ".join(quoted[:-1]), *quoted[-1:])))


@dataclass(frozen=True)
class ProposalFacts:
    """Names and wire keys the proposal's code places, found in the model."""

    version: str
    protocol: VersionFacts
    notification: str  # schema name of the `session/update` params
    notification_class: str
    notification_property: str  # its field that holds the session update union ("update")
    union: str  # schema name of the session update union
    variant_class: str  # the SessionUpdate variant that carries the update
    interim_class: str  # the SessionUpdate variant that carries the interim `_meta` form
    discriminator: str  # its discriminator's wire name ("sessionUpdate")
    tag: str  # its discriminator value ("prompt_suggestions_update")
    update_pointer: str  # the `PromptSuggestionsUpdate` definition
    suggestions_property: str  # the update's array of suggestions
    suggestion_type: str  # schema name of one suggestion
    suggestion_class: str
    suggestion_pointer: str
    prompt_property: str  # the suggestion's array of content blocks
    block_union: str  # schema name of the content block union
    block_class: str
    # The union's branches' classes, in its order: a module that names no class for the
    # union itself (an SDK's) has the helpers spell it out of these.
    block_classes: tuple[str, ...]
    block_type_property: str  # its discriminator's wire name ("type")
    text_block_class: str  # the content block union's variant of TEXT_BLOCK_TYPE
    initialize_params: str
    initialize_result: str
    # Wire path of the Client's capabilities in the `initialize` request params.
    client_capabilities_path: tuple[str, ...]
    # Wire path of the Agent's prompt capabilities in the `initialize` result.
    agent_prompt_capabilities_path: tuple[str, ...]
    capability: CapabilityFacts


def has_additions(model: Model) -> bool:
    return UPDATE_DEFINITION in model.definitions


def proposal_facts(model: Model, version: str, label: str) -> ProposalFacts | None:
    """The facts of ``model``, or None when it lacks the proposal's additions; fail naming
    what is missing (in the schema ``label``) when it has them only in part."""
    capability = _capability_definition(model)
    if not has_additions(model):
        if capability is not None:
            raise GenerationError.single(
                label, capability.pointer, f"no {UPDATE_DEFINITION} definition"
            )
        return None
    update = model.definitions[UPDATE_DEFINITION]
    if capability is None:
        raise GenerationError.single(
            label,
            update.pointer,
            f"no capability is annotated {BASELINE_BLOCK_TYPES}: a schema that defines"
            f" {UPDATE_DEFINITION} without acp-codegen's annotations (merged files leave them"
            " out) gets them back from the additions, when it carries all of them or they are"
            " merged (--additions)",
        )
    method = _method(model, SESSION_UPDATE_METHOD, label)
    notification = model.definitions[method.params]
    assert isinstance(notification, ObjectDef)
    field, union, variant = _update_variant(model, notification, label)
    suggestions = _array_field(model, update, label)
    suggestion = model.definitions[suggestions[1]]
    prompt = _array_field(model, suggestion, label)
    blocks = model.definitions[prompt[1]]
    if not isinstance(blocks, UnionDef):
        raise GenerationError.single(
            label, blocks.pointer, "the prompt's content blocks are not a tagged union"
        )
    initialize = _method(model, INITIALIZE_METHOD, label)
    if initialize.result is None:
        raise GenerationError.single(label, "", f"{INITIALIZE_METHOD} has no result")
    return ProposalFacts(
        version=version,
        protocol=VERSION_FACTS[version],
        notification=method.params,
        notification_class=notification.class_name,
        notification_property=field.wire_name,
        union=union.name,
        variant_class=variant.object.class_name,
        interim_class=_variant(union, INTERIM_UPDATE_TAG, label).object.class_name,
        discriminator=union.discriminator,
        tag=variant.tag,
        update_pointer=update.pointer,
        suggestions_property=suggestions[0],
        suggestion_type=suggestions[1],
        suggestion_class=suggestion.class_name,
        suggestion_pointer=suggestion.pointer,
        prompt_property=prompt[0],
        block_union=blocks.name,
        block_class=blocks.class_name,
        block_classes=tuple(
            branch.class_name
            for branch in (*(v.object for v in blocks.variants), blocks.other)
            if branch is not None
        ),
        block_type_property=blocks.discriminator,
        text_block_class=_variant(blocks, TEXT_BLOCK_TYPE, label).object.class_name,
        initialize_params=initialize.params,
        initialize_result=initialize.result,
        client_capabilities_path=_required_path(
            model, initialize.params, CLIENT_CAPABILITIES_TYPE, label
        ),
        agent_prompt_capabilities_path=_required_path(
            model, initialize.result, AGENT_PROMPT_CAPABILITIES_TYPE, label
        ),
        capability=_capability_facts(model, capability, label),
    )


def _method(model: Model, name: str, label: str) -> Method:
    method = next((m for m in model.methods if m.name == name), None)
    if method is None:
        raise GenerationError.single(label, "", f"no {name} method")
    return method


def _update_variant(
    model: Model, notification: ObjectDef, label: str
) -> tuple[Field, UnionDef, Variant]:
    """The notification's field that holds the union, the union, and its variant that
    carries the update."""
    for field in notification.fields:
        union = model.resolve(field.type)
        if not isinstance(union, Ref):
            continue
        definition = model.definitions[union.name]
        if not isinstance(definition, UnionDef):
            continue
        for variant in definition.variants:
            if variant.object.base == UPDATE_DEFINITION and isinstance(variant.tag, str):
                return field, definition, variant
    raise GenerationError.single(
        label, notification.pointer, f"no union variant carries {UPDATE_DEFINITION}"
    )


def _named(model: Model, expr: TypeExpr) -> str | None:
    """The definition a field stands for: a reference, possibly nullable, through aliases."""
    expr = model.resolve(expr)
    if isinstance(expr, Nullable):
        expr = model.resolve(expr.inner)
    return expr.name if isinstance(expr, Ref) else None


def _array_field(model: Model, definition: Definition, label: str) -> tuple[str, str]:
    """(wire name, item definition) of the first field of ``definition`` that is an array of
    a definition."""
    if isinstance(definition, ObjectDef):
        for field in definition.fields:
            expr = model.resolve(field.type)
            if isinstance(expr, ListOf):
                item = _named(model, expr.item)
                if item is not None:
                    return field.wire_name, item
    raise GenerationError.single(
        label, definition.pointer, f"{definition.name} has no array of a definition"
    )


def _capability_definition(model: Model) -> ObjectDef | None:
    return next(
        (
            d
            for d in model.definitions.values()
            if isinstance(d, ObjectDef) and d.baseline_block_types is not None
        ),
        None,
    )


def _capability_facts(model: Model, capability: ObjectDef, label: str) -> CapabilityFacts:
    assert capability.baseline_block_types is not None
    opt_in = tuple(
        OptIn(field.wire_name, field.content_block_type, field.pointer)
        for field in capability.fields
        if field.content_block_type is not None
    )
    agent = model.definitions.get(AGENT_PROMPT_CAPABILITIES_TYPE)
    agent_types = (
        {field.wire_name: model.resolve(field.type) for field in agent.fields}
        if isinstance(agent, ObjectDef)
        else {}
    )
    steps = _steps_between(model, CLIENT_CAPABILITIES_TYPE, capability.name)
    if steps is None:
        raise GenerationError.single(
            label,
            capability.pointer,
            f"{CLIENT_CAPABILITIES_TYPE} has no property path to {capability.name}",
        )
    return CapabilityFacts(
        name=capability.name,
        client_steps=steps,
        baseline=capability.baseline_block_types,
        opt_in=opt_in,
        agent_boolean_fields=tuple(
            sorted(
                item.field for item in opt_in if agent_types.get(item.field) == Primitive("bool")
            )
        ),
    )


def _required_path(model: Model, start: str, goal: str, label: str) -> tuple[str, ...]:
    steps = _steps_between(model, start, goal)
    if steps is None:
        pointer = model.definitions[start].pointer
        raise GenerationError.single(label, pointer, f"{start} has no property path to {goal}")
    return tuple(step.wire_name for step in steps)


def _steps_between(model: Model, start: str, goal: str) -> tuple[Step, ...] | None:
    """The shortest chain of properties leading from object ``start`` to definition ``goal``."""
    queue: deque[tuple[str, tuple[Step, ...]]] = deque([(start, ())])
    seen = {start}
    while queue:
        name, path = queue.popleft()
        definition = model.definitions.get(name)
        if not isinstance(definition, ObjectDef):
            continue
        for field in definition.fields:
            target = _named(model, field.type)
            step = Step(field.wire_name, field.pointer, definition.pointer)
            if target == goal:
                return (*path, step)
            if target is not None and target not in seen:
                seen.add(target)
                queue.append((target, (*path, step)))
    return None


def _variant(union: UnionDef, tag: str, label: str) -> Variant:
    """The variant of ``union`` tagged ``tag``."""
    for variant in union.variants:
        if variant.tag == tag:
            return variant
    raise GenerationError.single(label, union.pointer, f"no variant {tag!r}")
