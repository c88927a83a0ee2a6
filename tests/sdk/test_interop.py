"""Cross-implementation: the published Python SDK (``agent-client-protocol``, ``import acp``).

For the types both sides define (content blocks, capabilities, ``SessionNotification`` with the
update kinds the SDK knows), what our dataclasses emit validates with the SDK's pydantic
models, and what the SDK emits parses with ours and comes back unchanged.
"""

from __future__ import annotations

from typing import Any, get_args

import pytest
from support import GeneratedPackage

acp_schema = pytest.importorskip("acp.schema")


@pytest.fixture(scope="module")
def ours(generated_package: GeneratedPackage) -> Any:
    return generated_package("v1")


CONTENT = [
    {"type": "text", "text": "hello", "annotations": {"audience": ["user"], "priority": 0.5}},
    {"type": "image", "data": "aGk=", "mimeType": "image/png", "uri": "file:///a.png"},
    {"type": "audio", "data": "aGk=", "mimeType": "audio/wav"},
    {"type": "resource_link", "uri": "file:///a.py", "name": "a.py", "size": 12},
    {
        "type": "resource",
        "resource": {"uri": "file:///a.py", "text": "print(1)", "mimeType": "text/x-python"},
    },
    {"type": "resource", "resource": {"uri": "file:///b.bin", "blob": "AAE="}},
]
UPDATES = [
    {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "hi"}},
    {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "yo"}},
    {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "hmm"}},
    {
        "sessionUpdate": "tool_call",
        "toolCallId": "t1",
        "title": "Read",
        "kind": "read",
        "status": "pending",
        "locations": [{"path": "/a.py", "line": 3}],
    },
    {"sessionUpdate": "tool_call_update", "toolCallId": "t1", "status": "completed"},
    {
        "sessionUpdate": "plan",
        "entries": [{"content": "step", "priority": "high", "status": "pending"}],
    },
    {"sessionUpdate": "current_mode_update", "currentModeId": "ask"},
]
CLIENT_CAPABILITIES = [
    {},
    {"fs": {"readTextFile": True, "writeTextFile": False}, "terminal": True},
]
AGENT_CAPABILITIES = [
    {},
    {
        "loadSession": True,
        "promptCapabilities": {"image": True, "audio": False, "embeddedContext": True},
        "mcpCapabilities": {"http": True, "sse": False},
    },
]


# The SDK has no name for the content block union; it is the item type of a prompt.
SDK_CONTENT_BLOCK = get_args(acp_schema.PromptRequest.model_fields["prompt"].annotation)[0]


def sdk_dump(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


def cases() -> list[Any]:
    out = []
    for index, block in enumerate(CONTENT):
        out.append(pytest.param("ContentBlock", SDK_CONTENT_BLOCK, block, id=f"content{index}"))
    for update in UPDATES:
        wire = {"sessionId": "s1", "update": update}
        out.append(
            pytest.param(
                "SessionNotification",
                acp_schema.SessionNotification,
                wire,
                id=update["sessionUpdate"],
            )
        )
    for index, caps in enumerate(CLIENT_CAPABILITIES):
        out.append(
            pytest.param(
                "ClientCapabilities", acp_schema.ClientCapabilities, caps, id=f"client{index}"
            )
        )
    for index, caps in enumerate(AGENT_CAPABILITIES):
        out.append(
            pytest.param(
                "AgentCapabilities", acp_schema.AgentCapabilities, caps, id=f"agent{index}"
            )
        )
    return out


def sdk_validate(sdk_type: Any, wire: Any) -> Any:
    if hasattr(sdk_type, "model_validate"):
        return sdk_type.model_validate(wire)
    from pydantic import TypeAdapter

    return TypeAdapter(sdk_type).validate_python(wire)


def sdk_to_wire(sdk_type: Any, value: Any) -> Any:
    if hasattr(value, "model_dump"):
        return sdk_dump(value)
    from pydantic import TypeAdapter

    return TypeAdapter(sdk_type).dump_python(value, mode="json", by_alias=True, exclude_unset=True)


@pytest.mark.parametrize(("name", "sdk_type", "wire"), cases())
def test_ours_to_sdk(ours: Any, name: str, sdk_type: Any, wire: Any) -> None:
    emitted = ours.to_wire(ours.from_wire(name, wire))
    parsed = sdk_validate(sdk_type, emitted)
    assert sdk_to_wire(sdk_type, parsed) == emitted


@pytest.mark.parametrize(("name", "sdk_type", "wire"), cases())
def test_sdk_to_ours(ours: Any, name: str, sdk_type: Any, wire: Any) -> None:
    emitted = sdk_to_wire(sdk_type, sdk_validate(sdk_type, wire))
    for tolerant in (False, True):
        assert ours.to_wire(ours.from_wire(name, emitted, tolerant=tolerant)) == emitted


def test_sdk_meta_alias_matches_our_wire_key(ours: Any) -> None:
    ours_wire = ours.to_wire(ours.TextContent.from_wire({"text": "x", "_meta": {"k": 1}}))
    sdk = acp_schema.TextContentBlock.model_validate({"type": "text", **ours_wire})
    assert sdk_dump(sdk)["_meta"] == {"k": 1}
