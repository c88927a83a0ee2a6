"""Every upstream schema file, stable and unstable, v1 and v2: generate, import, type-check,
and round-trip a corpus of valid instances of every definition, in both parsing modes."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.model.types import EnumDef
from corpus import assert_round_trips, build_package, load_json
from support import REPO, UPSTREAM_SCHEMAS, upstream_schema

pytestmark = pytest.mark.slow

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


def test_integer_formats_are_annotations(root: Path) -> None:
    """``format: uint32`` & co. name Rust's sized integers; as JSON Schema says, a value outside
    the range is valid, and parsing and the validators agree on it."""
    pkg = generated("v1", False, root)
    location = {"path": "/a", "line": 2**32}  # line is a uint32
    assert pkg.ToolCallLocation.from_wire(location).line == 2**32
    assert pkg.is_valid("ToolCallLocation", location)
    assert pkg.is_valid("TerminalExitStatus", {"exitCode": 2**32})
    assert pkg.TerminalExitStatus.from_wire({"exitCode": 2**32}).exit_code == 2**32


@pytest.mark.parametrize(("version", "unstable"), UPSTREAM_SCHEMAS)
def test_open_enums_keep_unknown_values(version: str, unstable: bool, root: Path) -> None:
    pkg = generated(version, unstable, root)
    model = build_model(in_memory(load_json(upstream_schema(version, unstable)), "upstream"))
    enums = [d for d in model.definitions.values() if isinstance(d, EnumDef)]
    assert enums
    for enum in enums:
        unknown = "_vendor_value" if enum.base == "str" else 987654321
        if enum.open:
            assert pkg.from_wire(enum.name, unknown) == unknown
        else:
            with pytest.raises(pkg.WireError):
                pkg.from_wire(enum.name, unknown)


INFO = {"name": "example", "version": "1.0.0"}


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_json_rpc_messages_parse_by_side_and_method(version: str, root: Path) -> None:
    """The envelope's params unions cannot tell one side's methods from the other's (each ends
    in an extension branch that takes any value), so a Client's `initialize` parsed as an
    Agent-side request with plain-dict params. Each request and notification class now parses
    `params` by its method, and refuses a method that belongs to another class."""
    pkg = generated(version, True, root)
    initialize_params = {"protocolVersion": 1, "clientCapabilities": {}}
    if version == "v2":
        initialize_params = {"protocolVersion": 2, "info": INFO, "capabilities": {}}
    update = (
        {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}
        if version == "v1"
        else {"sessionUpdate": "agent_message", "messageId": "m", "content": []}
    )
    cases = [
        ({"id": 1, "method": "initialize", "params": initialize_params}, "Client", "Initialize"),
        ({"method": "session/cancel", "params": {"sessionId": "s"}}, "Client", "Cancel"),
        (
            {"method": "session/update", "params": {"sessionId": "s", "update": update}},
            "Agent",
            "Notification",
        ),
        ({"id": 3, "method": "_vendor/ping", "params": {"a": 1}}, None, None),
    ]
    for body, sender, params_type in cases:
        message = {"jsonrpc": "2.0", **body}
        parsed = pkg.parse_json_rpc_message(message)
        if sender is not None:
            assert type(parsed).__name__ == f"{sender}JsonRpcMessage", message
        params = parsed.payload.params
        if params_type is not None:
            assert params_type in type(params).__name__ and not isinstance(params, dict)
        else:
            assert params == {"a": 1}  # an extension method's params stay as they came
        assert pkg.to_wire(parsed) == message
    if version == "v1":
        read = {"sessionId": "s", "path": "/a"}
        message = {"jsonrpc": "2.0", "id": 4, "method": "fs/read_text_file", "params": read}
        parsed = pkg.parse_json_rpc_message(message)
        assert type(parsed.payload).__name__ == "AgentRequest"
        assert parsed.payload.params.path == "/a"


def test_by_name_parsers_are_typed(root: Path, tmp_path: Path) -> None:
    """`from_wire(name)`, `parse_params` and `parse_result` give type checkers the
    definition's type for literal arguments (and `Any` for other strings)."""
    pkg = generated("v1", True, root)
    folder = Path(pkg.__file__).parent
    name = folder.name
    script = tmp_path / "typed_use.py"
    script.write_text(
        f"from typing import Any, assert_type\n"
        f"from {name} import models\n"
        f"from {name}.methods import parse_params, parse_result\n"
        f"assert_type(models.from_wire('ContentBlock', {{}}), models.ContentBlock)\n"
        f"assert_type(models.from_wire('InitializeRequest', {{}}), models.InitializeRequest)\n"
        f"assert_type(parse_params('agent', 'initialize', {{}}), models.InitializeRequest)\n"
        f"assert_type(parse_result('agent', 'initialize', {{}}), models.InitializeResponse)\n"
        f"assert_type(parse_params('agent', 'session/prompt', {{}}), models.PromptRequest)\n"
        "def dynamic(side: str, method: str) -> Any:\n"
        "    return parse_params(side, method, {})\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(script)],
        capture_output=True,
        text=True,
        cwd=folder.parent,
        env={**__import__("os").environ, "MYPYPATH": str(folder.parent)},
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
