"""The proposal's modules of one version package, from the version's
:class:`~acp_codegen.behaviour.facts.ProposalFacts`: the capability checks (rendered), the
behaviour modules ``suggestions.py`` and ``transcript.py`` (copied as they are from
:mod:`acp_codegen.behaviour.runtime`), and the generated ``_facts.py`` they import what differs
between versions from."""

from __future__ import annotations

from importlib import resources

from acp_codegen.behaviour.capabilities import render_capabilities_module
from acp_codegen.behaviour.facts import (
    INITIALIZE_METHOD,
    PROMPT_METHOD,
    SESSION_UPDATE_METHOD,
    ProposalFacts,
    variant_class,
)
from acp_codegen.model.types import Model
from acp_codegen.render.environment import render_template
from acp_codegen.render.module import GeneratedModule

# The interim form the proposal migrates from: `session_info_update._meta.promptSuggestions`.
INTERIM_UPDATE_TAG = "session_info_update"
INTERIM_META_KEY = "promptSuggestions"

# The static modules, each with its line in the package docstring.
STATIC_MODULES = {
    "suggestions": "the Agent's and the Client's side of a session's suggestions over time, "
    "and migration from the interim ``_meta`` form.",
    "transcript": "a checker for logs of JSON-RPC traffic: every breach of the proposal, by "
    "line and rule (also ``python -m <package>.transcript LOG.jsonl``).",
}

# The package the static modules are read from (never imported: they import `._facts`).
RUNTIME_PACKAGE = "acp_codegen.behaviour.runtime"


def runtime_source(name: str) -> str:
    """The text of the static module ``name`` (``"suggestions"``, ``"transcript"``)."""
    return resources.files(RUNTIME_PACKAGE).joinpath(f"{name}.py").read_text(encoding="utf-8")


def render_behaviour_modules(
    facts: ProposalFacts | None, model: Model, *, label: str, header: str = ""
) -> tuple[GeneratedModule, ...]:
    """The ``capabilities``, ``_facts``, ``suggestions`` and ``transcript`` modules
    (unformatted); none when the model lacks the proposal's additions (``facts`` None), and no
    ``capabilities`` when it has no annotated capability. ``label`` names the schema;
    ``header`` goes first in each file."""
    if facts is None:
        return ()
    modules = []
    capabilities = render_capabilities_module(facts, label=label, header=header)
    if capabilities is not None:
        modules.append(capabilities)
    facts_text = render_template(
        "python/_facts.py.jinja",
        header=header,
        version=facts.version,
        facts=facts.protocol,
        model={
            "notification": facts.notification,
            "notification_class": facts.notification_class,
            "variant_class": facts.variant_class,
            "interim_class": variant_class(model, facts.union, INTERIM_UPDATE_TAG),
            "discriminator": facts.discriminator,
            "tag": facts.tag,
            "update_property": facts.notification_property,
            "suggestions_property": facts.suggestions_property,
        },
        methods={
            "session_update": SESSION_UPDATE_METHOD,
            "prompt": PROMPT_METHOD,
            "initialize": INITIALIZE_METHOD,
        },
        interim={"key": INTERIM_META_KEY, "update_tag": INTERIM_UPDATE_TAG},
    )
    modules.append(GeneratedModule("_facts", facts_text))
    for name, summary in STATIC_MODULES.items():
        modules.append(GeneratedModule(name, f"{header}\n{runtime_source(name)}", (), summary))
    return tuple(modules)
