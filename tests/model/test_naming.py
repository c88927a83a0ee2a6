"""The naming module: one namer for every output, independent of the interpreter running it.

The keywords renamed are a fixed list for every supported Python (3.10 to 3.14); these tests
give the ``keyword`` module other interpreters' lists and check no name moves. Without a
profile every schema names every output: names that meet get distinct names; a clash the
profile makes is an error naming both definitions. Adding definitions and variants renames
nothing that was there.

Then the rules one at a time, on a few lines of schema: who claims a name first, what a
taken name becomes, and what a profile's keys name.
"""

from __future__ import annotations

import ast
import copy
import itertools
import json
import keyword
import re
import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest
from acp_codegen import naming, pydantic_flavour
from acp_codegen.errors import GenerationError
from acp_codegen.load import in_memory, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model, ObjectDef, UnionDef
from acp_codegen.render import render_python_package
from acp_codegen.sdk import renaming
from acp_codegen.sdk.profile import ExpansionNames, Profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module
from acp_codegen.sdk.renaming import apply_profile
from acp_codegen.validators import render_validation_module
from hypothesis import given, settings
from hypothesis import strategies as st
from support import VERSIONS, upstream_schema

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


@pytest.fixture
def interpreter(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Pretend to be another interpreter: ``interpreter("3.13")`` swaps the keyword lists."""

    def pretend(version: str) -> None:
        soft = SOFT_KEYWORDS[version]
        monkeypatch.setattr(keyword, "kwlist", HARD)
        monkeypatch.setattr(keyword, "softkwlist", soft)
        monkeypatch.setattr(keyword, "iskeyword", frozenset(HARD).__contains__)
        monkeypatch.setattr(keyword, "issoftkeyword", frozenset(soft).__contains__)

    return pretend


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
        fields = definition.fields if isinstance(definition, ObjectDef) else ()
        names[name] = (definition.class_name, *(f.py_name for f in fields))
    return names


@pytest.mark.parametrize("version", VERSIONS)
def test_the_model_names_the_same_under_every_interpreter(interpreter: Any, version: str) -> None:
    loaded = load_protocol(version, "unstable")
    seen = {}
    for python in sorted(SOFT_KEYWORDS):
        interpreter(python)
        seen[python] = model_names(build_model(loaded))
    first = seen.pop("3.10")
    assert any("type" in names[1:] for names in first.values())  # the case in question
    for python, names in seen.items():
        assert names == first, python


# -- the default never fails: names that meet get distinct names -------------------------


def v2_document() -> dict[str, Any]:
    return copy.deepcopy(load_protocol("v2", "stable").document)


def open_union(discriminator: str, branches: dict[str, str]) -> dict[str, Any]:
    """A union by ``discriminator``: each value's variant extends a definition, plus the open
    ``other`` variant upstream writes with ``not``."""

    def tag(value: str) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {discriminator: {"type": "string", "const": value}},
            "required": [discriminator],
        }

    return {
        "anyOf": [
            {**tag(value), "allOf": [{"$ref": f"#/$defs/{target}"}]}
            for value, target in branches.items()
        ]
        + [
            {
                "title": "other",
                "type": "object",
                "properties": {discriminator: {"type": "string"}},
                "required": [discriminator],
                "not": {"anyOf": [tag(value) for value in branches]},
                "additionalProperties": True,
            }
        ]
    }


def pydantic_classes(model: Model) -> dict[str, tuple[str, ...]]:
    """The pydantic flavour's classes of ``model`` and their attributes (it must compile)."""
    source, _ = render_pydantic_module(apply_profile(model, pydantic_flavour.PROFILE, "t.json", ""))
    classes = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            attributes = (
                n.target.id
                for n in node.body
                if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
            )
            classes[node.name] = tuple(attributes)
    return classes


def test_nested_open_unions_give_distinct_expansion_classes() -> None:
    """A state whose own variant is a union with an open ``other`` (as newer upstream releases
    have): the pydantic flavour's class per choice is named by every value on the way, so the
    two open variants do not meet as ``OtherStateUpdateSessionUpdate``."""
    document = v2_document()
    defs = document["$defs"]
    defs["ApprovalNeeded"] = {"type": "object", "properties": {"reason": {"type": "string"}}}
    defs["RequiresActionStateUpdate"] = open_union("action", {"approve": "ApprovalNeeded"})
    model = build_model(in_memory(document, "t.json"))
    classes = pydantic_classes(model)
    assert "OtherStateUpdateSessionUpdate" in classes
    assert "OtherRequiresActionStateUpdateSessionUpdate" in classes
    assert "ApproveRequiresActionStateUpdateSessionUpdate" in classes
    files = render_python_package(model)
    ast.parse(files["models.py"])


def test_the_classes_per_choice_are_named_in_the_model_once() -> None:
    """An object whose payload is a choice of definitions is one pydantic class per choice:
    apply_profile names them (the profile's ``expansions`` as they are, the others after the
    choice and the object), and the module prints the model's names; a profile's name that
    meets a definition's is an error naming both."""
    document = {
        "$defs": {
            "SessionScope": {"type": "object", "properties": {"sessionId": {"type": "string"}}},
            "RequestScope": {"type": "object", "properties": {"requestId": {"type": "string"}}},
            "FormMode": {
                "type": "object",
                "properties": {"form": {"type": "string"}},
                "anyOf": [{"$ref": "#/$defs/SessionScope"}, {"$ref": "#/$defs/RequestScope"}],
            },
        }
    }
    model = build_model(in_memory(document, "t.json"))
    profile = Profile(expansions={"FormMode": {"RequestScope": ExpansionNames("FormRequestMode")}})
    named = apply_profile(model, profile, "t.json", "p.toml").model
    form = named.definitions["FormMode"]
    assert isinstance(form, ObjectDef)
    assert [(e.class_name, e.option) for e in form.expansions] == [
        ("SessionScopeFormMode", "SessionScope"),
        ("FormRequestMode", "RequestScope"),
    ]
    source, _ = render_pydantic_module(apply_profile(model, profile, "t.json", "p.toml"))
    assert "class SessionScopeFormMode(SessionScope):" in source
    assert "class FormRequestMode(RequestScope):" in source
    assert "FormMode = SessionScopeFormMode | FormRequestMode" in source
    clash = Profile(expansions={"FormMode": {"RequestScope": ExpansionNames("SessionScope")}})
    with pytest.raises(GenerationError) as error:
        apply_profile(model, clash, "t.json", "p.toml")
    assert str(error.value) == (
        "t.json#/$defs/FormMode (/$defs/RequestScope): maps (profile "
        "expansions.FormMode.RequestScope) to 'SessionScope', which t.json#/$defs/SessionScope "
        "also maps to; name one of them differently in the profile"
    )


def test_meta_beside_field_meta_under_the_sdk_profile() -> None:
    """The SDK profile's ``_meta = "field_meta"`` is chosen, so a property ``fieldMeta`` in the
    same class gives way (``field_meta_``); pydantic keeps both."""
    document = {
        "$defs": {
            "Holder": {
                "type": "object",
                "properties": {"_meta": {"type": "object"}, "fieldMeta": {"type": "string"}},
            }
        }
    }
    model = build_model(in_memory(document, "t.json"))
    profile = Profile(attributes={"_meta": "field_meta"})
    source, warnings = render_pydantic_module(apply_profile(model, profile, "t.json", "p.toml"))
    assert warnings == []
    module = types.ModuleType("naming_meta_beside_field_meta")
    sys.modules[module.__name__] = module  # pydantic resolves annotations in sys.modules
    exec(compile(source, module.__name__, "exec"), module.__dict__)
    holder = module.Holder.model_validate({"_meta": {"a": 1}, "fieldMeta": "f"})
    assert holder.model_dump() == {"field_meta": {"a": 1}, "field_meta_": "f"}
    assert holder.model_dump(by_alias=True) == {"_meta": {"a": 1}, "fieldMeta": "f"}


def test_a_clash_the_profile_makes_is_an_error_naming_both() -> None:
    document = {
        "$defs": {
            "Holder": {
                "type": "object",
                "properties": {"_meta": {"type": "object"}, "fieldMeta": {"type": "string"}},
            },
            "Other": {"type": "object", "properties": {"a": {"type": "string"}}},
        }
    }
    model = build_model(in_memory(document, "t.json"))
    profile = Profile(attributes={"_meta": "field_meta", "fieldMeta": "field_meta"})
    with pytest.raises(GenerationError) as raised:
        apply_profile(model, profile, "t.json", "p.toml")
    message = str(raised.value)
    assert "t.json#/$defs/Holder/properties/fieldMeta" in message
    assert "t.json#/$defs/Holder/properties/_meta" in message
    assert "attributes.fieldMeta" in message
    profile = Profile(names={"Holder": "Other"})
    with pytest.raises(GenerationError) as raised:
        apply_profile(model, profile, "t.json", "p.toml")
    message = str(raised.value)
    assert "t.json#/$defs/Holder" in message
    assert "t.json#/$defs/Other" in message


def test_a_property_and_a_definition_named_like_a_private_base() -> None:
    """A variant the profile names after the definition it extends makes that definition
    private (``_ModeUpdate``); a definition and a property spelled ``_ModeUpdate`` meet the
    public names, not the private one, and get distinct names."""
    document = {
        "$defs": {
            "ModeUpdate": {"type": "object", "properties": {"modeId": {"type": "string"}}},
            "_ModeUpdate": {
                "type": "object",
                "properties": {"_ModeUpdate": {"type": "string"}, "modeUpdate": {}},
            },
            "Update": {
                "oneOf": [
                    {
                        "type": "object",
                        "properties": {"kind": {"type": "string", "const": "mode"}},
                        "required": ["kind"],
                        "allOf": [{"$ref": "#/$defs/ModeUpdate"}],
                    }
                ]
            },
        }
    }
    model = build_model(in_memory(document, "t.json"))
    assert model.class_name("ModeUpdate") == "ModeUpdate"
    assert model.class_name("_ModeUpdate") == "ModeUpdateDefinition"
    named = apply_profile(
        model, Profile(variants={"Update": {"mode": "ModeUpdate"}}), "t.json", "p.toml"
    ).model
    assert named.class_name("ModeUpdate") == "_ModeUpdate"
    assert model.class_name("ModeUpdateVariant") == "ModeUpdateVariant"
    assert named.class_name("ModeUpdateVariant") == "ModeUpdate"
    assert named.class_name("_ModeUpdate") == "ModeUpdateDefinition"
    holder = named.definitions["_ModeUpdate"]
    assert isinstance(holder, ObjectDef)
    assert [f.py_name for f in holder.fields] == ["mode_update", "mode_update_"]
    classes = pydantic_classes(named)
    assert classes["ModeUpdateDefinition"] == ("mode_update", "mode_update_")
    assert {"_ModeUpdate", "ModeUpdate"} <= set(classes)


def test_the_sdk_convention_names_variants_after_their_definition() -> None:
    """``definition-variants``: the SDK's ``SessionUpdate`` variants take the name of the
    definition they extend (``PromptSuggestionsUpdate``, ``CurrentModeUpdate``), which becomes
    private; ``SessionCapabilities.list`` keeps its wire name."""
    loaded = load_protocol("v1", "unstable")
    model = build_model(loaded)
    profile = Profile(definition_variants=("SessionUpdate",), attributes={"_meta": "field_meta"})
    profiled = apply_profile(model, profile, loaded.label, "p.toml")
    named, warnings = profiled.model, list(profiled.warnings)
    assert warnings == []
    union = named.definitions["SessionUpdate"]
    assert isinstance(union, UnionDef)
    by_tag = {v.tag: v.object.class_name for v in union.variants}
    assert by_tag["prompt_suggestions_update"] == "PromptSuggestionsUpdate"
    assert by_tag["current_mode_update"] == "CurrentModeUpdate"
    assert named.class_name("PromptSuggestionsUpdate") == "_PromptSuggestionsUpdate"
    assert named.class_name("PromptSuggestion") == "PromptSuggestion"
    capabilities = named.definitions["ClientSessionCapabilities"]
    assert isinstance(capabilities, ObjectDef)
    assert "prompt_suggestions" in {f.py_name for f in capabilities.fields}
    classes = pydantic_classes(named)
    assert "list" in classes["SessionCapabilities"]
    assert "field_meta" in classes["SessionCapabilities"]


# -- stable names across releases ----------------------------------------------------------


def all_names(model: Model) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    return model_names(model), pydantic_classes(model)


@pytest.mark.parametrize("version", VERSIONS)
def test_new_definitions_and_variants_rename_nothing(version: str) -> None:
    """A later release adds definitions, union variants (tagged and nested, beside the open
    ones) and inline objects: every class and attribute the earlier release had keeps its
    name, in the dataclasses and the pydantic flavour."""
    loaded = load_protocol(version, "unstable")
    document = copy.deepcopy(loaded.document)
    before_model, before_pydantic = all_names(build_model(in_memory(document, "t.json")))
    defs = document["$defs"]
    defs["AaaFirst"] = {"type": "object", "properties": {"meta": {"type": "string"}}}
    defs["NoticeUpdate"] = {
        "type": "object",
        "properties": {"notice": {"type": "object", "properties": {"text": {"type": "string"}}}},
    }
    for union, discriminator in (("SessionUpdate", "sessionUpdate"), ("ContentBlock", "type")):
        branches = defs[union].get("oneOf") or defs[union]["anyOf"]
        branches.insert(
            0,
            {
                "type": "object",
                "properties": {discriminator: {"type": "string", "const": "notice"}},
                "required": [discriminator],
                "allOf": [{"$ref": "#/$defs/NoticeUpdate"}],
            },
        )
    if version == "v2":
        # A new state whose own variants are an open union, beside the states' open variant.
        defs["ApprovalNeeded"] = {"type": "object", "properties": {"reason": {"type": "string"}}}
        defs["BlockedStateUpdate"] = open_union("action", {"approve": "ApprovalNeeded"})
        defs["StateUpdate"]["anyOf"].insert(
            0,
            {
                "type": "object",
                "properties": {"state": {"type": "string", "const": "blocked"}},
                "required": ["state"],
                "allOf": [{"$ref": "#/$defs/BlockedStateUpdate"}],
            },
        )
    after_model, after_pydantic = all_names(build_model(in_memory(document, "t.json")))
    assert {k: after_model.get(k) for k in before_model} == before_model
    assert {k: after_pydantic.get(k) for k in before_pydantic} == before_pydantic
    assert "NoticeSessionUpdate" in after_pydantic and "NoticeContentBlock" in after_pydantic
    if version == "v2":
        assert "OtherBlockedStateUpdateSessionUpdate" in after_pydantic


# --- the rules one at a time, on a few lines of schema --------------------------------------------
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
    variants (which a union with a default variant has: a tagged variant is tried with it)."""
    tagged = {
        "oneOf": [
            *(
                {
                    "type": "object",
                    "properties": {"kind": {"type": "string", "const": tag}},
                    "required": ["kind"],
                }
                for tag in ("a", "b")
            ),
            {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
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


def test_private_names_and_methods_are_the_namer_s() -> None:
    """A definition made private by a profile, and a pydantic class's validator methods,
    are named by :mod:`acp_codegen.naming` too: one underscore, the role, then the attribute
    or the number among several."""
    assert naming.private_name("CurrentModeUpdate") == "_CurrentModeUpdate"
    assert naming.class_stem(naming.private_name("CurrentModeUpdate")) == "_current_mode_update"
    assert naming.method_name("default_on_error") == "_default_on_error"
    assert naming.method_name("default_on_error", 1) == "_default_on_error_1"
    assert naming.method_name("skip_invalid", "entries") == "_skip_invalid_entries"


@pytest.mark.parametrize(
    ("namer", "empty", "digit", "keyword_", "reserved"),
    [
        (naming.attribute_name, "field", "field_2fa", "class_", ("from_wire", "from_wire_")),
        (naming.class_name, "Type", "Type2fa", "Class", ("Any", "Any_")),
        (naming.constant_name, "VALUE", "VALUE2FA", "CLASS", ("from_wire", "FROM_WIRE")),
        (naming.function_name, "fn", "fn_2fa", "class_", ("tolerant", "tolerant_")),
    ],
)
def test_each_kind_of_name_has_its_fallback_digit_prefix_and_reserved_words(
    namer: Any, empty: str, digit: str, keyword_: str, reserved: tuple[str, str]
) -> None:
    """A name with no ASCII word takes its kind's fallback, one that starts with a digit the
    fallback as a prefix (joined by ``_`` in snake case), and a keyword or a name the kind
    reserves a trailing underscore."""
    assert namer("") == empty
    assert namer("!!") == empty
    assert namer("2fa") == digit
    assert namer("class") == keyword_
    assert namer(reserved[0]) == reserved[1]


# The words of a name by the general rule, as the namer once split them: the name's ASCII
# spelling cut at every run of characters that are no letter or digit, each piece cut at its
# camelCase boundaries (before a capital after a lower-case letter or a digit, and before the
# last capital of a run that a lower-case letter follows).
_NON_WORD = re.compile(r"[^0-9A-Za-z]+")
_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def general_words(name: str) -> tuple[str, ...]:
    pieces = _NON_WORD.split(naming._ascii(name))
    return tuple(word for piece in pieces for word in _CAMEL_BOUNDARY.split(piece) if word)


def schema_strings(node: object, pointer: str = "") -> Iterator[str]:
    """Every key, string value and pointer of a JSON document: what names are made of."""
    yield pointer
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from schema_strings(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from schema_strings(value, f"{pointer}/{index}")
    elif isinstance(node, str):
        yield node


@pytest.mark.parametrize("version", VERSIONS)
def test_the_words_of_every_string_of_a_schema_are_the_general_rule_s(version: str) -> None:
    """The namer's words of every key, string value and pointer of upstream's schema (every
    name the generator spells is made of them) are those the general rule splits."""
    document = json.loads(upstream_schema(version, unstable=True).read_text(encoding="utf-8"))
    strings = set(schema_strings(document))
    strings |= {naming.spelling(s) for s in strings}
    assert len(strings) > 1000
    for text in strings:
        assert naming._words(text) == general_words(text), text


@settings(max_examples=3000, deadline=None)
@given(st.text() | st.text(st.sampled_from("aBcXYz09_- /é~")))
def test_the_words_of_any_text_are_the_general_rule_s(text: str) -> None:
    """The namer's words of any text, and of text dense in case changes, digits and
    separators, are those the general rule splits."""
    assert naming._words(text) == general_words(text)


def test_a_name_already_held_by_the_same_pointer_is_kept() -> None:
    """A holder is its pointer: a definition whose class the profile already chose for its
    pointer keeps that class, and an attribute a class inherits of the same property keeps
    its name; another pointer holding the name moves the newcomer on."""
    chosen = naming.Namespace("m.json", {})
    assert chosen.choose("Foo", "/$defs/Foo", "p.toml") is None
    classes = naming.definition_classes(chosen, [("Foo", "/$defs/Foo")])
    assert classes == {"Foo": "Foo"}
    other = naming.Namespace("m.json", {})
    assert other.choose("Foo", "/$defs/Bar", "p.toml") is None
    assert naming.definition_classes(other, [("Foo", "/$defs/Foo")]) == {"Foo": "FooDefinition"}
    inherited = {"mime_type": "/$defs/A/properties/mimeType"}
    same = [("mimeType", "/$defs/A/properties/mimeType")]
    assert naming.object_attributes(same, inherited, frozenset(), "m.json") == ["mime_type"]
    moved = [("mimeType", "/$defs/B/properties/mimeType")]
    assert naming.object_attributes(moved, inherited, frozenset(), "m.json") == ["mime_type_"]
