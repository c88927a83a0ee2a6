"""The schema files are printed without Node, as the pinned prettier prints them.

``format_json`` is checked against prettier itself (run here through the docs' formatter
stage) on every JSON file of upstream's ACP data and on documents built to reach each of its
rules: arrays at the print width, filled number arrays, arrays of multi-member objects and
arrays, nested and empty containers, non-ASCII and escaped strings.
"""

from __future__ import annotations

import json

from acp_codegen.docs.prettier import format_documents
from acp_codegen.format import PRINT_WIDTH, format_json
from conftest import ACP, require_shared

EDGES: dict[str, object] = {
    "numbers_fill": list(range(40)),
    "numbers_flat": [1.5, 2.25, -3, 0],
    "numbers_one": [7],
    "long_strings": ["a" * 31, "b" * 41, "c"],
    "arrays_of_pairs": [["x", "y"], ["z", "w"]],
    "arrays_of_singles": [["x"], ["y"]],
    "one_object": [{"a": 1}],
    "objects_of_pairs": [{"a": 1, "b": 2}, {"c": 1, "d": 2}],
    "mixed": [[], {}, None, True, False, "é", "\u2028", 'q"uote\\'],
    "nested": [["a", ["b", "c"]], "d"],
    "deep": {"deeper": {"deepest": ["a" * 50, "b"]}},
    # Members whose values are strings are printed on a path of their own.
    "members": {"quote": 'q"uote\\', "control": "\x01\t\n", "sep\u2028": "\u2028", "é": "ü"},
}


def at_the_edge(width: int) -> dict[str, object]:
    """Arrays whose flat form ends exactly at, and one past, the print width."""
    out: dict[str, object] = {}
    for extra in (-1, 0, 1):
        key = f"w{extra + 1}"
        # '  "wN": ["' + s + '"]' plus the comma that follows: 13 + len(s) + 1 characters.
        out[key] = ["s" * (width - 14 + extra)]
    out["last"] = ["t" * (width - 13)]
    return out


def test_format_json_is_prettiers_output() -> None:
    documents: dict[str, str] = {}
    for path in sorted(require_shared(ACP).rglob("*.json")):
        documents[f"{path.relative_to(ACP)}"] = path.read_text(encoding="utf-8")
    documents["edges.json"] = json.dumps(EDGES, indent=2, ensure_ascii=False)
    documents["width.json"] = json.dumps(at_the_edge(PRINT_WIDTH), indent=2)
    assert len(documents) > 10
    pretty = format_documents(documents)
    for name, text in documents.items():
        assert format_json(json.loads(text)) == pretty[name], name
