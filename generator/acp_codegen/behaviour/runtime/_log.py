"""Reading a log of ACP traffic, for the transcript checker.

A log's entries are one JSON-RPC message each, with its sender; :mod:`.transcript`
re-exports what is public here.

One JSON-RPC message per line, UTF-8, in the order the logging side saw them, with the
side that sent it. Either form, mixed freely:

- object form: ``{"from": "client", "message": {"jsonrpc": "2.0", ...}}``; other keys
  (timestamps, ...) are ignored;
- plain form: the sender, a space or tab, the message:
  ``agent {"jsonrpc": "2.0", ...}``;
- recorded form, as an SDK connection's observer writes it (``TrafficLog`` of an SDK's
  helpers package): ``{"side": "agent", "direction": "incoming", "message": {...}}``,
  where ``side`` is the side whose connection recorded the line and ``direction`` is as
  that connection saw the message (``outgoing``: sent by ``side``; ``incoming``: by the
  other).

The sender is ``client`` or ``agent``. A message may be a JSON-RPC batch (an array).
Blank lines and lines starting with ``#`` are skipped; a UTF-8 byte-order mark at the
start of the file is ignored. :func:`parse_line` turns one line into its record. Every
line that is not an entry is reported, each with what is wrong (a missing ``from`` key,
a prefix before the sender, a ``//`` comment, ...); nothing is judged from the first
such line on, since the verdicts after it could depend on what it held, but the rest is
still read to name every one.

:func:`stated_protocol_version` finds the version the log's first ``initialize`` states.
"""

# ruff: noqa: N818, RUF100
# N818 asks for an exception name ending in "Error": UnreadableLog is public API, which
# callers catch by that name, so it keeps it.
from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final, Literal, NamedTuple, TypeAlias, cast

from ._facts import INITIALIZE_METHOD, PROTOCOL_VERSION
from ._validation_runtime import read_json

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence

__all__ = [
    "SENDERS",
    "Entry",
    "Json",
    "Record",
    "Sender",
    "Statement",
    "Unreadable",
    "UnreadableLog",
    "as_object",
    "at",
    "cannot_read",
    "entries",
    "id_key",
    "messages",
    "open_log",
    "other_version",
    "parse_line",
    "read_log",
    "stated_protocol_version",
]

Sender = Literal["client", "agent"]
# A JSON value as the decoder makes it: its members and items have no static type.
Json: TypeAlias = dict[str, Any] | list[Any] | str | int | float | bool | None
# What a line holds, as a `Record` holds it; and a message of a log, or a line that is
# not an entry as (line, None, reason, ""). Plain tuples, for speed.
_Parsed: TypeAlias = tuple[object, Json, str]
_Message: TypeAlias = (
    tuple[int, Sender, dict[str, Any], str] | tuple[int, None, str, str]
)
SENDERS: Final[tuple[Sender, ...]] = ("client", "agent")


class UnreadableLog(ValueError):
    """Lines that are not log entries, or a log that cannot be judged.

    ``problems`` lists every one as (1-based line number or None for the whole log,
    reason); ``line`` and ``reason`` are the first.
    """

    def __init__(
        self,
        line: int | None,
        reason: str,
        *,
        more: Sequence[tuple[int | None, str]] = (),
    ) -> None:
        """Report ``reason`` about ``line`` first, then the ``more`` problems."""
        self.problems: tuple[tuple[int | None, str], ...] = ((line, reason), *more)
        super().__init__(
            "; ".join(
                why if at is None else f"line {at}: {why}" for at, why in self.problems
            )
        )
        self.line = line
        self.reason = reason


class Record(NamedTuple):
    """What one line of a log holds.

    Its sender (not yet checked), its message or batch (not yet checked either), and
    the JSON pointer of the message in the line.
    """

    sender: object
    body: object
    path: str


class Entry(NamedTuple):
    """One JSON-RPC message of the log."""

    line: int
    sender: Sender
    message: dict[str, object]
    path: str  # pointer of the message in the line ("/message", "/message/0", ...)


class Unreadable(NamedTuple):
    """A line that is not an entry (``line`` None: the whole log), and what is wrong."""

    line: int | None
    reason: str


_ENTRY_FORMS: Final = (
    'expected `client {...}`, `agent {...}`, {"from": ..., "message": {...}} or '
    '{"side": ..., "direction": ..., "message": {...}}'
)
_OTHER_SIDE: Final[dict[object, Sender]] = {"client": "agent", "agent": "client"}


def _shown(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _object_entry(record: dict[str, Any]) -> _Parsed | str:
    """Return what an object-form entry holds, or what is wrong with it."""
    if "from" in record and "message" in record:
        return record["from"], record["message"], "/message"
    if "from" not in record and "direction" in record:
        return _recorded_entry(record)
    missing = [key for key in ("from", "message") if key not in record]
    found = ", ".join(f"`{key}`" for key in record) or "no keys"
    keys = " or ".join(f"`{key}`" for key in missing)
    return f"no {keys} key; found {found} ({_ENTRY_FORMS})"


def _recorded_entry(record: dict[str, Any]) -> _Parsed | str:
    """Return what a recorded-form entry holds, or what is wrong with it."""
    side, direction = record.get("side"), record.get("direction")
    if "message" not in record:
        return f"no `message` key ({_ENTRY_FORMS})"
    if not isinstance(side, str) or side not in _OTHER_SIDE:
        got = "no `side` key" if side is None else repr(side)
        return (
            "a `direction` needs `side`, the side whose connection recorded the line "
            f"('client' or 'agent'); got {got}"
        )
    if direction == "outgoing":
        return side, record["message"], "/message"
    if direction == "incoming":
        return _OTHER_SIDE[side], record["message"], "/message"
    return f"`direction` must be 'incoming' or 'outgoing', got {direction!r}"


def _plain_entry(text: str) -> _Parsed | str:
    """Return what a plain-form entry holds, or what is wrong with it."""
    if text.startswith("//"):
        return "a `//` comment; comments in a log start with `#`"
    head, *rest = text.split(None, 1)
    if head not in SENDERS:
        for sender in SENDERS:
            at = text.find(sender + " ")
            if at == -1:
                at = text.find(sender + "\t")
            if at > 0:
                prefix = _shown(text[:at].strip())
                return f"{prefix} before the sender `{sender}` ({_ENTRY_FORMS})"
        return f"not a log entry: it starts with {_shown(head)} ({_ENTRY_FORMS})"
    try:
        return head, cast("Json", read_json(rest[0] if rest else "")), ""
    except ValueError as error:
        return f"the message after `{head}` is not JSON: {error}"


def parse_line(text: str) -> Record | str | None:
    """Return the record one line of a log holds, or what is wrong with the line.

    None for a line without an entry (blank, or a ``#`` comment).
    """
    parsed = _parse_line(text)
    return Record(*parsed) if isinstance(parsed, tuple) else parsed


def _parse_line(text: str) -> _Parsed | str | None:
    """Return what :func:`parse_line` does, the record as a plain tuple."""
    text = text.strip()
    if not text or text[0] == "#":
        return None
    if text[0] == "{":
        try:
            # What starts with "{" and reads as JSON is an object.
            record = cast("dict[str, Any]", read_json(text))
        except ValueError as error:
            return f"not JSON: {error}"
        return _object_entry(record)
    return _plain_entry(text)


def messages(lines: Iterable[str | bytes]) -> Iterator[_Message]:
    """Yield (line, sender, message, pointer) for each message of a log, in order.

    Each line that is not an entry yields (line, None, reason, "").
    """
    for number, raw in enumerate(lines, start=1):
        if isinstance(raw, bytes):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                yield number, None, f"not UTF-8: {error}", ""
                continue
        else:
            text = raw
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:]
        record = _parse_line(text)
        if record is None:
            continue
        if isinstance(record, str):
            yield number, None, record, ""
            continue
        sender, body, where = record
        if sender == "client":
            side: Sender = "client"
        elif sender == "agent":
            side = "agent"
        else:
            reason = f"the sender must be 'client' or 'agent', got {sender!r}"
            yield number, None, reason, ""
            continue
        if isinstance(body, dict):
            yield number, side, body, where
        else:
            yield from _batch(number, side, body, where)


def _batch(line: int, sender: Sender, body: Json, where: str) -> Iterator[_Message]:
    """Yield the messages of a batch (an array) as :func:`messages` does.

    A body that is not a batch of messages yields what is wrong with it.
    """
    if not isinstance(body, list):
        yield line, None, f"a JSON-RPC message must be an object ({where or '/'})", ""
    elif not all(isinstance(message, dict) for message in body):
        bad = next(i for i, m in enumerate(body) if not isinstance(m, dict))
        yield line, None, f"a JSON-RPC message must be an object ({where}/{bad})", ""
    else:
        for index, message in enumerate(body):
            yield line, sender, message, f"{where}/{index}"


def entries(lines: Iterable[str | bytes]) -> Iterator[Entry | Unreadable]:
    """Yield the messages of a log, one :class:`Entry` each, in log order.

    Each line that is not an entry (bytes that are not UTF-8 included) yields an
    :class:`Unreadable`.
    """
    for item in messages(lines):
        if item[1] is None:
            yield Unreadable(item[0], item[2])
        else:
            yield Entry(*item)


def read_log(lines: Iterable[str | bytes]) -> Iterator[Entry]:
    """Yield the messages of a log, one :class:`Entry` each.

    Raises :class:`UnreadableLog` once every line was read, naming every line that is
    not an entry; the entries before it were yielded.
    """
    problems: list[tuple[int | None, str]] = []
    for item in entries(lines):
        if isinstance(item, Unreadable):
            problems.append(item)
        else:
            yield item
    if problems:
        (line, reason), *more = problems
        raise UnreadableLog(line, reason, more=more)


def at(value: Json, path: Sequence[str]) -> Json:
    """Return the value at a path of keys, or None when any step is missing."""
    for key in path:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def as_object(value: Json) -> dict[str, object]:
    """Return capabilities as advertised; {} for anything else (omitted, null)."""
    return value if isinstance(value, dict) else {}


def id_key(value: object) -> object:
    """Return a JSON-RPC id as a dictionary key: equal ids, equal keys.

    An id is a string, a number or null; an array or an object is none, and matches
    nothing but itself (however deep it nests).
    """
    if type(value) is str or type(value) is int:
        return value
    if isinstance(value, list | dict):
        return ("not an id", id(value))
    return ("json", json.dumps(value))


# -- the log's protocol version --------------------------------------------------------


class Statement:
    """The protocol version the log's first ``initialize`` states, settled as it reads.

    It is settled at the Agent's response to it, or at the next entry when that is not
    the response.
    """

    def __init__(self) -> None:
        self.settled = False
        # The stated version, once settled (None: none stated).
        self.version: object = None
        self.line = 0
        self._request: tuple[object, object] | None = None  # (id key, version) awaiting

    def take(self, line: int, sender: Sender, message: dict[str, Any]) -> bool:
        """Return whether the version is settled after this message."""
        if self._request is not None:
            request_id, version = self._request
            self._request = None
            if (
                sender == "agent"
                and "method" not in message
                and id_key(message.get("id")) == request_id
            ):
                answered = at(message.get("result"), ("protocolVersion",))
                if isinstance(answered, int) and not isinstance(answered, bool):
                    return self._settle(answered, line)
            return self._settle(version, self.line)
        if sender == "client" and message.get("method") == INITIALIZE_METHOD:
            # A version that is not an integer states none (the line's structural error
            # says so); the Agent's response may still state one.
            version = at(message.get("params"), ("protocolVersion",))
            if not isinstance(version, int) or isinstance(version, bool):
                version = None
            self.line = line
            if "id" not in message:
                return self._settle(version, line)
            self._request = (id_key(message["id"]), version)
        return False

    def finish(self) -> None:
        """End the log: a request still awaiting its response states the version."""
        if self._request is not None:
            self._settle(self._request[1], self.line)
            self._request = None

    def _settle(self, version: object, line: int) -> bool:
        self.settled, self.version, self.line = True, version, line
        return True


def stated_protocol_version(lines: Iterable[str | bytes]) -> int | None:
    """Return the ``protocolVersion`` the log's first ``initialize`` states.

    None when the log shows none. It reads no further than it needs; lines that are not
    entries are skipped.
    """
    statement = Statement()
    for item in entries(lines):
        if isinstance(item, Entry) and statement.take(*item[:3]):
            break
    statement.finish()
    version = statement.version
    return version if isinstance(version, int) else None


def other_version(statement: Statement) -> Unreadable:
    version = statement.version
    return Unreadable(
        statement.line,
        f"the log's initialize states protocol version {version!r}, but this checker "
        f"is for version {PROTOCOL_VERSION}; check it against its own version "
        f"(--protocol v{version})",
    )


@contextmanager
def open_log(name: str) -> Iterator[IO[bytes]]:
    """Open the log ``name`` to read bytes (``-``: stdin, which stays open).

    Used as ``with open_log(name) as log:``; raises :class:`OSError`.
    """
    if name == "-":
        yield sys.stdin.buffer
        return
    with Path(name).open("rb") as log:
        yield log


def cannot_read(name: str, error: OSError) -> int:
    """Say that the log ``name`` cannot be read, on stderr; the exit status (2)."""
    sys.stderr.write(f"{name}: cannot read: {error.strerror or error}\n")
    return 2
