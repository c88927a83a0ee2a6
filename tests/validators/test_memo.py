"""The validator compiler's memo: functions of an earlier run are reused only where the run
would compile the same code, so a module built with the memo is byte for byte the module
built without it, whatever changed in between."""

from __future__ import annotations

import ast
import copy
import hashlib
import inspect
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cache import CACHE_ENV, NO_CACHE_ENV
from acp_codegen.errors import escape_pointer_token as escape
from acp_codegen.errors import join_pointer
from acp_codegen.errors import unescape_pointer_token as unescape
from acp_codegen.validators import memo as memo_module
from acp_codegen.validators.compiler import Compiler
from acp_codegen.validators.memo import FunctionMemo
from acp_codegen.validators.module import module_source
from acp_codegen.validators.names import ModuleNames
from acp_codegen.validators.resolver import SchemaIndex
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from support import upstream_schema

LABEL = "schema.json"


def compile_module(document: dict[str, Any], memo: bool) -> str:
    entries = [(name, join_pointer("/$defs", name)) for name in sorted(document["$defs"])]
    return module_source(
        document,
        entries,
        source_label=LABEL,
        runtime_import="runtime",
        docstring="Validators.",
        memo=memo,
    )


class Counting:
    """Counts the memo's hits and misses of each module compiled while it is installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.memos: list[FunctionMemo] = []
        opened = FunctionMemo.open.__func__  # type: ignore[attr-defined]

        def open_and_keep(cls: type[FunctionMemo], index: SchemaIndex, label: str) -> Any:
            found = opened(cls, index, label)
            if found is not None:
                self.memos.append(found)
            return found

        monkeypatch.setattr(FunctionMemo, "open", classmethod(open_and_keep))

    def last(self) -> tuple[int, int]:
        return self.memos[-1].hits, self.memos[-1].misses


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.delenv(NO_CACHE_ENV, raising=False)
    return tmp_path / "cache"


def from_scratch(document: dict[str, Any]) -> str:
    return compile_module(document, memo=False)


def test_an_unchanged_schema_reuses_every_function(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = json.loads(upstream_schema("v1", unstable=True).read_text(encoding="utf-8"))
    counting = Counting(monkeypatch)
    expected = from_scratch(document)
    assert compile_module(document, memo=True) == expected
    hits, misses = counting.last()
    assert hits == 0 and misses > 500
    assert compile_module(document, memo=True) == expected
    assert counting.last() == (misses, 0)


@pytest.mark.slow
def test_an_edit_recompiles_the_definitions_that_reach_it(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = json.loads(upstream_schema("v1", unstable=True).read_text(encoding="utf-8"))
    counting = Counting(monkeypatch)
    compile_module(document, memo=True)
    total = counting.last()[1]
    for edit in (
        # an annotation of a definition little else references
        lambda d: d["$defs"]["SessionNotification"].update(description="Edited."),
        # a new property of a definition many reach (every content block)
        lambda d: d["$defs"]["TextContent"]["properties"].update(
            extra={"type": "integer", "minimum": 3}
        ),
        # a definition replaced by another shape
        lambda d: d["$defs"].update(Cost={"type": "object"}),
    ):
        changed = copy.deepcopy(document)
        edit(changed)
        assert compile_module(changed, memo=True) == from_scratch(changed)
        hits, misses = counting.last()
        assert 0 < misses < total and hits > 0
        compile_module(document, memo=True)  # back to the original's memo


def small_schema(**definitions: Any) -> dict[str, Any]:
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": definitions}


def test_a_name_taken_by_a_new_definition_recompiles_its_users(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # ``x_y`` and ``x-y`` reduce to one identifier: the first compiled gets ``check_x_y``,
    # the other a digest suffix. A function of the first run that calls ``check_x_y`` for
    # ``x_y`` is stale once ``x-y`` (sorted first) takes that name.
    counting = Counting(monkeypatch)
    target = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}
    user = {"type": "array", "items": {"$ref": "#/$defs/x_y"}}
    before = small_schema(x_y=target, user=user)
    after = small_schema(**{"x-y": {"type": "string", "pattern": "^a"}}, x_y=target, user=user)
    compile_module(before, memo=True)
    assert compile_module(after, memo=True) == from_scratch(after)
    assert "check_x_y_" in from_scratch(after)  # the collision the test is about happened
    assert counting.last()[1] > 0


@pytest.mark.parametrize(
    "document",
    [
        small_schema(a={"$anchor": "here", "type": "string"}, b={"$ref": "#here"}),
        small_schema(a={"type": "string"}, b={"properties": {"x": {"$ref": "#"}}}),
        small_schema(a={"$id": "https://example.com/a", "type": "string"}),
        small_schema(a={"$dynamicAnchor": "t"}, b={"$dynamicRef": "#t"}),
        small_schema(
            a={"x-data": {"inner": {"$ref": "#/$defs/b"}}},
            b={"type": "string"},
            c={"$ref": "#/$defs/a/x-data/inner"},
        ),
        small_schema(a={"allOf": [{"$ref": "#/$defs/b"}]}, b={"anyOf": [{"$ref": "#/$defs/a"}]}),
        small_schema(a={"properties": {"next": {"$ref": "#/$defs/a"}}}),
    ],
    ids=[
        "anchor",
        "root-reference",
        "nested-id",
        "dynamic",
        "into-a-non-schema-place",
        "a-cycle",
        "a-self-reference",
    ],
)
def test_a_schema_whose_closures_are_not_static_compiles_everything(
    cache: Path, document: dict[str, Any]
) -> None:
    assert FunctionMemo.open(SchemaIndex.build(document, LABEL), LABEL) is None
    assert compile_module(document, memo=True) == from_scratch(document)


@pytest.mark.parametrize("damage", ["flip", "truncate", "garbage", "empty"])
def test_a_damaged_memo_costs_time_not_output(
    cache: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    document = small_schema(
        a={"type": "object", "properties": {"b": {"$ref": "#/$defs/b"}}},
        b={"enum": ["x", "y"]},
    )
    expected = from_scratch(document)
    compile_module(document, memo=True)
    (entry,) = [p for p in (cache / "validators").rglob("*") if p.is_file()]
    data = entry.read_bytes()
    if damage == "flip":
        data = data[:-5] + bytes([data[-5] ^ 1]) + data[-4:]
    elif damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "garbage":  # a body that checks out but is not a memo
        body = b"\x00not marshal"
        data = hashlib.sha256(body).hexdigest().encode() + b"\n" + body
    else:
        data = b""
    entry.write_bytes(data)
    counting = Counting(monkeypatch)
    assert compile_module(document, memo=True) == expected
    assert counting.last()[0] == 0  # nothing was taken from the damaged entry


def test_an_unwritable_cache_folder_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv(CACHE_ENV, str(blocker))
    monkeypatch.delenv(NO_CACHE_ENV, raising=False)
    document = small_schema(a={"type": "string"})
    assert compile_module(document, memo=True) == from_scratch(document)
    assert compile_module(document, memo=True) == from_scratch(document)


def test_no_cache_means_no_memo(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_CACHE_ENV, "1")
    document = small_schema(a={"type": "string"})
    assert FunctionMemo.open(SchemaIndex.build(document, LABEL), LABEL) is None


def test_the_compiler_identity_covers_every_module_the_compiler_imports() -> None:
    """The memo's entries are keyed by the source of the files in ``memo.SOURCES``: every
    module of the generator that the compiler's code imports must be one of them, or an
    edit to it would reuse functions compiled by the old code."""
    package = memo_module.PACKAGE
    covered: set[Path] = set()
    for source in memo_module.SOURCES:
        path = package / source
        covered.update(path.rglob("*.py") if path.is_dir() else [path])
    for file in sorted(covered):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                modules = [node.module]
            elif isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            else:
                continue  # relative imports stay inside the package folder
            for module in modules:
                check_covered(module, file, package, covered)


def check_covered(module: str, file: Path, package: Path, covered: set[Path]) -> None:
    """Fail unless the generator's ``module``, which ``file`` imports, is a covered source."""
    if not module.startswith("acp_codegen."):
        return
    parts = module.split(".")[1:]
    candidates = [package.joinpath(*parts).with_suffix(".py"), package.joinpath(*parts)]
    found = next((c for c in candidates if c.exists()), None)
    assert found is not None, module
    files = set(found.rglob("*.py")) if found.is_dir() else {found}
    assert files <= covered, f"{file.relative_to(package)} imports {module}"


def test_every_call_that_names_something_is_recorded() -> None:
    """Every method that writes a module's shared state (the compiler's functions, the
    namespace's constants, tables and imports) records the call for the memo, which replays
    exactly those (:func:`acp_codegen.validators.memo.apply`); a new one must be added to
    both."""
    state = {
        (Compiler, "Compiler"): {"functions", "_pending"},
        (ModuleNames, "ModuleNames"): {"constants", "tables", "runtime"},
    }
    writers, recorders = set(), set()
    for (cls, name), attributes in state.items():
        source = Path(inspect.getsourcefile(cls) or "").read_text(encoding="utf-8")
        (body,) = [
            n for n in ast.parse(source).body if isinstance(n, ast.ClassDef) and n.name == name
        ]
        for method in body.body:
            if not isinstance(method, ast.FunctionDef) or method.name in {
                "__init__",
                "compile_pending",
            }:
                continue
            for node in ast.walk(method):
                target = None
                if isinstance(node, ast.Subscript | ast.Attribute) and isinstance(
                    node.ctx, ast.Store
                ):
                    target = node.value if isinstance(node, ast.Subscript) else node
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    if node.func.attr == "record":
                        recorders.add(method.name)
                    if node.func.attr in {"update", "append", "add", "pop", "setdefault"}:
                        target = node.func.value
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == "self"
                    and target.attr in attributes
                ):
                    writers.add(method.name)
    assert writers == {"function", "constant", "table", "use"}
    assert writers <= recorders
    replayed = ast.parse(inspect.getsource(memo_module.apply))
    compared = {
        c.value
        for c in ast.walk(replayed)
        if isinstance(c, ast.Constant) and isinstance(c.value, str)
    }
    assert writers - {"use"} <= compared  # "use" is the last, unnamed branch


# Small documents whose definitions reference each other and whose names collide once made
# identifiers (``a-b``, ``a_b``, ``a b``), drawn in sequences that share one memo: each must
# compile to the bytes a compilation from scratch gives, whatever the memo holds from the ones
# before it.
NAMES = st.sampled_from(["a", "a-b", "a_b", "a b", "b", "B", "c~d", "c/d", "e"])


def definition_strategy(names: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    reference = st.sampled_from(names).map(lambda n: {"$ref": "#/$defs/" + escape(n)})
    # also into a place inside a definition (there only when that definition has a ``p``)
    inner = st.sampled_from(names).map(lambda n: {"$ref": "#/$defs/" + escape(n) + "/properties/p"})
    leaf = st.one_of(
        st.just({"type": "string"}),
        st.just({"type": "integer", "minimum": 0}),
        st.just({"enum": ["x", "y"]}),
        st.just({"type": "string", "pattern": "^[a-z]+$"}),
        reference,
        reference,
        inner,
    )
    obj = st.builds(
        lambda props, required, closed: {
            "type": "object",
            "properties": props,
            "required": sorted(set(required) & set(props)),
            **({"additionalProperties": False} if closed else {}),
        },
        st.dictionaries(st.sampled_from(["p", "q", "type"]), leaf, max_size=3),
        st.lists(st.sampled_from(["p", "q", "type"]), max_size=2),
        st.booleans(),
    )
    union = st.lists(
        st.builds(
            lambda tag, extra: {
                "type": "object",
                "properties": {"type": {"const": tag}, **extra},
                "required": ["type"],
            },
            st.sampled_from(["t1", "t2", "t3"]),
            st.dictionaries(st.just("p"), leaf, max_size=1),
        ),
        min_size=1,
        max_size=3,
    ).map(lambda branches: {"oneOf": branches})
    return st.one_of(
        leaf, obj, union, st.lists(leaf, min_size=1, max_size=2).map(lambda items: {"allOf": items})
    )


def references(schema: object) -> set[str]:
    if isinstance(schema, dict):
        found = (
            {unescape(schema["$ref"][len("#/$defs/") :].split("/")[0])}
            if "$ref" in schema
            else set()
        )
        return found.union(*(references(value) for value in schema.values()))
    if isinstance(schema, list):
        return set().union(*(references(value) for value in schema))
    return set()


@st.composite
def sequences(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Documents drawn from one pool of definitions: each a few of them and every one those
    reference, so that the documents share definitions (which the memo reuses) while names
    come and go (which can move the names the reused code calls)."""
    names = draw(st.lists(NAMES, min_size=2, max_size=7, unique=True))
    pool = {name: draw(definition_strategy(names)) for name in names}
    out = []
    for _ in range(draw(st.integers(min_value=2, max_value=4))):
        chosen = set(draw(st.lists(st.sampled_from(names), min_size=1, unique=True)))
        queue = list(chosen)
        for name in queue:
            for target in references(pool[name]) - chosen:
                chosen.add(target)
                queue.append(target)
        if draw(st.booleans()):  # and one of them changed, in words or in shape
            changed = draw(st.sampled_from(sorted(chosen)))
            pool[changed] = draw(
                st.sampled_from(
                    [
                        {"description": "changed", **pool[changed]},
                        {"type": "boolean"},
                        {"enum": ["z"]},
                        {"type": "object", "properties": {"type": {"const": "t9"}}},
                    ]
                )
            )
        document = small_schema(**{name: pool[name] for name in sorted(chosen)})
        if all(_resolves(document, target) for target in _targets(document)):
            out.append(document)
    assume(len(out) >= 2)
    return out


def _targets(schema: object) -> list[str]:
    if isinstance(schema, dict):
        own = [schema["$ref"]] if isinstance(schema.get("$ref"), str) else []
        return own + [t for value in schema.values() for t in _targets(value)]
    if isinstance(schema, list):
        return [t for value in schema for t in _targets(value)]
    return []


def _resolves(document: dict[str, Any], reference: str) -> bool:
    value: object = document
    for token in reference[2:].split("/"):
        if not isinstance(value, dict) or unescape(token) not in value:
            return False
        value = value[unescape(token)]
    return True


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sequences())
def test_any_sequence_of_documents_compiles_as_from_scratch(
    sequence: list[dict[str, Any]],
) -> None:
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setenv(CACHE_ENV, folder)
        patch.delenv(NO_CACHE_ENV, raising=False)
        for document in sequence:
            assert compile_module(document, memo=True) == from_scratch(document)


@st.composite
def graphs(draw: st.DrawFn) -> tuple[dict[str, bytes], dict[str, set[str]]]:
    names = [f"d{i}" for i in range(draw(st.integers(min_value=1, max_value=9)))]
    contents = st.sampled_from([b"a", b"b", b"c"])
    own = {name: hashlib.sha256(draw(contents) + name.encode()).digest() for name in names}
    references = {name: set(draw(st.lists(st.sampled_from(names), max_size=3))) for name in names}
    return own, references


def reached(references: dict[str, set[str]], start: str) -> frozenset[str]:
    seen, queue = {start}, [start]
    for current in queue:
        for target in references[current] - seen:
            seen.add(target)
            queue.append(target)
    return frozenset(seen)


@given(graphs(), st.data())
def test_a_closure_digest_changes_exactly_when_something_reached_changes(
    graph: tuple[dict[str, bytes], dict[str, set[str]]], data: st.DataObject
) -> None:
    own, references = graph
    digests = memo_module._closure_digests(own, references)
    for a in own:
        for b in own:
            if digests[a] == digests[b]:
                assert reached(references, a) == reached(references, b)
    changed = data.draw(st.sampled_from(sorted(own)))
    again = memo_module._closure_digests({**own, changed: b"\0" * 32}, references)
    for name in own:
        assert (again[name] != digests[name]) == (changed in reached(references, name))


def test_closure_digests_are_linear_in_a_long_chain() -> None:
    """A chain of 20,000 definitions, each referring to the next: every one reaches all that
    follow it, which a walk per definition would visit again and again."""
    names = [f"d{i}" for i in range(20_000)]
    own = {name: hashlib.sha256(name.encode()).digest() for name in names}
    references = {
        name: {names[i + 1]} if i + 1 < len(names) else set() for i, name in enumerate(names)
    }
    digests = memo_module._closure_digests(own, references)
    assert len(set(digests.values())) == len(names)


def test_a_function_that_inlines_another_definition_sees_its_change(cache: Path) -> None:
    """``a``'s property ``p`` is ``b``, a check of one value, which ``a``'s function inlines:
    a change to ``b`` alone must recompile ``a``'s function, which only ``b``'s content in
    ``a``'s closure tells."""
    a = {"type": "object", "properties": {"p": {"$ref": "#/$defs/b"}}}
    before = small_schema(a=a, b={"type": "string"})
    after = small_schema(a=a, b={"type": "integer", "minimum": 3})
    compile_module(before, memo=True)
    assert compile_module(after, memo=True) == from_scratch(after)


def test_a_cycle_between_definitions_compiles_alike_with_and_without_the_memo(
    cache: Path,
) -> None:
    """The code after a call reads only the called schema's own ``type``, never an answer
    worked out around a cycle of definitions (which depends on where the walk entered it),
    so a function reused from the memo is the one a compilation from scratch writes."""
    cycle = {
        "A": {"type": "object", "allOf": [{"$ref": "#/$defs/B"}]},
        "B": {"anyOf": [{"$ref": "#/$defs/A"}, {"type": "object", "required": ["x"]}]},
    }
    compile_module(small_schema(**cycle, C={"type": "string"}), memo=True)
    changed = small_schema(**cycle, C={"$ref": "#/$defs/B", "allOf": [{"type": "object"}]})
    assert compile_module(changed, memo=True) == from_scratch(changed)
