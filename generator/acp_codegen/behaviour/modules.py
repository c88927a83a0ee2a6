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

from acp_codegen.behaviour.facts import ProposalFacts
from acp_codegen.behaviour.interface import FACT_CONSTANTS, RUNTIME_NAMES, role_classes
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import docstring, dunder_all
from acp_codegen.render.module import GeneratedModule


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
    classes = {(cls, role) for role, cls in role_classes(facts).items()}
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
    imports = [
        f"from {flavour.models_module} import {name}" + (f" as {alias}" if alias != name else "")
        for name, alias in sorted(classes)
    ]
    imports.append("from ._flavour import JSONValue, Model, WireError, from_wire, to_wire")
    typing = ["Final", "Literal", "TypeGuard"]
    if flavour.kind == "pydantic":
        typing.insert(2, "TypeAlias")
    else:
        imports.append(f"from {flavour.models_module} import Unset as Omitted")
    imports.append("from .validation import ValidationError, is_valid, validate")
    constants = [(c.name, c.annotation, c.value(facts), c.doc) for c in FACT_CONSTANTS]
    names = [c.name for c in FACT_CONSTANTS] + [alias for _, alias in classes] + [*RUNTIME_NAMES]
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
        typing=typing,
        imports=imports,
        # What an omitted field is differs by flavour: each has its own template.
        omitted=f"python/_facts/{flavour.kind}.jinja",
        block_union=block_union,
        exports=dunder_all(names),
        constants=constants,
    )
    return GeneratedModule("_facts", text)
