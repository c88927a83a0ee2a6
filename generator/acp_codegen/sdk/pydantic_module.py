"""One pydantic v2 module for an SDK, rendered from the typed model through a profile.

The model (:mod:`acp_codegen.model`) decides what the schema means; the profile
(:mod:`acp_codegen.sdk.profile`) decides what the SDK calls things and which of our templates'
features it uses. This module turns both into a view (names, annotations, defaults and
validators as small strings), and ``templates/sdk/pydantic_module.py.jinja`` prints it. Nothing
is parsed or edited after rendering. Three parts do the work: :mod:`~acp_codegen.sdk.pydantic_graph`
decides which definitions the module holds, as which classes, in what order;
:mod:`~acp_codegen.sdk.pydantic_audit` reports what the profile names that the schema lacks; this
module writes the text (annotations, imports, class bodies).

How the schema's shapes become pydantic:

- an object definition is a class; its fields are attributes with the wire name as ``alias``;
  every class and attribute name is the model's, decided by :mod:`acp_codegen.naming` and
  the profile stage (:func:`acp_codegen.sdk.renaming.apply_profile`), which renames the model
  once for every renderer of a target;
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

import functools
import inspect
import itertools
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from acp_codegen import naming
from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.model.formats import INTEGER_FORMAT_BOUNDS
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    EnumDef,
    Field,
    ListOf,
    MapOf,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    assert_never,
)
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import (
    docstring,
    docstring_text,
    is_one_of,
    long_string,
    py_literal,
    wrap_docstring,
)
from acp_codegen.sdk.profile import OTHER_VARIANTS
from acp_codegen.sdk.pydantic_audit import ProfileAudit, coerce_kind
from acp_codegen.sdk.pydantic_graph import ModuleGraph, ObjectClass, module_graph, ordered
from acp_codegen.sdk.renaming import Profiled, union_variants

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
    # The annotation's type, and the arguments of its ``Field(...)`` (in ``Annotated``).
    type: str
    options: tuple[str, ...]
    default: str | None
    doc: str | None
    # The module's classes the type names; ``forward``: one of them is defined after the
    # field (its own class, or a later one of a cycle), so the type is written as a string,
    # which pydantic resolves when it builds the model.
    mentions: frozenset[str] = frozenset()
    forward: bool = False

    @property
    def annotation(self) -> str:
        written = py_literal(self.type) if self.forward else self.type
        if not self.options:
            return written
        return f"Annotated[{written}, Field({', '.join(self.options)})]"


@dataclass(frozen=True)
class ValidatorView:
    """A field validator of a class: each kind is a view type of its own, which names its
    ``mode`` and the template of its method."""

    template: ClassVar[str]
    mode: ClassVar[str]
    name: str
    fields: tuple[str, ...]
    argument: str


@dataclass(frozen=True)
class WrapView(ValidatorView):
    """A validator that hands the value to a helper the profile names (the fallback of
    ``default-on-error``, the items' skip of ``skip-invalid-items``)."""

    template: ClassVar[str] = "sdk/pydantic_module/validators/wrap.jinja"
    mode: ClassVar[str] = "wrap"
    # argument: the helper's call


@dataclass(frozen=True)
class RejectView(ValidatorView):
    """A catch-all's validator that refuses the known variants' tags."""

    template: ClassVar[str] = "sdk/pydantic_module/validators/reject.jinja"
    mode: ClassVar[str] = "before"
    # argument: the test that the value is a known tag


@dataclass(frozen=True)
class CoerceView(ValidatorView):
    """A validator that converts a value of another type, as the profile's ``coerce``."""

    template: ClassVar[str] = "sdk/pydantic_module/validators/coerce.jinja"
    mode: ClassVar[str] = "before"
    # argument: the value that replaces one that does not convert
    return_type: str = "Any"


@dataclass
class ClassView:
    name: str
    bases: str
    doc: str | None  # the description, which pydantic reads from the class's docstring
    config: tuple[str, ...] = ()
    fields: list[FieldView] = field(default_factory=list)
    validators: list[ValidatorView] = field(default_factory=list)
    # A root model: ``bases`` is its generic base, given its type parameter (a string or
    # not) once the module's order is known (``with_forward_references``).
    root: bool = False
    # Classes this one needs defined before it (bases, default instances), and
    # every class it mentions, for the order of the module.
    needs: set[str] = field(default_factory=set)
    mentions: set[str] = field(default_factory=set)
    # An open union's catch-all, with the profile's ``reserved-tags``: the attribute, and
    # the source of its value (the class's name -> the discriminator's wire name and the
    # known variants' values), which the SDK's base class reads to refuse those values.
    reserved: tuple[str, str] | None = None

    @property
    def empty(self) -> bool:
        """Whether the class body holds nothing, so that it is ``pass``."""
        return not (self.fields or self.doc or self.config or self.validators or self.reserved)


# The lines of a description longer than these break pycodestyle's smallest line length and
# the shortest docstring line length a linter is commonly given.
LINE_RULES = (("E501", 79), ("W505", 72))


def docstring_rules(view: ModuleView) -> tuple[list[str], list[str]]:
    """The docstring rules the module's descriptions break, and the reason, for its
    exemption: pydantic reads a model's docstring as its JSON Schema description (and an
    attribute's, with ``use_attribute_docstrings``), so each is the schema's text as it is,
    a class the schema does not describe has none (D101), and a description's first line
    and length are the schema's (D205, D400, D404, D415, E501, W505)."""
    classes = [(cls.doc, 4) for cls in view.classes] + [(e.doc, 4) for e in view.enums]
    attributes = [(f.doc, 4) for cls in view.classes for f in cls.fields if f.doc is not None]
    found: set[str] = set()
    for doc, _ in classes:
        if doc is None:
            found.add("D101")
            continue
        text = docstring_text(doc)
        first, _, rest = text.partition("\n")
        if rest and not rest.startswith("\n"):
            found.add("D205")
        if not first.endswith("."):
            found.add("D400")
        if not first.endswith((".", "!", "?")):
            found.add("D415")
        if first.split(" ", 1)[0] == "This":
            found.add("D404")
    for doc, indent in [*classes, *attributes]:
        # The docstring's lines as the module spells them: quotes, escapes and indentation.
        pad = " " * indent
        lines = (pad + docstring(doc or "", pad, exact=True)).split("\n")
        longest = max(len(line) for line in lines)
        found.update(rule for rule, width in LINE_RULES if longest > width)
    if not found:
        return [], []
    rules = sorted(found)
    reason = (
        "Pydantic reads a model's docstring as its JSON Schema description, so each is the "
        f"schema's text as it is ({', '.join(rules)})."
    )
    return rules, [reason]


def branch_index(obj: ObjectDef) -> int | None:
    """Where an open union's catch-all variant stands among its branches: the last token of
    its pointer, the branch that declares it (``/$defs/MultiSelectItems/anyOf/1`` is 1)."""
    last = obj.pointer.rsplit("/", 1)[-1]
    return int(last) if last.isdigit() else None


def variants_in_order(
    union: UnionDef, objects: list[ObjectDef], order: tuple[str, ...]
) -> list[ObjectDef]:
    """``objects``, the union's variants, in the profile's ``order`` of their keys, where
    ``...`` stands for those it does not name (in ``objects``' order); without ``...``, those
    come last."""
    keyed = dict(union_variants(union))
    named = [keyed[key] for key in order if key in keyed]
    rest = [obj for obj in objects if obj not in named]
    if OTHER_VARIANTS not in order:
        return [*named, *rest]
    cut = order.index(OTHER_VARIANTS)
    first = [keyed[key] for key in order[:cut] if key in keyed]
    return [*first, *rest, *(obj for obj in named if obj not in first)]


def factory(value: str) -> str:
    """A function that makes the value ``value`` (source): ``dict`` for ``{}``, ``list`` for
    ``[]``, else a lambda."""
    return {"{}": "dict", "[]": "list"}.get(value, f"lambda: {value}")


@dataclass(frozen=True)
class AliasView:
    name: str
    value: str
    doc: str | None


@dataclass(frozen=True)
class BaseView:
    """The base class the module defines, with the profile's options for it. (Each kind of
    base is a view type, which names the template of what the module writes for it.)"""

    template: ClassVar[str] = "sdk/pydantic_module/base/defined.jinja"
    name: str
    config: tuple[str, ...]
    camel_case_fallback: bool
    # camelCase wire name -> its attribute, for the fallback: the model's names, not a rule
    # the generated code would apply again.
    camel_case: tuple[tuple[str, str], ...]
    salvage: tuple[str, ...]
    salvage_helper: str

    @property
    def salvage_method(self) -> str:
        """The method of its salvage, named after the attributes it wraps, so that no model's
        own validator (``_default_on_error``, numbered) replaces it in that model."""
        return naming.method_name("default_on_error", *self.salvage)

    # What the module imports for it: beside pydantic's other names, and on their own.
    from_pydantic: ClassVar[tuple[str, ...]] = ("from pydantic import BaseModel as _BaseModel",)
    from_sdk: ClassVar[tuple[str, ...]] = ()


@dataclass(frozen=True)
class ImportedBaseView:
    """The SDK's own base class, imported from its module: the module defines nothing for
    it (its options are the SDK's own)."""

    template: ClassVar[str] = "sdk/pydantic_module/base/imported.jinja"
    camel_case_fallback: ClassVar[bool] = False
    salvage: ClassVar[tuple[str, ...]] = ()
    from_pydantic: ClassVar[tuple[str, ...]] = ()
    name: str
    module: str

    @property
    def from_sdk(self) -> tuple[str, ...]:
        return (f"from {self.module} import {self.name}",)


@dataclass(frozen=True)
class EnumView:
    """An ``Enum`` class: its values' type (``str`` or ``int``) is its mixin."""

    name: str
    base: str
    doc: str | None
    members: list[tuple[str, str]]  # constant -> value (source)


@dataclass
class ModuleView:
    header: tuple[str, ...]
    doc: str  # the module docstring literal
    # What generated code cannot avoid, with the reason: comment lines, the last one ruff's
    # file-level exemption.
    exemptions: tuple[str, ...]
    typing_imports: tuple[str, ...]
    pydantic_imports: tuple[str, ...]
    helper_module: str | None
    helper_imports: tuple[str, ...]
    uses_enum: bool
    literal_aliases: list[AliasView]
    base: BaseView | ImportedBaseView
    # The configuration of the root models' private base class (with ``defer-build``);
    # empty: there is none.
    root_base: tuple[str, ...]
    enums: list[EnumView]
    classes: list[ClassView]
    aliases: list[AliasView]


def discriminator_attribute(fields: Iterable[Field], discriminator: str) -> str:
    """The attribute of the discriminating field among ``fields`` (the model names it)."""
    found = (f.py_name for f in fields if f.wire_name == discriminator)
    return next(found, naming.attribute_name(discriminator))


class Renderer:
    """The module's text: annotations, imports and class bodies, from its graph."""

    def __init__(
        self,
        graph: ModuleGraph,
        audit: ProfileAudit,
        profile_file: str,
        *,
        standalone: bool,
    ) -> None:
        self.graph = graph
        self.standalone = standalone
        self.model = graph.model
        self.profile = graph.profile
        self.audit = audit
        self.profile_file = profile_file
        self.problems: list[SchemaProblem] = list(graph.problems)
        self.typing: set[str] = set()
        self.pydantic: set[str] = set()
        self.helpers: set[str] = set()
        self.expansion_aliases: list[AliasView] = []
        # Whether an annotation is a union of single-value Literals (PYI030's finding), and
        # whether one holds a Literal beside its value's type (an open enum's known values
        # then ``str``: PYI051's).
        self.literal_unions = False
        self.known_value_unions = False

    def corrects(self, name: str) -> bool:
        """Whether the module makes the correction ``name`` (see ``profile.CORRECTIONS``)."""
        return name in self.profile.corrections

    # -- type annotations --------------------------------------------------------------------

    def union(self, options: list[str]) -> str:
        unique = list(dict.fromkeys(options))
        # A Literal per value, side by side (PYI030), and beside its value's type (PYI051):
        # see exemptions.
        literals = [o.removeprefix("Literal[")[:-1] for o in unique if o.startswith("Literal[")]
        self.literal_unions |= len(literals) > 1
        self.known_value_unions |= any(
            ("str" if value[0] in "'\"" else "int") in unique for value in literals
        )
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
                value = expr.value
                root = isinstance(value, Ref) and value.name in self.graph.root_models
                if root and not self.corrects("typed-map-values"):
                    self.typing.add("Any")
                    return self.container("dict", "str, Any")
                return self.container("dict", f"str, {self.annotation(expr.value, mentions)}")
            case Nullable():
                return self.union([self.annotation(expr.inner, mentions), "None"])
            case AnyOf():
                return self.union([self.annotation(o, mentions) for o in self.ordered(expr)])
            case Ref():
                return self.ref_annotation(expr.name, mentions)
            case _:
                assert_never(expr)

    def ordered(self, union: AnyOf) -> list[TypeExpr]:
        """The options of ``union`` in the order the module tries them: the schema's, or,
        without the ``union-order`` correction, those that are unions themselves after the
        others, and any JSON value last."""
        if self.corrects("union-order"):
            return list(union.options)

        def rank(option: TypeExpr) -> int:
            resolved = self.model.resolve(option)
            if isinstance(resolved, Primitive) and resolved.kind == "json":
                return 2
            held = self.model.definitions.get(resolved.name) if isinstance(resolved, Ref) else None
            return 1 if isinstance(held, UnionDef) else 0

        return sorted(union.options, key=rank)

    def ref_annotation(self, name: str, mentions: set[str]) -> str:
        definition = self.model.definitions[name]
        # An alias of another definition is followed in a loop, not by recursion: a chain of
        # them can be as long as the schema (an allOf chain of 1,000 definitions). It ends:
        # the aliases on a cycle are root models (``self_referring_aliases``).
        while (
            isinstance(definition, AliasDef)
            and name not in self.graph.root_models
            and isinstance(definition.target, Ref)
        ):
            name = definition.target.name
            definition = self.model.definitions[name]
        match definition:
            case ObjectDef():
                expansions = definition.expansions
                if expansions and name not in self.graph.root_models:
                    classes = [e.class_name for e in expansions]
                    mentions.update(classes)
                    return self.union(classes)
                mentions.add(definition.class_name)
                return definition.class_name
            case UnionDef() if name in self.graph.root_models:
                mentions.add(definition.class_name)
                return definition.class_name
            case UnionDef():
                return self.union_annotation(definition, mentions)
            case EnumDef():
                style = self.graph.enum_style(definition)
                if style == "str" and definition.open and not self.corrects("open-enum-types"):
                    return self.known_values(definition)
                if style == "str" and definition.open and self.profile.open_enums != "base":
                    return self.known_values(definition, definition.base)
                if style == "str":
                    return definition.base
                if style == "inline":
                    self.typing.add("Literal")
                    values = ", ".join(py_literal(m.value) for m in definition.members)
                    return f"Literal[{values}]"
                if style == "enum":
                    mentions.add(definition.class_name)
                return definition.class_name
            case AliasDef():
                if name in self.graph.root_models:
                    mentions.add(definition.class_name)
                    return definition.class_name
                return self.annotation(definition.target, mentions)
            case _:
                assert_never(definition)

    def known_values(self, definition: EnumDef, other: str | None = None) -> str:
        """An open enum as the union of a ``Literal`` per known value and, after them, what
        else it holds: ``other`` when given, else any object for a string enum (as
        datamodel-code-generator read the open branch), any integer for an integer one."""
        self.typing.add("Literal")
        known = [f"Literal[{py_literal(m.value)}]" for m in definition.members]
        if other is None and definition.base == "str":
            self.typing.add("Any")
            return self.union([*known, self.container("dict", "str, Any")])
        return self.union([*known, definition.base if other is None else other])

    def union_members(self, union: UnionDef) -> tuple[list[str], bool]:
        """The classes of a union's variants, and whether each variant is one class. The
        catch-all variant comes last, or, without the ``catch-all-last`` correction, where
        the schema has it."""
        objects = [v.object for v in union.variants]
        if union.other is not None:
            where = None if self.corrects("catch-all-last") else branch_index(union.other)
            objects.insert(len(objects) if where is None else where, union.other)
        order = self.profile.variant_order.get(union.name)
        if order is not None:
            objects = variants_in_order(union, objects, order)
        members: list[str] = []
        single = True
        for obj in objects:
            if obj.expansions:
                members.extend(e.class_name for e in obj.expansions)
                single = False
            else:
                members.append(obj.class_name)
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

    # -- fields and classes ------------------------------------------------------------------

    def camel_case_attributes(self) -> tuple[tuple[str, str], ...]:
        """The camelCase wire names of the rendered classes and their attributes; a wire name
        the classes spell differently (one renamed beside another property) is left out."""
        found: dict[str, set[str]] = {}
        for obj in self.graph.held_objects():
            for f in obj.fields:
                wire = f.wire_name
                if wire != f.py_name and wire != wire.lower() and not wire.startswith("_"):
                    found.setdefault(wire, set()).add(f.py_name)
        return tuple(sorted((wire, min(names)) for wire, names in found.items() if len(names) == 1))

    def attributes_of(self, wire_names: Iterable[str]) -> tuple[str, ...]:
        """The attributes the rendered classes give these wire names, for the base class's
        validators, which apply to every class with the property."""
        found: dict[str, set[str]] = {wire_name: set() for wire_name in wire_names}
        for obj in self.graph.held_objects():
            for f in obj.fields:
                found.get(f.wire_name, set()).add(f.py_name)
        names = {
            n
            for wire_name, py_names in found.items()
            for n in py_names or {naming.attribute_name(wire_name)}
        }
        return tuple(sorted(names))

    def default_value(self, owner: str, f: Field) -> tuple[bool, Any]:
        """Whether the field has a default, and its JSON value (the profile's, the schema's,
        or None for a field that is neither required nor given one)."""
        key = f"{owner}.{f.wire_name}"
        if key in self.profile.defaults:
            return True, self.profile.defaults[key]
        if f.has_default:
            return True, f.default
        if self.profile.tag_defaults and self.is_tag(owner, f):
            assert isinstance(f.type, Const)
            return True, f.type.value
        return not f.required, None

    def is_tag(self, owner: str, f: Field) -> bool:
        """Whether ``f`` is the discriminator of the union variant ``owner``: its value."""
        union = self.graph.union_of_variant.get(owner)
        return (
            union is not None and union.discriminator == f.wire_name and isinstance(f.type, Const)
        )

    def instance_class(self, owner: str, f: Field, value: Any) -> ObjectDef | None:
        """The definition whose class's instance stands for the default ``value``: ``{}`` for
        a field holding a class of the module (without the ``model-defaults`` correction,
        only where the profile's ``defaults`` give it). An object with one class per choice
        of its payload has no class that stands for ``{}``: its default stays JSON, which
        validation gives the class of the choice it matches."""
        chosen = f"{owner}.{f.wire_name}" in self.profile.defaults
        if not chosen and not self.corrects("model-defaults"):
            return None
        target = self.model.resolve(f.type)
        if isinstance(target, Nullable):
            target = self.model.resolve(target.inner)
        if value != {} or not isinstance(target, Ref) or target.name not in self.graph.rendered:
            return None
        definition = self.model.definitions[target.name]
        return (
            definition if isinstance(definition, ObjectDef) and not definition.expansions else None
        )

    def validates_default(self, owner: str, f: Field) -> bool:
        """Whether pydantic must validate the field's default: JSON (a list or an object)
        that is not written as an instance."""
        has, value = self.default_value(owner, f)
        return (
            has and isinstance(value, (list, dict)) and self.instance_class(owner, f, value) is None
        )

    def default_of(self, owner: str, f: Field, needs: set[str]) -> str | None:
        """The default's source; None: required."""
        has, value = self.default_value(owner, f)
        if not has:
            return None
        obj = self.instance_class(owner, f, value)
        if obj is None:
            return py_literal(value)
        needs.add(obj.class_name)
        return self.instance_of(obj)

    def instance_of(self, obj: ObjectDef) -> str:
        """The source of an instance of ``obj``'s class with every field at its default.
        ``Class()`` validates, which builds the class's validator; with ``defer-build``, which
        is there to spare the import that work, it is ``Class.model_construct()``, the same
        instance, when every field has a default that needs no validation. Otherwise it stays
        ``Class()``: ``model_construct()`` would leave a JSON default as JSON, and would hide
        a required field (which makes ``Class()`` fail at import, as it should)."""
        constructible = all(
            self.default_value(obj.name, f)[0] and not self.validates_default(obj.name, f)
            for f in obj.fields
        )
        if self.profile.base_class.defer_build and constructible:
            return f"{obj.class_name}.model_construct()"
        return f"{obj.class_name}()"

    def optional(self, expr: TypeExpr) -> bool:
        """Whether an optional field of type ``expr`` is spelled with ``None``: where null is
        not one of its values, or, without the ``any-json-not-optional`` correction, where it
        holds any JSON value."""
        if not self.model.admits_null(expr):
            return True
        resolved = self.model.resolve(expr)
        json = isinstance(resolved, Primitive) and resolved.kind == "json"
        return json and not self.corrects("any-json-not-optional")

    def bounds(self, expr: TypeExpr) -> list[str]:
        """The constraints of a field's value, as ``Field`` arguments: a number's bounds, a
        string's pattern and content encoding (which pydantic keeps as a JSON Schema
        keyword), a list's fewest items."""
        target = self.model.resolve(expr)
        if isinstance(target, Nullable):
            target = self.model.resolve(target.inner)
        match target:
            case ListOf():
                least = target.constraints.min_items
                return [] if least is None else [f"min_length={py_literal(least)}"]
            case Primitive():
                return self.value_bounds(target)
            case Const() | Ref() | MapOf() | Nullable() | AnyOf():
                return []
            case _:
                assert_never(target)

    def value_bounds(self, target: Primitive) -> list[str]:
        """A scalar's constraints (:meth:`bounds`)."""
        written: list[str] = []
        constraints = target.constraints
        if constraints.pattern is not None:
            written.append(f"pattern={py_literal(constraints.pattern)}")
        if constraints.content_encoding is not None:
            extra = py_literal({"contentEncoding": constraints.content_encoding})
            written.append(f"json_schema_extra={extra}")
        low, high = constraints.minimum, constraints.maximum
        if target.format in INTEGER_FORMAT_BOUNDS and self.corrects("integer-format-bounds"):
            at_least, at_most = INTEGER_FORMAT_BOUNDS[target.format]
            low = at_least if low is None else max(low, at_least)
            high = at_most if high is None else min(high, at_most)
        bounds = (("ge", low), ("le", high))
        written += [f"{key}={py_literal(value)}" for key, value in bounds if value is not None]
        return written

    def field_view(self, owner: str, f: Field, view: ClassView) -> FieldView:
        name = f.py_name
        mentions: set[str] = set()
        annotation = self.annotation(f.type, mentions)
        view.mentions |= mentions
        default = self.default_of(owner, f, view.needs)
        validate_default = self.validates_default(owner, f)
        if default is not None and not f.required and self.optional(f.type):
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
        return FieldView(name, annotation, tuple(options), default, doc, frozenset(mentions))

    def exemptions(self, view: ModuleView) -> tuple[str, ...]:
        """The rules the module cannot meet, with the reason, as comment lines: the
        validators and the camelCase fallback take and return any value (ANN401); the
        ``typing`` annotation style spells ``Optional[X]``, ``List[X]``, ``Dict[str, X]`` and
        ``Union[...]``, which tooling reading annotations with ``typing`` needs (UP006, UP007,
        UP035, UP045); a choice of values is a union of single-value Literals (PYI030); a model's
        docstring is its JSON Schema description (:func:`docstring_rules`)."""
        rules, reasons = docstring_rules(view)
        if takes_any(view.classes, view.base.camel_case_fallback, view.base.salvage):
            rules.append("ANN401")
            reasons.append("Its validators take and return any value (ANN401).")
        if self.profile.annotation_style == "typing":
            rules += ["UP006", "UP007", "UP035", "UP045"]
            reasons.append(
                "The profile's annotation style spells Optional, List, Dict and Union, as "
                "the tooling that reads these annotations with `typing` needs (UP006, UP007, "
                "UP035, UP045)."
            )
        if self.literal_unions:
            rules.append("PYI030")
            reasons.append(
                "A choice of values is a union of one Literal per value, as in the module "
                "it replaces: one Literal of them all would change the models' JSON Schema "
                "(PYI030)."
            )
        if self.known_value_unions:
            rules.append("PYI051")
            reasons.append(
                "An open enum is a Literal per known value, then its base type, as the "
                "profile asks: the known values are in the models' JSON Schema, though a "
                "type checker reads the union as the base type alone (PYI051)."
            )
        if self.standalone:
            rules.append("INP001")
            reasons.append("It is written into a folder of modules, not a package (INP001).")
        if not rules:
            return ()
        # Comment lines are held to the docstring width too (W505).
        lines = wrap_docstring(" ".join(reasons), dict(LINE_RULES)["W505"] - 2).split("\n")
        return (*(f"# {line}" for line in lines), f"# ruff: noqa: {', '.join(rules)}, RUF100")

    def described(self, doc: str | None) -> str | None:
        """``description=...`` for ``Field``, when descriptions are not attribute docstrings:
        the text pydantic would read from the docstring (``inspect.cleandoc``'s), given to it
        directly, which spares it reading the class's source when the module is imported."""
        if doc is None or self.profile.base_class.attribute_docstrings:
            return None
        return f"description={long_string(inspect.cleandoc(doc))}"

    def validators_of(
        self,
        owner: str,
        fields: tuple[Field, ...],
        deserialized: tuple[Field, ...],
        open_tags: tuple[Any, ...],
        discriminator: str | None,
    ) -> list[ValidatorView]:
        """The validators of a class declaring ``fields`` (of the definition ``owner``): the
        ``x-deserialize-*`` helpers around ``deserialized``, the refusal of ``open_tags``,
        the profile's coercions."""
        out: list[ValidatorView] = []
        deserialize = self.profile.deserialize
        salvage: dict[str, list[str]] = {}
        skip: list[str] = []
        for f in deserialized:
            name = f.py_name
            inner = f.type.inner if isinstance(f.type, Nullable) else f.type
            if isinstance(inner, ListOf) and inner.skip_invalid_items:
                skip.append(name)
            elif f.default_on_error and f.wire_name not in self.profile.base_class.salvage:
                salvage.setdefault(self.fallback(f), []).append(name)
        if deserialize is not None:
            for index, (fallback, names) in enumerate(salvage.items()):
                self.helpers.add(deserialize.default_on_error)
                numbered = (index,) if len(salvage) > 1 else ()
                out.append(
                    WrapView(
                        naming.method_name("default_on_error", *numbered),
                        tuple(names),
                        f"{deserialize.default_on_error}(value, handler, {factory(fallback)})",
                    )
                )
            for name in skip:
                self.helpers.add(deserialize.skip_invalid_items)
                out.append(
                    WrapView(
                        naming.method_name("skip_invalid", name),
                        (name,),
                        f"{deserialize.skip_invalid_items}(value, handler)",
                    )
                )
        if open_tags and discriminator is not None:
            name = discriminator_attribute(fields, discriminator)
            out.append(
                RejectView(
                    naming.method_name("reject_known", name),
                    (name,),
                    is_one_of("value", open_tags),
                )
            )
        for f in fields:
            key = f"{owner}.{f.wire_name}"
            kind = coerce_kind(self.model, f) if key in self.profile.coerce else None
            if kind is not None:
                out.append(
                    CoerceView(
                        naming.method_name("coerce", f.py_name),
                        (f.py_name,),
                        py_literal(self.profile.coerce[key].fallback),
                        kind,
                    )
                )
        return out

    def deserialized(self, cls: ObjectClass) -> tuple[Field, ...]:
        """The fields whose ``x-deserialize-*`` markers ``cls``'s validators honour: those it
        declares, unless the profile's ``deserialize.scope`` is ``"definitions"``; then those
        a definition of ``$defs`` declares in its own ``properties``, on the class named as the
        definition (:meth:`bearer`), never those a union declares beside its variants, a
        variant written inline declares (a catch-all's body), or a class repeats."""
        deserialize = self.profile.deserialize
        if deserialize is None or deserialize.scope == "all":
            return cls.fields
        fields = cls.fields
        displaced = self.displaced.get(cls.name)
        if displaced is not None:
            fields += displaced.fields
        return tuple(
            f
            for f in fields
            if (holder := self.holder(f)) is not None and self.bearer(holder) == cls.name
        )

    def holder(self, f: Field) -> ObjectDef | None:
        """The object definition of ``$defs`` whose own ``properties`` declare ``f``."""
        return self.object_definitions.get(f.pointer.rsplit("/", 2)[0])

    @functools.cached_property
    def object_definitions(self) -> dict[str, ObjectDef]:
        """The schema's object definitions by pointer (``/$defs/Name``)."""
        return {d.pointer: d for d in self.model.schema_definitions if isinstance(d, ObjectDef)}

    def bearer(self, definition: ObjectDef) -> str:
        """The class named as ``definition``: its own, or the variant that took its name
        where the profile names it otherwise (``SessionInfoUpdate`` over
        ``SessionInfoUpdateBase``)."""
        if definition.name in self.displaced:
            return definition.name
        return definition.class_name

    @functools.cached_property
    def displaced(self) -> dict[str, ObjectDef]:
        """Class name -> the definition whose name a variant's class took, subclassing the
        definition's class renamed by the profile."""
        out: dict[str, ObjectDef] = {}
        for obj in self.graph.held_objects():
            extended = self.model.definitions.get(obj.base) if obj.base else None
            if not isinstance(extended, ObjectDef) or extended.class_name == extended.name:
                continue
            for cls in self.graph.object_classes(obj):
                if cls.name == extended.name and cls.base == extended.class_name:
                    out[cls.name] = extended
        return out

    def fallback(self, f: Field) -> str:
        if f.has_default:
            return py_literal(f.default)
        # A list's empty value; anything else's, a nullable list's included, is None.
        if isinstance(self.model.resolve(f.type), ListOf):
            return "[]"
        return "None"

    def config_of(self, obj: ObjectDef, open_variant: bool) -> tuple[str, ...]:
        extra = "forbid" if obj.extra is None else self.profile.extra
        if open_variant:
            extra = "allow"
        if extra == "ignore":
            return ()
        return (f"extra={py_literal(extra)}",)

    def object_class(self, cls: ObjectClass) -> ClassView:
        obj = cls.owner
        base = cls.base or self.profile.base_class.name
        bases = base if cls.also is None else f"{base}, {cls.also}"
        view = ClassView(cls.name, bases, obj.doc.description)
        if cls.base is not None:
            view.needs.add(cls.base)
        if cls.also is not None:
            view.needs.add(cls.also)
        union = self.graph.union_of_variant.get(obj.name)
        open_variant = union is not None and union.other is obj
        view.config = self.config_of(obj, open_variant)
        for f in cls.fields:
            view.fields.append(self.field_view(obj.name, f, view))
        tags = tuple(v.tag for v in union.tagged) if (union and open_variant) else ()
        discriminator = union.discriminator if union else None
        attribute = self.profile.reserved_tags
        if attribute is not None and tags and discriminator is not None:
            # The SDK's base class refuses the known values; the class only names them.
            self.typing.add("ClassVar")
            values = "frozenset({" + ", ".join(py_literal(t) for t in sorted(map(str, tags))) + "})"
            table = f"{{{py_literal(cls.name)}: ({py_literal(discriminator)}, {values})}}"
            view.reserved = (attribute, table)
            tags = ()
        view.validators = self.validators_of(
            obj.name, cls.fields, self.deserialized(cls), tags, discriminator
        )
        return view

    def classes(self) -> tuple[list[ClassView], list[AliasView]]:
        classes: list[ClassView] = []
        aliases: list[AliasView] = []
        for name, definition in self.model.definitions.items():
            if name not in self.graph.rendered:
                continue
            match definition:
                case ObjectDef():
                    classes.extend(self.object_classes(definition))
                case AliasDef() if name in self.graph.root_models:
                    refs: set[str] = set()
                    root = self.annotation(definition.target, refs)
                    doc = definition.doc.description
                    classes.append(self.root_model(definition.class_name, root, doc, refs))
                case AliasDef():
                    if self.profile.type_aliases:
                        value = self.annotation(definition.target, set())
                        doc = definition.doc.description
                        aliases.append(AliasView(definition.class_name, value, doc))
                case UnionDef() if name in self.graph.root_models:
                    refs = set()
                    root = self.union_annotation(definition, refs)
                    doc = definition.doc.description
                    classes.append(self.root_model(definition.class_name, root, doc, refs))
                case UnionDef():
                    # The profile's own aliases hold their names as they list them.
                    spelled = definition.class_name in self.profile.aliases
                    if self.corrects("union-aliases") and not spelled:
                        value = self.union_annotation(definition, set())
                        doc = definition.doc.description
                        aliases.append(AliasView(definition.class_name, value, doc))
                case EnumDef():
                    pass  # rendered with the enums
                case _:
                    assert_never(definition)
        return classes, aliases

    def model_config(self) -> tuple[str, ...]:
        """The configuration every model of the module has: on the base class, and on each
        root model (a ``RootModel`` does not subclass the base)."""
        config: tuple[str, ...] = ()
        if self.profile.base_class.attribute_docstrings:
            config = ("use_attribute_docstrings=True",)
        if self.profile.base_class.defer_build:
            config = (*config, "defer_build=True")
        return config

    def root_model(self, name: str, root: str, doc: str | None, mentions: set[str]) -> ClassView:
        """A class whose value is ``root``, for an alias the SDK keeps as a class or one that
        refers to itself; its description is the field's, as pydantic reads it. Its type
        parameter is a string where it names a class written after it (see
        :func:`with_forward_references`)."""
        self.pydantic.add("RootModel")
        # With ``defer_build``, ``RootModel[...]`` written here would be a class of its own,
        # which pydantic builds at once (with everything its type names) before this class's
        # ``defer_build`` applies: the root models share a base that defers instead.
        deferred = self.profile.base_class.defer_build
        base, config = ("_RootModel", ()) if deferred else ("RootModel", self.model_config())
        view = ClassView(name, base, None, config, root=True)
        described = self.described(doc)
        options = () if described is None else (described,)
        if described is not None:
            self.typing.add("Annotated")
            self.pydantic.add("Field")
            doc = None
        view.fields.append(FieldView("root", root, options, None, doc, frozenset(mentions)))
        view.mentions |= mentions
        return view

    def object_classes(self, obj: ObjectDef) -> list[ClassView]:
        """The object's classes; for one per choice of its payload, also the object's own name
        for their union (a ``RootModel`` class when the profile keeps it as one)."""
        classes = self.graph.object_classes(obj)
        views = [self.object_class(cls) for cls in classes]
        # Split, the object's own name is a class of its own (the first).
        if not obj.expansions or classes[0].name == obj.class_name:
            return views
        members = [cls.name for cls in classes]
        if obj.name in self.graph.root_models:
            union = self.union(members)
            doc = obj.doc.description
            views.append(self.root_model(obj.class_name, union, doc, set(members)))
        else:
            self.expansion_aliases.append(AliasView(obj.class_name, self.union(members), None))
        return views

    # -- the module --------------------------------------------------------------------------

    def module(self) -> ModuleView:
        classes, aliases = self.classes()
        aliases = [*self.expansion_aliases, *aliases]
        known = [c.name for c in classes] + [a.name for a in aliases]
        # One namespace decides every name (renaming.apply_profile): none can repeat.
        assert len(set(known)) == len(known), known
        for alias, members in self.audit.module_aliases(self.profile.aliases, set(known)):
            aliases.append(AliasView(alias, self.union(list(members)), None))
        literal_aliases, enums = self.enum_views()
        base, root_base = self.base_view(classes)
        if isinstance(base, BaseView) or root_base or any(c.config for c in classes):
            self.pydantic.add("ConfigDict")
        if self.problems:
            raise GenerationError(self.problems)
        defined = {e.name for e in enums}
        title = self.model.title or "the Agent Client Protocol"
        deserialize = self.profile.deserialize
        view = ModuleView(
            header=self.profile.header,
            doc=docstring(f"Pydantic models of the protocol's JSON Schema.\n\n{title}."),
            exemptions=(),
            typing_imports=tuple(sorted(self.typing)),
            pydantic_imports=tuple(sorted(self.pydantic)),
            helper_module=deserialize.module if deserialize and self.helpers else None,
            helper_imports=tuple(sorted(self.helpers)),
            uses_enum=bool(enums),
            literal_aliases=literal_aliases,
            base=base,
            root_base=root_base,
            enums=enums,
            classes=with_forward_references(unshadowed(ordered(classes), base), defined),
            aliases=aliases,
        )
        view.exemptions = self.exemptions(view)
        return view

    def enum_views(
        self,
    ) -> tuple[list[AliasView], list[EnumView]]:
        """The enums written as aliases (a ``Literal``, or an open enum's base type), and
        those written as ``Enum`` classes, the profile's legacy classes last."""
        literal_aliases: list[AliasView] = []
        enums: list[EnumView] = []
        for name, definition in self.model.definitions.items():
            if name not in self.graph.rendered or not isinstance(definition, EnumDef):
                continue
            style = self.graph.enum_style(definition)
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
                doc = definition.doc.description
                enums.append(EnumView(definition.class_name, definition.base, doc, constants))
        for name, legacy in self.profile.enum_classes.items():
            constants = [(member, py_literal(value)) for member, value in legacy.items()]
            # The profile's reader holds a class's values to one type.
            base = "int" if any(isinstance(v, int) for v in legacy.values()) else "str"
            enums.append(EnumView(name, base, None, constants))
        return literal_aliases, enums

    def base_view(
        self, classes: list[ClassView]
    ) -> tuple[BaseView | ImportedBaseView, tuple[str, ...]]:
        """The module's base class, and the configuration of the root models' own base
        (none unless root models defer their build)."""
        base = self.profile.base_class
        deserialize = self.profile.deserialize
        # An imported base honours its salvage itself: the module only writes none of its own.
        defines_salvage = bool(base.salvage) and base.module is None
        if defines_salvage and deserialize is None:
            self.problems.append(
                SchemaProblem(
                    self.profile_file,
                    "",
                    "profile base-class.salvage needs the deserialize table (the helpers' module)",
                )
            )
        salvage_helper = ""
        if defines_salvage and deserialize is not None:
            salvage_helper = deserialize.default_on_error
            self.helpers.add(salvage_helper)
        if any(c.validators for c in classes) or defines_salvage:
            self.pydantic.add("field_validator")
        salvaged = base.salvage if defines_salvage else ()
        if takes_any(classes, base.camel_case_fallback, salvaged):
            self.typing.add("Any")
        populate = ("populate_by_name=True",) if base.populate_by_name else ()
        deferred_roots = base.defer_build and any(c.root for c in classes)
        root_base = self.model_config() if deferred_roots else ()
        if root_base:
            self.typing.add("TypeVar")
        if base.module is not None:
            return ImportedBaseView(base.name, base.module), root_base
        view = BaseView(
            base.name,
            (*populate, *self.model_config()),
            base.camel_case_fallback,
            self.camel_case_attributes() if base.camel_case_fallback else (),
            self.attributes_of(salvaged),
            salvage_helper,
        )
        return view, root_base


def unshadowed(classes: list[ClassView], base: BaseView | ImportedBaseView) -> list[ClassView]:
    """``classes`` (each after its bases), a validator renamed where a base of its class
    already has a method of its name: pydantic keeps one validator per name, so the class's
    would replace its base's, and the fields the base's wraps would lose it in the class."""
    inherited = {base.salvage_method} if isinstance(base, BaseView) and base.salvage else set()
    used: dict[str, set[str]] = {}
    for view in classes:
        taken = set(inherited)
        for name in view.bases.split(", "):
            taken |= used.get(name, set())
        own = {v.name for v in view.validators}
        renamed = []
        for validator in view.validators:
            if validator.name in taken:
                free = (f"{validator.name}_{n}" for n in itertools.count(2))
                name = next(n for n in free if n not in taken and n not in own)
                own.add(name)
                validator = replace(validator, name=name)
            renamed.append(validator)
        view.validators = renamed
        used[view.name] = taken | {v.name for v in renamed}
    return classes


def takes_any(
    classes: Iterable[ClassView], camel_case_fallback: bool, salvage: Collection[str]
) -> bool:
    """Whether the module has functions that take and return any value: the fields'
    validators, the camelCase fallback and the base class's salvage."""
    return camel_case_fallback or bool(salvage) or any(c.validators for c in classes)


def with_forward_references(classes: list[ClassView], defined: set[str]) -> list[ClassView]:
    """``classes`` in the order they are written, each field that names a class not yet
    defined there (``defined``: the names written before the first class) marked forward,
    and a root model's type parameter, its root field's type, a string where that is."""
    known = set(defined)
    for view in classes:
        view.fields = [replace(f, forward=True) if f.mentions - known else f for f in view.fields]
        if view.root:
            (root,) = view.fields
            view.bases = f"{view.bases}[{py_literal(root.type) if root.forward else root.type}]"
        known.add(view.name)
    return classes


def render_pydantic_module(
    profiled: Profiled,
    *,
    strict: bool = False,
    standalone: bool = False,
) -> tuple[str, list[str]]:
    """The module's source (unformatted) and the profile's warnings. The model has the
    profile's names (:func:`acp_codegen.sdk.renaming.apply_profile`); the rest of the profile
    shapes the module. ``strict``: an entry of the profile that names what the schema
    lacks is an error instead, one message naming the schema file and every such entry (an
    SDK's module without a name its package imports would break it). ``standalone``: the
    module goes into a folder that is no package (a folder target's ``pydantic/``)."""
    model, profile, label, profile_file = (
        profiled.model,
        profiled.profile,
        profiled.label,
        profiled.where,
    )
    graph = module_graph(model, profile, label)
    audit = ProfileAudit(profile_file, list(profiled.warnings))
    audit.check(graph)
    view = Renderer(graph, audit, profile_file, standalone=standalone).module()
    refusal = audit.refusal(label) if strict else None
    if refusal is not None:
        raise refusal
    source = render_template("sdk/pydantic_module.py.jinja", view=view)
    return source, audit.warnings
