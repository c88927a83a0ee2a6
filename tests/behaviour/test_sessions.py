"""Each side of one connection (``sessions.py``): every session's state, routed by session id,
and the Agent's predictions sent from the background, under interleavings a real connection
has (a prompt overtaking a prediction, several sessions at once, a replay)."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from support import GeneratedPackage

ADVERTISED = {"session": {"promptSuggestions": {}}}
TAG = "prompt_suggestions_update"


@pytest.fixture(params=["v1", "v2"])
def pkg(request: pytest.FixtureRequest, generated_package: GeneratedPackage) -> Any:  # noqa: ANN401
    return generated_package(request.param, "sessions")


class Sender:
    """A connection to the Client that records what it is asked to send."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []

    async def session_update(self, session_id: str, update: Any) -> None:  # noqa: ANN401
        self.sent.append((session_id, update.to_wire()))

    def lists(self) -> list[tuple[str, list[str]]]:
        """Each suggestions update sent: its session and the texts of its suggestions."""
        return [
            (session, [s["prompt"][0]["text"] for s in update["suggestions"]])
            for session, update in self.sent
            if update["sessionUpdate"] == TAG
        ]


def predictor(*texts: str, gate: asyncio.Event | None = None) -> Callable[[], Awaitable[Any]]:
    """A prediction of ``texts``, ready once ``gate`` is set (at once without one)."""

    async def predict() -> list[dict[str, Any]]:
        if gate is not None:
            await gate.wait()
        return [{"prompt": [{"type": "text", "text": text}]} for text in texts]

    return predict


def run(scenario: Callable[[Sender], Awaitable[None]]) -> Sender:
    sender = Sender()
    asyncio.run(scenario(sender))
    return sender


def test_a_prediction_is_sent_when_ready_and_withdrawn_by_the_next_prompt(pkg: Any) -> None:
    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        await sessions.prompt_accepted("s")  # an empty list: nothing to withdraw
        assert sessions.predict("s", predictor("a", "b")) is not None
        await sessions.wait()
        await sessions.prompt_accepted("s")

    assert run(scenario).lists() == [("s", ["a", "b"]), ("s", [])]


def test_nothing_is_predicted_or_sent_without_the_capability(pkg: Any) -> None:
    called: list[str] = []

    async def never() -> list[Any]:
        called.append("predicted")
        return []

    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        for capabilities in (None, {}, {"session": {}}):
            sessions.initialized(capabilities)
            assert sessions.predict(f"s{capabilities}", never) is None
        await sessions.wait()

    assert run(scenario).sent == [] and called == []


def test_a_prediction_the_next_prompt_overtook_is_discarded(pkg: Any) -> None:
    """A queued prompt accepted while the prediction runs: "the Agent MUST discard that
    prediction"; the next prompt's prediction is sent."""

    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        gate = asyncio.Event()
        stale = sessions.predict("s", predictor("stale", gate=gate))
        await sessions.prompt_accepted("s")
        sessions.predict("s", predictor("fresh"))
        gate.set()
        await sessions.wait()
        assert stale is not None and stale.done()

    assert run(scenario).lists() == [("s", ["fresh"])]


def test_sessions_on_one_connection_keep_their_own_lists_and_marks(pkg: Any) -> None:
    """A prompt in one session overtakes that session's prediction only, and withdraws that
    session's list only."""

    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        gate = asyncio.Event()
        sessions.predict("a", predictor("for a", gate=gate))
        sessions.predict("b", predictor("for b", gate=gate))
        await sessions.prompt_accepted("a")
        gate.set()
        await sessions.wait()
        await sessions.prompt_accepted("a")  # a's list is empty: nothing to withdraw
        await sessions.prompt_accepted("b")

    assert run(scenario).lists() == [("b", ["for b"]), ("b", [])]


def test_a_mark_of_one_session_cannot_send_in_another(pkg: Any) -> None:
    suggestions = pkg.AgentSessions(Sender())
    suggestions.initialized(ADVERTISED)
    a, b = suggestions.session("a"), suggestions.session("b")
    wire = [{"prompt": [{"type": "text", "text": "x"}]}]
    with pytest.raises(ValueError, match="a mark of session 'a' offered in session 'b'"):
        b.offer(wire, predicted_at=a.mark())
    assert b.current == ()
    assert a.offer(wire, predicted_at=a.mark()) is not None


def test_nothing_is_offered_during_a_replay_and_the_session_starts_empty_after(
    pkg: Any,
) -> None:
    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        sessions.predict("s", predictor("before"))
        await sessions.wait()
        gate = asyncio.Event()
        with sessions.replay("s"):
            sessions.predict("s", predictor("during"))
            await sessions.wait()
            late = sessions.predict("s", predictor("late", gate=gate))
        assert sessions.session("s").current == ()
        gate.set()
        await sessions.wait()
        assert late is not None and late.done()
        await sessions.prompt_accepted("s")  # empty after the replay: nothing to withdraw

    assert run(scenario).lists() == [("s", ["before"])]


def test_a_closed_session_s_prediction_is_not_sent(pkg: Any) -> None:
    async def scenario(sender: Sender) -> None:
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        gate = asyncio.Event()
        sessions.predict("closed", predictor("x", gate=gate))
        sessions.predict("open", predictor("y", gate=gate))
        sessions.closed("closed")
        gate.set()
        await sessions.wait()

    assert run(scenario).lists() == [("open", ["y"])]


def test_a_prediction_that_fails_goes_to_the_loop_s_exception_handler(pkg: Any) -> None:
    reported: list[dict[str, Any]] = []

    async def broken() -> list[Any]:
        raise RuntimeError("model unavailable")

    async def scenario(sender: Sender) -> None:
        asyncio.get_running_loop().set_exception_handler(
            lambda _, context: reported.append(context)
        )
        sessions = pkg.AgentSessions(sender)
        sessions.initialized(ADVERTISED)
        sessions.predict("s", broken)
        sessions.predict("t", predictor(" "))  # blank: rejected by the rules
        await sessions.wait()

    assert run(scenario).sent == []
    errors = [type(context["exception"]).__name__ for context in reported]
    assert errors == ["RuntimeError", "SuggestionsRejected"]
    assert all(c["message"] == "a prompt suggestions prediction failed" for c in reported)


def test_the_client_offers_what_the_agent_s_initialize_result_lets_it_send(pkg: Any) -> None:
    """The Agent's prompt capabilities come from its ``initialize`` result: an image suggestion
    is offered once the Agent takes image prompts; before the result, receiving is an error."""
    image = {"type": "image", "data": "AA==", "mimeType": "image/png"}
    update = {"sessionUpdate": TAG, "suggestions": [{"prompt": [image]}]}
    caps = {"session": {"promptSuggestions": {"image": {}}}}
    facts = sys.modules[pkg.__name__.rpartition(".")[0] + "._facts"]
    takes_images = True if "image" in facts.AGENT_BOOLEAN_FIELDS else {}  # v1: true, v2: {}
    result: dict[str, Any] = {"image": takes_images}
    for key in reversed(facts.AGENT_PROMPT_CAPABILITIES_PATH):  # v1: agentCapabilities, ...
        result = {key: result}
    before = pkg.ClientSessions(caps)
    with pytest.raises(pkg.NotInitializedError, match=r"ClientSessions\.initialized"):
        before.receive("s", update)  # not the baseline's silence: the call is named
    after = pkg.ClientSessions(caps)
    assert after.initialized(result) is result
    assert after.receive("s", update) and len(after.session("s").offered) == 1


def test_the_client_keeps_each_session_s_list_and_tells_a_suggestions_update(pkg: Any) -> None:
    client = pkg.ClientSessions(ADVERTISED)
    client.initialized({})
    first = {"sessionUpdate": TAG, "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}]}
    assert client.receive("a", first) is True
    plan = {"sessionUpdate": "plan", "entries": []}
    assert client.receive("a", plan) is False
    assert client.receive("b", {"sessionUpdate": TAG, "suggestions": []}) is True
    assert [s.prompt[0].text for s in client.session("a").offered] == ["a"]
    assert client.session("b").offered == ()
    assert client.session("a").accept(0)[0].text == "a"
    client.closed("a")
    assert client.session("a").current == ()
