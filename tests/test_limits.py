"""Resource limits at sizes that keep the suite fast; ``python -m bench.limits`` measures the
full sizes (10,000 definitions, instances 100,000 deep) and reports time and peak memory."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.write import write_tree
from conftest import REPO
from support import base_tree

# The schemas are the benchmark's own, at smaller sizes (bench/ is not an installed package).
sys.path.insert(0, str(REPO))
from bench.limits import CYCLE, allof_chain, many_definitions  # noqa: E402

pytestmark = pytest.mark.slow

DEPTH = 100_000


def generate(tmp_path: Path, document: dict[str, Any], package: str) -> Path:
    base = tmp_path / f"{package}.json"
    base.write_text(json.dumps(document))
    out = tmp_path / package
    write_tree(out, base_tree("v1", base, package))
    return out


@pytest.fixture(scope="module")
def cycle_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The ``$ref`` cycle through a union and an array, generated and imported."""
    out = generate(tmp_path_factory.mktemp("limits"), CYCLE, "limits_cycle")
    sys.path.insert(0, str(out / "python"))
    try:
        yield __import__("limits_cycle")
    finally:
        sys.path.remove(str(out / "python"))


def nested(depth: int, key: str = "next") -> dict[str, Any]:
    instance: dict[str, Any] = {}
    for _ in range(depth):
        instance = {key: instance}
    return instance


def test_many_definitions_generate_in_bounded_time(tmp_path: Path) -> None:
    started = time.perf_counter()
    out = generate(tmp_path, many_definitions(200), "limits_many")
    assert time.perf_counter() - started < 60
    assert "class Def199(" in (out / "python" / "limits_many" / "models.py").read_text()


@pytest.mark.parametrize("length", [100, sys.getrecursionlimit() + 100])
def test_a_long_allof_chain_generates(tmp_path: Path, length: int) -> None:
    """Each link is an alias of the next, down to the one class at the end; each alias comes
    after what it names, so none is a forward reference; a chain longer than the recursion
    limit too."""
    out = generate(tmp_path, allof_chain(length), "limits_chain")
    models = (out / "python" / "limits_chain" / "models.py").read_text()
    last = models.index(f"\nclass Link{length}(")
    after = models.index(f"\nLink{length - 1}: TypeAlias = Link{length}\n")
    assert last < after < models.index("\nLink0: TypeAlias = Link1\n")


def test_a_ref_cycle_through_union_and_array_round_trips(cycle_package: Any) -> None:
    instance = {"children": [{"next": None}, {"children": []}], "next": {"next": {}}}
    assert cycle_package.from_wire("Node", instance).to_wire() == instance
    assert cycle_package.validation.validate("Node", instance) == []


@pytest.mark.parametrize("key", ["next", "children"])
def test_validation_of_deep_instances_gives_a_verdict(cycle_package: Any, key: str) -> None:
    """100,000 levels, past the interpreter's recursion limit: invalid, with the one error of
    rule ``depth`` at the root, never an exception."""
    instance: Any = nested(DEPTH) if key == "next" else {}
    if key == "children":
        for _ in range(DEPTH):
            instance = {"children": [instance]}
    started = time.perf_counter()
    verdict = cycle_package.validation.is_valid("Node", instance)
    errors = cycle_package.validation.validate("Node", instance)
    assert time.perf_counter() - started < 10
    assert verdict is False
    assert [(e.path, e.rule, e.message) for e in errors] == [
        ("", "depth", "the instance is nested too deeply to validate")
    ]
    # Only the depth makes it invalid: the same shape, shallow, is valid.
    shallow: Any = nested(50) if key == "next" else {}
    if key == "children":
        for _ in range(50):
            shallow = {"children": [shallow]}
    assert cycle_package.validation.validate("Node", shallow) == []


def test_from_wire_of_deep_instances_raises_wire_error(cycle_package: Any) -> None:
    with pytest.raises(cycle_package.WireError, match="deep"):
        cycle_package.from_wire("Node", nested(DEPTH))


def test_deep_schema_nesting_fails_generation_clearly(tmp_path: Path) -> None:
    """A schema nested deeper than the reader allows is rejected naming the file."""
    base = tmp_path / "deep.json"
    base.write_text('{"$defs": {"D": ' + '{"items": ' * DEPTH + "{}" + "}" * DEPTH + "}}")
    with pytest.raises(GenerationError, match="deep.json"):
        base_tree("v1", base, "limits_deep")


def test_a_chain_longer_than_the_recursion_limit_orders_the_pydantic_classes(
    tmp_path: Path,
) -> None:
    # Each class mentions the next: ordering them must not recurse once per link.
    count = sys.getrecursionlimit() + 500
    base = tmp_path / "chain.json"
    base.write_text(json.dumps(many_definitions(count)))
    tree = base_tree("v1", base, "chain", frozenset({"pydantic"}))
    source = tree["pydantic/chain.py"].decode()
    assert source.count("\nclass Def") == count
