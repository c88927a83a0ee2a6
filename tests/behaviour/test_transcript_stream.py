"""The checker's rules on cases the vectors do not spell out, and the checker as a stream: one
reading, findings as the lines they name are read, state that does not grow with the log."""

from __future__ import annotations

import io
import json
import sys
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import pytest
from acp_codegen.check_transcript import check_transcript
from support import REPO, VERSIONS, GeneratedPackage

TAG = "prompt_suggestions_update"
INITIALIZE = {
    "v1": (
        {"protocolVersion": 1, "clientCapabilities": {}},
        {"protocolVersion": 1, "agentCapabilities": {"promptCapabilities": {}}},
    ),
    "v2": (
        {"protocolVersion": 2, "capabilities": {}},
        {"protocolVersion": 2, "capabilities": {"session": {"prompt": {}}}},
    ),
}


def line(sender: str, **message: object) -> str:
    return f"{sender} {json.dumps({'jsonrpc': '2.0', **message})}"


def initialize(version: str) -> list[str]:
    """``initialize`` where the Client does not advertise promptSuggestions."""
    params, result = INITIALIZE[version]
    return [
        line("client", id=0, method="initialize", params=params),
        line("agent", id=0, result=result),
    ]


def suggestions(**params: object) -> dict[str, object]:
    update = {"sessionUpdate": TAG, "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}]}
    return {**params, "update": update}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "message",
    [
        {"method": "session/update", "params": suggestions()},
        {"method": "session/update", "params": suggestions(sessionId=["s"])},
        {"id": None, "method": "session/update", "params": suggestions(sessionId="s")},
        {"id": 9, "method": "session/update", "params": suggestions(sessionId="s")},
    ],
    ids=["no-session-id", "session-id-a-list", "id-null", "id"],
)
def test_every_suggestions_update_is_checked_for_the_capability(
    generated_package: GeneratedPackage, version: str, message: dict[str, object]
) -> None:
    """An update without a usable sessionId, or sent with an id, still breaks the capability
    rule when the Client never advertised promptSuggestions."""
    transcript = generated_package(version, "transcript")
    report = transcript.check([*initialize(version), line("agent", **message)])
    assert "capability-not-advertised" in {f.rule for f in report.findings}
    assert all(f.line == 3 for f in report.findings)


def vector(version: str, name: str) -> list[str]:
    path = REPO / "generated" / "vectors" / version / "transcripts" / f"{name}.jsonl"
    return path.read_text(encoding="utf-8").splitlines()


def test_acceptance_is_tied_to_the_prompt_the_log_shows(
    generated_package: GeneratedPackage,
) -> None:
    """Two prompts outstanding, the second accepted: the finding names the second prompt."""
    transcript = generated_package("v2", "transcript")
    lines = vector("v2", "second-prompt-accepted")
    second = next(n for n, text in enumerate(lines, 1) if "Explain the failure" in text)
    breach = transcript.check(lines).findings[0]
    assert f"accepted the prompt of line {second} on line {second + 1}," in breach.message


# -- the stream -----------------------------------------------------------------------------


def turns(
    version: str, count: int, *, read: list[int] | None = None, new_messages: bool = True
) -> Iterator[str]:
    """A clean log of ``count`` turns, each with suggestions and their withdrawal; ``read``
    counts the lines taken so far. In v2 each turn inserts a user message of its own, or,
    without ``new_messages``, patches the same one."""
    params, result = INITIALIZE[version]
    key = "clientCapabilities" if version == "v1" else "capabilities"
    advertised = {"session": {"promptSuggestions": {}}}

    def emit(text: str) -> str:
        if read is not None:
            read[0] += 1
        return text

    yield emit(line("client", id=0, method="initialize", params={**params, key: advertised}))
    yield emit(line("agent", id=0, result=result))
    for turn in range(1, count + 1):
        prompt = {"sessionId": "s", "prompt": [{"type": "text", "text": f"step {turn}"}]}
        yield emit(line("client", id=turn, method="session/prompt", params=prompt))
        withdraw = {"sessionId": "s", "update": {"sessionUpdate": TAG, "suggestions": []}}
        if version == "v1":
            yield emit(line("agent", method="session/update", params=withdraw))
            yield emit(line("agent", id=turn, result={"stopReason": "end_turn"}))
        else:
            message = {
                "sessionUpdate": "user_message",
                "messageId": f"m{turn}" if new_messages else "m",
                "content": prompt["prompt"],
            }
            yield emit(line("agent", id=turn, result={}))
            yield emit(line("agent", method="session/update", params=withdraw))
            yield emit(
                line("agent", method="session/update", params={"sessionId": "s", "update": message})
            )
            for state in ("running", "idle"):
                update = {"sessionUpdate": "state_update", "state": state}
                if state == "idle":
                    update["stopReason"] = "end_turn"
                yield emit(
                    line(
                        "agent",
                        method="session/update",
                        params={"sessionId": "s", "update": update},
                    )
                )
        yield emit(line("agent", method="session/update", params=suggestions(sessionId="s")))


@pytest.mark.parametrize("version", VERSIONS)
def test_a_finding_comes_when_its_line_is_read(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    read = [0]
    log = turns(version, 1_000, read=read)
    bad = line("agent", method="session/update", params=suggestions(sessionId=7))
    taken = [0]

    def source() -> Iterator[str]:
        yield next(log)
        yield next(log)
        taken[0] = read[0]
        yield bad
        yield from log

    found = transcript.findings(source())
    first = next(found)
    assert (first.line, first.rule) == (3, "type")
    assert read[0] == taken[0], "the checker read ahead of the line it reports"


def peak_memory(transcript: object, lines: Iterator[str]) -> int:
    tracemalloc.start()
    try:
        assert list(transcript.findings(lines)) == []  # type: ignore[attr-defined]
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("version", VERSIONS)
def test_memory_does_not_grow_with_the_log(
    generated_package: GeneratedPackage, version: str
) -> None:
    """Ten times the turns, the same peak (within a few KiB): nothing is kept per line."""
    transcript = generated_package(version, "transcript")

    def peak(count: int) -> int:
        return peak_memory(transcript, turns(version, count, new_messages=False))

    peak(50)  # warm-up: first-use caches
    small, large = peak(300), peak(3_000)
    assert large - small < 16 * 1024, (small, large)


def test_v2_keeps_a_few_bytes_per_user_message(generated_package: GeneratedPackage) -> None:
    """Every user message id of a session is kept, to tell a patch from an insertion however
    old, as one hash: at most 48 bytes a message at the peak (a table at most half full,
    doubled when it is, the old one freed after the copy), not the ids themselves."""
    transcript = generated_package("v2", "transcript")

    def peak(count: int) -> int:
        return peak_memory(transcript, turns("v2", count))

    peak(50)
    small, large = peak(500), peak(5_000)
    assert (large - small) / 4_500 <= 48, (small, large)
    assert large - small > 4_500 * 8, "a message id is kept"


class Pipe(io.BytesIO):
    """Bytes that cannot be read again, as from a pipe."""

    def seekable(self) -> bool:
        return False


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("stream", [io.BytesIO, Pipe], ids=["redirected-file", "pipe"])
def test_stdin_is_read_with_a_dash(
    generated_python: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    version: str,
    stream: type[io.BytesIO],
) -> None:
    """Without --protocol too: the lines read to find the version are checked with the rest."""
    lines = vector(version, "not-withdrawn")
    data = "\n".join(lines).encode() + b"\n"
    for protocol in (version, None):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(stream(data)))
        folder = generated_python / version
        assert check_transcript(protocol, Path("-"), package_dir=folder) == 1
        out = capsys.readouterr().out.splitlines()
        assert out[0].startswith("-:") and "[suggestions-not-withdrawn]" in out[0]
        assert out[-1] == "1 error(s), 0 warning(s)"


@pytest.mark.parametrize("version", VERSIONS)
def test_the_json_report_is_one_document(generated_package: GeneratedPackage, version: str) -> None:
    transcript = generated_package(version, "transcript")
    for name, count in (("withdrawn", 0), ("not-withdrawn", 1)):
        out = io.StringIO()
        code = transcript.run(vector(version, name), name, as_json=True, out=out)
        report = json.loads(out.getvalue())
        assert (code, report["errors"], len(report["findings"])) == (count, count, count)
        assert report["unreadable"] == 0


@pytest.mark.parametrize("version", VERSIONS)
def test_a_log_of_unreadable_lines_names_only_them(
    generated_package: GeneratedPackage, version: str
) -> None:
    """Its lines are what is wrong: no second complaint that it has no entries."""
    transcript = generated_package(version, "transcript")
    with pytest.raises(transcript.UnreadableLog) as raised:
        transcript.check(["agent {not json", "# a comment"])
    assert [line for line, _ in raised.value.problems] == [1]


@pytest.mark.parametrize("version", VERSIONS)
def test_the_json_report_puts_each_finding_and_the_closing_bracket_on_a_line(
    generated_package: GeneratedPackage, version: str
) -> None:
    """A report of warnings alone is laid out as one of errors: a finding a line."""
    transcript = generated_package(version, "transcript")
    update = {"sessionUpdate": TAG, "suggestions": []}
    log = [line("agent", method="session/update", params={"sessionId": "s", "update": update})]
    out = io.StringIO()
    assert transcript.run(log, "w", as_json=True, out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[1].startswith('  {"line": 1') and lines[2].startswith("], ")
    assert json.loads(out.getvalue())["warnings"] == 1
    errors = io.StringIO()
    assert transcript.run(vector(version, "not-withdrawn"), "e", as_json=True, out=errors) == 1
    assert errors.getvalue().splitlines()[-1].startswith("], ")
    clean = io.StringIO()
    assert transcript.run(vector(version, "withdrawn"), "c", as_json=True, out=clean) == 0
    assert clean.getvalue().startswith('{"findings": [], "errors": 0')


@pytest.mark.parametrize("version", VERSIONS)
def test_the_stated_version_is_the_agents_response_read_no_further(
    generated_package: GeneratedPackage, version: str
) -> None:
    """The Agent's response to the first initialize states the version, not a Client's
    message that carries the same id; and nothing after it is read."""
    transcript = generated_package(version, "transcript")
    params, result = INITIALIZE[version]
    other = {"v1": 2, "v2": 1}[version]
    read = [0]

    def log() -> Iterator[str]:
        for text in (
            line("client", id=1, method="initialize", params=params),
            line("client", id=1, result={"protocolVersion": other}),
            line("agent", id=1, result=result),
            line("agent", id=2, result=result),
        ):
            read[0] += 1
            yield text

    assert transcript.stated_protocol_version(log()) == params["protocolVersion"]
    assert read[0] == 2
    read[0] = 0
    answered = [line("client", id=1, method="initialize", params=params)]
    answered.append(line("agent", id=1, result={**result, "protocolVersion": other}))
    assert transcript.stated_protocol_version(answered) == other


def test_the_seen_ids_are_found_again_after_every_growth(
    generated_package: GeneratedPackage,
) -> None:
    """Every id added is known however often the table grew (and probed) since."""
    seen = generated_package("v2", "transcript")._Seen()
    ids = [f"msg_{index}" for index in range(5_000)]
    assert all(seen.add(message_id) for message_id in ids)
    assert not any(seen.add(message_id) for message_id in ids)


def test_an_id_whose_hash_is_zero_is_kept_too(generated_package: GeneratedPackage) -> None:
    """The empty id hashes to 0, which marks a free slot: it is kept under another value."""
    seen = generated_package("v2", "transcript")._Seen()
    assert hash("") == 0
    assert seen.add("")
    assert not seen.add("")


@pytest.mark.parametrize("version", VERSIONS)
def test_half_an_initialize_leaves_the_capabilities_unknown(
    generated_package: GeneratedPackage, version: str
) -> None:
    """The Client's request without the Agent's response: the capability rules are not
    checked, and the warning says so once."""
    transcript = generated_package(version, "transcript")
    params, _ = INITIALIZE[version]
    log = [
        line("client", id=0, method="initialize", params=params),
        line("agent", method="session/update", params=suggestions(sessionId="s")),
        line("agent", method="session/update", params=suggestions(sessionId="s")),
    ]
    report = transcript.check(log)
    assert [(f.line, f.rule) for f in report.findings] == [(2, "capabilities-unknown")]
    assert (report.errors, report.warnings, report.exit_code) == (0, 1, 0)


@pytest.mark.parametrize("version", VERSIONS)
def test_the_module_runs_as_a_command(
    generated_package: GeneratedPackage,
    version: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``python -m <package>.transcript [--json] LOG``: text by default, exit 0/1/2."""
    transcript = generated_package(version, "transcript")
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join(vector(version, "not-withdrawn")) + "\n")
    assert transcript.main([str(log)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{log}:") and out[-1] == "1 error(s), 0 warning(s)"
    assert transcript.run(vector(version, "withdrawn"), "w", out=io.StringIO()) == 0
    text = io.StringIO()
    transcript.run(vector(version, "not-withdrawn"), "n", out=text)
    assert text.getvalue().startswith("n:")
    monkeypatch.setattr(sys, "argv", ["transcript", "--json", str(log)])
    assert transcript.main() == 1
    assert json.loads(capsys.readouterr().out)["errors"] == 1
    for argv in ([], [str(log), str(log)], ["--json"]):
        assert transcript.main(argv) == 2
        assert capsys.readouterr().err.startswith("usage: transcript [--json] LOG.jsonl|-")
    absent = tmp_path / "absent.jsonl"
    assert transcript.main([str(absent)]) == 2
    assert capsys.readouterr().err == f"{absent}: cannot read: No such file or directory\n"
    stdin = io.TextIOWrapper(io.BytesIO(log.read_bytes()))
    monkeypatch.setattr(sys, "stdin", stdin)
    assert transcript.main(["-"]) == 1
    assert not stdin.buffer.closed, "stdin is the caller's to close"


def test_an_empty_insertion_is_no_waiting_prompts(generated_package: GeneratedPackage) -> None:
    """v2: a user message with no content inserts some prompt, not the one waiting: that
    prompt's response, after a new list, is its acceptance, and the list had to go."""
    transcript = generated_package("v2", "transcript")
    params, result = INITIALIZE["v2"]
    caps = {"session": {"promptSuggestions": {}}}
    empty = {"sessionUpdate": "user_message", "messageId": "m0", "content": []}
    prompt = {"sessionId": "s", "prompt": [{"type": "text", "text": "Fix"}]}
    idle = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
    log = [
        line("client", id=0, method="initialize", params={**params, "capabilities": caps}),
        line("agent", id=0, result=result),
        line("client", id=1, method="session/prompt", params=prompt),
        line("agent", method="session/update", params={"sessionId": "s", "update": empty}),
        line("agent", method="session/update", params=suggestions(sessionId="s")),
        line("agent", id=1, result={}),
        line("agent", method="session/update", params={"sessionId": "s", "update": idle}),
    ]
    found = [(f.line, f.rule) for f in transcript.check(log).findings]
    assert found == [(7, "suggestions-not-withdrawn")]


@pytest.mark.parametrize("version", VERSIONS)
def test_the_json_report_counts_each_unreadable_line_once(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    out, err = io.StringIO(), io.StringIO()
    assert transcript.run(["a stray line", "another"], "u", as_json=True, out=out, err=err) == 2
    assert json.loads(out.getvalue())["unreadable"] == 2
    assert err.getvalue().splitlines()[0].startswith("u:1: unreadable: ")


def queued_then_inserted(
    older: list[dict[str, object]], newer: list[dict[str, object]], inserted: dict[str, object]
) -> list[str]:
    """A v2 log: an advertising Client queues two prompts; the Agent inserts ``inserted``
    (a user message or chunk), replaces the list, answers the newer prompt with success and
    the older with an error, then reports idle. Clean exactly when ``inserted`` is tied to
    the newer prompt: else that prompt's response, after the new list, accepts it again."""
    params, result = INITIALIZE["v2"]
    caps = {"session": {"promptSuggestions": {}}}

    def update(body: dict[str, object]) -> str:
        return line("agent", method="session/update", params={"sessionId": "s", "update": body})

    idle = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
    return [
        line("client", id=0, method="initialize", params={**params, "capabilities": caps}),
        line("agent", id=0, result=result),
        line("client", id=1, method="session/prompt", params={"sessionId": "s", "prompt": older}),
        line("client", id=2, method="session/prompt", params={"sessionId": "s", "prompt": newer}),
        update(inserted),
        update({"sessionUpdate": TAG, "suggestions": []}),
        line("agent", method="session/update", params=suggestions(sessionId="s")),
        line("agent", id=2, result={}),
        line("agent", id=1, error={"code": -32603, "message": "failed"}),
        update(idle),
    ]


def text_block(value: str) -> dict[str, object]:
    return {"type": "text", "text": value}


def test_an_exact_insertion_wins_over_an_older_prompt_it_starts(
    generated_package: GeneratedPackage,
) -> None:
    """v2, text the Client sent in NFD and the Agent inserts in NFC: the insertion is the
    queued prompt it spells exactly (after normalization), not the older one whose text it
    starts."""
    transcript = generated_package("v2", "transcript")
    inserted = {"sessionUpdate": "user_message", "messageId": "m1"}
    inserted["content"] = [text_block("Caf\u00e9")]
    log = queued_then_inserted(
        [text_block("Cafe\u0301 au lait")], [text_block("Cafe\u0301")], inserted
    )
    assert list(transcript.check(log).findings) == []


@pytest.mark.parametrize("version", VERSIONS)
def test_a_suggestions_update_the_client_sends_is_no_agents(
    generated_package: GeneratedPackage, version: str
) -> None:
    """Only the Agent sends session updates: one in the Client's direction is not judged."""
    transcript = generated_package(version, "transcript")
    params, result = INITIALIZE[version]
    log = [
        line("client", id=0, method="initialize", params=params),
        line("agent", id=0, result=result),
        line("client", method="session/update", params=suggestions(sessionId="s")),
    ]
    assert list(transcript.check(log).findings) == []


def test_v1_says_how_the_turn_ended(generated_package: GeneratedPackage) -> None:
    transcript = generated_package("v1", "transcript")
    report = transcript.check(vector("v1", "not-withdrawn"))
    assert (report.errors, report.warnings, report.exit_code) == (1, 0, 1)
    (ended,) = report.findings
    assert " ended, but the suggestions sent on line " in ended.message
    (failed,) = transcript.check(vector("v1", "worked-on-then-error")).findings
    assert " ended with an error after the Agent worked on it, but " in failed.message


def test_a_chunk_of_a_prompt_that_starts_with_a_link(generated_package: GeneratedPackage) -> None:
    """v2: a chunk that is the prompt's first block, a link, starts that prompt."""
    transcript = generated_package("v2", "transcript")
    link = {"type": "resource_link", "uri": "file:///a.py", "name": "a.py"}
    chunk = {"sessionUpdate": "user_message_chunk", "messageId": "m1", "content": link}
    log = queued_then_inserted([text_block("Summarize")], [link, text_block("explain")], chunk)
    assert list(transcript.check(log).findings) == []


@pytest.mark.parametrize("version", VERSIONS)
def test_an_invalid_update_is_judged_whole_without_its_shortcut(
    generated_package: GeneratedPackage, version: str
) -> None:
    """A suggestion without its prompt, to a Client that advertised: the schema's error,
    and nothing read from the prompt that is not there."""
    transcript = generated_package(version, "transcript")
    params, result = INITIALIZE[version]
    key = "clientCapabilities" if version == "v1" else "capabilities"
    advertised = {**params, key: {"session": {"promptSuggestions": {}}}}
    update = {"sessionUpdate": TAG, "suggestions": [{}]}
    log = [
        line("client", id=0, method="initialize", params=advertised),
        line("agent", id=0, result=result),
        line("agent", method="session/update", params={"sessionId": "s", "update": update}),
    ]
    assert [(f.line, f.rule) for f in transcript.check(log).findings] == [(3, "required")]


@pytest.mark.parametrize("version", VERSIONS)
def test_an_invalid_list_is_no_current_list(
    generated_package: GeneratedPackage, version: str
) -> None:
    """A suggestions update whose list is not a list is its schema error; it leaves no list
    for a prompt to make stale. Reports are values."""
    transcript = generated_package(version, "transcript")
    update = {"sessionUpdate": TAG, "suggestions": "Run the tests"}
    stale = vector(version, "not-withdrawn")  # initialize, a list, a turn that keeps it
    invalid = {"sessionId": "sess_1", "update": update}
    log = [*stale[:2], line("agent", method="session/update", params=invalid), *stale[3:]]
    report = transcript.check(log)
    assert [(f.line, f.rule) for f in report.findings] == [(3, "type")]
    with pytest.raises(AttributeError):
        report.findings = ()  # type: ignore[misc]


def test_an_insertion_starts_a_prompt_by_its_first_block(
    generated_package: GeneratedPackage,
) -> None:
    """v2: a user message of several blocks is tied by its first one: "Fix" starts the
    newer prompt's "Fix the parser", not the older "Summarize" its last block spells."""
    transcript = generated_package("v2", "transcript")
    blocks = [text_block("Fix"), text_block("Summarize")]
    inserted = {"sessionUpdate": "user_message", "messageId": "m1", "content": blocks}
    log = queued_then_inserted([text_block("Summarize")], [text_block("Fix the parser")], inserted)
    assert list(transcript.check(log).findings) == []
