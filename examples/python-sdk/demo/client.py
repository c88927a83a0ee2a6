"""A demo Client written with the Python SDK: it starts ``agent.py`` over stdio and sends
prompts, each after the Agent's suggestions for it arrive, accepting the first suggestion
as the next prompt.

``ClientSuggestions`` (``acp.prompt_suggestions``) keeps the session's current list: it takes
each session update as the SDK hands it to ``Client.session_update``, and ``accept(index)``
gives the suggestion's content blocks, ready for ``conn.prompt``. Sending it is this
program's choice, standing in for the user's explicit action.

    python client.py [--prompts N] [--no-suggestions] [--no-wait] [--log FILE]

``--no-suggestions``: do not advertise ``promptSuggestions`` (the Agent then predicts
nothing); ``--no-wait``: send each next prompt at once, without waiting for suggestions (only
the last prompt's are waited for);
``--log``: record the Client's traffic there (``TrafficLog``). Each line printed is one thing
that happened.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from acp import PROTOCOL_VERSION, Client, RequestError, spawn_agent_process, text_block
from acp.prompt_suggestions import ClientSuggestions, TrafficLog
from acp.schema import (
    ClientCapabilities,
    ClientSessionCapabilities,
    PermissionOption,
    PromptSuggestionsCapabilities,
    RequestPermissionResponse,
    TextContentBlock,
    ToolCallUpdate,
)

AGENT = Path(__file__).resolve().with_name("agent.py")
WAIT_SECONDS = 30.0


def text_of(blocks: list[Any]) -> str:
    return " ".join(block.text for block in blocks if isinstance(block, TextContentBlock))


class DemoClient(Client):
    def __init__(self, capabilities: ClientCapabilities) -> None:
        # Until the Agent's initialize response names its prompt capabilities: the baseline.
        self.suggestions = ClientSuggestions(capabilities, None)
        self.offered = asyncio.Event()

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        before = self.suggestions.current
        current = self.suggestions.receive(update)
        if current is not before:  # a suggestions update replaced the list
            print(f"suggestions: {[text_of(s.prompt) for s in current]}", flush=True)
            if current:
                self.offered.set()

    async def request_permission(
        self,
        session_id: str,
        tool_call: ToolCallUpdate,
        options: list[PermissionOption],
        **kwargs: Any,
    ) -> RequestPermissionResponse:
        raise RequestError.method_not_found("session/request_permission")


async def main(prompts: int, advertise: bool, wait: bool, log: str | None) -> None:
    session = (
        ClientSessionCapabilities(prompt_suggestions=PromptSuggestionsCapabilities())
        if advertise
        else None
    )
    capabilities = ClientCapabilities(session=session)
    client = DemoClient(capabilities)
    observers = [TrafficLog(log, side="client")] if log else []
    # The Agent runs with this program's environment (the SDK's defaults keep only a few keys).
    spawned = spawn_agent_process(
        client, sys.executable, str(AGENT), env=dict(os.environ), observers=observers
    )
    async with spawned as (conn, _):
        initialized = await conn.initialize(
            protocol_version=PROTOCOL_VERSION, client_capabilities=capabilities
        )
        # What the Client offers, it can send: both sides' capabilities decide.
        agent = initialized.agent_capabilities
        client.suggestions = ClientSuggestions(
            capabilities, agent.prompt_capabilities if agent else None
        )
        session_id = (await conn.new_session(cwd=str(Path.cwd()), mcp_servers=[])).session_id
        prompt: list[Any] = [text_block("Hello, Agent")]
        for _ in range(prompts):
            client.offered.clear()
            print(f"prompt: {text_of(prompt)}", flush=True)
            response = await conn.prompt(session_id=session_id, prompt=prompt)
            print(f"response: {response.stop_reason}", flush=True)
            if wait and advertise:
                await asyncio.wait_for(client.offered.wait(), WAIT_SECONDS)
            offered = client.suggestions.offered
            # The user accepts the first suggestion and sends it; without one, types another.
            prompt = client.suggestions.accept(0) if offered else [text_block("What next?")]
        if advertise:  # the last prediction, before the Client goes
            await asyncio.wait_for(client.offered.wait(), WAIT_SECONDS)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prompts", type=int, default=3)
    parser.add_argument("--no-suggestions", action="store_true")
    parser.add_argument("--no-wait", action="store_true")
    parser.add_argument("--log")
    args = parser.parse_args()
    asyncio.run(main(args.prompts, not args.no_suggestions, not args.no_wait, args.log))
