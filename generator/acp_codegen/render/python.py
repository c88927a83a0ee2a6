"""Stage 3 for Python: the model -> views (every string computed here) -> Jinja templates.

The templates only place strings; every Python type, parser expression, default and docstring
is built by the functions below, from the model, through :mod:`acp_codegen.render.literal`.
"""

from __future__ import annotations

from dataclasses import dataclass

from acp_codegen import naming
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
from acp_codegen.render import codec
from acp_codegen.render.literal import docstring, py_literal
from acp_codegen.render.module import GeneratedModule

PRIMITIVE_TYPES = {
    "str": "str",
    "int": "int",
    "float": "float",
    "bool": "bool",
    "null": "None",
    "json": "JSONValue",
}
FIELD_INDENT = "    "


# -- views -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AttributeView:
    name: str
    annotation: str
    default: str | None
    doc: str | None


@dataclass(frozen=True)
class ClassView:
    name: str
    bases: str
    doc: str | None
    attributes: tuple[AttributeView, ...]
    wire_keys: str  # a frozenset literal: the keys the fields name
    slots: str  # a tuple literal: every attribute, in the order ``_parse`` sets them
    parse: tuple[str, ...]  # the body of ``_parse``, one line each
    to_wire: tuple[str, ...]  # the body of ``to_wire``
    by_method: str | None = None  # the source of its ``_rt.MethodParams``, if any
    keeps_unknown: str | None = None  # "True"/"False" where it differs from the base class's


@dataclass(frozen=True)
class AliasView:
    name: str
    value: str
    doc: str | None


@dataclass(frozen=True)
class ParserView:
    """A module-level parser for a definition that is not a class, and its public function."""

    schema_name: str
    name: str
    body: tuple[str, ...]  # the parser's body, one line each
    variants: tuple[str, str] | None  # a union's (table name, tag -> parser dict)
    function: str | None
    returns: str
    summary: str


@dataclass(frozen=True)
class TypedDictView:
    name: str
    bases: str
    functional: bool
    keys: tuple[tuple[str, str], ...]  # (wire key literal or identifier, annotation)
    doc: str | None


@dataclass(frozen=True)
class ModuleView:
    """Everything the ``models`` and ``wire`` templates place."""

    header: str
    docs: dict[str, str]  # module docstrings, by module
    items: tuple[ClassView | AliasView, ...]
    parsers: tuple[ParserView, ...]
    registry: tuple[tuple[str, str], ...]  # (schema name literal, parser expression)
    typed_dicts: tuple[TypedDictView | AliasView, ...]
    exports: tuple[str, ...]
    wire_exports: tuple[str, ...]
    extra_modules: tuple[str, ...]
    reexports: tuple[tuple[str, tuple[str, ...]], ...]  # (module, names), names sorted
    returns: tuple[tuple[str, str], ...] = ()  # (schema name literal, its Python type)


# -- type expressions --------------------------------------------------------------------------


def annotation(model: Model, expr: TypeExpr) -> str:
    """The Python type of a type expression, as source."""
    match expr:
        case Primitive():
            return PRIMITIVE_TYPES[expr.kind]
        case Ref():
            return model.class_name(expr.name)
        case Const():
            return f"Literal[{py_literal(expr.value)}]"
        case ListOf():
            return f"list[{annotation(model, expr.item)}]"
        case MapOf():
            return f"dict[str, {annotation(model, expr.value)}]"
        case Nullable():
            return f"{annotation(model, expr.inner)} | None"
        case AnyOf():
            return " | ".join(annotation(model, option) for option in expr.options)
        case _:
            assert_never(expr)


def alias_annotation(model: Model, expr: TypeExpr) -> str:
    """Like :func:`annotation`, but evaluable at import time: class names are quoted forward
    references and unions use ``Union``, so an alias may name a class defined further down."""
    match expr:
        case Ref():
            return py_literal(model.class_name(expr.name))
        case ListOf():
            return f"list[{alias_annotation(model, expr.item)}]"
        case MapOf():
            return f"dict[str, {alias_annotation(model, expr.value)}]"
        case Nullable():
            return f"Optional[{alias_annotation(model, expr.inner)}]"
        case AnyOf():
            return "Union[" + ", ".join(alias_annotation(model, o) for o in expr.options) + "]"
        case Primitive() | Const():
            return annotation(model, expr)
        case _:
            assert_never(expr)


# -- classes -----------------------------------------------------------------------------------


def _doc(text: str | None, indent: str = FIELD_INDENT) -> str | None:
    return docstring(text, indent) if text else None


def attribute(model: Model, field: Field) -> AttributeView:
    base = annotation(model, field.type)
    if field.required:
        default = py_literal(field.type.value) if isinstance(field.type, Const) else None
        return AttributeView(field.py_name, base, default, _doc(describe(field)))
    if model.admits_null(field.type):
        return AttributeView(field.py_name, f"{base} | Unset", "UNSET", _doc(describe(field)))
    return AttributeView(field.py_name, f"{base} | None", "None", _doc(describe(field)))


def describe(field: Field) -> str | None:
    """A field's description, plus its content encoding and schema default when it has them."""
    text = field.doc.description or ""
    scalar = field.type.inner if isinstance(field.type, Nullable) else field.type
    if isinstance(scalar, Primitive) and scalar.encoding:
        note = f"The wire value is {scalar.encoding}-encoded; it is kept as that text."
        text = f"{text}\n\n{note}" if text else note
    if field.has_default:
        note = f"When omitted, the protocol's default is `{py_literal(field.default)}`."
        text = f"{text}\n\n{note}" if text else note
    return text or None


def class_view(model: Model, obj: ObjectDef, by_method: str | None = None) -> ClassView:
    base = model.definitions.get(obj.base) if obj.base else None
    inherited = base.fields if isinstance(base, ObjectDef) else ()
    attributes = [attribute(model, f) for f in obj.fields]
    if obj.payload is not None and obj.payload_field is not None:
        attributes.append(
            AttributeView(
                obj.payload_field,
                annotation(model, obj.payload),
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
    return ClassView(
        name=obj.class_name,
        bases=base.class_name if isinstance(base, ObjectDef) else "_rt.WireModel",
        doc=_doc(obj.doc.description),
        attributes=tuple(attributes),
        wire_keys=f"frozenset({{{', '.join(map(py_literal, keys))}}})" if keys else "frozenset()",
        slots=tuple_literal(codec.slot_names(model, obj, fields)),
        parse=tuple(codec.class_parse_lines(model, obj, fields, by_method is not None)),
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
            f"_rt.MethodParams({py_literal('method')}, {py_literal('params')}, "
            f"{py_literal(params.py_name)}, {{{parsers}}}, "
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

    def visit(name: str) -> None:
        if name in ordered:
            return
        definition = model.definitions[name]
        if isinstance(definition, ObjectDef) and definition.base is not None:
            visit(definition.base)
        ordered[name] = definition

    for name in model.definitions:
        visit(name)
    return list(ordered.values())


def alias_value(model: Model, definition: UnionDef | EnumDef | AliasDef) -> str:
    """The right-hand side of a ``TypeAlias`` for a union, enum or alias."""
    match definition:
        case UnionDef():
            members = [v.object.class_name for v in definition.variants]
            if definition.other is not None:
                members.append(definition.other.class_name)
            return "Union[" + ", ".join(py_literal(m) for m in members) + "]"
        case EnumDef():
            values = ", ".join(py_literal(m.value) for m in definition.members)
            known = f"Literal[{values}]"
            return f"Union[{known}, {definition.base}]" if definition.open else known
        case AliasDef():
            return alias_annotation(model, definition.target)
        case _:
            assert_never(definition)


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


def typed_dict_view(model: Model, obj: ObjectDef) -> TypedDictView:
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
    bases = "TypedDict"
    if isinstance(base, ObjectDef) and not functional:
        bases = base.class_name
    doc = obj.doc.description
    if obj.payload is not None:
        note = f"The other keys are those of {payload_kinds(obj.payload)}."
        doc = f"{doc}\n\n{note}" if doc else note
    return TypedDictView(obj.class_name, bases, functional, tuple(keys), _doc(doc))


def _is_plain_key(key: str) -> bool:
    return key.isidentifier() and key not in naming.HARD_KEYWORDS and key.isascii()


MODULE_DOCS = {
    "models": "dataclasses for every definition, with ``from_wire`` and ``to_wire``.",
    "wire": (
        "``TypedDict``s whose keys are exactly the wire keys.\n\n"
        "Use them to type what ``json.loads`` returns and ``json.dumps`` takes. A key that may "
        "be omitted is\n``NotRequired``; a key whose value may be ``null`` has ``| None``: the "
        "two are kept apart.\nClasses with a key that is not a Python identifier use the "
        "functional ``TypedDict`` form."
    ),
}


def module_view(model: Model, header: str, modules: tuple[GeneratedModule, ...] = ()) -> ModuleView:
    """Views for the ``models``, ``wire`` and ``__init__`` modules of one package.

    ``modules`` are the package's other modules (validators, helpers): those with a summary are
    listed in the package docstring and imported, and their ``exports`` re-exported, in order.
    """
    extra_modules = {m.name: m.summary for m in modules if m.summary is not None}
    reexports = {m.name: m.exports for m in modules if m.exports}
    title = model.title or "Agent Client Protocol"
    package_lines = [
        f"{title}.",
        "",
        "- ``models``: " + MODULE_DOCS["models"] + " Re-exported here.",
        "- ``wire``: " + MODULE_DOCS["wire"].split("\n", 1)[0],
        *(f"- ``{name}``: {summary}" for name, summary in sorted(extra_modules.items())),
    ]
    docs = {
        "init": docstring("\n".join(package_lines)),
        "models": docstring(f"{title}: {MODULE_DOCS['models']}"),
        "wire": docstring(f"{title}: {MODULE_DOCS['wire']}"),
    }
    items: list[ClassView | AliasView] = []
    typed_dicts: list[TypedDictView | AliasView] = []
    parsers: list[ParserView] = []
    dispatch = method_dispatch(model)
    for definition in class_order(model):
        if isinstance(definition, ObjectDef):
            items.append(class_view(model, definition, dispatch.get(definition.name)))
            typed_dicts.append(typed_dict_view(model, definition))
            continue
        doc = (
            enum_doc(definition) if isinstance(definition, EnumDef) else definition.doc.description
        )
        alias = AliasView(definition.class_name, alias_value(model, definition), _doc(doc, ""))
        items.append(alias)
        typed_dicts.append(alias)
        public = isinstance(definition, UnionDef) or (
            isinstance(definition, AliasDef) and isinstance(definition.target, AnyOf)
        )
        variants = None
        if isinstance(definition, UnionDef):
            variants = (codec.variants_name(definition), codec.variants_table(definition))
        parsers.append(
            ParserView(
                schema_name=definition.name,
                name=codec.parser_name(model, definition.name),
                body=tuple(codec.definition_parse_lines(model, definition)),
                variants=variants,
                function="parse_" + naming.function_name(definition.class_name) if public else None,
                returns=definition.class_name,
                summary=f"Parse a `{definition.name}` from its wire form.",
            )
        )
    registry = tuple(
        (py_literal(name), codec.parser_name(model, name)) for name in model.definitions
    )
    returns = tuple((py_literal(name), d.class_name) for name, d in model.definitions.items())
    exports = tuple(
        sorted(
            {d.class_name for d in model.definitions.values()}
            | {p.function for p in parsers if p.function}
        )
    )
    return ModuleView(
        header=header,
        docs=docs,
        items=tuple(items),
        parsers=tuple(parsers),
        registry=registry,
        returns=returns,
        typed_dicts=tuple(typed_dicts),
        exports=exports,
        wire_exports=tuple(sorted({d.class_name for d in model.definitions.values()})),
        extra_modules=tuple(sorted(extra_modules)),
        reexports=package_reexports(exports, reexports),
    )


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


MODEL_RUNTIME_NAMES = ("JSONValue", "UNSET", "Unset", "WireError", "from_wire")
