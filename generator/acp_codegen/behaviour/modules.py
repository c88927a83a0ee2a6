"""The proposal's modules of one version package, from the version's
:class:`~acp_codegen.behaviour.facts.ProposalFacts`: the capability checks and the behaviour
modules ``capabilities.py``, ``suggestions.py``, ``sessions.py`` and ``transcript.py``
(copied as they are from :mod:`acp_codegen.behaviour.runtime`), and the generated
``_facts.py`` they import what differs between versions from.

The behaviour modules read and build models only through ``_flavour.py`` (``to_wire``,
``from_wire``), so the same modules also serve an SDK's pydantic models (see
:mod:`acp_codegen.sdk.helpers`): a :class:`Flavour` says which models a package's ``_facts``
names and how ``_flavour`` reaches them."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from importlib import resources
from typing import Literal

from acp_codegen.behaviour.facts import (
    INITIALIZE_METHOD,
    INTERIM_META_KEY,
    INTERIM_UPDATE_TAG,
    NEW_SESSION_METHOD,
    PROMPT_METHOD,
    PROTOCOL_VERSION_TYPE,
    SESSION_UPDATE_METHOD,
    UPDATE_DEFINITION,
    ProposalFacts,
)
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import docstring, dunder_all, py_literal, py_set, py_tuple
from acp_codegen.render.module import GeneratedModule

# Wire names of the protocol's vocabulary the helpers build messages with.
WIRE_NAMES = {"meta": "_meta", "session_id": "sessionId"}


@dataclass(frozen=True)
class StaticModule:
    """A module of :mod:`acp_codegen.behaviour.runtime`, as a package carries it: its line in
    the package docstring, and whether the package re-exports its ``__all__``."""

    summary: str | None
    reexported: bool = False

    def module(self, name: str, header: str) -> GeneratedModule:
        source = runtime_source(name)
        exports = declared_names(source) if self.reexported else ()
        return GeneratedModule(name, f"{header}\n{source}", exports, self.summary)


def declared_names(source: str) -> tuple[str, ...]:
    """The names a runtime module lists in its ``__all__`` (read, never imported)."""
    for statement in ast.parse(source).body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "__all__" for target in statement.targets
        ):
            return tuple(ast.literal_eval(statement.value))
    raise ValueError("a re-exported runtime module declares no __all__")


CAPABILITIES = StaticModule(
    "the proposal's capability checks, from the schema's annotations.", reexported=True
)

# The static modules of a version package, in the order the package imports them.
STATIC_MODULES = {
    "capabilities": CAPABILITIES,
    "suggestions": StaticModule(
        "the Agent's and the Client's side of a session's suggestions over time, "
        "and migration from the interim ``_meta`` form."
    ),
    "sessions": StaticModule(
        "each side's suggestions on one connection: every session's state, the "
        "predictions running in the background, and the sending."
    ),
    "_log": StaticModule(None),  # the transcript checker's log reading, which it re-exports
    "transcript": StaticModule(
        "a checker for logs of JSON-RPC traffic: every breach of the proposal, by "
        "line and rule (also ``python -m <package>.transcript LOG.jsonl``)."
    ),
}

# The package the static modules are read from (never imported: they import `._facts`).
RUNTIME_PACKAGE = "acp_codegen.behaviour.runtime"


def runtime_source(name: str) -> str:
    """The text of the static module ``name`` (``"suggestions"``, ``"transcript"``)."""
    return resources.files(RUNTIME_PACKAGE).joinpath(f"{name}.py").read_text(encoding="utf-8")


@dataclass(frozen=True)
class Flavour:
    """The models a package's behaviour modules work on.

    ``kind``: the stdlib dataclasses of a version package, or pydantic models (an SDK's).
    ``models_module``: where ``_facts`` imports the classes from (``.models``, ``..schema``).
    """

    kind: Literal["dataclasses", "pydantic"] = "dataclasses"
    models_module: str = ".models"


DATACLASSES = Flavour()


def render_behaviour_modules(
    facts: ProposalFacts | None, *, header: str = ""
) -> tuple[GeneratedModule, ...]:
    """The ``capabilities``, ``_flavour``, ``_facts``, ``suggestions`` and ``transcript``
    modules (unformatted); none when the model lacks the proposal's additions (``facts``
    None). ``header`` goes first in each file."""
    if facts is None:
        return ()
    static = [spec.module(name, header) for name, spec in STATIC_MODULES.items()]
    return (
        static[0],
        render_flavour_module(header),
        render_facts_module(facts, DATACLASSES, tuple(STATIC_MODULES), header),
        *static[1:],
    )


def render_flavour_module(header: str = "") -> GeneratedModule:
    """A version package's ``_flavour`` module (unformatted): its models' ``to_wire`` and
    ``from_wire``, for the capability checks and the behaviour modules."""
    return GeneratedModule("_flavour", render_template("python/_flavour.py.jinja", header=header))


def render_facts_module(
    facts: ProposalFacts,
    flavour: Flavour,
    behaviour: tuple[str, ...],
    header: str = "",
) -> GeneratedModule:
    """The ``_facts`` module (unformatted) for the behaviour modules named in ``behaviour``,
    naming ``flavour``'s classes. The class names are ``facts``'s, found in the flavour's
    model (with the profile's names, for an SDK); the behaviour modules know each class by
    the name of its role, which ``_facts`` imports it as."""
    classes = {
        (facts.suggestion_class, "PromptSuggestion"),
        (facts.text_block_class, "TextContentBlock"),
        (facts.interim_class, "InterimUpdate"),
        (facts.notification_class, "Notification"),
        (facts.variant_class, "SuggestionsUpdate"),
    }
    # An SDK's module may name no class for the content block union (its profile keeps the
    # module it had): the pydantic flavour spells the union out of its branches.
    block_classes = facts.block_classes if flavour.kind == "pydantic" else ()
    if block_classes:
        classes.update((name, name) for name in block_classes if name != facts.text_block_class)
        classes.add((facts.text_block_class, "TextContentBlock"))
    else:
        classes.add((facts.block_class, "ContentBlock"))
    block_union = " | ".join(
        "TextContentBlock" if name == facts.text_block_class else name for name in block_classes
    )
    constants = fact_constants(facts)
    names = [name for name, *_ in constants]
    names += [alias for _, alias in classes]
    names += ["Acceptance", "ContentBlock", "JSONValue", "Model", "Omitted", "ValidationError"]
    names += ["WireError", "from_wire", "is_omitted", "is_valid", "to_wire", "validate"]
    text = render_template(
        "python/_facts.py.jinja",
        header=header,
        doc=docstring(
            f"What the behaviour modules need to know about ACP {facts.version}.\n\n"
            f"Those modules ({', '.join(f'``{name}``' for name in behaviour)}) are the same in "
            "every package that carries them; the names they import from here are this "
            "package's own classes and functions, and the protocol facts that differ between "
            "versions."
        ),
        flavour=flavour.kind,
        models_module=flavour.models_module,
        classes=sorted(classes),
        block_union=block_union,
        exports=dunder_all(names),
        constants=constants,
    )
    return GeneratedModule("_facts", text)


def _exploded(items: list[str], opening: str, closing: str) -> str:
    """A literal the formatter keeps one item a line (its trailing comma)."""
    return opening + "".join(f"{item}, " for item in items) + closing


def fact_constants(facts: ProposalFacts) -> list[tuple[str, str, str, str | None]]:
    """The constants of a ``_facts`` module, in order: (name, annotation, Python source of
    the value, docstring or None). One table, an entry a constant: long, and read a row at a
    time."""
    protocol, capability = facts.protocol, facts.capability
    literal = py_literal
    restart = [f"{literal(m)}: {literal(r)}" for m, r in protocol.restart_methods]
    opt_in = [f"({literal(o.field)}, {literal(o.block_type)})" for o in capability.opt_in]
    update = SESSION_UPDATE_METHOD
    return [
        ("VERSION", "Final", literal(facts.version), None),
        (
            "PROTOCOL_VERSION",
            "Final",
            literal(protocol.protocol_version),
            "The ``protocolVersion`` that ``initialize`` negotiates.",
        ),
        (
            "PROTOCOL_VERSION_TYPE",
            "Final",
            literal(PROTOCOL_VERSION_TYPE),
            "Schema name of the type of ``initialize``'s ``protocolVersion``.",
        ),
        (
            "NOTIFICATION_TYPE",
            "Final",
            literal(facts.notification),
            f"Schema name of the ``{update}`` params.",
        ),
        (
            "CAPABILITY_TYPES",
            "Final[tuple[str, ...]]",
            f"({literal(UPDATE_DEFINITION)}, {literal(facts.union)}, NOTIFICATION_TYPE)",
            "Schema names of what a capability check judges: the update (as the session update "
            "it\nbecomes), its union, its notification.",
        ),
        ("UPDATE_METHOD", "Final", literal(update), None),
        ("PROMPT_METHOD", "Final", literal(PROMPT_METHOD), None),
        ("INITIALIZE_METHOD", "Final", literal(INITIALIZE_METHOD), None),
        ("NEW_SESSION_METHOD", "Final", literal(NEW_SESSION_METHOD), None),
        (
            "RESTART_METHODS",
            "Final[dict[str, bool | str]]",
            _exploded(restart, "{", "}"),
            "The requests that start a session over, with an empty list, and whether the "
            "updates\nbefore each one's response replay the session's history: True, False, "
            "or the parameter\nthat makes it replay when present and not null.",
        ),
        (
            "DISCRIMINATOR",
            "Final",
            literal(facts.discriminator),
            "Wire name of the session update's discriminator.",
        ),
        ("SUGGESTIONS_TAG", "Final", literal(facts.tag), None),
        (
            "UPDATE_PROPERTY",
            "Final",
            literal(facts.notification_property),
            "Wire name of the notification's session update.",
        ),
        (
            "SUGGESTIONS_PROPERTY",
            "Final",
            literal(facts.suggestions_property),
            "Wire name of the suggestions update's list of suggestions.",
        ),
        (
            "PROMPT_PROPERTY",
            "Final",
            literal(facts.prompt_property),
            "Wire name of a suggestion's list of content blocks.",
        ),
        (
            "BLOCK_TYPE_PROPERTY",
            "Final",
            literal(facts.block_type_property),
            "Wire name of a content block's type.",
        ),
        (
            "SUGGESTION_TYPE",
            "Final",
            literal(facts.suggestion_type),
            "Schema name of one suggestion.",
        ),
        (
            "CLIENT_CAPABILITY_PATH",
            "Final[tuple[str, ...]]",
            py_tuple(capability.client_path),
            "Where the Client's capabilities hold the capability.",
        ),
        (
            "BASELINE_BLOCK_TYPES",
            "Final[frozenset[str]]",
            py_set(capability.baseline),
            "Block types every Client that advertises the capability can offer.",
        ),
        (
            "OPT_IN_BLOCK_TYPES",
            "Final[tuple[tuple[str, str], ...]]",
            _exploded(opt_in, "(", ")"),
            "(capability field, block type): allowed when both sides advertise the field.",
        ),
        (
            "AGENT_BOOLEAN_FIELDS",
            "Final[frozenset[str]]",
            py_set(capability.agent_boolean_fields),
            "The Agent's prompt capability fields the schema types as booleans\n(advertised: "
            "``true``); the others are objects (advertised: ``{}``).",
        ),
        (
            "CLIENT_CAPABILITIES_PATH",
            "Final[tuple[str, ...]]",
            py_tuple(facts.client_capabilities_path),
            "Where the Client's capabilities sit in the ``initialize`` params.",
        ),
        (
            "AGENT_PROMPT_CAPABILITIES_PATH",
            "Final[tuple[str, ...]]",
            py_tuple(facts.agent_prompt_capabilities_path),
            "Where the Agent's prompt capabilities sit in the ``initialize`` result.",
        ),
        (
            "ACCEPTANCE",
            "Final[Acceptance]",
            literal(protocol.acceptance),
            'When the Agent accepts a prompt: when the prompt request arrives\n("request") '
            'or when it inserts the user message ("insertion").',
        ),
        (
            "USER_MESSAGE_UPDATES",
            "Final[frozenset[str]]",
            py_set(protocol.user_message_updates),
            "The session updates that insert a user message (keyed by ``messageId``).",
        ),
        (
            "STATE_UPDATE",
            "Final[str | None]",
            literal(protocol.state_update),
            "The session update that reports foreground work (None: the version has none).",
        ),
        ("INTERIM_TAG", "Final", literal(INTERIM_UPDATE_TAG), None),
        (
            "INTERIM_META_KEY",
            "Final",
            literal(INTERIM_META_KEY),
            f"The ``_meta`` key of the interim form on ``{INTERIM_UPDATE_TAG}``.",
        ),
        ("META_PROPERTY", "Final", literal(WIRE_NAMES["meta"]), None),
        (
            "SESSION_ID_PROPERTY",
            "Final",
            literal(WIRE_NAMES["session_id"]),
            f"Wire name of the session id in the ``{update}`` params.",
        ),
    ]
