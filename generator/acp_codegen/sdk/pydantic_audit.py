"""What a profile names that the schema lacks: warnings, or one error for a module target.

A profile written for one schema release meets others, so an entry naming a definition,
property or choice the schema does not have is a warning (``pyproject.toml: profile
defaults.Holder.nothing: the schema has no such property``) and the module is written without
it. A module target is stricter: the SDK's package imports the names its profile gives, so
there every such entry is one error naming the schema file and each entry with its pointer
(:meth:`ProfileAudit.refusal`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from acp_codegen.errors import GenerationError
from acp_codegen.model.types import EnumDef, Field, Model, Primitive, UnionDef
from acp_codegen.sdk.profile import OTHER_VARIANTS
from acp_codegen.sdk.pydantic_graph import ModuleGraph
from acp_codegen.sdk.renaming import union_variants

COERCIBLE = ("int", "float", "str")


def coerce_kind(model: Model, f: Field) -> str | None:
    """The primitive a coerced field converts its values to; None for a field that cannot."""
    target = model.resolve(f.type)
    kind = target.kind if isinstance(target, Primitive) else None
    return kind if kind in COERCIBLE else None


class ProfileAudit:
    """The profile's entries that name what the module lacks, checked against its graph."""

    def __init__(self, profile_file: str, naming_warnings: Iterable[str] = ()) -> None:
        self.profile_file = profile_file
        self.warnings: list[str] = []
        # The same, as ``key (pointer): message``, for a target that refuses them.
        self.unmatched: list[str] = []
        prefix = f"{profile_file}: profile "
        for warning in naming_warnings:
            key, _, message = warning.removeprefix(prefix).partition(": ")
            self.warn(key, message)

    def warn(self, key: str, message: str) -> None:
        self.warnings.append(f"{self.profile_file}: profile {key}: {message}")
        self.unmatched.append(f"{key}{pointer_of(key)}: {message}")

    def check(self, graph: ModuleGraph) -> None:
        """Every entry of the profile that names a definition, property or choice of the
        module, against the module's graph."""
        model, profile = graph.model, graph.profile
        defs = model.definitions
        for name in profile.omit:
            if name not in defs:
                self.warn(f"omit {name!r}", "the schema has no such definition")
        for name in profile.root_models:
            if name not in graph.rendered:
                self.warn(f"root-models {name!r}", "the schema has no such definition")
        expanded = {obj.class_name: obj for obj in graph.held_objects() if obj.expansions}
        for table_key, table in profile.expansions.items():
            owner = expanded.get(table_key)
            if owner is None or not table:
                self.warn(f"expansions.{table_key}", "no expanded class has this name")
                continue
            # A choice is keyed by its definition or by its class.
            options = {e.option for e in owner.expansions}
            options |= {defs[option].class_name for option in options}
            for option_name in table:
                if option_name not in options:
                    self.warn(
                        f"expansions.{table_key}.{option_name}",
                        "the object's payload has no such choice",
                    )
        for union_name, order in profile.variant_order.items():
            union = defs.get(union_name)
            if not isinstance(union, UnionDef):
                self.warn(f"variant-order.{union_name}", "the schema has no such union")
                continue
            keys = {key for key, _ in union_variants(union)}
            for key in order:
                if key != OTHER_VARIANTS and key not in keys:
                    self.warn(f"variant-order.{union_name}.{key}", "the union has no such variant")
        for name in profile.enums:
            if not isinstance(defs.get(name), EnumDef):
                self.warn(f"enums.{name}", "the schema has no such enum")
        held: dict[str, Field] = {}
        for obj in graph.held_objects():
            for cls in graph.object_classes(obj):
                for f in cls.fields:
                    held.setdefault(f"{obj.name}.{f.wire_name}", f)
        for key in profile.defaults:
            if key not in held:
                self.warn(f"defaults.{key}", "the schema has no such property")
        for key in profile.coerce:
            if key not in held:
                self.warn(f"coerce.{key}", "the schema has no such property")
            elif coerce_kind(model, held[key]) is None:
                self.warn(f"coerce.{key}", "only int, float and str fields can be coerced")

    def module_aliases(
        self, aliases: Mapping[str, tuple[str, ...]], known: set[str]
    ) -> list[tuple[str, tuple[str, ...]]]:
        """The profile's ``aliases`` whose members are all names of the module (``known``) and
        whose own name is not; each is then known too."""
        out: list[tuple[str, tuple[str, ...]]] = []
        for alias, members in aliases.items():
            missing = [m for m in members if m not in known]
            if missing:
                self.warn(f"aliases.{alias}", f"names no class {', '.join(missing)}; left out")
            elif alias in known:
                self.warn(f"aliases.{alias}", "is already a name of the module; left out")
            else:
                out.append((alias, tuple(members)))
                known.add(alias)
        return out

    def refusal(self, label: str) -> GenerationError | None:
        """The one error of a module target whose profile names what the schema lacks."""
        if not self.unmatched:
            return None
        return GenerationError.single(
            label,
            "",
            f"lacks what the profile in {self.profile_file} names, so the module would miss "
            "names its package uses (the profile is for another schema release, or the base "
            "is another file); " + "; ".join(self.unmatched),
        )


def pointer_of(key: str) -> str:
    """`` (#/$defs/Name)`` for a profile key about a definition, else nothing."""
    category, _, rest = key.partition(" " if " " in key else ".")
    if category in ("root-models", "omit"):
        name = rest.strip("'")
    elif category in ("variants", "variant-order", "enums", "defaults", "coerce"):
        name = rest.split(".")[0]
    else:
        return ""
    return f" (#/$defs/{name})"
