"""The Python renderer's rules, one each, on a few lines of schema.

First the classes, as tiny goldens: a few lines of schema in, the exact Python it becomes out.
They fail readably long before the big golden tree does, and say which rule broke.

Then the parser renderer's rules (``render/codec.py``), each on a small definition of its own.
Strict ``from_wire`` accepts exactly what ``jsonschema`` accepts, and what it accepts serialises
back to the same JSON value; tolerant mode repairs only what a marker allows; ``to_wire`` gives
values that do not alias the instance; a JSON-RPC envelope keeps its payload and parses
``params`` by method; the code written for all of it lints clean. Each rule has a definition
in :data:`DOCUMENT` that only it decides: an inline union that is ``oneOf`` or ``anyOf``,
constants that are not strings, a nullable enum checked under its null guard, tags that are
numbers, an open variant's excluded tags, a class with one slot, a variant refusing unknown
keys its base keeps, nested lists of objects.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from acp_codegen.format import format_python
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.naming import attribute_name, class_name
from acp_codegen.render import render_python_package
from corpus import SCHEMAS, build_package
from fuzz import json_equal
from jsonschema import Draft202012Validator
from support import REPO, open_variant, tagged


def render(defs: dict[str, Any]) -> dict[str, str]:
    document = {"title": "Rules", "$defs": defs}
    model = build_model(in_memory(document, "rules.json"))
    files = render_python_package(model)
    return format_python({k: v for k, v in files.items() if k.endswith(".py")})


def obj(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(required)}


@pytest.mark.parametrize(
    ("wire", "python"),
    [
        ("mimeType", "mime_type"),
        ("_meta", "meta"),
        ("def", "def_"),
        ("None", "none"),
        ("__class__", "class_"),
        ("from_wire", "from_wire_"),
        ("field", "field"),
        ("list", "list"),
        ("path", "path"),
        ("tolerant", "tolerant"),
        ("to_wire", "to_wire_"),
        ("additional_properties", "additional_properties_"),
        ("URLPath", "url_path"),
        ("2fa", "field_2fa"),
    ],
)
def test_attribute_names(wire: str, python: str) -> None:
    assert attribute_name(wire) == python


def test_only_names_a_class_body_uses_get_a_suffix() -> None:
    """A builtin name is kept unless the class body refers to it after the field."""
    assert attribute_name("list", frozenset({"list", "tuple"})) == "list_"
    assert attribute_name("list", frozenset({"dict", "tuple"})) == "list"
    assert attribute_name("field", frozenset({"field"})) == "field_"
    assert attribute_name("path", frozenset({"str", "list", "dict", "field", "tuple"})) == "path"


STRINGS = {"type": "array", "items": {"type": "string"}}


def test_core_fields_keep_their_wire_names() -> None:
    """`path` and `list` are builtins or common words, not keywords: `Location.path` and
    `Capabilities.list` stay as they are; only a class whose body uses `list[...]` renames a
    field `list`, since the field would shadow the builtin there."""
    files = render(
        {
            "Location": obj({"path": {"type": "string"}}, ("path",)),
            "Capabilities": obj({"list": {"type": ["object", "null"]}}),
            "Listing": obj({"list": {"type": "string"}, "items": STRINGS}),
        }
    )
    models = files["models.py"]
    assert "    path: str\n" in models
    assert "    list: dict[str, JSONValue] | Unset | None = UNSET\n" in models
    assert "    list_: str | None = None\n" in models
    assert "    items: list[str] | None = None\n" in models


def test_class_names_from_tag_and_union() -> None:
    assert class_name("resource_link", "ContentBlock") == "ResourceLinkContentBlock"
    assert class_name("prompt_suggestions_update", "SessionUpdate") == (
        "PromptSuggestionsUpdateSessionUpdate"
    )


def test_required_optional_and_nullable_stay_apart() -> None:
    source = render(
        {
            "Thing": obj(
                {
                    "id": {"type": "string"},
                    "note": {"type": ["string", "null"]},
                    "count": {"type": "integer"},
                    "_meta": {"type": ["object", "null"], "additionalProperties": True},
                },
                required=("id", "note"),
            )
        }
    )["models.py"]
    assert "    id: str\n" in source
    assert "    note: str | None\n" in source
    assert "    count: int | None = None\n" in source
    assert "    meta: dict[str, JSONValue] | Unset | None = UNSET\n" in source
    # The wire key is read and written as it is; the attribute has the derived name.
    assert 'v3 = data.get("_meta", UNSET)' in source
    assert '"count", "meta", "additional_properties")' in source  # v3 goes to `meta`
    assert 'out["_meta"] = ' in source


def test_tagged_variants_subclass_their_definition() -> None:
    source = render(
        {
            "Block": {
                "oneOf": [
                    {
                        "type": "object",
                        "properties": {"type": {"type": "string", "const": "text"}},
                        "required": ["type"],
                        "allOf": [{"$ref": "#/$defs/Text"}],
                    }
                ]
            },
            "Text": obj({"text": {"type": "string"}}, required=("text",)),
        }
    )["models.py"]
    assert "class TextBlock(Text):\n" in source
    assert '    type: Literal["text"] = "text"\n' in source
    assert "Block: TypeAlias = TextBlock\n" in source
    assert "def parse_block(data: object, *, tolerant: bool = False) -> Block:" in source


def test_an_alias_comes_after_the_classes_it_names() -> None:
    """Aliases are evaluated at import: one that names a class the schema defines further
    down waits until it is defined, so that no alias needs a forward reference."""
    source = render(
        {
            "Items": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
            "Item": obj({"name": {"type": "string"}}),
            "Again": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
        }
    )["models.py"]
    assert "Items: TypeAlias = list[Item]\n" in source
    assert "Again: TypeAlias = list[Item]\n" in source
    assert source.index("class Item(") < source.index("Items: TypeAlias")


def test_a_class_places_the_aliases_it_completes_in_the_order_they_wait() -> None:
    """When a definition is placed, the first waiting alias it completes comes next, then
    what that completes, before the next alias the class completed: C, A, B, D."""
    source = render(
        {
            "A": {"type": "array", "items": {"$ref": "#/$defs/C"}},
            "B": {"type": "array", "items": {"$ref": "#/$defs/A"}},
            "D": {"type": "array", "items": {"$ref": "#/$defs/C"}},
            "C": obj({"name": {"type": "string"}}),
        }
    )["models.py"]
    places = [source.index(text) for text in ("class C(", "\nA: ", "\nB: ", "\nD: ")]
    assert places == sorted(places)


def test_a_recursive_alias_is_a_forward_reference(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An alias on a cycle through a list or a union (a recursive type), or naming one,
    cannot come after all it names: once everything else is placed, those still waiting
    follow in the order they began to wait, each with its value quoted (a union of a quoted
    alias and a class would fail at import); the package imports and parses."""
    files = render(
        {
            "Tree": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
            "Json": {
                "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/Json"}}, {"type": "string"}]
            },
            "Node": {"anyOf": [{"$ref": "#/$defs/Tree"}, {"$ref": "#/$defs/Leaf"}]},
            "Leaf": obj({"name": {"type": "string"}}, ("name",)),
        }
    )
    source = files["models.py"]
    assert 'Tree: TypeAlias = "list[Node]"\n' in source
    assert 'Node: TypeAlias = "Tree | Leaf"\n' in source
    assert 'Json: TypeAlias = "list[Json] | str"\n' in source
    places = [source.index(text) for text in ("class Leaf(", "\nTree: ", "\nNode: ", "\nJson: ")]
    assert places == sorted(places)
    assert 'Tree: TypeAlias = "list[Node]"\n' in files["wire.py"]
    package = tmp_path / "rules_package"
    package.mkdir()
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    models = importlib.import_module("rules_package.models")
    assert models.from_wire("Json", ["a", ["b", []]]) == ["a", ["b", []]]
    tree = models.from_wire("Tree", [[{"name": "a"}], {"name": "b"}])
    assert tree == [[models.Leaf(name="a")], models.Leaf(name="b")]
    with pytest.raises(models.WireError):
        models.from_wire("Json", [1])


def bare_forward_annotations(source: str) -> list[tuple[str, str, str]]:
    """(class, attribute, name) of every attribute of ``models`` annotated with a class's name
    alone (or an alias's that is one class's) that is not defined above the class, unquoted:
    what a compiled build (mypyc) loads, at import, as it builds the class."""
    tree = ast.parse(source)
    classes = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    aliases = {
        node.target.id: node.value.id
        for node in tree.body
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and isinstance(node.value, ast.Name)
    }
    found, above = [], set()
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        for statement in node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.annotation, ast.Name):
                name = statement.annotation.id
                while name in aliases:
                    name = aliases[name]
                if name in classes and name not in above:
                    assert isinstance(statement.target, ast.Name)
                    found.append((node.name, statement.target.id, name))
        above.add(node.name)
    return found


def test_a_class_comes_after_the_classes_its_bare_annotations_name() -> None:
    """A compiled build gives a class the objects its annotations name as it builds it: a
    required field of a class defined further down (``info: Info``, or through an alias of
    it) makes its class wait until that class is defined, as an alias waits; an optional one
    (``Later | None``, a union, never loaded) moves nothing. The ``wire`` module keeps the
    same order."""
    files = render(
        {
            "Response": obj(
                {
                    "info": {"$ref": "#/$defs/Info"},
                    "named": {"$ref": "#/$defs/Named"},
                    "later": {"$ref": "#/$defs/Later"},
                },
                ("info", "named"),
            ),
            "Later": obj({"a": {"type": "string"}}),
            "Named": {"$ref": "#/$defs/Other"},
            "Info": obj({"name": {"type": "string"}}, ("name",)),
            "Other": obj({"name": {"type": "string"}}, ("name",)),
        }
    )
    source = files["models.py"]
    assert "    info: Info\n" in source
    assert "    named: Named\n" in source
    assert "    later: Later | None = None\n" in source
    order = ("class Later(", "class Info(", "class Other(", "class Response(")
    places = [source.index(text) for text in order]
    assert places == sorted(places)
    places = [files["wire.py"].index(text) for text in order]
    assert places == sorted(places)
    assert bare_forward_annotations(source) == []


def test_classes_whose_required_fields_name_each_other_quote_what_comes_below(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Classes on a cycle of required fields cannot each come after the others: once the
    rest is placed, the first of them whose base is defined goes first, and an annotation
    of a class below it (or of itself) is quoted, the rest bare; the module imports and
    lints clean."""
    files = render(
        {
            "Child": obj({"parent": {"$ref": "#/$defs/Parent"}}, ("parent",)),
            "Parent": obj({"child": {"$ref": "#/$defs/Child"}}, ("child",)),
            "Node": obj({"next": {"$ref": "#/$defs/Node"}}, ("next",)),
            "Leaf": obj({"name": {"type": "string"}}, ("name",)),
        }
    )
    source = files["models.py"]
    unquote = "  # noqa: UP037 - defined below; compiled, a bare name is loaded\n"
    assert f'    parent: "Parent"{unquote}' in source
    assert "    child: Child\n" in source
    assert f'    next: "Node"{unquote}' in source
    places = [source.index(f"class {name}(") for name in ("Leaf", "Child", "Parent")]
    assert places == sorted(places)
    assert bare_forward_annotations(source) == []
    package = tmp_path / "cycle_package"
    package.mkdir()
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    models = importlib.import_module("cycle_package.models")
    assert [f.name for f in dataclasses.fields(models.Child)] == ["parent", "additional_properties"]
    linted = subprocess.run(
        [str(Path(sys.executable).parent / "ruff"), "check", "--no-cache", "--config"]
        + [str(REPO / "tests/data/ruff-broad.toml"), "--output-format", "concise", "models.py"],
        cwd=package,
        capture_output=True,
        text=True,
        check=False,
    )
    assert linted.returncode == 0, linted.stdout  # the quotes are kept on purpose (UP037)


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_no_generated_class_annotates_a_class_below_it_bare(version: str) -> None:
    source = (REPO / "generated/python/acp_prompt_suggestions" / version / "models.py").read_text()
    assert "class " in source
    assert bare_forward_annotations(source) == []


@pytest.mark.parametrize(
    "defs",
    [
        {"Names": STRINGS},
        {"Closed": obj({"a": {"type": "string"}}, ("a",)) | {"additionalProperties": False}},
        {"Open": obj({"a": {"type": "string"}}) | {"additionalProperties": {"type": "integer"}}},
    ],
    ids=["aliases-only", "required-keys-only", "optional-and-unknown-keys"],
)
def test_a_module_imports_what_it_uses(defs: dict[str, Any], tmp_path: Path) -> None:
    """``field``, ``_MISSING`` and ``NotRequired`` are imported where a class keeps unknown
    keys, a parser tells an absent key, a wire key may be omitted: ruff finds no unused
    import (F401) in ``models`` and ``wire``."""
    files = render(defs)
    for module in ("models.py", "wire.py"):
        (tmp_path / module).write_text(files[module], encoding="utf-8")
    found = subprocess.run(
        [str(Path(sys.executable).parent / "ruff"), "check", "--isolated", "--no-cache"]
        + ["--select", "F401", "--output-format", "concise", "models.py", "wire.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stdout


def test_open_unions_get_an_other_class() -> None:
    known = {
        "type": "object",
        "properties": {"kind": {"type": "string", "const": "a"}},
        "required": ["kind"],
    }
    source = render(
        {
            "Event": {
                "anyOf": [
                    known,
                    {
                        "title": "other",
                        "type": "object",
                        "properties": {"kind": {"type": "string"}},
                        "required": ["kind"],
                        "not": {"anyOf": [known]},
                        "additionalProperties": True,
                    },
                ]
            }
        }
    )["models.py"]
    assert "class AEvent(_rt.WireModel):\n" in source
    assert "class OtherEvent(_rt.WireModel):\n" in source
    assert "    kind: str\n" in source
    assert "return _parse_other_event(data, mode)" in source


def test_enums_closed_and_open() -> None:
    source = render(
        {
            "Closed": {"type": "string", "enum": ["x", "y"]},
            "Open": {
                "anyOf": [
                    {"type": "string", "const": "x"},
                    {"title": "other", "type": "string"},
                ]
            },
            "OpenRank": {
                "anyOf": [
                    {"type": "integer", "const": 1},
                    {"title": "other", "type": "integer"},
                ]
            },
        }
    )["models.py"]
    assert 'Closed: TypeAlias = Literal["x", "y"]\n' in source
    assert 'Open: TypeAlias = Literal["x"] | str\n' in source
    # An open enum takes any value of its base: its parser is the base's.
    assert (
        "def _parse_open(data: Any, mode: Mode) -> Open:\n    return _rt.parse_str(data, mode)\n"
        in source
    )
    assert (
        "def _parse_open_rank(data: Any, mode: Mode) -> OpenRank:\n"
        "    return _rt.parse_int(data, mode)\n"
    ) in source


def test_typed_dicts_use_the_wire_keys() -> None:
    wire = render(
        {
            "Thing": obj(
                {"id": {"type": "string"}, "_meta": {"type": ["object", "null"]}},
                required=("id",),
            ),
            "Odd": obj({"content-type": {"type": "string"}}),
        }
    )["wire.py"]
    assert "class Thing(TypedDict):\n" in wire
    assert "    id: str\n" in wire
    assert "    _meta: NotRequired[dict[str, JSONValue] | None]\n" in wire
    assert (
        'Odd = TypedDict(\n    "Odd",\n    {\n        "content-type": "NotRequired[str]",' in wire
    )


def test_descriptions_become_escaped_docstrings() -> None:
    text = 'Ends with a quote: """ and a backslash \\ and \\N{BULLET}'
    source = render({"Thing": obj({"a": {"type": "string", "description": text}})})["models.py"]
    tree = ast.parse(source)  # the docstring did not end early
    thing = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Thing")
    after_a = next(
        thing.body[i + 1]
        for i, node in enumerate(thing.body)
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "a"
    )
    assert isinstance(after_a, ast.Expr) and isinstance(after_a.value, ast.Constant)
    assert after_a.value.value == text


# --- the parsers: render/codec.py's rules, on one document ----------------------------------------
GAUGE = {
    "type": "object",
    "properties": {
        "level": {"anyOf": [{"$ref": "#/$defs/Level"}, {"type": "null"}]},
        "rank": {"$ref": "#/$defs/Rank"},
        "ratio": {"type": ["number", "null"]},
        "label": {"type": "string"},
    },
    "required": ["level"],
}
DOCUMENT: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$defs": {
        "Level": {"type": "string", "enum": ["low", "high"]},
        "Rank": {"type": "integer", "enum": [1, 2]},
        "Gauge": GAUGE,
        "Amount": {
            "type": "object",
            "properties": {
                "exactly": {"oneOf": [{"type": "integer"}, {"type": "number"}]},
                "either": {"anyOf": [{"type": "integer"}, {"type": "number"}]},
            },
        },
        "Flags": {
            "type": "object",
            "properties": {"zero": {"const": 0}, "on": {"const": True}, "name": {"const": "x"}},
        },
        "Blob": {
            "type": "object",
            "properties": {
                "data": True,
                "meta": {"type": "object", "additionalProperties": True},
                "grid": {"type": "array", "items": {"type": "array", "items": GAUGE}},
                "byName": {
                    "type": "object",
                    "additionalProperties": {"type": "array", "items": {"$ref": "#/$defs/Gauge"}},
                },
            },
            "required": ["data"],
        },
        "MaybeName": {"type": ["string", "null"]},
        "MaybeShape": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]},
        "Versioned": {
            "anyOf": [
                tagged(1, discriminator="v", a={"type": "string"}),
                tagged(2, discriminator="v"),
                open_variant("v", [1, 2, 3]),
            ]
        },
        "Kind": {
            "anyOf": [
                tagged("a", discriminator="kind"),
                open_variant("kind", ["a", "b"], label={"type": "string"}),
            ]
        },
        "Single": {
            "type": "object",
            "properties": {"only": {"type": "string"}},
            "additionalProperties": False,
        },
        "Phase": {
            "oneOf": [
                tagged("idle", discriminator="phase"),
                {
                    "title": "running",
                    "type": "object",
                    "properties": {"since": {"type": "integer"}},
                },
            ]
        },
        "Base": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
        # An open variant that extends a definition takes its fields, as a tagged one does.
        "Extended": {
            "anyOf": [
                tagged("a", discriminator="kind"),
                {**open_variant("kind", ["a"]), "allOf": [{"$ref": "#/$defs/Base"}]},
            ]
        },
        "Tagged": {
            "oneOf": [
                {
                    **tagged("strict", discriminator="t"),
                    "allOf": [{"$ref": "#/$defs/Base"}],
                    "unevaluatedProperties": False,
                },
                {**tagged("loose", discriminator="t"), "allOf": [{"$ref": "#/$defs/Base"}]},
            ]
        },
        "Options": {
            "type": "object",
            "properties": {"name": {"type": "string", "x-deserialize-default-on-null": True}},
        },
        # An optional field before the required ones, in wire order, and no unknown keys.
        "Counted": {
            "type": "object",
            "properties": {
                "note": {"type": "string"},
                "a": {"type": "string"},
                "b": {"type": "string"},
            },
            "required": ["a", "b"],
            "additionalProperties": False,
        },
        # Required fields alone, no unknown keys: the count says when there is nothing else.
        "Pair": {
            "type": "object",
            "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "required": ["a", "b"],
            "additionalProperties": False,
        },
    },
}

# (definition, wire value): strict parsing must give jsonschema's verdict on each.
CASES: list[tuple[str, Any]] = [
    # A nullable closed enum, checked inline under its null guard.
    ("Gauge", {"level": None}),
    ("Gauge", {"level": "low"}),
    ("Gauge", {"level": "mid"}),
    ("Gauge", {"level": 1}),
    ("Gauge", {}),
    # A closed enum of integers: JSON equality (``true`` is not ``1``, ``1.0`` is).
    ("Gauge", {"level": "high", "rank": 1}),
    ("Gauge", {"level": "high", "rank": 1.0}),
    ("Gauge", {"level": "high", "rank": True}),
    ("Gauge", {"level": "high", "rank": 3}),
    # An optional nullable number.
    ("Gauge", {"level": None, "ratio": None}),
    ("Gauge", {"level": None, "ratio": 0.5}),
    ("Gauge", {"level": None, "ratio": "half"}),
    # ``oneOf`` refuses a value two options take; ``anyOf`` takes the first.
    ("Amount", {"exactly": 1}),
    ("Amount", {"exactly": 1.5}),
    ("Amount", {"either": 1}),
    ("Amount", {"either": 1.5}),
    # Constants that are not strings compare as JSON.
    ("Flags", {"zero": 0}),
    ("Flags", {"zero": False}),
    ("Flags", {"zero": 0.0}),
    ("Flags", {"on": True}),
    ("Flags", {"on": 1}),
    ("Flags", {"name": "x"}),
    ("Flags", {"name": "y"}),
    # Any JSON value; lists of lists and maps of lists of objects.
    ("Blob", {"data": {"a": [1, {"b": None}]}, "meta": {"k": [2]}, "more": [3]}),
    ("Blob", {"data": None, "grid": [[{"level": "low"}, {"level": None, "rank": 2}], []]}),
    ("Blob", {"data": 1, "grid": [[{"level": "mid"}]]}),
    ("Blob", {"data": 1, "byName": {"a": [{"level": "high"}], "b": []}}),
    ("Blob", {"data": 1, "byName": {"a": [{}]}}),
    # Nullable aliases, of a scalar and of a union.
    ("MaybeName", None),
    ("MaybeName", "name"),
    ("MaybeName", 1),
    ("MaybeShape", None),
    ("MaybeShape", "a"),
    ("MaybeShape", 2),
    ("MaybeShape", 2.5),
    # Tags that are numbers: found by JSON equality, excluded by it.
    ("Versioned", {"v": 1, "a": "x"}),
    ("Versioned", {"v": 1, "a": 1}),
    ("Versioned", {"v": 1.0}),
    ("Versioned", {"v": 2}),
    ("Versioned", {"v": 3}),
    ("Versioned", {"v": 4, "a": 1}),
    ("Versioned", {"v": True}),
    ("Versioned", {"v": "1"}),
    ("Versioned", {}),
    # The open variant refuses the tags it excludes in its discriminator, not elsewhere.
    ("Kind", {"kind": "a"}),
    ("Kind", {"kind": "b"}),
    ("Kind", {"kind": "c", "label": "a"}),
    ("Kind", {"kind": "c", "label": "b", "more": 1}),
    # One slot, no unknown keys.
    ("Single", {}),
    ("Single", {"only": "x"}),
    ("Single", {"only": 1}),
    ("Single", {"other": 1}),
    # The required keys alone, and as many keys as there are required ones, one of them missing.
    ("Counted", {"a": "x", "b": "y"}),
    ("Counted", {"a": "x", "note": "z"}),
    ("Counted", {"a": "x", "b": "y", "note": "z"}),
    ("Counted", {"a": "x", "b": "y", "note": 1}),
    ("Counted", {"a": "x", "b": "y", "more": 1}),
    ("Counted", {"a": "x", "b": 1}),
    ("Pair", {"a": "x", "b": "y"}),
    ("Pair", {"a": "x", "c": "y"}),
    ("Pair", {"a": "x", "b": "y", "c": "z"}),
    # ``oneOf`` with a default branch: a tagged value the default also takes is refused.
    ("Phase", {"phase": "idle"}),
    ("Phase", {"since": 1}),
    ("Phase", {"phase": "busy", "since": 1}),
    ("Phase", {"since": "now"}),
    # An open variant's base fields: required and typed as the base says.
    ("Extended", {"kind": "c", "id": "1", "more": 1}),
    ("Extended", {"kind": "c"}),
    ("Extended", {"kind": "c", "id": 1}),
    ("Extended", {"kind": "a", "id": 1}),
    # A variant that refuses the unknown keys its base keeps.
    ("Tagged", {"t": "strict", "id": "1"}),
    ("Tagged", {"t": "strict", "id": "1", "more": 1}),
    ("Tagged", {"t": "loose", "id": "1", "more": 1}),
    ("Tagged", {"t": "loose"}),
]


@pytest.fixture(scope="module")
def pkg(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    folder = tmp_path_factory.mktemp("codec-rules")
    schema = folder / "codec-rules.json"
    schema.write_text(json.dumps(DOCUMENT), encoding="utf-8")
    return build_package(schema, folder / "out", "codec_rules")


@pytest.fixture(scope="module")
def envelope(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    folder = tmp_path_factory.mktemp("codec-envelope")
    return build_package(SCHEMAS / "envelope-methods.json", folder, "codec_envelope")


def valid(name: str, value: Any) -> bool:
    schema = {"$ref": f"#/$defs/{name}", "$defs": DOCUMENT["$defs"]}
    return bool(Draft202012Validator(schema).is_valid(value))


@pytest.mark.parametrize(
    ("name", "value"), CASES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(CASES)]
)
def test_strict_parsing_gives_the_schemas_verdict(pkg: ModuleType, name: str, value: Any) -> None:
    expected = valid(name, value)
    try:
        parsed = pkg.from_wire(name, value)
    except pkg.WireError as error:
        assert not expected, f"refused a valid value: {error.path}: {error.message}"
        return
    assert expected, f"accepted an invalid value as {parsed!r}"
    wire = pkg.to_wire(parsed)
    assert json_equal(wire, value), wire


def test_every_case_rule_is_decided_both_ways() -> None:
    """The cases hold a valid and an invalid value of every definition they name, so no
    rule is checked on one side only."""
    verdicts: dict[str, set[bool]] = {}
    for name, value in CASES:
        verdicts.setdefault(name, set()).add(valid(name, value))
    assert {name for name, seen in verdicts.items() if seen != {True, False}} == set()


def test_tolerant_mode_repairs_only_what_a_marker_allows(pkg: ModuleType) -> None:
    """``x-deserialize-default-on-null`` lets a null fall back to omitted, and nothing else;
    a field without a marker is refused in tolerant mode as in strict mode."""
    options = pkg.from_wire("Options", {"name": None}, tolerant=True)
    assert pkg.to_wire(options) == {}
    with pytest.raises(pkg.WireError) as raised:
        pkg.from_wire("Options", {"name": 1}, tolerant=True)
    assert (raised.value.path, raised.value.message) == ("/name", "expected a string, got a number")
    with pytest.raises(pkg.WireError) as raised:
        pkg.from_wire("Gauge", {"level": None, "label": None}, tolerant=True)
    assert (raised.value.path, raised.value.message) == ("/label", "expected a string, got null")


def test_the_required_fields_are_checked_before_the_optional_ones(pkg: ModuleType) -> None:
    """Of several errors, strict mode reports the first in wire order among the required
    fields, then among the optional ones, then the unknown keys."""
    cases = [
        ({"note": 1, "a": "x"}, ("", "missing required property 'b'")),
        ({"note": 1, "a": 1, "b": "y"}, ("/a", "expected a string, got a number")),
        ({"note": 1, "a": "x", "b": "y", "more": 1}, ("/note", "expected a string, got a number")),
        ({"a": "x", "b": "y", "more": 1}, ("", "unexpected properties ['more']")),
    ]
    for value, expected in cases:
        with pytest.raises(pkg.WireError) as raised:
            pkg.from_wire("Counted", value)
        assert (raised.value.path, raised.value.message) == expected


class Reads(dict[str, Any]):
    """A wire object that records the keys a parser reads (the parsers copy a ``dict``
    subclass; the test below lets this one through as it is)."""

    def __init__(self, **items: Any) -> None:
        super().__init__(items)
        self.read: list[str] = []
        self.iterated = 0  # how many times its keys were gone through (the unknown keys' test)

    def __getitem__(self, key: str) -> Any:
        self.read.append(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.append(key)
        return super().get(key, default)

    def __iter__(self) -> Iterator[str]:
        self.iterated += 1
        return super().__iter__()


def test_an_object_of_its_required_keys_alone_reads_nothing_else(
    pkg: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An object that holds its required keys and nothing else (most messages) is parsed
    without looking for the optional ones; one more key and they are read."""
    monkeypatch.setattr(sys.modules[f"{pkg.__name__}._runtime"], "as_dict", lambda value: value)
    alone = Reads(a="x", b="y")
    assert pkg.to_wire(pkg.from_wire("Counted", alone)) == {"a": "x", "b": "y"}
    assert alone.read == ["a", "b"]
    more = Reads(a="x", b="y", note="z")
    assert pkg.to_wire(pkg.from_wire("Counted", more)) == {"note": "z", "a": "x", "b": "y"}
    assert more.read == ["a", "b", "note"]
    empty = Reads()
    assert pkg.to_wire(pkg.from_wire("Single", empty)) == {}
    assert empty.read == []
    assert (alone.iterated, empty.iterated) == (0, 0)
    assert more.iterated == 1  # "note" is known: the unknown keys are looked for, none found
    pair = Reads(a="x", b="y")
    assert pkg.to_wire(pkg.from_wire("Pair", pair)) == {"a": "x", "b": "y"}
    assert (pair.read, pair.iterated) == (["a", "b"], 0)
    with pytest.raises(pkg.WireError, match="unexpected properties"):
        pkg.from_wire("Pair", Reads(a="x", b="y", c="z"))


class Defaulting(dict[str, Any]):
    """A ``dict`` whose lookups of a missing key add it."""

    def __missing__(self, key: str) -> str:
        self[key] = "made up"
        return "made up"


def test_a_dict_subclass_is_read_as_the_plain_dict_it_holds(pkg: ModuleType) -> None:
    """Its own lookups never run: a missing key stays missing, and the value is unchanged."""
    value = Defaulting(a="x")
    with pytest.raises(pkg.WireError, match="missing required property 'b'"):
        pkg.from_wire("Counted", value)
    assert value == {"a": "x"}
    assert pkg.to_wire(pkg.from_wire("Counted", Defaulting(a="x", b="y"))) == {"a": "x", "b": "y"}
    with pytest.raises(pkg.WireError, match="expected an object, got an array"):
        pkg.from_wire("Counted", ["a", "b"])


@pytest.mark.parametrize("fixture", ["pkg", "envelope"])
def test_a_count_is_written_only_where_a_parser_reads_it(
    request: pytest.FixtureRequest, fixture: str
) -> None:
    """A class counts its required keys when it has some and something else to skip; the
    constant is read by its parser, and a class with nothing required asks ``if data:``."""
    models = sys.modules[f"{request.getfixturevalue(fixture).__name__}.models"]
    source = inspect.getsource(models)
    defined = set(re.findall(r"^(_\w+_REQUIRED_COUNT): Final", source, re.MULTILINE))
    assert defined == set(re.findall(r"if len\(data\) != (_\w+_REQUIRED_COUNT):", source))
    assert defined
    assert not {"_SINGLE_REQUIRED_COUNT", "_OPTIONS_REQUIRED_COUNT"} & defined
    assert "_CALLER_JSON_RPC_MESSAGE_REQUIRED_COUNT" not in defined  # required keys and a payload


def test_serialised_values_do_not_alias_the_instance(pkg: ModuleType) -> None:
    """``to_wire`` copies JSON values (a field, a map of them, the unknown keys): changing what
    it returned leaves the instance as it was."""
    wire = {"data": {"a": [1]}, "meta": {"k": [2]}, "more": [3]}
    parsed = pkg.from_wire("Blob", wire)
    out = pkg.to_wire(parsed)
    out["data"]["a"].append(0)
    out["meta"]["k"].append(0)
    out["more"].append(0)
    assert pkg.to_wire(parsed) == {"data": {"a": [1]}, "meta": {"k": [2]}, "more": [3]}


def test_params_are_parsed_by_method(envelope: ModuleType) -> None:
    """A request's ``params`` are those of its method, not the first branch of the union
    of every method's params that fits; the other fields stay as they came."""
    message = {"jsonrpc": "2.0", "id": 7, "method": "math/sum", "params": {"terms": [1, 2.5]}}
    parsed = envelope.from_wire("JsonRpcMessage", message)
    request = parsed.payload
    assert (request.id, request.method, type(request.params).__name__) == (
        7,
        "math/sum",
        "SumRequest",
    )
    assert request.params.terms == [1, 2.5]
    ping = {"jsonrpc": "2.0", "id": "p", "method": "ping", "params": {"terms": [1]}}
    assert type(envelope.from_wire("JsonRpcMessage", ping).payload.params).__name__ == "PingRequest"
    assert envelope.to_wire(parsed) == message


def test_an_envelope_without_payload_keys_parses_an_empty_payload(envelope: ModuleType) -> None:
    """The keys beside the envelope's own are its payload, also when there are none: the
    payload's error is about what an empty object lacks."""
    with pytest.raises(envelope.WireError) as raised:
        envelope.from_wire("JsonRpcMessage", {"jsonrpc": "2.0"})
    assert (raised.value.path, raised.value.message) == (
        "",
        "matches none of the union's options: missing required property 'id'; "
        "missing required property 'method'",
    )


def test_the_code_written_for_every_rule_lints_clean(pkg: ModuleType) -> None:
    """What these definitions make (a ternary for a fetched scalar, ``elif`` after a default,
    constants passed by keyword, key-only loops, ``not in``) passes ruff's broad rule set,
    as the upstream schemas' packages do (``tests/sdk/test_target_checks.py``)."""
    folder = Path(pkg.__file__).parent
    found = subprocess.run(
        [
            str(Path(sys.executable).parent / "ruff"),
            "check",
            "--no-cache",
            "--config",
            str(REPO / "tests" / "data" / "ruff-broad.toml"),
            "--output-format",
            "concise",
            str(folder),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stdout


def test_a_guard_over_one_if_is_one_if_and_over_anything_else_nests() -> None:
    """``guarded``: two nested tests become one (ruff's SIM102), an ``or`` kept whole in
    parentheses; a loop, or an ``if`` with more beside it, stays under its guard."""
    from acp_codegen.render.codec import guarded

    assert guarded("x is not None", ["if a or b:", "    f(x)"]) == [
        "if x is not None and (a or b):",
        "    f(x)",
    ]
    for body in (["for item in x:", "    f(item)"], ["if a:", "    f(x)", "g(x)"]):
        assert guarded("x is not None", body) == [
            "if x is not None:",
            *(f"    {line}" for line in body),
        ]


def test_a_class_s_slot_setters_are_named_after_the_class(pkg: ModuleType) -> None:
    """The constant a class's parser unpacks its setters from: ``_<CLASS STEM>_SETTERS``,
    beside the class's other constants (``_CONTENT_BLOCK_VARIANTS``)."""
    models = importlib.import_module(f"{pkg.__name__}.models")
    source = Path(models.__file__).read_text(encoding="utf-8")
    assert re.search(r"^    \w+(, \w+)* = _AMOUNT_SETTERS$", source, re.MULTILINE), source
    assert not [name for name in vars(models) if name.startswith("_SETTERS")]


def test_an_alias_s_parser_is_typed_by_its_parts_and_a_constant_is_cast() -> None:
    """A nullable union's parsers are a tuple typed as the alias (no cast: mypy checks each
    part); a constant is cast to its ``Literal``."""
    source = render(
        {
            "Fixed": {"const": "x"},
            "MaybeMode": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]},
        }
    )["models.py"]
    assert (
        "def _parse_fixed(data: Any, _mode: Mode) -> Fixed:\n"
        '    return cast("Fixed", _rt.to_const(data, expected="x", path=""))\n'
    ) in source
    assert (
        "def _parse_maybe_mode(data: Any, mode: Mode) -> MaybeMode:\n"
        "    options: tuple[_rt.Parser[MaybeMode], ...] = (\n"
        "        _rt.parse_str,\n"
        "        _rt.parse_int,\n"
        "    )\n"
        "    return None if data is None else _rt.first_of(data, options, mode)\n"
    ) in source


def test_a_map_of_plain_values_is_copied_whole_to_the_wire() -> None:
    """``to_wire`` copies a map whose values need no conversion with ``dict()`` (a
    comprehension that changes nothing fails ruff's C416) and converts each value otherwise."""
    source = render(
        {
            "Labels": obj(
                {
                    "names": {"type": "object", "additionalProperties": {"type": "string"}},
                    "ranks": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Labels"}},
                }
            )
        }
    )["models.py"]
    assert 'out["names"] = dict(v0)\n' in source
    assert 'out["ranks"] = {k0: x0.to_wire() for k0, x0 in v1.items()}\n' in source
