"""The Agent and Client helpers against the proposal, one sentence per test (quoted)."""

from __future__ import annotations

import json

import pytest
from support import REPO, VERSIONS, GeneratedPackage

VECTORS = REPO / "generated" / "vectors"


@pytest.fixture(params=VERSIONS)
def pkg(request: pytest.FixtureRequest, generated_package: GeneratedPackage):  # noqa: ANN201
    models = generated_package(request.param, "models")
    suggestions = generated_package(request.param, "suggestions")
    return request.param, models, suggestions


TAG = {"sessionUpdate": "prompt_suggestions_update"}


def client_caps(models, suggestions: dict | None = None):  # noqa: ANN001, ANN201
    wire = {} if suggestions is None else {"session": {"promptSuggestions": suggestions}}
    return models.ClientCapabilities.from_wire(wire)


def text(models, value: str):  # noqa: ANN001, ANN201
    return models.PromptSuggestion(prompt=[models.TextContentBlock(text=value)])


def agent(pkg, suggestions: dict | None = None, prompt: dict | None = None):  # noqa: ANN001, ANN201
    _, models, module = pkg
    prompt_caps = None if prompt is None else models.PromptCapabilities.from_wire(prompt)
    return module.AgentSuggestions("sess_1", client_caps(models, suggestions), prompt_caps)


def listed(notification) -> list:  # noqa: ANN001
    return notification.to_wire()["update"]["suggestions"]


def test_a_session_starts_with_an_empty_list(pkg) -> None:  # noqa: ANN001
    """ "A session starts with an empty list.\""""
    assert agent(pkg, {}).current == ()
    assert pkg[2].ClientSuggestions(client_caps(pkg[1], {}), None).current == ()


def test_agents_must_not_send_without_the_capability(pkg) -> None:  # noqa: ANN001
    """ "Agents MUST NOT send prompt_suggestions_update unless the Client advertises this
    capability." Omitted session, null session, session {} and null promptSuggestions all
    advertise nothing."""
    _, models, module = pkg
    for wire in ({}, {"session": None}, {"session": {}}, {"session": {"promptSuggestions": None}}):
        side = module.AgentSuggestions("s", models.ClientCapabilities.from_wire(wire), None)
        assert not side.enabled
        assert side.offer([text(models, "Run the tests")], predicted_at=side.mark()) is None
    assert agent(pkg, {}).enabled


def test_each_update_replaces_the_list(pkg) -> None:  # noqa: ANN001
    """ "Each update replaces the session's current list of suggestions.\""""
    _, models, _ = pkg
    side = agent(pkg, {})
    first = side.offer([text(models, "a"), text(models, "b")], predicted_at=side.mark())
    second = side.offer([text(models, "c")], predicted_at=side.mark())
    assert [s["prompt"][0]["text"] for s in listed(first)] == ["a", "b"]
    assert [s["prompt"][0]["text"] for s in listed(second)] == ["c"]
    assert side.current == (text(models, "c"),)


def test_an_overtaken_prediction_is_discarded(pkg) -> None:  # noqa: ANN001
    """ "If the conversation changes before the Agent has sent a prediction, for example because
    a session/prompt arrived, the Agent MUST discard that prediction.\""""
    _, models, _ = pkg
    side = agent(pkg, {})
    mark = side.mark()
    side.prompt_accepted()
    assert side.offer([text(models, "stale")], predicted_at=mark) is None
    assert side.current == ()
    assert side.offer([text(models, "fresh")], predicted_at=side.mark()) is not None


def test_accepting_a_prompt_withdraws_a_non_empty_list(pkg) -> None:  # noqa: ANN001
    """ "When the Agent accepts a session/prompt for the session, a list it sent earlier is out of
    date. If the current list is not empty, the Agent MUST replace it or withdraw it with
    suggestions: []\""""
    _, models, _ = pkg
    side = agent(pkg, {})
    assert side.prompt_accepted() is None  # empty list: nothing to withdraw
    side.offer([text(models, "a")], predicted_at=side.mark())
    withdrawal = side.prompt_accepted()
    assert withdrawal is not None and listed(withdrawal) == []
    assert side.current == ()


def test_a_replacement_replaces_instead(pkg) -> None:  # noqa: ANN001
    """ "...the Agent MUST replace it or withdraw it": a replacement given on acceptance."""
    _, models, _ = pkg
    side = agent(pkg, {})
    side.offer([text(models, "a")], predicted_at=side.mark())
    replaced = side.prompt_accepted([text(models, "b")])
    assert [s["prompt"][0]["text"] for s in listed(replaced)] == ["b"]


def test_v2_foreground_work_without_a_prompt(pkg) -> None:  # noqa: ANN001
    """ "In v2, that includes foreground work that starts without a prompt.\""""
    version, models, _ = pkg
    side = agent(pkg, {})
    if version == "v1":
        assert not hasattr(side, "foreground_work_started")
        return
    side.offer([text(models, "a")], predicted_at=side.mark())
    assert listed(side.foreground_work_started()) == []


def test_replay_carries_no_suggestions_and_starts_empty(pkg) -> None:  # noqa: ANN001
    """ "Agents SHOULD NOT include suggestions in session replay." "A loaded or resumed session
    starts with an empty list." "After session/load or session/resume completes, the Agent may
    send a new update\""""
    _, models, _ = pkg
    side = agent(pkg, {})
    side.offer([text(models, "a")], predicted_at=side.mark())
    side.replay_started()
    assert side.offer([text(models, "b")], predicted_at=side.mark()) is None
    side.replay_finished()
    assert side.current == ()
    assert side.offer([text(models, "c")], predicted_at=side.mark()) is not None


@pytest.mark.parametrize("value", ["", "   ", "\t\n", "\u3000"])
def test_blank_suggestions_are_refused(pkg, value: str) -> None:  # noqa: ANN001
    """ "Agents MUST NOT send a suggestion whose only content is empty or whitespace-only
    text.\""""
    _, models, module = pkg
    side = agent(pkg, {})
    with pytest.raises(module.SuggestionsRejected) as caught:
        side.offer([text(models, value)], predicted_at=side.mark())
    assert {e.rule for e in caught.value.errors} == {"prompt-suggestion-blank"}
    assert side.current == ()


def test_content_types_need_both_sides(pkg) -> None:  # noqa: ANN001
    """ "image, audio, and resource blocks are allowed only when both sides advertise the
    type.\""""
    version, models, module = pkg
    image = models.ImageContentBlock(data="AA==", mime_type="image/png")
    suggestion = models.PromptSuggestion(prompt=[image])
    agent_image = {"image": True} if version == "v1" else {"image": {}}
    only_client = agent(pkg, {"image": {}})
    with pytest.raises(module.SuggestionsRejected) as caught:
        only_client.offer([suggestion], predicted_at=only_client.mark())
    assert {e.rule for e in caught.value.errors} == {"content-type-not-allowed"}
    only_agent = agent(pkg, {}, agent_image)
    with pytest.raises(module.SuggestionsRejected):
        only_agent.offer([suggestion], predicted_at=only_agent.mark())
    both = agent(pkg, {"image": {}}, agent_image)
    assert both.offer([suggestion], predicted_at=both.mark()) is not None


def test_client_skips_whole_suggestions_it_cannot_use(pkg) -> None:  # noqa: ANN001
    """ "The Client SHOULD skip the whole suggestion rather than offer the remaining blocks"; "A
    Client skips a suggestion it cannot use and keeps the rest\""""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    update = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [
            {"prompt": [{"type": "text", "text": "a"}]},
            {
                "prompt": [
                    {"type": "text", "text": "b"},
                    {"type": "image", "data": "AA==", "mimeType": "image/png"},
                ]
            },
            {"prompt": [{"type": "text", "text": "c"}]},
        ],
    }
    kept = received(client, update)
    assert [s.prompt[0].text for s in kept] == ["a", "c"]
    assert all(len(s.prompt) == 1 for s in kept)


def test_client_list_is_replaced_never_appended(pkg) -> None:  # noqa: ANN001
    """ "an update cannot append to the list"; "If the Client skips every suggestion, the update
    still replaces the current list, and the Client offers nothing.\""""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    client.receive({**TAG, "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}]})
    client.receive({**TAG, "suggestions": [{"prompt": [{"type": "text", "text": "b"}]}]})
    assert [s.prompt[0].text for s in client.current] == ["b"]
    audio = {"type": "audio", "data": "AA==", "mimeType": "audio/wav"}
    client.receive({**TAG, "suggestions": [{"prompt": [audio]}]})
    assert client.current == () and client.offered == ()


def test_a_restarted_session_starts_the_client_with_an_empty_list(pkg) -> None:  # noqa: ANN001
    """ "A loaded or resumed session starts with an empty list": the Client's too, and the
    next update is offered again."""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    client.receive({**TAG, "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}]})
    client.dismiss()
    client.session_restarted()
    assert client.current == () and client.offered == ()
    client.receive({**TAG, "suggestions": [{"prompt": [{"type": "text", "text": "b"}]}]})
    assert [s.prompt[0].text for s in client.offered] == ["b"]


def test_client_may_stop_offering(pkg) -> None:  # noqa: ANN001
    """ "A Client MAY stop offering it at any time, for example when the user dismisses it\""""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    client.receive({**TAG, "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}]})
    client.dismiss()
    assert client.offered == () and len(client.current) == 1


def test_accepting_returns_the_prompt_unchanged(pkg) -> None:  # noqa: ANN001
    """ "A Client can send an accepted suggestion in that field unchanged.\""""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    prompt = [
        {"type": "text", "text": "Add tests for "},
        {"type": "resource_link", "uri": "file:///p/parser.rs", "name": "parser.rs"},
    ]
    client.receive({**TAG, "suggestions": [{"prompt": prompt}]})
    accepted = client.accept(0)
    request = models.PromptRequest(session_id="sess_1", prompt=accepted)
    assert request.to_wire()["prompt"] == prompt
    assert client.offered == ()
    with pytest.raises(IndexError):
        client.accept(0)


def test_no_api_sends_without_a_user_action(pkg) -> None:  # noqa: ANN001
    """ "A Client MUST NOT send a suggestion as a prompt without an explicit user action.
    Receiving or displaying a suggestion is not a user action." The Client helper has no
    method that sends: receiving returns suggestions, accepting returns content for the
    composer."""
    _, _, module = pkg
    public = {n for n in dir(module.ClientSuggestions) if not n.startswith("_")}
    assert public == {"accept", "current", "dismiss", "offered", "receive", "session_restarted"}


def test_from_interim(pkg) -> None:  # noqa: ANN001
    """Phase 3: "Each { "text": ... } entry becomes a prompt with one text block." Blank and
    malformed entries are dropped."""
    _, models, module = pkg
    meta = {"promptSuggestions": [{"text": "Run the tests"}, {"text": "  "}, {"x": 1}, "y"]}
    info = models.SessionInfoUpdateSessionUpdate.from_wire(
        {"sessionUpdate": "session_info_update", "_meta": meta}
    )
    update = module.from_interim(info.meta)
    assert update.to_wire() == {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": "Run the tests"}]}],
    }
    assert module.from_interim(None) is None
    assert module.from_interim({"other": 1}) is None


def test_to_interim(pkg) -> None:  # noqa: ANN001
    """Phase 3: "Keep the _meta key for one release for older peers." Text-only suggestions
    round-trip; a suggestion with another block cannot be expressed and is skipped whole."""
    _, models, module = pkg
    link = models.ResourceLinkContentBlock(uri="file:///p/a.rs", name="a.rs")
    suggestions = [text(models, "a"), models.PromptSuggestion(prompt=[link])]
    interim = module.to_interim(suggestions)
    assert interim.to_wire() == {
        "sessionUpdate": "session_info_update",
        "_meta": {"promptSuggestions": [{"text": "a"}]},
    }
    assert module.from_interim(interim.meta).suggestions == [text(models, "a")]


# -- the proposal exactly: other updates, both argument forms, replay, capability values -------


def notification_class(models):  # noqa: ANN001, ANN201
    """The `session/update` params class (`SessionNotification` or its v2 name)."""
    return getattr(models, "SessionNotification", None) or models.UpdateSessionNotification


def received(client, update: object, *, replaced: bool = True) -> tuple:  # noqa: ANN001
    """The Client's list after ``update``, which ``receive`` says ``replaced`` it or not."""
    assert client.receive(update) is replaced, update
    return client.current


def suggestions_update(*texts: str) -> dict:
    return {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": t}]} for t in texts],
    }


def test_other_updates_leave_the_client_list_as_it_is(pkg) -> None:  # noqa: ANN001
    """ "The suggestions in the most recent update are the current list until the Agent sends
    another update": an agent message, a plan or a notification carrying one leave it alone."""
    version, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    client.receive(suggestions_update("a"))
    chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}}
    if version == "v2":
        chunk = {"sessionUpdate": "agent_message", "messageId": "m1", "content": [chunk["content"]]}
    plan = {"sessionUpdate": "plan", "entries": []}
    for other in (chunk, {"sessionId": "s", "update": chunk}, plan):
        assert [s.prompt[0].text for s in received(client, other, replaced=False)] == ["a"]
        assert [s.prompt[0].text for s in client.offered] == ["a"]
    parsed = notification_class(models).from_wire({"sessionId": "s", "update": chunk})
    assert [s.prompt[0].text for s in received(client, parsed, replaced=False)] == ["a"]
    malformed = {"sessionUpdate": "prompt_suggestions_update", "suggestions": None}
    assert [s.prompt[0].text for s in received(client, malformed, replaced=False)] == ["a"]
    assert received(client, suggestions_update()) == ()


def test_helpers_take_models_and_wire_forms_alike(pkg) -> None:  # noqa: ANN001
    """A model passed where the wire form was expected (and the other way round) gives the same
    answer, never a silent wrong one."""
    _, models, module = pkg
    capabilities = __import__(module.__name__.rpartition(".")[0] + ".capabilities", fromlist=["_"])
    wire_caps = {"session": {"promptSuggestions": {}}}
    model_caps = models.ClientCapabilities.from_wire(wire_caps)
    assert capabilities.may_send(model_caps) and capabilities.may_send(wire_caps)
    assert capabilities.allowed_block_types(model_caps, None) == capabilities.allowed_block_types(
        wire_caps, {}
    )
    notification = {"sessionId": "s", "update": suggestions_update("a", "b")}
    parsed = notification_class(models).from_wire(notification)
    assert capabilities.usable_suggestions(
        parsed, model_caps, None
    ) == capabilities.usable_suggestions(notification, wire_caps, {})
    assert len(capabilities.usable_suggestions(parsed, model_caps, None)) == 2
    for update in (parsed, parsed.update, notification, notification["update"]):
        for caps in (model_caps, wire_caps):
            client = module.ClientSuggestions(caps, None)
            assert [s.prompt[0].text for s in received(client, update)] == ["a", "b"]
    without = models.ClientCapabilities.from_wire({})
    assert capabilities.check_update_for_client(parsed, without, None)[0].rule == (
        "capability-not-advertised"
    )
    side = module.AgentSuggestions("s", wire_caps, {})
    assert side.offer([text(models, "x")], predicted_at=side.mark()) is not None
    for wrong in ("session", 3, object()):
        with pytest.raises(TypeError, match="client_capabilities"):
            module.ClientSuggestions(wrong, None)
        with pytest.raises(TypeError, match="client_capabilities"):
            capabilities.may_send(wrong)
        with pytest.raises(TypeError, match="agent_prompt_capabilities"):
            module.AgentSuggestions("s", wire_caps, wrong)
    with pytest.raises(TypeError, match="update"):
        module.ClientSuggestions(wire_caps, None).receive(object())


def test_nothing_is_sent_during_replay_even_on_acceptance(pkg) -> None:  # noqa: ANN001
    """ "Agents SHOULD NOT include suggestions in session replay": a prompt replayed as history
    (or foreground work) does not make the helper send a replacement."""
    version, models, _ = pkg
    side = agent(pkg, {})
    side.offer([text(models, "a")], predicted_at=side.mark())
    side.replay_started()
    assert side.prompt_accepted(replacement=[text(models, "b")]) is None
    assert side.conversation_changed([text(models, "b")]) is None
    if version == "v2":
        assert side.foreground_work_started([text(models, "b")]) is None
    side.replay_finished()
    assert side.current == ()
    assert side.prompt_accepted(replacement=[text(models, "c")]) is not None


def test_a_capability_of_the_wrong_form_is_not_advertised(pkg) -> None:  # noqa: ANN001
    """ "The fields are objects in both versions": `true` is not `{}`. The capability checks,
    the tolerant models and the helpers all read it as not advertised."""
    version, models, module = pkg
    capabilities = __import__(module.__name__.rpartition(".")[0] + ".capabilities", fromlist=["_"])
    facts = __import__(module.__name__.rpartition(".")[0] + "._facts", fromlist=["_"])
    agent_image = {"image": True} if version == "v1" else {"image": {}}
    for field, _ in facts.OPT_IN_BLOCK_TYPES:
        wire = {"session": {"promptSuggestions": {field: True}}}
        assert capabilities.may_send(wire)
        allowed = capabilities.allowed_block_types(wire, {field: True, field + "x": {}})
        assert allowed == facts.BASELINE_BLOCK_TYPES == {"text", "resource_link"}, field
        tolerant = models.ClientCapabilities.from_wire(wire, tolerant=True)
        assert capabilities.allowed_block_types(tolerant, {field: True}) == allowed
    image = {"type": "image", "data": "AA==", "mimeType": "image/png"}
    update = {"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": [image]}]}
    client_true = {"session": {"promptSuggestions": {"image": True}}}
    rules = {e.rule for e in capabilities.check_update_for_client(update, client_true, agent_image)}
    assert rules == {"content-type-not-allowed"}
    assert capabilities.usable_suggestions(update, client_true, agent_image) == []
    assert not capabilities.may_send({"session": {"promptSuggestions": True}})
    # the Agent's side: v1's booleans are advertised by `true` only, v2's objects by `{}` only
    client_image = {"session": {"promptSuggestions": {"image": {}}}}
    wrong_agent = {"image": {}} if version == "v1" else {"image": True}
    assert "image" in capabilities.allowed_block_types(client_image, agent_image)
    assert "image" not in capabilities.allowed_block_types(client_image, wrong_agent)


def test_a_client_parses_received_updates_with_the_skip_rule(pkg) -> None:  # noqa: ANN001
    """ "A Client skips a suggestion it cannot use and keeps the rest, for example one with a
    block it cannot parse": the Client's entry points do that without a `tolerant` flag."""
    _, models, module = pkg
    unknown = {"type": "hologram", "uri": "x"}
    notification = {
        "sessionId": "s",
        "update": {
            "sessionUpdate": "prompt_suggestions_update",
            "suggestions": [
                {"prompt": [{"type": "text", "text": "a"}]},
                {"prompt": [{"type": "text", "text": "b"}, unknown]},
            ],
        },
    }
    parsed = module.parse_received(notification)
    client = module.ClientSuggestions(client_caps(models, {}), None)
    assert [s.prompt[0].text for s in received(client, parsed)] == ["a"]
    received(client, suggestions_update())
    assert [s.prompt[0].text for s in received(client, notification)] == ["a"]


def test_suggestions_and_interim_forms_take_models_and_wire_forms(pkg) -> None:  # noqa: ANN001
    """The same class of defect as the capabilities: a model where a wire form was expected (or
    the reverse) is read alike or refused with TypeError, never silently misread."""
    _, models, module = pkg
    wire = {"prompt": [{"type": "text", "text": "a"}]}
    side = agent(pkg, {})
    sent = side.offer([wire], predicted_at=side.mark())
    assert listed(sent) == [wire] and side.current == (text(models, "a"),)
    replaced = side.prompt_accepted([text(models, "b")])
    assert [s["prompt"][0]["text"] for s in listed(replaced)] == ["b"]
    with pytest.raises(TypeError, match="suggestions"):
        side.offer(["a"], predicted_at=side.mark())
    with pytest.raises(TypeError, match="sequence"):
        side.offer(wire, predicted_at=side.mark())
    assert module.to_interim([wire]).to_wire() == module.to_interim([text(models, "a")]).to_wire()
    for given, got in ((wire, "dict"), ("a", "str")):
        with pytest.raises(
            TypeError, match=f"^to_interim: expected a sequence of suggestions, got {got}$"
        ):
            module.to_interim(given)
    with pytest.raises(
        TypeError, match="^to_interim: expected a PromptSuggestion or its wire form, got int$"
    ):
        module.to_interim([1])
    meta = {"promptSuggestions": [{"text": "Run the tests"}]}
    info_wire = {"sessionUpdate": "session_info_update", "_meta": meta}
    info = models.SessionInfoUpdateSessionUpdate.from_wire(info_wire)
    expected = module.from_interim(meta)
    assert expected is not None and len(expected.suggestions) == 1
    assert module.from_interim(info) == expected
    assert module.from_interim(info_wire) == expected
    with pytest.raises(TypeError) as raised:
        module.from_interim("promptSuggestions")
    assert str(raised.value) == (
        "from_interim: expected the update's _meta, or the update itself, as a model or its "
        "wire form; got str"
    )


# -- one answer per input, and errors a user can act on ---------------------------------------

IMAGE = {"type": "image", "data": "AA==", "mimeType": "image/png"}
AGENT_IMAGE = {"v1": {"image": True}, "v2": {"image": {}}}


def test_an_update_without_its_tag_is_not_a_suggestions_update(pkg) -> None:  # noqa: ANN001
    """Only a `prompt_suggestions_update` replaces the list: an update without its
    `sessionUpdate` tag is not one, alone or in a notification, whatever else it holds."""
    _, models, module = pkg
    client = module.ClientSuggestions(client_caps(models, {}), None)
    client.receive(suggestions_update("a"))
    untagged = {"suggestions": []}
    for update in (untagged, {"sessionId": "s", "update": untagged}):
        assert [s.prompt[0].text for s in received(client, update, replaced=False)] == ["a"]
    assert [s.prompt[0].text for s in client.offered] == ["a"]
    assert received(client, {"sessionId": "s", "update": suggestions_update()}) == ()


def test_a_client_offers_only_what_it_can_send(pkg) -> None:  # noqa: ANN001
    """ "image ... blocks are allowed only when both sides advertise the type": a Client that
    can show images, talking to an Agent that takes no image prompts, cannot send an image
    suggestion, so it does not offer one; with an Agent that takes them, it does."""
    version, models, module = pkg
    image_client = client_caps(models, {"image": {}})
    update = {
        **TAG,
        "suggestions": [{"prompt": [IMAGE]}, {"prompt": [{"type": "text", "text": "b"}]}],
    }
    no_images = (None, {}, models.PromptCapabilities.from_wire({}))
    for agent_caps in no_images:
        client = module.ClientSuggestions(image_client, agent_caps)
        assert [s.prompt[0].to_wire()["type"] for s in received(client, update)] == ["text"]
        assert client.accept(0)[0].to_wire() == {"type": "text", "text": "b"}
    for agent_caps in (
        AGENT_IMAGE[version],
        models.PromptCapabilities.from_wire(AGENT_IMAGE[version]),
    ):
        client = module.ClientSuggestions(image_client, agent_caps)
        assert len(received(client, update)) == 2
        assert client.accept(0)[0].to_wire() == IMAGE
    with pytest.raises(TypeError, match="agent_prompt_capabilities"):
        module.ClientSuggestions(image_client, "image")


def _unknown_audience(version: str) -> dict:  # a value the version's `Role` does not list
    return {"type": "text", "text": "a", "annotations": {"audience": ["user", "robot"]}}


def test_a_received_update_gets_one_answer_as_a_model_and_as_a_dict(pkg) -> None:  # noqa: ANN001
    """The same update, received as its wire form or parsed by `parse_received` first, gives
    the same list: a suggestion that is not valid as it is ("MUST be valid as the prompt of a
    session/prompt request") is skipped whole on both paths, never trimmed to what parses
    ("A Client can send an accepted suggestion in that field unchanged")."""
    version, models, module = pkg
    validation = __import__(module.__name__.rpartition(".")[0] + ".validation", fromlist=["_"])
    link = {"type": "resource_link", "uri": "file:///a", "name": "a"}
    prompts = [
        [_unknown_audience(version)],
        [{"type": "text", "text": "b"}],
        [{"type": "text", "text": "c", "annotations": {"priority": "high"}}],
        [{"type": "resource_link", "name": "no uri"}],
        [{"type": "hologram"}],
        [{**link, "size": -1.5}],
        [link, {"type": "text", "text": "d", "annotations": {"audience": "user"}}],
        [IMAGE],
    ]
    vectors = json.loads((VECTORS / version / "messages.json").read_text(encoding="utf-8"))
    notifications = [case["params"] for case in vectors["cases"]]
    notifications.append(
        {"sessionId": "s", "update": {**TAG, "suggestions": [{"prompt": p} for p in prompts]}}
    )
    # Every opt-in field advertised, each side in its schema's form.
    facts = __import__(module.__name__.rpartition(".")[0] + "._facts", fromlist=["_"])
    everything = {field: {} for field, _ in facts.OPT_IN_BLOCK_TYPES}
    agent_all = {f: True if f in facts.AGENT_BOOLEAN_FIELDS else {} for f in everything}
    assert agent_all["image"] == ({"v1": True, "v2": {}}[version])
    for notification in notifications:
        wire = module.ClientSuggestions(client_caps(models, everything), agent_all)
        model = module.ClientSuggestions(client_caps(models, everything), agent_all)
        for client in (wire, model):
            client.receive(suggestions_update("before"))
        wire.receive(notification)
        from_wire = [s.to_wire() for s in wire.current]
        try:
            parsed = module.parse_received(notification)
        except models.WireError:  # not an update a Client can read: the list stays
            assert from_wire == [suggestions_update("before")["suggestions"][0]], notification
            continue
        model.receive(parsed)
        from_model = [s.to_wire() for s in model.current]
        assert from_model == from_wire, notification
        listed = notification["update"]["suggestions"]
        kinds = facts.BASELINE_BLOCK_TYPES | {b for _, b in facts.OPT_IN_BLOCK_TYPES}
        sendable = [
            s
            for s in listed
            if validation.is_valid("PromptSuggestion", s)
            and all(block["type"] in kinds for block in s["prompt"])
        ]
        assert from_wire == sendable, notification
    # v1's Role lists only "assistant" and "user"; v2's is open, so "robot" is valid there
    audience_valid = validation.is_valid(
        "PromptSuggestion", {"prompt": [_unknown_audience(version)]}
    )
    assert audience_valid is (version == "v2")


@pytest.mark.parametrize(
    "prompt",
    [
        [{"text": "no type"}],
        [{"type": "text"}],
        [{"type": "text", "text": 5}],
        [{"type": "hologram", "data": "x"}],
        [IMAGE],
        [{"type": "text", "text": " "}],
        "a string",
    ],
)
def test_offer_rejects_forbidden_content_alike_in_every_version(pkg, prompt) -> None:  # noqa: ANN001
    """The same content gets the same exception in v1 and v2, as a dict or a model, with each
    error's path a JSON pointer into the notification that would have been sent."""
    _, models, module = pkg
    side = agent(pkg, {})
    with pytest.raises(module.SuggestionsRejected) as raised:
        side.offer([{"prompt": prompt}], predicted_at=side.mark())
    assert raised.value.errors
    assert all(e.path.startswith("/update/suggestions/0") for e in raised.value.errors)
    assert side.current == ()
    blank = models.PromptSuggestion(prompt=[models.TextContentBlock(text=" ")])
    with pytest.raises(module.SuggestionsRejected, match="/update/suggestions/1/prompt"):
        side.offer([text(models, "a"), blank], predicted_at=side.mark())


def test_a_block_without_type_gets_only_the_schema_error(pkg) -> None:  # noqa: ANN001
    """A block with no `type`, or one that is not a string, has no block type for the
    capability rules to judge: the schema's error says what is missing, and nothing names a
    Python type."""
    _, models, module = pkg
    capabilities = __import__(module.__name__.rpartition(".")[0] + ".capabilities", fromlist=["_"])
    caps = {"session": {"promptSuggestions": {}}}
    for block in ({"text": "x"}, {"type": None, "text": "x"}, {"type": 5}):
        update = {**TAG, "suggestions": [{"prompt": [block]}]}
        assert capabilities.check_update_for_client(update, caps, None) == [], block
    side = agent(pkg, {})
    with pytest.raises(module.SuggestionsRejected) as raised:
        side.offer([{"prompt": [{"text": "x"}]}], predicted_at=side.mark())
    assert [(e.path, e.rule) for e in raised.value.errors] == [
        ("/update/suggestions/0/prompt/0", "required")
    ]
    assert "NoneType" not in str(raised.value)


@pytest.mark.parametrize("version", VERSIONS)
def test_an_update_of_the_wrong_shape_is_the_validators_to_report(
    generated_package: GeneratedPackage, version: str
) -> None:
    """Any JSON value may come off the wire: it is no suggestions update (none of its
    suggestions is readable), and a capability check reports its type error, never raises."""
    capabilities = generated_package(version, "capabilities")
    client = {"session": {"promptSuggestions": {}}}
    for value in (None, [], "prompt_suggestions_update", 3, 1.5):
        assert capabilities.is_suggestions_update(value) is False
        assert capabilities.readable_suggestions(value) == []
        errors = capabilities.check_update_for_client(value, client, None)
        assert not errors or {e.rule for e in errors} == {"type"}, (value, errors)
    with pytest.raises(TypeError):
        capabilities.is_suggestions_update(object())


@pytest.mark.parametrize("version", VERSIONS)
def test_a_client_that_did_not_advertise_is_named_by_the_capability(
    generated_package: GeneratedPackage, version: str
) -> None:
    capabilities = generated_package(version, "capabilities")
    update = {"sessionUpdate": "prompt_suggestions_update", "suggestions": []}
    (error,) = capabilities.check_update_for_client(update, {}, None)
    assert error.rule == "capability-not-advertised"
    assert error.message.startswith("the Client does not advertise promptSuggestions,")


def test_a_received_update_is_read_tolerantly_around_its_suggestions(pkg) -> None:  # noqa: ANN001
    """A field the schema marks to fall back on error (the update's ``_meta`` here) falls
    back, as a Client reads: the suggestions stay."""
    _, _, module = pkg
    listed = [{"prompt": [{"type": "text", "text": "a"}]}]
    for extra in ({"_meta": 5}, {"update": {**TAG, "suggestions": listed, "_meta": 5}}):
        params = {"sessionId": "s", "update": {**TAG, "suggestions": listed}, **extra}
        notification = module.parse_received(params)
        assert notification.to_wire()["update"]["suggestions"] == listed


def test_from_interim_skips_an_entry_without_text_and_reads_on(pkg) -> None:  # noqa: ANN001
    _, _, module = pkg
    update = module.from_interim({"promptSuggestions": [{"text": 5}, {}, {"text": "Run"}]})
    assert [s.prompt[0].text for s in update.suggestions] == ["Run"]


def test_a_mark_cannot_be_changed(pkg) -> None:  # noqa: ANN001
    """A mark is the conversation as it stood: a prediction cannot move it forward."""
    side = agent(pkg, {})
    mark = side.mark()
    with pytest.raises(AttributeError):
        mark.revision = 99  # type: ignore[misc]
