"""Reading a log, rule by rule: what a line holds, what is wrong with one that is no entry,
and which line states the version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import REPO, VERSIONS, GeneratedPackage


def message(**fields: object) -> str:
    return json.dumps({"jsonrpc": "2.0", **fields})


def v1_turn(request_id: object, answer_id: object) -> list[str]:
    """A v1 log: a list is sent, then a prompt, answered by a response of ``answer_id``."""
    update = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}],
    }
    params = {"protocolVersion": 1, "clientCapabilities": {"session": {"promptSuggestions": {}}}}
    prompt = {"sessionId": "s", "prompt": []}
    return [
        f"client {message(id=0, method='initialize', params=params)}",
        f"agent {message(id=0, result={'protocolVersion': 1, 'agentCapabilities': {}})}",
        f"agent {message(method='session/update', params={'sessionId': 's', 'update': update})}",
        f"client {message(id=request_id, method='session/prompt', params=prompt)}",
        f"agent {message(id=answer_id, result={'stopReason': 'end_turn'})}",
    ]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_line_holds_a_record_or_says_what_is_wrong(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    record = transcript.parse_line(f"agent {message(id=1, result={})}")
    assert isinstance(record, transcript.Record)
    assert (record.sender, record.body["id"], record.path) == ("agent", 1, "")
    wrapped = transcript.parse_line(json.dumps({"from": "client", "message": {"id": 2}}))
    assert (wrapped.sender, wrapped.path) == ("client", "/message")
    assert transcript.parse_line("# a comment") is None
    assert transcript.parse_line("   ") is None
    assert isinstance(transcript.parse_line("nobody {}"), str)


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("gap", [" ", "\t"])
def test_a_prefix_before_the_sender_is_named(
    generated_package: GeneratedPackage, version: str, gap: str
) -> None:
    """A timestamp before the sender, whether a space or a tab follows the sender."""
    transcript = generated_package(version, "transcript")
    said = transcript.parse_line(f"12:00:01{gap}agent{gap}{message(id=1, result={})}")
    assert said.startswith("'12:00:01' before the sender `agent`"), said


@pytest.mark.parametrize("version", VERSIONS)
def test_what_a_stray_line_starts_with_is_shown_up_to_24_characters(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    said = transcript.parse_line("x" * 30 + " {}")
    assert said.startswith("not a log entry: it starts with " + repr("x" * 24 + "...")), said
    exact = transcript.parse_line("y" * 24 + " {}")
    assert exact.startswith("not a log entry: it starts with " + repr("y" * 24) + " "), exact


@pytest.mark.parametrize("version", VERSIONS)
def test_an_unreadable_line_keeps_its_number(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    lines = [f"agent {message(id=1, result={})}", "", "a stray line", "client [1"]
    read = list(transcript.entries(lines))
    assert isinstance(read[0], transcript.Entry)
    unreadable = [(item.line, type(item).__name__) for item in read[1:]]
    assert unreadable == [(3, "Unreadable"), (4, "Unreadable")]


@pytest.mark.parametrize("version", VERSIONS)
def test_the_first_initialize_states_the_version_wherever_it_stands(
    generated_package: GeneratedPackage, version: str
) -> None:
    """A log that starts with other traffic (a session/new) still states its version at
    its first initialize; an Agent's request is no initialize of the Client's."""
    transcript = generated_package(version, "transcript")
    stated = {"v1": 1, "v2": 2}[version]
    lines = [
        f"client {message(id=1, method='session/new', params={'cwd': '/', 'mcpServers': []})}",
        f"agent {message(id=1, result={'sessionId': 's'})}",
        f"agent {message(id=7, method='initialize', params={'protocolVersion': 3})}",
        f"client {message(id=2, method='initialize', params={'protocolVersion': stated})}",
        f"agent {message(id=2, result={'protocolVersion': stated})}",
    ]
    assert transcript.stated_protocol_version(lines) == stated


def test_an_id_of_another_json_type_answers_nothing(generated_package: GeneratedPackage) -> None:
    """``1.0`` is not the id ``1``, nor ``"1"``: a response with either answers no request.
    v1's turn ends at the prompt's response, which proves the breach; none arrives here."""
    transcript = generated_package("v1", "transcript")
    for answer in (1.0, "1"):
        assert [f.rule for f in transcript.check(v1_turn(1, answer)).findings] == [], answer
    found = transcript.check(v1_turn(1, 1)).findings
    assert [f.rule for f in found] == ["suggestions-not-withdrawn"]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("session_id", [["s"], {"s": 1}, 5, None])
def test_a_request_naming_no_session_is_about_none(
    generated_package: GeneratedPackage, version: str, session_id: object
) -> None:
    """A prompt or a load whose ``sessionId`` is no string (the schema's verdict is its
    own) starts no turn and no session: the log is judged as if it were not there."""
    transcript = generated_package(version, "transcript")
    stated = {"v1": 1, "v2": 2}[version]
    params = {
        "protocolVersion": stated,
        "clientCapabilities": {"session": {"promptSuggestions": {}}},
    }
    update = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": "a"}]}],
    }
    log = [
        f"client {message(id=0, method='initialize', params=params)}",
        f"agent {message(id=0, result={'protocolVersion': stated, 'agentCapabilities': {}})}",
        f"agent {message(method='session/update', params={'sessionId': 's', 'update': update})}",
    ]
    prompt = {"sessionId": session_id, "prompt": []}
    load = {"sessionId": session_id, "cwd": "/", "mcpServers": []}
    strays = [
        f"client {message(id=1, method='session/prompt', params=prompt)}",
        f"agent {message(id=1, result={'stopReason': 'end_turn'})}",
        f"client {message(id=2, method='session/load', params=load)}",
        f"agent {message(id=2, result={})}",
    ]
    turn = [
        f"client {message(id=3, method='session/prompt', params={'sessionId': 's', 'prompt': []})}",
        f"agent {message(id=3, result={'stopReason': 'end_turn'})}",
    ]
    with_strays = transcript.check([*log, *strays, *turn]).findings
    without = transcript.check([*log, *turn]).findings
    assert [f.rule for f in with_strays] == [f.rule for f in without]
    shifted = [f.line + len(strays) if f.line > len(log) else f.line for f in without]
    assert [f.line for f in with_strays] == shifted


@pytest.mark.parametrize("version", VERSIONS)
def test_findings_are_values(generated_package: GeneratedPackage, version: str) -> None:
    """Frozen: equal findings are one in a set, and none can be changed."""
    transcript = generated_package(version, "transcript")
    finding = transcript.Finding(3, "error", "suggestions-not-withdrawn", "/", "m")
    same = transcript.Finding(3, "error", "suggestions-not-withdrawn", "/", "m")
    assert len({finding, same}) == 1
    with pytest.raises(AttributeError):
        finding.line = 4  # type: ignore[misc]


@pytest.mark.parametrize("version", VERSIONS)
def test_read_log_names_every_unreadable_line_after_the_entries(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    lines = ["a stray line", f"agent {message(id=1, result={})}", "client {bad json"]
    read = []
    with pytest.raises(transcript.UnreadableLog) as raised:
        read.extend(transcript.read_log(lines))
    assert [entry.line for entry in read] == [2]
    assert [line for line, _ in raised.value.problems] == [1, 3]
    assert str(raised.value).startswith("line 1: ") and "; line 3: " in str(raised.value)
    assert (raised.value.line, raised.value.reason) == raised.value.problems[0]
    whole = transcript.UnreadableLog(None, "the log has no entries")
    assert str(whole) == "the log has no entries"
    assert (whole.line, whole.reason) == (None, "the log has no entries")


@pytest.mark.parametrize("version", VERSIONS)
def test_a_batch_item_that_is_no_object_is_named_by_its_index(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    batch = json.dumps([{"jsonrpc": "2.0", "id": 1, "result": {}}, 5])
    (item,) = transcript.entries([f"agent {batch}"])
    assert item.reason == "a JSON-RPC message must be an object (/1)"
    (item,) = transcript.entries(["agent 5"])
    assert item.reason == "a JSON-RPC message must be an object (/)"
    good = json.dumps([{"jsonrpc": "2.0", "id": 1, "result": {}}, {"jsonrpc": "2.0", "id": 2}])
    assert [e.path for e in transcript.entries([f"agent {good}"])] == ["/0", "/1"]


@pytest.mark.parametrize("version", VERSIONS)
def test_an_initialize_the_log_never_answers_states_its_own_version(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    stated = {"v1": 1, "v2": 2}[version]
    lines = [f"client {message(id=7, method='initialize', params={'protocolVersion': stated})}"]
    assert transcript.stated_protocol_version(lines) == stated


@pytest.mark.parametrize("version", VERSIONS)
def test_a_one_character_prefix_is_named_too(
    generated_package: GeneratedPackage, version: str
) -> None:
    transcript = generated_package(version, "transcript")
    said = transcript.parse_line(f"xagent {message(id=1, result={})}")
    assert said.startswith("'x' before the sender `agent`"), said


def test_array_ids_answer_nothing_and_fractional_ids_their_equal(
    generated_package: GeneratedPackage,
) -> None:
    """An array is no id (not even an equal array); ``1.5`` answers ``1.5``."""
    transcript = generated_package("v1", "transcript")
    rules = [f.rule for f in transcript.check(v1_turn([1], [1])).findings]
    assert "suggestions-not-withdrawn" not in rules
    found = transcript.check(v1_turn(1.5, 1.5)).findings
    assert [f.rule for f in found] == ["suggestions-not-withdrawn"]


@pytest.mark.parametrize("version", VERSIONS)
def test_every_line_after_an_unreadable_one_is_read(
    generated_package: GeneratedPackage, version: str
) -> None:
    """Bytes that are not UTF-8, a sender that is neither side, JSON that does not parse,
    a record that is half of two forms, a recorded one without its message: each is named,
    and the lines after it are read."""
    transcript = generated_package(version, "transcript")
    good = f"agent {message(id=1, result={})}".encode()
    lines = [
        b"\xff\xfe",
        json.dumps({"from": "server", "message": {}}).encode(),
        b'{"from": ',
        json.dumps({"from": "client", "direction": "incoming"}).encode(),
        json.dumps({"side": "client", "direction": "outgoing"}).encode(),
        good,
    ]
    read = list(transcript.entries(lines))
    reasons = [item.reason for item in read[:5]]
    assert [item.line for item in read] == [1, 2, 3, 4, 5, 6]
    assert reasons[0].startswith("not UTF-8: ")
    assert reasons[1] == "the sender must be 'client' or 'agent', got 'server'"
    assert reasons[2].startswith("not JSON: ")
    assert reasons[3].startswith("no `message` key; found `from`, `direction` ")
    assert reasons[4].startswith("no `message` key (")
    assert isinstance(read[5], transcript.Entry)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_later_initialize_does_not_restate_the_version(
    generated_package: GeneratedPackage, version: str
) -> None:
    """The first initialize settles the version; another one later in the log (of another
    version) is judged under it, not taken for the log's."""
    transcript = generated_package(version, "transcript")
    stated, other = {"v1": (1, 2), "v2": (2, 1)}[version]
    lines = []
    for request_id, value in ((1, stated), (2, other)):
        params = {"protocolVersion": value}
        lines.append(f"client {message(id=request_id, method='initialize', params=params)}")
        lines.append(f"agent {message(id=request_id, result={'protocolVersion': value})}")
    assert list(transcript.check(lines).findings) == []


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("params", [[{"sessionId": "s"}], "s", 5, None])
def test_an_update_whose_params_are_no_object_is_about_nothing(
    generated_package: GeneratedPackage, version: str, params: object
) -> None:
    """An Agent's ``session/update`` whose ``params`` is no object names no session and no
    update: the log is judged as if it were not there, and the checker goes on."""
    transcript = generated_package(version, "transcript")
    stray = f"agent {message(method='session/update', params=params)}"
    assert transcript.check([stray]).findings == ()
    turn = v1_turn(1, 1)  # a v1 log with a finding: the same after the stray as before it
    v1 = generated_package("v1", "transcript")
    assert v1.check([*turn, stray]).findings == v1.check(turn).findings


VECTORS = REPO / "generated" / "vectors"


def vector_log(version: str, name: str) -> list[str]:
    """A conformance log of ``generated/vectors`` (its lines are this test's input)."""
    path = VECTORS / version / "transcripts" / f"{name}.jsonl"
    return path.read_text(encoding="utf-8").splitlines()


def test_work_that_starts_with_a_prompt_pending_owes_no_withdrawal_for_work(
    generated_package: GeneratedPackage,
) -> None:
    """v2: foreground work that starts while a prompt waits for its answer may be that
    prompt's, so it owes no withdrawal of its own (the prompt refused, the list stands without
    a finding); the same work without the prompt owes it (a warning at idle)."""
    checker = generated_package("v2", "transcript")
    log = vector_log("v2", "work-without-prompt-not-withdrawn")
    assert [(f.rule, f.line) for f in checker.check(log).findings] == [
        ("suggestions-not-withdrawn-for-work", 12)
    ]
    prompt = {"sessionId": "sess_1", "prompt": [{"type": "text", "text": "Other"}]}
    pending = f"client {message(id=3, method='session/prompt', params=prompt)}"
    refused = f"agent {message(id=3, error={'code': -32000, 'message': 'busy'})}"
    running, idle = log[9], log[11]
    assert checker.check([*log[:9], pending, running, refused, idle]).findings == ()


@pytest.mark.parametrize("prompt", [None, "Something else", {"type": "text"}])
def test_a_prompt_whose_content_is_no_list_is_still_a_prompt(
    generated_package: GeneratedPackage, prompt: object
) -> None:
    """v2: a ``session/prompt`` whose ``prompt`` is no list of blocks (the schema's verdict
    is its own) is still the prompt the Agent accepts: the list it leaves current is the
    same finding, and nothing crashes on its content."""
    checker = generated_package("v2", "transcript")
    log = vector_log("v2", "not-withdrawn")
    request = json.loads(log[3].split(" ", 1)[1])
    request["params"]["prompt"] = prompt
    changed = [*log[:3], f"client {json.dumps(request)}", *log[4:]]
    assert checker.check(changed).findings == checker.check(log).findings


def test_an_empty_list_to_a_client_that_did_not_advertise_is_refused_too(
    generated_package: GeneratedPackage,
) -> None:
    """Withdrawing is sending: a Client that did not advertise ``promptSuggestions`` gets no
    suggestions update at all, an empty list included (it has no blocks to refuse)."""
    checker = generated_package("v1", "transcript")
    params = {"protocolVersion": 1, "clientCapabilities": {}}
    update = {"sessionUpdate": "prompt_suggestions_update", "suggestions": []}
    log = [
        f"client {message(id=0, method='initialize', params=params)}",
        f"agent {message(id=0, result={'protocolVersion': 1, 'agentCapabilities': {}})}",
        f"agent {message(method='session/update', params={'sessionId': 's', 'update': update})}",
    ]
    assert [(f.rule, f.line) for f in checker.check(log).findings] == [
        ("capability-not-advertised", 3)
    ]


def test_a_second_prompt_leaves_the_breach_with_the_first(
    generated_package: GeneratedPackage,
) -> None:
    """v1: a list is current when a prompt is accepted, and a second prompt arrives before
    the first is answered: the first prompt's end proves the breach, named by its line."""
    checker = generated_package("v1", "transcript")
    log = v1_turn(1, 1)
    second = (
        f"client {message(id=2, method='session/prompt', params={'sessionId': 's', 'prompt': []})}"
    )
    answered = f"agent {message(id=2, result={'stopReason': 'end_turn'})}"
    found = checker.check([*log[:4], second, log[4], answered]).findings
    assert [(f.rule, f.line) for f in found] == [("suggestions-not-withdrawn", 6)]
    assert "the prompt of line 4 ended" in found[0].message


@pytest.mark.parametrize("version", VERSIONS)
def test_a_client_s_answer_is_never_taken_for_the_agent_s(
    generated_package: GeneratedPackage, version: str
) -> None:
    """An Agent's request named like a Client's (``initialize`` here) and the Client's
    answer to it: only the Agent's answers to the Client's requests are judged, so the log
    reads as if the two lines were not there."""
    checker = generated_package(version, "transcript")
    stated = {"v1": 1, "v2": 2}[version]
    log = [
        line.replace('"protocolVersion": 1', f'"protocolVersion": {stated}')
        for line in v1_turn(1, 1)
    ]
    asked = f"agent {message(id=7, method='initialize', params={'protocolVersion': stated})}"
    answer = {"protocolVersion": "none", "agentCapabilities": {}}
    answered = f"client {message(id=7, result=answer)}"
    with_both = checker.check([*log[:3], asked, answered, *log[3:]]).findings
    without = checker.check(log).findings
    assert [f.rule for f in with_both] == [f.rule for f in without]


@pytest.mark.parametrize("version", VERSIONS)
def test_check_file_reads_the_log_at_a_path(
    generated_package: GeneratedPackage, version: str, tmp_path: Path
) -> None:
    checker = generated_package(version, "transcript")
    path = VECTORS / version / "transcripts" / "not-withdrawn.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert checker.check_file(path) == checker.check(lines)
    assert checker.check_file(path).findings
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(b"agent \xff\n")
    with pytest.raises(checker.UnreadableLog):
        checker.check_file(broken)
