"""The differential fuzz of the generated parsers (run by ``tests/render/test_parse_fuzz.py``
and ``make fuzz``).

Instances come from the typed model (every definition, variant class and inline object the
package can parse by name): valid ones, then mutations of them (a dropped required key, an
unknown key, a wrong JSON type, ``true`` for an integer, ``null`` where it is not allowed, an
unknown or another variant's tag, another variant's body, the keys of two branches of a union
at once, boundary numbers and strings, a value nested many levels deep). Every random
choice is drawn from a ``random.Random`` that hypothesis provides, so hypothesis drives (and
shrinks) the choices.

The oracle is ``jsonschema`` on the *shape* of the schema: the document with the keywords the
docs leave to ``validate`` removed (:data:`LEFT_TO_VALIDATE`); ``format`` is an annotation,
for it as for the parsers and the validators. Against it:

- strict ``from_wire`` accepts exactly the instances the oracle accepts;
- ``to_wire(from_wire(x))`` is ``x`` as JSON values (:func:`json_equal`);
- tolerant ``from_wire`` accepts every instance strict mode accepts, with the same result, and
  whatever it returns for another instance is valid and differs from the instance only where
  a marker allows (:func:`repaired_only_by_markers`).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from acp_codegen.model.formats import INTEGER_FORMAT_BOUNDS
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
)
from jsonschema import Draft202012Validator

# The keywords strict parsing leaves to ``validate`` (docs/generated-package.md):
# bounds, lengths, patterns, item and property counts, uniqueness, ``contains``, property names
# and patterns, dependent requirements, unevaluated items, and a ``not`` outside the open
# branch of a union (the proposal's blank-prompt rule). Formats other than the integer ones are
# annotations for both.
LEFT_TO_VALIDATE = frozenset(
    {
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "pattern",
        "minItems",
        "maxItems",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "minProperties",
        "maxProperties",
        "propertyNames",
        "patternProperties",
        "dependentRequired",
        "unevaluatedItems",
    }
)
SCHEMA_MAPS = ("properties", "$defs", "patternProperties", "dependentSchemas")
SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
MAX_DEPTH = 5
WORDS = ["", "a", "text", "_vendor", "ünïcødé", "line\nbreak", "0", "\u2028", "x" * 300]
EDGE_NUMBERS = [
    *(0, -1, 1, 2**31, 2**32, 2**53, 2**53 + 1, 2**63, 2**64, -(2**63) - 1, -(2**64)),
    10**400,  # what the JSON text 1e400 reads as: an integer beyond a float's range
    *(1.0, -0.0, 0.5, 1e308, -1e308, 1.7976931348623157e308, 1e-300, 5e-324, float(2**64)),
]
# How deep the deep mutation nests a value (the harness's own comparisons recurse, so the
# limit itself is tested apart, in tests/run/test_limits.py).
DEEP_LEVELS = (40, 200)


def shape_schema(schema: Any, in_branch: bool = False) -> Any:
    """``schema`` without the keywords of :data:`LEFT_TO_VALIDATE` (and without a ``not`` that
    is not the open branch's exclusion of a union's tags)."""
    if isinstance(schema, list):
        return [shape_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in LEFT_TO_VALIDATE:
            continue
        if key == "not" and not in_branch:
            continue
        if key in SCHEMA_MAPS and isinstance(value, dict):
            out[key] = {name: shape_schema(sub) for name, sub in value.items()}
        elif key in ("anyOf", "oneOf") and isinstance(value, list):
            out[key] = [shape_schema(sub, in_branch=True) for sub in value]
        elif key in SCHEMA_LISTS and isinstance(value, list):
            out[key] = [shape_schema(sub) for sub in value]
        elif key in ("const", "enum", "default", "examples") or key.startswith("x-"):
            out[key] = value
        else:
            out[key] = shape_schema(value)
    return out


class Oracle:
    """``jsonschema`` verdicts on the shape of one document, by JSON pointer (the document's
    root, when it is a schema of its own, sits at ``/$defs/<ROOT>`` so one resolver serves
    every pointer)."""

    ROOT = " document root"

    def __init__(self, document: dict[str, Any], model: Model) -> None:
        shape = shape_schema(document)
        # The branches of tagged unions, whose classes take the union's own properties too.
        self.branches = {
            obj.pointer
            for d in model.definitions.values()
            if isinstance(d, UnionDef)
            for obj in (*(v.object for v in d.variants), *((d.other,) if d.other else ()))
        }
        root = {k: v for k, v in shape.items() if k not in ("$defs", "$schema", "$id")}
        self.defs = {**shape.get("$defs", {}), self.ROOT: root}
        for definition in model.definitions.values():
            if isinstance(definition, UnionDef) and definition.discriminator is not None:
                for variant in definition.variants:
                    self.evaluate_tag(variant.object, definition.discriminator)
        self._validators: dict[str, Draft202012Validator] = {}

    def evaluate_tag(self, obj: ObjectDef, discriminator: str) -> None:
        """The one exception of reading (docs/generated-package.md): ``unevaluatedProperties:
        false`` in the definition a variant extends counts the variant's tag as evaluated (JSON
        Schema does not look into the ``$ref`` for it, so no instance of that variant would be
        valid)."""
        if obj.base is None or obj.discriminator is None or not obj.pointer.startswith("/$defs/"):
            return
        base = self.defs.get(obj.base)
        if not isinstance(base, dict) or base.get("unevaluatedProperties") is not False:
            return
        parts = [p.replace("~1", "/").replace("~0", "~") for p in obj.pointer.split("/")[2:]]
        branch = self.resolve(parts)
        properties = {**base.get("properties", {}), discriminator: True}
        branch["allOf"] = [{**base, "properties": properties}]

    def schema_at(self, pointer: str) -> dict[str, Any]:
        """The schema a parser stands for: the one at ``pointer``, and for a union's branch
        the union's own properties and requirements beside it."""
        original = pointer
        if not pointer.startswith("/$defs/"):
            pointer = "/$defs/" + self.ROOT + pointer
        parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[2:]]
        if original in self.branches:
            union = self.resolve(parts[:-2])
            shared = {k: union[k] for k in ("properties", "required") if k in union}
            if shared:
                return {"allOf": [{"$ref": "#" + pointer}, shared]}
        return {"$ref": "#" + pointer}

    def resolve(self, parts: list[str]) -> Any:
        node: Any = self.defs
        for part in parts:
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node

    def is_valid(self, pointer: str, instance: Any) -> bool:
        validator = self._validators.get(pointer)
        if validator is None:
            schema = {**self.schema_at(pointer), "$defs": self.defs}
            validator = Draft202012Validator(schema)
            self._validators[pointer] = validator
        return bool(validator.is_valid(instance))


def json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values: numbers by value (``1.0`` is ``1``), ``true`` is not ``1``,
    and the same keys in objects."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


@dataclass
class Generator:
    """Instances of a model's definitions, valid ones and mutations, from ``rng``'s choices."""

    model: Model
    rng: random.Random
    fields_cache: dict[str, tuple[Field, ...]] = field(default_factory=dict)
    # Where the last instance has values a tolerance marker lets tolerant mode repair: fields
    # marked default-on-error (that can fall back) and items of lists marked skip-invalid-items.
    repairable: list[tuple[Any, ...]] = field(default_factory=list)

    # -- valid instances ---------------------------------------------------------------------

    def fields(self, obj: ObjectDef) -> tuple[Field, ...]:
        found = self.fields_cache.get(obj.name)
        if found is None:
            base = self.model.definitions.get(obj.base) if obj.base else None
            inherited = base.fields if isinstance(base, ObjectDef) else ()
            found = self.fields_cache[obj.name] = (*inherited, *obj.fields)
        return found

    def definition(self, name: str, depth: int = 0, path: tuple[Any, ...] = ()) -> Any:
        definition = self.model.definitions[name]
        if isinstance(definition, ObjectDef):
            return self.object(definition, depth, path)
        if isinstance(definition, UnionDef):
            return self.union(definition, depth, path)
        if isinstance(definition, EnumDef):
            values = [m.value for m in definition.members]
            if definition.open and self.rng.random() < 0.3:
                return "_vendor" if definition.base == "str" else 424242
            return self.rng.choice(values)
        assert isinstance(definition, AliasDef)
        return self.value(definition.target, depth, path)

    def union(self, union: UnionDef, depth: int, path: tuple[Any, ...]) -> Any:
        choices: list[ObjectDef] = [v.object for v in union.variants]
        if union.other is not None:
            choices.append(union.other)
        return self.object(self.rng.choice(choices), depth, path)

    def object(self, obj: ObjectDef, depth: int, path: tuple[Any, ...] = ()) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.fields(obj):
            if f.required or (depth < MAX_DEPTH and self.rng.random() < 0.5):
                out[f.wire_name] = self.value(f.type, depth + 1, (*path, f.wire_name))
                if f.default_on_error and (not f.required or f.fallback is not NO_DEFAULT):
                    self.repairable.append((*path, f.wire_name))
        if obj.discriminator is not None and obj.discriminator not in out:
            out[obj.discriminator] = "_vendor_tag"  # the open variant's unknown tag
        if obj.payload is not None:
            payload = self.value(obj.payload, depth + 1, path)
            if isinstance(payload, dict):
                out.update({k: v for k, v in payload.items() if k not in out})
        elif obj.extra is not None and self.rng.random() < 0.2:
            out["x-vendor"] = self.value(obj.extra, MAX_DEPTH)
        return out

    def value(self, expr: TypeExpr, depth: int, path: tuple[Any, ...] = ()) -> Any:
        if isinstance(expr, Ref):
            if depth > MAX_DEPTH + 3:
                return None  # deep enough: let the oracle and the parser disagree or not
            return self.definition(expr.name, depth + 1, path)
        if isinstance(expr, Primitive):
            return self.primitive(expr, depth)
        if isinstance(expr, Const):
            return expr.value
        if isinstance(expr, ListOf):
            count = self.rng.randint(0, 2 if depth < MAX_DEPTH else 0)
            if expr.skip_invalid_items:
                self.repairable.extend((*path, i) for i in range(count))
            return [self.value(expr.item, depth + 1, (*path, i)) for i in range(count)]
        if isinstance(expr, MapOf):
            count = self.rng.randint(0, 2 if depth < MAX_DEPTH else 0)
            return {
                f"k{i}": self.value(expr.value, depth + 1, (*path, f"k{i}")) for i in range(count)
            }
        if isinstance(expr, Nullable):
            return None if self.rng.random() < 0.3 else self.value(expr.inner, depth, path)
        assert isinstance(expr, AnyOf)
        return self.value(self.rng.choice(expr.options), depth, path)

    def primitive(self, expr: Primitive, depth: int) -> Any:
        if expr.kind == "str":
            return self.rng.choice(WORDS[:-1])
        if expr.kind == "int":
            low, high = INTEGER_FORMAT_BOUNDS.get(expr.format or "", (-(2**53), 2**53))
            return self.rng.choice([0, 1, low, high, self.rng.randint(low, high)])
        if expr.kind == "float":
            return self.rng.choice([0, 1.5, -2.25, 1e10, 7])
        if expr.kind == "bool":
            return self.rng.random() < 0.5
        if expr.kind == "null":
            return None
        return self.json(depth)

    def json(self, depth: int) -> Any:
        leaves = [None, True, 3, -1.5, "s", ""]
        if depth >= MAX_DEPTH:
            return self.rng.choice(leaves)
        return self.rng.choice([*leaves, [1, "two", None], {"k": [True], "_meta": None}])

    # -- mutations -------------------------------------------------------------------------

    def break_repairable(self, instance: Any, paths: list[tuple[Any, ...]]) -> Any:
        """``instance`` with the value at one of ``paths`` (a place a marker lets tolerant mode
        repair) replaced by one of the wrong type."""
        path = self.rng.choice(paths)
        try:
            _replace(instance, path, None)
        except (KeyError, IndexError, TypeError):
            return None  # the path was overwritten (by a payload's keys, say)
        return _replace(instance, path, self.rng.choice([5, "s", None, [1], True]))

    def mutate(self, name: str, instance: Any) -> Any:
        """``instance`` with one change at one of its nodes, or a whole other value."""
        nodes = list(_nodes(instance))
        path, node = self.rng.choice(nodes)
        kind = self.rng.choice(MUTATIONS)
        replacement = kind(self, name, node)
        return _replace(instance, path, replacement)

    def other_bodies(self, node: Any) -> list[Any]:
        """Bodies of other variants of the unions whose tags ``node`` carries."""
        if not isinstance(node, dict):
            return []
        found = []
        for union in self._unions():
            if union.discriminator in node:
                for variant in union.variants:
                    found.append(variant.object)
                if union.other is not None:
                    found.append(union.other)
        return [self.object(o, MAX_DEPTH - 1) for o in found[:8]]

    def _unions(self) -> list[UnionDef]:
        return [d for d in self.model.definitions.values() if isinstance(d, UnionDef)]

    def tags(self) -> list[Any]:
        return [v.tag for u in self._unions() for v in u.tagged]


def _nodes(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, value
    if isinstance(value, dict):
        for key, nested in value.items():
            yield from _nodes(nested, (*path, key))
    elif isinstance(value, list):
        for index, nested in enumerate(value):
            yield from _nodes(nested, (*path, index))


def _replace(value: Any, path: tuple[Any, ...], replacement: Any) -> Any:
    if not path:
        return replacement
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, replacement)}
    copied = list(value)
    copied[head] = _replace(value[head], rest, replacement)
    return copied


def _drop_key(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, dict) and node:
        key = gen.rng.choice(sorted(node))
        return {k: v for k, v in node.items() if k != key}
    return node


def _extra_key(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, dict):
        return {**node, gen.rng.choice(["x-extra", "_meta", "type", "kind"]): gen.json(MAX_DEPTH)}
    return node


def _wrong_type(gen: Generator, name: str, node: Any) -> Any:
    return gen.rng.choice([None, True, False, 0, 1.5, "s", [], {}, [node], {"k": node}])


def _bool_for_int(gen: Generator, name: str, node: Any) -> Any:
    return gen.rng.choice([True, False]) if isinstance(node, (int, float)) else node


def _null(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, dict) and node:
        key = gen.rng.choice(sorted(node))
        return {**node, key: None}
    return None


def _unknown_tag(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, dict):
        for union in gen._unions():
            if union.discriminator in node:
                value = gen.rng.choice(["_vendor", "", None, 0, ["text"], "TEXT"])
                return {**node, union.discriminator: value}
    return node


def _swapped_tag(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, dict):
        for union in gen._unions():
            if union.discriminator in node and union.tagged:
                return {**node, union.discriminator: gen.rng.choice(union.tagged).tag}
    return node


def _other_body(gen: Generator, name: str, node: Any) -> Any:
    bodies = gen.other_bodies(node)
    if not bodies or not isinstance(node, dict):
        return node
    body = gen.rng.choice(bodies)
    tag_keys = {u.discriminator for u in gen._unions()} & set(node)
    return {**body, **{k: node[k] for k in tag_keys}}


def _both_branches(gen: Generator, name: str, node: Any) -> Any:
    if not isinstance(node, dict):
        return node
    other = gen.definition(name, MAX_DEPTH - 1)
    if isinstance(other, dict):
        return {**other, **node} if gen.rng.random() < 0.5 else {**node, **other}
    return node


def _boundary(gen: Generator, name: str, node: Any) -> Any:
    if isinstance(node, str):
        return gen.rng.choice(WORDS)
    if isinstance(node, (int, float)) and not isinstance(node, bool):
        return gen.rng.choice(EDGE_NUMBERS)
    return node


def _whole(gen: Generator, name: str, node: Any) -> Any:
    return gen.definition(name, MAX_DEPTH - 2)


def _deep(gen: Generator, name: str, node: Any) -> Any:
    """The value nested in arrays or objects, many levels deep (any JSON takes it)."""
    levels = gen.rng.choice(DEEP_LEVELS)
    for _ in range(levels):
        node = [node] if gen.rng.random() < 0.5 else {"k": node}
    return node


MUTATIONS = (
    _drop_key,
    _extra_key,
    _wrong_type,
    _bool_for_int,
    _null,
    _unknown_tag,
    _swapped_tag,
    _other_body,
    _both_branches,
    _boundary,
    _whole,
    _deep,
)


# -- checking ----------------------------------------------------------------------------------


@dataclass
class Tally:
    instances: int = 0
    valid: int = 0
    disagreements: list[str] = field(default_factory=list)

    def fail(self, message: str) -> None:
        if len(self.disagreements) < 20:
            self.disagreements.append(message)


def repaired_only_by_markers(model: Model, expr: TypeExpr, before: Any, after: Any) -> bool:
    """Whether ``after`` differs from ``before`` only where a tolerance marker allows: a field
    marked default-on-error (or default-on-null) dropped or set to its fallback, an item of a
    list marked skip-invalid-items dropped. Checked field by field through the model."""
    if json_equal(before, after):
        return True
    expr = model.resolve(expr)
    if isinstance(expr, Nullable):
        return before is not None and repaired_only_by_markers(model, expr.inner, before, after)
    if isinstance(expr, ListOf):
        if not isinstance(before, list) or not isinstance(after, list):
            return False
        if not expr.skip_invalid_items:
            return len(before) == len(after) and all(
                repaired_only_by_markers(model, expr.item, b, a)
                for b, a in zip(before, after, strict=True)
            )
        # ``after`` is ``before`` with some items dropped (and the rest repaired): match in order.
        index = 0
        for item in after:
            while index < len(before) and not repaired_only_by_markers(
                model, expr.item, before[index], item
            ):
                index += 1
            if index == len(before):
                return False
            index += 1
        return True
    if isinstance(expr, MapOf):
        return (
            isinstance(before, dict)
            and isinstance(after, dict)
            and before.keys() == after.keys()
            and all(
                repaired_only_by_markers(model, expr.value, before[k], after[k]) for k in before
            )
        )
    if isinstance(expr, AnyOf):
        return any(repaired_only_by_markers(model, o, before, after) for o in expr.options)
    if isinstance(expr, Ref):
        definition = model.definitions[expr.name]
        if isinstance(definition, UnionDef):
            objects = [v.object for v in definition.variants]
            if definition.other is not None:
                objects.append(definition.other)
            return any(_object_repaired(model, o, before, after) for o in objects)
        if isinstance(definition, ObjectDef):
            return _object_repaired(model, definition, before, after)
    return False


def _object_repaired(model: Model, obj: ObjectDef, before: Any, after: Any) -> bool:
    if not isinstance(before, dict) or not isinstance(after, dict):
        return False
    base = model.definitions.get(obj.base) if obj.base else None
    fields = {
        f.wire_name: f for f in (*(base.fields if isinstance(base, ObjectDef) else ()), *obj.fields)
    }
    rest_before = {k: v for k, v in before.items() if k not in fields}
    rest_after = {k: v for k, v in after.items() if k not in fields}
    if obj.payload is not None:
        if not repaired_only_by_markers(model, obj.payload, rest_before, rest_after):
            return False
    elif obj.extra is not None:
        if not repaired_only_by_markers(model, MapOf(obj.extra), rest_before, rest_after):
            return False
    elif rest_before != rest_after:
        return False
    for key, f in fields.items():
        if key not in before and key not in after:
            continue
        tolerated = f.default_on_error or f.default_on_null
        if key not in after:
            if not tolerated or f.required:
                return False
            continue
        if key not in before:
            return False
        if not repaired_only_by_markers(model, f.type, before[key], after[key]):
            if not tolerated:
                return False
            if not (f.required and json_equal(after[key], f.fallback)):
                return False
    return True


def _scramble(value: Any) -> None:
    """Empty every list and object in ``value``, in place."""
    if isinstance(value, dict):
        for nested in value.values():
            _scramble(nested)
        value.clear()
    elif isinstance(value, list):
        for nested in value:
            _scramble(nested)
        value.clear()


def check_instance(
    pkg: ModuleType,
    model: Model,
    oracle: Oracle,
    name: str,
    instance: Any,
    tally: Tally,
    repairable: bool = False,
) -> None:
    """One instance of definition ``name``, against the oracle, in both modes. ``repairable``:
    a valid instance with one value broken where a marker allows a repair."""
    definition = model.definitions[name]
    tally.instances += 1
    valid = oracle.is_valid(definition.pointer, instance)
    tally.valid += valid
    shown = json.dumps(instance, ensure_ascii=False)[:300]
    given = copy.deepcopy(instance)
    try:
        parsed = pkg.from_wire(name, given)
    except pkg.WireError as error:
        if valid:
            tally.fail(f"{name}: strict refuses a valid instance {shown}: {error}")
        parsed = error
    else:
        if not valid:
            tally.fail(f"{name}: strict accepts an invalid instance {shown}")
        else:
            _scramble(given)  # the model must not share a list or an object with its input
            wire = pkg.models.to_wire(parsed)
            if not json_equal(wire, instance):
                tally.fail(f"{name}: round trip of {shown} gave {json.dumps(wire)[:300]}")
    try:
        repaired = pkg.from_wire(name, instance, tolerant=True)
    except pkg.WireError as error:
        if not isinstance(parsed, pkg.WireError):
            tally.fail(f"{name}: tolerant refuses what strict accepts {shown}: {error}")
        elif repairable:
            tally.fail(f"{name}: tolerant refuses a value a marker repairs {shown}: {error}")
        return
    if not isinstance(parsed, pkg.WireError):
        if repaired != parsed:
            tally.fail(f"{name}: tolerant and strict differ on {shown}")
        return
    wire = pkg.models.to_wire(repaired)
    if not oracle.is_valid(definition.pointer, wire):
        tally.fail(f"{name}: tolerant output is invalid for {shown}: {json.dumps(wire)[:300]}")
    elif not repaired_only_by_markers(model, Ref(name), instance, wire):
        tally.fail(
            f"{name}: tolerant changed more than markers allow: {shown} -> {json.dumps(wire)[:300]}"
        )


def run(
    pkg: ModuleType,
    model: Model,
    oracle: Oracle,
    rng: random.Random,
    valid: int,
    mutations: int,
    tally: Tally,
    names: list[str] | None = None,
) -> None:
    """Per definition of ``names`` (default: every name ``from_wire`` parses, in model order),
    ``valid`` generated instances, each followed by one value broken where a marker allows a
    repair and by ``mutations`` mutations, checked by :func:`check_instance`."""
    gen = Generator(model, rng)
    for name in names if names is not None else list(model.definitions):
        for _ in range(valid):
            gen.repairable = []
            instance = gen.definition(name)
            check_instance(pkg, model, oracle, name, instance, tally)
            paths = gen.repairable
            if paths and oracle.is_valid(model.definitions[name].pointer, instance):
                broken = gen.break_repairable(instance, paths)
                if broken is not None:
                    check_instance(pkg, model, oracle, name, broken, tally, repairable=True)
            for _ in range(mutations):
                check_instance(pkg, model, oracle, name, gen.mutate(name, instance), tally)
