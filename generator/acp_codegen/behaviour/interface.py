"""The ``_facts`` module of a package, declared once: what the behaviour modules import from it.

Each constant is one :class:`FactConstant` of :data:`FACT_CONSTANTS` (its name, type, docstring
and how its value is spelled from the version's
:class:`~acp_codegen.behaviour.facts.ProposalFacts`), and each class the modules know by its
role is one entry of :data:`ROLES`. Both files that say what ``_facts`` holds come from these
declarations: the ``_facts.py`` of every package (:func:`acp_codegen.behaviour.modules.
render_facts_module`), and the interface ``behaviour/runtime/_facts.pyi`` that the behaviour
modules are type-checked against in this tree (:func:`facts_interface`; ``make lint`` writes
it, ``python -m acp_codegen.behaviour.interface`` prints it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
from acp_codegen.render.literal import py_literal, py_set, py_tuple

# Wire names of the protocol's vocabulary the helpers build messages with.
WIRE_NAMES = {"meta": "_meta", "session_id": "sessionId"}


@dataclass(frozen=True)
class FactConstant:
    """One constant of a ``_facts`` module: ``name: Final[type] = value``, with its docstring.
    ``value`` spells the value of one version (Python source, through
    :mod:`acp_codegen.render.literal`)."""

    name: str
    type: str
    value: Callable[[ProposalFacts], str]
    doc: str | None = None

    @property
    def annotation(self) -> str:
        """How ``_facts.py`` annotates it: a scalar's type is the one its literal has."""
        return "Final" if self.type in ("str", "int") else f"Final[{self.type}]"


def _exploded(items: list[str], opening: str, closing: str) -> str:
    """A literal the formatter keeps one item a line (its trailing comma)."""
    return opening + "".join(f"{item}, " for item in items) + closing


def _restart_methods(facts: ProposalFacts) -> str:
    methods = facts.protocol.restart_methods
    return _exploded([f"{py_literal(m)}: {py_literal(r)}" for m, r in methods], "{", "}")


def _opt_in(facts: ProposalFacts) -> str:
    opt_in = facts.capability.opt_in
    return _exploded(
        [f"({py_literal(o.field)}, {py_literal(o.block_type)})" for o in opt_in], "(", ")"
    )


def _fixed(value: object) -> Callable[[ProposalFacts], str]:
    """The value of a constant that is the same in every version."""
    return lambda _: py_literal(value)


UPDATE = SESSION_UPDATE_METHOD

FACT_CONSTANTS: tuple[FactConstant, ...] = (
    FactConstant("VERSION", "str", lambda f: py_literal(f.version)),
    FactConstant(
        "PROTOCOL_VERSION",
        "int",
        lambda f: py_literal(f.protocol.protocol_version),
        "The ``protocolVersion`` that ``initialize`` negotiates.",
    ),
    FactConstant(
        "PROTOCOL_VERSION_TYPE",
        "str",
        _fixed(PROTOCOL_VERSION_TYPE),
        "Schema name of the type of ``initialize``'s ``protocolVersion``.",
    ),
    FactConstant(
        "NOTIFICATION_TYPE",
        "str",
        lambda f: py_literal(f.notification),
        f"Schema name of the ``{UPDATE}`` params.",
    ),
    FactConstant(
        "CAPABILITY_TYPES",
        "tuple[str, ...]",
        lambda f: f"({py_literal(UPDATE_DEFINITION)}, {py_literal(f.union)}, NOTIFICATION_TYPE)",
        "Schema names of what a capability check judges: the update (as the session update "
        "it\nbecomes), its union, its notification.",
    ),
    FactConstant("UPDATE_METHOD", "str", _fixed(UPDATE)),
    FactConstant("PROMPT_METHOD", "str", _fixed(PROMPT_METHOD)),
    FactConstant("INITIALIZE_METHOD", "str", _fixed(INITIALIZE_METHOD)),
    FactConstant("NEW_SESSION_METHOD", "str", _fixed(NEW_SESSION_METHOD)),
    FactConstant(
        "RESTART_METHODS",
        "dict[str, bool | str]",
        _restart_methods,
        "The requests that start a session over, with an empty list, and whether the "
        "updates\nbefore each one's response replay the session's history: True, False, "
        "or the parameter\nthat makes it replay when present and not null.",
    ),
    FactConstant(
        "DISCRIMINATOR",
        "str",
        lambda f: py_literal(f.discriminator),
        "Wire name of the session update's discriminator.",
    ),
    FactConstant("SUGGESTIONS_TAG", "str", lambda f: py_literal(f.tag)),
    FactConstant(
        "UPDATE_PROPERTY",
        "str",
        lambda f: py_literal(f.notification_property),
        "Wire name of the notification's session update.",
    ),
    FactConstant(
        "SUGGESTIONS_PROPERTY",
        "str",
        lambda f: py_literal(f.suggestions_property),
        "Wire name of the suggestions update's list of suggestions.",
    ),
    FactConstant(
        "PROMPT_PROPERTY",
        "str",
        lambda f: py_literal(f.prompt_property),
        "Wire name of a suggestion's list of content blocks.",
    ),
    FactConstant(
        "BLOCK_TYPE_PROPERTY",
        "str",
        lambda f: py_literal(f.block_type_property),
        "Wire name of a content block's type.",
    ),
    FactConstant(
        "SUGGESTION_TYPE",
        "str",
        lambda f: py_literal(f.suggestion_type),
        "Schema name of one suggestion.",
    ),
    FactConstant(
        "CLIENT_CAPABILITY_PATH",
        "tuple[str, ...]",
        lambda f: py_tuple(f.capability.client_path),
        "Where the Client's capabilities hold the capability.",
    ),
    FactConstant(
        "BASELINE_BLOCK_TYPES",
        "frozenset[str]",
        lambda f: py_set(f.capability.baseline),
        "Block types every Client that advertises the capability can offer.",
    ),
    FactConstant(
        "OPT_IN_BLOCK_TYPES",
        "tuple[tuple[str, str], ...]",
        _opt_in,
        "(capability field, block type): allowed when both sides advertise the field.",
    ),
    FactConstant(
        "AGENT_BOOLEAN_FIELDS",
        "frozenset[str]",
        lambda f: py_set(f.capability.agent_boolean_fields),
        "The Agent's prompt capability fields the schema types as booleans\n(advertised: "
        "``true``); the others are objects (advertised: ``{}``).",
    ),
    FactConstant(
        "CLIENT_CAPABILITIES_PATH",
        "tuple[str, ...]",
        lambda f: py_tuple(f.client_capabilities_path),
        "Where the Client's capabilities sit in the ``initialize`` params.",
    ),
    FactConstant(
        "AGENT_PROMPT_CAPABILITIES_PATH",
        "tuple[str, ...]",
        lambda f: py_tuple(f.agent_prompt_capabilities_path),
        "Where the Agent's prompt capabilities sit in the ``initialize`` result.",
    ),
    FactConstant(
        "ACCEPTANCE",
        "Acceptance",
        lambda f: py_literal(f.protocol.acceptance),
        'When the Agent accepts a prompt: when the prompt request arrives\n("request") '
        'or when it inserts the user message ("insertion").',
    ),
    FactConstant(
        "USER_MESSAGE_UPDATES",
        "frozenset[str]",
        lambda f: py_set(f.protocol.user_message_updates),
        "The session updates that insert a user message (keyed by ``messageId``).",
    ),
    FactConstant(
        "STATE_UPDATE",
        "str | None",
        lambda f: py_literal(f.protocol.state_update),
        "The session update that reports foreground work (None: the version has none).",
    ),
    FactConstant("INTERIM_TAG", "str", _fixed(INTERIM_UPDATE_TAG)),
    FactConstant(
        "INTERIM_META_KEY",
        "str",
        _fixed(INTERIM_META_KEY),
        f"The ``_meta`` key of the interim form on ``{INTERIM_UPDATE_TAG}``.",
    ),
    FactConstant("META_PROPERTY", "str", _fixed(WIRE_NAMES["meta"])),
    FactConstant(
        "SESSION_ID_PROPERTY",
        "str",
        _fixed(WIRE_NAMES["session_id"]),
        f"Wire name of the session id in the ``{UPDATE}`` params.",
    ),
)
"""The constants of a ``_facts`` module, in its order."""


def role_classes(facts: ProposalFacts) -> dict[str, str]:
    """The classes of a package the behaviour modules use, by the name of the role they play,
    which ``_facts`` imports each as (the content block union is ``ContentBlock``, spelled
    per flavour: :func:`acp_codegen.behaviour.modules.render_facts_module`)."""
    return {
        "PromptSuggestion": facts.suggestion_class,
        "TextContentBlock": facts.text_block_class,
        "InterimUpdate": facts.interim_class,
        "Notification": facts.notification_class,
        "SuggestionsUpdate": facts.variant_class,
    }


RUNTIME_NAMES = (
    *("Acceptance", "ContentBlock", "JSONValue", "Model", "Omitted", "ValidationError"),
    *("WireError", "from_wire", "is_omitted", "is_valid", "to_wire", "validate"),
)
"""The other names ``_facts`` exports: its package's runtime, validators and flavour."""


def facts_interface() -> str:
    """``behaviour/runtime/_facts.pyi``: the names every generated ``_facts.py`` exports, typed
    as the behaviour modules use them."""
    return render_template("python/_facts.pyi.jinja", constants=FACT_CONSTANTS)


if __name__ == "__main__":  # pragma: no cover - run by make lint
    print(facts_interface(), end="")
