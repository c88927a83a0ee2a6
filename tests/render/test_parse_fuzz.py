"""The differential fuzz of the parsers against ``jsonschema`` (``fuzz.py``): every definition
``from_wire`` parses, in our reference tree, in every upstream schema file (v1 and v2, stable
and unstable, and the older release) and in the recombination schemas.

Each source gets a seeded sweep over every definition (valid instances, one value broken where
a marker allows a repair, and mutations), then hypothesis-driven examples: a definition and the
generator's choices, drawn and shrunk by hypothesis. Bounded for ``make test`` (under a minute
of CPU on two cores); ``make fuzz`` runs the same with ``ACP_FUZZ_SCALE`` (default 20) times
the instances and examples.
"""

from __future__ import annotations

import importlib
import os
import random
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from acp_codegen.load import flavour_of_base, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model
from acp_codegen.pipeline import python_package
from corpus import SCHEMAS
from fuzz import Oracle, Tally, run
from hypothesis import given, settings
from hypothesis import strategies as st
from support import ACP, require_shared

SCALE = int(os.environ.get("ACP_FUZZ_SCALE", "1"))
SOURCES = {
    "reference-v1": ("v1", None),
    "reference-v2": ("v2", None),
    "v1-stable": ("v1", ACP / "v1" / "schema" / "schema.json"),
    "v1-unstable": ("v1", ACP / "v1" / "schema" / "schema.unstable.json"),
    "v2-stable": ("v2", ACP / "v2" / "schema" / "schema.json"),
    "v2-unstable": ("v2", ACP / "v2" / "schema" / "schema.unstable.json"),
    "v1.19.0-stable": ("v1", ACP / "releases" / "schema-v1.19.0" / "v1" / "schema.json"),
    "v1.19.0-unstable": ("v1", ACP / "releases" / "schema-v1.19.0" / "v1" / "schema.unstable.json"),
    **{f"recombined-{p.stem}": ("v1", p) for p in sorted(SCHEMAS.glob("*.json"))},
}
UPSTREAM = [s for s, (_, base) in SOURCES.items() if base is not None and ACP in base.parents]


class Source:
    """One schema's package, model and oracle, built once per process."""

    def __init__(self, name: str, root: Path) -> None:
        version, base = SOURCES[name]
        if base is None:
            loaded = load_protocol(version)
        else:
            if name in UPSTREAM:
                require_shared(base)
            loaded = load_protocol(version, flavour_of_base(base), base=base)
        self.model: Model = build_model(loaded)
        self.oracle = Oracle(loaded.document, self.model)
        package = "fuzzed_" + name.replace("-", "_").replace(".", "_")
        for path, text in python_package(self.model, package).items():
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(text)
        sys.path.insert(0, str(root))
        try:
            self.pkg: ModuleType = importlib.import_module(package)
        finally:
            sys.path.remove(str(root))
        self.names = list(self.model.definitions)


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Any:
    root = tmp_path_factory.mktemp("fuzzed")

    @cache
    def source(name: str) -> Source:
        return Source(name, root)

    return source


def assert_agrees(tally: Tally) -> None:
    assert not tally.disagreements, "\n".join(tally.disagreements)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SOURCES))
def test_every_definition_agrees_with_jsonschema(name: str, sources: Any) -> None:
    """A seeded sweep: per definition, valid instances, a repairable break, mutations."""
    source = sources(name)
    tally = Tally()
    run(source.pkg, source.model, source.oracle, random.Random(name), 2 * SCALE, 4, tally)
    assert_agrees(tally)
    # The sweep exercises both verdicts: most instances are valid, many are not.
    assert (
        tally.valid > tally.instances // 3 and tally.instances - tally.valid > tally.instances // 20
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SOURCES))
def test_hypothesis_examples_agree_with_jsonschema(name: str, sources: Any) -> None:
    """Examples hypothesis draws (a definition and every choice of the generator), derandomized
    so the run is the same each time."""
    source = sources(name)

    @settings(max_examples=60 * SCALE, derandomize=True, database=None)
    @given(index=st.integers(0, len(source.names) - 1), rng=st.randoms(use_true_random=False))
    def agrees(index: int, rng: random.Random) -> None:
        tally = Tally()
        run(source.pkg, source.model, source.oracle, rng, 1, 3, tally, [source.names[index]])
        assert_agrees(tally)

    agrees()
