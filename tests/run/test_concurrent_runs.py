"""Two ``generate`` runs on one output at once never leave a mixed tree.

Runs on the same target take turns on a lock; the later one says that it waits. Both runs here
write complete trees that differ in every Python file (two package names), and what is left is
exactly one of them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from acp_codegen.write import locked, read_tree
from support import REPO

pytestmark = pytest.mark.slow

SCHEMA = REPO / "schema" / "v1" / "acp.json"


def generate(out: Path, package: str) -> subprocess.Popen[str]:
    args = ["generate", "--protocol", "v1", "--base", str(SCHEMA), "--no-additions"]
    args += ["--outputs", "python,schema", "--package", package, "--out", str(out)]
    return subprocess.Popen(
        [sys.executable, "-m", "acp_codegen", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_later_run_waits_for_the_lock(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with locked(out):
        run = generate(out, "held")
        assert run.stderr is not None
        line = run.stderr.readline()  # blocks until the run reports that it waits
        assert "another run is writing" in line and str(out) in line
        assert run.poll() is None and not out.exists()
    assert run.wait(timeout=120) == 0
    assert (out / "python" / "held" / "models.py").is_file()


def test_simultaneous_runs_leave_one_whole_tree(tmp_path: Path) -> None:
    out = tmp_path / "out"
    expected = {}
    for package in ("first", "second"):
        alone = tmp_path / package
        assert generate(alone, package).wait(timeout=120) == 0
        expected[package] = read_tree(alone)
    for _ in range(3):
        runs = [generate(out, package) for package in ("first", "second")]
        assert [run.wait(timeout=240) for run in runs] == [0, 0]
        assert read_tree(out) in expected.values()
        assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".out")) == []
