"""Parsing and serialising speed: our dataclasses' ``from_wire``/``to_wire`` beside pydantic.

The anchors are the published SDK's pydantic models (``acp.schema``, v1, parsed by
pydantic-core in Rust) and our own pydantic flavour for ``prompt_suggestions_update`` (which the
SDK does not have). Ours is the whole-protocol package generated from upstream's v1 unstable
schema with the additions merged in, so every message has its class on both sides. Times are
microseconds per message, ours and the anchor timed in short alternating rounds (the median
of :data:`ROUNDS` each); ratio = ours / anchor.
"""

from __future__ import annotations

import importlib
import statistics
import sys
import tempfile
import time
import timeit
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
UPSTREAM = ROOT.parent / "shared" / "upstream" / "acp"
FLAVOUR = ROOT / "generated" / "pydantic"
BASE = UPSTREAM / "v1" / "schema" / "schema.unstable.json"
PACKAGE = "bench_acp_v1"
# Rounds of about ROUND_SECONDS of this process's CPU time each (the moments another process
# holds the core count for neither side), the calls taking turns: the median round of each. On a
# machine shared with other work, the best of seven rounds of wall time picked a lucky window
# for one call and not the other: the prompt_suggestions_update row read 0.89 to 1.20 in five
# runs of a few seconds, where the median of rounds taken side by side read 0.93 to 0.98, and
# with CPU time 0.94 to 0.95 in four runs under a load of 3 on 2 cores.
ROUNDS = 41
ROUND_SECONDS = 0.02

TEXT = {"type": "text", "text": "Run the test suite and fix what breaks"}
LINK = {
    "type": "resource_link",
    "uri": "file:///home/user/project/src/parser.rs",
    "name": "parser.rs",
}


def note(update: dict[str, Any]) -> dict[str, Any]:
    return {"sessionId": "sess_abc123", "update": update}


# (label, our class and the SDK's class name, wire value); all valid v1 messages.
MESSAGES: tuple[tuple[str, str, dict[str, Any]], ...] = (
    (
        "agent_message_chunk",
        "SessionNotification",
        note({"sessionUpdate": "agent_message_chunk", "content": TEXT}),
    ),
    (
        "tool_call",
        "SessionNotification",
        note(
            {
                "sessionUpdate": "tool_call",
                "toolCallId": "call_001",
                "title": "Reading configuration file",
                "kind": "read",
                "status": "pending",
                "locations": [{"path": "/home/user/project/config.json", "line": 12}],
                "rawInput": {"path": "/home/user/project/config.json"},
            }
        ),
    ),
    (
        "tool_call_update",
        "SessionNotification",
        note(
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": "call_001",
                "status": "completed",
                "content": [
                    {"type": "content", "content": {"type": "text", "text": "Found 3 issues"}},
                    {
                        "type": "diff",
                        "path": "/home/user/project/src/main.py",
                        "oldText": "x = 1\n",
                        "newText": "x = 2\n",
                    },
                ],
            }
        ),
    ),
    (
        "initialize request",
        "InitializeRequest",
        {
            "protocolVersion": 1,
            "clientCapabilities": {
                "fs": {"readTextFile": True, "writeTextFile": True},
                "terminal": True,
            },
            "clientInfo": {"name": "editor", "title": "Editor", "version": "1.2.0"},
        },
    ),
    (
        "initialize response",
        "InitializeResponse",
        {
            "protocolVersion": 1,
            "agentCapabilities": {
                "loadSession": True,
                "promptCapabilities": {"image": True, "audio": False, "embeddedContext": True},
                "mcpCapabilities": {"http": True, "sse": False},
            },
            "authMethods": [{"id": "login", "name": "Log in", "description": "Use an account"}],
            "agentInfo": {"name": "agent", "version": "0.9.0"},
        },
    ),
    (
        "session/prompt request",
        "PromptRequest",
        {
            "sessionId": "sess_abc123",
            "prompt": [
                {"type": "text", "text": "Can you analyze this code for potential issues?"},
                {
                    "type": "resource",
                    "resource": {
                        "uri": "file:///home/user/project/main.py",
                        "mimeType": "text/x-python",
                        "text": "def process_data(items):\n    return [i * 2 for i in items]\n",
                    },
                },
            ],
        },
    ),
)

SUGGESTIONS = note(
    {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [
            {"prompt": [TEXT]},
            {"prompt": [{"type": "text", "text": "Add tests for "}, LINK]},
        ],
    }
)


@dataclass(frozen=True)
class Row:
    work: str
    ours: float
    anchor_name: str
    anchor: float

    @property
    def ratio(self) -> float:
        return self.ours / self.anchor


def side_by_side(ours: Callable[[], object], anchor: Callable[[], object]) -> tuple[float, float]:
    """Microseconds per call of each, timed in turns (:func:`in_turns`)."""
    first, second = in_turns(ours, anchor)
    return first, second


def in_turns(*calls: Callable[[], object]) -> list[float]:
    """Microseconds per call of each of ``calls``: :data:`ROUNDS` rounds of about
    :data:`ROUND_SECONDS` each, the calls taking turns, and the median round of each, so a
    machine shared with other work slows them alike."""
    timers = [timeit.Timer(call, timer=time.process_time) for call in calls]
    numbers = [max(1, round(ROUND_SECONDS / per_call(timer))) for timer in timers]
    rounds: list[list[float]] = [[] for _ in timers]
    for _ in range(ROUNDS):
        for timer, number, times in zip(timers, numbers, rounds, strict=True):
            times.append(timer.timeit(number) / number * 1e6)
    return [statistics.median(times) for times in rounds]


def per_call(timer: timeit.Timer) -> float:
    """Seconds per call of ``timer``'s statement, roughly: enough calls for a tenth of a
    round, after one to warm it."""
    timer.timeit(1)
    number = 1
    while (seconds := timer.timeit(number)) < ROUND_SECONDS / 10:
        number *= 10
    return seconds / number


def model_files() -> dict[str, str]:
    """The whole-protocol v1 models and their runtime: file name -> text."""
    from acp_codegen.load import load_protocol
    from acp_codegen.model.build import build_model
    from acp_codegen.render import render_python_package

    loaded = load_protocol("v1", "unstable", base=BASE)
    files = render_python_package(build_model(loaded))
    return {name: files[name] for name in ("_runtime.py", "models.py")}


def build(directory: Path) -> Any:
    """Generate the whole-protocol v1 models (and their runtime) and import them."""
    package = directory / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in model_files().items():
        (package / name).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(directory))
    return importlib.import_module(f"{PACKAGE}.models")


def row(
    work: str, anchor_name: str, ours: Callable[[], object], anchor: Callable[[], object]
) -> Row:
    ours_us, anchor_us = side_by_side(ours, anchor)
    return Row(work, ours_us, anchor_name, anchor_us)


def rows(models: Any) -> list[Row]:
    from acp import schema as sdk

    out: list[Row] = []
    for label, class_name, message in MESSAGES:
        ours_class = getattr(models, class_name)
        theirs = getattr(sdk, class_name)
        anchor = "SDK model_validate"
        out.append(
            row(
                f"from_wire {label}",
                anchor,
                lambda c=ours_class, m=message: c.from_wire(m),
                lambda c=theirs, m=message: c.model_validate(m),
            )
        )
        out.append(
            row(
                f"from_wire tolerant {label}",
                anchor,
                lambda c=ours_class, m=message: c.from_wire(m, tolerant=True),
                lambda c=theirs, m=message: c.model_validate(m),
            )
        )
        parsed = ours_class.from_wire(message)
        validated = theirs.model_validate(message)
        assert parsed.to_wire() == message, label
        out.append(
            row(
                f"to_wire {label}",
                "SDK model_dump(by_alias, exclude_unset)",
                parsed.to_wire,
                lambda v=validated: v.model_dump(by_alias=True, exclude_unset=True),
            )
        )
    out.extend(suggestion_rows(models))
    return out


def suggestion_rows(models: Any) -> list[Row]:
    sys.path.insert(0, str(FLAVOUR))
    from acp_prompt_suggestions_pydantic import v1 as flavour

    ours = models.SessionNotification
    theirs = flavour.SessionNotification
    anchor = "our pydantic flavour"
    parsed = ours.from_wire(SUGGESTIONS)
    validated = theirs.model_validate(SUGGESTIONS)
    assert parsed.to_wire() == SUGGESTIONS
    return [
        row(
            "from_wire prompt_suggestions_update",
            f"{anchor} model_validate",
            lambda: ours.from_wire(SUGGESTIONS),
            lambda: theirs.model_validate(SUGGESTIONS),
        ),
        row(
            "from_wire tolerant prompt_suggestions_update",
            f"{anchor} model_validate",
            lambda: ours.from_wire(SUGGESTIONS, tolerant=True),
            lambda: theirs.model_validate(SUGGESTIONS),
        ),
        row(
            "to_wire prompt_suggestions_update",
            f"{anchor} model_dump(by_alias, exclude_unset)",
            parsed.to_wire,
            lambda: validated.model_dump(by_alias=True, exclude_unset=True),
        ),
    ]


def measure() -> list[Row]:
    with tempfile.TemporaryDirectory() as tmp:
        return rows(build(Path(tmp)))


def main() -> None:
    if not BASE.exists():
        print(f"parse: skipped, {BASE} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    for row in measure():
        print(
            f"  {row.work:<44} {row.ours:8.2f}  {row.anchor_name:<40} {row.anchor:8.2f}"
            f"  x {row.ratio:.2f}"
        )


if __name__ == "__main__":
    main()
