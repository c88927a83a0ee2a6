"""Compile JSON Schema 2020-12 into straight-line Python validator functions.

Each subschema that needs its own function (a ``$ref`` target, a branch of ``anyOf`` /
``oneOf``, the subschema of ``not``, ``if`` or ``contains``) becomes one function named
from its JSON pointer; every other subschema is inlined into its parent. A function is
compiled in one of three modes:

``check``
    ``check_X(instance) -> bool``: the fast verdict; returns at the first failure.
``collect``
    ``collect_X(instance, evaluated) -> bool``: the verdict, and on success the property
    names the schema evaluated are added to ``evaluated`` (only compiled for subschemas
    that an ``unevaluatedProperties`` needs annotations from).
``errors``
    ``errors_X(instance, path, errors) -> None``: appends a :class:`ValidationError` per
    failure; used only to explain an instance that ``check`` already rejected.

Keywords are emitted in the fixed order of :data:`KEYWORD_ORDER`, one method per keyword
group (``_emit_<group>``). Schema values reach the output only through
:mod:`acp_codegen.validators.literals`; regexes, enums and property sets become module
constants compiled once.

Positions (the instance itself, a property value, an array item) also get a JSON check
for whatever their schema leaves unconstrained, so that no schema accepts a non-JSON
Python value (a set, NaN, a non-string key) anywhere; see :meth:`Compiler._open_check`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from acp_codegen.errors import join_pointer
from acp_codegen.validators import regex
from acp_codegen.validators.literals import identifier, py_literal
from acp_codegen.validators.resolver import Schema, SchemaIndex, Target

RULES_KEYWORD = "x-acp-rules"

ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$anchor",
        "$dynamicAnchor",
        "$defs",
        "definitions",
        "$comment",
        "$vocabulary",
        "title",
        "description",
        "default",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "format",
        "contentEncoding",
        "contentMediaType",
        "contentSchema",
        # OpenAPI's discriminator: a hint for code generators, no validation meaning.
        "discriminator",
    }
)

# Keyword groups in emission order, with the keywords each handles.
KEYWORD_ORDER: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("type", ("type",)),
    ("const", ("const",)),
    ("enum", ("enum",)),
    ("number", ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")),
    ("string", ("minLength", "maxLength", "pattern")),
    (
        "array",
        (
            "minItems",
            "maxItems",
            "uniqueItems",
            "prefixItems",
            "items",
            "contains",
            "minContains",
            "maxContains",
        ),
    ),
    (
        "object",
        (
            "required",
            "dependentRequired",
            "minProperties",
            "maxProperties",
            "propertyNames",
            "properties",
            "patternProperties",
            "additionalProperties",
            "dependentSchemas",
        ),
    ),
    ("ref", ("$ref", "$dynamicRef")),
    ("all_of", ("allOf",)),
    ("any_of", ("anyOf",)),
    ("one_of", ("oneOf",)),
    ("not", ("not",)),
    ("conditional", ("if", "then", "else")),
    ("unevaluated", ("unevaluatedProperties",)),
)
KEYWORDS = frozenset(k for _, group in KEYWORD_ORDER for k in group)

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
_GROUP_GUARDS = {
    "number": ("number", "type({v}) is int or type({v}) is float"),
    "string": ("string", "type({v}) is str"),
    "array": ("array", "type({v}) is list"),
    "object": ("object", "type({v}) is dict"),
}
_SIGNATURES = {
    "check": "(instance: object) -> bool",
    "collect": "(instance: object, evaluated: set[str]) -> bool",
    "errors": "(instance: object, path: str, errors: list[ValidationError]) -> None",
}
_CALLABLE_TYPES = {
    "check": "Callable[[object], bool]",
    "collect": "Callable[[object, set[str]], bool]",
    "errors": "Callable[[object, str, list[ValidationError]], None]",
}
ALL_TYPES = frozenset({"object", "array", "string", "number", "boolean", "null"})


@dataclass(frozen=True)
class Ctx:
    """Where code is being emitted: which instance variable, in which mode."""

    mode: str
    var: str
    path: str
    pointer: str
    base: str
    scope: tuple[tuple[str, str], ...]
    known: str | None = None
    evaluated: str | None = None
    rules: tuple[tuple[str, str, str], ...] = ()

    def at(self, **changes: object) -> Ctx:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Union:
    """A union proven to be discriminated by a required string ``const`` property."""

    prop: str
    branches: tuple[tuple[str, int], ...]
    open_branch: int | None


class Writer:
    """Indented lines with ``with w.block("if x:"):`` nesting."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 1

    def line(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)

    @contextmanager
    def block(self, header: str, *, merge: bool = False) -> Iterator[None]:
        """An indented block; with ``merge``, an ``if`` whose whole body is one plain
        ``if`` becomes a single ``if A and B:`` (the caller promises no ``else`` follows)."""
        self.line(header)
        self.depth += 1
        start = len(self.lines)
        yield
        if len(self.lines) == start:
            self.line("pass")
        self.depth -= 1
        if merge:
            self._merge_nested_if(start)

    def _merge_nested_if(self, start: int) -> None:
        outer, body = self.lines[start - 1], self.lines[start:]
        inner_indent = "    " * (self.depth + 1)
        first = body[0]
        if not (outer.lstrip().startswith("if ") and first.startswith(inner_indent + "if ")):
            return
        if any(not line.startswith(inner_indent + "    ") for line in body[1:]):
            return  # more than one statement, or an elif/else
        left = outer.strip()[3:-1]
        right = first.strip()[3:-1]
        merged = "    " * self.depth + f"if {_conjunct(left)} and {_conjunct(right)}:"
        self.lines[start - 1 :] = [merged, *(line[4:] for line in body[1:])]


def _one_group(text: str) -> bool:
    """True when ``text`` is one parenthesised group: "(a) or (b)" is not."""
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0:
            return index == len(text) - 1
    return False


def _conjunct(condition: str) -> str:
    """``condition`` as an operand of ``and`` (parenthesised when it contains ``or``)."""
    return f"({condition})" if " or " in condition else condition


def negate(condition: str) -> str:
    """The Python expression for ``not condition``, written the way linters like it."""
    match = re.fullmatch(r"(\S+) is (\S+)", condition)
    if match:
        return f"{match[1]} is not {match[2]}"
    match = re.fullmatch(r"(\S+) is not (\S+)", condition)
    if match:
        return f"{match[1]} is {match[2]}"
    if condition.startswith("not (") and _one_group(condition[4:]):
        return condition[5:-1]
    if condition.startswith("not ") and " or " not in condition and " and " not in condition:
        return condition[4:]
    if re.fullmatch(r"[\w.]+\([^()]*\)", condition):
        return f"not {condition}"
    return f"not ({condition})"


@dataclass
class _Function:
    name: str
    mode: str
    pointer: str
    scope: tuple[tuple[str, str], ...]
    position: bool
    core: bool
    lines: list[str] = dataclasses.field(default_factory=list)


class Compiler:
    """Compiles the subschemas of one :class:`SchemaIndex` on demand."""

    def __init__(self, index: SchemaIndex) -> None:
        self.index = index
        self.functions: dict[tuple[object, ...], _Function] = {}
        self._pending: list[_Function] = []
        self._names: set[str] = set()
        self.constants: dict[str, str] = {}
        self._constant_names: dict[str, str] = {}
        self.tables: dict[str, str] = {}
        self.runtime: set[str] = set()
        self._counter = 0
        self._allowed_types: dict[str, frozenset[str] | None] = {}
        self._in_place_found: dict[tuple[str, bool], tuple[str, ...]] = {}

    # -- functions -----------------------------------------------------------------

    def function(
        self,
        pointer: str,
        mode: str,
        scope: tuple[tuple[str, str], ...],
        *,
        position: bool = False,
        core: bool = False,
    ) -> str:
        """The name of the function for the subschema at ``pointer`` (compiled later)."""
        if not self.index.uses_dynamic_ref:
            scope = ()
        key = (pointer, mode, scope, position, core)
        found = self.functions.get(key)
        if found is None:
            name = self._fresh_name(mode, pointer, position, core)
            found = _Function(name, mode, pointer, scope, position, core)
            self.functions[key] = found
            self._pending.append(found)
        return found.name

    def _fresh_name(self, mode: str, pointer: str, position: bool, core: bool) -> str:
        tokens = pointer.split("/")[1:]
        if tokens[:1] in (["$defs"], ["definitions"]):
            tokens = tokens[1:]
        stem = identifier("_".join(tokens)) if tokens else "root"
        name = f"{mode}_{stem}" + ("_value" if position else "") + ("_core" if core else "")
        candidate, number = name, 2
        while candidate in self._names:
            candidate, number = f"{name}_{number}", number + 1
        self._names.add(candidate)
        return candidate

    def compile_pending(self) -> None:
        while self._pending:
            function = self._pending.pop(0)
            self._compile(function)

    def _compile(self, function: _Function) -> None:
        self._counter = 0
        w = Writer()
        schema = self.index.node(function.pointer)
        ctx = Ctx(
            mode=function.mode,
            var="instance",
            path="path",
            pointer=function.pointer,
            base=self.index.bases[function.pointer],
            scope=function.scope,
            evaluated="evaluated" if function.mode == "collect" else None,
        )
        if function.position:
            # An entry point: the definition's own function, then the check that what it
            # leaves open holds JSON values (compiled once, not a second copy of the body).
            self._call(w, Target(schema, function.pointer, ctx.base), ctx)
            self._open_check(w, function.pointer, ctx)
        else:
            self._emit_schema(w, schema, ctx, skip_unevaluated=function.core)
        if function.mode != "errors":
            _return_condition(w.lines)
        elif not w.lines:
            w.line("pass")
        function.lines = [f"def {function.name}{_SIGNATURES[function.mode]}:", *w.lines]

    # -- constants -----------------------------------------------------------------

    def constant(self, stem: str, source: str, annotation: str | None = None) -> str:
        """A module-level constant holding ``source`` (deduplicated by source text)."""
        key = f"{annotation}:{source}"
        name = self._constant_names.get(key)
        if name is None:
            name = f"_{stem.upper()}_{len(self._constant_names) + 1}"
            self._constant_names[key] = name
            typed = f"{name}: Final[{annotation}]" if annotation else f"{name}: Final"
            self.constants[name] = f"{typed} = {source}"
        return name

    def table(self, mode: str, entries: list[tuple[str, str]]) -> str:
        """A module-level ``dict[str, function]`` (placed after the functions)."""
        body = ", ".join(f"{py_literal(k)}: {v}" for k, v in entries)
        source = "{" + body + "}"
        for name, existing in self.tables.items():
            if existing.endswith(" = " + source):
                return name
        name = f"_UNION_{len(self.tables) + 1}"
        self.tables[name] = f"{name}: Final[dict[str, {_CALLABLE_TYPES[mode]}]] = {source}"
        return name

    def string_set(self, names: list[str] | tuple[str, ...] | frozenset[str]) -> str:
        items = ", ".join(py_literal(n) for n in sorted(names))
        source = f"frozenset({{{items}}})" if names else "frozenset()"
        return self.constant("names", source, "frozenset[str]")

    def use(self, *names: str) -> None:
        self.runtime.update(names)

    def fresh(self, stem: str) -> str:
        self._counter += 1
        return f"{stem}_{self._counter}"

    # -- errors and failures -------------------------------------------------------

    def problem(self, pointer: str, message: str) -> Exception:
        return self.index.problem(pointer, message)

    def fail(
        self,
        w: Writer,
        ctx: Ctx,
        keyword: str,
        text: str,
        value: str | None = None,
        path: str | None = None,
    ) -> None:
        """Emit the failure of ``keyword``.

        The message is ``text``, after a description of the instance value ``value`` (a
        Python expression) when given. An ``x-acp-rules`` entry for ``keyword`` replaces
        the rule id and the whole message.
        """
        if ctx.mode != "errors":
            w.line("return False")
            return
        rule, shows_value = keyword, value is not None
        for rule_keyword, rule_id, rule_message in ctx.rules:
            if rule_keyword == keyword:
                rule, text, shows_value = rule_id, rule_message, False
        failure = self.constant(
            "fail", f"Failure({py_literal(rule)}, {py_literal(text)}, {shows_value})", "Failure"
        )
        self.use("Failure")
        arguments = [path or ctx.path] + ([value] if shows_value and value else [])
        w.line(f"errors.append({failure}.at({', '.join(arguments)}))")

    # -- schemas -------------------------------------------------------------------

    def _emit_schema(
        self, w: Writer, schema: Schema, ctx: Ctx, *, skip_unevaluated: bool = False
    ) -> None:
        if schema is True:
            return
        if schema is False:
            self.fail(w, ctx, "false", "no value is allowed here")
            return
        if not isinstance(schema, dict):
            raise self.problem(ctx.pointer, "a schema must be an object or a boolean")
        for keyword in schema:
            if (
                keyword not in KEYWORDS
                and keyword not in ANNOTATIONS
                and not keyword.startswith("x-")
            ):
                raise self.problem(
                    join_pointer(ctx.pointer, keyword), f"unsupported keyword {keyword!r}"
                )
        ctx = ctx.at(
            base=self.index.bases.get(ctx.pointer, ctx.base),
            scope=self._enter(schema, ctx),
            rules=self._rules(schema, ctx.pointer),
        )
        for group, keywords in KEYWORD_ORDER:
            if group == "unevaluated" and skip_unevaluated:
                continue
            if any(k in schema for k in keywords):
                ctx = getattr(self, f"_emit_{group}")(w, schema, ctx) or ctx

    def _enter(self, schema: dict[str, object], ctx: Ctx) -> tuple[tuple[str, str], ...]:
        """The dynamic scope inside ``schema``: outermost ``$dynamicAnchor`` wins."""
        if not self.index.uses_dynamic_ref or "$id" not in schema:
            return ctx.scope
        bound = dict(ctx.scope)
        base = self.index.bases[ctx.pointer]
        for name, pointer in self.index.resource_dynamic_anchors(base):
            bound.setdefault(name, pointer)
        return tuple(sorted(bound.items()))

    def _rules(self, schema: dict[str, object], pointer: str) -> tuple[tuple[str, str, str], ...]:
        rules = schema.get(RULES_KEYWORD)
        if rules is None:
            return ()
        where = join_pointer(pointer, RULES_KEYWORD)
        if not isinstance(rules, dict):
            raise self.problem(where, "must map schema keywords to {id, message}")
        found = []
        for keyword, rule in rules.items():
            if keyword not in schema:
                raise self.problem(
                    join_pointer(where, keyword), f"no {keyword!r} keyword here to attach a rule to"
                )
            if not (
                isinstance(rule, dict)
                and isinstance(rule.get("id"), str)
                and isinstance(rule.get("message"), str)
                and set(rule) <= {"id", "message"}
            ):
                raise self.problem(
                    join_pointer(where, keyword), "a rule is {id: string, message: string}"
                )
            found.append((keyword, rule["id"], rule["message"]))
        return tuple(found)

    def _guard(self, w: Writer, group: str, ctx: Ctx) -> Iterator[Ctx] | None:
        """Context for keywords that apply to one JSON type only."""
        known, test = _GROUP_GUARDS[group]
        if ctx.known is not None and (
            ctx.known == known or (known, ctx.known) == ("number", "integer")
        ):
            return _plain(ctx)
        if ctx.known is not None:
            return None  # the type keyword already ruled this type out
        return _guarded(w, test.format(v=ctx.var), ctx)

    # -- keyword groups --------------------------------------------------------------

    def _emit_type(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> Ctx:
        value = schema["type"]
        names = value if isinstance(value, list) else [value]
        if not names or not all(isinstance(n, str) and n in JSON_TYPES for n in names):
            raise self.problem(join_pointer(ctx.pointer, "type"), f"invalid type {value!r}")
        if "number" in names:
            names = [n for n in names if n != "integer"]
        if any(n == "number" for n in names):
            self.use("isfinite")
        tests = [_TYPE_TESTS[str(n)].format(v=ctx.var) for n in names]
        condition = (
            tests[0]
            if len(tests) == 1
            else " or ".join(f"({t})" if " or " in t else t for t in tests)
        )
        expected = " or ".join(str(n) for n in names)
        with w.block(f"if {negate(condition)}:"):
            self.fail(w, ctx, "type", " is not of type " + expected, ctx.var)
        if ctx.mode != "errors" and len(names) == 1:
            return ctx.at(known=str(names[0]))
        return ctx

    def _equality_test(self, value: object, var: str, stem: str) -> str:
        """A Python expression true when ``var`` equals ``value`` as JSON."""
        if value is None:
            return f"{var} is None"
        if isinstance(value, bool):
            return f"{var} is {value!r}"
        if isinstance(value, str):
            return f"(type({var}) is str and {var} == {py_literal(value)})"
        if isinstance(value, int | float):
            return (
                f"((type({var}) is int or type({var}) is float) and {var} == {py_literal(value)})"
            )
        self.use("json_key")
        constant = self.constant(stem, f"json_key({py_literal(value)})")
        return f"json_key({var}) == {constant}"

    def _emit_const(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        value = schema["const"]
        with w.block(f"if {negate(self._equality_test(value, ctx.var, 'const'))}:"):
            shown = " is not " + _show(value)
            self.fail(w, ctx, "const", shown, ctx.var)

    def _emit_enum(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        values = schema["enum"]
        if not isinstance(values, list):
            raise self.problem(join_pointer(ctx.pointer, "enum"), "enum must be an array")
        if values and all(isinstance(v, str) for v in values):
            members = self.string_set([str(v) for v in values])
            test = f"type({ctx.var}) is str and {ctx.var} in {members}"
        else:
            self.use("json_key")
            keys = ", ".join(f"json_key({py_literal(v)})" for v in values)
            members = self.constant("enum", f"frozenset({{{keys}}})" if values else "frozenset()")
            test = f"json_key({ctx.var}) in {members}"
        allowed = ", ".join(_show(v) for v in values)
        with w.block(f"if not ({test}):"):
            self.fail(w, ctx, "enum", " is not one of: " + allowed, ctx.var)

    def _emit_number(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        guarded = self._guard(w, "number", ctx)
        if guarded is None:
            return
        comparisons = (
            ("minimum", "<", "less than the minimum"),
            ("exclusiveMinimum", "<=", "not greater than the exclusive minimum"),
            ("maximum", ">", "greater than the maximum"),
            ("exclusiveMaximum", ">=", "not less than the exclusive maximum"),
        )
        for inner in guarded:
            var = inner.var
            for keyword, operator, wording in comparisons:
                if keyword in schema:
                    limit = self._number(schema, keyword, inner)
                    with w.block(f"if {var} {operator} {py_literal(limit)}:"):
                        text = f" is {wording} {_show(limit)}"
                        self.fail(w, inner, keyword, text, var)
            if "multipleOf" in schema:
                divisor = self._number(schema, "multipleOf", inner)
                if divisor <= 0:
                    raise self.problem(join_pointer(inner.pointer, "multipleOf"), "must be > 0")
                self.use("is_multiple_of")
                with w.block(f"if not is_multiple_of({var}, {py_literal(divisor)}):"):
                    text = f" is not a multiple of {_show(divisor)}"
                    self.fail(w, inner, "multipleOf", text, var)

    def _number(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> int | float:
        value = schema[keyword]
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.problem(join_pointer(ctx.pointer, keyword), f"{keyword} must be a number")
        return value

    def _count(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> int:
        value = schema[keyword]
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self.problem(
                join_pointer(ctx.pointer, keyword), f"{keyword} must be a non-negative integer"
            )
        return value

    def _emit_string(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        guarded = self._guard(w, "string", ctx)
        if guarded is None:
            return
        for inner in guarded:
            var = inner.var
            for keyword, operator, wording in (
                ("minLength", "<", "shorter"),
                ("maxLength", ">", "longer"),
            ):
                if keyword in schema:
                    limit = self._count(schema, keyword, inner)
                    with w.block(f"if len({var}) {operator} {limit}:"):
                        unit = "character" if limit == 1 else "characters"
                        text = f" is {wording} than {limit} {unit}"
                        self.fail(w, inner, keyword, text, var)
            if "pattern" in schema:
                compiled = self._pattern(schema["pattern"], join_pointer(inner.pointer, "pattern"))
                with w.block(f"if {compiled}.search({var}) is None:"):
                    text = " does not match the pattern " + _show(schema["pattern"])
                    self.fail(w, inner, "pattern", text, var)

    def _pattern(self, pattern: object, pointer: str) -> str:
        if not isinstance(pattern, str):
            raise self.problem(pointer, "a pattern must be a string")
        try:
            translated = regex.translate(pattern)
        except ValueError as error:
            raise self.problem(pointer, f"pattern {pattern!r}: {error}") from None
        self.use("re")
        return self.constant("pattern", f"re.compile({py_literal(translated)})", "re.Pattern[str]")

    def _emit_array(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        guarded = self._guard(w, "array", ctx)
        if guarded is None:
            return
        for inner in guarded:
            var = inner.var
            for keyword, operator, wording in (
                ("minItems", "<", "fewer"),
                ("maxItems", ">", "more"),
            ):
                if keyword in schema:
                    limit = self._count(schema, keyword, inner)
                    with w.block(f"if len({var}) {operator} {limit}:"):
                        text = f" has {wording} than {limit} {'item' if limit == 1 else 'items'}"
                        self.fail(w, inner, keyword, text, var)
            if schema.get("uniqueItems") is True:
                self.use("unique_items")
                with w.block(f"if not unique_items({var}):"):
                    self.fail(w, inner, "uniqueItems", "array items are not unique")
            prefix = schema.get("prefixItems", [])
            if not isinstance(prefix, list):
                raise self.problem(join_pointer(inner.pointer, "prefixItems"), "must be an array")
            for index, _ in enumerate(prefix):
                with w.block(f"if len({var}) > {index}:"):
                    pointer = join_pointer(inner.pointer, "prefixItems", index)
                    path = f"{inner.path} + {py_literal(f'/{index}')}"
                    self._apply_at(w, pointer, inner, f"{var}[{index}]", path)
            if "items" in schema:
                self._emit_items(w, len(prefix), inner)
            if "contains" in schema:
                self._emit_contains(w, schema, inner)

    def _emit_items(self, w: Writer, start: int, ctx: Ctx) -> None:
        item, index = self.fresh("item"), self.fresh("index")
        sequence = f"{ctx.var}[{start}:]" if start else ctx.var
        if ctx.mode == "errors":
            header = (
                f"for {index}, {item} in enumerate({sequence}{', ' + str(start) if start else ''}):"
            )
            path = f'{ctx.path} + "/" + str({index})'
        else:
            header, path = f"for {item} in {sequence}:", ctx.path
        with w.block(header):
            self._apply_at(w, join_pointer(ctx.pointer, "items"), ctx, item, path, assign=False)

    def _emit_contains(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        minimum = self._count(schema, "minContains", ctx) if "minContains" in schema else 1
        maximum = self._count(schema, "maxContains", ctx) if "maxContains" in schema else None
        check = self.function(join_pointer(ctx.pointer, "contains"), "check", ctx.scope)
        matches = self.fresh("matches")
        if maximum is None and minimum == 1:
            # The common case: any match will do.
            with w.block(f"if not any({check}(item) for item in {ctx.var}):"):
                self.fail(w, ctx, "contains", "no item matches the 'contains' schema")
            return
        w.line(f"{matches} = sum(1 for item in {ctx.var} if {check}(item))")
        if minimum > 0:
            keyword = "minContains" if "minContains" in schema else "contains"
            with w.block(f"if {matches} < {minimum}:"):
                text = f"fewer than {minimum} items match the 'contains' schema"
                self.fail(w, ctx, keyword, text)
        if maximum is not None:
            with w.block(f"if {matches} > {maximum}:"):
                text = f"more than {maximum} items match the 'contains' schema"
                self.fail(w, ctx, "maxContains", text)

    def _emit_object(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        guarded = self._guard(w, "object", ctx)
        if guarded is None:
            return
        for inner in guarded:
            self._emit_object_keywords(w, schema, inner)

    def _emit_object_keywords(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        var = ctx.var
        required = self._names_list(schema, "required", ctx)
        if required and ctx.mode != "errors":
            missing = " or ".join(f"{py_literal(n)} not in {var}" for n in required)
            with w.block(f"if {missing}:"):
                w.line("return False")
        for name in required if ctx.mode == "errors" else ():
            with w.block(f"if {py_literal(name)} not in {var}:"):
                self.fail(w, ctx, "required", f"{_show(name)} is required")
        dependent = schema.get("dependentRequired", {})
        if not isinstance(dependent, dict):
            raise self.problem(join_pointer(ctx.pointer, "dependentRequired"), "must be an object")
        for trigger in dependent:
            needed = self._names_list(
                dependent, trigger, ctx.at(pointer=join_pointer(ctx.pointer, "dependentRequired"))
            )
            for name in needed:
                with w.block(
                    f"if {py_literal(trigger)} in {var} and {py_literal(name)} not in {var}:"
                ):
                    text = f"{_show(name)} is required when {_show(trigger)} is present"
                    self.fail(w, ctx, "dependentRequired", text)
        for keyword, operator, wording in (
            ("minProperties", "<", "fewer"),
            ("maxProperties", ">", "more"),
        ):
            if keyword in schema:
                limit = self._count(schema, keyword, ctx)
                with w.block(f"if len({var}) {operator} {limit}:"):
                    text = (
                        f" has {wording} than {limit} {'property' if limit == 1 else 'properties'}"
                    )
                    self.fail(w, ctx, keyword, text, var)
        if "propertyNames" in schema:
            key = self.fresh("key")
            self.use("escape_token")
            with w.block(f"for {key} in {var}:"):
                path = (
                    f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
                )
                self._apply_at(
                    w, join_pointer(ctx.pointer, "propertyNames"), ctx, key, path, assign=False
                )
        properties = schema.get("properties", {})
        if not isinstance(properties, dict):
            raise self.problem(join_pointer(ctx.pointer, "properties"), "must be an object")
        for name in properties:
            pointer = join_pointer(ctx.pointer, "properties", name)
            path = f"{ctx.path} + {py_literal('/' + _escape(name))}"
            value = f"{var}[{py_literal(name)}]"
            if name in required and ctx.mode != "errors":
                self._apply_at(w, pointer, ctx, value, path)
            else:
                with w.block(f"if {py_literal(name)} in {var}:", merge=True):
                    self._apply_at(w, pointer, ctx, value, path)
        if properties and ctx.evaluated:
            w.line(f"{ctx.evaluated}.update({var}.keys() & {self.string_set(list(properties))})")
        patterns = schema.get("patternProperties", {})
        if not isinstance(patterns, dict):
            raise self.problem(join_pointer(ctx.pointer, "patternProperties"), "must be an object")
        compiled = [
            self._pattern(p, join_pointer(ctx.pointer, "patternProperties", p)) for p in patterns
        ]
        if patterns:
            self._emit_pattern_properties(w, list(patterns), compiled, ctx)
        if "additionalProperties" in schema:
            self._emit_additional(w, schema, list(properties), compiled, ctx)
        dependent_schemas = schema.get("dependentSchemas", {})
        if not isinstance(dependent_schemas, dict):
            raise self.problem(join_pointer(ctx.pointer, "dependentSchemas"), "must be an object")
        for trigger in dependent_schemas:
            with w.block(f"if {py_literal(trigger)} in {var}:"):
                pointer = join_pointer(ctx.pointer, "dependentSchemas", trigger)
                self._emit_schema(
                    w,
                    self.index.node(pointer),
                    ctx.at(pointer=pointer, known="object" if ctx.mode != "errors" else None),
                )

    def _names_list(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> list[str]:
        names = schema.get(keyword, [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise self.problem(join_pointer(ctx.pointer, keyword), "must be an array of strings")
        return [str(n) for n in names]

    def _emit_pattern_properties(
        self, w: Writer, patterns: list[str], compiled: list[str], ctx: Ctx
    ) -> None:
        key, value = self.fresh("key"), self.fresh("value")
        self.use("escape_token")
        with (
            w.block(f"for {key}, {value} in {ctx.var}.items():"),
            w.block(f"if type({key}) is str:"),
        ):
            for pattern, regex_name in zip(patterns, compiled, strict=True):
                with w.block(f"if {regex_name}.search({key}) is not None:"):
                    pointer = join_pointer(ctx.pointer, "patternProperties", pattern)
                    path = (
                        f'{ctx.path} + "/" + escape_token({key})'
                        if ctx.mode == "errors"
                        else ctx.path
                    )
                    self._apply_at(w, pointer, ctx, value, path, assign=False)
                    if ctx.evaluated:
                        w.line(f"{ctx.evaluated}.add({key})")

    def _emit_additional(
        self,
        w: Writer,
        schema: dict[str, object],
        properties: list[str],
        compiled: list[str],
        ctx: Ctx,
    ) -> None:
        sub = schema["additionalProperties"]
        known = self.string_set(properties)
        pointer = join_pointer(ctx.pointer, "additionalProperties")
        self._emit_leftovers(w, sub, pointer, "additionalProperties", known, compiled, ctx)
        if ctx.evaluated:
            w.line(f"{ctx.evaluated}.update({ctx.var})")

    def _emit_leftovers(
        self,
        w: Writer,
        sub: object,
        pointer: str,
        keyword: str,
        known: str,
        compiled: list[str],
        ctx: Ctx,
    ) -> None:
        """Apply ``sub`` to every property whose name is not in ``known`` (nor matches)."""
        var = ctx.var
        if not compiled and ctx.mode != "errors" and sub is False:
            with w.block(f"if not {var}.keys() <= {known}:"):
                w.line("return False")
            return
        if not compiled and sub is True:
            self._extras_json_check(w, known, ctx)
            return
        key, value = self.fresh("key"), self.fresh("value")
        self.use("escape_token")
        skip = " or ".join(
            [f"{key} in {known}"]
            + [f"(type({key}) is str and {r}.search({key}) is not None)" for r in compiled]
        )
        path = f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
        with w.block(f"for {key}, {value} in {var}.items():"):
            with w.block(f"if {skip}:"):
                w.line("continue")
            if sub is False:
                self.fail(w, ctx, keyword, " is not an allowed property name", key, path)
                return
            with w.block(f"if type({key}) is not str:"):
                self.fail(w, ctx, "type", " is an object key but not a string", key)
            self._apply_at(w, pointer, ctx, value, path, assign=False)

    def _extras_json_check(self, w: Writer, known: str, ctx: Ctx) -> None:
        if ctx.mode == "errors":
            self.use("extras_problem")
            problem = self.fresh("problem")
            w.line(f"{problem} = extras_problem({ctx.var}, {known}, {ctx.path})")
            with w.block(f"if {problem} is not None:"):
                w.line(f'errors.append(ValidationError({problem}[0], "type", {problem}[1]))')
        else:
            self.use("extras_are_json")
            with w.block(f"if not extras_are_json({ctx.var}, {known}):"):
                w.line("return False")

    # -- in-place applicators ------------------------------------------------------

    def _call(self, w: Writer, target: Target, ctx: Ctx) -> None:
        """Apply the subschema at ``target`` to the current instance, in place."""
        name = self.function(target.pointer, ctx.mode, ctx.scope)
        if ctx.mode == "errors":
            w.line(f"{name}({ctx.var}, {ctx.path}, errors)")
        elif ctx.mode == "collect":
            with w.block(f"if not {name}({ctx.var}, {ctx.evaluated}):"):
                w.line("return False")
        else:
            with w.block(f"if not {name}({ctx.var}):"):
                w.line("return False")

    def _emit_ref(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        for keyword in ("$ref", "$dynamicRef"):
            if keyword in schema:
                self._call(w, self._reference(schema, keyword, ctx), ctx)

    def _reference(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> Target:
        reference = schema[keyword]
        pointer = join_pointer(ctx.pointer, keyword)
        if not isinstance(reference, str):
            raise self.problem(pointer, f"{keyword} must be a string")
        target = self.index.resolve(ctx.base, reference, pointer)
        if keyword == "$dynamicRef":
            anchor = self.index.dynamic_anchor_at(ctx.base, reference)
            bound = dict(ctx.scope).get(anchor or "")
            if anchor is not None and bound is not None:
                target = Target(self.index.node(bound), bound, self.index.bases[bound])
        return target

    def _emit_all_of(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        for index, _ in enumerate(self._branches(schema, "allOf", ctx)):
            pointer = join_pointer(ctx.pointer, "allOf", index)
            self._emit_schema(w, self.index.node(pointer), ctx.at(pointer=pointer))

    def _branches(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> list[Schema]:
        branches = schema[keyword]
        if not isinstance(branches, list) or not branches:
            raise self.problem(
                join_pointer(ctx.pointer, keyword), f"{keyword} must be a non-empty array"
            )
        return branches

    def _emit_any_of(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        self._emit_union(w, schema, "anyOf", ctx)

    def _emit_one_of(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        self._emit_union(w, schema, "oneOf", ctx)

    def _emit_union(self, w: Writer, schema: dict[str, object], keyword: str, ctx: Ctx) -> None:
        branches = self._branches(schema, keyword, ctx)
        pointers = [join_pointer(ctx.pointer, keyword, i) for i in range(len(branches))]
        union = self.discriminated(pointers, ctx)
        if union is not None:
            self._emit_dispatch(w, union, pointers, keyword, ctx)
        elif ctx.mode == "collect":
            self._emit_union_collect(w, pointers, keyword, ctx)
        else:
            self._emit_union_general(w, pointers, keyword, ctx)

    def _emit_union_general(self, w: Writer, pointers: list[str], keyword: str, ctx: Ctx) -> None:
        checks = [self.function(p, "check", ctx.scope) for p in pointers]
        count = len(pointers)
        if keyword == "anyOf":
            calls = " or ".join(f"{c}({ctx.var})" for c in checks)
            with w.block(f"if not ({calls}):"):
                text = f"does not match any of the {count} allowed schemas"
                self.fail(w, ctx, "anyOf", " " + text, ctx.var)
            return
        matches = self.fresh("matches")
        calls = " + ".join(f"{c}({ctx.var})" for c in checks)
        w.line(f"{matches} = {calls}")
        with w.block(f"if {matches} != 1:"):
            text = f" does not match exactly one of the {count} schemas of oneOf"
            self.fail(w, ctx, "oneOf", text, ctx.var)

    def _emit_union_collect(self, w: Writer, pointers: list[str], keyword: str, ctx: Ctx) -> None:
        matches = self.fresh("matches")
        w.line(f"{matches} = 0")
        for pointer in pointers:
            branch = self.fresh("branch")
            name = self.function(pointer, "collect", ctx.scope)
            w.line(f"{branch}: set[str] = set()")
            with w.block(f"if {name}({ctx.var}, {branch}):"):
                w.line(f"{matches} += 1")
                w.line(f"{ctx.evaluated}.update({branch})")
        condition = f"{matches} == 0" if keyword == "anyOf" else f"{matches} != 1"
        with w.block(f"if {condition}:"):
            w.line("return False")

    def _emit_dispatch(
        self, w: Writer, union: Union, pointers: list[str], keyword: str, ctx: Ctx
    ) -> None:
        """A union whose branches are told apart by a const: run only the selected branch."""
        mode = ctx.mode
        entries = [
            (value, self._selected_branch(pointers[i], union.prop, ctx))
            for value, i in union.branches
        ]
        table = self.table(mode, entries)
        fallback = (
            self.function(pointers[union.open_branch], mode, ctx.scope)
            if union.open_branch is not None
            else None
        )
        prop = py_literal(union.prop)
        tag, branch = self.fresh("tag"), self.fresh("branch")
        args = {
            "check": ctx.var,
            "collect": f"{ctx.var}, {ctx.evaluated}",
            "errors": f"{ctx.var}, {ctx.path}, errors",
        }[mode]
        if mode != "errors":
            if ctx.known != "object":
                with w.block(f"if type({ctx.var}) is not dict:"):
                    w.line("return False")
            w.line(f"{tag} = {ctx.var}.get({prop})")
            with w.block(f"if type({tag}) is not str:"):
                w.line("return False")
            if fallback:
                w.line(f"{branch} = {table}.get({tag}, {fallback})")
                with w.block(f"if not {branch}({args}):"):
                    w.line("return False")
            else:
                w.line(f"{branch} = {table}.get({tag})")
                with w.block(f"if {branch} is None or not {branch}({args}):"):
                    w.line("return False")
            return
        known_values = ", ".join(_show(v) for v, _ in union.branches)
        with w.block(f"if type({ctx.var}) is not dict:"):
            self.fail(w, ctx, "type", " is not of type object", ctx.var)
        with w.block(f"elif {prop} not in {ctx.var}:"):
            self.fail(
                w, ctx, "required", f"{_show(union.prop)} is required (one of {known_values})"
            )
        with w.block("else:"):
            w.line(f"{tag} = {ctx.var}[{prop}]")
            w.line(f"{branch} = {table}.get({tag}) if type({tag}) is str else None")
            with w.block(f"if {branch} is not None:"):
                w.line(f"{branch}({args})")
            with w.block("else:"):
                if fallback:
                    w.line(f"{fallback}({args})")
                else:
                    path = f"{ctx.path} + {py_literal('/' + _escape(union.prop))}"
                    text = f" is not one of the known values: {known_values}"
                    self.fail(w, ctx, keyword, text, tag, path)

    def _selected_branch(self, pointer: str, prop: str, ctx: Ctx) -> str:
        """The function to run for a branch once dispatch has selected it.

        Dispatch has already established that the instance is an object whose ``prop`` is the
        branch's string const. A branch in ACP's variant shape (``type: object``, that one
        property, ``required: [prop]`` and one ``allOf`` ``$ref``) then has nothing left to
        check but the referenced schema, so the verdict calls that directly. Explanations
        (``errors`` mode) and annotation collection keep the whole branch.
        """
        whole = self.function(pointer, ctx.mode, ctx.scope)
        branch = self.index.node(pointer)
        if ctx.mode != "check" or not isinstance(branch, dict):
            return whole
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
            return whole
        reference = parts[0]
        if not (isinstance(reference, dict) and set(reference) == {"$ref"}):
            return whole
        ref_pointer = join_pointer(pointer, "allOf", 0)
        ref_ctx = ctx.at(pointer=ref_pointer, base=self.index.bases.get(ref_pointer, ctx.base))
        target = self._reference(reference, "$ref", ref_ctx)
        return self.function(target.pointer, "check", ctx.scope)

    def _emit_not(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        check = self.function(join_pointer(ctx.pointer, "not"), "check", ctx.scope)
        with w.block(f"if {check}({ctx.var}):"):
            self.fail(w, ctx, "not", " matches a schema it must not match", ctx.var)

    def _emit_conditional(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        if "if" not in schema:
            return  # then/else without if do nothing
        if_pointer = join_pointer(ctx.pointer, "if")
        if ctx.mode == "collect":
            branch = self.fresh("branch")
            w.line(f"{branch}: set[str] = set()")
            condition = f"{self.function(if_pointer, 'collect', ctx.scope)}({ctx.var}, {branch})"
        else:
            condition = f"{self.function(if_pointer, 'check', ctx.scope)}({ctx.var})"
        with w.block(f"if {condition}:"):
            if ctx.mode == "collect":
                w.line(f"{ctx.evaluated}.update({branch})")
            if "then" in schema:
                pointer = join_pointer(ctx.pointer, "then")
                self._emit_schema(w, self.index.node(pointer), ctx.at(pointer=pointer))
        if "else" in schema:
            with w.block("else:"):
                pointer = join_pointer(ctx.pointer, "else")
                self._emit_schema(w, self.index.node(pointer), ctx.at(pointer=pointer))

    def _emit_unevaluated(self, w: Writer, schema: dict[str, object], ctx: Ctx) -> None:
        guarded = self._guard(w, "object", ctx)
        if guarded is None:
            return
        sub = schema["unevaluatedProperties"]
        pointer = join_pointer(ctx.pointer, "unevaluatedProperties")
        for inner in guarded:
            if sub is True and inner.mode != "collect":
                # Everything not evaluated is allowed: only its JSON-ness is left to check.
                self._extras_json_check(w, self.string_set([]), inner)
                continue
            seen = self.fresh("seen")
            core = self.function(inner.pointer, "collect", inner.scope, core=True)
            w.line(f"{seen}: set[str] = set()")
            if inner.mode == "errors":
                w.line(f"{core}({inner.var}, {seen})")
            else:
                with w.block(f"if not {core}({inner.var}, {seen}):"):
                    w.line("return False")
            self._emit_unseen(w, sub, pointer, seen, inner)
            if inner.evaluated:
                w.line(f"{inner.evaluated}.update({inner.var})")

    def _emit_unseen(self, w: Writer, sub: object, pointer: str, seen: str, ctx: Ctx) -> None:
        key, value = self.fresh("key"), self.fresh("value")
        self.use("escape_token")
        path = f'{ctx.path} + "/" + escape_token({key})' if ctx.mode == "errors" else ctx.path
        with w.block(f"for {key}, {value} in {ctx.var}.items():"):
            with w.block(f"if {key} in {seen}:"):
                w.line("continue")
            if sub is False:
                self.fail(
                    w, ctx, "unevaluatedProperties", " is not an allowed property name", key, path
                )
                return
            with w.block(f"if type({key}) is not str:"):
                self.fail(w, ctx, "type", " is an object key but not a string", key)
            self._apply_at(w, pointer, ctx, value, path, assign=False)

    # -- positions -----------------------------------------------------------------

    def _apply_at(
        self, w: Writer, pointer: str, ctx: Ctx, value: str, path: str, *, assign: bool = True
    ) -> None:
        """Validate ``value`` (a new position: property value, item, ...) against ``pointer``."""
        if assign:
            var = self.fresh("value")
            w.line(f"{var} = {value}")
        else:
            var = value
        if ctx.mode == "errors" and path != ctx.path and not _is_name(path):
            path_var = self.fresh("path")
            w.line(f"{path_var} = {path}")
            path = path_var
        mode = "check" if ctx.mode == "collect" else ctx.mode
        inner = Ctx(mode=mode, var=var, path=path, pointer=pointer, base=ctx.base, scope=ctx.scope)
        self._emit_schema(w, self.index.node(pointer), inner)
        self._open_check(w, pointer, inner)

    def _open_check(self, w: Writer, pointer: str, ctx: Ctx) -> None:
        """Reject non-JSON values in whatever the schema at ``pointer`` leaves open."""
        allowed = self.allowed_types(pointer)
        var = ctx.var
        if allowed is None:
            if ctx.mode == "errors":
                self.use("json_problem")
                problem = self.fresh("problem")
                w.line(f"{problem} = json_problem({var}, {ctx.path})")
                with w.block(f"if {problem} is not None:"):
                    w.line(f'errors.append(ValidationError({problem}[0], "type", {problem}[1]))')
            else:
                self.use("is_json")
                with w.block(f"if not is_json({var}):"):
                    w.line("return False")
            return
        if "object" in allowed and not self.closes_objects(pointer):
            known = self.string_set(self.known_properties(pointer))
            with w.block(f"if type({var}) is dict:", merge=True):
                self._extras_json_check(w, known, ctx)
        if "array" in allowed and not self.covers_items(pointer):
            self.use("is_json", "json_problem")
            if ctx.mode == "errors":
                problem = self.fresh("problem")
                with w.block(f"if type({var}) is list:"):
                    w.line(f"{problem} = json_problem({var}, {ctx.path})")
                    with w.block(f"if {problem} is not None:"):
                        w.line(
                            f'errors.append(ValidationError({problem}[0], "type", {problem}[1]))'
                        )
            else:
                with w.block(f"if type({var}) is list and not is_json({var}):"):
                    w.line("return False")

    # -- static analysis -------------------------------------------------------------

    def _in_place(self, pointer: str, *, branches: bool) -> tuple[str, ...]:
        """Pointers of the subschemas applied in place: allOf, $ref (and unions if asked)."""
        key = (pointer, branches)
        found = self._in_place_found.get(key)
        if found is None:
            found = self._in_place_found[key] = tuple(self._find_in_place(pointer, branches))
        return found

    def _find_in_place(self, pointer: str, branches: bool) -> Iterator[str]:
        schema = self.index.node(pointer)
        if not isinstance(schema, dict):
            return
        base = self.index.bases.get(pointer, "")
        scope: tuple[tuple[str, str], ...] = ()
        for keyword in ("$ref", "$dynamicRef"):
            if isinstance(schema.get(keyword), str):
                ctx = Ctx("check", "", "", pointer, base, scope)
                yield self._reference(schema, keyword, ctx).pointer
        keywords = ["allOf"] + (["anyOf", "oneOf"] if branches else [])
        for keyword in keywords:
            if isinstance(members := schema.get(keyword), list):
                yield from (join_pointer(pointer, keyword, i) for i in range(len(members)))
        if branches:
            for keyword in ("then", "else"):
                if keyword in schema:
                    yield join_pointer(pointer, keyword)
            if isinstance(dependent := schema.get("dependentSchemas"), dict):
                yield from (join_pointer(pointer, "dependentSchemas", k) for k in dependent)

    def _closure(self, pointer: str, *, branches: bool) -> list[str]:
        """``pointer`` and every subschema applied in place below it, each once."""
        order, seen = [pointer], {pointer}
        for current in order:
            for found in self._in_place(current, branches=branches):
                if found not in seen:
                    seen.add(found)
                    order.append(found)
        return order

    def allowed_types(self, pointer: str) -> frozenset[str] | None:
        """The JSON types the schema can accept, or None when it does not constrain types.

        Computed for ``pointer`` and every subschema it depends on (``$ref`` and ``allOf``
        targets, ``anyOf`` / ``oneOf`` branches) in one depth-first pass with an explicit
        stack, so a chain of thousands of references does not recurse. A subschema met again
        while its own answer is being worked out (a cycle) constrains nothing.
        """
        known = self._allowed_types
        if pointer in known:
            return known[pointer]
        entered: set[str] = set()
        stack = [pointer]
        while stack:
            current = stack[-1]
            if current in known:
                stack.pop()
            elif current in entered:
                stack.pop()
                known[current] = self._allowed(current)
            else:
                entered.add(current)
                # Reversed, so the dependencies are worked out in schema order.
                for dependency in reversed(self._type_dependencies(current)):
                    if dependency not in known and dependency not in entered:
                        stack.append(dependency)
        return known[pointer]

    def _type_dependencies(self, pointer: str) -> list[str]:
        """The subschemas whose allowed types :meth:`_allowed` reads."""
        branches = self._union_branches(pointer, self.index.node(pointer))
        return [*self._in_place(pointer, branches=False), *(p for g in branches for p in g)]

    @staticmethod
    def _union_branches(pointer: str, schema: Schema) -> list[list[str]]:
        """The pointers of the branches of each ``anyOf`` and ``oneOf`` of ``schema``."""
        if not isinstance(schema, dict):
            return []
        return [
            [join_pointer(pointer, keyword, i) for i in range(len(branches))]
            for keyword in ("anyOf", "oneOf")
            if isinstance(branches := schema.get(keyword), list)
        ]

    def _allowed(self, pointer: str) -> frozenset[str] | None:
        """The allowed types at ``pointer`` from its own keywords and the answers already
        known for its dependencies (one not yet known is on a cycle: no constraint)."""
        schema = self.index.node(pointer)
        if schema is True:
            return None
        if schema is False:
            return frozenset()
        assert isinstance(schema, dict)
        known = self._allowed_types
        result: frozenset[str] | None = None

        def narrow(types: frozenset[str] | None) -> None:
            nonlocal result
            if types is not None:
                result = types if result is None else result & types

        if "type" in schema:
            kind = schema["type"]
            names = kind if isinstance(kind, list) else [kind]
            narrow(frozenset("number" if n == "integer" else str(n) for n in names))
        if "const" in schema:
            narrow(frozenset({_json_type(schema["const"])}))
        if isinstance(values := schema.get("enum"), list):
            narrow(frozenset(_json_type(v) for v in values))
        for member in self._in_place(pointer, branches=False):
            narrow(known.get(member))
        for group in self._union_branches(pointer, schema):
            options = [known.get(branch) for branch in group]
            if all(o is not None for o in options):
                narrow(frozenset().union(*[o for o in options if o is not None]))
        return result

    def closes_objects(self, pointer: str) -> bool:
        """True when additional or unevaluated properties are handled by a keyword."""
        for member in self._closure(pointer, branches=False):
            schema = self.index.node(member)
            if isinstance(schema, dict) and (
                "additionalProperties" in schema or "unevaluatedProperties" in schema
            ):
                return True
        return False

    def covers_items(self, pointer: str) -> bool:
        for member in self._closure(pointer, branches=False):
            schema = self.index.node(member)
            if isinstance(schema, dict) and "items" in schema:
                return True
        return False

    def known_properties(self, pointer: str) -> list[str]:
        names: set[str] = set()
        for member in self._closure(pointer, branches=True):
            properties = _keyword(self.index.node(member), "properties")
            if isinstance(properties, dict):
                names.update(properties)
        return sorted(names)

    def discriminated(self, pointers: list[str], ctx: Ctx) -> Union | None:
        """Prove the branches are told apart by one required string const property.

        Each branch must accept only objects, require the property and fix it with a
        distinct string ``const``; at most one "open" branch may instead exclude every
        other branch's value with a ``not`` (then it takes every other value).
        """
        shapes = [self._tagged_shape(p) for p in pointers]
        candidates = [s for s in shapes if s is not None and s[1] is not None]
        if not candidates:
            return None
        prop = candidates[0][0]
        values: list[tuple[str, int]] = []
        open_branch = None
        excluded: frozenset[str] = frozenset()
        for index, shape in enumerate(shapes):
            if shape is None or shape[0] != prop:
                return None
            if shape[1] is not None:
                values.append((shape[1], index))
            elif open_branch is None and shape[2] is not None:
                open_branch, excluded = index, shape[2]
            else:
                return None
        tags = [v for v, _ in values]
        if len(set(tags)) != len(tags):
            return None
        if open_branch is not None and not set(tags) <= excluded:
            return None
        return Union(prop, tuple(values), open_branch)

    def _tagged_shape(self, pointer: str) -> tuple[str, str | None, frozenset[str] | None] | None:
        """(property, const value or None, values excluded by ``not``) of a union branch."""
        schema = self._follow_plain_ref(pointer)
        if not isinstance(schema, dict) or self.allowed_types(pointer) != frozenset({"object"}):
            return None
        required = schema.get("required")
        properties = schema.get("properties")
        if not isinstance(required, list) or not isinstance(properties, dict):
            return None
        for prop in required:
            sub = properties.get(prop)
            if isinstance(sub, dict) and isinstance(sub.get("const"), str):
                return prop, sub["const"], None
        for prop in required:
            excluded = self._excluded_values(schema.get("not"), prop)
            if excluded is not None and isinstance(properties.get(prop), dict):
                return prop, None, excluded
        return None

    def _follow_plain_ref(self, pointer: str) -> Schema:
        schema = self.index.node(pointer)
        seen = {pointer}
        while isinstance(schema, dict) and set(schema) - ANNOTATIONS == {"$ref"}:
            ctx = Ctx("check", "", "", pointer, self.index.bases.get(pointer, ""), ())
            target = self._reference(schema, "$ref", ctx)
            if target.pointer in seen:
                break
            seen.add(target.pointer)
            pointer, schema = target.pointer, target.schema
        return schema

    @staticmethod
    def _excluded_values(schema: object, prop: str) -> frozenset[str] | None:
        """Values of ``prop`` for which every object matches ``schema`` (a ``not``)."""
        if not isinstance(schema, dict):
            return None
        options = schema.get("anyOf") if set(schema) - ANNOTATIONS == {"anyOf"} else [schema]
        if not isinstance(options, list):
            return None
        values = set()
        for option in options:
            if not isinstance(option, dict) or not set(option) - ANNOTATIONS <= {
                "type",
                "properties",
                "required",
            }:
                return None
            if option.get("type", "object") != "object" or option.get("required") != [prop]:
                return None
            properties = option.get("properties")
            if not isinstance(properties, dict) or set(properties) != {prop}:
                return None
            sub = properties[prop]
            if not isinstance(sub, dict) or not set(sub) - ANNOTATIONS <= {"type", "const"}:
                return None
            if sub.get("type", "string") != "string" or not isinstance(sub.get("const"), str):
                return None
            values.add(sub["const"])
        return frozenset(values)


def _return_condition(lines: list[str]) -> None:
    """End a check function: ``if C: return False`` + ``return True`` is ``return not C``."""
    if (
        len(lines) >= 2
        and lines[-1] == "        return False"
        and lines[-2].startswith("    if ")
        and lines[-2].endswith(":")
    ):
        condition = lines[-2][len("    if ") : -1]
        lines[-2:] = [f"    return {negate(condition)}"]
    else:
        lines.append("    return True")


def _plain(ctx: Ctx) -> Iterator[Ctx]:
    yield ctx


def _guarded(w: Writer, test: str, ctx: Ctx) -> Iterator[Ctx]:
    with w.block(f"if {test}:", merge=True):
        yield ctx


def _keyword(schema: Schema, keyword: str) -> object:
    """The value of ``keyword`` in ``schema`` (None when absent or a boolean schema)."""
    return schema.get(keyword) if isinstance(schema, dict) else None


def _is_name(text: str) -> bool:
    return text.isidentifier()


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _show(value: object) -> str:
    """A schema value as JSON-ish text for messages (never code: always passed to py_literal)."""
    import json

    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
