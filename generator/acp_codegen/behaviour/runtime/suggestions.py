"""Prompt Suggestions over time: each side of one session, and migration.

- :class:`AgentSuggestions`: the Agent owns the session's list. It starts empty, refuses
  to send when the Client did not advertise ``promptSuggestions``, discards a prediction
  the conversation overtook, withdraws an out-of-date list when a prompt is accepted,
  and keeps suggestions out of session replay. Content is checked against both sides'
  capabilities before anything is sent.
- :class:`ClientSuggestions`: the Client's current list, replaced wholesale by each
  suggestions update (other session updates leave it as it is), without the suggestions
  it cannot use or could not send to this Agent; dismiss; accept into the composer
  (:class:`SuggestionNotOffered` says why a suggestion is no longer there). Nothing here
  sends a prompt: sending an accepted suggestion is the user's explicit action.
- :func:`display_text`: a suggestion as one line of text for the composer, its text in
  full and every other block named.
- :func:`parse_received`: how a Client parses a received ``session/update``: a
  suggestion that is not valid as it is is skipped whole and the rest kept, instead of
  the whole message failing.
- :func:`from_interim` / :func:`to_interim`: the interim form, a ``session_info_update``
  whose ``_meta.promptSuggestions`` lists ``{"text": ...}`` objects.

Everything here is a plain object with no I/O; the caller sends what it returns. Every
capabilities or update argument is accepted as a generated model or in its wire form
(the JSON object), alike, with the same answer for both; anything else raises
:class:`TypeError`.

The rules work on wire forms: a model is read through its wire form (``to_wire``) and
every model returned is built from one (``from_wire``), so the same rules serve every
flavour of models the package's ``_facts`` names (the stdlib dataclasses, or an SDK's
pydantic models).
"""

# ruff: noqa: N818, RUF100
# N818 asks for an exception name ending in "Error": SuggestionsRejected is public API,
# which callers catch by that name, so it keeps it.
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, cast

from ._facts import (
    ACCEPTANCE,
    BLOCK_TYPE_PROPERTY,
    DISCRIMINATOR,
    INTERIM_META_KEY,
    INTERIM_TAG,
    META_PROPERTY,
    PROMPT_PROPERTY,
    SESSION_ID_PROPERTY,
    SUGGESTION_TYPE,
    SUGGESTIONS_PROPERTY,
    SUGGESTIONS_TAG,
    UPDATE_PROPERTY,
    ContentBlock,
    InterimUpdate,
    JSONValue,
    Notification,
    Omitted,
    PromptSuggestion,
    SuggestionsUpdate,
    TextContentBlock,
    ValidationError,
    WireError,
    from_wire,
    is_omitted,
    is_valid,
    to_wire,
    validate,
)
from .capabilities import (
    CapabilitiesArgument,
    check_update_for_client,
    is_suggestions_update,
    json_object,
    may_send,
    readable_suggestions,
    usable_suggestions,
)

__all__ = [
    "INTERIM_META_KEY",
    "AgentSuggestions",
    "ClientSuggestions",
    "ConversationMark",
    "SuggestionNotOffered",
    "SuggestionsRejected",
    "display_text",
    "from_interim",
    "parse_received",
    "to_interim",
]


def _each_suggestion(
    values: Sequence[PromptSuggestion | Mapping[str, object]], where: str
) -> Iterator[PromptSuggestion | Mapping[str, object]]:
    """Yield the suggestions of ``values``, or raise :class:`TypeError`.

    Each is a model or its wire form; a string or a mapping is not a sequence of
    suggestions.
    """
    if isinstance(values, str | Mapping):
        got = type(values).__name__
        msg = f"{where}: expected a sequence of suggestions, got {got}"
        raise TypeError(msg)
    for value in values:
        if not isinstance(value, PromptSuggestion | Mapping):
            msg = (
                f"{where}: expected a PromptSuggestion or its wire form, "
                f"got {type(value).__name__}"
            )
            raise TypeError(msg)
        yield value


def _wire(value: CapabilitiesArgument, argument: str) -> dict[str, object]:
    """Return capabilities in their wire form, copied, or raise :class:`TypeError`.

    The capabilities are None (nothing advertised), a generated model or a mapping;
    anything else is a :class:`TypeError`, never a silent "not advertised".
    """
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return dict(value)
    wire = to_wire(value)
    if wire is None:
        msg = (
            f"{argument}: expected a generated model, its wire form (a JSON object) or "
            f"None, got {type(value).__name__}"
        )
        raise TypeError(msg)
    return dict(wire)


# -- the Agent's side ------------------------------------------------------------------


class SuggestionsRejected(ValueError):
    """Suggestions the Agent may not send as they are.

    ``errors`` names each rule broken.
    """

    def __init__(self, errors: Sequence[ValidationError]) -> None:
        """Reject suggestions for ``errors``, one for each rule broken."""
        self.errors = tuple(errors)
        super().__init__(
            "; ".join(f"{e.path or '/'}: {e.message} [{e.rule}]" for e in self.errors)
        )


@dataclass(frozen=True, slots=True)
class ConversationMark:
    """A session's conversation as it stood when a prediction started.

    See :meth:`AgentSuggestions.mark`.
    """

    session_id: str
    revision: int


class AgentSuggestions:
    """The Agent's suggestions for one session.

    Call :meth:`mark` when a prediction starts and pass the mark to :meth:`offer` with
    its result. Tell the session about every change of the conversation:
    :meth:`prompt_accepted` when the Agent accepts a ``session/prompt`` (in v1 when the
    request arrives, in v2 when the Agent inserts its user message),
    :meth:`foreground_work_started` (v2 only) when foreground work starts without a
    prompt, and :meth:`conversation_changed` for any other change (a reset). Each
    returns the notification to send, or None when nothing needs sending.
    """

    def __init__(
        self,
        session_id: str,
        client_capabilities: CapabilitiesArgument,
        agent_prompt_capabilities: CapabilitiesArgument,
    ) -> None:
        """Start the suggestions of the session ``session_id``, with an empty list.

        ``client_capabilities`` are from the Client's ``initialize`` request (None: none
        advertised); ``agent_prompt_capabilities`` are the Agent's own prompt
        capabilities (None: the baseline). Each as a generated model or its wire form.
        """
        self.session_id = session_id
        self._client = _wire(client_capabilities, "client_capabilities")
        self._agent = _wire(agent_prompt_capabilities, "agent_prompt_capabilities")
        self._current: tuple[PromptSuggestion, ...] = ()
        self._revision = 0
        self._replaying = False

    @property
    def enabled(self) -> bool:
        """Whether the Client advertised ``promptSuggestions``.

        Without it, do not predict: "Agents MUST NOT send ``prompt_suggestions_update``
        unless the Client advertises this capability".
        """
        return may_send(self._client)

    @property
    def current(self) -> tuple[PromptSuggestion, ...]:
        """The list the Client was last sent: "A session starts with an empty list"."""
        return self._current

    def mark(self) -> ConversationMark:
        """Return a mark of the conversation now, for the prediction made from it."""
        return ConversationMark(self.session_id, self._revision)

    def offer(
        self,
        suggestions: Sequence[PromptSuggestion | Mapping[str, object]],
        *,
        predicted_at: ConversationMark,
    ) -> Notification | None:
        """Return the notification that makes ``suggestions`` the current list, or None.

        None when it must not be sent: the Client did not advertise the capability, the
        session is being replayed, or the conversation changed since ``predicted_at``
        ("the Agent MUST discard that prediction"). An empty ``suggestions`` withdraws
        the list.

        Raises :class:`SuggestionsRejected` when the content breaks the rules (a blank
        suggestion, a block type that not both sides support, a block of the wrong
        shape), whatever the form of the suggestions and in every version, each error's
        path a JSON pointer into the notification; :class:`ValueError` when
        ``predicted_at`` is another session's mark.
        """
        if predicted_at.session_id != self.session_id:
            msg = (
                f"a mark of session {predicted_at.session_id!r} offered in session "
                f"{self.session_id!r}: a prediction is offered where it was made"
            )
            raise ValueError(msg)
        if (
            not self.enabled
            or self._replaying
            or predicted_at.revision != self._revision
        ):
            return None
        return self._send(suggestions)

    def prompt_accepted(
        self, replacement: Sequence[PromptSuggestion | Mapping[str, object]] = ()
    ) -> Notification | None:
        """Record that the Agent accepted a ``session/prompt``.

        In v2, the Agent accepts a prompt when it inserts the user message. Any
        prediction in flight is now out of date. "If the current list is not empty, the
        Agent MUST replace it or withdraw it": returns the update that withdraws it, or
        that replaces it with ``replacement`` (predicted for the conversation with this
        prompt).
        """
        return self.conversation_changed(replacement)

    # v2: the only version where work starts without a prompt.
    if ACCEPTANCE == "insertion":

        def foreground_work_started(
            self, replacement: Sequence[PromptSuggestion | Mapping[str, object]] = ()
        ) -> Notification | None:
            """Record that foreground work started without a prompt.

            The list no longer applies, as after a prompt ("In v2, that includes
            foreground work that starts without a prompt").
            """
            return self.conversation_changed(replacement)

    def conversation_changed(
        self, replacement: Sequence[PromptSuggestion | Mapping[str, object]] = ()
    ) -> Notification | None:
        """Record any other change of the conversation (a reset).

        Predictions in flight are discarded, and a non-empty list is replaced or
        withdrawn: None when the list is already empty and there is no replacement, and
        during replay, where nothing is sent (the session starts empty after it).
        """
        self._revision += 1
        if (
            not self.enabled
            or self._replaying
            or (not self._current and not replacement)
        ):
            return None
        return self._send(replacement)

    def replay_started(self) -> None:
        """Record that the replay request began.

        The replay request is ``session/load`` in v1, ``session/resume`` in v2. "Agents
        SHOULD NOT include suggestions in session replay", so :meth:`offer` sends
        nothing until :meth:`replay_finished`.
        """
        self._replaying = True
        self._revision += 1
        self._current = ()

    def replay_finished(self) -> None:
        """Record that the replay request completed.

        The session starts with an empty list, and new predictions (made after this) may
        be offered.
        """
        self._replaying = False
        self._revision += 1
        self._current = ()

    def _send(
        self, given: Sequence[PromptSuggestion | Mapping[str, object]]
    ) -> Notification:
        # Judged in the wire form before anything is parsed, so content of the wrong
        # shape is rejected as the schema's rules reject it, not by the parser of one
        # version. Each suggestion is validated alone (the rest of the notification is
        # the helper's own), so a package needs validators for PromptSuggestion and what
        # it uses only.
        suggestions = [
            to_wire(value) if isinstance(value, PromptSuggestion) else dict(value)
            for value in _each_suggestion(given, "suggestions")
        ]
        wire = {
            SESSION_ID_PROPERTY: self.session_id,
            UPDATE_PROPERTY: {
                DISCRIMINATOR: SUGGESTIONS_TAG,
                SUGGESTIONS_PROPERTY: suggestions,
            },
        }
        where = f"/{UPDATE_PROPERTY}/{SUGGESTIONS_PROPERTY}"
        errors = [
            ValidationError(f"{where}/{index}{error.path}", error.rule, error.message)
            for index, suggestion in enumerate(suggestions)
            for error in validate(SUGGESTION_TYPE, suggestion)
        ]
        errors += check_update_for_client(wire, self._client, self._agent)
        if errors:
            raise SuggestionsRejected(errors)
        notification = from_wire(Notification, wire)
        self._current = tuple(
            from_wire(PromptSuggestion, suggestion) for suggestion in suggestions
        )
        return notification


# -- the Client's side -----------------------------------------------------------------


NotOfferedReason = Literal[
    "never offered", "withdrawn", "replaced", "dismissed", "accepted", "restarted"
]
"""Why a suggestion is not offered: see :class:`SuggestionNotOffered`."""


class SuggestionNotOffered(IndexError):
    """The user accepted a suggestion the Client no longer offers.

    ``reason`` says why: ``"withdrawn"`` (the Agent's latest update emptied the list),
    ``"replaced"`` (a later update replaced the list it was in), ``"dismissed"`` or
    ``"accepted"`` (the Client stopped offering the list), ``"restarted"`` (the session
    was loaded or resumed), or ``"never offered"``. An :class:`IndexError`, as an index
    past the end of a list is.
    """

    def __init__(self, reason: NotOfferedReason, detail: str) -> None:
        """Say that the suggestion is not offered, for ``reason``: ``detail``."""
        self.reason: NotOfferedReason = reason
        super().__init__(f"no suggestion to accept: {detail}")


def _parsed(wire: object) -> PromptSuggestion | None:
    """Return a received suggestion as a model, or None when it does not parse."""
    try:
        return from_wire(PromptSuggestion, wire)
    except WireError:
        return None


class ClientSuggestions:
    """The Client's view of one session's suggestions.

    :attr:`current` is the Agent's most recent list, without the suggestions this Client
    cannot use or could not send to this Agent; :attr:`offered` is what to show (nothing
    once dismissed or accepted).
    """

    def __init__(
        self,
        client_capabilities: CapabilitiesArgument,
        agent_prompt_capabilities: CapabilitiesArgument,
    ) -> None:
        """Start the session's suggestions, with an empty list.

        ``client_capabilities``: this Client's own; ``agent_prompt_capabilities``: the
        Agent's prompt capabilities from its ``initialize`` response (None: the
        baseline). Each as a generated model or its wire form. A suggestion is offered
        only when every block's type is allowed by both, as for the Agent that sends it:
        what the Client offers, it can send as the ``prompt`` of ``session/prompt``.
        """
        self._client = _wire(client_capabilities, "client_capabilities")
        self._agent = _wire(agent_prompt_capabilities, "agent_prompt_capabilities")
        self._current: tuple[PromptSuggestion, ...] = ()
        self._offering = False
        # The list the current one replaced, and why nothing is offered when nothing is
        # (None: no list was received yet).
        self._replaced: tuple[PromptSuggestion, ...] = ()
        self._stopped: NotOfferedReason | None = None

    @property
    def current(self) -> tuple[PromptSuggestion, ...]:
        """The Agent's most recent list, without what this Client could not use."""
        return self._current

    @property
    def offered(self) -> tuple[PromptSuggestion, ...]:
        """What the Client offers now: the current list unless the user dismissed it."""
        return self._current if self._offering else ()

    def receive(self, update: object) -> bool:
        """Apply a received session update; return whether it was a suggestions update.

        True: the update replaced :attr:`current` (and :attr:`offered`), False: it left
        them as they were.

        ``update`` is the notification or the session update, as a generated model or
        its wire form. "Each update replaces the session's current list": never
        appended. "A Client skips a suggestion it cannot use and keeps the rest",
        skipping it whole: one that is not valid, or has a block type not allowed by
        both sides; "If the Client skips every suggestion, the update still replaces the
        current list". Any other session update leaves the list as it is: "The
        ``suggestions`` in the most recent update are the current list until the Agent
        sends another update". So does an update without its ``sessionUpdate`` tag,
        which is not a suggestions update, and a suggestions update without a
        ``suggestions`` list, which the Client cannot read.
        """
        if not is_suggestions_update(update):
            return False
        usable = usable_suggestions(update, self._client, self._agent)
        self._replaced = self._current
        self._current = tuple(
            suggestion for suggestion in map(_parsed, usable) if suggestion is not None
        )
        self._offering = bool(self._current)
        self._stopped = None if self._current else "withdrawn"
        return True

    def dismiss(self) -> None:
        """Record that the user dismissed the list or started typing.

        "A Client MAY stop offering it at any time". The Agent is not told; the next
        update is offered again.
        """
        self._stop("dismissed")

    def accept(self, choice: int | PromptSuggestion) -> list[ContentBlock]:
        """Return the prompt of the suggestion the user accepted.

        ``choice`` is the suggestion shown (one of :attr:`offered`), or its index in
        :attr:`offered`. Pass the suggestion itself where a list may be replaced
        between showing it and the user's choice: an index would pick from the new
        list. The user accepted it into the composer: its prompt, unchanged, is ready
        to be the ``prompt`` of ``session/prompt`` once the user sends it. Stops
        offering the list.

        Raises :class:`SuggestionNotOffered` when it is not offered, saying why.
        """
        offered = self.offered
        if isinstance(choice, int):
            if not -len(offered) <= choice < len(offered):
                raise self._not_offered(choice)
            chosen = offered[choice]
        elif choice in offered:
            chosen = choice
        else:
            raise self._not_offered(choice)
        self._stop("accepted")
        return list(chosen.prompt)

    def _stop(self, reason: NotOfferedReason) -> None:
        if self._offering:
            self._offering = False
            self._stopped = reason

    def _not_offered(self, choice: int | PromptSuggestion) -> SuggestionNotOffered:
        """Return the error for accepting ``choice``, which is not offered."""
        suggestion = None if isinstance(choice, int) else choice
        what = "that suggestion" if suggestion is not None else f"index {choice}"
        if suggestion is None:  # an index: into the list offered now, if any
            count = len(self.offered)
            reason = self._stopped if not count else "never offered"
        elif self.offered or suggestion not in self._current:
            # Not in the list of now: it was in the one that list replaced, or in none.
            reason = self._stopped if not self.offered else "replaced"
            if reason is None or suggestion not in self._replaced:
                reason = "never offered"
            elif reason in {"dismissed", "accepted"}:
                reason = "replaced"
        else:  # in the list of now, which is no longer offered
            reason = self._stopped
        count = len(self.offered)
        details: dict[NotOfferedReason | None, str] = {
            None: f"{what} was never offered: no list was received for the session",
            "never offered": f"{what} was never offered (the list offered has {count})",
            "withdrawn": (
                "the Agent withdrew the list: its latest update has no suggestion "
                "this Client can offer"
            ),
            "replaced": f"the Agent replaced the list {what} was in",
            "dismissed": "the list was dismissed",
            "accepted": "a suggestion of the list was accepted already",
            "restarted": "the session was loaded or resumed: it starts with no list",
        }
        return SuggestionNotOffered(reason or "never offered", details[reason])

    def session_restarted(self) -> None:
        """Record that the session was replayed: its list is empty again.

        After a replay (``session/load`` in v1, ``session/resume`` in v2): "A loaded or
        resumed session starts with an empty list".
        """
        self._replaced = self._current
        self._current = ()
        self._offering = False
        self._stopped = "restarted"


def display_text(suggestion: PromptSuggestion | Mapping[str, object]) -> str:
    """Return a suggestion as text to show the user before they choose it.

    "That UI SHOULD show the full text and identify every other block, such as a
    linked file, before the user selects the suggestion": each ``text`` block's text in
    full, and every other block in brackets, its type, then its name or title (else its
    MIME type), then its URI (an embedded resource's own): ``Add tests for
    [resource_link parser.rs <file:///src/parser.rs>]``, ``[image image/png]``,
    ``[resource <file:///notes.md>]``. The blocks are joined as they are (a text
    carries its own spaces). ``suggestion`` is a model or its wire form.
    """
    if isinstance(suggestion, PromptSuggestion):
        wire: Mapping[str, object] = to_wire(suggestion) or {}
    elif isinstance(suggestion, Mapping):
        wire = suggestion
    else:
        msg = (
            "display_text: expected a PromptSuggestion or its wire form, got "
            f"{type(suggestion).__name__}"
        )
        raise TypeError(msg)
    prompt = wire.get(PROMPT_PROPERTY)
    return "".join(
        _block_text(block) for block in (prompt if isinstance(prompt, list) else [])
    )


def _block_text(block: object) -> str:
    fields = json_object(block) or {}
    kind = fields.get(BLOCK_TYPE_PROPERTY)
    text = fields.get("text")
    if kind == "text" and isinstance(text, str):
        return text
    named = (fields.get(key) for key in ("name", "title", "mimeType"))
    label = next((value for value in named if isinstance(value, str) and value), None)
    uri = fields.get("uri", (json_object(fields.get("resource")) or {}).get("uri"))
    parts = [kind if isinstance(kind, str) else "block"]
    parts += [label] if label is not None else []
    parts += [f"<{uri}>"] if isinstance(uri, str) and uri else []
    return f"[{' '.join(parts)}]"


def parse_received(data: object) -> Notification:
    """Parse the ``params`` of a ``session/update`` the Client received.

    Tolerant, as a Client reads: "A Client skips a suggestion it cannot use and keeps
    the rest, for example one with a block it cannot parse", so a suggestion that is not
    valid as it is (:func:`readable_suggestions`) is dropped whole instead of failing
    the whole message (the strict default of notification's ``from_wire`` raises) or
    being trimmed to what parses ("A Client can send an accepted suggestion in that
    field unchanged"). So the model gives :meth:`ClientSuggestions.receive` the same
    list as the wire form does; ``receive`` also skips what the capabilities do not
    cover. Raises :class:`WireError` for a message that is not a session update a Client
    can read (not a notification, no known tag in v1, a suggestions update without its
    list), which ``receive`` ignores too.
    """
    if isinstance(data, Mapping):
        # The cast: some type checkers narrow an `object` to a mapping of unknown keys.
        wire = cast("Mapping[str, object]", data)
        update = wire.get(UPDATE_PROPERTY)
        if isinstance(update, Mapping) and is_suggestions_update(wire):
            readable = readable_suggestions(wire)
            data = {**wire, UPDATE_PROPERTY: {**update, SUGGESTIONS_PROPERTY: readable}}
    return from_wire(Notification, data, tolerant=True)


# -- migration from the interim form ---------------------------------------------------


def from_interim(
    meta: Mapping[str, JSONValue] | InterimUpdate | Omitted | None,
) -> SuggestionsUpdate | None:
    """Read the interim form from the ``_meta`` of a ``session_info_update``.

    Each ``{"text": ...}`` entry becomes a suggestion whose ``prompt`` is one ``text``
    block; entries that are blank (the same rule as ``prompt-suggestion-blank``) or not
    of that shape are dropped. None when ``meta`` carries no ``promptSuggestions`` list.
    ``meta`` is the update's ``meta`` (or its wire ``_meta``), or the whole
    ``session_info_update``, as a model or in its wire form; anything else raises
    :class:`TypeError`.
    """
    if isinstance(meta, InterimUpdate):
        meta = to_wire(meta)
    if isinstance(meta, Mapping) and meta.get(DISCRIMINATOR) == INTERIM_TAG:
        inner = meta.get(META_PROPERTY)
        meta = inner if isinstance(inner, Mapping) else None
    elif not isinstance(meta, Mapping) and not is_omitted(meta):
        msg = (
            "from_interim: expected the update's _meta, or the update itself, as a "
            f"model or its wire form; got {type(meta).__name__}"
        )
        raise TypeError(msg)
    entries = meta.get(INTERIM_META_KEY) if isinstance(meta, Mapping) else None
    if not isinstance(entries, list):
        return None
    suggestions: list[JSONValue] = []
    for entry in entries:
        text = entry.get("text") if isinstance(entry, dict) else None
        if not isinstance(text, str):
            continue
        block: JSONValue = {BLOCK_TYPE_PROPERTY: "text", "text": text}
        suggestion: JSONValue = {PROMPT_PROPERTY: [block]}
        if is_valid(SUGGESTION_TYPE, suggestion):
            suggestions.append(suggestion)
    update = {DISCRIMINATOR: SUGGESTIONS_TAG, SUGGESTIONS_PROPERTY: suggestions}
    return from_wire(SuggestionsUpdate, update)


def to_interim(
    suggestions: Sequence[PromptSuggestion | Mapping[str, object]],
) -> InterimUpdate:
    """Return the interim form of a list, for older peers during the transition.

    "Keep the ``_meta`` key for one release for older peers".

    Only suggestions made of ``text`` blocks fit ``{"text": ...}``; their texts are
    joined. Others are skipped whole, as a Client skips a suggestion it cannot use. Send
    it only to peers that read the interim form; a Client that advertises
    ``promptSuggestions`` gets the update itself.
    """
    entries: list[JSONValue] = []
    for given in _each_suggestion(suggestions, "to_interim"):
        suggestion = (  # a wire form parsed strictly: an Agent sends what it means
            given
            if isinstance(given, PromptSuggestion)
            else from_wire(PromptSuggestion, dict(given))
        )
        if all(isinstance(block, TextContentBlock) for block in suggestion.prompt):
            text = "".join(
                block.text
                for block in suggestion.prompt
                if isinstance(block, TextContentBlock)
            )
            entries.append({"text": text})
    return from_wire(
        InterimUpdate,
        {DISCRIMINATOR: INTERIM_TAG, META_PROPERTY: {INTERIM_META_KEY: entries}},
    )
