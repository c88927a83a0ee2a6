"""Emitters of the object keywords: ``required``, ``dependentRequired``, property counts,
``propertyNames``, ``properties``, ``patternProperties``, ``additionalProperties``,
``dependentSchemas`` and ``unevaluatedProperties``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_codegen.errors import escape_pointer_token, join_pointer
from acp_codegen.render.literal import py_literal
from acp_codegen.validators.writer import Ctx, Writer, show

if TYPE_CHECKING:
    from acp_codegen.validators.compiler import Compiler


def emit_object(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """Every object keyword but ``unevaluatedProperties``, inside ``if type(instance) is
    dict:`` unless ``type`` settled it (see :func:`_emit_object_keywords`)."""
    inside = c.guard(w, "object", ctx)
    if inside is None:
        return
    for inner in inside:
        _emit_object_keywords(c, w, schema, inner)


def _emit_object_keywords(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``if "sessionId" not in instance or "update" not in instance: return False``, then
    each property's schema inlined on ``value_1 = instance["sessionId"]`` (behind
    ``if "name" in instance:`` when optional), then pattern and additional properties."""
    var = ctx.var
    required = c.names_list(schema, "required", ctx)
    if required and ctx.mode != "errors":
        missing = " or ".join(f"{py_literal(n)} not in {var}" for n in required)
        with w.block(f"if {missing}:"):
            w.line("return False")
    for name in required if ctx.mode == "errors" else ():
        with w.block(f"if {py_literal(name)} not in {var}:"):
            c.fail(w, ctx, "required", f"{show(name)} is required")
    dependent = schema.get("dependentRequired", {})
    if not isinstance(dependent, dict):
        raise c.problem(join_pointer(ctx.pointer, "dependentRequired"), "must be an object")
    for trigger in dependent:
        needed = c.names_list(
            dependent, trigger, ctx.at(pointer=join_pointer(ctx.pointer, "dependentRequired"))
        )
        for name in needed:
            with w.block(f"if {py_literal(trigger)} in {var} and {py_literal(name)} not in {var}:"):
                text = f"{show(name)} is required when {show(trigger)} is present"
                c.fail(w, ctx, "dependentRequired", text)
    for keyword, operator, wording in (
        ("minProperties", "<", "fewer"),
        ("maxProperties", ">", "more"),
    ):
        if keyword in schema:
            limit = c.count(schema, keyword, ctx)
            with w.block(f"if len({var}) {operator} {limit}:"):
                text = f" has {wording} than {limit} {'property' if limit == 1 else 'properties'}"
                c.fail(w, ctx, keyword, text, var)
    if "propertyNames" in schema:
        key = c.fresh("key")
        c.names.use("escape_token")
        with w.block(f"for {key} in {var}:"):
            path = f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
            if ctx.mode == "errors":
                # A key that is no string has no pointer of its own: the check of the object's
                # keys names it, once, at the object's (key_problem).
                with w.block(f"if type({key}) is not str:"):
                    w.line("continue")
            c.apply_at(w, join_pointer(ctx.pointer, "propertyNames"), ctx, key, path, assign=False)
    properties = schema.get("properties", {})
    if not isinstance(properties, dict):
        raise c.problem(join_pointer(ctx.pointer, "properties"), "must be an object")
    for name in properties:
        pointer = join_pointer(ctx.pointer, "properties", name)
        path = f"{ctx.path} + {py_literal('/' + escape_pointer_token(name))}"
        value = f"{var}[{py_literal(name)}]"
        if name in required and ctx.mode != "errors":
            c.apply_at(w, pointer, ctx, value, path)
        else:
            with w.block(f"if {py_literal(name)} in {var}:"):
                c.apply_at(w, pointer, ctx, value, path)
    if properties and ctx.evaluated:
        w.line(f"{ctx.evaluated}.update({var}.keys() & {c.names.string_set(list(properties))})")
    patterns = schema.get("patternProperties", {})
    if not isinstance(patterns, dict):
        raise c.problem(join_pointer(ctx.pointer, "patternProperties"), "must be an object")
    compiled = [c.pattern(p, join_pointer(ctx.pointer, "patternProperties", p)) for p in patterns]
    if patterns:
        _emit_pattern_properties(c, w, list(patterns), compiled, ctx)
    if "additionalProperties" in schema:
        known = c.names.string_set(list(properties))
        pointer = join_pointer(ctx.pointer, "additionalProperties")
        sub = schema["additionalProperties"]
        _emit_leftovers(c, w, sub, pointer, "additionalProperties", known, compiled, ctx)
        if ctx.evaluated:
            w.line(f"{ctx.evaluated}.update({ctx.var})")
    dependent_schemas = schema.get("dependentSchemas", {})
    if not isinstance(dependent_schemas, dict):
        raise c.problem(join_pointer(ctx.pointer, "dependentSchemas"), "must be an object")
    for trigger in dependent_schemas:
        with w.block(f"if {py_literal(trigger)} in {var}:"):
            pointer = join_pointer(ctx.pointer, "dependentSchemas", trigger)
            c.emit_schema(
                w,
                c.index.node(pointer),
                ctx.at(pointer=pointer, known="object" if ctx.mode != "errors" else None),
            )


def _emit_pattern_properties(
    c: Compiler, w: Writer, patterns: list[str], compiled: list[str], ctx: Ctx
) -> None:
    """``patternProperties``: ``for key_1, value_2 in instance.items():`` and, per pattern,
    ``if _PATTERN_3.search(key_1) is not None:`` with its schema inlined on ``value_2``."""
    key, value = c.fresh("key"), c.fresh("value")
    c.names.use("escape_token")
    with (
        w.block(f"for {key}, {value} in {ctx.var}.items():"),
        w.block(f"if type({key}) is str:"),
    ):
        for pattern, regex_name in zip(patterns, compiled, strict=True):
            with w.block(f"if {regex_name}.search({key}) is not None:"):
                pointer = join_pointer(ctx.pointer, "patternProperties", pattern)
                path = (
                    f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
                )
                c.apply_at(w, pointer, ctx, value, path, assign=False)
                if ctx.evaluated:
                    w.line(f"{ctx.evaluated}.add({key})")


def _emit_leftovers(
    c: Compiler,
    w: Writer,
    sub: object,
    pointer: str,
    keyword: str,
    known: str,
    compiled: list[str],
    ctx: Ctx,
) -> None:
    """Apply ``sub`` to every property whose name is not in ``known`` (nor matches):
    ``if not _NAMES_5.issuperset(instance): return False`` for ``additionalProperties: false``,
    else a loop that skips the known names."""
    var = ctx.var
    if not compiled and ctx.mode != "errors" and sub is False:
        with w.block(f"if not {known}.issuperset({var}):"):
            w.line("return False")
        return
    if not compiled and sub is True:
        c.extras_json_check(w, known, ctx, pointer=ctx.pointer)
        return
    key, value = c.fresh("key"), c.fresh("value")
    c.names.use("escape_token")
    skip = " or ".join(
        [f"{key} in {known}"]
        + [f"(type({key}) is str and {r}.search({key}) is not None)" for r in compiled]
    )
    path = f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
    with w.block(_loop(key, value, var, sub)):
        with w.block(f"if {skip}:"):
            w.line("continue")
        if sub is False:
            c.fail(w, ctx, keyword, " is not an allowed property name", key, path)
            return
        c.refuse_key(w, key, ctx)
        # An explanation names no value that is no JSON again that a keyword beside it names
        # where it is (a property an ``allOf`` member declares).
        explained = c.explained_test(key, ctx) if ctx.mode == "errors" else ""
        c.apply_at(w, pointer, ctx, value, path, assign=False, explained=explained)


def emit_unevaluated(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``unevaluatedProperties``: ``seen_1: set[str | int] = set()``, then the schema's other
    keywords as a collect function ``collect_X_core(instance, seen_1)``, then the properties
    not in ``seen_1`` against the subschema."""
    inside = c.guard(w, "object", ctx)
    if inside is None:
        return
    sub = schema["unevaluatedProperties"]
    pointer = join_pointer(ctx.pointer, "unevaluatedProperties")
    for inner in inside:
        if sub is True and inner.mode != "collect":
            # Everything not evaluated is allowed: only its JSON-ness is left to check, of
            # the properties the keywords applied in place check nowhere else.
            known = c.names.string_set(c.analysis.known_properties(inner.pointer))
            c.extras_json_check(w, known, inner, pointer=inner.pointer)
            continue
        _emit_unseen(c, w, sub, pointer, c.evaluated_by_the_rest(w, inner), inner)
        if inner.evaluated:
            w.line(f"{inner.evaluated}.update({inner.var})")


def _emit_unseen(c: Compiler, w: Writer, sub: object, pointer: str, seen: str, ctx: Ctx) -> None:
    key, value = c.fresh("key"), c.fresh("value")
    c.names.use("escape_token")
    path = f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
    skip = f"{key} in {seen}"
    # An explanation names no property again that the keywords beside it name where they
    # are, whether they matched or not (a keyword that fails drops its annotations, not its
    # errors).
    if ctx.mode == "errors" and (explained := c.explained_test(key, ctx)):
        skip += f" or {explained}"
    with w.block(_loop(key, value, ctx.var, sub)):
        with w.block(f"if {skip}:"):
            w.line("continue")
        if sub is False:
            c.fail(w, ctx, "unevaluatedProperties", " is not an allowed property name", key, path)
            return
        c.refuse_key(w, key, ctx)
        c.apply_at(w, pointer, ctx, value, path, assign=False)


def _loop(key: str, value: str, var: str, sub: object) -> str:
    """The loop over an object's keys, and over their values unless ``sub`` is ``false``
    (which refuses every key it is reached for, whatever the value)."""
    if sub is False:
        return f"for {key} in {var}:"
    return f"for {key}, {value} in {var}.items():"
