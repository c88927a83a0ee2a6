"""``check-transcript``: the generated checker run from the command-line entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from acp_codegen.check_transcript import check_transcript
from support import REPO, TESTS

DATA = TESTS / "data" / "transcripts"
ERROR = "acp-codegen: error: "  # how the command line prints each problem


def run(generated_python, capsys, version: str, name: str, *, as_json: bool = False):  # noqa: ANN001, ANN201
    folder = generated_python / version
    code = check_transcript(version, DATA / name, as_json=as_json, package_dir=folder)
    out, err = capsys.readouterr()
    return code, out, err


def test_v1_mixed_forms_batches_and_sessions(generated_python, capsys) -> None:  # noqa: ANN001
    code, out, _ = run(generated_python, capsys, "v1", "v1-mixed.jsonl", as_json=True)
    report = json.loads(out)
    found = [(f["line"], f["rule"], f["path"]) for f in report["findings"]]
    assert found == [
        (10, "suggestions-not-withdrawn", "/result"),
        (11, "content-type-not-allowed", "/params/update/suggestions/0/prompt/0"),
    ]
    assert code == 1 and report["errors"] == 2 and report["warnings"] == 0


def test_v2_insertion_is_a_new_message_id(generated_python, capsys) -> None:  # noqa: ANN001
    """ "In v2, the Agent accepts a prompt when it inserts the user message": a patch of the same
    messageId inserts nothing; the next state_update proves a missing withdrawal."""
    code, out, _ = run(generated_python, capsys, "v2", "v2-user-message-upsert.jsonl")
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith(f"{DATA / 'v2-user-message-upsert.jsonl'}:13: error: ")
    assert lines[0].endswith("[suggestions-not-withdrawn] at /params/update")
    assert lines[-1] == "1 error(s), 0 warning(s)"


@pytest.mark.parametrize(
    ("name", "line", "reason"),
    [("bad-sender.jsonl", 2, "sender"), ("bad-json.jsonl", 2, "not JSON")],
)
def test_unreadable_input_exits_2_naming_the_line(
    generated_python,
    capsys,
    name: str,
    line: int,
    reason: str,  # noqa: ANN001
) -> None:
    code, out, err = run(generated_python, capsys, "v1", name)
    assert code == 2 and out == ""
    assert err.startswith(f"{ERROR}{DATA / name}:{line}: unreadable: ") and reason in err


def test_missing_file_exits_2(generated_python, capsys) -> None:  # noqa: ANN001
    code, _, err = run(generated_python, capsys, "v2", "no-such-log.jsonl")
    assert code == 2 and "cannot read" in err


def test_non_utf8_exits_2(generated_python, capsys, tmp_path: Path) -> None:  # noqa: ANN001
    log = tmp_path / "latin1.jsonl"
    log.write_bytes(b'client {"jsonrpc":"2.0","method":"x"}\nagent "\xff"\n')
    folder = generated_python / "v1"
    assert check_transcript("v1", log, package_dir=folder) == 2
    assert f"{log}:2: unreadable: not UTF-8" in capsys.readouterr().err


@pytest.mark.parametrize("content", ["", "\n", "# a comment\n\n   \n"])
def test_a_log_without_entries_is_unreadable(
    generated_python,  # noqa: ANN001
    capsys,  # noqa: ANN001
    tmp_path: Path,
    content: str,
) -> None:
    """A log that shows no traffic cannot be judged clean: exit 2 naming the file."""
    log = tmp_path / "empty.jsonl"
    log.write_text(content)
    folder = generated_python / "v1"
    assert check_transcript("v1", log, package_dir=folder) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"{ERROR}{log}: unreadable: no log entries (the file has no message lines)\n"


def test_warnings_alone_exit_0(generated_python, capsys, tmp_path: Path) -> None:  # noqa: ANN001
    log = tmp_path / "warn.jsonl"
    update = {"sessionUpdate": "prompt_suggestions_update", "suggestions": []}
    message = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s", "update": update},
    }
    log.write_text(f"agent {json.dumps(message)}\n")
    folder = generated_python / "v2"
    assert check_transcript("v2", log, package_dir=folder) == 0
    assert "0 error(s), 1 warning(s)" in capsys.readouterr().out


# -- the log's own protocol version -------------------------------------------------------------


def vector_log(version: str, name: str) -> Path:
    return REPO / "generated" / "vectors" / version / (f"transcripts/{name}.jsonl")


def check_cli(generated_python, version: str | None, log: Path, as_json: bool = False) -> int:  # noqa: ANN001
    folder = generated_python / (version or "v1")
    return check_transcript(version, log, as_json=as_json, package_dir=folder)


def test_a_contradicting_protocol_is_refused(generated_python, capsys) -> None:  # noqa: ANN001
    """A clean v2 log checked as v1 gave `capability-not-advertised` on every update; the log's
    initialize states its version, so a contradicting --protocol is exit 2."""
    log = vector_log("v2", "withdrawn")
    assert check_cli(generated_python, "v1", log) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"{ERROR}{log}:2: unreadable: the log's initialize states protocol version 2, but this "
        "checker "
        "is for version 1; check it against its own version (--protocol v2)\n"
    )
    assert check_cli(generated_python, "v2", log) == 0
    capsys.readouterr()


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_without_protocol_the_log_states_it(generated_python, capsys, version: str) -> None:  # noqa: ANN001
    assert check_cli(generated_python, None, vector_log(version, "not-withdrawn")) == 1
    assert "[suggestions-not-withdrawn]" in capsys.readouterr().out
    assert check_cli(generated_python, None, vector_log(version, "withdrawn")) == 0


def test_without_protocol_or_initialize_exit_2(generated_python, capsys) -> None:  # noqa: ANN001
    log = vector_log("v1", "no-initialize")
    assert check_cli(generated_python, None, log) == 2
    assert "no initialize in the log states its protocol version; pass --protocol v1|v2" in (
        capsys.readouterr().err
    )
    assert check_cli(generated_python, "v1", log) == 0  # with --protocol it is judged
    capsys.readouterr()


def with_string_versions(log: Path, tmp_path: Path, senders: tuple[str, ...]) -> Path:
    """``log`` with the ``protocolVersion`` of ``initialize`` a string on the lines of
    ``senders`` ("client": the request, "agent": the response)."""
    lines = log.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines[:2]):
        sender, _, message = line.partition(" ")
        if sender in senders:
            entry = json.loads(message)
            body = entry["params" if sender == "client" else "result"]
            body["protocolVersion"] = str(body["protocolVersion"])
            lines[index] = f"{sender} {json.dumps(entry)}"
    changed = tmp_path / f"{'-'.join(senders)}.jsonl"
    changed.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_a_string_protocol_version_is_that_lines_error(
    generated_python,  # noqa: ANN001
    capsys,  # noqa: ANN001
    tmp_path: Path,
    version: str,
) -> None:
    """A string `protocolVersion` states no version: it is its line's structural error, the log
    is checked all the same (with `--protocol`, or by the version the other side states), and
    no message says the log is of the version it is checked as."""
    both = with_string_versions(vector_log(version, "withdrawn"), tmp_path, ("client", "agent"))
    request = with_string_versions(vector_log(version, "withdrawn"), tmp_path, ("client",))
    cases = [
        (
            version,
            both,
            [(1, "type", "/params/protocolVersion"), (2, "type", "/result/protocolVersion")],
        ),
        (version, request, [(1, "type", "/params/protocolVersion")]),
        (None, request, [(1, "type", "/params/protocolVersion")]),
    ]
    for protocol, log, expected in cases:
        assert check_cli(generated_python, protocol, log, as_json=True) == 1
        out, err = capsys.readouterr()
        found = [(f["line"], f["rule"], f["path"]) for f in json.loads(out)["findings"]]
        assert found == expected and err == "", (protocol, log.name)
    assert check_cli(generated_python, None, both) == 2
    err = capsys.readouterr().err
    assert "no initialize in the log states its protocol version" in err
    assert "this checker is for" not in err


# -- reading logs: say what is wrong, on every line ---------------------------------------------

MESSAGE = '{"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}'


def test_unreadable_lines_are_all_named_with_what_is_wrong(
    generated_python,  # noqa: ANN001
    capsys,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    lines = [
        f"client {MESSAGE}",  # 1: fine
        f'{{"direction": "client", "message": {MESSAGE}}}',  # 2
        f"2026-11-30T10:00:00Z client {MESSAGE}",  # 3
        f"// client {MESSAGE}",  # 4
        "Error: connection reset by peer",  # 5
        f'{{"from": "client", "payload": {MESSAGE}}}',  # 6
        f"client\t{MESSAGE}",  # 7: a tab after the sender is fine
        "agent {not json",  # 8
    ]
    log = tmp_path / "messy.jsonl"
    log.write_bytes(b"\xef\xbb\xbf" + "\n".join(lines).encode() + b"\n")
    folder = generated_python / "v1"
    assert check_transcript("v1", log, package_dir=folder) == 2
    out, err = capsys.readouterr()
    assert out == ""
    reported = err.splitlines()
    assert [line.split(": unreadable: ")[0] for line in reported] == [
        f"{ERROR}{log}:{n}" for n in (2, 3, 4, 5, 6, 8)
    ]
    reasons = [line.split(": unreadable: ", 1)[1] for line in reported]
    assert reasons[0].startswith("a `direction` needs `side`, the side whose connection")
    assert reasons[1].startswith("'2026-11-30T10:00:00Z' before the sender `client`")
    assert reasons[2] == "a `//` comment; comments in a log start with `#`"
    assert reasons[3].startswith("not a log entry: it starts with 'Error:'")
    assert reasons[4].startswith("no `message` key; found `from`, `payload`")
    assert reasons[5].startswith("the message after `agent` is not JSON")


def test_a_byte_order_mark_is_accepted(generated_python, capsys, tmp_path: Path) -> None:  # noqa: ANN001
    log = tmp_path / "bom.jsonl"
    log.write_bytes(b"\xef\xbb\xbf" + vector_log("v1", "withdrawn").read_bytes())
    assert check_cli(generated_python, "v1", log) == 0
    assert capsys.readouterr().out.endswith("0 error(s), 0 warning(s)\n")


def recorded(log: Path, side: str) -> list[str]:
    """``log`` as ``side``'s connection would record it (``TrafficLog``)."""
    lines = []
    for line in log.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            lines.append(line)
            continue
        if line.startswith("{"):  # the object form
            record = json.loads(line)
            sender, message = record["from"], record["message"]
        else:
            sender, text = line.split(" ", 1)
            message = json.loads(text)
        direction = "outgoing" if sender == side else "incoming"
        entry = {"side": side, "direction": direction, "message": message}
        lines.append(json.dumps(entry))
    return lines


@pytest.mark.parametrize("side", ["agent", "client"])
@pytest.mark.parametrize("name", ["not-withdrawn", "replaced", "capability-not-advertised"])
def test_a_log_recorded_by_either_side_is_judged_as_its_plain_form(
    generated_python,  # noqa: ANN001
    capsys,  # noqa: ANN001
    tmp_path: Path,
    name: str,
    side: str,
) -> None:
    """The recorded form (an SDK observer's ``side``, ``direction``, ``message``): outgoing is
    the recording side's message, incoming the other side's."""
    plain = vector_log("v1", name)
    log = tmp_path / f"{name}-{side}.jsonl"
    log.write_text("\n".join(recorded(plain, side)) + "\n", encoding="utf-8")
    expected_code = check_cli(generated_python, "v1", plain, as_json=True)
    expected = json.loads(capsys.readouterr().out)
    assert check_cli(generated_python, "v1", log, as_json=True) == expected_code
    report = json.loads(capsys.readouterr().out)
    # The pointers are into the line, where the message is under "/message".
    found = [(f["line"], f["rule"], f["path"]) for f in report["findings"]]
    assert found == [(f["line"], f["rule"], "/message" + f["path"]) for f in expected["findings"]]
    assert expected["findings"] or name == "replaced"


def test_a_recorded_line_needs_its_side_and_a_direction(
    generated_python,  # noqa: ANN001
    capsys,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    log = tmp_path / "recorded.jsonl"
    log.write_text(
        f'{{"side": "agent", "direction": "incoming", "message": {MESSAGE}}}\n'
        f'{{"side": "server", "direction": "incoming", "message": {MESSAGE}}}\n'
        f'{{"side": "agent", "direction": "sideways", "message": {MESSAGE}}}\n'
        f'{{"side": [], "direction": "incoming", "message": {MESSAGE}}}\n',
        encoding="utf-8",
    )
    assert check_cli(generated_python, "v1", log) == 2
    reasons = [line.split(": unreadable: ", 1)[1] for line in capsys.readouterr().err.splitlines()]
    needs_side = (
        "a `direction` needs `side`, the side whose connection recorded the line "
        "('client' or 'agent'); got "
    )
    assert reasons == [
        f"{needs_side}'server'",
        "`direction` must be 'incoming' or 'outgoing', got 'sideways'",
        f"{needs_side}[]",
    ]
