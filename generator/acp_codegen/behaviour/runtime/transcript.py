"""Check a log of ACP traffic against the Prompt Suggestions rules.

Run it as ``python -m <package>.transcript [--json] LOG.jsonl`` or call :func:`check`.

The log
-------
One JSON-RPC message per line, UTF-8, in the order the logging side saw them, with the side
that sent it. Either form, mixed freely:

- object form: ``{"from": "client", "message": {"jsonrpc": "2.0", ...}}``; other keys
  (timestamps, ...) are ignored;
- plain form: the sender, a space or tab, the message: ``agent {"jsonrpc": "2.0", ...}``.

The sender is ``client`` or ``agent``. A message may be a JSON-RPC batch (an array). Blank
lines and lines starting with ``#`` are skipped; a UTF-8 byte-order mark at the start of the
file is ignored. Every line that is not an entry is reported, each with what is wrong (a
missing ``from`` key, a prefix before the sender, a ``//`` comment, ...), and nothing is
judged until the whole log reads.

The log's ``initialize`` states the protocol version (the Agent's response, or the Client's
request when the log has no response): a log of another version is refused as unreadable
rather than judged by the wrong rules (:data:`PROTOCOL_VERSION` is the version this checker
judges).

What is reported
----------------
Every finding names its line, a ``rule`` and a JSON pointer into that line's message.

- ``capability-not-advertised`` (error): a suggestions update sent to a Client that did not
  advertise ``promptSuggestions`` in ``initialize``.
- ``content-type-not-allowed`` (error): a block type that not both sides advertised.
- ``prompt-suggestion-blank`` and schema keywords (error): a suggestion made only of empty or
  whitespace-only text, or any structurally invalid update.
- ``suggestions-not-withdrawn`` (error): the list was not empty when the Agent accepted a
  prompt, and the Agent neither replaced nor withdrew it.

  In v1 the Agent accepts a prompt when the ``session/prompt`` request arrives, so any
  suggestions update for that session logged after the request counts. The log proves the breach
  with the prompt's successful response (the end of the turn); an error response means the
  prompt was refused, and a log that ends before the response proves nothing.

  In v2 "the Agent accepts a prompt when it inserts the user message" (the proposal), and
  "Upon receiving a prompt request, the Agent MUST respond once it has accepted the prompt"
  (v2's prompt lifecycle). So the log shows acceptance at the first ``user_message`` or
  ``user_message_chunk`` with a new ``messageId`` after the request, or at the request's
  successful response, whichever comes first: the response proves the prompt was accepted even
  before the log shows the insertion. A ``state_update`` reporting ``running`` before either
  (work such as a prompt-submit hook) is not acceptance. Any suggestions update logged after
  acceptance counts. The log proves the breach with the session's next ``state_update``; an
  error response before the insertion means the prompt was refused.
- ``suggestions-not-withdrawn-for-work`` (warning, v2 only): foreground work started without
  a prompt (a ``state_update`` reporting ``running`` after ``idle``, with no prompt waiting)
  while the list was not empty, and the Agent neither replaced nor withdrew it before the
  session's next ``state_update``. "Agents SHOULD replace or withdraw the list when it
  stops applying for another reason. In v2, that includes foreground work that starts without
  a prompt": a SHOULD, so a warning.
- ``suggestions-in-replay`` (warning): suggestions among the updates that the replay request
  (``session/load`` in v1, ``session/resume`` in v2) replays (between its request and its
  response). A SHOULD NOT, so not an error. The session starts with an empty list once the
  replay completes.
- ``capabilities-unknown`` (warning, once): an update arrived before the log showed
  both sides of ``initialize``; the capability rules are not checked for it.

Messages are taken in log order. An update logged after a prompt counts as sent after it, so
an update that crossed the prompt in transit (sent before the Agent saw it) can hide a breach
in a log written by the Client; it never causes a false one.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from ._facts import (
    ACCEPTANCE,
    AGENT_PROMPT_CAPABILITIES_PATH,
    CLIENT_CAPABILITIES_PATH,
    DISCRIMINATOR,
    INITIALIZE_METHOD,
    NOTIFICATION_TYPE,
    PROMPT_METHOD,
    REPLAY_METHOD,
    STATE_UPDATE,
    SUGGESTIONS_TAG,
    UPDATE_METHOD,
    USER_MESSAGE_UPDATES,
    check_update_for_client,
    validate,
)
from ._facts import PROTOCOL_VERSION as PROTOCOL_VERSION

__all__ = [
    "Finding",
    "Report",
    "UnreadableLog",
    "check",
    "check_file",
    "main",
    "read_log",
    "stated_protocol_version",
]

Severity = Literal["error", "warning"]
Sender = Literal["client", "agent"]

RULE_NOT_WITHDRAWN: Final = "suggestions-not-withdrawn"
RULE_IN_REPLAY: Final = "suggestions-in-replay"
RULE_CAPABILITIES_UNKNOWN: Final = "capabilities-unknown"
RULE_NOT_WITHDRAWN_FOR_WORK: Final = "suggestions-not-withdrawn-for-work"  # v2 only

_SENDERS: Final[tuple[Sender, ...]] = ("client", "agent")
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
        return {
            "line": self.line,
            "severity": self.severity,
            "rule": self.rule,
            "path": self.path,
            "message": self.message,
        }


@dataclass(frozen=True, slots=True)
class Report:
    """Every finding of one log, in line order."""

    findings: tuple[Finding, ...]

    @property
    def errors(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for f in self.findings if f.severity == "warning")

    @property
    def exit_code(self) -> int:
        """0 when no errors (warnings alone are fine), 1 otherwise."""
        return 1 if self.errors else 0

    def to_json(self) -> dict[str, object]:
        return {
            "errors": self.errors,
            "warnings": self.warnings,
            "findings": [f.to_json() for f in self.findings],
        }


class UnreadableLog(ValueError):
    """Lines that are not log entries, or a log that cannot be judged.

    ``problems`` lists every one as (1-based line number or None for the whole log, reason);
    ``line`` and ``reason`` are the first.
    """

    def __init__(
        self,
        line: int | None,
        reason: str,
        *,
        more: Sequence[tuple[int | None, str]] = (),
    ) -> None:
        self.problems: tuple[tuple[int | None, str], ...] = ((line, reason), *more)
        super().__init__(
            "; ".join(
                why if at is None else f"line {at}: {why}" for at, why in self.problems
            )
        )
        self.line = line
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Entry:
    line: int
    sender: Sender
    message: dict[str, object]
    path: str  # pointer of the message in the line ("/message", "/message/0", ...)


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _loads(text: str) -> object:
    return json.loads(text, parse_constant=_reject_constant)


_ENTRY_FORMS: Final = (
    'expected `client {...}`, `agent {...}` or {"from": ..., "message": {...}}'
)


def _shown(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _object_entry(record: dict[str, object]) -> tuple[object, object] | str:
    """(sender, message) of an object-form entry, or what is wrong with it."""
    missing = [key for key in ("from", "message") if key not in record]
    if missing:
        found = ", ".join(f"`{key}`" for key in record) or "no keys"
        keys = " or ".join(f"`{key}`" for key in missing)
        return f"no {keys} key; found {found} ({_ENTRY_FORMS})"
    return record["from"], record["message"]


def _plain_entry(text: str) -> tuple[object, object] | str:
    """(sender, message) of a plain-form entry, or what is wrong with it."""
    if text.startswith("//"):
        return "a `//` comment; comments in a log start with `#`"
    head, *rest = text.split(None, 1)
    if head not in _SENDERS:
        for sender in _SENDERS:
            at = text.find(sender + " ")
            if at == -1:
                at = text.find(sender + "\t")
            if at > 0:
                return f"{_shown(text[:at].strip())} before the sender `{sender}` ({_ENTRY_FORMS})"
        return f"not a log entry: it starts with {_shown(head)} ({_ENTRY_FORMS})"
    try:
        return head, _loads(rest[0] if rest else "")
    except ValueError as error:
        return f"the message after `{head}` is not JSON: {error}"


def read_log(lines: Iterable[str]) -> Iterator[Entry]:
    """The messages of a log, one :class:`Entry` each.

    Raises :class:`UnreadableLog` once every line was read, naming every line that is not an
    entry; the entries before it were yielded.
    """
    problems: list[tuple[int | None, str]] = []
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:].strip()
        if not text or text.startswith("#"):
            continue
        parsed: tuple[object, object] | str
        if text.startswith("{"):
            try:
                record = _loads(text)
            except ValueError as error:
                problems.append((number, f"not JSON: {error}"))
                continue
            if not isinstance(record, dict):
                problems.append((number, f"not a log entry ({_ENTRY_FORMS})"))
                continue
            parsed, where = _object_entry(record), "/message"
        else:
            parsed, where = _plain_entry(text), ""
        if isinstance(parsed, str):
            problems.append((number, parsed))
            continue
        sender, body = parsed
        if sender != "client" and sender != "agent":
            problems.append(
                (number, f"the sender must be 'client' or 'agent', got {sender!r}")
            )
            continue
        batch = body if isinstance(body, list) else [body]
        bad = [i for i, message in enumerate(batch) if not isinstance(message, dict)]
        if bad:
            path = f"{where}/{bad[0]}" if isinstance(body, list) else where
            problems.append(
                (number, f"a JSON-RPC message must be an object ({path or '/'})")
            )
            continue
        for index, message in enumerate(batch):
            assert isinstance(message, dict)
            path = f"{where}/{index}" if isinstance(body, list) else where
            yield Entry(number, sender, message, path)
    if problems:
        (line, reason), *more = problems
        raise UnreadableLog(line, reason, more=more)


def _at(value: object, path: Sequence[str]) -> object:
    """The value at a path of keys, or None when any step is missing."""
    for key in path:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def _object(value: object) -> dict[str, object]:
    """A capabilities object as advertised; anything else (omitted, null) advertises nothing."""
    return value if isinstance(value, dict) else {}


def _id_key(value: object) -> str:
    return json.dumps(value, sort_keys=True)


@dataclass
class _Prompt:
    line: int
    session_id: str
    accepted: bool = False


@dataclass
class _Obligation:
    """A non-empty list that was current when the Agent accepted a prompt."""

    prompt: _Prompt
    accepted_line: int
    list_line: int


@dataclass
class _Work:
    """Foreground work that started without a prompt while the list was not empty (v2)."""

    started_line: int
    list_line: int


@dataclass
class _Session:
    list_line: int | None = (
        None  # line of the update that made the current list non-empty
    )
    replaying: bool = False
    obligation: _Obligation | None = None
    # The rest is read only where a prompt is accepted at the insertion of its message (v2).
    waiting: list[_Prompt] = field(
        default_factory=list
    )  # accepted or not, not yet inserted
    user_messages: set[str] = field(default_factory=set)
    state: object = None  # the last state the log reported
    prompted: bool = False  # a prompt was accepted since the last idle
    work: _Work | None = (
        None  # foreground work without a prompt, while the list was not empty
    )


@dataclass
class _Request:
    method: str
    params: object
    line: int
    prompt: _Prompt | None = None


@dataclass
class _Checker:
    findings: list[Finding] = field(default_factory=list)
    sessions: dict[str, _Session] = field(default_factory=dict)
    requests: dict[tuple[Sender, str], _Request] = field(default_factory=dict)
    initialize_seen: bool = False
    client_capabilities: dict[str, object] = field(default_factory=dict)
    agent_prompt_capabilities: dict[str, object] = field(default_factory=dict)
    agent_capabilities_seen: bool = False
    warned_unknown: bool = False

    def report(
        self, entry: Entry, severity: Severity, rule: str, path: str, message: str
    ) -> None:
        self.findings.append(
            Finding(entry.line, severity, rule, entry.path + path, message)
        )

    def session(self, session_id: str) -> _Session:
        return self.sessions.setdefault(session_id, _Session())

    # -- dispatch -------------------------------------------------------------------------

    def take(self, entry: Entry) -> None:
        message = entry.message
        method = message.get("method")
        if isinstance(method, str):
            params = message.get("params")
            if "id" in message:
                request = _Request(method, params, entry.line)
                self.requests[(entry.sender, _id_key(message["id"]))] = request
                if entry.sender == "client":
                    self.client_request(entry, request)
            elif entry.sender == "agent" and method == UPDATE_METHOD:
                self.update(entry, params)
        elif "id" in message:
            other: Sender = "agent" if entry.sender == "client" else "client"
            pending = self.requests.pop((other, _id_key(message["id"])), None)
            if pending is not None and entry.sender == "agent":
                self.agent_response(entry, pending, "result" in message)

    def client_request(self, entry: Entry, request: _Request) -> None:
        if request.method == INITIALIZE_METHOD:
            self.initialize_seen = True
            self.client_capabilities = _object(
                _at(request.params, CLIENT_CAPABILITIES_PATH)
            )
            return
        session_id = _at(request.params, ("sessionId",))
        if not isinstance(session_id, str):
            return
        if request.method == REPLAY_METHOD:
            # The replayed session starts over: empty list, nothing owed.
            self.sessions[session_id] = _Session(replaying=True)
        elif request.method == PROMPT_METHOD:
            request.prompt = _Prompt(entry.line, session_id)
            if ACCEPTANCE == "request":
                self.accept(request.prompt, entry.line)
            else:
                self.session(session_id).waiting.append(request.prompt)

    def agent_response(self, entry: Entry, request: _Request, succeeded: bool) -> None:
        if request.method == INITIALIZE_METHOD:
            self.agent_capabilities_seen = succeeded
            if succeeded:
                result = entry.message.get("result")
                self.agent_prompt_capabilities = _object(
                    _at(result, AGENT_PROMPT_CAPABILITIES_PATH)
                )
            return
        session_id = _at(request.params, ("sessionId",))
        if not isinstance(session_id, str):
            return
        session = self.session(session_id)
        if request.method == REPLAY_METHOD:
            session.replaying = False
            session.list_line = None
            return
        prompt = request.prompt
        if prompt is None:
            return
        if ACCEPTANCE == "insertion":
            if succeeded:
                self.accept(prompt, entry.line)
            elif not prompt.accepted and prompt in session.waiting:
                session.waiting.remove(
                    prompt
                )  # refused: the conversation did not change
            return
        owed = session.obligation
        if owed is None or owed.prompt is not prompt:
            return
        session.obligation = None
        if succeeded:
            self.report(
                entry,
                "error",
                RULE_NOT_WITHDRAWN,
                "",
                f"the prompt of line {prompt.line} ended, but the suggestions sent on line "
                f"{owed.list_line} were neither replaced nor withdrawn after the Agent "
                "accepted it",
            )

    # -- the rules over time ---------------------------------------------------------------

    def accept(self, prompt: _Prompt, line: int) -> None:
        """The Agent accepted ``prompt``: a non-empty list is now out of date."""
        if prompt.accepted:
            return
        prompt.accepted = True
        session = self.session(prompt.session_id)
        if ACCEPTANCE == "insertion":
            session.prompted = True
            session.work = None  # the prompt's own rule takes over
        if session.list_line is not None and session.obligation is None:
            session.obligation = _Obligation(prompt, line, session.list_line)

    def update(self, entry: Entry, params: object) -> None:
        session_id = _at(params, ("sessionId",))
        if not isinstance(session_id, str):
            return
        session = self.session(session_id)
        kind = _at(params, ("update", DISCRIMINATOR))
        if kind == SUGGESTIONS_TAG:
            self.suggestions(entry, params, session)
        elif ACCEPTANCE == "request" or session.replaying:
            return
        elif kind in USER_MESSAGE_UPDATES:
            message_id = _at(params, ("update", "messageId"))
            if isinstance(message_id, str) and message_id not in session.user_messages:
                session.user_messages.add(message_id)
                if session.waiting:
                    prompt = session.waiting.pop(0)
                    self.accept(prompt, entry.line)
        elif kind == STATE_UPDATE:
            self.state_update(entry, session, _at(params, ("update", "state")))

    def state_update(self, entry: Entry, session: _Session, state: object) -> None:
        if session.obligation is not None:
            owed, session.obligation = session.obligation, None
            session.work = None
            self.report(
                entry,
                "error",
                RULE_NOT_WITHDRAWN,
                "/params/update",
                f"the Agent accepted the prompt of line {owed.prompt.line} on line "
                f"{owed.accepted_line}, but the suggestions sent on line {owed.list_line} were "
                f"neither replaced nor withdrawn before this {STATE_UPDATE}",
            )
        elif session.work is not None:
            work, session.work = session.work, None
            self.report(
                entry,
                "warning",
                RULE_NOT_WITHDRAWN_FOR_WORK,
                "/params/update",
                f"foreground work started without a prompt on line {work.started_line}, but the "
                f"suggestions sent on line {work.list_line} were neither replaced nor withdrawn "
                f"before this {STATE_UPDATE}; Agents SHOULD replace or withdraw a list that "
                "stops applying",
            )
        if state == _IDLE:
            session.prompted = False
        starts = (
            state == _RUNNING
            and session.state == _IDLE
            and not session.waiting
            and not session.prompted
        )
        if starts and session.list_line is not None:
            session.work = _Work(entry.line, session.list_line)
        session.state = state

    def suggestions(self, entry: Entry, params: object, session: _Session) -> None:
        for error in validate(NOTIFICATION_TYPE, params):
            self.report(
                entry, "error", error.rule, "/params" + error.path, error.message
            )
        update = _at(params, ("update",))
        if self.initialize_seen and self.agent_capabilities_seen:
            for error in check_update_for_client(
                update, self.client_capabilities, self.agent_prompt_capabilities
            ):
                self.report(
                    entry,
                    "error",
                    error.rule,
                    "/params/update" + error.path,
                    error.message,
                )
        elif not self.warned_unknown:
            self.warned_unknown = True
            self.report(
                entry,
                "warning",
                RULE_CAPABILITIES_UNKNOWN,
                "",
                "the log does not show both sides of initialize before this update, so the "
                "capability rules were not checked",
            )
        if session.replaying:
            self.report(
                entry,
                "warning",
                RULE_IN_REPLAY,
                "/params/update",
                f"suggestions SHOULD NOT be part of {REPLAY_METHOD} replay; a replayed session "
                "starts with an empty list",
            )
            return
        listed = _at(update, ("suggestions",))
        session.list_line = entry.line if isinstance(listed, list) and listed else None
        session.obligation = None
        session.work = None


def check(lines: Iterable[str]) -> Report:
    """Check a whole log; raises :class:`UnreadableLog` for a line that is not an entry, and
    for a log without entries (empty, or only blank and comment lines): it shows no traffic,
    so it cannot be judged clean.
    """
    entries = list(read_log(lines))
    if not entries:
        raise UnreadableLog(None, "no log entries (the file has no message lines)")
    stated = _stated_version(entries)
    if stated is not None and stated[0] != PROTOCOL_VERSION:
        version, line = stated
        raise UnreadableLog(
            line,
            f"the log's initialize states protocol version {version!r}, but this checker is for "
            f"version {PROTOCOL_VERSION}; check it against its own version (--protocol v{version})",
        )
    checker = _Checker()
    for entry in entries:
        checker.take(entry)
    return Report(tuple(sorted(checker.findings, key=lambda f: f.line)))


def _stated_version(entries: Sequence[Entry]) -> tuple[object, int] | None:
    """(protocolVersion, line) as the log's ``initialize`` states it: the Agent's successful
    response (the negotiated version), else the Client's request; None without one."""
    requested: tuple[object, int] | None = None
    pending: set[str] = set()
    for entry in entries:
        message = entry.message
        if entry.sender == "client" and message.get("method") == INITIALIZE_METHOD:
            if "id" in message:
                pending.add(_id_key(message["id"]))
            version = _at(message.get("params"), ("protocolVersion",))
            if requested is None and version is not None:
                requested = (version, entry.line)
        elif (
            entry.sender == "agent"
            and "method" not in message
            and "result" in message
            and _id_key(message.get("id")) in pending
        ):
            version = _at(message["result"], ("protocolVersion",))
            if version is not None:
                return version, entry.line
    return requested


def stated_protocol_version(lines: Iterable[str]) -> int | None:
    """The ``protocolVersion`` the log's ``initialize`` states (None when the log shows none);
    raises :class:`UnreadableLog` as :func:`check` does."""
    stated = _stated_version(list(read_log(lines)))
    return stated[0] if stated is not None and isinstance(stated[0], int) else None


def check_file(path: Path) -> Report:
    """Check a log file; raises :class:`UnreadableLog` (also for bytes that are not UTF-8)."""
    return check(read_lines(path))


def read_lines(path: Path) -> list[str]:
    """The lines of a log file; raises :class:`UnreadableLog` naming every line that is not
    UTF-8."""
    lines = []
    problems: list[tuple[int | None, str]] = []
    for number, raw in enumerate(path.read_bytes().split(b"\n"), start=1):
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError as error:
            problems.append((number, f"not UTF-8: {error}"))
    if problems:
        (line, reason), *more = problems
        raise UnreadableLog(line, reason, more=more)
    return lines


def format_text(report: Report, name: str) -> str:
    """The report for people: one line per finding, then a summary."""
    lines = [
        f"{name}:{f.line}: {f.severity}: {f.message} [{f.rule}]"
        + (f" at {f.path}" if f.path else "")
        for f in report.findings
    ]
    lines.append(f"{report.errors} error(s), {report.warnings} warning(s)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """``[--json] LOG.jsonl``: exit 0 clean, 1 errors found, 2 unreadable input."""
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    paths = [a for a in args if a != "--json"]
    if len(paths) != 1:
        print("usage: transcript [--json] LOG.jsonl", file=sys.stderr)
        return 2
    path = Path(paths[0])
    try:
        report = check_file(path)
    except OSError as error:
        print(f"{path}: cannot read: {error.strerror or error}", file=sys.stderr)
        return 2
    except UnreadableLog as error:
        for line, reason in error.problems:
            where = path if line is None else f"{path}:{line}"
            print(f"{where}: unreadable: {reason}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(report.to_json(), indent=2))
    else:
        print(format_text(report, str(path)))
    return report.exit_code


if __name__ == "__main__":
    sys.exit(main())
