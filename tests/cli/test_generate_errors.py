"""Bad schemas fail generation with exit 2 and one message naming the file and JSON pointer,
and the output directory is left exactly as it was -- also when generation is killed."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from acp_codegen.write import read_tree, write_tree
from support import REPO, interrupt_at

BASE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "test",
    "$defs": {
        "SessionUpdate": {
            "oneOf": [
                {
                    "type": "object",
                    "properties": {"sessionUpdate": {"type": "string", "const": "plan"}},
                    "required": ["sessionUpdate"],
                    "allOf": [{"$ref": "#/$defs/Plan"}],
                }
            ]
        },
        "Plan": {"type": "object", "properties": {"entries": {"type": "array"}}},
        "ContentBlock": {"type": "object", "properties": {"type": {"type": "string"}}},
        "ClientSessionCapabilities": {"type": "object", "properties": {}},
    },
}


def run(tmp_path: Path, base: Any, *, raw: bytes | None = None) -> tuple[int, str, Path]:
    """Generate from ``base`` into an output directory that already holds a sentinel file."""
    schema = tmp_path / "upstream.unstable.json"
    schema.write_bytes(raw if raw is not None else json.dumps(base).encode())
    out = tmp_path / "out"
    write_tree(out, {"sentinel.txt": b"untouched"})
    argv = ["generate", "--protocol", "v1", "--base", str(schema), "--out", str(out)]
    proc = subprocess.run(
        [sys.executable, "-m", "acp_codegen", *argv],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    return proc.returncode, proc.stderr, out


def with_def(name: str, schema: Any) -> dict[str, Any]:
    document = json.loads(json.dumps(BASE))
    document["$defs"][name] = schema
    return document


CASES = {
    "not-json": (None, b"{not json", "upstream.unstable.json: not valid JSON"),
    "invalid-utf8": (None, b'{"a": "\xff"}', "upstream.unstable.json: not valid UTF-8"),
    "empty-file": (None, b"  \n", "upstream.unstable.json: the file is empty"),
    "metaschema": (
        with_def("Bad", {"type": "strin"}),
        None,
        "upstream.unstable.json#/$defs/Bad/type:",
    ),
    "dangling-ref": (
        with_def("Bad", {"$ref": "#/$defs/Missing"}),
        None,
        "#/$defs/Bad/$ref: $ref '#/$defs/Missing' does not resolve",
    ),
    "cyclic-alias": (
        with_def("Loop", {"$ref": "#/$defs/Loop"}),
        None,
        "#/$defs/Loop: cyclic alias: Loop -> Loop",
    ),
    "unsupported-construct": (
        with_def("Tuple", {"type": "array", "prefixItems": [{"type": "string"}]}),
        None,
        "#/$defs/Tuple/prefixItems: keyword 'prefixItems' is not supported",
    ),
}


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_schema_exits_2_naming_file_and_pointer(tmp_path: Path, case: str) -> None:
    document, raw, expected = CASES[case]
    code, stderr, out = run(tmp_path, document, raw=raw)
    assert code == 2, stderr
    assert expected in stderr
    assert "Traceback" not in stderr
    assert read_tree(out) == {"sentinel.txt": b"untouched"}


def test_overlay_conflict_names_both_files(tmp_path: Path) -> None:
    conflicting = json.loads(json.dumps(BASE))
    conflicting["$defs"]["PromptSuggestion"] = {"type": "object", "properties": {}}
    code, stderr, out = run(tmp_path, conflicting)
    assert code == 2
    assert "schema/v1/prompt-suggestions.json#/$defs/PromptSuggestion: conflicts with " in stderr
    assert "upstream.unstable.json#/$defs/PromptSuggestion" in stderr
    assert read_tree(out) == {"sentinel.txt": b"untouched"}


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
def test_merging_into_a_base_that_has_the_additions_is_a_no_op(tmp_path: Path) -> None:
    merged = tmp_path / "merged"
    assert main(["generate", "--out", str(merged)]) == 0
    again = tmp_path / "again.unstable.json"
    shutil.copy(merged / "schema" / "v1" / "schema.unstable.json", again)
    out = tmp_path / "out"
    args = ["generate", "--protocol", "v1", "--base", str(again), "--out", str(out)]
    assert main(args) == 0
    assert json.loads((out / "schema.json").read_text()) == json.loads(again.read_text())


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
def test_check_names_each_stale_file_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "generated"
    assert main(["generate", "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["generate", "--check", "--out", str(out)]) == 0
    models = out / "python" / "acp_prompt_suggestions" / "v1" / "models.py"
    models.write_text(models.read_text() + "# edited\n")
    (out / "stray.txt").write_text("x")
    before = read_tree(out)
    assert main(["generate", "--check", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{models}: changed" in err
    assert "stray.txt: extra" in err
    assert "acp-codegen generate" in err
    assert read_tree(out) == before


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_generation_leaves_output_whole(tmp_path: Path, sig: signal.Signals) -> None:
    """Kill generation at several points; the output is always the old tree or the new one."""
    out = tmp_path / "generated"
    assert main(["generate", "--out", str(out)]) == 0

    def only_staging_leftovers() -> None:
        leftovers = [p.name for p in tmp_path.iterdir() if p.name != "generated"]
        assert all(name.startswith(".generated.") for name in leftovers)

    interrupt_at(["generate", "--out", str(out)], out, sig, (0.3, 1.2, 2.2), only_staging_leftovers)
