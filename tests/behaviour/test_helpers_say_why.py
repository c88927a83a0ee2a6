"""The helpers never fail silently: a session used before the capabilities are known names
the missing call, an accepted suggestion that is no longer offered says why, and a suggestion
of any block kind the capability admits can be shown (``display_text``)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from support import GeneratedPackage

TAG = "prompt_suggestions_update"
ADVERTISED = {"session": {"promptSuggestions": {}}}
EVERY_KIND = {"session": {"promptSuggestions": {"image": {}, "audio": {}, "embeddedContext": {}}}}


@pytest.fixture(params=["v1", "v2"])
def version(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def pkg(version: str, generated_package: GeneratedPackage) -> Any:  # noqa: ANN401
    return generated_package(version)


def text(value: str) -> dict[str, Any]:
    return {"prompt": [{"type": "text", "text": value}]}


def update(*suggestions: dict[str, Any]) -> dict[str, Any]:
    return {"sessionUpdate": TAG, "suggestions": list(suggestions)}


class Sender:
    def __init__(self) -> None:
        self.sent: list[object] = []

    async def session_update(self, session_id: str, update: object) -> None:
        self.sent.append(update)


# -- the capabilities, before initialized ----------------------------------------------------


def test_an_agent_s_sessions_before_initialized_name_the_missing_call(pkg: Any) -> None:  # noqa: ANN401
    """Without ``initialized`` an Agent sent nothing at all, as to a Client that does not
    advertise the capability; now each use says which call is missing."""
    sessions = pkg.sessions.AgentSessions(Sender())

    async def predict() -> list[dict[str, Any]]:
        return [text("Run the tests")]

    async def scenario() -> None:
        with pytest.raises(pkg.sessions.NotInitializedError) as raised:
            await sessions.prompt_accepted("s")
        assert "AgentSessions.initialized(client_capabilities) was not called" in str(raised.value)
        with pytest.raises(pkg.sessions.NotInitializedError):
            sessions.predict("s", predict)
        with pytest.raises(pkg.sessions.NotInitializedError):
            sessions.session("s")

    asyncio.run(scenario())


def test_initialized_with_no_capabilities_is_a_client_that_advertises_nothing(
    pkg: Any,  # noqa: ANN401
) -> None:
    sender = Sender()
    sessions = pkg.sessions.AgentSessions(sender)
    sessions.initialized(None)  # the Client's initialize had no clientCapabilities

    async def predict() -> list[dict[str, Any]]:
        raise AssertionError("not called: there is nothing to predict for")

    async def scenario() -> None:
        assert sessions.predict("s", predict) is None
        await sessions.prompt_accepted("s")

    asyncio.run(scenario())
    assert sender.sent == []


def test_a_client_s_sessions_before_initialized_name_the_missing_call(pkg: Any) -> None:  # noqa: ANN401
    """Without ``initialized`` a Client took the Agent for one without image prompts and
    dropped image suggestions silently."""
    image = {"type": "image", "data": "AA==", "mimeType": "image/png"}
    client = pkg.sessions.ClientSessions(EVERY_KIND)
    with pytest.raises(pkg.sessions.NotInitializedError, match=r"ClientSessions\.initialized"):
        client.receive("s", update({"prompt": [image]}))
    with pytest.raises(pkg.sessions.NotInitializedError):
        client.session("s")
    client.initialized({})  # an Agent that advertises no prompt capabilities: the baseline
    assert client.receive("s", update({"prompt": [image]}))
    assert client.session("s").offered == ()


# -- accept: why a suggestion is not offered ---------------------------------------------------


def client(pkg: Any) -> Any:  # noqa: ANN401
    return pkg.suggestions.ClientSuggestions(ADVERTISED, {})


def reason_of(pkg: Any, suggestions: Any, choice: object) -> tuple[str, str]:  # noqa: ANN401
    with pytest.raises(pkg.suggestions.SuggestionNotOffered) as raised:
        suggestions.accept(choice)
    assert isinstance(raised.value, IndexError)  # as an index past a list's end always was
    return raised.value.reason, str(raised.value)


def test_accept_after_the_agent_withdrew_the_list_says_withdrawn(pkg: Any) -> None:  # noqa: ANN401
    suggestions = client(pkg)
    suggestions.receive(update(text("a")))
    shown = suggestions.offered[0]
    suggestions.receive(update())
    reason, message = reason_of(pkg, suggestions, 0)
    assert reason == "withdrawn" and "the Agent withdrew the list" in message
    assert reason_of(pkg, suggestions, shown)[0] == "withdrawn"


def test_accept_of_a_suggestion_of_a_replaced_list_says_replaced(pkg: Any) -> None:  # noqa: ANN401
    """The list shown was replaced before the user chose: the suggestion shown is refused,
    though an index would pick from the new list."""
    suggestions = client(pkg)
    suggestions.receive(update(text("a"), text("b")))
    shown = suggestions.offered[1]
    suggestions.receive(update(text("c"), text("d")))
    reason, message = reason_of(pkg, suggestions, shown)
    assert reason == "replaced"
    assert message == "no suggestion to accept: the Agent replaced the list that suggestion was in"
    assert [block.text for block in suggestions.accept(1)] == ["d"]


def test_accept_of_a_suggestion_the_new_list_offers_again_is_that_suggestion(
    pkg: Any,  # noqa: ANN401
) -> None:
    suggestions = client(pkg)
    suggestions.receive(update(text("a")))
    shown = suggestions.offered[0]
    suggestions.receive(update(text("z"), text("a")))
    assert [block.text for block in suggestions.accept(shown)] == ["a"]


def test_accept_of_what_was_never_offered_says_so(pkg: Any) -> None:  # noqa: ANN401
    suggestions = client(pkg)
    reason, message = reason_of(pkg, suggestions, 0)
    assert reason == "never offered" and "no list was received" in message
    suggestions.receive(update(text("a")))
    reason, message = reason_of(pkg, suggestions, 1)
    assert reason == "never offered" and "the list offered has 1" in message
    stranger = pkg.models.PromptSuggestion.from_wire(text("elsewhere"))
    assert reason_of(pkg, suggestions, stranger)[0] == "never offered"


@pytest.mark.parametrize(
    ("stop", "reason", "says"),
    [
        ("dismiss", "dismissed", "the list was dismissed"),
        ("accept", "accepted", "a suggestion of the list was accepted already"),
        (
            "session_restarted",
            "restarted",
            "the session was loaded or resumed: it starts with no list",
        ),
    ],
)
def test_accept_after_the_client_stopped_offering_says_why(
    pkg: Any,  # noqa: ANN401
    stop: str,
    reason: str,
    says: str,
) -> None:
    suggestions = client(pkg)
    suggestions.receive(update(text("a"), text("b")))
    shown = suggestions.offered[1]
    getattr(suggestions, stop)(*([0] if stop == "accept" else []))
    assert reason_of(pkg, suggestions, 0) == (reason, f"no suggestion to accept: {says}")
    assert reason_of(pkg, suggestions, shown)[0] == reason


def test_a_new_list_is_offered_again_after_a_stop(pkg: Any) -> None:  # noqa: ANN401
    suggestions = client(pkg)
    suggestions.receive(update(text("a")))
    suggestions.dismiss()
    suggestions.receive(update(text("b")))
    assert [block.text for block in suggestions.accept(0)] == ["b"]


# -- display_text -------------------------------------------------------------------------------

LINK = {"type": "resource_link", "uri": "file:///src/parser.rs", "name": "parser.rs"}
IMAGE = {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}
AUDIO = {"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"}
RESOURCE = {
    "type": "resource",
    "resource": {"uri": "file:///notes.md", "text": "# Notes", "mimeType": "text/markdown"},
}


@pytest.mark.parametrize(
    ("prompt", "shown"),
    [
        ([{"type": "text", "text": "Run the tests"}], "Run the tests"),
        (
            [{"type": "text", "text": "Add tests for "}, LINK],
            "Add tests for [resource_link parser.rs <file:///src/parser.rs>]",
        ),
        ([{"type": "text", "text": "Describe "}, IMAGE], "Describe [image image/png]"),
        ([AUDIO, {"type": "text", "text": " transcribed"}], "[audio audio/wav] transcribed"),
        (
            [{"type": "text", "text": "Summarize "}, RESOURCE],
            "Summarize [resource <file:///notes.md>]",
        ),
        ([{**LINK, "title": "The parser"}], "[resource_link parser.rs <file:///src/parser.rs>]"),
    ],
    ids=["text", "resource_link", "image", "audio", "resource", "titled-link"],
)
def test_display_text_shows_the_text_in_full_and_names_every_other_block(
    pkg: Any,  # noqa: ANN401
    version: str,
    prompt: list[dict[str, Any]],
    shown: str,
) -> None:
    """ "That UI SHOULD show the full text and identify every other block, such as a linked
    file": for the wire form and for the model alike, and for what a Client offers."""
    wire = {"prompt": prompt}
    assert pkg.suggestions.display_text(wire) == shown
    model = pkg.models.PromptSuggestion.from_wire(wire)
    assert pkg.suggestions.display_text(model) == shown
    offered = pkg.suggestions.ClientSuggestions(EVERY_KIND, EVERY_AGENT[version])
    assert offered.receive(update(wire))
    assert [pkg.suggestions.display_text(s) for s in offered.offered] == [shown]


EVERY_AGENT = {
    "v1": {"image": True, "audio": True, "embeddedContext": True},
    "v2": {"image": {}, "audio": {}, "embeddedContext": {}},
}


def test_display_text_of_anything_else_is_a_type_error(pkg: Any) -> None:  # noqa: ANN401
    with pytest.raises(TypeError, match="display_text"):
        pkg.suggestions.display_text("Run the tests")
