"""Emitters of the keywords that apply other schemas to the same instance: ``$ref`` and
``$dynamicRef``, ``allOf``, ``anyOf``/``oneOf`` (dispatching on a discriminator when
:meth:`~acp_codegen.validators.analysis.SchemaAnalysis.discriminated` proves one), ``not``,
``if``/``then``/``else``."""

from __future__ import annotations

from contextlib import nullcontext
from typing import TYPE_CHECKING

from acp_codegen.errors import escape_pointer_token, join_pointer
from acp_codegen.load.unions import TaggedUnion
from acp_codegen.render.literal import py_literal
from acp_codegen.validators.emit.scalars import JSON_TYPES, type_condition
from acp_codegen.validators.names import EVALUATED
from acp_codegen.validators.writer import Ctx, Writer, negate, show

if TYPE_CHECKING:
    from acp_codegen.validators.compiler import Compiler


def emit_ref(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
    """``$ref``, ``$dynamicRef``: ``if not check_ContentBlock(instance): return False``.

    A verdict inlines a ``$ref`` target that :meth:`~acp_codegen.validators.analysis.
    SchemaAnalysis.inlinable` finds too small to be worth a call (a dispatch, a string
    check): the same code, without the call, and what it established about the type
    holds for the code after it; after a call, the one type the target accepts at all
    holds (``if type(instance) is dict`` is not asked again)."""
    for keyword in ("$ref", "$dynamicRef"):
        if keyword not in schema:
            continue
        target = c.reference(schema, keyword, ctx)
        if ctx.mode == "check" and keyword == "$ref" and c.analysis.inlinable(target.pointer):
            inner = ctx.at(pointer=target.pointer, base=target.base)
            ctx = ctx.at(known=c.emit_schema(w, target.schema, inner))
        else:
            ctx = ctx.at(known=c.call(w, target, ctx))
    return ctx


def emit_all_of(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
    """``allOf``: each branch inlined in turn (a type one branch establishes holds for
    the next)."""
    for index, _ in enumerate(c.branches(schema, "allOf", ctx)):
        pointer = join_pointer(ctx.pointer, "allOf", index)
        ctx = ctx.at(known=c.emit_schema(w, c.index.node(pointer), ctx.at(pointer=pointer)))
    return ctx


def emit_any_of(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
    """``anyOf``: ``if not (check_X_anyOf_0(instance) or check_X_anyOf_1(instance)): ...``."""
    return _emit_union(c, w, schema, "anyOf", ctx)


def emit_one_of(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
    """``oneOf``: ``matches_1 = check_X_oneOf_0(instance) + check_X_oneOf_1(instance)``."""
    return _emit_union(c, w, schema, "oneOf", ctx)


def _emit_union(c: Compiler, w: Writer, schema: dict[str, object], keyword: str, ctx: Ctx) -> Ctx:
    """The union; a verdict's dispatch establishes that the instance is an object."""
    branches = c.branches(schema, keyword, ctx)
    pointers = [join_pointer(ctx.pointer, keyword, i) for i in range(len(branches))]
    union = c.analysis.discriminated(pointers)
    if union is not None:
        _emit_dispatch(c, w, union, pointers, keyword, ctx)
        if ctx.mode != "errors":
            return ctx.at(known="object")
    elif ctx.mode == "collect":
        _emit_union_collect(c, w, pointers, keyword, ctx)
    else:
        _emit_union_general(c, w, pointers, keyword, ctx)
    return ctx


def _emit_union_general(
    c: Compiler, w: Writer, pointers: list[str], keyword: str, ctx: Ctx
) -> None:
    checks = [c.function(p, "check", ctx.scope) for p in pointers]
    count = len(pointers)
    if keyword == "anyOf":
        calls = " or ".join(f"{check}({ctx.var})" for check in checks)
        with w.block(f"if not ({calls}):"):
            text = f" does not match any of the {count} allowed schemas"
            _explain_union(c, w, pointers, keyword, text, ctx, None)
        return
    matches = c.fresh("matches")
    calls = " + ".join(f"{check}({ctx.var})" for check in checks)
    w.line(f"{matches} = {calls}")
    with w.block(f"if {matches} != 1:"):
        text = f" does not match exactly one of the {count} schemas of oneOf"
        _explain_union(c, w, pointers, keyword, text, ctx, f"{matches} == 0")


# The JSON types a value's Python type tells apart; numbers are left out, since a branch that
# takes integers and one that takes numbers both take 1.
_SHAPES = ("object", "array", "string", "boolean", "null")


def _explain_union(
    c: Compiler,
    w: Writer,
    pointers: list[str],
    keyword: str,
    text: str,
    ctx: Ctx,
    none_matched: str | None,
) -> None:
    """The failure of a union that no dispatch explains. In errors mode, when no branch takes
    the instance's type, what the types must be; when only one branch takes it, that
    branch's own errors (``errors_X_anyOf_0(instance, path, errors)``), so the error names the
    field that is wrong deep inside, as a dispatch names the branch its tag selects;
    otherwise ``text``. For ``oneOf``, ``none_matched`` is the condition that no branch
    matched (when several match, no branch is to blame). Check mode just fails."""
    if ctx.mode != "errors":
        w.line("return False")  # what a failure is in check mode, whatever its message
        return
    allowed = [c.analysis.allowed_types(p) for p in pointers]
    routes: list[tuple[str, int | None]] = []  # (condition, branch; None: the type failure)
    known = [types for types in allowed if types is not None]
    taken = [t for t in JSON_TYPES if any(t in types for types in known)]
    if len(known) == len(allowed) and taken:
        names, condition = type_condition(c, taken, ctx.var)
        routes.append((negate(condition), None))
        type_text = " is not of type " + " or ".join(names)
    # A shape is settled when one branch alone takes it: that branch is to blame, or it
    # matches (it tests only the type), and then the union does not fail.
    settled: set[str] = set()
    for index, pointer in enumerate(pointers):
        shapes = [
            shape
            for shape in _SHAPES
            if [i for i, types in enumerate(allowed) if types is None or shape in types] == [index]
        ]
        settled.update(shapes)
        if shapes and not _only_typed(c.index.node(pointer)):
            routes.append((type_condition(c, shapes, ctx.var)[1], index))
    if not routes:
        c.fail(w, ctx, keyword, text, ctx.var)
        return
    # When the routes and the type failure leave no type over, the last route needs no test
    # and no case is left for an ``else``: each type is one branch's alone, so no two branches
    # match together, and a oneOf that fails matched none.
    last = len(routes) - 1 if routes[0][1] is None and settled.issuperset(taken) else None
    prefix = "" if none_matched is None else f"{none_matched} and "
    for number, (condition, branch) in enumerate(routes):
        guard = f"({condition})" if prefix and " or " in condition else condition
        if number == last and not prefix:
            opening = "else:" if number else None  # a sole route is unconditional
        else:
            opening = f"{'elif' if number else 'if'} {prefix}{guard}:"
        with w.block(opening) if opening else nullcontext():
            if branch is None:
                c.fail(w, ctx, keyword, type_text, ctx.var)
            else:
                explain = _branch_errors(c, pointers[branch], ctx)
                w.line(f"{explain}({ctx.var}, {ctx.path}, errors)")
    if last is None:
        with w.block("else:"):
            c.fail(w, ctx, keyword, text, ctx.var)


def _branch_errors(c: Compiler, pointer: str, ctx: Ctx) -> str:
    """The errors function of a union's branch: the referenced definition's own for a branch
    that is only a ``$ref``."""
    branch = c.index.node(pointer)
    if isinstance(branch, dict) and set(branch) == {"$ref"}:
        inner = ctx.at(pointer=pointer, base=c.index.bases.get(pointer, ctx.base))
        pointer = c.reference(branch, "$ref", inner).pointer
    return c.function(pointer, "errors", ctx.scope)


def _only_typed(branch: object) -> bool:
    """Whether a branch tests nothing but the type (``{"type": "null"}``): a value of its type
    matches it, so it has no errors of its own to show."""
    return isinstance(branch, dict) and set(branch) - {"title", "description"} == {"type"}


def _emit_union_collect(
    c: Compiler, w: Writer, pointers: list[str], keyword: str, ctx: Ctx
) -> None:
    """A union whose annotations count: every branch runs, each into its own set."""
    matches = c.fresh("matches")
    w.line(f"{matches} = 0")
    for pointer in pointers:
        branch = c.fresh("branch")
        name = c.function(pointer, "collect", ctx.scope)
        w.line(f"{branch}: {EVALUATED} = set()")
        with w.block(f"if {name}({ctx.var}, {branch}):"):
            w.line(f"{matches} += 1")
            w.line(f"{ctx.evaluated}.update({branch})")
    condition = f"{matches} == 0" if keyword == "anyOf" else f"{matches} != 1"
    with w.block(f"if {condition}:"):
        w.line("return False")


# A verdict writes out in place a dispatch of at most this many tags: an ``if``/``elif``
# chain on the tag, each arm holding its branch's code, with no table lookup and no call
# per value. A longer chain costs more in comparisons than the table's lookup and call.
ARMS_IN_PLACE = 8


def _emit_dispatch(
    c: Compiler, w: Writer, union: TaggedUnion, pointers: list[str], keyword: str, ctx: Ctx
) -> None:
    """A union whose branches are told apart by a const: run only the selected branch,
    ``branch_2 = _UNION_1.get(tag_1)`` then ``if branch_2 is None or not branch_2(instance)``
    (a verdict's short union: ``if tag_1 == 'text':`` and the branch's code; see
    :func:`_emit_arms`)."""
    if ctx.mode == "errors":
        _explain_dispatch(c, w, union, pointers, keyword, ctx)
        return
    if ctx.known != "object":
        with w.block(f"if type({ctx.var}) is not dict:"):
            w.line("return False")
    tag = c.fresh("tag")
    w.line(f"{tag} = {ctx.var}.get({py_literal(union.prop)})")
    # A tag that is no string (or none at all) selects no const branch; an open branch takes
    # every value the others do not, strings or not (its own code fails an object without
    # the tag): the arms reach their ``else`` with None, the table its fallback.
    arms = ctx.mode == "check" and not ctx.in_arm and len(union.tags) <= ARMS_IN_PLACE
    if arms or union.open_branch is None:
        with w.block(f"if type({tag}) is not str:"):
            w.line("return False" if union.open_branch is None else f"{tag} = None")
    if arms:
        _emit_arms(c, w, union, pointers, tag, ctx)
        return
    table, fallback = _dispatch_table(c, union, pointers, keyword, ctx)
    branch = c.fresh("branch")
    args = ctx.var if ctx.mode == "check" else f"{ctx.var}, {ctx.evaluated}"
    if fallback:
        w.line(f"{branch} = {table}.get({tag}, {fallback}) if type({tag}) is str else {fallback}")
        with w.block(f"if not {branch}({args}):"):
            w.line("return False")
    else:
        w.line(f"{branch} = {table}.get({tag})")
        with w.block(f"if {branch} is None or not {branch}({args}):"):
            w.line("return False")


def _dispatch_table(
    c: Compiler, union: TaggedUnion, pointers: list[str], keyword: str, ctx: Ctx
) -> tuple[str, str | None]:
    """The name of the union's table (tag -> the selected branch's function, in this mode)
    and the function of its open branch, if it has one."""
    entries = [
        (value, _selected_branch(c, pointers[i], union.prop, ctx)) for value, i in union.tags
    ]
    table = c.names.table(ctx.mode, join_pointer(ctx.pointer, keyword), entries)
    if union.open_branch is None:
        return table, None
    return table, _branch_position(c, pointers[union.open_branch], ctx.mode, ctx)


def _explain_dispatch(
    c: Compiler, w: Writer, union: TaggedUnion, pointers: list[str], keyword: str, ctx: Ctx
) -> None:
    """The errors of the branch the tag selects; those of the tag itself when it selects
    none."""
    table, fallback = _dispatch_table(c, union, pointers, keyword, ctx)
    prop = py_literal(union.prop)
    tag, branch = c.fresh("tag"), c.fresh("branch")
    args = f"{ctx.var}, {ctx.path}, errors"
    known_values = ", ".join(show(v) for v, _ in union.tags)
    with w.block(f"if type({ctx.var}) is not dict:"):
        c.fail(w, ctx, "type", " is not of type object", ctx.var)
    with w.block(f"elif {prop} not in {ctx.var}:"):
        c.fail(w, ctx, "required", f"{show(union.prop)} is required (one of {known_values})")
    with w.block("else:"):
        w.line(f"{tag} = {ctx.var}[{prop}]")
        w.line(f"{branch} = {table}.get({tag}) if type({tag}) is str else None")
        with w.block(f"if {branch} is not None:"):
            w.line(f"{branch}({args})")
        with w.block("else:"):
            if fallback:
                w.line(f"{fallback}({args})")
            else:
                path = f"{ctx.path} + {py_literal('/' + escape_pointer_token(union.prop))}"
                text = f" is not one of the known values: {known_values}"
                c.fail(w, ctx, keyword, text, tag, path)


def _emit_arms(
    c: Compiler, w: Writer, union: TaggedUnion, pointers: list[str], tag: str, ctx: Ctx
) -> None:
    """A verdict's dispatch written out in place, once the object's ``tag`` is read and
    known to be a string: ``if tag_1 == 'text':`` with what the selected branch's function
    would run (see :func:`_selected_branch`), an arm per tag, and ``else:`` the open branch
    or a failure. Within an arm, unions dispatch through their tables, so a recursive schema
    is written out once and the code grows by one level at most."""
    arm = ctx.at(known="object", in_arm=True)
    for number, (value, index) in enumerate(union.tags):
        with w.block(f"{'elif' if number else 'if'} {tag} == {py_literal(value)}:"):
            pointer = pointers[index]
            _emit_branch(c, w, pointer, _variant_target(c, pointer, union.prop, ctx), arm)
    with w.block("else:"):
        if union.open_branch is None:
            w.line("return False")
        else:
            _emit_branch(c, w, pointers[union.open_branch], None, arm)


def _emit_branch(c: Compiler, w: Writer, pointer: str, via: str | None, ctx: Ctx) -> None:
    """In place, the body of the function :func:`_branch_position` names for the branch at
    ``pointer`` (with ``via``): the schema's code, then the check of what it leaves open."""
    where = via or pointer
    inner = ctx.at(pointer=where, base=c.index.bases.get(where, ctx.base))
    known = c.emit_schema(w, c.index.node(where), inner)
    if _is_position(c, pointer):
        c.open_check(w, pointer, ctx.at(known=known))


def _is_position(c: Compiler, pointer: str) -> bool:
    """Whether the branch at ``pointer``, once selected, checks what it leaves open: it does
    not check every property it does not declare itself (a dispatched branch accepts objects
    alone: :meth:`~acp_codegen.validators.analysis.SchemaAnalysis.discriminated`)."""
    return not c.analysis.checks_other_properties(pointer)


def _branch_position(c: Compiler, pointer: str, mode: str, ctx: Ctx, via: str | None = None) -> str:
    """The function that runs a selected branch as a position of its own: the branch (or
    ``via``), then the check that the properties the branch leaves open hold JSON values,
    by the branch's names alone (the union's position does not check them; see
    :meth:`~acp_codegen.validators.analysis.SchemaAnalysis.checks_other_properties`). A
    branch that leaves nothing open needs no wrapper."""
    if _is_position(c, pointer):
        return c.function(pointer, mode, ctx.scope, position=True, via=via)
    return c.function(via or pointer, mode, ctx.scope)


def _selected_branch(c: Compiler, pointer: str, prop: str, ctx: Ctx) -> str:
    """The function to run for a branch once dispatch has selected it (see
    :func:`_branch_position`): a verdict runs the definition :func:`_variant_target` names
    in its place; explanations (``errors`` mode) and annotation collection keep the whole
    branch."""
    via = _variant_target(c, pointer, prop, ctx) if ctx.mode == "check" else None
    return _branch_position(c, pointer, ctx.mode, ctx, via)


def _variant_target(c: Compiler, pointer: str, prop: str, ctx: Ctx) -> str | None:
    """For a branch in ACP's variant shape (``type: object``, one property ``prop`` that is
    a string const, ``required: [prop]`` and one ``allOf`` ``$ref``), the pointer of the
    definition it references, else None.

    Dispatch has already established that the instance is an object whose ``prop`` is the
    branch's string const, so such a branch has nothing left to check but that definition.
    """
    branch = c.index.node(pointer)
    if not isinstance(branch, dict):
        return None
    properties, required, parts = (
        branch.get("properties"),
        branch.get("required"),
        branch.get("allOf"),
    )
    shape = (
        set(branch) - {"title", "description"} == {"type", "properties", "required", "allOf"}
        and branch["type"] == "object"
        and isinstance(properties, dict)
        and set(properties) == {prop}
        and isinstance(properties[prop], dict)
        and set(properties[prop]) - {"title", "description"} == {"type", "const"}
        and properties[prop]["type"] == "string"
        and required == [prop]
    )
    if not (shape and isinstance(parts, list) and len(parts) == 1):
        return None
    reference = parts[0]
    if not (isinstance(reference, dict) and set(reference) == {"$ref"}):
        return None
    ref_pointer = join_pointer(pointer, "allOf", 0)
    ref_ctx = ctx.at(pointer=ref_pointer, base=c.index.bases.get(ref_pointer, ctx.base))
    return c.reference(reference, "$ref", ref_ctx).pointer


def emit_not(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``not``: ``if check_X_not(instance): return False``."""
    check = c.function(join_pointer(ctx.pointer, "not"), "check", ctx.scope)
    with w.block(f"if {check}({ctx.var}):"):
        c.fail(w, ctx, "not", " matches a schema it must not match", ctx.var)


def emit_conditional(c: Compiler, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
    """``if``/``then``/``else``: ``if check_X_if(instance):`` with ``then`` inlined, and
    ``else:`` with ``else`` inlined."""
    if "if" not in schema:
        return  # then/else without if do nothing
    if_pointer = join_pointer(ctx.pointer, "if")
    if ctx.mode == "collect":
        branch = c.fresh("branch")
        w.line(f"{branch}: {EVALUATED} = set()")
        condition = f"{c.function(if_pointer, 'collect', ctx.scope)}({ctx.var}, {branch})"
    else:
        condition = f"{c.function(if_pointer, 'check', ctx.scope)}({ctx.var})"
    with w.block(f"if {condition}:"):
        if ctx.mode == "collect":
            w.line(f"{ctx.evaluated}.update({branch})")
        if "then" in schema:
            pointer = join_pointer(ctx.pointer, "then")
            c.emit_schema(w, c.index.node(pointer), ctx.at(pointer=pointer))
    if "else" in schema:
        with w.block("else:"):
            pointer = join_pointer(ctx.pointer, "else")
            c.emit_schema(w, c.index.node(pointer), ctx.at(pointer=pointer))
