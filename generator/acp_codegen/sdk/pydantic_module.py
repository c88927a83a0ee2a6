"""One pydantic v2 module for an SDK, rendered from the typed model through a profile.

The model (:mod:`acp_codegen.model`) decides what the schema means; the profile
(:mod:`acp_codegen.sdk.profile`) decides what the SDK calls things and which of our templates'
features it uses. This module turns both into a view (names, annotations, defaults and
validators as small strings), and ``templates/sdk/pydantic_module.py.jinja`` prints it. Nothing
is parsed or edited after rendering.

How the schema's shapes become pydantic:

- an object definition is a class; its fields are attributes with the wire name as ``alias``;
  every class and attribute name is the model's, decided by :mod:`acp_codegen.naming`, which
  also applies the profile's names (:func:`acp_codegen.naming.apply_profile`) before rendering;
- a union variant is a class that subclasses the definition it extends and adds its
  discriminator as a ``Literal`` field; a field holding a closed union is a discriminated
  union; an open union's catch-all class keeps unknown keys and refuses the known
  discriminator values;
- an object whose payload is a choice of definitions (a scope beside a mode) becomes one class
  per choice, each subclassing the chosen definition; its own name is then the union of them
  (a ``RootModel`` class when the profile lists it in ``root-models``, an alias otherwise);
- aliases of the schema are written out where they are used, unless listed in ``root-models``
  or referring to themselves (then they are ``RootModel`` classes); with ``type-aliases`` they
  also get a module-level name;
- enums are ``Literal`` aliases, ``Enum`` classes or their base type, as the profile says;
- ``x-deserialize-default-on-error`` and ``x-deserialize-skip-invalid-items`` become wrap
  validators calling the helpers the profile names; integer formats become ``ge``/``le``.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from acp_codegen import naming
from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.model.formats import INTEGER_FORMAT_BOUNDS
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
    Variant,
    assert_never,
)
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import py_literal
from acp_codegen.sdk.profile import Profile

PRIMITIVE_ANNOTATIONS = {
    "str": "str",
    "int": "int",
    "float": "float",
    "bool": "bool",
    "null": "None",
    "json": "Any",
}


@dataclass(frozen=True)
class FieldView:
    name: str
    annotation: str
    default: str | None
    doc: str | None


@dataclass(frozen=True)
class ValidatorView:
    name: str
    fields: tuple[str, ...]
    mode: str
    # salvage | skip | reject | coerce
    kind: str
    argument: str = ""
    return_type: str = "Any"


@dataclass
class ClassView:
    name: str
    bases: str
    doc: str | None
    config: tuple[str, ...] = ()
    fields: list[FieldView] = field(default_factory=list)
    validators: list[ValidatorView] = field(default_factory=list)
    root: bool = False
    # Classes this one needs defined before it (bases, default instances, root types), and
    # every class it mentions, for the order of the module.
    needs: set[str] = field(default_factory=set)
    mentions: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class AliasView:
    name: str
    value: str
    doc: str | None


@dataclass(frozen=True)
class BaseView:
    name: str
    config: tuple[str, ...]
    camel_case_fallback: bool
    # camelCase wire name -> its attribute, for the fallback: the model's names, not a rule
    # the generated code would apply again.
    camel_case: tuple[tuple[str, str], ...]
    salvage: tuple[str, ...]
    salvage_helper: str


@dataclass
class ModuleView:
    header: tuple[str, ...]
    typing_imports: tuple[str, ...]
    pydantic_imports: tuple[str, ...]
    helper_module: str | None
    helper_imports: tuple[str, ...]
    uses_enum: bool
    literal_aliases: list[AliasView]
    base: BaseView
    enums: list[tuple[str, str | None, list[tuple[str, str]]]]
    classes: list[ClassView]
    aliases: list[AliasView]


@dataclass(frozen=True)
class Expansion:
    """One class of an expanded object: the definition chosen for its payload, and the
    fields of the objects between (outermost first)."""

    option: ObjectDef
    fields: tuple[Field, ...]
    # For a variant of a union in the payload: its discriminator value (or title), which names
    # the class (``running`` -> ``RunningStateUpdateSessionUpdate``); for a variant of a union
    # in a variant's payload, the values from the innermost out
    # (``("other", "running")`` -> ``OtherRunningStateUpdateSessionUpdate``).
    labels: tuple[str, ...] = ()


def discriminator_attribute(fields: Iterable[Field], discriminator: str) -> str:
    """The attribute of the discriminating field among ``fields`` (the model names it)."""
    found = (f.py_name for f in fields if f.wire_name == discriminator)
    return next(found, naming.attribute_name(discriminator))


def py_tuple(values: tuple[Any, ...]) -> str:
    items = ", ".join(py_literal(v) for v in values)
    return f"({items},)" if len(values) == 1 else f"({items})"


def _ref_names(expr: TypeExpr) -> Iterator[str]:
    """The definitions ``expr`` names, in order, through lists, maps, nullables and unions."""
    match expr:
        case Ref():
            yield expr.name
        case ListOf():
            yield from _ref_names(expr.item)
        case MapOf():
            yield from _ref_names(expr.value)
        case Nullable():
            yield from _ref_names(expr.inner)
        case AnyOf():
            for option in expr.options:
                yield from _ref_names(option)
        case Primitive() | Const():
            pass
        case _:
            assert_never(expr)


class Renderer:
    def __init__(self, model: Model, profile: Profile, label: str, profile_file: str) -> None:
        self.model = model
        self.profile = profile
        self.label = label
        self.profile_file = profile_file
        self.problems: list[SchemaProblem] = []
        self.warnings: list[str] = []
        # The same, as ``key (pointer): message``, for a target that refuses them.
        self.unmatched: list[str] = []
        self.typing: set[str] = set()
        self.pydantic: set[str] = {"ConfigDict"}
        self.helpers: set[str] = set()
        self.used_profile: set[tuple[str, ...]] = set()
        self.rendered = self.reachable()
        # An alias is written out where it is used, except those the profile keeps as classes
        # and those that refer to themselves, which cannot be written out.
        self.self_referring = self.self_referring_aliases()
        self.root_models = frozenset(profile.root_models) | self.self_referring
        self.union_of_variant: dict[str, UnionDef] = {}
        for definition in model.definitions.values():
            if isinstance(definition, UnionDef):
                for variant in definition.variants:
                    if variant.tag is not None or variant.object.pointer.startswith(
                        definition.pointer + "/"
                    ):
                        self.union_of_variant[variant.object.name] = definition
                if definition.other is not None:
                    self.union_of_variant[definition.other.name] = definition
        self.names = self.class_names()
        self.expansion_aliases: list[AliasView] = []

    # -- reporting ---------------------------------------------------------------------------

    def warn(self, key: str, message: str) -> None:
        self.warnings.append(f"{self.profile_file}: profile {key}: {message}")
        self.unmatched.append(f"{key}{self.pointer_of(key)}: {message}")

    def pointer_of(self, key: str) -> str:
        """`` (#/$defs/Name)`` for a profile key about a definition, else nothing."""
        category, _, rest = key.partition(" " if " " in key else ".")
        if category in ("root-models", "omit"):
            name = rest.strip("'")
        elif category in ("variants", "enums", "defaults", "coerce"):
            name = rest.split(".")[0]
        else:
            return ""
        return f" (#/$defs/{name})"

    def problem(self, pointer: str, message: str) -> None:
        self.problems.append(SchemaProblem(self.label, pointer, message))

    # -- which definitions, under which names ------------------------------------------------

    def refs_of(self, definition: Definition) -> Iterator[str]:
        match definition:
            case ObjectDef():
                if definition.base is not None:
                    yield definition.base
                for f in definition.fields:
                    yield from _ref_names(f.type)
                if definition.payload is not None:
                    yield from _ref_names(definition.payload)
                if definition.extra is not None:
                    yield from _ref_names(definition.extra)
            case UnionDef():
                for variant in definition.variants:
                    yield variant.object.name
                if definition.other is not None:
                    yield definition.other.name
            case AliasDef():
                yield from _ref_names(definition.target)
            case EnumDef():
                pass  # refers to no other definition
            case _:
                assert_never(definition)

    def reachable(self) -> set[str]:
        defs = self.model.definitions
        for name in self.profile.omit:
            if name not in defs:
                self.warn(f"omit {name!r}", "the schema has no such definition")
        roots = [
            name
            for name, d in defs.items()
            if (d.pointer == f"/$defs/{name}" or (self.profile.envelope and d.pointer == ""))
            and name not in self.profile.omit
        ]
        seen: set[str] = set()
        stack = list(roots)
        while stack:
            name = stack.pop()
            if name in seen or name not in defs:
                continue
            seen.add(name)
            stack.extend(self.refs_of(defs[name]))
        return seen

    def self_referring_aliases(self) -> frozenset[str]:
        """The aliases whose target reaches the alias again through other aliases."""
        defs = self.model.definitions

        def aliases_in(expr: TypeExpr) -> Iterator[str]:
            return (name for name in _ref_names(expr) if isinstance(defs.get(name), AliasDef))

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

    def is_class(self, definition: Definition) -> bool:
        match definition:
            case ObjectDef():
                return True
            case EnumDef():
                return self.enum_style(definition) == "enum"
            case AliasDef():
                return definition.name in self.root_models
            case UnionDef():
                return False  # an annotation of its variants' classes
            case _:
                assert_never(definition)

    def class_names(self) -> dict[str, str]:
        """Definition name -> class name, for every rendered class (the model's names)."""
        defs = self.model.definitions
        return {
            name: definition.class_name
            for name, definition in defs.items()
            if name in self.rendered and self.is_class(definition)
        }

    def enum_style(self, definition: EnumDef) -> str:
        style = self.profile.enums.get(definition.name, self.profile.enum_default)
        if definition.open and style != "str":
            return "str"
        return style

    # -- type annotations --------------------------------------------------------------------

    def union(self, options: list[str]) -> str:
        unique = list(dict.fromkeys(options))
        if self.profile.annotation_style == "builtins":
            return " | ".join(unique)
        others = [o for o in unique if o != "None"]
        if not others:
            return "None"
        joined = others[0] if len(others) == 1 else f"Union[{', '.join(others)}]"
        if len(others) > 1:
            self.typing.add("Union")
        if len(others) < len(unique):
            self.typing.add("Optional")
            return f"Optional[{joined}]"
        return joined

    def container(self, kind: str, arguments: str) -> str:
        """``list[...]`` or ``dict[...]``, or their ``typing`` names in that style."""
        if self.profile.annotation_style == "builtins":
            return f"{kind}[{arguments}]"
        name = kind.capitalize()
        self.typing.add(name)
        return f"{name}[{arguments}]"

    def annotation(self, expr: TypeExpr, mentions: set[str]) -> str:
        match expr:
            case Primitive():
                held = self.profile.formats.get(expr.format or "") if expr.kind == "str" else None
                if held is not None:
                    self.pydantic.add(held)
                    return held
                if expr.kind == "json":
                    self.typing.add("Any")
                return PRIMITIVE_ANNOTATIONS[expr.kind]
            case Const():
                self.typing.add("Literal")
                return f"Literal[{py_literal(expr.value)}]"
            case ListOf():
                return self.container("list", self.annotation(expr.item, mentions))
            case MapOf():
                return self.container("dict", f"str, {self.annotation(expr.value, mentions)}")
            case Nullable():
                return self.union([self.annotation(expr.inner, mentions), "None"])
            case AnyOf():
                return self.union([self.annotation(o, mentions) for o in expr.options])
            case Ref():
                return self.ref_annotation(expr.name, mentions)
            case _:
                assert_never(expr)

    def ref_annotation(self, name: str, mentions: set[str]) -> str:
        definition = self.model.definitions[name]
        # An alias of another definition is followed in a loop, not by recursion: a chain of
        # them can be as long as the schema (an allOf chain of 1,000 definitions). It ends:
        # the aliases on a cycle are root models (``self_referring_aliases``).
        while (
            isinstance(definition, AliasDef)
            and name not in self.root_models
            and isinstance(definition.target, Ref)
        ):
            name = definition.target.name
            definition = self.model.definitions[name]
        match definition:
            case ObjectDef():
                if name in self.expanded_defs() and name not in self.root_models:
                    classes = [self.names[n] for n in self.expansion_names(name)]
                    mentions.update(classes)
                    return self.union(classes)
                mentions.add(self.names[name])
                return self.names[name]
            case UnionDef():
                return self.union_annotation(definition, mentions)
            case EnumDef():
                style = self.enum_style(definition)
                if style == "str":
                    return definition.base
                if style == "literal":
                    return definition.class_name
                mentions.add(self.names[name])
                return self.names[name]
            case AliasDef():
                if name in self.root_models:
                    mentions.add(self.names[name])
                    return self.names[name]
                return self.annotation(definition.target, mentions)
            case _:
                assert_never(definition)

    def union_members(self, union: UnionDef) -> tuple[list[str], bool]:
        """The classes of a union's variants, and whether each variant is one class."""
        members: list[str] = []
        single = True
        for variant in union.variants:
            name = variant.object.name
            if name in self.expanded_defs():
                members.extend(self.names[n] for n in self.expansion_names(name))
                single = False
            else:
                members.append(self.names[name])
        if union.other is not None:
            members.append(self.names[union.other.name])
        return members, single

    def union_annotation(self, union: UnionDef, mentions: set[str]) -> str:
        members, single = self.union_members(union)
        mentions.update(members)
        joined = self.union(members)
        if union.discriminator is None or union.open or union.default is not None or not single:
            return joined
        self.typing.add("Annotated")
        self.pydantic.add("Field")
        fields = (f for v in union.variants for f in v.object.fields)
        attribute = discriminator_attribute(fields, union.discriminator)
        return f"Annotated[{joined}, Field(discriminator={py_literal(attribute)})]"

    # -- expansions --------------------------------------------------------------------------

    _expanded: dict[str, list[tuple[str, Expansion]]] | None = None

    def expanded_defs(self) -> dict[str, list[tuple[str, Expansion]]]:
        """Object definitions with a payload -> (expansion class key, expansion) in order."""
        if self._expanded is None:
            self._expanded = {}
            for name in self.model.definitions:
                definition = self.model.definitions[name]
                if (
                    name in self.rendered
                    and isinstance(definition, ObjectDef)
                    and definition.payload is not None
                    and not self.is_open_variant(definition)
                ):
                    options = self.expansions_of(definition)
                    self._expanded[name] = [
                        (f"{name}/{option.option.name}", option) for option in options
                    ]
        return self._expanded

    def expansion_names(self, name: str) -> list[str]:
        return [key for key, _ in self.expanded_defs()[name]]

    def is_open_variant(self, definition: ObjectDef) -> bool:
        union = self.union_of_variant.get(definition.name)
        return union is not None and union.other is definition

    def expansions_of(self, obj: ObjectDef) -> list[Expansion]:
        payload = obj.payload
        assert payload is not None
        out: list[Expansion] = []
        for target, variant in self.payload_choices(payload):
            if not isinstance(target, ObjectDef):
                self.problem(
                    obj.pointer,
                    "the payload of this object is not a choice of object definitions or unions "
                    "of them, so it cannot become one class per choice",
                )
                return []
            if target.payload is not None:
                out.extend(
                    Expansion(
                        inner.option,
                        (*target.fields, *inner.fields),
                        (*inner.labels, variant) if inner.labels and variant else inner.labels,
                    )
                    for inner in self.expansions_of(target)
                )
            else:
                out.append(Expansion(target, (), (variant,) if variant else ()))
        return out

    def payload_choices(self, expr: TypeExpr) -> Iterator[tuple[Definition | None, str | None]]:
        """What a payload chooses between, with unions and aliases flattened: (definition,
        the discriminator value or title naming it when it is a union's variant). A union in
        the payload (a state beside the update kind) gives one choice per variant, the
        catch-all included."""
        match expr:
            case AnyOf():
                for option in expr.options:
                    yield from self.payload_choices(option)
            case Ref():
                chosen = self.model.definitions.get(expr.name)
                if isinstance(chosen, UnionDef):
                    for v in (
                        *chosen.variants,
                        *([Variant(None, chosen.other)] if chosen.other else []),
                    ):
                        # Named by its value, unless the profile names the variant's class:
                        # then by that class, as a choice that is not a variant is.
                        key = naming.variant_key(v.tag, v.object)
                        renamed = key in self.profile.variants.get(chosen.name, {})
                        named = v.tag is not None or v.object.doc.title is not None
                        yield v.object, key if named and not renamed else None
                elif isinstance(chosen, AliasDef) and chosen.name not in self.root_models:
                    yield from self.payload_choices(chosen.target)
                else:
                    yield chosen, None
            case Primitive() | Const() | ListOf() | MapOf() | Nullable():
                yield None, None  # a value, not a definition to choose
            case _:
                assert_never(expr)

    # -- fields and classes ------------------------------------------------------------------

    def camel_case_attributes(self) -> tuple[tuple[str, str], ...]:
        """The camelCase wire names of the rendered classes and their attributes; a wire name
        the classes spell differently (one renamed beside another property) is left out."""
        found: dict[str, set[str]] = {}
        for name in self.rendered:
            obj = self.model.definitions[name]
            if isinstance(obj, ObjectDef):
                for f in obj.fields:
                    wire = f.wire_name
                    if wire != f.py_name and wire != wire.lower() and not wire.startswith("_"):
                        found.setdefault(wire, set()).add(f.py_name)
        return tuple(sorted((wire, min(names)) for wire, names in found.items() if len(names) == 1))

    def attributes_of(self, wire_names: Iterable[str]) -> tuple[str, ...]:
        """The attributes the rendered classes give these wire names, for the base class's
        validators, which apply to every class with the property."""
        found: dict[str, set[str]] = {wire_name: set() for wire_name in wire_names}
        for name in self.rendered:
            obj = self.model.definitions[name]
            if isinstance(obj, ObjectDef):
                for f in obj.fields:
                    found.get(f.wire_name, set()).add(f.py_name)
        names = {
            n
            for wire_name, py_names in found.items()
            for n in py_names or {naming.attribute_name(wire_name)}
        }
        return tuple(sorted(names))

    def default_of(self, owner: str, f: Field, needs: set[str]) -> tuple[str | None, bool]:
        """The default's source and whether pydantic must validate it; None: required."""
        key = f"{owner}.{f.wire_name}"
        if key in self.profile.defaults:
            self.used_profile.add(("defaults", key))
            value = self.profile.defaults[key]
        elif f.has_default:
            value = f.default
        elif f.required:
            return None, False
        else:
            return "None", False
        target = self.model.resolve(f.type)
        if isinstance(target, Nullable):
            target = self.model.resolve(target.inner)
        if value == {} and isinstance(target, Ref):
            definition = self.model.definitions[target.name]
            if isinstance(definition, ObjectDef) and target.name in self.names:
                needs.add(self.names[target.name])
                return f"{self.names[target.name]}()", False
        return py_literal(value), isinstance(value, (list, dict))

    def bounds(self, expr: TypeExpr) -> list[str]:
        target = self.model.resolve(expr)
        if isinstance(target, Nullable):
            target = self.model.resolve(target.inner)
        if isinstance(target, Primitive) and target.kind == "int" and target.format is not None:
            low, high = INTEGER_FORMAT_BOUNDS[target.format]
            return [f"ge={low}", f"le={high}"]
        return []

    def field_view(self, owner: str, f: Field, view: ClassView) -> FieldView:
        name = f.py_name
        annotation = self.annotation(f.type, view.mentions)
        default, validate_default = self.default_of(owner, f, view.needs)
        if default is not None and not f.required and not self.model.admits_null(f.type):
            annotation = self.union([annotation, "None"])
        options = []
        if name != f.wire_name:
            options.append(f"alias={py_literal(f.wire_name)}")
        options.extend(self.bounds(f.type))
        doc = f.doc.description
        described = self.described(doc)
        if described is not None:
            options.append(described)
            doc = None
        if validate_default:
            # A JSON default that pydantic turns into the field's type when it is used; as a
            # Field() default, type checkers do not read it as a value of the field's type.
            self.pydantic.add("Field")
            default = f"Field(default={default}, validate_default=True)"
        if options:
            self.typing.add("Annotated")
            self.pydantic.add("Field")
            annotation = f"Annotated[{annotation}, Field({', '.join(options)})]"
        return FieldView(name, annotation, default, doc)

    def described(self, doc: str | None) -> str | None:
        """``description=...`` for ``Field``, when descriptions are not attribute docstrings:
        the text pydantic would read from the docstring (``inspect.cleandoc``'s), given to it
        directly, which spares it reading the class's source when the module is imported."""
        if doc is None or self.profile.base_class.attribute_docstrings:
            return None
        return f"description={py_literal(inspect.cleandoc(doc))}"

    def validators_of(
        self,
        owner: str,
        fields: tuple[Field, ...],
        open_tags: tuple[Any, ...],
        discriminator: str | None,
    ) -> list[ValidatorView]:
        out: list[ValidatorView] = []
        deserialize = self.profile.deserialize
        salvage: dict[str, list[str]] = {}
        skip: list[str] = []
        for f in fields:
            name = f.py_name
            inner = f.type.inner if isinstance(f.type, Nullable) else f.type
            if isinstance(inner, ListOf) and inner.skip_invalid_items:
                skip.append(name)
            elif f.default_on_error and f.wire_name not in self.profile.base_class.salvage:
                salvage.setdefault(self.fallback(f), []).append(name)
        if deserialize is not None:
            for index, (fallback, names) in enumerate(salvage.items()):
                self.helpers.add(deserialize.default_on_error)
                out.append(
                    ValidatorView(
                        f"_default_on_error_{index}" if len(salvage) > 1 else "_default_on_error",
                        tuple(names),
                        "wrap",
                        "salvage",
                        f"{deserialize.default_on_error}(value, handler, lambda: {fallback})",
                    )
                )
            for name in skip:
                self.helpers.add(deserialize.skip_invalid_items)
                out.append(
                    ValidatorView(
                        f"_skip_invalid_{name}",
                        (name,),
                        "wrap",
                        "skip",
                        f"{deserialize.skip_invalid_items}(value, handler)",
                    )
                )
        if open_tags and discriminator is not None:
            name = discriminator_attribute(fields, discriminator)
            out.append(
                ValidatorView(
                    f"_reject_known_{name}",
                    (name,),
                    "before",
                    "reject",
                    py_tuple(open_tags),
                )
            )
        for f in fields:
            key = f"{owner}.{f.wire_name}"
            if key in self.profile.coerce:
                self.used_profile.add(("coerce", key))
                target = self.model.resolve(f.type)
                kind = target.kind if isinstance(target, Primitive) else None
                if kind not in ("int", "float", "str"):
                    self.warn(f"coerce.{key}", "only int, float and str fields can be coerced")
                    continue
                out.append(
                    ValidatorView(
                        f"_coerce_{f.py_name}",
                        (f.py_name,),
                        "before",
                        "coerce",
                        py_literal(self.profile.coerce[key].fallback),
                        kind,
                    )
                )
        return out

    def fallback(self, f: Field) -> str:
        if f.has_default:
            return py_literal(f.default)
        inner = self.model.resolve(f.type)
        if isinstance(inner, ListOf) and (f.required or not self.model.admits_null(f.type)):
            return "[]"
        return "None"

    def config_of(self, obj: ObjectDef, open_variant: bool) -> tuple[str, ...]:
        extra = "forbid" if obj.extra is None else self.profile.extra
        if open_variant:
            extra = "allow"
        if extra == "ignore":
            return ()
        return (f"extra={py_literal(extra)}",)

    def object_class(
        self,
        name: str,
        obj: ObjectDef,
        base_cls: str,
        fields: tuple[Field, ...],
        owner_of: dict[str, str],
    ) -> ClassView:
        doc = obj.doc.description
        view = ClassView(name, base_cls, doc)
        if base_cls != self.profile.base_class.name:
            view.needs.add(base_cls)
        union = self.union_of_variant.get(obj.name)
        open_variant = union is not None and union.other is obj
        view.config = self.config_of(obj, open_variant)
        for f in fields:
            view.fields.append(self.field_view(owner_of.get(f.wire_name, obj.name), f, view))
        tags = tuple(v.tag for v in union.tagged) if (union and open_variant) else ()
        view.validators = self.validators_of(
            obj.name, fields, tags, union.discriminator if union else None
        )
        return view

    def classes(self) -> tuple[list[ClassView], list[AliasView]]:
        defs = self.model.definitions
        classes: list[ClassView] = []
        aliases: list[AliasView] = []
        for name, definition in defs.items():
            if name not in self.rendered:
                continue
            match definition:
                case ObjectDef():
                    classes.extend(self.object_classes(name, definition))
                case AliasDef() if name in self.root_models:
                    refs: set[str] = set()
                    root = self.annotation(definition.target, refs)
                    doc = definition.doc.description
                    forward = name in self.self_referring
                    classes.append(self.root_model(self.names[name], root, doc, refs, forward))
                case AliasDef():
                    if self.profile.type_aliases:
                        value = self.annotation(definition.target, set())
                        doc = definition.doc.description
                        aliases.append(AliasView(definition.class_name, value, doc))
                case UnionDef():
                    mentions: set[str] = set()
                    value = self.union_annotation(definition, mentions)
                    if definition.class_name not in self.names.values():
                        doc = definition.doc.description
                        aliases.append(AliasView(definition.class_name, value, doc))
                case EnumDef():
                    pass  # rendered with the enums
                case _:
                    assert_never(definition)
        for name in self.profile.root_models:
            if name not in defs or name not in self.rendered:
                self.warn(f"root-models {name!r}", "the schema has no such definition")
        return classes, aliases

    def root_model(
        self, name: str, root: str, doc: str | None, mentions: set[str], forward: bool = False
    ) -> ClassView:
        """A class whose value is ``root``, for an alias the SDK keeps as a class or one that
        refers to itself; its description is the field's, as pydantic reads it. ``forward``:
        the type parameter is a string, resolved once every class exists (a class of a
        cycle cannot name the others before they are defined)."""
        self.pydantic.add("RootModel")
        config: tuple[str, ...] = ()
        if self.profile.base_class.attribute_docstrings:
            config = ("use_attribute_docstrings=True",)
        if self.profile.base_class.defer_build:
            config = (*config, "defer_build=True")
        parameter = py_literal(root) if forward else root
        view = ClassView(name, f"RootModel[{parameter}]", None, config, root=True)
        described = self.described(doc)
        if described is None:
            view.fields.append(FieldView("root", root, None, doc))
        else:
            self.typing.add("Annotated")
            self.pydantic.add("Field")
            annotated = f"Annotated[{root}, Field({described})]"
            view.fields.append(FieldView("root", annotated, None, None))
        if not forward:
            view.needs |= mentions
        view.mentions |= mentions
        return view

    def object_classes(self, name: str, obj: ObjectDef) -> list[ClassView]:
        base = self.names[obj.base] if obj.base is not None else self.profile.base_class.name
        if name not in self.expanded_defs():
            return [self.object_class(self.names[name], obj, base, obj.fields, {})]
        table_key = self.names[name]
        table = self.profile.expansions.get(table_key, {})
        if table:
            self.used_profile.add(("expansions", table_key))
        views: list[ClassView] = []
        members: list[str] = []
        for key, expansion in self.expanded_defs()[name]:
            option = expansion.option
            cls = self.names[key]
            members.append(cls)
            inherited = {f.wire_name for f in option.fields}
            fields = tuple(
                f for f in (*obj.fields, *expansion.fields) if f.wire_name not in inherited
            )
            owner_of = {f.wire_name: obj.name for f in obj.fields}
            views.append(self.object_class(cls, obj, self.names[option.name], fields, owner_of))
        for option_name in table:
            if option_name not in {e.option.name for _, e in self.expanded_defs()[name]}:
                self.warn(
                    f"expansions.{table_key}.{option_name}",
                    "the object's payload has no such choice",
                )
        if name in self.root_models:
            self.pydantic.add("RootModel")
            views.append(
                self.root_model(table_key, self.union(members), obj.doc.description, set(members))
            )
        else:
            self.expansion_aliases.append(AliasView(table_key, self.union(members), None))
        return views

    # -- the module --------------------------------------------------------------------------

    def module(self) -> ModuleView:
        # Expansion class names are needed by annotations anywhere, so decide them first: in
        # the module's one namespace, where the model's classes already are.
        defs = self.model.definitions
        scope = naming.Namespace(self.label)
        for definition in defs.values():
            scope.choose(definition.class_name, definition.pointer, None)
        for name in self.expanded_defs():
            owner = self.names[name]
            table = self.profile.expansions.get(owner, {})
            for key, expansion in self.expanded_defs()[name]:
                option = expansion.option
                # One class per choice, named by the owner's pointer and the choice's.
                pointer = f"{defs[name].pointer} ({option.pointer})"
                if option.name in table:
                    cls = table[option.name]
                    entry = f"expansions.{owner}.{option.name}"
                    problem = scope.choose(cls, pointer, entry)
                    if problem is not None:
                        self.problems.append(problem)
                else:
                    labels = expansion.labels or (self.names.get(option.name, option.class_name),)
                    cls = scope.take(naming.class_name(*labels, owner), pointer, "Variant")
                self.names[key] = cls
        classes, aliases = self.classes()
        for expanded_table in self.profile.expansions:
            if ("expansions", expanded_table) not in self.used_profile:
                self.warn(f"expansions.{expanded_table}", "no expanded class has this name")
        aliases = [*self.expansion_aliases, *aliases]
        known: set[str] = set()
        for name in [c.name for c in classes] + [a.name for a in aliases]:
            if name in known:
                self.problems.append(
                    SchemaProblem(
                        self.profile_file,
                        "",
                        f"two classes or aliases of the module are named {name!r}; "
                        "name one of them differently in the profile",
                    )
                )
            known.add(name)
        for alias, members in self.profile.aliases.items():
            missing = [m for m in members if m not in known]
            if missing:
                self.warn(f"aliases.{alias}", f"names no class {', '.join(missing)}; left out")
                continue
            if alias in known:
                self.warn(f"aliases.{alias}", "is already a name of the module; left out")
                continue
            aliases.append(AliasView(alias, self.union(list(members)), None))
            known.add(alias)
        literal_aliases: list[AliasView] = []
        enums: list[tuple[str, str | None, list[tuple[str, str]]]] = []
        for name in self.profile.enums:
            if not isinstance(self.model.definitions.get(name), EnumDef):
                self.warn(f"enums.{name}", "the schema has no such enum")
        for name, definition in self.model.definitions.items():
            if name not in self.rendered or not isinstance(definition, EnumDef):
                continue
            style = self.enum_style(definition)
            # With type aliases, an enum's alias carries its description, and an open enum
            # (its base type) has a name too.
            doc = definition.doc.description if self.profile.type_aliases else None
            if style == "literal":
                self.typing.add("Literal")
                values = ", ".join(py_literal(m.value) for m in definition.members)
                literal_aliases.append(AliasView(definition.class_name, f"Literal[{values}]", doc))
            elif style == "str" and self.profile.type_aliases:
                literal_aliases.append(AliasView(definition.class_name, definition.base, doc))
            elif style == "enum":
                enum_values = [m.value for m in definition.members]
                constants = [
                    (constant, py_literal(value))
                    for constant, value in zip(
                        naming.enum_constants(enum_values), enum_values, strict=True
                    )
                ]
                enums.append((self.names[name], definition.doc.description, constants))
        for key in self.profile.defaults:
            if ("defaults", key) not in self.used_profile:
                self.warn(f"defaults.{key}", "the schema has no such property")
        for key in self.profile.coerce:
            if ("coerce", key) not in self.used_profile:
                self.warn(f"coerce.{key}", "the schema has no such property")
        base = self.profile.base_class
        deserialize = self.profile.deserialize
        if base.salvage and deserialize is None:
            self.problems.append(
                SchemaProblem(
                    self.profile_file,
                    "",
                    "profile base-class.salvage needs the deserialize table (the helpers' module)",
                )
            )
        salvage_helper = ""
        if base.salvage and deserialize is not None:
            salvage_helper = deserialize.default_on_error
            self.helpers.add(salvage_helper)
        if any(c.validators for c in classes) or base.salvage:
            self.pydantic.add("field_validator")
        if base.camel_case_fallback or any(c.validators for c in classes) or base.salvage:
            self.typing.add("Any")
        base_config = []
        if base.populate_by_name:
            base_config.append("populate_by_name=True")
        if base.attribute_docstrings:
            base_config.append("use_attribute_docstrings=True")
        if base.defer_build:
            base_config.append("defer_build=True")
        if self.problems:
            raise GenerationError(self.problems)
        return ModuleView(
            header=self.profile.header,
            typing_imports=tuple(sorted(self.typing)),
            pydantic_imports=tuple(sorted(self.pydantic)),
            helper_module=deserialize.module if deserialize and self.helpers else None,
            helper_imports=tuple(sorted(self.helpers)),
            uses_enum=bool(enums),
            literal_aliases=literal_aliases,
            base=BaseView(
                base.name,
                tuple(base_config),
                base.camel_case_fallback,
                self.camel_case_attributes() if base.camel_case_fallback else (),
                self.attributes_of(base.salvage),
                salvage_helper,
            ),
            enums=enums,
            classes=ordered(classes),
            aliases=aliases,
        )


def ordered(classes: list[ClassView]) -> list[ClassView]:
    """Classes in schema order, each after the classes it needs (bases, default instances,
    root types) and, where no cycle prevents it, after the classes its fields mention."""
    by_name = {c.name: c for c in classes}
    done: set[str] = set()
    active: set[str] = set()
    out: list[ClassView] = []

    def needed(view: ClassView) -> Iterator[ClassView]:
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


def render_pydantic_module(
    model: Model, profile: Profile, label: str, profile_file: str, *, strict: bool = False
) -> tuple[str, list[str]]:
    """The module's source (unformatted) and the profile's warnings. The profile's names are
    applied to the model first (:func:`acp_codegen.naming.apply_profile`); the rest of the
    profile shapes the module. ``strict``: an entry of the profile that names what the schema
    lacks is an error instead, one message naming the schema file and every such entry (an
    SDK's module without a name its package imports would break it)."""
    model, warnings = naming.apply_profile(model, profile, label, profile_file)
    renderer = Renderer(model, profile, label, profile_file)
    view = renderer.module()
    if strict and (warnings or renderer.unmatched):
        unmatched = []
        for warning in warnings:
            key, _, message = warning.removeprefix(f"{profile_file}: profile ").partition(": ")
            unmatched.append(f"{key}{renderer.pointer_of(key)}: {message}")
        raise GenerationError.single(
            label,
            "",
            f"lacks what the profile in {profile_file} names, so the module would miss names "
            "its package uses (the profile is for another schema release, or the base is "
            "another file); " + "; ".join([*unmatched, *renderer.unmatched]),
        )
    source = render_template("sdk/pydantic_module.py.jinja", view=view)
    return source, [*warnings, *renderer.warnings]
