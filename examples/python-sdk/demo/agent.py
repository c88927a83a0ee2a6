"""A demo Agent written with the Python SDK: it echoes each prompt and predicts the next one.

The proposal's rules are the helpers' (``acp.prompt_suggestions``, generated beside the SDK's
``schema.py``). Its three lines of glue, whose comments say ``suggestions``, make
``AgentSessions``, the helper of one connection, in ``initialize`` with the Client's
capabilities, and tells it what happens; it keeps each session's list, runs each prediction
in the background and sends what the rules say to send: a list once it is predicted, unless
the Client does not advertise ``promptSuggestions`` (nothing is predicted) or another prompt
arrived meanwhile (the prediction is stale), and the withdrawal of the list when the next
prompt is accepted. A prediction is a list of texts (or of content blocks).

Environment: ``DEMO_AGENT_LOG`` records the Agent's traffic there (``TrafficLog``);
``DEMO_PREDICTION_SECONDS`` is how long a prediction takes (default 0.2).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any
from uuid import uuid4

from acp import (
    Agent,
    InitializeResponse,
    NewSessionResponse,
    PromptResponse,
    run_agent,
    text_block,
    update_agent_message,
)
from acp.interfaces import Client
from acp.prompt_suggestions import AgentSessions, TrafficLog
from acp.schema import (
    AgentCapabilities,
    ClientCapabilities,
    Implementation,
    PromptCapabilities,
    TextContentBlock,
)

PROMPT_CAPABILITIES = PromptCapabilities()  # text and resource links only


class DemoAgent(Agent):
    def __init__(self, prediction_seconds: float) -> None:
        self._prediction_seconds = prediction_seconds

    def on_connect(self, conn: Client) -> None:
        self._conn = conn

    async def initialize(
        self,
        protocol_version: int,
        client_capabilities: ClientCapabilities | None = None,
        client_info: Implementation | None = None,
        **kwargs: Any,
    ) -> InitializeResponse:
        self._suggestions = AgentSessions(  # suggestions
            self._conn, PROMPT_CAPABILITIES, client_capabilities
        )
        capabilities = AgentCapabilities(prompt_capabilities=PROMPT_CAPABILITIES)
        return InitializeResponse(
            protocol_version=protocol_version, agent_capabilities=capabilities
        )

    async def new_session(
        self, cwd: str, mcp_servers: Any = None, **kwargs: Any
    ) -> NewSessionResponse:
        return NewSessionResponse(session_id=uuid4().hex)

    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any) -> PromptResponse:
        await self._suggestions.prompt_accepted(session_id)  # suggestions
        text = " ".join(block.text for block in prompt if isinstance(block, TextContentBlock))
        await self._conn.session_update(
            session_id, update_agent_message(text_block(f"You said: {text}"))
        )
        self._suggestions.predict(session_id, self._predict, text)  # suggestions
        return PromptResponse(stop_reason="end_turn")

    async def _predict(self, text: str) -> list[str]:
        await asyncio.sleep(self._prediction_seconds)  # a model call, in a real Agent
        return [f"Tell me more about: {text}", "Run the test suite and fix what breaks"]


async def main() -> None:
    log = os.environ.get("DEMO_AGENT_LOG")
    agent = DemoAgent(float(os.environ.get("DEMO_PREDICTION_SECONDS", "0.2")))
    await run_agent(agent, observers=[TrafficLog(log, side="agent")] if log else [])


if __name__ == "__main__":
    asyncio.run(main())
