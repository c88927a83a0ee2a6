"""The writer and the staleness check for a target that owns some entries of a folder only
(an SDK's module and its helpers package beside the SDK's other files): the same writer and
check as a folder target's, limited to what the target owns."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.write import Output, read_tree, stale_output, write_output

FILES = {
    "schema.py": b"new module\n",
    "helpers/__init__.py": b"new init\n",
    "helpers/facts.py": b"facts\n",
}


def sdk_folder(root: Path) -> None:
    (root / "helpers").mkdir(parents=True)
    (root / "client.py").write_bytes(b"the SDK's own\n")
    (root / "schema.py").write_bytes(b"old module\n")
    (root / "helpers" / "__init__.py").write_bytes(b"new init\n")
    (root / "helpers" / "gone.py").write_bytes(b"left over\n")


def test_check_compares_what_the_target_owns_and_write_replaces_it_alone(tmp_path: Path) -> None:
    sdk_folder(tmp_path)
    output = Output(tmp_path, FILES, parts=("schema.py", "helpers"))
    assert stale_output(output) == [
        (tmp_path / "helpers/facts.py", "missing"),
        (tmp_path / "helpers/gone.py", "extra"),
        (tmp_path / "schema.py", "changed"),
    ]
    assert write_output(output) == [
        f"wrote {tmp_path / 'schema.py'}",
        f"wrote 2 files to {tmp_path / 'helpers'}",
    ]
    assert read_tree(tmp_path) == {**FILES, "client.py": b"the SDK's own\n"}
    assert stale_output(output) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["client.py", "helpers", "schema.py"]


def test_a_missing_folder_is_made_and_every_owned_file_is_missing(tmp_path: Path) -> None:
    root = tmp_path / "src" / "sdk"
    output = Output(root, FILES, parts=("schema.py", "helpers"))
    assert [state for _, state in stale_output(output)] == ["missing"] * 3
    write_output(output)
    assert read_tree(root) == FILES


def test_a_path_leaving_the_folder_writes_nothing(tmp_path: Path) -> None:
    sdk_folder(tmp_path)
    before = read_tree(tmp_path)
    files = {**FILES, "helpers/../../escape.py": b"x"}
    with pytest.raises(GenerationError, match="would leave the output directory"):
        write_output(Output(tmp_path, files, parts=("schema.py", "helpers")))
    assert read_tree(tmp_path) == before


def test_what_the_repository_s_tools_leave_is_neither_stale_nor_extra(tmp_path: Path) -> None:
    """Bytecode and the caches of mypy, ruff and pytest in a folder a target owns, and any
    file the repository's git ignores there, are not the target's: ``--check`` finds the
    folder up to date; a file that is neither is extra."""
    repo = tmp_path / "repo"
    owned = repo / "gen"
    write_output(Output(owned, {"a.py": b"x = 1\n", "pkg/b.py": b"y = 2\n"}))
    for folder in ("__pycache__", "pkg/.mypy_cache/3.11", ".ruff_cache", ".pytest_cache"):
        (owned / folder).mkdir(parents=True)
        (owned / folder / "entry").write_bytes(b"cache")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / ".gitignore").write_text("*.coverage\n")
    (owned / "pkg" / "run.coverage").write_bytes(b"data")
    files = {"a.py": b"x = 1\n", "pkg/b.py": b"y = 2\n"}
    assert stale_output(Output(owned, files)) == []
    (owned / "notes.txt").write_bytes(b"mine")
    assert stale_output(Output(owned, files)) == [(owned / "notes.txt", "extra")]
    assert "pkg/run.coverage" not in read_tree(owned)
