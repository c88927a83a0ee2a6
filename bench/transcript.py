"""``check-transcript`` on large logs, beside the floor of reading them.

The logs are written here, never committed: a clean v1 log of 40 sessions interleaved line by
line, each turn a prompt, the withdrawal of the last turn's suggestions, agent message chunks, a
tool call and its updates, the response, then a new list of suggestions. Logs of 30, 150 and
300 MB are prefixes of one such log, cut at a line. A clean v2 log of 10**6 user messages (40
sessions of 25,000 lean turns: the prompt, its response, the user message it inserts, the
withdrawal, idle, a new list) measures the one state v2 keeps per user message: its id.

The floor is one Python process reading the same lines and calling ``json.loads`` on each;
ours is ``acp-codegen check-transcript LOG`` (the version read from the log's ``initialize``).
Each runs as its own process, ours with bytecode (in a fresh folder, written by a first run on
the first lines of a log of the same version); the kernel gives its CPU time and peak resident
size (:mod:`bench.process`), and the ratio is of CPU times, since
the machine's other work moves wall clocks more than these. The 150 MB pair runs in
alternating rounds, the best of each; the others run once, for memory.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bench.process import Run, measured

ROOT = Path(__file__).resolve().parent.parent
CODEGEN = Path(sys.executable).parent / "acp-codegen"
SESSIONS = 40
SIZES_MB = (30, 150, 300)
TIMED_MB = 150
MEMORY_MIB = 64  # the target: peak resident size at any log size
USER_MESSAGES = 1_000_000  # the v2 log's
ROUNDS = 3
MB = 1_000_000

FLOOR = (
    "import json, sys\n"
    "with open(sys.argv[1], encoding='utf-8') as log:\n"
    "    for line in log:\n"
    "        json.loads(line)\n"
)


def entry(sender: str, message: dict[str, object]) -> str:
    return json.dumps({"from": sender, "message": {"jsonrpc": "2.0", **message}}) + "\n"


def update(session: str, body: dict[str, object]) -> str:
    params = {"sessionId": session, "update": body}
    return entry("agent", {"method": "session/update", "params": params})


def text(value: str) -> dict[str, object]:
    return {"type": "text", "text": value}


def session_lines(index: int) -> Iterator[str]:
    """One session's lines, turn after turn, without end; request ids are unique in the log."""
    session = f"sess_{index:02d}"
    yield entry(
        "client",
        {
            "id": f"{session}-new",
            "method": "session/new",
            "params": {"cwd": "/p", "mcpServers": []},
        },
    )
    yield entry("agent", {"id": f"{session}-new", "result": {"sessionId": session}})
    turn = 0
    while True:
        turn += 1
        request_id = f"{session}-{turn}"
        prompt = [text(f"Step {turn}: fix the next failing test in the parser module")]
        yield entry(
            "client",
            {
                "id": request_id,
                "method": "session/prompt",
                "params": {"sessionId": session, "prompt": prompt},
            },
        )
        if turn > 1:
            yield update(session, {"sessionUpdate": "prompt_suggestions_update", "suggestions": []})
        for chunk in ("Looking at the failing test ", "in tests/test_parser.py; ", "reading it."):
            yield update(session, {"sessionUpdate": "agent_message_chunk", "content": text(chunk)})
        call = f"call_{turn}"
        yield update(
            session,
            {
                "sessionUpdate": "tool_call",
                "toolCallId": call,
                "title": "Reading tests/test_parser.py",
                "kind": "read",
                "status": "pending",
                "locations": [{"path": "/home/user/project/tests/test_parser.py", "line": 12}],
            },
        )
        yield update(
            session,
            {"sessionUpdate": "tool_call_update", "toolCallId": call, "status": "in_progress"},
        )
        yield update(
            session,
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": call,
                "status": "completed",
                "content": [
                    {"type": "content", "content": text("def test_last_token(): ...")},
                ],
            },
        )
        for chunk in ("The parser drops the last token; ", "fixed in src/parser.py."):
            yield update(session, {"sessionUpdate": "agent_message_chunk", "content": text(chunk)})
        yield entry("agent", {"id": request_id, "result": {"stopReason": "end_turn"}})
        suggestions = [
            {"prompt": [text("Run the test suite and fix what breaks")]},
            {
                "prompt": [
                    text("Add tests for "),
                    {
                        "type": "resource_link",
                        "uri": "file:///home/user/project/src/parser.py",
                        "name": "parser.py",
                    },
                ]
            },
        ]
        yield update(
            session, {"sessionUpdate": "prompt_suggestions_update", "suggestions": suggestions}
        )


def initialize(version: int) -> list[str]:
    """``initialize`` of a Client that advertises the capability, and its response."""
    advertised = {"session": {"promptSuggestions": {}}}
    if version == 1:
        params = {"protocolVersion": 1, "clientCapabilities": advertised}
        result = {"protocolVersion": 1, "agentCapabilities": {"promptCapabilities": {}}}
    else:
        params = {"protocolVersion": 2, "capabilities": advertised}
        result = {"protocolVersion": 2, "capabilities": {"session": {"prompt": {}}}}
    return [
        entry("client", {"id": 0, "method": "initialize", "params": params}),
        entry("agent", {"id": 0, "result": result}),
    ]


def write_logs(folder: Path) -> dict[int, Path]:
    """The logs of SIZES_MB, each a prefix of the largest; returns their paths by size."""
    head = initialize(1)
    sessions = [session_lines(index) for index in range(SESSIONS)]
    paths = {size: folder / f"v1-{size}MB.jsonl" for size in SIZES_MB}
    files = {size: path.open("w", encoding="utf-8") for size, path in paths.items()}
    try:
        written = 0
        chunk = "".join(head)
        while written < max(SIZES_MB) * MB:
            for size, log in files.items():
                if written < size * MB:
                    log.write(chunk)
            written += len(chunk)
            chunk = "".join(next(session) for session in sessions)
    finally:
        for log in files.values():
            log.close()
    return paths


def v2_session_lines(index: int, turns: int) -> Iterator[str]:
    """``turns`` lean v2 turns of one session, each inserting one user message."""
    session = f"sess_{index:02d}"
    listed = [{"prompt": [text("Run the test suite")]}]
    for turn in range(1, turns + 1):
        request_id = f"{session}-{turn}"
        prompt = [text(f"Step {turn}: fix the next failing test")]
        params = {"sessionId": session, "prompt": prompt}
        yield entry("client", {"id": request_id, "method": "session/prompt", "params": params})
        yield entry("agent", {"id": request_id, "result": {}})
        message = {"sessionUpdate": "user_message", "messageId": f"{request_id}", "content": prompt}
        yield update(session, message)
        yield update(session, {"sessionUpdate": "prompt_suggestions_update", "suggestions": []})
        yield update(session, {"sessionUpdate": "state_update", "state": "idle"})
        yield update(session, {"sessionUpdate": "prompt_suggestions_update", "suggestions": listed})


def write_v2_log(folder: Path) -> Path:
    """The v2 log of USER_MESSAGES user messages, its sessions interleaved turn by turn."""
    head = initialize(2)
    path = folder / "v2-user-messages.jsonl"
    turns = USER_MESSAGES // SESSIONS
    sessions = [v2_session_lines(index, turns) for index in range(SESSIONS)]
    with path.open("w", encoding="utf-8") as log:
        log.writelines(head)
        for _ in range(turns):
            for session in sessions:
                log.writelines(next(session) for _ in range(6))
    return path


def measure(argv: list[str], env: dict[str, str] | None = None) -> Run:
    """Wall time, CPU time and peak resident size of one process (see :mod:`bench.process`)."""
    process, run = measured(argv, env)
    if process.returncode != 0:  # the log is clean: any finding is a checker's error
        raise RuntimeError(f"{argv} exited {process.returncode}: {process.stderr}")
    return run


def floor(path: Path) -> Run:
    return measure([sys.executable, "-c", FLOOR, str(path)])


def ours(path: Path, env: dict[str, str] | None = None) -> Run:
    return measure([str(CODEGEN), "check-transcript", str(path)], env)


def with_bytecode(cache: str) -> dict[str, str]:
    """The environment of a run that reads (and first writes) bytecode in ``cache``, never
    beside the sources, as an installed package has it; without bytecode, compiling the
    generated validators from source is about 20 MiB of the command's peak."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def warm(path: Path, env: dict[str, str]) -> None:
    """Check the first lines of ``path``, which writes the bytecode of its version's package
    (compiling the generated validators from source would be most of a run's peak)."""
    short = path.with_name("warm.jsonl")
    with path.open("rb") as log:
        short.write_bytes(b"".join(itertools.islice(log, 1_000)))
    ours(short, env)
    short.unlink()


@dataclass(frozen=True)
class Row:
    log: str
    size_mb: int
    lines: int
    ours: Run
    floor: Run
    timed: bool = False


def measure_all() -> list[Row]:
    rows = []
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as cache:
        paths = write_logs(Path(folder))
        env = with_bytecode(cache)
        warm(paths[min(SIZES_MB)], env)
        for size, path in paths.items():
            log = f"clean v1 log of {size} MB"
            if size == TIMED_MB:
                floors, runs = [], []
                for _ in range(ROUNDS):
                    floors.append(floor(path))
                    runs.append(ours(path, env))
                best_floor = min(floors, key=lambda r: r.cpu)
                best = min(runs, key=lambda r: r.cpu)
                peak = max(r.mib for r in runs)
                run = Run(best.wall, best.cpu, peak)
                rows.append(Row(log, size, count_lines(path), run, best_floor, timed=True))
            else:
                rows.append(Row(log, size, count_lines(path), ours(path, env), floor(path)))
            path.unlink()
        path = write_v2_log(Path(folder))
        warm(path, env)
        size = path.stat().st_size // MB
        log = f"clean v2 log of {USER_MESSAGES:,} user messages ({size} MB)"
        rows.append(Row(log, size, count_lines(path), ours(path, env), floor(path), timed=True))
    return rows


def count_lines(path: Path) -> int:
    with path.open("rb") as log:
        return sum(1 for _ in log)


def main() -> None:
    print(f"check-transcript on clean logs ({SESSIONS} sessions interleaved):")
    for row in measure_all():
        print(
            f"  {row.log}, {row.lines:>9,} lines: ours {describe(row.ours)}; "
            f"floor {describe(row.floor)}; CPU ratio {row.ours.cpu / row.floor.cpu:.2f}"
        )


def describe(run: Run) -> str:
    return f"{run.cpu:.2f} s CPU ({run.wall:.2f} s wall), {run.mib:.1f} MiB"


if __name__ == "__main__":
    main()
