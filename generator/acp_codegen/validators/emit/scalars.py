"""Emitters of the keywords that test one value: ``type``, ``const``, ``enum``, the number
keywords and the string keywords."""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_codegen.errors import join_pointer
from acp_codegen.render.literal import py_literal
from acp_codegen.validators.writer import Ctx, Writer, negate, show

if TYPE_CHECKING:
    from acp_codegen.validators.compiler import Compiler

JSON_TYPES = ("object", "array", "string", "number", "integer", "boolean", "null")
_TYPE_TESTS = {
    "object": "type({v}) is dict",
    "array": "type({v}) is list",
    "string": "type({v}) is str",
    "boolean": "type({v}) is bool",
    "null": "{v} is None",
    "integer": "type({v}) is int or (type({v}) is float and {v}.is_integer())",
    "number": "type({v}) is int or (type({v}) is float and isfinite({v}))",
}


def emit_type(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
    """``type``: ``if type(instance) is not dict: return False``; in check mode, later
    keywords then know the type and need no guard of their own."""
    value = schema["type"]
    names = value if isinstance(value, list) else [value]
    if not names or not all(isinstance(n, str) and n in JSON_TYPES for n in names):
        raise c.problem(join_pointer(ctx.pointer, "type"), f"invalid type {value!r}")
    if names == [ctx.known]:
        return ctx  # the code before returned unless the value has this type
    names, condition = type_condition(c, [str(n) for n in names], ctx.var)
    expected = " or ".join(names)
    with w.block(f"if {negate(condition)}:"):
        c.fail(w, ctx, "type", " is not of type " + expected, ctx.var)
    if ctx.mode != "errors" and len(names) == 1:
        return ctx.at(known=str(names[0]))
    return ctx


def type_condition(c: Compiler, names: list[str], var: str) -> tuple[list[str], str]:
    """The JSON types ``names`` (``integer`` dropped beside ``number``, which includes it) and
    the Python condition that ``var`` is of one of them."""
    if "number" in names:
        names = [n for n in names if n != "integer"]
    if "number" in names:
        c.names.use("isfinite")
    tests = [_TYPE_TESTS[n].format(v=var) for n in names]
    condition = (
        tests[0] if len(tests) == 1 else " or ".join(f"({t})" if " or " in t else t for t in tests)
    )
    return names, condition


def equality_test(c: Compiler, value: object, var: str, pointer: str) -> str:
    """A Python expression true when ``var`` equals ``value`` as JSON:
    ``(type(v) is str and v == "text")``, or ``json_key(v) == _CONST_3`` for containers."""
    if value is None:
        return f"{var} is None"
    if isinstance(value, bool):
        return f"{var} is {value!r}"
    literal = schema_literal(c, value, pointer)
    if isinstance(value, str):
        return f"(type({var}) is str and {var} == {literal})"
    if isinstance(value, int | float):
        return f"((type({var}) is int or type({var}) is float) and {var} == {literal})"
    c.names.use("json_key")
    constant = c.names.place_constant("CONST", pointer, f"json_key({literal})", "object")
    return f"json_key({var}) == {constant}"


def schema_literal(c: Compiler, value: object, pointer: str) -> str:
    """``value``, a value of the schema at ``pointer``, as Python source; NaN and the
    infinities included (Python reads JSON's ``1e400`` as infinity)."""
    try:
        return py_literal(value, non_finite=True)
    except ValueError as error:
        raise c.problem(pointer, str(error)) from None


def emit_const(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``const``: ``if not (type(instance) is str and instance == "text"): return False``."""
    value = schema["const"]
    test = equality_test(c, value, ctx.var, join_pointer(ctx.pointer, "const"))
    with w.block(f"if {negate(test)}:"):
        c.fail(w, ctx, "const", " is not " + show(value), ctx.var)


def emit_enum(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``enum``: ``if not (type(instance) is str and instance in _NAMES_4): return False``
    (any other values through ``json_key``)."""
    values = schema["enum"]
    if not isinstance(values, list):
        raise c.problem(join_pointer(ctx.pointer, "enum"), "enum must be an array")
    if values and all(isinstance(v, str) for v in values):
        members = c.names.string_set([str(v) for v in values])
        test = f"type({ctx.var}) is str and {ctx.var} in {members}"
    else:
        c.names.use("json_key")
        where = join_pointer(ctx.pointer, "enum")
        keys = ", ".join(
            f"json_key({schema_literal(c, v, join_pointer(where, index))})"
            for index, v in enumerate(values)
        )
        source = f"frozenset({{{keys}}})" if values else "frozenset()"
        members = c.names.place_constant("ENUM", where, source, "frozenset[object]")
        test = f"json_key({ctx.var}) in {members}"
    allowed = ", ".join(show(v) for v in values)
    with w.block(f"if {negate(test)}:"):
        c.fail(w, ctx, "enum", " is not one of: " + allowed, ctx.var)


def emit_number(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``minimum`` and friends, ``multipleOf``: ``if instance < 0: return False``, inside
    ``if type(instance) is int or type(instance) is float:`` unless ``type`` settled it."""
    inside = c.guard(w, "number", ctx)
    if inside is None:
        return
    comparisons = (
        ("minimum", "<", "less than the minimum"),
        ("exclusiveMinimum", "<=", "not greater than the exclusive minimum"),
        ("maximum", ">", "greater than the maximum"),
        ("exclusiveMaximum", ">=", "not less than the exclusive maximum"),
    )
    for inner in inside:
        var = inner.var
        for keyword, operator, wording in comparisons:
            if keyword in schema:
                limit = c.number(schema, keyword, inner)
                with w.block(f"if {var} {operator} {py_literal(limit, non_finite=True)}:"):
                    c.fail(w, inner, keyword, f" is {wording} {show(limit)}", var)
        if "multipleOf" in schema:
            divisor = c.number(schema, "multipleOf", inner)
            if divisor <= 0:
                raise c.problem(join_pointer(inner.pointer, "multipleOf"), "must be > 0")
            c.names.use("is_multiple_of")
            with w.block(f"if not is_multiple_of({var}, {py_literal(divisor, non_finite=True)}):"):
                c.fail(w, inner, "multipleOf", f" is not a multiple of {show(divisor)}", var)


def emit_string(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``minLength``, ``maxLength``, ``pattern``: ``if len(instance) < 1: return False``,
    ``if _PATTERN_2.search(instance) is None: return False`` (lengths in code points, as
    Python's ``len`` counts them); a pattern that only lists the characters of the whole
    string, ``^[ \\t]*$``, is ``if instance.strip(_CHARS_2): return False``."""
    inside = c.guard(w, "string", ctx)
    if inside is None:
        return
    for inner in inside:
        var = inner.var
        for keyword, operator, wording in (
            ("minLength", "<", "shorter"),
            ("maxLength", ">", "longer"),
        ):
            if keyword in schema:
                limit = c.count(schema, keyword, inner)
                with w.block(f"if len({var}) {operator} {limit}:"):
                    unit = "character" if limit == 1 else "characters"
                    c.fail(w, inner, keyword, f" is {wording} than {limit} {unit}", var)
        if "pattern" in schema:
            pointer = join_pointer(inner.pointer, "pattern")
            run = c.character_run(schema["pattern"], pointer)
            if run is not None:
                # The string is made of these characters exactly when stripping them
                # leaves nothing: one C call instead of a regex match.
                chars, at_least_one = run
                mismatch = f"{var}.strip({chars})"
                if at_least_one:
                    mismatch = f"not {var} or {mismatch}"
            else:
                compiled = c.pattern(schema["pattern"], pointer)
                mismatch = f"{compiled}.search({var}) is None"
            with w.block(f"if {mismatch}:"):
                text = " does not match the pattern " + show(schema["pattern"])
                c.fail(w, inner, "pattern", text, var)
