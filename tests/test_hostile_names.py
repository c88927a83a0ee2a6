"""Names that meet after conversion get distinct names, the same way every time, and names that
cannot be placed in the output fail with exit 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from acp_codegen.write import read_tree, write_tree
from support import schema


def run(tmp_path: Path, document: Any, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``generate --base`` (without our additions) into a directory holding a sentinel file."""
    base = tmp_path / "names.json"
    base.write_text(json.dumps(document), encoding="utf-8")
    out = tmp_path / "out"
    write_tree(out, {"sentinel.json": b"untouched"})
    argv = ["generate", "--protocol", "v1", "--no-additions", "--base", str(base)]
    code = main([*argv, "--out", str(out)])
    err = capsys.readouterr().err
    if code != 0:
        assert read_tree(out) == {"sentinel.json": b"untouched"}
    return code, err


def obj(*names: str) -> dict[str, Any]:
    return {"type": "object", "properties": {n: {"type": "string"} for n in names}}


def tagged(*tags: str) -> dict[str, Any]:
    return {
        "oneOf": [
            {
                "type": "object",
                "properties": {"kind": {"type": "string", "const": tag}},
                "required": ["kind"],
            }
            for tag in tags
        ]
    }


# Names that meet after conversion, and the distinct names the namer gives them: a name the
# schema spells as Python does keeps it, the other takes the next candidate.
MEETINGS = {
    "camel-and-snake-properties": (
        {"Twins": obj("fooBar", "foo_bar")},
        ["    foo_bar_: str | None = None", "    foo_bar: str | None = None", '"fooBar"'],
    ),
    "meta-beside-_meta": (
        {"Meta": obj("_meta", "meta")},
        ["    meta_: str | None = None", "    meta: str | None = None", '"_meta"'],
    ),
    "properties-differing-in-case": (
        {"Case": obj("value", "Value")},
        ["    value: str | None = None", "    value_: str | None = None", '"Value"'],
    ),
    "accented-look-alike-properties": (
        {"Accents": obj("na\u00efve", "naive")},
        ["    naive_: str | None = None", "    naive: str | None = None"],
    ),
    "definitions-differing-in-case": (
        {"foo": obj("a"), "Foo": obj("a")},
        ["class Foo(", "class FooDefinition("],
    ),
    "definitions-without-ascii-letters": (
        {"\u03a9": obj("a"), "\u0416": obj("a")},
        ["class Type(", "class TypeDefinition("],
    ),
    "definitions-with-separators": (
        {"foo-bar": obj("a"), "foo_bar": obj("a")},
        ["class FooBar(", "class FooBarDefinition("],
    ),
    "variant-tags": (
        {"Union": tagged("a-b", "a_b")},
        ["class ABUnion(", "class ABUnionVariant("],
    ),
}


@pytest.mark.parametrize("case", sorted(MEETINGS))
def test_names_that_meet_get_distinct_names_deterministically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    """Without a profile nothing fails: every output is written, the same way every run."""
    defs, expected = MEETINGS[case]
    code, err = run(tmp_path, schema(defs), capsys)
    assert code == 0, err
    first = read_tree(tmp_path / "out")
    models = first["python/acp_schema/models.py"].decode()
    for text in expected:
        assert text in models, models
    assert "pydantic/acp_schema.py" in first
    assert run(tmp_path, schema(defs), capsys)[0] == 0
    assert read_tree(tmp_path / "out") == first


def test_variant_named_like_a_definition_is_resolved_deterministically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A variant class that would take a definition's class name gets ``Variant`` appended,
    the same way on every run."""
    document = schema({"Union": tagged("plain", "other"), "PlainUnion": obj("a")})
    assert run(tmp_path, document, capsys)[0] == 0
    first = read_tree(tmp_path / "out")
    models = first["python/acp_schema/models.py"].decode()
    assert "class PlainUnionVariant(" in models
    assert "class PlainUnion(" in models
    assert run(tmp_path, document, capsys)[0] == 0
    assert read_tree(tmp_path / "out") == first


def test_unicode_look_alikes_that_do_not_collide_stay_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Cyrillic letter has no ASCII form and is dropped; the wire key is kept exactly."""
    document = schema({"Looks": obj("d\u0430ta", "data")})
    assert run(tmp_path, document, capsys)[0] == 0
    models = read_tree(tmp_path / "out")["python/acp_schema/models.py"].decode()
    assert 'v0 = data.get("d\u0430ta", _MISSING)' in models
    assert 'v1 = data.get("data", _MISSING)' in models
    assert '("dta", "data", "additional_properties")' in models


@pytest.mark.parametrize("name", ["../../escaped", "../escaped", "a/../../b"])
def test_definition_names_cannot_write_outside_the_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    code, err = run(tmp_path, schema({name: obj("a")}), capsys)
    assert code == 2, err
    assert "output path would leave the output directory" in err
    assert not list(tmp_path.rglob("escaped*")) and not (tmp_path / "b.mdx").exists()


@pytest.mark.parametrize(
    "document",
    [
        schema({"<script>": obj("a")}),
        schema({"Tags": tagged('a"b')}),
        schema({"Props": obj("x{y}")}),
    ],
    ids=["definition", "variant-label", "property"],
)
def test_names_mdx_cannot_hold_fail_with_their_pointer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: dict[str, Any]
) -> None:
    code, err = run(tmp_path, document, capsys)
    assert code == 2, err
    assert "cannot be placed in MDX" in err
    assert "#/$defs/" in err


def test_docs_problems_name_the_base_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = run(tmp_path, schema({"<script>": obj("a")}), capsys)
    assert code == 2
    assert "names.json#/$defs/<script>" in err
