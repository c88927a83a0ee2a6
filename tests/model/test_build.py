"""The model builder's rules (``model/build.py``), each on a small document: what a schema
becomes (a definition's kind, a field's type, its bounds, what unknown keys hold), and each
problem, once, at its pointer, for what the builder cannot read."""

from __future__ import annotations

from typing import Any

import pytest
from acp_codegen import naming
from acp_codegen.errors import GenerationError
from acp_codegen.load import in_memory
from acp_codegen.model.build import JSON_ANY, build_model
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Branch,
    Const,
    Constraints,
    Doc,
    EnumDef,
    ListOf,
    MapOf,
    Method,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    UnionDef,
)
from support import open_variant


def model(defs: dict[str, Any]) -> Model:
    return build_model(in_memory({"$defs": defs}, "t.json"))


def problems(defs: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(GenerationError) as raised:
        model(defs)
    assert {p.file for p in raised.value.problems} == {"t.json"}
    return [(p.pointer, p.message) for p in raised.value.problems]


def field_type(schema: Any) -> Any:
    """The type of a property whose schema is ``schema``."""
    built = model({"Holder": {"type": "object", "properties": {"p": schema}}})
    holder = built.definitions["Holder"]
    assert isinstance(holder, ObjectDef)
    return holder.fields[0].type


def obj(properties: dict[str, Any], *required: str, **more: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(required), **more}


def tagged(tag: str, *extends: str, **properties: Any) -> dict[str, Any]:
    branch = obj({"t": {"const": tag}, **properties}, "t")
    if extends:
        branch["allOf"] = [{"$ref": f"#/$defs/{name}"} for name in extends]
    return branch


STRING = Primitive("str")
INTEGER = Primitive("int")


@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        (
            {"type": "integer", "minimum": 1, "maximum": True},
            Primitive("int", None, Constraints(minimum=1)),
        ),
        (
            {"type": "number", "minimum": 0.5, "maximum": 2},
            Primitive("float", None, Constraints(minimum=0.5, maximum=2)),
        ),
        ({"type": "string", "minimum": 1}, STRING),
        # A value's constraints are those of its schema its type takes, read by the one reader.
        (
            {"type": "string", "pattern": "^a", "contentEncoding": "base64", "minItems": 1},
            Primitive("str", None, Constraints(pattern="^a", content_encoding="base64")),
        ),
        ({"type": "integer", "pattern": "^a", "minItems": 1}, INTEGER),
        (
            {"type": "array", "minItems": 2, "minimum": 1},
            ListOf(JSON_ANY, False, Constraints(min_items=2)),
        ),
        (True, JSON_ANY),
        ({}, JSON_ANY),
        ({"type": ["null"]}, Primitive("null")),
        ({"type": ["string", "null"]}, Nullable(STRING)),
        ({"type": ["string", "integer"]}, AnyOf((STRING, INTEGER))),
        ({"anyOf": [{"type": "string"}, {"type": "null"}]}, Nullable(STRING)),
        ({"oneOf": [{"type": "string"}, {"type": "integer"}]}, AnyOf((STRING, INTEGER), True)),
        ({"enum": [1, "a"]}, AnyOf((Const(1), Const("a")))),
        ({"enum": ["a", "a"]}, Const("a")),
        ({"type": "array"}, ListOf(JSON_ANY)),
        ({"type": "array", "items": True}, ListOf(JSON_ANY)),
        ({"type": "array", "items": {"type": "string"}}, ListOf(STRING)),
        (
            {
                "type": "array",
                "items": {"type": "string"},
                "x-deserialize-skip-invalid-items": True,
            },
            ListOf(STRING, skip_invalid_items=True),
        ),
        ({"type": "object"}, MapOf(JSON_ANY)),
        ({"type": "object", "additionalProperties": True}, MapOf(JSON_ANY)),
        ({"type": "object", "additionalProperties": {}}, MapOf(JSON_ANY)),
        ({"type": "object", "additionalProperties": {"type": "integer"}}, MapOf(INTEGER)),
        ({"allOf": [{"type": "string"}]}, STRING),
        ({"properties": {"x": {}}}, Ref("HolderP")),
        (
            {"type": "object", "properties": {"x": {}}, "anyOf": [{"required": ["x"]}]},
            Ref("HolderP"),
        ),
    ],
)
def test_a_property_schema_becomes_its_type(schema: Any, expected: Any) -> None:
    assert field_type(schema) == expected


@pytest.mark.parametrize(
    ("schema", "kind"),
    [
        ({"type": "object"}, AliasDef),
        ({"type": "object", "properties": {}}, ObjectDef),
        ({"properties": {"a": {}}}, ObjectDef),
        ({"type": "string", "properties": {"a": {}}}, AliasDef),
        ({"enum": ["a", "b"]}, EnumDef),
        ({"enum": [1, 2]}, EnumDef),
        ({"enum": [True, False]}, AliasDef),
        ({"enum": []}, AliasDef),
        ({"anyOf": [{"type": "string", "const": "a"}, {"type": "string"}]}, EnumDef),
        (
            {"anyOf": [{"type": "string", "const": "a"}, {"type": "string", "pattern": "x"}]},
            AliasDef,
        ),
        ({"anyOf": [{"type": "string", "title": "Any"}]}, AliasDef),
        ({"anyOf": [{"type": "string", "const": "a"}, {"type": "integer", "const": 1}]}, AliasDef),
        ({"anyOf": [tagged("a"), tagged("b")]}, UnionDef),
    ],
)
def test_a_definition_is_of_the_kind_its_schema_says(schema: Any, kind: type) -> None:
    assert type(model({"D": schema}).definitions["D"]) is kind


def test_an_integer_enum_is_one_and_a_closed_union_of_constants_is_an_enum() -> None:
    built = model(
        {
            "Level": {"enum": [1, 2]},
            "Open": {"anyOf": [{"type": "string", "const": "a"}, {"type": "string"}]},
        }
    )
    level, opened = built.definitions["Level"], built.definitions["Open"]
    assert isinstance(level, EnumDef) and isinstance(opened, EnumDef)
    assert (level.base, level.open, [m.value for m in level.members]) == ("int", False, [1, 2])
    assert (opened.base, opened.open, [m.value for m in opened.members]) == ("str", True, ["a"])


@pytest.mark.parametrize(
    ("schema", "extra"),
    [
        ({}, JSON_ANY),
        ({"additionalProperties": False}, None),
        ({"unevaluatedProperties": False}, None),
        ({"additionalProperties": True, "unevaluatedProperties": False}, JSON_ANY),
        ({"additionalProperties": {}}, JSON_ANY),
        ({"additionalProperties": {"type": "integer"}}, INTEGER),
        ({"additionalProperties": obj({"x": {}})}, Ref("DValue")),
    ],
)
def test_unknown_keys_hold_what_the_schema_says(schema: dict[str, Any], extra: Any) -> None:
    built = model({"D": obj({}, **schema)})
    definition = built.definitions["D"]
    assert isinstance(definition, ObjectDef)
    assert definition.extra == extra


def test_a_union_s_variants_their_tags_classes_and_bases() -> None:
    built = model(
        {
            "Base": obj({"id": {"type": "string"}}, "id"),
            "Rest": {"type": "object", "additionalProperties": False, "properties": {"z": {}}},
            "U": {
                "oneOf": [
                    tagged("a", "Base"),
                    {"title": "Fallback", "allOf": [{"$ref": "#/$defs/Base"}]},
                    {
                        "title": "Mine",
                        "type": "object",
                        "properties": {"t": {"type": "string"}},
                        "required": ["t"],
                        "not": {"anyOf": [{"properties": {"t": {"const": "a"}}}]},
                    },
                ]
            },
            "V": {
                "anyOf": [
                    tagged("b", "Rest"),
                    {
                        "type": "object",
                        "properties": {"t": {"type": "string"}},
                        "required": ["t"],
                        "not": {"properties": {"t": {"const": "b"}}},
                    },
                ]
            },
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef) and union.exclusive
    tagged_a, default = union.variants
    assert (tagged_a.tag, tagged_a.object.base, tagged_a.object.discriminator) == ("a", "Base", "t")
    assert (default.tag, default.object.name) == (None, "Base")  # the definition itself
    assert union.other is not None
    assert (union.other.class_name, union.other.excluded_tags) == ("MineU", ("a",))
    other = built.definitions["V"]
    assert isinstance(other, UnionDef) and not other.exclusive
    assert other.other is not None and other.other.class_name == "OtherV"
    assert other.other.excluded_tags == ("b",)
    rest = other.variants[0].object
    assert rest.extra is None  # what the extended definition refuses, its extension refuses


def test_an_open_variant_extends_what_its_all_of_names_as_the_other_variants_do() -> None:
    """An open variant's ``allOf`` reference to a plain object is its base (its class takes
    the base's fields, not repeated as its own); to anything else, its payload; more than one
    reference is refused at its pointer, as for a tagged variant."""
    extended = {**open_variant("t", ["a"]), "allOf": [{"$ref": "#/$defs/Base"}]}
    held = {**open_variant("t", ["a"]), "allOf": [{"$ref": "#/$defs/Kind"}]}
    built = model(
        {
            "Base": obj({"id": {"type": "string"}}, "id"),
            "Kind": {"anyOf": [obj({"x": {"type": "string"}}, "x"), obj({"y": {}}, "y")]},
            "U": {"anyOf": [tagged("a"), extended]},
            "V": {"anyOf": [tagged("a"), held]},
        }
    )
    found = []
    for name in ("U", "V"):
        union = built.definitions[name]
        assert isinstance(union, UnionDef) and union.other is not None
        other = union.other
        found.append((other.base, other.payload, [f.wire_name for f in other.fields]))
    assert found == [("Base", None, ["t"]), (None, Ref("Kind"), ["t"])]
    twice = {**open_variant("t", ["a"]), "allOf": [{"$ref": "#/$defs/B"}, {"$ref": "#/$defs/B"}]}
    assert problems({"B": obj({}), "U": {"anyOf": [tagged("a"), twice]}}) == [
        (
            "/$defs/U/anyOf/1/allOf",
            "a union variant may extend at most one definition, through a bare $ref",
        )
    ]


def test_a_default_variant_that_extends_no_plain_object_is_a_class_of_its_own() -> None:
    built = model(
        {
            "Kind": {"enum": ["x"]},
            "U": {"anyOf": [tagged("a"), {"title": "Other", "allOf": [{"$ref": "#/$defs/Kind"}]}]},
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    default = union.variants[1]
    assert (default.tag, default.object.name, default.object.discriminator) == (
        None,
        "OtherU",
        None,
    )
    assert default.object.payload == Ref("Kind")


def test_an_untagged_union_s_inline_objects_are_named_by_their_titles() -> None:
    circle = {"title": "Circle", **obj({"r": {"type": "number"}}, "r")}
    square = {"title": "Square", **obj({"side": {"type": "number"}}, "side")}
    shape = field_type({"anyOf": [circle, square, True]})
    assert shape == AnyOf((Ref("CircleHolderP"), Ref("SquareHolderP"), JSON_ANY))


def test_classes_whose_names_share_a_snake_case_stem_are_kept_apart() -> None:
    """A class's functions and constants are named by its snake_case stem: ``HTTPServer``
    and ``HttpServer`` (definitions, or inline objects) would share them, so one is renamed."""
    inline = obj({"http_server": obj({"z": {"type": "string"}}), "HTTPServer": obj({})})
    built = model({"HTTPServer": obj({}), "HttpServer": obj({}), "Holder": inline})
    names = [definition.class_name for definition in built.definitions.values()]
    assert len({naming.class_stem(name) for name in names}) == len(names) == 5, names
    assert "HTTPServer" in names


def test_a_variant_s_tag_is_its_leading_field_whether_or_not_the_branch_requires_it() -> None:
    """The discriminator's property, as the branch gives it, is dropped for the leading
    required field of the tag: a branch that does not list it as required is no clash."""
    built = model({"U": {"oneOf": [obj({"t": {"const": "a"}}), obj({"t": {"const": "b"}}, "t")]}})
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    fields = [[(f.wire_name, f.type, f.required) for f in v.object.fields] for v in union.variants]
    assert fields == [[("t", Const("a"), True)], [("t", Const("b"), True)]]


def test_a_variant_extends_only_a_plain_object_and_holds_anything_else_as_its_payload() -> None:
    """A tagged variant's ``allOf`` reference to a plain object is its base class; to an
    alias of one, or to an object that is a union, it is the variant's payload."""
    ref = {"$ref": "#/$defs/Real"}
    built = model(
        {
            "Real": obj({"x": {"type": "string"}}),
            "Alias": ref,
            "Choice": {"type": "object", "oneOf": [ref, obj({"y": {"type": "integer"}}, "y")]},
            "U": {"oneOf": [tagged("a", "Alias"), tagged("b", "Choice"), tagged("c", "Real")]},
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    found = {v.tag: (v.object.base, v.object.payload) for v in union.variants}
    assert found == {"a": (None, Ref("Alias")), "b": (None, Ref("Choice")), "c": ("Real", None)}


def test_shared_properties_give_their_annotations_and_the_tag_is_not_required_twice() -> None:
    built = model(
        {
            "U": {
                "properties": {
                    "note": {
                        "type": ["string", "null"],
                        "description": "A note.",
                        "x-deserialize-default-on-error": True,
                    }
                },
                "required": ["t"],
                "oneOf": [tagged("a", note={"type": "null"}), tagged("b")],
            }
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    a = union.variants[0].object
    [tag, note] = a.fields
    assert (tag.wire_name, tag.required, tag.type) == ("t", True, Const("a"))
    assert (note.type, note.doc.description, note.default_on_error) == (
        Primitive("null"),
        "A note.",
        True,
    )


def test_methods_pair_requests_and_responses_and_a_reference_can_mark_one_unstable() -> None:
    """``x-method`` and ``x-side`` make a method of a *Request and its *Response, or of a
    *Notification; it is unstable where its definition says so, or where a branch of the
    document that refers to it (an ``allOf`` of its ``$ref``) does, as upstream's unions do."""
    side = {"type": "object", "x-side": "agent"}
    banner = "**UNSTABLE**\n\nNot part of the spec yet."
    built = model(
        {
            "PingRequest": {**side, "x-method": "ping"},
            "PingResponse": {**side, "x-method": "ping"},
            "ForkRequest": {**side, "x-method": "fork", "description": banner},
            "DoneNotification": {**side, "x-method": "done", "x-side": "client"},
            "ClientNotification": {
                "anyOf": [{"description": banner, "allOf": [{"$ref": "#/$defs/DoneNotification"}]}]
            },
        }
    )
    assert built.methods == (
        Method("fork", "agent", "request", "ForkRequest", None, True),
        Method("ping", "agent", "request", "PingRequest", "PingResponse", False),
        Method("done", "client", "notification", "DoneNotification", None, True),
    )


def test_alias_cycles_are_problems_and_chains_are_not() -> None:
    assert problems(
        {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}, "C": {"$ref": "#/$defs/A"}}
    ) == [("/$defs/A", "cyclic alias: A -> B -> A"), ("/$defs/B", "cyclic alias: B -> A -> B")]
    built = model({"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/C"}, "C": {"type": "string"}})
    assert built.definitions["A"] == AliasDef(
        "A", "A", built.definitions["A"].doc, "/$defs/A", Ref("B")
    )


@pytest.mark.parametrize(
    ("defs", "expected"),
    [
        (
            {"Bad": 1, "Worse": 2},
            [
                ("/$defs/Bad", "a definition must be a schema object"),
                ("/$defs/Worse", "a definition must be a schema object"),
            ],
        ),
        (
            {"A": {"type": "string", "x-a": 1, "frob": 1, "blah": 2}},
            [
                ("/$defs/A/frob", "keyword 'frob' is not supported"),
                ("/$defs/A/blah", "keyword 'blah' is not supported"),
            ],
        ),
        (
            {"A": {"oneOf": [{"type": "string"}], "anyOf": [{"type": "integer"}]}},
            [("/$defs/A", "a definition with both oneOf and anyOf is not supported")],
        ),
        (
            {"A": obj({"a": 1, "b": 2})},
            [
                ("/$defs/A/properties/a", "a property must be a schema"),
                ("/$defs/A/properties/b", "a property must be a schema"),
            ],
        ),
        (
            {"A": obj({"a": False})},
            [("/$defs/A/properties/a/not", "'not' without a type is not supported")],
        ),
        (
            {
                "A": obj({}, **{"x-baseline-content-block-types": "text"}),
                "B": obj({}, **{"x-baseline-content-block-types": ["text", 1]}),
            },
            [
                ("/$defs/A/x-baseline-content-block-types", "expected an array of strings"),
                ("/$defs/B/x-baseline-content-block-types", "expected an array of strings"),
            ],
        ),
        (
            {
                "Base": obj({"id": {"type": "string"}}, "id"),
                "U": {
                    "oneOf": [
                        tagged("a", "Base", id={"type": "integer"}),
                        {**tagged("b", "Base", id={"type": "string"})},
                        {**tagged("c", "Base", id={"type": "string"}), "required": ["t", "id"]},
                    ]
                },
            },
            [
                (
                    "/$defs/U/oneOf/0/properties/id",
                    "property 'id' is also defined at t.json#/$defs/Base/properties/id with a "
                    "different type or requiredness",
                ),
                (
                    "/$defs/U/oneOf/1/properties/id",
                    "property 'id' is also defined at t.json#/$defs/Base/properties/id with a "
                    "different type or requiredness",
                ),
            ],
        ),
        (
            {"U": {"anyOf": [tagged("a"), {**tagged("b"), "allOf": [{"$ref": "http://x/y"}]}]}},
            [
                (
                    "/$defs/U/anyOf/1/allOf/0",
                    "$ref 'http://x/y' is not supported; expected '#/$defs/<Name>'",
                )
            ],
        ),
        (
            {"U": {"anyOf": [tagged("a"), {"title": "D", "allOf": [{"$ref": "http://x/y"}]}]}},
            [
                (
                    "/$defs/U/anyOf/1/allOf/0",
                    "$ref 'http://x/y' is not supported; expected '#/$defs/<Name>'",
                )
            ],
        ),
        (
            {"B": obj({}), "C": obj({}), "U": {"anyOf": [tagged("a", "B", "C"), tagged("b")]}},
            [
                (
                    "/$defs/U/anyOf/0/allOf",
                    "a union variant may extend at most one definition, through a bare $ref",
                )
            ],
        ),
        (
            {
                "B": obj({}),
                "U": {
                    "anyOf": [
                        {**tagged("a"), "allOf": [{"$ref": "#/$defs/B", "type": "object"}]},
                        tagged("b"),
                    ]
                },
            },
            [
                (
                    "/$defs/U/anyOf/0/allOf",
                    "a union variant may extend at most one definition, through a bare $ref",
                )
            ],
        ),
        (
            {
                "U": {
                    "anyOf": [
                        tagged("a"),
                        {**tagged("b"), "type": "object"},
                        {
                            "title": "o",
                            "type": "object",
                            "properties": {"t": {}},
                            "not": {"anyOf": [{"properties": {"t": {"type": "string"}}}]},
                        },
                    ]
                }
            },
            [
                (
                    "/$defs/U/anyOf/2/not",
                    "an open variant's 'not' must list the 't' values it excludes "
                    "(an anyOf of branches that each give 't' a const)",
                )
            ],
        ),
        (
            {
                "A": obj(
                    {
                        "p": {"allOf": [{"type": "string"}, {"minLength": 1}]},
                        "q": {"type": "string", "allOf": [{"minLength": 1}]},
                    }
                )
            },
            [
                (
                    "/$defs/A/properties/p/allOf",
                    "allOf is supported with exactly one subschema and no sibling structure",
                ),
                (
                    "/$defs/A/properties/q/allOf",
                    "allOf is supported with exactly one subschema and no sibling structure",
                ),
            ],
        ),
        (
            {"A": obj({"p": {"type": "object", "additionalProperties": False}})},
            [("/$defs/A/properties/p", "an object that allows no properties is not supported")],
        ),
        (
            {
                "A": obj(
                    {
                        "p": {"type": "integer", "contentEncoding": "base64"},
                        "q": {"type": "string", "contentEncoding": "rot13"},
                    }
                )
            },
            [
                (
                    "/$defs/A/properties/p/contentEncoding",
                    "contentEncoding 'base64' is not supported for type integer; known: "
                    "base16, base32, base64",
                ),
                (
                    "/$defs/A/properties/q/contentEncoding",
                    "contentEncoding 'rot13' is not supported for type string; known: "
                    "base16, base32, base64",
                ),
            ],
        ),
        (
            {"A": obj({"p": {"type": "frob"}})},
            [("/$defs/A/properties/p/type", "unknown type 'frob'")],
        ),
        (  # inside a lone allOf part: at that part
            {"A": obj({"p": {"allOf": [{"type": "frob"}]}})},
            [("/$defs/A/properties/p/allOf/0/type", "unknown type 'frob'")],
        ),
        (
            {"U": {"oneOf": [tagged("a"), open_variant("t", ["a"]), open_variant("t", ["a"])]}},
            [("/$defs/U/oneOf/2", "a union may have only one open variant")],
        ),
        (
            {"A": obj({"p": {"type": "array", "items": 5}})},
            [("/$defs/A/properties/p/items", "expected a schema object")],
        ),
        (
            {"A": obj({"p": {"$ref": "#/$defs/B", "type": "object"}}), "B": obj({})},
            [("/$defs/A/properties/p", "$ref beside ['type'] is not supported")],
        ),
        (
            {"A": obj({"p": {"type": "string", "x-content-block-type": 1}})},
            [("/$defs/A/properties/p/x-content-block-type", "expected a string")],
        ),
        (  # a string's pattern that is no string (its constraints leave it out)
            {"A": obj({"p": {"type": "string", "pattern": 1}})},
            [("/$defs/A/properties/p/pattern", "expected a string")],
        ),
        (
            {
                "A": obj(
                    {
                        "p": {"type": "string", "format": "frob"},
                        "q": {"type": "integer", "format": "int7"},
                    }
                )
            },
            [
                (
                    "/$defs/A/properties/p/format",
                    "format 'frob' is not supported for type string; known string formats: "
                    "date, date-time, duration, email, hostname, ipv4, ipv6, regex, time, uri, "
                    "uri-reference, uuid",
                ),
                (
                    "/$defs/A/properties/q/format",
                    "format 'int7' is not supported for type integer; known integer formats: int, "
                    "int16, int32, int64, int8, uint, uint16, uint32, uint64, uint8",
                ),
            ],
        ),
        (
            {
                "U": {"oneOf": [{**tagged("a", "B"), "anyOf": [obj({}), obj({})]}]},
                "B": obj({"id": {"type": "string"}}, "id", anyOf=[obj({}), obj({})]),
            },
            [
                (
                    "/$defs/U/oneOf/0/anyOf",
                    "an object that extends a union cannot also have a union of its own",
                )
            ],
        ),
        (  # a method is one *Request (and its *Response) or one *Notification
            {
                "ARequest": {"type": "object", "x-method": "m", "x-side": "agent"},
                "BRequest": {"type": "object", "x-method": "m", "x-side": "agent"},
            },
            [
                (
                    "/$defs/ARequest/x-method",
                    "method 'm' (agent) needs at most one *Request (with at most one *Response)"
                    " and at most one *Notification definition; found ['ARequest', 'BRequest']",
                )
            ],
        ),
        (  # a definition two variants extend: built once, its problem told once
            {"U": {"oneOf": [tagged("a", "B"), tagged("b", "B")]}, "B": obj({"p": {"type": "x"}})},
            [("/$defs/B/properties/p/type", "unknown type 'x'")],
        ),
    ],
)
def test_what_the_builder_cannot_read_is_a_problem_each_once_at_its_pointer(
    defs: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    assert problems(defs) == expected


@pytest.mark.parametrize(
    ("schema", "renamed"),
    [
        (obj({"str": {"type": "string"}, "float": {"type": "integer"}}), {"str"}),
        (obj({"float": {"type": "number"}, "int": {"type": "boolean"}}), {"float"}),
        # Unknown keys kept: ``additional_properties = field(...)``, ``dict[str, ...]``.
        (obj({"field": {"type": "string"}}), {"field"}),
        (obj({"field": {"type": "string"}}, additionalProperties=False), set()),
        (obj({"int": {"type": "string"}}, additionalProperties={"type": "integer"}), {"int"}),
        (obj({"int": {"type": "string"}}, additionalProperties=False), set()),
    ],
)
def test_a_name_a_field_shares_with_a_builtin_its_class_uses_is_kept_apart(
    schema: dict[str, Any], renamed: set[str]
) -> None:
    """A class body refers to ``str`` (its keys, its annotations): a property named ``str``
    takes another attribute name, and one named ``float``, ``int`` or ``field`` only where
    the class uses it (a field's annotation, the type or the declaration of the unknown
    keys it keeps)."""
    definition = model({"A": schema}).definitions["A"]
    assert isinstance(definition, ObjectDef)
    names = {f.wire_name: f.py_name for f in definition.fields}
    assert {wire for wire, name in names.items() if name != wire} == renamed


# --- what the model keeps for renderers that state the schema (the docs) --------------------


def test_a_schema_s_constraints_are_kept_as_written() -> None:
    """Field, definition and branch alike; a value of the wrong kind is left out."""
    written = {
        "type": ["string", "null"],
        "enum": ["a", None],
        "minimum": 0.0,
        "maximum": 9,
        "minLength": 1,
        "maxLength": 3,
        "pattern": "^a$",
        "format": "uri",
        "contentEncoding": "base64",
        "contentMediaType": "image/png",
    }
    expected = Constraints(
        ("string", "null"), ("a", None), 0.0, 9, 1, 3, "^a$", "uri", "base64", "image/png"
    )
    built = model({"Holder": obj({"p": written}), "Alias": {**written, "default": "a"}})
    holder = built.definitions["Holder"]
    assert isinstance(holder, ObjectDef) and holder.fields[0].constraints == expected
    alias = built.definitions["Alias"]
    assert isinstance(alias, AliasDef) and (alias.constraints, alias.default) == (expected, "a")
    assert expected.types == ("string", "null") and Constraints("integer").types == ("integer",)
    assert Constraints().types == ()
    wrong = {
        "minimum": True,
        "minLength": True,
        "maxLength": 2.5,
        "pattern": 1,
        "type": [1],
        "enum": "a",
    }
    assert model({"Holder": obj({"p": wrong})}).definitions["Holder"].fields[0].constraints == (
        Constraints()
    )
    scalar = model({"S": {"type": "integer", "minimum": 1}}).definitions["S"]
    assert scalar.constraints == Constraints("integer", minimum=1)


def test_a_tagged_union_lists_its_branches_as_written_and_its_shared_fields() -> None:
    """In the schema's order (the open branch where it is written), each with its docs, what
    it holds, what it extends and the fields it writes itself: the tag and its own
    properties, neither the union's shared ones nor its base's."""
    built = model(
        {
            "Base": obj({"id": {"type": "string"}}, "id"),
            "U": {
                "properties": {"note": {"type": "string", "description": "Shared."}},
                "required": ["note"],
                "oneOf": [
                    {**tagged("a", "Base", size={"type": "integer"}), "description": "An a."},
                    open_variant("t", ["a", "b"]),
                    {"title": "Fallback", "allOf": [{"$ref": "#/$defs/Base"}]},
                    tagged("b"),
                ],
            },
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    assert [(f.wire_name, f.pointer, f.required, f.doc.description) for f in union.shared] == [
        ("note", "/$defs/U/properties/note", True, "Shared.")
    ]
    a, other, fallback, b = union.branches
    assert [x.pointer for x in union.branches] == [f"/$defs/U/oneOf/{i}" for i in range(4)]
    assert (a.doc, a.type, a.extends) == (Doc("An a."), Ref("AU"), "Base")
    assert a.constraints == Constraints("object")
    assert [(f.wire_name, f.type, f.required) for f in a.fields] == [
        ("t", Const("a"), True),
        ("size", Primitive("int"), False),
    ]
    assert (other.type, other.doc.title, other.extends) == (Ref("OtherU"), "other", None)
    assert [f.wire_name for f in other.fields] == ["t"]
    assert (fallback.type, fallback.doc.title, fallback.extends, fallback.fields) == (
        Ref("FallbackU"),
        "Fallback",
        "Base",
        (),
    )
    assert [f.wire_name for f in b.fields] == ["t"] and b.extends is None
    assert [f.wire_name for f in union.variants[0].object.fields] == ["t", "size", "note"]
    # Without shared properties, the default branch is the definition it extends itself.
    fallback_alone = {"title": "Fallback", "allOf": [{"$ref": "#/$defs/Base"}]}
    built = model({"Base": obj({"id": {}}, "id"), "W": {"oneOf": [tagged("a"), fallback_alone]}})
    w = built.definitions["W"]
    assert isinstance(w, UnionDef) and w.shared == ()
    assert (w.branches[1].type, w.branches[1].extends, w.branches[1].fields) == (
        Ref("Base"),
        "Base",
        (),
    )


def test_an_enum_written_as_constants_lists_them_as_branches() -> None:
    built = model(
        {
            "Code": {
                "anyOf": [
                    {"const": 1, "type": "integer", "format": "int32", "description": "One."},
                    {"title": "other", "type": "integer", "format": "int32"},
                ]
            },
            "Plain": {"type": "string", "enum": ["x"]},
        }
    )
    code = built.definitions["Code"]
    assert isinstance(code, EnumDef)
    assert code.branches == (
        Branch(
            "/$defs/Code/anyOf/0", Doc("One."), Const(1), Constraints("integer", format="int32")
        ),
        Branch(
            "/$defs/Code/anyOf/1",
            Doc(title="other"),
            Primitive("int"),
            Constraints("integer", format="int32"),
        ),
    )
    plain = built.definitions["Plain"]
    assert isinstance(plain, EnumDef) and plain.branches == ()
    assert plain.constraints == Constraints("string", ("x",))


def test_an_untagged_union_keeps_its_branches_in_order_with_their_docs() -> None:
    """What the type expression merges (``null`` lifted out, duplicates, a reference through
    a one-part ``allOf``) stays apart here: each branch as the schema writes it."""
    point = obj({"x": {"type": "number"}}, "x", title="Point")
    built = model(
        {
            "Id": {"type": "string"},
            "Either": {
                "anyOf": [
                    {"type": "null", "title": "Nothing"},
                    {"title": "Named", "description": "An id.", "allOf": [{"$ref": "#/$defs/Id"}]},
                    {"$ref": "#/$defs/Id"},
                    point,
                    {"type": "integer", "format": "int64"},
                    {"allOf": [{"type": "boolean"}]},  # one part, no reference: extends nothing
                ]
            },
            "Scoped": {
                "type": "object",
                "properties": {"k": {"type": "string"}},
                "anyOf": [{"allOf": [{"$ref": "#/$defs/Id"}]}, {"type": "null"}],
            },
        }
    )
    either = built.definitions["Either"]
    assert isinstance(either, AliasDef)
    assert either.target == Nullable(
        AnyOf((Ref("Id"), Ref("PointEither"), Primitive("int", "int64"), Primitive("bool")))
    )
    found = [(b.type, b.doc, b.extends, [f.wire_name for f in b.fields]) for b in either.branches]
    assert found == [
        (Primitive("null"), Doc(title="Nothing"), None, []),
        (Ref("Id"), Doc("An id.", "Named"), "Id", []),
        (Ref("Id"), Doc(), "Id", []),
        (Ref("PointEither"), Doc(title="Point"), None, ["x"]),
        (Primitive("int", "int64"), Doc(), None, []),
        (Primitive("bool"), Doc(), None, []),
    ]
    assert either.branches[4].constraints == Constraints("integer", format="int64")
    scoped = built.definitions["Scoped"]
    assert isinstance(scoped, ObjectDef)
    assert [(b.pointer, b.extends) for b in scoped.branches] == [
        ("/$defs/Scoped/anyOf/0", "Id"),
        ("/$defs/Scoped/anyOf/1", None),
    ]
    assert built.definitions["Id"].branches == ()


def test_the_model_keeps_its_document_the_references_it_read_and_its_schema_definitions() -> None:
    document = {
        "$defs": {
            "A/b": {"type": "string"},
            "U": {"oneOf": [tagged("x", c={"$ref": "#/$defs/A~1b"})]},
            "H": obj({"inline": obj({"z": {"$ref": "#/$defs/A%7E1b"}})}),
        },
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/A~1b"}},
    }
    built = build_model(in_memory(document, "t.json"))
    assert built.protocol.document is document
    assert built.refs == {"#/$defs/A~1b": "A/b", "#/$defs/A%7E1b": "A/b"}
    assert [d.name for d in built.schema_definitions] == ["A/b", "U", "H"]
    assert len(built.definitions) > 3  # the variant, the inline object and the root message


def test_a_union_s_shared_field_is_as_a_variant_that_takes_it_from_the_union_holds_it() -> None:
    """At the union's pointer, with the union's requiredness and docs: from the first class
    whose branch does not write it itself (an inline object in it is no class more); one that
    every branch writes is theirs."""
    cfg = {"type": "object", "properties": {"a": {"type": "string"}}, "description": "Cfg."}
    built = model(
        {
            "U": {
                "properties": {"cfg": cfg, "n": {"type": "integer"}, "t": {"type": "string"}},
                "required": ["n"],
                "oneOf": [
                    tagged("x", cfg={"type": "null"}, n={"type": "integer"}),
                    {**tagged("y", n={"type": "integer"}), "required": ["t", "cfg"]},
                ],
            }
        }
    )
    union = built.definitions["U"]
    assert isinstance(union, UnionDef)
    found = [(f.wire_name, f.type, f.required, f.pointer, f.doc) for f in union.shared]
    assert found == [("cfg", Ref("YUCfg"), False, "/$defs/U/properties/cfg", Doc("Cfg."))]
    assert "UCfg" not in built.definitions and "XUCfg" not in built.definitions


@pytest.mark.parametrize(
    ("defs", "said"),
    [
        ([], "x.json#/$defs: expected an object"),
        (
            {"A": {"type": "object", "additionalProperties": {"type": "bogus"}}},
            "x.json#/$defs/A/additionalProperties/type: unknown type 'bogus'",
        ),
        (  # an object with properties: its unknown keys' schema, by either keyword
            {"A": obj({}, additionalProperties={"type": "bogus"})},
            "x.json#/$defs/A/additionalProperties/type: unknown type 'bogus'",
        ),
        (
            {"A": obj({}, unevaluatedProperties={"type": "bogus"})},
            "x.json#/$defs/A/unevaluatedProperties/type: unknown type 'bogus'",
        ),
        (
            {"A": {"type": ["string", "null"], "contentEncoding": "base64x"}},
            "x.json#/$defs/A/contentEncoding: contentEncoding 'base64x' is not supported for"
            " type string; known: base16, base32, base64",
        ),
    ],
)
def test_a_refusal_names_the_file_and_the_pointer_of_what_it_refuses(
    defs: object, said: str
) -> None:
    """The definitions that are no object, an unknown keys' schema (of a map, of an object
    with properties), a type list's member."""
    with pytest.raises(GenerationError) as raised:
        build_model(in_memory({"$defs": defs}, "x.json"))
    assert str(raised.value) == said
