"""Stage 3 for Python: the model -> views (every string computed here) -> Jinja templates.

The templates only place strings; every Python type, parser expression, default and docstring
is built by the functions below, from the model, through :mod:`acp_codegen.render.literal`.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection
from dataclasses import dataclass
from typing import ClassVar

from acp_codegen import naming
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    Definition,
    EnumDef,
    Field,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    assert_never,
)
from acp_codegen.render import codec
from acp_codegen.render.annotation import annotation, none_last, referenced_classes
from acp_codegen.render.literal import (
    docstring,
    dunder_all,
    fitting_summary,
    fitting_value,
    py_literal,
)
from acp_codegen.render.module import GeneratedModule

FIELD_INDENT = "    "


# -- views -------------------------------------------------------------------------------------
#
# Each kind of item a module holds is a view type of its own, which names the one template
# that writes it (``template``): the module's template includes each item's, and no template
# asks which kind an item is.


@dataclass(frozen=True)
class AttributeView:
    name: str
    annotation: str
    default: str | None
    doc: str | None

    @property
    def forward(self) -> bool:
        """Whether the annotation is quoted, a class defined below (:func:`forward_annotation`):
        ruff's UP037 would unquote it (the module's annotations are strings already)."""
        return self.annotation.startswith('"')


@dataclass(frozen=True)
class ClassView:
    """A class of ``models``: the dataclass, its wire keys, its parser and its slot setters."""

    template: ClassVar[str] = "python/models/class.jinja"
    name: str
    bases: str
    doc: str | None
    attributes: tuple[AttributeView, ...]
    keys_name: str  # the module constant of ``wire_keys``
    wire_keys: str  # a frozenset literal: the keys the fields name
    parser: str  # the name of its module-level parser
    mode: str  # the parser's second parameter (``mode``, or ``_mode`` when unread)
    setters_name: str  # the module constant of its slot setters
    required_count_name: str  # the module constant of ``required_count``
    required_count: int | None  # how many of its keys are required, when the parser reads it
    slots: str  # a tuple literal: every attribute, in the order the parser sets them
    parse: tuple[str, ...]  # the body of the parser, one line each
    to_wire: tuple[str, ...]  # the body of ``to_wire``
    by_method: str | None = None  # the source of its ``_rt.MethodParams``, if any
    keeps_unknown: str | None = None  # "True"/"False" where it differs from the base class's


@dataclass(frozen=True)
class AliasView:
    """A ``TypeAlias``: a union, an enum or an alias, in ``models`` and ``wire`` alike."""

    template: ClassVar[str] = "python/alias.jinja"
    name: str
    value: str
    doc: str | None


@dataclass(frozen=True)
class ParserView:
    """A module-level parser for a definition that is not a class, and its public function."""

    schema_name: str
    name: str
    mode: str  # the parser's second parameter (``mode``, or ``_mode`` when unread)
    body: tuple[str, ...]  # the parser's body, one line each
    # A union's tag -> parser dict, or a string enum's values: (name, annotation, literal).
    table: tuple[str, str, str] | None
    function: str | None
    returns: str
    summary: str


@dataclass(frozen=True)
class TypedDictView:
    """A ``TypedDict`` of ``wire`` in the class form: every key is an identifier."""

    template: ClassVar[str] = "python/wire/class.jinja"
    name: str
    bases: str
    keys: tuple[tuple[str, str], ...]  # (identifier, annotation)
    doc: str | None

    @property
    def empty(self) -> bool:
        """Whether the class body holds nothing, so that it is ``pass``."""
        return not self.keys and not self.doc


@dataclass(frozen=True)
class FunctionalTypedDictView:
    """A ``TypedDict`` of ``wire`` in the functional form: a key is no identifier."""

    template: ClassVar[str] = "python/wire/functional.jinja"
    name: str
    keys: tuple[tuple[str, str], ...]  # (wire key literal, annotation)
    doc: str | None


WireItem = TypedDictView | FunctionalTypedDictView | AliasView


@dataclass(frozen=True)
class ModuleView:
    """Everything the ``models`` and ``wire`` templates place."""

    header: str
    docs: dict[str, str]  # module docstrings, by module
    items: tuple[ClassView | AliasView, ...]
    parsers: tuple[ParserView, ...]
    registry: tuple[tuple[str, str], ...]  # (schema name literal, parser expression)
    typed_dicts: tuple[WireItem, ...]
    params_by_method: tuple[tuple[str, str], ...]  # (class, its ``_rt.MethodParams`` source)
    exports: tuple[str, ...]  # the models' public names, beside the runtime's
    models_all: str  # the models' ``__all__`` literal
    wire_all: str  # the wire module's ``__all__`` literal
    submodules: tuple[str, ...]  # every module the package imports on first use
    reexports: tuple[tuple[str, tuple[str, ...]], ...]  # (module, names), names sorted
    model_imports: str  # what the package ``__init__`` imports from ``models``
    typing_imports: tuple[str, ...]  # what ``models`` imports from ``typing``
    wire_typing_imports: tuple[str, ...]  # what ``wire`` imports from ``typing``
    uses_field: bool  # a class keeps unknown properties: ``models`` imports ``field``
    uses_missing: bool  # a parser tells an absent key: ``models`` imports ``_MISSING``
    uses_not_required: bool  # a key may be omitted: ``wire`` imports ``NotRequired``
    package_all: str  # the package's ``__all__`` literal
    returns: tuple[tuple[str, str], ...] = ()  # (schema name literal, its Python type)


# -- classes -----------------------------------------------------------------------------------


def _doc(text: str | None, indent: str = FIELD_INDENT) -> str | None:
    return docstring(text, indent) if text else None


def class_doc(text: str | None, schema_name: str) -> str:
    """A class's docstring: its description, under a summary line (see
    :func:`~acp_codegen.render.literal.docstring`)."""
    summary = fitting_summary(
        f"The ``{schema_name}`` definition.", "A definition of the schema.", FIELD_INDENT
    )
    return docstring(text or "", FIELD_INDENT, summary=summary)


def attribute(model: Model, field: Field, above: Collection[str]) -> AttributeView:
    """A class's attribute for ``field``; ``above``: the classes the module defines above the
    class (:func:`forward_annotation`)."""
    base = annotation(model, field.type)
    if field.required:
        default = py_literal(field.type.value) if isinstance(field.type, Const) else None
        text = forward_annotation(model, field.type, base, above)
        return AttributeView(field.py_name, text, default, _doc(describe(field)))
    if model.admits_null(field.type):
        text = none_last(f"{base} | Unset")
        return AttributeView(field.py_name, text, "UNSET", _doc(describe(field)))
    return AttributeView(field.py_name, f"{base} | None", "None", _doc(describe(field)))


def describe(field: Field) -> str | None:
    """A field's description, plus its content encoding and schema default when it has them."""
    text = field.doc.description or ""
    scalar = field.type.inner if isinstance(field.type, Nullable) else field.type
    encoding = scalar.constraints.content_encoding if isinstance(scalar, Primitive) else None
    if encoding:
        note = f"The wire value is {encoding}-encoded; it is kept as that text."
        text = f"{text}\n\n{note}" if text else note
    if field.has_default:
        note = f"When omitted, the protocol's default is `{py_literal(field.default)}`."
        text = f"{text}\n\n{note}" if text else note
    return text or None


def class_view(
    model: Model, obj: ObjectDef, above: Collection[str], by_method: str | None = None
) -> ClassView:
    """The class of ``obj``; ``above``: the classes the module defines above it."""
    base = model.definitions.get(obj.base) if obj.base else None
    inherited = base.fields if isinstance(base, ObjectDef) else ()
    attributes = [attribute(model, f, above) for f in obj.fields]
    if obj.payload is not None and obj.payload_field is not None:
        attributes.append(
            AttributeView(
                obj.payload_field,
                forward_annotation(model, obj.payload, annotation(model, obj.payload), above),
                None,
                _doc(f"The rest of the payload: {payload_kinds(obj.payload)}."),
            )
        )
    elif obj.extra is not None and not (isinstance(base, ObjectDef) and base.extra is not None):
        attributes.append(
            AttributeView(
                "additional_properties",
                f"dict[str, {annotation(model, obj.extra)}]",
                "field(default_factory=dict)",
                _doc("Properties the schema does not name, kept as they came."),
            )
        )
    # (A variant whose base keeps unknown keys but which refuses them has ``extra`` None.)
    # Wire order: the discriminator first, then what the base class defines, then the rest.
    tag = [f for f in obj.fields if f.wire_name == obj.discriminator]
    rest = [f for f in obj.fields if f.wire_name != obj.discriminator]
    fields = [*tag, *inherited, *rest]
    keys = sorted({f.wire_name for f in fields})
    parse = codec.class_parse_lines(model, obj, fields, by_method=by_method is not None)
    return ClassView(
        name=obj.class_name,
        bases=base.class_name if isinstance(base, ObjectDef) else "_rt.WireModel",
        doc=class_doc(obj.doc.description, obj.name),
        attributes=tuple(attributes),
        keys_name=codec.keys_name(obj),
        wire_keys=f"frozenset({{{', '.join(map(py_literal, keys))}}})" if keys else "frozenset()",
        parser=naming.class_parser(obj.class_name),
        mode=codec.mode_parameter(parse),
        setters_name=codec.setters_name(obj),
        required_count_name=codec.required_count_name(obj),
        required_count=(
            sum(f.required for f in fields) if codec.counts_required(obj, fields) else None
        ),
        slots=tuple_literal(codec.slot_names(model, obj, fields)),
        parse=tuple(parse),
        to_wire=tuple(codec.to_wire_lines(model, obj, fields)),
        by_method=by_method,
        keeps_unknown=keeps_unknown(model, obj),
    )


def keeps_unknown(model: Model, obj: ObjectDef) -> str | None:
    """``_KEEPS_UNKNOWN`` of a class, where it is not the one it inherits."""
    keeps = obj.payload is None and obj.extra is not None
    base = model.definitions.get(obj.base) if obj.base else None
    inherited = isinstance(base, ObjectDef) and base.payload is None and base.extra is not None
    return None if keeps == inherited else str(keeps)


def tuple_literal(names: list[str]) -> str:
    if len(names) == 1:
        return f"({py_literal(names[0])},)"
    return "(" + ", ".join(py_literal(n) for n in names) + ")"


def method_dispatch(model: Model) -> dict[str, str]:
    """``_rt.MethodParams`` sources, by class schema name, for the JSON-RPC envelope's request and
    notification classes: those with ``method`` and ``params`` fields whose ``params`` union
    holds the params types of some methods (``x-method``). Each parses ``params`` by method."""
    params_of: dict[str, list[tuple[str, str]]] = {}
    for method in model.methods:
        params_of.setdefault(method.params, []).append((method.name, method.params))
    known = sorted({m.name for m in model.methods})
    found: dict[str, str] = {}
    for name, definition in model.definitions.items():
        if not isinstance(definition, ObjectDef):
            continue
        fields = {f.wire_name: f for f in definition.fields}
        method_field, params = fields.get("method"), fields.get("params")
        if method_field is None or params is None or method_field.type != Primitive("str"):
            continue
        carried = sorted(
            {
                pair
                for option in _options(params.type)
                if isinstance(option, Ref)
                for pair in params_of.get(option.name, ())
            }
        )
        if not carried:
            continue
        parsers = ", ".join(f"{py_literal(m)}: {codec.parser_name(model, p)}" for m, p in carried)
        found[name] = (
            f"_rt.MethodParams({py_literal('method')}, {py_literal('params')}, {{{parsers}}}, "
            f"frozenset({{{', '.join(py_literal(k) for k in known)}}}))"
        )
    return found


def _options(expr: TypeExpr) -> tuple[TypeExpr, ...]:
    if isinstance(expr, Nullable):
        return _options(expr.inner)
    if isinstance(expr, AnyOf):
        return tuple(o for option in expr.options for o in _options(option))
    return (expr,)


def payload_kinds(expr: TypeExpr) -> str:
    """``a `Name` `` or ``one of `A`, `B` ``: what a payload holds, for docs."""
    options = expr.options if isinstance(expr, AnyOf) else (expr,)
    names = [f"`{o.name}`" for o in options if isinstance(o, Ref)]
    if len(names) != len(options):
        return "a JSON object"
    return f"a {names[0]}" if len(names) == 1 else "one of " + ", ".join(names)


def class_order(model: Model) -> list[Definition]:
    """Definitions in schema order, except that a base class comes before its subclasses."""
    ordered: dict[str, Definition] = {}
    for name in model.definitions:
        # The bases not yet placed, nearest first (a loop: a chain of bases may be longer
        # than the interpreter's recursion limit).
        chain: list[str] = []
        current: str | None = name
        while current is not None and current not in ordered:
            chain.append(current)
            definition = model.definitions[current]
            current = definition.base if isinstance(definition, ObjectDef) else None
        for link in reversed(chain):
            ordered[link] = model.definitions[link]
    return list(ordered.values())


def alias_value(model: Model, definition: UnionDef | EnumDef | AliasDef) -> str:
    """The right-hand side of a ``TypeAlias`` for a union, enum or alias, evaluated at
    import time (after what it names: :func:`module_order`)."""
    match definition:
        case UnionDef():
            return " | ".join(union_members(definition))
        case EnumDef():
            values = ", ".join(py_literal(m.value) for m in definition.members)
            known = f"Literal[{values}]"
            return f"{known} | {definition.base}" if definition.open else known
        case AliasDef():
            return annotation(model, definition.target)
        case _:
            assert_never(definition)


def union_members(union: UnionDef) -> list[str]:
    members = [v.object.class_name for v in union.variants]
    if union.other is not None:
        members.append(union.other.class_name)
    return members


def alias_names(model: Model, definition: UnionDef | EnumDef | AliasDef) -> set[str]:
    """The classes and aliases an alias's value names, which the module must define above it
    (the value is evaluated at import time)."""
    if isinstance(definition, UnionDef):
        return set(union_members(definition))
    if isinstance(definition, AliasDef):
        return referenced_classes(model, definition.target)
    return set()


def bare_class(model: Model, expr: TypeExpr) -> str | None:
    """The class a field annotated with ``expr`` alone is of, where that annotation is one
    class (its name, or an alias's that is one class): the class a compiled module (mypyc)
    loads when it builds the class, at import, where pure Python keeps the annotation as
    text."""
    while isinstance(expr, AnyOf) and len(expr.options) == 1:
        expr = expr.options[0]
    if not isinstance(expr, Ref):
        return None
    definition = model.definitions[expr.name]
    match definition:
        case ObjectDef():
            return definition.class_name
        case AliasDef():
            return bare_class(model, definition.target)
        case UnionDef():
            members = union_members(definition)
            return members[0] if len(members) == 1 else None
        case EnumDef():
            return None
        case _:
            assert_never(definition)


def bare_classes(model: Model, obj: ObjectDef) -> set[str]:
    """The classes :func:`bare_class` finds among a class's annotations: those of its required
    fields and of its payload (an optional field's is a union with ``None`` or ``Unset``)."""
    types = [f.type for f in obj.fields if f.required]
    if obj.payload is not None and obj.payload_field is not None:
        types.append(obj.payload)
    return {name for expr in types if (name := bare_class(model, expr)) is not None}


def placed_after(model: Model, definition: Definition) -> set[str]:
    """The classes and aliases that the module must define above ``definition``: what an
    alias's value names (evaluated at import), and a class's base and bare classes
    (:func:`bare_classes`)."""
    if not isinstance(definition, ObjectDef):
        return alias_names(model, definition)
    base = model.definitions.get(definition.base) if definition.base else None
    names = bare_classes(model, definition) - {definition.class_name}
    return names | ({base.class_name} if base is not None else set())


def module_order(model: Model) -> tuple[list[Definition], frozenset[str]]:
    """Definitions in :func:`class_order`, except that each comes after what it must follow
    (:func:`placed_after`): an alias after every class and alias its value names, so that
    no value needs a forward reference, and a class after its base and the classes its bare
    annotations name, which a compiled module loads as it builds the class. Each waits until
    those are defined, and whenever a definition is placed, the first waiting one (in the
    order they began to wait) that it completes goes next, and again, until none is
    complete. Each counts the names it still waits for, so a chain of thousands costs no
    more than as many classes.

    Definitions on a cycle can never follow all they name: an alias on a cycle through a
    list, a map or a union (a recursive type, ``Json = list[Json] | str``; a cycle of bare
    aliases is the builder's error), or one that names such an alias, and classes whose
    required fields name each other. Those still wait once everything else is placed: the
    first of them whose base is defined (a chain of bases has no cycle) is placed, then what
    it completes, and so on. A class annotates a class defined below it with the name
    quoted (:func:`forward_annotation`). An alias placed then has its value written as a
    forward reference (quoted, a string at run time, which no value evaluated at import may
    combine with ``|``: hence all of them, whose names are the second result)."""
    ordered: list[Definition] = []
    defined: set[str] = set()
    waiting: dict[int, Definition] = {}  # by the order they began to wait
    missing: dict[int, set[str]] = {}
    waiters: dict[str, list[int]] = {}  # a name, and the definitions waiting for it
    complete: list[int] = []  # a heap of the definitions that wait for nothing more

    def place(definition: Definition) -> None:
        ordered.append(definition)
        defined.add(definition.class_name)
        for number in waiters.pop(definition.class_name, ()):
            missing[number].discard(definition.class_name)
            if not missing[number] and number in waiting:
                heapq.heappush(complete, number)

    def define(definition: Definition) -> None:
        place(definition)
        while complete:
            place(waiting.pop(heapq.heappop(complete)))

    def placeable(definition: Definition) -> bool:
        base = definition.base if isinstance(definition, ObjectDef) else None
        return base is None or model.definitions[base].class_name in defined

    for definition in class_order(model):
        names = placed_after(model, definition)
        if names <= defined:
            define(definition)
            continue
        number = len(missing)
        waiting[number], missing[number] = definition, names - defined
        for name in missing[number]:
            waiters.setdefault(name, []).append(number)
    settled = len(ordered)
    while waiting:  # in the order they began to wait (numbers are never added now)
        define(waiting.pop(next(n for n, d in waiting.items() if placeable(d))))
    quoted = (d.class_name for d in ordered[settled:] if not isinstance(d, ObjectDef))
    return ordered, frozenset(quoted)


def forward_annotation(model: Model, expr: TypeExpr, text: str, above: Collection[str]) -> str:
    """``text``, the annotation of ``expr``, quoted where it is a bare class
    (:func:`bare_class`) not defined ``above`` the class that declares it (the class itself,
    or one on a cycle of required fields): a compiled module gives the class its
    annotations' objects as it builds it, and a name not yet defined has none."""
    name = bare_class(model, expr)
    return f'"{text}"' if name is not None and name not in above else text  # a name: no quote in it


def enum_doc(definition: EnumDef) -> str | None:
    """An enum's description, then one line per value with what it means."""
    lines = [definition.doc.description or ""]
    described = [m for m in definition.members if m.doc.description]
    if described or definition.open:
        lines.append("")
        lines.append("Values:")
        lines.append("")
        for member in definition.members:
            meaning = (member.doc.description or "").split("\n", 1)[0]
            lines.append(f"- `{py_literal(member.value)}`: {meaning}".rstrip(": "))
        if definition.open:
            other = definition.other_doc.description if definition.other_doc else None
            meaning = (other or "any other value, kept as it came").split("\n", 1)[0]
            lines.append(f"- any other value: {meaning}")
    text = "\n".join(lines).strip("\n")
    return text or None


def typed_dict_view(model: Model, obj: ObjectDef) -> TypedDictView | FunctionalTypedDictView:
    base = model.definitions.get(obj.base) if obj.base else None
    inherited = base.fields if isinstance(base, ObjectDef) else ()
    own = list(obj.fields)
    functional = any(not _is_plain_key(f.wire_name) for f in (*inherited, *own))
    fields = [*inherited, *own] if functional else own
    keys = []
    for field in fields:
        value = annotation(model, field.type)
        if not field.required:
            value = f"NotRequired[{value}]"
        key = py_literal(field.wire_name) if functional else field.wire_name
        keys.append((key, value))
    doc = obj.doc.description
    if obj.payload is not None:
        note = f"The other keys are those of {payload_kinds(obj.payload)}."
        doc = f"{doc}\n\n{note}" if doc else note
    if functional:
        return FunctionalTypedDictView(obj.class_name, tuple(keys), _doc(doc, ""))
    bases = base.class_name if isinstance(base, ObjectDef) else "TypedDict"
    return TypedDictView(obj.class_name, bases, tuple(keys), class_doc(doc, obj.name))


def _is_plain_key(key: str) -> bool:
    return key.isidentifier() and key not in naming.HARD_KEYWORDS and key.isascii()


MODULE_DOCS = {
    "models": "Dataclasses for every definition, with ``from_wire`` and ``to_wire``.",
    "wire": (
        "``TypedDict``s whose keys are exactly the wire keys.\n\n"
        "Use them to type what ``json.loads`` returns and ``json.dumps`` takes. A key that may "
        "be omitted is ``NotRequired``; a key whose value may be ``null`` has ``| None``: the "
        "two are kept apart. Classes with a key that is not a Python identifier use the "
        "functional ``TypedDict`` form."
    ),
}


def module_view(model: Model, header: str, modules: tuple[GeneratedModule, ...] = ()) -> ModuleView:
    """Views for the ``models``, ``wire`` and ``__init__`` modules of one package.

    ``modules`` are the package's other modules (validators, helpers): those with a summary are
    listed in the package docstring and imported, and their ``exports`` re-exported, in order.
    """
    extra_modules = {m.name: m.summary for m in modules if m.summary is not None}
    exports = _exports(model)
    reexports = package_reexports(exports, {m.name: m.exports for m in modules if m.exports})
    items, typed_dicts, parsers = _definition_views(model)
    wire_exports = ("JSONValue", *(d.class_name for d in model.definitions.values()))
    return ModuleView(
        header=header,
        docs=_module_docs(model.title or "Agent Client Protocol", extra_modules),
        items=items,
        parsers=parsers,
        registry=tuple(
            (py_literal(name), fitting_value(py_literal(name), codec.parser_name(model, name)))
            for name in model.definitions
        ),
        returns=tuple((py_literal(name), d.class_name) for name, d in model.definitions.items()),
        typed_dicts=typed_dicts,
        params_by_method=tuple(
            (i.name, i.by_method) for i in items if isinstance(i, ClassView) and i.by_method
        ),
        exports=exports,
        models_all=dunder_all((*MODEL_RUNTIME_NAMES, *exports)),
        wire_all=dunder_all(wire_exports),
        submodules=("models", "wire", *sorted(extra_modules)),
        reexports=reexports,
        model_imports=", ".join(sorted({*MODEL_RUNTIME_NAMES, *exports})),
        typing_imports=_models_typing(items),
        wire_typing_imports=_wire_typing(typed_dicts),
        uses_field=any(
            (a.default or "").startswith("field(")
            for i in items
            if isinstance(i, ClassView)
            for a in i.attributes
        ),
        uses_missing=any(
            "_MISSING" in line
            for body in (
                *(i.parse for i in items if isinstance(i, ClassView)),
                *(p.body for p in parsers),
            )
            for line in body
        ),
        uses_not_required=_uses_not_required(typed_dicts),
        package_all=dunder_all(
            (
                "models",
                "wire",
                *extra_modules,
                *MODEL_RUNTIME_NAMES,
                *exports,
                *(name for _, names in reexports for name in names),
            )
        ),
    )


def _module_docs(title: str, extra_modules: dict[str, str]) -> dict[str, str]:
    """The docstrings of the package's ``__init__``, ``models`` and ``wire`` modules."""
    package_lines = [
        "The types of one protocol version, a module for each kind.",
        "",
        f"{title}.",
        "",
        "- ``models``: " + MODULE_DOCS["models"] + " Re-exported here.",
        "- ``wire``: " + MODULE_DOCS["wire"].split("\n", 1)[0],
        *(f"- ``{name}``: {summary}" for name, summary in sorted(extra_modules.items())),
    ]
    return {
        "init": docstring("\n".join(package_lines)),
        "models": docstring(f"{MODULE_DOCS['models']}\n\n{title}."),
        "wire": docstring(MODULE_DOCS["wire"].replace("\n\n", f"\n\n{title}.\n\n", 1)),
    }


def _exports(model: Model) -> tuple[str, ...]:
    """The public names of ``models``: every class and alias, and the ``parse_`` functions of
    the unions (and the aliases of an ``anyOf``)."""
    parse_functions = {
        naming.parse_function(d.class_name)
        for d in model.definitions.values()
        if _has_parse_function(d)
    }
    return tuple(sorted({d.class_name for d in model.definitions.values()} | parse_functions))


def _has_parse_function(definition: Definition) -> bool:
    return isinstance(definition, UnionDef) or (
        isinstance(definition, AliasDef) and isinstance(definition.target, AnyOf)
    )


def _definition_views(
    model: Model,
) -> tuple[
    tuple[ClassView | AliasView, ...],
    tuple[WireItem, ...],
    tuple[ParserView, ...],
]:
    """In module order: the ``models`` item of every definition, its ``wire`` item, and the
    parser of every definition that is not a class (a class's parser is its own)."""
    items: list[ClassView | AliasView] = []
    typed_dicts: list[WireItem] = []
    parsers: list[ParserView] = []
    dispatch = method_dispatch(model)
    order, ahead = module_order(model)
    above: set[str] = set()
    for definition in order:
        if isinstance(definition, ObjectDef):
            items.append(class_view(model, definition, above, dispatch.get(definition.name)))
            above.add(definition.class_name)
            typed_dicts.append(typed_dict_view(model, definition))
            continue
        doc = (
            enum_doc(definition) if isinstance(definition, EnumDef) else definition.doc.description
        )
        value = alias_value(model, definition)
        if definition.class_name in ahead:  # a recursive type: what it names comes later
            value = py_literal(value)
        alias = AliasView(definition.class_name, value, _doc(doc, ""))
        items.append(alias)
        typed_dicts.append(alias)
        parsers.append(_parser_view(model, definition))
    return tuple(items), tuple(typed_dicts), tuple(parsers)


def _parser_view(model: Model, definition: UnionDef | EnumDef | AliasDef) -> ParserView:
    body = codec.definition_parse_lines(model, definition)
    return ParserView(
        schema_name=definition.name,
        name=codec.parser_name(model, definition.name),
        mode=codec.mode_parameter(body),
        body=tuple(body),
        table=codec.parser_table(definition),
        function=(
            naming.parse_function(definition.class_name)
            if _has_parse_function(definition)
            else None
        ),
        returns=definition.class_name,
        summary=f"Parse a `{definition.name}` from its wire form.",
    )


def _models_typing(items: tuple[ClassView | AliasView, ...]) -> tuple[str, ...]:
    """What ``models`` imports from ``typing``."""
    return typing_imports(
        [a.annotation for i in items if isinstance(i, ClassView) for a in i.attributes]
        + [i.value for i in items if isinstance(i, AliasView)],
        {"TYPE_CHECKING", "Any", "Final", "Literal", "cast", "overload"}
        | ({"TypeAlias"} if any(isinstance(i, AliasView) for i in items) else set()),
    )


def _key_types(typed_dicts: tuple[WireItem, ...]) -> list[str]:
    """The annotations of every ``TypedDict``'s keys."""
    return [value for i in typed_dicts if not isinstance(i, AliasView) for _, value in i.keys]


def _uses_not_required(typed_dicts: tuple[WireItem, ...]) -> bool:
    """Whether a ``wire`` key may be omitted (``NotRequired[...]``, for type checkers only)."""
    return any(value.startswith("NotRequired[") for value in _key_types(typed_dicts))


def _wire_typing(typed_dicts: tuple[WireItem, ...]) -> tuple[str, ...]:
    """What ``wire`` imports from ``typing``."""
    aliases = [i.value for i in typed_dicts if isinstance(i, AliasView)]
    return typing_imports(
        _key_types(typed_dicts) + aliases,
        ({"TYPE_CHECKING"} if _uses_not_required(typed_dicts) else set())
        | ({"TypedDict"} if len(aliases) < len(typed_dicts) else set())
        | ({"TypeAlias"} if aliases else set()),
    )


def typing_imports(types: list[str], used: set[str]) -> tuple[str, ...]:
    """The names a module imports from ``typing``: ``used``, and the special forms the type
    expressions ``types`` (the module's annotations and alias values) spell."""
    forms = {"Literal", "Optional", "Union"}
    spelled = {form for form in forms for text in types if f"{form}[" in text}
    return tuple(sorted(used | spelled))


def package_reexports(
    taken: tuple[str, ...], reexports: dict[str, tuple[str, ...]]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Names the package re-exports from other modules, first come first served: a name the
    models (or an earlier module) already export stays reachable only through its module."""
    seen = set(taken) | set(MODEL_RUNTIME_NAMES)
    out = []
    for module, names in reexports.items():
        kept = tuple(sorted(n for n in names if n not in seen))
        seen.update(kept)
        if kept:
            out.append((module, kept))
    return tuple(out)


MODEL_RUNTIME_NAMES = ("JSONValue", "UNSET", "Unset", "WireError", "from_wire", "to_wire")
