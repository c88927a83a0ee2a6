"""The profile stage: a model with a profile's names, made once for every renderer of a
target (the stdlib package, the pydantic module, the helpers), which all receive the
:class:`Profiled` model and never rename again.

The profile chooses the class of a union variant, of an object the schema does not name and of
each choice of a payload, and the attribute of a wire name; the names it does not choose are
derived as :mod:`acp_codegen.naming` derives them, and give way to the chosen ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    Definition,
    Expansion,
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
    Variant,
    assert_never,
)
from acp_codegen.naming import Holder, Namespace, class_name, private_name
from acp_codegen.sdk.profile import Profile


@dataclass(frozen=True)
class Profiled:
    """A model with the profile's names, the profile (which shapes the rest of a module), the
    schema's ``label``, the profile's file (``where``), its warnings about names (an entry
    naming what the schema lacks) and its notes (a variant of a union the profile names that
    the profile does not: a schema release's new variant, which takes our derived name)."""

    model: Model
    profile: Profile
    label: str
    where: str
    warnings: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


def variant_key(tag: Any, obj: ObjectDef) -> str:
    """What a profile's ``variants`` table calls a variant: its discriminator value, or the
    title of a default or open variant (``"default"`` or ``"other"`` without one)."""
    if tag is not None:
        return str(tag)
    return obj.doc.title or "default"


def union_variants(union: UnionDef) -> list[tuple[str, ObjectDef]]:
    """A union's variants, the open one included, by :func:`variant_key`."""
    found = [(variant_key(v.tag, v.object), v.object) for v in union.variants]
    if union.other is not None:
        found.append((variant_key(None, union.other), union.other))
    return found


def apply_profile(model: Model, profile: Profile, label: str, profile_file: str) -> Profiled:
    """``model`` with the profile's names in place of the derived ones, with the profile's
    warnings about names (an entry naming what the schema lacks).

    The class of a union variant (``variants``, keyed by union and :func:`variant_key`; with
    ``definition-variants``, a union's variants that extend a definition no other variant of
    the union extends take its name), of an
    object the schema does not name (``names``, keyed by its derived name), and the attribute
    of a wire name (``attributes``). A variant that takes the name of the definition it extends
    keeps the public name, and the definition becomes private (``_CurrentModeUpdate``). Derived
    names give way to chosen ones (:class:`Namespace`); GenerationError when the profile makes
    two definitions, or two properties of one class, share a name, naming both.

    A union the profile's ``variants`` names is named whole: a variant of it that no entry
    names (a schema release's new variant) takes our derived name, with a note naming the
    union, the variant and that name.
    """
    warnings: list[str] = []

    def warn(key: str, message: str) -> None:
        warnings.append(f"{profile_file}: profile {key}: {message}")

    defs = model.definitions
    chosen = _chosen_classes(defs, profile, warn)
    problems: list[SchemaProblem] = []
    scope = Namespace(label, classes=True)
    scope.choose(profile.base_class.name, "", "base-class.name")
    for name, (cls, entry) in chosen.items():
        problem = scope.choose(cls, defs[name].pointer, entry)
        if problem is not None:
            problems.append(problem)
    classes = {name: cls for name, (cls, _) in chosen.items()}
    for name, definition in defs.items():
        if name not in classes and definition.pointer in (f"/$defs/{name}", ""):
            problem = scope.choose(definition.class_name, definition.pointer, None)
            if problem is not None:
                problems.append(problem)
            classes[name] = definition.class_name
    for name, definition in defs.items():
        if name not in classes:
            classes[name] = scope.take(definition.class_name, definition.pointer, "Variant")
    expansions = _expansion_classes(model, profile, scope, classes, problems)
    objects = _profile_attributes(model, profile, label, problems, warn)
    if problems:
        raise GenerationError(problems)

    done: dict[str, ObjectDef] = {}

    def renamed(obj: ObjectDef) -> ObjectDef:
        # One object per name: a variant is both a definition and its union's member.
        if obj.name not in done:
            new = objects.get(obj.name, obj)
            if new.class_name != classes[obj.name]:
                new = replace(new, class_name=classes[obj.name])
            if obj.name in expansions:
                new = replace(new, expansions=expansions[obj.name])
            done[obj.name] = new
        return done[obj.name]

    definitions: dict[str, Definition] = {}
    for name, definition in defs.items():
        if isinstance(definition, ObjectDef):
            definitions[name] = renamed(definition)
        elif isinstance(definition, UnionDef):
            definitions[name] = replace(
                definition,
                class_name=classes[name],
                variants=tuple(Variant(v.tag, renamed(v.object)) for v in definition.variants),
                other=renamed(definition.other) if definition.other is not None else None,
            )
        else:
            definitions[name] = replace(definition, class_name=classes[name])
    named = Model(model.protocol, definitions, model.methods)
    notes = [
        f"{profile_file}: profile variants.{union_name}: the schema's variant {key!r} "
        f"(#/$defs/{union_name}) is not named here, so it takes acp-codegen's name "
        f'{classes[obj.name]}; add {key} = "Class" to name it'
        for union_name in profile.variants
        if isinstance(union := defs.get(union_name), UnionDef)
        for key, obj in union_variants(union)
        if obj.name not in chosen
    ]
    return Profiled(named, profile, label, profile_file, tuple(warnings), tuple(notes))


def _chosen_classes(
    defs: Mapping[str, Definition], profile: Profile, warn: Callable[[str, str], None]
) -> dict[str, tuple[str, str]]:
    """The classes the profile chooses, by definition, each with the profile entry that
    chose it: ``definition-variants``, then ``variants``, then ``names``; a variant named
    after the definition it extends keeps the public name, and the definition becomes
    private."""
    chosen: dict[str, tuple[str, str]] = {}  # definition -> (class, profile entry)
    for union_name in profile.definition_variants:
        union = defs.get(union_name)
        if not isinstance(union, UnionDef):
            warn(f"definition-variants {union_name!r}", "the schema has no such union")
            continue
        bases = [obj.base for _, obj in union_variants(union)]
        for _, obj in union_variants(union):
            if obj.base is not None and bases.count(obj.base) == 1:
                entry = f"definition-variants {union_name!r}"
                chosen[obj.name] = (defs[obj.base].class_name, entry)
    for union_name, table in profile.variants.items():
        union = defs.get(union_name)
        if not isinstance(union, UnionDef):
            warn(f"variants.{union_name}", "the schema has no such union")
            continue
        variants = dict(union_variants(union))
        for key, cls in table.items():
            if key in variants:
                chosen[variants[key].name] = (cls, f"variants.{union_name}.{key}")
            else:
                warn(
                    f"variants.{union_name}.{key}",
                    f"the union has no such variant (it has {', '.join(sorted(variants))})",
                )
    for derived, cls in profile.names.items():
        owner = next((n for n, d in defs.items() if d.class_name == derived), None)
        if owner is None:
            warn(f"names.{derived}", "no class of the schema has this derived name")
        else:
            chosen.setdefault(owner, (cls, f"names.{derived}"))
    # A variant named after the definition it extends keeps the public name; the definition
    # becomes private.
    for name, (cls, _) in list(chosen.items()):
        definition = defs[name]
        base = definition.base if isinstance(definition, ObjectDef) else None
        if base is not None and defs[base].class_name == cls and base not in chosen:
            chosen[base] = (private_name(cls), "(a variant takes its name)")
    return chosen


def _expansion_classes(
    model: Model,
    profile: Profile,
    scope: Namespace,
    classes: Mapping[str, str],
    problems: list[SchemaProblem],
) -> dict[str, tuple[Expansion, ...]]:
    """The classes of each object whose payload is a choice of object definitions, claimed in
    ``scope`` after every definition: the profile's ``expansions`` (keyed by the object's class
    and the chosen definition) as they are, the others named by the variants' discriminator
    values from the innermost out and the object's class (``running`` ->
    ``RunningStateUpdateSessionUpdate``; ``("other", "running")`` ->
    ``OtherRunningStateUpdateSessionUpdate``), or by the chosen definition's class when it is no
    named variant (``SessionScope`` -> ``SessionScopeFormMode``). A choice is keyed by its
    definition or by its class; an entry with a ``base`` splits the choice alone into a class
    of its own. An object whose payload is not such a choice gets none (the module refuses
    it, if it holds it); so does a union's open variant, which keeps its payload's keys,
    unless the profile names its expansions."""
    defs = model.definitions
    open_variants = {d.other.name for d in defs.values() if isinstance(d, UnionDef) and d.other}
    found: dict[str, tuple[Expansion, ...]] = {}
    for name, obj in defs.items():
        if not isinstance(obj, ObjectDef) or obj.payload is None:
            continue
        owner = classes[name]
        if name in open_variants and owner not in profile.expansions:
            continue
        choices = _choices_of(model, obj, profile)
        if choices is None:
            continue
        table = profile.expansions.get(owner, {})
        named: list[Expansion] = []
        for option, between, labels in choices:
            # One class per choice, named by the owner's pointer and the choice's.
            pointer = f"{obj.pointer} ({option.pointer})"
            key = option.name if option.name in table else classes[option.name]
            base: str | None = None
            if key in table:
                entry = f"expansions.{owner}.{key}"
                cls, base = table[key].class_name, table[key].base
                for chosen, what in ((cls, entry), (base, f"{entry}.base")):
                    problem = None if chosen is None else scope.choose(chosen, pointer, what)
                    if problem is not None:
                        problems.append(problem)
            else:
                wanted = class_name(*(labels or (classes[option.name],)), owner)
                cls = scope.take(wanted, pointer, "Variant")
            named.append(Expansion(cls, option.name, between, base))
        found[name] = tuple(named)
    return found


def _choices_of(
    model: Model, obj: ObjectDef, profile: Profile
) -> list[tuple[ObjectDef, tuple[str, ...], tuple[str, ...]]] | None:
    """The definitions ``obj``'s payload chooses between, each with the objects between (a
    chosen variant whose own payload is a choice, outermost first) and the labels naming its
    class; None when a choice is not an object definition."""
    assert obj.payload is not None
    out: list[tuple[ObjectDef, tuple[str, ...], tuple[str, ...]]] = []
    for target, label in _payload_choices(model, obj.payload, profile, frozenset()):
        if not isinstance(target, ObjectDef):
            return None
        if target.payload is None:
            out.append((target, (), (label,) if label else ()))
            continue
        inner = _choices_of(model, target, profile)
        if inner is None:
            return None
        outer = (label,) if label else ()
        for option, between, labels in inner:
            out.append((option, (target.name, *between), (*labels, *outer) if labels else ()))
    return out


def _payload_choices(
    model: Model, expr: TypeExpr, profile: Profile, aliases: frozenset[str]
) -> Iterator[tuple[Definition | None, str | None]]:
    """What a payload chooses between, with unions and aliases flattened: (definition, the
    discriminator value or title naming it when it is a union's variant). A union in the
    payload (a state beside the update kind) gives one choice per variant, the catch-all
    included; an alias the profile keeps as a class, or one met again (``aliases``: those on
    the way), is a choice of its own."""
    match expr:
        case AnyOf():
            for option in expr.options:
                yield from _payload_choices(model, option, profile, aliases)
        case Ref():
            chosen = model.definitions.get(expr.name)
            if isinstance(chosen, UnionDef):
                others = [Variant(None, chosen.other)] if chosen.other else []
                for v in (*chosen.variants, *others):
                    # Named by its value, unless the profile names the variant's class: then
                    # by that class, as a choice that is not a variant is.
                    key = variant_key(v.tag, v.object)
                    renamed = key in profile.variants.get(chosen.name, {})
                    labelled = v.tag is not None or v.object.doc.title is not None
                    yield v.object, key if labelled and not renamed else None
            elif (
                isinstance(chosen, AliasDef)
                and chosen.name not in profile.root_models
                and chosen.name not in aliases
            ):
                yield from _payload_choices(model, chosen.target, profile, aliases | {chosen.name})
            else:
                yield chosen, None
        case Primitive() | Const() | ListOf() | MapOf() | Nullable():
            yield None, None  # a value, not a definition to choose
        case _:
            assert_never(expr)


def _profile_attributes(
    model: Model,
    profile: Profile,
    label: str,
    problems: list[SchemaProblem],
    warn: Callable[[str, str], None],
) -> dict[str, ObjectDef]:
    """The objects whose attributes the profile's ``attributes`` rename, renamed: the chosen
    names first (with the class's inherited ones), then the derived ones, which give way."""
    chosen = profile.attributes
    if not chosen:
        return {}
    used: set[str] = set()
    done: dict[str, ObjectDef] = {}
    defs = model.definitions

    def inherited(obj: ObjectDef) -> list[Field]:
        if obj.base is None:
            return []
        base = defs[obj.base]
        assert isinstance(base, ObjectDef)
        base = attributes_of(base)
        return [*inherited(base), *base.fields]

    def attributes_of(obj: ObjectDef) -> ObjectDef:
        if obj.name in done:
            return done[obj.name]
        scope = Namespace(label)
        above = inherited(obj)
        for f in above:
            entry = f"attributes.{f.wire_name}" if f.wire_name in chosen else None
            scope.holders[f.py_name] = Holder(f.pointer, entry)
        fields: list[Field] = []
        for f in obj.fields:
            if f.wire_name in chosen:
                used.add(f.wire_name)
                problem = scope.choose(chosen[f.wire_name], f.pointer, f"attributes.{f.wire_name}")
                if problem is not None:
                    problems.append(problem)
                fields.append(replace(f, py_name=chosen[f.wire_name]))
            else:
                fields.append(f)
        for index, f in enumerate(fields):
            if f.wire_name not in chosen:
                py_name = scope.take(f.py_name, f.pointer, "_")
                if py_name != f.py_name:
                    fields[index] = replace(f, py_name=py_name)
        payload_field = obj.payload_field
        if payload_field is not None:
            payload_field = scope.take(payload_field, obj.pointer, "_")
        new = obj
        if tuple(fields) != obj.fields or payload_field != obj.payload_field:
            new = replace(obj, fields=tuple(fields), payload_field=payload_field)
        done[obj.name] = new
        return new

    for definition in defs.values():  # a union's variants are definitions too
        if isinstance(definition, ObjectDef):
            attributes_of(definition)
    for wire_name in chosen:
        if wire_name not in used:
            warn(f"attributes.{wire_name}", "no property of the schema has this name")
    return done
