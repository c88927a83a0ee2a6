"""Compile JSON Schema 2020-12 into straight-line Python validator functions.

Each subschema that needs its own function (a ``$ref`` target, a branch of ``anyOf`` /
``oneOf``, the subschema of ``not``, ``if`` or ``contains``) becomes one function named
from its JSON pointer; every other subschema is inlined into its parent. A function is
compiled in one of three modes:

``check``
    ``check_X(instance) -> bool``: the fast verdict; returns at the first failure.
``collect``
    ``collect_X(instance, evaluated) -> bool``: the verdict, and on success the property
    names (of an object) or the item indices (of an array) the schema evaluated are added to
    ``evaluated`` (only compiled for subschemas that an ``unevaluatedProperties`` or
    ``unevaluatedItems`` needs annotations from).
``errors``
    ``errors_X(instance, path, errors) -> None``: appends a :class:`ValidationError` per
    failure; used only to explain an instance that ``check`` already rejected.

The work is split three ways:

- :mod:`~acp_codegen.validators.analysis` answers questions about the schema (allowed
  types, discriminated unions, what a position leaves open) and emits nothing;
- the emitters in :mod:`acp_codegen.validators.emit`, one module per keyword family, write
  the code of their keywords, in the fixed order of :data:`KEYWORD_ORDER`;
- this module's :class:`Compiler` holds what they share: the functions to compile,
  failures, and applying a subschema to the instance or to a new position; the module's
  names, its constants and dispatch tables are its :class:`ModuleNames`
  (:mod:`~acp_codegen.validators.names`), and functions an earlier run compiled from the
  same schemas come from the memo (:mod:`~acp_codegen.validators.memo`).

Schema values reach the output only through :func:`acp_codegen.render.literal.py_literal`
(with ``non_finite`` where a schema number may be one: Python reads JSON's ``1e400`` as
infinity), and names only through :mod:`acp_codegen.validators.names`, which spells them as
:mod:`acp_codegen.naming` does; regexes, enums and property sets become module constants
compiled once.

Positions (the instance itself, a property value, an array item) also get a JSON check
for whatever their schema leaves unconstrained, so that no schema accepts a non-JSON
Python value (a set, NaN, a non-string key) anywhere; see :meth:`Compiler.open_check`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from acp_codegen import vocabulary
from acp_codegen.errors import join_pointer
from acp_codegen.render.literal import long_string, py_literal
from acp_codegen.validators import regex
from acp_codegen.validators.analysis import SchemaAnalysis
from acp_codegen.validators.emit import applicators, arrays, objects, scalars
from acp_codegen.validators.names import EVALUATED, NO_NAMES, ModuleNames, function_stem
from acp_codegen.validators.resolver import Schema, SchemaIndex, Target
from acp_codegen.validators.writer import Ctx, Writer, guarded, plain, return_condition
from acp_codegen.vocabulary import ANNOTATIONS, RULES, is_extension

if TYPE_CHECKING:
    from acp_codegen.validators.memo import FunctionMemo

Emitter = Callable[["Compiler", Writer, dict[str, object], Ctx], "Ctx | None"]


def _constraining(instance: str, *, but: str) -> tuple[str, ...]:
    """The keywords that constrain instances of the JSON type ``instance``, but ``but``
    (emitted last)."""
    return tuple(k for k in vocabulary.where(instance=instance) if k != but)


# Keyword groups in emission order: the keywords each handles, and its emitter. Every keyword
# of the registry that is no annotation is in one group (tests/validators/test_refusals.py).
KEYWORD_ORDER: tuple[tuple[tuple[str, ...], Emitter], ...] = (
    (("type",), scalars.emit_type),
    (("const",), scalars.emit_const),
    (("enum",), scalars.emit_enum),
    (vocabulary.where(instance="number"), scalars.emit_number),
    (vocabulary.where(instance="string"), scalars.emit_string),
    (_constraining("array", but="unevaluatedItems"), arrays.emit_array),
    (_constraining("object", but="unevaluatedProperties"), objects.emit_object),
    (("$ref", "$dynamicRef"), applicators.emit_ref),
    (("allOf",), applicators.emit_all_of),
    (("anyOf",), applicators.emit_any_of),
    (("oneOf",), applicators.emit_one_of),
    (("not",), applicators.emit_not),
    (("if", "then", "else"), applicators.emit_conditional),
    (("unevaluatedProperties",), objects.emit_unevaluated),
    (("unevaluatedItems",), arrays.emit_unevaluated_items),
)
# The emitters a schema's ``core`` function leaves out: it gathers the annotations they read.
_UNEVALUATED = (objects.emit_unevaluated, arrays.emit_unevaluated_items)
KEYWORDS = frozenset(k for group, _ in KEYWORD_ORDER for k in group)

_PYTHON = {"array": "list", "object": "dict"}  # the Python type of a JSON container
_GROUP_GUARDS = {
    "number": ("number", "type({v}) is int or type({v}) is float"),
    "string": ("string", "type({v}) is str"),
    "array": ("array", "type({v}) is list"),
    "object": ("object", "type({v}) is dict"),
}
# The parameters and return type of each mode's functions.
_SIGNATURES = {
    "check": ((("instance", "Any"),), "bool"),
    "collect": ((("instance", "Any"), ("evaluated", EVALUATED)), "bool"),
    "errors": (
        (("instance", "Any"), ("path", "str"), ("errors", "list[ValidationError]")),
        "None",
    ),
}


def signature(mode: str, body: list[str]) -> str:
    """A function's parameters and return type; a parameter its ``body`` does not read is
    named with a leading underscore (every function of a mode takes the same arguments)."""
    parameters, returns = _SIGNATURES[mode]
    code = _STRING.sub("", "\n".join(body))
    spelled = [
        f"{name if _PARAMETERS[name].search(code) else '_' + name}: {kind}"
        for name, kind in parameters
    ]
    return f"({', '.join(spelled)}) -> {returns}"


# A parameter is read when it is one of the words of the function's code (``\w+``) outside
# string literals (a property named "errors" is not the parameter).
_PARAMETERS = {
    name: re.compile(rf"\b{name}\b")
    for parameters, _ in _SIGNATURES.values()
    for name, _ in parameters
}
_STRING = re.compile(r"'(?:\\.|[^'\\])*'|\"(?:\\.|[^\"\\])*\"")


# What tells one function of the module from another: the pointer, mode, dynamic scope,
# position and core of :meth:`Compiler.function`, then its ``via`` when there is one.
FunctionKey = (
    tuple[str, str, tuple[tuple[str, str], ...], bool, bool]
    | tuple[str, str, tuple[tuple[str, str], ...], bool, bool, str]
)


@dataclass
class Function:
    """One function of the module: what it is compiled from, its name, and its lines."""

    key: FunctionKey
    name: str
    mode: str
    pointer: str
    scope: tuple[tuple[str, str], ...]
    position: bool
    core: bool
    via: str | None = None
    lines: list[str] = dataclasses.field(default_factory=list)


class Compiler:
    """Compiles the subschemas of one :class:`SchemaIndex` on demand."""

    def __init__(self, index: SchemaIndex, memo: FunctionMemo | None = None) -> None:
        self.index = index
        self.analysis = SchemaAnalysis(index)
        self.functions: dict[FunctionKey, Function] = {}
        self._pending: list[Function] = []
        self.names = ModuleNames()
        self._counter = 0
        self.memo = memo

    # -- functions -----------------------------------------------------------------

    def function(
        self,
        pointer: str,
        mode: str,
        scope: tuple[tuple[str, str], ...],
        *,
        position: bool = False,
        core: bool = False,
        via: str | None = None,
    ) -> str:
        """The name of the function for the subschema at ``pointer`` (compiled later).

        A ``position`` function also checks what the schema leaves open; ``via`` is the
        pointer of the function it calls for the rest, when not the schema at ``pointer``
        itself (a dispatched branch whose own keywords the dispatch has settled)."""
        if not self.index.uses_dynamic_ref:
            scope = ()
        key = function_key(pointer, mode, scope, position, core, via)
        found = self.functions.get(key)
        if found is None:
            name = self.names.claim(function_stem(pointer, mode, position, core), repr(key))
            found = Function(key, name, mode, pointer, scope, position, core, via)
            self.functions[key] = found
            self._pending.append(found)
        self.names.record(("function", key, found.name))
        return found.name

    def compile_pending(self) -> None:
        while self._pending:
            function = self._pending.pop(0)
            if self.memo is None:
                self.compile(function)
            else:
                self.memo.compile(self, function)

    def compile(self, function: Function) -> None:
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
        if function.via:
            # A dispatched branch's verdict (only a check position has a via), run for every
            # value of its union: the code of the definition it references, then the check of
            # what the branch leaves open, in one body (a second call per value costs more
            # than the copy).
            via = function.via
            inner = ctx.at(pointer=via, base=self.index.bases[via])
            known = self.emit_schema(w, self.index.node(via), inner)
            self.open_check(w, function.pointer, ctx.at(known=known))
        elif function.position:
            # A position of its own (an entry point, a branch a union selects): the schema's
            # own function, then the check that what it leaves open holds JSON values
            # (compiled once, not a second copy of the body).
            known = self.call(w, Target(schema, function.pointer, ctx.base), ctx)
            self.open_check(w, function.pointer, ctx.at(known=known))
        else:
            self.emit_schema(w, schema, ctx, skip_unevaluated=function.core)
        if function.mode != "errors":
            return_condition(w.lines)
        elif not w.lines:
            w.line("pass")
        self.define(function, w.lines)

    @staticmethod
    def define(function: Function, body: list[str]) -> None:
        # The name is the one the function was given when first asked for (by a caller, whose
        # claim may differ from run to run), so the memo keeps the body alone.
        function.lines = [f"def {function.name}{signature(function.mode, body)}:", *body]

    # -- patterns --------------------------------------------------------------------

    def pattern(self, pattern: object, pointer: str) -> str:
        """A compiled-regex constant for the ECMA-262 ``pattern`` at ``pointer``."""
        if not isinstance(pattern, str):
            raise self.problem(pointer, "a pattern must be a string")
        try:
            translated = regex.translate(pattern)
        except ValueError as error:
            raise self.problem(pointer, f"pattern {pattern!r}: {error}") from None
        self.names.use("re")
        source = f"re.compile({py_literal(translated)})"
        return self.names.place_constant("PATTERN", pointer, source, "re.Pattern[str]")

    def character_run(self, pattern: object, pointer: str) -> tuple[str, bool] | None:
        """For a ``pattern`` that only lists the characters a whole string is made of
        (``^[...]*$``, ``^[...]+$``; see :func:`regex.character_run`): a string constant of
        those characters, ``_CHARS_PromptSuggestion_properties_prompt_pattern``, and whether
        at least one is required. None for any other pattern."""
        if not isinstance(pattern, str):
            raise self.problem(pointer, "a pattern must be a string")
        try:
            run = regex.character_run(pattern)
        except ValueError as error:
            raise self.problem(pointer, f"pattern {pattern!r}: {error}") from None
        if run is None:
            return None
        chars, at_least_one = run
        return self.names.place_constant("CHARS", pointer, long_string(chars), "str"), at_least_one

    def fresh(self, stem: str) -> str:
        """A local variable name, unique within the function being compiled."""
        self._counter += 1
        return f"{stem}_{self._counter}"

    # -- schema values ---------------------------------------------------------------

    def problem(self, pointer: str, message: str) -> Exception:
        return self.index.problem(pointer, message)

    def number(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> int | float:
        value = schema[keyword]
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.problem(join_pointer(ctx.pointer, keyword), f"{keyword} must be a number")
        return value

    def count(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> int:
        value = schema[keyword]
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self.problem(
                join_pointer(ctx.pointer, keyword), f"{keyword} must be a non-negative integer"
            )
        return value

    def names_list(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> list[str]:
        names = schema.get(keyword, [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise self.problem(join_pointer(ctx.pointer, keyword), "must be an array of strings")
        return [str(n) for n in names]

    def branches(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> list[Schema]:
        branches = schema[keyword]
        if not isinstance(branches, list) or not branches:
            raise self.problem(
                join_pointer(ctx.pointer, keyword), f"{keyword} must be a non-empty array"
            )
        return branches

    # -- failures ------------------------------------------------------------------

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
        source = f"Failure({py_literal(rule)}, {long_string(text)}, shows_value={shows_value})"
        failure = self.names.shared_constant("FAIL", f"{rule} {text}", source, "Failure")
        self.names.use("Failure")
        arguments = [path or ctx.path] + ([value] if shows_value and value else [])
        w.line(f"errors.append({failure}.at({', '.join(arguments)}))")

    # -- schemas -------------------------------------------------------------------

    def emit_schema(
        self, w: Writer, schema: Schema, ctx: Ctx, *, skip_unevaluated: bool = False
    ) -> str | None:
        """Inline the code of ``schema`` (at ``ctx.pointer``), keyword group by group.

        Returns the JSON type the code has established for the instance when it runs on
        (``object`` after ``if type(instance) is not dict: return False``), so that what
        follows in the same function needs no guard of its own; None when it established
        none (always so in ``errors`` mode, which goes on after a failure)."""
        if schema is True:
            return ctx.known
        if schema is False:
            self.fail(w, ctx, "false", "no value is allowed here")
            return ctx.known
        for keyword in schema:
            if keyword not in KEYWORDS and keyword not in ANNOTATIONS and not is_extension(keyword):
                raise self.problem(
                    join_pointer(ctx.pointer, keyword), f"unsupported keyword {keyword!r}"
                )
        ctx = ctx.at(
            base=self.index.bases.get(ctx.pointer, ctx.base),
            scope=self._enter(schema, ctx),
            rules=self._rules(schema, ctx.pointer),
        )
        for keywords, emitter in KEYWORD_ORDER:
            if skip_unevaluated and emitter in _UNEVALUATED:
                continue
            if not schema.keys().isdisjoint(keywords):
                ctx = emitter(self, w, schema, ctx) or ctx
        return ctx.known

    def _enter(self, schema: dict[str, object], ctx: Ctx) -> tuple[tuple[str, str], ...]:
        """The dynamic scope inside ``schema``: the caller's, plus the ``$dynamicAnchor`` names of
        the resource ``schema`` belongs to, the outermost binding of a name winning.

        Evaluation enters a resource wherever it lands in it, at its root (``$id``) or at a
        subschema a ``$ref`` points into (``first#/$defs/stuff``), so the resource of every
        schema evaluated is in scope, not only those whose ``$id`` the evaluation passed."""
        if not self.index.uses_dynamic_ref:
            return ctx.scope
        bound = dict(ctx.scope)
        base = self.index.bases.get(ctx.pointer, ctx.base)
        for name, pointer in self.index.resource_dynamic_anchors(base):
            bound.setdefault(name, pointer)
        return tuple(sorted(bound.items()))

    def _rules(self, schema: dict[str, object], pointer: str) -> tuple[tuple[str, str, str], ...]:
        rules = schema.get(RULES)
        if rules is None:
            return ()
        where = join_pointer(pointer, RULES)
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

    def guard(self, w: Writer, group: str, ctx: Ctx) -> Iterator[Ctx] | None:
        """Context for keywords that apply to one JSON type only (``group``): inside an
        ``if type(v) is ...:`` unless the ``type`` keyword already settled it, and None when
        it ruled that type out."""
        known, test = _GROUP_GUARDS[group]
        if ctx.known is not None and (
            ctx.known == known or (known, ctx.known) == ("number", "integer")
        ):
            return plain(ctx)
        if ctx.known is not None:
            return None  # the type keyword already ruled this type out
        return guarded(w, test.format(v=ctx.var), ctx)

    def evaluated_by_the_rest(self, w: Writer, ctx: Ctx) -> str:
        """``seen_1: set[str | int] = set()`` and the call of ``collect_X_core(instance,
        seen_1)``: the schema's keywords but ``unevaluated*``, gathering the property names or
        item indices they evaluated (a verdict returns when they fail; an explanation goes on).
        Returns the set's name."""
        seen = self.fresh("seen")
        core = self.function(ctx.pointer, "collect", ctx.scope, core=True)
        w.line(f"{seen}: {EVALUATED} = set()")
        if ctx.mode == "errors":
            w.line(f"{core}({ctx.var}, {seen})")
        else:
            with w.block(f"if not {core}({ctx.var}, {seen}):"):
                w.line("return False")
        return seen

    # -- in place ------------------------------------------------------------------

    def call(self, w: Writer, target: Target, ctx: Ctx) -> str | None:
        """Apply the subschema at ``target`` to the current instance, in place. Returns the
        JSON type the code after the call may take the instance to have: in a verdict, which
        returned unless the subschema matched, the one type its own ``type`` keyword allows
        (what the called function tests first, whatever it refers to), else what was known.
        A chain of aliases is called at its end (:meth:`SchemaAnalysis.alias_end`)."""
        target = self.analysis.alias_end(target)
        name = self.function(target.pointer, ctx.mode, ctx.scope)
        if ctx.mode == "errors":
            w.line(f"{name}({ctx.var}, {ctx.path}, errors)")
            return None
        if ctx.mode == "collect":
            with w.block(f"if not {name}({ctx.var}, {ctx.evaluated}):"):
                w.line("return False")
        else:
            with w.block(f"if not {name}({ctx.var}):"):
                w.line("return False")
        named = target.schema.get("type") if isinstance(target.schema, dict) else None
        if isinstance(named, list) and len(named) == 1:
            (named,) = named
        return named if isinstance(named, str) and named in scalars.JSON_TYPES else ctx.known

    def reference(self, schema: dict[str, object], keyword: str, ctx: Ctx) -> Target:
        """The target of ``$ref`` or ``$dynamicRef``; the latter in the dynamic scope."""
        target = self.analysis.reference(schema, keyword, ctx.pointer, ctx.base)
        if keyword == "$dynamicRef":
            reference = schema[keyword]
            assert isinstance(reference, str)
            # Without an anchor nothing is bound: no ``$dynamicAnchor`` is named "".
            anchor = self.index.dynamic_anchor_at(ctx.base, reference)
            bound = dict(ctx.scope).get(anchor or "")
            if bound is not None:
                target = Target(self.index.node(bound), bound, self.index.bases[bound])
        return target

    # -- positions -----------------------------------------------------------------

    def apply_at(
        self,
        w: Writer,
        pointer: str,
        ctx: Ctx,
        value: str,
        path: str,
        *,
        assign: bool = True,
        explained: str = "",
    ) -> None:
        """Validate ``value`` (a new position: property value, item, ...) against ``pointer``.
        An explanation leaves out the check of what its schema leaves open where
        ``explained`` (a test) holds: another keyword names the value where it is."""
        if assign:
            var = self.fresh("value")
            w.line(f"{var} = {value}")
        else:
            var = value
        if ctx.mode == "errors" and path != ctx.path and not path.isidentifier():
            path_var = self.fresh("path")
            w.line(f"{path_var} = {path}")
            path = path_var
        mode = "check" if ctx.mode == "collect" else ctx.mode
        inner = Ctx(
            mode=mode,
            var=var,
            path=path,
            pointer=pointer,
            base=ctx.base,
            scope=ctx.scope,
            in_arm=ctx.in_arm,
        )
        known = self.emit_schema(w, self.index.node(pointer), inner)
        if explained:
            with w.block(f"if not ({explained}):"):
                self.open_check(w, pointer, inner.at(known=known))
        else:
            self.open_check(w, pointer, inner.at(known=known))

    def open_check(self, w: Writer, pointer: str, ctx: Ctx) -> None:
        """Reject non-JSON values in whatever the schema at ``pointer`` leaves open.

        Of an object, the properties its keywords check nowhere else; of an array, the items
        (unless ``items`` checks them). A schema that allows every type leaves the whole value
        open but for an object or an array whose parts its keywords check at positions of
        their own: those are left open as a ``type`` keyword would leave them. An explanation
        also leaves out the properties a ``patternProperties`` name matches and the items of
        a ``prefixItems``, those a subschema applied on a condition names when the condition
        holds (:meth:`explained_names`, :meth:`explained_items`), and every part where one
        keyword explains them all (:meth:`SchemaAnalysis.explains_every`: an
        ``unevaluatedItems``, the one branch of a union that takes the type), or, when the
        tag selects a branch that does, a discriminated union (:meth:`_unselected`), so that
        each part is explained once, where it is (a non-string key by the loop over the other
        properties, a property's value at its own position); a verdict, which a part checked
        twice does not change, checks them again rather than match each other name against
        the patterns or test the conditions."""
        allowed = self.analysis.allowed_types(pointer)
        var = ctx.var
        if allowed is None:
            allowed = self.analysis.parted_types(pointer)
            if not allowed:
                self.value_json_check(w, ctx)
                return
            others = " and ".join(f"type({var}) is not {_PYTHON[k]}" for k in sorted(allowed))
            with w.block(f"if {others}:", merge=True):
                self.value_json_check(w, ctx)
        # A verdict leaves every other property to a discriminated union in place, whose
        # selected branch checks them; an explanation names them unless its tag selects a
        # branch that does (:meth:`_unselected`).
        if "object" in allowed and not (
            self.analysis.explains_every(pointer, "object")
            if ctx.mode == "errors"
            else self.analysis.checks_other_properties(pointer)
        ):
            known = self.names.string_set(self.analysis.known_properties(pointer))
            present = self.analysis.known_present(pointer)
            tests = [] if ctx.known == "object" else [f"type({var}) is dict"]
            if ctx.mode == "errors":
                tests += self._unselected(pointer, ctx)
            # With no test, the code before returned unless the value is a dict.
            with w.block(f"if {' and '.join(tests)}:", merge=True) if tests else nullcontext():
                self.extras_json_check(w, known, ctx, present, pointer, walk=True)
        if "array" in allowed and not self.analysis.covers_items(pointer):
            # The array is the schema's; its items are the open values (level 1).
            if ctx.mode == "errors":
                if not self.analysis.explains_every(pointer, "array"):
                    self.names.use("items_problem")
                    start = self.explained_items(pointer, ctx)
                    with w.block(f"if type({var}) is list:"):
                        self.report_problem(w, f"items_problem({var}, {ctx.path}, {start})")
            else:
                self.names.use("is_json")
                with w.block(f"if type({var}) is list and not is_json({var}, 0):"):
                    w.line("return False")

    def value_json_check(self, w: Writer, ctx: Ctx) -> None:
        """Reject the value unless it is JSON all the way down (the value at level 1)."""
        if ctx.mode == "errors":
            self.names.use("json_problem")
            self.report_problem(w, f"json_problem({ctx.var}, {ctx.path})")
        else:
            self.names.use("is_json")
            with w.block(f"if not is_json({ctx.var}):"):
                w.line("return False")

    def report_problem(self, w: Writer, call: str) -> None:
        """``problem = <call>``, a non-JSON value's (path, rule, message) or None, reported
        as an error when there is one."""
        problem = self.fresh("problem")
        w.line(f"{problem} = {call}")
        with w.block(f"if {problem} is not None:"):
            w.line(f"errors.append(ValidationError(*{problem}))")

    def explained_names(self, pointer: str, ctx: Ctx, *, walk: bool = False) -> tuple[str, str]:
        """The names of the properties of ``ctx.var`` (an object) that an explanation by the
        code of ``pointer`` names where they are, as an expression of a set, and the
        patterns whose matching names it does, as one of a tuple ("" for none): those
        :meth:`SchemaAnalysis.known_properties` and :meth:`~SchemaAnalysis.known_patterns`
        give as ``explained`` (not those of a union several branches take objects in, which
        no tag tells apart), those of a subschema applied under a condition, when it holds
        (``_NAMES_1 | (_NAMES_2 if "a" in instance else _NO_NAMES)``), and those of a
        discriminated union's branch, when its tag selects it (:meth:`_selected_names`; for
        the ``walk`` of what the position leaves open, which runs only when no tag selects a
        branch naming every part, the other branches')."""
        names = self.names.string_set(self.analysis.known_properties(pointer, explained=True))
        patterns = self._patterns(pointer)
        terms = [patterns] if patterns != "()" else []
        for condition, applied in self._conditions(pointer, "object", ctx):
            sets = [
                self.names.string_set(
                    self.analysis.known_properties(p, explained=True) if p else []
                )
                for p in applied
            ]
            if sets != [NO_NAMES, NO_NAMES]:
                names += f" | ({sets[0]} if {condition} else {sets[1]})"
            matched = [self._patterns(p) if p else "()" for p in applied]
            if matched != ["()", "()"]:
                terms.append(f"({matched[0]} if {condition} else {matched[1]})")
        for selected in self._selected_names(pointer, ctx.var, walk, frozenset({pointer})):
            names += f" | {selected}"
        return names, " + ".join(terms)

    def explained_test(self, key: str, ctx: Ctx) -> str:
        """The test that ``key``, a key of ``ctx.var`` (an object), is the name of a property
        an explanation by the code of ``ctx.pointer`` names where it is
        (:meth:`explained_names`); "" when none is."""
        known, patterns = self.explained_names(ctx.pointer, ctx)
        tests = []
        if known != NO_NAMES:
            tests.append(f"{key} in {known}" if " " not in known else f"{key} in ({known})")
        if patterns:
            search = f"pattern.search({key}) is not None for pattern in {patterns}"
            tests.append(f"(type({key}) is str and any({search}))")
        return " or ".join(tests)

    def explained_items(self, pointer: str, ctx: Ctx) -> str:
        """The index of the first item of ``ctx.var`` (an array) from which on an explanation
        by the code of ``pointer`` names none where it is: past every item
        (:meth:`SchemaAnalysis.covers_items`), past :meth:`SchemaAnalysis.prefix_length`
        (``explained``), or
        past the items of a subschema applied under a condition, when it holds
        (``max(1, len(instance) if check_X_if(instance) else 0)``)."""
        start = self._items_end(pointer, ctx)
        for condition, applied in self._conditions(pointer, "array", ctx):
            ends = [self._items_end(p, ctx) for p in applied]
            if ends != ["0", "0"]:
                start = f"max({start}, {ends[0]} if {condition} else {ends[1]})"
        return start

    def _items_end(self, pointer: str | None, ctx: Ctx) -> str:
        """How many leading items of ``ctx.var`` the code of ``pointer`` (None: no code)
        names where they are: all of them, those of its prefix, or none."""
        if pointer is None:
            return "0"
        if self.analysis.covers_items(pointer):
            return f"len({ctx.var})"
        return str(self.analysis.prefix_length(pointer, explained=True))

    def _patterns(self, pointer: str) -> str:
        """A tuple of the compiled :meth:`SchemaAnalysis.known_patterns` of ``pointer``, those
        an explanation names (``explained``)."""
        found = self.analysis.known_patterns(pointer, explained=True)
        names = [self.pattern(*pattern) for pattern in found.items()]
        return f"({names[0]},)" if len(names) == 1 else f"({', '.join(names)})"

    def _conditions(self, pointer: str, kind: str, ctx: Ctx) -> list[tuple[str, list[str | None]]]:
        """The :meth:`SchemaAnalysis.conditionals` of ``pointer`` for a value of type ``kind``,
        each as the test of its condition on ``ctx.var`` (the property's presence, or the
        verdict of the ``if`` subschema's function) with the subschemas applied when it holds
        and when not. An ``if`` is left out where a ``$dynamicRef`` may make its function
        differ with the dynamic scope it is applied in, which the position does not know."""
        found: list[tuple[str, list[str | None]]] = []
        for condition, subject, *applied in self.analysis.conditionals(pointer, kind):
            if condition == "present":
                found.append((f"{py_literal(subject)} in {ctx.var}", applied))
            elif not self.index.uses_dynamic_ref:
                check = self.function(subject, "check", ctx.scope)
                found.append((f"{check}({ctx.var})", applied))
        return found

    def _unselected(self, pointer: str, ctx: Ctx) -> list[str]:
        """For each of the :meth:`SchemaAnalysis.selected_unions` of ``pointer`` whose tag
        can select a branch that names every part of ``ctx.var`` (an object), the test that
        it selects none (``"type" not in instance``, where every branch does): see
        :meth:`_namer_selected`."""
        tests = []
        for selected, unselected in self._namer_selected(pointer, ctx.var, frozenset({pointer})):
            tests.append(unselected or f"not ({selected})")
        return tests

    def _namer_selected(
        self, pointer: str, var: str, seen: frozenset[str]
    ) -> list[tuple[str, str]]:
        """For each of the :meth:`SchemaAnalysis.selected_unions` of ``pointer`` whose tag
        can select a branch that names every part of ``var`` (an object), the test that it
        does, and its negation in a simpler spelling when there is one (else ""). Such a
        branch names them all whatever the object (:meth:`SchemaAnalysis.names_every_part`),
        or leaves them to a union of its own whose tag selects such a branch in turn. A
        branch met again on the way (a union within itself) is taken to name none, so that
        the walk of what the position leaves open still runs (and may name a part twice)."""
        found = []
        for prop, arms in self.analysis.selected_unions(pointer):
            tag, known = f"{var}.get({py_literal(prop)})", f"{py_literal(prop)} in {var}"
            every: list[str] = []
            every_other = False  # the open branch names every part
            nested = []
            for tags, branch in arms:
                if self.analysis.names_every_part(branch):
                    every += tags or ()
                    every_other = every_other or tags is None
                elif branch not in seen:
                    inner = self._namer_selected(branch, var, seen | {branch})
                    if inner:
                        either = " or ".join(f"({test})" for test, _ in inner)
                        nested.append(f"{self._selects(prop, tags, arms, var)} and ({either})")
            terms, negation = nested, ""
            if every_other:
                others = sorted(t for ts, _ in arms for t in ts or () if t not in every)
                if not others:
                    terms, negation = [known, *nested], f"{py_literal(prop)} not in {var}"
                else:
                    names = self.names.string_set(others)
                    terms = [f"{known} and (type({tag}) is not str or {tag} not in {names})"]
                    terms += nested
                    negation = (
                        f"({py_literal(prop)} not in {var} or "
                        f"(type({tag}) is str and {tag} in {names}))"
                    )
            elif every:
                names = self.names.string_set(sorted(every))
                terms = [self._selects(prop, frozenset(every), arms, var), *nested]
                negation = f"(type({tag}) is not str or {tag} not in {names})"
            if terms:
                found.append((" or ".join(f"({t})" for t in terms), negation if not nested else ""))
        return found

    def _selects(
        self,
        prop: str,
        tags: frozenset[str] | None,
        arms: tuple[tuple[frozenset[str] | None, str], ...],
        var: str,
    ) -> str:
        """The test that the tag ``prop`` of ``var`` (an object) selects the branch of a
        discriminated union with ``arms`` that ``tags`` select (None: the open one, which
        takes every other tag, a string or not)."""
        spelt = py_literal(prop)
        tag = f"{var}.get({spelt})"
        if tags is None:
            known = self.names.string_set(sorted(t for ts, _ in arms for t in ts or ()))
            return f"{spelt} in {var} and (type({tag}) is not str or {tag} not in {known})"
        return f"type({tag}) is str and {tag} in {self.names.string_set(sorted(tags))}"

    def _selected_names(
        self, pointer: str, var: str, walk: bool, seen: frozenset[str]
    ) -> list[str]:
        """For each of the :meth:`SchemaAnalysis.selected_unions` of ``pointer``, the names
        of the properties of ``var`` (an object) its branches name where they are, each when
        its tag selects it: ``(_NAMES_kind_n if type(instance.get('kind')) is str and
        instance.get('kind') in _NAMES_a else _NO_NAMES)`` (the tag read by ``get``, which
        type checkers take on an object only known to be a dict), with those of the unions of their
        own in turn. With ``walk``, the branches that name every part are left out (the walk
        of what the position leaves open does not run when one is selected)."""
        found = []
        for prop, arms in self.analysis.selected_unions(pointer):
            by_names: dict[str, list[frozenset[str] | None]] = {}
            for tags, branch in arms:
                if walk and self.analysis.names_every_part(branch):
                    continue
                known = self.analysis.known_properties(branch, explained=True)
                parts = [self.names.string_set(known)] if known else []
                if branch not in seen:
                    parts += self._selected_names(branch, var, walk, seen | {branch})
                if parts:
                    by_names.setdefault(" | ".join(parts), []).append(tags)
            for names, selecting in by_names.items():
                tagged = frozenset(t for tags in selecting for t in tags or ())
                tests = [self._selects(prop, tagged, arms, var)] if tagged else []
                if None in selecting:
                    tests.append(self._selects(prop, None, arms, var))
                test = " or ".join(f"({t})" for t in tests) if len(tests) > 1 else tests[0]
                found.append(f"({names} if {test} else {self.names.string_set([])})")
        return found

    def refuse_key(self, w: Writer, key: str, ctx: Ctx) -> None:
        """In a loop over an object's keys, refuse ``key`` when it is no string: a verdict
        fails; an explanation names it as :func:`json_problem` does (the runtime's
        ``key_problem``, the one wording), and goes on to the next key, since its value has no
        pointer of its own."""
        with w.block(f"if type({key}) is not str:"):
            if ctx.mode != "errors":
                w.line("return False")
                return
            self.names.use("key_problem")
            w.line(f"errors.append(ValidationError(*key_problem({key}, {ctx.path})))")
            w.line("continue")

    def extras_json_check(
        self,
        w: Writer,
        known: str,
        ctx: Ctx,
        present: int = 0,
        pointer: str | None = None,
        *,
        walk: bool = False,
    ) -> None:
        """Reject non-JSON values among the properties not named in ``known``, of which
        every valid instance has ``present`` (see :meth:`SchemaAnalysis.known_present`). An
        explanation leaves out, in place of ``known``, the names the code of the schema at
        ``pointer`` explains where they are (:meth:`explained_names`, ``walk`` when it is
        the check of what that position leaves open)."""
        if ctx.mode == "errors":
            self.names.use("extras_problem")
            patterns = ""
            if pointer is not None:
                known, patterns = self.explained_names(pointer, ctx, walk=walk)
            matched = f", {patterns}" if patterns else ""
            self.report_problem(w, f"extras_problem({ctx.var}, {known}, {ctx.path}{matched})")
        else:
            # The subset test settles the common case (no unknown keys) without a call;
            # ``known.issuperset(instance)`` walks the keys in C without making a keys view,
            # twice as fast as ``instance.keys() <= known``. Nothing is known: only ``{}``.
            # An object with no more keys than the known ones it must have has no others,
            # which its length tells more cheaply still (``present`` counts known names, so
            # it is 0 when none are).
            self.names.use("extras_are_json")
            var = ctx.var
            settled = f"not {var}" if known == NO_NAMES else f"{known}.issuperset({var})"
            if present:
                settled = f"len({var}) <= {present} or {settled}"
            with w.block(f"if not ({settled} or extras_are_json({var}, {known})):"):
                w.line("return False")


def function_key(
    pointer: str,
    mode: str,
    scope: tuple[tuple[str, str], ...],
    position: bool,
    core: bool,
    via: str | None,
) -> FunctionKey:
    return (
        (pointer, mode, scope, position, core, via)
        if via
        else (pointer, mode, scope, position, core)
    )


def function_arguments(
    key: FunctionKey,
) -> tuple[str, str, bool, bool, tuple[tuple[str, str], ...], str | None]:
    """The (pointer, mode, position, core, scope, via) of a function's key."""
    pointer, mode, scope, position, core, *via = key
    return pointer, mode, position, core, scope, via[0] if via else None
