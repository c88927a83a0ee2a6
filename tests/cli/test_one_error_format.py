"""Every subcommand reports a problem in one format, ``acp-codegen: error: FILE[#POINTER]: what
is wrong`` (the likely fix after it), exit 2 and no traceback: where ``generate`` and
``validate`` said ``acp-codegen: error: ...`` or ``error: FILE: ...``, ``check-transcript``
``FILE: cannot read: ...`` or ``FILE:LINE: unreadable: ...``, and argparse its usage."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from acp_codegen.load import SCHEMA_DIR
from support import upstream_schema

CODEGEN = Path(sys.executable).with_name("acp-codegen")
PREFIX = "acp-codegen: error: "


def codegen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CODEGEN), *args], cwd=cwd, capture_output=True, text=True, check=False
    )


MESSAGE = {"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}}

# (arguments, what the first error line starts with after the prefix: its FILE[#POINTER])
CASES = {
    "generate-base-missing": (
        ["generate", "--protocol", "v1", "--base", "absent.json", "--out", "out"],
        "absent.json: ",
    ),
    "generate-bad-option": (["generate", "--protocol", "v3"], "argument --protocol: "),
    "generate-bad-configuration": (["generate"], "{cwd}/pyproject.toml: "),
    "validate-missing-file": (
        ["validate", "--type", "PromptSuggestion", "absent.json"],
        "absent.json: ",
    ),
    "validate-not-json": (["validate", "--type", "PromptSuggestion", "broken.json"], "broken.json"),
    "validate-upstream-type": (
        ["validate", "--type", "AgentNotification", "message.json"],
        f"{SCHEMA_DIR / 'v1' / 'acp.json'}#/$defs: ",
    ),
    "check-transcript-missing-log": (["check-transcript", "absent.jsonl"], "absent.jsonl: "),
    "check-transcript-unreadable-line": (
        ["check-transcript", "--protocol", "v1", "garbage.jsonl"],
        "garbage.jsonl:1: ",
    ),
    "check-transcript-no-version": (["check-transcript", "cut.jsonl"], "cut.jsonl: "),
    "compile-not-a-package": (["compile", "."], "{cwd}: "),
    "diff-missing-file": (["diff", "absent.json", "broken.json"], "absent.json: "),
    "docs-patch-missing-base": (
        ["docs-patch", "--protocol", "v1", "--base", "absent.json", "--docs", "."],
        "absent.json: ",
    ),
}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "broken.json").write_text('{"prompt": [', encoding="utf-8")
    (tmp_path / "message.json").write_text(json.dumps(MESSAGE), encoding="utf-8")
    (tmp_path / "garbage.jsonl").write_text("garbage\n", encoding="utf-8")
    (tmp_path / "cut.jsonl").write_text(f"agent {json.dumps(MESSAGE)}\n", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text(
        '[[tool.acp-codegen.targets]]\nout = "gen"\nprotocl = "v1"\n', encoding="utf-8"
    )
    return tmp_path


@pytest.mark.parametrize(("args", "where"), CASES.values(), ids=CASES.keys())
def test_every_subcommand_reports_a_problem_in_one_format(
    folder: Path, args: list[str], where: str
) -> None:
    result = codegen(*args, cwd=folder)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert lines and all(line.startswith(PREFIX) for line in lines), result.stderr
    assert "Traceback" not in result.stderr
    assert lines[0].removeprefix(PREFIX).startswith(where.format(cwd=folder)), lines[0]


def test_validate_names_the_schema_it_read_and_points_to_upstream_s(folder: Path) -> None:
    """``AgentNotification`` is upstream's, not in acp-codegen's own schema (the proposal's
    additions and what they use): the message says which schema was read and that ``--base``
    with upstream's file is the fix; following it, the document validates."""
    result = codegen("validate", "--type", "AgentNotification", "message.json", cwd=folder)
    assert "acp-codegen's own v1 schema" in result.stderr
    assert "--base UPSTREAM.json (upstream's schema/v1/schema.unstable.json)" in result.stderr
    base = str(upstream_schema("v1", unstable=True))
    fixed = codegen(
        "validate", "--base", base, "--type", "AgentNotification", "message.json", cwd=folder
    )
    assert fixed.returncode == 0, fixed.stderr
    assert fixed.stdout == "message.json: valid\n"


def test_validate_suggests_a_close_name(folder: Path) -> None:
    result = codegen("validate", "--type", "PromptSugestion", "message.json", cwd=folder)
    assert result.returncode == 2
    assert "did you mean 'PromptSuggestion'?" in result.stderr


def test_a_name_of_the_merged_schema_is_not_sent_to_base_again(folder: Path) -> None:
    base = str(upstream_schema("v1", unstable=True))
    result = codegen("validate", "--base", base, "--type", "Nothing", "message.json", cwd=folder)
    assert result.returncode == 2
    assert result.stderr.startswith(f"{PREFIX}{base}#/$defs: ")
    assert "with our additions" in result.stderr and "--base UPSTREAM" not in result.stderr
