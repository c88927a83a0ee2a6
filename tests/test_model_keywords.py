"""The keyword catalogue's two readers: a bare ``$ref`` and the annotations kept as docs."""

from __future__ import annotations

import pytest
from acp_codegen.model.keywords import doc_of, is_bare_ref
from acp_codegen.model.types import Doc


@pytest.mark.parametrize(
    ("schema", "bare"),
    [
        ({"$ref": "#/$defs/A"}, True),
        ({"$ref": "#/$defs/A", "description": "docs may sit beside it"}, True),
        ({"$ref": "#/$defs/A", "type": "object"}, False),
        ({"$ref": "#/$defs/A", "properties": {}}, False),
        ({"type": "object"}, False),
        ({"description": "no $ref"}, False),
        ({}, False),
        ("#/$defs/A", False),
        (None, False),
    ],
)
def test_a_bare_ref_is_a_ref_with_nothing_that_shapes_the_type(schema: object, bare: bool) -> None:
    assert is_bare_ref(schema) is bare


def test_docs_are_the_string_description_and_title() -> None:
    assert doc_of({"description": "Text.", "title": "Name"}) == Doc("Text.", "Name")
    assert doc_of({"title": "Name"}) == Doc(None, "Name")
    assert doc_of({"description": "Text.", "title": 3}) == Doc("Text.", None)
    assert doc_of({"description": ["Text."]}) == Doc()
    assert doc_of(True) == Doc()
