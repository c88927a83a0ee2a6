"""The valid-instance corpus (``corpus.py``) itself: valid recombination schemas, coverage of
upstream's definitions, determinism."""

from __future__ import annotations

import json

import pytest
from corpus import SCHEMAS, load_json, valid_instances
from jsonschema import Draft202012Validator
from support import UPSTREAM_SCHEMAS, in_fresh_interpreter, upstream_schema


def test_recombination_schemas_are_valid_documents() -> None:
    """Our recombination schemas are valid 2020-12 documents."""
    files = sorted(SCHEMAS.glob("*.json"))
    assert len(files) >= 3
    for path in files:
        Draft202012Validator.check_schema(load_json(path))


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_corpus_covers_almost_every_upstream_definition(version: str, unstable: bool) -> None:
    """The sampler finds valid instances for nearly every definition, including union tags."""
    document = load_json(upstream_schema(version, unstable))
    missing = [n for n in document["$defs"] if not valid_instances(document, n, count=1)]
    assert len(missing) <= len(document["$defs"]) // 50, missing


def test_corpus_is_deterministic() -> None:
    """A fresh interpreter, with another hash seed, samples the same instances."""
    path = sorted(SCHEMAS.glob("*.json"))[0]
    document = load_json(path)
    name = next(iter(document["$defs"]))
    code = (
        "import json, pathlib\n"
        "from corpus import load_json, valid_instances\n"
        f"document = load_json(pathlib.Path({str(path)!r}))\n"
        f"print(json.dumps(valid_instances(document, {name!r})))\n"
    )
    assert json.loads(in_fresh_interpreter(code)) == valid_instances(document, name)
