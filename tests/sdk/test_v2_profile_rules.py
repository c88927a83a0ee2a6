"""The profile keys an SDK's experimental v2 module needs, one rule each, on a few lines of
schema: a base class imported from the SDK, variants whose discriminator defaults to its
value, open enums as their known values then their base type, closed enums written inline,
and the constraints a value's schema states (pattern, minItems, contentEncoding)."""

from __future__ import annotations

import copy
import sys
import types
from typing import Any

import pydantic
import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.format import format_python
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.sdk.patches import apply_patches
from acp_codegen.sdk.profile import parse_profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module
from acp_codegen.sdk.renaming import apply_profile
from sdk_v2_tree import STAND_IN_DESERIALIZE


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
    model = build_model(in_memory({"title": "Rules", "$defs": defs}, "rules.json"))
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
            {"base-class": {"module": "sdk", "defer-build": True, "populate-by-name": False}},
            "pyproject.toml",
            "profile",
        )
    message = str(caught.value)
    assert "base-class.defer-build" in message
    assert "base-class.populate-by-name" in message
    assert "base-class.module" in message
    # What an imported base salvages itself is the module's to know: it writes no validator.
    parse_profile({"base-class": {"module": "sdk", "salvage": ["_meta"]}}, "p.toml", "profile")


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


# A request whose variants' payload is a choice of scopes, and whose open variant has one too;
# a notification whose state variant's payload is a union.
SCOPED: dict[str, Any] = {
    "SessionScope": obj({"sessionId": {"type": "string"}}, ("sessionId",)),
    "RequestScope": obj({"requestId": {"type": "integer"}}, ("requestId",)),
    "FormMode": {
        **obj({"form": {"type": "string"}}, ("form",)),
        "anyOf": [
            {"title": "Session", "allOf": [{"$ref": "#/$defs/SessionScope"}]},
            {"title": "Request", "allOf": [{"$ref": "#/$defs/RequestScope"}]},
        ],
    },
    "Ask": {
        **obj({"message": {"type": "string"}}, ("message",)),
        "anyOf": [
            {
                **obj({"mode": {"const": "form", "type": "string"}}, ("mode",)),
                "allOf": [{"$ref": "#/$defs/FormMode"}],
            },
            {
                **obj({"mode": {"type": "string"}}, ("mode",)),
                "title": "other",
                "anyOf": [
                    {"title": "Session", "allOf": [{"$ref": "#/$defs/SessionScope"}]},
                    {"title": "Request", "allOf": [{"$ref": "#/$defs/RequestScope"}]},
                ],
                "not": {"anyOf": [obj({"mode": {"const": "form"}}, ("mode",))]},
            },
        ],
    },
    "Holder": obj({"ask": {"$ref": "#/$defs/Ask"}}, ("ask",)),
}

SPLIT = {
    "tag-defaults": True,
    "variants": {"Ask": {"form": "AskFormBase", "other": "_AskOther"}},
    "expansions": {
        "AskFormBase": {
            "SessionScope": {"class": "AskFormSession", "base": "AskFormSessionBase"},
            "RequestScope": "AskFormRequest",
        },
        "_AskOther": {"SessionScope": "AskOtherSession", "RequestScope": "AskOtherRequest"},
    },
}


def test_a_split_choice_is_the_choice_alone_and_a_class_of_it_and_the_variant() -> None:
    source = module(SPLIT, SCOPED)
    assert "class AskFormSessionBase(SessionScope):" in source
    assert "class AskFormSession(AskFormSessionBase, AskFormBase):" in source
    # Not split: one class holding both.
    assert "class AskFormRequest(RequestScope):" in source
    loaded = load(source)
    alone = loaded["AskFormSessionBase"].model_json_schema()
    assert set(alone["properties"]) == {"sessionId", "form"}
    variant = loaded["AskFormBase"].model_json_schema()
    assert set(variant["properties"]) == {"message", "mode"}
    both = loaded["AskFormSession"].model_validate({"message": "m", "sessionId": "s", "form": "f"})
    assert both.mode == "form"
    assert isinstance(both, loaded["AskFormSessionBase"])
    assert isinstance(both, loaded["AskFormBase"])
    # The variant's own class takes the object's name: no alias of its choices beside it.
    assert "AskFormBase = " not in source


def test_an_open_variant_the_profile_expands_keeps_unknown_keys_in_each_choice() -> None:
    loaded = load(module(SPLIT, SCOPED))
    other = loaded["AskOtherSession"].model_validate(
        {"message": "m", "mode": "_x", "sessionId": "s", "extra": 1}
    )
    assert other.model_extra == {"extra": 1}
    with pytest.raises(pydantic.ValidationError):
        loaded["AskOtherSession"].model_validate({"message": "m", "mode": "form", "sessionId": "s"})
    # Its union of choices is private, as its name says.
    assert "_AskOther" in loaded
    assert "AskOther" not in loaded
    # Without the profile naming them, an open variant keeps its payload's keys, unexpanded.
    plain = load(module({}, SCOPED))
    assert "SessionScopeOtherAsk" not in plain


def test_the_order_of_a_union_s_variants_is_the_profile_s() -> None:
    first = load(module({**SPLIT, "variant-order": {"Ask": ["other", "..."]}}, SCOPED))
    order = [
        item["$ref"].rsplit("/", 1)[-1]
        for item in first["Holder"].model_json_schema()["properties"]["ask"]["anyOf"]
    ]
    assert order == ["AskOtherSession", "AskOtherRequest", "AskFormSession", "AskFormRequest"]
    last = load(module({**SPLIT, "variant-order": {"Ask": ["...", "form"]}}, SCOPED))
    order = [
        item["$ref"].rsplit("/", 1)[-1]
        for item in last["Holder"].model_json_schema()["properties"]["ask"]["anyOf"]
    ]
    assert order == ["AskOtherSession", "AskOtherRequest", "AskFormSession", "AskFormRequest"]
    schema_order = load(module(SPLIT, SCOPED))
    order = [
        item["$ref"].rsplit("/", 1)[-1]
        for item in schema_order["Holder"].model_json_schema()["properties"]["ask"]["anyOf"]
    ]
    assert order == ["AskFormSession", "AskFormRequest", "AskOtherSession", "AskOtherRequest"]


def test_a_union_the_profile_keeps_as_a_root_model_is_a_class() -> None:
    loaded = load(module({"root-models": ["Block"]}))
    block = loaded["Block"]
    assert issubclass(block, pydantic.RootModel)
    assert block.model_validate({"type": "text", "text": "t"}).root.text == "t"
    holder = loaded["Holder"].model_validate({"block": {"type": "link", "uri": "u"}})
    assert isinstance(holder.block, block)


def test_a_patch_edits_the_loaded_schema_and_one_whose_target_is_absent_is_a_warning() -> None:
    profile = parse_profile(
        {
            "patches": [
                {"pointer": "/$defs/Text/required", "remove": "text"},
                {"pointer": "/$defs/Link/properties/uri/pattern", "value": "^u"},
                {"pointer": "/$defs/Gone/required", "remove": "x"},
                {"pointer": "/$defs/Text/required", "remove": "nothing"},
            ]
        },
        "pyproject.toml",
        "profile",
    )
    document = {"title": "Rules", "$defs": DEFS}
    patched, warnings = apply_patches(document, profile.patches, "pyproject.toml")
    assert patched["$defs"]["Text"]["required"] == []
    assert patched["$defs"]["Link"]["properties"]["uri"]["pattern"] == "^u"
    assert DEFS["Text"]["required"] == ["text"]  # the loaded schema is left as it was
    assert warnings == [
        "pyproject.toml: profile patches #3: /$defs/Gone/required: the schema has no such place",
        "pyproject.toml: profile patches #4: /$defs/Text/required: holds no 'nothing' to remove",
    ]
    text = load(module({}, patched["$defs"]))["Text"]
    assert text().text is None


def test_a_patch_says_what_it_does_or_is_an_error_naming_its_key() -> None:
    with pytest.raises(GenerationError) as caught:
        parse_profile(
            {"patches": [{"pointer": "$defs/A", "remove": "x", "value": 1}]}, "p.toml", "profile"
        )
    assert "patches #1: pointer" in str(caught.value)
    assert "expected either 'remove' or 'value'" in str(caught.value)


class ReadingBase(pydantic.BaseModel):
    """A base class of an SDK's own that refuses the values its classes say are reserved."""

    @pydantic.model_validator(mode="before")
    @classmethod
    def _refuse_reserved(cls, value: Any) -> Any:
        table = getattr(cls, "_reserved_tags", {})
        rule = table.get(cls.__name__)
        if rule is not None and isinstance(value, dict) and value.get(rule[0]) in rule[1]:
            message = f"{rule[0]} value is reserved by a known variant"
            raise ValueError(message)
        return value


OPEN: dict[str, Any] = {
    **DEFS,
    "Block": {
        "anyOf": [
            tagged("text", "Text"),
            tagged("link", "Link"),
            {
                **obj({"type": {"type": "string"}}, ("type",)),
                "title": "other",
                "not": {"anyOf": [obj({"type": {"const": "text"}}, ("type",))]},
            },
        ]
    },
}


def test_reserved_tags_are_a_table_the_base_class_reads_when_the_profile_asks() -> None:
    sdk = types.ModuleType("sdk_reading_base")
    sdk.__dict__["BaseModel"] = ReadingBase
    sys.modules["sdk_reading_base"] = sdk
    base = {"name": "BaseModel", "module": "sdk_reading_base"}
    source = module({"base-class": base, "reserved-tags": "_reserved_tags"}, OPEN)
    assert "_reserved_tags: ClassVar[dict[str, tuple[str, frozenset[str]]]] = {" in source
    assert "_reject_known" not in source
    other = load(source)["OtherBlock"]
    assert other._reserved_tags == {"OtherBlock": ("type", frozenset({"link", "text"}))}
    assert other.model_validate({"type": "_x", "k": 1}).model_extra == {"k": 1}
    with pytest.raises(pydantic.ValidationError):
        other.model_validate({"type": "link"})
    # Without the key, the module refuses them itself and names no table.
    own = module({"base-class": base}, OPEN)
    assert "_reserved_tags" not in own
    # its validator named as the module's others are: the role, then the attribute
    assert "    def _reject_known_type(cls, value: Any) -> Any:" in own.splitlines()
    with pytest.raises(pydantic.ValidationError):
        load(own)["OtherBlock"].model_validate({"type": "link"})


HELPERS = types.ModuleType("sdk_rules_helpers")
exec(STAND_IN_DESERIALIZE, HELPERS.__dict__)  # the stand-in an SDK tree of the tests holds
sys.modules[HELPERS.__name__] = HELPERS

MARKED = {"type": ["string", "null"], "x-deserialize-default-on-error": True}
SKIPPED = {"type": "array", "items": {"type": "string"}, "x-deserialize-skip-invalid-items": True}
# Where a field marked x-deserialize-* may be declared: in a definition's own properties
# (Path.note, Info.title, Info.tags), beside a union's variants (Change.kind, Change.labels),
# in a variant written inline (the catch-all's label).
MARKED_FIELDS: dict[str, Any] = {
    "Path": obj({"path": {"type": "string"}, "note": MARKED}, ("path",)),
    "Change": {
        "type": "object",
        "properties": {"kind": MARKED, "labels": SKIPPED},
        "anyOf": [
            tagged("add", "Path"),
            {
                **obj({"type": {"type": "string"}, "label": MARKED}, ("type",)),
                "title": "other",
                "not": {"anyOf": [obj({"type": {"const": "add"}}, ("type",))]},
            },
        ],
    },
    "Info": obj({"title": MARKED, "tags": SKIPPED}),
    "Update": {"anyOf": [tagged("info", "Info")]},
}


def scoped(scope: str | None) -> dict[str, Any]:
    deserialize = {"module": HELPERS.__name__}
    if scope is not None:
        deserialize["scope"] = scope
    # The variant takes the name of the definition it extends, which is named otherwise.
    profile = {
        "deserialize": deserialize,
        "variants": {"Change": {"add": "AddChange", "other": "OtherChange"}},
        "names": {"Info": "InfoBase"},
    }
    profile["variants"]["Update"] = {"info": "Info"}
    return load(module(profile, MARKED_FIELDS))


def test_x_deserialize_is_honoured_on_every_field_the_schema_marks_by_default() -> None:
    for names in (scoped(None), scoped("all")):
        add = names["AddChange"].model_validate(
            {"type": "add", "path": "/a", "note": 1, "kind": 2, "labels": ["x", 3]}
        )
        assert (add.note, add.kind, add.labels) == (None, None, ["x"])
        assert names["OtherChange"].model_validate({"type": "_x", "label": 1}).label is None
        base = names["InfoBase"].model_validate({"title": 1, "tags": [1, "t"]})
        assert (base.title, base.tags) == (None, ["t"])


def test_the_definitions_scope_honours_x_deserialize_where_a_generator_keyed_by_name_does() -> None:
    names = scoped("definitions")
    # A definition's own field still falls back, in the variant that inherits it too.
    add = names["AddChange"].model_validate({"type": "add", "path": "/a", "note": 1})
    assert add.note is None
    # A field the union declares beside its variants, or the catch-all declares, does not.
    for refused in ({"kind": 2}, {"labels": ["x", 3]}):
        with pytest.raises(pydantic.ValidationError):
            names["AddChange"].model_validate({"type": "add", "path": "/a", **refused})
    with pytest.raises(pydantic.ValidationError):
        names["OtherChange"].model_validate({"type": "_x", "label": 1})
    # A definition a variant took the name of: its fields fall back in the class named as
    # the definition, the variant, and not in the definition's own class.
    info = names["Info"].model_validate({"type": "info", "title": 1, "tags": [1, "t"]})
    assert (info.title, info.tags) == (None, ["t"])
    for refused in ({"title": 1}, {"tags": [1, "t"]}):
        with pytest.raises(pydantic.ValidationError):
            names["InfoBase"].model_validate(refused)


def test_only_the_variant_named_as_the_definition_it_extends_takes_its_fallbacks() -> None:
    """A variant of the same base that the profile names as another definition, renamed
    itself, takes nothing of that one: its fields still fall back in their own class."""
    defs = {
        "Info": obj({"title": MARKED, "type": {"type": "string"}}),
        "Extra": obj({"note": MARKED}),
        "Update": {"oneOf": [tagged("info", "Info"), tagged("more", "Info")]},
    }
    profile = {
        "deserialize": {"module": HELPERS.__name__, "scope": "definitions"},
        "names": {"Info": "InfoBase", "Extra": "ExtraBase"},
        "variants": {"Update": {"info": "Info", "more": "Extra"}},
    }
    names = load(module(profile, defs))
    assert names["ExtraBase"].model_validate({"note": 1}).note is None
    assert names["Info"].model_validate({"type": "info", "title": 1}).title is None
    assert issubclass(names["Extra"], names["InfoBase"])


def test_the_scope_of_x_deserialize_is_one_of_its_two_values() -> None:
    with pytest.raises(GenerationError) as caught:
        parse_profile(
            {"deserialize": {"module": "m", "scope": "classes"}},
            "pyproject.toml",
            "tool.acp-codegen.targets.profile",
        )
    assert str(caught.value) == (
        "pyproject.toml: [tool.acp-codegen.targets.profile] deserialize.scope: "
        "expected one of all, definitions"
    )


def test_a_model_s_own_fallbacks_keep_the_base_class_s_and_its_bases() -> None:
    """pydantic keeps one validator per method name: a model's own must not replace the one
    the module's base class (or the model's base) has for other fields."""
    meta = {"type": ["object", "null"], "x-deserialize-default-on-error": True}
    defs = {**MARKED_FIELDS, "Doc": obj({"title": MARKED, "_meta": meta})}
    profile = {
        "base-class": {"salvage": ["_meta"]},
        "deserialize": {"module": HELPERS.__name__},
        "variants": {"Change": {"add": "AddChange", "other": "OtherChange"}},
    }
    names = load(module(profile, defs))
    doc = names["Doc"].model_validate({"title": 1, "_meta": 2})
    assert (doc.title, doc.meta) == (None, None)
    add = names["AddChange"].model_validate({"type": "add", "path": "/a", "note": 1, "kind": 2})
    assert (add.note, add.kind) == (None, None)


def test_each_class_down_a_split_choice_keeps_the_fallback_of_its_own_fields() -> None:
    """A split choice's class subclasses the choice alone, which subclasses the chosen
    definition: three classes down one line, each with a fallback of its own. The second's
    is numbered past the first's; the third's must be numbered past both, or it replaces the
    second's, and the fields the second declares lose theirs in the third."""
    defs = copy.deepcopy(SCOPED)
    defs["SessionScope"]["properties"]["origin"] = MARKED
    defs["FormMode"]["properties"]["hint"] = MARKED
    defs["Ask"]["anyOf"][0]["properties"]["note"] = MARKED
    names = load(module({**SPLIT, "deserialize": {"module": HELPERS.__name__}}, defs))
    given = {"sessionId": "s", "form": "f", "origin": 1, "hint": 2}
    alone = names["AskFormSessionBase"].model_validate(given)
    assert (alone.origin, alone.hint) == (None, None)
    both = names["AskFormSession"].model_validate({**given, "message": "m", "note": 3})
    assert (both.origin, both.hint, both.note) == (None, None, None)


def test_a_module_exempts_itself_only_from_the_rules_its_docstrings_break() -> None:
    """A model's docstring is its schema's description as written: one without a closing
    full stop breaks D400 and D415, and the module says so; a module that breaks no rule
    says nothing."""
    described = {**obj({"a": {"type": "string"}}, ("a",)), "description": "An A"}
    comments = [line for line in module({}, {"A": described}).splitlines() if line[:1] == "#"]
    assert comments[-1] == "# ruff: noqa: D400, D415, RUF100"
    described["description"] = "An A."
    assert not [line for line in module({}, {"A": described}).splitlines() if line[:1] == "#"]
