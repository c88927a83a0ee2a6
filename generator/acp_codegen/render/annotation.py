"""The Python type of each of the model's type expressions, as source: what the generated
classes annotate their fields with and their parsers their local lists."""

from __future__ import annotations

import re

from acp_codegen.model.types import (
    AnyOf,
    Const,
    ListOf,
    MapOf,
    Model,
    Nullable,
    Primitive,
    Ref,
    TypeExpr,
    assert_never,
)
from acp_codegen.render.literal import py_literal

# A JSON number is ``int | float``, not ``float`` (which type checkers read as the same): an
# integer stays one, where compiled (mypyc) a value typed ``float`` is a C double.
PRIMITIVE_TYPES = {
    "str": "str",
    "int": "int",
    "float": "int | float",
    "bool": "bool",
    "null": "None",
    "json": "JSONValue",
}


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
            return none_last(f"{annotation(model, expr.inner)} | None")
        case AnyOf():
            return none_last(" | ".join(annotation(model, option) for option in expr.options))
        case _:
            assert_never(expr)


# The characters :func:`none_last` reads: brackets, and the bars between a union's options.
_BRACKET_OR_BAR = re.compile(r"[\[\]()|]")


def none_last(union: str) -> str:
    """``union`` (``X | None | Y``) with its top-level ``None`` last, where type checkers and
    readers expect it; nested brackets are left as they are."""
    parts, depth, start = [], 0, 0
    for found in _BRACKET_OR_BAR.finditer(union):
        char, index = found.group(), found.start()
        depth += char in "[(" and 1 or (-1 if char in "])" else 0)
        if char == "|" and depth == 0:
            parts.append(union[start:index].strip())
            start = index + 1
    parts.append(union[start:].strip())
    ordered = [p for p in parts if p != "None"] + (["None"] if "None" in parts else [])
    return " | ".join(dict.fromkeys(ordered))


def referenced_classes(model: Model, expr: TypeExpr) -> set[str]:
    """The class names (and other definitions' names) a type expression names."""
    match expr:
        case Ref():
            return {model.class_name(expr.name)}
        case ListOf():
            return referenced_classes(model, expr.item)
        case MapOf():
            return referenced_classes(model, expr.value)
        case Nullable():
            return referenced_classes(model, expr.inner)
        case AnyOf():
            return {name for o in expr.options for name in referenced_classes(model, o)}
        case Primitive() | Const():
            return set()
        case _:
            assert_never(expr)
