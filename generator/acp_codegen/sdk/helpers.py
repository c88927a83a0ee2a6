"""The proposal's helpers as a package of an SDK, on the SDK's own models.

A module target with ``helpers = "src/acp/prompt_suggestions"`` also writes that package
beside its module. It holds the same behaviour modules as acp-codegen's version packages,
copied as they are (``capabilities.py``, ``suggestions.py``) or rendered by the same templates
(``_facts.py``, the validators), with two differences that make them
the SDK's: ``_facts`` names the SDK's classes (the profile's names, imported from the module
the target writes), and ``_flavour`` converts pydantic models to and from their wire forms.
The validators cover ``PromptSuggestion`` alone, what the rules validate, so importing the
package costs little beside the SDK's module.
"""

from __future__ import annotations

from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.modules import CAPABILITIES, Flavour, render_facts_module, runtime_source
from acp_codegen.errors import GenerationError, join_pointer
from acp_codegen.model.types import Model
from acp_codegen.naming import apply_profile
from acp_codegen.render.environment import render_template
from acp_codegen.render.module import GeneratedModule, module_files
from acp_codegen.sdk.profile import Profile
from acp_codegen.validators.module import module_source
from acp_codegen.validators.runtime import MODULE as VALIDATION_RUNTIME
from acp_codegen.validators.runtime import runtime_module

# The behaviour modules the package carries (the transcript checker stays acp-codegen's).
BEHAVIOUR = ("suggestions",)
# Shipped under another name: the pydantic flavour's adapter is the package's `_flavour`.
FLAVOUR_SOURCE = "_flavour_pydantic"
# The public names of `suggestions`, re-exported by the package.
SUGGESTIONS_EXPORTS = (
    "AgentSuggestions",
    "ClientSuggestions",
    "ConversationMark",
    "SuggestionsRejected",
    "from_interim",
    "parse_received",
    "to_interim",
)


def render_helpers(
    model: Model,
    document: dict[str, object],
    profile: Profile,
    *,
    schema_module: str,
    label: str,
    where: str,
    version: str,
) -> dict[str, str]:
    """The helpers package's files (file name -> unformatted source). ``schema_module`` is the
    name of the SDK's module beside the package (``schema``); ``label`` names the schema and
    ``where`` the profile. GenerationError when the schema lacks the proposal's additions."""
    named, _ = apply_profile(model, profile, label, where)
    facts = proposal_facts(named, version, label)
    if facts is None:
        raise GenerationError.single(
            label,
            "",
            f"{where}: key 'helpers': the schema has no PromptSuggestionsUpdate and "
            "promptSuggestions capability; the helpers need the proposal's additions",
        )
    header = "".join(f"# {line}\n" for line in profile.header)
    flavour = Flavour(kind="pydantic", models_module=f"..{schema_module}")
    suggestion = facts.suggestion_type
    validation = module_source(
        document,
        [(suggestion, join_pointer("/$defs", suggestion))],
        source_label=label,
        runtime_import="." + VALIDATION_RUNTIME,
        docstring=(
            f"Validators for {suggestion} of {label}, what the helpers validate.\n\n"
            "Generated from the JSON Schema; do not edit."
        ),
        header=header,
    )
    init = render_template(
        "sdk/helpers_init.py.jinja",
        header=header,
        schema_module=f"``{schema_module}``",
        notification_class=facts.notification_class,
        exports=SUGGESTIONS_EXPORTS,
        all_names=sorted((*SUGGESTIONS_EXPORTS, "TrafficLog")),
    )
    modules = [
        GeneratedModule("__init__", init),
        GeneratedModule("_flavour", f"{header}\n{runtime_source(FLAVOUR_SOURCE)}"),
        render_facts_module(facts, flavour, ("capabilities", *BEHAVIOUR), header),
        CAPABILITIES.module("capabilities", header),
        GeneratedModule("validation", validation),
        GeneratedModule(VALIDATION_RUNTIME, runtime_module(header)),
        GeneratedModule("recording", f"{header}\n{runtime_source('recording')}"),
        *(GeneratedModule(name, f"{header}\n{runtime_source(name)}") for name in BEHAVIOUR),
    ]
    return module_files(modules)
