"""Which definitions a pydantic module holds, as which classes, and in what order.

The module holds the definitions its roots reach (the schema's ``$defs``, and the envelope when
the profile asks for it, less ``omit``). Each definition is then a class (objects, ``Enum``
classes, aliases kept as ``RootModel``), or is written out where it is used (aliases, ``Literal``
and ``str`` enums, unions as annotations of their variants' classes). An object whose payload
is a choice of definitions is one class per choice (:attr:`ObjectDef.expansions`, named by
:func:`acp_codegen.sdk.renaming.apply_profile`). Classes come in schema order, each after the
classes it needs; where a cycle prevents it, a field names a class defined later (a forward
reference).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from acp_codegen.errors import SchemaProblem
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    Definition,
    EnumDef,
    Field,
    ListOf,
    MapOf,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    assert_never,
)
from acp_codegen.sdk.profile import Profile


def ref_names(expr: TypeExpr) -> Iterator[str]:
    """The definitions ``expr`` names, in order, through lists, maps, nullables and unions."""
    match expr:
        case Ref():
            yield expr.name
        case ListOf():
            yield from ref_names(expr.item)
        case MapOf():
            yield from ref_names(expr.value)
        case Nullable():
            yield from ref_names(expr.inner)
        case AnyOf():
            for option in expr.options:
                yield from ref_names(option)
        case Primitive() | Const():
            pass
        case _:
            assert_never(expr)


def refs_of(definition: Definition) -> Iterator[str]:
    """The definitions ``definition`` refers to: its base, fields, payload and extra keys, or
    its variants, or its target."""
    match definition:
        case ObjectDef():
            if definition.base is not None:
                yield definition.base
            for f in definition.fields:
                yield from ref_names(f.type)
            if definition.payload is not None:
                yield from ref_names(definition.payload)
            if definition.extra is not None:
                yield from ref_names(definition.extra)
        case UnionDef():
            for variant in definition.variants:
                yield variant.object.name
            if definition.other is not None:
                yield definition.other.name
        case AliasDef():
            yield from ref_names(definition.target)
        case EnumDef():
            pass  # refers to no other definition
        case _:
            assert_never(definition)


@dataclass(frozen=True)
class ObjectClass:
    """One class an object definition becomes: its name, the class it subclasses (``None``:
    the profile's base class) and the fields it declares, all the object's own (``owner``)."""

    name: str
    base: str | None
    fields: tuple[Field, ...]
    owner: ObjectDef
    # A second base (a split expansion's: the object's own class, after the choice's).
    also: str | None = None


@dataclass
class ModuleGraph:
    model: Model
    profile: Profile
    # The definitions the module holds.
    rendered: frozenset[str]
    # Aliases that reach themselves through other aliases: they cannot be written out.
    self_referring: frozenset[str]
    # Aliases kept as ``RootModel`` classes: the profile's and the self-referring ones.
    root_models: frozenset[str]
    # A union variant's (or open variant's) definition -> its union.
    union_of_variant: Mapping[str, UnionDef]
    problems: list[SchemaProblem] = field(default_factory=list)

    def enum_style(self, definition: EnumDef) -> str:
        """``literal``, ``enum``, ``str`` or ``inline``, as the profile says (an open enum is
        its base type)."""
        style = self.profile.enums.get(definition.name, self.profile.enum_default)
        if definition.open and style != "str":
            return "str"
        return style

    def is_open_variant(self, obj: ObjectDef) -> bool:
        union = self.union_of_variant.get(obj.name)
        return union is not None and union.other is obj

    def object_classes(self, obj: ObjectDef) -> list[ObjectClass]:
        """The classes ``obj`` becomes: itself, or one class per choice of its payload, each
        subclassing the chosen definition and declaring the fields it does not inherit.

        A split choice (:attr:`Expansion.base_name`) is two classes: the choice alone, which
        subclasses the chosen definition and declares the fields of the objects between, and
        the choice's class, which subclasses it and the object's own class (itself a class,
        declaring the object's fields) and declares the object's fields again."""
        defs = self.model.definitions
        base = defs[obj.base].class_name if obj.base is not None else None
        if not obj.expansions:
            return [ObjectClass(obj.class_name, base, obj.fields, obj)]
        split = any(e.base_name is not None for e in obj.expansions)
        out = [ObjectClass(obj.class_name, base, obj.fields, obj)] if split else []
        for expansion in obj.expansions:
            option = _object(defs[expansion.option])
            between = [f for name in expansion.between for f in _object(defs[name]).fields]
            inherited = {f.wire_name for f in option.fields}
            if expansion.base_name is None:
                fields = tuple(f for f in (*obj.fields, *between) if f.wire_name not in inherited)
                out.append(ObjectClass(expansion.class_name, option.class_name, fields, obj))
                continue
            alone = tuple(f for f in between if f.wire_name not in inherited)
            holder = _object(defs[expansion.between[0]]) if expansion.between else option
            out.append(ObjectClass(expansion.base_name, option.class_name, alone, holder))
            out.append(
                ObjectClass(
                    expansion.class_name, expansion.base_name, obj.fields, obj, obj.class_name
                )
            )
        return out

    def held_objects(self) -> Iterator[ObjectDef]:
        """The object definitions the module holds, in schema order."""
        for name, definition in self.model.definitions.items():
            if name in self.rendered and isinstance(definition, ObjectDef):
                yield definition


def _object(definition: Definition) -> ObjectDef:
    assert isinstance(definition, ObjectDef)
    return definition


def module_graph(model: Model, profile: Profile, label: str) -> ModuleGraph:
    """The graph of the module ``profile`` asks of ``model`` (the profile's names applied), and
    the objects it holds that cannot be one class per choice of their payload."""
    defs = model.definitions
    roots = [
        name
        for name, d in defs.items()
        if (d.pointer == f"/$defs/{name}" or (profile.envelope and d.pointer == ""))
        and name not in profile.omit
    ]
    union_of_variant: dict[str, UnionDef] = {}
    for definition in defs.values():
        if isinstance(definition, UnionDef):
            for variant in definition.variants:
                if variant.tag is not None or variant.object.pointer.startswith(
                    definition.pointer + "/"
                ):
                    union_of_variant[variant.object.name] = definition
            if definition.other is not None:
                union_of_variant[definition.other.name] = definition
    self_referring = self_referring_aliases(model)
    graph = ModuleGraph(
        model,
        profile,
        rendered=reachable(model, roots),
        self_referring=self_referring,
        root_models=frozenset(profile.root_models) | self_referring,
        union_of_variant=union_of_variant,
    )
    graph.problems.extend(
        SchemaProblem(
            label,
            obj.pointer,
            "the payload of this object is not a choice of object definitions or unions "
            "of them, so it cannot become one class per choice",
        )
        for obj in graph.held_objects()
        if obj.payload is not None and not graph.is_open_variant(obj) and not obj.expansions
    )
    return graph


def reachable(model: Model, roots: Sequence[str]) -> frozenset[str]:
    defs = model.definitions
    seen: set[str] = set()
    stack = list(roots)
    while stack:
        name = stack.pop()
        if name in seen or name not in defs:
            continue
        seen.add(name)
        stack.extend(refs_of(defs[name]))
    return frozenset(seen)


def self_referring_aliases(model: Model) -> frozenset[str]:
    """The aliases whose target reaches the alias again through other aliases."""
    defs = model.definitions

    def aliases_in(expr: TypeExpr) -> Iterator[str]:
        return (name for name in ref_names(expr) if isinstance(defs.get(name), AliasDef))

    found = set()
    for name, definition in defs.items():
        if not isinstance(definition, AliasDef):
            continue
        seen: set[str] = set()
        stack = list(aliases_in(definition.target))
        while stack:
            other = stack.pop()
            if other == name:
                found.add(name)
                break
            if other not in seen:
                seen.add(other)
                target = defs[other]
                assert isinstance(target, AliasDef)
                stack.extend(aliases_in(target.target))
    return frozenset(found)


class Node(Protocol):
    name: str
    needs: set[str]
    mentions: set[str]


N = TypeVar("N", bound=Node)


def ordered(classes: list[N]) -> list[N]:
    """Classes in schema order, each after the classes it needs (bases, default instances)
    and, where no cycle prevents it, after the classes its fields mention."""
    by_name = {c.name: c for c in classes}
    done: set[str] = set()
    active: set[str] = set()
    out: list[N] = []

    def needed(view: N) -> Iterator[N]:
        for name in [*sorted(view.needs), *sorted(view.mentions - view.needs)]:
            if name in by_name:
                yield by_name[name]

    # Depth first, with a stack of its own: a chain of definitions may be longer than
    # Python's recursion limit.
    for root in classes:
        if root.name in done:
            continue
        active.add(root.name)
        stack = [(root, needed(root))]
        while stack:
            view, children = stack[-1]
            child = next((c for c in children if c.name not in done and c.name not in active), None)
            if child is not None:
                active.add(child.name)
                stack.append((child, needed(child)))
                continue
            stack.pop()
            active.discard(view.name)
            done.add(view.name)
            out.append(view)
    return out
