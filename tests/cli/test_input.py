"""Every command, given unreadable input or contradictory options, exits 2 with a message that
names the file (and, for JSON Lines, the line) and writes nothing."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest
from acp_codegen.cli import main
from acp_codegen.write import read_tree
from support import REPO, interrupt_at

SUGGESTION = {"prompt": [{"type": "text", "text": "Run the tests"}]}
CAPABILITIES = {"session": {"promptSuggestions": {}}}
ENTRY = 'client {"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}'

# Bad files, by name: the bytes written (None: the path does not exist, "dir": a directory).
BAD_FILES: dict[str, bytes | str | None] = {
    "missing.json": None,
    "folder.json": "dir",
    "latin1.json": b'{"text": "caf\xe9"}',
    "empty.json": b"",
}

# Each command with one input slot, as argv around the placeholder {file}.
COMMANDS = {
    "generate --base": ["generate", "--protocol", "v1", "--base", "{file}", "--out", "out"],
    "validate FILE": ["validate", "--protocol", "v1", "--type", "PromptSuggestion", "{file}"],
    "validate --jsonl FILE": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--jsonl",
        "{file}",
    ],
    "validate --schema": ["validate", "--schema", "{file}", "ok.json"],
    "validate --base": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--base",
        "{file}",
        "ok.json",
    ],
    "validate --client-capabilities": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--client-capabilities",
        "{file}",
        "--agent-capabilities",
        "caps.json",
        "ok.json",
    ],
    "validate --agent-capabilities": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--client-capabilities",
        "caps.json",
        "--agent-capabilities",
        "{file}",
        "ok.json",
    ],
    "check-transcript": ["check-transcript", "--protocol", "v1", "{file}"],
}


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working directory with good inputs and the bad files of BAD_FILES."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ok.json").write_text(json.dumps(SUGGESTION))
    (tmp_path / "caps.json").write_text(json.dumps(CAPABILITIES))
    for name, content in BAD_FILES.items():
        if content == "dir":
            (tmp_path / name).mkdir()
        elif isinstance(content, bytes):
            (tmp_path / name).write_bytes(content)
    return tmp_path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exit:  # argparse's own usage errors
        code = exit.code if isinstance(exit.code, int) else 2
    captured = capsys.readouterr()
    return code, captured.err


def exits_2_writing_nothing(
    workdir: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> str:
    before = read_tree(workdir)
    code, err = run(argv, capsys)
    assert code == 2, err
    assert "Traceback" not in err
    assert read_tree(workdir) == before
    assert not (workdir / "out").exists()
    return err


CASES = [(command, bad) for command in COMMANDS for bad in BAD_FILES]


@pytest.mark.parametrize(("command", "bad"), CASES)
def test_unreadable_input_exits_2_naming_the_file(
    workdir: Path, capsys: pytest.CaptureFixture[str], command: str, bad: str
) -> None:
    argv = [bad if arg == "{file}" else arg for arg in COMMANDS[command]]
    err = exits_2_writing_nothing(workdir, argv, capsys)
    assert bad in err


JSONL = {
    "validate --jsonl FILE": json.dumps(SUGGESTION) + "\n{not json\n" + json.dumps(SUGGESTION),
    "check-transcript": ENTRY + "\nclient {not json\n" + ENTRY,
}


BAD_LINES = [
    pytest.param(command, line, id=f"{command}-{label}")
    for command in sorted(JSONL)
    for label, line in (
        ("not-json", b"{not json"),
        ("not-utf8", b'{"text": "caf\xe9"}'),
        ("lone-surrogate", b'"\\ud800 lone"'),
    )
]


@pytest.mark.parametrize(("command", "line"), BAD_LINES)
def test_one_bad_line_exits_2_naming_file_and_line(
    workdir: Path, capsys: pytest.CaptureFixture[str], command: str, line: bytes
) -> None:
    good = JSONL[command].split("\n")[0].encode()
    prefix = b"client " if command == "check-transcript" else b""
    (workdir / "log.jsonl").write_bytes(good + b"\n" + prefix + line + b"\n" + good + b"\n")
    argv = ["log.jsonl" if arg == "{file}" else arg for arg in COMMANDS[command]]
    err = exits_2_writing_nothing(workdir, argv, capsys)
    assert "log.jsonl:2" in err


CONTRADICTORY = {
    "generate --protocol without --base": ["generate", "--protocol", "v1", "--out", "out"],
    "generate --additions without --base": ["generate", "--additions", "--out", "out"],
    "generate --no-additions without --base": ["generate", "--no-additions", "--out", "out"],
    "generate --base without --protocol": ["generate", "--base", "ok.json", "--out", "out"],
    "generate --base without --out": ["generate", "--protocol", "v1", "--base", "ok.json"],
    "generate --package not an identifier": [
        "generate",
        "--protocol",
        "v1",
        "--base",
        "ok.json",
        "--out",
        "out",
        "--package",
        "no-dash",
    ],
    "validate --base with --schema": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--base",
        "ok.json",
        "--schema",
        "ok.json",
        "ok.json",
    ],
    "validate without --type or --schema": ["validate", "--protocol", "v1", "ok.json"],
    "validate --client-capabilities alone": [
        "validate",
        "--protocol",
        "v1",
        "--type",
        "PromptSuggestion",
        "--client-capabilities",
        "caps.json",
        "ok.json",
    ],
    "validate unknown --type": ["validate", "--protocol", "v1", "--type", "Nope", "ok.json"],
    # --protocol is optional (the log's initialize states it); an unknown one is refused
    "check-transcript --protocol v3": ["check-transcript", "--protocol", "v3", "ok.json"],
}


@pytest.mark.parametrize("case", sorted(CONTRADICTORY))
def test_contradictory_options_exit_2(
    workdir: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    err = exits_2_writing_nothing(workdir, CONTRADICTORY[case], capsys)
    assert "error" in err


def test_a_lone_surrogate_in_a_schema_exits_2(
    workdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {"$defs": {"S": {"type": "string", "description": "lone \ud800"}}}
    (workdir / "surrogate.json").write_text(json.dumps(document))
    argv = ["generate", "--protocol", "v1", "--base", "surrogate.json", "--out", "out"]
    err = exits_2_writing_nothing(workdir, argv, capsys)
    assert "surrogate.json#/$defs/S/description" in err


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_base_generation_leaves_out_whole(tmp_path: Path, sig: signal.Signals) -> None:
    """``generate --base --out`` killed at several points: DIR is the old tree or the new."""
    base = tmp_path / "acp.unstable.json"
    base.write_bytes((REPO / "schema" / "v1" / "acp.json").read_bytes())
    out = tmp_path / "out"
    argv = ["generate", "--protocol", "v1", "--base", str(base), "--out", str(out)]
    assert main(argv) == 0

    def nothing_beside_out() -> None:
        assert {p.name for p in tmp_path.iterdir()} <= {"acp.unstable.json", "out"}

    interrupt_at(argv, out, sig, (0.2, 0.8, 1.6, 2.4), nothing_beside_out)
