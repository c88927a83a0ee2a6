"""A profile's class names for any flavour: the model with the SDK's names in place of ours.

The stdlib flavour (dataclasses and ``TypedDict``s) reads every class name from the model, so
giving it an SDK's names is a change of names only: union variants named by union and
discriminator value (``variants``), unnamed objects (``names``), and a definition made private
when a variant takes its name. The pydantic module's other profile entries (expansions,
aliases, enum styles, defaults, the base class) shape pydantic code and do not apply here.
"""

from __future__ import annotations

from dataclasses import replace

from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.model.types import Definition, Model, ObjectDef, UnionDef, Variant
from acp_codegen.sdk.profile import Profile
from acp_codegen.sdk.pydantic_module import Renderer


def apply_profile_names(
    model: Model, profile: Profile, label: str, profile_file: str
) -> tuple[Model, list[str]]:
    """``model`` with the profile's class names, and the profile's warnings about names.

    GenerationError when two definitions end up with one class name, naming both.
    """
    decided = Renderer(model, profile, label, profile_file)
    if decided.problems:
        raise GenerationError(decided.problems)
    renamed: dict[int, ObjectDef] = {}

    def rename(obj: ObjectDef) -> ObjectDef:
        if id(obj) not in renamed:
            renamed[id(obj)] = replace(obj, class_name=decided.names.get(obj.name, obj.class_name))
        return renamed[id(obj)]

    definitions: dict[str, Definition] = {}
    for name, definition in model.definitions.items():
        if isinstance(definition, ObjectDef):
            definitions[name] = rename(definition)
        elif isinstance(definition, UnionDef):
            definitions[name] = replace(
                definition,
                variants=tuple(Variant(v.tag, rename(v.object)) for v in definition.variants),
                other=rename(definition.other) if definition.other is not None else None,
            )
        else:
            definitions[name] = definition
    owners: dict[str, Definition] = {}
    problems = []
    for definition in definitions.values():
        other = owners.setdefault(definition.class_name, definition)
        if other is not definition and other.pointer != definition.pointer:
            problems.append(
                SchemaProblem(
                    label,
                    definition.pointer,
                    f"maps to class {definition.class_name!r}, which {label}#{other.pointer} "
                    "also maps to; name one of them in the profile",
                )
            )
    if problems:
        raise GenerationError(problems)
    warnings = [w for w in decided.warnings if "profile variants." in w or "profile names." in w]
    return Model(model.title, definitions, model.methods), warnings
