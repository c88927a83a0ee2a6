"""What the connection helpers carry so that an Agent or a Client adds fewer lines: the
Client's capabilities with ``promptSuggestions`` advertised, an Agent's sessions made in
``initialize`` with the Client's capabilities, predictions given as texts or content blocks,
and a Client's wait for the next list."""

from __future__ import annotations

import asyncio
import importlib
from typing import Any

import pytest
from support import GeneratedPackage

TAG = "prompt_suggestions_update"


@pytest.fixture(params=["v1", "v2"])
def pkg(request: pytest.FixtureRequest, generated_package: GeneratedPackage) -> Any:  # noqa: ANN401
    return generated_package(request.param)


def facts_of(pkg: Any) -> Any:  # noqa: ANN401
    return importlib.import_module(f"{pkg.__name__}._facts")


class Sender:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def session_update(self, session_id: str, update: Any) -> None:  # noqa: ANN401
        self.sent.append(update.to_wire())


def test_advertising_adds_the_capability_and_keeps_the_rest(pkg: Any) -> None:  # noqa: ANN401
    facts = facts_of(pkg)
    group, name = facts.CLIENT_CAPABILITY_PATH
    given = {"fs": {"readTextFile": True}} if facts.VERSION == "v1" else {}
    advertised = pkg.sessions.ClientSessions.advertising(given, "image", "resource")
    fields = {block: field for field, block in facts.OPT_IN_BLOCK_TYPES}
    assert advertised[group][name] == {fields["image"]: {}, fields["resource"]: {}}
    assert {k: v for k, v in advertised.items() if k != group} == given
    assert given == ({"fs": {"readTextFile": True}} if facts.VERSION == "v1" else {})
    assert pkg.capabilities.may_send(advertised)
    assert pkg.capabilities.allowed_block_types(advertised, None) == facts.BASELINE_BLOCK_TYPES
    # A model in, a model of the same class out.
    model = pkg.models.ClientCapabilities.from_wire({})
    out = pkg.sessions.ClientSessions.advertising(model)
    assert type(out) is type(model) and pkg.capabilities.may_send(out)
    assert not pkg.capabilities.may_send(model)
    with pytest.raises(ValueError, match="text"):
        pkg.sessions.ClientSessions.advertising({}, "text")


def test_an_agent_s_sessions_made_in_initialize_take_a_prediction_of_texts_and_blocks(
    pkg: Any,  # noqa: ANN401
) -> None:
    sender = Sender()
    sessions = pkg.sessions.AgentSessions(sender, {}, {"session": {"promptSuggestions": {}}})
    link = {"type": "resource_link", "uri": "file:///src/parser.rs", "name": "parser.rs"}
    text = pkg.models.TextContentBlock.from_wire({"type": "text", "text": "Add tests for "})

    async def predict() -> list[object]:
        return ["Run the tests", [text, link]]

    async def scenario() -> None:
        sessions.predict("s", predict)
        await sessions.wait()
        await sessions.prompt_accepted("s", ["Then commit"])

    asyncio.run(scenario())
    first, replaced = sender.sent
    assert first["suggestions"] == [
        {"prompt": [{"type": "text", "text": "Run the tests"}]},
        {"prompt": [{"type": "text", "text": "Add tests for "}, link]},
    ]
    assert replaced["suggestions"] == [{"prompt": [{"type": "text", "text": "Then commit"}]}]
    with pytest.raises(TypeError, match="str"):
        asyncio.run(sessions.prompt_accepted("s", "Then commit"))


def test_a_client_waits_for_a_list_it_can_offer(pkg: Any) -> None:  # noqa: ANN401
    client = pkg.sessions.ClientSessions(pkg.sessions.ClientSessions.advertising({}))
    client.initialized({})
    texts = ["a"]

    def update(*suggestions: str) -> dict[str, Any]:
        listed = [{"prompt": [{"type": "text", "text": t}]} for t in suggestions]
        return {"sessionUpdate": TAG, "suggestions": listed}

    async def scenario() -> list[str]:
        waiting = asyncio.ensure_future(client.wait_offered("s"))
        await asyncio.sleep(0)
        client.receive("s", update())  # a withdrawal: it goes on waiting
        await asyncio.sleep(0)
        assert not waiting.done()
        client.receive("s", update(*texts))
        offered = await asyncio.wait_for(waiting, timeout=5)
        assert offered == client.offered("s")
        again = await asyncio.wait_for(client.wait_offered("s"), timeout=5)  # offered now
        return [s.prompt[0].text for s in again]

    assert asyncio.run(scenario()) == texts
