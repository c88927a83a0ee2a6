"""The one place that decides the Python names the generator writes, for every output.

Every name goes through the same steps: sanitise (anything that is not a letter, digit or
underscore separates words) -> case (snake_case for attributes, PascalCase for classes) ->
keyword and reserved-name suffix (``_``) -> a prefix for a leading digit. The model builder asks
these functions for every class and attribute name of the model (dataclasses, ``TypedDict``s,
the pydantic flavour and SDK modules all read the model's names), and every scope's names are
claimed through a :class:`Namespace`, which settles two derived names that meet (the rule is in
:meth:`Namespace.take`). A profile's names are applied once, to the model, by
:func:`apply_profile`; there a clash the profile made is an error naming both definitions.

The keywords that need a rename are a fixed list (:data:`HARD_KEYWORDS`), not what the running
interpreter reports, so the output is the same whichever supported Python runs the generator.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from acp_codegen.sdk.profile import Profile

# The hard keywords of every supported Python (3.10 to 3.14: the same 35 in each). Soft keywords
# (``match``, ``case``, ``type``, ``_``) are valid identifiers and keep their spelling; taking them
# from the ``keyword`` module would make ``type`` become ``type_`` on 3.12 and later only.
HARD_KEYWORDS = frozenset(
    {
        "False",
        "None",
        "True",
        "and",
        "as",
        "assert",
        "async",
        "await",
        "break",
        "class",
        "continue",
        "def",
        "del",
        "elif",
        "else",
        "except",
        "finally",
        "for",
        "from",
        "global",
        "if",
        "import",
        "in",
        "is",
        "lambda",
        "nonlocal",
        "not",
        "or",
        "pass",
        "raise",
        "return",
        "try",
        "while",
        "with",
        "yield",
    }
)

# Attribute names a wire property may never take, so it gets a trailing underscore: the members
# the members the generated classes define themselves: the dataclasses' and pydantic's.
CLASS_MEMBERS = frozenset(
    {"from_wire", "to_wire", "additional_properties", "self", "cls"}
    | {"model_config", "model_fields", "model_computed_fields", "copy", "dict", "json", "schema"}
)

# The module-level names a generated class body may refer to after its fields. An attribute of
# one of these names breaks the class only when that class's body uses the name (a field
# ``field`` would shadow ``dataclasses.field`` in a later default, one named ``dict`` would stop
# type checkers from reading a later ``dict[str, JSONValue]``); the model builder knows which
# names a body uses and passes them to :func:`attribute_name`. Elsewhere ``path`` and ``list``
# stay ``path`` and ``list``.
BODY_NAMES = frozenset(
    {"field", "str", "int", "float", "bool", "list", "dict", "tuple", "frozenset", "object"}
    | {"staticmethod", "classmethod", "field_validator"}
)

# Names a module-level function may not take (it would shadow the builtin in the module).
RESERVED_FUNCTIONS = CLASS_MEMBERS | BODY_NAMES | {"tolerant", "path"}

# Module-level names the generated modules define or import; a class mapping to one of them
# gets a trailing underscore.
RESERVED_CLASS_NAMES = frozenset(
    {
        "Any",
        "ClassVar",
        "Final",
        "JSONValue",
        "Literal",
        "Mapping",
        "NotRequired",
        "Required",
        "TypeAlias",
        "TypedDict",
        "Union",
        "Unset",
        "UNSET",
        "WireError",
        "annotations",
        "dataclass",
        "field",
        # what the pydantic modules import
        "Annotated",
        "BaseModel",
        "ConfigDict",
        "Dict",
        "Enum",
        "Field",
        "List",
        "Optional",
        "RootModel",
        "TypeVar",
    }
)

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[^0-9A-Za-z]+")


def _words(name: str) -> tuple[str, ...]:
    """Split a wire or schema name into ASCII words (camelCase, snake_case, kebab, spaces)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    words: list[str] = []
    for chunk in _NON_WORD.split(ascii_name):
        words.extend(w for w in _CAMEL_BOUNDARY.split(chunk) if w)
    return tuple(words)


def _finish(name: str, reserved: frozenset[str], fallback: str) -> str:
    if not name:
        name = fallback
    if name[0].isdigit():
        name = f"{fallback}_{name}" if fallback.islower() else f"{fallback}{name}"
    if name in HARD_KEYWORDS or name in reserved:
        name += "_"
    return name


def attribute_name(wire_name: str, body_names: frozenset[str] = frozenset()) -> str:
    """``mimeType`` -> ``mime_type``, ``_meta`` -> ``meta``, ``def`` -> ``def_``.

    ``body_names``: the names of :data:`BODY_NAMES` the class body refers to; an attribute that
    would shadow one of them gets a trailing underscore (``list`` -> ``list_`` only in a class
    that also annotates a field ``list[...]``).
    """
    snake = "_".join(w.lower() for w in _words(wire_name))
    return _finish(snake, CLASS_MEMBERS | (body_names & BODY_NAMES), "field")


def class_name(*parts: str) -> str:
    """``("resource_link", "ContentBlock")`` -> ``ResourceLinkContentBlock``."""
    words = [w for part in parts for w in _words(part)]
    pascal = "".join(w[:1].upper() + w[1:] for w in words)
    return _finish(pascal, RESERVED_CLASS_NAMES, "Type")


def constant_name(*parts: str) -> str:
    """``("ContentBlock", "types")`` -> ``CONTENT_BLOCK_TYPES``."""
    words = [w.upper() for part in parts for w in _words(part)]
    return _finish("_".join(words), frozenset(), "VALUE")


def function_name(*parts: str) -> str:
    """``("parse", "ContentBlock")`` -> ``parse_content_block``."""
    words = [w.lower() for part in parts for w in _words(part)]
    return _finish("_".join(words), RESERVED_FUNCTIONS, "fn")


def class_stem(name: str) -> str:
    """The snake-case stem of the functions and constants named after class ``name``
    (``ToolCall`` -> ``tool_call``; a private ``_ToolCall`` keeps its underscore,
    ``_tool_call``)."""
    private = name[: len(name) - len(name.lstrip("_"))]
    return private + function_name(name)


# -- scopes: who holds which name ----------------------------------------------------------


def candidates(name: str, suffix: str) -> Iterator[str]:
    """The names a claim tries in turn: ``name``, ``name + suffix``, then ``name + suffix + "2"``,
    ``"3"``, ... (``TextContentBlock``, ``TextContentBlockVariant``, ``TextContentBlockVariant2``;
    ``meta``, ``meta_``, ``meta_2``)."""
    yield name
    yield name + suffix
    for number in itertools.count(2):
        yield f"{name}{suffix}{number}"


@dataclass(frozen=True)
class Holder:
    """Who holds a name: a definition or property by JSON pointer, and, when the profile chose
    the name, the profile entry that did."""

    pointer: str
    chosen_by: str | None = None


@dataclass
class Namespace:
    """The names of one scope (a module's classes, one class's attributes) and their holders.

    The rule when names meet: names the profile chose are claimed first and never move (two of
    them meeting, or one meeting a name the schema gives a definition, is an error naming both,
    see :meth:`choose`); then the schema's definition names; then the derived names (union
    variants, open ``other`` variants, inline objects, attributes), in schema order. Among
    definitions, and among one class's attributes, a name the schema already spells as Python
    does (``Foo``, ``meta``) claims first (:func:`exact_first`). A name that is taken becomes
    the first free of :func:`candidates`: it depends only on the names claimed before it.
    """

    label: str
    holders: dict[str, Holder] = field(default_factory=dict)
    # Classes: two names with one snake-case spelling (``ToolCallId``, ``ToolCallID``) meet,
    # so that the module-level functions and constants named after a class
    # (:func:`class_stem`) are its own.
    classes: bool = False

    def _key(self, name: str) -> str:
        return class_stem(name) if self.classes else name

    def take(self, wanted: str, pointer: str, suffix: str) -> str:
        """The first of ``candidates(wanted, suffix)`` that is free or already ``pointer``'s."""
        for name in candidates(wanted, suffix):
            holder = self.holders.setdefault(self._key(name), Holder(pointer))
            if holder.pointer == pointer:
                return name
        raise AssertionError("unreachable: candidates never ends")  # pragma: no cover

    def choose(self, name: str, pointer: str, chosen_by: str | None) -> SchemaProblem | None:
        """Claim ``name`` for ``pointer`` as it is; the problem when another holds it."""
        holder = self.holders.setdefault(self._key(name), Holder(pointer, chosen_by))
        if holder.pointer == pointer:
            return None
        mine = f" (profile {chosen_by})" if chosen_by else ""
        theirs = f" (profile {holder.chosen_by})" if holder.chosen_by else ""
        return SchemaProblem(
            self.label,
            pointer,
            f"maps{mine} to {name!r}, which {self.label}#{holder.pointer}{theirs} also maps to; "
            "name one of them differently in the profile",
        )


def exact_first(names: Sequence[tuple[str, str]]) -> list[int]:
    """The order in which ``(schema name, Python name)`` pairs claim their names: those the
    schema spells as Python does first, then the others, each group in schema order."""
    exact = [given == derived for given, derived in names]
    return [i for i in range(len(names)) if exact[i]] + [
        i for i in range(len(names)) if not exact[i]
    ]


def definition_classes(scope: Namespace, definitions: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The class of each ``(definition name, pointer)``, claimed in ``scope`` before any
    derived name: ``foo`` beside ``Foo`` is ``FooDefinition``, ``Foo`` keeps ``Foo``."""
    wanted = [(name, class_name(name)) for name, _ in definitions]
    classes: dict[str, str] = {}
    for index in exact_first(wanted):
        name, cls = wanted[index]
        classes[name] = scope.take(cls, definitions[index][1], "Definition")
    return {name: classes[name] for name, _ in definitions}


def object_attributes(
    fields: Sequence[Field], taken: Mapping[str, str], body: frozenset[str], label: str
) -> list[Field]:
    """``fields`` with their attribute names, claimed after ``taken`` (attribute -> pointer:
    the names a class inherits), exact spellings first: a derived name that is taken gets a
    trailing underscore (``meta`` beside ``_meta``: ``meta``, and ``meta_`` for ``_meta``)."""
    scope = Namespace(label, {name: Holder(pointer) for name, pointer in taken.items()})
    wanted = [(f.wire_name, attribute_name(f.wire_name, body)) for f in fields]
    out = list(fields)
    for index in exact_first(wanted):
        f = fields[index]
        py_name = scope.take(wanted[index][1], f.pointer, "_")
        if py_name != f.py_name:
            out[index] = dataclasses.replace(f, py_name=py_name)
    return out


def enum_constants(values: Sequence[str | int]) -> list[str]:
    """The ``Enum`` constants of an enum's values, in order (``"read"`` -> ``READ``); a value
    whose constant is taken (``"a-b"`` beside ``"a_b"``) gets a trailing underscore."""
    scope = Namespace("")
    return [scope.take(constant_name(str(value)), repr(value), "_") for value in values]


# -- a profile, applied once to the model --------------------------------------------------


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


def apply_profile(
    model: Model, profile: Profile, label: str, profile_file: str
) -> tuple[Model, list[str]]:
    """``model`` with the profile's names in place of the derived ones, and the profile's
    warnings about names (an entry naming what the schema lacks).

    The class of a union variant (``variants``, keyed by union and :func:`variant_key`; with
    ``definition-variants``, a union's variants that extend a definition no other variant of
    the union extends take its name), of an
    object the schema does not name (``names``, keyed by its derived name), and the attribute
    of a wire name (``attributes``). A variant that takes the name of the definition it extends
    keeps the public name, and the definition becomes private (``_CurrentModeUpdate``). Derived
    names give way to chosen ones (:class:`Namespace`); GenerationError when the profile makes
    two definitions, or two properties of one class, share a name, naming both.
    """
    warnings: list[str] = []

    def warn(key: str, message: str) -> None:
        warnings.append(f"{profile_file}: profile {key}: {message}")

    defs = model.definitions
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
            chosen[base] = ("_" + cls, "(a variant takes its name)")
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
    return Model(model.title, definitions, model.methods), warnings


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
    named variant (``SessionScope`` -> ``SessionScopeFormMode``). An object whose payload is
    not such a choice gets none (the module refuses it, if it holds it); so does a union's open
    variant, which keeps its payload's keys."""
    defs = model.definitions
    open_variants = {d.other.name for d in defs.values() if isinstance(d, UnionDef) and d.other}
    found: dict[str, tuple[Expansion, ...]] = {}
    for name, obj in defs.items():
        if not isinstance(obj, ObjectDef) or obj.payload is None or name in open_variants:
            continue
        choices = _choices_of(model, obj, profile)
        if choices is None:
            continue
        owner = classes[name]
        table = profile.expansions.get(owner, {})
        named: list[Expansion] = []
        for option, between, labels in choices:
            # One class per choice, named by the owner's pointer and the choice's.
            pointer = f"{obj.pointer} ({option.pointer})"
            if option.name in table:
                cls = table[option.name]
                problem = scope.choose(cls, pointer, f"expansions.{owner}.{option.name}")
                if problem is not None:
                    problems.append(problem)
            else:
                wanted = class_name(*(labels or (classes[option.name],)), owner)
                cls = scope.take(wanted, pointer, "Variant")
            named.append(Expansion(cls, option.name, between))
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

    for definition in list(defs.values()):
        if isinstance(definition, ObjectDef):
            attributes_of(definition)
        elif isinstance(definition, UnionDef):
            for _, obj in union_variants(definition):
                attributes_of(obj)
    for wire_name in chosen:
        if wire_name not in used:
            warn(f"attributes.{wire_name}", "no property of the schema has this name")
    return done
