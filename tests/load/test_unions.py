"""The one rule for a discriminated union (:mod:`acp_codegen.load.unions`): what it reads of a
union's branches, when the tag alone picks the branch, and that the model and the validators,
which both read unions through it, agree on every union of every upstream schema and on crafted
ones (the model dispatches a union the validators take as a plain ``oneOf`` only when the rule
says why: a default branch, a tag that is no string, ...)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.errors import GenerationError, join_pointer
from acp_codegen.load import in_memory
from acp_codegen.load.document import Document, Source
from acp_codegen.load.overlay import merge_overlay
from acp_codegen.load.unions import Branch, TaggedUnion, tagged_union
from acp_codegen.model.build import build_model
from acp_codegen.model.types import UnionDef
from acp_codegen.validators.analysis import SchemaAnalysis
from acp_codegen.validators.resolver import SchemaIndex
from support import ACP, REPO, open_variant, require_shared, tagged


def excluding(*tags: Any, prop: str = "kind") -> dict[str, Any]:
    """An open branch whose ``not`` is exactly the objects with one of ``tags``."""
    return open_variant(prop, tags)


# -- what the rule reads ----------------------------------------------------------------------


def test_each_branch_is_tagged_open_or_default() -> None:
    default = {"type": "object", "properties": {"x": {}}}
    union = tagged_union([tagged("a"), excluding("a"), default])
    assert union is not None and union.prop == "kind"
    assert [(b.kind, b.tag, b.requires) for b in union.branches] == [
        ("tagged", "a", True),
        ("open", None, True),
        ("default", None, False),
    ]
    assert (union.tags, union.open_branch, union.default) == ((("a", 0),), 1, 2)
    assert (union.branches[1].excluded, union.branches[1].exact) == (("a",), True)


def test_the_property_is_the_one_every_tagged_branch_requires_with_a_const() -> None:
    def fixed(**consts: Any) -> dict[str, Any]:
        properties = {name: {"const": value} for name, value in consts.items()}
        return {"type": "object", "properties": properties, "required": list(consts)}

    union = tagged_union([fixed(v=1, kind="a"), fixed(kind="b")])
    assert union is not None and union.prop == "kind"
    # Two properties that every tagged branch fixes: nothing tells which one is the tag.
    assert tagged_union([fixed(kind="a", v=1), fixed(kind="b", v=2)]) is None
    assert tagged_union([fixed(kind="a"), fixed(type="b")]) is None


@pytest.mark.parametrize(
    "branches",
    [
        [],
        [{"type": "object"}],  # no branch requires a const
        [excluding("a")],
        [tagged("a"), "not a schema"],
        [tagged("a"), {"type": "object"}, {"type": "string"}],  # two take an absent tag
        [tagged("a"), {"properties": {"kind": {"const": "b"}}}, {"type": "string"}],
    ],
)
def test_what_is_no_tagged_union(branches: list[Any]) -> None:
    assert tagged_union(branches) is None


def test_a_branch_that_fixes_the_tag_without_requiring_it_is_tagged_and_takes_no_tag_too() -> None:
    union = tagged_union([{"properties": {"kind": {"const": "a"}}}, tagged("b")])
    assert union is not None
    assert [(b.kind, b.tag, b.requires) for b in union.branches] == [
        ("tagged", "a", False),
        ("tagged", "b", True),
    ]
    assert not union.dispatchable


def test_an_open_branch_requires_and_declares_the_tag() -> None:
    """The open branch takes every other tag when it requires the property and says what
    it is; one that does not is read as open all the same, but no dispatch relies on it."""
    undeclared = {key: value for key, value in excluding("a").items() if key != "properties"}
    for branch in (
        {**excluding("a"), "properties": {}},
        {**excluding("a"), "required": []},
        undeclared,
    ):
        union = tagged_union([tagged("a"), branch])
        assert union is not None and union.branches[1].kind == "open"
        assert not union.branches[1].requires and not union.dispatchable


def test_a_branch_with_a_const_tag_and_a_not_is_tagged() -> None:
    branch = {**tagged("a"), "not": {"required": ["x"]}}
    union = tagged_union([branch, tagged("b")])
    assert union is not None and [b.kind for b in union.branches] == ["tagged", "tagged"]
    assert union.dispatchable


@pytest.mark.parametrize(
    ("not_", "excluded", "exact"),
    [
        ({"anyOf": [{"properties": {"kind": {"const": "a"}}, "required": ["kind"]}]}, ("a",), True),
        ({"properties": {"kind": {"type": "string", "const": "a"}}}, ("a",), False),
        ({"properties": {"kind": {"const": "a"}}, "required": ["kind"]}, ("a",), True),
        (
            {"oneOf": [{"properties": {"kind": {"const": "a"}}, "required": ["kind"]}]},
            ("a",),
            False,
        ),
        ({"anyOf": [{"properties": {"kind": {"const": 1}}, "required": ["kind"]}]}, (1,), False),
        ({"anyOf": [{"properties": {"kind": {"type": "string"}}}]}, None, False),
        (True, None, False),
        ({"anyOf": [], "description": "none"}, (), True),
        # A clause no string matches excludes nothing.
        (
            {"properties": {"kind": {"type": "number", "const": "a"}}, "required": ["kind"]},
            ("a",),
            False,
        ),
    ],
)
def test_what_an_open_branch_s_not_excludes(
    not_: Any, excluded: tuple[Any, ...] | None, exact: bool
) -> None:
    """Every ``const`` its clauses give the tag (the model's ``excluded_tags``), and whether
    the ``not`` is exactly the objects with those string tags (what a dispatch needs)."""
    union = tagged_union([tagged("a"), {**excluding("a"), "not": not_}])
    assert union is not None
    assert (union.branches[1].excluded, union.branches[1].exact) == (excluded, exact)


# -- when the tag alone picks the branch ---------------------------------------------------------


def read(*branches: Branch) -> TaggedUnion:
    return TaggedUnion("kind", branches)


def tag(index: int, value: Any, *, requires: bool = True) -> Branch:
    return Branch(index, "tagged", value, requires)


def other(index: int, *excluded: Any, exact: bool = True, requires: bool = True) -> Branch:
    return Branch(index, "open", None, requires, excluded, exact)


@pytest.mark.parametrize(
    ("union", "dispatchable"),
    [
        (read(tag(0, "a"), tag(1, "b")), True),
        (read(tag(0, "a"), tag(1, "b"), other(2, "a", "b", "c")), True),
        (read(tag(0, "a"), tag(1, "a")), False),  # one tag twice
        (read(tag(0, "a"), tag(1, 2)), False),  # a tag that is no string
        (read(tag(0, "a"), tag(1, "b", requires=False)), False),  # takes an absent tag too
        (read(tag(0, "a"), Branch(1, "default")), False),
        (read(tag(0, "a"), Branch(1, "default", requires=True)), False),  # takes every tag
        (read(tag(0, "a"), tag(1, "b"), other(2, "a")), False),  # the open one takes "b" too
        (read(tag(0, "a"), other(1, "a", exact=False)), False),
        (read(tag(0, "a"), other(1, "a", requires=False)), False),
        (read(tag(0, "a"), other(1, "a"), other(2, "a")), False),
        (read(tag(0, "a"), Branch(1, "open", None, True, None, True)), False),
    ],
)
def test_the_tag_alone_picks_the_branch(union: TaggedUnion, dispatchable: bool) -> None:
    assert union.dispatchable is dispatchable


# -- the model and the validators agree --------------------------------------------------------


def agreement(document: dict[str, Any], label: str) -> tuple[int, int]:
    """Check that the model and the validators read each union definition of ``document``
    alike; return how many the model has, and how many the validators dispatch.

    The model carries the rule's reading on each ``UnionDef``; the validators dispatch a union
    exactly when that reading is dispatchable and every branch accepts objects alone. No union
    the model leaves untagged is dispatched by the validators."""
    model = build_model(in_memory(document, label))
    analysis = SchemaAnalysis(SchemaIndex.build(document, label))
    unions = dispatched = 0
    for name, schema in document["$defs"].items():
        keyword = next((k for k in ("oneOf", "anyOf") if k in schema), None)
        if keyword is None:
            continue
        pointer = join_pointer("/$defs", name, keyword)
        pointers = [join_pointer(pointer, i) for i in range(len(schema[keyword]))]
        found = analysis.discriminated(pointers)
        definition = model.definitions[name]
        if not isinstance(definition, UnionDef):
            assert found is None, name
            continue
        unions += 1
        objects = all(analysis.allowed_types(p) == {"object"} for p in pointers)
        expected = definition.tagging if definition.tagging.dispatchable and objects else None
        assert found == expected, name
        dispatched += found is not None
    return unions, dispatched


UPSTREAM_FILES = [
    *(f"{v}/schema/{f}" for v in ("v1", "v2") for f in ("schema.json", "schema.unstable.json")),
    *(
        f"releases/{release}/{f}"
        for release in ("schema-v1.19.0/v1", "schema-v2.0.0-alpha.3/v2")
        for f in ("schema.json", "schema.unstable.json")
    ),
]


@pytest.mark.parametrize("name", UPSTREAM_FILES)
def test_the_model_and_the_validators_agree_on_every_upstream_union(name: str) -> None:
    document = json.loads(require_shared(ACP / name).read_text(encoding="utf-8"))
    unions, dispatched = agreement(document, name)
    assert unions >= dispatched > 0


@pytest.mark.parametrize("name", ["v1/schema.unstable.json", "v2/schema.unstable.json"])
def test_the_model_and_the_validators_agree_on_every_union_of_ours(name: str) -> None:
    path = REPO / "generated" / "schema" / name
    unions, dispatched = agreement(json.loads(path.read_text(encoding="utf-8")), name)
    assert unions >= dispatched > 0


STRING = {"type": "string"}


@pytest.mark.parametrize(
    "branches",
    [
        [tagged("a"), tagged("b")],
        [tagged("a"), tagged("b"), excluding("a", "b")],
        [tagged("a"), {"title": "Rest", "type": "object", "properties": {"x": STRING}}],
        [tagged(1), tagged(2)],
        [tagged("a"), tagged("b"), excluding("a")],
        [tagged("a"), {**excluding("a"), "not": {"properties": {"kind": {"const": "a"}}}}],
        [{**tagged("a"), "type": ["object", "null"]}, tagged("b")],
        [{"properties": {"kind": {"const": "a"}}}, tagged("b")],
        [{**tagged("a"), "not": {"required": ["x"]}}, tagged("b")],
        [{"properties": {"kind": {"const": "a"}}, "required": ["kind"]}, tagged("b")],
    ],
)
@pytest.mark.parametrize("keyword", ["oneOf", "anyOf"])
def test_the_model_and_the_validators_agree_on_crafted_unions(
    branches: list[Any], keyword: str
) -> None:
    agreement({"$defs": {"U": {keyword: branches}}}, "crafted.json")


# -- the overlay merge reads the union it adds variants to by the same rule --------------------


def merged(union: list[Any], added: list[Any]) -> dict[str, Any]:
    base = Document(Path("base.json"), Source("base.json", ""), {"$defs": {"U": {"oneOf": union}}})
    overlay = Document(
        Path("overlay.json"),
        Source("overlay.json", ""),
        {"x-extend": {"U": {"variants": added}}},
    )
    return merge_overlay(base, overlay)["$defs"]["U"]


def test_an_added_variant_goes_before_the_open_branch_which_excludes_its_tag() -> None:
    union = merged([tagged("a"), excluding("a")], [tagged("b")])
    assert union["oneOf"][:2] == [tagged("a"), tagged("b")]
    assert union["oneOf"][2]["not"]["anyOf"][1]["properties"]["kind"]["const"] == "b"
    read = tagged_union(union["oneOf"])
    assert read is not None and read.dispatchable


def test_a_variant_added_again_changes_nothing_and_another_with_its_tag_conflicts() -> None:
    union = [tagged("a"), excluding("a")]
    assert merged(union, [tagged("a")])["oneOf"] == union
    with pytest.raises(GenerationError, match="variant kind='a' of 'U'"):
        merged(union, [tagged("a", extra={"type": "string"})])


@pytest.mark.parametrize(
    ("union", "added"),
    [
        ([tagged("a"), {"type": "object"}, {"type": "object"}], [tagged("b")]),
        ([tagged("a")], [tagged("b", discriminator="type")]),
        ([tagged("a")], [{"type": "object"}]),
    ],
)
def test_variants_are_added_only_to_a_union_tagged_by_their_property(
    union: list[Any], added: list[Any]
) -> None:
    with pytest.raises(GenerationError, match="must share one required const discriminator"):
        merged(union, added)
