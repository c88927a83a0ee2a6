"""The proposal's capability checks: ``capabilities.py`` of a version package.

Everything it places comes from :class:`~acp_codegen.behaviour.facts.ProposalFacts`: the
capability the schema annotates (its baseline block types, its opt-in fields and the block
types they enable, its path below ``ClientCapabilities``), which of those fields the Agent's
prompt capabilities type as booleans, and the wire keys from the notification down to a
content block's type.
"""

from __future__ import annotations

from acp_codegen.behaviour.facts import ProposalFacts
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import py_literal
from acp_codegen.render.module import GeneratedModule

SUMMARY = "the proposal's capability checks, generated from the schema's annotations."

EXPORTS = (
    "CapabilitiesArgument",
    "allowed_block_types",
    "check_update_for_client",
    "is_suggestions_update",
    "may_send",
    "readable_suggestions",
    "usable_suggestions",
)
"""The public names of ``capabilities.py`` (its ``__all__``), re-exported by the package."""


def render_capabilities_module(
    facts: ProposalFacts, *, label: str, header: str = ""
) -> GeneratedModule | None:
    """The ``capabilities`` module (unformatted), or None when the schema has no annotated
    suggestions capability. ``label`` names the schema; ``header`` (comment lines) goes
    first."""
    capability = facts.capability
    if capability is None:
        return None
    agent_boolean = capability.agent_boolean_fields
    text = render_template(
        "python/capabilities.py.jinja",
        header=header,
        exports=EXPORTS,
        label=label,
        runtime_module="_validation_runtime",
        client_path=_tuple([py_literal(name) for name in capability.client_path]),
        baseline=_frozenset(capability.baseline),
        agent_boolean_fields=_frozenset(agent_boolean),
        agent_form=", ".join(f"``{f}``: ``true``" for f in agent_boolean) or "objects, ``{}``",
        opt_in=_tuple(
            [f"({py_literal(o.field)}, {py_literal(o.block_type)})" for o in capability.opt_in]
        ),
        update_property=py_literal(facts.notification_property),
        tag_property=py_literal(facts.discriminator),
        tag=py_literal(facts.tag),
        suggestions_property=py_literal(facts.suggestions_property),
        prompt_property=py_literal(facts.prompt_property),
        block_type_property=py_literal(facts.block_type_property),
        suggestion_type=py_literal(facts.suggestion_type),
    )
    return GeneratedModule("capabilities", text, EXPORTS, SUMMARY)


def _frozenset(items: tuple[str, ...]) -> str:
    if not items:
        return "frozenset()"
    return "frozenset({" + ", ".join(py_literal(item) for item in items) + "})"


def _tuple(parts: list[str]) -> str:
    return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
