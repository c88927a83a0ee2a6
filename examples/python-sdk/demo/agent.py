"""A demo Agent written with the Python SDK: it echoes each prompt and predicts the next one.

The proposal's rules are the helpers' (``acp.prompt_suggestions``, generated beside the SDK's
``schema.py``); this file only tells them what happens:

- ``initialize`` keeps the Client's capabilities; each session gets an ``AgentSuggestions``;
- ``prompt`` tells it the prompt was accepted (it returns the withdrawal of a list sent
  earlier, if any), answers, and starts a prediction in the background, marked with the
  conversation as it stands;
- the prediction, when done, is offered: nothing is sent when the Client does not advertise
  ``promptSuggestions`` or when another prompt arrived meanwhile (the prediction is stale).

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
from acp.prompt_suggestions import AgentSuggestions, ConversationMark, TrafficLog
from acp.schema import (
    AgentCapabilities,
    ClientCapabilities,
    Implementation,
    PromptCapabilities,
    PromptSuggestion,
    SessionNotification,
    TextContentBlock,
)


class DemoAgent(Agent):
    def __init__(self, prediction_seconds: float) -> None:
        self._prediction_seconds = prediction_seconds
        self._prompt_capabilities = PromptCapabilities()  # text and resource links only
        self._client_capabilities: ClientCapabilities | None = None
        self._sessions: dict[str, AgentSuggestions] = {}
        self._predictions: set[asyncio.Task[None]] = set()

    def on_connect(self, conn: Client) -> None:
        self._conn = conn

    async def initialize(
        self,
        protocol_version: int,
        client_capabilities: ClientCapabilities | None = None,
        client_info: Implementation | None = None,
        **kwargs: Any,
    ) -> InitializeResponse:
        self._client_capabilities = client_capabilities
        capabilities = AgentCapabilities(prompt_capabilities=self._prompt_capabilities)
        return InitializeResponse(
            protocol_version=protocol_version, agent_capabilities=capabilities
        )

    async def new_session(
        self, cwd: str, mcp_servers: Any = None, **kwargs: Any
    ) -> NewSessionResponse:
        session_id = uuid4().hex
        self._sessions[session_id] = AgentSuggestions(
            session_id, self._client_capabilities, self._prompt_capabilities
        )
        return NewSessionResponse(session_id=session_id)

    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any) -> PromptResponse:
        suggestions = self._sessions[session_id]
        # The prompt is accepted: a list sent before it is out of date.
        await self._send(suggestions.prompt_accepted())
        text = " ".join(block.text for block in prompt if isinstance(block, TextContentBlock))
        await self._conn.session_update(
            session_id, update_agent_message(text_block(f"You said: {text}"))
        )
        if suggestions.enabled:  # predict only for a Client that can offer the result
            task = asyncio.create_task(self._predict(suggestions, suggestions.mark(), text))
            self._predictions.add(task)
            task.add_done_callback(self._predictions.discard)
        return PromptResponse(stop_reason="end_turn")

    async def _predict(
        self, suggestions: AgentSuggestions, mark: ConversationMark, text: str
    ) -> None:
        await asyncio.sleep(self._prediction_seconds)  # a model call, in a real Agent
        predicted = [
            PromptSuggestion(prompt=[text_block(f"Tell me more about: {text}")]),
            PromptSuggestion(prompt=[text_block("Run the test suite and fix what breaks")]),
        ]
        await self._send(suggestions.offer(predicted, predicted_at=mark))

    async def _send(self, notification: SessionNotification | None) -> None:
        if notification is not None:
            await self._conn.session_update(notification.session_id, notification.update)


async def main() -> None:
    log = os.environ.get("DEMO_AGENT_LOG")
    agent = DemoAgent(float(os.environ.get("DEMO_PREDICTION_SECONDS", "0.2")))
    await run_agent(agent, observers=[TrafficLog(log, side="agent")] if log else [])


if __name__ == "__main__":
    asyncio.run(main())
