"""A demo Client written with the Python SDK: it starts ``agent.py`` over stdio and sends
prompts, each after the Agent's suggestions for it arrive, accepting the first suggestion
as the next prompt.

Its glue, the lines whose comments say ``suggestions``, advertises ``promptSuggestions``
(``ClientSessions.advertising``) and tells ``ClientSessions`` (``acp.prompt_suggestions``),
the helper of one connection, the Agent's ``initialize`` result and each session update as
the SDK hands it to ``Client.session_update``; ``receive`` says whether the update replaced
the session's list, ``display_text`` shows a suggestion of any block kind, ``wait_offered``
waits for the session's next list, and ``accept`` gives the content blocks of the suggestion
shown, ready for ``conn.prompt``. Sending it is this program's choice, standing in for the
user's explicit action.

    python client.py [--prompts N] [--no-suggestions] [--no-wait] [--log FILE]

``--no-suggestions``: do not advertise ``promptSuggestions`` (the Agent then predicts
nothing); ``--no-wait``: send each next prompt at once, without waiting for suggestions (only
the last prompt's are waited for); ``--log``: record the Client's traffic there
(``TrafficLog``). Each line printed is one thing that happened.

``spawn_agent_process`` starts the Agent with a few variables of this environment only
(``HOME``, ``LOGNAME``, ``PATH``, ``SHELL``, ``TERM``, ``USER`` on POSIX) and its ``env``
argument: the Agent gets ``PYTHONPATH`` (how it imports the SDK when it is not installed)
and the demo's ``DEMO_*`` variables that way.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from acp import PROTOCOL_VERSION, Client, RequestError, spawn_agent_process, text_block
from acp.prompt_suggestions import ClientSessions, TrafficLog, display_text
from acp.schema import (
    ClientCapabilities,
    PermissionOption,
    RequestPermissionResponse,
    TextContentBlock,
    ToolCallUpdate,
)

AGENT = Path(__file__).resolve().with_name("agent.py")
WAIT_SECONDS = 30.0
# What the Agent needs of this environment, beside spawn_agent_process's few defaults.
AGENT_ENVIRONMENT = ("PYTHONPATH", "DEMO_AGENT_LOG", "DEMO_PREDICTION_SECONDS")


def text_of(blocks: list[Any]) -> str:
    return " ".join(block.text for block in blocks if isinstance(block, TextContentBlock))


class DemoClient(Client):
    def __init__(self, capabilities: ClientCapabilities) -> None:
        self.suggestions = ClientSessions(capabilities)  # suggestions

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        if self.suggestions.receive(session_id, update):  # suggestions
            shown = [display_text(s) for s in self.suggestions.offered(session_id)]
            print(f"suggestions: {shown}", flush=True)

    async def request_permission(
        self,
        session_id: str,
        tool_call: ToolCallUpdate,
        options: list[PermissionOption],
        **kwargs: Any,
    ) -> RequestPermissionResponse:
        raise RequestError.method_not_found("session/request_permission")


async def main(prompts: int, advertise: bool, wait: bool, log: str | None) -> None:
    capabilities = ClientCapabilities()
    if advertise:
        capabilities = ClientSessions.advertising(capabilities)  # suggestions
    client = DemoClient(capabilities)
    observers = [TrafficLog(log, side="client")] if log else []
    env = {key: os.environ[key] for key in AGENT_ENVIRONMENT if key in os.environ}
    spawned = spawn_agent_process(client, sys.executable, str(AGENT), env=env, observers=observers)
    async with spawned as (conn, _):
        client.suggestions.initialized(  # suggestions
            await conn.initialize(
                protocol_version=PROTOCOL_VERSION, client_capabilities=capabilities
            )
        )
        session_id = (await conn.new_session(cwd=str(Path.cwd()), mcp_servers=[])).session_id
        prompt: list[Any] = [text_block("Hello, Agent")]
        suggestions = client.suggestions
        for index in range(prompts):
            if index:
                # The user accepts the first suggestion shown and sends it; without one,
                # types another.
                offered = suggestions.offered(session_id)
                prompt = (
                    suggestions.session(session_id).accept(offered[0])  # suggestions
                    if offered
                    else [text_block("What next?")]
                )
            print(f"prompt: {text_of(prompt)}", flush=True)
            response = await conn.prompt(session_id=session_id, prompt=prompt)
            print(f"response: {response.stop_reason}", flush=True)
            if advertise and (wait or index == prompts - 1):
                # Its suggestions (for the last prompt, before the Client goes).
                await asyncio.wait_for(suggestions.wait_offered(session_id), WAIT_SECONDS)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prompts", type=int, default=3)
    parser.add_argument("--no-suggestions", action="store_true")
    parser.add_argument("--no-wait", action="store_true")
    parser.add_argument("--log")
    args = parser.parse_args()
    asyncio.run(main(args.prompts, not args.no_suggestions, not args.no_wait, args.log))
