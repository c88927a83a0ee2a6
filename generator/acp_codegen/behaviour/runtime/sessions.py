"""Prompt Suggestions on one connection: every session's state, and the sending.

- :class:`AgentSessions`: an Agent's side of a connection. It keeps the Client's
  capabilities from ``initialize``, an :class:`~.suggestions.AgentSuggestions` per
  session, and the predictions running in the background; it sends what the rules say
  to send through the connection's ``session_update``.
- :class:`ClientSessions`: a Client's side. It keeps the Agent's prompt capabilities
  from the ``initialize`` response and a :class:`~.suggestions.ClientSuggestions` per
  session, and tells whether each received update was a suggestions update.

The rules are :mod:`.suggestions`'s; these classes only route each event to its session.
A session is started, with an empty list, the first time it is named; naming one before
``initialized`` was called raises :class:`NotInitializedError` (what the rules allow
depends on the capabilities it keeps).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from ._facts import (
    ACCEPTANCE,
    BLOCK_TYPE_PROPERTY,
    PROMPT_PROPERTY,
    ContentBlock,
    Notification,
    PromptSuggestion,
    to_wire,
)
from .capabilities import (
    Capabilities,
    CapabilitiesArgument,
    advertising_suggestions,
    agent_prompt_capabilities,
)
from .suggestions import AgentSuggestions, ClientSuggestions, ConversationMark

__all__ = [
    "AgentSessions",
    "ClientSessions",
    "NotInitializedError",
    "Replay",
    "UpdateSender",
]

Suggestion = PromptSuggestion | Mapping[str, object] | str | Sequence[ContentBlock]
"""A suggestion: a model or its wire form, its prompt (a sequence of content blocks, as
models or wire forms), or a text (a prompt of one text block)."""
Suggestions = Sequence[Suggestion]
"""Suggestions, each as :data:`Suggestion` says."""


def _suggestion(value: Suggestion) -> PromptSuggestion | Mapping[str, object]:
    """Return ``value`` as a suggestion model or its wire form (:data:`Suggestion`)."""
    if isinstance(value, str):
        return {PROMPT_PROPERTY: [{BLOCK_TYPE_PROPERTY: "text", "text": value}]}
    if isinstance(value, PromptSuggestion | Mapping):
        return value
    blocks: list[object] = []
    for block in value:
        wire = to_wire(block)
        blocks.append(block if wire is None else wire)
    return {PROMPT_PROPERTY: blocks}


def _suggestions(values: Suggestions) -> list[PromptSuggestion | Mapping[str, object]]:
    if isinstance(values, str):  # one text is not a list of suggestions
        msg = f"expected a sequence of suggestions, got str {values!r}"
        raise TypeError(msg)
    return [_suggestion(value) for value in values]


Result = TypeVar("Result")


class NotInitializedError(RuntimeError):
    """A session's helpers were used before ``initialized`` gave them the capabilities.

    Without them the helpers cannot tell what the rules allow: an Agent would send
    nothing (as to a Client that does not advertise ``promptSuggestions``), a Client
    would skip what the Agent's prompt capabilities allow. The message names the call.
    """

    def __init__(self, call: str, where: str) -> None:
        """Say that ``call`` was not made (it belongs ``where``)."""
        super().__init__(
            f"{call} was not called: call it {where}, before any session's suggestions "
            "are used"
        )


_UNKNOWN: Any = object()
"""Capabilities not known yet: ``initialized`` was not called."""


class UpdateSender(Protocol):
    """What sends a session update to the Client: an SDK's connection to it."""

    # Any (ANN401): the update is one of the models' session update classes, which an
    # SDK's connection types as their union, a union its models' module may not name.
    def session_update(
        self,
        session_id: str,
        update: Any,  # noqa: ANN401, RUF100
        /,
    ) -> Awaitable[object]:
        """Send ``update`` as a ``session/update`` notification of ``session_id``."""
        ...


class AgentSessions:
    """The Agent's suggestions on one connection to a Client.

    Tell it :meth:`initialized` with the Client's capabilities, then, per session, what
    happens: :meth:`prompt_accepted` (and, in v2, :meth:`foreground_work_started`),
    :meth:`conversation_changed`, :meth:`replay`, :meth:`closed`; :meth:`predict` runs a
    prediction in the background and offers its result. Each sends through ``client``
    what the rules say to send, and nothing else.
    """

    def __init__(
        self,
        client: UpdateSender,
        agent_prompt_capabilities: CapabilitiesArgument = None,
        client_capabilities: CapabilitiesArgument = _UNKNOWN,
    ) -> None:
        """Send through ``client``, for an Agent with ``agent_prompt_capabilities``.

        ``client`` is the connection to the Client (the SDK's ``conn`` of
        ``Agent.on_connect``); ``agent_prompt_capabilities`` are the ones the Agent's
        ``initialize`` response advertises (None: the baseline);
        ``client_capabilities``, when the sessions are made in the Agent's
        ``initialize``, are the Client's from its request, as :meth:`initialized` takes
        them (None: none advertised).
        """
        self._client = client
        self._agent = agent_prompt_capabilities
        self._client_capabilities: CapabilitiesArgument = client_capabilities
        self._sessions: dict[str, AgentSuggestions] = {}
        self._predictions: set[asyncio.Task[None]] = set()

    def initialized(self, client_capabilities: CapabilitiesArgument) -> None:
        """Keep the Client's capabilities from its ``initialize`` request.

        Sessions started from now on are held to them; None: none advertised, and
        nothing is predicted or sent.
        """
        self._client_capabilities = client_capabilities

    def session(self, session_id: str) -> AgentSuggestions:
        """Return the suggestions of ``session_id``, started empty at its first use.

        Raises :class:`NotInitializedError` before :meth:`initialized`.
        """
        found = self._sessions.get(session_id)
        if found is None:
            if self._client_capabilities is _UNKNOWN:
                call = "AgentSessions.initialized(client_capabilities)"
                where = "in the Agent's initialize, with the Client's capabilities"
                raise NotInitializedError(call, where)
            found = AgentSuggestions(session_id, self._client_capabilities, self._agent)
            self._sessions[session_id] = found
        return found

    async def prompt_accepted(
        self, session_id: str, replacement: Suggestions = ()
    ) -> None:
        """Record that the Agent accepted a ``session/prompt`` of ``session_id``.

        In v1 a prompt is accepted when the request arrives, in v2 when the Agent
        inserts its user message. Sends the update that withdraws the session's list, or
        that replaces it with ``replacement``, when there is a list; predictions in
        flight are discarded when they complete (see
        :meth:`AgentSuggestions.prompt_accepted`).
        """
        session = self.session(session_id)
        await self._send(session.prompt_accepted(_suggestions(replacement)))

    # v2: the only version where work starts without a prompt.
    if ACCEPTANCE == "insertion":

        async def foreground_work_started(
            self, session_id: str, replacement: Suggestions = ()
        ) -> None:
            """Record that foreground work started in ``session_id`` with no prompt.

            The list no longer applies, as after any change of the conversation: the
            session's ``foreground_work_started`` is its ``conversation_changed``, which
            is called here by the name every version's sessions have.
            """
            session = self.session(session_id)
            await self._send(session.conversation_changed(_suggestions(replacement)))

    async def conversation_changed(
        self, session_id: str, replacement: Suggestions = ()
    ) -> None:
        """Record any other change of ``session_id``'s conversation (a reset)."""
        session = self.session(session_id)
        await self._send(session.conversation_changed(_suggestions(replacement)))

    def closed(self, session_id: str) -> None:
        """Forget ``session_id`` (``session/close``); what it predicts is not sent."""
        self._sessions.pop(session_id, None)

    def replay(self, session_id: str) -> Replay:
        """Hold back suggestions while the ``with`` block replays ``session_id``.

        For the replay request (``session/load`` in v1, ``session/resume`` in v2):
        nothing is offered during it, and the session starts with an empty list after.
        """
        return Replay(self.session(session_id))

    def predict(
        self,
        session_id: str,
        predictor: Callable[..., Awaitable[Suggestions]],
        *args: object,
    ) -> asyncio.Task[None] | None:
        """Predict ``session_id``'s next prompts in the background, and offer them.

        ``predictor(*args)`` is awaited in a task of its own, from the conversation as
        it stands now; its suggestions are sent when they are ready, unless the
        conversation changed meanwhile (they are discarded) or the session is being
        replayed. Returns the task, or None when the Client did not advertise
        ``promptSuggestions`` (``predictor`` is not called: there is nothing to predict
        for). A prediction that raises, or whose suggestions break the rules
        (:class:`~.suggestions.SuggestionsRejected`), is reported to the event loop's
        exception handler.
        """
        suggestions = self.session(session_id)
        if not suggestions.enabled:
            return None
        prediction = predictor(*args)
        task = asyncio.create_task(
            self._offer(suggestions, suggestions.mark(), prediction)
        )
        self._predictions.add(task)
        task.add_done_callback(self._finished)
        return task

    async def wait(self) -> None:
        """Wait until every prediction in flight is done (sent or discarded)."""
        while self._predictions:
            await asyncio.wait(tuple(self._predictions))

    async def _offer(
        self,
        suggestions: AgentSuggestions,
        mark: ConversationMark,
        prediction: Awaitable[Suggestions],
    ) -> None:
        predicted = _suggestions(await prediction)
        if (
            self._sessions.get(suggestions.session_id) is suggestions
        ):  # not closed since
            await self._send(suggestions.offer(predicted, predicted_at=mark))

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._predictions.discard(task)
        error = None if task.cancelled() else task.exception()
        if error is not None:
            message = "a prompt suggestions prediction failed"
            context = {"message": message, "exception": error, "task": task}
            task.get_loop().call_exception_handler(context)

    async def _send(self, notification: Notification | None) -> None:
        if notification is not None:
            await self._client.session_update(
                notification.session_id, notification.update
            )


class Replay:
    """A session's replay, as a ``with`` block: see :meth:`AgentSessions.replay`."""

    def __init__(self, suggestions: AgentSuggestions) -> None:
        """Replay the session of ``suggestions``."""
        self._suggestions = suggestions

    def __enter__(self) -> None:
        """Record that the replay began."""
        self._suggestions.replay_started()

    def __exit__(self, *_: object) -> None:
        """Record that it ended, however it ended."""
        self._suggestions.replay_finished()


class ClientSessions:
    """The Client's suggestions on one connection to an Agent: each session's list."""

    @staticmethod
    def advertising(
        client_capabilities: Capabilities, *block_types: str
    ) -> Capabilities:
        """Return ``client_capabilities`` with ``promptSuggestions`` advertised.

        ``block_types`` are the block types beyond ``text`` and ``resource_link`` this
        Client can offer (``"image"``, ``"audio"``, ``"resource"``); see
        :func:`~.capabilities.advertising_suggestions`.
        """
        return advertising_suggestions(client_capabilities, *block_types)

    def __init__(self, client_capabilities: CapabilitiesArgument) -> None:
        """Start with this Client's own ``client_capabilities``.

        The Agent's prompt capabilities come with :meth:`initialized`.
        """
        self._client = client_capabilities
        self._agent: CapabilitiesArgument = _UNKNOWN
        self._sessions: dict[str, ClientSuggestions] = {}
        self._replaced: dict[str, asyncio.Event] = {}  # set when a list is replaced

    def initialized(self, initialize_result: Result) -> Result:
        """Keep the Agent's prompt capabilities from its ``initialize`` result.

        Returns ``initialize_result`` as it is (so the call can wrap the request).
        Sessions started from now on offer only what this Client can send to this
        Agent.
        """
        self._agent = agent_prompt_capabilities(initialize_result)
        return initialize_result

    def session(self, session_id: str) -> ClientSuggestions:
        """Return the suggestions of ``session_id``, started empty at its first use.

        Raises :class:`NotInitializedError` before :meth:`initialized`.
        """
        found = self._sessions.get(session_id)
        if found is None:
            if self._agent is _UNKNOWN:
                call = "ClientSessions.initialized(initialize_result)"
                where = "with the result of the Client's initialize request"
                raise NotInitializedError(call, where)
            found = ClientSuggestions(self._client, self._agent)
            self._sessions[session_id] = found
        return found

    def closed(self, session_id: str) -> None:
        """Forget ``session_id`` and its list."""
        self._sessions.pop(session_id, None)
        self._replaced.pop(session_id, None)

    def receive(self, session_id: str, update: object) -> bool:
        """Apply an update of ``session_id``; return whether it replaced the list.

        True when it was a suggestions update. ``update`` as the SDK's
        ``Client.session_update`` gets it (or the notification, or either's wire form);
        see :meth:`ClientSuggestions.receive`.
        """
        replaced = self.session(session_id).receive(update)
        waiting = self._replaced.get(session_id)
        if replaced and waiting is not None:
            waiting.set()
        return replaced

    def offered(self, session_id: str) -> tuple[PromptSuggestion, ...]:
        """Return what ``session_id`` offers now (its session's ``offered``)."""
        return self.session(session_id).offered

    async def wait_offered(self, session_id: str) -> tuple[PromptSuggestion, ...]:
        """Wait until ``session_id`` offers suggestions, and return them.

        At once when it offers some now; else once an update replaces its list with one
        this Client can offer (a withdrawal goes on waiting). For code that waits for
        the next list (a script, a test) rather than acting in ``session_update``; wrap
        it in ``asyncio.wait_for`` for a time limit.
        """
        suggestions = self.session(session_id)
        while not suggestions.offered:
            replaced = self._replaced.setdefault(session_id, asyncio.Event())
            replaced.clear()
            await replaced.wait()
        return suggestions.offered
