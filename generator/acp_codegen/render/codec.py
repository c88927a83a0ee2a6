"""The parse and serialise code of the generated models, specialised per class.

Each class gets a module-level parser, ``_parse_<name>(data, mode)``, and a ``to_wire()``
written out field by field: scalar checks inline, nested values through the parser of their
definition, unions dispatched by a dict lookup on the tag. Every parser has the signature
``(value, mode) -> T`` (``mode`` is ``_rt.STRICT`` or ``_rt.TOLERANT``) and raises
``WireError`` with a pointer relative to ``value``; the caller that passed a nested value adds
its key on the way out (``_rt.within``), so no pointer is built unless there is an error.

Every function returns source lines without indentation of their own; the caller indents.
"""

from __future__ import annotations

import re

from acp_codegen import naming
from acp_codegen.errors import escape_pointer_token
from acp_codegen.model.types import (
    NO_DEFAULT,
    AliasDef,
    AnyOf,
    Const,
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
from acp_codegen.render.annotation import annotation
from acp_codegen.render.literal import is_one_of, py_literal

INDENT = "    "
FUNCTION_REFS = {
    "str": "_rt.parse_str",
    "int": "_rt.parse_int",
    "float": "_rt.parse_float",
    "bool": "_rt.parse_bool",
    "null": "_rt.parse_null",
    "json": "_rt.parse_json",
}


def _indent(lines: list[str]) -> list[str]:
    return [INDENT + line if line else line for line in lines]


def _single_if(body: list[str]) -> bool:
    """Whether ``body`` is one ``if`` statement (without ``elif`` or ``else``) and nothing else."""
    return (
        bool(body)
        and body[0].startswith("if ")
        and body[0].endswith(":")
        and all(line.startswith(INDENT) for line in body[1:])
    )


def guarded(condition: str, body: list[str]) -> list[str]:
    """``if condition:`` over ``body``; when the body is one ``if`` and nothing else, one
    ``if`` that tests both (two nested tests are one, SIM102)."""
    if not _single_if(body):
        return [f"if {condition}:", *_indent(body)]
    inner = body[0][len("if ") : -1]
    inner = f"({inner})" if " or " in inner else inner
    return [f"if {condition} and {inner}:", *body[1:]]


def parser_name(model: Model, name: str) -> str:
    """The module-level parser of a definition, named after its class (class names are
    unique in snake case, see :class:`~acp_codegen.naming.Namespace`)."""
    return naming.class_parser(model.definitions[name].class_name)


def variants_name(union: UnionDef) -> str:
    """The module constant that maps a union's tags to its variants' parsers."""
    return naming.class_constant(union.class_name, "variants")


def keys_name(obj: ObjectDef) -> str:
    """The module constant of the wire keys a class's fields name."""
    return naming.class_constant(obj.class_name, "keys")


def required_count_name(obj: ObjectDef) -> str:
    """The module constant of how many required keys a class has, when its parser counts
    them (see :func:`class_parse_lines`)."""
    return naming.class_constant(obj.class_name, "required_count")


def counts_required(obj: ObjectDef, fields: list[Field]) -> bool:
    """Whether a class's parser tells an object of its required keys alone by their count:
    it has required fields, and something to skip (an optional field, or unknown keys it
    looks for)."""
    keeps_rest = obj.payload_field is not None
    return any(f.required for f in fields) and not (keeps_rest and all(f.required for f in fields))


def setters_name(obj: ObjectDef) -> str:
    """The module constant of a class's slot setters, in the order its parser sets them."""
    return naming.class_constant(obj.class_name, "setters")


def mode_parameter(body: list[str]) -> str:
    """A parser's second parameter: ``mode``, or ``_mode`` when its body does not read it."""
    return "mode" if any(_READS_MODE.search(line) for line in body) else "_mode"


_READS_MODE = re.compile(r"\bmode\b")


# -- parsing: checks on a local variable ---------------------------------------------------------


def _inline(model: Model, expr: TypeExpr) -> Primitive | Const | Ref | Nullable | None:
    """``expr`` with aliases followed, when it is checked inline (a scalar, a constant, or an
    enum that is open or has string values only)."""
    resolved = model.resolve(expr)
    match resolved:
        case Primitive() if resolved.kind != "json":
            return resolved
        case Const():
            return resolved
        case Ref() if _inline_enum(model, resolved) is not None:
            return resolved
        case Nullable() if _inline(model, resolved.inner) is not None:
            return resolved
        case Primitive() | Ref() | Nullable() | ListOf() | MapOf() | AnyOf():
            return None
        case _:
            assert_never(resolved)


def _inline_enum(model: Model, ref: Ref) -> EnumDef | None:
    definition = model.definitions[ref.name]
    if not isinstance(definition, EnumDef):
        return None
    if definition.open or all(isinstance(m.value, str) for m in definition.members):
        return definition
    return None


def check(model: Model, expr: TypeExpr, var: str, at: str) -> list[str]:
    """Statements that check (and where needed convert) the raw value in ``var`` in place.

    Inline checks raise with the pointer ``at`` (a source literal); calls raise relative to the
    value, so the caller wraps them (see :func:`field_lines`).
    """
    inline = _inline(model, expr)
    match inline:
        case None:
            return _call_lines(model, model.resolve(expr), var)
        case Ref():
            enum = _inline_enum(model, inline)
            assert enum is not None
            if enum.open:
                return check(model, Primitive(enum.base), var, at)
            values = [m.value for m in enum.members]
            return [
                f"if not isinstance({var}, str) or {is_one_of(var, values, negated=True)}:",
                f"{INDENT}raise _rt.not_one_of({var}, {py_literal(values)}, {at})",
            ]
        case Nullable():
            return guarded(f"{var} is not None", check(model, inline.inner, var, at))
        case Const():
            value = py_literal(inline.value)
            if isinstance(inline.value, str):
                return [
                    f"if {var} != {value}:",
                    f"{INDENT}raise _rt.not_const({var}, {value}, {at})",
                ]
            return [f"{var} = _rt.to_const({var}, expected={value}, path={at})"]
        case Primitive():
            return _check_primitive(inline, var, at)
        case _:
            assert_never(inline)


def _check_primitive(inline: Primitive, var: str, at: str) -> list[str]:
    """The inline check of a scalar (``check`` of a primitive that is not JSON)."""
    if inline.kind == "str":
        return [f"if not isinstance({var}, str):", f"{INDENT}raise _rt.mismatch({var}, {at})"]
    if inline.kind == "bool":
        return [
            f"if {var} is not True and {var} is not False:",
            f"{INDENT}raise _rt.mismatch({var}, {at}, 'a boolean')",
        ]
    if inline.kind == "null":
        return [f"if {var} is not None:", f"{INDENT}raise _rt.mismatch({var}, {at}, 'null')"]
    if inline.kind == "float":
        return [f"{var} = _rt.to_float({var}, {at})"]
    return [f"if type({var}) is not int:", f"{INDENT}{var} = _rt.to_int({var}, {at})"]


def _call_lines(model: Model, expr: TypeExpr, var: str) -> list[str]:
    if isinstance(expr, Nullable):
        return guarded(f"{var} is not None", check(model, expr.inner, var, '""'))
    if isinstance(expr, ListOf):
        return _list_lines(model, expr, var)
    return [f"{var} = {call(model, expr, var)}"]


def _list_lines(model: Model, expr: ListOf, var: str) -> list[str]:
    """A list parsed by a loop in place: no call of its own (a comprehension is one, in
    CPython 3.11), and no index kept. When an item fails, ``_rt.parse_list`` parses the list
    again, to name the item (or, tolerant, to drop the failing ones where the schema lets it).
    """
    items = f"{var}_items"
    skip = ", skip_invalid_items=True" if expr.skip_invalid_items else ""
    return [
        f"if not isinstance({var}, list):",
        f"{INDENT}raise _rt.mismatch({var}, '', 'an array')",
        f"{items}: {annotation(model, expr)} = []",
        "try:",
        f"{INDENT}for item in {var}:",
        f"{INDENT * 2}{items}.append({call(model, expr.item, 'item')})",
        "except WireError:",
        f"{INDENT}{items} = _rt.parse_list({var}, {function_ref(model, expr.item)}, mode{skip})",
        f"{var} = {items}",
    ]


def call(model: Model, expr: TypeExpr, var: str) -> str:
    """An expression that parses ``var`` as ``expr`` (errors relative to ``var``)."""
    match expr:
        case Ref():
            return f"{parser_name(model, expr.name)}({var}, mode)"
        case ListOf():
            skip = ", skip_invalid_items=True" if expr.skip_invalid_items else ""
            return f"_rt.parse_list({var}, {function_ref(model, expr.item)}, mode{skip})"
        case MapOf():
            return f"_rt.parse_map({var}, {function_ref(model, expr.value)}, mode)"
        case AnyOf():
            options = "".join(f"{function_ref(model, o)}, " for o in expr.options)
            union = "_rt.only_one_of" if expr.exclusive else "_rt.first_of"
            return f"{union}({var}, ({options}), mode)"
        case Primitive():
            return f"{function_ref(model, expr)}({var}, mode)"
        case Const():
            return f'_rt.to_const({var}, expected={py_literal(expr.value)}, path="")'
        case Nullable():
            return f"None if {var} is None else {call(model, expr.inner, var)}"
        case _:
            assert_never(expr)


def function_ref(model: Model, expr: TypeExpr) -> str:
    """A parser for ``expr``: a callable ``(value, mode)``."""
    match expr:
        case Ref():
            return parser_name(model, expr.name)
        case Primitive():
            return FUNCTION_REFS[expr.kind]
        case Const() | Nullable() | ListOf() | MapOf() | AnyOf():
            body = call(model, expr, "value")
            return f"lambda value, {mode_parameter([body])}: {body}"
        case _:
            assert_never(expr)


# -- parsing: classes and the other definitions ------------------------------------------------


def pointer(wire_name: str) -> str:
    return py_literal("/" + escape_pointer_token(wire_name))


def field_default(model: Model, field: Field) -> str:
    return "UNSET" if model.admits_null(field.type) else "None"


def repaired_value(model: Model, field: Field) -> str | None:
    """What tolerant mode puts in place of a bad value of ``field`` (source), or None when
    no marker lets it: an optional field falls back to omitted, a required one to its
    ``fallback``. ``x-deserialize-default-on-null`` alone repairs only a null."""
    null_marker = field.default_on_null and not model.admits_null(field.type)
    if not (field.default_on_error or null_marker):
        return None
    if not field.required:
        return field_default(model, field)
    if field.fallback is NO_DEFAULT:
        return None
    return py_literal(field.fallback)


def field_lines(model: Model, field: Field, var: str) -> list[str]:
    """Fetch one field from ``data`` into ``var`` and parse it."""
    key = py_literal(field.wire_name)
    at = pointer(field.wire_name)
    default = field_default(model, field)
    repaired = repaired_value(model, field)
    # An optional field that may be null keeps omitted (UNSET) and null as they came; only a
    # value is parsed.
    nullable = field.type if isinstance(field.type, Nullable) and not field.required else None
    checked = field.type if nullable is None else nullable.inner
    if repaired is None and _inline(model, checked) is not None:
        body = check(model, checked, var, at)
    else:
        handler = [f"raise _rt.within(error, {at}) from None"]
        if repaired is not None:
            condition = "mode is _STRICT"
            if not field.default_on_error:  # default-on-null alone
                condition += f" or {var} is not None"
            handler = [f"if {condition}:", *_indent(handler), f"{var} = {repaired}"]
        body = [
            "try:",
            *_indent(check(model, checked, var, '""')),
            "except WireError as error:",
            *_indent(handler),
        ]
    if field.required:
        return [
            "try:",
            f"{INDENT}{var} = data[{key}]",
            "except KeyError:",
            f"{INDENT}raise _rt.missing(data, {key}) from None",
            *body,
        ]
    if nullable is not None:
        return [
            f"{var} = data.get({key}, UNSET)",
            *guarded(f"{var} is not None and {var} is not UNSET", body),
        ]
    fetch = f"{var} = data.get({key}, _MISSING)"
    assigned = f"{var} = "
    if len(body) == 1 and body[0].startswith(assigned):  # a conditional expression (SIM108)
        value = body[0][len(assigned) :]
        return [fetch, f"{var} = {default} if {var} is _MISSING else {value}"]
    otherwise = ["el" + body[0], *body[1:]] if _single_if(body) else ["else:", *_indent(body)]
    return [fetch, f"if {var} is _MISSING:", f"{INDENT}{var} = {default}", *otherwise]


def class_parse_lines(
    model: Model, obj: ObjectDef, fields: list[Field], *, by_method: bool
) -> list[str]:
    """The body of a class's parser (``fields`` in wire order, inherited ones included).

    The required fields are read first, then the optional ones, each in wire order (so, of
    several errors, strict mode reports the first in that order). An object that holds its
    required keys and nothing else, as most messages do, skips the rest: its optional fields
    are omitted and it has no unknown keys.

    ``by_method``: the class is a JSON-RPC request or notification whose ``params`` are parsed
    again by its ``method`` (its ``_BY_METHOD``), once every field has parsed.
    """
    cls = obj.class_name
    # ``data`` typed a dict: compiled, its reads are the dict's own (a lookup on ``Any`` is
    # a generic call); pure, the same work as a test and a jump.
    lines = ["data: dict[str, Any] = value if type(value) is dict else _rt.as_dict(value)"]
    keeps_rest = obj.payload_field is not None
    known = keys_name(obj)
    if keeps_rest:
        lines.append(f"rest = _rt.rest(data, {known})")
    variables = [f"v{index}" for index in range(len(fields))]
    omitted: dict[str, list[str]] = {}  # the default of each optional field left out
    others = []  # the optional fields, read when the object holds more than its required keys
    for var, field in zip(variables, fields, strict=True):
        read = field_lines(model, field, var)
        if obj.excluded_tags and field.wire_name == obj.discriminator:
            read.extend(excluded_tag_lines(obj, var))
        if field.required:
            lines.extend(read)
        else:
            omitted.setdefault(field_default(model, field), []).append(var)
            others.extend(read)
    alone = [" = ".join([*names, default]) for default, names in omitted.items()]
    values = list(variables)
    if keeps_rest:
        assert obj.payload is not None
        after = [f"payload = {call(model, obj.payload, 'rest')}"]
        values.append("payload")
    else:
        after = []
        others.insert(0, f"rest = None if {known}.issuperset(data) else _rt.rest(data, {known})")
        if obj.extra is not None:
            alone.append("extra = {}")
            others.append(
                "extra = {} if rest is None else "
                f"_rt.parse_map(rest, {function_ref(model, obj.extra)}, mode)"
            )
            values.append("extra")
        else:
            others += ["if rest:", f"{INDENT}raise _rt.unexpected(rest)"]
            if len(values) < len(slot_names(model, obj, fields)):
                values.append("{}")  # the base keeps unknown keys; this variant refuses them
    counted = required_count_name(obj) if counts_required(obj, fields) else None
    # The optional fields come first in the source, so that a type checker takes their type
    # from what they are read as, not from the omitted default.
    if others:
        lines += [f"if {'data' if counted is None else f'len(data) != {counted}'}:"]
        lines += _indent(others)
    if alone:
        lines += ["else:  # the required keys alone", *_indent(alone)]
    lines += after
    if by_method:
        var = next(f"v{i}" for i, f in enumerate(fields) if f.wire_name == "params")
        lines.append(f"{var} = _rt.params_by_method({cls}, data, {var}, mode)")
    # The instance is built by setting its slots (the dataclass ``__init__`` would cost as much
    # again as the whole parse); ``_rt.register`` checks at import that every field is set.
    setters = [f"s{i}" for i in range(len(values))]
    if setters:
        comma = "," if len(setters) == 1 else ""
        lines.append(f"{', '.join(setters)}{comma} = {setters_name(obj)}")
    lines.append(f"instance = _new({cls})")
    lines.extend(
        f"{setter}(instance, {value})" for setter, value in zip(setters, values, strict=True)
    )
    lines.append("return instance")
    return lines


def slot_names(model: Model, obj: ObjectDef, fields: list[Field]) -> list[str]:
    """Every attribute of the class, in the order its parser sets them (``fields`` in wire
    order, then the payload or the unknown keys)."""
    names = [f.py_name for f in fields]
    base = model.definitions.get(obj.base) if obj.base else None
    if obj.payload_field is not None:
        names.append(obj.payload_field)
    elif obj.extra is not None or (isinstance(base, ObjectDef) and base.extra is not None):
        names.append("additional_properties")
    return names


def excluded_tag_lines(obj: ObjectDef, var: str) -> list[str]:
    """An open variant refuses the tags its ``not`` excludes (those of the union's tagged
    variants, and any other value upstream reserves), also when parsed by its own name."""
    tags = list(obj.excluded_tags)
    key = py_literal(obj.discriminator)
    if all(isinstance(tag, str) for tag in tags):
        test = is_one_of(var, tags)
    else:
        test = f"_rt.json_in({var}, {py_literal(tags)})"
    return [f"if {test}:", f"{INDENT}raise _rt.excluded_tag({var}, {key})"]


def union_parse_lines(model: Model, union: UnionDef) -> list[str]:
    """The body of a discriminated union's parser: one dict lookup on the tag.

    A known tag's variant decides, unless the union has a default variant (one without a tag
    constraint), which the value may fit instead; an unknown tag goes to the open variant (which
    refuses the tags it excludes) and then to the default variant. Where several branches are
    tried, each is tried strictly first, and tolerantly only when none fits as it is; in a
    ``oneOf``, a value that fits two branches is refused.
    """
    key = py_literal(union.discriminator)
    tags = [v.tag for v in union.tagged]
    default = naming.class_parser(union.default.object.class_name) if union.default else None
    other = naming.class_parser(union.other.class_name) if union.other is not None else None
    choose = "_rt.only_one_of" if union.exclusive else "_rt.first_of"
    lines = [
        "if not isinstance(data, dict):",
        f"{INDENT}raise _rt.mismatch(data, '', 'an object')",
        f"tag = data.get({key}, _MISSING)",
    ]
    if all(isinstance(tag, str) for tag in tags):
        lines.append(f"variant = {variants_name(union)}.get(tag) if isinstance(tag, str) else None")
    else:
        lines.append(f"variant = _rt.find_variant(tag, {variants_name(union)})")
    if default is None:
        lines += ["if variant is not None:", f"{INDENT}return variant(data, mode)"]
        lines += ["if tag is _MISSING:", f"{INDENT}raise _rt.missing(data, {key})"]
        if other is None:
            lines.append(f"raise _rt.unknown_tag(data, {key}, tag, {py_literal(tags)})")
        else:
            lines.append(f"return {other}(data, mode)")
        return lines
    tried = f"{choose}(data, (variant, {default}), mode, tagged=True)"
    lines += ["if variant is not None:", f"{INDENT}return {tried}"]
    if other is None:
        lines.append(f"return {default}(data, mode)")
        return lines
    options = f"options: tuple[_rt.Parser[{union.class_name}], ...] = ({other}, {default})"
    lines += [
        "if tag is _MISSING:",
        f"{INDENT}return {default}(data, mode)",
        options,
        f"return {choose}(data, options, mode, tagged=True)",
    ]
    return lines


def variants_table(union: UnionDef) -> str:
    """The tag -> parser dict of a union, as source."""
    items = ", ".join(
        f"{py_literal(v.tag)}: {naming.class_parser(v.object.class_name)}" for v in union.tagged
    )
    return "{" + items + "}"


def values_name(definition: EnumDef) -> str:
    """The module constant that maps a closed string enum's values to themselves, typed as
    the enum, so that its parser returns a value of the enum's type without a cast."""
    return naming.class_constant(definition.class_name, "values")


def values_table(definition: EnumDef) -> str:
    """The value -> value dict of a closed string enum, as source."""
    values = [py_literal(m.value) for m in definition.members]
    return "{" + ", ".join(f"{value}: {value}" for value in values) + "}"


def is_string_enum(definition: EnumDef) -> bool:
    """Whether ``definition`` is a closed enum of strings (parsed through its values table)."""
    return not definition.open and all(isinstance(m.value, str) for m in definition.members)


def enum_parse_lines(definition: EnumDef) -> list[str]:
    values = py_literal([m.value for m in definition.members])
    if definition.open:
        if definition.base == "str":
            return ["return _rt.parse_str(data, mode)"]
        return ["return _rt.parse_int(data, mode)"]
    if is_string_enum(definition):
        return [
            "if isinstance(data, str):",
            f"{INDENT}found = {values_name(definition)}.get(data)",
            f"{INDENT}if found is not None:",
            f"{INDENT * 2}return found",
            f"raise _rt.not_one_of(data, {values})",
        ]
    return [f"return cast({py_literal(definition.class_name)}, _rt.one_of_values(data, {values}))"]


def alias_parse_lines(model: Model, alias: AliasDef) -> list[str]:
    """The body of an alias's parser. Its result has the alias's type without a cast where
    the parts are typed (a class, a scalar, a list or map of them, their union through a
    tuple of parsers typed as the alias); a constant is cast to its ``Literal``."""
    resolved = model.resolve(alias.target)
    match resolved:
        case Nullable():
            inner = model.resolve(resolved.inner)
            if isinstance(inner, AnyOf):
                *options, result = typed_union(model, alias.class_name, inner)
                return [*options, f"return None if data is None else {result}"]
            return [f"return None if data is None else {call(model, inner, 'data')}"]
        case Ref() | Primitive() | ListOf() | MapOf():
            return [f"return {call(model, resolved, 'data')}"]
        case AnyOf():
            *options, result = typed_union(model, alias.class_name, resolved)
            return [*options, f"return {result}"]
        case Const():
            value = call(model, resolved, "data")
            return [f"return cast({py_literal(alias.class_name)}, {value})"]
        case _:
            assert_never(resolved)


def parser_table(definition: UnionDef | EnumDef | AliasDef) -> tuple[str, str, str] | None:
    """The module constant a parser reads, as (name, annotation, value source): a union's
    tag -> parser dict, a closed string enum's values; None for the others."""
    match definition:
        case UnionDef():
            kind = f"Final[dict[Any, _rt.Parser[{definition.class_name}]]]"
            return variants_name(definition), kind, variants_table(definition)
        case EnumDef() if is_string_enum(definition):
            kind = f"Final[dict[str, {definition.class_name}]]"
            return values_name(definition), kind, values_table(definition)
        case EnumDef() | AliasDef():
            return None
        case _:
            assert_never(definition)


def typed_union(model: Model, returns: str, union: AnyOf) -> list[str]:
    """The lines that parse ``data`` as ``union``, the last an expression of type
    ``returns``: its options in a tuple typed as parsers of ``returns``, so that the union's
    result needs no cast (type checkers join its options' types otherwise)."""
    options = "".join(f"{function_ref(model, o)}, " for o in union.options)
    choose = "_rt.only_one_of" if union.exclusive else "_rt.first_of"
    return [
        f"options: tuple[_rt.Parser[{returns}], ...] = ({options})",
        f"{choose}(data, options, mode)",
    ]


def definition_parse_lines(model: Model, definition: UnionDef | EnumDef | AliasDef) -> list[str]:
    if isinstance(definition, UnionDef):
        return union_parse_lines(model, definition)
    if isinstance(definition, EnumDef):
        return enum_parse_lines(definition)
    return alias_parse_lines(model, definition)


# -- serialising --------------------------------------------------------------------------------


def dump(model: Model, expr: TypeExpr, value: str, depth: int = 0) -> str:
    """An expression for the wire form of ``value`` (a field value of type ``expr``)."""
    resolved = model.resolve(expr)
    match resolved:
        case Ref():
            if isinstance(model.definitions[resolved.name], EnumDef):
                return value
            return f"{value}.to_wire()"
        case Primitive():
            return "_rt.copy_json(" + value + ")" if resolved.kind == "json" else value
        case Const():
            return value
        case ListOf():
            item = f"x{depth}"
            inner = dump(model, resolved.item, item, depth + 1)
            return f"list({value})" if inner == item else f"[{inner} for {item} in {value}]"
        case MapOf():
            item = f"x{depth}"
            inner = dump(model, resolved.value, item, depth + 1)
            if inner == item:
                return f"dict({value})"
            return f"{{k{depth}: {inner} for k{depth}, {item} in {value}.items()}}"
        case Nullable():
            inner = dump(model, resolved.inner, value, depth)
            return value if inner == value else f"None if {value} is None else {inner}"
        case AnyOf():
            return f"_rt.dump({value})"
        case _:
            assert_never(resolved)


def to_wire_lines(model: Model, obj: ObjectDef, fields: list[Field]) -> list[str]:
    """The body of a class's ``to_wire`` (``fields`` in wire order)."""
    leading = []
    for field in fields:
        if not field.required:
            break
        leading.append(field)
    items = ", ".join(
        f"{py_literal(f.wire_name)}: {dump(model, f.type, 'self.' + f.py_name)}" for f in leading
    )
    lines = [f"out: dict[str, JSONValue] = {{{items}}}"]
    for index, field in enumerate(fields[len(leading) :], start=len(leading)):
        key = py_literal(field.wire_name)
        attr = f"self.{field.py_name}"
        if field.required:
            lines.append(f"out[{key}] = {dump(model, field.type, attr)}")
            continue
        # An omitted nullable field is UNSET (None is written as null); any other omitted
        # optional field is None.
        var = f"v{index}"
        present = f"{var} is not UNSET" if model.admits_null(field.type) else f"{var} is not None"
        lines += [
            f"{var} = {attr}",
            f"if {present}:",
            f"{INDENT}out[{key}] = {dump(model, field.type, var)}",
        ]
    if obj.payload_field is not None:
        lines.append(f"out.update(_rt.dump_payload({obj.class_name}, self.{obj.payload_field}))")
    elif obj.extra is not None:
        extra = dump(model, obj.extra, "value")
        lines += [
            "for key, value in self.additional_properties.items():",
            f"{INDENT}out[key] = {extra}",
        ]
    lines.append("return out")
    return lines
