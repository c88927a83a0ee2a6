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
from conftest import REPO

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


def test_an_unchanged_file_is_linked_from_the_old_tree_and_nothing_else_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A regeneration links the files it leaves as they were instead of writing them again;
    a changed file, a file another name also holds, and a symlink are written afresh, and
    where the file system cannot link, every file is written."""
    from acp_codegen.write import write_tree

    target = tmp_path / "out"
    write_tree(target, {"same.txt": b"same", "changed.txt": b"old", "shared.txt": b"s", "l": b"x"})
    (tmp_path / "elsewhere").hardlink_to(target / "shared.txt")
    (target / "l").unlink()
    (target / "l").symlink_to(tmp_path / "elsewhere")
    before = {name: (target / name).lstat().st_ino for name in ("same.txt", "changed.txt")}
    files = {"same.txt": b"same", "changed.txt": b"new", "shared.txt": b"s", "l": b"s"}
    write_tree(target, files)
    assert read_tree(target) == files
    assert (target / "same.txt").stat().st_ino == before["same.txt"]
    assert (target / "same.txt").stat().st_nlink == 1  # the old tree is gone
    assert (target / "changed.txt").stat().st_ino != before["changed.txt"]
    assert (target / "shared.txt").stat().st_ino != (tmp_path / "elsewhere").stat().st_ino
    assert not (target / "l").is_symlink()

    def no_links(*args: object, **kwargs: object) -> None:
        raise OSError("no hard links here")

    monkeypatch.setattr("os.link", no_links)
    write_tree(target, {**files, "changed.txt": b"newer"})
    assert read_tree(target) == {**files, "changed.txt": b"newer"}
