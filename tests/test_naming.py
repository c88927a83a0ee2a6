"""The naming module: names that do not depend on the interpreter running the generator.

The keywords renamed are a fixed list for every supported Python (3.10 to 3.14); these tests
give the ``keyword`` module other interpreters' lists and check no name moves.
"""

from __future__ import annotations

import keyword
from collections.abc import Iterator
from typing import Any

import pytest
from acp_codegen import naming
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model, ObjectDef, UnionDef
from conftest import VERSIONS

# What each supported interpreter's ``keyword`` module reports (hard keywords are the same 35
# in each; 3.12 made ``type`` a soft keyword).
HARD = sorted(naming.HARD_KEYWORDS)
SOFT_KEYWORDS = {
    "3.10": ["_", "case", "match"],
    "3.11": ["_", "case", "match"],
    "3.12": ["_", "case", "match", "type"],
    "3.13": ["_", "case", "match", "type"],
    "3.14": ["_", "case", "match", "type"],
    # A future interpreter that makes more words soft keywords.
    "future": ["_", "case", "match", "type", "lazy", "name", "text"],
}
CACHED = (naming.attribute_name, naming.class_name, naming.constant_name, naming.function_name)


def clear_caches() -> None:
    for function in CACHED:
        function.cache_clear()


@pytest.fixture
def interpreter(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Pretend to be another interpreter: ``interpreter("3.13")`` swaps the keyword lists."""

    def pretend(version: str) -> None:
        soft = SOFT_KEYWORDS[version]
        monkeypatch.setattr(keyword, "kwlist", HARD)
        monkeypatch.setattr(keyword, "softkwlist", soft)
        monkeypatch.setattr(keyword, "iskeyword", frozenset(HARD).__contains__)
        monkeypatch.setattr(keyword, "issoftkeyword", frozenset(soft).__contains__)
        clear_caches()

    clear_caches()
    yield pretend
    clear_caches()


def test_the_list_is_this_interpreters_hard_keywords() -> None:
    """The fixed list is what every supported interpreter calls a keyword (the suite runs
    under 3.11 and 3.13); a new hard keyword in a later Python fails here first."""
    assert frozenset(keyword.kwlist) == naming.HARD_KEYWORDS


@pytest.mark.parametrize("version", sorted(SOFT_KEYWORDS))
def test_soft_keywords_keep_their_spelling(interpreter: Any, version: str) -> None:
    interpreter(version)
    assert naming.attribute_name("type") == "type"
    assert naming.attribute_name("match") == "match"
    assert naming.attribute_name("case") == "case"
    assert naming.attribute_name("name") == "name"
    assert naming.function_name("match") == "match"
    assert naming.constant_name("type") == "TYPE"
    assert naming.attribute_name("class") == "class_"
    assert naming.attribute_name("async") == "async_"
    assert naming.class_name("none") == "None_"


def model_names(model: Model) -> dict[str, tuple[str, ...]]:
    """Every class and attribute name of ``model``, by definition."""
    names: dict[str, tuple[str, ...]] = {}
    for name, definition in model.definitions.items():
        objects = [definition] if isinstance(definition, ObjectDef) else []
        if isinstance(definition, UnionDef):
            objects = [v.object for v in definition.variants]
            objects += [definition.other] if definition.other else []
        attributes = tuple(f"{o.class_name}.{f.py_name}" for o in objects for f in o.fields)
        names[name] = (definition.class_name, *attributes)
    return names


@pytest.mark.parametrize("version", VERSIONS)
def test_the_model_names_the_same_under_every_interpreter(interpreter: Any, version: str) -> None:
    loaded = load_protocol(version, "unstable")
    seen = {}
    for python in sorted(SOFT_KEYWORDS):
        interpreter(python)
        seen[python] = model_names(build_model(loaded.document, loaded.label))
    first = seen.pop("3.10")
    assert any(".type" in a for names in first.values() for a in names)  # the case in question
    for python, names in seen.items():
        assert names == first, python
