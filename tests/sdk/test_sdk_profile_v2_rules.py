"""The profile keys an SDK's experimental v2 module needs, one rule each, on a few lines of
schema: a base class imported from the SDK, variants whose discriminator defaults to its
value, open enums as their known values then their base type, closed enums written inline,
and the constraints a value's schema states (pattern, minItems, contentEncoding)."""

from __future__ import annotations

import sys
import types
from typing import Any

import pydantic
import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.format import format_python
from acp_codegen.model.build import build_model
from acp_codegen.sdk.profile import parse_profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module
from acp_codegen.sdk.renaming import apply_profile


def obj(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(required)}


def tagged(tag: str, ref: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"type": {"const": tag, "type": "string"}},
        "required": ["type"],
        "allOf": [{"$ref": f"#/$defs/{ref}"}],
    }


DEFS: dict[str, Any] = {
    "Text": obj({"text": {"type": "string"}}, ("text",)),
    "Link": obj({"uri": {"type": "string"}}, ("uri",)),
    "Block": {"oneOf": [tagged("text", "Text"), tagged("link", "Link")]},
    "Role": {"anyOf": [{"type": "string", "const": "user"}, {"type": "string"}]},
    "Sync": {"enum": ["full", "incremental"], "type": "string"},
    "Holder": obj(
        {
            "block": {"$ref": "#/$defs/Block"},
            "roles": {"type": "array", "items": {"$ref": "#/$defs/Role"}},
            "sync": {"$ref": "#/$defs/Sync"},
            "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "edits": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "data": {"type": "string", "contentEncoding": "base64"},
        },
        ("block",),
    ),
}


def module(profile: dict[str, Any], defs: dict[str, Any] = DEFS) -> str:
    model = build_model({"title": "Rules", "$defs": defs}, "rules.json")
    parsed = parse_profile(profile, "pyproject.toml", "tool.acp-codegen.targets.profile")
    profiled = apply_profile(model, parsed, "rules.json", "pyproject.toml")
    source, _ = render_pydantic_module(profiled)
    return format_python({"m.py": source})["m.py"]


def load(source: str) -> dict[str, Any]:
    """Import ``source`` as a module (pydantic resolves annotations in ``sys.modules``)."""
    name = f"sdk_profile_v2_rules_{len(sys.modules)}"
    loaded = types.ModuleType(name)
    sys.modules[name] = loaded
    exec(compile(source, name, "exec"), loaded.__dict__)
    return loaded.__dict__


class SdkBase(pydantic.BaseModel):
    """A base class of an SDK's own, which the module imports."""

    model_config = pydantic.ConfigDict(populate_by_name=True)


def test_a_base_class_from_the_sdk_s_module_is_imported_not_defined() -> None:
    sdk = types.ModuleType("sdk_own_base")
    sdk.__dict__["BaseModel"] = SdkBase
    sys.modules["sdk_own_base"] = sdk
    source = module({"base-class": {"name": "BaseModel", "module": "sdk_own_base"}})
    assert "from sdk_own_base import BaseModel" in source
    assert "class BaseModel(" not in source
    assert "_BaseModel" not in source
    assert issubclass(load(source)["Holder"], SdkBase)
    # Without the key, the module defines its own base class.
    own = module({})
    assert "class BaseModel(_BaseModel):" in own
    assert not issubclass(load(own)["Holder"], SdkBase)


def test_an_imported_base_class_takes_none_of_the_options_of_a_defined_one() -> None:
    with pytest.raises(GenerationError) as caught:
        parse_profile(
            {"base-class": {"module": "sdk", "defer-build": True, "salvage": ["_meta"]}},
            "pyproject.toml",
            "profile",
        )
    message = str(caught.value)
    assert "base-class.defer-build" in message
    assert "base-class.salvage" in message
    assert "base-class.module" in message


def test_a_variant_s_discriminator_defaults_to_its_value_when_the_profile_asks() -> None:
    defaulted = load(module({"tag-defaults": True}))
    text = defaulted["TextBlock"](text="hi")
    assert text.type == "text"
    schema = defaulted["TextBlock"].model_json_schema()
    assert schema["properties"]["type"]["default"] == "text"
    assert "type" not in schema.get("required", [])
    # Only a variant's tag: a plain object's required field stays required.
    with pytest.raises(pydantic.ValidationError):
        defaulted["Text"]()
    required = load(module({}))["TextBlock"]
    with pytest.raises(pydantic.ValidationError):
        required(text="hi")


def test_an_open_enum_is_its_known_values_then_its_base_type_when_the_profile_asks() -> None:
    profile = {"corrections": ["open-enum-types"], "open-enums": "known-values"}
    holder = load(module(profile))["Holder"]
    roles = holder.model_json_schema()["properties"]["roles"]["anyOf"][0]["items"]
    assert roles == {"anyOf": [{"const": "user", "type": "string"}, {"type": "string"}]}
    assert holder.model_validate({"block": {"type": "link", "uri": "u"}, "roles": ["x"]})
    with pytest.raises(pydantic.ValidationError):
        holder.model_validate({"block": {"type": "link", "uri": "u"}, "roles": [{"k": 1}]})
    # The base type alone by default.
    based = load(module({"corrections": ["open-enum-types"]}))["Holder"]
    based_roles = based.model_json_schema()["properties"]["roles"]["anyOf"][0]["items"]
    assert based_roles == {"type": "string"}


def test_a_closed_enum_written_inline_is_a_literal_of_its_values_with_no_name() -> None:
    source = module({"enum-default": "inline"})
    assert 'Literal["full", "incremental"]' in source
    assert "Sync =" not in source
    holder = load(source)["Holder"]
    block = {"type": "link", "uri": "u"}
    assert holder.model_validate({"block": block, "sync": "full"}).sync == "full"
    with pytest.raises(pydantic.ValidationError):
        holder.model_validate({"block": block, "sync": "partial"})


def test_a_value_s_pattern_fewest_items_and_content_encoding_are_its_field_s() -> None:
    holder = load(module({}))["Holder"]
    block = {"type": "link", "uri": "u"}
    assert holder.model_validate({"block": block, "currency": "EUR", "edits": ["a"]})
    with pytest.raises(pydantic.ValidationError):
        holder.model_validate({"block": block, "currency": "euro"})
    with pytest.raises(pydantic.ValidationError):
        holder.model_validate({"block": block, "edits": []})
    properties = holder.model_json_schema()["properties"]
    # pydantic keeps contentEncoding, an annotation, beside the field's type.
    assert properties["data"]["contentEncoding"] == "base64"
    assert properties["edits"]["anyOf"][0]["minItems"] == 1
    assert properties["currency"]["anyOf"][0]["pattern"] == "^[A-Z]{3}$"


def test_a_date_time_string_may_be_held_as_an_aware_datetime() -> None:
    defs = {"Stamp": obj({"at": {"type": "string", "format": "date-time"}}, ("at",))}
    stamp = load(module({"formats": {"date-time": "AwareDatetime"}}, defs))["Stamp"]
    assert stamp.model_validate({"at": "2025-01-12T15:00:58Z"}).at.year == 2025
    with pytest.raises(pydantic.ValidationError):
        stamp.model_validate({"at": "2025-01-12T15:00:58"})
