"""The array keywords' explanations: the rule, the path and the message of each failure."""

from __future__ import annotations

from support import compile_schema, explain


def test_item_counts_say_item_or_items() -> None:
    def said(schema: dict[str, object], instance: object) -> str:
        ((_, _, message),) = explain(schema, instance)
        return message.rsplit(" has ", 1)[1]

    assert said({"minItems": 1}, []) == "fewer than 1 item"
    assert said({"minItems": 2}, [1]) == "fewer than 2 items"
    assert said({"maxItems": 0}, [1]) == "more than 0 items"
    assert said({"maxItems": 1}, [1, 2]) == "more than 1 item"


def test_items_after_prefix_items_are_named_by_their_index() -> None:
    schema = {"prefixItems": [True, True], "items": {"type": "string"}}
    assert [(p, r) for p, r, _ in explain(schema, [0, 1, "a", 3])] == [("/3", "type")]


def test_contains_counts_name_the_keyword_that_failed() -> None:
    integers = {"type": "integer"}
    assert [r for _, r, _ in explain({"contains": integers, "minContains": 2}, [1])] == [
        "minContains"
    ]
    assert [r for _, r, _ in explain({"contains": integers, "maxContains": 1}, ["a"])] == [
        "contains"
    ]
    assert [r for _, r, _ in explain({"contains": integers, "maxContains": 1}, [1, 2])] == [
        "maxContains"
    ]


def test_unevaluated_items_are_explained_when_the_rest_fails_too() -> None:
    """The explanation goes on past a failing ``prefixItems``: the item no keyword
    evaluates is named as well."""
    schema = {"prefixItems": [{"type": "integer"}], "unevaluatedItems": False}
    found = [(p, r) for p, r, _ in explain(schema, ["x", "a"])]
    assert ("/0", "type") in found and ("/1", "unevaluatedItems") in found


def test_items_no_keyword_covers_are_still_json() -> None:
    """An array whose items the schema leaves open rejects an item that is not JSON, in the
    verdict and in the errors alike, at the item's index (jsonschema has no such rule: a
    Python float is a number to it)."""
    compiled = compile_schema({"type": "array", "minItems": 1})
    for item, path in ((float("nan"), "/1"), ([{1: 2}], "/1/0")):
        assert not compiled.is_valid(["a", item])
        assert [(e.path, e.rule) for e in compiled.validate(["a", item])] == [(path, "type")]
    assert compiled.is_valid(["a", [{"b": 2}]]) and compiled.validate(["a", [{"b": 2}]]) == []


def test_each_array_keyword_s_failure_says_what_it_found_once() -> None:
    assert explain({"contains": {"const": 1}}, [2]) == [
        ("", "contains", "no item matches the 'contains' schema")
    ]
    assert explain({"uniqueItems": True}, [1, 1]) == [
        ("", "uniqueItems", "array items are not unique")
    ]
    assert explain({"contains": {"type": "integer"}, "maxContains": 2}, [1, 2, 3]) == [
        ("", "maxContains", "more than 2 items match the 'contains' schema")
    ]
    assert explain({"contains": {"type": "integer"}, "minContains": 2}, [1, "a"]) == [
        ("", "minContains", "fewer than 2 items match the 'contains' schema")
    ]
    unevaluated = {"prefixItems": [{"type": "integer"}], "unevaluatedItems": False}
    assert explain(unevaluated, [1, "a"]) == [
        (
            "/1",
            "unevaluatedItems",
            '"a" is an item no other keyword evaluates, and unevaluatedItems is false',
        )
    ]


def test_array_keywords_beside_a_type_that_rules_arrays_out() -> None:
    """Once ``type`` has ruled arrays out, the verdict has no array keyword left to test;
    the explanation, which goes on past a failed ``type``, still names them."""
    compiled = compile_schema({"type": "string", "minItems": 2, "unevaluatedItems": False})
    assert compiled.is_valid("a") and compiled.validate("a") == []
    assert not compiled.is_valid([1])
    assert [(e.path, e.rule) for e in compiled.validate([1])] == [
        ("", "type"),
        ("", "minItems"),
        ("/0", "unevaluatedItems"),
    ]
