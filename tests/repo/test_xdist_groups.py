"""``make test``'s ``xdist_group`` marks do what they say with the pinned pytest and
pytest-xdist: under ``--dist loadgroup`` every test of a group runs on one worker, so the
expensive build a group's tests share (the installed wheel, the published SDK's tree, the
rendered docs) is made once. With pytest 9 and pytest-xdist 3.8 the marks group nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

GROUPS = 2
TESTS = 8

# A module's tests in one group, marked as make test's modules mark theirs; each test writes
# down the worker it ran on.
MODULE = """
import os
from pathlib import Path

import pytest

pytestmark = pytest.mark.xdist_group("{group}")


@pytest.mark.parametrize("index", range({tests}))
def test_member(index):
    ran = Path(__file__).parent / "ran"
    ran.mkdir(exist_ok=True)
    (ran / f"{group}-{{index}}").write_text(os.environ["PYTEST_XDIST_WORKER"])
"""


def test_every_test_of_a_group_runs_on_one_worker(tmp_path: Path) -> None:
    for group in range(GROUPS):
        text = MODULE.format(group=f"group{group}", tests=TESTS)
        (tmp_path / f"test_group{group}.py").write_text(text)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-q"]
        + ["-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    workers: dict[str, set[str]] = {}
    for path in (tmp_path / "ran").iterdir():
        workers.setdefault(path.name.split("-")[0], set()).add(path.read_text())
    assert len(list((tmp_path / "ran").iterdir())) == GROUPS * TESTS
    assert all(len(found) == 1 for found in workers.values()), workers
