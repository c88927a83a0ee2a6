"""Render the proposal's modules of one version package: the capability checks and the
behaviour modules, from the version's :class:`~acp_codegen.behaviour.facts.ProposalFacts`."""

from __future__ import annotations

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

# The interim form the proposal migrates from: `session_info_update._meta.promptSuggestions`.
INTERIM_UPDATE_TAG = "session_info_update"
INTERIM_META_KEY = "promptSuggestions"

# Rule ids of the checker's own findings (the others come from the validators).
CHECKER_RULES = {
    "not_withdrawn": "suggestions-not-withdrawn",
    "in_replay": "suggestions-in-replay",
    "capabilities_unknown": "capabilities-unknown",
    "not_withdrawn_for_work": "suggestions-not-withdrawn-for-work",
}

MODULE_SUMMARIES = {
    "suggestions": "the Agent's and the Client's side of a session's suggestions over time, "
    "and migration from the interim ``_meta`` form.",
    "transcript": "a checker for logs of JSON-RPC traffic: every breach of the proposal, by "
    "line and rule (also ``python -m <package>.transcript LOG.jsonl``).",
}


def render_behaviour_modules(
    facts: ProposalFacts | None, model: Model, *, label: str, header: str = ""
) -> dict[str, str]:
    """``capabilities.py``, ``suggestions.py`` and ``transcript.py`` (unformatted), by file
    name; empty when the model lacks the proposal's additions (``facts`` None), and without
    ``capabilities.py`` when it has no annotated capability. ``label`` names the schema;
    ``header`` goes first in each file."""
    if facts is None:
        return {}
    files = {}
    capabilities = render_capabilities_module(facts, label=label, header=header)
    if capabilities is not None:
        files["capabilities.py"] = capabilities
    context = {
        "header": header,
        "version": facts.version,
        "facts": facts.protocol,
        "model": facts,
        "rules": CHECKER_RULES,
        "methods": {
            "session_update": SESSION_UPDATE_METHOD,
            "prompt": PROMPT_METHOD,
            "initialize": INITIALIZE_METHOD,
        },
        "interim": {
            "key": INTERIM_META_KEY,
            "update_tag": INTERIM_UPDATE_TAG,
            "variant_class": variant_class(model, facts.union, INTERIM_UPDATE_TAG),
        },
    }
    files.update(
        {
            f"{name}.py": render_template(f"python/{name}.py.jinja", **context)
            for name in MODULE_SUMMARIES
        }
    )
    return files
