"""Check a log of ACP traffic against the Prompt Suggestions rules.

Run it as ``python -m <package>.transcript [--json] LOG.jsonl`` (``-`` reads stdin) or
call :func:`check` or :func:`findings`.

The log
-------
One JSON-RPC message per line with its sender, in the order the logging side saw them:
the forms, and how a log is read, are :mod:`._log`'s. The log is read once, in order,
and the checker keeps only what the rules need of each session (its current list, what
is owed, the prompts not yet answered, and, in v2, a 64-bit hash of each user message
id, to tell a patch from an insertion), so its memory grows with the sessions and their
user messages, not with the log's lines; each finding is known, and printed, when the
line it names is read.

The log's first ``initialize`` states the protocol version: the Agent's response, or the
Client's request when the next entry is not that response. A log of another version is
refused as unreadable rather than judged by the wrong rules (:data:`PROTOCOL_VERSION` is
the version this checker judges).

What is reported
----------------
Every finding names its line, a ``rule`` and a JSON pointer into the line (into the
message after the sender in the plain form) to the member it is about, never the whole
message: the update (``/params/update`` and below), the ``protocolVersion``, or the
``/result`` or ``/error`` of the response that ends a prompt's turn. So a finding reads
the same in every form of log and in both versions, but for where the message sits in
its line (``/message`` first in the object forms, the index of a batch's message).

- ``capability-not-advertised`` (error): a suggestions update sent to a Client that did
  not advertise ``promptSuggestions`` in ``initialize``. That list never becomes
  current: the Client shows nothing, so nothing is owed for it later (one error, not
  two).
- ``content-type-not-allowed`` (error): a block type that not both sides advertised.
- ``prompt-suggestion-blank`` and schema keywords (error): a suggestion made only of
  empty or whitespace-only text, or any structurally invalid update (a missing or
  non-string ``sessionId`` included). A ``session/update`` sent with an ``id`` is
  checked all the same. So is the ``protocolVersion`` of ``initialize``'s request and
  response: one that is not a version (a string) is its line's error and states no
  version.
- ``suggestions-not-withdrawn`` (error): the list was not empty when the Agent accepted
  a prompt, and the Agent neither replaced nor withdrew it before the work the prompt
  started or joined ended. "If the current list is not empty, the Agent MUST replace it
  or withdraw it" sets no deadline, so any suggestions update for the session logged
  after the acceptance counts, and only the end of that work proves the breach.

  In v1 the Agent accepts a prompt when the ``session/prompt`` request arrives, and the
  prompt's response ends its turn. An error response with nothing for the session in
  between means the prompt was refused; an error after the Agent worked on it (any
  session update of the session other than suggestions) ends a turn like a result does.

  In v2 "the Agent accepts a prompt when it inserts the user message" (the proposal),
  and "Upon receiving a prompt request, the Agent MUST respond once it has accepted the
  prompt" (v2's prompt lifecycle). So the log shows acceptance at a ``user_message`` or
  ``user_message_chunk`` with a new ``messageId``, whichever prompt it inserts (one of
  this Client's or not), and at a prompt's successful response, whichever comes first;
  each prompt is accepted once. A ``messageId`` seen before in the session is a patch of
  that message, however long ago it was inserted, and inserts nothing. The insertion is
  tied to a prompt by what the log shows: the oldest waiting prompt whose content it is,
  else the oldest whose first text it starts (a chunk), texts compared after Unicode NFC
  normalization; else a prompt whose response already proved it accepted. Work ends with
  the session's next ``state_update`` reporting ``idle`` ("When the Agent is ready to
  process a new prompt, it MUST report idle"); an error response before the insertion
  means the prompt was refused.
- ``suggestions-not-withdrawn-for-work`` (warning, v2 only): foreground work started
  without a prompt (a ``state_update`` reporting ``running`` while the session was ready
  for a prompt: after ``idle``, or after ``session/new`` or ``session/resume``
  succeeded, with no prompt waiting) while the list was not empty, and the Agent neither
  replaced nor withdrew it before the work ended. "Agents SHOULD replace or withdraw the
  list when it stops applying for another reason. In v2, that includes foreground work
  that starts without a prompt": a SHOULD, so a warning. A prompt accepted during that
  work makes it the error above.
- ``suggestions-in-replay`` (warning): suggestions among the updates that a replay
  replays (between its request and its response): ``session/load`` in v1,
  ``session/resume`` with a ``replayFrom`` in v2. A SHOULD NOT, so not an error. "A
  loaded or resumed session starts with an empty list": ``session/load`` and
  ``session/resume`` (v1's too, which replays nothing) start the session over when the
  request arrives, and a list the replay holds is never current. An update before the
  response of a resume that replays nothing is an ordinary update.
- ``capabilities-unknown`` (warning, once): an update arrived before the log showed both
  sides of ``initialize``; the capability rules are not checked for it.

Messages are taken in log order. An update logged after a prompt counts as sent after
it, so an update that crossed the prompt in transit (sent before the Agent saw it) can
hide a breach in a log written by the Client; it never causes a false one.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from array import array
from dataclasses import dataclass, field
from typing import (
    TYPE_CHECKING,
    Any,
    Final,
    Literal,
    TextIO,
    TypeAlias,
)

from ._facts import (
    ACCEPTANCE,
    AGENT_PROMPT_CAPABILITIES_PATH,
    CLIENT_CAPABILITIES_PATH,
    DISCRIMINATOR,
    INITIALIZE_METHOD,
    NEW_SESSION_METHOD,
    NOTIFICATION_TYPE,
    PROMPT_METHOD,
    PROTOCOL_VERSION,
    PROTOCOL_VERSION_TYPE,
    RESTART_METHODS,
    STATE_UPDATE,
    SUGGESTIONS_TAG,
    UPDATE_METHOD,
    USER_MESSAGE_UPDATES,
    validate,
)
from ._log import (
    Entry,
    Json,
    Record,
    Sender,
    Statement,
    Unreadable,
    UnreadableLog,
    as_object,
    at,
    cannot_read,
    entries,
    id_key,
    messages,
    open_log,
    other_version,
    parse_line,
    read_log,
    stated_protocol_version,
)
from .capabilities import (
    allowed_block_types,
    check_update_for_client,
    may_send,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Sequence
    from pathlib import Path

__all__ = [
    "PROTOCOL_VERSION",
    "Entry",
    "Finding",
    "Record",
    "Report",
    "Unreadable",
    "UnreadableLog",
    "cannot_read",
    "check",
    "check_file",
    "entries",
    "findings",
    "main",
    "open_log",
    "parse_line",
    "read_log",
    "run",
    "stated_protocol_version",
]

Severity = Literal["error", "warning"]

RULE_NOT_WITHDRAWN: Final = "suggestions-not-withdrawn"
RULE_IN_REPLAY: Final = "suggestions-in-replay"
RULE_CAPABILITIES_UNKNOWN: Final = "capabilities-unknown"
RULE_NOT_WITHDRAWN_FOR_WORK: Final = "suggestions-not-withdrawn-for-work"  # v2 only

_RUNNING: Final = "running"
_IDLE: Final = "idle"


@dataclass(frozen=True, slots=True)
class Finding:
    """One breach of the proposal, at a line of the log."""

    line: int
    severity: Severity
    rule: str
    path: str  # JSON pointer into the line's message
    message: str

    def to_json(self) -> dict[str, object]:
        """Return the finding as a JSON object, as ``--json`` prints it."""
        return {
            "line": self.line,
            "severity": self.severity,
            "rule": self.rule,
            "path": self.path,
            "message": self.message,
        }

    def to_text(self, name: str) -> str:
        """Return the finding as a line for people, naming the log ``name``.

        The line reads ``name:line: severity: message [rule] at path``.
        """
        at = f" at {self.path}" if self.path else ""
        return f"{name}:{self.line}: {self.severity}: {self.message} [{self.rule}]{at}"


@dataclass(frozen=True, slots=True)
class Report:
    """Every finding of one log, in line order."""

    findings: tuple[Finding, ...]

    @property
    def errors(self) -> int:
        """The number of errors found."""
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def warnings(self) -> int:
        """The number of warnings found."""
        return sum(1 for f in self.findings if f.severity == "warning")

    @property
    def exit_code(self) -> int:
        """0 when no errors (warnings alone are fine), 1 otherwise."""
        return 1 if self.errors else 0

    def to_json(self) -> dict[str, object]:
        """Return the report as a JSON object: the counts and every finding."""
        return {
            "errors": self.errors,
            "warnings": self.warnings,
            "findings": [f.to_json() for f in self.findings],
        }


# -- the state the rules keep ----------------------------------------------------------


@dataclass(slots=True)
class _Prompt:
    line: int
    content: Json  # the prompt's content, to tie an insertion to it (v2)
    accepted: bool = False
    worked_on: bool = False  # v1: the log showed the Agent working on it


@dataclass(slots=True)
class _Owed:
    """A non-empty list that stopped applying: the Agent must replace or withdraw it."""

    list_line: int
    since: int  # the line that made it stop applying
    # The accepted prompt (None: not one of this Client's, or work).
    prompt: _Prompt | None
    severity: Severity


class _Seen:
    """A set of strings kept as their 64-bit hashes, in one array of open addressing.

    Eight bytes a slot, from a quarter to half of them taken: 16 to 32 bytes a member
    (48 while the table doubles), where a set of the strings keeps each string (50 bytes
    and more). Two strings of one hash count as one, a chance of 2**-64 a pair.
    """

    __slots__ = ("_count", "_slots")

    def __init__(self) -> None:
        self._slots = array("q", [0]) * 8
        self._count = 0

    def add(self, text: str) -> bool:
        """Add ``text``; return whether it was new."""
        value = hash(text) or 1  # 0 marks a free slot
        slots = self._slots
        mask = len(slots) - 1
        index = value & mask
        while slots[index]:
            if slots[index] == value:
                return False
            index = (index + 1) & mask
        slots[index] = value
        self._count += 1
        if 2 * self._count > len(slots):
            self._grow()
        return True

    def _grow(self) -> None:
        old = self._slots
        slots = self._slots = array("q", [0]) * (2 * len(old))
        mask = len(slots) - 1
        for value in old:
            if value:
                index = value & mask
                while slots[index]:
                    index = (index + 1) & mask
                slots[index] = value


@dataclass(slots=True)
class _Session:
    # Line of the update that made the current list non-empty; None while it is empty.
    list_line: int | None = None
    # The restart request whose updates replay the session, until its response.
    replaying: str | None = None
    owed: _Owed | None = None
    # Prompts not yet answered (v1), or not yet refused or inserted (v2), oldest first.
    prompts: list[_Prompt] = field(default_factory=list)
    # v2: every user message id of the session, the last state reported ("idle" once
    # the session is ready for a prompt), and whether a prompt was accepted since.
    user_messages: _Seen = field(default_factory=_Seen)
    state: object = None
    prompted: bool = False


@dataclass(slots=True)
class _Request:
    method: str
    params: Json
    prompt: _Prompt | None = None


# -- the rules: each says what it finds, the checker calls it where it judges --------

_Verdict: TypeAlias = tuple[Severity, str, str, str]
"""A finding of the line being judged: severity, rule id, pointer, message."""


def _schema_errors(params: dict[str, Any]) -> Iterator[_Verdict]:
    """Return the schema's errors of a suggestions notification (its ``params``)."""
    for error in validate(NOTIFICATION_TYPE, params):
        yield "error", error.rule, "/params" + error.path, error.message


def _protocol_version_errors(value: Json, path: str) -> Iterator[_Verdict]:
    """Return the schema's errors of the ``protocolVersion`` of ``initialize``.

    ``value`` is its params or result (at ``path``): a value that is not a version is
    that line's error, and states none.
    """
    if isinstance(value, dict) and "protocolVersion" in value:
        for error in validate(PROTOCOL_VERSION_TYPE, value["protocolVersion"]):
            where = f"{path}/protocolVersion{error.path}"
            yield "error", error.rule, where, error.message


def _capability_errors(
    update: dict[str, Any], client: dict[str, object], agent: dict[str, object]
) -> Iterator[_Verdict]:
    """Return what ``update`` sends that the two sides' capabilities do not allow."""
    for error in check_update_for_client(update, client, agent):
        yield "error", error.rule, "/params/update" + error.path, error.message


def _capabilities_unknown() -> _Verdict:
    """Warn of the capability rules left unchecked.

    Said once, at the first suggestions update of a log that does not show both
    sides of ``initialize`` before it.
    """
    message = (
        "the log does not show both sides of initialize before this update, so "
        "the capability rules were not checked"
    )
    return "warning", RULE_CAPABILITIES_UNKNOWN, "/params/update", message


def _in_replay(replaying: str) -> _Verdict:
    """Warn of suggestions sent while ``replaying`` (a restart method) replays."""
    message = (
        f"suggestions SHOULD NOT be part of {replaying} replay; a "
        "replayed session starts with an empty list"
    )
    return "warning", RULE_IN_REPLAY, "/params/update", message


def _not_withdrawn_at_response(
    owed: _Owed, prompt: _Prompt, *, succeeded: bool
) -> _Verdict:
    """Report a list still current when an accepted ``prompt`` is answered (v1).

    The caller judges it an error once the Agent worked on the prompt, or when it
    ``succeeded``; ``owed`` is the list.
    """
    ended = "ended" if succeeded else "ended with an error after the Agent worked on it"
    message = (
        f"the prompt of line {prompt.line} {ended}, but the suggestions sent "
        f"on line {owed.list_line} were neither replaced nor withdrawn after "
        "the Agent accepted it"
    )
    # The member that ends the turn: the response's result, or its error.
    where = "/result" if succeeded else "/error"
    return "error", RULE_NOT_WITHDRAWN, where, message


def _not_withdrawn_at_idle(owed: _Owed) -> _Verdict:
    """Report a list still current when the work ends (v2's ``idle``).

    An error after an accepted prompt, a warning after foreground work without one;
    ``owed`` is the list.
    """
    if owed.severity == "warning":
        message = (
            f"foreground work started without a prompt on line {owed.since}, but "
            f"the suggestions sent on line {owed.list_line} were neither replaced "
            "nor withdrawn before it ended; Agents SHOULD replace or withdraw a "
            "list that stops applying"
        )
        return "warning", RULE_NOT_WITHDRAWN_FOR_WORK, "/params/update", message
    accepted = (
        "a prompt" if owed.prompt is None else f"the prompt of line {owed.prompt.line}"
    )
    message = (
        f"the Agent accepted {accepted} on line {owed.since}, but the suggestions "
        f"sent on line {owed.list_line} were neither replaced nor withdrawn before "
        "the work ended"
    )
    return "error", RULE_NOT_WITHDRAWN, "/params/update", message


class _Checker:
    """The conversation over one log, and where each rule is judged.

    :meth:`take` each entry in log order, and read what it found in :attr:`found` (the
    caller empties it).
    """

    def __init__(self) -> None:
        self.found: list[Finding] = []
        self.sessions: dict[str, _Session] = {}
        self.requests: dict[tuple[Sender, object], _Request] = {}
        self.statement = Statement()
        self.initialize_seen = False
        self.client_capabilities: dict[str, object] = {}
        self.agent_prompt_capabilities: dict[str, object] = {}
        self.agent_capabilities_seen = False
        self.may_send = False
        self.allowed: frozenset[str] = frozenset()
        self.warned_unknown = False
        self.line = 0  # the line being judged, and the pointer of its message in it
        self.path = ""

    def report(self, verdicts: Iterable[_Verdict]) -> None:
        """Record the ``verdicts`` of the line being judged."""
        for severity, rule, path, message in verdicts:
            self.found.append(
                Finding(self.line, severity, rule, self.path + path, message)
            )

    def session(self, session_id: str) -> _Session:
        session = self.sessions.get(session_id)
        if session is None:
            session = self.sessions[session_id] = _Session()
        return session

    # -- dispatch ----------------------------------------------------------------------

    def take(
        self, line: int, sender: Sender, message: dict[str, Any], path: str
    ) -> Unreadable | None:
        """Judge one message (of ``line``, at ``path`` in it).

        Return an :class:`Unreadable` when the log turns out to be of another protocol
        version (nothing more can be judged).
        """
        statement = self.statement
        if not statement.settled and statement.take(line, sender, message):
            version = statement.version
            if version is not None and version != PROTOCOL_VERSION:
                return other_version(statement)
        self.line = line
        self.path = path
        method = message.get("method")
        if method is not None:
            params = message.get("params")
            if "id" in message:
                request = _Request(str(method), params)
                self.requests[(sender, id_key(message["id"]))] = request
                if sender == "client":
                    self.client_request(request)
            if (
                sender == "agent"
                and method == UPDATE_METHOD
                and isinstance(params, dict)
            ):
                self.update(params)
        elif "id" in message:
            other: Sender = "agent" if sender == "client" else "client"
            pending = self.requests.pop((other, id_key(message["id"])), None)
            if pending is not None and sender == "agent":
                self.agent_response(pending, message)
        return None

    def client_request(self, request: _Request) -> None:
        if request.method == INITIALIZE_METHOD:
            self.report(_protocol_version_errors(request.params, "/params"))
            self.initialize_seen = True
            self.client_capabilities = as_object(
                at(request.params, CLIENT_CAPABILITIES_PATH)
            )
            self.capabilities_changed()
            return
        session_id = at(request.params, ("sessionId",))
        if not isinstance(session_id, str):
            return
        restart = RESTART_METHODS.get(request.method)
        if restart is not None:
            # The session starts over: an empty list, nothing owed; the ids of its user
            # messages are still known.
            if isinstance(restart, str):
                restart = at(request.params, (restart,)) is not None
            known = self.session(session_id).user_messages
            replaying = request.method if restart else None
            self.sessions[session_id] = _Session(
                replaying=replaying, user_messages=known
            )
        elif request.method == PROMPT_METHOD:
            prompt = _Prompt(self.line, at(request.params, ("prompt",)))
            request.prompt = prompt
            session = self.session(session_id)
            session.prompts.append(prompt)
            if ACCEPTANCE == "request":
                self.accept(session, prompt)

    def agent_response(self, request: _Request, message: dict[str, Any]) -> None:
        succeeded = "result" in message
        if request.method == INITIALIZE_METHOD:
            self.agent_capabilities_seen = succeeded
            if succeeded:
                result = message.get("result")
                self.report(_protocol_version_errors(result, "/result"))
                self.agent_prompt_capabilities = as_object(
                    at(result, AGENT_PROMPT_CAPABILITIES_PATH)
                )
            self.capabilities_changed()
            return
        if request.method == NEW_SESSION_METHOD:
            session_id = at(message.get("result"), ("sessionId",))
            if succeeded and isinstance(session_id, str):
                self.session(session_id).state = _IDLE  # ready for a prompt
            return
        session_id = at(request.params, ("sessionId",))
        if not isinstance(session_id, str):
            return
        session = self.session(session_id)
        if request.method in RESTART_METHODS:
            session.replaying = None
            if succeeded:
                session.state = _IDLE  # ready for a prompt, with an empty list
            return
        prompt = request.prompt
        if prompt is not None:
            self.prompt_response(session, prompt, succeeded=succeeded)

    def prompt_response(
        self, session: _Session, prompt: _Prompt, *, succeeded: bool
    ) -> None:
        """Judge the response to ``prompt``: ``succeeded``, or an error."""
        if ACCEPTANCE == "insertion":
            if succeeded:
                self.accept(session, prompt)  # it waits for its insertion still
            elif not prompt.accepted and prompt in session.prompts:
                # Refused: the conversation did not change.
                session.prompts.remove(prompt)
            return
        if prompt in session.prompts:
            session.prompts.remove(prompt)
        owed = session.owed
        if owed is None or owed.prompt is not prompt:
            return
        session.owed = None
        if succeeded or prompt.worked_on:
            self.report([_not_withdrawn_at_response(owed, prompt, succeeded=succeeded)])
        # else: refused before any work; the conversation did not change

    # -- the rules over time -----------------------------------------------------------

    def accept(self, session: _Session, prompt: _Prompt | None) -> None:
        """Record that the Agent accepted ``prompt``: the list is now out of date.

        ``prompt`` None: a prompt the log does not tie to one of this Client's.
        """
        if prompt is not None:
            if prompt.accepted:
                return
            prompt.accepted = True
        session.prompted = True
        owed = session.owed
        if session.list_line is not None and (
            owed is None or owed.severity == "warning"
        ):
            # A prompt accepted during work started without one: the MUST takes over.
            session.owed = _Owed(session.list_line, self.line, prompt, "error")

    def update(self, params: dict[str, Any]) -> None:
        update = params.get("update")
        if not isinstance(update, dict):
            return
        kind = update.get(DISCRIMINATOR)
        session_id = params.get("sessionId")
        session = None
        if isinstance(session_id, str):
            session = self.sessions.get(session_id) or self.session(session_id)
        if kind == SUGGESTIONS_TAG:
            self.suggestions(params, update, session)
        elif session is None:
            return
        elif ACCEPTANCE == "request":
            if session.prompts and not session.replaying:
                for prompt in session.prompts:  # the Agent works on them
                    prompt.worked_on = True
        elif kind in USER_MESSAGE_UPDATES:
            self.user_message(session, update)
        elif kind == STATE_UPDATE and not session.replaying:
            self.state_update(session, update.get("state"))

    def user_message(self, session: _Session, update: dict[str, Any]) -> None:
        message_id = update.get("messageId")
        if not isinstance(message_id, str) or not session.user_messages.add(message_id):
            return  # a patch of a message already inserted
        if session.replaying:
            return
        content = update.get("content")
        inserted = _normalized(content if isinstance(content, list) else [content])
        prompts = session.prompts
        prompt = next(
            (p for p in prompts if _normalized(p.content) == inserted),
            next(
                (p for p in prompts if _starts(inserted, p.content)),
                next((p for p in prompts if p.accepted), None),
            ),
        )
        if prompt is not None:
            prompts.remove(prompt)
        self.accept(session, prompt)

    def state_update(self, session: _Session, state: object) -> None:
        if state == _IDLE:
            owed, session.owed = session.owed, None
            session.prompted = False
            # The work ended: an accepted prompt is no longer inserted.
            if session.prompts:
                session.prompts = [p for p in session.prompts if not p.accepted]
            if owed is not None:
                self.report([_not_withdrawn_at_idle(owed)])
        elif (
            state == _RUNNING
            and session.state == _IDLE
            and not session.prompts
            and not session.prompted
            and session.list_line is not None
            and session.owed is None
        ):
            session.owed = _Owed(session.list_line, self.line, None, "warning")
        session.state = state

    def capabilities_changed(self) -> None:
        self.may_send = may_send(self.client_capabilities)
        self.allowed = allowed_block_types(
            self.client_capabilities, self.agent_prompt_capabilities
        )

    def suggestions(
        self,
        params: dict[str, Any],
        update: dict[str, Any],
        session: _Session | None,
    ) -> None:
        errors = list(_schema_errors(params))
        self.report(errors)
        known = self.initialize_seen and self.agent_capabilities_seen
        if known:
            # A valid update whose blocks are all allowed needs no capability messages.
            if errors or not self.may_send or not self.allowed_blocks(update):
                client, agent = self.client_capabilities, self.agent_prompt_capabilities
                self.report(_capability_errors(update, client, agent))
        elif not self.warned_unknown:
            self.warned_unknown = True
            self.report([_capabilities_unknown()])
        if session is None:
            return
        if session.replaying:
            self.report([_in_replay(session.replaying)])
            return
        if known and not self.may_send:
            # A Client that never advertised the capability shows no list: the sending
            # is the error, and no list becomes current to be withdrawn later.
            return
        listed = update.get("suggestions")
        session.list_line = self.line if isinstance(listed, list) and listed else None
        session.owed = None

    def allowed_blocks(self, update: dict[str, Any]) -> bool:
        """Return whether every block of a valid suggestions update has an allowed type.

        That is the capability checks' verdict, without building their messages. The
        update is valid (the schema found no error in it), so it has its list, and each
        suggestion its prompt of typed blocks.
        """
        allowed = self.allowed
        for suggestion in update["suggestions"]:
            for block in suggestion["prompt"]:
                if block["type"] not in allowed:
                    return False
        return True


def _normalized(content: Json) -> Json:
    """Return a prompt's content with each block's text in Unicode NFC.

    Two spellings of one text (NFD from one side, NFC from the other) are one prompt.
    """
    if not isinstance(content, list):
        return content
    return [_normal_block(block) for block in content]


def _normal_block(block: Json) -> Json:
    if isinstance(block, dict) and isinstance(block.get("text"), str):
        return {**block, "text": unicodedata.normalize("NFC", block["text"])}
    return block


def _starts(inserted: Json, prompt: Json) -> bool:
    """Return whether a user message's first content starts the prompt's first text.

    ``inserted`` is normalized (:func:`_normalized`); the first content is a user
    message's ``content``, or a chunk's block.
    """
    if not isinstance(prompt, list) or not prompt:
        return False
    if not isinstance(inserted, list) or not inserted:
        return False
    head, first = _normal_block(prompt[0]), inserted[0]
    if first == head:
        return True
    text, start = at(head, ("text",)), at(first, ("text",))
    return (
        isinstance(text, str)
        and isinstance(start, str)
        and bool(start)
        and text.startswith(start)
    )


# -- the entry points ------------------------------------------------------------------


def findings(lines: Iterable[str | bytes]) -> Iterator[Finding | Unreadable]:
    """Yield every finding of a log, in log order, as soon as the line it names is read.

    Each line that is not an entry yields an :class:`Unreadable`. From the first
    unreadable line on nothing is judged (the lines are still read, to name every
    unreadable one); a log of another protocol version stops the reading where its
    ``initialize`` says so; a log without entries ends with an :class:`Unreadable` for
    the whole log.
    """
    checker = _Checker()
    found = checker.found
    judging = True
    seen = False
    for item in messages(lines):
        if item[1] is None:  # (line, None, reason, ""): not an entry
            judging = False
            yield Unreadable(item[0], item[2])
            continue
        seen = True
        if not judging:
            continue
        refused = checker.take(*item)
        if found:
            yield from found
            found.clear()
        if refused is not None:
            yield refused
            return
    if not judging:
        return
    if not seen:
        yield Unreadable(None, "no log entries (the file has no message lines)")
        return
    checker.statement.finish()
    version = checker.statement.version
    if version is not None and version != PROTOCOL_VERSION:
        yield other_version(checker.statement)


def check(lines: Iterable[str | bytes]) -> Report:
    """Check a whole log.

    Raises :class:`UnreadableLog` naming every line that is not an entry, for a log of
    another protocol version, and for a log without entries (empty, or only blank and
    comment lines): it shows no traffic, so it cannot be judged clean.
    """
    found: list[Finding] = []
    problems: list[tuple[int | None, str]] = []
    for item in findings(lines):
        if isinstance(item, Finding):
            found.append(item)
        else:
            problems.append(item)
    if problems:
        (line, reason), *more = problems
        raise UnreadableLog(line, reason, more=more)
    return Report(tuple(found))


def check_file(path: Path) -> Report:
    """Check a log file; raise :class:`UnreadableLog` (also for bytes not UTF-8)."""
    with path.open("rb") as log:
        return check(log)


def run(
    lines: Iterable[str | bytes],
    name: str,
    *,
    as_json: bool = False,
    out: TextIO | None = None,
    err: TextIO | Callable[[str], None] | None = None,
) -> int:
    """Check a log and print its findings as they are found; return the exit status.

    Findings go to ``out`` (default stdout), every unreadable line to ``err`` as
    ``LOG:LINE: unreadable: why``: a text stream (default stderr), or a function given
    each such line (a program's own way of printing its errors). Text: one line per
    finding, then a summary when the whole log was judged.
    ``as_json``: one JSON object, written as the log reads, ``{"findings": [...],
    "errors": E, "warnings": W, "unreadable": U}``.

    Exit 0 clean (warnings alone included), 1 errors found, 2 unreadable input.
    """
    stdout = sys.stdout if out is None else out
    stream = sys.stderr if err is None or callable(err) else err

    def unreadable_line(text: str) -> None:
        stream.write(text + "\n")

    problem = err if callable(err) else unreadable_line
    counts = {"error": 0, "warning": 0}
    unreadable = 0
    if as_json:
        stdout.write('{"findings": [')
    for item in findings(lines):
        if isinstance(item, Unreadable):
            unreadable += 1
            where = name if item.line is None else f"{name}:{item.line}"
            problem(f"{where}: unreadable: {item.reason}")
            continue
        if as_json:
            comma = "," if counts["error"] or counts["warning"] else ""
            stdout.write(f"{comma}\n  {json.dumps(item.to_json())}")
        else:
            stdout.write(item.to_text(name) + "\n")
        counts[item.severity] += 1
    errors, warnings = counts["error"], counts["warning"]
    if as_json:
        closing = "\n" if errors or warnings else ""
        stdout.write(
            f'{closing}], "errors": {errors}, "warnings": {warnings}, '
            f'"unreadable": {unreadable}}}\n'
        )
    elif not unreadable:
        stdout.write(f"{errors} error(s), {warnings} warning(s)\n")
    if unreadable:
        return 2
    return 1 if errors else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the checker on the arguments ``[--json] LOG.jsonl|-``.

    Exit 0 clean, 1 errors found, 2 unreadable input.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    paths = [a for a in args if a != "--json"]
    if len(paths) != 1:
        sys.stderr.write("usage: transcript [--json] LOG.jsonl|-\n")
        return 2
    name = paths[0]
    try:
        with open_log(name) as log:
            return run(log, name, as_json=as_json)
    except OSError as error:
        return cannot_read(name, error)


if __name__ == "__main__":
    sys.exit(main())
