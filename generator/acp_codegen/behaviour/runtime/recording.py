"""Record a connection's traffic for ``acp-codegen check-transcript``.

An observer for the ``observers=[...]`` of the SDK's connections (``run_agent``,
``connect_to_agent``, ``spawn_agent_process``, ...)::

    observers=[TrafficLog("agent.jsonl", side="agent")]

The SDK calls each observer with an event that has the message's ``direction``
(``incoming`` or ``outgoing``, as seen by the connection) and the JSON-RPC ``message``.
Each event becomes one line of the log, in the order the connection saw them::

    {"side": "agent", "direction": "incoming", "message": {"jsonrpc": "2.0", ...}}

``side`` is the side whose connection recorded the line, so ``check-transcript`` knows
who sent each message: ``outgoing`` on the Agent's side is the Agent's, ``incoming`` the
Client's, and the other way round on the Client's side.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal, Protocol

__all__ = ["TrafficLog"]

Side = Literal["agent", "client"]
_SIDES: tuple[Side, ...] = ("agent", "client")
_DIRECTIONS = ("incoming", "outgoing")


class _Event(Protocol):
    """What the SDK passes an observer: ``direction`` (a str enum) and ``message``."""

    @property
    def direction(self) -> str: ...

    @property
    def message(self) -> object: ...


class TrafficLog:
    """An observer that appends each message a connection sends or receives to a file.

    ``path`` is the file, ``side`` the side the connection belongs to (``"agent"`` or
    ``"client"``). The file is opened for each line and closed again, so the log is
    complete after every message and nothing needs closing; an existing file is
    appended to.
    """

    def __init__(self, path: str | Path, *, side: Side) -> None:
        """Record in ``path`` the traffic of a connection of ``side``."""
        if side not in _SIDES:
            msg = f"side: expected 'agent' or 'client', got {side!r}"
            raise ValueError(msg)
        self.path = Path(path)
        self.side: Side = side

    def __call__(self, event: _Event) -> None:
        """Append the message of ``event`` to the log, as one line."""
        direction = str(getattr(event.direction, "value", event.direction))
        if direction not in _DIRECTIONS:
            msg = f"direction: expected incoming or outgoing, got {direction!r}"
            raise ValueError(msg)
        entry = {"side": self.side, "direction": direction, "message": event.message}
        line = json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
        with self.path.open("a", encoding="utf-8", newline="\n") as log:
            log.write(line + "\n")
