"""``acp-codegen validate``: verdicts, exit codes, JSON Lines, --json, --schema, capabilities."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from support import (
    SUITE_REMOTE_BASE,
    SUITE_REMOTES,
    SUITE_TESTS,
    require_shared,
    suite_files,
    suite_groups,
    upstream_schema,
)

BLANK = {
    "sessionUpdate": "prompt_suggestions_update",
    "suggestions": [{"prompt": [{"type": "text", "text": " \t\u3000"}]}],
}
GOOD = {"sessionUpdate": "prompt_suggestions_update", "suggestions": []}
IMAGE_UPDATE = {
    "suggestions": [{"prompt": [{"type": "image", "data": "AA==", "mimeType": "image/png"}]}]
}


def write(tmp_path: Path, name: str, value: Any, *, raw: str | None = None) -> str:
    path = tmp_path / name
    path.write_text(raw if raw is not None else json.dumps(value), encoding="utf-8")
    return str(path)


def run(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None
) -> tuple[int, str, str]:
    if stdin is not None:
        import sys

        fake = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
        original, sys.stdin = sys.stdin, fake
        try:
            code = main(argv)
        finally:
            sys.stdin = original
    else:
        code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_valid_and_invalid_documents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], version: str
) -> None:
    good = write(tmp_path, "good.json", GOOD)
    bad = write(tmp_path, "bad.json", BLANK)
    args = ["validate", "--protocol", version, "--type", "SessionUpdate"]
    assert run([*args, good], capsys)[0] == 0
    code, out, _ = run([*args, "--json", bad], capsys)
    assert code == 1
    verdict = json.loads(out)
    assert verdict["valid"] is False
    assert verdict["errors"][0]["rule"] == "prompt-suggestion-blank"
    assert verdict["errors"][0]["path"] == "/suggestions/0/prompt"


def test_json_lines_give_one_verdict_per_line_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = "\n".join(json.dumps(d) for d in (GOOD, BLANK, GOOD)) + "\n"
    code, out, _ = run(
        ["validate", "--type", "SessionUpdate", "--jsonl", "--json", "-"], capsys, stdin=lines
    )
    assert code == 1
    assert [json.loads(line)["valid"] for line in out.splitlines()] == [True, False, True]


def test_json_lines_verdicts_are_numbered_by_file_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Blank lines count, as they do in the parse errors: the verdict of line 4 says line 4."""
    raw = "\n" + json.dumps(GOOD) + "\n  \n" + json.dumps(BLANK) + "\n"
    path = write(tmp_path, "log.jsonl", None, raw=raw)
    args = ["validate", "--type", "SessionUpdate", "--jsonl"]
    code, out, _ = run([*args, path], capsys)
    assert code == 1
    assert out.splitlines()[0] == f"{path}:2: valid"
    assert out.splitlines()[1].startswith(f"{path}:4: /suggestions/0/prompt: ")
    code, out, _ = run([*args, "--json", path], capsys)
    assert [(v["line"], v["valid"]) for v in map(json.loads, out.splitlines())] == [
        (2, True),
        (4, False),
    ]
    code, out, _ = run(["validate", "--type", "SessionUpdate", "--json", path], capsys)
    assert code == 2 and out == ""  # without --jsonl the file is one document


def test_a_bad_json_line_is_exit_2_naming_the_line_with_no_verdicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "log.jsonl", None, raw=json.dumps(GOOD) + "\n{oops\n")
    code, out, err = run(["validate", "--type", "SessionUpdate", "--jsonl", path], capsys)
    assert code == 2
    assert out == ""
    assert f"{path}:2: not valid JSON" in err


@pytest.mark.parametrize(
    ("client", "agent", "expected"),
    [
        ({"session": {"promptSuggestions": {"image": {}}}}, {"image": True}, 0),
        ({"session": {"promptSuggestions": {}}}, {"image": True}, 1),
        ({"session": {"promptSuggestions": {"image": {}}}}, {}, 1),
        ({"session": {"promptSuggestions": None}}, {"image": True}, 1),
    ],
)
def test_capabilities_judge_whether_the_agent_may_send(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    client: Any,
    agent: Any,
    expected: int,
) -> None:
    args = [
        "validate",
        "--type",
        "PromptSuggestionsUpdate",
        "--client-capabilities",
        write(tmp_path, "client.json", client),
        "--agent-capabilities",
        write(tmp_path, "agent.json", agent),
        "--json",
        write(tmp_path, "update.json", IMAGE_UPDATE),
    ]
    code, out, _ = run(args, capsys)
    assert code == expected
    if expected:
        assert json.loads(out)["errors"][0]["rule"] in (
            "content-type-not-allowed",
            "capability-not-advertised",
        )


def test_schema_option_compiles_any_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = write(tmp_path, "s.json", {"type": "object", "required": ["a"]})
    assert (
        run(["validate", "--schema", schema, write(tmp_path, "i.json", {"a": 1})], capsys)[0] == 0
    )
    code, out, _ = run(["validate", "--schema", schema, write(tmp_path, "j.json", {})], capsys)
    assert code == 1
    assert "[required]" in out


@pytest.mark.slow
def test_base_merges_our_additions_into_an_upstream_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = str(upstream_schema("v1", unstable=True))
    args = ["validate", "--protocol", "v1", "--base", base, "--type", "SessionUpdate"]
    assert run([*args, write(tmp_path, "g.json", GOOD)], capsys)[0] == 0
    notice = {"sessionUpdate": "notice", "severity": "info", "title": "upstream's own update"}
    assert run([*args, write(tmp_path, "n.json", notice)], capsys)[0] == 0
    assert run([*args, write(tmp_path, "b.json", BLANK)], capsys)[0] == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--type", "NoSuchType"], "is not a definition"),
        ([], "--type NAME is required"),
        (["--type", "SessionUpdate", "--client-capabilities", "x.json"], "go together"),
        (
            [
                "--type",
                "ContentBlock",
                "--client-capabilities",
                "c.json",
                "--agent-capabilities",
                "c.json",
            ],
            "capability checks judge only",
        ),
    ],
)
def test_usage_errors_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    write(tmp_path, "c.json", {})
    document = write(tmp_path, "d.json", GOOD)
    argv = [a if not a.endswith(".json") else str(tmp_path / a) for a in argv]
    code, out, err = run(["validate", *argv, document], capsys)
    assert code == 2
    assert message in err
    assert out == ""


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        (b"", "the file is empty"),
        (b'{"a": "\xff"}', "not valid UTF-8"),
        (b"{", "not valid JSON"),
    ],
)
def test_unreadable_input_exit_2_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, message: str
) -> None:
    path = tmp_path / "input.json"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(["validate", "--type", "SessionUpdate", str(path)], capsys)
    assert code == 2
    assert f"{path}: {message}" in err
    assert out == ""


def test_a_directory_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["validate", "--type", "SessionUpdate", str(tmp_path)], capsys)
    assert code == 2
    assert "is a directory" in err


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_an_empty_prompt_is_too_short_not_blank(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], version: str
) -> None:
    """The blank rule is about empty or whitespace-only text, not an empty list: `prompt: []`
    is reported once, as `minItems`."""
    empty = {"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": []}]}
    args = ["validate", "--protocol", version, "--type", "SessionUpdate", "--json"]
    code, out, _ = run([*args, write(tmp_path, "empty.json", empty)], capsys)
    assert code == 1
    found = [(e["path"], e["rule"]) for e in json.loads(out)["errors"]]
    assert found == [("/suggestions/0/prompt", "minItems")]


def test_a_boolean_root_schema_is_a_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`true` and `false` are schemas in 2020-12: `--schema` compiles them like any other."""
    instance = write(tmp_path, "i.json", {"a": 1})
    assert run(["validate", "--schema", write(tmp_path, "t.json", True), instance], capsys)[0] == 0
    code, out, _ = run(["validate", "--schema", write(tmp_path, "f.json", False), instance], capsys)
    assert code == 1 and out.endswith(": /: no value is allowed here [false]\n")
    code, _, err = run(
        ["validate", "--schema", write(tmp_path, "t2.json", True), "--type", "A", instance], capsys
    )
    assert code == 2 and "boolean schema" in err


# The whole suite through the whole CLI; the fast loop has the suite against the compiled
# validators (tests/validators/test_suite.py) and `--schema`/`--jsonl` on their own (above).
@pytest.mark.slow
def test_the_json_schema_test_suite_through_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every test of the suite's draft 2020-12 files, run as a user would: `--schema FILE
    --remote http://localhost:1234/=remotes --jsonl`, one call per group with every instance
    on its own line."""
    remote = f"{SUITE_REMOTE_BASE}={require_shared(SUITE_REMOTES)}"
    passed, failures = 0, []
    for name in suite_files():
        for index, group in enumerate(suite_groups(name)):
            schema = write(tmp_path, f"{name}-{index}.json", group["schema"])
            lines = "".join(json.dumps(case["data"]) + "\n" for case in group["tests"])
            instances = write(tmp_path, f"{name}-{index}.jsonl", None, raw=lines)
            arguments = ["--schema", schema, "--remote", remote, "--jsonl", "--json", instances]
            code, out, err = run(["validate", *arguments], capsys)
            assert code in (0, 1), f"{name}: {group['description']}: {err}"
            verdicts = [json.loads(line)["valid"] for line in out.splitlines()]
            for case, verdict in zip(group["tests"], verdicts, strict=True):
                if verdict == case["valid"]:
                    passed += 1
                else:
                    failures.append(f"{name}: {group['description']} / {case['description']}")
    print(f"JSON Schema Test Suite through the CLI: {passed} of {SUITE_TESTS} pass")
    assert failures == []
    assert passed == SUITE_TESTS


def test_jsonl_reports_every_bad_line_and_accepts_a_bom(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As the transcript checker does: a byte-order mark is not an error, and every unreadable
    line is named, not only the first. A U+2028 inside a string does not split a line."""
    good = json.dumps({**GOOD, "_meta": {"note": "a\u2028b"}}, ensure_ascii=False)
    raw = "\ufeff" + good + "\n{oops\n" + good + "\nnull x\n"
    path = write(tmp_path, "log.jsonl", None, raw=raw)
    code, out, err = run(["validate", "--type", "SessionUpdate", "--jsonl", path], capsys)
    assert code == 2 and out == ""
    assert f"{path}:2: not valid JSON" in err and f"{path}:4: not valid JSON" in err
    path = write(tmp_path, "ok.jsonl", None, raw="\ufeff" + good + "\n" + good + "\n")
    code, out, _ = run(["validate", "--type", "SessionUpdate", "--jsonl", path], capsys)
    assert code == 0 and out.count(": valid\n") == 2
    single = write(tmp_path, "one.json", None, raw="\ufeff" + json.dumps(GOOD))
    assert run(["validate", "--type", "SessionUpdate", single], capsys)[0] == 0


def test_remote_serves_the_references_of_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "remotes"
    folder.mkdir()
    write(folder, "count.json", {"type": "integer", "minimum": 0})
    schema = write(tmp_path, "s.json", {"items": {"$ref": "http://example.test/count.json"}})
    good, bad = write(tmp_path, "good.json", [1, 2]), write(tmp_path, "bad.json", [1, -1])
    remote = f"http://example.test/={folder}"
    assert run(["validate", "--schema", schema, "--remote", remote, good], capsys)[0] == 0
    assert run(["validate", "--schema", schema, "--remote", remote, bad], capsys)[0] == 1
    code, _, err = run(["validate", "--schema", schema, good], capsys)
    assert code == 2 and "nothing is fetched" in err and "/items/$ref" in err


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (["--type", "PromptSuggestion", "--remote", "http://x/=."], "--remote serves"),
        (["--schema", "SCHEMA", "--remote", "no-equals-sign"], "expected BASE_URI=DIR"),
        (["--schema", "SCHEMA", "--remote", "http://x/=/no/such/folder"], "is not a folder"),
    ],
)
def test_remote_usage_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], says: str
) -> None:
    schema = write(tmp_path, "s.json", {"type": "integer"})
    instance = write(tmp_path, "i.json", 1)
    argv = ["validate", *(schema if a == "SCHEMA" else a for a in arguments), instance]
    code, _, err = run(argv, capsys)
    assert code == 2 and says in err
