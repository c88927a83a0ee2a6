"""Every upstream schema file, stable and unstable, v1 and v2: generate, import, type-check,
and round-trip a corpus of valid instances of every definition, in both parsing modes."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.model.build import build_model
from acp_codegen.model.types import EnumDef
from conftest import REPO, UPSTREAM_SCHEMAS, upstream_schema
from test_release_corpus import assert_round_trips, build_package, load_json

MYPY_MODULES = ("models.py", "wire.py", "methods.py", "_runtime.py", "__init__.py")


@cache
def generated(version: str, unstable: bool, root: Path) -> ModuleType:
    package = f"upstream_{version}_{'unstable' if unstable else 'stable'}"
    return build_package(upstream_schema(version, unstable), root, package, version)


@pytest.fixture(scope="session")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("upstream")


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_corpus_round_trips(version: str, unstable: bool, root: Path) -> None:
    pkg = generated(version, unstable, root)
    document = load_json(upstream_schema(version, unstable))
    assert assert_round_trips(pkg, document) > 5 * len(document["$defs"])


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_mypy_strict(version: str, unstable: bool, root: Path) -> None:
    pkg = generated(version, unstable, root)
    folder = Path(pkg.__file__).parent
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-version", "3.10"]
        + [str(folder / name) for name in MYPY_MODULES],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_method_tables_match_upstream_meta(version: str, unstable: bool, root: Path) -> None:
    """The method tables hold exactly the methods of upstream's meta file, each with params
    that parse through ``parse_params``."""
    pkg = generated(version, unstable, root)
    meta_path = upstream_schema(version, unstable).with_name(
        "meta.unstable.json" if unstable else "meta.json"
    )
    meta = load_json(meta_path)
    expected = {
        name
        for key, table in meta.items()
        if key.endswith("Methods") and isinstance(table, dict)
        for name in table.values()
    }
    tables = pkg.methods.METHODS
    found = {name for table in tables.values() for name in table}
    assert found == expected
    for side, table in tables.items():
        for name, method in table.items():
            assert method.side == side and method.name == name
            assert (method.result is None) == (method.kind == "notification")
    if not unstable:
        assert not any(m.unstable for t in tables.values() for m in t.values())


def test_envelope_and_method_dispatch(root: Path) -> None:
    pkg = generated("v1", True, root)
    request = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "session/prompt",
        "params": {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]},
    }
    message = pkg.from_wire("JsonRpcMessage", request)
    assert pkg.to_wire(message) == request
    params = pkg.methods.parse_params("agent", "session/prompt", request["params"])
    assert type(params).__name__ == "PromptRequest"
    assert type(params.prompt[0]).__name__ == "TextContentBlock"
    result = pkg.methods.parse_result("agent", "session/prompt", {"stopReason": "end_turn"})
    assert result.stop_reason == "end_turn"
    with pytest.raises(KeyError):
        pkg.methods.parse_params("agent", "no/such", {})


def test_integer_formats_bound_values(root: Path) -> None:
    """``format: uint16`` & co. are Rust's sized integers: out-of-range values are refused in
    strict mode and, where the field defaults on error, dropped in tolerant mode."""
    pkg = generated("v1", False, root)
    location = {"path": "/a", "line": 2**32}  # line is a uint32
    with pytest.raises(pkg.WireError) as error:
        pkg.ToolCallLocation.from_wire(location)
    assert error.value.path == "/line"
    assert pkg.ToolCallLocation.from_wire({"path": "/a", "line": 2**32 - 1}).line == 2**32 - 1


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_open_enums_keep_unknown_values(version: str, unstable: bool, root: Path) -> None:
    pkg = generated(version, unstable, root)
    model = build_model(load_json(upstream_schema(version, unstable)), "upstream")
    enums = [d for d in model.definitions.values() if isinstance(d, EnumDef)]
    assert enums
    for enum in enums:
        unknown = "_vendor_value" if enum.base == "str" else 987654321
        if enum.open:
            assert pkg.from_wire(enum.name, unknown) == unknown
        else:
            with pytest.raises(pkg.WireError):
                pkg.from_wire(enum.name, unknown)
