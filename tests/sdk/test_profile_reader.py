"""Reading a profile table: the defaults of every key (docs/configuration.md), and each kind
of malformed value refused with the key it is about."""

from __future__ import annotations

from typing import Any

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.sdk.profile import CORRECTIONS, BaseClass, Deserialize, Profile, parse_profile

WHERE = "tool.acp-codegen.targets.sdk"


def read(table: dict[str, Any]) -> Profile:
    return parse_profile(table, "pyproject.toml", WHERE)


def refused(table: dict[str, Any]) -> str:
    with pytest.raises(GenerationError) as error:
        read(table)
    return str(error.value)


def test_an_empty_profile_is_the_documented_defaults() -> None:
    profile = read({})
    assert profile == Profile()
    assert profile.base_class == BaseClass(
        name="BaseModel",
        populate_by_name=True,
        attribute_docstrings=True,
        camel_case_fallback=False,
        salvage=(),
        defer_build=False,
    )
    assert (profile.envelope, profile.type_aliases) == (False, False)
    assert (profile.extra, profile.enum_default, profile.annotation_style) == (
        "ignore",
        "str",
        "builtins",
    )
    assert profile.corrections == frozenset(CORRECTIONS)
    assert profile.deserialize is None


def test_an_empty_base_class_table_is_the_default_base_class() -> None:
    assert read({"base-class": {}}).base_class == BaseClass()
    flags = {"populate-by-name": False, "attribute-docstrings": False}
    chosen = read({"base-class": {**flags, "camel-case-fallback": True, "defer-build": True}})
    assert chosen.base_class == BaseClass(
        populate_by_name=False,
        attribute_docstrings=False,
        camel_case_fallback=True,
        defer_build=True,
    )


def test_the_helpers_module_is_required_and_their_names_have_defaults() -> None:
    assert read({"deserialize": {"module": "acp.helpers"}}).deserialize == Deserialize(
        "acp.helpers", "salvage_on_error", "skip_invalid_items"
    )
    named = read({"deserialize": {"module": "m", "skip-invalid-items": "skip"}}).deserialize
    assert named == Deserialize("m", "salvage_on_error", "skip")
    assert "deserialize.module: expected a non-empty string" in refused({"deserialize": {}})


@pytest.mark.parametrize(
    ("table", "says"),
    [
        ({"omit": "Name"}, "omit: expected a list of non-empty strings"),
        ({"omit": ["Name", ""]}, "omit: expected a list of non-empty strings"),
        ({"omit": ["Name", 1]}, "omit: expected a list of non-empty strings"),
        ({"base-class": {"salvage": "_meta"}}, "base-class.salvage: expected a list"),
        ({"envelope": "yes"}, "envelope: expected true or false"),
        ({"attributes": {"_meta": ""}}, "attributes._meta: expected a non-empty string"),
        ({"variants": []}, "variants: expected a table"),
        ({"enum-classes": {"Kind": {"not an identifier": "x"}}}, "enum-classes.Kind.not an"),
        ({"enum-classes": {"Kind": {"read": 1.5}}}, "enum-classes.Kind.read: expected an"),
        ({"enum-classes": {"Kind": {"read": True}}}, "enum-classes.Kind.read: expected an"),
        ({"enum-classes": {"Kind": {"a": "a", "b": 2}}}, "enum-classes.Kind: expected values of"),
        ({"defaults": {"NoDot": 1}}, "defaults.NoDot: expected a key of the form"),
        ({"coerce": {"A.b.c": {"fallback": 0}}}, "coerce.A.b.c: expected a key of the form"),
        ({"coerce": {"A.b": {}}}, "coerce.A.b: needs a 'fallback' value"),
        ({"formats": {"uri": "Url"}}, "formats.uri: expected one of AnyUrl"),
        ({"corrections": ["union-order", "nope"]}, "corrections.nope: unknown; expected one of"),
        ({"deserialize": {"module": "m", "sideways": 1}}, "deserialize.sideways: unknown key"),
        ({"variant-order": {"U": ["a", "b", "a"]}}, "variant-order.U: names a variant twice"),
        ({"patches": {"pointer": "/x"}}, "patches: expected a list of tables ([[...patches]])"),
        ({"patches": ["/x"]}, "patches: expected a list of tables ([[...patches]])"),
        ({"patches": [{"pointer": "/x"}]}, "patches #1: expected either 'remove' or 'value'"),
        (
            {
                "patches": [
                    {"pointer": "/x", "value": 1},
                    {"pointer": "/y", "value": 1, "remove": 2},
                ]
            },
            "patches #2: expected either 'remove' or 'value'",
        ),
        (
            {"patches": [{"pointer": "x", "value": 1}]},
            "patches #1: pointer: expected a JSON pointer into the schema (/$defs/...)",
        ),
    ],
)
def test_a_malformed_value_is_refused_naming_its_key(table: dict[str, Any], says: str) -> None:
    assert f"pyproject.toml: [{WHERE}] {says}" in refused(table)


def test_every_problem_is_named_in_one_error() -> None:
    message = refused({"omit": 1, "envelope": 1, "enum-classes": {"A": {"1x": 1, "ok": None}}})
    for key in ("omit", "envelope", "enum-classes.A.1x", "enum-classes.A.ok"):
        assert f"] {key}: " in message


def test_well_formed_values_are_kept() -> None:
    profile = read(
        {
            "enum-classes": {"Kind": {"read": "read", "edit": "edit"}, "Level": {"low": 2}},
            "corrections": ["union-order"],
            "defaults": {"Holder.line": 3},
            "coerce": {"Holder.line": {"fallback": 0}},
            "omit": ["Name"],
        }
    )
    assert profile.enum_classes == {"Kind": {"read": "read", "edit": "edit"}, "Level": {"low": 2}}
    assert profile.corrections == frozenset({"union-order"})
    assert profile.defaults == {"Holder.line": 3}
    assert profile.coerce["Holder.line"].fallback == 0
    assert profile.omit == ("Name",)
