"""Differential tests: our compiled validators against ``jsonschema`` and ``ajv``.

For every definition of the four upstream schema files, instances are sampled from the
schema itself (a seeded walk that mostly produces valid messages) and then mutated
(drop a required key, change a type, replace a const, add a key, nest deeper, ...).
Every verdict must agree with ``jsonschema``'s Draft202012Validator (no format checks)
and with Ajv2020 (``strict: false``). Strings never end in a newline: ``jsonschema``
uses Python's ``$``, which also matches before a final newline, unlike ECMA-262.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.validators import compile_schema
from acp_codegen.validators.module import RUNTIME_IMPORT, module_source
from jsonschema import Draft202012Validator
from support import REPO, UPSTREAM_SCHEMAS, node_package, upstream_schema

pytestmark = pytest.mark.slow

SAMPLES_PER_DEFINITION = 6
MUTATIONS_PER_SAMPLE = 3
STRINGS = ["", "a", "USD", "text", "file:///tmp/x.rs", "2.0", "é", "\u00a0", "sess_1"]


class Sampler:
    """Seeded random instances that follow a schema's structure (usually valid)."""

    def __init__(self, document: dict[str, Any], rng: random.Random) -> None:
        self.defs = document["$defs"]
        self.rng = rng

    def sample(self, schema: Any, depth: int = 0) -> Any:
        rng = self.rng
        if schema is True or schema == {}:
            return rng.choice([None, 1, "x", {"k": [1, 2]}, []])
        if not isinstance(schema, dict):
            return None
        if depth > 8:
            return None
        if "$ref" in schema:
            return self.sample(self.defs[schema["$ref"].split("/")[-1]], depth + 1)
        if "const" in schema:
            return copy.deepcopy(schema["const"])
        if "enum" in schema:
            return copy.deepcopy(rng.choice(schema["enum"]))
        for keyword in ("oneOf", "anyOf"):
            if keyword in schema:
                branch = rng.choice(schema[keyword])
                merged = {k: v for k, v in schema.items() if k not in ("oneOf", "anyOf")}
                return self._merge(self.sample(branch, depth + 1), self._base(merged, depth))
        if "allOf" in schema:
            result = self._base({k: v for k, v in schema.items() if k != "allOf"}, depth)
            for member in schema["allOf"]:
                result = self._merge(self.sample(member, depth + 1), result)
            return result
        return self._base(schema, depth)

    def _base(self, schema: dict[str, Any], depth: int) -> Any:
        rng = self.rng
        types = schema.get("type")
        if types is None:
            return {} if "properties" in schema or "required" in schema else None
        kind = rng.choice(types) if isinstance(types, list) else types
        if kind == "object":
            out: dict[str, Any] = {}
            props = schema.get("properties", {})
            for name, sub in props.items():
                if name in schema.get("required", []) or rng.random() < 0.5:
                    out[name] = self.sample(sub, depth + 1)
            return out
        if kind == "array":
            count = max(schema.get("minItems", 0), rng.randint(0, 2))
            return [self.sample(schema.get("items", True), depth + 1) for _ in range(count)]
        if kind == "string":
            return "USD" if "pattern" in schema else rng.choice(STRINGS)
        if kind == "integer":
            return rng.choice([0, 1, 7, 65535, 1.0])
        if kind == "number":
            return rng.choice([0, 0.5, -3, 1e10])
        if kind == "boolean":
            return rng.choice([True, False])
        return None

    @staticmethod
    def _merge(left: Any, right: Any) -> Any:
        if isinstance(left, dict) and isinstance(right, dict):
            return {**right, **left}
        return left if left is not None or not isinstance(right, dict) else right


REPLACEMENTS: list[Any] = [None, True, 0, 1.5, -1, "", "other", [], {}, [{}], {"x": None}]


def mutate(instance: Any, rng: random.Random) -> Any:
    """A copy with one random change somewhere in it."""
    result = copy.deepcopy(instance)
    containers = []

    def walk(node: Any) -> None:
        if isinstance(node, dict | list):
            containers.append(node)
            for child in node.values() if isinstance(node, dict) else node:
                walk(child)

    walk(result)
    if not containers:
        return rng.choice(REPLACEMENTS)
    node = rng.choice(containers)
    action = rng.choice(["drop", "replace", "add", "nest", "retag"])
    if isinstance(node, dict):
        keys = list(node)
        if action == "drop" and keys:
            del node[rng.choice(keys)]
        elif action in ("replace", "retag") and keys:
            key = rng.choice(keys)
            node[key] = rng.choice(REPLACEMENTS if action == "replace" else STRINGS)
        elif action == "nest" and keys:
            key = rng.choice(keys)
            node[key] = {"inner": node[key]} if rng.random() < 0.5 else [node[key]]
        else:
            node[rng.choice(["extra", "_meta", "type", "sessionUpdate"])] = rng.choice(REPLACEMENTS)
    elif node and action in ("drop", "replace"):
        index = rng.randrange(len(node))
        if action == "drop":
            del node[index]
        else:
            node[index] = rng.choice(REPLACEMENTS)
    else:
        node.append(rng.choice(REPLACEMENTS + [copy.deepcopy(node[0]) if node else None]))
    return result


def corpus(document: dict[str, Any], seed: int) -> list[tuple[str, Any]]:
    rng = random.Random(seed)
    sampler = Sampler(document, rng)
    cases = []
    for name in sorted(document["$defs"]):
        for _ in range(SAMPLES_PER_DEFINITION):
            instance = sampler.sample(document["$defs"][name])
            cases.append((name, instance))
            cases.extend((name, mutate(instance, rng)) for _ in range(MUTATIONS_PER_SAMPLE))
    return cases


@cache
def ours(version: str, unstable: bool) -> Any:
    document = json.loads(upstream_schema(version, unstable).read_text(encoding="utf-8"))
    names = sorted(document["$defs"])
    entries = [(name, f"/$defs/{name}") for name in names]
    source = module_source(
        document,
        entries,
        source_label=f"{version} upstream",
        runtime_import=RUNTIME_IMPORT,
        docstring="Differential test module.",
    )
    namespace: dict[str, Any] = {}
    exec(compile(source, f"{version}-differential", "exec"), namespace)  # noqa: S102
    return document, namespace["is_valid"], namespace["validate"]


def reference(document: dict[str, Any], name: str) -> Draft202012Validator:
    schema = {"$defs": document["$defs"], "$ref": f"#/$defs/{name}"}
    return Draft202012Validator(schema)


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_agrees_with_jsonschema(version: str, unstable: bool) -> None:
    document, is_valid, validate = ours(version, unstable)
    cases = corpus(document, seed=1)
    validators: dict[str, Draft202012Validator] = {}
    disagreements = []
    valid_count = 0
    for name, instance in cases:
        expected = (
            validators.get(name) or validators.setdefault(name, reference(document, name))
        ).is_valid(instance)
        got = is_valid(name, instance)
        valid_count += got
        if got != expected or (validate(name, instance) == []) != expected:
            disagreements.append(f"{name}: {json.dumps(instance)[:200]} expected {expected}")
    print(
        f"{version}: {len(cases)} instances, {valid_count} valid, "
        f"{len(disagreements)} disagreements"
    )
    assert len(cases) > 2000
    assert 0.2 < valid_count / len(cases) < 0.8
    assert not disagreements, "\n".join(disagreements[:20])


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_agrees_with_ajv(version: str, unstable: bool, tmp_path: Path) -> None:
    node_package("ajv")
    document, is_valid, _ = ours(version, unstable)
    cases = corpus(document, seed=2)
    corpus_file = tmp_path / "corpus.json"
    schema = {k: v for k, v in document.items() if k not in ("anyOf", "oneOf", "$id")}
    corpus_file.write_text(json.dumps({"schema": schema, "cases": cases}), encoding="utf-8")
    script = REPO / "tests" / "node" / "ajv_verdicts.cjs"
    result = subprocess.run(
        ["node", str(script), str(corpus_file)], capture_output=True, text=True, check=True
    )
    verdicts = json.loads(result.stdout)
    disagreements = [
        f"{name}: {json.dumps(instance)[:200]} ajv says {verdict}"
        for (name, instance), verdict in zip(cases, verdicts, strict=True)
        if is_valid(name, instance) != verdict
    ]
    print(f"{version}: {len(cases)} instances against ajv, {len(disagreements)} disagreements")
    assert not disagreements, "\n".join(disagreements[:20])


def test_compile_schema_matches_module_entry_points() -> None:
    compiled = compile_schema({"type": "array", "items": {"type": "integer"}})
    assert compiled.is_valid([1, 2.0]) and not compiled.is_valid([1, 2.5])
