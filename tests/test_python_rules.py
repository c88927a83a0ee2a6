"""Tiny goldens, one rule each: a few lines of schema in, the exact Python it becomes out.

They fail readably long before the big golden tree does, and say which rule broke.
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.format import format_python
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.naming import attribute_name, class_name
from acp_codegen.render import render_python_package


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
        }
    )["models.py"]
    assert 'Closed: TypeAlias = Literal["x", "y"]\n' in source
    assert 'Open: TypeAlias = Literal["x"] | str\n' in source


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
