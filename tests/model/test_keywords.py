"""The one keyword registry (:data:`acp_codegen.vocabulary.KEYWORDS`): JSON Schema's keywords as
2020-12's metaschemas define them, every ``x-`` keyword a constant of it, and the model's groups
and the validators' emitters read from it.

Then the model's two readers of a schema's keywords (``model/keywords.py``): a bare ``$ref``
and the annotations kept as docs.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
from acp_codegen import vocabulary
from acp_codegen.model import keywords as model_keywords
from acp_codegen.model.keywords import doc_of, is_bare_ref
from acp_codegen.model.types import Doc
from acp_codegen.validators import compiler
from acp_codegen.vocabulary import KEYWORDS, VOCABULARIES, VOCABULARY_BASE
from jsonschema_specifications import REGISTRY

PACKAGE = Path(vocabulary.__file__).resolve().parent
META = "https://json-schema.org/draft/2020-12/meta/"


def holds(schema: Any) -> str:
    """What a keyword's value is, as its metaschema types it."""
    if schema == {"$dynamicRef": "#meta"}:
        return "schema"
    if schema == {"$ref": "#/$defs/schemaArray"}:
        return "schemas"
    if isinstance(schema, dict) and schema.get("additionalProperties") == {"$dynamicRef": "#meta"}:
        return "schema map"
    if schema is True or (isinstance(schema, dict) and schema.get("items") is True):
        return "data"
    return "value"


@pytest.mark.parametrize("name", sorted(uri.removeprefix(VOCABULARY_BASE) for uri in VOCABULARIES))
def test_a_vocabulary_s_keywords_and_values_are_its_metaschema_s(name: str) -> None:
    """Each 2020-12 vocabulary holds the keywords its metaschema defines, each holding what
    the metaschema says its value is (a subschema, a list or a map of them, any JSON value)."""
    properties = REGISTRY.contents(META + name)["properties"]
    assert VOCABULARIES[VOCABULARY_BASE + name] == set(properties)
    assert {k: KEYWORDS[k].holds for k in properties} == {
        k: holds(s) for k, s in properties.items()
    }


def test_an_annotation_is_what_no_assertion_or_applicator_vocabulary_defines() -> None:
    """The annotations are the keywords of core (but the references), meta-data, format and
    content, and of no vocabulary; the rest assert or apply subschemas."""
    annotating = {"meta-data", "format-annotation", "content", "other", "upstream", "ours"}
    for keyword in KEYWORDS.values():
        expected = keyword.vocabulary in annotating or (
            keyword.vocabulary == "core" and keyword.name not in ("$ref", "$dynamicRef")
        )
        assert (keyword.does == "annotates") is expected, keyword.name
        if keyword.does == "applies":
            assert keyword.holds != "data", keyword.name


def test_every_keyword_that_asserts_or_applies_has_one_emitter() -> None:
    """The validators' emitters, in their order, cover every keyword of the registry that is
    no annotation, each once: a keyword added to the registry without an emitter fails here."""
    groups = [set(group) for group, _ in compiler.KEYWORD_ORDER]
    assert sum(len(group) for group in groups) == len(set().union(*groups))
    assert {
        k for k, keyword in KEYWORDS.items() if keyword.does != "annotates"
    } == compiler.KEYWORDS


def test_the_model_knows_or_refuses_every_keyword() -> None:
    """The model's groups are disjoint, and every keyword of the registry is in one of them,
    or among those it refuses with their pointer (the applicators it cannot type, the
    identifiers, the overlay's own ``x-extend``)."""
    groups = [
        model_keywords.STRUCTURAL,
        model_keywords.VALIDATION,
        model_keywords.ANNOTATIONS,
        model_keywords.EXTENSIONS,
        model_keywords.UNSUPPORTED,
    ]
    assert sum(len(group) for group in groups) == len(frozenset().union(*groups))
    refused = {"$id", "$anchor", "$dynamicAnchor", "$vocabulary", "definitions", vocabulary.EXTEND}
    assert set(KEYWORDS) - frozenset().union(*groups) == refused
    assert {
        vocabulary.METHOD,
        vocabulary.SIDE,
        vocabulary.DEFAULT_ON_ERROR,
        vocabulary.DEFAULT_ON_NULL,
        vocabulary.SKIP_INVALID_ITEMS,
        vocabulary.DOCS_IGNORE,
        *vocabulary.PROJECT_KEYWORDS,
    } == model_keywords.EXTENSIONS


def test_a_misspelt_keyword_is_an_error_at_once() -> None:
    with pytest.raises(ValueError) as raised:
        vocabulary.keywords("minLength", "minLenght", "maxLenght")
    assert str(raised.value) == "not a keyword of the registry: minLenght, maxLenght"


def test_a_schema_map_that_is_no_object_is_walked_as_any_other_value() -> None:
    """A ``properties`` or ``$defs`` given a list (which the metaschema refuses later, naming
    its pointer) holds no names: the walk reads its items as it reads any list's, never as a
    map of names."""
    schema = {"properties": [{"type": "string"}, 1], "$defs": {"a": {"type": "integer"}}}
    assert [pointer for pointer, _ in vocabulary.subschemas(schema)] == [
        "",
        "/properties/0",
        "/$defs/a",
    ]


def test_the_scalar_keywords_are_those_that_test_a_number_a_string_or_any_value() -> None:
    assert {
        "type",
        "const",
        "enum",
        *("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"),
        *("minLength", "maxLength", "pattern"),
    } == vocabulary.VALUE_KEYWORDS


def test_no_x_keyword_is_spelled_outside_the_registry() -> None:
    """Every ``x-`` keyword the generator reads is a constant of :mod:`acp_codegen.vocabulary`:
    no other module of the generator spells one in a string (docstrings are prose)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "vocabulary.py" or "runtime" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in prose
                and any(word.startswith("x-") for word in node.value.replace("/", " ").split())
            ):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}")
    assert found == []


# --- the model's readers of a schema's keywords: a bare $ref and the docs -------------------------
@pytest.mark.parametrize(
    ("schema", "bare"),
    [
        ({"$ref": "#/$defs/A"}, True),
        ({"$ref": "#/$defs/A", "description": "docs may sit beside it"}, True),
        ({"$ref": "#/$defs/A", "type": "object"}, False),
        ({"$ref": "#/$defs/A", "properties": {}}, False),
        ({"type": "object"}, False),
        ({"description": "no $ref"}, False),
        ({}, False),
        ("#/$defs/A", False),
        (None, False),
    ],
)
def test_a_bare_ref_is_a_ref_with_nothing_that_shapes_the_type(schema: object, bare: bool) -> None:
    assert is_bare_ref(schema) is bare


def test_docs_are_the_string_description_and_title() -> None:
    assert doc_of({"description": "Text.", "title": "Name"}) == Doc("Text.", "Name")
    assert doc_of({"title": "Name"}) == Doc(None, "Name")
    assert doc_of({"description": "Text.", "title": 3}) == Doc("Text.", None)
    assert doc_of({"description": ["Text."]}) == Doc()
    assert doc_of(True) == Doc()
