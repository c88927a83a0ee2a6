"""What the protocol-page templates call (``docs/fragments.py``'s ``PageContext``), where the
fragments go (``Placement``, ``added_fields``) and how an example is checked, each on a small
document: the text a call gives, and the problem, with its pointer, that a template asking
for something the schema lacks reports."""

from __future__ import annotations

from typing import Any

import pytest
from acp_codegen.docs.fragments import (
    PageContext,
    Placement,
    _schema_fragments,
    added_fields,
)
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.pipeline import example_validator

DOCUMENT: dict[str, Any] = {
    "$defs": {
        "Thing": {
            "type": "object",
            "description": "First part.\n\nSecond part.\n\nSecond again.",
            "properties": {
                "other": {"$ref": "#/$defs/Other"},
                "maybe": {"anyOf": [{"$ref": "#/$defs/Other"}, {"type": "null"}]},
                "either": {"anyOf": [{"$ref": "#/$defs/Other"}, {"$ref": "#/$defs/Name"}]},
                "name": {"$ref": "#/$defs/Name"},
                "count": {"type": "integer"},
                "loose": {},
                "undescribed": {"type": "string"},
            },
            "required": ["count"],
        },
        "Other": {"type": "object", "properties": {}},
        "Name": {"type": "string"},
        "Choice": {
            "oneOf": [
                {"properties": {"kind": {"const": "a"}}, "required": ["kind"]},
                {
                    "properties": {"kind": {"type": "string"}},
                    "required": ["kind"],
                    "not": {"properties": {"kind": {"const": "a"}}},
                },
            ]
        },
    }
}


def context(document: dict[str, Any] = DOCUMENT) -> PageContext:
    return PageContext(
        build_model(in_memory(document, "t.json")),
        fragment="v1/protocol/page.mdx",
        link_base="https://example.com/",
        validate_example=example_validator(document),
    )


def problems(page: PageContext) -> list[tuple[str, str, str]]:
    return [(p.file, p.pointer, p.message) for p in page.problems]


def test_text_gives_the_paragraphs_asked_for_in_that_order() -> None:
    page = context()
    assert page.text("/$defs/Thing") == "First part.\n\nSecond part.\n\nSecond again."
    assert page.text("/$defs/Thing", "Second p", "First") == "Second part.\n\nFirst part."
    assert problems(page) == []


@pytest.mark.parametrize(
    ("pointer", "starting", "message"),
    [
        ("/$defs/Missing", (), "the template embeds a schema node that does not exist"),
        ("/$defs/Other", (), "the template embeds a description that does not exist"),
        ("/$defs/Thing", ("Third",), "no paragraphs begin with 'Third'"),
        ("/$defs/Thing", ("First", "Second"), "2 paragraphs begin with 'Second'"),
    ],
)
def test_text_reports_what_it_cannot_find(
    pointer: str, starting: tuple[str, ...], message: str
) -> None:
    page = context()
    assert page.text(pointer, *starting) == ""
    assert problems(page) == [("v1/protocol/page.mdx", pointer, message)]


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("other", "Other Object"),
        ("maybe", "Other Object"),
        ("either", "object"),
        ("name", "Name"),
        ("count", "integer"),
        ("loose", "object"),
    ],
)
def test_a_field_type_is_labelled_as_upstream_labels_it(name: str, label: str) -> None:
    page = context()
    assert page.field_type(f"/$defs/Thing/properties/{name}") == label
    assert problems(page) == []


def test_a_field_type_that_does_not_exist_is_a_problem() -> None:
    page = context()
    assert page.field_type("/$defs/Thing/properties/nothing") == ""
    assert problems(page) == [
        (
            "v1/protocol/page.mdx",
            "/$defs/Thing/properties/nothing",
            "the template names a property that does not exist",
        )
    ]


def test_an_example_is_pretty_json_as_written_and_checked_where_it_points() -> None:
    page = context()
    body = '{"note": "Größe", "thing": {"count": 1}}'
    assert page.example("Thing", "/thing", caller=lambda: body) == (
        '```json\n{\n  "note": "Größe",\n  "thing": {\n    "count": 1\n  }\n}\n```'
    )
    assert problems(page) == []


@pytest.mark.parametrize(
    ("body", "at", "message"),
    [
        ("{", "", "example 1 (Thing) is not JSON: Expecting property name"),
        ('{"a": 1}', "/thing", "example 1 (Thing) has nothing at '/thing'"),
    ],
)
def test_an_example_that_cannot_be_read_is_a_problem(body: str, at: str, message: str) -> None:
    page = context()
    assert page.example("Thing", at, caller=lambda: body) == ""
    [(file, where, said)] = problems(page)
    assert (file, where) == ("v1/protocol/page.mdx", at)
    assert said.startswith(message), said


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('{"count": "one"}', "/count: 'one' is not of type 'integer'"),
        ("{}", "/: 'count' is a required property"),
    ],
)
def test_an_invalid_example_is_a_problem_naming_where_it_is_wrong(body: str, message: str) -> None:
    page = context()
    assert page.example("Thing", caller=lambda: body).startswith("```json\n")
    assert problems(page) == [
        ("v1/protocol/page.mdx", "", f"example 1 (Thing) is not a valid Thing: {message}")
    ]


def test_examples_are_counted_in_the_order_they_come() -> None:
    page = context()
    page.example("Thing", caller=lambda: '{"count": 1}')
    page.example("Name", caller=lambda: "3")
    assert [message.split(":")[0] for _, _, message in problems(page)] == [
        "example 2 (Name) is not a valid Name"
    ]


def test_a_placement_says_where_its_fragment_goes() -> None:
    section = Placement("page.mdx", "section", "### Heading")
    paragraph = Placement("page.mdx", "paragraph", "Some words")
    assert (section.what, section.describe()) == (
        "a section",
        "`page.mdx`, at the end of its `### Heading` section",
    )
    assert (paragraph.what, paragraph.describe()) == (
        "a paragraph",
        '`page.mdx`, after the paragraph with "Some words"',
    )


def test_an_extension_adds_its_properties_and_its_variants_tags() -> None:
    """A variant's tag is its property with a ``const``; a boolean schema beside it is none."""
    variant = {"kind": {"const": "b"}, "note": {"type": "string"}, "any": True}
    extension = {"properties": {"extra": {"type": "string"}}, "variants": [{"properties": variant}]}
    assert added_fields("Choice", extension, build_model(in_memory(DOCUMENT, "t.json"))) == [
        ("extra", ("property", "among the section's properties, in name order")),
        ("b", ("variant", 'before the open "other" variant')),
    ]
    closed = {"$defs": {"Choice": {"oneOf": DOCUMENT["$defs"]["Choice"]["oneOf"][:1]}}}
    closed_model = build_model(in_memory(closed, "t.json"))
    assert added_fields("Choice", {"variants": extension["variants"]}, closed_model) == [
        ("b", ("variant", "after the section's last variant"))
    ]


def test_a_new_definition_is_a_whole_section_an_extended_one_its_insertions() -> None:
    sections = {
        "Name": '## Name\n\n<ResponseField name="x"></ResponseField>\n',
        "Other": '## Other\n\n<ResponseField name="extra" type="string">\n</ResponseField>\n',
    }
    overlay = {"$defs": {"Name": {}}, "x-extend": {"Other": {"properties": {"extra": {}}}}}
    model = build_model(in_memory(DOCUMENT, "t.json"))
    fragments, rows = _schema_fragments(["Name", "Other"], sections, overlay, model, "v1")
    assert fragments == {
        "schema/Name.mdx": sections["Name"],
        "schema/Other.extra.mdx": '<ResponseField name="extra" type="string">\n</ResponseField>\n',
    }
    assert [(row.file, row.what, row.where) for row in rows] == [
        (
            "schema/Name.mdx",
            "the whole section of a new definition",
            "`schema.mdx`, among the type sections in name order",
        ),
        (
            "schema/Other.extra.mdx",
            "an insertion into upstream's `Other` section: the added property `extra` only",
            "among the section's properties, in name order",
        ),
    ]


def test_text_and_types_are_the_model_s_at_a_field_or_branch_pointer() -> None:
    """A template names a definition, a property or a union's branch by its pointer (with or
    without ``#``), and gets the model's description there; a property's type is the
    definition the model says it names (through ``null``), an object one as ``Name Object``."""
    document = {
        "$defs": {
            "Box": {"type": "object", "properties": {}},
            "Id": {"type": "string", "description": "An id."},
            "Holder": {
                "type": "object",
                "properties": {
                    "box": {"description": "The box.", "allOf": [{"$ref": "#/$defs/Box"}]},
                    "id": {"type": ["string", "null"]},
                    "maybe": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/Id"}]},
                },
            },
            "Either": {
                "anyOf": [{"description": "A box.", "$ref": "#/$defs/Box"}, {"type": "null"}]
            },
            "Tagged": {
                "properties": {"at": {"type": "integer", "description": "When."}},
                "oneOf": [{"properties": {"t": {"const": "a"}}, "required": ["t"]}],
            },
        }
    }
    page = PageContext(
        build_model(in_memory(document, "t.json")),
        fragment="v1/protocol/page.mdx",
        link_base="https://example.com/",
        validate_example=lambda _name, _instance: [],
    )
    assert page.text("#/$defs/Holder/properties/box") == "The box."
    assert page.text("/$defs/Either/anyOf/0") == "A box."
    assert page.text("#/$defs/Id") == "An id."
    assert page.text("/$defs/Tagged/properties/at") == "When."
    assert page.field_type("#/$defs/Holder/properties/box") == "Box Object"
    assert page.field_type("/$defs/Holder/properties/maybe") == "Id"
    assert page.field_type("/$defs/Holder/properties/id") == "object"
    assert page.text("/$defs/Either/anyOf/1") == ""
    assert page.field_type("/$defs/Either/anyOf/0") == ""
    assert problems(page) == [
        (
            "v1/protocol/page.mdx",
            "/$defs/Either/anyOf/1",
            "the template embeds a description that does not exist",
        ),
        (
            "v1/protocol/page.mdx",
            "/$defs/Either/anyOf/0",
            "the template names a property that does not exist",
        ),
    ]
