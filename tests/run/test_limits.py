"""Resource limits at sizes that keep the suite fast; ``python -m bench.limits`` measures the
full sizes (10,000 definitions, instances 100,000 deep) and reports time and peak memory.

Then one depth limit and JSON's numbers, alike in every API.

A value of any JSON (``_meta``'s values, ``rawInput``, an unknown property's value) nests up
to ``MAX_DEPTH`` levels of arrays and objects: ``from_wire``, ``to_wire``, ``is_valid``,
``validate``, ``acp-codegen validate`` and ``check-transcript`` take it, and refuse one level
more with one error at the pointer where the limit is passed, never a ``RecursionError``.
The limit is at least as deep as what ``json.loads`` decodes on this interpreter. JSON text
is read with JSON's numbers: ``1e400`` is the integer it spells, not infinity; ``NaN`` is
not JSON; a fraction beyond a float's range cannot be read.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from acp_codegen.errors import GenerationError
from acp_codegen.validators.runtime import _validation_runtime as runtime
from acp_codegen.write import write_tree
from hypothesis import given, settings
from hypothesis import strategies as st
from support import REPO, GeneratedPackage, base_tree

pytestmark = pytest.mark.usefixtures("repository_prettier")

# The schemas are the benchmark's own, at smaller sizes (bench/ is not an installed package).
sys.path.insert(0, str(REPO))
from bench.limits import CYCLE, allof_chain, many_definitions  # noqa: E402

DEPTH = 100_000


def generate(tmp_path: Path, document: dict[str, Any], package: str) -> Path:
    base = tmp_path / f"{package}.json"
    base.write_text(json.dumps(document))
    out = tmp_path / package
    write_tree(out, base_tree("v1", base, package))
    return out


@pytest.fixture(scope="module")
def cycle_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The ``$ref`` cycle through a union and an array, generated and imported."""
    out = generate(tmp_path_factory.mktemp("limits"), CYCLE, "limits_cycle")
    sys.path.insert(0, str(out / "python"))
    try:
        yield __import__("limits_cycle")
    finally:
        sys.path.remove(str(out / "python"))


def linked(depth: int, key: str = "next") -> dict[str, Any]:
    instance: dict[str, Any] = {}
    for _ in range(depth):
        instance = {key: instance}
    return instance


@pytest.mark.slow
def test_many_definitions_generate(tmp_path: Path) -> None:
    """200 definitions in a cycle, each referring to the next: one class each, and an
    instance through all of them round-trips (how long it takes is ``make bench``'s, in
    bench/limits.py, never asserted here)."""
    out = generate(tmp_path, many_definitions(200), "limits_many")
    models = (out / "python" / "limits_many" / "models.py").read_text()
    assert all(models.count(f"\nclass Def{i}(") == 1 for i in range(200))
    instance: dict[str, Any] = {"name": "last"}
    for i in range(200):
        instance = {"name": str(i), "next": instance}
    sys.path.insert(0, str(out / "python"))
    try:
        package = __import__("limits_many")
    finally:
        sys.path.remove(str(out / "python"))
    parsed = package.from_wire("Def0", instance)
    assert (parsed.name, parsed.next.name) == ("199", "198")
    assert parsed.to_wire() == instance


@pytest.mark.parametrize("length", [100, sys.getrecursionlimit() + 100])
@pytest.mark.slow
def test_a_long_allof_chain_generates(tmp_path: Path, length: int) -> None:
    """Each link is an alias of the next, down to the one class at the end; each alias comes
    after what it names, so none is a forward reference; a chain longer than the recursion
    limit too."""
    out = generate(tmp_path, allof_chain(length), "limits_chain")
    models = (out / "python" / "limits_chain" / "models.py").read_text()
    last = models.index(f"\nclass Link{length}(")
    after = models.index(f"\nLink{length - 1}: TypeAlias = Link{length}\n")
    assert last < after < models.index("\nLink0: TypeAlias = Link1\n")


@pytest.mark.slow
def test_a_ref_cycle_through_union_and_array_round_trips(cycle_package: Any) -> None:
    instance = {"children": [{"next": None}, {"children": []}], "next": {"next": {}}}
    assert cycle_package.from_wire("Node", instance).to_wire() == instance
    assert cycle_package.validation.validate("Node", instance) == []


@pytest.mark.parametrize("key", ["next", "children"])
@pytest.mark.slow
def test_validation_of_deep_instances_gives_a_verdict(cycle_package: Any, key: str) -> None:
    """100,000 levels, past the interpreter's recursion limit: invalid, with the one error of
    rule ``depth`` at the root, never an exception."""
    instance: Any = linked(DEPTH) if key == "next" else {}
    if key == "children":
        for _ in range(DEPTH):
            instance = {"children": [instance]}
    verdict = cycle_package.validation.is_valid("Node", instance)
    errors = cycle_package.validation.validate("Node", instance)
    assert verdict is False
    assert [(e.path, e.rule, e.message) for e in errors] == [
        ("", "depth", "the instance is nested too deeply to validate")
    ]
    # Only the depth makes it invalid: the same shape, shallow, is valid.
    shallow: Any = linked(50) if key == "next" else {}
    if key == "children":
        for _ in range(50):
            shallow = {"children": [shallow]}
    assert cycle_package.validation.validate("Node", shallow) == []


@pytest.mark.slow
def test_from_wire_of_deep_instances_raises_wire_error(cycle_package: Any) -> None:
    with pytest.raises(cycle_package.WireError, match="deep"):
        cycle_package.from_wire("Node", linked(DEPTH))


@pytest.mark.slow
def test_deep_schema_nesting_fails_generation_clearly(tmp_path: Path) -> None:
    """A schema nested deeper than the reader allows is rejected naming the file."""
    base = tmp_path / "deep.json"
    base.write_text('{"$defs": {"D": ' + '{"items": ' * DEPTH + "{}" + "}" * DEPTH + "}}")
    with pytest.raises(GenerationError, match="deep.json"):
        base_tree("v1", base, "limits_deep")


@pytest.mark.slow
def test_a_chain_longer_than_the_recursion_limit_orders_the_pydantic_classes(
    tmp_path: Path,
) -> None:
    # Each class mentions the next: ordering them must not recurse once per link.
    count = sys.getrecursionlimit() + 500
    base = tmp_path / "chain.json"
    base.write_text(json.dumps(many_definitions(count)))
    tree = base_tree("v1", base, "chain", frozenset({"pydantic"}))
    source = tree["pydantic/chain.py"].decode()
    assert source.count("\nclass Def") == count


# --- one depth limit and JSON's numbers, alike in every API ---------------------------------------
LIMIT = runtime.MAX_DEPTH


def nested(levels: int, kind: str) -> object:
    """``levels`` arrays (``kind`` "array") or objects nested in one another."""
    value: object = 1
    for _ in range(levels):
        value = [value] if kind == "array" else {"k": value}
    return value


def same(left: object, right: object) -> bool:
    """``left == right`` for JSON values of any depth (``==`` itself recurses)."""
    stack = [(left, right)]
    while stack:
        a, b = stack.pop()
        if type(a) is not type(b):
            return False
        if isinstance(a, dict):
            assert isinstance(b, dict)
            if list(a) != list(b):
                return False
            stack.extend((a[key], b[key]) for key in a)
        elif isinstance(a, list):
            assert isinstance(b, list)
            if len(a) != len(b):
                return False
            stack.extend(zip(a, b, strict=True))
        elif a != b:
            return False
    return True


def deepest_json_loads_reads() -> int:
    """How many arrays ``json.loads`` decodes nested here, at the default recursion limit."""
    low, high = 1, 1_000_000
    while low < high:
        middle = (low + high + 1) // 2
        try:
            json.loads("[" * middle + "]" * middle)
            low = middle
        except RecursionError:
            high = middle - 1
    return low


def test_the_limit_is_one_and_as_deep_as_json_loads_reads(
    generated_package: GeneratedPackage,
) -> None:
    models_runtime = generated_package("v1", "_runtime")
    shipped = generated_package("v1", "_validation_runtime")
    assert models_runtime.MAX_DEPTH == shipped.MAX_DEPTH == LIMIT
    assert models_runtime.TOO_DEEP == shipped.TOO_DEEP == runtime.TOO_DEEP
    assert deepest_json_loads_reads() <= LIMIT


def messages(value: object) -> dict[str, tuple[dict[str, Any], str]]:
    """Notifications holding ``value`` where the schema leaves any JSON, with the pointer of
    ``value``: a ``_meta`` value, ``rawInput``, and an unknown property of a tool call."""
    chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}
    tool = {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "x"}
    return {
        "meta": ({"sessionId": "s", "update": {**chunk, "_meta": {"d": value}}}, "/update/_meta/d"),
        "raw": ({"sessionId": "s", "update": {**tool, "rawInput": value}}, "/update/rawInput"),
        "extra": ({"sessionId": "s", "update": {**tool, "x-other": value}}, "/update/x-other"),
    }


@pytest.mark.parametrize("kind", ["array", "object"])
def test_every_api_takes_the_limit_and_refuses_one_level_more(
    generated_package: GeneratedPackage, kind: str
) -> None:
    package = generated_package("v1")
    step = "/0" if kind == "array" else "/k"
    for levels in (LIMIT, LIMIT + 1):
        for where, (message, at) in messages(nested(levels, kind)).items():
            valid = levels == LIMIT
            assert package.is_valid("SessionNotification", message) is valid, where
            errors = package.validate("SessionNotification", message)
            beyond = at + step * LIMIT
            assert [(e.path, e.rule) for e in errors] == ([] if valid else [(beyond, "depth")])
            if valid:
                parsed = package.from_wire("SessionNotification", message)
                assert same(package.to_wire(parsed), message), where
                continue
            with pytest.raises(package.WireError) as refused:
                package.from_wire("SessionNotification", message)
            assert (refused.value.path, refused.value.message) == (beyond, runtime.TOO_DEEP)


def test_far_deeper_values_are_refused_as_one_error_not_a_crash(
    generated_package: GeneratedPackage,
) -> None:
    package = generated_package("v2")
    for where, (message, _) in messages(nested(10 * LIMIT, "array")).items():
        assert not package.is_valid("UpdateSessionNotification", message), where
        with pytest.raises(package.WireError):
            package.from_wire("UpdateSessionNotification", message, tolerant=True)


# -- JSON text -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1e400", 10**400),
        ("-1.5e400", -15 * 10**399),
        ("12345678901234567890.0", 12345678901234567890),
        ("1.0", 1.0),
        ("0.5", 0.5),
        ("2E3", 2000.0),
        ('[1e400, {"a": 1.25}]', [10**400, {"a": 1.25}]),
        (" \t2E3\r\n ", 2000.0),  # whitespace around the document is no extra data
    ],
)
def test_numbers_are_read_as_the_json_numbers_they_spell(text: str, value: object) -> None:
    read = runtime.read_json(text)
    assert read == value and type(read) is type(value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("NaN", "NaN is not a JSON number"),
        ("[-Infinity]", "-Infinity is not a JSON number"),
        ("1" + "0" * 400 + ".5", r"^the number 10{400}\.5 is beyond the range of a float"),
        ("1e99999", r"^the number 1e99999 has more than \d+ digits"),
        ("[1 2]", "Expecting .,. delimiter"),
        ("[1] 2", "Extra data"),
    ],
)
def test_what_json_cannot_hold_is_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(json.JSONDecodeError, match=message):
        runtime.read_json(text)


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None)
@given(JSON, st.sampled_from([None, 0, 2]))
def test_the_deep_reader_reads_what_the_decoder_reads(value: object, indent: int | None) -> None:
    """The reader a document too deep for ``json.loads`` goes to gives what the decoder gives
    for every document the decoder reads (it is taken only when the decoder cannot)."""
    text = json.dumps(value, indent=indent)
    expected = json.loads(text, parse_float=runtime._number)  # noqa: SLF001
    assert runtime._read_deep(text) == (expected, len(text))  # noqa: SLF001
    assert runtime.read_json(text) == expected


def depth(value: object) -> int:
    """How many arrays and objects ``value`` nests (counted without recursion)."""
    levels = 0
    while isinstance(value, list | dict) and value:
        levels += 1
        value = value[0] if isinstance(value, list) else next(iter(value.values()))
    return levels + isinstance(value, list | dict)


def test_a_document_deeper_than_json_loads_reads_is_read() -> None:
    levels = 3 * LIMIT
    assert depth(runtime.read_json("[" * levels + "]" * levels)) == levels
    text = '{"a": [' + '{"b": ' * levels + "1" + "}" * levels + "]}"
    assert depth(runtime.read_json(text)) == levels + 2


def test_the_command_line_reads_json_numbers_and_any_depth(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cost = tmp_path / "cost.json"
    cost.write_text('{"amount": 1e400, "currency": "USD"}', encoding="utf-8")
    assert main(["validate", "--protocol", "v1", "--type", "Cost", str(cost)]) == 0
    assert "valid" in capsys.readouterr().out
    deep = tmp_path / "deep.json"
    message, at = messages("PLACE")["raw"]
    levels = LIMIT + 1
    text = json.dumps(message).replace('"PLACE"', "[" * levels + "]" * levels)
    deep.write_text(text, encoding="utf-8")
    args = ["validate", "--protocol", "v1", "--type", "SessionNotification", "--json", str(deep)]
    assert main(args) == 1
    (error,) = json.loads(capsys.readouterr().out)["errors"]
    assert (error["rule"], error["path"]) == ("depth", at + "/0" * LIMIT)


def test_the_transcript_checker_reports_a_deep_line_instead_of_crashing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    levels = 2 * LIMIT
    update = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}],
        "_meta": {"d": "PLACE"},
    }
    message = {"jsonrpc": "2.0", "method": "session/update"}
    message["params"] = {"sessionId": "s", "update": update}  # type: ignore[assignment]
    line = "agent " + json.dumps(message).replace('"PLACE"', "[" * levels + "]" * levels)
    log = tmp_path / "deep.jsonl"
    log.write_text(line + "\n", encoding="utf-8")
    assert main(["check-transcript", "--protocol", "v1", "--json", str(log)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [f["rule"] for f in report["findings"] if f["severity"] == "error"] == ["depth"]
