"""A corpus of valid instances for any definition of any schema (tested in test_release_corpus).

The instances come from a small seeded sampler that follows the schema's structure (types,
properties, ``$ref``, ``allOf``/``anyOf``/``oneOf`` branches, ``const``/``enum``, bounds and
integer formats), adds unknown keys where objects are open and unknown tags where unions are
open, and keeps only what ``jsonschema`` accepts. It is deterministic: the same schema and seed
give the same corpus, so a failure always reproduces.

(hypothesis-jsonschema, the obvious tool, fails on these schemas with the pinned hypothesis and
takes minutes where this takes a second.)
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from acp_codegen.model.build import build_model
from jsonschema import Draft202012Validator
from support import REPO

SCHEMAS = REPO / "tests" / "data" / "schemas"
MAX_DEPTH = 6
INTEGER_FORMATS = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint8": (0, 2**8 - 1),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "uint64": (0, 2**64 - 1),
}
STRING_FORMATS = {
    "uri": ["file:///home/user/a.py", "https://example.com/x?y=1"],
    "date-time": ["2026-08-22T10:00:00Z", "2026-01-01T00:00:00.5+02:00"],
    "regex": ["^a+$", "[0-9]"],
}
WORDS = ["", "a", "text", "Run the tests", "_vendor", "ünïcødé", "line\nbreak", "0"]
UNKNOWN = object()


class Sampler:
    """Random instances of one document's definitions (valid ones are filtered afterwards)."""

    def __init__(self, document: dict[str, Any], seed: int) -> None:
        self.defs: dict[str, Any] = document.get("$defs", {})
        self.random = random.Random(seed)

    def target(self, ref: str) -> Any:
        return self.defs[ref.rsplit("/", 1)[1].replace("~1", "/").replace("~0", "~")]

    def resolve(self, schema: Any) -> Any:
        """Follow bare references (``description``/``title`` beside them do not matter)."""
        while isinstance(schema, dict) and "$ref" in schema:
            if not set(schema) <= {"$ref", "description", "title"}:
                break
            schema = self.target(schema["$ref"])
        return schema

    def sample(self, schema: Any, depth: int = 0) -> Any:
        if schema is True or schema == {}:
            return self.any_json(depth)
        if not isinstance(schema, dict):
            return None
        if "$ref" in schema and not ({"properties", "allOf", "anyOf", "oneOf"} & set(schema)):
            return self.sample(self.target(schema["$ref"]), depth + 1)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return self.random.choice(schema["enum"])
        branches = schema.get("anyOf") or schema.get("oneOf")
        if branches and not self.is_object(schema):
            return self.sample(self.pick(branches, depth), depth + 1)
        kind = schema.get("type")
        if isinstance(kind, list):
            options = [k for k in kind if k != "null"] if depth >= MAX_DEPTH else kind
            kind = self.random.choice(options or kind)
        parts = schema.get("allOf", [])
        if kind is None and not self.is_object(schema) and parts:
            if not any(self.is_object(self.resolve(part)) for part in parts):
                return self.sample(parts[0], depth + 1)
            kind = "object"
        if kind is None and self.is_object(schema):
            kind = "object"
        return self.of_type(schema, kind, depth)

    def pick(self, branches: list[Any], depth: int) -> Any:
        if depth >= MAX_DEPTH:  # prefer leaves so recursive definitions end
            leaves = [b for b in branches if "$ref" not in json.dumps(b)]
            branches = leaves or branches
        return self.random.choice(branches)

    def is_object(self, schema: Any) -> bool:
        return isinstance(schema, dict) and (
            schema.get("type") == "object" or "properties" in schema
        )

    def of_type(self, schema: dict[str, Any], kind: Any, depth: int) -> Any:
        if kind == "null":
            return None
        if kind == "boolean":
            return self.random.choice([True, False])
        if kind == "integer":
            return self.integer(schema)
        if kind == "number":
            return self.random.choice([0, 1.5, -2.25, 1e10, self.integer(schema)])
        if kind == "string":
            choices = STRING_FORMATS.get(schema.get("format", ""), WORDS)
            text = self.random.choice(choices)
            return text + "x" * max(0, schema.get("minLength", 0) - len(text))
        if kind == "array":
            count = self.random.randint(schema.get("minItems", 0), 3 if depth < MAX_DEPTH else 1)
            count = max(count, schema.get("minItems", 0))
            return [self.sample(schema.get("items", True), depth + 1) for _ in range(count)]
        if kind == "object":
            return self.object(schema, depth)
        return self.any_json(depth)

    def integer(self, schema: dict[str, Any]) -> int:
        low, high = INTEGER_FORMATS.get(schema.get("format", ""), (-(2**53), 2**53))
        low = max(low, int(schema.get("minimum", low)))
        high = min(high, int(schema.get("maximum", high)))
        middle = min(max(0, low), high)
        return self.random.choice([low, high, middle, self.random.randint(low, high)])

    def object(self, schema: dict[str, Any], depth: int) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        required: set[str] = set()
        open_ = self.collect(schema, properties, required, depth)
        out: dict[str, Any] = {}
        for name, prop in properties.items():
            if name in required or (depth < MAX_DEPTH and self.random.random() < 0.6):
                if isinstance(prop, dict) and prop.get("type") == "string" and "const" not in prop:
                    prop = {**prop, "minLength": 1}  # unknown tags of open unions are non-empty
                out[name] = self.sample(prop, depth + 1)
        if open_ and self.random.random() < 0.3:
            out["x-unknown"] = self.any_json(MAX_DEPTH)
        return out

    def collect(
        self, schema: dict[str, Any], properties: dict[str, Any], required: set[str], depth: int
    ) -> bool:
        """Merge the properties of a schema, its allOf parts and one chosen branch."""
        open_ = schema.get("additionalProperties", True) is not False
        if "$ref" in schema:
            open_ &= self.collect(self.target(schema["$ref"]), properties, required, depth)
        for part in schema.get("allOf", []):
            open_ &= self.collect(part, properties, required, depth)
        branches = schema.get("anyOf") or schema.get("oneOf")
        if branches:
            branch = self.pick(branches, depth)
            if isinstance(branch, dict):
                open_ &= self.collect(branch, properties, required, depth)
        for name, prop in schema.get("properties", {}).items():
            if name not in properties or (isinstance(prop, dict) and "const" in prop):
                properties[name] = prop
        required.update(schema.get("required", []))
        return open_

    def any_json(self, depth: int) -> Any:
        leaves = [None, True, 3, -1.5, "s", ""]
        if depth >= MAX_DEPTH:
            return self.random.choice(leaves)
        return self.random.choice([*leaves, [1, "two", None], {"k": [True], "_meta": None}])


def valid_instances(
    document: dict[str, Any], name: str, count: int = 6, seed: int = 0, tries: int = 60
) -> list[Any]:
    """Up to ``count`` distinct instances of ``#/$defs/name`` that ``jsonschema`` accepts."""
    validator = Draft202012Validator({"$defs": document["$defs"], "$ref": f"#/$defs/{name}"})
    sampler = Sampler(document, seed)
    found: dict[str, Any] = {}
    for _ in range(tries):
        instance = sampler.sample({"$ref": f"#/$defs/{name}"})
        if validator.is_valid(instance):
            found.setdefault(json.dumps(instance, sort_keys=True), instance)
            if len(found) == count:
                break
    return list(found.values())


@cache
def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def build_package(base: Path, out: Path, package: str, version: str = "v1") -> ModuleType:
    """Generate the Python package for ``base`` under ``out/package`` and import it.

    Unstable upstream files get our additions merged, as ``--base`` does; anything else is
    generated as it is (the stable flavour merges nothing).
    """
    from acp_codegen.load import flavour_of_base, load_protocol
    from acp_codegen.pipeline import python_package

    loaded = load_protocol(version, flavour_of_base(base), base=base)
    for name, data in python_package(build_model(loaded), package).items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    sys.path.insert(0, str(out))
    try:
        return importlib.import_module(package)
    finally:
        sys.path.remove(str(out))


def assert_round_trips(pkg: ModuleType, document: dict[str, Any], count: int = 6) -> int:
    """Every sampled valid instance of every definition parses, in both modes, and serialises
    back to an equal value with the same keys. Returns how many instances were checked."""
    checked = 0
    for name in document["$defs"]:
        for instance in valid_instances(document, name, count=count):
            for tolerant in (False, True):
                parsed = pkg.from_wire(name, instance, tolerant=tolerant)
                wire = pkg.models.to_wire(parsed)
                assert wire == instance, (name, tolerant, instance, wire)
                assert json.loads(json.dumps(wire)) == instance
            checked += 1
    return checked
