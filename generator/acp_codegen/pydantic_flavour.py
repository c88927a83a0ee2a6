"""The pydantic v2 flavour, for SDKs built on pydantic: our SDK module renderer, fixed profile.

One renderer prints every pydantic module we make (:mod:`acp_codegen.sdk.pydantic_module`):
an SDK's module follows that SDK's profile, and this flavour follows :data:`PROFILE`, which
declares nothing but our conventions, so every class, field, union and constraint comes from
the typed model, the same one the dataclasses come from:

- classes carry the model's names (``TextContentBlock``,
  ``PromptSuggestionsUpdateSessionUpdate``); a target's SDK profile renames them in the model
  first, as it does for the dataclasses;
- attributes are the model's (snake_case, ``_meta`` is ``meta``), with the wire name as alias
  (``session_id``/``sessionId``); models accept either spelling, and
  ``model_dump(by_alias=True)`` gives wire keys back;
- a closed enum is a ``Literal`` alias (an open one, ``str``), and every other alias of the
  schema has its name too (``SessionId = str``).
"""

from __future__ import annotations

from dataclasses import replace

from acp_codegen.load import Source
from acp_codegen.model.types import Model
from acp_codegen.render import header
from acp_codegen.render.environment import render_template
from acp_codegen.sdk.profile import Profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module
from acp_codegen.sdk.renaming import apply_profile

PACKAGE = "acp_prompt_suggestions_pydantic"
PROFILE = Profile(enum_default="literal", envelope=True, type_aliases=True)


def render_pydantic(model: Model, *, standalone: bool = False) -> dict[str, str]:
    """The pydantic flavour of one merged protocol's model, unformatted:
    ``{"<version>.py": source}``.

    The pipeline places it in the ``acp_prompt_suggestions_pydantic`` package, beside the
    package's ``__init__.py`` (see :func:`package_init`), or, ``standalone``, in a folder
    target's ``pydantic/``.
    """
    protocol = model.protocol
    lines = tuple(
        line.removeprefix("#").removeprefix(" ") for line in header(protocol.sources).splitlines()
    )
    profile = replace(PROFILE, header=lines)
    profiled = apply_profile(model, profile, model.label, "")
    source, _ = render_pydantic_module(profiled, standalone=standalone)
    return {f"{protocol.version}.py": source}


def package_init(versions: tuple[str, ...], sources: tuple[Source, ...]) -> str:
    """The flavour package's ``__init__.py``: one module per protocol version."""
    summary = (
        "Agent Client Protocol types with the Prompt Suggestions additions, as pydantic v2\n"
        "models: one module per protocol version."
    )
    return render_template(
        "python/root_init.py.jinja", header=header(sources), summary=summary, versions=versions
    )
