"""Emitters of the array keywords: item counts, ``uniqueItems``, ``prefixItems``, ``items``,
``contains`` with ``minContains``/``maxContains``, and ``unevaluatedItems``.

A collect function (see :mod:`acp_codegen.validators.compiler`) adds the indices each
keyword evaluated to its ``evaluated`` set: those ``prefixItems`` applied to, every index for
``items``, and those of the items ``contains`` matched."""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_codegen.errors import join_pointer
from acp_codegen.render.literal import py_literal
from acp_codegen.validators.writer import Ctx, Writer

if TYPE_CHECKING:
    from acp_codegen.validators.compiler import Compiler


def emit_array(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """Every array keyword of ``schema``: ``if len(instance) < 1: return False``,
    ``if not unique_items(instance): return False``, then the items (below), inside
    ``if type(instance) is list:`` unless ``type`` settled it."""
    inside = c.guard(w, "array", ctx)
    if inside is None:
        return
    for inner in inside:
        var = inner.var
        for keyword, operator, wording in (
            ("minItems", "<", "fewer"),
            ("maxItems", ">", "more"),
        ):
            if keyword in schema:
                limit = c.count(schema, keyword, inner)
                with w.block(f"if len({var}) {operator} {limit}:"):
                    text = f" has {wording} than {limit} {'item' if limit == 1 else 'items'}"
                    c.fail(w, inner, keyword, text, var)
        if schema.get("uniqueItems") is True:
            c.names.use("unique_items")
            with w.block(f"if not unique_items({var}):"):
                c.fail(w, inner, "uniqueItems", "array items are not unique")
        prefix = schema.get("prefixItems", [])
        if not isinstance(prefix, list):
            raise c.problem(join_pointer(inner.pointer, "prefixItems"), "must be an array")
        for index, _ in enumerate(prefix):
            with w.block(f"if len({var}) > {index}:"):
                pointer = join_pointer(inner.pointer, "prefixItems", index)
                path = f"{inner.path} + {py_literal(f'/{index}')}"
                c.apply_at(w, pointer, inner, f"{var}[{index}]", path)
        if prefix and inner.evaluated and "items" not in schema:
            w.line(f"{inner.evaluated}.update(range(min(len({var}), {len(prefix)})))")
        if "items" in schema:
            _emit_items(c, w, len(prefix), inner)
            if inner.evaluated:
                w.line(f"{inner.evaluated}.update(range(len({var})))")
        if "contains" in schema:
            _emit_contains(c, w, schema, inner)


def _emit_items(c: Compiler, w: Writer, start: int, ctx: Ctx) -> None:
    """``items``: ``for item_1 in instance:`` (``instance[2:]`` after two ``prefixItems``)
    with the item schema inlined; explanations also count the index for the path."""
    item, index = c.fresh("item"), c.fresh("index")
    sequence = f"{ctx.var}[{start}:]" if start else ctx.var
    if ctx.mode == "errors":
        header = (
            f"for {index}, {item} in enumerate({sequence}{', ' + str(start) if start else ''}):"
        )
        path = f'{ctx.path} + "/" + str({index})'
    else:
        header, path = f"for {item} in {sequence}:", ctx.path
    with w.block(header):
        c.apply_at(w, join_pointer(ctx.pointer, "items"), ctx, item, path, assign=False)


def _emit_contains(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``contains``: ``if not any(check_X_contains(item) for item in instance): ...``, or a
    count of matches against ``minContains``/``maxContains``."""
    minimum = c.count(schema, "minContains", ctx) if "minContains" in schema else 1
    maximum = c.count(schema, "maxContains", ctx) if "maxContains" in schema else None
    check = c.function(join_pointer(ctx.pointer, "contains"), "check", ctx.scope)
    matches = c.fresh("matches")
    if ctx.evaluated:
        # The indices matched are annotations: count them as a list, then keep them.
        w.line(f"{matches} = [i for i, item in enumerate({ctx.var}) if {check}(item)]")
        with w.block(f"if len({matches}) < {minimum}:"):
            w.line("return False")
        if maximum is not None:
            with w.block(f"if len({matches}) > {maximum}:"):
                w.line("return False")
        w.line(f"{ctx.evaluated}.update({matches})")
    elif maximum is None and minimum == 1:
        # The common case: any match will do.
        with w.block(f"if not any({check}(item) for item in {ctx.var}):"):
            c.fail(w, ctx, "contains", "no item matches the 'contains' schema")
    else:
        w.line(f"{matches} = sum(1 for item in {ctx.var} if {check}(item))")
        if minimum > 0:
            keyword = "minContains" if "minContains" in schema else "contains"
            with w.block(f"if {matches} < {minimum}:"):
                c.fail(w, ctx, keyword, f"fewer than {minimum} items match the 'contains' schema")
        if maximum is not None:
            with w.block(f"if {matches} > {maximum}:"):
                text = f"more than {maximum} items match the 'contains' schema"
                c.fail(w, ctx, "maxContains", text)


def emit_unevaluated_items(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``unevaluatedItems``: ``seen_1: set[str | int] = set()``, then the schema's other
    keywords as a collect function ``collect_X_core(instance, seen_1)``, then the items whose
    index is not in ``seen_1`` against the subschema, and the others' JSON check (so every
    item is checked, and explained, here: the position's check of what the schema leaves
    open leaves them to it in an explanation,
    :meth:`~acp_codegen.validators.analysis.SchemaAnalysis.explains_every`). ``true`` needs
    no loop: the position's check that items hold JSON values covers them."""
    inside = c.guard(w, "array", ctx)
    if inside is None:
        return
    sub = schema["unevaluatedItems"]
    for inner in inside:
        if sub is not True:
            _emit_unseen_items(c, w, sub, c.evaluated_by_the_rest(w, inner), inner)
        if inner.evaluated:
            w.line(f"{inner.evaluated}.update(range(len({inner.var})))")


def _emit_unseen_items(c: Compiler, w: Writer, sub: object, seen: str, ctx: Ctx) -> None:
    index, item = c.fresh("index"), c.fresh("item")
    path = f'{ctx.path} + "/" + str({index})' if ctx.mode == "errors" else ctx.path
    # An explanation names no item again that the keywords beside it name where they are,
    # whether they matched or not (a keyword that fails drops its annotations, not its errors).
    first = c.explained_items(ctx.pointer, ctx) if ctx.mode == "errors" else "0"
    if first != "0" and not first.isdigit():
        start = c.fresh("first")
        w.line(f"{start} = {first}")
        first = start
    with w.block(f"for {index}, {item} in enumerate({ctx.var}):"):
        if first != "0":
            with w.block(f"if {index} < {first}:"):
                w.line("continue")
        with w.block(f"if {index} in {seen}:"):
            # An item a keyword that matched evaluated is JSON when a position took it;
            # ``contains``, which takes none at a position of its own, may have matched one
            # that is not: checked here, so that the items are checked (and explained) here.
            c.value_json_check(w, ctx.at(var=item, path=path))
            w.line("continue")
        if sub is False:
            text = " is an item no other keyword evaluates, and unevaluatedItems is false"
            c.fail(w, ctx, "unevaluatedItems", text, item, path)
            return
        pointer = join_pointer(ctx.pointer, "unevaluatedItems")
        c.apply_at(w, pointer, ctx, item, path, assign=False)
