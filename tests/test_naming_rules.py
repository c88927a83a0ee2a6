"""The naming rules one at a time, on a few lines of schema: who claims a name first, what a
taken name becomes, and what a profile's keys name."""

from __future__ import annotations

import ast
import itertools
from typing import Any

import pytest
from acp_codegen import naming
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model, ObjectDef, UnionDef
from acp_codegen.render import render_python_package
from acp_codegen.sdk import renaming
from acp_codegen.sdk.profile import Profile
from acp_codegen.sdk.renaming import apply_profile
from acp_codegen.validators import render_validation_module


def model_of(definitions: dict[str, Any]) -> Model:
    return build_model(in_memory({"$defs": definitions}, "t.json"))


def obj(**properties: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties}


STRING = {"type": "string"}


@pytest.mark.parametrize("order", [("foo", "Foo"), ("Foo", "foo")])
def test_the_exact_spelling_claims_a_class_name_first(order: tuple[str, str]) -> None:
    """``Foo`` is spelled as Python spells it and keeps ``Foo`` wherever it stands; ``foo``
    takes the next candidate."""
    model = model_of({name: obj(a=STRING) for name in order})
    assert model.class_name("Foo") == "Foo"
    assert model.class_name("foo") == "FooDefinition"


@pytest.mark.parametrize("order", [("_meta", "meta"), ("meta", "_meta")])
def test_the_exact_spelling_claims_an_attribute_first(order: tuple[str, str]) -> None:
    model = model_of({"Holder": obj(**dict.fromkeys(order, STRING))})
    holder = model.definitions["Holder"]
    assert isinstance(holder, ObjectDef)
    assert {f.wire_name: f.py_name for f in holder.fields} == {"meta": "meta", "_meta": "meta_"}


def test_taken_names_number_from_two() -> None:
    assert list(itertools.islice(naming.candidates("meta", "_"), 4)) == [
        "meta",
        "meta_",
        "meta_2",
        "meta_3",
    ]
    scope = naming.Namespace("")
    taken = [scope.take("Foo", f"/{index}", "Definition") for index in range(4)]
    assert taken == ["Foo", "FooDefinition", "FooDefinition2", "FooDefinition3"]
    assert scope.take("Foo", "/2", "Definition") == "FooDefinition2", "a holder keeps its name"


def test_enum_values_of_one_spelling_and_two_types_get_two_constants() -> None:
    """``1`` and ``"1"`` are two values; so are ``"a-b"`` and ``"a_b"``."""
    constants = naming.enum_constants([1, "1", "a-b", "a_b"])
    assert len(set(constants)) == 4
    assert constants[0] != constants[1]
    assert constants[2] + "_" == constants[3]


SHAPE = {
    "oneOf": [
        {**obj(kind={"const": "circle"}, r={"type": "number"}), "required": ["kind"]},
        obj(side={"type": "number"}),
    ],
    "discriminator": {"propertyName": "kind"},
}


def test_a_profile_names_the_untagged_variant_default() -> None:
    model = model_of({"Shape": SHAPE})
    union = model.definitions["Shape"]
    assert isinstance(union, UnionDef)
    assert [key for key, _ in renaming.union_variants(union)] == ["circle", "default"]
    profile = Profile(variants={"Shape": {"default": "Square", "circle": "Round"}})
    profiled = apply_profile(model, profile, "t.json", "p.toml")
    named, warnings = profiled.model, list(profiled.warnings)
    assert warnings == []
    renamed = named.definitions["Shape"]
    assert isinstance(renamed, UnionDef)
    assert [v.object.class_name for v in renamed.variants] == ["Round", "Square"]


def test_a_titled_untagged_variant_is_named_by_its_title() -> None:
    titled = {**SHAPE, "oneOf": [SHAPE["oneOf"][0], {**SHAPE["oneOf"][1], "title": "square"}]}
    union = model_of({"Shape": titled}).definitions["Shape"]
    assert isinstance(union, UnionDef)
    assert [key for key, _ in renaming.union_variants(union)] == ["circle", "square"]


# -- one namer for every output: the validators' names and the parsers' ----------------------


def validator_names(definitions: dict[str, Any]) -> set[str]:
    """The module-level names of the validators compiled for ``definitions``."""
    source = render_validation_module({"$defs": definitions}, source_label="t.json")[0].text
    tree = ast.parse(source)
    names = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    names |= {
        node.target.id
        for node in tree.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }
    return names


@pytest.mark.parametrize(
    ("definition", "check", "pattern"),
    [
        # Accents are dropped as in a class name (``Café`` is the class ``Cafe``).
        ("Café", "check_cafe_value", "_PATTERN_Cafe_pattern"),
        # A keyword or a leading digit needs nothing: the name has a prefix of its own.
        ("class", "check_class_value", "_PATTERN_class_pattern"),
        ("0day", "check_0day_value", "_PATTERN_0day_pattern"),
        # Underscores are kept in the spelling, and are word breaks in snake case.
        ("_meta__Data", "check_meta_data_value", "_PATTERN_meta__Data_pattern"),
    ],
)
def test_a_validator_is_named_by_the_namer_s_rules(
    definition: str, check: str, pattern: str
) -> None:
    """The validators' function and constant names are spelled by :mod:`acp_codegen.naming`
    (its ASCII words, its snake case), as every class and attribute is."""
    names = validator_names({definition: {"type": "string", "pattern": "^a$"}})
    assert check in names
    assert pattern in names
    assert check == naming.function_name("check", naming.spelling(definition), "value")
    if definition.isascii():
        return
    assert naming.class_name(definition).lower() in check


def test_a_union_s_parsers_and_constants_are_named_by_the_namer() -> None:
    """Every function and constant a union's parsing needs is a :mod:`acp_codegen.naming`
    name of its class: the public ``parse_`` function, the private parser, the table of its
    variants."""
    tagged = {
        "oneOf": [
            {
                "type": "object",
                "properties": {"kind": {"type": "string", "const": tag}},
                "required": ["kind"],
            }
            for tag in ("a", "b")
        ]
    }
    model = model_of({"ÜberChoice": tagged})
    source = render_python_package(model)["models.py"]
    tree = ast.parse(source)
    functions = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    constants = {
        node.target.id
        for node in tree.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }
    cls = model.class_name("ÜberChoice")
    assert cls == "UberChoice"
    assert naming.parse_function(cls) == "parse_uber_choice" and "parse_uber_choice" in functions
    assert naming.class_parser(cls) == "_parse_uber_choice" and "_parse_uber_choice" in functions
    assert naming.class_constant(cls, "variants") == "_UBER_CHOICE_VARIANTS"
    assert "_UBER_CHOICE_VARIANTS" in constants
