"""Remote references, custom metaschemas and ``unevaluatedItems`` in the compiled validators:
what the JSON Schema Test Suite leaves out (errors, their files and pointers, the folders a
URI may reach, the vocabularies refused)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError, UsageError
from acp_codegen.validators import compile_schema
from acp_codegen.validators.remotes import directory_documents, parse_remote
from acp_codegen.vocabulary import VOCABULARIES, VOCABULARY_BASE, ignored_keywords

BASE = "http://example.test/schemas/"


def write(folder: Path, name: str, value: object) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def refused(schema: dict[str, object], retrieve: object = None) -> tuple[str, str, str]:
    """The one problem compiling ``schema`` reports: (file, pointer, message)."""
    with pytest.raises(GenerationError) as error:
        compile_schema(schema, source_label="root.json", retrieve=retrieve)  # type: ignore[arg-type]
    (problem,) = error.value.problems
    return problem.file, problem.pointer, problem.message


def test_a_remote_reference_is_served_from_its_folder(tmp_path: Path) -> None:
    write(tmp_path, "nested/count.json", {"type": "integer", "minimum": 0})
    retrieve = directory_documents([(BASE, tmp_path)])
    schema = {"items": {"$ref": BASE + "nested/count.json"}}
    compiled = compile_schema(schema, retrieve=retrieve)
    assert compiled.is_valid([0, 3])
    assert [(e.path, e.rule) for e in compiled.validate([1, -1])] == [("/1", "minimum")]


def test_the_longest_base_wins(tmp_path: Path) -> None:
    write(tmp_path / "outer", "inner/a.json", {"type": "string"})
    write(tmp_path / "inner", "a.json", {"type": "integer"})
    retrieve = directory_documents(
        [(BASE, tmp_path / "outer"), (BASE + "inner/", tmp_path / "inner")]
    )
    compiled = compile_schema({"$ref": BASE + "inner/a.json"}, retrieve=retrieve)
    assert compiled.is_valid(1) and not compiled.is_valid("a")


def test_nothing_is_fetched_and_the_pointer_is_named(tmp_path: Path) -> None:
    schema = {"properties": {"a": {"$ref": BASE + "missing.json"}}}
    file, pointer, message = refused(schema)
    assert (file, pointer) == ("root.json", "/properties/a/$ref")
    assert "nothing is fetched" in message and BASE + "missing.json" in message
    _, _, message = refused(schema, directory_documents([(BASE, tmp_path)]))
    assert "no document was supplied" in message


def test_no_uri_reaches_outside_its_folder(tmp_path: Path) -> None:
    write(tmp_path, "secret.json", {"type": "integer"})
    retrieve = directory_documents([(BASE, tmp_path / "public")])
    (tmp_path / "public").mkdir()
    assert retrieve(BASE + "..%2Fsecret.json") is None
    assert retrieve(BASE + "public/../../secret.json") is None
    assert retrieve("http://elsewhere.test/secret.json") is None


def test_a_remote_file_that_is_not_json_is_named(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    retrieve = directory_documents([(BASE, tmp_path)])
    with pytest.raises(GenerationError) as error:
        compile_schema({"$ref": BASE + "broken.json"}, retrieve=retrieve)
    (problem,) = error.value.problems
    assert problem.file == str((tmp_path / "broken.json").resolve())
    assert "not JSON" in problem.message


def test_an_error_inside_a_remote_document_names_it(tmp_path: Path) -> None:
    write(tmp_path, "bad.json", {"$defs": {"n": {"minLength": -1}}, "$ref": "#/$defs/n"})
    file, pointer, message = refused(
        {"$ref": BASE + "bad.json"}, directory_documents([(BASE, tmp_path)])
    )
    assert (file, pointer) == (BASE + "bad.json", "/$defs/n/minLength")
    assert "non-negative integer" in message


def test_a_remote_document_must_be_a_schema() -> None:
    _, pointer, message = refused({"$ref": BASE + "list.json"}, lambda uri: [1, 2])
    assert pointer == "/$ref" and "is not a schema" in message


def metaschema(vocabulary: dict[str, bool] | None) -> dict[str, object]:
    return {"$schema": "https://json-schema.org/draft/2020-12/schema"} | (
        {} if vocabulary is None else {"$vocabulary": vocabulary}
    )


def test_a_vocabulary_the_metaschema_leaves_out_means_nothing() -> None:
    only_applicators = {VOCABULARY_BASE + "core": True, VOCABULARY_BASE + "applicator": True}
    served = {BASE + "meta.json": metaschema(only_applicators)}
    schema = {"$schema": BASE + "meta.json", "prefixItems": [{"type": "string"}], "items": False}
    compiled = compile_schema(schema, retrieve=served.get)
    assert compiled.is_valid([1])  # `type` is of the validation vocabulary, left out
    assert not compiled.is_valid([1, 2])  # `items` is an applicator


def test_the_dialect_is_the_resource_s_own() -> None:
    """An embedded resource with a ``$schema`` of its own changes the vocabularies inside it
    only; its siblings keep the document's."""
    served = {BASE + "meta.json": metaschema({VOCABULARY_BASE + "core": True})}
    schema = {
        "properties": {
            "loose": {"$id": "loose", "$schema": BASE + "meta.json", "type": "string"},
            "strict": {"type": "string"},
        }
    }
    compiled = compile_schema(schema, retrieve=served.get)
    assert compiled.is_valid({"loose": 1, "strict": "a"})
    assert not compiled.is_valid({"loose": 1, "strict": 1})


def test_a_metaschema_without_vocabulary_uses_them_all() -> None:
    served = {BASE + "meta.json": metaschema(None)}
    compiled = compile_schema(
        {"$schema": BASE + "meta.json", "type": "string"}, retrieve=served.get
    )
    assert not compiled.is_valid(1)


@pytest.mark.parametrize(
    ("vocabulary", "says"),
    [
        (
            {"http://example.test/vocab/custom": True},
            "it requires the vocabulary 'http://example.test/vocab/custom', which is not supported",
        ),
        (
            {VOCABULARY_BASE + "format-assertion": True},
            f"it requires '{VOCABULARY_BASE}format-assertion', and the validators keep 'format'"
            " an annotation",
        ),
        ({VOCABULARY_BASE + "core": "yes"}, "its $vocabulary must map vocabulary URIs to booleans"),
        ([VOCABULARY_BASE + "core"], "its $vocabulary must map vocabulary URIs to booleans"),
    ],
)
def test_a_required_vocabulary_the_validators_lack_is_refused(
    vocabulary: object, says: str
) -> None:
    served = {BASE + "meta.json": {"$vocabulary": vocabulary}}
    file, pointer, message = refused(
        {"properties": {"a": {"$schema": BASE + "meta.json#"}}}, served.get
    )
    assert (file, pointer) == ("root.json", "/properties/a/$schema")
    assert says in message


def test_optional_vocabularies_the_validators_lack_are_ignored() -> None:
    assert ignored_keywords(
        {
            VOCABULARY_BASE + "core": True,
            "http://example.test/vocab/custom": False,
            VOCABULARY_BASE + "format-assertion": False,
        }
    ) == frozenset().union(
        *(k for uri, k in VOCABULARIES.items() if uri != VOCABULARY_BASE + "core")
    )


def test_the_core_vocabulary_is_always_in_use() -> None:
    ignored = ignored_keywords({VOCABULARY_BASE + "validation": True})
    assert "$ref" not in ignored and "type" not in ignored and "items" in ignored


def test_a_missing_metaschema_is_refused() -> None:
    _, pointer, message = refused({"$schema": BASE + "meta.json"})
    assert pointer == "/$schema" and "metaschema" in message and "nothing is fetched" in message
    _, pointer, message = refused({"$schema": "meta.json"})
    assert pointer == "/$schema" and "absolute URI" in message


def test_unevaluated_items_errors_name_the_item() -> None:
    schema = {"prefixItems": [{"type": "integer"}], "unevaluatedItems": False}
    compiled = compile_schema(schema)
    assert compiled.is_valid([1])
    assert [(e.path, e.rule) for e in compiled.validate([1, "a", "b"])] == [
        ("/1", "unevaluatedItems"),
        ("/2", "unevaluatedItems"),
    ]
    typed = compile_schema({"prefixItems": [True], "unevaluatedItems": {"type": "string"}})
    assert [(e.path, e.rule) for e in typed.validate(["x", "a", 2])] == [("/2", "type")]


def test_unevaluated_items_count_the_matches_of_contains_in_a_subschema() -> None:
    """The indices ``contains`` matched are evaluated, through an ``allOf`` as well, and only
    those."""
    schema = {"allOf": [{"contains": {"type": "integer"}}], "unevaluatedItems": {"type": "null"}}
    compiled = compile_schema(schema)
    assert compiled.is_valid([1, None, 2])
    assert not compiled.is_valid([1, "a"])
    assert [(e.path, e.rule) for e in compiled.validate([1, "a"])] == [("/1", "type")]


def test_unevaluated_items_keep_non_json_values_out() -> None:
    compiled = compile_schema({"unevaluatedItems": True})
    assert compiled.is_valid([1, "a"]) and not compiled.is_valid([{1, 2}])


@pytest.mark.parametrize("text", ["no-equals", "http://x/", "relative=.", "http://x/="])
def test_remote_usage_errors(text: str) -> None:
    with pytest.raises(UsageError):
        parse_remote(text)


def test_remote_needs_a_folder(tmp_path: Path) -> None:
    assert parse_remote(f"{BASE}={tmp_path}") == (BASE, tmp_path)
    with pytest.raises(UsageError, match="not a folder"):
        parse_remote(f"{BASE}={tmp_path / 'none'}")


def test_a_failed_branch_evaluates_no_item() -> None:
    """A branch that fails (here by ``maxContains``) leaves its matches unevaluated."""
    schema = {
        "anyOf": [{"contains": {"type": "integer"}, "maxContains": 1}, True],
        "unevaluatedItems": {"type": "string"},
    }
    compiled = compile_schema(schema)
    assert compiled.is_valid([1, "a"])
    assert not compiled.is_valid([1, 2])


def test_a_reference_into_a_place_the_walk_skipped_keeps_the_dialect() -> None:
    served = {BASE + "meta.json": metaschema({VOCABULARY_BASE + "applicator": True})}
    schema = {
        "$schema": BASE + "meta.json",
        "x-parts": {"name": {"type": "string"}},
        "properties": {"a": {"$ref": "#/x-parts/name"}},
    }
    assert compile_schema(schema, retrieve=served.get).is_valid({"a": 1})


def test_every_base_is_tried(tmp_path: Path) -> None:
    write(tmp_path / "a", "one.json", {"type": "integer"})
    retrieve = directory_documents(
        [("http://a.test/", tmp_path / "a"), ("http://b.test/", tmp_path / "b")]
    )
    assert retrieve("http://a.test/one.json") == {"type": "integer"}


def test_a_bare_scheme_is_an_absolute_base(tmp_path: Path) -> None:
    assert parse_remote(f"urn:={tmp_path}") == ("urn:", tmp_path)
