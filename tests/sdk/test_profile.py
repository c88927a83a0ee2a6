"""The SDK profile and the pydantic module it shapes, one rule each, on a few lines of schema.

The whole profile is judged by the SDK's own suite (tests/sdk/test_contract.py); these say
which rule broke, without the network.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any

import pydantic
import pytest
from acp_codegen.cli import main
from acp_codegen.errors import GenerationError
from acp_codegen.format import format_python
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.render import render_python_package
from acp_codegen.sdk.api import import_file
from acp_codegen.sdk.profile import Profile, parse_profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module
from acp_codegen.sdk.renaming import Profiled, apply_profile
from support import ACP, REPO, open_variant, require_shared

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

EXAMPLE = REPO / "examples" / "python-sdk" / "acp-codegen.toml"


def obj(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(required)}


def tagged(tag: str, ref: str | None = None, **properties: Any) -> dict[str, Any]:
    branch: dict[str, Any] = {
        "properties": {"type": {"const": tag, "type": "string"}, **properties},
        "required": ["type"],
        "type": "object",
    }
    if ref is not None:
        branch["allOf"] = [{"$ref": f"#/$defs/{ref}"}]
    return branch


DEFS: dict[str, Any] = {
    "Text": obj({"text": {"type": "string"}, "_meta": {"type": ["object", "null"]}}, ("text",)),
    "Link": obj({"uri": {"type": "string"}}, ("uri",)),
    "Block": {
        "discriminator": {"propertyName": "type"},
        "oneOf": [tagged("text", "Text"), tagged("resource_link", "Link"), tagged("new", "Link")],
    },
    "Holder": obj(
        {
            "block": {"$ref": "#/$defs/Block"},
            "sessionId": {"type": "string"},
            "line": {"type": ["integer", "null"], "format": "uint32"},
            "kind": {"$ref": "#/$defs/Kind"},
        },
        ("block", "sessionId"),
    ),
    "Kind": {"enum": ["read", "edit"], "type": "string"},
}


def profiled(profile: dict[str, Any], defs: dict[str, Any]) -> Profiled:
    """The model of ``defs`` with ``profile``'s names (the profile stage alone)."""
    model = build_model(in_memory({"title": "Rules", "$defs": defs}, "rules.json"))
    parsed = parse_profile(profile, "pyproject.toml", "tool.acp-codegen.targets.profile")
    return apply_profile(model, parsed, "rules.json", "pyproject.toml")


def module(profile: dict[str, Any], defs: dict[str, Any] | None = None) -> tuple[str, list[str]]:
    source, warnings = render_pydantic_module(profiled(profile, defs or DEFS))
    return format_python({"m.py": source})["m.py"], warnings


def load(source: str) -> dict[str, Any]:
    """Import ``source`` as a module (pydantic resolves annotations in ``sys.modules``)."""
    name = f"sdk_profile_rules_{len(sys.modules)}"
    module = types.ModuleType(name)
    sys.modules[name] = module
    exec(compile(source, name, "exec"), module.__dict__)
    return module.__dict__


def test_variant_names_come_from_the_profile_by_union_and_value() -> None:
    profile = {"variants": {"Block": {"resource_link": "ResourceBlock"}}}
    source, warnings = module(profile)
    assert "class ResourceBlock(Link):" in source
    assert 'type: Literal["resource_link"]' in source
    # Not named in the profile: our derived name, and a note (not a refusal) for each.
    assert "class TextBlock(Text):" in source
    assert "class NewBlock(Link):" in source
    assert warnings == []
    assert profiled(profile, DEFS).notes == tuple(
        f"pyproject.toml: profile variants.Block: the schema's variant {key!r} "
        f"(#/$defs/Block) is not named here, so it takes acp-codegen's name {cls}; "
        f'add {key} = "Class" to name it'
        for key, cls in (("text", "TextBlock"), ("new", "NewBlock"))
    )
    # A union the profile does not name takes derived names without a note; one it names
    # whole, or through definition-variants, none either.
    assert profiled({}, DEFS).notes == ()
    whole = {"text": "T", "resource_link": "R", "new": "N"}
    assert profiled({"variants": {"Block": whole}}, DEFS).notes == ()


def test_a_field_holding_a_closed_union_is_discriminated() -> None:
    source, _ = module({})
    namespace = load(source)
    holder = namespace["Holder"].model_validate(
        {"block": {"type": "new", "uri": "u"}, "sessionId": "s"}
    )
    assert type(holder.block).__name__ == "NewBlock"
    assert 'Field(discriminator="type")' in source


def test_profile_entries_naming_what_the_schema_lacks_are_warnings() -> None:
    _, warnings = module(
        {
            "variants": {"Block": {"gone": "GoneBlock"}, "Missing": {"x": "Y"}},
            "enums": {"Nothing": "literal"},
            "defaults": {"Holder.nothing": 1},
            "attributes": {"_nothing": "field_nothing"},
            "omit": ["Nowhere"],
        }
    )
    text = "\n".join(warnings)
    for what in ("variants.Block.gone", "variants.Missing", "enums.Nothing"):
        assert what in text
    for what in ("defaults.Holder.nothing", "attributes._nothing", "omit 'Nowhere'"):
        assert what in text
    assert all(w.startswith("pyproject.toml: profile ") for w in warnings)


SCOPED: dict[str, Any] = {
    # A mode beside a choice of scopes: one class per scope.
    "SessionScope": obj({"sessionId": {"type": "string"}}, ("sessionId",)),
    "RequestScope": obj({"requestId": {"type": "string"}}, ("requestId",)),
    "FormMode": {
        **obj({"form": {"type": "string"}}),
        "anyOf": [{"$ref": "#/$defs/SessionScope"}, {"$ref": "#/$defs/RequestScope"}],
    },
}


def test_profile_entries_about_choices_and_coercions_the_module_lacks_are_warnings() -> None:
    defs = {**DEFS, **SCOPED}
    _, warnings = module(
        {
            "expansions": {"FormMode": {"Nope": "X"}, "Gone": {"a": "b"}},
            "root-models": ["Nowhere"],
            "coerce": {"Holder.block": {"fallback": 0}, "FormMode.nothing": {"fallback": 0}},
            "aliases": {"Either": ["Text", "Missing"]},
        },
        defs,
    )
    assert sorted(w.removeprefix("pyproject.toml: profile ") for w in warnings) == [
        "aliases.Either: names no class Missing; left out",
        "coerce.FormMode.nothing: the schema has no such property",
        "coerce.Holder.block: only int, float and str fields can be coerced",
        "expansions.FormMode.Nope: the object's payload has no such choice",
        "expansions.Gone: no expanded class has this name",
        "root-models 'Nowhere': the schema has no such definition",
    ]
    # Those the module uses are no warnings: a field of a class per choice belongs to the
    # object (``FormMode.form``), and a choice the profile names is one.
    _, warnings = module(
        {
            "expansions": {"FormMode": {"RequestScope": "FormRequestMode"}},
            "defaults": {"FormMode.form": "f"},
            "root-models": ["FormMode"],
        },
        defs,
    )
    assert warnings == []


def test_a_payload_that_is_no_choice_of_objects_is_refused_with_its_pointer() -> None:
    defs = {
        **SCOPED,
        "Odd": {
            **obj({"form": {"type": "string"}}),
            "anyOf": [{"$ref": "#/$defs/SessionScope"}, {"type": "string"}],
        },
    }
    with pytest.raises(GenerationError) as error:
        module({}, defs)
    assert str(error.value) == (
        "rules.json#/$defs/Odd: the payload of this object is not a choice of object "
        "definitions or unions of them, so it cannot become one class per choice"
    )


def test_a_module_target_refuses_every_such_entry_in_one_message() -> None:
    model = build_model(in_memory({"$defs": {**DEFS, **SCOPED}}, "rules.json"))
    profile = parse_profile(
        {"variants": {"Missing": {"x": "Y"}}, "expansions": {"FormMode": {"Nope": "X"}}},
        "pyproject.toml",
        "tool.acp-codegen.targets.profile",
    )
    with pytest.raises(GenerationError) as error:
        render_pydantic_module(
            apply_profile(model, profile, "rules.json", "pyproject.toml"), strict=True
        )
    message = str(error.value)
    assert message.startswith("rules.json: lacks what the profile in pyproject.toml names")
    assert message.endswith(
        "variants.Missing (#/$defs/Missing): the schema has no such union; "
        "expansions.FormMode.Nope: the object's payload has no such choice"
    )


def test_unknown_profile_keys_are_errors_naming_file_table_and_key() -> None:
    with pytest.raises(GenerationError) as error:
        parse_profile(
            {"variant": {}, "base-class": {"nme": "X"}, "enums": {"Kind": "Literal"}},
            "pyproject.toml",
            "tool.acp-codegen.targets.profile",
        )
    message = str(error.value)
    assert "pyproject.toml: [tool.acp-codegen.targets.profile] variant: unknown key" in message
    assert "base-class.nme: unknown key" in message
    assert "enums.Kind: expected one of literal, enum, str" in message


def test_attributes_are_snake_case_with_the_wire_name_as_alias() -> None:
    source, _ = module({"attributes": {"_meta": "field_meta"}})
    assert 'session_id: Annotated[str, Field(alias="sessionId")]' in source
    assert 'field_meta: Annotated[dict[str, Any] | None, Field(alias="_meta")] = None' in source
    namespace = load(source)
    holder = namespace["Holder"](block={"type": "text", "text": "t"}, session_id="s")
    assert holder.model_dump(by_alias=True, exclude_none=True)["sessionId"] == "s"


def test_camel_case_fallback_and_integer_format_bounds() -> None:
    source, _ = module({"base-class": {"camel-case-fallback": True}})
    namespace = load(source)
    holder = namespace["Holder"].model_validate(
        {"block": {"type": "text", "text": "t"}, "sessionId": "s", "line": 3}
    )
    assert holder.sessionId == "s"
    with pytest.raises(AttributeError):
        _ = holder.notThere
    with pytest.raises(ValueError):
        namespace["Holder"].model_validate(
            {"block": {"type": "text", "text": "t"}, "sessionId": "s", "line": -1}
        )


@pytest.mark.parametrize(
    ("style", "expected"),
    [
        ("literal", 'Kind = Literal["read", "edit"]'),
        ("enum", "class Kind(str, Enum):"),
        ("str", "kind: str | None = None"),
    ],
)
def test_enum_style_per_type(style: str, expected: str) -> None:
    source, _ = module({"enums": {"Kind": style}})
    assert expected in source
    # An enum, as a class or an alias, is written before the classes: no field naming it
    # is a forward reference, so none is quoted.
    assert ': "' not in source
    assert f"kind: {'str' if style == 'str' else 'Kind'} | None = None" in source


def test_a_union_has_a_module_alias_as_the_correction_says() -> None:
    """With ``union-aliases``, a union of the schema is a module-level alias of its name,
    usable as a type; without it, none, unless the profile's ``aliases`` spell one."""
    source, _ = module({"corrections": ["union-aliases"]})
    assert (
        'Block = Annotated[TextBlock | ResourceLinkBlock | NewBlock, Field(discriminator="type")]'
        in source
    )
    adapter = pydantic.TypeAdapter(load(source)["Block"])
    assert type(adapter.validate_python({"type": "resource_link", "uri": "u"})).__name__ == (
        "ResourceLinkBlock"
    )
    assert "Block" not in load(module({"corrections": []})[0])
    spelled, _ = module({"corrections": [], "aliases": {"Block": ["TextBlock"]}})
    assert "\nBlock = TextBlock\n" in spelled


def test_a_coerced_field_converts_a_value_of_another_type_or_falls_back() -> None:
    """``coerce``: a value of the field's type is kept, one of another type converted to it,
    and one that cannot be converted becomes the profile's fallback."""
    defs = {
        "Thing": obj(
            {"count": {"type": "integer"}, "ratio": {"type": "number"}, "name": {"type": "string"}}
        )
    }
    fallbacks = {"Thing.count": {"fallback": -1}, "Thing.ratio": {"fallback": 0.5}}
    thing = load(module({"coerce": {**fallbacks, "Thing.name": {"fallback": "?"}}}, defs)[0])[
        "Thing"
    ]
    kept = thing.model_validate({"count": 3, "ratio": 2.5, "name": "n"})
    assert (kept.count, kept.ratio, kept.name) == (3, 2.5, "n")
    converted = thing.model_validate({"count": "12", "ratio": "1.5", "name": 7})
    assert (converted.count, converted.ratio, converted.name) == (12, 1.5, "7")
    fallen = thing.model_validate({"count": "x", "ratio": [1]})
    assert (fallen.count, fallen.ratio) == (-1, 0.5)
    with pytest.raises(pydantic.ValidationError):
        load(module({}, defs)[0])["Thing"].model_validate({"count": "x"})


def test_an_enum_class_holds_its_values_as_their_type() -> None:
    """An ``Enum`` class mixes in its values' type: a schema's integer enum takes its
    integers; the profile's classes no model uses are there too, after the schema's."""
    defs = {
        "Level": {"type": "integer", "enum": [1, 2]},
        "Holder": obj({"level": {"$ref": "#/$defs/Level"}, "kind": {"$ref": "#/$defs/Kind"}}),
        "Kind": DEFS["Kind"],
    }
    legacy = {"Jsonrpc": {"field_2_0": "2.0"}, "Code": {"parse_error": -32700}}
    profile = {"enums": {"Level": "enum", "Kind": "enum"}, "enum-classes": legacy}
    source, _ = module(profile, defs)
    assert "class Level(int, Enum):" in source and "class Kind(str, Enum):" in source
    assert source.index("class Code(int, Enum):") > source.index("class Jsonrpc(str, Enum):")
    assert source.index("class Jsonrpc(") > max(map(source.index, ("class Level", "class Kind")))
    namespace = load(source)
    holder = namespace["Holder"].model_validate({"level": 2, "kind": "edit"})
    assert (holder.level, holder.kind) == (namespace["Level"](2), namespace["Kind"]("edit"))
    assert holder.model_dump(mode="json") == {"level": 2, "kind": "edit"}
    with pytest.raises(pydantic.ValidationError):
        namespace["Holder"].model_validate({"level": 3})
    assert namespace["Jsonrpc"].field_2_0.value == "2.0"
    assert namespace["Code"].parse_error.value == -32700


def test_a_variant_named_like_the_definition_it_extends_makes_that_definition_private() -> None:
    source, _ = module({"variants": {"Block": {"text": "Text"}}})
    assert "class _Text(BaseModel):" in source
    assert "class Text(_Text):" in source


def test_two_classes_under_one_name_fail_naming_both() -> None:
    with pytest.raises(GenerationError) as error:
        module({"variants": {"Block": {"text": "Holder"}}})
    assert "/$defs/Holder" in str(error.value) and "/$defs/Block/oneOf/0" in str(error.value)


def test_two_variants_the_profile_gives_one_name_fail_naming_both() -> None:
    with pytest.raises(GenerationError) as error:
        module({"variants": {"Block": {"resource_link": "Ref", "new": "Ref"}}})
    message = str(error.value)
    assert "/$defs/Block/oneOf/1" in message and "/$defs/Block/oneOf/2" in message
    assert "variants.Block.resource_link" in message and "variants.Block.new" in message


def test_defaults_from_the_profile_and_x_deserialize_through_named_helpers() -> None:
    defs = {
        **DEFS,
        "Caps": obj({"fs": {"type": "boolean", "default": False}}),
        "Init": obj(
            {
                "caps": {"allOf": [{"$ref": "#/$defs/Caps"}], "default": {"fs": True}},
                "line": {"type": ["integer", "null"], "x-deserialize-default-on-error": True},
                "items": {
                    "type": "array",
                    "items": {"type": "string"},
                    "x-deserialize-skip-invalid-items": True,
                },
            }
        ),
    }
    source, _ = module({"defaults": {"Init.caps": {}}, "deserialize": {"module": "helpers"}}, defs)
    assert "caps: Caps | None = Caps()" in source
    assert "from helpers import salvage_on_error, skip_invalid_items" in source
    assert "return salvage_on_error(value, handler, lambda: None)" in source
    assert "return skip_invalid_items(value, handler)" in source


@pytest.mark.slow
def test_the_example_profile_parses_and_its_module_passes_mypy_strict(tmp_path: Path) -> None:
    """The published SDK's profile, on our own v1 schema: no warnings beyond the definitions
    our schema leaves out, and a module that type-checks."""
    table = tomllib.loads(EXAMPLE.read_text(encoding="utf-8"))
    target = table["tool"]["acp-codegen"]["targets"][0]
    profile = parse_profile(target["profile"], str(EXAMPLE), "profile")
    assert isinstance(profile, Profile)
    release = require_shared(ACP / "releases" / "schema-v1.19.0" / "v1")
    document = json.loads((release / "schema.unstable.json").read_text(encoding="utf-8"))
    source, warnings = render_pydantic_module(
        apply_profile(
            build_model(in_memory(document, "schema.json")), profile, "schema.json", str(EXAMPLE)
        )
    )
    assert warnings == []
    package = tmp_path / "acp"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "_deserialize.py").write_text(
        "from typing import Any, Callable\n\n\n"
        "def salvage_on_error(value: Any, handler: Any, fallback: Callable[[], Any]) -> Any:\n"
        "    return handler(value)\n\n\n"
        "def skip_invalid_items(value: Any, handler: Any) -> Any:\n"
        "    return handler(value)\n"
    )
    (package / "schema.py").write_text(format_python({"schema.py": source})["schema.py"])
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "acp/schema.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout


def test_the_stdlib_flavour_takes_the_profile_names(tmp_path: Path) -> None:
    """Dataclasses and TypedDicts under the SDK's names: code written against the SDK's
    pydantic classes finds the same class names in the stdlib flavour."""
    release = require_shared(ACP / "releases" / "schema-v1.19.0" / "v1")
    table = tomllib.loads(EXAMPLE.read_text(encoding="utf-8"))
    profile = parse_profile(table["tool"]["acp-codegen"]["targets"][0]["profile"], "p", "p")
    document = json.loads((release / "schema.unstable.json").read_text(encoding="utf-8"))
    profiled = apply_profile(
        build_model(in_memory(document, "schema.json")), profile, "schema.json", "p"
    )
    model, warnings = profiled.model, list(profiled.warnings)
    assert warnings == []
    files = render_python_package(model)
    package = tmp_path / "stdlib_acp"
    package.mkdir()
    for name, text in format_python({k: v for k, v in files.items() if k.endswith(".py")}).items():
        (package / name).write_text(text)
    script = (
        "import stdlib_acp as m, stdlib_acp.wire as w\n"
        "u = m.from_wire('SessionUpdate', {'sessionUpdate': 'tool_call', 'toolCallId': 't',"
        " 'title': 'x'})\n"
        "assert type(u) is m.ToolCallStart and isinstance(u, m.ToolCall), type(u)\n"
        "b = m.from_wire('ContentBlock', {'type': 'resource_link', 'uri': 'u', 'name': 'n'})\n"
        "assert type(b) is m.ResourceContentBlock, type(b)\n"
        "assert issubclass(m.CurrentModeUpdate, m._CurrentModeUpdate)\n"
        "assert 'ToolCallStart' in w.__all__ and 'AgentPlanUpdate' in w.__all__\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def sdk_project(folder: Path, extra: str = "", profile: str = "") -> Path:
    (folder / "schema.json").write_text(json.dumps({"title": "Rules", "$defs": DEFS}))
    (folder / "pyproject.toml").write_text(
        "[project]\nname = 'sdk'\n\n[[tool.acp-codegen.targets]]\nprotocol = 'v1'\n"
        f"base = 'schema.json'\noutputs = ['pydantic-module']\nmodule = 'src/sdk/schema.py'\n"
        f"{extra}\n[tool.acp-codegen.targets.profile]\n{profile}\n",
        encoding="utf-8",
    )
    return folder / "src" / "sdk" / "schema.py"


def generate(folder: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.chdir(folder)
    return main(["generate", *args])


def test_generate_writes_the_module_and_check_finds_it_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module_path = sdk_project(
        tmp_path,
        profile='variants = { Block = { text = "TextBlock", resource_link = "LinkBlock", '
        'new = "FreshBlock" } }',
    )
    assert generate(tmp_path, monkeypatch, "--check") == 1
    assert "schema.py: missing" in capsys.readouterr().err
    assert generate(tmp_path, monkeypatch) == 0
    assert "warning" not in capsys.readouterr().err
    assert "class TextBlock(Text):" in module_path.read_text()
    assert "class FreshBlock(Link):" in module_path.read_text()
    assert generate(tmp_path, monkeypatch, "--check") == 0
    module_path.write_text(module_path.read_text() + "# edited\n")
    assert generate(tmp_path, monkeypatch, "--check") == 1
    assert "schema.py: changed" in capsys.readouterr().err


def test_the_header_names_the_schema_version_its_fetch_recorded_and_drops_the_line_without(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    header = 'header = ["Generated.", "Schema ref: {schema-version}", "End."]'
    module_path = sdk_project(tmp_path, profile=header)
    assert generate(tmp_path, monkeypatch) == 0
    assert module_path.read_text().startswith("# Generated.\n# End.\n")
    (tmp_path / "VERSION").write_text("refs/tags/schema-v1.19.0\n")
    assert generate(tmp_path, monkeypatch, "--check") == 1
    assert generate(tmp_path, monkeypatch) == 0
    expected = "# Generated.\n# Schema ref: refs/tags/schema-v1.19.0\n# End.\n"
    assert module_path.read_text().startswith(expected)


@pytest.mark.parametrize(
    ("extra", "profile", "expected"),
    [
        ("colour = 'red'", "", "#1: unknown key 'colour'"),
        ("out = 'gen'", "", "#1: unknown key 'out'"),
        ("additions = 'yes'", "", "#1: key 'additions': expected true or false"),
        ("flavour = 'stable'", "", "#1: key 'flavour' is replaced by 'additions = true'"),
        ("", 'variants = { Block = { gone = "X" } }', "variants.Block.gone (#/$defs/Block)"),
        ("", "variant = {}", "#1: [profile] variant: unknown key"),
        ("", "enums = { Kind = 'Literal' }", "#1: [profile] enums.Kind: expected one of"),
    ],
)
def test_a_bad_module_target_exits_2_naming_file_table_and_key(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    extra: str,
    profile: str,
    expected: str,
) -> None:
    module_path = sdk_project(tmp_path, extra, profile)
    assert generate(tmp_path, monkeypatch) == 2
    err = capsys.readouterr().err
    assert str(tmp_path / "pyproject.toml") in err and expected in err, err
    assert not module_path.exists()


def test_a_python_target_with_a_profile_takes_its_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The stdlib package and the pydantic flavour of a configured target, under the
    profile's names: an SDK switches flavours without renaming its code."""
    (tmp_path / "schema.json").write_text(json.dumps({"title": "Rules", "$defs": DEFS}))
    (tmp_path / "pyproject.toml").write_text(
        "[[tool.acp-codegen.targets]]\nprotocol = 'v1'\nbase = 'schema.json'\nout = 'gen'\n"
        "additions = false\noutputs = ['python', 'pydantic']\n"
        "[tool.acp-codegen.targets.profile]\n"
        "variants = { Block = { resource_link = 'ResourceBlock', gone = 'GoneBlock' } }\n",
        encoding="utf-8",
    )
    assert generate(tmp_path, monkeypatch) == 0
    assert "#1: profile variants.Block.gone" in capsys.readouterr().err
    models = (tmp_path / "gen" / "models.py").read_text()  # out is the package, "gen"
    pydantic = (tmp_path / "gen" / "pydantic" / "gen.py").read_text()
    assert "class ResourceBlock(Link" in models and "class ResourceLinkBlock" not in models
    assert "class ResourceBlock(" in pydantic and "class ResourceLinkBlock" not in pydantic


def test_a_union_in_a_payload_becomes_one_class_per_variant() -> None:
    # v2's state_update: the update kind beside a union keyed by another property.
    state = {
        "discriminator": {"propertyName": "state"},
        "oneOf": [
            {**obj({"state": {"const": "running", "type": "string"}}, ("state",))},
            {**obj({"state": {"const": "idle", "type": "string"}}, ("state",))},
        ],
    }
    update = {
        "discriminator": {"propertyName": "type"},
        "oneOf": [tagged("state_update", "State"), tagged("text", "Text")],
    }
    defs = {"Text": DEFS["Text"], "State": state, "Update": update}
    source, _ = module({}, defs)
    # Named by the inner variant's value and the outer variant's class (StateUpdateUpdate).
    assert "class RunningStateUpdateUpdate(RunningState):" in source
    assert "class IdleStateUpdateUpdate(IdleState):" in source
    adapter = pydantic.TypeAdapter(load(source)["Update"])
    running = adapter.validate_python({"type": "state_update", "state": "running"})
    assert type(running).__name__ == "RunningStateUpdateUpdate"
    assert running.model_dump(by_alias=True) == {"type": "state_update", "state": "running"}
    with pytest.raises(pydantic.ValidationError):
        adapter.validate_python({"type": "state_update", "state": "gone"})


def test_the_envelope_is_rendered_only_when_the_profile_asks() -> None:
    message = {
        "title": "Message",
        "anyOf": [
            {
                "title": "Client",
                **obj({"jsonrpc": {"const": "2.0", "type": "string"}}, ("jsonrpc",)),
                "anyOf": [
                    {"allOf": [{"$ref": "#/$defs/Text"}]},
                    {"allOf": [{"$ref": "#/$defs/Link"}]},
                ],
            }
        ],
        "$defs": {"Text": DEFS["Text"], "Link": DEFS["Link"]},
    }
    model = build_model(in_memory(message, "message.json"))
    for envelope in (False, True):
        profile = parse_profile({"envelope": envelope}, "pyproject.toml", "profile")
        source, _ = render_pydantic_module(
            apply_profile(model, profile, "message.json", "pyproject.toml")
        )
        assert ("JsonRpcMessage" in source) is envelope
    with pytest.raises(GenerationError, match="envelope: expected"):
        parse_profile({"envelope": "yes"}, "pyproject.toml", "profile")


def test_type_aliases_name_the_schema_aliases_and_open_enums_when_asked() -> None:
    """With ``type-aliases``, an alias of the schema and an open enum have a module-level
    name, and an enum's alias (a ``Literal``) carries its description; without, none but
    the ``Literal`` aliases, which have no description."""
    mode = {"type": "string", "enum": ["a", "b"], "description": "A mode."}
    defs = {**DEFS, "SessionId": {"type": "string", "description": "A session."}, "Mode": mode}
    enums = {"Mode": "literal"}
    named, _ = module({"type-aliases": True, "enums": enums}, defs)
    assert 'SessionId = str\n"""A session."""' in named
    assert "\nKind = str\n" in named
    assert '\nMode = Literal["a", "b"]\n"""A mode."""\n' in named
    plain, _ = module({"enums": enums}, defs)
    assert "SessionId =" not in plain and "\nKind =" not in plain
    assert '\nMode = Literal["a", "b"]\n\n' in plain and "A mode." not in plain
    with pytest.raises(GenerationError, match="type-aliases: expected"):
        parse_profile({"type-aliases": 1}, "pyproject.toml", "profile")


@pytest.mark.parametrize("defer", [False, True])
def test_an_alias_that_refers_to_itself_is_a_root_model_resolved_later(defer: bool) -> None:
    # It cannot be written out where it is used; each class of the cycle names the others
    # in a string, resolved once they all exist.
    defs = {
        "Text": DEFS["Text"],
        "Tree": {
            "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/Tree"}}, {"type": "integer"}]
        },
        "Ping": {"anyOf": [{"$ref": "#/$defs/Pong"}, {"$ref": "#/$defs/Text"}]},
        "Pong": {"anyOf": [{"$ref": "#/$defs/Ping"}, {"type": "null"}]},
        "Holder": obj({"tree": {"$ref": "#/$defs/Tree"}, "ping": {"$ref": "#/$defs/Ping"}}),
    }
    source, _ = module({"base-class": {"defer-build": defer}}, defs)
    # With defer-build the root models share a private base that defers (a RootModel[...]
    # in the class statement would be built at once); without, each is a RootModel.
    base = "_RootModel" if defer else "RootModel"
    assert f'class Tree({base}["list[Tree] | int"]):' in source
    assert ("class _RootModel(" in source) == defer
    assert 'root: "list[Tree] | int"' in source
    namespace = load(source)
    assert not namespace["Ping"].__pydantic_complete__ or not defer
    holder = namespace["Holder"].model_validate({"tree": [1, [2]], "ping": {"text": "t"}})
    assert holder.tree.model_dump() == [1, [2]]
    with pytest.raises(pydantic.ValidationError):
        namespace["Holder"].model_validate({"tree": ["x"]})


@pytest.mark.parametrize("defer", [False, True])
def test_a_field_naming_a_class_defined_after_it_is_a_string(defer: bool) -> None:
    # The module evaluates annotations where they are written (it has no
    # ``from __future__ import annotations``, whose strings pydantic would compile one by one
    # at import), so a field naming its own class or a later class of a cycle is quoted.
    defs = {
        "Node": obj({"children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}),
        "Left": obj({"right": {"$ref": "#/$defs/Right"}, "label": {"type": "string"}}),
        "Right": obj({"left": {"anyOf": [{"$ref": "#/$defs/Left"}, {"type": "null"}]}}),
    }
    source, _ = module({"base-class": {"defer-build": defer}}, defs)
    assert "__future__" not in source
    assert 'children: "list[Node] | None" = None' in source
    quoted = [line.split(":")[0].strip() for line in source.splitlines() if ': "' in line]
    # One field of the Left/Right cycle is written before the class it names; the others
    # are not quoted.
    assert len(quoted) == 2 and "label" not in quoted, source
    namespace = load(source)
    node = namespace["Node"].model_validate({"children": [{"children": []}]})
    assert isinstance(node.children[0], namespace["Node"])
    left = namespace["Left"].model_validate({"right": {"left": {"right": {}}}, "label": "l"})
    assert isinstance(left.right.left, namespace["Left"])
    with pytest.raises(pydantic.ValidationError):
        namespace["Left"].model_validate({"right": {"left": {"right": 3}}})


@pytest.mark.parametrize("first", ["Holder", "Named"])
@pytest.mark.parametrize("defer", [False, True])
def test_a_root_model_on_a_cycle_names_a_later_class_by_a_string(defer: bool, first: str) -> None:
    """A root model the profile keeps, on a cycle with an object: whichever the schema
    has first, the module imports; where the root model is written before the object, its
    type parameter is a string, and only there."""
    holder = obj({"named": {"$ref": "#/$defs/Named"}})
    named = {"anyOf": [{"$ref": "#/$defs/Holder"}, {"type": "integer"}]}
    defs = (
        {"Holder": holder, "Named": named}
        if first == "Holder"
        else {"Named": named, "Holder": holder}
    )
    source, _ = module({"root-models": ["Named"], "base-class": {"defer-build": defer}}, defs)
    base = "_RootModel" if defer else "RootModel"
    quoted = f'class Named({base}["Holder | int"]):' in source
    assert quoted == (source.index("class Named(") < source.index("class Holder("))
    assert quoted or f"class Named({base}[Holder | int]):" in source
    namespace = load(source)
    value = namespace["Holder"].model_validate({"named": {"named": 3}})
    assert value.named.root.named.root == 3
    with pytest.raises(pydantic.ValidationError):
        namespace["Holder"].model_validate({"named": {"named": "x"}})


@pytest.mark.parametrize("defer", [False, True])
@pytest.mark.parametrize("kept", [False, True])
def test_a_default_of_an_object_with_a_class_per_choice_stays_json(defer: bool, kept: bool) -> None:
    """``{}`` for a field holding an object with one class per choice of its payload: no
    class stands for it (a root model's ``FormMode()`` validates no value, and the union of
    the classes is no class), so the default is the dict ``{}``, which validation gives the
    class of the choice it matches; the class holding the field is made by validation too."""
    scopes = {
        "SessionScope": obj({"sessionId": {"type": "string"}}),
        "RequestScope": obj({"requestId": {"type": "string"}}),
        "FormMode": {
            **obj({"form": {"type": "string"}}),
            "anyOf": [{"$ref": "#/$defs/SessionScope"}, {"$ref": "#/$defs/RequestScope"}],
        },
        "Asks": obj({"mode": {"$ref": "#/$defs/FormMode", "default": {}}}),
        "Hello": obj({"asks": {"$ref": "#/$defs/Asks", "default": {}}}),
    }
    profile = {"root-models": ["FormMode"] if kept else [], "base-class": {"defer-build": defer}}
    source, _ = module(profile, scopes)
    assert "FormMode()" not in source and "Asks.model_construct()" not in source
    namespace = load(source)
    mode = namespace["Hello"]().asks.mode
    assert type(mode.root if kept else mode).__name__ == "SessionScopeFormMode"
    assert mode.model_dump(exclude_none=True) == {}


@pytest.mark.parametrize("defer", [False, True])
def test_a_default_instance_builds_no_validator_at_import_unless_it_must(defer: bool) -> None:
    # ``{}`` for a class is an instance. With defer-build it is made by model_construct(),
    # which builds nothing, unless a field of the class validates its JSON default (which
    # model_construct() would leave as JSON): that one is made by validation.
    defs = {
        "Flags": obj({"on": {"type": "boolean", "default": False}}),
        "Auth": obj({"terminal": {"type": "boolean", "default": False}}),
        "Caps": obj(
            {
                "flags": {"$ref": "#/$defs/Flags", "default": {}},
                "auth": {"$ref": "#/$defs/Auth", "default": {"terminal": False}},
            }
        ),
        "Hello": obj(
            {
                "flags": {"$ref": "#/$defs/Flags", "default": {}},
                "caps": {"$ref": "#/$defs/Caps", "default": {}},
            }
        ),
    }
    defs["Named"] = obj({"name": {"type": "string"}}, ("name",))
    defs["Hello"]["properties"]["named"] = {"$ref": "#/$defs/Named", "default": {}}
    source, _ = module({"base-class": {"defer-build": defer}}, defs)
    # A class with a required field is not constructed: Named() fails at import, as the
    # schema's invalid default deserves, where model_construct() would hide it.
    assert "= Named()" in source
    with pytest.raises(pydantic.ValidationError):
        load(source)
    defs["Hello"]["properties"].pop("named")
    source, _ = module({"base-class": {"defer-build": defer}}, defs)
    made = "Flags.model_construct()" if defer else "Flags()"
    assert source.count(f"= {made}") == 2, source
    assert "= Caps()" in source
    namespace = load(source)
    built = sorted(n for n in defs if namespace[n].__pydantic_complete__)
    assert built == (["Caps"] if defer else sorted(defs))
    hello = namespace["Hello"]
    # The defaults are what validating ``{}`` gives, and stay unset.
    assert hello.model_fields["flags"].default == namespace["Flags"].model_validate({})
    assert hello().caps.auth == namespace["Auth"](terminal=False)
    assert hello().model_dump(exclude_unset=True) == {}
    assert hello.model_json_schema()["properties"]["caps"]["default"] == {
        "flags": {"on": False},
        "auth": {"terminal": False},
    }


def test_a_variant_renamed_by_the_profile_names_its_expansions() -> None:
    state = {
        "discriminator": {"propertyName": "state"},
        "oneOf": [
            obj({"state": {"const": "running", "type": "string"}}, ("state",)),
            obj({"state": {"const": "idle", "type": "string"}}, ("state",)),
        ],
    }
    update = {
        "discriminator": {"propertyName": "type"},
        "oneOf": [tagged("state_update", "State"), tagged("text", "Text")],
    }
    defs = {"Text": DEFS["Text"], "State": state, "Update": update}
    source, warnings = module({"variants": {"State": {"running": "Busy"}}}, defs)
    assert "class Busy(" in source
    assert "class BusyStateUpdateUpdate(Busy):" in source
    assert "class IdleStateUpdateUpdate(IdleState):" in source
    assert warnings == []


def test_the_typing_annotation_style_spells_unions_and_containers_with_typing() -> None:
    """What a tool that reads annotations through ``typing`` understands (the SDK's
    gen_signature.py does not know ``X | None``); the builtins style is the default."""
    defs = {
        **DEFS,
        "Many": obj(
            {
                "items": {"type": "array", "items": {"type": "string"}},
                "labels": {"type": ["object", "null"], "additionalProperties": {"type": "string"}},
                "id": {"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]},
            },
            ("items",),
        ),
    }
    typed, _ = module({"annotation-style": "typing"}, defs)
    assert "items: List[str]" in typed
    assert "labels: Optional[Dict[str, str]] = None" in typed
    assert "id: Optional[Union[int, str]] = None" in typed
    assert "line: Annotated[Optional[int], Field(ge=0, le=4294967295)] = None" in typed
    assert " | " not in typed
    assert "from typing import Annotated, Any, Dict, List, Literal, Optional, Union" in typed
    namespace = load(typed)
    many = namespace["Many"].model_validate({"items": ["a"], "id": 3})
    assert many.items == ["a"] and many.id == 3
    builtins, _ = module({}, defs)
    assert "items: list[str]" in builtins and "id: int | str | None = None" in builtins
    with pytest.raises(GenerationError, match="annotation-style: expected one of builtins, typing"):
        parse_profile({"annotation-style": "pep604"}, "pyproject.toml", "profile")


def test_check_says_what_the_regeneration_changes_in_the_public_api(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Beside "changed": names and attributes removed or renamed, defaults and accepted
    values changed, additions; a reworded description is no change."""
    sdk_project(tmp_path)
    assert generate(tmp_path, monkeypatch) == 0
    defs = json.loads(json.dumps(DEFS))
    holder = defs["Holder"]["properties"]
    del holder["kind"]
    holder["line"]["format"] = "uint16"
    holder["sessionId"]["description"] = "reworded"
    holder["count"] = {"type": "integer", "default": 3}
    defs["Text"]["properties"]["text"]["default"] = "hi"
    del defs["Link"]
    defs["Url"] = obj({"uri": {"type": "string"}}, ("uri",))
    for branch in defs["Block"]["oneOf"][1:]:
        branch["allOf"] = [{"$ref": "#/$defs/Url"}]
    (tmp_path / "schema.json").write_text(json.dumps({"title": "Rules", "$defs": defs}))
    capsys.readouterr()
    assert generate(tmp_path, monkeypatch, "--check") == 1
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert lines[0].endswith("schema.py: changed") and lines[1] == "  public API:", err
    reported = [line.strip() for line in lines[2:-1]]
    assert "Holder.kind: removed" in reported
    assert "Holder.count: added" in reported
    assert "Link: removed" in reported and "Url: added" in reported
    assert "Text.text: now optional" in reported
    assert any(r.startswith("Holder.line: accepts (validation)") and "65535" in r for r in reported)
    assert not any("session_id" in r for r in reported), reported
    # An unchanged API, a file that differs in its text only.
    (tmp_path / "schema.json").write_text(json.dumps({"title": "Rules", "$defs": DEFS}))
    assert generate(tmp_path, monkeypatch) == 0
    module_path = tmp_path / "src" / "sdk" / "schema.py"
    module_path.write_text(module_path.read_text() + "# edited\n")
    capsys.readouterr()
    assert generate(tmp_path, monkeypatch, "--check") == 1
    assert "  public API: unchanged" in capsys.readouterr().err


PROMPT_SUGGESTIONS = REPO / "examples" / "python-sdk" / "prompt-suggestions.toml"


def test_the_prompt_suggestions_profile_is_the_sdk_profile_with_the_additions_on() -> None:
    """The same profile, but for the additions switched on, the helpers package written
    beside the module (``from acp.prompt_suggestions import ...``, as the docs import it),
    and the new variant named as the SDK names its session updates (after the
    definition)."""
    plain = EXAMPLE.read_text(encoding="utf-8").splitlines()
    switched = PROMPT_SUGGESTIONS.read_text(encoding="utf-8").splitlines()
    removed = [line for line in plain if line not in switched]
    added = [line for line in switched if line not in plain]
    assert [line.split("#")[0].strip() for line in removed if not line.startswith("#")] == [
        "additions = false"
    ]
    assert [line.split("#")[0].strip() for line in added if not line.startswith("#")] == [
        "additions = true",
        'helpers = "src/acp/prompt_suggestions"',
        'prompt_suggestions_update = "PromptSuggestionsUpdate"',
    ]
    targets = tomllib.loads("\n".join(switched))["tool"]["acp-codegen"]["targets"]
    assert targets[0]["additions"] is True


def test_additions_on_a_base_that_lacks_what_they_extend_exit_2_writing_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module_path = sdk_project(tmp_path, extra="additions = true")
    assert generate(tmp_path, monkeypatch) == 2
    err = capsys.readouterr().err
    assert "prompt-suggestions.json#/x-extend/SessionUpdate: extends definition" in err, err
    assert "which schema.json does not define" in err and "warning" not in err
    assert not module_path.exists()


def test_descriptions_given_to_field_are_those_pydantic_reads_from_docstrings(
    tmp_path: Path,
) -> None:
    """``attribute-docstrings = false``: each description goes to ``Field(description=...)``
    (pydantic then does not read the class's source at import), and every model's JSON
    Schema, descriptions included, is the one the docstrings give; ``defer-build`` defers
    building validators to their first use, with the same results."""
    described = json.loads(json.dumps(DEFS))
    described["Text"]["description"] = "A text block."
    described["Text"]["properties"]["text"]["description"] = (
        'The text.\n\n  Indented, with `code` and "quotes"\\ and a trailing space. '
    )
    described["Holder"]["properties"]["sessionId"]["description"] = "  The session."
    described["Root"] = {
        "description": "A root alias.",
        "type": "array",
        "items": {"type": "string"},
    }
    described["Holder"]["properties"]["root"] = {"$ref": "#/$defs/Root"}
    docstrings, _ = module({"root-models": ["Root"]}, described)
    fields, _ = module(
        {
            "root-models": ["Root"],
            "base-class": {"attribute-docstrings": False, "defer-build": True},
        },
        described,
    )
    assert "use_attribute_docstrings" in docstrings and "use_attribute_docstrings" not in fields
    assert 'description="The session."' in fields and "defer_build=True" in fields
    # Imported from files: pydantic reads attribute docstrings from the class's source.
    namespaces = []
    for index, source in enumerate((docstrings, fields)):
        path = tmp_path / f"described_{index}.py"
        path.write_text(source, encoding="utf-8")
        namespaces.append(vars(import_file(path, f"sdk_profile_described_{index}")))
    before, after = namespaces
    value = {"block": {"type": "text", "text": "t"}, "sessionId": "s", "root": ["a"]}
    for name in ("Text", "Holder", "Root", "TextBlock"):
        for mode in ("validation", "serialization"):
            assert after[name].model_json_schema(mode=mode) == before[name].model_json_schema(
                mode=mode
            ), (name, mode)
    parsed = after["Holder"].model_validate(value)
    assert parsed.model_dump() == before["Holder"].model_validate(value).model_dump()


# -- one rule of the module at a time ------------------------------------------------------


def test_a_union_of_two_in_the_typing_style_imports_union() -> None:
    """With no other union in the module, the two-member one alone needs ``Union``."""
    defs = {"Id": obj({"id": {"anyOf": [{"type": "integer"}, {"type": "string"}]}}, ("id",))}
    typed, _ = module({"annotation-style": "typing"}, defs)
    assert load(typed)["Id"].model_validate({"id": "a"}).id == "a"


def test_a_profile_format_holds_its_strings_in_the_pydantic_type() -> None:
    defs = {"Page": obj({"uri": {"type": "string", "format": "uri"}}, ("uri",))}
    source, _ = module({"formats": {"uri": "AnyUrl"}}, defs)
    page = load(source)["Page"]
    assert str(page.model_validate({"uri": "https://example.com/a"}).uri) == "https://example.com/a"
    with pytest.raises(pydantic.ValidationError):
        page.model_validate({"uri": "not a url"})
    plain, _ = module({}, defs)
    assert load(plain)["Page"].model_validate({"uri": "not a url"}).uri == "not a url"


def test_the_camel_case_fallback_reads_only_names_it_can_tell_apart() -> None:
    """``fooBar`` is ``foo_bar_`` in ``A`` (beside a ``foo_bar`` property) and ``foo_bar`` in
    ``B``: no fallback for it, since it would read the wrong property of ``A``; a private
    name (``_tagName``) is pydantic's, never a fallback's. ``sessionId`` has one attribute."""
    defs = {
        "A": obj({"fooBar": {"type": "integer"}, "foo_bar": {"type": "integer"}}),
        "B": obj({"fooBar": {"type": "integer"}, "_tagName": {"type": "integer"}}),
        "C": obj({"sessionId": {"type": "string"}}),
    }
    source, _ = module({"base-class": {"camel-case-fallback": True}}, defs)
    namespace = load(source)
    a = namespace["A"].model_validate({"fooBar": 1, "foo_bar": 2})
    b = namespace["B"].model_validate({"fooBar": 3, "_tagName": 4})
    assert (a.foo_bar_, a.foo_bar, b.foo_bar) == (1, 2, 3)
    for value, name in ((a, "fooBar"), (b, "fooBar"), (b, "_tagName")):
        with pytest.raises(AttributeError):
            getattr(value, name)
    assert namespace["C"].model_validate({"sessionId": "s"}).sessionId == "s"


def test_a_discriminator_the_profile_renames_still_discriminates() -> None:
    source, _ = module({"attributes": {"type": "block_type"}})
    assert 'Field(discriminator="block_type")' in source
    holder = load(source)["Holder"].model_validate(
        {"block": {"type": "resource_link", "uri": "u"}, "sessionId": "s"}
    )
    assert holder.block.block_type == "resource_link"


def test_an_expanded_object_kept_as_a_root_model_is_named_by_its_fields() -> None:
    """A field of an object the profile keeps as a ``RootModel`` names that class; one
    whose object is not kept names the union of its classes."""
    defs = {**SCOPED, "Asks": obj({"mode": {"$ref": "#/$defs/FormMode"}}, ("mode",))}
    kept, _ = module({"root-models": ["FormMode"]}, defs)
    # Its classes are written before it: its type is no forward reference, so no string.
    assert "class FormMode(RootModel[SessionScopeFormMode | RequestScopeFormMode]):" in kept
    assert "mode: FormMode" in kept
    plain, _ = module({}, defs)
    assert "mode: SessionScopeFormMode | RequestScopeFormMode" in plain
    namespace = load(kept)
    asks = namespace["Asks"].model_validate({"mode": {"form": "f", "sessionId": "s"}})
    assert type(asks.mode).__name__ == "FormMode"


def test_two_classes_with_one_snake_case_stem_fail_naming_both() -> None:
    """``HOLDER`` and ``Holder`` would share their functions' and constants' names."""
    with pytest.raises(GenerationError) as error:
        profiled({"variants": {"Block": {"text": "HOLDER"}}}, DEFS)
    assert "/$defs/Holder" in str(error.value) and "/$defs/Block/oneOf/0" in str(error.value)


def test_an_entry_about_what_the_schema_lacks_does_not_stop_the_next_entries() -> None:
    result = profiled(
        {
            "definition-variants": ["Missing", "Block"],
            "variants": {"Missing": {"x": "Y"}, "Block": {"resource_link": "ResourceBlock"}},
        },
        DEFS,
    )
    classes = {d.class_name for d in result.model.definitions.values()}
    # definition-variants: the text variant, the one variant extending Text, takes its name.
    assert {"Text", "_Text", "ResourceBlock"} <= classes
    assert any("definition-variants 'Missing'" in w for w in result.warnings)
    assert any("variants.Missing" in w for w in result.warnings)


def test_a_choice_of_no_objects_does_not_stop_the_next_objects_expansions() -> None:
    defs = {
        "Word": {"type": "string"},
        "Loose": {**obj({"form": {"type": "string"}}), "anyOf": [{"$ref": "#/$defs/Word"}]},
        **SCOPED,
    }
    expansions = profiled({}, defs).model.definitions["FormMode"].expansions
    assert [e.class_name for e in expansions] == ["SessionScopeFormMode", "RequestScopeFormMode"]


def test_an_attribute_the_profile_renames_meets_the_inherited_ones() -> None:
    """A variant's attributes share one scope with its base's: the profile mapping two wire
    names to one attribute is an error naming both entries."""
    with pytest.raises(GenerationError) as error:
        profiled({"attributes": {"text": "body", "type": "body"}}, DEFS)
    message = str(error.value)
    assert "(profile attributes.type)" in message and "(profile attributes.text)" in message
    assert "/$defs/Text/properties/text" in message


def test_a_payload_attribute_gives_way_to_a_name_the_profile_chose() -> None:
    defs = {
        **SCOPED,
        "Mode": {"discriminator": {"propertyName": "type"}, "oneOf": [tagged("form", "FormMode")]},
    }
    plain = profiled({}, defs).model.definitions["FormModeVariant"]
    assert plain.payload_field == "form_mode"
    variant = profiled({"attributes": {"type": "form_mode"}}, defs).model.definitions[
        "FormModeVariant"
    ]
    assert [f.py_name for f in variant.fields] == ["form_mode"]
    assert variant.payload_field == "form_mode_"


# The rules a module may exempt itself from (``Renderer.exemptions``), checked at
# pycodestyle's smallest line length and the shortest docstring line length a linter is
# commonly given.
EXEMPTIBLE = (
    "D101,D205,D400,D404,D415,E501,W505,ANN401,UP006,UP007,UP035,UP045,PYI030,PYI051,INP001"
)


def exempted_and_found(
    folder: Path, profile: dict[str, Any], defs: dict[str, Any], *, standalone: bool = False
) -> tuple[set[str], set[str]]:
    """The rules the module for ``defs`` exempts itself from, and those of
    :data:`EXEMPTIBLE` ruff finds in it without the exemption line (in a package, unless
    ``standalone``), with pyflakes' (an unused import, an undefined name), which no module
    exempts."""
    config = folder / "ruff.toml"
    config.write_text(
        'target-version = "py310"\nline-length = 79\n[lint.pycodestyle]\nmax-doc-length = 72\n',
        encoding="utf-8",
    )
    # A module goes into a package unless it is said to stand alone.
    model = profiled(profile, defs)
    if standalone:
        source, _ = render_pydantic_module(model, standalone=True)
    else:
        source, _ = render_pydantic_module(model)
    source = format_python({"m.py": source}, config=config)["m.py"]
    exemption = next((line for line in source.splitlines() if "ruff: noqa" in line), "")
    exempted = set(exemption.removeprefix("# ruff: noqa: ").split(", ")) - {"RUF100", ""}
    package = folder / "package"
    package.mkdir()
    if not standalone:
        (package / "__init__.py").write_text("", encoding="utf-8")
    path = package / "m.py"
    path.write_text(
        "".join(line for line in source.splitlines(True) if "ruff: noqa" not in line),
        encoding="utf-8",
    )
    found = subprocess.run(
        [str(Path(sys.executable).parent / "ruff"), "check", "--no-cache", "--config", str(config)]
        + ["--select", f"{EXEMPTIBLE},F", "--output-format", "concise", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    findings = (line for line in found.stdout.splitlines() if line.startswith(str(path)))
    return exempted, {line.split(": ", 1)[1].split(" ", 1)[0] for line in findings}


@pytest.mark.parametrize(
    ("where", "length"),
    [
        (where, length)
        for where in ("class", "attribute", "first of two paragraphs", "enum")
        for length in (62, 63, 65, 66, 69, 70, 72, 73)
    ],
)
def test_the_line_rules_a_description_breaks_are_exactly_those_exempted(
    tmp_path: Path, where: str, length: int
) -> None:
    """A description is the docstring pydantic reads, so it cannot be wrapped: the module
    exempts E501 and W505 where one of its lines, as written (indentation, quotes and all),
    passes 79 or 72 columns, and only there; its own comment lines keep within both."""
    text = "A" * (length - 9) + " ends it."
    if where == "first of two paragraphs":
        text += "\n\nMore."
    thing: dict[str, Any] = {"type": "object", "properties": {"name": {"type": "string"}}}
    if where == "attribute":
        thing["description"] = "Short."
        thing["properties"]["name"]["description"] = text
    elif where == "enum":
        thing = {"type": "string", "enum": ["a", "b"], "description": text}
    else:
        thing["description"] = text
    profile = {"enums": {"Thing": "enum"}} if where == "enum" else {}
    exempted, found = exempted_and_found(tmp_path, profile, {"Thing": thing})
    assert exempted == found


@pytest.mark.parametrize(
    "profile",
    [
        {"annotation-style": "typing", "corrections": []},
        {"corrections": [], "base-class": {"camel-case-fallback": True}},
    ],
)
def test_the_exemption_s_reasons_fill_the_comment_width(profile: dict[str, Any]) -> None:
    """The reasons above the exemption line are wrapped at the docstring width (72), as
    full as each line can be: no line would have taken the next one's first word."""
    source, _ = module(profile, {"Open": OPEN, "Uses": CONTAINERS})
    lines = source.splitlines()
    end = next(index for index, line in enumerate(lines) if line.startswith("# ruff: noqa"))
    start = end
    while start > 0 and lines[start - 1].startswith("# "):
        start -= 1
    comment = lines[start:end]
    assert len(comment) > 3, source
    assert all(len(line) <= 72 for line in comment)
    for line, following in itertools.pairwise(comment):
        assert len(line) + 1 + len(following[2:].split(" ", 1)[0]) > 72, (line, following)


OPEN = {
    "anyOf": [
        {"type": "string", "const": "a"},
        {"type": "string", "const": "b"},
        {"type": "string"},
    ]
}
OPEN_INTEGERS = {
    "anyOf": [
        {"type": "integer", "const": 1},
        {"type": "integer", "const": 2},
        {"type": "integer"},
    ]
}
CONTAINERS = obj(
    {
        "open": {"$ref": "#/$defs/Open"},
        "many": {"type": "array", "items": {"type": "string"}},
        "map": {"type": "object", "additionalProperties": {"type": "integer"}},
        "either": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
    }
)


@pytest.mark.parametrize(
    ("profile", "defs", "standalone"),
    [
        ({}, DEFS, False),
        ({}, DEFS, True),
        ({"corrections": []}, {"Open": OPEN, "Uses": CONTAINERS}, False),
        (
            {"corrections": []},
            {"Open": {**OPEN, "anyOf": OPEN["anyOf"][1:]}, "Uses": CONTAINERS},
            False,
        ),
        ({"annotation-style": "typing"}, {"Open": OPEN, "Uses": CONTAINERS}, False),
        ({}, {"Uses": obj({"mode": {"enum": ["x", "y"]}, "open": OPEN})}, False),
        ({"base-class": {"camel-case-fallback": True}}, DEFS, False),
        ({}, {"Choice": {"anyOf": [tagged("a"), open_variant("type", ["a"])]}}, False),
        (  # after a class the schema does not describe
            {},
            {"Bare": obj({}), "Thing": {**obj({}), "description": "This holds nothing."}},
            False,
        ),
        (
            {"coerce": {"Thing.count": {"fallback": 0}}},
            {"Thing": {**obj({"count": {"type": "integer"}}), "description": "Counts."}},
            False,
        ),
        ({"open-enums": "known-values"}, {"Open": OPEN, "Uses": CONTAINERS}, False),
        ({"corrections": []}, {"Open": OPEN_INTEGERS, "Uses": CONTAINERS}, False),
        ({"base-class": {"name": "Base", "module": "sdk_base"}}, DEFS, False),
    ],
    ids=[
        "plain",
        "standalone",
        "literal-unions",
        "one-literal",
        "typing-style",
        "inline-literals",
        "fallback",
        "validators",
        "this",
        "coerced",
        "known-values",
        "open-integers",
        "imported-base",
    ],
)
def test_a_module_exempts_itself_from_exactly_the_rules_it_breaks(
    tmp_path: Path, profile: dict[str, Any], defs: dict[str, Any], standalone: bool
) -> None:
    """Each rule the module's exemption line names is one ruff finds without it, and every
    rule of :data:`EXEMPTIBLE` it finds is named: an open enum of several known values is a
    union of Literals (PYI030), and with its known values written beside its base type, one
    a type checker reads as the base type (PYI051), the typing style spells Optional, List,
    Dict and Union (UP006, UP007, UP035, UP045), functions taking any value (ANN401), a
    module outside a package (INP001), a class the schema does not describe (D101), a
    description opening with "This" (D404); an inline choice of values is a union of
    Literals too."""
    exempted, found = exempted_and_found(tmp_path, profile, defs, standalone=standalone)
    assert exempted == found


def test_a_union_s_members_come_in_the_order_the_correction_says() -> None:
    """With ``union-order``, the schema's order; without it, a union's own unions after its
    other members and any JSON value last (pydantic tries them in that order)."""
    defs = {
        **DEFS,
        "Mixed": obj(
            {"value": {"anyOf": [{}, {"$ref": "#/$defs/Block"}, {"type": "string"}]}},
            ("value",),
        ),
    }
    block = 'Annotated[TextBlock|ResourceLinkBlock|NewBlock,Field(discriminator="type")]'
    ordered, _ = module({}, defs)
    assert f"value:(Any|{block}|str)" in "".join(ordered.split())
    legacy, _ = module({"corrections": []}, defs)
    assert f"value:(str|{block}|Any)" in "".join(legacy.split())


# -- the module's rules one at a time, each told apart by what the models do ---------------


def helpers() -> str:
    """The name of an importable module of ``x-deserialize`` helpers, as an SDK has them."""
    name = "sdk_profile_rules_helpers"
    if name not in sys.modules:
        module = types.ModuleType(name)

        def salvage_on_error(value: Any, handler: Any, fallback: Any) -> Any:
            try:
                return handler(value)
            except pydantic.ValidationError:
                return fallback()

        def skip_invalid_items(value: Any, handler: Any) -> Any:
            kept = []
            for item in value:
                try:
                    kept.extend(handler([item]))
                except pydantic.ValidationError:
                    continue
            return kept

        module.salvage_on_error = salvage_on_error  # type: ignore[attr-defined]
        module.skip_invalid_items = skip_invalid_items  # type: ignore[attr-defined]
        sys.modules[name] = module
    return name


def test_an_open_union_s_catch_all_comes_where_the_correction_says() -> None:
    """With ``catch-all-last``, after the known variants; without, where the schema has it
    (the second branch here); either way it refuses the known tags and keeps unknown keys."""
    defs = {
        "Choice": {"anyOf": [tagged("a"), open_variant("type", ["a", "b"]), tagged("b")]},
        "Holder": obj({"choice": {"$ref": "#/$defs/Choice"}}, ("choice",)),
    }
    for profile, order in (
        ({}, ["AChoice", "BChoice", "OtherChoice"]),
        ({"corrections": []}, ["AChoice", "OtherChoice", "BChoice"]),
    ):
        namespace = load(module(profile, defs)[0])
        holder = namespace["Holder"]
        members = typing.get_args(holder.model_fields["choice"].annotation)
        assert [m.__name__ for m in members] == order
        kept = holder.model_validate({"choice": {"type": "c", "more": 1}}).choice
        assert (type(kept).__name__, kept.model_extra) == ("OtherChoice", {"more": 1})
        assert type(holder.model_validate({"choice": {"type": "b"}}).choice).__name__ == "BChoice"
        with pytest.raises(pydantic.ValidationError):
            namespace["OtherChoice"].model_validate({"type": "a"})


def test_a_module_imports_from_typing_and_pydantic_what_its_annotations_name() -> None:
    """One field of each kind alone in its module: the module imports what it names and
    nothing else (an unused import fails the SDK's lint, a missing one its import)."""
    cases = [
        ({}, obj({"data": {}}), {"Any"}, {"ConfigDict"}),
        ({}, obj({"name": {"type": "string"}}), set(), {"ConfigDict"}),
        ({}, obj({"sessionId": {"type": "string"}}), {"Annotated"}, {"ConfigDict", "Field"}),
        (
            {"annotation-style": "typing"},
            obj({"name": {"type": "string"}}),
            {"Optional"},
            {"ConfigDict"},
        ),
    ]
    for profile, thing, typing_names, pydantic_names in cases:
        source, _ = module(profile, {"Thing": thing})
        namespace = load(source)
        assert namespace["Thing"].model_validate({}).model_dump(exclude_none=True) == {}
        imported = {
            line.split(" import ")[0].removeprefix("from "): set(
                line.split(" import ")[1].split(", ")
            )
            for line in source.splitlines()
            if line.startswith("from typing import") or line.startswith("from pydantic import")
        }
        assert imported.get("typing", set()) == typing_names, source
        assert imported["pydantic"] - {"BaseModel as _BaseModel"} == pydantic_names, source


def test_a_map_of_values_holds_them_typed_as_the_correction_says() -> None:
    """With ``typed-map-values``, a map of a root model's values holds instances of it;
    without, any values; a map of another type is typed either way."""
    defs = {
        "Id": {"type": "string"},
        "Ids": obj({"byName": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Id"}}}),
        "Counts": obj({"byName": {"type": "object", "additionalProperties": {"type": "integer"}}}),
    }
    typed = load(module({"root-models": ["Id"]}, defs)[0])
    held = typed["Ids"].model_validate({"byName": {"a": "x"}}).by_name["a"]
    assert (type(held).__name__, held.root) == ("Id", "x")
    with pytest.raises(pydantic.ValidationError):
        typed["Ids"].model_validate({"byName": {"a": 1}})
    untyped = load(module({"root-models": ["Id"], "corrections": []}, defs)[0])
    assert untyped["Ids"].model_validate({"byName": {"a": 1}}).by_name == {"a": 1}
    for namespace in (typed, untyped):
        with pytest.raises(pydantic.ValidationError):
            namespace["Counts"].model_validate({"byName": {"a": "x"}})


def test_an_open_enum_is_its_base_type_or_its_known_values_as_the_correction_says() -> None:
    """With ``open-enum-types``, ``str`` or ``int``; without, a ``Literal`` per known value
    and what else it holds: any object for a string enum, any integer for an integer one."""
    defs = {
        "Mode": {"anyOf": [{"type": "string", "const": "a"}, {"type": "string"}]},
        "Level": {"anyOf": [{"type": "integer", "const": 1}, {"type": "integer"}]},
        "Uses": obj({"mode": {"$ref": "#/$defs/Mode"}, "level": {"$ref": "#/$defs/Level"}}),
    }
    based = load(module({}, defs)[0])["Uses"]
    assert based.model_validate({"mode": "b", "level": 2}).mode == "b"
    with pytest.raises(pydantic.ValidationError):
        based.model_validate({"mode": {"k": 1}})
    known = load(module({"corrections": []}, defs)[0])["Uses"]
    assert known.model_validate({"mode": {"k": 1}, "level": 2}).mode == {"k": 1}
    assert known.model_validate({"mode": "a", "level": 1}).level == 1
    with pytest.raises(pydantic.ValidationError):
        known.model_validate({"mode": "b"})
    with pytest.raises(pydantic.ValidationError):
        known.model_validate({"level": {"k": 1}})


def test_a_default_the_profile_gives_is_an_instance_of_the_model_with_or_without_correction() -> (
    None
):
    """The profile's ``{}`` for a field holding a model is an instance of it (written so,
    not validated from JSON: ``model_construct`` keeps it); without ``model-defaults``,
    the schema's own ``{}`` stays JSON, which pydantic validates when it is used."""
    defs = {
        "Caps": obj({"fs": {"type": "boolean", "default": False}}),
        "Init": obj(
            {
                "chosen": {"$ref": "#/$defs/Caps"},
                "given": {"allOf": [{"$ref": "#/$defs/Caps"}], "default": {}},
            }
        ),
    }
    for corrections in ({}, {"corrections": []}):
        init = load(module({"defaults": {"Init.chosen": {}}, **corrections}, defs)[0])["Init"]
        assert type(init.model_construct().chosen).__name__ == "Caps"
        assert type(init().given).__name__ == "Caps"
    plain = load(module({"corrections": []}, defs)[0])["Init"]
    assert plain.model_construct().given == {}
    corrected = load(module({}, defs)[0])["Init"]
    assert type(corrected.model_construct().given).__name__ == "Caps"


def test_any_json_is_optional_as_the_correction_says() -> None:
    """With ``any-json-not-optional``, an omitted any-JSON field is ``Any`` (null being one
    of its values); without, ``Optional[Any]``: pydantic's JSON Schema says which."""
    defs = {"Thing": obj({"data": {}, "note": {"type": ["string", "null"]}})}
    corrected = load(module({}, defs)[0])["Thing"].model_json_schema()["properties"]
    legacy = load(module({"corrections": []}, defs)[0])["Thing"].model_json_schema()["properties"]
    assert "anyOf" not in corrected["data"]
    assert {"type": "null"} in legacy["data"]["anyOf"]
    for properties in (corrected, legacy):
        assert {"type": "null"} in properties["note"]["anyOf"]
    # A field whose own type admits null names None once either way (`str | None | None` is
    # the same type, which ruff refuses as a repeated member, PYI016).
    for profile in ({}, {"corrections": []}):
        assert "note: str | None = None" in module(profile, defs)[0]
        typing_style = module({**profile, "annotation-style": "typing"}, defs)[0]
        assert "note: Optional[str] = None" in typing_style


def test_what_an_object_does_with_unknown_keys_is_the_profile_s_or_its_schema_s() -> None:
    """The profile's ``extra`` for an object that allows them; ``forbid`` for one that does
    not; a union's catch-all keeps them whatever the profile says."""
    defs = {
        "Open": obj({"a": {"type": "string"}}),
        "Closed": {**obj({"a": {"type": "string"}}), "additionalProperties": False},
        "Choice": {"anyOf": [tagged("a"), open_variant("type", ["a"])]},
    }
    for extra in ("ignore", "allow", "forbid"):
        namespace = load(module({"extra": extra}, defs)[0])
        value = {"a": "x", "more": 1}
        if extra == "forbid":
            with pytest.raises(pydantic.ValidationError):
                namespace["Open"].model_validate(value)
        else:
            kept = namespace["Open"].model_validate(value).model_extra
            assert kept == ({"more": 1} if extra == "allow" else None)
        with pytest.raises(pydantic.ValidationError):
            namespace["Closed"].model_validate(value)
        other = namespace["OtherChoice"].model_validate({"type": "c", "more": 1})
        assert other.model_extra == {"more": 1}


def test_a_definition_the_profile_omits_leaves_the_others_in_the_module() -> None:
    defs = {"Gone": obj({"a": {"type": "string"}}), "Kept": obj({"b": {"type": "string"}})}
    namespace = load(module({"omit": ["Gone"]}, defs)[0])
    assert "Gone" not in namespace
    assert namespace["Kept"].model_validate({"b": "x"}).b == "x"


def test_the_module_docstring_names_the_schema_s_title() -> None:
    titled = load(module({}, {"Thing": obj({})})[0])["__doc__"]
    assert titled == "Pydantic models of the protocol's JSON Schema.\n\nRules.\n"
    model = build_model(in_memory({"$defs": {"Thing": obj({})}}, "rules.json"))
    parsed = parse_profile({}, "pyproject.toml", "tool.acp-codegen.targets.profile")
    untitled, _ = render_pydantic_module(
        apply_profile(model, parsed, "rules.json", "pyproject.toml")
    )
    assert load(untitled)["__doc__"].endswith("\n\nthe Agent Client Protocol.\n")


def test_the_deserialize_helpers_are_imported_only_where_a_marker_calls_them() -> None:
    """A profile naming the helpers' module, for a schema without ``x-deserialize`` markers:
    no import of it (the module might not even be there)."""
    source, _ = module({"deserialize": {"module": "no_such_helpers"}}, {"Thing": obj({})})
    assert "no_such_helpers" not in source
    assert load(source)["Thing"].model_validate({}) is not None


def test_default_on_error_falls_back_to_each_field_s_empty_value() -> None:
    """A bad value of a marked field becomes its default, else ``[]`` for a list, else None
    (a nullable list's, required or not, is None); several fallbacks in one class each keep
    their field's."""
    marked = {"x-deserialize-default-on-error": True}
    defs = {
        "Thing": obj(
            {
                "needed": {"type": "array", "items": {"type": "string"}, **marked},
                "listed": {"type": "array", "items": {"type": "string"}, **marked},
                "maybe": {"type": ["array", "null"], "items": {"type": "string"}, **marked},
                "owed": {"type": ["array", "null"], "items": {"type": "string"}, **marked},
                "name": {"type": "string", **marked},
                "count": {"type": "integer", "default": 3, **marked},
                "line": {"type": ["integer", "null"], **marked},
            },
            ("needed", "owed"),
        ),
        # Two fallbacks: each has its validator (they are numbered), and a field that is
        # not marked refuses a bad value.
        "Pair": obj(
            {
                "name": {"type": "string", **marked},
                "count": {"type": "integer", "default": 3, **marked},
                "plain": {"type": "integer"},
            }
        ),
        "Lone": obj({"name": {"type": "string", **marked}}),
    }
    source = module({"deserialize": {"module": helpers()}}, defs)[0]
    # One fallback's validator is named after its role alone: the module's base class here
    # salvages nothing, so it has no method of that name.
    assert source.count("def _default_on_error(") == 1
    namespace = load(source)
    thing, pair = namespace["Thing"], namespace["Pair"]
    bad = {"needed": 1, "listed": 1, "maybe": 1, "owed": 1, "name": 1, "count": "x", "line": "x"}
    repaired = thing.model_validate(bad)
    assert (repaired.needed, repaired.listed, repaired.maybe, repaired.name) == ([], [], None, None)
    assert (repaired.owed, repaired.count, repaired.line) == (None, 3, None)
    good = {
        "needed": ["a"],
        "listed": ["b"],
        "maybe": ["c"],
        "owed": None,
        "name": "d",
        "count": 1,
        "line": 2,
    }
    assert thing.model_validate(good).model_dump() == good
    both = pair.model_validate({"name": 1, "count": "x"})
    assert (both.name, both.count) == (None, 3)
    with pytest.raises(pydantic.ValidationError):
        pair.model_validate({"plain": "x"})


def test_the_base_class_salvages_the_properties_it_names_for_every_model() -> None:
    defs = {
        "Thing": obj(
            {"_meta": {"type": ["object", "null"], "x-deserialize-default-on-error": True}}
        )
    }
    profile = {
        "deserialize": {"module": helpers()},
        "base-class": {"salvage": ["_meta"]},
        "attributes": {"_meta": "field_meta"},
    }
    source, _ = module(profile, defs)
    thing = load(source)["Thing"]
    assert thing.model_validate({"_meta": 1}).field_meta is None
    assert thing.model_validate({"_meta": {"a": 1}}).field_meta == {"a": 1}
    with pytest.raises(GenerationError, match="base-class.salvage needs the deserialize table"):
        module({"base-class": {"salvage": ["_meta"]}}, defs)


def class_body(source: str, header: str) -> list[str]:
    """The lines of the class that ``header`` opens in ``source``, stripped, the blank ones
    left out."""
    rest = source.split(f"\n{header}\n", 1)[1].splitlines()
    body = itertools.takewhile(lambda line: not line or line.startswith(" "), rest)
    return [line.strip() for line in body if line.strip()]


@pytest.mark.parametrize(
    ("schema", "profile", "body"),
    [
        ({}, {}, ["pass"]),
        ({"additionalProperties": False}, {}, ['model_config = ConfigDict(extra="forbid")']),
        ({}, {"extra": "allow"}, ['model_config = ConfigDict(extra="allow")']),
        ({"description": "Nothing yet."}, {}, ['"""Nothing yet."""']),
        ({"properties": {"a": {"type": "string"}}}, {}, ["a: str | None = None"]),
    ],
)
def test_a_class_body_is_pass_only_when_it_holds_nothing_else(
    schema: dict[str, Any], profile: dict[str, Any], body: list[str]
) -> None:
    """A class without fields is ``pass``, but for a configuration, a docstring or fields,
    beside which a ``pass`` is needless (ruff's PIE790)."""
    source, _ = module(profile, {"E": {"type": "object", "properties": {}, **schema}})
    assert class_body(source, "class E(BaseModel):") == body


def test_a_class_of_validators_alone_is_no_pass() -> None:
    """A class may hold validators and nothing else: with ``deserialize.scope`` set to
    ``"definitions"``, the variant that takes the name of the definition it extends holds
    that definition's fallbacks, and a union's default branch declares no field of its own
    (no tag). Its body is those validators, without a ``pass``."""
    marked = {"type": ["string", "null"], "x-deserialize-default-on-error": True}
    plain = {
        "type": "object",
        "title": "plain",
        "properties": {},
        "allOf": [{"$ref": "#/$defs/Info"}],
    }
    defs = {"Info": obj({"title": marked}), "Update": {"oneOf": [tagged("more", "Info"), plain]}}
    profile = {
        "deserialize": {"module": helpers(), "scope": "definitions"},
        "names": {"Info": "InfoBase"},
        "variants": {"Update": {"plain": "Info", "more": "MoreUpdate"}},
    }
    source, _ = module(profile, defs)
    body = class_body(source, "class Info(InfoBase):")
    assert body[0] == '@field_validator("title", mode="wrap")'
    assert "pass" not in body
    assert load(source)["Info"].model_validate({"title": 1}).title is None
